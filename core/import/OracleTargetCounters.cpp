#include "OracleTargetCounters.h"
#include "CountOf.h"
#include "OracleSpellConditions.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

bool countersFromIt(const QString& s, AbilityDef* into)
{
    static const QRegularExpression fromIt(
        QStringLiteral("^remove (all|a|an|one|two|three) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? from it$"));
    const auto m = fromIt.match(s);
    if (!m.hasMatch() || !itNamesTheTarget(*into))
        return false;
    const bool all = m.captured(1) == QLatin1String("all");
    const std::optional<int> n = all ? std::optional<int>(0) : numberWord(m.captured(1));
    if (!n || s.contains(QLatin1String(" counters from")) != (all || *n > 1))
        return false;
    Action a;
    a.kind = ActionKind::RemoveCounter;
    Selector target;
    target.ref = Selector::Ref::Target;
    a.object = target;
    // "all": as many as are on it as the action happens, as "remove all +1/+1 counters from ~" reads it
    a.counters = Counters{m.captured(2), all ? Amount{true, 0} : Amount::number(*n)};
    if (all)
        a.amountOf = countersOnSource(m.captured(2));
    into->effect << a;
    return true;
}

bool countersFromTarget(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*, Selector::Ref*)>& target)
{
    static const QRegularExpression fromTarget(
        QStringLiteral("^remove all ([+-]\\d+/[+-]\\d+|[a-z]+) counters from (target .+)$"));
    const auto m = fromTarget.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Spell || !into->targets.isEmpty() || !into->effect.isEmpty())
        return false;
    Selector::Ref r = Selector::Ref::None;
    if (!target(m.captured(2), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
        into->targets.clear();
        return false;
    }
    Action a;
    a.kind = ActionKind::RemoveCounter;
    Selector named;
    named.ref = r;
    a.object = named;
    // as many as are on it as the action happens (122.8), as "remove all … counters from it" reads it
    a.counters = Counters{m.captured(1), Amount{true, 0}};
    a.amountOf = countersOnSource(m.captured(1));
    into->effect << a;
    return true;
}

bool countersOfAnyKindFromTarget(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*, Selector::Ref*)>& target)
{
    static const QRegularExpression anyKind(QStringLiteral("^remove (a counter|all counters) from (target .+)$"));
    const auto m = anyKind.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty() || !into->effect.isEmpty())
        return false;
    Selector::Ref r = Selector::Ref::None;
    // A permanent's counters only: a player's (122.1) and a card's elsewhere are not read.
    const auto permanent = [](const Selector& t) {
        return t.where == Selector::Where::Battlefield && t.anyOf.isEmpty() && t.word != QLatin1String("player")
            && t.word != QLatin1String("any_target") && t.word != QLatin1String("spell");
    };
    if (!target(m.captured(2), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1
        || !permanent(into->targets.first())) {
        into->targets.clear();
        return false;
    }
    const bool all = m.captured(1) == QLatin1String("all counters");
    Action a;
    a.kind = ActionKind::RemoveCounter;
    Selector named;
    named.ref = r;
    a.object = named;
    a.counters = Counters{QStringLiteral("any"), all ? Amount{true, 0} : Amount::number(1)};
    if (all)   // as many of each kind as are on it as the action happens, as "remove all KIND counters" reads it
        a.amountOf = countersOnSource(QStringLiteral("any"));
    into->effect << a;
    return true;
}

}   // namespace strata::import
