#include "TraceRecorder.h"

namespace strata {

TraceRecorder::TraceRecorder(Layer layer, int objectCount)
    : m_layer(layer), m_abilityLayer(layer == Layer::L3 || layer == Layer::L4 || layer == Layer::L6),
      m_open(m_abilityLayer ? objectCount : 0)
{
}

void TraceRecorder::begin(TraceChange& change, const Characteristics& c, bool onlyAdds)
{
    m_onlyAdds = m_abilityLayer && onlyAdds;
    m_countBefore = int(c.abilities.size());
    if (m_onlyAdds)
        return;
    // Layer 6 keeps only the name and abilities, so its before values can wait until end() knows
    // whether the step changed anything.
    if (m_layer != Layer::L6)
        change.recordBefore(c);
    // Held here, so any change to the list from now on detaches it: comparing data pointers
    // afterwards tells whether the step touched the abilities at all.
    if (m_abilityLayer)
        m_abilitiesBefore = c.abilities;
}

void TraceRecorder::end(TraceChange& change, const Characteristics& c)
{
    const int count = int(c.abilities.size());
    if (m_onlyAdds) {
        change.recordRun(runFor(change.object, c), m_countBefore, count);
        return;
    }
    if (!m_abilityLayer) {
        change.recordAfter(c);
        return;
    }
    const bool untouched = c.abilities.constData() == m_abilitiesBefore.constData() && count == m_countBefore;
    if (untouched && m_layer == Layer::L6) {
        // Layer 6 governs only abilities: an effect that removed nothing belongs to the run.
        change.recordRun(runFor(change.object, c), count, count);
    } else {
        endRun(change.object, m_abilitiesBefore);
        if (m_layer == Layer::L6)
            change.recordAbilitiesBefore(c.name, m_abilitiesBefore);
        change.recordAfter(c);
    }
    m_abilitiesBefore.clear();
}

QSharedPointer<const AbilityRun> TraceRecorder::runFor(int object, const Characteristics& c)
{
    QSharedPointer<AbilityRun>& run = m_open[object];   // sized for every object in ability layers
    if (!run) {
        run = QSharedPointer<AbilityRun>::create();
        run->name = c.name;
    }
    return run;
}

void TraceRecorder::endRun(int object, const QVector<AbilityInstance>& abilities)
{
    QSharedPointer<AbilityRun>& run = m_open[object];
    if (!run)
        return;
    run->abilities = abilities;
    run.reset();
}

void TraceRecorder::finish(const QVector<Characteristics>& chars)
{
    for (int i = 0; i < m_open.size() && i < chars.size(); ++i)
        endRun(i, chars[i].abilities);
}

} // namespace strata
