#pragma once
#include "TraceIndex.h"
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
    QString effect;   // "opal#1": small print under the title
    QString title;    // "Opalescence", "Urborg, Tomb of Yawgmoth — ability 1"
    QString source;   // computed name of the source, or the resolved spell's card
    QString reason;   // "CDA", "timestamp 2", "depends on Opalescence", "loop · timestamp 1"
    QString pill;     // the reason in a word or two: "timestamp 2", "dependency"
    // How a dependency placed the step, for the chip's body: "depends on Blood Moon", "applies
    // first although newer: Urborg, Tomb of Yawgmoth depends on it"; empty when none did.
    QString dependency;
    QStringList dependsOnTitles;   // the effects it waited for, by title
    // Older effects of its layer that depend on it, so it applies before them although it is newer
    // (613.8b): Blood Moon before Urborg.
    QStringList aheadOfTitles;
    OrderReason order = OrderReason::Timestamp;
    bool applied = true;
    QString note;   // why it did not apply, translated
    QString rule;   // "613.7"
    QVector<ChangeLine> changes;

    // Writes `reason` and `pill`, which name the step's timestamp, from the step and the titles the
    // summary holds.
    void writeOrder(const TraceStep& step);
    // Its place was decided by a dependency: it waited for a newer effect, or newer, it went before
    // older effects that wait for it.
    bool placedByDependency() const;
    // The reason whose colour the chip wears.
    OrderReason shownOrder() const;

    // `index` spares a big board's chips a scan of the trace each; null builds one. `labels`
    // (objectLabels(state)) spares each change line a scan of the board for its object's label.
    static StepSummary of(const GameState& state, const Resolution& resolution, int stepIndex,
        const TraceIndex* index = nullptr, const QVector<QString>* labels = nullptr);
    // How the timeline names an effect: its source's name, with the ability's number when the
    // source prints several.
    static QString effectTitle(
        const GameState& state, const Resolution& resolution, const QString& effect, const TraceIndex& index);
    // Names in a list: "Blood Moon, Urborg, Tomb of Yawgmoth".
    static QString joinTitles(const QStringList& titles);
    // What one recorded change shows, limited to what `layer` governs.
    static QVector<ChangeLine> changeLines(
        const GameState& state, const TraceChange& change, Layer layer, const QVector<QString>* labels = nullptr);
    // How an object is named in the timeline (see ChangeLine::object).
    static QString objectLabel(const GameState& state, int objectIndex);
    // The same for every object at once, in the order of GameState::objects.
    static QVector<QString> objectLabels(const GameState& state);
    // The name of the step's source as the chip's small print shows it (StepSummary::source).
    static QString sourceName(const GameState& state, const Resolution& resolution, const TraceStep& step);
    // Older effects of the step's layer that wait for it, by title (StepSummary::aheadOfTitles).
    static QStringList aheadOf(
        const GameState& state, const Resolution& resolution, int stepIndex, const TraceIndex& index);
};

}   // namespace strata::ui
