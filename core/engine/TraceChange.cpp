#include "TraceChange.h"
#include <algorithm>
#include <utility>

namespace strata {

// Layer 7 values beyond 16 bits, rare enough to live apart: power before and after, then toughness.
struct TraceChange::WidePowerToughness : TraceDetail {
    std::optional<int> values[4];
};

// Layers 3, 4 and 6: the name, the abilities and (layer 4) the type line, before and after.
struct TraceChange::AbilitySnapshot : TraceDetail {
    QString name;
    TypeLine type[2];
    QVector<AbilityInstance> abilities[2];
};

// Layers 1 and 2 and the player and rules steps: whole objects.
struct TraceChange::ObjectSnapshot : TraceDetail {
    Characteristics values[2];
};

namespace {
// What a whole-object snapshot keeps (layer 2: the controller; layer 1 and the player and rules
// steps: everything); also how it is laid back over an object.
void keepObject(Layer layer, const Characteristics& c, Characteristics& kept)
{
    if (layer == Layer::L2)
        kept.controller = c.controller;
    else
        kept = c;
}

// A run's counts fit in a byte each; longer ability lists take a snapshot instead.
constexpr int kMaxRunCount = 255;
}   // namespace

template <typename Detail> Detail& TraceChange::filling(Kept kind)
{
    if (m_kept != kind) {
        m_detail.reset(new Detail);
        m_kept = kind;
    }
    return static_cast<Detail&>(*m_detail);
}

void TraceChange::record(int side, const Characteristics& c)
{
    if (isPowerToughnessLayer(m_layer)) {
        // A value that does not fit 16 bits moves what was kept inline out, once.
        if (m_kept != Kept::WidePowerToughness) {
            std::optional<int> inlineValues[4];
            for (int i = 0; i < 4; ++i)
                inlineValues[i] = powerToughness(i);
            auto& wide = filling<WidePowerToughness>(Kept::WidePowerToughness);
            std::copy(std::begin(inlineValues), std::end(inlineValues), std::begin(wide.values));
        }
        auto& wide = filling<WidePowerToughness>(Kept::WidePowerToughness);
        wide.values[side] = c.power;
        wide.values[2 + side] = c.toughness;
        return;
    }
    keepObject(m_layer, c, filling<ObjectSnapshot>(Kept::Object).values[side]);
}

void TraceChange::recordAbilitySnapshot(
    const TypeLine& typeBefore, const QVector<AbilityInstance>& abilitiesBefore, const Characteristics& after)
{
    auto& snapshot = filling<AbilitySnapshot>(Kept::Abilities);
    // The name too: rules text that names its object reads it ("Wandering Fumarole gets …").
    snapshot.name = after.name;
    snapshot.abilities[0] = abilitiesBefore;
    snapshot.abilities[1] = after.abilities;
    if (m_layer == Layer::L4) {
        snapshot.type[0] = typeBefore;
        snapshot.type[1] = after.type;
    }
}

void TraceChange::recordRun(
    const QExplicitlySharedDataPointer<AbilityRun>& run, int countBefore, int countAfter, const Characteristics& c)
{
    if (countBefore > kMaxRunCount || countAfter > kMaxRunCount) {
        recordAbilitySnapshot(c.type, c.abilities.first(countBefore), c);
        return;
    }
    m_detail = run;
    m_kept = Kept::Run;
    m_small[0] = quint8(countBefore);
    m_small[1] = quint8(countAfter);
}

std::optional<int> TraceChange::powerToughness(int index) const
{
    if (m_kept == Kept::WidePowerToughness)
        return kept<WidePowerToughness>().values[index];
    const qint16 v = m_pt[index];
    return v == kNoValue ? std::nullopt : std::optional<int>(v);
}

Characteristics TraceChange::values(int side) const
{
    Characteristics c;
    if (isPowerToughnessLayer(m_layer)) {
        c.power = powerToughness(side);
        c.toughness = powerToughness(2 + side);
    } else if (m_layer == Layer::L5) {
        c.colors = ColorSet(m_small[side]);
    } else {
        layOver(c, side);
    }
    return c;
}

void TraceChange::layAfterOver(Characteristics& c) const
{
    if (isPowerToughnessLayer(m_layer)) {
        c.power = powerToughness(1);
        c.toughness = powerToughness(3);
    } else if (m_layer == Layer::L5) {
        c.colors = ColorSet(m_small[1]);
    } else {
        // The name kept with abilities is the one the object already has: layers 2–7 never change it.
        layOver(c, 1);
    }
}

bool TraceChange::keptNothingNew() const
{
    if (isPowerToughnessLayer(m_layer))
        return powerToughness(0) == powerToughness(1) && powerToughness(2) == powerToughness(3);
    switch (m_kept) {
    case Kept::Inline:
    case Kept::WidePowerToughness:
        return true;
    case Kept::Run:
        return m_small[0] == m_small[1];   // a run only adds: same count, same list
    case Kept::Abilities: {
        const auto& snapshot = kept<AbilitySnapshot>();
        // Lists compared as shared data: a step that rewrote a list is kept even if it wrote it back.
        return snapshot.abilities[0].constData() == snapshot.abilities[1].constData()
            && snapshot.abilities[0].size() == snapshot.abilities[1].size()
            && (m_layer != Layer::L4 || snapshot.type[0] == snapshot.type[1]);
    }
    case Kept::Object: {
        const auto& snapshot = kept<ObjectSnapshot>();
        return m_layer == Layer::L2 && snapshot.values[0].controller == snapshot.values[1].controller;
    }
    }
    return false;
}

TraceChange::KeptAbilities TraceChange::keptAbilities(int side) const
{
    if (isPowerToughnessLayer(m_layer) || m_layer == Layer::L5)
        return {};
    switch (m_kept) {
    case Kept::Inline:
    case Kept::WidePowerToughness:
        return {};
    case Kept::Run: {
        const auto& run = kept<AbilityRun>();
        return {&run.abilities, std::min(int(m_small[side]), int(run.abilities.size())), &run.name};
    }
    case Kept::Abilities: {
        const auto& snapshot = kept<AbilitySnapshot>();
        return {&snapshot.abilities[side], int(snapshot.abilities[side].size()), &snapshot.name};
    }
    case Kept::Object:
        if (m_layer == Layer::L2)
            return {};
        const Characteristics& c = kept<ObjectSnapshot>().values[side];
        return {&c.abilities, int(c.abilities.size()), &c.name};
    }
    return {};
}

void TraceChange::layOver(Characteristics& c, int side) const
{
    switch (m_kept) {
    case Kept::Inline:
    case Kept::WidePowerToughness:
        break;
    case Kept::Run: {
        const auto& run = kept<AbilityRun>();
        const int count = m_small[side];
        c.name = run.name;
        c.abilities = count >= run.abilities.size() ? run.abilities : run.abilities.first(count);
        break;
    }
    case Kept::Abilities: {
        const auto& snapshot = kept<AbilitySnapshot>();
        c.name = snapshot.name;
        c.abilities = snapshot.abilities[side];
        if (m_layer == Layer::L4)
            c.type = snapshot.type[side];
        break;
    }
    case Kept::Object:
        keepObject(m_layer, kept<ObjectSnapshot>().values[side], c);
        break;
    }
}

}   // namespace strata
