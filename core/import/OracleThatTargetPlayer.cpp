#include "OracleThatTargetPlayer.h"

namespace strata::import {

bool thatTargetPlayer(const AbilityDef& into, Action* action)
{
    // Only after that player's own instruction: "that player" after a trigger's event names the event's player
    // (OracleEventRefs.cpp), and after another subject it would name no one.
    if (into.targets.size() != 1 || into.effect.isEmpty() || into.effect.last().who != QLatin1String("target_player"))
        return false;
    const Selector& t = into.targets.first();
    if (t.word != QLatin1String("player") || !t.anyOf.isEmpty() || t.upTo != 0)
        return false;
    action->who = QStringLiteral("target_player");
    return true;
}

}   // namespace strata::import
