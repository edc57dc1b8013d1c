#include "ActionPerformer.h"
#include "CountersOfAnyKind.h"
#include "DestroyedThisWay.h"
#include "text/CountersRemovedThisWay.h"
#include "text/LifePayment.h"
#include "engine/Evaluator.h"
#include "UnlessPayments.h"
#include "GraveyardCards.h"
#include "engine/Evaluator.h"
#include "engine/ManaSpent.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata {

namespace {

// Kinship: the top card of the controller's library (the first listed) has a creature type the source
// has (205.3m; changeling gives every creature type in every zone, 702.73a), as the ability resolves.
bool topCardSharesCreatureType(const GameState& gs, const QVector<Characteristics>& chars, int sourceIndex, const QString& controller)
{
    if (sourceIndex < 0)
        return false;
    for (int i = 0; i < gs.objects.size(); ++i) {
        if (!gs.objects[i].exists || gs.objects[i].zone != Zone::Library || gs.objects[i].owner != controller)
            continue;
        const TypeLine& top = chars[i].type;
        const TypeLine& source = chars[sourceIndex].type;
        const SubtypeRegistry& reg = SubtypeRegistry::instance();
        auto anyCreatureType = [&](const TypeLine& t) {
            return t.allCreatureTypes
                || std::any_of(t.subtypes.cbegin(), t.subtypes.cend(), [&](SubtypeId id) { return reg.kind(id) == SubtypeKind::Creature; });
        };
        if ((top.allCreatureTypes && anyCreatureType(source)) || (source.allCreatureTypes && anyCreatureType(top)))
            return true;
        return std::any_of(source.subtypes.cbegin(), source.subtypes.cend(),
            [&](SubtypeId id) { return reg.kind(id) == SubtypeKind::Creature && top.hasSubtype(id); });
    }
    return false;   // an empty library: no card to share a type with
}

}   // namespace

