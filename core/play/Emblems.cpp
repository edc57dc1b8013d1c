#include "Emblems.h"

namespace strata {

QString createEmblem(GameTable& table, const CardPtr& emblem, const QString& player, const QString& eventId,
    const QString& madeBy)
{
    GameState& gs = table.state();
    const QString prefix = eventId + QLatin1String(".emblem");
    int made = 0;
    for (const GameObject& o : gs.objects)
        made += o.id.startsWith(prefix);
    auto labelled = std::make_shared<Card>(*emblem);
    labelled->front.name = QStringLiteral("%1 Emblem").arg(madeBy);
    labelled->token = false;   // 114.5: an emblem is neither a card nor a permanent, and no token
    GameObject o;
    o.card = labelled;
    o.id = prefix + QString::number(made + 1);
    o.owner = o.controller = player;
    o.zone = Zone::Command;
    o.createdDuringEvents = true;
    o.timestamp = table.nextTimestamp();
    gs.objects << o;
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 gets an emblem (%2)"), {table.nameOf(player), o.id}));
    return o.id;
}

}   // namespace strata
