#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Reads one trigger head ("When", "~ enters") into an ability: OracleParser::triggerHead.
using TriggerHeadReader = std::function<bool(const QString& word, const QString& event, AbilityDef* into)>;

// Round 38: "When ~ enters the battlefield or at the beginning of your upkeep" (Frenzied Fugue): two heads joined by
// "or" (603.2), the second a step's "at the beginning of …" after the first one's "When". The step's head is the
// ability's orEvent, as orEventHeads makes it. An effect that names an event's object ("it", "that") is not read.
bool enterOrStepHeads(const QString& word, const QString& event, const QString& effect, AbilityDef* into,
    const TriggerHeadReader& head);

// Two trigger heads joined by "or" (603.2): the first is the ability's event, the second its orEvent.
void joinOrEventHeads(const AbilityDef& first, const AbilityDef& second, AbilityDef* into);

// Round 38: "gain control of enchanted permanent until end of turn. Untap that permanent. It gains haste until end of
// turn." (Frenzied Fugue): "that permanent" and "it" are the enchanted permanent, the one object the effect names, so
// the sentence is read (and the round trip compares it) as "Untap enchanted permanent. Enchanted permanent gains haste
// until end of turn." (608.2c: the instructions are followed in order, all on that object).
QString enchantedControlWording(QString sentence);

}   // namespace strata::import
