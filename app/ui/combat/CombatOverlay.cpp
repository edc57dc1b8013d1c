#include "CombatOverlay.h"
#include "board/BoardItemTypes.h"
#include "board/BoardScene.h"
#include "board/BoardStyle.h"
#include "board/CardItem.h"
#include "document/ScenarioDocument.h"
#include "models/EventText.h"
#include <QFontMetricsF>
#include <QGraphicsView>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace strata::ui {

namespace {

constexpr qreal kNoteWidth = 250;   // screen pixels, at most
constexpr qreal kNarrowestNote = 170;
constexpr qreal kNoteGap = 12;
constexpr qreal kNotePadding = 10;
constexpr qreal kHeadLength = 18;

QColor arrowColour(CombatOverlay::Arrow::Kind kind)
{
    switch (kind) {
    case CombatOverlay::Arrow::Kind::Attack:
        return QColor(224, 72, 48, 230);
    case CombatOverlay::Arrow::Kind::Block:
        return QColor(48, 120, 224, 230);
    case CombatOverlay::Arrow::Kind::Refused:
        break;
    }
    return QColor(190, 30, 30, 210);
}

// Where the line from the centre of `face` towards `towards` leaves the face.
QPointF edgeOf(const QRectF& face, QPointF towards)
{
    const QPointF c = face.center();
    const QPointF d = towards - c;
    if (qFuzzyIsNull(d.x()) && qFuzzyIsNull(d.y()))
        return c;
    const qreal tx = qFuzzyIsNull(d.x()) ? 1e9 : (face.width() / 2) / qAbs(d.x());
    const qreal ty = qFuzzyIsNull(d.y()) ? 1e9 : (face.height() / 2) / qAbs(d.y());
    return c + d * qMin(1.0, qMin(tx, ty));
}

QFont noteFont()
{
    return BoardStyle::captionFont(12);
}

// Why the declaration was refused, beside the creature it concerns, in screen pixels.
class RefusalNote : public QGraphicsItem {
public:
    // `leftward`: the note's top-right corner is at its position, else its top-left corner.
    RefusalNote(const QString& text, bool leftward, qreal width, QGraphicsItem* parent)
        : QGraphicsItem(parent), m_text(text)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
        const QRectF inner = QFontMetricsF(noteFont()).boundingRect(
            QRectF(0, 0, width - 2 * kNotePadding, 2000), Qt::TextWordWrap, m_text);
        m_rect = QRectF(leftward ? -width : 0, 0, width, inner.height() + 2 * kNotePadding);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-2, -2, 2, 2); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(185, 28, 28), 2));
        painter->setBrush(QColor(254, 242, 242, 245));
        painter->drawRoundedRect(m_rect, 8, 8);
        painter->setFont(noteFont());
        painter->setPen(QColor(127, 29, 29));
        painter->drawText(m_rect.adjusted(kNotePadding, kNotePadding, -kNotePadding, -kNotePadding),
            Qt::TextWordWrap, m_text);
    }

private:
    QString m_text;
    QRectF m_rect;
};

}   // namespace

CombatOverlay::CombatOverlay(BoardScene* scene) : m_scene(scene)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setZValue(BoardZ::Dragged - 1);   // over the cards, under the card being dragged
    scene->addItem(this);
    // Connected after the scene's own rebuild, so the cards are already where they now belong.
    ScenarioDocument* doc = scene->document();
    connect(doc, &ScenarioDocument::resolved, this, &CombatOverlay::rebuild);
    connect(doc, &ScenarioDocument::boardPositionChanged, this, &CombatOverlay::rebuild);
    rebuild();
}

CombatOverlay* CombatOverlay::of(const BoardScene* scene)
{
    for (QGraphicsItem* item : scene->items())
        if (item->type() == Type)
            return static_cast<CombatOverlay*>(item);
    return nullptr;
}

bool CombatOverlay::anchorOf(const QString& id, QPointF* point, QRectF* face) const
{
    const CardItem* card = m_scene->cardItem(id);
    *face = card && card->presentation().zone == Zone::Battlefield ? card->mapRectToScene(card->faceRect())
                                                                   : playerAnchor(id);
    *point = face->center();
    return !face->isNull();
}

// Around the player's name on their battlefield panel: where attacks on the player point.
QRectF CombatOverlay::playerAnchor(const QString& playerId) const
{
    const ZoneArea* zone = m_scene->zoneArea(playerId, ZoneArea::Kind::Battlefield);
    if (!zone)
        return {};
    const QRectF r = zone->sceneBoundingRect();
    const qreal nameWidth = QFontMetricsF(BoardStyle::captionFont(17, true)).horizontalAdvance(zone->title());
    return QRectF(r.left() + 6, r.top() + 4, qMin(nameWidth, 260.0) + 16, ZoneArea::kCaptionHeight - 12);
}

void CombatOverlay::addArrow(Arrow::Kind kind, const QString& from, const QString& to)
{
    QPointF a, b;
    QRectF fa, fb;
    if (!anchorOf(from, &a, &fa) || !anchorOf(to, &b, &fb))
        return;
    Arrow arrow{kind, from, to, edgeOf(fa, b), edgeOf(fb, a)};
    m_arrows << arrow;
    const qreal margin = kHeadLength + 60;   // the head, and the bow of an attack
    m_bounds |= QRectF(arrow.start, arrow.end).normalized().adjusted(-margin, -margin, margin, margin);
}

