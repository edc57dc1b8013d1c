#include "CardPainter.h"
#include "CardDecorations.h"
#include "CompactCardFace.h"
#include "BoardStyle.h"
#include "ManaPips.h"
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>

namespace strata::ui {

namespace {

using namespace cardpaint;

using Line = CardPresentation::AbilityLine;
using BadgeKind = CardPresentation::Badge::Kind;

constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
constexpr qreal kRadius = CardPainter::kCornerRadius;
constexpr qreal kInset = 5;
// Name, type line and P/T are what a judge reads from across the table: they get most of the height
// a small card has, so they stay legible at the board's default zoom (BoardView::legibleZoom).
const QRectF kNameBar(kInset, kInset, W - 2 * kInset, 20);
const QRectF kTypeBar(kInset, 27.5, W - 2 * kInset, 16);
constexpr qreal kTextTop = 46;
constexpr qreal kTextBottom = 142;
constexpr qreal kBadgeRow = 13;
const QRectF kFooter(kInset + 2, 149, W - 2 * kInset - 4, 16);
const QRectF kPtBox(W - kInset - 40, H - 24, 40, 19);
constexpr int kNamePixels = 13;
constexpr int kValuePixels = 15;

// The frame shows the colours the layers computed: one tone, or two split down the middle.
QBrush frameBrush(const CardPresentation& card)
{
    const QVector<QColor> tones = frameTones(card);
    if (tones.size() == 1) {
        QLinearGradient g(0, 0, 0, H);
        g.setColorAt(0, tones[0].lighter(112));
        g.setColorAt(1, tones[0].darker(112));
        return g;
    }
    QLinearGradient g(0, 0, W, 0);
    g.setColorAt(0, tones[0]);
    g.setColorAt(0.46, tones[0]);
    g.setColorAt(0.54, tones[1]);
    g.setColorAt(1, tones[1]);
    return g;
}


// The light comes from above whether the card is tapped or not: the shadow is drawn unturned.
void drawShadow(QPainter* p, const QRectF& face)
{
    p->setPen(Qt::NoPen);
    for (int i = 3; i >= 1; --i) {
        p->setBrush(QColor(0, 0, 0, 22 + 12 * (3 - i)));
        p->drawRoundedRect(face.translated(1.5, 2.5).adjusted(-i, -i, i, i), kRadius + i, kRadius + i);
    }
}

void drawFrame(QPainter* p, const CardPresentation& card)
{
    p->setPen(QPen(QColor(0, 0, 0, 150), 1));
    p->setBrush(frameBrush(card));
    p->drawPath(cardPath(CardPainter::cardRect()));
    // A thin light rim inside the edge, as a printed border has.
    p->setPen(QPen(QColor(255, 255, 255, 60), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(CardPainter::cardRect().adjusted(2, 2, -2, -2), kRadius - 2, kRadius - 2);
}

void drawPanel(QPainter* p, const QRectF& r, const QColor& fill, qreal radius)
{
    p->setPen(QPen(QColor(0, 0, 0, 70), 0.8));
    p->setBrush(fill);
    p->drawRoundedRect(r, radius, radius);
}

// A pill with the rules of the card's state-based actions, where a ribbon would be hidden.
qreal drawRulePill(QPainter* p, const CardPresentation& card, qreal right)
{
    QStringList rules;
    bool leaves = false;
    for (const StateBasedAction& a : card.stateBasedActions) {
        rules << a.rule;
        leaves = leaves || CardPresenter::leavesBattlefield(a);
    }
    QFont f = BoardStyle::cardFont(8, true);
    p->setFont(f);
    const QString text = rules.join(QLatin1Char(' '));
    const qreal w = QFontMetricsF(f).horizontalAdvance(text) + 10;
    const QRectF r(right - w, kNameBar.top() + 3, w, kNameBar.height() - 6);
    p->setPen(Qt::NoPen);
    p->setBrush(leaves ? BoardStyle::danger() : BoardStyle::warning());
    p->drawRoundedRect(r, r.height() / 2, r.height() / 2);
    p->setPen(Qt::white);
    p->drawText(r, Qt::AlignCenter, text);
    return w;
}

// The height `text` takes wrapped into `width` (at least one line): for the bars of an exported card.
qreal wrappedHeight(const QFont& font, const QString& text, qreal width)
{
    const QFontMetricsF fm(font);
    return qMax(fm.height(), fm.boundingRect(QRectF(0, 0, width, 1e4), Qt::TextWordWrap, text).height());
}

// A bar holding one line of the card, grown by what the wrapped text takes beyond that line.
QRectF grownBar(const QRectF& bar, qreal wrapped, qreal oneLine)
{
    return bar.adjusted(0, 0, 0, qMax(0.0, wrapped - oneLine));
}

// Draws the name bar at `top`; returns its height.
qreal drawNameBar(QPainter* p, const CardPresentation& card, bool peeking, bool whole)
{
    const qreal pipD = 10;
    // Behind its host only the first line would show: an attachment's name stays on one line.
    QRectF bar = kNameBar;
    QFont wrapFont;
    const qreal pips = ManaPips::width(card.manaSymbols, pipD);
    const qreal room = kNameBar.width() - 6 - (pips + (pips > 0 ? 6 : 3));
    const bool wraps = whole && !peeking && CardPainter::shownName(card, room, &wrapFont) != card.name;
    // On screen a name too long for one line takes a second one, from the rules text (which the
    // hover preview shows whole): "Grinning Demon" beside three mana pips, rather than "Grinning…".
    const QStringList twoLines = !whole && !peeking && CardPainter::shownName(card, room, &wrapFont) != card.name
        ? cardpaint::lineBroken(card.name, wrapFont, room, 2)
        : QStringList();
    if (wraps)
        bar = grownBar(kNameBar, wrappedHeight(wrapFont, card.name, room), QFontMetricsF(wrapFont).height());
    else if (twoLines.size() > 1)
        bar = grownBar(kNameBar, twoLines.size() * QFontMetricsF(wrapFont).lineSpacing(), QFontMetricsF(wrapFont).height());
    drawPanel(p, bar, panelFor(card), 4);
    qreal rightWidth = 0;
    if (peeking && !card.stateBasedActions.isEmpty()) {
        rightWidth = drawRulePill(p, card, kNameBar.right() - 3);
    } else {
        rightWidth = ManaPips::width(card.manaSymbols, pipD);
        ManaPips::draw(p, card.manaSymbols, QPointF(kNameBar.right() - 3, kNameBar.center().y()), pipD);
    }
    const QRectF textRect = bar.adjusted(6, 0, -(rightWidth + (rightWidth > 0 ? 6 : 3)), 0);
    p->setPen(card.nameChanged() ? BoardStyle::changedInk() : BoardStyle::ink());
    if (wraps) {
        p->setFont(wrapFont);
        p->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, card.name);
    } else if (twoLines.size() > 1) {
        p->setFont(wrapFont);
        p->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, twoLines.join(QLatin1Char('\n')));
    } else {
        QFont f;
        const QString name = CardPainter::shownName(card, textRect.width(), &f);
        p->setFont(f);
        p->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, name);
    }
    if (card.nameChanged())
        drawChangedMark(p, bar);
    return bar.height();
}

// Draws the type bar `below` pixels lower than its place; returns how much taller it grew.
qreal drawTypeBar(QPainter* p, const CardPresentation& card, qreal below, bool whole)
{
    QRectF bar = kTypeBar.translated(0, below);
    const QFont f = CardPainter::typeLineFont();
    const QFontMetricsF fm(f);
    const qreal room = bar.width() - 10;
    const bool wraps = whole && fm.horizontalAdvance(card.typeLine) > room;
    if (wraps)
        bar = grownBar(bar, wrappedHeight(f, card.typeLine, room), fm.height());
    drawPanel(p, bar, panelFor(card), 3);
    const QRectF textRect = bar.adjusted(6, 0, -4, 0);
    p->setFont(f);
    p->setPen(card.typeLineChanged() ? BoardStyle::changedInk() : BoardStyle::ink());
    if (wraps)
        p->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, card.typeLine);
    else
        p->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, fm.elidedText(card.typeLine, Qt::ElideRight, room));
    if (card.typeLineChanged())
        drawChangedMark(p, bar);
    return bar.height() - kTypeBar.height();
}

