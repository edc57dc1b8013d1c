#pragma once
#include "engine/Resolution.h"
#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace strata::ui {

// What one object looked like before and after a step, in the words of the interface.
struct ChangeLine {
    QString object;   // "Humility", or "Grizzly Bears (bears2)" when two objects share a card
    QString before;   // "1/1"; empty when `text` says it all
    QString after;    // "4/4"
    QString text;     // "gains Flying", "no change": used when before and after are empty
    QString full;     // the same change with nothing shortened, for tooltips and the explanation
    bool unchanged = false;
};

// One trace step as the timeline shows it: every text translated, nothing computed beyond reading
// the trace. The layer system's own results are only read from the Resolution.
struct StepSummary {
    Q_DECLARE_TR_FUNCTIONS(StepSummary)
public:
    int step = -1;    // index in Resolution::steps
    QString layer;    // canonical lane label: "7b"
    QString effect;   // "opal#1"
    QString source;   // computed name of the source, or the resolved spell's card
    QString reason;   // "CDA", "timestamp 2", "depends on opal#1", "loop · timestamp 1"
    OrderReason order = OrderReason::Timestamp;
    bool applied = true;
    QString note;   // why it did not apply, translated
    QString rule;   // "613.7"
    QVector<ChangeLine> changes;

    static StepSummary of(const GameState& state, const Resolution& resolution, int stepIndex);
    // How an object is named in the timeline (see ChangeLine::object).
    static QString objectLabel(const GameState& state, int objectIndex);
};

}   // namespace strata::ui
