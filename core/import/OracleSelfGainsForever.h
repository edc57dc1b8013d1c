#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Reads one instruction into an ability: OracleParser::action.
using InstructionReader = std::function<bool(const QString& text, AbilityDef* into)>;

// Round 38: "When ~ enters the battlefield, if tribute wasn't paid, it gains haste and \"When this creature dies, return
// it to its owner's hand.\"" (Flame-Wreathed Phoenix): ~ gains abilities with no duration said, so for as long as it
// stays on the battlefield (611.2a; a new object once it leaves, 400.7). Read as "… until end of turn" is, and then made
// to last. A trigger's own instruction only, and only keywords or quoted abilities granted or lost (layer 6, 613.1f);
// round 39: "~ loses defender and gains trample" after any event (Guardian of the Ages).
bool selfGainsIndefinitely(const QString& s, const InstructionReader& action, AbilityDef* into);

}   // namespace strata::import
