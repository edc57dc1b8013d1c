#include "OracleExileUntil.h"
#include <utility>

namespace strata::import {

bool exileUntil(const QString& s, AbilityDef* into, const ActionOf& action)
{
    if (!s.startsWith(QLatin1String("exile ")))
        return false;
    static const QString untilLeaves = QStringLiteral(" until ~ leaves the battlefield");
    static const QString untilMonarch = QStringLiteral(" until an opponent becomes the monarch");
    for (const auto& [until, duration] : {std::pair(untilLeaves, Duration::UntilSourceLeaves),
             std::pair(untilMonarch, Duration::UntilOpponentBecomesMonarch)}) {
        AbilityDef probe = *into;
        if (s.endsWith(until) && action(s.chopped(until.size()), &probe) && probe.effect.size() == into->effect.size() + 1
            && probe.effect.last().kind == ActionKind::Exile && probe.effect.last().object) {
            probe.effect.last().duration = duration;
            *into = probe;
            return true;
        }
    }
    return false;
}

}   // namespace strata::import
