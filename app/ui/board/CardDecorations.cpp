#include "CardDecorations.h"
#include "BoardStyle.h"
#include "CardPresentation.h"
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>

namespace strata::ui::cardpaint {

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t,
        a.blueF() * (1 - t) + b.blueF() * t, a.alphaF() * (1 - t) + b.alphaF() * t);
}

QVector<QColor> frameTones(const CardPresentation& card)
{
    QVector<QColor> tones;
    for (Color c : kAllColors)
        if (card.colors.has(c))
            tones << BoardStyle::frame(c);
    if (tones.size() > 2)   // three colours or more: gold, as printed multicolour cards are
        return {QColor(0xd8, 0xb4, 0x4a), QColor(0xb8, 0x8f, 0x2c)};
    if (tones.isEmpty())
        tones << (card.isLand ? BoardStyle::landFrame() : BoardStyle::colorlessFrame());
    return tones;
}

QColor frameAverage(const CardPresentation& card)
{
    const QVector<QColor> tones = frameTones(card);
    return tones.size() == 1 ? tones[0] : mix(tones[0], tones[1], 0.5);
}

QColor panelFor(const CardPresentation& card)
{
    return mix(BoardStyle::panel(), frameAverage(card), 0.14);
}

bool isDark(const QColor& c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() < 0.55;
}

QPainterPath cardPath(const QRectF& face)
{
    QPainterPath path;
    path.addRoundedRect(face, CardPainter::kCornerRadius, CardPainter::kCornerRadius);
    return path;
}

void drawChangedMark(QPainter* p, const QRectF& bar)
{
    // A slim amber bar on the left edge: this value is not the printed one.
    p->setPen(Qt::NoPen);
    p->setBrush(BoardStyle::changedFill());
    p->drawRoundedRect(QRectF(bar.left() + 1.2, bar.top() + 2.5, 2.4, bar.height() - 5), 1.2, 1.2);
}

QColor badgeColor(CardPresentation::Badge::Kind kind)
{
    switch (kind) {
    case CardPresentation::Badge::Kind::PlusCounter:
        return QColor(0x15, 0x80, 0x3d);
    case CardPresentation::Badge::Kind::MinusCounter:
        return QColor(0x7f, 0x1d, 0x1d);
    case CardPresentation::Badge::Kind::Damage:
        return BoardStyle::danger();
    case CardPresentation::Badge::Kind::OtherCounter:
        return QColor(0x33, 0x41, 0x55);
    }
    return Qt::darkGray;
}

void drawBadge(QPainter* p, const QRectF& r, const CardPresentation::Badge& badge)
{
    p->setPen(QPen(QColor(255, 255, 255, 170), 0.8));
    p->setBrush(badgeColor(badge.kind));
    p->drawRoundedRect(r, r.height() / 2, r.height() / 2);
    p->setPen(Qt::white);
    p->drawText(r, Qt::AlignCenter, badge.text);
}

namespace {
constexpr qreal W = CardPainter::kWidth;

// The height `text` takes wrapped into `width`, at least `oneLine`.
qreal wrappedHeight(const QFontMetricsF& fm, const QString& text, qreal width, qreal oneLine)
{
    return qMax(oneLine, fm.boundingRect(QRectF(0, 0, width, 1e4), Qt::TextWordWrap, text).height() + 2);
}

// A label in `r`: cut with "…" on screen (the tooltip has it whole), wrapped in `r` for a picture.
void drawLabel(QPainter* p, const QRectF& r, const QString& text, const QFontMetricsF& fm, bool whole)
{
    if (whole)
        p->drawText(r.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap, text);
    else
        p->drawText(r, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, r.width() - 8));
}
}

