#pragma once
#include "model/Ability.h"

// Round 38: "If you do, put a +1/+1 counter on that creature, it gains haste until end of turn, and it becomes a Vampire
// in addition to its other types." (Olivia, Mobilized for War): three "If you do" instructions on the trigger event's
// creature, printed as one sentence; the writer joins them back (RulesTextJoinedPairs.cpp), the importer reads them
// so (OracleActionSentences.cpp).

namespace strata::rulestext {

// An "If you do" change of the event's creature ("it") lasting `duration`.
inline bool ifYouDoChangeOfIt(const Action& a, Duration duration)
{
    return a.ifYouDo && a.kind == ActionKind::Continuous && a.continuous && a.continuous->affects
        && a.continuous->affects->ref == Selector::Ref::It && a.continuous->duration == duration && !a.optional && !a.condition;
}

// The second of the three after the counter: "it gains haste until end of turn".
inline bool itGainsAfterCounter(const Action& previous, const Action& a)
{
    return previous.ifYouDo && previous.kind == ActionKind::PutCounter && !previous.optional && !previous.condition
        && ifYouDoChangeOfIt(a, Duration::EndOfTurn);
}

// The third: "and it becomes a Vampire in addition to its other types", a change for good after the one until end of turn.
inline bool itBecomesAfterGains(const Action& previous, const Action& a)
{
    return ifYouDoChangeOfIt(previous, Duration::EndOfTurn) && ifYouDoChangeOfIt(a, Duration::Indefinite);
}

}   // namespace strata::rulestext
