#include "WaitMemo.h"

namespace strata {

void WaitMemo::remember(const ContinuousEffect* e, Consulting consulted)
{
    if (e->slot >= m_memos.size())
        m_memos.resize(e->slot + 1);
    m_memos[e->slot] = Memo{m_epoch, std::move(consulted)};
}

WaitMemo::ConsultedList WaitMemo::takeOwnList(const ContinuousEffect* e)
{
    if (e->slot >= m_memos.size())
        return {};
    ConsultedList list = std::move(m_memos[e->slot].consulted.own);
    m_memos[e->slot].epoch = -1;   // its list is gone
    list.clear();   // keeps the capacity
    return list;
}

bool WaitMemo::stillWaits(
    const ContinuousEffect* e, AnswerCache& answers, const QVector<int>& groupIndex, const StillNo& stillNo)
{
    if (e->slot >= m_memos.size() || m_memos[e->slot].epoch != m_epoch)
        return false;
    Consulting& memo = m_memos[e->slot].consulted;
    if (!unchanged(memo.own, answers, groupIndex, stillNo))
        return false;
    for (ConsultedList& list : memo.reused)
        if (!unchanged(list, answers, groupIndex, stillNo))
            return false;
    return true;
}

// Asking again walks the same candidates in the same order. A "no" about an effect that has left
// the group is passed by then, and a "no" that is still a "no" answers as before: neither changes
// the walk, so only a "yes" that changed or left can. Each type change on a few objects sent the
// "no"s of Opalescence and Life and Limb to a recheck, and every waiting effect asked again.
bool WaitMemo::unchanged(
    ConsultedList& list, AnswerCache& answers, const QVector<int>& groupIndex, const StillNo& stillNo)
{
    // Read-only while nothing changed: the lists of reused dependencies are shared with the round.
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Consulted& c = list.at(i);
        if (groupIndex[c.aSlot] < 0 || groupIndex[c.bSlot] < 0) {
            if (c.depends)
                return false;
            continue;
        }
        const bool same
            = c.node >= 0 ? answers.unchanged(c.node, c.version) : answers.reachVersionOfSlot(c.bSlot) == c.version;
        if (same)
            continue;
        if (c.depends || !stillNo(c))
            return false;
        list[i].version = c.node >= 0 ? answers.versionAt(c.node) : answers.reachVersionOfSlot(c.bSlot);
    }
    return true;
}

}   // namespace strata
