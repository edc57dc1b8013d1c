#include "TraceChange.h"

namespace strata {

namespace {
bool isPowerToughnessLayer(Layer layer)
{
    return layer >= Layer::L7a && layer <= Layer::L7d;
}
} // namespace

void TraceChange::record(Side& side, const Characteristics& c) const
{
    if (isPowerToughnessLayer(m_layer)) {
        side.power = c.power;
        side.toughness = c.toughness;
        return;
    }
    if (m_layer == Layer::L5) {
        side.colors = c.colors;
        return;
    }
    auto kept = QSharedPointer<Characteristics>::create();
    switch (m_layer) {
    case Layer::L2:
        kept->controller = c.controller;
        break;
    case Layer::L3:
    case Layer::L6:
        // The name too: rules text that names its object reads it ("Wandering Fumarole gets …").
        kept->name = c.name;
        kept->abilities = c.abilities;
        break;
    case Layer::L4:
        kept->name = c.name;
        kept->type = c.type;
        kept->abilities = c.abilities;
        break;
    default:
        *kept = c;
        break;
    }
    side.rest = kept;
}

void TraceChange::recordRun(QSharedPointer<const AbilityRun> run, int countBefore, int countAfter)
{
    m_before.rest.reset();
    m_after.rest.reset();
    m_run = std::move(run);
    m_runBefore = countBefore;
    m_runAfter = countAfter;
}

Characteristics TraceChange::values(bool after) const
{
    const Side& side = after ? m_after : m_before;
    Characteristics c;
    if (m_run) {
        const int count = after ? m_runAfter : m_runBefore;
        c.name = m_run->name;
        c.abilities = count >= m_run->abilities.size() ? m_run->abilities : m_run->abilities.first(count);
        return c;
    }
    if (side.rest)
        c = *side.rest;
    if (isPowerToughnessLayer(m_layer)) {
        c.power = side.power;
        c.toughness = side.toughness;
    } else if (m_layer == Layer::L5) {
        c.colors = side.colors;
    }
    return c;
}

void TraceChange::layAfterOver(Characteristics& c) const
{
    if (isPowerToughnessLayer(m_layer)) {
        c.power = m_after.power;
        c.toughness = m_after.toughness;
        return;
    }
    if (m_layer == Layer::L5) {
        c.colors = m_after.colors;
        return;
    }
    if (m_run) {
        c.abilities = after().abilities;
        return;
    }
    const QSharedPointer<const Characteristics>& kept = m_after.rest;
    if (!kept)
        return;
    switch (m_layer) {
    case Layer::L2:
        c.controller = kept->controller;
        return;
    case Layer::L3:
    case Layer::L6:
        c.abilities = kept->abilities;
        return;
    case Layer::L4:
        c.type = kept->type;
        c.abilities = kept->abilities;
        return;
    default:   // layer 1 keeps whole objects
        c = *kept;
        return;
    }
}

} // namespace strata
