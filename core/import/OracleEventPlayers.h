#pragma once
#include "model/Ability.h"

namespace strata::import {

// Whether every Selector::whose of a triggered ability names a player its event has (603.7c, 508.5a):
// "that player" after an event that names one player, "defending player" after an attack, and only
// where the event player reads it, on a target or on the objects an action names (OracleEventPlayers.cpp).
bool eventPlayersFit(const AbilityDef& a);
// Whether an ability whose text names objects of "that player" or "defending player" is a trigger
// (eventPlayersFit checked it): nothing else knows which player that is.
bool eventPlayersRead(const AbilityDef& a, const QString& sentence);

// After an intervening "if that player has …" (603.4), the effect's "they lose 2 life" and "deals 2
// damage to them" name that player: written so for the effect reader (round 28: "deals 2 damage to them"
// after any condition of that player's, "if that player didn't cast a spell this turn").
QString theyAsThatPlayer(const QString& condition, QString effect);
// Round 28: after "Whenever ~ deals damage to an opponent" (603.7c), "you draw a card and that opponent
// discards a card" (Fungal Shambler) is "draw a card. That player discards a card.": the player dealt damage.
QString thatOpponentAsThatPlayer(TriggerEvent e, QString effect);
// The round trip's same words for them: "if that player has …, they lose" is "…, that player loses", and
// so the two instructions of thatOpponentAsThatPlayer.
QString theyAfterThatPlayer(QString text);

// The events whose creature attacks (508.5a: its ability's "defending player"); round 27: shared with the
// hand discard of OracleMoreActions.cpp (Robber Fly).
bool attackEvent(TriggerEvent e);

// OracleTurnSpells.cpp: "Whenever you cast your first / second spell each turn" (601.2i).
bool turnSpellHead(const QString& head, AbilityDef* into);

}   // namespace strata::import
