#pragma once
// Round 40: "Remove a counter from target permanent" (Thrull Parasite, Spinal Parasite) and "Remove all counters from
// target permanent" (Vampire Hexmage): counters of any kind (122.1), the card format's `remove_counter` of kind "any".

#include <QString>

namespace strata {

class GameTable;
struct Action;

// The action removes counters of any kind rather than of one named kind.
bool removesCountersOfAnyKind(const Action& a);

// Removes from the object at `index` all its counters (`all`), or one counter of the first kind on it: the choice
// of kind is the ability's controller's (608.2d) and no scenario key names a counter kind, so the first kind listed
// on the object is taken, and the log says which. Returns how many counters were removed.
int removeCountersOfAnyKind(GameTable& table, int index, bool all);

}   // namespace strata
