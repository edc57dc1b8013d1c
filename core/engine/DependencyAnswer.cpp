#include "DependencyAnswer.h"
#include <algorithm>

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

void PairAnswer::addToRecheck(const QVector<int>& objects)
{
    recheck += objects;
    // Sorting now and then keeps the list within twice the objects it names.
    if (recheck.size() > 2 * recheckSorted + 32)
        recheckObjects();
}

const QVector<int>& PairAnswer::recheckObjects()
{
    std::sort(recheck.begin(), recheck.end());
    recheck.erase(std::unique(recheck.begin(), recheck.end()), recheck.end());
    recheckSorted = int(recheck.size());
    return recheck;
}

void PairAnswer::clearRecheck()
{
    recheck.clear();
    recheckSorted = 0;
}

}   // namespace strata
