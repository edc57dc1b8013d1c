#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: a sentence of a spell or ability done only if a condition holds as it
// resolves ("If you control a Faerie, draw a card.", "Spell mastery — If there are two or more instant
// and/or sorcery cards in your graveyard, scry 2."; OracleSpellConditions.cpp, round 17).

namespace strata::import {

// A condition as OracleParser::triggerCondition reads it ("you control an artifact").
using ConditionOf = std::function<std::optional<Condition>(const QString& text)>;
// Instructions as OracleParser::thenSentence reads them, added to `into`.
using ActionsOf = std::function<bool(const QString& text, AbilityDef* into)>;

// "If COND, X." after or among the instructions of a spell or ability (608.2c: checked as it resolves,
// not an intervening "if" of a trigger's head, 603.4): X, instructions of their own, done
// only when COND holds. `s` starts in lower case, without its stop. "… instead" and "also" (which
// change or repeat the instruction before) are not read. False leaves `into` as it was.
bool resolutionIfSentence(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionsOf, AbilityDef* into);

// The spell conditions Oracle words otherwise than "as long as" does: spell mastery's "there are two
// or more instant and/or sorcery cards in your graveyard" (a count of cards there, 207.2c).
std::optional<Condition> spellCondition(const QString& text, const ConditionOf& conditionOf);

// Round 23: "if it's a Cyclops, destroy it" (Eye Gouge), "if it's an artifact, …" (Topple the Statue):
// the spell's one target, which the instruction before acted on, is of that kind as the spell resolves
// (Condition::TargetIs, 608.2b).
std::optional<Condition> targetIsCondition(const QString& text, const ConditionOf& conditionOf, const AbilityDef& ability);

// Round 39: conditionedActions' reading, but of instructions with "up to" targets of their own (Clear the Stage;
// OracleConditionedUpTo.cpp). False, with `into` as it was, otherwise.
bool conditionedUpToTargets(AbilityDef* into, const Condition& c, const std::function<bool()>& read);

// Round 39: "it isn't a creature or Vehicle" of the one target (OracleTargetIsnt.cpp): targetIsCondition's kinds, negated.
std::optional<Condition> targetIsntCondition(const QString& text, const ConditionOf& conditionOf, const AbilityDef& ability);

// True when the instruction before acted on the one target of a spell, or of an activated or triggered
// ability ("target creature gets -1/-1 until end of turn", "tap target permanent"): "it" then names that
// target (round 26: shared with OracleTargetCounters.cpp).
bool itNamesTheTarget(const AbilityDef& a);

// Round 32: a spell whose instruction before returned its one target, a card in a graveyard, to the battlefield
// ("Return target creature card from your graveyard to the battlefield."): the permanent it became is a new
// object (400.7), which "it" then names (Selector::Ref::It, the object the resolution moved), not the target.
bool returnedTargetCard(const AbilityDef& a);
Selector returnedCardNamedIt();
// Round 35: the same, returned to its owner's hand ("Return target creature card from your graveyard to your hand.").
bool returnedTargetCardToHand(const AbilityDef& a);

}   // namespace strata::import
