#pragma once
#include "model/Types.h"
#include <QString>

namespace strata::import {

// Round 30: Godsire's "an 8/8 Beast creature token that's red, green, and white" is "an 8/8 red, green, and
// white Beast creature token" (111.2): a token of three colours, the colours said after it, said before its
// subtypes as a token's colours are (the token reader reads it through this too, OracleTokens.cpp).
QString threeColorsBeforeToken(QString text);

// Older Oracle wordings of library searches, looks and impulse draws written as today's, for the round
// trip (normalisedForRoundTrip, which calls it last, after "Until end of turn, X" became "X until end of
// turn").
QString librarySearchWording(QString text);

// The creature type a singular word names ("Elf", not "Elves"); 0 for any other word.
SubtypeId singularCreatureType(const QString& word);

// "Each other creature you control gets +1/+1 and gains trample" says what "Other creatures you control
// get +1/+1 and gain trample" says, and "… to each nonartifact creature." what "… to nonartifact
// creatures." says: "each" with a card type or creature type, as a subject or at a clause's end, is
// written as the plural (before "Human creatures" become "Humans"); "you control one or more
// creatures with flying" is "you control a creature with flying".
QString pluralWordings(QString text);

// A restriction's "if" is "as long as" (611.3a): "Enchanted creature can't block if it's black" (Hobble)
// says "… can't block as long as it's black", and "an enchantment is on the battlefield" (Wirecat) says
// "any player controls an enchantment" (round 21).
QString restrictionIfWordings(QString text);

// Wordings that read the same: two instructions in two sentences or joined by "and" ("~ deals 3
// damage to any target. You gain 3 life."), qualities in either order, and a few Oracle misprints
// (normalisedForRoundTrip calls it after librarySearchWording).
QString sameMeaningWordings(QString text);

// Costs as a few card files misprint them, mended: "{P/B}" is {B/P} (107.4f), "{2},{T}" is "{2}, {T}"
// (the parser reads activated abilities' costs through it too).
QString costMisprintsMended(QString text);

// Trigger heads in older words that say what the writer's do (round 16): "a Goblin you control is put
// into a graveyard from the battlefield" is "a Goblin you control dies" (700.4), and so "When ~ enters
// the battlefield or is put into a graveyard from the battlefield".
QString triggerHeadWordings(QString text);

// Static and replacement abilities in Oracle's other words (round 18, RoundTripStatics.cpp): "enters with
// a number of +1/+1 counters on it equal to …" is "enters with X +1/+1 counters on it, where X is …".
QString staticAbilityWordings(QString text);

// Amounts in Oracle's words (round 22, RoundTripAmounts.cpp): "+X/+0, where X is the number of artifacts
// you control" is "+1/+0 for each artifact you control", "gets +1/+1 until end of turn for each …" is "gets
// +1/+1 for each … until end of turn" (normalisedForRoundTrip calls it in its place among the others).
QString amountWordings(QString text);

// Activated abilities in Oracle's other words (round 25, RoundTripActivation.cpp; its wordings of a target
// hold wherever they are printed): "only if … and only once each turn" is "only once each turn and only
// if …", "there are three or more brick counters on ~" is "~ has three or more brick counters on it"
// (after "Activate this ability only" became "Activate only"), "target creature that has a -1/-1 counter
// on it" is "… with a -1/-1 counter on it", and "that creature" after a sentence naming the one target is
// "it".
QString activationWordings(QString text);

// Round 30 (ActivatedPairWordings.cpp): two instructions of an activated ability that Oracle joins with
// "and", or one it prints in an older order, as the writer says them: "Draw a card and put a charge counter
// on ~" is "Draw a card. Put a charge counter on ~.", "Draw a card if you have no cards in hand" is "If you
// have no cards in hand, draw a card". The activated frame reads an effect through it and the round trip
// normalises through it first.
QString activatedPairsAsSentences(QString text);

}   // namespace strata::import
