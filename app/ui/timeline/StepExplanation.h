#pragma once
#include "StepSummary.h"
#include <QCoreApplication>

namespace strata::ui {

// Why a step stands where it does, citing the rule, in the language of the interface.
class StepExplanation {
    Q_DECLARE_TR_FUNCTIONS(StepExplanation)
public:
    // One sentence: "Applied in timestamp order (CR 613.7)."
    static QString sentence(const StepSummary& step, const Resolution& resolution);
    // The whole explanation for the panel under the timeline, as rich text: what, where, why, and
    // what it changed.
    static QString html(const StepSummary& step, const Resolution& resolution);
};

}   // namespace strata::ui
