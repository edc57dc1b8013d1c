#pragma once
#include <QGraphicsItem>

namespace strata::ui {

// Graphics item type ids of the board, so qgraphicsitem_cast can tell a card from a zone.
enum BoardItemType {
    ZoneAreaType = QGraphicsItem::UserType + 1,
    CardItemType = QGraphicsItem::UserType + 2,
};

// Stacking order on the board. Attachments are not listed: they are children of their host that
// stack behind it (ItemStacksBehindParent), so they follow it wherever it goes.
namespace BoardZ {
inline constexpr qreal Zone = 0;
inline constexpr qreal Card = 10;        // plus a fraction per object, so later objects lie on top
inline constexpr qreal Dragged = 1000;   // the card under the mouse while it is moved
}   // namespace BoardZ

}   // namespace strata::ui
