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

Characteristics TraceChange::values(const Side& side) const
{
    Characteristics c = side.rest ? *side.rest : Characteristics();
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
    const Side& after = m_after;
    if (isPowerToughnessLayer(m_layer)) {
        c.power = after.power;
        c.toughness = after.toughness;
        return;
    }
    if (m_layer == Layer::L5) {
        c.colors = after.colors;
        return;
    }
    if (!after.rest)
        return;
    switch (m_layer) {
    case Layer::L2:
        c.controller = after.rest->controller;
        return;
    case Layer::L3:
    case Layer::L6:
        c.abilities = after.rest->abilities;
        return;
    case Layer::L4:
        c.type = after.rest->type;
        c.abilities = after.rest->abilities;
        return;
    default:   // layer 1 keeps whole objects
        c = *after.rest;
        return;
    }
}

} // namespace strata
