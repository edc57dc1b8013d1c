#include "OracleUnlessTargetPlayer.h"
#include <QRegularExpression>

// Round 40, a payment said first by the player the instructions then call "they" (118.12): "Unless target player pays
// {3}, they lose 5 life and you gain 5 life." (Rhystic Syphon). The instructions are the drain "target player loses 5
// life and you gain 5 life", read as the templates read it; the target player is the one who may pay.

namespace strata::import {

bool unlessTargetPlayerPays(const QString& s, const ActionsOf& actionsOf, AbilityDef* into)
{
    static const QRegularExpression unless(
        QStringLiteral("^unless target player pays ((?:\\{[0-9WUBRGC]\\})+), they lose (\\w+) life and you gain (\\w+) life$"));
    const auto m = unless.match(s);
    if (!m.hasMatch() || m.captured(2) != m.captured(3))
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const bool read = actionsOf(QStringLiteral("target player loses %1 life and you gain %1 life").arg(m.captured(2)), into)
        && into->effect.size() == effectBefore + 1 && into->targets.size() == targetsBefore + 1
        && into->effect.last().kind == ActionKind::Drain && into->effect.last().drain
        && into->effect.last().drain->kind == Expr::Kind::Const && !into->effect.last().optional
        && !into->effect.last().condition;
    if (!read) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    Action a;
    a.kind = ActionKind::UnlessPays;
    a.who = QStringLiteral("they");   // the player the drain names, its target (PaymentChoices.cpp)
    a.text = m.captured(1);
    a.nested = {into->effect.last()};
    into->effect.last() = a;
    return true;
}

}   // namespace strata::import
