#include "ExileUntilLeaves.h"
#include "GameTable.h"

namespace strata {

namespace {

bool exilesUntilLeaves(const QVector<Action>& actions)
{
    for (const Action& a : actions)
        if ((a.kind == ActionKind::Exile && a.duration == Duration::UntilSourceLeaves) || exilesUntilLeaves(a.nested))
            return true;
    return false;
}

bool exilesUntilLeaves(const AbilityDef& a)
{
    if (exilesUntilLeaves(a.effect))
        return true;
    for (const AbilityPtr& mode : a.modes)
        if (mode && exilesUntilLeaves(*mode))
            return true;
    return false;
}

}   // namespace

bool exilesUntilItLeaves(const Characteristics& asItLeft)
{
    for (const AbilityInstance& a : asItLeft.abilities)
        if (a.def && exilesUntilLeaves(*a.def))
            return true;
    return false;
}

void returnCardsExiledUntilLeaves(GameTable& table, const QString& sourceId)
{
    QStringList exiled;
    for (const GameObject& o : table.state().objects)
        if (o.zone == Zone::Exile && o.exiledWith == sourceId && o.exists)
            exiled << o.id;
    for (const QString& id : exiled) {
        const int i = table.state().objectIndex(id);
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 returns to the battlefield under its owner's control as %2 has left it (610.3c)"),
            {table.nameOf(id), table.nameOf(sourceId)}));
        table.moveObject(i, Zone::Battlefield);   // EntryOptions: its owner controls it
    }
}

}   // namespace strata
