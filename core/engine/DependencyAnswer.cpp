#include "DependencyAnswer.h"
#include <algorithm>
#include <iterator>

namespace strata {

bool PairAnswer::settledBy(const KeywordChangesMade& made) const
{
    // After "gains first strike", b's own "gains first strike" adds nothing (or is banned alike);
    // after "loses flying", b's "loses flying" takes nothing. Only the other direction could matter.
    if (!scan.byKeyword)
        return false;
    return std::all_of(scan.keywordChanges.cbegin(), scan.keywordChanges.cend(),
        [&](const KeywordChange& k) { return made.contains(qMakePair(k.textId, k.adds)); });
}

void PairAnswer::addToRecheck(const QVector<int>& sortedObjects)
{
    if (sortedObjects.isEmpty())
        return;
    if (recheck.isEmpty()) {
        recheck = sortedObjects;
        return;
    }
    QVector<int> merged;
    merged.reserve(recheck.size() + sortedObjects.size());
    std::set_union(
        recheck.cbegin(), recheck.cend(), sortedObjects.cbegin(), sortedObjects.cend(), std::back_inserter(merged));
    recheck = merged;
}

}   // namespace strata