// Whether an action of a resolving effect is left out, and why, in the log. `declined` carries the
// last choice made: an optional action (603.5) or one whose own "if" was false. "If you do, …" follows
// a choice taken, "If you don't, …" and "Otherwise, …" one declined; neither changes it.
bool ActionPerformer::skipped(const Action& a, bool* declined)
{
    if (a.ifYouDo)
        return *declined;   // "If you do, …" after the controller chose not to
    if (a.ifYouDont || a.otherwise)
        return !*declined;
    // Round 38: the plain instruction after ", then" leaves the branch after the sentence to its first instruction
    // ("sacrifice a creature …, then each opponent loses life …. If you can't, …", Xathrid Demon, 701.17a).
    if (!a.then || a.optional)
        *declined = false;
    if (a.condition && a.kind != ActionKind::Delayed && !conditionHolds(*a.condition)) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "its condition is false, so that part does nothing"), {}));
        *declined = true;
        return true;
    }
    // "Pay {2}{B}. If you don't, you lose the game." (the Pacts): paying is the player's choice (118.1),
    // answered like "unless … pays" by the resolve event's `pays`; mana is not tracked, so a payment
    // made is taken as made.
    if (a.kind == ActionKind::PayMana && !a.optional && !m_event.pays) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 chooses not to pay %2 (118.1)"),
            {m_table.nameOf(m_item.controller), a.text}));
        *declined = true;
        return true;
    }
    if (a.optional && !m_event.may) {
        // round 35: or "that player may discard a card at random" (Apathy); round 38: "… may attach ~ …" (Kudzu), "that
        // player may discard a card" (Curse of Chaos), "… may create …" (Curse of Shallow Graves), "… may pay {2}"
        // (Unifying Theory, Mtenda Lion)
        static const QVector<ActionKind> theirChoice = {ActionKind::Draw, ActionKind::DiscardRandom, ActionKind::Attach,
            ActionKind::Discard, ActionKind::CreateToken, ActionKind::PayMana};
        const QString chooser = a.who.isEmpty() || !theirChoice.contains(a.kind) ? QString() : players(a.who).value(0);
        if (!chooser.isEmpty())   // round 18: "that creature's controller may draw a card", that player's choice
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 chooses not to (603.5)"), {m_table.nameOf(chooser)}));
        else
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the controller chooses not to (603.5)"), {}));
        *declined = true;
        return true;
    }
    // 400.7, 608.2c: "When ~ dies, you may exile it. If you do, …" (Academy Rector): a card that left
    // the graveyard is a new object the ability can't find, so it is not exiled and "If you do" is not done.
    if (a.kind == ActionKind::Exile && a.object && a.object->ref == Selector::Ref::Self && objectsOf(*a.object).isEmpty()) {
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "%1 is no longer where it went, so it can't be exiled (400.7)"),
            {m_table.nameOf(m_item.source)}));
        *declined = true;
        return true;
    }
    // Round 20, 701.17a, 608.2c: "Sacrifice ~. If you do, …" (Grave Peril): a source that has left the
    // battlefield (a new object there is another one, 400.7) can't be sacrificed, so "If you do" is not done.
    if (a.kind == ActionKind::Sacrifice && a.who.isEmpty() && a.object && a.object->ref == Selector::Ref::Self) {
        const GameState& gs = m_table.state();
        const bool there = m_sourceIndex >= 0 && gs.objects[m_sourceIndex].zone == Zone::Battlefield
            && (m_item.trigger.sourceIncarnation < 0 || gs.objects[m_sourceIndex].incarnation == m_item.trigger.sourceIncarnation);
        if (!there) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is no longer on the battlefield, so it can't be sacrificed (701.17a)"),
                {sourceName()}));
            *declined = true;
            return true;
        }
    }
    // Round 20, 701.8, 608.2c: "you may discard a card. If you do, return ~ to your hand" (Gigapede): with
    // no card in hand nothing is discarded, so "If you do" is not done either.
    // Round 35: also "that player may discard a card at random. If the player does, …" (Apathy), that player's hand.
    // Round 38: or "that player may discard a card. If the player does, …" (Curse of Chaos), a card of their choice.
    const bool theirDiscard = (a.kind == ActionKind::DiscardRandom || a.kind == ActionKind::Discard) && a.optional
        && a.who == QLatin1String("that_player");
    if (((a.kind == ActionKind::Discard && a.who.isEmpty()) || theirDiscard)
        && cardsInHand(theirDiscard ? a.who : QStringLiteral("you")) == 0) {
        const QString discarder = theirDiscard ? players(a.who).value(0) : m_item.controller;
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no card to discard"), {m_table.nameOf(discarder)}));
        *declined = true;
        return true;
    }
    // Round 36, 608.2c: "you may exile a card from your hand. If you do, …" (Forsaken City): with no card in hand
    // nothing is exiled, so "If you do" is not done either. Round 40: only your own hand ("target opponent exiles a
    // card from their hand" is that player's, HandExiles.cpp).
    if (a.kind == ActionKind::Exile && a.pick > 0 && a.object && a.object->where == Selector::Where::Specific
        && a.object->zone == Zone::Hand && a.who.isEmpty() && cardsInHand(QStringLiteral("you")) == 0) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no card to exile"), {m_table.nameOf(m_item.controller)}));
        *declined = true;
        return true;
    }
    // Round 32, 406.3, 608.2c: "you may exile a land card from your graveyard. If you do, …" (Forgotten
    // Harvest): without such a card nothing is exiled, so "If you do" is not done either.
    if (a.kind == ActionKind::ExileFromGraveyard && !a.amount.x
        && graveyardCardsChosen(m_table, m_event, a, m_item.controller).size() < a.amount.n) {
        m_table.note(a.object && !a.object->ownerYou   // round 36: "from a graveyard"
                ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 finds no such card in any graveyard"), {m_table.nameOf(m_item.controller)})
                : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no such card in their graveyard"), {m_table.nameOf(m_item.controller)}));
        *declined = true;
        return true;
    }
    // Round 31, 122.8, 608.2c: "Remove a -1/-1 counter from ~. If you do, …" (Exemplar of Strength): with
    // no such counter on ~ none is removed, so "If you do" is not done either.
    if (a.kind == ActionKind::RemoveCounter && !a.amountOf && a.object && a.object->ref == Selector::Ref::Self) {
        const QVector<int> on = objectsOf(*a.object);
        const bool none = std::none_of(on.cbegin(), on.cend(),
            [&](int i) { return m_table.state().objects[i].counterCount(a.counters.kind) > 0; });
        if (none) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no %2 counter to remove (122.8)"),
                {sourceName(), a.counters.kind}));
            *declined = true;
            return true;
        }
    }
    // Round 38, 122.8, 608.2c: "Remove all flood counters from ~. If no counters were removed this way, …" (Bounty of the
    // Luxa): with none on ~ the removal removes none, so the branch after it is "If no counters …", not "Otherwise".
    if (removesAllCountersFromSelf(a)) {
        const QVector<int> on = objectsOf(*a.object);
        *declined = std::none_of(on.cbegin(), on.cend(),
            [&](int i) { return m_table.state().objects[i].counterCount(a.counters.kind) > 0; });
    }
    // Round 40, 119.4: "you may pay 2 life. If you do, …" (Bringer of the Black Dawn): a player with less life than
    // that can't pay it, so "If you do" is not done.
    if (a.kind == ActionKind::PayMana && a.who.isEmpty() && lifePaid(a.text)) {
        const Player* payer = m_table.player(m_item.controller);
        if (!payer || payer->life < lifePaid(a.text)) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has less than %2 life, so it can't be paid (119.4)"),
                {m_table.nameOf(m_item.controller), PlayText::number(lifePaid(a.text))}));
            *declined = true;
            return true;
        }
    }
    // 107.14, 118.3: energy counters a player does not have can't be paid, so "If you do" is not done.
    if (a.kind == ActionKind::PayEnergy && m_table.energyOf(m_item.controller) < amountOf(a)) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 energy counters, so they can't be paid (118.3)"),
            {m_table.nameOf(m_item.controller), PlayText::number(amountOf(a))}));
        *declined = true;
        return true;
    }
    return false;
}

