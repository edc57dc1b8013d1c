#include "TraceChange.h"

namespace strata {

namespace {
bool isPowerToughnessLayer(Layer layer)
{
    return layer >= Layer::L7a && layer <= Layer::L7d;
}

// What a snapshot keeps of an object in the layers that are not kept inline; also how a kept
// snapshot is laid back over an object.
void keep(Layer layer, const Characteristics& c, Characteristics& kept)
{
    switch (layer) {
    case Layer::L2:
        kept.controller = c.controller;
        break;
    case Layer::L3:
    case Layer::L6:
        // The name too: rules text that names its object reads it ("Wandering Fumarole gets …").
        kept.name = c.name;
        kept.abilities = c.abilities;
        break;
    case Layer::L4:
        kept.name = c.name;
        kept.type = c.type;
        kept.abilities = c.abilities;
        break;
    default:
        kept = c;
        break;
    }
}
} // namespace

void TraceChange::record(bool after, const Characteristics& c)
{
    const int side = after ? 1 : 0;
    if (isPowerToughnessLayer(m_layer)) {
        m_power[side] = pack(c.power);
        m_toughness[side] = pack(c.toughness);
        return;
    }
    if (m_layer == Layer::L5) {
        m_colors[side] = c.colors;
        return;
    }
    if (!m_snapshot)
        m_snapshot = QSharedPointer<Snapshot>::create();
    keep(m_layer, c, after ? m_snapshot->after : m_snapshot->before);
}

void TraceChange::recordRun(QSharedPointer<const AbilityRun> run, int countBefore, int countAfter)
{
    m_snapshot.reset();
    m_run = std::move(run);
    m_runCount[0] = countBefore;
    m_runCount[1] = countAfter;
}

Characteristics TraceChange::values(bool after) const
{
    const int side = after ? 1 : 0;
    Characteristics c;
    if (isPowerToughnessLayer(m_layer)) {
        c.power = unpack(m_power[side]);
        c.toughness = unpack(m_toughness[side]);
    } else if (m_layer == Layer::L5) {
        c.colors = m_colors[side];
    } else if (m_run) {
        const int count = m_runCount[side];
        c.name = m_run->name;
        c.abilities = count >= m_run->abilities.size() ? m_run->abilities : m_run->abilities.first(count);
    } else if (m_snapshot) {
        c = after ? m_snapshot->after : m_snapshot->before;
    }
    return c;
}

void TraceChange::layAfterOver(Characteristics& c) const
{
    if (isPowerToughnessLayer(m_layer)) {
        c.power = unpack(m_power[1]);
        c.toughness = unpack(m_toughness[1]);
        return;
    }
    if (m_layer == Layer::L5) {
        c.colors = m_colors[1];
        return;
    }
    if (!m_run && !m_snapshot)
        return;
    // The name kept with abilities is the one the object already has: layers 2–7 never change it.
    keep(m_layer, after(), c);
}

} // namespace strata
