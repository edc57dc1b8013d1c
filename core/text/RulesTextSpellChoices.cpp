#include "RulesTextSpellChoices.h"
#include <algorithm>

namespace strata::rulestext {

namespace {

// Whether a selector names the choice: its chosen type, or its chosen colour.
using Names = bool (*)(const Selector&);

bool names(Names chosen, const Selector* s)
{
    return s && chosen(*s);
}

bool names(Names chosen, const Expr& e)
{
    return names(chosen, e.selector.data())
        || std::any_of(e.args.cbegin(), e.args.cend(), [chosen](const Expr& part) { return names(chosen, part); });
}

bool names(Names chosen, const std::optional<Expr>& e)
{
    return e && names(chosen, *e);
}

bool names(Names chosen, const QVector<Action>& effect)
{
    return std::any_of(effect.cbegin(), effect.cend(), [chosen](const Action& a) {
        if (names(chosen, a.nested) || names(chosen, a.object ? &*a.object : nullptr)
            || names(chosen, a.to ? &*a.to : nullptr) || names(chosen, a.amountOf))
            return true;
        if (!a.continuous)
            return false;
        return names(chosen, a.continuous->affects.data())
            || std::any_of(a.continuous->ops.cbegin(), a.continuous->ops.cend(), [chosen](const Op& op) {
                   return names(chosen, op.power) || names(chosen, op.toughness) || names(chosen, op.filter.data());
               });
    });
}

}   // namespace

bool namesCreatureTypeChosen(const QVector<Action>& effect)
{
    return names([](const Selector& s) { return s.subtypeChosen; }, effect);
}

bool namesColorChosen(const QVector<Action>& effect)
{
    return names([](const Selector& s) { return s.colorChosen; }, effect);
}

}   // namespace strata::rulestext
