#include "OwnersControl.h"

namespace strata {

bool givesEachOwnerControl(const AbilityDef* ability)
{
    if (!ability || ability->effect.size() != 1)
        return false;
    const Action& a = ability->effect.first();
    return a.kind == ActionKind::Continuous && a.who == QLatin1String("each_player") && a.continuous && a.continuous->affects
        && a.continuous->affects->ownerYou && a.continuous->ops.size() == 1
        && a.continuous->ops.first().kind == Op::Kind::GainControl;
}

QVector<ResolvedEffect> effectForEachOwner(const ResolvedEffect& e, const GameState& gs, const QVector<int>& objects)
{
    QVector<ResolvedEffect> out;
    for (const Player& p : gs.players) {
        ResolvedEffect mine = e;
        mine.id = QStringLiteral("%1.%2").arg(e.id, p.id);   // one id each, as the player's own effect
        mine.controller = p.id;
        mine.fixedSet.emplace();
        for (int i : objects)
            if (gs.objects[i].owner == p.id)
                mine.fixedSet->insert(gs.objects[i].id, gs.objects[i].incarnation);
        out << mine;
    }
    return out;
}

}   // namespace strata
