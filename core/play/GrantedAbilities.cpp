#include "GrantedAbilities.h"
#include "GameTable.h"
#include "PlayText.h"
#include "model/GameState.h"

namespace strata {

namespace {

bool namesGranter(const CostPart& c)
{
    return (c.kind == CostKind::Sacrifice || c.kind == CostKind::Unattach) && c.card
        && c.card->ref == Selector::Ref::Granter;
}

}   // namespace

QString granterOf(const GameState& gs, const QString& abilityFrom)
{
    for (const ResolvedEffect& e : gs.effects)
        if (e.id == abilityFrom)
            return e.sourceId;
    const int hash = abilityFrom.lastIndexOf(QLatin1Char('#'));
    return hash > 0 ? abilityFrom.left(hash) : QString();
}

bool granterCostsPayable(const GameState& gs, const QVector<CostPart>& costs, const QString& abilityFrom)
{
    for (const CostPart& c : costs) {
        if (!namesGranter(c))
            continue;
        const int g = gs.objectIndex(granterOf(gs, abilityFrom));
        if (g < 0 || !gs.objects[g].exists || gs.objects[g].zone != Zone::Battlefield)
            return false;
        if (c.kind == CostKind::Unattach && gs.objects[g].attachedTo.isEmpty())
            return false;
    }
    return true;
}

void payGranterCosts(GameTable& table, const QVector<CostPart>& costs, const QString& abilityFrom, const QString& payer)
{
    GameState& gs = table.state();
    for (const CostPart& c : costs) {
        if (!namesGranter(c))
            continue;
        const int g = gs.objectIndex(granterOf(gs, abilityFrom));
        if (g < 0)
            continue;
        if (c.kind == CostKind::Unattach) {   // 701.3d: it stays on the battlefield, attached to nothing
            gs.objects[g].attachedTo.clear();
            table.touched();
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is unattached as a cost"), {table.nameOf(gs.objects[g].id)}));
        } else {
            table.sacrifice(g, payer);
        }
    }
}

}   // namespace strata
