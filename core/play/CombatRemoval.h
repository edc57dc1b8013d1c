#pragma once
// A creature removed from combat (506.4) and a turn ended (724.1): Time Stop's "End the turn", the
// Gustcloaks' "untap it and remove it from combat" (ActionPerformer, GameActions.cpp).

namespace strata {

class GameTable;
struct GameObject;

// 506.4: the object stops being an attacking, blocking, blocked or unblocked creature. A creature it
// was blocking stays blocked (509.1h), and one that was blocking it blocks nothing in its combat
// damage step (510.1).
void removeFromCombat(GameTable& table, int index);

// The same without a note, for a caller that says it in its own words (regeneration, 701.19a): false
// when the object was in no combat.
bool takeOutOfCombat(GameObject& o);

// 724.1: every spell and ability on the stack is exiled (the resolving spell too), every creature is
// removed from combat, and the turn goes straight to its cleanup step: the step is set to the end step's
// place, so the next step begun is the cleanup step and no end step trigger is passed on the way.
void endTheTurn(GameTable& table);

}   // namespace strata
