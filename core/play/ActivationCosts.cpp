#include "ExileCosts.h"
#include "PermanentCosts.h"
#include "PlayContext.h"
#include "SpellCosts.h"
#include "engine/Evaluator.h"
#include "model/ResolvableAbilities.h"
#include <algorithm>

// What an activation asks before and as it is paid (602.2, 602.5): when the ability may be activated,
// its "Activate only if …", and its own costs (cycling's discard, counters removed, cards exiled from
// the top of a graveyard).

namespace strata {

// 702.29a: cycling's cost discards the card; "when you cycle" abilities see it happen (702.29c).
void PlayContext::discardToCycle(int index, const QString& player)
{
    const QString id = table.state().objects[index].id;
    table.note(PlayText(
        QT_TRANSLATE_NOOP("PlayText", "%1 discards %2 to cycle it"), {table.nameOf(player), table.nameOf(id)}));
    table.discard(index, player);   // "whenever you cycle or discard a card" sees the discard (702.29d)
    Happening h;
    h.kind = Happening::Kind::Cycled;
    h.object = id;
    h.player = player;
    h.incarnationAfter = table.state().objects[index].incarnation;
    table.happened(h);
}

bool PlayContext::activationTimingAllowed(ActivationRestriction r, const QString& controller) const
{
    const GameState& gs = table.state();
    const bool yourTurn = gs.activePlayer() == controller;
    switch (r) {
    case ActivationRestriction::SorcerySpeed:   // 307.1
        return yourTurn && (gs.step == Step::Main1 || gs.step == Step::Main2) && gs.stack.isEmpty();
    case ActivationRestriction::DuringYourUpkeep:
    case ActivationRestriction::Forecast:   // 702.57b: during your upkeep (its card revealed from your hand)
        return yourTurn && gs.step == Step::Upkeep;
    case ActivationRestriction::DuringYourTurn:
        return yourTurn;
    case ActivationRestriction::YourTurnBeforeAttackers:
        return yourTurn && gs.step < Step::DeclareAttackers;
    case ActivationRestriction::DuringCombat:   // 506.1: from beginning of combat to end of combat
        return gs.step >= Step::BeginningOfCombat && gs.step <= Step::EndOfCombat;
    case ActivationRestriction::BeforeAttackers:
        return gs.step < Step::DeclareAttackers;
    // Round 44: a first strike combat damage step is a combat damage step too (510.4), and the steps after combat
    // come after it in the turn (500.1)
    case ActivationRestriction::BeforeCombatDamage:
        return gs.step < Step::FirstStrikeDamage;
    default:
        return true;
    }
}

bool PlayContext::activationConditionMet(const AbilityDef& a, int source, const QString& controller)
{
    const Resolution& res = table.resolution();
    if (a.restriction == ActivationRestriction::Formidable) {   // 207.2c: total power 8 or greater
        int total = 0;
        const GameState& gs = table.state();
        for (int k = 0; k < gs.objects.size(); ++k)
            if (gs.objects[k].zone == Zone::Battlefield && res.chars[k].controller == controller
                && res.chars[k].isCreature())
                total += res.chars[k].power.value_or(0);
        if (total < 8)
            return false;
    }
    if (a.kind != AbilityDef::Kind::Activated || !a.condition)
        return true;
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = controller;
    return Evaluator(table.state(), res.chars).holds(*a.condition, probe);
}

// "Exile the top card of your graveyard": the cards the activate event's choices.objects names in the
// graveyard of the ability's controller, then the first it lists (the top, as a library is listed).
QVector<int> topOfGraveyard(GameTable& table, const GameEvent* event, int source, int n, const Selector* card)
{
    const GameState& gs = table.state();
    const QString owner
        = gs.objects[source].zone == Zone::Battlefield ? table.resolution().chars[source].controller : gs.objects[source].owner;
    QVector<int> out;
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = owner;
    const Evaluator eval(gs, table.resolution().chars);
    Selector kind = card ? *card : Selector{};
    kind.where = Selector::Where::Any;   // the zone is checked here, as for a discard cost's cards
    auto fits = [&](int i) {
        return gs.objects[i].zone == Zone::Graveyard && gs.objects[i].owner == owner && !out.contains(i)
            && (!card || eval.matches(kind, probe, i));   // "the top creature card": the topmost that matches
    };
    if (event)
        for (const QString& id : event->choices.objects)
            if (const int i = gs.objectIndex(id); out.size() < n && i >= 0 && fits(i))
                out << i;
    for (int i = 0; out.size() < n && i < gs.objects.size(); ++i)
        if (fits(i))
            out << i;
    return out;
}

// 602.2b, 118.3: "Reveal ~ from your hand" and "Exile ~ from your hand" want ~ in its owner's hand
// (113.6), "Reveal a creature card from your hand" such a card there (the event's choices.objects
// first), "Mill two cards" that many cards in the library (701.13b). Refuses the activation and says
// why when one can't be paid; the card revealed is noted.
bool PlayContext::handAndLibraryCostsPayable(const AbilityDef& ability, int source, const QString& controller)
{
    const GameState& gs = table.state();
    for (const CostPart& c : ability.costParts) {
        if (c.kind == CostKind::Mill && topOfLibrary(gs, controller, c.amount).size() < c.amount) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 cards in their library, so the cost can't be paid"),
                       {table.nameOf(controller), PlayText::number(c.amount)}),
                QStringLiteral("701.13b"));
            return false;
        }
        if (c.kind == CostKind::ExileFromHand && c.card && c.card->ref == Selector::Ref::Self
            && gs.objects[source].zone != Zone::Hand) {   // 113.6: Elvish Spirit Guide works in its owner's hand
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can be exiled from a hand only, so the cost can't be paid"),
                       {table.nameOf(gs.objects[source].id)}),
                QStringLiteral("602.2b"));
            return false;
        }
        QString exileRule;   // round 45: the top of the library exiled, a card put from exile into a graveyard
        if (const auto why = exileCostProblem(table, event, source, controller, c, &exileRule)) {
            refuse(*why, exileRule);
            return false;
        }
        if (c.kind != CostKind::RevealFromHand)
            continue;
        // Round 37: "Reveal X red cards from your hand" (Martyr of Ashes): X different such cards, the X the
        // activate event chose (107.3a), none for X = 0.
        const int wanted = c.amountX ? costAmount(c) : 1;
        QVector<int> revealed;
        if (!c.card || c.card->ref == Selector::Ref::Self) {
            if (gs.objects[source].zone == Zone::Hand)
                revealed << source;
        } else {
            ContinuousEffect probe;
            probe.sourceIndex = source;
            probe.controller = controller;
            const Evaluator eval(gs, table.resolution().chars);
            Selector any = *c.card;
            any.where = Selector::Where::Any;
            auto fits = [&](int k) {
                return k >= 0 && gs.objects[k].zone == Zone::Hand && gs.objects[k].owner == controller
                    && eval.matches(any, probe, k) && !revealed.contains(k);
            };
            for (const QString& id : event ? event->choices.objects : QStringList())
                if (revealed.size() < wanted && fits(gs.objectIndex(id)))
                    revealed << gs.objectIndex(id);
            for (int k = 0; revealed.size() < wanted && k < gs.objects.size(); ++k)
                if (fits(k))
                    revealed << k;
        }
        if (revealed.size() < wanted && c.amountX) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 cards in hand that the reveal cost of %3 asks for"),
                       {table.nameOf(controller), PlayText::number(wanted), table.nameOf(gs.objects[source].id)}),
                QStringLiteral("602.2b"));
            return false;
        }
        if (revealed.size() < wanted) {
            refuse(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no card in hand that the reveal cost of %2 asks for"),
                       {table.nameOf(controller), table.nameOf(gs.objects[source].id)}),
                QStringLiteral("602.2b"));
            return false;
        }
        for (int k : revealed)
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2 from their hand as a cost"),
                {table.nameOf(controller), table.nameOf(gs.objects[k].id)}));
    }
    return true;
}

