#include "TraceRecorder.h"

namespace strata {

TraceRecorder::TraceRecorder(Layer layer, int objectCount)
    : m_layer(layer),
      m_abilityLayer(layer == Layer::L3 || layer == Layer::L4 || layer == Layer::L6),
      m_open(m_abilityLayer ? objectCount : 0)
{ }

void TraceRecorder::beginAbilities(TraceChange& change, const Characteristics& c, bool onlyAdds)
{
    Q_UNUSED(change);   // its values wait until endAbilities() knows whether the step changed anything
    m_onlyAdds = onlyAdds;
    m_countBefore = int(c.abilities.size());
    if (m_onlyAdds)
        return;
    // Held here, so any change to them from now on detaches them: comparing data afterwards tells
    // whether the step touched them at all.
    m_abilitiesBefore = c.abilities;
    if (m_layer == Layer::L4)
        m_typeBefore = c.type;
}

void TraceRecorder::endAbilities(TraceChange& change, const Characteristics& c)
{
    const int count = int(c.abilities.size());
    if (m_onlyAdds) {
        change.recordRun(runFor(change.object, c), m_countBefore, count, c);
        return;
    }
    const bool untouched = c.abilities.constData() == m_abilitiesBefore.constData() && count == m_countBefore
        && (m_layer != Layer::L4 || c.type == m_typeBefore);
    // An untouched object keeps no values (the trace drops its change), and an open run goes on.
    if (!untouched) {
        endRun(change.object, m_abilitiesBefore);
        change.recordAbilitySnapshot(m_typeBefore, m_abilitiesBefore, c);
    }
    // Let go of what was held (clear() on a list shared with the object would allocate a new one).
    m_abilitiesBefore = {};
    m_typeBefore = TypeLine();
}

const QExplicitlySharedDataPointer<AbilityRun>& TraceRecorder::runFor(int object, const Characteristics& c)
{
    QExplicitlySharedDataPointer<AbilityRun>& run = m_open[object];   // sized for every object in ability layers
    if (!run) {
        run.reset(new AbilityRun);
        run->name = c.name;
    }
    return run;
}

void TraceRecorder::endRun(int object, const QVector<AbilityInstance>& abilities)
{
    QExplicitlySharedDataPointer<AbilityRun>& run = m_open[object];
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

}   // namespace strata
