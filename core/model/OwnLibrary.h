#pragma once
#include "model/Condition.h"

// Round 39: "if you have 200 or more cards in your library" (Battle of Wits). `LibraryAtMost` is any player's library
// (Isleback Spawn); with this `filter` it is the effect's controller's own library only, and a library the state
// doesn't list counts as empty. Shared by the importer, the card parser, the writer and the evaluator.

namespace strata {

// The `filter` that makes `LibraryAtMost` say "your library": cards you own.
inline QSharedPointer<Selector> yourLibrary()
{
    auto own = QSharedPointer<Selector>::create();
    own->ownerYou = true;
    own->where = Selector::Where::Specific;
    own->zone = Zone::Library;
    return own;
}

inline bool isYourLibraryCount(const Condition& c)
{
    return c.kind == Condition::Kind::LibraryAtMost && c.filter && *c.filter == *yourLibrary();
}

}   // namespace strata
