#pragma once
#include "StepSummary.h"
#include <QCoreApplication>

namespace strata::ui {

// Why a step stands where it does, citing the rule, in the language of the interface.
class StepExplanation {
    Q_DECLARE_TR_FUNCTIONS(StepExplanation)
public:
    // Why it stands there, in a sentence or two: "Applied in timestamp order (CR 613.7)."
    static QString sentence(const StepSummary& step, const Resolution& resolution);
    // What the step found already done by earlier layers on the objects it applies to: "Grizzly
    // Bears: Green → Black (layer 5, Darkest Hour)". At most a few lines.
    static QStringList readFromEarlierLayers(const GameState& state, const Resolution& resolution, int step);
    // Where an effect that began in an earlier layer keeps applying although its source lost the
    // ability since (613.6); empty otherwise.
    static QString keptByRule6136(const GameState& state, const Resolution& resolution, int step);
    // The whole lesson for the panel under the timeline, as rich text: what, why it stands there,
    // what it read from earlier layers, what it changed, the rule.
    static QString html(const GameState& state, const StepSummary& step, const Resolution& resolution);
};

}   // namespace strata::ui
