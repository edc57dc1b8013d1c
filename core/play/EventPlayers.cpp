#include "CombatRules.h"
#include "PlayContext.h"

// The players a trigger's event names, as its objects' owner or controller ("target creature that player
// controls", "each creature defending player controls": Selector::whose).

namespace strata {

QString defendingPlayerOf(GameTable& table, const QStringList& ids)
{
    const GameState& gs = table.state();
    for (const QString& id : ids) {
        const int i = gs.objectIndex(id);
        if (i >= 0 && gs.objects[i].attacking && gs.objects[i].zone == Zone::Battlefield) {
            const QString p = CombatRules(gs, table.resolution()).defendingPlayer(i);
            if (!p.isEmpty())
                return p;
        }
    }
    if (gs.players.size() == 2)
        for (const Player& p : gs.players)
            if (p.id != gs.activePlayer())
                return p.id;
    return {};
}

QHash<QString, QString> eventPlayersOf(GameTable& table, const StackItem& item)
{
    QHash<QString, QString> out;
    // Round 39: the player the first target names, whose graveyard "target cards from their graveyard" are in (Memory's
    // Journey), for a spell as for an ability (608.2b).
    if (!item.targets.isEmpty() && table.state().player(item.targets.first()))
        out.insert(QStringLiteral("target_player"), item.targets.first());
    if (item.kind != StackItem::Kind::Triggered)
        return out;
    if (!item.trigger.eventPlayer.isEmpty())
        out.insert(QStringLiteral("that_player"), item.trigger.eventPlayer);
    const QString defending = defendingPlayerOf(table, {item.trigger.refersTo, item.source});
    if (!defending.isEmpty())
        out.insert(QStringLiteral("defending_player"), defending);
    return out;
}

bool belongsTo(GameTable& table, int i, const QString& player)
{
    const GameState& gs = table.state();
    if (i < 0 || i >= gs.objects.size() || player.isEmpty())
        return false;
    if (gs.objects[i].zone == Zone::Battlefield)
        return table.resolution().chars[i].controller == player;
    return gs.objects[i].owner == player;
}

}   // namespace strata