bool PlayContext::someoneHasCounters(const Selector& which, const CostPart& c, int source)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = gs.objects[source].zone == Zone::Battlefield ? res.chars[source].controller : gs.objects[source].owner;
    const Evaluator eval(gs, res.chars);
    for (int k = 0; k < gs.objects.size(); ++k)
        if (gs.objects[k].counterCount(c.counterKind) >= c.amount && eval.matches(which, probe, k))
            return true;
    return false;
}

// "Remove any number of storage counters from ~" (107.3a): the number is the event's choices.x, 0
// without it; any other cost part its own amount.
int PlayContext::costAmount(const CostPart& c) const
{
    return c.amountX ? std::max(0, event ? event->choices.x.value_or(0) : 0) : c.amount;
}

namespace {

// A permanent its controller (the probe's) controls that fits the sacrifice cost `c` (701.17a).
bool fitsSacrifice(const GameState& gs, const Resolution& res, const Evaluator& eval, const CostPart& c,
    const ContinuousEffect& probe, int k)
{
    return gs.objects[k].zone == Zone::Battlefield && res.chars[k].controller == probe.controller
        && eval.matches(*c.card, probe, k);
}

// "Sacrifice a creature" (another permanent than the source): the one the activate event's
// choices.objects names, controlled by the ability's controller and fitting the cost, is sacrificed
// (701.17a), its last known power and toughness kept for the ability (608.2h) under `item`, the stack
// item's id; round 25: "Sacrifice two Saprolings" (Fungal Plots), the first two of them named. None
// named: the cost is taken as paid, as before.
// `count`: how many the cost sacrifices (round 28: "Sacrifice X creatures", Krav, the X the event chose).
void sacrificeNamed(GameTable& table, const GameEvent& event, const QString& item, int source, const CostPart& c,
    const QString& controller, int count)
{
    if (count <= 0)
        return;
    const GameState& gs = table.state();
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = controller;
    const Resolution& res = table.resolution();
    const Evaluator eval(gs, res.chars);
    QVector<int> chosen;   // all chosen before any is sacrificed: sacrificing one resolves the layers again
    for (const QString& id : event.choices.objects) {
        const int k = gs.objectIndex(id);
        if (k < 0 || k == source || chosen.contains(k) || !fitsSacrifice(gs, res, eval, c, probe, k))
            continue;
        if (chosen.isEmpty())
            table.records.sacrificedForCost.insert(
                item, {res.chars[k].power.value_or(0), res.chars[k].toughness.value_or(0), gs.objects[k].counters, res.chars[k].controller,
                          res.chars[k].manaCost.manaValue()});
        chosen << k;
        if (chosen.size() >= count)
            break;
    }
    for (int k : chosen) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is sacrificed as a cost"), {table.nameOf(table.state().objects[k].id)}));
        table.sacrifice(k, controller);
    }
}

}   // namespace

