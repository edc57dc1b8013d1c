#include "CombatRules.h"
#include "TargetGroups.h"
#include "GrantedAbilities.h"
#include "KeywordTriggers.h"
#include "PaidToEnd.h"
#include "PlayContext.h"
#include "TapXCosts.h"
#include "SpellCosts.h"
#include "StaticDamageRules.h"
#include "TriggerMatching.h"
#include "engine/Evaluator.h"
#include "AnotherTarget.h"
#include "model/ResolvableAbilities.h"
#include "GraveyardAbilities.h"
#include "PermanentCosts.h"
#include <algorithm>

// An activate event (events.md, 602.2): the ability found among the object's, its timing,
// restrictions and conditions checked, its costs paid, and the ability put on the stack.

namespace strata {

namespace {

// 602.5b: how many times each turn the restriction lets the ability be activated; 0 for no limit.
int activationsEachTurn(ActivationRestriction r)
{
    switch (r) {
    case ActivationRestriction::OnceEachTurn:
    case ActivationRestriction::Forecast:   // 702.57b: "only during your upkeep and only once each turn"
        return 1;
    case ActivationRestriction::TwiceEachTurn:
        return 2;
    case ActivationRestriction::ThriceEachTurn:
        return 3;
    default:
        return 0;
    }
}

enum class Since : quint8 { ThisTurn, Ever };

// How many times the ability `e` names was activated this turn or ever, of the object the source is now (400.7).
int timesActivated(const GameTable& table, const GameEvent& e, int source, Since since)
{
    const GameState& gs = table.state();
    return int(std::count_if(table.records.activations.cbegin(), table.records.activations.cend(),
        [&](const GameTable::ActivationRecord& r) {
            return (since == Since::Ever || r.turn == gs.turn) && r.object == e.object && r.incarnation == gs.objects[source].incarnation
                && r.abilityIndex == e.abilityIndex && r.abilityFrom == e.abilityFrom;
        }));
}

}   // namespace

bool PlayContext::activate(const GameEvent& e)
{
    GameState& gs = table.state();
    if (payToEndEffect(table, e))   // 116.2c: a special action, not an activation
        return true;
    if (const std::optional<bool> turned = turnFaceUp(e))   // 116.2b: a special action too
        return *turned;
    const int i = gs.objectIndex(e.object);
    const QVector<AbilityPtr> list = numberedAbilities(gs, e.object, e.abilityFrom);
    if (i < 0 || e.abilityIndex < 1 || e.abilityIndex > list.size()) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no ability %2"),
                   {e.object, PlayText::number(e.abilityIndex)}),
            QStringLiteral("602.1"));
        return false;
    }
    // 702.29a: cycling is an activated ability that works only while the card is in its owner's hand;
    // typecycling is cycling too (702.29e), and "when you cycle" sees it (702.29f).
    const bool cycling = list[e.abilityIndex - 1]->kind == AbilityDef::Kind::Keyword
        && cyclingAbility(*list[e.abilityIndex - 1]);
    if (cycling && gs.objects[i].zone != Zone::Hand) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can be cycled only from its owner's hand (702.29a)"),
                   {table.nameOf(e.object)}),
            QStringLiteral("702.29a"));
        return false;
    }
    const AbilityPtr ability = cycling ? cyclingAbility(*list[e.abilityIndex - 1]) : list[e.abilityIndex - 1];
    if (worksOnlyInGraveyard(*ability) && gs.objects[i].zone != Zone::Graveyard) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 can be activated only from a graveyard (113.6k)"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("113.6k"));
        return false;
    }
    if (worksOnlyInExile(*ability) && gs.objects[i].zone != Zone::Exile) {   // 113.6k: Torrent Elemental
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 can be activated only from exile (113.6k)"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("113.6k"));
        return false;
    }
    const bool equip = ability->isKeyword(QStringLiteral("Equip"));
    if (ability->kind != AbilityDef::Kind::Activated && ability->kind != AbilityDef::Kind::Loyalty && !equip) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 is not an activated ability"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("602.1"));
        return false;
    }
    // 602.5: an effect (Arrest's "its activated abilities can't be activated") forbids it.
    for (const RuleEffectRecord& r : table.resolution().rulesEffects.value(i))
        if (r.rule == RuleName::ActivatedAbilitiesCantBeActivated) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's activated abilities can't be activated (%2)"),
                       {table.nameOf(e.object), ruleOrigin(table.resolution(), i, r.effect)}),
                QStringLiteral("602.5"));
            return false;
        }
    bool tapCost = false, sacrificeCost = false;
    for (const CostPart& c : ability->costParts) {
        tapCost = tapCost || c.mana.contains(QLatin1String("{T}"));
        sacrificeCost = sacrificeCost || (c.kind == CostKind::Sacrifice && !c.card);   // ~ itself
    }
    // 602.2b, 118.3: counters to remove must be there.
    for (const CostPart& c : ability->costParts)
        if (c.kind == CostKind::RemoveCounters && !c.card && gs.objects[i].counterCount(c.counterKind) < costAmount(c)) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 %3 counters, so the cost can't be paid"),
                       {table.nameOf(e.object), PlayText::number(costAmount(c)), c.counterKind}),
                QStringLiteral("602.2b"));
            return false;
        }
    // 602.2b, 118.3: "Remove a +1/+1 counter from a creature you control" needs such a creature with
    // the counters; which one pays is not named by the event, so the cost is then taken as paid.
    for (const CostPart& c : ability->costParts)
        if (c.kind == CostKind::RemoveCounters && c.card && !someoneHasCounters(*c.card, c, i)) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "no permanent its controller controls has %1 %2 counters to remove, so the cost can't be paid"),
                       {PlayText::number(c.amount), c.counterKind}),
                QStringLiteral("602.2b"));
            return false;
        }
    if (tapCost && gs.objects[i].tapped) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is tapped, so its {T} cost can't be paid"),
                   {table.nameOf(e.object)}),
            QStringLiteral("602.2b"));
        return false;
    }
    // 602.2, 108.4a: a card in a graveyard has no controller; its owner activates its abilities.
    const QString controller = gs.objects[i].zone == Zone::Battlefield ? table.resolution().chars[i].controller
                                                                       : gs.objects[i].owner;
    if (!activationTimingAllowed(ability->restriction, controller)) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 can't be activated at this time (602.5d)"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("602.5d"));
        return false;
    }
    // Round 40: "Activate this ability only once" (602.5b): once ever, by this object (a new object may again, 400.7).
    if (ability->restriction == ActivationRestriction::Once && timesActivated(table, e, i, Since::Ever) > 0) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 may be activated only once and already was (602.5b)"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("602.5b"));
        return false;
    }
    // 602.5b: "Activate only once each turn", "no more than twice each turn": the activations of this
    // object's ability this turn, whoever activated them.
    if (const int most = activationsEachTurn(ability->restriction);
        most > 0 && timesActivated(table, e, i, Since::ThisTurn) >= most) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 was already activated as many times this turn as it may be (602.5b)"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("602.5b"));
        return false;
    }
    // 602.2b, 118.3, 107.14: the energy counters to pay must be there.
    for (const CostPart& c : ability->costParts)
        if (c.kind == CostKind::PayEnergy && table.energyOf(controller) < c.amount) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 energy counters, so the cost can't be paid"),
                       {table.nameOf(controller), PlayText::number(c.amount)}),
                QStringLiteral("602.2b"));
            return false;
        }
    // Round 24: "Pay 1 life" (119.4): only with that much life, and not while the life total can't change (119.10).
    for (const CostPart& c : ability->costParts)
        if (c.kind == CostKind::PayLife && c.amount > 0) {
            const Player* p = table.player(controller);
            if (p && p->life >= c.amount && !lifeChangeForbidden(table.resolution(), controller))
                continue;
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't pay %2 life, so the cost can't be paid"),
                       {table.nameOf(controller), PlayText::number(c.amount)}),
                QStringLiteral("119.4"));
            return false;
        }
    QString costRule;   // round 41: exert, half a life total, a permanent exiled or given counters
    if (const auto why = unpayablePermanentCost(table, e, i, ability->costParts, controller, &costRule)) {
        refuse(*why, costRule);
        return false;
    }
    // 602.2b, 118.3: "Exile the top card of your graveyard", round 26 "Exile X cards from your graveyard"
    for (const CostPart& c : ability->costParts)
        if ((c.kind == CostKind::ExileTopOfGraveyard || c.kind == CostKind::ExileFromGraveyard)
            && topOfGraveyard(table, &e, i, costAmount(c), c.card.data()).size() < costAmount(c)) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 cards in their graveyard, so the cost can't be paid"),
                       {table.nameOf(controller), PlayText::number(costAmount(c))}),
                QStringLiteral("602.2b"));
            return false;
        }
    if (unpayableSacrifice(table, i, ability->costParts, controller, std::max(0, e.choices.x.value_or(0)))) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls too few permanents for the sacrifice cost of %2's ability %3, so the cost can't be paid"),
                   {table.nameOf(controller), table.nameOf(e.object), PlayText::number(e.abilityIndex)}),
            QStringLiteral("602.2b"));
        return false;
    }
    if (!granterCostsPayable(gs, ability->costParts, e.abilityFrom)) {   // "Sacrifice Blazing Torch"
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "the object that grants ability %1 of %2 can't pay its cost"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("602.2b"));
        return false;
    }
    if (!activationConditionMet(*ability, i, controller)) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "ability %1 of %2 can't be activated: its condition is not met (602.5b)"),
                   {PlayText::number(e.abilityIndex), table.nameOf(e.object)}),
            QStringLiteral("602.5b"));
        return false;
    }
    if (!handAndLibraryCostsPayable(*ability, i, controller))
        return false;
    // 602.2b, 118.3: the cards a discard cost names must be in the hand.
    QVector<int> discarded;
    if (!cycling && !discardCostCards(*ability, e, i, controller, &discarded)) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has too few cards in hand to pay the discard cost of %2"),
                   {table.nameOf(controller), table.nameOf(e.object)}),
            QStringLiteral("602.2b"));
        return false;
    }
    const auto tappedForX = permanentsTappedForX(table, *ability, e, i, controller);   // round 38 (TapXCosts.cpp)
    if (!tappedForX) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls too few untapped permanents for the tap cost of %2"),
                   {table.nameOf(controller), table.nameOf(e.object)}),
            QStringLiteral("602.2b"));
        return false;
    }
    StackItem item;
    item.kind = StackItem::Kind::Activated;
    item.id = e.id;
    item.source = e.object;
    item.abilityIndex = e.abilityIndex;
    item.abilityFrom = e.abilityFrom;
    item.ability = ability;
    item.controller = controller;
    item.choices = e.choices;
    item.trigger.sourceIncarnation = gs.objects[i].incarnation;
    bool impossible = false;
    if (refusesModes(ability.data(), e))
        return false;
    const QVector<Selector> wanted
        = equip ? QVector<Selector>{equipTarget()} : anotherTargetWords(*ability, e.choices);
    // 602.2b: as for a spell (601.2c), each target the event names must be legal as it is activated,
    // "with mana value X" against the X chosen first (601.2b).
    abilityX = e.choices.x;
    const bool refused = refusesIllegalTarget(wanted, e, controller, i, Targeter::Ability,
                             QT_TRANSLATE_NOOP("PlayText", "%1 can't be a target of %2 (602.2b)"), QStringLiteral("602.2b"))
        || refusesRepeatedAnother(ability->targets, e, QStringLiteral("602.2b"))
        || (!equip && refusesTargetWord(ability.data(), e, QStringLiteral("602.2b")));
    if (!refused)
        item.targets = chooseTargets(wanted, e.targets, e.hasTargets, controller, i, Targeter::Ability, &impossible);
    abilityX.reset();
    if (refused)
        return false;
    if (impossible) {
        refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "the ability has no legal target"), {}),
            QStringLiteral("602.2b"));
        return false;
    }
    item.targetIncarnations = incarnationsOf(item.targets);
    QHash<QString, int> shares;   // 601.2d: divided damage, as it is activated
    if (const auto why = dividedDamageRefusal(ability.data(), e, item.targets, e.choices.x.value_or(0), &shares)) {
        refuse(*why, QStringLiteral("601.2d"));
        return false;
    }
    if (const auto why = singleGraveyardRefusal(wanted, e, item.targets, gs)) {
        refuse(*why, QStringLiteral("115.1"));
        return false;
    }
    table.records.activations << GameTable::ActivationRecord{e.object, gs.objects[i].incarnation, e.abilityIndex, e.abilityFrom, gs.turn};
    table.beginBatch();
    if (ability->kind == AbilityDef::Kind::Loyalty) {   // 606.4: the loyalty cost
        // Round 34: "−X" (Chandra, Awakened Inferno) removes the X chosen as it is activated (107.3a, 606.4).
        const int change = ability->cost == QLatin1String("-X") ? -e.choices.x.value_or(0) : ability->cost.toInt();
        bool found = false;
        for (CounterStack& c : gs.objects[i].counters)
            if (c.kind == QLatin1String("loyalty")) {
                c.count += change;
                found = true;
            }
        if (!found && change > 0)
            gs.objects[i].counters << CounterStack{QStringLiteral("loyalty"), change, gs.objects[i].timestamp};
        table.touched();
    }
    if (tapCost)
        table.setTapped(i, true);
    if (tapCost && triggers::isManaAbility(*ability)) {   // 605.1b: "whenever you tap a land for mana"
        Happening tappedForMana;
        tappedForMana.kind = Happening::Kind::TappedForMana;
        tappedForMana.object = e.object;
        tappedForMana.player = controller;
        table.happened(tappedForMana);
    }
    payOwnCosts(i, ability->costParts);
    // "the number of +1/+1 counters removed this way" (Molten Hydra): the ability's X, as a storage land's.
    const bool manaX = std::any_of(ability->costParts.cbegin(), ability->costParts.cend(),
        [](const CostPart& c) { return c.mana.contains(QLatin1String("{X}")); });
    if (const auto removed = payPermanentCosts(table, e, i, ability->costParts, controller); removed && !manaX)
        item.choices.x = *removed;
    for (int t : *tappedForX) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is tapped as a cost"), {table.nameOf(gs.objects[t].id)}));
        table.setTapped(t, true);
    }
    for (const CostPart& c : ability->costParts)
        if (c.kind == CostKind::PayEnergy) {
            table.payEnergy(controller, c.amount);
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 energy counters as a cost (%3 left)"),
                {table.nameOf(controller), PlayText::number(c.amount), PlayText::number(table.energyOf(controller))}));
        }
    for (const CostPart& c : ability->costParts)
        if (c.kind == CostKind::PayLife && c.amount > 0) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 life as a cost"),
                {table.nameOf(controller), PlayText::number(c.amount)}));
            table.loseLife(controller, c.amount);   // 119.4: paying life is losing it
        }
    payGranterCosts(table, ability->costParts, e.abilityFrom, controller);
    if (sacrificeCost)
        table.sacrifice(i, controller);
    if (cycling)
        discardToCycle(i, controller);
    for (int d : discarded) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 discards %2 as a cost"),
            {table.nameOf(controller), table.nameOf(gs.objects[d].id)}));
        table.discard(d, controller);
    }
    gs.stack << item;
    table.becameTargets(item.targets, controller, item.id);
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 activates ability %2 of %3"),
        {table.nameOf(controller), PlayText::number(e.abilityIndex), table.nameOf(e.object)}));
    Happening activated;   // round 45: "whenever a player activates an ability …" (602.2, 605.1a)
    activated.kind = Happening::Kind::AbilityActivated;
    activated.object = e.object;
    activated.player = controller;
    activated.source = item.id;
    activated.manaAbility = triggers::isManaAbility(*ability);
    table.happened(activated);
    // 605.3b resolves an activated mana ability at once; the scenario contract (events.md, `activate`)
    // puts every activated ability on the stack, and scenarios rely on the resolve that follows it, so
    // the player keeps the contract and says where it differs from the rules.
    if (triggers::isManaAbility(*ability))
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "ability %1 of %2 is a mana ability, which the rules resolve at once (605.3b); here it "
                                "waits on the stack for the next resolve event, as the scenario format's activate says"),
            {PlayText::number(e.abilityIndex), table.nameOf(e.object)}));
    table.endBatch();
    return true;
}

}   // namespace strata
