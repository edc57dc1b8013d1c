#pragma once
#include "model/Ability.h"

// Round 38: "destroy ~ unless you pay {3}{B}{B}{B}. If ~ is destroyed this way, it deals 7 damage to you." (Cosmic
// Horror): the branch after it is done only when the destroy destroyed ~ (701.8a, 608.2c).

namespace strata {

// `a` destroys ~ unless a cost is paid: an `unless_paid` whose one instruction is "destroy ~".
inline bool destroysSelfUnlessPaid(const Action& a)
{
    return a.kind == ActionKind::UnlessPays && a.nested.size() == 1 && a.nested.first().kind == ActionKind::Destroy
        && a.nested.first().object && a.nested.first().object->ref == Selector::Ref::Self;
}

// After `a` was performed, with `destroyed` the objects its destroy destroyed (none when the cost was paid, or when ~
// is indestructible or regenerated): "If ~ is destroyed this way" is false.
inline bool notDestroyedThisWay(const Action& a, int destroyed)
{
    return destroysSelfUnlessPaid(a) && destroyed == 0;
}

}   // namespace strata
