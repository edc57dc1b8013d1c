#include "UnlessPayments.h"
#include "PermanentCosts.h"
#include "PlayContext.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// Where the objects a cost part takes are: permanents the payer controls, or cards the payer owns.
Zone zoneOf(CostKind kind)
{
    switch (kind) {
    case CostKind::Discard:
    case CostKind::DiscardRandom:
        return Zone::Hand;
    case CostKind::ExileFromGraveyard:
        return Zone::Graveyard;
    default:
        return Zone::Battlefield;
    }
}

}   // namespace

bool payUnlessCost(GameTable& table, const GameEvent& event, const CostPart& c, const QString& payer, int source)
{
    if (c.kind == CostKind::RemoveCounters) {   // "unless you remove a +1/+1 counter from it": from ~
        GameState& state = table.state();
        if (source < 0 || state.objects[source].zone != Zone::Battlefield || state.objects[source].counterCount(c.counterKind) < c.amount)
            return false;
        GameObject& o = state.objects[source];
        for (int k = o.counters.size() - 1; k >= 0; --k)
            if (o.counters[k].kind == c.counterKind) {
                o.counters[k].count -= c.amount;
                if (o.counters[k].count <= 0)
                    o.counters.remove(k);
                break;
            }
        table.touched();
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays by removing %2 %3 counter(s) from %4 (118.12)"),
            {table.nameOf(payer), PlayText::number(c.amount), c.counterKind, table.nameOf(o.id)}));
        return true;
    }
    if (c.kind == CostKind::Mill) {   // round 32, 701.13a: the top cards of the payer's library, all or none (118.3)
        const QVector<int> top = topOfLibrary(table.state(), payer, std::max(1, c.amount));
        if (top.size() < std::max(1, c.amount))
            return false;
        for (int i : top) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays with %2 (118.12)"),
                {table.nameOf(payer), table.nameOf(table.state().objects[i].id)}));
            table.moveObject(i, Zone::Graveyard);
        }
        return true;
    }
    if (c.kind == CostKind::ExileTopOfGraveyard) {   // round 32: "the top creature card of your graveyard", the source's controller's
        if (source < 0 || table.resolution().chars[source].controller != payer)
            return false;
        const QVector<int> top = topOfGraveyard(table, &event, source, std::max(1, c.amount), c.card.data());
        if (top.size() < std::max(1, c.amount))
            return false;
        for (int i : top) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays with %2 (118.12)"),
                {table.nameOf(payer), table.nameOf(table.state().objects[i].id)}));
            table.moveObject(i, Zone::Exile);
        }
        return true;
    }
    if (c.kind == CostKind::PayHalfLife) {   // round 42, Garza's Assassin's recover: half the payer's life, rounded up
        if (!canPayHalfLife(table, payer))
            return false;
        const int half = halfLifeRoundedUp(table.player(payer)->life);
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 life (119.4)"), {table.nameOf(payer), PlayText::number(half)}));
        if (half > 0)
            table.loseLife(payer, half);
        return true;
    }
    if (c.kind == CostKind::DiscardHand) {   // round 40, 701.8a: every card in the payer's hand, none when it is empty
        QStringList ids;
        for (const GameObject& o : table.state().objects)
            if (o.zone == Zone::Hand && o.owner == payer)
                ids << o.id;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays by discarding their hand (118.12)"), {table.nameOf(payer)}));
        for (const QString& id : ids)
            table.discard(table.state().objectIndex(id), payer);
        return true;
    }
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    const Zone zone = zoneOf(c.kind);
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = payer;
    const Evaluator eval(gs, res.chars);
    QVector<int> chosen;
    auto fits = [&](int i) {
        const GameObject& o = gs.objects[i];
        if (o.zone != zone || chosen.contains(i))
            return false;
        if (zone == Zone::Battlefield ? res.chars[i].controller != payer : o.owner != payer)
            return false;
        if (c.kind == CostKind::TapUntapped && o.tapped)   // "Tap an untapped creature you control"
            return false;
        if (!c.card)
            return true;
        Selector what = *c.card;
        what.controller = Selector::Who::Any;   // the payer's, checked above
        if (zone != Zone::Battlefield)
            what.where = Selector::Where::Any;
        return eval.matches(what, probe, i);
    };
    int wanted = std::max(1, c.amount);
    for (const QString& id : event.choices.objects)
        if (const int i = gs.objectIndex(id); wanted > 0 && i >= 0 && fits(i)) {
            chosen << i;
            --wanted;
        }
    for (int i = 0; wanted > 0 && i < gs.objects.size(); ++i)
        if (fits(i)) {
            chosen << i;
            --wanted;
        }
    if (wanted > 0)   // 118.3: what the cost asks for is not there, so it can't be paid
        return false;
    QStringList ids;
    for (int i : chosen)
        ids << gs.objects[i].id;
    for (const QString& id : ids) {
        const int i = table.state().objectIndex(id);
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays with %2 (118.12)"), {table.nameOf(payer), table.nameOf(id)}));
        switch (c.kind) {
        case CostKind::Sacrifice:
            table.sacrifice(i, payer);
            break;
        case CostKind::ReturnToHand:
            table.moveObject(i, Zone::Hand);
            break;
        case CostKind::Discard:
        case CostKind::DiscardRandom:
            table.discard(i, payer);
            break;
        case CostKind::ExileFromGraveyard:
            table.moveObject(i, Zone::Exile);
            break;
        case CostKind::TapUntapped:
            table.setTapped(i, true);
            break;
        default:
            break;
        }
    }
    return true;
}

}   // namespace strata
