#pragma once
#include "model/GameState.h"
#include <QHash>
#include <QPointF>
#include <QString>
#include <optional>

namespace strata::ui {

// Where each object lies on the board, in scene units (the top-left corner of its card).
//
// Positions are not part of the scenario format (ScenarioReader refuses unknown keys), so they live
// here, in the document only: laid out when a scenario opens, extended when objects are added, and
// changed when the user drags a card. Ids of removed objects keep their place, so undoing a removal
// puts the card back where it was.
class BoardLayout {
public:
    static constexpr qreal kCardWidth = 120;
    static constexpr qreal kCardHeight = 168;
    static constexpr qreal kGap = 16;
    // Each player owns a horizontal band: battlefield to the right of x = 0, piles to the left.
    static constexpr qreal kBandHeight = 2 * (kCardHeight + kGap);
    // How far an attached Aura or Equipment sits from its host, and each card of a pile from the last.
    static constexpr qreal kAttachedOffset = 28;
    static constexpr qreal kPileOffset = 24;

    // Forgets every position and lays out all objects from scratch.
    void arrange(const GameState& state);
    // Gives a position to each object that has none yet; positions already set stay.
    void placeNew(const GameState& state);

    std::optional<QPointF> position(const QString& objectId) const;
    void setPosition(const QString& objectId, QPointF topLeft);
    // The object is laid out afresh by the next placeNew().
    void forget(const QString& objectId) { m_positions.remove(objectId); }

    // The top of a player's band (players in scenario order).
    static qreal bandTop(int playerIndex) { return playerIndex * kBandHeight; }

private:
    QPointF freeBattlefieldSlot(const GameState& state, int band) const;
    QPointF nextPileSlot(const GameState& state, int band, Zone zone) const;
    QHash<QString, QPointF> m_positions;
};

}   // namespace strata::ui
