#include "JoinedPairs.h"
#include <algorithm>

namespace strata {

namespace {

// The instructions a plain "and you gain N life" follows in one sentence. Not a destroy: "Destroy target
// creature. You gain 4 life." (Feast of Blood) is two sentences, which the model would not tell apart.
bool gainFollows(const Action& first)
{
    switch (first.kind) {
    case ActionKind::DamageEachOpponent:
        return first.who.isEmpty() && !first.amountOf;
    // Round 32: also "target player puts the top X cards of their library into their graveyard and you gain X
    // life" (Psychic Drain); no card of the dev set prints a target player's mill and a gain as two sentences.
    case ActionKind::Mill:
        return (first.who.isEmpty() || first.who == QLatin1String("target_player")) && !first.amountOf;
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

// Round 22, the Swords: "~ deals 2 damage to any target and you draw a card" (Sword of Fire and Ice,
// Midnight Reaper), "that player discards a card and you untap all lands you control" (Feast and Famine),
// "you create a 2/2 green Wolf creature token and that player puts the top ten cards of their library into
// their graveyard" (Body and Mind). No card of the dev set prints these pairs as two sentences.
bool swordPair(const Action& first, const Action& second)
{
    const bool plain = !first.amountOf && !second.amountOf;
    if (first.kind == ActionKind::Damage && second.kind == ActionKind::Draw)
        return plain && second.who.isEmpty() && !second.amount.x;
    if (first.kind == ActionKind::Discard && second.kind == ActionKind::Untap)
        return plain && first.who == QLatin1String("that_player") && second.object && !second.object->isRef();
    if (first.kind == ActionKind::CreateToken && second.kind == ActionKind::Mill)
        return plain && first.who.isEmpty() && second.who == QLatin1String("that_player");
    return false;
}

// Round 27: "sacrifice ~ and it deals 3 damage to target player or planeswalker" (Mogg Bombers), "exile it
// and put a +1/+1 counter on each Vampire you control" (Patron of the Vein): ~ sacrificed or the event's
// object exiled, then an instruction of the same resolution. No card of the dev set prints "Sacrifice ~."
// or "Exile it." and a plain instruction as two sentences. Round 30: "return ~ to its owner's hand and create
// five 1/1 … tokens" (Thopter Assembly); the dev set's "Return ~ to its owner's hand." before another
// sentence is after "If you do," or a condition, never plain. Also "If you can't, tap ~ and it deals 9 damage
// to you" (Archdemon of Greed): ~ tapped, then its damage, both after the failed sacrifice (701.17a).
// Round 38: "untap ~ and it gets +1/+1 until end of turn" (Harsh Deceiver): ~ untapped, then its own change of power
// and toughness. Not a keyword it gains: Benthicore prints "Untap ~. It gains shroud until end of turn."
bool untapThenChange(const Action& first, const Action& second)
{
    return first.kind == ActionKind::Untap && first.object && first.object->ref == Selector::Ref::Self && first.who.isEmpty()
        && second.kind == ActionKind::Continuous && second.continuous && second.continuous->affects
        && second.continuous->affects->ref == Selector::Ref::Self && second.continuous->duration == Duration::EndOfTurn
        && !second.continuous->ops.isEmpty()
        && std::all_of(second.continuous->ops.cbegin(), second.continuous->ops.cend(),
            [](const Op& op) { return op.kind == Op::Kind::ModifyPT; })
        && !second.optional;
}

bool movedThen(const Action& first, const Action& second)
{
    const auto self = [](const Action& a) { return a.object && a.object->ref == Selector::Ref::Self; };
    const bool sacrificeSelf = first.kind == ActionKind::Sacrifice && self(first);
    const bool exileIt = first.kind == ActionKind::Exile && first.object && first.object->ref == Selector::Ref::It;
    const bool returnSelf = first.kind == ActionKind::ReturnToHand && self(first);
    // Round 38: "If you can't sacrifice a creature, tap ~ and you lose 7 life" (Xathrid Demon); no card of the dev set
    // prints "Tap ~." and "You lose N life." as two sentences.
    const bool tapSelfDeals = first.kind == ActionKind::Tap && self(first)
        && (second.kind == ActionKind::Damage || (second.kind == ActionKind::LoseLife && second.who.isEmpty() && !second.amountOf));
    const bool sameNoBranch = !first.ifYouDont && !second.ifYouDont;
    // Round 34: "If you can't, return ~ to its owner's hand and you get {E}" (Greenbelt Rampager): both in the branch.
    const bool returnSelfGets = returnSelf && second.kind == ActionKind::GetEnergy;
    const bool bothIfCant = (tapSelfDeals || returnSelfGets) && first.ifYouDont && second.ifYouDont;
    return (sacrificeSelf || exileIt || returnSelf || tapSelfDeals || untapThenChange(first, second)) && first.who.isEmpty()
        && !first.ifYouDo
        && !first.otherwise && !second.ifYouDo && !second.otherwise && (sameNoBranch || bothIfCant);
}

// Round 35: "return all other creatures to their owners' hands and you skip your next turn" (Waterspout Elemental):
// a set returned, then your skip (614.10). The dev set's "… . You skip your next turn." follow a change of ~, a draw
// or ~ returned from the graveyard (Chronatog, Meditate, Chronosavant), never a set returned.
bool skipFollows(const Action& first, const Action& second)
{
    const bool skip = second.kind == ActionKind::SkipTurns || second.kind == ActionKind::SkipDrawSteps;
    return skip && second.who.isEmpty() && first.kind == ActionKind::ReturnToHand && first.object && !first.object->isRef()
        && first.who.isEmpty() && !first.amountOf && !first.ifYouDo && !first.ifYouDont && !first.otherwise
        && !second.ifYouDo && !second.ifYouDont && !second.otherwise;
}

}   // namespace

// Round 22: "you gain 3 life and you may return up to one target creature card from your graveyard to
// your hand" (Sword of Light and Shadow): the gain, then the choice of the second instruction (603.5).
bool gainThenChoice(const Action& first, const Action& second)
{
    return first.kind == ActionKind::GainLife && first.who.isEmpty() && !first.amountOf && !first.optional
        && !first.condition && second.optional && second.kind == ActionKind::ReturnToHand && !second.condition
        && !second.then && second.object && second.object->ref == Selector::Ref::Target;
}

bool writtenAsOneSentence(const Action& first, const Action& second)
{
    if (gainThenChoice(first, second))
        return true;
    if (first.optional || second.optional || second.then)
        return false;
    // Round 38: "If no counters were removed this way, put a flood counter on ~ and draw a card." (Bounty of the Luxa):
    // both in the one branch; no card of the dev set prints "Put a … counter on ~. Draw a card." as two sentences.
    if (first.kind == ActionKind::PutCounter && second.kind == ActionKind::Draw && first.ifYouDont && second.ifYouDont)
        return first.object && first.object->ref == Selector::Ref::Self && first.who.isEmpty() && !first.amountOf
            && second.who.isEmpty() && !second.amountOf && !first.condition && !second.condition;
    // Round 32: "Then if ~ has two or more velocity counters on it, sacrifice ~ and draw two cards." (Daredevil
    // Dragster): ~ sacrificed, then the draw, both under the one condition.
    // Round 38: "If it's a land card, untap ~ and it gets +1/+1 until end of turn" (Harsh Deceiver): the same, ~
    // untapped, then its own change until end of turn.
    if (first.condition || second.condition) {
        const bool sacrificeDraw = first.kind == ActionKind::Sacrifice && first.object && first.object->ref == Selector::Ref::Self
            && first.who.isEmpty() && second.kind == ActionKind::Draw && second.who.isEmpty() && !second.amountOf;
        return first.condition && second.condition && *first.condition == *second.condition
            && (sacrificeDraw || untapThenChange(first, second)) && !first.ifYouDo && !first.ifYouDont && !first.otherwise
            && !second.ifYouDo && !second.ifYouDont && !second.otherwise;
    }
    if (movedThen(first, second) || skipFollows(first, second) || delayedReturnThenSkip(first, second))
        return true;
    // "destroy target artifact defending player controls and ~ assigns no combat damage this turn" (Goblin
    // Vandal), "~ assigns no combat damage this turn and defending player loses 2 life" (Keeper of
    // Tresserhorn): one instruction beside the rule, both after "If you do," or neither.
    if (noCombatDamageOnSelf(first) != noCombatDamageOnSelf(second))
        return first.ifYouDo == second.ifYouDo && !first.ifYouDont && !second.ifYouDont && first.kind != ActionKind::Draw;
    // Round 23: "~ deals damage to that player equal to the number of cards in their hand and you gain 1 life
    // for each card in your hand" (Sword of War and Peace).
    if (first.kind == ActionKind::Damage && first.who == QLatin1String("that_player") && first.amountOf
        && first.amountOf->kind == Expr::Kind::CardsInHand && second.kind == ActionKind::GainLife && second.who.isEmpty()
        && second.amountOf && second.amount.n > 0)
        return true;
    if (second.kind == ActionKind::GainLife)
        return second.who.isEmpty() && !second.amountOf && gainFollows(first);
    if (swordPair(first, second))
        return true;
    // "target opponent discards a card and you draw a card" (Psychic Symbiont)
    if (first.kind == ActionKind::Discard && first.who == QLatin1String("target_player") && !first.amountOf
        && second.kind == ActionKind::Draw && second.who.isEmpty() && !second.amountOf)
        return true;
    // "you draw a card and each opponent discards a card" (Disinformation Campaign)
    return first.kind == ActionKind::Draw && first.who.isEmpty() && !first.amountOf && second.kind == ActionKind::Discard
        && second.who == QLatin1String("each_opponent") && !second.amountOf;
}

bool sharedAmountPair(const Action& first, const Action& second)
{
    // Round 32: or the creature the effect just sacrificed, "where X is that creature's power" (Disciple of Bolas).
    const auto eventObjectPT = [](const std::optional<Expr>& e) {
        return e
            && (((e->kind == Expr::Kind::PowerOfTarget || e->kind == Expr::Kind::ToughnessOfTarget) && e->who == QLatin1String("it_pronoun"))
                || e->kind == Expr::Kind::PowerOfSacrificed || e->kind == Expr::Kind::ToughnessOfSacrificed);
    };
    return first.kind == ActionKind::GainLife && second.kind == ActionKind::Draw && first.who.isEmpty()
        && second.who.isEmpty() && eventObjectPT(first.amountOf) && second.amountOf == first.amountOf && !first.optional
        && !second.optional && !first.condition && !second.condition;
}

bool delayedReturnThenSkip(const Action& first, const Action& second)
{
    const auto plain = [](const Action& a) { return !a.ifYouDo && !a.ifYouDont && !a.otherwise && !a.optional && !a.condition; };
    return first.kind == ActionKind::Delayed && first.event == TriggerEvent::EndStep && first.nested.size() == 1
        && first.nested[0].kind == ActionKind::ReturnToBattlefield && first.nested[0].object
        && first.nested[0].object->ref == Selector::Ref::Self && second.kind == ActionKind::SkipDrawSteps
        && second.who.isEmpty() && plain(first) && plain(second);
}

bool destroyOpponentsThenGain(const Action& first, const Action& second, const Selector* target)
{
    // The dev set's two sentences "Destroy target …. You gain N life." (Feast of Blood, Dark Offering, Cursebreak and
    // eight more) all target without a controller; only the target an opponent controls is joined.
    const auto plain = [](const Action& a) {
        return a.who.isEmpty() && !a.amountOf && !a.amount.x && !a.optional && !a.condition && !a.ifYouDo && !a.ifYouDont
            && !a.otherwise && !a.then;
    };
    return target && target->controller == Selector::Who::Opponent && target->anyOf.isEmpty()
        && first.kind == ActionKind::Destroy && first.object && first.object->ref == Selector::Ref::Target
        && second.kind == ActionKind::GainLife && plain(first) && plain(second);
}

bool writtenAsOneSentence(const Action& first, const Action& second, const QVector<Selector>& targets)
{
    return writtenAsOneSentence(first, second)
        || destroyOpponentsThenGain(first, second, targets.size() == 1 ? &targets.first() : nullptr);
}

}   // namespace strata
