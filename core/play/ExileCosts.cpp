#include "ExileCosts.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// The cards in exile an ExiledToGraveyard part names for `payer`, at most the part's amount: the event's choices first.
QVector<int> exiledCostCards(GameTable& table, const GameEvent* event, int source, const QString& payer, const CostPart& c)
{
    const GameState& gs = table.state();
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = payer;   // "an opponent owns": an opponent of the payer (108.3)
    const Evaluator eval(gs, table.resolution().chars);
    const int n = std::max(1, c.amount);
    QVector<int> out;
    auto fits = [&](int i) {
        return i >= 0 && gs.objects[i].zone == Zone::Exile && !out.contains(i) && (!c.card || eval.matches(*c.card, probe, i));
    };
    if (event)
        for (const QString& id : event->choices.objects)
            if (const int i = gs.objectIndex(id); out.size() < n && fits(i))
                out << i;
    for (int i = 0; out.size() < n && i < gs.objects.size(); ++i)
        if (fits(i))
            out << i;
    return out;
}

}   // namespace

std::optional<PlayText> exileCostProblem(GameTable& table, const GameEvent* event, int source, const QString& payer,
    const CostPart& c, QString* rule)
{
    if (c.kind == CostKind::ExileTopOfLibrary && topOfLibrary(table.state(), payer, c.amount).size() < c.amount) {
        *rule = QStringLiteral("602.2b");
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has fewer than %2 cards in their library, so the cost can't be paid"),
            {table.nameOf(payer), PlayText::number(c.amount)});
    }
    if (c.kind == CostKind::ExiledToGraveyard && exiledCostCards(table, event, source, payer, c).size() < std::max(1, c.amount)) {
        *rule = QStringLiteral("602.2b");
        return PlayText(QT_TRANSLATE_NOOP("PlayText", "no card in exile fits the cost of %1, so the cost can't be paid"),
            {table.nameOf(table.state().objects[source].id)});
    }
    return std::nullopt;
}

bool payExileCost(GameTable& table, const GameEvent* event, int source, const QString& payer, const CostPart& c)
{
    if (c.kind == CostKind::ExileTopOfLibrary) {   // the top cards, one by one, to exile (406.3)
        for (int g : topOfLibrary(table.state(), payer, c.amount)) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled from the top of a library as a cost"),
                {table.nameOf(table.state().objects[g].id)}));
            table.moveObject(g, Zone::Exile);
        }
        return true;
    }
    if (c.kind == CostKind::ExiledToGraveyard) {   // 400.3: a card goes to its owner's graveyard
        for (int g : exiledCostCards(table, event, source, payer, c)) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put from exile into its owner's graveyard as a cost"),
                {table.nameOf(table.state().objects[g].id)}));
            table.moveObject(g, Zone::Graveyard);
        }
        return true;
    }
    return false;
}

}   // namespace strata
