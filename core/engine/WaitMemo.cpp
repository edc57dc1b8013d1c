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

bool WaitMemo::stillWaits(const ContinuousEffect* e, AnswerCache& answers, const QVector<int>& groupIndex) const
{
    if (e->slot >= m_memos.size() || m_memos[e->slot].epoch != m_epoch)
        return false;
    const Consulting& memo = m_memos[e->slot].consulted;
    if (!unchanged(memo.own, answers, groupIndex))
        return false;
    for (const ConsultedList& list : memo.reused)
        if (!unchanged(list, answers, groupIndex))
            return false;
    return true;
}

bool WaitMemo::unchanged(const ConsultedList& list, AnswerCache& answers, const QVector<int>& groupIndex)
{
    for (const Consulted& c : list) {
        if (groupIndex[c.aSlot] < 0 || groupIndex[c.bSlot] < 0)
            return false;
        if (c.node >= 0 ? !answers.unchanged(c.node, c.version) : answers.reachVersionOfSlot(c.bSlot) != c.version)
            return false;
    }
    return true;
}

}   // namespace strata
