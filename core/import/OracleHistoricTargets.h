#pragma once
#include "model/Selector.h"
#include <QString>
#include <optional>

// Private to core/import: a target named "historic permanent" (OracleHistoricTargets.cpp), read for
// OracleParser::target.

namespace strata::import {

// Round 36: "historic permanent", "historic permanent you control" after "target " (Guardians of Koilos,
// Sentinel of the Pearl Trident): an artifact, a legendary permanent or a Saga on the battlefield (700.6),
// a union whose three parts each carry the controller and, for "another target", `other` (the evaluator
// reads only the parts of a union). Nothing for any other noun.
std::optional<Selector> historicPermanentTarget(const QString& noun, bool another);

}   // namespace strata::import
