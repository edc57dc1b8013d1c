#include "JoinedPairs.h"

namespace strata {

namespace {

// The instructions a plain "and you gain N life" follows in one sentence. Not a destroy: "Destroy target
// creature. You gain 4 life." (Feast of Blood) is two sentences, which the model would not tell apart.
bool gainFollows(const Action& first)
{
    switch (first.kind) {
    case ActionKind::DamageEachOpponent:
    case ActionKind::Mill:
        return first.who.isEmpty() && !first.amountOf;
    case ActionKind::Discard:
        return first.who == QLatin1String("each_opponent") && !first.amountOf;
    case ActionKind::Continuous:   // "~ gets +1/+1 until end of turn"
        return first.continuous && first.continuous->affects && first.continuous->affects->ref == Selector::Ref::Self
            && first.continuous->duration == Duration::EndOfTurn;
    default:
        return false;
    }
}

// "~ assigns no combat damage this turn" (510.1a), a rule on ~ until the turn ends.
bool noCombatDamageOnSelf(const Action& a)
{
    return a.kind == ActionKind::Continuous && a.continuous && a.continuous->affects
        && a.continuous->affects->ref == Selector::Ref::Self && a.continuous->duration == Duration::EndOfTurn
        && a.continuous->ops.size() == 1 && a.continuous->ops[0].kind == Op::Kind::Rule
        && a.continuous->ops[0].rule == RuleName::AssignsNoCombatDamage;
}

}   // namespace

bool writtenAsOneSentence(const Action& first, const Action& second)
{
    if (first.optional || second.optional || first.condition || second.condition || second.then)
        return false;
    // "destroy target artifact defending player controls and ~ assigns no combat damage this turn" (Goblin
    // Vandal), "~ assigns no combat damage this turn and defending player loses 2 life" (Keeper of
    // Tresserhorn): one instruction beside the rule, both after "If you do," or neither.
    if (noCombatDamageOnSelf(first) != noCombatDamageOnSelf(second))
        return first.ifYouDo == second.ifYouDo && !first.ifYouDont && !second.ifYouDont && first.kind != ActionKind::Draw;
    if (second.kind == ActionKind::GainLife)
        return second.who.isEmpty() && !second.amountOf && gainFollows(first);
    // "target opponent discards a card and you draw a card" (Psychic Symbiont)
    if (first.kind == ActionKind::Discard && first.who == QLatin1String("target_player") && !first.amountOf
        && second.kind == ActionKind::Draw && second.who.isEmpty() && !second.amountOf)
        return true;
    // "you draw a card and each opponent discards a card" (Disinformation Campaign)
    return first.kind == ActionKind::Draw && first.who.isEmpty() && !first.amountOf && second.kind == ActionKind::Discard
        && second.who == QLatin1String("each_opponent") && !second.amountOf;
}

}   // namespace strata