// An action's own "if", checked as it resolves: "If this spell was kicked" is the cast event's
// `"kicked": true` (702.33d); an ability's source carries it as a permanent. "If there are no depletion
// counters on ~" counts them on the source as the ability resolves.
bool ActionPerformer::conditionHolds(const Condition& c)
{
    if (c.kind == Condition::Kind::Kicked) {   // negated: "… instead" replaced it when kicked (Burst Lightning)
        // Round 39: and the target's threshold beside it (Condition::also: Overload's "if its mana value is 5 or less").
        const bool alsoHolds = !c.also || conditionHolds(*c.also);
        if (m_item.kind == StackItem::Kind::Spell)
            return m_item.kicked != c.negated && alsoHolds;
        return (m_sourceIndex >= 0 && m_table.state().objects[m_sourceIndex].kicked) != c.negated && alsoHolds;
    }
    if (c.kind == Condition::Kind::SelfCountersAtLeast && m_sourceIndex >= 0) {   // the depletion lands
        const int n = m_table.state().objects[m_sourceIndex].counterCount(c.counterKind);
        return (n >= c.n && (c.atMost <= 0 || n <= c.atMost)) != c.negated;
    }
    if (c.kind == Condition::Kind::ManaSpentToCast)   // the spell, or the permanent it became (601.2h)
        return m_sourceIndex >= 0 && manaSpentHolds(c, m_table.state().objects[m_sourceIndex].manaSpent) != c.negated;
    if (c.kind == Condition::Kind::TopCardSharesCreatureType)   // kinship
        return topCardSharesCreatureType(m_table.state(), m_table.resolution().chars, m_sourceIndex, m_item.controller);
    if (c.kind == Condition::Kind::ObjectAttackedThisTurn) {   // round 40: "that creature" (603.7c), as it is now (400.7)
        Selector it;
        it.ref = Selector::Ref::It;
        const int i = objectsOf(it).value(0, -1);
        return (i >= 0 && m_table.state().objects[i].attackedThisTurn) != c.negated;
    }
    // Round 44: "If that card is a land card" (Saprazzan Breaker): the one card the instruction before milled, exiled or
    // drew, where it is now (608.2c); none moved, it is no land card.
    // Round 45: or the one card a discard moved ("If that player discards an artifact card this way", Lumengrid Augur),
    // as ManaValueOfMoved finds it (ActionSubjects.cpp).
    if (c.kind == Condition::Kind::MovedCardIs) {
        const bool discarded = m_movedId.isEmpty() && m_thisWayIds.size() == 1;
        const int moved = m_table.state().objectIndex(discarded ? m_thisWayIds.first() : m_movedId);
        if (moved < 0 || !c.filter)
            return c.negated;
        ContinuousEffect probe;
        probe.sourceIndex = m_sourceIndex;
        probe.controller = m_item.controller;
        Selector quality = *c.filter;
        quality.where = Selector::Where::Any;
        return Evaluator(m_table.state(), m_table.resolution().chars).matches(quality, probe, moved) != c.negated;
    }
    if (c.kind == Condition::Kind::AttachedCountersAtLeast || c.kind == Condition::Kind::TargetIs)   // round 19
        return groupConditionHolds(c) != c.negated;
    // 608.2c: any other condition ("Then if you have 10 or less life, …", "If you control an artifact,
    // …", threshold, fateful hour): the game as it is now, after the instructions before it, seen from
    // the ability's controller and source.
    // Round 38: "unless they control a commander" is said of the trigger's player (Condition::who, 603.7c).
    ContinuousEffect probe;
    probe.sourceIndex = m_sourceIndex;
    probe.controller = c.who == QLatin1String("that_player") ? m_item.trigger.eventPlayer : m_item.controller;
    return Evaluator(m_table.state(), m_table.resolution().chars).holds(c, probe);
}

