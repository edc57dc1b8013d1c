#include "OracleCountersRemovedThisWay.h"
#include "text/CountersRemovedThisWay.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "put a flood counter on ~ and draw a card": each half read alone, the writer joins them back (text/JoinedPairs.cpp).
// No card of the dev set prints "Put a … counter on ~. Draw a card." as two sentences.
bool counterThenDraw(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& then, AbilityDef* into)
{
    static const QRegularExpression pair(QStringLiteral("^(put an? \\S+ counter on ~) and (draw a card)$"));
    const auto m = pair.match(s);
    if (!m.hasMatch())
        return false;
    const int before = into->effect.size();
    return then(m.captured(1), into) && into->effect.size() == before + 1 && into->effect.last().kind == ActionKind::PutCounter
        && then(m.captured(2), into) && into->effect.size() == before + 2 && into->effect.last().kind == ActionKind::Draw;
}

}   // namespace

bool countersRemovedBranch(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& then, AbilityDef* into)
{
    static const QRegularExpression noneRemoved(QStringLiteral("^if no counters were removed this way, (.+)$"));
    static const QRegularExpression otherwise(QStringLiteral("^otherwise, (.+)$"));
    const auto none = noneRemoved.match(s);
    const auto other = none.hasMatch() ? none : otherwise.match(s);
    if (!other.hasMatch() || into->effect.isEmpty())
        return false;
    // The first branch follows the removal itself; "Otherwise" follows the first branch.
    const bool first = none.hasMatch();
    if (first ? !removesAllCountersFromSelf(into->effect.last())
              : (!into->effect.last().ifYouDont || countersRemovedBefore(into->effect, into->effect.size() - 1) < 0))
        return false;
    const AbilityDef before = *into;
    const QString body = other.captured(1);
    bool read = first && counterThenDraw(body, then, into);
    if (!read) {
        *into = before;
        read = then(body, into);
    }
    if (!read || into->effect.size() == before.effect.size()) {
        *into = before;
        return false;
    }
    for (int i = before.effect.size(); i < into->effect.size(); ++i) {
        Action& a = into->effect[i];
        if (a.optional || a.condition || a.ifYouDo || a.ifYouDont || a.otherwise || a.kind == ActionKind::Delayed) {
            *into = before;
            return false;
        }
        (first ? a.ifYouDont : a.ifYouDo) = true;
    }
    return true;
}

}   // namespace strata::import
