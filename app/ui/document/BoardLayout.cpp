#include "BoardLayout.h"

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
    placeNew(state);
}

void BoardLayout::placeNew(const GameState& state)
{
    // Hosts first, so an attachment can sit on top of its host's position.
    for (const GameObject& o : state.objects) {
        if (m_positions.contains(o.id) || (o.zone == Zone::Battlefield && !o.attachedTo.isEmpty()))
            continue;
        const int band = bandOf(state, o);
        m_positions.insert(
            o.id, o.zone == Zone::Battlefield ? freeBattlefieldSlot(state, band) : nextPileSlot(state, band, o.zone));
    }
    for (const GameObject& o : state.objects) {
        if (m_positions.contains(o.id))
            continue;
        const auto host = position(o.attachedTo);
        m_positions.insert(o.id,
            host ? *host + QPointF(kAttachedOffset, kAttachedOffset) : freeBattlefieldSlot(state, bandOf(state, o)));
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

QPointF BoardLayout::freeBattlefieldSlot(const GameState& state, int band) const
{
    for (int slot = 0;; ++slot) {
        const QPointF candidate(slot * (kCardWidth + kGap), bandTop(band));
        bool taken = false;
        for (const GameObject& o : state.objects) {
            const auto p = position(o.id);
            if (p && o.zone == Zone::Battlefield && *p == candidate) {
                taken = true;
                break;
            }
        }
        if (!taken)
            return candidate;
    }
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
