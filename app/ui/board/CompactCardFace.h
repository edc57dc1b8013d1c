#pragma once
// The face of a card drawn smaller than legible on screen (issue 13: both players' rows on a laptop).
// Name, type line, P/T or loyalty, counters and timestamp grow by the headline scale, so that they
// keep 9 pt on screen; the rules text gives them its room (the hover preview shows it). Drawn in
// card coordinates, inside the frame CardPainter drew.
//
// Names and type lines break between words only ("Encantamiento — Aura", never "Encantam-" / "iento"):
// a bar whose longest word is wider than a line draws its words narrower (down to
// kTightestStretch), and a word still too wide ends in "…" on a line of its own.
#include "CardPresentation.h"
#include <QColor>
#include <QFont>
#include <QStringList>

class QPainter;

namespace strata::ui::cardpaint {

// The face without its timestamp is the headline bars (drawCompactHeadlines) and then the foot
// (drawCompactFoot), which starts from no pen, brush or font the bars leave; drawCompactTimestamp draws
// the timestamp over it, so a renumbering leaves the rest alone (CardFaceCache).
void drawCompactTimestamp(QPainter* p, const CardPresentation& card, qreal headlineScale, const QColor& frame);
// The room the timestamp takes in the foot, before the counters (0 without a timestamp).
qreal compactTimestampRoom(const CardPresentation& card, qreal headlineScale);
QString compactTimestampText(const CardPresentation& card);
// The fonts of the compact face at `headlineScale`, in card units.
QFont compactNameFont(qreal headlineScale);
QFont compactTypeLineFont(qreal headlineScale);
QFont compactValueFont(const QString& value, qreal headlineScale);

// The lines a compact face writes its name and its type line in, and their fonts.
struct CompactHeadlines {
    QStringList name, typeLine;
    QFont nameFont, typeLineFont;
};
CompactHeadlines compactHeadlines(const CardPresentation& card, qreal headlineScale);

// Everything the name and type-line bars of a compact face draw: equal bars, equal pixels. Most edits
// change what lies below them (P/T, counters), so CardFaceCache keeps them drawn with the outline.
struct CompactHeadlineBars {
    CompactHeadlines lines;
    bool nameChanged = false, typeLineChanged = false;
    QColor panel;
    bool operator==(const CompactHeadlineBars& o) const;
};
CompactHeadlineBars compactHeadlineBars(const CardPresentation& card, qreal headlineScale, const QColor& panel);
void drawCompactHeadlines(QPainter* p, const CompactHeadlineBars& bars);
// The foot: P/T or loyalty, and the counters `timestampRoom` (compactTimestampRoom) right of its start.
void drawCompactFoot(QPainter* p, const CardPresentation& card, qreal headlineScale, const QColor& frame,
    qreal timestampRoom);
// `text` in at most `maxLines` lines of `width`, broken between words; the last line, or a word
// wider than a line, ends in "…". The whole face's two-line name uses it too.
QStringList lineBroken(const QString& text, const QFont& font, qreal width, int maxLines);
// How narrow a compact face's headline may be drawn (QFont::stretch), to keep a long word whole.
constexpr int kTightestStretch = 65;

}   // namespace strata::ui::cardpaint
