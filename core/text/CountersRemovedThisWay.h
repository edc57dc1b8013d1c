#pragma once
#include "model/Ability.h"

// Round 38: "Remove all flood counters from ~. If no counters were removed this way, put a flood counter on ~ and draw a
// card. Otherwise, add {C}{G}{U}." (Bounty of the Luxa). The removal of all counters of a kind from ~ (122.8) decides the
// two branches after it: the first (`ifYouDont`) is done when it removed none, the second (`ifYouDo`) when it removed
// some (608.2c). Shared by the importer, the writer and the event player.

namespace strata {

// `a` is "remove all <kind> counters from ~": a `remove_counter` of ~ whose amount is the counters of its kind on ~.
inline bool removesAllCountersFromSelf(const Action& a)
{
    return a.kind == ActionKind::RemoveCounter && a.object && a.object->ref == Selector::Ref::Self && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountersOnSource && a.amountOf->counterKind == a.counters.kind && a.who.isEmpty()
        && !a.optional && !a.condition && !a.ifYouDo && !a.ifYouDont && !a.otherwise && !a.then;
}

// The index of the removal the branch of `list[i]` follows, or -1: the instructions from it to `i` are the removal, then
// `ifYouDont` ones ("If no counters were removed this way, …"), then, when `list[i]` is `ifYouDo`, more `ifYouDo` ones
// ("Otherwise, …").
inline int countersRemovedBefore(const QVector<Action>& list, int i)
{
    if (i <= 0 || i >= list.size() || (!list[i].ifYouDo && !list[i].ifYouDont))
        return -1;
    int k = i - 1;
    if (list[i].ifYouDo) {
        while (k > 0 && list[k].ifYouDo)
            --k;
        if (!list[k].ifYouDont)
            return -1;
    }
    while (k > 0 && list[k].ifYouDont)
        --k;
    return k < i && removesAllCountersFromSelf(list[k]) ? k : -1;
}

}   // namespace strata
