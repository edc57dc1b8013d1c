#pragma once
#include "BoardItemTypes.h"
#include "model/Card.h"
#include <QFont>
#include <QGraphicsObject>
#include <QStringList>

namespace strata::ui {

// A panel of the table: one player's battlefield, graveyard or exile (or the other zones, when some
// object lies in a hand, library, stack or the command zone). Drops land in the area under them.
class ZoneArea : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = ZoneAreaType };
    enum class Kind : quint8 { Battlefield, Graveyard, Exile, OtherZones };

    ZoneArea(const QString& playerId, Kind kind, QGraphicsItem* parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QString& playerId() const { return m_player; }
    Kind kind() const { return m_kind; }
    // The zone an object dropped here goes to (OtherZones takes nothing).
    std::optional<Zone> zone() const;

    void setRect(const QRectF& rect);
    // Battlefield: the player's name, and whether it is the active player; piles: the count.
    void setCaption(const QString& title, const QString& detail);
    const QString& title() const { return m_title; }
    // A quiet line in the middle of an empty battlefield, telling what to do with it.
    void setEmptyHint(const QString& hint);
    void setDropHighlight(bool on);
    // Where the caption's words are (a battlefield's name and the line after it), in item
    // coordinates: what a message laid over the board must leave clear.
    QRectF captionTextRect() const;

    static constexpr qreal kCaptionHeight = 44;

    // A pile's header ("GRAVEYARD  3") in the largest type and fewest lines that fit `width`
    // whole: on one line, else the count under the name, smaller if the name alone is too wide.
    // Never cut short: "CEMENTERIO" and "ALTRE ZONE" read in full.
    struct PileCaption {
        QFont font;
        QStringList lines;
    };
    static PileCaption pileCaption(const QString& title, const QString& count, qreal width);
    // This pile's header as painted (empty lines for a battlefield).
    PileCaption pileCaption() const;

private:
    QString m_player;
    Kind m_kind;
    QRectF m_rect;
    QString m_title, m_detail, m_hint;
    bool m_dropHighlight = false;
};

}   // namespace strata::ui