QColor lineInk(const Line& line)
{
    switch (line.origin) {
    case Line::Origin::Printed:
        return BoardStyle::ink();
    case Line::Origin::Lost:
        return BoardStyle::inkDim();
    case Line::Origin::Granted:
    case Line::Origin::TextChanged:
        return BoardStyle::changedInk();
    }
    return BoardStyle::ink();
}

// Lays out every ability at `pixelSize`; returns the layouts and whether they all fit in `height`.
struct TextBlock {
    QVector<QSharedPointer<QTextLayout>> layouts;
    qreal height = 0;
};

TextBlock layOut(const QVector<Line>& lines, qreal pixelSize, qreal width)
{
    TextBlock block;
    const qreal paragraphGap = pixelSize * 0.35;
    for (const Line& line : lines) {
        QFont f = BoardStyle::cardFont(pixelSize, false);
        f.setStrikeOut(line.origin == Line::Origin::Lost);
        f.setItalic(line.origin == Line::Origin::Granted);
        auto layout = QSharedPointer<QTextLayout>::create(line.text, f);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout->setTextOption(option);
        layout->beginLayout();
        for (QTextLine l = layout->createLine(); l.isValid(); l = layout->createLine()) {
            l.setLineWidth(width);
            l.setPosition(QPointF(0, block.height));
            block.height += l.height();
        }
        layout->endLayout();
        block.height += paragraphGap;
        block.layouts << layout;
    }
    block.height -= lines.isEmpty() ? 0 : paragraphGap;
    return block;
}