void CombatOverlay::rebuild()
{
    if (!m_scene || !m_scene->document())
        return;
    prepareGeometryChange();
    m_arrows.clear();
    m_bounds = QRectF();
    m_refusal.clear();
    m_refusalObject.clear();
    delete m_note;
    m_note = nullptr;
    const ScenarioDocument& doc = *m_scene->document();
    const GameState& state = doc.state();
    for (const GameObject& o : state.objects) {
        if (o.zone != Zone::Battlefield || o.phasedOut || !o.exists)
            continue;
        if (o.attacking) {
            QString target = o.attackTarget;
            if (target.isEmpty())   // a snapshot's `"attacking": true`: the next player in turn order
                for (int k = 0; k < state.players.size() && target.isEmpty(); ++k)
                    if (state.players[k].id == o.controller)
                        target = state.players[(k + 1) % state.players.size()].id;
            addArrow(Arrow::Kind::Attack, o.id, target);
        }
        for (const QString& attacker : o.blocking)
            addArrow(Arrow::Kind::Block, o.id, attacker);
    }
    placeRefusal();
    update();
}

// A refused combat event: its declaration in dashed arrows, and why beside the creature it names.
void CombatOverlay::placeRefusal()
{
    const ScenarioDocument& doc = *m_scene->document();
    const EventOutcome* outcome = doc.shownOutcome();
    if (!outcome || outcome->done || outcome->problems.isEmpty())
        return;
    const GameEvent& e = doc.snapshot().events[doc.shownEvent()];
    QStringList named;   // the creatures the event declares, in its order
    for (const GameEvent::Attack& a : e.attacks) {
        named << a.attacker;
        if (!a.defender.isEmpty())
            addArrow(Arrow::Kind::Refused, a.attacker, a.defender);
    }
    for (const GameEvent::Block& b : e.blocks) {
        named << b.blocker;
        for (const QString& attacker : b.attackers)
            addArrow(Arrow::Kind::Refused, b.blocker, attacker);
    }
    for (const GameEvent::Assignment& a : e.assign)
        named << a.creature;
    if (named.isEmpty())
        return;
    QStringList lines;
    for (const EventProblem& p : outcome->problems)
        lines << tr("Refused: %1 (%2)").arg(EventText::line(p.text, p.message), p.rule);
    m_refusal = lines.join(QLatin1Char('\n'));
    // The creature the problem names first (its subject); the first one declared otherwise.
    const QString english = outcome->problems.first().message;
    m_refusalObject = named.first();
    qsizetype earliest = english.size();
    for (const QString& id : named) {
        const qsizetype at = english.indexOf(EventText::objectName(doc.state(), id));
        if (at >= 0 && at < earliest) {
            earliest = at;
            m_refusalObject = id;
        }
    }
    QPointF centre;
    QRectF face;
    if (!anchorOf(m_refusalObject, &centre, &face))
        return;
    // Beside the card, where the board on screen has room for it: to the right, narrower if need be,
    // else to the left.
    bool onTheLeft = false;
    qreal width = kNoteWidth;
    if (const QList<QGraphicsView*> views = m_scene->views(); !views.isEmpty()) {
        const QGraphicsView* view = views.first();
        const QRect onScreen = view->mapFromScene(face).boundingRect();
        const qreal right = view->viewport()->width() - onScreen.right() - 2 * kNoteGap;
        const qreal left = onScreen.left() - 2 * kNoteGap;
        onTheLeft = right < kNarrowestNote && left > right;
        width = qBound(kNarrowestNote, onTheLeft ? left : right, kNoteWidth);
    }
    m_note = new RefusalNote(m_refusal, onTheLeft, width, this);
    m_note->setPos(onTheLeft ? face.left() - kNoteGap : face.right() + kNoteGap, face.top());
}

void CombatOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Arrow& a : std::as_const(m_arrows)) {
        if (a.kind != Arrow::Kind::Attack || m_scene->cardItem(a.to))
            continue;
        painter->setPen(QPen(arrowColour(a.kind), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(playerAnchor(a.to), 8, 8);
    }
    for (const Arrow& a : std::as_const(m_arrows)) {
        const QLineF line(a.start, a.end);
        if (line.length() < 1)
            continue;
        const QColor colour = arrowColour(a.kind);
        // Attacks bow to one side, so an attack and a block along the same line stay apart.
        const QPointF along = (a.end - a.start) / line.length();
        const qreal bow = a.kind == Arrow::Kind::Attack ? qMin(60.0, line.length() * 0.2) : 0;
        const QPointF control = (a.start + a.end) / 2 + QPointF(-along.y(), along.x()) * bow;
        const QLineF last(control, a.end);
        const QPointF unit = (a.end - control) / qMax(1.0, last.length());
        const QPointF normal(-unit.y(), unit.x());
        const QPointF base = a.end - unit * kHeadLength;
        QPainterPath path(a.start);
        path.quadTo(control, base);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(15, 23, 42, 140), 9, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path);
        painter->setPen(QPen(colour, 5, a.kind == Arrow::Kind::Refused ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path);
        painter->setPen(QPen(QColor(15, 23, 42, 160), 2));
        painter->setBrush(colour);
        painter->drawPolygon(QPolygonF({a.end, base + normal * kHeadLength * 0.55, base - normal * kHeadLength * 0.55}));
    }
}

}   // namespace strata::ui
