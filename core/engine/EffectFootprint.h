#pragma once
#include "DependencyAnswer.h"
#include "Effect.h"

namespace strata {

// What an effect reads and writes in one layer: the candidates for 613.8a come from these.

StageFootprint footprintIn(const ContinuousEffect& e, Layer layer, const GameState& state);
Facets readsIn(const ContinuousEffect& e, Layer layer);
Facets writesIn(const ContinuousEffect& e, Layer layer);
// Abilities by keyword name ("has first strike" reads First strike); `any` when it cannot tell.
AbilityKeys abilityKeysRead(const ContinuousEffect& e);
AbilityKeys abilityKeysWritten(const ContinuousEffect& e, Layer layer, const GameState& state);
// The same by subtype name ("Forest", "Sliver"); `any` for set, lose-all and every-type changes.
AbilityKeys subtypeKeysRead(const ContinuousEffect& e);
AbilityKeys subtypeKeysWritten(const ContinuousEffect& e, Layer layer);
// Card types as CardType bits ("lands" reads Land, "is a creature in addition" writes Creature);
// kAnyCardType when it cannot tell (counts of card types, setting the types).
constexpr quint16 kAnyCardType = 0xFFFF;
quint16 cardTypesRead(const ContinuousEffect& e);
quint16 cardTypesWritten(const ContinuousEffect& e, Layer layer);
// The keywords e changes the same way in every part, when that is all it does; else empty.
KeywordChangesMade keywordChangesOnly(const ContinuousEffect& e, Layer layer);

}   // namespace strata