// The largest size at which every ability fits in `inner`; below the smallest, the text is cut with
// an ellipsis.
qreal fittingPixels(const CardPresentation& card, const QRectF& inner)
{
    for (qreal size : {8.0, 7.0})
        if (layOut(card.abilities, size, inner.width()).height <= inner.height())
            return size;
    return 6.0;
}

// An exported card has no tooltip: its text keeps stepping down until all of it fits, and below the
// smallest size it is drawn whole anyway, never cut (a picture can be zoomed into, a slide cannot
// be hovered).
qreal wholeTextPixels(const CardPresentation& card, const QRectF& inner)
{
    for (qreal size : {8.0, 7.0, 6.0, 5.5, 5.0, 4.5})
        if (layOut(card.abilities, size, inner.width()).height <= inner.height())
            return size;
    return 4.0;
}

void drawRulesText(QPainter* p, const CardPresentation& card, const QRectF& box, bool whole)
{
    drawPanel(p, box, mix(BoardStyle::panel(), frameAverage(card), 0.05), 3);
    if (card.abilities.isEmpty())
        return;
    const QRectF inner = box.adjusted(5, 4, -5, -3);
    // The largest size at which everything fits; below the smallest, the text is cut with an ellipsis.
    const TextBlock block
        = layOut(card.abilities, whole ? wholeTextPixels(card, inner) : fittingPixels(card, inner), inner.width());
    p->save();
    if (!whole)
        p->setClipRect(box.adjusted(0, 0, 0, -1));
    bool cut = false;
    for (int i = 0; i < block.layouts.size() && !cut; ++i) {
        const QTextLayout& layout = *block.layouts[i];
        p->setPen(lineInk(card.abilities[i]));
        if (card.abilities[i].origin == Line::Origin::Granted
            || card.abilities[i].origin == Line::Origin::TextChanged) {
            // Same amber mark as a changed name: this line is not printed on the card.
            const QRectF first = layout.lineAt(0).naturalTextRect().translated(inner.topLeft());
            const QRectF last = layout.lineAt(layout.lineCount() - 1).naturalTextRect().translated(inner.topLeft());
            p->save();
            p->setPen(Qt::NoPen);
            p->setBrush(BoardStyle::changedFill());
            p->drawRoundedRect(QRectF(box.left() + 1.5, first.top() + 0.5, 2, last.bottom() - first.top() - 1), 1, 1);
            p->restore();
        }
        for (int l = 0; l < layout.lineCount(); ++l) {
            const QTextLine line = layout.lineAt(l);
            const bool lastVisible = !whole && line.y() + 2 * line.height() > inner.height()
                && (l + 1 < layout.lineCount() || i + 1 < block.layouts.size());
            if (!whole && line.y() + line.height() > inner.height() + 0.5) {
                cut = true;
                break;
            }
            if (lastVisible) {
                // The last line that fits ends in an ellipsis: there is more (the tooltip has it all).
                const QString rest = layout.text().mid(line.textStart());
                QFont f = layout.font();
                p->setFont(f);
                p->drawText(QPointF(inner.left(), inner.top() + line.y() + line.ascent()),
                    QFontMetricsF(f).elidedText(rest + QStringLiteral(" …"), Qt::ElideRight, inner.width()));
                cut = true;
                break;
            }
            line.draw(p, inner.topLeft());
        }
    }
    p->restore();
}

