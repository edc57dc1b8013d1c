#include "CandidatePairs.h"
#include <algorithm>

namespace strata {

void CandidatePairs::rebuild(const QVector<ContinuousEffect*>& pending)
{
    for (Lists& l : m_lists) {
        l.dependsOn.clear();
        l.dependents.clear();
    }
    for (const ContinuousEffect* e : pending)
        if (e->slot >= m_lists.size())
            m_lists.resize(e->slot + 1);
    for (ContinuousEffect* a : pending)
        for (ContinuousEffect* b : pending)
            if (a != b)
                if (const Facets overlap = m_overlap(*a, *b)) {
                    m_lists[a->slot].dependsOn << Candidate{b->slot, overlap};
                    m_lists[b->slot].dependents << Candidate{a->slot, overlap};
                }
}

void CandidatePairs::join(ContinuousEffect* e, const QVector<ContinuousEffect*>& pending)
{
    if (e->slot >= m_lists.size())
        m_lists.resize(e->slot + 1);
    Lists& own = m_lists[e->slot];
    own.dependsOn.clear();
    own.dependents.clear();
    for (ContinuousEffect* other : pending) {
        if (other == e)
            continue;
        if (const Facets overlap = m_overlap(*e, *other)) {
            own.dependsOn << Candidate{other->slot, overlap};
            insertSorted(m_lists[other->slot].dependents, Candidate{e->slot, overlap});
        }
        if (const Facets overlap = m_overlap(*other, *e)) {
            own.dependents << Candidate{other->slot, overlap};
            insertSorted(m_lists[other->slot].dependsOn, Candidate{e->slot, overlap});
        }
    }
}

void CandidatePairs::insertSorted(QVector<Candidate>& list, Candidate c) const
{
    const auto at = std::upper_bound(list.begin(), list.end(), c,
        [this](const Candidate& x, const Candidate& y) { return m_comesFirst(&m_effects[x.slot], &m_effects[y.slot]); });
    list.insert(at, c);
}

}   // namespace strata
