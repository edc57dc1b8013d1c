#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: how a reader in a file of its own reads one instruction with the parser's own
// OracleParser::action, which it is handed rather than including the parser.

namespace strata::import {

using ActionOf = std::function<bool(const QString& text, AbilityDef* into)>;

}   // namespace strata::import