void drawValueBox(QPainter* p, const QRectF& r, const QString& text, bool changed, const QColor& frame)
{
    p->setPen(QPen(frame.darker(150), 1));
    p->setBrush(changed ? BoardStyle::changedFill() : BoardStyle::panel());
    p->drawRoundedRect(r, 4, 4);
    p->setFont(CardPainter::valueFont(text));
    p->setPen(BoardStyle::ink());
    p->drawText(r, Qt::AlignCenter, text);
}

void drawStruck(QPainter* p, const QRectF& r, const QString& text, const QColor& ink)
{
    QFont f = BoardStyle::cardFont(8, true);
    f.setStrikeOut(true);
    p->setFont(f);
    p->setPen(ink);
    p->drawText(r, Qt::AlignVCenter | Qt::AlignRight, text);
}

void drawFooter(QPainter* p, const CardPresentation& card)
{
    const QColor frame = frameAverage(card);
    const QColor footInk = isDark(frame) ? QColor(255, 255, 255, 215) : QColor(0, 0, 0, 170);
    qreal right = kPtBox.left();

    QString value, printed;
    bool changed = false;
    if (!card.powerToughness.isEmpty() || !card.printedPowerToughness.isEmpty()) {
        value = card.powerToughness.isEmpty() ? QStringLiteral("–") : card.powerToughness;
        printed = card.printedPowerToughness;
        changed = card.powerToughnessChanged();
    } else if (!card.loyalty.isEmpty()) {
        value = card.loyalty;
        printed = card.printedLoyalty;
        changed = card.loyaltyChanged();
    }
    if (!value.isEmpty()) {
        drawValueBox(p, kPtBox, value, changed, frame);
        if (changed && !printed.isEmpty()) {
            const QRectF struck(
                kFooter.left() + 24, kPtBox.top(), kPtBox.left() - kFooter.left() - 27, kPtBox.height());
            drawStruck(p, struck, printed, footInk);
        }
        right = kPtBox.left() - 3;
    }
    // A planeswalker that is also a creature shows its loyalty beside its power and toughness.
    if (!card.loyalty.isEmpty() && value != card.loyalty) {
        const QRectF box(right - 26, kPtBox.top(), 26, kPtBox.height());
        drawValueBox(p, box, card.loyalty, card.loyaltyChanged(), QColor(0x33, 0x33, 0x33));
    }
}