// Tags hang under the card's bottom edge, where nothing else is drawn: who controls it now (layer 2),
// a token, an Aura on a player.
void drawTags(QPainter* p, const CardPresentation& card, const QRectF& face, bool whole)
{
    struct Tag {
        QString text;
        QColor fill;
    };
    QVector<Tag> tags;
    if (card.controlChanged)
        tags << Tag{CardPresenter::tr("controlled by %1", "tag under a card: the player who controls it now")
                        .arg(card.controllerName),
            BoardStyle::changedFill()};
    if (card.token)
        tags << Tag{CardPresenter::tr("Token"), QColor(0x47, 0x55, 0x69)};
    if (!card.attachedToText.isEmpty())
        tags << Tag{card.attachedToText, QColor(0x47, 0x55, 0x69)};
    if (!card.zoneTag.isEmpty())
        tags << Tag{card.zoneTag, QColor(0x47, 0x55, 0x69)};
    if (tags.isEmpty())
        return;
    QFont f = BoardStyle::cardFont(8, true);
    p->setFont(f);
    const QFontMetricsF fm(f);
    QVector<qreal> widths;
    qreal total = -4;
    for (const Tag& t : tags) {
        widths << qMin(fm.horizontalAdvance(t.text) + 12, W + 8);
        total += widths.last() + 4;
    }
    qreal x = face.center().x() - total / 2;
    for (int i = 0; i < tags.size(); ++i) {
        const qreal height = whole ? wrappedHeight(fm, tags[i].text, widths[i] - 8, 14) : 14;
        const QRectF r(x, face.bottom() - 4, widths[i], height);
        p->setPen(QPen(QColor(0, 0, 0, 110), 0.8));
        p->setBrush(tags[i].fill);
        p->drawRoundedRect(r, 7, 7);
        p->setPen(isDark(tags[i].fill) ? Qt::white : BoardStyle::ink());
        drawLabel(p, r, tags[i].text, fm, whole);
        x += widths[i] + 4;
    }
}

// Ribbons run across the card as it lies, so they read left to right on a tapped card too.
void drawRibbons(QPainter* p, const CardPresentation& card, const QRectF& face, bool whole)
{
    if (card.ribbons.isEmpty())
        return;
    const bool leaves = std::any_of(card.ribbons.cbegin(), card.ribbons.cend(),
        [](const CardPresentation::Ribbon& r) { return r.leavesBattlefield; });
    if (leaves) {
        // The whole card is washed red: it is on its way to the graveyard.
        p->setPen(QPen(BoardStyle::danger(), 2));
        QColor wash = BoardStyle::danger();
        wash.setAlpha(40);
        p->setBrush(wash);
        p->drawPath(cardPath(face));
    }
    QFont f = BoardStyle::cardFont(8, true);
    const QFontMetricsF fm(f);
    // Low on the card, over the end of the rules text, so the name, types and most text stay readable.
    qreal y = face.top() + face.height() * 0.69 - (card.ribbons.size() - 1) * 18;
    for (const CardPresentation::Ribbon& ribbon : card.ribbons) {
        const QColor fill = ribbon.leavesBattlefield ? BoardStyle::danger() : BoardStyle::warning();
        const QRectF band(face.left() - 5, y, face.width() + 10,
            whole ? wrappedHeight(fm, ribbon.label, face.width() + 2, 16) : 16);
        // Folded ends behind the band, as a ribbon wrapped around the card.
        p->setPen(Qt::NoPen);
        p->setBrush(fill.darker(170));
        p->drawPolygon(QPolygonF(
            {band.bottomLeft(), QPointF(face.left(), band.bottom()), QPointF(face.left(), band.bottom() + 3)}));
        p->drawPolygon(QPolygonF(
            {band.bottomRight(), QPointF(face.right(), band.bottom()), QPointF(face.right(), band.bottom() + 3)}));
        QLinearGradient g(0, band.top(), 0, band.bottom());
        g.setColorAt(0, fill.lighter(115));
        g.setColorAt(1, fill.darker(110));
        p->setBrush(g);
        p->setPen(QPen(fill.darker(140), 0.8));
        p->drawRect(band);
        p->setFont(f);
        p->setPen(Qt::white);
        drawLabel(p, band, ribbon.label, fm, whole);
        y += band.height() + 2;
    }
}

void drawHighlight(QPainter* p, CardPainter::Highlight h, const QRectF& face)
{
    const QPainterPath path = cardPath(face);
    p->setBrush(Qt::NoBrush);
    if (h.dropTarget) {
        QColor glow = BoardStyle::dropTarget();
        glow.setAlpha(70);
        p->setPen(QPen(glow, 8));
        p->drawPath(path);
        p->setPen(QPen(BoardStyle::dropTarget(), 2.5, Qt::DashLine));
        p->drawPath(path);
    }
    if (h.selected) {
        QColor glow = BoardStyle::selection();
        for (int i = 3; i >= 1; --i) {
            glow.setAlpha(40 + 30 * (3 - i));
            p->setPen(QPen(glow, 2 + 2.5 * i));
            p->drawPath(path);
        }
        p->setPen(QPen(BoardStyle::selection(), 2));
        p->drawPath(path);
    } else if (h.hovered) {
        p->setPen(QPen(QColor(255, 255, 255, 150), 1.5));
        p->drawPath(path);
    }
}

}   // namespace strata::ui::cardpaint
