#include "DeadStatics.h"

namespace strata {

void DeadStatics::join(ContinuousEffect* e)
{
    if (!mayDie(*e) || e->sourceIndex < 0)
        return;   // started effects keep applying (613.6); others have no ability to lose
    if (m_bySource.size() <= size_t(e->sourceIndex))
        m_bySource.resize(m_ctx.state.objects.size());
    m_bySource[e->sourceIndex] << e;
    quint8& state = stateOf(e->slot);
    // The stage collects existing effects only; one that joins without its ability is listed at once.
    if (state == Away)
        state = Pending;
    if (state == Pending && !m_ctx.isLive(*e))
        state = Listed;
}

void DeadStatics::leave(const ContinuousEffect* e)
{
    if (e->slot < m_state.size())
        m_state[e->slot] = Away;
}

void DeadStatics::clear()
{
    m_bySource.clear();
    m_state.clear();
    m_deadOnChanged.clear();
}

void DeadStatics::noteApplied(const QVector<int>& changed)
{
    m_deadOnChanged.clear();
    for (int i : changed) {
        if (size_t(i) >= m_bySource.size())
            continue;
        for (ContinuousEffect* e : std::as_const(m_bySource[size_t(i)])) {
            quint8& state = stateOf(e->slot);
            if (state == Pending && !m_ctx.isLive(*e))
                state = Listed;
            else if (state == Listed && m_ctx.isLive(*e))
                state = Pending;
            if (state == Listed)
                m_deadOnChanged << e;
        }
    }
}

}   // namespace strata
