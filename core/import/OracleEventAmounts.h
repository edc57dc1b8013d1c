#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>
#include <utility>

// Round 23 (`imptrig23`): amounts of triggered abilities of dying and entering that the templates of
// OracleAmountActions.cpp and OracleActionPairs.cpp read with these.

namespace strata::import {

// "that creature" of the event's object is written back with the event's noun ("that Treefolk"): true
// when that noun is "creature", as for "another creature" and (round 26) "another Treefolk creature"
// (Orchard Warden), which the writer names by its card type.
bool eventObjectWrittenAsCreature(const AbilityDef& ability);

// "its power", "its toughness" after an event that names an object ("When enchanted creature dies") or
// after "When ~ dies" or (round 26) "When ~ enters" (Champion of Wits: ~ is the event's object), "that
// creature's power" after an event that names a creature ("Whenever another creature enters"): that
// object's power or toughness as it is, or as it last existed on the battlefield (603.10a, 608.2h), `who`
// "it_pronoun" or "it" as the card format writes them. `eventObject`: the event names an object.
// Round 27: "that spell's mana value" after a cast event ("Whenever an opponent casts a spell"), the spell's.
std::optional<Expr> eventObjectAmount(const QString& phrase, const AbilityDef& ability, bool eventObject);

// Round 34: "that creature's converted mana cost" (or "mana value") after an event that names a creature
// ("When a creature enters the battlefield", Monkey Cage): that object's mana value, read where the trigger's
// event names it as the ability resolves (202.3, 603.7c), `who` "it" as for a cast event's spell.
std::optional<Expr> eventCreatureManaValue(const QString& phrase, const AbilityDef& ability, bool eventObject);

// One amount said once for two instructions: "you gain X life and draw X cards, where X is its toughness"
// (Fruit of the First Tree), "you gain life and draw cards equal to its power" (Lifeblood Hydra), "its
// controller loses life equal to its power and you gain life equal to its toughness" (Death Watch): the two
// sentences the templates read alone. Empty when `s` is none of these.
std::optional<std::pair<QString, QString>> sharedAmountHalves(const QString& s);

// "create a number of 1/0 blue Elemental creature tokens equal to your devotion to blue" (Master of Waves):
// the sentence "create X … tokens, where X is …" the token templates read; empty when `s` is not one.
std::optional<QString> tokensEqualTo(const QString& s);

// "each opponent loses X life, where X is your devotion to black" (Gray Merchant of Asphodel): a life loss
// counted as the ability resolves (608.2h). `amount` reads the words after "where X is"; only devotion
// (700.5) is said this way.
std::optional<Action> lifeLossWhereX(const QString& s, const std::function<std::optional<Expr>(const QString&)>& amount);

}   // namespace strata::import
