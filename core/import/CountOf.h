#pragma once
#include "model/Ability.h"
#include <optional>

namespace strata::import {

// "for each creature you control": the number of objects a set selects (Expr::Kind::Count).
inline Expr countOf(const Selector& s)
{
    Expr count;
    count.kind = Expr::Kind::Count;
    count.selector = QSharedPointer<Selector>::create(s);
    return count;
}

// "the number of +1/+1 counters on ~": the counters of that kind on the source (122.1,
// Expr::Kind::CountersOnSource).
inline Expr countersOnSource(const QString& counterKind)
{
    Expr count;
    count.kind = Expr::Kind::CountersOnSource;
    count.counterKind = counterKind;
    return count;
}

// Round 25: what "for each" counts of the source or of its controller's lands, shared by the amounts of
// abilities and of statics: "-1/-1 counter on ~" (the counters on the source, 122.1), "basic land type among
// lands you control" (domain, 305.6); nothing for another phrase (CountOf.cpp).
std::optional<Expr> sourceOrDomainCount(const QString& each);

}   // namespace strata::import