// 601.2f-h: a spell's additional cost "sacrifice a creature" (Fling, Thud), paid as it is cast with the
// creature the cast event's choices name; "the sacrificed creature's power" is then that creature's, as
// it last existed (608.2h).
void sacrificeForSpell(GameTable& table, const GameEvent& cast, int spellIndex, const QString& caster)
{
    const GameObject& spell = table.state().objects[spellIndex];
    if (!spell.card)
        return;
    const QString id = cast.object;   // the stack item's id (EventPlayer: item.id)
    for (const AbilityPtr& a : spell.card->front.abilities)
        if (a->kind == AbilityDef::Kind::AdditionalCost)
            for (const CostPart& c : a->costParts)
                if (c.kind == CostKind::Sacrifice && c.card && !c.card->isRef() && c.amount <= 1 && !c.amountX)
                    sacrificeNamed(table, cast, id, spellIndex, c, caster, 1);
}

const CostPart* unpayableSacrifice(GameTable& table, int source, const QVector<CostPart>& costs, const QString& controller, int chosenX)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    const Evaluator eval(gs, res.chars);
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = controller;
    for (const CostPart& c : costs) {
        // Round 37: "Sacrifice enchanted creature" (Betrothed of Fire): the creature the Aura is attached to, which
        // only its controller can sacrifice (701.21a).
        if (c.kind == CostKind::Sacrifice && c.card && c.card->ref == Selector::Ref::Attached) {
            const int k = gs.objectIndex(gs.objects[source].attachedTo);
            if (k < 0 || gs.objects[k].zone != Zone::Battlefield || res.chars[k].controller != controller)
                return &c;
            continue;
        }
        const int wanted = c.amountX ? chosenX : std::max(1, c.amount);
        if (c.kind != CostKind::Sacrifice || !c.card || c.card->isRef() || wanted <= 0)
            continue;
        int fitting = 0;
        for (int k = 0; k < gs.objects.size() && fitting < wanted; ++k)
            fitting += fitsSacrifice(gs, res, eval, c, probe, k);
        if (fitting < wanted)
            return &c;
    }
    return nullptr;
}

