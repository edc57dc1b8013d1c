#pragma once
#include "model/GameState.h"
#include <QHash>
#include <QPointF>
#include <QString>
#include <optional>

namespace strata::ui {

// Where each object lies on the board, in scene units (the top-left corner of its card).
//
// Laid out when a scenario opens (around the places the scenario's "layout" key gives), extended
// when objects are added, and changed when the user drags a card (then also saved in the scenario).
// Ids of removed objects keep their place, so undoing a removal puts the card back where it was.
class BoardLayout {
public:
    static constexpr qreal kCardWidth = 120;
    static constexpr qreal kCardHeight = 168;
    static constexpr qreal kGap = 16;
    // Each player owns a horizontal band: battlefield to the right of x = 0, piles to the left. A
    // band holds one row of cards at least, more when its permanents need them.
    static constexpr qreal kRowHeight = kCardHeight + kGap;
    static constexpr qreal kBandHeight = 2 * kRowHeight;
    // Permanents are laid out as players lay them: creatures in front, then other permanents, then
    // lands, each kind wrapping into rows this many cards long (a band of one row's worth of
    // permanents shares one row, in the same order).
    static constexpr int kRowLength = 12;
    // Between one band's last row and the next band's first: room for the next player's caption.
    static constexpr qreal kCaptionRoom = 80;
    // How far an attached Aura or Equipment sits from its host, and each card of a pile from the last.
    static constexpr qreal kAttachedOffset = 28;
    static constexpr qreal kPileOffset = 24;

    // Forgets every position and lays out all objects from scratch; the bands take the rows their
    // permanents need.
    void arrange(const GameState& state);
    // Gives a position to each object that has none yet; positions already set stay.
    void placeNew(const GameState& state);

    std::optional<QPointF> position(const QString& objectId) const;
    void setPosition(const QString& objectId, QPointF topLeft);
    // The object is laid out afresh by the next placeNew().
    void forget(const QString& objectId) { m_positions.remove(objectId); }

    // The top and height of a player's band (players in scenario order), as the last arrange() made
    // them; a player added since gets a band of two rows under the others.
    qreal bandTop(int playerIndex) const;
    qreal bandHeight(int playerIndex) const;

private:
    enum Kind { Creatures, Others, Lands, KindCount };
    static Kind kindOf(const GameObject& o);
    void measureBands(const GameState& state);
    QPointF freeBattlefieldSlot(const GameState& state, int band, Kind kind) const;
    QPointF nextPileSlot(const GameState& state, int band, Zone zone) const;
    QHash<QString, QPointF> m_positions;
    struct Band {
        qreal top = 0;
        int rows = 2;
        int firstRow[KindCount] = {0, 0, 0};   // where each kind's rows begin
        int kindRows[KindCount] = {0, 0, 0};
        int firstColumn[KindCount] = {0, 0, 0};   // where each kind begins in its first row
    };
    QVector<Band> m_bands;
};

}   // namespace strata::ui