void drawTimestamp(QPainter* p, const CardPresentation& card)
{
    const QString stamp = compactTimestampText(card);
    if (stamp.isEmpty())   // outside the battlefield an object need not have one
        return;
    p->setFont(BoardStyle::cardFont(7, true));
    p->setPen(isDark(frameAverage(card)) ? QColor(255, 255, 255, 215) : QColor(0, 0, 0, 170));
    p->drawText(kFooter.adjusted(0, 1, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, stamp);
}

void drawBadges(QPainter* p, const CardPresentation& card, qreal top)
{
    QFont f = BoardStyle::cardFont(7, true);
    p->setFont(f);
    const QFontMetricsF fm(f);
    qreal x = kInset + 2;
    for (const CardPresentation::Badge& b : card.badges) {
        const qreal w = fm.horizontalAdvance(b.text) + 8;
        const QRectF r(x, top, w, kBadgeRow - 2);
        drawBadge(p, r, b);
        x += w + 3;
    }
}

QRectF rulesTextInner(const CardPresentation& card)
{
    const qreal textBottom = card.badges.isEmpty() ? kTextBottom : kTextBottom - kBadgeRow;
    return QRectF(kInset, kTextTop, W - 2 * kInset, textBottom - kTextTop).adjusted(5, 4, -5, -3);
}

}   // namespace

QString CardPainter::shownName(const CardPresentation& card, qreal width, QFont* font)
{
    // A name too long for the bar steps down once, then ends in an ellipsis: it never shrinks below
    // the size the board's default zoom keeps legible (the preview and the tooltip show it whole).
    QFont f = BoardStyle::cardFont(kNamePixels, true);
    if (QFontMetricsF(f).horizontalAdvance(card.name) > width)
        f = BoardStyle::cardFont(kSmallestHeadlinePixels, true);
    if (font)
        *font = f;
    return QFontMetricsF(f).elidedText(card.name, Qt::ElideRight, width);
}

QString CardPainter::shownName(const CardPresentation& card, QFont* font)
{
    const qreal pips = ManaPips::width(card.manaSymbols, 10);
    return shownName(card, kNameBar.width() - 6 - (pips + (pips > 0 ? 6 : 3)), font);
}

QFont CardPainter::headlineNameFont(const CardPresentation& card, qreal headlineScale)
{
    if (headlineScale > 1)
        return compactNameFont(headlineScale);
    QFont f;
    shownName(card, &f);
    return f;
}

QFont CardPainter::headlineTypeLineFont(qreal headlineScale)
{
    return headlineScale > 1 ? compactTypeLineFont(headlineScale) : typeLineFont();
}

QFont CardPainter::headlineValueFont(const QString& value, qreal headlineScale)
{
    return headlineScale > 1 ? compactValueFont(value, headlineScale) : valueFont(value);
}

QFont CardPainter::typeLineFont()
{
    return BoardStyle::cardFont(kSmallestHeadlinePixels, false);
}

QFont CardPainter::valueFont(const QString& value)
{
    return BoardStyle::cardFont(value.size() > 5 ? kSmallestHeadlinePixels : kValuePixels, true);
}

qreal CardPainter::rulesTextPixels(const CardPresentation& card)
{
    return fittingPixels(card, rulesTextInner(card));
}

QTransform CardPainter::tappedTransform()
{
    const QPointF c = cardRect().center();
    return QTransform().translate(c.x(), c.y()).rotate(90).translate(-c.x(), -c.y());
}

QRectF CardPainter::faceRect(bool tapped)
{
    return tapped ? tappedTransform().mapRect(cardRect()) : cardRect();
}

QRectF CardPainter::paintedRect(bool tapped)
{
    return faceRect(tapped).adjusted(-8, -8, 8, 20);
}

namespace {

bool drawsCompact(CardPainter::Highlight highlight)
{
    // An attachment behind its host shows only its name bar's strip, too low for the grown name.
    return highlight.headlineScale > 1 && !highlight.whole && !highlight.peeking;
}

// What every part of the card starts with: smooth edges, and a phased-out card see-through.
void beginPart(QPainter* p, const CardPresentation& card)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    if (card.phasedOut)
        p->setOpacity(0.4);
}