// "X unless P pays C" (118.12): P chooses on resolution whether to pay; the resolve event's `"pays":
// false` says P does not (docs/scenario-extensions.md), else the payment is made as event costs are
// taken as made. Life is paid by losing it (119.4); mana is not tracked, so it is only named.
void ActionPerformer::unlessPays(const Action& a)
{
    // "they": the player the prevented action names ("that player loses 2 life unless they pay {2}").
    // Round 40: a drain's is its target player ("Unless target player pays {3}, they lose 5 life …", Rhystic Syphon).
    const QString who = a.who == QLatin1String("they") && !a.nested.isEmpty()
        ? (a.nested.first().kind == ActionKind::Drain ? QStringLiteral("target_player") : a.nested.first().who)
        : a.who;
    if (destroysSelfUnlessPaid(a))   // round 38: nothing destroyed this way unless its destroy is done (Cosmic Horror)
        m_thisWay = 0;
    const QString payer = who == QLatin1String("any_player") ? m_item.controller : players(who).value(0);
    const PlayText payerName = who == QLatin1String("any_player")
        ? PlayText(QT_TRANSLATE_NOOP("PlayText", "a player"), {})
        : PlayText(m_table.nameOf(payer));
    if (!a.unlessPayment.isEmpty()) {   // a payment of permanents or cards, made only if it can be (118.3)
        if (m_event.pays && !payer.isEmpty() && payUnlessCost(m_table, m_event, a.unlessPayment.first(), payer, m_sourceIndex))
            return;
        m_table.note(PlayText(m_event.pays ? QT_TRANSLATE_NOOP("PlayText", "%1 can't pay the cost (118.3)")
                                           : QT_TRANSLATE_NOOP("PlayText", "%1 chooses not to pay the cost (118.12)"),
            {payerName}));
        for (const Action& inner : a.nested)
            perform(inner);
        return;
    }
    // Round 37: "{1} for each vortex counter on ~" (Energy Vortex): the mana once for each, counted as it resolves (608.2h).
    const int times = a.amountOf ? std::max(0, amountOf(a)) : 1;
    const QString cost = times == 0 ? QStringLiteral("{0}") : a.text.repeated(times);
    // Round 39: "each opponent sacrifices a permanent unless they pay {1}" (Rishadan Cutpurse): every opponent is
    // asked; the resolve event's one `pays` answers for each of them (docs/scenario-extensions.md).
    const bool eachOpponent = who == QLatin1String("each_opponent");
    const QStringList payers = eachOpponent ? players(who) : QStringList{payer};
    if (m_event.pays && !payer.isEmpty()) {
        static const QRegularExpression life(QStringLiteral("^(\\d+) life$"));
        const auto m = life.match(a.text);
        for (const QString& p : payers) {
            if (m.hasMatch() && !a.amountOf)
                m_table.loseLife(p, m.captured(1).toInt());
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2, so it is not done (118.12)"),
                {eachOpponent ? PlayText(m_table.nameOf(p)) : payerName, cost}));
        }
        return;
    }
    for (const QString& p : payers)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 does not pay %2 (118.12)"),
            {eachOpponent ? PlayText(m_table.nameOf(p)) : payerName, cost}));
    for (const Action& inner : a.nested)
        perform(inner);
}

// Round 40, 119.4: life paid as an instruction ("you may pay 2 life") is lost; skipped() made sure the player has it.
bool ActionPerformer::payLife(const Action& a)
{
    const int life = lifePaid(a.text);
    if (life == 0 || !a.who.isEmpty())
        return false;
    m_table.loseLife(m_item.controller, life);
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 life (119.4)"),
        {m_table.nameOf(m_item.controller), PlayText::number(life)}));
    return true;
}

// "Remove a +1/+1 counter from ~" (122.8): as many as it has, up to the number printed.
void ActionPerformer::removeCounter(const Action& a)
{
    if (!a.object)
        return;
    GameState& gs = m_table.state();
    m_thisWay = 0;   // round 37: "Draw that many cards." after it, the counters removed (Give // Take, 608.2c)
    for (int i : objectsOf(*a.object)) {
        if (removesCountersOfAnyKind(a)) {   // round 40: Thrull Parasite, Vampire Hexmage
            m_thisWay += removeCountersOfAnyKind(m_table, i, a.amountOf.has_value());
            continue;
        }
        GameObject& o = gs.objects[i];
        for (int k = 0; k < o.counters.size(); ++k) {
            if (o.counters[k].kind != a.counters.kind)
                continue;
            // "remove all +1/+1 counters from ~": as many as are on it as this action happens (122.8)
            const bool all = a.amountOf && a.amountOf->kind == Expr::Kind::CountersOnSource
                && a.amountOf->counterKind == a.counters.kind;
            const int n = all ? o.counters[k].count : std::min(o.counters[k].count, a.counters.n.x ? amountOf(a) : a.counters.n.n);
            o.counters[k].count -= n;
            m_thisWay += n;
            if (o.counters[k].count == 0)
                o.counters.remove(k);
            m_table.touched();
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) removed from %3"),
                {PlayText::number(n), a.counters.kind, m_table.nameOf(o.id)}));
            break;
        }
    }
}

}   // namespace strata
