#include "RulesTextSpellChoices.h"
#include <algorithm>

namespace strata::rulestext {

namespace {

bool chosenType(const Selector* s)
{
    return s && s->subtypeChosen;
}

bool chosenType(const std::optional<Expr>& e);

bool chosenType(const Expr& e)
{
    return chosenType(e.selector.data())
        || std::any_of(e.args.cbegin(), e.args.cend(), [](const Expr& part) { return chosenType(part); });
}

bool chosenType(const std::optional<Expr>& e)
{
    return e && chosenType(*e);
}

}   // namespace

bool namesCreatureTypeChosen(const QVector<Action>& effect)
{
    return std::any_of(effect.cbegin(), effect.cend(), [](const Action& a) {
        if (namesCreatureTypeChosen(a.nested) || chosenType(a.object ? &*a.object : nullptr)
            || chosenType(a.to ? &*a.to : nullptr) || chosenType(a.amountOf))
            return true;
        if (!a.continuous)
            return false;
        return chosenType(a.continuous->affects.data())
            || std::any_of(a.continuous->ops.cbegin(), a.continuous->ops.cend(), [](const Op& op) {
                   return chosenType(op.power) || chosenType(op.toughness) || chosenType(op.filter.data());
               });
    });
}

}   // namespace strata::rulestext
