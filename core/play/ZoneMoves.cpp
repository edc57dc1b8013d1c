#include "ZoneMoves.h"
#include "engine/Evaluator.h"
#include <algorithm>
#include <optional>

namespace strata {

int cardChosenFrom(GameTable& table, Zone zone, const QStringList& choices, const QString& owner, Selector filter,
    const QString& controller)
{
    const GameState& gs = table.state();
    filter.ref = Selector::Ref::None;
    filter.upTo = 0;
    filter.where = Selector::Where::Specific;
    filter.zone = zone;
    ContinuousEffect probe;
    probe.controller = controller;
    const Evaluator eval(gs, table.resolution().chars);
    auto fits = [&](int i) {
        return i >= 0 && gs.objects[i].zone == zone && gs.objects[i].owner == owner && eval.matches(filter, probe, i);
    };
    for (const QString& id : choices)
        if (const int i = gs.objectIndex(id); fits(i))
            return i;
    for (int i = 0; i < gs.objects.size(); ++i)
        if (fits(i))
            return i;
    return -1;
}

int putOnTopOfLibrary(GameTable& table, int index, int place)
{
    GameState& gs = table.state();
    const QString id = gs.objects[index].id;
    const QString owner = gs.objects[index].owner;
    table.moveObject(index, Zone::Library);
    // The library's objects keep their places in the list; the card moved takes the first of them (or the
    // place-th).
    QVector<int> places;
    QVector<GameObject> order;
    std::optional<GameObject> moved;
    for (int i = 0; i < gs.objects.size(); ++i)
        if (gs.objects[i].zone == Zone::Library && gs.objects[i].owner == owner) {
            places << i;
            if (gs.objects[i].id == id)
                moved = gs.objects[i];
            else
                order << gs.objects[i];
        }
    const int above = std::min(std::max(place, 1) - 1, int(order.size()));
    if (moved)
        order.insert(above, *moved);
    for (int k = 0; k < places.size(); ++k)
        gs.objects[places[k]] = order[k];
    table.touched();
    return above;
}

}   // namespace strata
