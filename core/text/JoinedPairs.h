#pragma once
#include "model/Ability.h"

// Two instructions the Oracle text prints as one sentence "X and Y" that the writer joins back
// (RulesTextJoinedPairs.cpp) and the importer reads as such (OracleActionPairs.cpp; round 18, `imptrig18`).

namespace strata {

// "each opponent discards a card and you gain 3 life", "~ deals 2 damage to each opponent and you gain 2
// life", "put the top three cards of your library into your graveyard and you gain 3 life", "~ gets +1/+1
// until end of turn and you gain 1 life", "you draw a card and each opponent discards a card", "target
// opponent discards a card and you draw a card", "… and ~
// assigns no combat damage this turn": `second` said after `first` with "and".
// Round 22 also: "… and you draw a card", "… and you untap all lands you control", "you create … and that
// player puts …", "you gain 3 life and you may return …" (the Swords).
bool writtenAsOneSentence(const Action& first, const Action& second);

// "you gain 3 life and you may return up to one target …": the one pair whose second is a choice.
bool gainThenChoice(const Action& first, const Action& second);

// Round 23: "you gain X life and draw X cards, where X is its toughness" (Fruit of the First Tree), "you gain
// life and draw cards equal to its power" (Lifeblood Hydra): one amount of the trigger event's object, said
// once for both (608.2h).
bool sharedAmountPair(const Action& first, const Action& second);

// Round 35: "return it to the battlefield under its owner's control at the beginning of the next end step and you
// skip your next draw step" (Molten Firebird, Ivory Gargoyle): ~'s delayed return, then your skip, done at once (614.10).
// No card of the dev set prints the two as two sentences.
bool delayedReturnThenSkip(const Action& first, const Action& second);

// Round 35: "destroy target creature an opponent controls and you gain 4 life" (Vengeant Vampire): the destroy of
// the one target, `target` its selector (nullptr: none or several), then a plain gain.
bool destroyOpponentsThenGain(const Action& first, const Action& second, const Selector* target);

// The importer's test of a pair read in one sentence, with the ability's targets so far: either of the above.
bool writtenAsOneSentence(const Action& first, const Action& second, const QVector<Selector>& targets);

}   // namespace strata
