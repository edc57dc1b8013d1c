#include "BoardLayout.h"
#include <QSet>
#include <algorithm>

namespace strata::ui {

namespace {

// Battlefield permanents sit in their controller's band; cards in other zones in their owner's (400.3).
int bandOf(const GameState& state, const GameObject& o)
{
    const QString& who = o.zone == Zone::Battlefield ? o.controller : o.owner;
    for (int i = 0; i < state.players.size(); ++i)
        if (state.players[i].id == who)
            return i;
    return 0;
}

// Piles left of the battlefield, one column each: graveyard nearest, then exile, then the rest.
int pileColumn(Zone zone)
{
    switch (zone) {
    case Zone::Graveyard:
        return 1;
    case Zone::Exile:
        return 2;
    default:
        return 3;
    }
}

}   // namespace

void BoardLayout::arrange(const GameState& state)
{
    m_positions.clear();
    measureBands(state);
    // Where the user put cards (the scenario's "layout" key) first: the others are laid out around them.
    for (auto it = state.boardPositions.cbegin(); it != state.boardPositions.cend(); ++it)
        if (state.object(it.key()))
            m_positions.insert(it.key(), it.value());
    placeNew(state);
}

BoardLayout::Kind BoardLayout::kindOf(const GameObject& o)
{
    if (!o.card)
        return Others;
    const TypeLine& type = o.card->front.type;
    // A land that is also a creature (Dryad Arbor) stays with the lands, where its player plays it.
    if (type.has(CardType::Land))
        return Lands;
    return type.has(CardType::Creature) ? Creatures : Others;
}

void BoardLayout::measureBands(const GameState& state)
{
    m_bands.clear();
    qreal top = 0;
    for (int b = 0; b < state.players.size(); ++b) {
        int count[KindCount] = {0, 0, 0};
        for (const GameObject& o : state.objects)
            if (o.zone == Zone::Battlefield && o.attachedTo.isEmpty() && bandOf(state, o) == b)
                ++count[kindOf(o)];
        Band band;
        band.top = top;
        int row = 0;
        if (count[Creatures] + count[Others] + count[Lands] <= kRowLength) {
            // A row's worth of permanents shares one row, creatures first, then other permanents, then
            // lands: every player's row then fits a short screen together (issue 13).
            int column = 0;
            for (int k = 0; k < KindCount; ++k) {
                band.firstRow[k] = 0;
                band.firstColumn[k] = column;
                band.kindRows[k] = count[k] > 0 ? 1 : 0;
                column += count[k];
            }
            row = 1;
        } else {
            for (int k = 0; k < KindCount; ++k) {
                band.firstRow[k] = row;
                band.kindRows[k] = (count[k] + kRowLength - 1) / kRowLength;
                row += band.kindRows[k];
            }
        }
        band.rows = std::max(row, 1);
        m_bands << band;
        top += band.rows * kRowHeight + kCaptionRoom;
    }
}

qreal BoardLayout::bandTop(int playerIndex) const
{
    if (playerIndex < m_bands.size())
        return m_bands[playerIndex].top;
    if (m_bands.isEmpty())
        return playerIndex * (kBandHeight + kCaptionRoom);
    const qreal next = m_bands.last().top + m_bands.last().rows * kRowHeight + kCaptionRoom;
    return next + (playerIndex - m_bands.size()) * (kBandHeight + kCaptionRoom);
}

qreal BoardLayout::bandHeight(int playerIndex) const
{
    return playerIndex < m_bands.size() ? m_bands[playerIndex].rows * kRowHeight : kBandHeight;
}

void BoardLayout::placeNew(const GameState& state)
{
    // Hosts first, so an attachment can sit on top of its host's position.
    for (const GameObject& o : state.objects) {
        if (m_positions.contains(o.id) || (o.zone == Zone::Battlefield && !o.attachedTo.isEmpty()))
            continue;
        const int band = bandOf(state, o);
        m_positions.insert(o.id,
            o.zone == Zone::Battlefield ? freeBattlefieldSlot(state, band, kindOf(o)) : nextPileSlot(state, band, o.zone));
    }
    for (const GameObject& o : state.objects) {
        if (m_positions.contains(o.id))
            continue;
        const auto host = position(o.attachedTo);
        m_positions.insert(o.id,
            host ? *host + QPointF(kAttachedOffset, kAttachedOffset)
                 : freeBattlefieldSlot(state, bandOf(state, o), kindOf(o)));
    }
}

std::optional<QPointF> BoardLayout::position(const QString& objectId) const
{
    const auto it = m_positions.constFind(objectId);
    if (it == m_positions.constEnd())
        return std::nullopt;
    return *it;
}

void BoardLayout::setPosition(const QString& objectId, QPointF topLeft)
{
    m_positions.insert(objectId, topLeft);
}

QPointF BoardLayout::freeBattlefieldSlot(const GameState& state, int band, Kind kind) const
{
    // Gathered once: asking every object for every slot tried was quadratic in a big board.
    QSet<QPair<qreal, qreal>> occupied;
    for (const GameObject& o : state.objects)
        if (o.zone == Zone::Battlefield)
            if (const auto p = position(o.id))
                occupied.insert({p->x(), p->y()});
    const auto taken = [&](const QPointF& candidate) { return occupied.contains({candidate.x(), candidate.y()}); };
    const qreal top = bandTop(band);
    const auto slot = [&](int row, int column) { return QPointF(column * (kCardWidth + kGap), top + row * kRowHeight); };
    // The kind's own rows first; a kind the band had none of when it was laid out (a card added
    // since) takes any free place in the band; a full band grows its last row to the right.
    int first = 0, rows = band < m_bands.size() ? m_bands[band].rows : 2, firstColumn = 0;
    if (band < m_bands.size() && m_bands[band].kindRows[kind] > 0) {
        first = m_bands[band].firstRow[kind];
        rows = m_bands[band].kindRows[kind];
        firstColumn = m_bands[band].firstColumn[kind];
    }
    for (int row = first; row < first + rows; ++row)
        for (int column = row == first ? firstColumn : 0; column < kRowLength; ++column)
            if (!taken(slot(row, column)))
                return slot(row, column);
    for (int column = kRowLength;; ++column)
        if (!taken(slot(first + rows - 1, column)))
            return slot(first + rows - 1, column);
}

QPointF BoardLayout::nextPileSlot(const GameState& state, int band, Zone zone) const
{
    int already = 0;
    for (const GameObject& o : state.objects)
        if (o.zone != Zone::Battlefield && pileColumn(o.zone) == pileColumn(zone) && bandOf(state, o) == band
            && m_positions.contains(o.id))
            ++already;
    return QPointF(-pileColumn(zone) * (kCardWidth + kGap), bandTop(band) + already * kPileOffset);
}

}   // namespace strata::ui
