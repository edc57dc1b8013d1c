#include "RulesTextWriter.h"

// How long a change lasts, said before or after the change (RulesTextEffects.cpp writes the change).

namespace strata {
namespace rulestext {

QString Writer::withDuration(const QString& clause, std::optional<Duration> duration, bool leading) const
{
    if (duration == Duration::EndOfTurn)
        return leading ? tr("until end of turn, %1").arg(clause) : tr("%1 until end of turn").arg(clause);
    if (duration == Duration::WhileYouControlSource)
        return tr("%1 for as long as you control %2").arg(clause, m_self);
    if (duration == Duration::NextTurnOfTargetPlayer)
        return tr("during target opponent's next turn, %1").arg(clause);
    if (duration == Duration::UntilSourceLeaves)   // 610.3c
        return tr("%1 until %2 leaves the battlefield").arg(clause, m_self);
    if (duration == Duration::WhileSourceTapped)   // 611.2b
        return tr("%1 for as long as %2 remains tapped").arg(clause, m_self);
    if (duration == Duration::UntilYourNextTurn)   // round 23 (611.2a)
        return tr("until your next turn, %1").arg(clause);
    if (duration == Duration::EndOfCombat)   // round 23 (511.3)
        return tr("%1 until end of combat").arg(clause);
    return clause;
}

}   // namespace rulestext
}   // namespace strata
