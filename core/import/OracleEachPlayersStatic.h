#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: round 35's static ability about each player's own permanents, with a condition about
// that player: "Basic lands each player controls have shroud as long as that player controls three or fewer
// lands." (Sheltering Prayers). The condition is each affected object's (Condition::Kind::
// AffectedControllerControlsAtMost), checked by the layer engine for each one's controller.

namespace strata::import {

// `sentence` as printed, with its stop; `staticOf` reads "Basic lands have shroud." (the parser's own
// ability reader). Null when the sentence is not of this shape.
AbilityPtr eachPlayersOwnStatic(const QString& sentence, const std::function<AbilityPtr(const QString&)>& staticOf);

}   // namespace strata::import
