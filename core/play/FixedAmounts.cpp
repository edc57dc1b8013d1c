#include "FixedAmounts.h"
#include "engine/Evaluator.h"
#include "model/Choices.h"
#include <algorithm>
#include <functional>

namespace strata {

namespace {

// Amounts the resolution already fixes (X) or that the event gives (that much) stay as they are.
// Round 30: the target's power is fixed here too (608.2h; the choices' X when the scenario records it,
// Evaluator): "+X/+X, where X is that creature's power" (Xenagos, God of Revels) would otherwise count the
// power its own +X already raised when it comes to the toughness.
bool counted(const std::optional<Expr>& e)
{
    if (!e || e->isConst())
        return false;
    const Expr& inner = e->kind == Expr::Kind::Neg && !e->args.isEmpty() ? e->args.first() : *e;
    switch (inner.kind) {
    case Expr::Kind::Const:
    case Expr::Kind::X:
    case Expr::Kind::EventAmount:
    case Expr::Kind::LifeLostThisWay:
        return false;
    default:
        return true;
    }
}

}   // namespace

AbilityPtr withAmountsFixed(const AbilityPtr& ability, const GameState& state, const QVector<Characteristics>& chars,
    const ContinuousEffect& probe)
{
    if (!ability)
        return ability;
    QSharedPointer<AbilityDef> fixed;
    const Evaluator eval(state, chars);
    for (int i = 0; i < ability->effect.size(); ++i) {
        const Action& a = ability->effect[i];
        if (a.kind != ActionKind::Continuous || !a.continuous)
            continue;
        // "for each of its colors": the one target's, as it is now; a set of objects keeps counting
        // each of its own.
        const bool oneTarget = a.continuous->affects && a.continuous->affects->ref == Selector::Ref::Target
            && probe.targets.size() == 1 && probe.targets.first() >= 0;
        for (int k = 0; k < a.continuous->ops.size(); ++k) {
            const Op& op = a.continuous->ops[k];
            // Round 36: a base power or toughness set is fixed alike (608.2h, 613.4b): Wall of Tombstones' "1 plus the
            // number of …", Vastwood Animist's "becomes an X/X Elemental creature …, where X is the number of Allies".
            if (op.kind != Op::Kind::ModifyPT && op.kind != Op::Kind::SetPT)
                continue;
            for (const bool power : {true, false}) {
                const std::optional<Expr>& e = power ? op.power : op.toughness;
                if (!counted(e) || (e->perObject() && !oneTarget))
                    continue;
                const int value = eval.evaluate(*e, probe, oneTarget ? probe.targets.first() : -1);
                if (!fixed)
                    fixed = QSharedPointer<AbilityDef>::create(*ability);
                Op& into = fixed->effect[i].continuous->ops[k];
                (power ? into.power : into.toughness) = Expr::constant(value);
            }
        }
    }
    return fixed ? AbilityPtr(fixed) : ability;
}

namespace {

// The ability again with each change of power and toughness whose amount `valueOf` knows (the inner amount of
// "-X" too) made that constant; the same ability when it knows none.
AbilityPtr withChangesFixed(const AbilityPtr& ability, const std::function<std::optional<int>(const Expr&)>& valueOf)
{
    if (!ability)
        return ability;
    const auto fixedValue = [&](const Expr& e) -> std::optional<Expr> {
        const bool negated = e.kind == Expr::Kind::Neg && !e.args.isEmpty();
        const std::optional<int> value = valueOf(negated ? e.args.first() : e);
        if (!value)
            return std::nullopt;
        return Expr::constant(negated ? -*value : *value);
    };
    QSharedPointer<AbilityDef> fixed;
    for (int i = 0; i < ability->effect.size(); ++i) {
        const Action& a = ability->effect[i];
        for (int k = 0; a.kind == ActionKind::Continuous && a.continuous && k < a.continuous->ops.size(); ++k) {
            const Op& op = a.continuous->ops[k];
            for (const bool p : {true, false}) {
                const std::optional<Expr>& e = p ? op.power : op.toughness;
                const std::optional<Expr> value = e ? fixedValue(*e) : std::nullopt;
                if (op.kind != Op::Kind::ModifyPT || !value)
                    continue;
                if (!fixed)
                    fixed = QSharedPointer<AbilityDef>::create(*ability);
                Op& into = fixed->effect[i].continuous->ops[k];
                (p ? into.power : into.toughness) = *value;
            }
        }
    }
    return fixed ? AbilityPtr(fixed) : ability;
}

}   // namespace

AbilityPtr withSacrificedFixed(const AbilityPtr& ability, int power, int toughness)
{
    return withChangesFixed(ability, [&](const Expr& e) -> std::optional<int> {
        if (e.kind != Expr::Kind::PowerOfSacrificed && e.kind != Expr::Kind::ToughnessOfSacrificed)
            return std::nullopt;
        return e.kind == Expr::Kind::PowerOfSacrificed ? power : toughness;
    });
}

AbilityPtr withMovedManaValueFixed(const AbilityPtr& ability, int manaValue)
{
    return withChangesFixed(ability, [&](const Expr& e) -> std::optional<int> {
        // Round 37: "that card's" is the card moved too (Erratic Mutation's card found).
        if (e.kind != Expr::Kind::ManaValueOfMoved || (!e.who.isEmpty() && e.who != QLatin1String("that_card")))
            return std::nullopt;
        return manaValue;
    });
}

AbilityPtr withDefendersCountsFixed(const AbilityPtr& ability, const std::function<int(const Selector&)>& countOf)
{
    return withChangesFixed(ability, [&](const Expr& e) -> std::optional<int> {
        if (e.kind != Expr::Kind::Count || !e.selector || e.selector->whose != QLatin1String("defending_player"))
            return std::nullopt;
        return countOf(*e.selector);
    });
}

AbilityPtr withAlternativeChosen(const AbilityPtr& ability, const Choices& choices)
{
    if (!ability)
        return ability;
    QSharedPointer<AbilityDef> chosen;
    for (int i = 0; i < ability->effect.size(); ++i) {
        const Action& a = ability->effect[i];
        if (a.kind != ActionKind::ChooseOne || a.nested.isEmpty())
            continue;
        const int k = choices.mode && *choices.mode >= 1 && *choices.mode <= a.nested.size() ? *choices.mode - 1 : 0;
        if (!chosen)
            chosen = QSharedPointer<AbilityDef>::create(*ability);
        chosen->effect[i] = a.nested[k];
    }
    return chosen ? AbilityPtr(chosen) : ability;
}

bool countsChosenKind(const Expr& e)
{
    if (e.selector && (e.selector->subtypeChosen || e.selector->colorChosen))
        return true;
    return std::any_of(e.args.cbegin(), e.args.cend(), countsChosenKind);
}

}   // namespace strata
