#include "OracleEventPlayers.h"
#include "OracleParser.h"
#include <QRegularExpression>
#include <algorithm>
#include <functional>

namespace strata::import {

namespace {

// The events whose creature attacks: the defending player of 508.5a is known to the event player, also as
// ~ is exerted (701.43a: as it attacks).
bool attacks(TriggerEvent e)
{
    return attackEvent(e) || e == TriggerEvent::SelfExerted;
}

bool hasPlayerTarget(const AbilityDef& a)
{
    return std::any_of(a.targets.cbegin(), a.targets.cend(), [](const Selector& t) { return t.word == QLatin1String("player"); });
}

bool fits(const Selector& s, const AbilityDef& a)
{
    if (s.whose.isEmpty())
        return true;
    // Round 22: "tap all lands target player controls" (Gulf Squid): the trigger's own player target.
    if (s.whose == QLatin1String("target_player"))
        return hasPlayerTarget(a);
    if (s.whose == QLatin1String("defending_player"))
        return attacks(a.event);
    // Round 39: "… target nonland permanent an opponent controls and all other … that player controls" (Deputy of
    // Detention): the controller of the trigger's one permanent target (ActionPerformer::players).
    if (s.whose == QLatin1String("controller_of_target"))
        return a.targets.size() == 1 && a.targets[0].word != QLatin1String("player");
    return s.whose == QLatin1String("that_player") && namesOnePlayer(a);
}

// Round 22: the layer engine reads "target player" of a continuous effect's set, the resolved effect's
// player target; no other player of a trigger.
bool engineReads(const Selector& s)
{
    return s.whose.isEmpty() || s.whose == QLatin1String("target_player");
}

// Round 38: "creatures defending player controls get -1/-1 until end of turn" (Silumgar, the Drifting Death):
// a change of characteristics only, whose set the event player fixes as the ability resolves (611.2c),
// selecting it as an action's objects (with the defending player, 508.5a) and keeping them as the effect's
// objects, as it does for a target player's set; the layer engine reads those objects, never the player. A
// rule ("can't block") reaches later objects, so it is not fixed.
bool fixedWithDefendingPlayer(const Action& x)
{
    return x.continuous && x.continuous->affects && !x.continuous->affects->isRef()
        && x.continuous->affects->whose == QLatin1String("defending_player") && !x.continuous->ops.isEmpty()
        && std::all_of(x.continuous->ops.cbegin(), x.continuous->ops.cend(),
            [](const Op& op) { return op.kind != Op::Kind::Rule && op.kind != Op::Kind::PlayerRule; });
}

// Round 40: "it gets +X/+0 until end of turn, where X is the number of lands defending player controls" (Terra Ravager):
// the changes of power or toughness that count a set of the defending player's, which the event player counts as the
// ability resolves (608.2h, 508.5a; FixedAmounts' withDefendersCountsFixed), so the layer engine never reads them.
int defendersCountsFixed(const Action& x)
{
    const auto counts = [](const std::optional<Expr>& e) {
        const Expr* inner = e && e->kind == Expr::Kind::Neg && !e->args.isEmpty() ? &e->args.first() : e ? &*e : nullptr;
        return inner && inner->kind == Expr::Kind::Count && inner->selector
            && inner->selector->whose == QLatin1String("defending_player");
    };
    int n = 0;
    for (const Op& op : x.continuous ? x.continuous->ops : QVector<Op>())
        n += op.kind == Op::Kind::ModifyPT && (counts(op.power) || counts(op.toughness)) ? 1 : 0;
    return n;
}

// Only an action's objects and the targets are selected with the trigger's player; a continuous effect
// (the layer engine, but for its target player), an amount or a destination would ignore it.
bool actionsFit(const QVector<Action>& effect, const AbilityDef& a)
{
    for (const Action& x : effect) {
        if (x.object && (!fits(*x.object, a) || (x.continuous && !engineReads(*x.object))))
            return false;
        // Round 23: "deal 1 damage to each creature defending player controls" (Ronin Cliffrider): the
        // event player selects what is dealt damage as it selects an action's objects.
        if (x.to && !x.to->whose.isEmpty() && (x.to->isRef() || !fits(*x.to, a)))
            return false;
        if (x.continuous && x.continuous->affects && !engineReads(*x.continuous->affects)
            && !(fixedWithDefendingPlayer(x) && fits(*x.continuous->affects, a)))
            return false;
        // Round 27: "for each artifact that player controls" (Emissary of Hope): the event player counts the
        // set it would select (ActionPerformer::amountOf); the layer engine reads no trigger's player.
        if (x.amountOf && x.amountOf->selector && !engineReads(*x.amountOf->selector)
            && (x.continuous || !fits(*x.amountOf->selector, a)))
            return false;
        // Round 38: "… unless they control a commander" (Crimson Honor Guard): the one player the event names, which
        // the event player asks the condition of (ActionPerformer::conditionHolds).
        if (x.condition && !x.condition->who.isEmpty() && !(x.condition->who == QLatin1String("that_player") && namesOnePlayer(a)))
            return false;
        if (defendersCountsFixed(x) > 0 && !attacks(a.event))
            return false;
        if (!actionsFit(x.nested, a))
            return false;
    }
    return true;
}

// How many selectors name a trigger's player where the event player reads them: its targets and its
// actions' objects (each one checked by partFits).
int whoseRead(const AbilityDef& part)
{
    int n = 0;
    for (const Selector& t : part.targets)
        n += t.whose.isEmpty() ? 0 : 1;
    std::function<void(const QVector<Action>&)> objects = [&](const QVector<Action>& effect) {
        for (const Action& x : effect) {
            n += x.object && !x.object->whose.isEmpty() ? 1 : 0;
            n += x.to && !x.to->whose.isEmpty() ? 1 : 0;   // round 23: what damage is dealt to
            n += x.amountOf && x.amountOf->selector && !x.amountOf->selector->whose.isEmpty() ? 1 : 0;   // round 27
            n += fixedWithDefendingPlayer(x) ? 1 : 0;   // round 38: Silumgar's set
            n += defendersCountsFixed(x);   // round 40: Terra Ravager's count
            objects(x.nested);
        }
    };
    objects(part.effect);
    for (const AbilityPtr& mode : part.modes)
        n += mode ? whoseRead(*mode) : 0;
    return n;
}

// What `whoseRead` counts in a trigger, and (round 27) in the triggers a static ability grants in quotes
// ("~ has \"Whenever ~ attacks, it deals 7 damage to target creature defending player controls.\"",
// Tyrant's Familiar): each is a trigger of the object that has it, read as the object's own (113.6).
int readByTriggers(const AbilityDef& a)
{
    int n = a.kind == AbilityDef::Kind::Triggered ? whoseRead(a) : 0;
    for (const Op& op : a.ops)
        for (const AbilityPtr& granted : op.abilities)
            if (granted && granted->kind == AbilityDef::Kind::Triggered && eventPlayersFit(*granted))
                n += whoseRead(*granted);
    return n;
}

// Round 28: "~ can't be blocked as long as defending player controls an enchantment" (Bubbling Beebles):
// a static of ~'s own, which the layer engine reads as ~ attacks (Evaluator::holds: 506.2; a source not
// attacking has no defending player, so the condition is false). Only what matters while ~ attacks: its
// P/T and the rules of how it is blocked (509.1b); "can't attack" under it would be asked
// before ~ attacks, when the condition can't hold.
bool readWhileAttacking(const AbilityDef& a)
{
    if (a.kind != AbilityDef::Kind::Static || !a.condition || a.condition->who != QLatin1String("defending_player")
        || !a.affects || a.affects->ref != Selector::Ref::Self || a.ops.isEmpty())
        return false;
    static const QVector<RuleName> blockedRules = {RuleName::CantBeBlocked, RuleName::CantBeBlockedByWalls,
        RuleName::CantBeBlockedByPowerOrLess, RuleName::CantBeBlockedByPowerOrGreater, RuleName::CantBeBlockedBy,
        RuleName::CantBeBlockedExceptBy, RuleName::CantBeBlockedByMoreThanOne};
    return std::all_of(a.ops.cbegin(), a.ops.cend(), [](const Op& op) {
        return op.kind == Op::Kind::ModifyPT || (op.kind == Op::Kind::Rule && blockedRules.contains(op.rule));
    });
}

// `part` is the trigger itself or one of its modes (700.2), `a` the trigger.
bool partFits(const AbilityDef& part, const AbilityDef& a)
{
    // "if that player has …" (Condition::who): the intervening "if" of a trigger naming one player (603.4)
    if (part.condition && !part.condition->who.isEmpty())
        return false;
    // Round 30: "Whenever ~ attacks, if defending player controls no …" (Spectral Bears): the player ~
    // attacks, whom the layer engine finds from ~ itself (Evaluator::holds, 506.2), no player of the event.
    const bool defenderOfAttacker = part.triggerIf && part.triggerIf->who == QLatin1String("defending_player")
        && &part == &a && a.event == TriggerEvent::SelfAttacks;
    // Round 39: "if each player has 10 or less life" (Cryptolith Fragment) asks every player in the game, none of the
    // event; so does a state trigger's "When a player has no cards in hand, …" (Veiled Crocodile, 603.8).
    const bool everyPlayer = part.triggerIf && part.triggerIf->who == QLatin1String("any_player");
    if (part.triggerIf && !part.triggerIf->who.isEmpty() && !defenderOfAttacker && !everyPlayer
        && (&part != &a || !namesOnePlayer(a)))
        return false;
    for (const Selector& t : part.targets)
        if (!fits(t, a))
            return false;
    if (!actionsFit(part.effect, a))
        return false;
    for (const AbilityPtr& mode : part.modes)
        if (mode && !partFits(*mode, a))
            return false;
    return true;
}

}   // namespace

bool eventPlayersFit(const AbilityDef& a)
{
    return partFits(a, a);
}

QString theyAsThatPlayer(const QString& condition, QString effect)
{
    // Round 45, Mask of Intolerance: "if there are four or more basic land types among lands that player controls".
    if (!condition.startsWith(QLatin1String("that player ")) && !condition.endsWith(QLatin1String(" that player controls")))
        return effect;
    static const QRegularExpression they(QStringLiteral("^they (lose|gain) "));
    if (condition.startsWith(QLatin1String("that player has ")))
        effect.replace(they, QStringLiteral("that player \\1s "));
    static const QRegularExpression them(QStringLiteral(" damage to them\\.$"));
    effect.replace(them, QStringLiteral(" damage to that player."));
    return effect;
}

QString theyAfterThatPlayer(QString text)
{
    static const QRegularExpression they(QStringLiteral("(\\bif that player has [^,]+, )they (lose|gain)\\b"));
    text.replace(they, QStringLiteral("\\1that player \\2s"));
    // Round 28: any condition of that player's ("if that player didn't cast a spell this turn", Impatience).
    static const QRegularExpression them(QStringLiteral("(\\bif (?:that player [^,]+|[^,]+ that player controls), [^.]* damage to )them\\."));
    text.replace(them, QStringLiteral("\\1that player."));
    static const QRegularExpression drawAndDiscard(QStringLiteral(
        "(\\bdeals (?:combat )?damage to an opponent, )(?:you )?draw a card and that opponent (?=discards )"));
    text.replace(drawAndDiscard, QStringLiteral("\\1draw a card. That player "));
    return text;
}

QString thatOpponentAsThatPlayer(TriggerEvent e, QString effect)
{
    if (e != TriggerEvent::SelfDealsDamageToOpponent && e != TriggerEvent::SelfDealsCombatDamageToOpponent)
        return effect;
    static const QRegularExpression drawAndDiscard(QStringLiteral("^(?:you )?draw a card and that opponent (?=discards )"));
    return effect.replace(drawAndDiscard, QStringLiteral("draw a card. That player "));
}

bool eventPlayersRead(const AbilityDef& a, const QString& sentence)
{
    // "target creature that player controls", "all lands defending player controls": a noun before it
    // (the conditions "unless defending player controls an Island" are read elsewhere).
    static const QRegularExpression named(
        QStringLiteral("(?<!unless)(?<!if) (?:that|defending) player controls| from (?:that|defending) player's graveyard"));
    // Round 23: "damage to each player equal to the number of lands that player controls" (Price of
    // Progress) names each player dealt damage, no player of an event (OracleOwnCounts.cpp).
    static const QRegularExpression ownCount(QStringLiteral("damage to each (?:player|opponent) equal to (?:twice )?the number of [^.]+? that player controls"));
    QString rest = sentence;
    rest.remove(ownCount);
    static const QRegularExpression asLongAs(
        QStringLiteral("\\bas long as defending player controls\\b"), QRegularExpression::CaseInsensitiveOption);
    if (readWhileAttacking(a))
        rest.remove(asLongAs);
    // Round 35: "… each player controls have shroud as long as that player controls three or fewer lands": each
    // affected object's controller (OracleEachPlayersStatic.cpp), no player of an event.
    if (a.condition && a.condition->kind == Condition::Kind::AffectedControllerControlsAtMost)
        rest.remove(QStringLiteral(" as long as that player controls"));
    // Round 45: Mask of Intolerance's "if there are four or more basic land types among lands that player controls": the
    // condition's own player (Condition::who), read with it.
    if (a.triggerIf && a.triggerIf->kind == Condition::Kind::BasicLandTypesAtLeast && a.triggerIf->who == QLatin1String("that_player"))
        rest.remove(QStringLiteral(" basic land types among lands that player controls"));
    int written = 0;
    for (auto it = named.globalMatch(rest); it.hasNext(); it.next())
        ++written;
    // Round 23: "… damage to target player and each creature that player controls" (Chandra, Flame's
    // Fury): that player is the target, which the set names (`whose` "target_player", OracleActionPairs.cpp).
    static const QRegularExpression theTarget(
        QStringLiteral("damage to target (?:player|opponent) and each creature that player controls"));
    const bool targetsSet = std::any_of(a.effect.cbegin(), a.effect.cend(), [](const Action& x) {
        return x.to && x.to->whose == QLatin1String("target_player");
    });
    for (auto it = theTarget.globalMatch(sentence); targetsSet && it.hasNext(); it.next())
        --written;
    // Round 36: "Target player can't cast spells this turn, and creatures that player controls can't attack this
    // turn" (Oriss, Samite Guardian): that player is the target too (OracleThatPlayersCreatures.cpp).
    static const QRegularExpression targetsCreatures(
        QStringLiteral("[Tt]arget player can't cast spells this turn(?:, and|\\.) [Cc]reatures that player controls can't attack"));
    const bool targetsRule = std::any_of(a.effect.cbegin(), a.effect.cend(), [](const Action& x) {
        return x.continuous && x.continuous->affects && x.continuous->affects->whose == QLatin1String("target_player");
    });
    for (auto it = targetsCreatures.globalMatch(sentence); targetsRule && it.hasNext(); it.next())
        --written;
    // Round 45: "Creatures target player controls can't block this turn. ~ deals 1 damage to each white and/or blue creature
    // that player controls." (Ember Gale): that player is the target again (OracleTargetPlayerSets.cpp).
    static const QRegularExpression targetsSetAgain(QStringLiteral(
        "[Cc]reatures target player controls can't block this turn\\. [^.]+ deals \\d+ damage to (?:each )?[a-z/ ]+ that player controls"));
    for (auto it = targetsSetAgain.globalMatch(sentence); targetsRule && targetsSet && it.hasNext(); it.next())
        --written;
    if (written == 0)
        return true;
    return readByTriggers(a) >= written;
}

bool attackEvent(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::SelfAttacks:
    case TriggerEvent::Attacks:
    case TriggerEvent::SelfBecomesBlocked:
    case TriggerEvent::BecomesBlocked:
    case TriggerEvent::SelfAttacksUnblocked:
        return true;
    default:
        return false;
    }
}

}   // namespace strata::import
