#pragma once
#include <QString>

namespace strata {

class GameTable;
struct GameEvent;

// 601.2f-h: the additional costs of a spell the event player pays as the spell is cast (ActivationCosts.cpp):
// "sacrifice a creature", with the creature the cast event's choices name. Others are taken as paid.
void sacrificeForSpell(GameTable& table, const GameEvent& cast, int spellIndex, const QString& caster);

}   // namespace strata
