#include "WaitMemo.h"

namespace strata {

void WaitMemo::remember(const ContinuousEffect* e, Consulting consulted, qint64 since)
{
    if (e->slot >= m_memos.size())
        m_memos.resize(e->slot + 1);
    Memo& memo = m_memos[e->slot];
    memo.epoch = m_epoch;
    memo.consulted = std::move(consulted);
    memo.since = since;
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

// A memo that holds is kept for as long as its effect waits, and at 20,000 permanents a Kwende's
// memo of ~700 questions was compared entry by entry in every round while one or two of them had
// changed (325M entries compared, 7,368 changed). The answers count their changes and stamp each on
// the effect it concerns: only an entry whose b was named by a change since (its pair's new version,
// b's reach forgotten or touched, b leaving the group), or whose asker left, can answer otherwise;
// the rest would be passed by as unchanged, so looking at the named ones alone, in the walk's
// order, does what the walk did, without reading their answers (a cache miss each).
bool WaitMemo::stillWaits(
    const ContinuousEffect* e, AnswerCache& answers, const QVector<int>& groupIndex, const StillNo& stillNo)
{
    if (e->slot >= m_memos.size() || m_memos[e->slot].epoch != m_epoch)
        return false;
    Memo& memo = m_memos[e->slot];
    // Changes made by this check (answers caught up) are looked at again by the next one.
    const qint64 end = answers.changesEnd();
    if (end == memo.since)
        return true;
    if (!everyEntryHolds(memo, answers, groupIndex, stillNo))
        return false;
    memo.since = end;
    return true;
}

bool WaitMemo::everyEntryHolds(
    Memo& memo, AnswerCache& answers, const QVector<int>& groupIndex, const StillNo& stillNo)
{
    if (!unchanged(memo.consulted.own, memo.since, answers, groupIndex, stillNo))
        return false;
    for (ConsultedList& list : memo.consulted.reused)
        if (!unchanged(list, memo.since, answers, groupIndex, stillNo))
            return false;
    return true;
}

// Asking again walks the same candidates in the same order. A "no" about an effect that has left
// the group is passed by then, and a "no" that is still a "no" answers as before: neither changes
// the walk, so only a "yes" that changed or left can. Each type change on a few objects sent the
// "no"s of Opalescence and Life and Limb to a recheck, and every waiting effect asked again.
bool WaitMemo::entryHolds(ConsultedList& list, qsizetype i, AnswerCache& answers, const QVector<int>& groupIndex,
    const StillNo& stillNo)
{
    // Read-only while nothing changed: the lists of reused dependencies are shared with the round.
    const Consulted& c = list.at(i);
    if (groupIndex[c.aSlot] < 0 || groupIndex[c.bSlot] < 0)
        return !c.depends;
    const bool same
        = c.node >= 0 ? answers.unchanged(c.node, c.version) : answers.reachVersionOfSlot(c.bSlot) == c.version;
    if (same)
        return true;
    if (c.depends || !stillNo(c))
        return false;
    const quint32 now = c.node >= 0 ? answers.versionAt(c.node) : answers.reachVersionOfSlot(c.bSlot);
    list[i].version = now;   // detaches a shared list: `c` is not read after this
    return true;
}

// An entry neither of whose effects any change since named is passed by without looking at its
// answer: a look is a cache miss on the answer's node, the stamps are one array.
bool WaitMemo::unchanged(ConsultedList& list, qint64 since, AnswerCache& answers, const QVector<int>& groupIndex,
    const StillNo& stillNo)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Consulted& c = list.at(i);
        if (answers.lastChangeOfSlot(c.bSlot) < since && answers.leftAt(c.aSlot) < since)
            continue;
        if (!entryHolds(list, i, answers, groupIndex, stillNo))
            return false;
    }
    return true;
}

}   // namespace strata
