#pragma once
#include "model/Ability.h"
#include "model/GameState.h"
#include <QString>
#include <QStringList>

// Round 43: "each player shuffles the cards from their hand into their library, then draws that many cards" (Whirlpool
// Warrior, Molten Psyche): "that many" is each player's own part of what the action before moved (608.2c).

namespace strata {

// True when `a` draws each player's own part: a draw for each player of the count the action before made.
bool drawsEachPlayersPart(const Action& a);

// How many of `ids` (the objects the action before moved) `player` owns.
int ownedAmong(const GameState& gs, const QStringList& ids, const QString& player);

}   // namespace strata