// Where the inside of a face starts: as paintOutline leaves the painter.
void beginInside(QPainter* p, const CardPresentation& card)
{
    beginPart(p, card);
    if (card.tapped)
        p->setTransform(CardPainter::tappedTransform(), true);
    // The pen and brush drawFrame leaves, which what follows has always started from.
    p->setPen(QPen(QColor(255, 255, 255, 60), 1));
    p->setBrush(Qt::NoBrush);
}

}   // namespace

void CardPainter::paint(QPainter* p, const CardPresentation& card, Highlight highlight)
{
    paintFace(p, card, highlight, timestampRoom(card, highlight));
    paintTimestamp(p, card, highlight);
    paintOverlays(p, card, highlight);
}

qreal CardPainter::timestampRoom(const CardPresentation& card, Highlight highlight)
{
    return drawsCompact(highlight) ? compactTimestampRoom(card, highlight.headlineScale) : 0;
}

void CardPainter::paintFace(QPainter* p, const CardPresentation& card, Highlight highlight, qreal timestampRoom)
{
    paintOutline(p, card);
    paintInside(p, card, highlight, timestampRoom);
}

void CardPainter::paintOutline(QPainter* p, const CardPresentation& card)
{
    beginPart(p, card);
    drawShadow(p, faceRect(card.tapped));
    // The printed face turns a quarter when tapped (701.26a); what Strata adds on top does not.
    if (card.tapped)
        p->setTransform(tappedTransform(), true);
    drawFrame(p, card);
    p->restore();
}

QVector<QColor> CardPainter::frameTones(const CardPresentation& card)
{
    return cardpaint::frameTones(card);
}

std::optional<cardpaint::CompactHeadlineBars> CardPainter::headlineBars(const CardPresentation& card, Highlight highlight)
{
    if (!drawsCompact(highlight))
        return std::nullopt;
    return compactHeadlineBars(card, highlight.headlineScale, panelFor(card));
}

void CardPainter::paintHeadlines(QPainter* p, const CardPresentation& card, const cardpaint::CompactHeadlineBars& bars)
{
    beginInside(p, card);
    drawCompactHeadlines(p, bars);
    p->restore();
}

void CardPainter::paintInside(
    QPainter* p, const CardPresentation& card, Highlight highlight, qreal timestampRoom, Headlines headlines)
{
    beginInside(p, card);
    if (drawsCompact(highlight)) {
        if (headlines == Headlines::Included)
            drawCompactHeadlines(p, compactHeadlineBars(card, highlight.headlineScale, panelFor(card)));
        drawCompactFoot(p, card, highlight.headlineScale, frameAverage(card), timestampRoom);
        p->restore();
        return;
    }
    const qreal nameGrew = drawNameBar(p, card, highlight.peeking, highlight.whole) - kNameBar.height();
    const qreal textTop = kTextTop + nameGrew + drawTypeBar(p, card, nameGrew, highlight.whole);
    const qreal textBottom = card.badges.isEmpty() ? kTextBottom : kTextBottom - kBadgeRow;
    drawRulesText(p, card, QRectF(kInset, textTop, W - 2 * kInset, textBottom - textTop), highlight.whole);
    drawBadges(p, card, textBottom + 1.5);
    drawFooter(p, card);
    p->restore();
}

void CardPainter::paintTimestamp(QPainter* p, const CardPresentation& card, Highlight highlight)
{
    beginPart(p, card);
    if (card.tapped)
        p->setTransform(tappedTransform(), true);
    if (drawsCompact(highlight))
        drawCompactTimestamp(p, card, highlight.headlineScale, frameAverage(card));
    else
        drawTimestamp(p, card);
    p->restore();
}

void CardPainter::paintOverlays(QPainter* p, const CardPresentation& card, Highlight highlight)
{
    beginPart(p, card);
    const QRectF face = faceRect(card.tapped);
    if (!highlight.peeking)   // behind its host, the rule pill in the name bar says it instead
        drawRibbons(p, card, face, highlight.whole);
    drawTags(p, card, face, highlight.whole);
    drawHighlight(p, highlight, face);
    p->restore();
}

}   // namespace strata::ui
