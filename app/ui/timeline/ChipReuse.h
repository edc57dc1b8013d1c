#pragma once
#include "TimelineLayout.h"
#include <QHash>
#include <functional>
#include <optional>

namespace strata::ui {

// A layout and what it was built from; copies of a state and a resolution share their data.
struct LaidOutTimeline {
    GameState state;
    Resolution resolution;
    TimelineLayout layout;
};

// The chips of the timeline as laid out before an edit, offered again for the steps the edit left
// as they were. Most edits change a few steps of a big board; summing up every step again and
// measuring its texts was a fifth of an edit on a board of 200 (see docs/performance.md).
//
// A chip is offered only when everything StepSummary::of reads for its step is unchanged but the
// step's timestamp, whose words it writes again: the step's own values and the values its changes
// record, the labels of the objects it names, the titles of its source and of the effects it depends
// on or goes before, the players' names, the rules edition and the language. StepSummary::of and
// this comparison change together; tst_liveviews compares the result with a timeline built afresh.
class ChipReuse {
public:
    using Before = LaidOutTimeline;

    // `labels` gives StepSummary::objectLabels(state), asked for only when there is a layout to take
    // chips from.
    ChipReuse(const Before* before, const GameState& state, const Resolution& resolution, const TraceIndex& index,
        const std::function<const QVector<QString>&()>& labels);

    // The chip laid out before for this step of the new trace, when it would say the same but for
    // its timestamp (which a timestamp move changes for many steps, and which changes none of the
    // chip's rows): with the step's index and timestamp written in. Empty otherwise.
    std::optional<TimelineLayout::Chip> chipFor(int step) const;

private:
    bool sameStep(const TraceStep& was, const TraceStep& now) const;
    bool sameObject(int was, int now) const;
    // StepSummary::effectTitle in the new state, once per effect: a chip compares its own title and
    // those of the effects it depends on, which many chips share.
    QString title(const QString& effect) const;

    const Before* m_before = nullptr;
    const GameState& m_state;
    const Resolution& m_resolution;
    const TraceIndex& m_index;
    QHash<std::pair<QString, QString>, int> m_chipOfStep;   // (layer, effect) → chip of the layout before
    QVector<QString> m_labelsBefore, m_labels;
    mutable QHash<QString, QString> m_titles;   // effect → title()
};

}   // namespace strata::ui
