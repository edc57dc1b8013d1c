#include "SelectionCache.h"

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
    if (sel.isRef() || sel.subtypeChosen || sel.manaValueAtMostX)
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

const QVector<int>* SelectionCache::find(const QSharedPointer<Selector>& sel, const ContinuousEffect& effect) const
{
    auto it = m_entries.constFind(sel.data());
    if (it == m_entries.constEnd())
        return nullptr;
    const int source = sourceKey(*sel, effect);
    for (const Entry& e : *it)
        if (e.source == source && e.controller == effect.controller)
            return &e.picked;
    return nullptr;
}

void SelectionCache::store(
    const QSharedPointer<Selector>& sel, const ContinuousEffect& effect, const QVector<int>& picked)
{
    m_entries[sel.data()].append(Entry{sel, effect.controller, sourceKey(*sel, effect), sel->reads(), picked});
}

void SelectionCache::forget(Facets written)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        QVector<Entry>& list = *it;
        list.removeIf([&](const Entry& e) { return e.reads & written; });
        if (list.isEmpty())
            it = m_entries.erase(it);
        else
            ++it;
    }
}

}   // namespace strata
