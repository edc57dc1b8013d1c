#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: round 23's durations of a change, "until your next turn" (611.2a) and "until end
// of combat" (511.2) (OracleDurations.cpp).

namespace strata::import {

// Reads a sentence into the ability as OracleParser::action does; false leaves it as it was.
using ReadAction = std::function<bool(const QString& sentence, AbilityDef* into)>;

// "Until your next turn, creatures you control get +1/+0 and gain lifelink", "~ gets +2/+0 until end of
// combat": the sentence read as its "until end of turn" change, whose duration then becomes the one the
// card says. Nothing (std::nullopt) when the sentence names neither; false when it does but is not read.
// `s` starts in lower case, without its stop.
std::optional<bool> changeWithDuration(const QString& s, AbilityDef* into, const ReadAction& read);

}   // namespace strata::import
