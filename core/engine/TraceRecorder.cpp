#include "TraceRecorder.h"

namespace strata {

TraceRecorder::TraceRecorder(Layer layer)
    : m_layer(layer), m_abilityLayer(layer == Layer::L3 || layer == Layer::L4 || layer == Layer::L6)
{
}

void TraceRecorder::begin(TraceChange& change, const Characteristics& c, bool onlyAdds)
{
    m_onlyAdds = m_abilityLayer && onlyAdds;
    m_countBefore = int(c.abilities.size());
    if (m_onlyAdds)
        return;
    change.recordBefore(c);
    // Shared with the snapshot, so any change to the list from here on detaches it: comparing
    // data pointers afterwards tells whether the step touched the abilities at all.
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
        change.recordAfter(c);
    }
    m_abilitiesBefore.clear();
}

QSharedPointer<const AbilityRun> TraceRecorder::runFor(int object, const Characteristics& c)
{
    QSharedPointer<AbilityRun>& run = m_open[object];
    if (!run) {
        run = QSharedPointer<AbilityRun>::create();
        run->name = c.name;
    }
    return run;
}

void TraceRecorder::endRun(int object, const QVector<AbilityInstance>& abilities)
{
    auto it = m_open.find(object);
    if (it == m_open.end())
        return;
    (*it)->abilities = abilities;
    m_open.erase(it);
}

void TraceRecorder::finish(const QVector<Characteristics>& chars)
{
    for (auto it = m_open.begin(); it != m_open.end(); ++it)
        if (it.key() >= 0 && it.key() < chars.size())
            (*it)->abilities = chars[it.key()].abilities;
    m_open.clear();
}

} // namespace strata
