#pragma once
#include "GameTable.h"

// Stop 49: the turn order beyond "the next player in turn order" (500.1): extra turns (500.7) and the
// turns, steps and phases a player skips (614.10). What is pending lives in the table's records, never
// in a scenario file.

namespace strata {

// "Take N extra turns after this one": each comes directly after the current turn; the one created last
// is taken first (500.7).
void addExtraTurns(GameTable& table, const QString& player, int count, const QString& createdBy);

// "Skip your next N turns / untap steps / draw steps / combat phases" (614.10a: two such effects skip
// the next two occurrences). `what` is one of the Skip… action kinds.
void addSkips(GameTable& table, const QString& player, ActionKind what, int count);

// The index of the player whose turn begins now: the most recently created extra turn, else the next
// player in turn order who has not lost (500.1). A turn its player skips is passed over and noted; the
// records then say whether the turn taken is an extra one.
int nextTurnsPlayer(GameTable& table);

// Whether the active player skips the untap step, draw step or combat phase beginning now (`what` is
// SkipUntapSteps, SkipDrawSteps or SkipCombatPhases), by an effect (the skip is used up) or by a static
// ability ("Skip your draw step", "Players skip their untap steps"). takeSkip says so; skipsNow also
// notes it (noteSkip).
bool takeSkip(GameTable& table, ActionKind what);
void noteSkip(GameTable& table, ActionKind what);
bool skipsNow(GameTable& table, ActionKind what);

}   // namespace strata