void PlayContext::payOwnCosts(int index, const QVector<CostPart>& costs)
{
    GameObject& o = table.state().objects[index];
    for (const CostPart& c : costs) {
        if (payExileCost(table, event, index, table.resolution().chars[index].controller, c))   // round 45
            continue;
        if (c.kind == CostKind::RemoveCounters && !c.card) {
            for (int k = o.counters.size() - 1; k >= 0; --k)
                if (o.counters[k].kind == c.counterKind) {
                    o.counters[k].count -= costAmount(c);
                    if (o.counters[k].count <= 0)
                        o.counters.remove(k);
                    break;
                }
            table.touched();
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counters are removed from %3 as a cost (%4 left)"),
                {PlayText::number(costAmount(c)), c.counterKind, table.nameOf(o.id), PlayText::number(o.counterCount(c.counterKind))}));
        } else if (c.kind == CostKind::ExileSelf) {
            table.moveObject(index, Zone::Exile);
        } else if (c.kind == CostKind::ExileFromHand && c.card && c.card->ref == Selector::Ref::Self) {
            table.moveObject(index, Zone::Exile);   // handAndLibraryCostsPayable made sure it is in a hand
        } else if (c.kind == CostKind::ReturnSelfToHand) {
            table.moveObject(index, Zone::Hand);
        } else if (c.kind == CostKind::PutCountersOnSelf) {   // "Put a -1/-1 counter on this creature"
            addCostCounters(table, index, c.counterKind, c.amount, table.resolution().chars[index].controller);
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) put on %3 as a cost"),
                {PlayText::number(c.amount), c.counterKind, table.nameOf(o.id)}));
        } else if (c.kind == CostKind::Mill) {   // 701.13: from the top of the controller's library
            const GameState& gs = table.state();
            const QString owner
                = gs.objects[index].zone == Zone::Battlefield ? table.resolution().chars[index].controller : gs.objects[index].owner;
            for (int g : topOfLibrary(gs, owner, c.amount)) {
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is milled as a cost"), {table.nameOf(table.state().objects[g].id)}));
                table.moveObject(g, Zone::Graveyard);
            }
        } else if (c.kind == CostKind::Sacrifice && c.card && c.card->ref == Selector::Ref::Attached) {
            // Round 37: the enchanted creature, which unpayableSacrifice found its controller controls.
            const int k = table.state().objectIndex(o.attachedTo);
            if (k >= 0) {
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is sacrificed as a cost"), {table.nameOf(table.state().objects[k].id)}));
                table.sacrifice(k, table.resolution().chars[index].controller);
            }
        } else if (c.kind == CostKind::Sacrifice && c.card && !c.card->isRef() && event) {
            sacrificeNamed(table, *event, event->id, index, c, table.resolution().chars[index].controller,
                c.amountX ? costAmount(c) : std::max(1, c.amount));
        } else if (c.kind == CostKind::ExileTopOfGraveyard || c.kind == CostKind::ExileFromGraveyard) {
            // Round 26: "Exile X cards from your graveyard" (Taigam), the cards the event names first.
            for (int g : topOfGraveyard(table, event, index, costAmount(c), c.card.data())) {
                table.note(c.kind == CostKind::ExileTopOfGraveyard
                        ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled from the top of a graveyard as a cost"),
                              {table.nameOf(table.state().objects[g].id)})
                        : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled from a graveyard as a cost"),
                              {table.nameOf(table.state().objects[g].id)}));
                table.moveObject(g, Zone::Exile);
            }
        }
    }
}

}   // namespace strata
