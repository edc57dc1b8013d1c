#pragma once
#include "OracleTriggerFilters.h"

// Private to core/import: a set ranked by power (Selector::powerRank, 208.1): "a creature with the greatest power
// among creatures they control" (Crackling Doom, Consume), "target creature with the greatest power among creatures
// on the battlefield" (Topple), "the creature with the least power" (Porphyry Nodes), "the creature card in your
// graveyard with the greatest power" (Desecrator Hag).

namespace strata::import {

// The set `phrase` names, read by `objects` without the ranking, then ranked; nothing for any other phrase.
std::optional<Selector> rankedByPower(const QString& phrase, const ObjectsOf& objects, bool* pluralOut);

// "return to your hand the creature card in your graveyard with the greatest power" (Desecrator Hag): the one card of
// that rank the controller chooses as it resolves (608.2d), a ReturnToHand of a set with no `pick`; false for any
// other instruction, leaving `out` as it was.
bool rankedCardToHand(const QString& s, const ObjectsOf& objects, Action* out);

// "if two or more cards are tied for greatest power, you choose one of them" after such an instruction (or "…
// creatures are tied for least power …"): what the instruction already says (the player chooses among the tied
// objects, 608.2d), written back after it; false for any other sentence or instruction before it.
bool tieChoiceRepeated(const QString& s, const Action& before);

}   // namespace strata::import
