#include "OracleRevealedHand.h"
#include <QRegularExpression>

namespace strata::import {

bool revealedHand(const QString& s, AbilityDef* into, const TargetOf& target,
    const std::function<bool(const QString&, AbilityDef*)>& action)
{
    static const QRegularExpression reveals(
        QStringLiteral("^(?:(target player|target opponent) reveals their hand|((target player|target opponent) loses \\d+ life) "
                       "and reveals their hand)$"));
    const auto m = reveals.match(s);
    if (!m.hasMatch())
        return false;
    const int targetsBefore = into->targets.size();
    const int effectBefore = into->effect.size();
    // The loss names the target player; the reveal is the same player's (one target, 115.1).
    bool read = false;
    if (!m.captured(1).isEmpty()) {
        Selector::Ref r;
        read = target(m.captured(1), into, &r) && r == Selector::Ref::Target;
    } else {
        read = action(m.captured(2), into) && into->effect.size() == effectBefore + 1
            && into->effect.last().kind == ActionKind::LoseLife && into->effect.last().who == QLatin1String("target_player")
            && !into->effect.last().amountOf && !into->effect.last().amount.x;
    }
    if (!read || into->targets.size() != targetsBefore + 1) {
        into->targets.resize(targetsBefore);
        into->effect.resize(effectBefore);
        return false;
    }
    Action reveal;
    reveal.kind = ActionKind::LookAtHand;
    reveal.who = QStringLiteral("target_player");
    reveal.reveal = true;
    into->effect << reveal;
    return true;
}

}   // namespace strata::import
