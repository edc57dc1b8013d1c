// The continuous effect and the delayed triggered abilities a resolution leaves (611.2, 603.7).
#include "ActionPerformer.h"
#include "OwnersControl.h"
#include "StaticDamageRules.h"
#include "CastRestrictions.h"
#include "FixedAmounts.h"
#include "model/ResolvableAbilities.h"
#include <algorithm>

namespace strata {

namespace {

// The creatures the resolving spell or ability has dealt damage to so far: the resolve event's
// noncombat damage from the spell or the ability's source, each dealt after prevention
// (GameTable::dealDamage reports none of 0), once each. Round 34: any permanent when `anyPermanent`
// ("a permanent dealt damage this way", Chandra, Awakened Inferno's planeswalker too).
QStringList dealtDamageThisWay(GameTable& table, const StackItem& item, bool anyPermanent)
{
    QStringList out;
    const GameState& gs = table.state();
    const QString source = item.kind == StackItem::Kind::Spell ? item.id : item.source;
    for (const DamageReport& d : table.report().damage) {
        const int i = gs.objectIndex(d.to);
        if (!d.combat && d.amount > 0 && d.source == source && i >= 0
            && (anyPermanent ? gs.objects[i].zone == Zone::Battlefield : table.resolution().chars[i].isCreature())
            && !out.contains(d.to))
            out << d.to;
    }
    return out;
}

}   // namespace

void ActionPerformer::createEffect()
{
    if (m_effectCreated)
        return;   // one resolution leaves one effect, with all its parts (613.6)
    m_effectCreated = true;
    if (effectOnlyOnObjectGone()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has changed zones: the effect on it does nothing (400.7)"),
            {m_item.trigger.refersTo}));
        return;
    }
    if (lastsWhileSourceStays() && !sourceOnBattlefield()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "%1 has left the battlefield: the effect that lasts while it stays does nothing (610.3c)"),
            {sourceName()}));
        return;
    }
    if (lastsWhileSourceTapped()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is untapped: the effect that lasts while it remains tapped does nothing (611.2b)"),
            {sourceName()}));
        return;
    }
    GameState& gs = m_table.state();
    ResolvedEffect e;
    e.id = m_event.id;
    if (m_item.kind == StackItem::Kind::Spell) {
        const int i = gs.objectIndex(m_item.id);
        e.card = i >= 0 ? gs.objects[i].card : CardPtr();
    } else {
        e.sourceId = m_sourceIndex >= 0 ? m_item.source : QString();
        e.abilityIndex = m_item.abilityIndex;
        e.abilityFrom = m_item.abilityFrom;
    }
    e.ability = m_item.ability;
    e.controller = m_item.controller;
    // Round 27: "Target opponent gains control of ~." (Avarice Amulet): the change of control gives ~ to that
    // player (613.1b), so the effect is theirs; the importer reads it only as the effect's one part. Round 32:
    // "that player gains control of ~" (Drooling Ogre), "that source's controller …" (Crag Saurian). Round 34: "an
    // opponent gains control of ~" (Akroan Horse), the opponent chosen as it resolves.
    static const QStringList givenTo = {QStringLiteral("target_player"), QStringLiteral("that_player"),
        QStringLiteral("controller_of_that"), QStringLiteral("chosen_opponent"), QStringLiteral("lowest_life")};
    if (m_item.ability)
        for (const Action& a : m_item.ability->effect)
            if (a.kind == ActionKind::Continuous && givenTo.contains(a.who) && a.continuous
                && a.continuous->ops.size() == 1 && a.continuous->ops.first().kind == Op::Kind::GainControl)
                if (const QString p = players(a.who).value(0); !p.isEmpty())
                    e.controller = p;
    for (int k = 0; k < m_item.targets.size(); ++k) {
        const int t = gs.objectIndex(m_item.targets[k]);
        const bool same = t < 0 || gs.objects[t].incarnation == m_item.targetIncarnations.value(k, -1);
        // 400.7: a target that left and came back is a new object the effect can't see, unless this
        // resolution moved it: other parts of the effect that moved an object to a public zone find it
        // ("Put target creature card from a graveyard onto the battlefield. It gains haste.").
        const bool movedByThisEffect = t >= 0
            && ((m_item.targets[k] == m_movedId && gs.objects[t].incarnation == m_movedIncarnation)
                || m_returnedIncarnations.value(m_item.targets[k], -1) == gs.objects[t].incarnation);
        e.targets << (same || movedByThisEffect ? m_item.targets[k] : QString());
    }
    e.choices = m_event.choices.isEmpty() ? m_item.choices : m_event.choices;
    // Round 30: "Prevent all damage a source of your choice would deal this turn": the source is the first
    // of the resolve event's choices.objects (609.7a, Evaluator.cpp); none named prevents nothing.
    if (e.choices.objects.isEmpty() && m_item.ability && namesChosenSource(*m_item.ability))
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "no source the effect allows was chosen (choices.objects): nothing is prevented (609.7a)"),
            {}));
    // "That token gains haste" (Selector::Ref::Created): the token this resolution created, which the
    // effect keeps as its objects, as a scenario would name it.
    const auto namesCreated = [](const Action& a) {
        return a.continuous && a.continuous->affects && a.continuous->affects->ref == Selector::Ref::Created;
    };
    if (!m_createdId.isEmpty() && e.choices.objects.isEmpty() && m_item.ability
        && std::any_of(m_item.ability->effect.cbegin(), m_item.ability->effect.cend(), namesCreated))
        e.choices.objects = QStringList{m_createdId};
    // "A creature dealt damage this way can't be regenerated this turn" (Jaya Ballard): the creatures
    // this resolution's damage was dealt to, after prevention (a creature dealt 0 damage is not one),
    // fixed now (611.2c) and kept as the effect's objects, whatever an activation's choices named (the
    // card a cost discarded, Jaya Ballard's).
    const auto namesDealtDamage = [](const Action& a) {
        return a.continuous && a.continuous->affects && a.continuous->affects->ref == Selector::Ref::DealtDamageThisWay;
    };
    if (m_item.ability) {
        const auto dealt = std::find_if(m_item.ability->effect.cbegin(), m_item.ability->effect.cend(), namesDealtDamage);
        if (dealt != m_item.ability->effect.cend())
            e.choices.objects
                = dealtDamageThisWay(m_table, m_item, dealt->continuous->affects->word == QLatin1String("permanent"));
    }
    // Round 22: "creatures target player controls get +1/+1 until end of turn" (Night): the permanents
    // that player controls as it resolves, kept as the effect's objects (611.2c: a change of their
    // characteristics or control); the layer engine reads them for the set (Evaluator), so a creature
    // that player gets later is not in it. A prevention (Encircling Fissure) is not fixed so.
    const auto changesCharacteristics = [](const Op& op) { return !isRuleOp(op); };
    // Round 38: also "creatures defending player controls get -1/-1 until end of turn" (Silumgar, the Drifting Death), the
    // creatures of the player the event's creature attacks (508.5a), kept so as the target player's.
    const auto namesTargetPlayersSet = [&](const Action& a) {
        return a.continuous && a.continuous->affects
            && (a.continuous->affects->whose == QLatin1String("target_player")
                || a.continuous->affects->whose == QLatin1String("defending_player"))
            && std::all_of(a.continuous->ops.cbegin(), a.continuous->ops.cend(), changesCharacteristics);
    };
    // Objects the resolve event or another part of the effect named already are kept as they are (the
    // Evaluator reads them for the set too): no card read names both. Round 23: the objects an activation
    // named for its cost (Jolrael's "Discard two cards", 602.2b) are not the set; it replaces them.
    const bool costNamedThem = m_event.choices.isEmpty() && m_item.ability && e.choices.objects == m_item.choices.objects
        && std::any_of(m_item.ability->costParts.cbegin(), m_item.ability->costParts.cend(),
            [](const CostPart& c) { return c.kind != CostKind::Mana; });
    if (m_item.ability && (e.choices.objects.isEmpty() || costNamedThem)) {
        QStringList set;
        bool named = false;
        for (const Action& a : m_item.ability->effect)
            if (namesTargetPlayersSet(a)) {
                named = true;
                for (int i : objectsOf(*a.continuous->affects))
                    set << gs.objects[i].id;
            }
        if (named)
            e.choices.objects = set;
    }
    // 611.2c: the set of objects a change of characteristics or control names is fixed as the effect begins
    // (fixesItsSet). A change whose own "if" is false is no part of the effect (608.2c, below), nor are its objects.
    const auto namesASet = [&](const Action& a) {
        return fixesItsSet(a) && !(a.condition && a.kind != ActionKind::Delayed && !conditionHolds(*a.condition));
    };
    if (m_item.ability)
        for (const Action& a : m_item.ability->effect)
            if (namesASet(a)) {
                if (!e.fixedSet)
                    e.fixedSet.emplace();
                for (int i : objectsOf(*a.continuous->affects))
                    e.fixedSet->insert(gs.objects[i].id, gs.objects[i].incarnation);
            }
    // "That creature gains haste" after "put a creature card from your hand onto the battlefield" (Sneak
    // Attack): the card the put moved, named as a trigger's object is.
    const auto namesIt = [](const Action& a) {
        return a.continuous && a.continuous->affects && a.continuous->affects->ref == Selector::Ref::It;
    };
    if (!m_movedId.isEmpty() && m_item.targets.isEmpty() && e.choices.copyOf.isEmpty() && m_item.ability
        && std::any_of(m_item.ability->effect.cbegin(), m_item.ability->effect.cend(), namesIt))
        e.choices.copyOf = m_movedId;
    // "That creature" of a trigger is the object it saw (the scenario names it with copy_of).
    if (e.choices.copyOf.isEmpty() && !m_item.trigger.refersTo.isEmpty() && m_item.trigger.refersTo != m_item.source)
        e.choices.copyOf = m_item.trigger.refersTo;
    if (e.choices.player.isEmpty() && restrictsDefendingPlayer(m_item.ability.data()))   // fixed now (608.2h)
        e.choices.player = defendingPlayer().value(0);
    e.timestamp = m_event.timestamps.value(0, 0) > 0 ? m_event.timestamps.first() : m_table.nextTimestamp();
    e.turnCreated = gs.turn;
    ContinuousEffect probe;   // the amounts it counts, as the resolution began (608.2h)
    probe.origin = ContinuousEffect::Origin::Resolved;
    probe.sourceIndex = m_sourceIndex;
    probe.controller = e.controller;
    probe.resolved = &e;
    for (const QString& t : e.targets)
        probe.targets << (t.isEmpty() ? -1 : m_start.objectIndex(t));
    // The objects as the resolution began (last known information), the players' record of the turn as
    // it is now: Fists of Flame's "for each card you've drawn this turn" counts the card it just drew.
    GameState counted = m_start;
    for (int k = 0; k < counted.players.size() && k < gs.players.size(); ++k)
        counted.players[k].thisTurn = gs.players[k].thisTurn;
    // 608.2c: a change whose own "if" is false as the effect starts ("If seven or more cards are in your
    // graveyard, creatures can't block this turn") is no part of it.
    const auto falseIf = [this](const Action& a) {
        return a.continuous && a.condition && a.kind != ActionKind::Delayed && !conditionHolds(*a.condition);
    };
    if (e.ability && std::any_of(e.ability->effect.cbegin(), e.ability->effect.cend(), falseIf)) {
        auto kept = QSharedPointer<AbilityDef>::create(*e.ability);
        kept->effect.erase(std::remove_if(kept->effect.begin(), kept->effect.end(), falseIf), kept->effect.end());
        e.ability = kept;
    }
    // Round 34: a change done only if you win a clash (Fistful of Force's "If you win, that creature gets +2/+2")
    // is no part of the effect until the clash is won (701.30); clash() makes the effect again then.
    const auto clashChanges = [](const Action& a) {
        return a.kind == ActionKind::Clash
            && std::any_of(a.nested.cbegin(), a.nested.cend(), [](const Action& n) { return bool(n.continuous); });
    };
    if (!m_clashWon && e.ability && std::any_of(e.ability->effect.cbegin(), e.ability->effect.cend(), clashChanges)) {
        auto kept = QSharedPointer<AbilityDef>::create(*e.ability);
        for (Action& a : kept->effect)
            if (clashChanges(a))
                a.nested.erase(std::remove_if(a.nested.begin(), a.nested.end(), [](const Action& n) { return bool(n.continuous); }),
                    a.nested.end());
        e.ability = kept;
    }
    // Round 39: a change done unless a player pays mana (Wild Might's "That creature gets +4/+4 until end of turn unless
    // any player pays {2}") is no part of the effect when the resolve event says that player pays (118.12), as
    // unlessPays() then skips it; the +1/+1 before it stays.
    const auto paidChanges = [this](const Action& a) {
        if (!m_event.pays || a.kind != ActionKind::UnlessPays || !a.unlessPayment.isEmpty()
            || std::none_of(a.nested.cbegin(), a.nested.cend(), [](const Action& n) { return bool(n.continuous); }))
            return false;
        const QString who = a.who == QLatin1String("they") && !a.nested.isEmpty() ? a.nested.first().who : a.who;
        return who == QLatin1String("any_player") || !players(who).isEmpty();   // a payer, as unlessPays() finds one
    };
    if (e.ability && std::any_of(e.ability->effect.cbegin(), e.ability->effect.cend(), paidChanges)) {
        auto kept = QSharedPointer<AbilityDef>::create(*e.ability);
        for (Action& a : kept->effect)
            if (paidChanges(a))
                a.nested.erase(std::remove_if(a.nested.begin(), a.nested.end(), [](const Action& n) { return bool(n.continuous); }),
                    a.nested.end());
        e.ability = kept;
    }
    // Round 35: a change done only on one outcome of a coin flip (Orcish Captain's "If you win the flip, target Orc
    // creature gets +2/+0 …. If you lose the flip, it gets -0/-2 …") is part of the effect only on that outcome
    // (705.1): the k-th flip's branch not taken, or a flip not made yet, adds nothing.
    const auto flipChanges = [](const Action& a) {
        return a.kind == ActionKind::FlipCoin
            && std::any_of(a.nested.cbegin(), a.nested.cend(), [](const Action& n) { return bool(n.continuous); });
    };
    if (e.ability && std::any_of(e.ability->effect.cbegin(), e.ability->effect.cend(), flipChanges)) {
        auto kept = QSharedPointer<AbilityDef>::create(*e.ability);
        int flip = 0;
        for (Action& a : kept->effect) {
            if (a.kind != ActionKind::FlipCoin)
                continue;
            const int k = flip++;
            const std::optional<bool> won = k < m_flipsUsed ? std::optional<bool>(m_event.flips[k]) : std::nullopt;
            a.nested.erase(std::remove_if(a.nested.begin(), a.nested.end(),
                               [&](const Action& n) { return n.continuous && (!won || n.ifYouDo != *won || n.ifYouDont == *won); }),
                a.nested.end());
        }
        e.ability = kept;
    }
    const GameTable::SacrificedForCost sacrificed = m_table.records.sacrificedForCost.value(m_item.id);   // round 20, 608.2h
    const int moved = gs.objectIndex(m_movedId);   // round 34: the card milled before it (Mindshrieker)
    const int movedValue = moved >= 0 ? m_table.resolution().chars[moved].manaCost.manaValue() : 0;
    // Round 40: a count of the defending player's set, before the Evaluator (which knows no defending player) counts.
    e.ability = withDefendersCountsFixed(e.ability, [this](const Selector& s) { return int(objectsOf(s).size()); });
    e.ability = withAmountsFixed(withMovedManaValueFixed(withSacrificedFixed(withAlternativeChosen(e.ability, e.choices),
                                                             sacrificed.power, sacrificed.toughness), movedValue),
        counted, m_startRes.chars, probe);
    if (givesEachOwnerControl(e.ability.data())) {   // round 38: each player's own effect (613.1b, 611.2c)
        Selector anyOwner = *e.ability->effect.first().continuous->affects;
        anyOwner.ownerYou = false;
        gs.effects << effectForEachOwner(e, gs, objectsOf(anyOwner));
    } else {
        gs.effects << e;
    }
    m_table.touched();
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "a continuous effect %1 starts (timestamp %2)"),
        {e.id, PlayText::number(e.timestamp)}));
}

