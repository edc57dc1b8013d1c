#pragma once
#include "model/Selector.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: a target "with the chosen name" (OracleChosenNameTargets.cpp), read for
// OracleParser::targetNoun.

namespace strata::import {

// Round 37: "spell with the chosen name" after "target " (Declaration of Naught): the noun before the words,
// as `noun` reads it, whose name is the card name chosen as the source entered (201.3, 607.2a). Nothing for any
// other phrase, nor when the noun is a reference or already names a chosen name.
std::optional<Selector> chosenNameTarget(
    const QString& phrase, const std::function<std::optional<Selector>(const QString&)>& noun);

}   // namespace strata::import
