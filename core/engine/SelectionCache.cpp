#include "SelectionCache.h"
#include "Evaluator.h"
#include <algorithm>

namespace strata {

namespace {
bool mentionsOther(const Selector& sel)
{
    if (sel.other)
        return true;
    for (const Selector& part : sel.anyOf)
        if (mentionsOther(part))
            return true;
    return false;
}
}   // namespace

bool SelectionCache::cacheable(const Selector& sel)
{
    // A chosen creature type or X comes from the effect's own choices: not worth a key.
    // The target player of "creatures target player controls" is the effect's own (round 22).
    if (sel.isRef() || !sel.whose.isEmpty() || sel.subtypeChosen || sel.manaValueAtMostX || sel.manaValueAtLeastX
        || sel.colorChosen || sel.namedChosen || sel.cardTypeChosen)
        return false;
    // Attachments are about other objects than the one tested (and the source), so an object's own
    // writes do not tell when they change.
    if (sel.attachedToSource || sel.enchanted || sel.notEnchanted || sel.equipped)
        return false;
    // Round 41: radiance's target, the objects Auras are attached to, and a ranking by power are about other
    // objects than the one tested, and the target is the effect's own.
    if (sel.sharesColorWithTarget || sel.attachedTo != Selector::Ref::None || sel.powerRank != Selector::PowerRank::None)
        return false;
    // Round 45: the object an Aura is attached to is another object; "attacking you" is about the effect's controller.
    if (sel.attachedToTypes || sel.attackingYou)
        return false;
    for (const Selector& part : sel.anyOf)
        if (!cacheable(part))
            return false;
    return true;
}

int SelectionCache::sourceKey(const Selector& sel, const ContinuousEffect& effect)
{
    return mentionsOther(sel) ? effect.sourceIndex : -1;
}

const QVector<int>* SelectionCache::find(
    const QSharedPointer<Selector>& sel, const ContinuousEffect& effect, const Evaluator& eval)
{
    auto it = m_entries.find(sel.data());
    if (it == m_entries.end())
        return nullptr;
    const int source = sourceKey(*sel, effect);
    for (Entry& e : *it)
        if (e.source == source && e.controller == effect.controller) {
            bringUpToDate(e, effect, eval);
            return &e.picked;
        }
    return nullptr;
}

void SelectionCache::bringUpToDate(Entry& entry, const ContinuousEffect& effect, const Evaluator& eval)
{
    if (entry.retest.isEmpty())
        return;
    // The effect asking has the controller and source the entry is kept for: the same test.
    std::sort(entry.retest.begin(), entry.retest.end());
    entry.retest.erase(std::unique(entry.retest.begin(), entry.retest.end()), entry.retest.end());
    QVector<int>& picked = entry.picked;
    for (int i : std::as_const(entry.retest)) {
        const auto at = std::lower_bound(picked.begin(), picked.end(), i);
        const bool was = at != picked.end() && *at == i;
        if (eval.matches(*entry.selector, effect, i) == was)
            continue;
        if (was)
            picked.erase(at);
        else
            picked.insert(at, i);
    }
    entry.retest.clear();
}

void SelectionCache::store(
    const QSharedPointer<Selector>& sel, const ContinuousEffect& effect, const QVector<int>& picked)
{
    m_entries[sel.data()].append(Entry{sel, effect.controller, sourceKey(*sel, effect), sel->reads(), picked, {}});
}

void SelectionCache::forget(Facets written, const QVector<int>& objects, int boardSize)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        QVector<Entry>& list = *it;
        for (qsizetype k = list.size() - 1; k >= 0; --k) {
            Entry& e = list[k];
            if (!(e.reads & written))
                continue;
            // Past a quarter of the board, picking afresh costs about as much as testing again.
            if (e.retest.size() + objects.size() > boardSize / 4)
                list.removeAt(k);
            else
                e.retest += objects;
        }
        if (list.isEmpty())
            it = m_entries.erase(it);
        else
            ++it;
    }
}

}   // namespace strata
