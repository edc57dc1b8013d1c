#include "LibraryOrder.h"

namespace strata {

void restack(GameState& gs, const QString& owner, const QStringList& top, const QStringList& bottom)
{
    QVector<int> places;
    QVector<GameObject> first, middle, last;
    for (int i = 0; i < gs.objects.size(); ++i)
        if (gs.objects[i].zone == Zone::Library && gs.objects[i].owner == owner) {
            places << i;
            (top.contains(gs.objects[i].id) ? first : bottom.contains(gs.objects[i].id) ? last : middle) << gs.objects[i];
        }
    const QVector<GameObject> order = first + middle + last;
    for (int k = 0; k < places.size(); ++k)
        gs.objects[places[k]] = order[k];
}

// Round 22: "put two target lands on top of their owners' libraries" (Plow Under), "put all creatures on
// the bottom of their owners' libraries" (Hallowed Burial), "put up to three target creature cards from
// your graveyard on top of your library" (Reinforcements): each object to its owner's library (401.4).
// Their order among themselves is their owner's choice; Strata keeps them in the order listed.
void putEachOnLibrary(GameTable& table, const QVector<int>& objects, bool bottom)
{
    GameState& gs = table.state();
    QStringList moved, owners;
    for (int i : objects) {
        if (gs.objects[i].zone == Zone::Library)
            continue;
        moved << gs.objects[i].id;
        if (!owners.contains(gs.objects[i].owner))
            owners << gs.objects[i].owner;
        table.moveObject(i, Zone::Library);
    }
    for (const QString& owner : owners)
        restack(gs, owner, bottom ? QStringList() : moved, bottom ? moved : QStringList());
    table.touched();
    for (const QString& id : moved)
        table.note(bottom ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put on the bottom of its owner's library"), {table.nameOf(id)})
                            : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put on top of its owner's library"), {table.nameOf(id)}));
}

Selector cardInLibrary(const Action& a)
{
    Selector filter = a.object.value_or(Selector{});
    filter.ref = Selector::Ref::None;
    filter.upTo = 0;
    filter.where = Selector::Where::Specific;
    filter.zone = Zone::Library;
    return filter;
}

}   // namespace strata
