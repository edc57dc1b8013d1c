#include "OracleDurations.h"

namespace strata::import {

std::optional<bool> changeWithDuration(const QString& s, AbilityDef* into, const ReadAction& read)
{
    static const QString nextTurn = QStringLiteral("until your next turn, ");
    static const QString endOfCombat = QStringLiteral(" until end of combat");
    QString untilEndOfTurn;
    Duration d;
    if (s.startsWith(nextTurn)) {   // 611.2a: it ends as its controller's next turn begins
        untilEndOfTurn = QStringLiteral("until end of turn, ") + s.mid(nextTurn.size());
        d = Duration::UntilYourNextTurn;
    } else if (s.endsWith(endOfCombat)) {   // 511.2: it ends with the combat phase
        untilEndOfTurn = s.chopped(endOfCombat.size()) + QStringLiteral(" until end of turn");
        d = Duration::EndOfCombat;
    } else {
        return std::nullopt;
    }
    const int before = into->effect.size();
    AbilityDef probe = *into;
    if (!read(untilEndOfTurn, &probe) || probe.effect.size() <= before)
        return false;
    // Every change the sentence made lasts so; a one-shot action in it ("untap …") could not say so.
    for (int k = before; k < probe.effect.size(); ++k) {
        Action& a = probe.effect[k];
        if (a.kind != ActionKind::Continuous || !a.continuous || a.continuous->duration != Duration::EndOfTurn)
            return false;
        a.continuous->duration = d;
    }
    *into = probe;
    return true;
}

}   // namespace strata::import
