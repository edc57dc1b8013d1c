#pragma once
#include <QString>
#include <QVector>

namespace strata {

class GameTable;
struct GameEvent;
struct CostPart;

// Sacrifice costs the event player checks and pays (ActivationCosts.cpp).

// 601.2f-h: the additional costs of a spell the event player pays as the spell is cast (ActivationCosts.cpp):
// "sacrifice a creature", with the creature the cast event's choices name. Others are taken as paid.
void sacrificeForSpell(GameTable& table, const GameEvent& cast, int spellIndex, const QString& caster);

// 602.2b, 118.3: a sacrifice cost ("Sacrifice a creature", "Sacrifice two artifacts") can be paid only when
// its controller controls that many permanents that fit it, the source among them. The first cost part
// that can't be paid, or none. Round 37: "Sacrifice X Goats" wants `chosenX` of them (107.3a, the X the
// activate event chose; Springjack Pasture).
const CostPart* unpayableSacrifice(
    GameTable& table, int source, const QVector<CostPart>& costs, const QString& controller, int chosenX = 0);

}   // namespace strata
