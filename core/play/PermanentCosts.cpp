#include "PermanentCosts.h"
#include "StaticDamageRules.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// How many permanents the cost part picks: "Exile two creatures you control" two, "Put two +1/+1 counters on a
// creature you control" one (its amount is the counters').
int permanentsPicked(const CostPart& c)
{
    return c.kind == CostKind::PutCounters ? 1 : std::max(1, c.amount);
}

// The permanents `controller` controls that the cost part `c` names, the event's choices first (not the
// ones chosen for an earlier part), as many as it picks.
QVector<int> chosenPermanents(GameTable& table, const GameEvent& e, int source, const CostPart& c, const QString& controller,
    const QVector<int>& taken)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = controller;
    const Evaluator eval(gs, res.chars);
    QVector<int> out;
    const int wanted = permanentsPicked(c);
    auto fits = [&](int k) {
        return k >= 0 && gs.objects[k].zone == Zone::Battlefield && res.chars[k].controller == controller && !out.contains(k)
            && !taken.contains(k) && c.card && eval.matches(*c.card, probe, k);
    };
    for (const QString& id : e.choices.objects)
        if (out.size() < wanted && fits(gs.objectIndex(id)))
            out << gs.objectIndex(id);
    for (int k = 0; out.size() < wanted && k < gs.objects.size(); ++k)
        if (fits(k))
            out << k;
    return out;
}

bool choosesPermanents(const CostPart& c)
{
    return c.kind == CostKind::ExilePermanent || c.kind == CostKind::PutCounters;
}

}   // namespace

void addCostCounters(GameTable& table, int k, const QString& kind, int n, const QString& byPlayer)
{
    GameObject& o = table.state().objects[k];
    const auto same = std::find_if(o.counters.begin(), o.counters.end(), [&](const CounterStack& s) { return s.kind == kind; });
    if (same != o.counters.end()) {
        same->count += n;
        same->timestamp = table.nextTimestamp();   // 613.7c
    } else {
        o.counters << CounterStack{kind, n, table.nextTimestamp()};
    }
    table.touched();
    table.countersPut(o.id, kind, n, byPlayer);
}

int halfLifeRoundedUp(int life)
{
    return life > 0 ? (life + 1) / 2 : 0;
}

bool canPayHalfLife(GameTable& table, const QString& player)
{
    const Player* p = table.player(player);
    return p && (halfLifeRoundedUp(p->life) == 0 || !lifeChangeForbidden(table.resolution(), player));
}

std::optional<PlayText> unpayablePermanentCost(GameTable& table, const GameEvent& e, int source,
    const QVector<CostPart>& costs, const QString& controller, QString* rule)
{
    QVector<int> taken;
    for (const CostPart& c : costs) {
        if (c.kind == CostKind::ExertSelf && table.state().objects[source].zone != Zone::Battlefield) {
            *rule = QStringLiteral("701.43a");   // only a permanent is exerted
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is not on the battlefield, so it can't be exerted"),
                {table.nameOf(table.state().objects[source].id)});
        }
        if (c.kind == CostKind::PayHalfLife) {
            const Player* p = table.player(controller);
            if (p && !canPayHalfLife(table, controller)) {
                *rule = QStringLiteral("119.4");
                return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't pay %2 life, so the cost can't be paid"),
                    {table.nameOf(controller), PlayText::number(halfLifeRoundedUp(p->life))});
            }
        }
        if (!choosesPermanents(c))
            continue;
        const QVector<int> chosen = chosenPermanents(table, e, source, c, controller, taken);
        if (chosen.size() < permanentsPicked(c)) {
            *rule = QStringLiteral("602.2b");
            return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 controls too few permanents for the cost of %2's ability, so the cost can't be paid"),
                {table.nameOf(controller), table.nameOf(e.object)});
        }
        taken << chosen;
    }
    return std::nullopt;
}

std::optional<int> payPermanentCosts(GameTable& table, const GameEvent& e, int source, const QVector<CostPart>& costs,
    const QString& controller)
{
    std::optional<int> removed;
    QVector<int> taken;
    for (const CostPart& c : costs) {
        GameState& gs = table.state();
        switch (c.kind) {
        case CostKind::ExertSelf: {
            // 701.43a: it won't untap during the next untap step of the player who exerted it (Exert.cpp).
            const GameObject& o = gs.objects[source];
            table.records.skippedUntaps.push_back(GameTable::SkippedUntap{o.id, o.incarnation, controller});
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exerted: it won't untap during %2's next untap step (701.43a)"),
                {table.nameOf(o.id), table.nameOf(controller)}));
            break;
        }
        case CostKind::PayHalfLife: {
            const Player* p = table.player(controller);
            const int half = p ? halfLifeRoundedUp(p->life) : 0;
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 life as a cost"), {table.nameOf(controller), PlayText::number(half)}));
            if (half > 0)
                table.loseLife(controller, half);   // 119.4: paying life is losing it
            break;
        }
        case CostKind::RemoveAllCounters: {
            GameObject& o = gs.objects[source];
            const int n = o.counterCount(c.counterKind);
            o.counters.erase(std::remove_if(o.counters.begin(), o.counters.end(),
                                 [&](const CounterStack& s) { return s.kind == c.counterKind; }),
                o.counters.end());
            removed = removed.value_or(0) + n;
            table.touched();
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counters are removed from %3 as a cost (%4 left)"),
                {PlayText::number(n), c.counterKind, table.nameOf(o.id), PlayText::number(0)}));
            break;
        }
        case CostKind::ExilePermanent: {
            const QVector<int> chosen = chosenPermanents(table, e, source, c, controller, taken);
            taken << chosen;
            QStringList ids;
            for (int k : chosen)
                ids << gs.objects[k].id;
            for (const QString& id : ids) {
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled as a cost"), {table.nameOf(id)}));
                table.moveObject(table.state().objectIndex(id), Zone::Exile);
            }
            break;
        }
        case CostKind::PutCounters: {
            const QVector<int> chosen = chosenPermanents(table, e, source, c, controller, taken);
            taken << chosen;
            for (int k : chosen) {
                addCostCounters(table, k, c.counterKind, c.amount, controller);
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) put on %3 as a cost"),
                    {PlayText::number(c.amount), c.counterKind, table.nameOf(gs.objects[k].id)}));
            }
            break;
        }
        default:
            break;
        }
    }
    return removed;
}

}   // namespace strata
