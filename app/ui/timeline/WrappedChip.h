#pragma once
#include "StepSummary.h"
#include <QColor>
#include <QFont>
#include <QRectF>
#include <memory>
#include <vector>

class QPainter;
class QTextLayout;

namespace strata::ui {

// A chip's texts laid out whole, wrapped to the chip's width, for exported pictures: a slide never
// cuts a text with "…" nor hides changes behind "+ N more", the chip grows instead (issue 13). The
// live view keeps its one-line rows, elided, with the whole text in the chip's tooltip.
class WrappedChip {
public:
    explicit WrappedChip(const StepSummary& summary);
    ~WrappedChip();
    WrappedChip(const WrappedChip&) = delete;
    WrappedChip& operator=(const WrappedChip&) = delete;

    // The chip's height, its padding included, at the timeline's fixed chip width.
    qreal height() const { return m_height; }
    // Where the line between the header and the changes runs, from the chip's top; negative when
    // the chip has neither changes nor a note.
    qreal separatorY() const { return m_separatorY; }
    // Every text of the chip but its reason pill, which ChipPainter draws on screen and here alike.
    void paint(QPainter* painter, const QRectF& chip) const;

private:
    // A piece of a paragraph in one font and colour: "2/2", " → ", "4/4".
    struct Run {
        QString text;
        QFont font;
        QColor color;
    };
    struct Block {
        std::unique_ptr<QTextLayout> layout;
        QPointF at;   // from the chip's top-left
    };
    // Lays out the runs as one paragraph wrapped to `width`, `lineStep` apart, from (x, y); returns
    // its height.
    qreal addParagraph(const QVector<Run>& runs, qreal x, qreal y, qreal width, qreal lineStep);

    std::vector<Block> m_blocks;
    qreal m_height = 0;
    qreal m_separatorY = -1;
};

}   // namespace strata::ui
