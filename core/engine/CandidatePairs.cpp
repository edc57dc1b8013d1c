#include "CandidatePairs.h"
#include <algorithm>
#include <unordered_map>
#include <vector>

namespace strata {

void CandidatePairs::rebuild(const QVector<ContinuousEffect*>& pending, Facets stageWrites, const SettlingOf& settlingOf)
{
    // Only the lists filled last time are emptied: a pass over every effect's two lists, in each of
    // a resolve's thirteen stages, cost about as much as filling them.
    for (int slot : std::as_const(m_filled)) {
        m_lists[slot].dependsOn.clear();
        m_lists[slot].dependents.clear();
    }
    m_filled.clear();
    int slotCount = int(m_lists.size());
    for (const ContinuousEffect* e : pending) {
        slotCount = std::max(slotCount, e->slot + 1);
        m_filled << e->slot;
    }
    if (slotCount > m_lists.size())
        m_lists.resize(slotCount);   // at once: growing it slot by slot moved every list again and again
    // Counted first, then filled at their final sizes: growing hundreds of lists one pair at a time
    // was a third of what these lists cost on a 1,000-permanent board (held in a list of their own
    // instead, the pairs would raise the peak memory of the largest boards). Most pairs share no
    // facet, which a mask says before the names are compared.
    // The masks are copied side by side first: the pass over every pair then reads two small arrays,
    // not two effects scattered over the deque.
    const int n = int(pending.size());
    ContinuousEffect* const* p = pending.constData();
    Lists* lists = m_lists.data();
    std::vector<Facets> writes(n);
    for (int j = 0; j < n; ++j)
        writes[j] = p[j]->footprint.writes;
    // A stage's effects read few distinct sets of facets: for each, the effects that write any of
    // it, in pending order, so that each effect walks only those instead of the whole stage (the
    // pass over every pair was half of what these lists cost on a 1,000-permanent board).
    std::vector<int> readGroup(n, -1);
    std::vector<std::vector<int>> writersOf;
    {
        std::unordered_map<Facets, int> groupOf;
        for (int i = 0; i < n; ++i)
            if (const Facets reads = p[i]->footprint.reads)
                readGroup[i] = groupOf.try_emplace(reads, int(groupOf.size())).first->second;
        writersOf.resize(groupOf.size());
        for (const auto& [reads, g] : groupOf)
            for (int j = 0; j < n; ++j)
                if (reads & writes[j])
                    writersOf[g].push_back(j);
    }
    // Each effect's own list is worked out once, into a buffer, and copied at its final size; the
    // lists of dependents are then filled from those lists, in pending order, at theirs: working
    // every overlap out twice (to count, then to fill) was a fifth of this function.
    std::vector<int> indexOfSlot;
    for (int i = 0; i < n; ++i) {
        if (p[i]->slot >= int(indexOfSlot.size()))
            indexOfSlot.resize(p[i]->slot + 1, -1);
        indexOfSlot[p[i]->slot] = i;
    }
    std::vector<int> dependentsCount(n, 0);
    std::vector<Candidate> own;
    // By pending index, worked out at b's first pair that asks, in the order the pairs come.
    std::vector<SettlingB> settling(settlingOf ? n : 0);
    std::vector<char> settlingKnown(settlingOf ? n : 0, 0);
    for (int i = 0; i < n; ++i) {
        if (readGroup[i] < 0)
            continue;
        own.clear();
        const Facets atSourceOnly = p[i]->footprint.readsAtSourceOnly;
        // A pair's overlap is within what the stage writes: none of it is read at the source alone.
        const bool maySettle = settlingOf && (atSourceOnly & stageWrites);
        const int source = p[i]->sourceIndex;
        const Facets reads = p[i]->footprint.reads;
        const auto settled = [&](int j) {
            if (!settlingKnown[j]) {
                settlingKnown[j] = 1;
                settling[j] = settlingOf(*p[j]);
            }
            return settling[j].settles && (source < 0 || !settling[j].reaches(source));
        };
        for (int j : writersOf[readGroup[i]]) {
            if (i == j)
                continue;
            // What a reads at its source alone is no name (Overlap narrows by name only): where b writes
            // nothing else a reads, the overlap is what both share, not 0, and a settled pair is passed
            // by without working it out (a reader and a writer of a facet, for every pair).
            if (maySettle && !(reads & writes[j] & ~atSourceOnly) && settled(j))
                continue;   // kept, every round walked past it, and every list that names it was copied
            if (const Facets overlap = m_overlap(*p[i], *p[j])) {
                if (maySettle && !(overlap & ~atSourceOnly) && settled(j))
                    continue;
                own.push_back(Candidate{p[j]->slot, overlap});
                ++dependentsCount[j];
            }
        }
        QVector<Candidate>& dependsOn = lists[p[i]->slot].dependsOn;
        // Reserved first: resize alone grows with a margin, which raised the peak memory of mix
        // 20,000 by 5%.
        dependsOn.reserve(qsizetype(own.size()));
        dependsOn.resize(qsizetype(own.size()));
        std::copy(own.cbegin(), own.cend(), dependsOn.data());
    }
    // Written through pointers: appending checked for room and detached each pair.
    std::vector<Candidate*> dependentsAt(n);
    for (int j = 0; j < n; ++j) {
        QVector<Candidate>& dependents = lists[p[j]->slot].dependents;
        dependents.reserve(dependentsCount[j]);
        dependents.resize(dependentsCount[j]);
        dependentsAt[j] = dependents.data();
    }
    for (int i = 0; i < n; ++i)
        for (const Candidate& c : std::as_const(lists[p[i]->slot].dependsOn))
            *dependentsAt[indexOfSlot[c.slot]]++ = Candidate{p[i]->slot, c.overlap};
}

void CandidatePairs::join(ContinuousEffect* e, const QVector<ContinuousEffect*>& pending)
{
    if (e->slot >= m_lists.size())
        m_lists.resize(e->slot + 1);
    m_filled << e->slot;
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
