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

// What the too-long test reads of a change line, hashed part by part: joining the parts into one
// text for the key was most of looking a known line up.
struct LineParts {
    QString object, before, after, text;
    bool operator==(const LineParts& o) const
    {
        return object == o.object && text == o.text && before == o.before && after == o.after;
    }
};

size_t qHash(const LineParts& parts, size_t seed = 0)
{
    return qHashMulti(seed, parts.object, parts.before, parts.after, parts.text);
}

// Whether a change is too long for one row. Remembered by what it says (the GUI thread only; the
// body font is fixed): an edit rewrites one row of a chip that lists a hundred (an anthem's), and
// measuring the others again was most of laying that chip out.
bool tooLongForARow(const ChangeLine& c)
{
    static QHash<LineParts, bool> known;
    const LineParts parts{c.object, c.before, c.after, c.text};
    if (auto it = known.constFind(parts); it != known.constEnd())
        return *it;
    if (known.size() > 50000)   // a bound, not a policy
        known.clear();
    const bool tooLong = QFontMetricsF(TimelineStyle::font(kBodyFont)).horizontalAdvance(oneLine(c)) > innerWidth();
    known.insert(parts, tooLong);
    return tooLong;
}

// How many lines a note or dependency text takes wrapped in the chip's width, at most `most`;
// remembered by the text (the GUI thread only; the fonts are fixed).
int wrappedLines(const QString& text, bool dependency)
{
    static QHash<QString, int> known[2];
    QHash<QString, int>& cache = known[dependency];
    if (auto it = cache.constFind(text); it != cache.constEnd())
        return *it;
    QFont font = TimelineStyle::font(kSmallFont, dependency);
    font.setItalic(!dependency);
    const QFontMetricsF metrics(font);
    const QRectF wrapped = metrics.boundingRect(QRectF(0, 0, innerWidth(), 10000), Qt::TextWordWrap, text);
    const int lines = qBound(1, int(std::ceil(wrapped.height() / metrics.lineSpacing() - 0.01)),
        dependency ? kMaxDependencyLines : kMaxNoteLines);
    if (cache.size() > 5000)   // a bound, not a policy
        cache.clear();
    cache.insert(text, lines);
    return lines;
}

// Fills the chip's change rows and note, and returns the chip's height. What it measures is
// remembered line by line: after an edit most lines of a chip summed up again say what they said.
qreal arrangeChip(TimelineLayout::Chip& chip)
{
    const StepSummary& s = chip.summary;
    // One long change splits them all, so the chip reads as one list.
    for (int i = 0; i < s.changes.size() && !chip.split; ++i)
        chip.split = tooLongForARow(s.changes[i]);
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
    if (!s.applied)
        chip.noteLines = wrappedLines(s.note.isEmpty() ? StepSummary::tr("does not apply") : s.note, false);
    if (!s.dependency.isEmpty())
        chip.dependencyLines = wrappedLines(s.dependency, true);
    qreal h = 2 * kChipPadding + kHeaderHeight + kSourceHeight;
    if (chip.dependencyLines > 0)
        h += chip.dependencyLines * kNoteLineHeight + 2;
    if (rows > 0 || chip.noteLines > 0)
        h += kSeparator;
    h += rows * kLineHeight + chip.noteLines * kNoteLineHeight;
    return h;
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
    // Every object's label, once a chip is compared or summed up again; kept with the layout, whose
    // chips the next one compares with.
    std::optional<QVector<QString>> labels;
    const auto objectLabels = [&]() -> const QVector<QString>& {
        if (!labels)
            labels = StepSummary::objectLabels(state);
        return *labels;
    };
    const ChipReuse reuse(options.wrapChipText ? nullptr : options.before, state, resolution, index, objectLabels);
    for (int i : shown) {
        Chip chip;
        if (std::optional<Chip> taken = reuse.chipFor(i)) {
            chip = std::move(*taken);
        } else {
            chip.summary = StepSummary::of(state, resolution, i, &index, &objectLabels());
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
    if (labels)
        layout.objectLabels = std::move(*labels);
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
