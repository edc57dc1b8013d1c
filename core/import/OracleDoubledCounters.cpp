#include "OracleDoubledCounters.h"
#include <QRegularExpression>

namespace strata::import {

bool doubledCountersOnSelf(const QString& s, AbilityDef* into)
{
    static const QRegularExpression doubled(QStringLiteral("^double the number of (\\S+) counters on ~$"));
    const auto m = doubled.match(s);
    if (!m.hasMatch())
        return false;
    Action put;
    put.kind = ActionKind::PutCounter;
    Selector self;
    self.ref = Selector::Ref::Self;
    put.object = self;
    put.counters = Counters{m.captured(1), Amount{true, 0}};   // counted by amountOf
    Expr already;
    already.kind = Expr::Kind::CountersOnSource;
    already.counterKind = m.captured(1);
    put.amountOf = already;
    put.amount = Amount();
    into->effect << put;
    return true;
}

}   // namespace strata::import
