#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// "Can't cast" restrictions of players (101.2, 601.3): the spells a player can't cast, as the filter of
// a CantBeCast rule. A static ability's ("You can't cast noncreature spells", Nullhide Ferox) holds as
// long as its source does; a resolving spell's or ability's ("Your opponents can't cast spells this
// turn", Silence) is a player's rule until the turn ends (514.2), its players fixed as it resolves.

namespace strata::import {

// "Your opponents can't cast spells of the chosen color.", "You can't cast noncreature spells.",
// "Players can't cast creature spells.", "Defending player can't cast spells" (after "As long as ~ is
// attacking", Wardscale Dragon), "Enchanted creature's controller can't cast creature spells." (Brand
// of Ill Omen): a static ability of the rule CantBeCast, its filter the spells; null for another sentence.
AbilityPtr staticCastRestriction(const QString& s);

// "your opponents can't cast spells this turn", "target player can't cast creature spells this turn",
// "defending player can't cast spells this turn" (`s` in lower case, without its stop): a continuous
// action whose one op is the player's CantBeCast rule until end of turn. `target` reads "target player"
// into the ability's targets.
using TargetReader = std::function<std::optional<Selector>(const QString&, AbilityDef*, Selector::Ref*)>;
bool castRestrictionThisTurn(const QString& s, const TargetReader& target, Action* a, AbilityDef* into);

}   // namespace strata::import
