#include "TraceChange.h"

namespace strata {

namespace {
bool isPowerToughnessLayer(Layer layer)
{
    return layer >= Layer::L7a && layer <= Layer::L7d;
}

bool keepsAbilitiesOnly(Layer layer)
{
    return layer == Layer::L3 || layer == Layer::L4 || layer == Layer::L6;
}

// What a whole-object snapshot keeps (layer 2: the controller; layer 1 and the player and rules
// steps: everything); also how it is laid back over an object.
void keepObject(Layer layer, const Characteristics& c, Characteristics& kept)
{
    if (layer == Layer::L2)
        kept.controller = c.controller;
    else
        kept = c;
}
} // namespace

TraceChange::AbilitySnapshot& TraceChange::abilitySnapshot()
{
    if (m_kept != Kept::Abilities) {
        m_detail = QSharedPointer<AbilitySnapshot>::create();
        m_kept = Kept::Abilities;
    }
    // Filled only while this change is being recorded, before anything else can share it.
    return *static_cast<AbilitySnapshot*>(const_cast<TraceDetail*>(m_detail.data()));
}

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
    if (keepsAbilitiesOnly(m_layer)) {
        AbilitySnapshot& snapshot = abilitySnapshot();
        // The name too: rules text that names its object reads it ("Wandering Fumarole gets …").
        snapshot.name = c.name;
        snapshot.abilities[side] = c.abilities;
        if (m_layer == Layer::L4)
            snapshot.type[side] = c.type;
        return;
    }
    if (m_kept != Kept::Object) {
        m_detail = QSharedPointer<ObjectSnapshot>::create();
        m_kept = Kept::Object;
    }
    auto& snapshot = *static_cast<ObjectSnapshot*>(const_cast<TraceDetail*>(m_detail.data()));
    keepObject(m_layer, c, snapshot.values[side]);
}

void TraceChange::recordAbilitiesBefore(const QString& name, const QVector<AbilityInstance>& abilities)
{
    AbilitySnapshot& snapshot = abilitySnapshot();
    snapshot.name = name;
    snapshot.abilities[0] = abilities;
}

void TraceChange::recordRun(QSharedPointer<const AbilityRun> run, int countBefore, int countAfter)
{
    m_detail = std::move(run);
    m_kept = Kept::Run;
    m_power[0] = countBefore;
    m_power[1] = countAfter;
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
    } else {
        layOver(c, side);
    }
    return c;
}

void TraceChange::layAfterOver(Characteristics& c) const
{
    if (isPowerToughnessLayer(m_layer)) {
        c.power = unpack(m_power[1]);
        c.toughness = unpack(m_toughness[1]);
    } else if (m_layer == Layer::L5) {
        c.colors = m_colors[1];
    } else {
        // The name kept with abilities is the one the object already has: layers 2–7 never change it.
        layOver(c, 1);
    }
}

void TraceChange::layOver(Characteristics& c, int side) const
{
    switch (m_kept) {
    case Kept::Inline:
        break;
    case Kept::Run: {
        const AbilityRun& r = run();
        const int count = m_power[side];
        c.name = r.name;
        c.abilities = count >= r.abilities.size() ? r.abilities : r.abilities.first(count);
        break;
    }
    case Kept::Abilities: {
        const auto& snapshot = *static_cast<const AbilitySnapshot*>(m_detail.data());
        c.name = snapshot.name;
        c.abilities = snapshot.abilities[side];
        if (m_layer == Layer::L4)
            c.type = snapshot.type[side];
        break;
    }
    case Kept::Object:
        keepObject(m_layer, static_cast<const ObjectSnapshot*>(m_detail.data())->values[side], c);
        break;
    }
}

} // namespace strata
