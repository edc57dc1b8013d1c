#include "TimelineLayout.h"
#include "ChipReuse.h"
#include "TimelineLanes.h"
#include "TimelineStyle.h"
#include "WrappedChip.h"
#include "text/RulesTextCache.h"
#include <QFontMetricsF>
#include <QHash>
#include <QSet>
#include <cmath>
#include <optional>

namespace strata::ui {

using namespace TimelineMetrics;

namespace {

qreal innerWidth()
{
    return kChipWidth - 2 * kChipPadding - 6;   // 6: the reason-coloured bar on the chip's left edge
}

bool touches(const TraceStep& step, int object)
{
    if (step.source == object || step.affected.contains(object))
        return true;
    for (const TraceChange& c : step.changes)
        if (c.object == object)
            return true;
    return false;
}

QString oneLine(const ChangeLine& c)
{
    if (!c.text.isEmpty())
        return c.object + QStringLiteral(": ") + c.text;
    return c.object + QStringLiteral(": ") + c.before + QStringLiteral(" → ") + c.after;
}

// Whether a change is too long for one row. Remembered by its text (the GUI thread only): an edit
// rewrites one row of a chip that lists a hundred (an anthem's), and measuring the others again was
// most of laying that chip out.
bool tooLongForARow(const QFontMetricsF& body, const ChangeLine& c)
{
    static QHash<QString, bool> known;
    const QString text = oneLine(c);
    if (auto it = known.constFind(text); it != known.constEnd())
        return *it;
    if (known.size() > 50000)   // a bound, not a policy
        known.clear();
    const bool tooLong = body.horizontalAdvance(text) > innerWidth();
    known.insert(text, tooLong);
    return tooLong;
}

// Fills the chip's change rows and note, and returns the chip's height.
qreal measureChip(TimelineLayout::Chip& chip)
{
    const QFontMetricsF body(TimelineStyle::font(kBodyFont));
    const StepSummary& s = chip.summary;
    // One long change splits them all, so the chip reads as one list.
    for (int i = 0; i < s.changes.size() && !chip.split; ++i)
        chip.split = tooLongForARow(body, s.changes[i]);
    int rows = 0;
    for (int i = 0; i < s.changes.size(); ++i) {
        // Split, an object's name heads its run of changes once.
        const bool heading = chip.split && (i == 0 || s.changes[i - 1].object != s.changes[i].object);
        const int need = heading ? 2 : 1;
        if (rows + need > kMaxChangeLines) {
            chip.hiddenChanges = int(s.changes.size()) - i;
            break;
        }
        chip.lines.append(i);
        rows += need;
    }
    if (chip.hiddenChanges > 0)
        ++rows;
    if (!s.applied) {
        const QString note = s.note.isEmpty() ? StepSummary::tr("does not apply") : s.note;
        QFont small = TimelineStyle::font(kSmallFont);
        small.setItalic(true);
        const QRectF wrapped
            = QFontMetricsF(small).boundingRect(QRectF(0, 0, innerWidth(), 10000), Qt::TextWordWrap, note);
        chip.noteLines
            = qBound(1, int(std::ceil(wrapped.height() / QFontMetricsF(small).lineSpacing() - 0.01)), kMaxNoteLines);
    }
    if (!s.dependency.isEmpty()) {
        const QFont bold = TimelineStyle::font(kSmallFont, true);
        const QRectF wrapped
            = QFontMetricsF(bold).boundingRect(QRectF(0, 0, innerWidth(), 10000), Qt::TextWordWrap, s.dependency);
        chip.dependencyLines = qBound(
            1, int(std::ceil(wrapped.height() / QFontMetricsF(bold).lineSpacing() - 0.01)), kMaxDependencyLines);
    }
    qreal h = 2 * kChipPadding + kHeaderHeight + kSourceHeight;
    if (chip.dependencyLines > 0)
        h += chip.dependencyLines * kNoteLineHeight + 2;
    if (rows > 0 || chip.noteLines > 0)
        h += kSeparator;
    h += rows * kLineHeight + chip.noteLines * kNoteLineHeight;
    return h;
}

// The same, remembered by what the chip says: after an edit most chips say what they said, and
// measuring their text is most of the cost of laying out the timeline (the GUI thread only).
qreal arrangeChip(TimelineLayout::Chip& chip)
{
    struct Arrangement {
        QVector<int> lines;
        bool split = false;
        int hiddenChanges = 0, noteLines = 0, dependencyLines = 0;
        qreal height = 0;
    };
    static QHash<QString, Arrangement> known;
    const StepSummary& s = chip.summary;
    QString key = s.note + QChar(s.applied ? u'+' : u'-') + QChar(u'\x1d') + s.dependency;
    for (const ChangeLine& c : s.changes)
        key += QChar(u'\x1f') + c.object + QChar(u'\x1e') + oneLine(c);
    if (s.note.isEmpty() && !s.applied)
        key += StepSummary::tr("does not apply");   // the note shown, in the language of the moment
    if (auto it = known.constFind(key); it != known.constEnd()) {
        chip.lines = it->lines;
        chip.split = it->split;
        chip.hiddenChanges = it->hiddenChanges;
        chip.noteLines = it->noteLines;
        chip.dependencyLines = it->dependencyLines;
        return it->height;
    }
    const qreal height = measureChip(chip);
    if (known.size() > 20000)   // a bound, not a policy: boards that big rarely repeat their chips
        known.clear();
    known.insert(key, {chip.lines, chip.split, chip.hiddenChanges, chip.noteLines, chip.dependencyLines, height});
    return height;
}

}   // namespace

TimelineLayout TimelineLayout::build(const GameState& state, const Resolution& resolution, const Options& options)
{
    TimelineLayout layout;
    layout.edition = resolution.edition;
    layout.language = RulesTextCache::languageChanges();
    const QString& focusObject = options.focusObject;
    const int focus = focusObject.isEmpty() ? -1 : state.objectIndex(focusObject);

    QVector<int> shown;
    QStringList used;
    for (int i = 0; i < resolution.steps.size(); ++i) {
        const TraceStep& step = resolution.steps[i];
        if (!focusObject.isEmpty() && (focus < 0 || !touches(step, focus)))
            continue;
        shown << i;
        used << step.layer;
    }
    for (const QString& label : TimelineLanes::labels(resolution))
        if (options.showEmptyLanes || used.contains(label))
            layout.lanes.append({label, TimelineLanes::title(label, resolution.edition),
                TimelineLanes::shortName(label, resolution.edition), {}, 0});

    // Chips in trace order, which is the order of application: lane by lane, left to right.
    QVector<int> column;
    const TraceIndex index(resolution);
    const ChipReuse reuse(options.wrapChipText ? nullptr : options.before, state, resolution, index);
    std::optional<QVector<QString>> labels;   // every object's label, once a chip is summed up again
    for (int i : shown) {
        Chip chip;
        if (std::optional<Chip> taken = reuse.chipFor(i)) {
            chip = std::move(*taken);
        } else {
            if (!labels)
                labels = StepSummary::objectLabels(state);
            chip.summary = StepSummary::of(state, resolution, i, &index, &*labels);
            if (options.wrapChipText) {
                chip.wrapped = std::make_shared<const WrappedChip>(chip.summary);
                chip.height = chip.wrapped->height();
            } else {
                chip.height = arrangeChip(chip);
            }
        }
        chip.lane = layout.laneIndex(resolution.steps[i].layer);
        column << layout.lanes[chip.lane].chips++;
        layout.chips.append(chip);
    }

    // Arrows from the effect that depends to the one it depends on (613.8), in the same lane.
    QSet<QPair<int, int>> seen;
    QVector<bool> arcsAbove(layout.lanes.size()), arcsBelow(layout.lanes.size());
    for (const DependencyRecord& d : resolution.dependencies) {
        int from = -1, to = -1;
        for (int c = 0; c < layout.chips.size(); ++c) {
            const Chip& chip = layout.chips[c];
            if (chip.summary.layer != d.layer)
                continue;
            if (chip.summary.effect == d.effect)
                from = c;
            else if (chip.summary.effect == d.dependsOn)
                to = c;
        }
        if (from < 0 || to < 0 || seen.contains({from, to}))
            continue;
        seen.insert({from, to});
        Arrow a;
        a.from = from;
        a.to = to;
        a.loop = layout.chips[from].summary.order == OrderReason::DependencyLoop
            && layout.chips[to].summary.order == OrderReason::DependencyLoop;
        // What an effect depends on usually stands left of it: those arrows arc over the lane, the
        // other way round (the return arrow of a loop) under it.
        a.above = column[from] > column[to];
        (a.above ? arcsAbove : arcsBelow)[layout.chips[from].lane] = true;
        layout.arrows.append(a);
    }

    // Arrows leaving or reaching the same edge of one chip fan out along it, a few of them; more
    // (a big board) meet in one point, a bundle, rather than spreading into a band past the chip.
    constexpr int kBundleFrom = 4;
    constexpr qreal kFanStep = 22;
    QHash<QPair<int, bool>, int> endsAt, startsAt, endIndexOf, startIndexOf;
    for (const Arrow& a : layout.arrows) {
        ++endsAt[{a.to, a.above}];
        ++startsAt[{a.from, a.above}];
    }
    for (Arrow& a : layout.arrows) {
        const int ends = endsAt.value({a.to, a.above});
        const int starts = startsAt.value({a.from, a.above});
        const int endIndex = endIndexOf[{a.to, a.above}]++;
        const int startIndex = startIndexOf[{a.from, a.above}]++;
        if (ends >= kBundleFrom) {
            a.bundle = ends;
            a.drawsHead = endIndex == 0;
        } else {
            a.endShift = (endIndex - (ends - 1) / 2.0) * kFanStep;
        }
        if (starts < kBundleFrom)
            a.startShift = (startIndex - (starts - 1) / 2.0) * kFanStep;
    }

    // Lanes top to bottom; a lane is as tall as its tallest chip.
    qreal y = kMargin + options.legendHeight + 10;
    qreal right = std::max(kMinWidth, options.legendWidth + 2 * kMargin) - kMargin;
    const qreal chipsLeft = kMargin + kLabelWidth + 18;
    for (int l = 0; l < layout.lanes.size(); ++l) {
        Lane& lane = layout.lanes[l];
        qreal tallest = 0;
        for (int c = 0; c < layout.chips.size(); ++c)
            if (layout.chips[c].lane == l)
                tallest = std::max(tallest, layout.chips[c].height);
        const qreal top = kLanePadding + (arcsAbove[l] ? kArcSpace : 0);
        const qreal bottom = kLanePadding + (arcsBelow[l] ? kArcSpace : 0);
        const qreal height = lane.chips ? tallest + top + bottom : kEmptyLaneHeight;
        lane.rect = QRectF(kMargin, y, 0, height);
        for (int c = 0; c < layout.chips.size(); ++c) {
            if (layout.chips[c].lane != l)
                continue;
            const qreal x = chipsLeft + column[c] * (kChipWidth + kChipGap);
            layout.chips[c].rect = QRectF(x, y + top, kChipWidth, tallest);
            right = std::max(right, x + kChipWidth);
        }
        y += height;
    }
    const qreal width = right + kMargin;
    for (Lane& lane : layout.lanes)
        lane.rect.setWidth(width - 2 * kMargin);
    layout.legend = QRectF(kMargin, kMargin, width - 2 * kMargin, options.legendHeight);
    layout.legendWrapWidth = options.legendWrapWidth;
    layout.legendSize = QSizeF(options.legendWidth, options.legendHeight);
    layout.size = QSizeF(width, y + kMargin);
    return layout;
}

QPointF TimelineLayout::arrowStart(const Arrow& arrow) const
{
    const QRectF from = chips[arrow.from].rect;
    const bool right = chips[arrow.to].rect.center().x() >= from.center().x();
    // Leave and arrive off-centre, so the two arrows of a loop never meet.
    return QPointF(from.left() + from.width() * (right ? 0.62 : 0.38) + arrow.startShift,
        arrow.above ? from.top() : from.bottom());
}

QPointF TimelineLayout::arrowEnd(const Arrow& arrow) const
{
    const QRectF to = chips[arrow.to].rect;
    const bool right = to.center().x() >= chips[arrow.from].rect.center().x();
    return QPointF(to.left() + to.width() * (right ? 0.38 : 0.62) + arrow.endShift,
        arrow.above ? to.top() - 2 : to.bottom() + 2);
}

int TimelineLayout::chipAt(const QPointF& point) const
{
    for (int c = 0; c < chips.size(); ++c)
        if (chips[c].rect.contains(point))
            return c;
    return -1;
}

int TimelineLayout::chipOfStep(int step) const
{
    for (int c = 0; c < chips.size(); ++c)
        if (chips[c].summary.step == step)
            return c;
    return -1;
}

int TimelineLayout::laneIndex(const QString& label) const
{
    for (int l = 0; l < lanes.size(); ++l)
        if (lanes[l].label == label)
            return l;
    return -1;
}

}   // namespace strata::ui
