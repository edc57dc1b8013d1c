#include "HandExiles.h"
#include "GameTable.h"
#include "PlayText.h"
#include "ZoneMoves.h"
#include "model/Ability.h"

namespace strata {

bool exilesFromTheirHand(const Action& a)
{
    return a.kind == ActionKind::Exile && !a.who.isEmpty() && a.object && !a.object->isRef()
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Hand && !a.object->ownerYou
        && a.pick >= 1 && !a.pickUpTo;
}

void exileFromTheirHands(GameTable& table, const QStringList& players, const QStringList& choices, const Selector& card,
    const QString& linkedTo, int count)
{
    GameState& gs = table.state();
    for (const QString& player : players) {
        // A card exiled before is no longer in the hand, so the next choice (or the next card) is taken.
        for (int n = 0; n < count; ++n) {
            const int chosen = cardChosenFrom(table, Zone::Hand, choices, player, card, player);
            if (chosen < 0) {
                if (n == 0)
                    table.note(
                        PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no card in hand to exile"), {table.nameOf(player)}));
                break;
            }
            const QString id = gs.objects[chosen].id;
            table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 exiles %2 from their hand"), {table.nameOf(player), table.nameOf(id)}));
            table.moveObject(chosen, Zone::Exile);
            if (!linkedTo.isEmpty())
                gs.objects[chosen].exiledWith = linkedTo;
        }
    }
}

void discardEach(GameTable& table, const QString& player, const std::function<bool(int)>& fits)
{
    GameState& gs = table.state();
    QStringList ids;   // taken before any moves: a discarded card is a new object in the graveyard (400.7)
    for (int i = 0; i < gs.objects.size(); ++i)
        if (gs.objects[i].zone == Zone::Hand && gs.objects[i].owner == player && fits(i))
            ids << gs.objects[i].id;
    if (ids.isEmpty())
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals a hand with no card to discard"), {table.nameOf(player)}));
    for (const QString& id : ids) {
        const int i = gs.objectIndex(id);
        if (i < 0)
            continue;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 discards %2"), {table.nameOf(player), table.nameOf(id)}));
        table.discard(i, player);
    }
}

}   // namespace strata