void ActionPerformer::createDelayed(const Action& a)
{
    DelayedTrigger d;
    d.id = QStringLiteral("%1.delayed%2").arg(m_event.id).arg(++m_table.records.delayedCount);
    d.source = m_item.kind == StackItem::Kind::Spell ? m_event.id : m_item.source;   // 603.7d, 603.7e
    d.abilityIndex = ++m_delayedCreated;
    // The object it names: the token the effect created ("exile that token", 603.7c), its source as it
    // is now ("sacrifice it": a source that leaves before then is a new object, 400.7), the spell's or
    // ability's first target, or what its trigger was about.
    const auto names = [&a](Selector::Ref ref) {
        return std::any_of(a.nested.cbegin(), a.nested.cend(), [ref](const Action& n) {
            return (n.object && n.object->ref == ref) || (n.to && n.to->ref == ref);
        });
    };
    const bool source = m_item.kind != StackItem::Kind::Spell && m_sourceIndex >= 0 && names(Selector::Ref::Self)
        && !names(Selector::Ref::It);
    // "Exile ~. Return it …", "Put a creature card … onto the battlefield. Sacrifice it …": the object
    // the action before moved, as it is now (400.7).
    const bool moved = names(Selector::Ref::It) && !m_movedId.isEmpty();
    const QString refers = names(Selector::Ref::Created) ? m_createdId
        : source                                         ? m_item.source
        : moved                                          ? m_movedId
                                                         : m_item.targets.value(0, m_item.trigger.refersTo);
    const int r = m_table.state().objectIndex(refers);
    if (r >= 0) {
        d.refersTo = refers;
        d.refersToIncarnation = m_table.state().objects[r].incarnation;
    }
    d.controller = m_item.controller;
    d.ability = delayedTriggerAbility(a);
    m_table.state().delayed << d;
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "a delayed triggered ability %1 is created (603.7a)"), {d.id}));
}

// The trigger's "it" (603.7c) has changed zones since the event: it is a new object the trigger never
// saw (400.7), and an effect that changes only "it" changes nothing (608.2b).
bool ActionPerformer::effectOnlyOnObjectGone() const
{
    if (!m_item.ability || m_item.trigger.refersTo.isEmpty() || m_item.trigger.refersToIncarnation < 0)
        return false;
    const GameState& gs = m_table.state();
    const int i = gs.objectIndex(m_item.trigger.refersTo);
    if (i >= 0 && gs.objects[i].incarnation == m_item.trigger.refersToIncarnation)
        return false;
    bool any = false;
    for (const Action& a : m_item.ability->effect) {
        if (a.kind != ActionKind::Continuous)
            continue;
        if (!a.continuous || !a.continuous->affects || a.continuous->affects->ref != Selector::Ref::It)
            return false;
        any = true;
    }
    return any;
}

}   // namespace strata
