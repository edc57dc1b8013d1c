#pragma once
#include <QString>

namespace strata::import {

// Round 34 (`imptrigat34`): older words of triggered abilities at the beginning of a step that say what the
// writer's words say. Kookus's intervening "if you don't control a creature named Keeper of Kookus" is "if you
// control no creatures named Keeper of Kookus" (603.4: none of them is there); its "~ deals 3 damage to you and
// attacks this turn if able" is the two instructions of ~ one after the other, "~ deals 3 damage to you. ~
// attacks this turn if able." (608.2c). mendedTriggerWording reads every trigger through it, for the parser and
// the round trip alike; any other sentence comes back as it was. Cryptoplasm's older "… become a copy of another
// target creature. If you do, ~ gains this ability." is today's Oracle "…, except it has this ability." (707.9b).
// Helm of the Host's "except the token isn't legendary if equipped creature is legendary" is "except it isn't
// legendary": a copy of a creature that isn't legendary has no legendary supertype to lose. Goblin Kaboomist's
// "Then flip a coin." after a quoted ability is "Flip a coin.", as after any other instruction. Defense of the
// Heart's "sacrifice ~, search your library for …, and put those cards onto the battlefield. Then shuffle your
// library." is "sacrifice ~ and search your library for …, put them onto the battlefield, then shuffle" (701.23).
// Ventifact Bottle's "if ~ has a charge counter on it, tap it and remove all charge counters from it." is "…, tap ~.
// Remove all charge counters from ~.": each "it" is ~. Damia, Sage of Stone's "if you have fewer than seven cards in
// hand, draw cards equal to the difference." is "if you have six or fewer cards in hand, draw cards equal to seven
// minus the number of cards in your hand.": the same count, as it resolves (608.2h).
// Round 34 (`imptrigat34b`): after "reveal the top card of your library" (Baneful Omen, Twilight Prophet), "that card's
// converted mana cost" at the end is "its mana value", that card's (202.3), and Twilight Prophet's "put it into your
// hand" is Dark Confidant's "put that card into your hand".
// Ceta Sanctuary's "draw a card, then discard a card. If …, instead draw two cards, then discard a card." is "draw a
// card. If …, draw two cards instead. Discard a card.": the discard is the same either way (608.2c).
// Monsoon's "tap all untapped Islands that player controls and ~ deals X damage to the player, where X is …" is the two
// instructions one after the other, "…. ~ deals X damage to that player, where X is …" (608.2c).
QString olderStepTriggerWording(QString sentence);

}   // namespace strata::import
