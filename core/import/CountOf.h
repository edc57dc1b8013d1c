#pragma once
#include "model/Ability.h"

namespace strata::import {

// "for each creature you control": the number of objects a set selects (Expr::Kind::Count).
inline Expr countOf(const Selector& s)
{
    Expr count;
    count.kind = Expr::Kind::Count;
    count.selector = QSharedPointer<Selector>::create(s);
    return count;
}

}   // namespace strata::import
