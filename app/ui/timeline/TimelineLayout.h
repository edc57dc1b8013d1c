#pragma once
#include "StepSummary.h"
#include <QRectF>
#include <QVector>
#include <memory>

namespace strata::ui {

class WrappedChip;
struct LaidOutTimeline;

// Sizes of the timeline in its own units (pixels at zoom 1). Shared by layout and painting.
namespace TimelineMetrics {
constexpr qreal kMargin = 18;
constexpr qreal kLegendHeight = 46;
constexpr qreal kLabelWidth = 236;
constexpr qreal kChipWidth = 410;
constexpr qreal kChipGap = 44;
constexpr qreal kChipPadding = 10;
constexpr qreal kHeaderHeight = 26;
constexpr qreal kSourceHeight = 20;
constexpr qreal kSeparator = 8;
constexpr qreal kLineHeight = 21;
constexpr qreal kNoteLineHeight = 18;
constexpr int kMaxChangeLines = 6;
constexpr int kMaxNoteLines = 4;
constexpr int kMaxDependencyLines = 4;
constexpr qreal kLanePadding = 10;
constexpr qreal kArcSpace = 28;   // above or below a lane's chips, for dependency arrows
constexpr qreal kEmptyLaneHeight = 27;
constexpr qreal kMinWidth = 1000;
// Type, in pixels.
constexpr qreal kEffectFont = 17;
constexpr qreal kBodyFont = 14.5;
constexpr qreal kSmallFont = 13;
constexpr qreal kBadgeFont = 19;
constexpr qreal kLaneNameFont = 15;
}   // namespace TimelineMetrics

// Where everything of the timeline goes: the lanes top to bottom, the chips of each lane left to
// right in the order the layer system applied them, and the dependency arrows between chips.
// Built from the trace alone; painting and hit-testing read it.
struct TimelineLayout {
    struct Lane {
        QString label;   // "7b"
        QString title;   // "Layer 7b · Set P/T"
        QString name;    // "Set P/T"
        QRectF rect;     // the whole band, label column included
        int chips = 0;
    };
    struct Chip {
        StepSummary summary;
        int lane = 0;
        QRectF rect;
        QVector<int> lines;   // the changes shown (indexes in summary.changes), at most kMaxChangeLines rows
        // When one change is too long for a line, every object's name heads its changes on a line
        // of its own.
        bool split = false;
        int hiddenChanges = 0;
        int noteLines = 0;
        int dependencyLines = 0;   // how a dependency placed it, wrapped
        qreal height = 0;          // what its texts need; `rect` is as tall as its lane's tallest chip
        // Exports: every text whole and wrapped, the chip as tall as they need; null on screen.
        std::shared_ptr<const WrappedChip> wrapped;
        // The index of the chip of the layout before an edit that ChipReuse took whole, every word
        // as it was (-1: written or rewritten): TimelineView repaints only the chips that changed.
        int takenFrom = -1;
    };
    struct Arrow {
        // Chips: the effect that depends, and the one it depends on, as the legend's "depends on"
        // reads: from → to.
        int from = 0, to = 0;
        bool loop = false;
        bool above = true;      // arcs over the lane when going left, under it when going right
        qreal startShift = 0;   // along the chip's edge, so arrows sharing a chip do not meet
        qreal endShift = 0;
        // Many arrows reaching one chip (a big board) are one bundle: they meet at one head, which
        // the first of them draws with the bundle's size beside it.
        int bundle = 1;
        bool drawsHead = true;
    };
    // Where an arrow leaves its chip and where its head touches the other, in layout units.
    QPointF arrowStart(const Arrow& arrow) const;
    QPointF arrowEnd(const Arrow& arrow) const;

    QVector<Lane> lanes;
    QVector<Chip> chips;
    QVector<Arrow> arrows;
    QRectF legend;
    qreal legendWrapWidth = 0;   // the legend's entries wrap into rows this wide (0: one row)
    QSizeF legendSize;           // what its entries take
    QSizeF size;
    RulesEdition edition = RulesEdition::Current;
    quint64 language = 0;   // RulesTextCache::languageChanges() when its texts were written
    // StepSummary::objectLabels() of the state it was built from, when building it needed them
    // (empty otherwise): the next layout compares its chips' objects with them (ChipReuse).
    QVector<QString> objectLabels;

    struct Options {
        // Only the steps that touch this object (its source, affected or changed); empty keeps all.
        QString focusObject;
        // Lanes without a step are drawn thin; hiding them leaves more room for the others.
        bool showEmptyLanes = true;
        // Wide and high enough for the legend, which the painter measures, wrapped into rows no wider
        // than legendWrapWidth (0: one row).
        qreal legendWidth = 0;
        qreal legendHeight = TimelineMetrics::kLegendHeight - 10;
        qreal legendWrapWidth = 0;
        // Exported pictures wrap every chip text instead of eliding it (WrappedChip).
        bool wrapChipText = false;
        // The layout shown before, whose chips are taken again for the steps an edit left alone
        // (ChipReuse); null lays out every chip afresh.
        const LaidOutTimeline* before = nullptr;
    };
    static TimelineLayout build(const GameState& state, const Resolution& resolution, const Options& options);

    int chipAt(const QPointF& point) const;      // -1 when none
    int chipOfStep(int step) const;              // -1 when the step is not shown
    int laneIndex(const QString& label) const;   // -1 when none
};

}   // namespace strata::ui
