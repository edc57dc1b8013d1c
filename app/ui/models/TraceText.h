#pragma once
#include "engine/Resolution.h"
#include <QString>

namespace strata::ui {

// How a trace step reads in the interface. The engine writes canonical English labels ("7c",
// "dependency"); these translate them, layers with the context "Layer" and reasons with "Reason".
class TraceText {
public:
    // "Layer 7c", "Players", "Game rules".
    static QString layerTitle(const QString& label);
    // What the layer or sublayer does, which depends on the rules edition: under the 2016 rules
    // 7c only modifies and 7d is counters, today 7c also holds counters and 7d switches.
    static QString layerDescription(const QString& label, RulesEdition edition);
    // "CDA", "timestamp", "depends on X, Y", "loop".
    static QString reason(const TraceStep& step);
    // Why a step did not apply, translated where the engine's sentence is known.
    static QString note(const QString& canonicalNote);
};

}   // namespace strata::ui
