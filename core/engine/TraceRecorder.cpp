#include "TraceRecorder.h"

namespace strata {

TraceRecorder::TraceRecorder(Layer layer, int objectCount)
    : m_layer(layer), m_abilityLayer(layer == Layer::L3 || layer == Layer::L4 || layer == Layer::L6),
      m_open(m_abilityLayer ? objectCount : 0, nullptr)
{
}

TraceRecorder::~TraceRecorder()
{
    for (AbilityRun* run : std::as_const(m_open))
        if (run)
            run->release();
}

TraceRecorder& TraceRecorder::operator=(TraceRecorder&& o) noexcept
{
    std::swap(m_layer, o.m_layer);
    std::swap(m_abilityLayer, o.m_abilityLayer);
    std::swap(m_open, o.m_open);
    std::swap(m_onlyAdds, o.m_onlyAdds);
    std::swap(m_countBefore, o.m_countBefore);
    std::swap(m_abilitiesBefore, o.m_abilitiesBefore);
    return *this;
}

void TraceRecorder::beginAbilities(TraceChange& change, const Characteristics& c, bool onlyAdds)
{
    m_onlyAdds = onlyAdds;
    m_countBefore = int(c.abilities.size());
    if (m_onlyAdds)
        return;
    // Layer 6 keeps only the name and abilities, so its before values can wait until end() knows
    // whether the step changed anything.
    if (m_layer != Layer::L6)
        change.recordBefore(c);
    // Held here, so any change to the list from now on detaches it: comparing data pointers
    // afterwards tells whether the step touched the abilities at all.
    m_abilitiesBefore = c.abilities;
}

void TraceRecorder::endAbilities(TraceChange& change, const Characteristics& c)
{
    const int count = int(c.abilities.size());
    if (m_onlyAdds) {
        change.recordRun(runFor(change.object, c), m_countBefore, count, c);
        return;
    }
    const bool untouched = c.abilities.constData() == m_abilitiesBefore.constData() && count == m_countBefore;
    if (untouched && m_layer == Layer::L6) {
        // Layer 6 governs only abilities: an effect that removed nothing belongs to the run.
        change.recordRun(runFor(change.object, c), count, count, c);
    } else {
        endRun(change.object, m_abilitiesBefore);
        if (m_layer == Layer::L6)
            change.recordAbilitiesBefore(c.name, m_abilitiesBefore);
        change.recordAfter(c);
    }
    m_abilitiesBefore.clear();
}

const AbilityRun* TraceRecorder::runFor(int object, const Characteristics& c)
{
    AbilityRun*& run = m_open[object];   // sized for every object in ability layers
    if (!run) {
        run = new AbilityRun;
        run->retain();
        run->name = c.name;
    }
    return run;
}

void TraceRecorder::endRun(int object, const QVector<AbilityInstance>& abilities)
{
    AbilityRun*& run = m_open[object];
    if (!run)
        return;
    run->abilities = abilities;
    run->release();
    run = nullptr;
}

void TraceRecorder::finish(const QVector<Characteristics>& chars)
{
    for (int i = 0; i < m_open.size() && i < chars.size(); ++i)
        endRun(i, chars[i].abilities);
}

} // namespace strata
