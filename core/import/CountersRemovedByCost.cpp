#include "CountersRemovedByCost.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

std::optional<Expr> countersRemovedAmount(const QString& text, bool each)
{
    static const QRegularExpression number(
        QStringLiteral("^the number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters removed this way$"));
    static const QRegularExpression forEach(QStringLiteral("^([+-]\\d+/[+-]\\d+|[a-z]+) counter removed this way$"));
    const auto m = (each ? forEach : number).match(text);
    if (!m.hasMatch())
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::CountersRemovedThisWay;
    e.counterKind = m.captured(1);
    return e;
}

namespace {

// The kinds of counters the amounts in `e` say were removed this way.
void removedKinds(const Expr& e, QStringList* kinds)
{
    if (e.kind == Expr::Kind::CountersRemovedThisWay)
        *kinds << e.counterKind;
    for (const Expr& part : e.args)
        removedKinds(part, kinds);
}

void removedKinds(const QVector<Action>& actions, QStringList* kinds)
{
    for (const Action& a : actions) {
        for (const auto* e : {&a.amountOf, &a.drain})
            if (*e)
                removedKinds(**e, kinds);
        if (a.continuous)
            for (const Op& op : a.continuous->ops)
                for (const auto* e : {&op.power, &op.toughness})
                    if (*e)
                        removedKinds(**e, kinds);
        removedKinds(a.nested, kinds);
    }
}

}   // namespace

bool removedCountersPaidFor(const AbilityDef& ability)
{
    QStringList kinds;
    removedKinds(ability.effect, &kinds);
    for (const AbilityPtr& mode : ability.modes)
        removedKinds(mode->effect, &kinds);
    // 601.2h, 602.2b: the cost is paid before the ability resolves; the number it removed is the activation's X.
    const bool xCost = std::any_of(ability.costParts.cbegin(), ability.costParts.cend(),
        [](const CostPart& c) { return c.mana.contains(QLatin1String("{X}")) || c.amountX; });
    return std::all_of(kinds.cbegin(), kinds.cend(), [&](const QString& kind) {
        return ability.kind == AbilityDef::Kind::Activated && !xCost
            && std::count_if(ability.costParts.cbegin(), ability.costParts.cend(), [&](const CostPart& c) {
                   return c.kind == CostKind::RemoveAllCounters;
               }) == 1
            && std::any_of(ability.costParts.cbegin(), ability.costParts.cend(), [&](const CostPart& c) {
                   return c.kind == CostKind::RemoveAllCounters && c.counterKind == kind;
               });
    });
}

bool wholeGroupsRemovedAction(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& action)
{
    static const QRegularExpression groups(
        QStringLiteral("^for each (two|three|four|five|six|seven|eight|nine|ten) counters removed this way, (.+)$"));
    const auto m = groups.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Activated)
        return false;
    // The one cost that removes all counters of a kind says which counters were removed.
    QStringList kinds;
    for (const CostPart& c : into->costParts)
        if (c.kind == CostKind::RemoveAllCounters)
            kinds << c.counterKind;
    if (kinds.size() != 1)
        return false;
    const int before = into->effect.size();
    if (!action(m.captured(2), into) || into->effect.size() != before + 1) {
        into->effect.resize(before);
        return false;
    }
    Action& a = into->effect.last();
    if (a.kind != ActionKind::ExtraTurn || a.amount.n != 1 || a.amountOf || !a.who.isEmpty() || a.optional || a.condition) {
        into->effect.resize(before);
        return false;
    }
    static const QStringList sizes = {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    Expr removed;
    removed.kind = Expr::Kind::CountersRemovedThisWay;
    removed.counterKind = kinds.first();
    Expr whole;
    whole.kind = Expr::Kind::WholeGroupsOf;
    whole.value = int(sizes.indexOf(m.captured(1))) + 2;
    whole.args << removed;
    a.amountOf = whole;
    a.amount = Amount::number(0);
    return true;
}

}   // namespace strata::import
