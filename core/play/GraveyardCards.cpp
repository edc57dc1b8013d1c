#include "GraveyardCards.h"
#include "engine/Evaluator.h"

namespace strata {

QVector<int> graveyardCardsChosen(GameTable& table, const GameEvent& event, const Action& a, const QString& controller)
{
    const GameState& gs = table.state();
    Selector filter = a.object.value_or(Selector{});
    filter.ref = Selector::Ref::None;
    filter.where = Selector::Where::Specific;
    filter.zone = Zone::Graveyard;
    ContinuousEffect probe;
    probe.controller = controller;
    const Evaluator eval(gs, table.resolution().chars);
    QVector<int> chosen;
    // 404.2: a graveyard holds its owner's cards; "your graveyard" is the controller's. Round 36: "from a
    // graveyard" (no owner in the filter) is any player's.
    const bool anyGraveyard = !filter.ownerYou;
    auto fits = [&](int i) {
        return i >= 0 && gs.objects[i].exists && gs.objects[i].zone == Zone::Graveyard
            && (anyGraveyard || gs.objects[i].owner == controller)
            && !chosen.contains(i) && eval.matches(filter, probe, i);
    };
    const int wanted = a.amount.x ? 0 : a.amount.n;
    for (const QString& id : event.choices.objects)
        if (const int i = gs.objectIndex(id); chosen.size() < wanted && fits(i))
            chosen << i;
    for (int i = 0; chosen.size() < wanted && i < gs.objects.size(); ++i)
        if (fits(i))
            chosen << i;
    return chosen;
}

}   // namespace strata
