#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: "put it on the top or bottom of its owner's library" (Arashin Sovereign; round 37).

namespace strata::import {

// An instruction as OracleParser::action reads it: true when it read `text` into `into`.
using ActionReader = std::function<bool(const QString& text, AbilityDef* into)>;

// "put OBJECT on the top or bottom of its owner's library": one of the two places, chosen as the ability
// resolves (401.4, 608.2d): a choice of two alternatives (ActionKind::ChooseOne), "put OBJECT on top of its
// owner's library" and "put OBJECT on the bottom of its owner's library", each read by `read`, both naming the
// same targets. Nothing when `s` says something else; false when it says this but a side can't be read.
std::optional<bool> topOrBottomOfLibrary(const QString& s, AbilityDef* into, const ActionReader& read);

}   // namespace strata::import
