#include "OracleDamageThenGain.h"
#include <QRegularExpression>

namespace strata::import {

bool xDamageThenGain(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& action)
{
    static const QRegularExpression damageThenGain(
        QStringLiteral("^(~ deals X damage to .+?) and you gain X life(, where X is .+)$"));
    const auto m = damageThenGain.match(s);
    if (!m.hasMatch())
        return false;
    const int effectBefore = int(into->effect.size());
    const int targetsBefore = int(into->targets.size());
    const auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    if (!action(m.captured(1) + m.captured(2), into) || into->effect.size() != effectBefore + 1)
        return undo();
    const Action& damage = into->effect.last();
    // One target, dealt X, the same X the gain says (the writer names both once, RulesTextJoinedPairs.cpp).
    if (damage.kind != ActionKind::Damage || !damage.amount.x || !damage.amountOf || !damage.who.isEmpty() || !damage.to
        || damage.to->ref != Selector::Ref::Target || damage.optional || damage.condition || into->targets.size() != 1)
        return undo();
    Action gain;
    gain.kind = ActionKind::GainLife;
    gain.amount = Amount{true, 0};
    gain.amountOf = damage.amountOf;
    into->effect << gain;
    return true;
}

}   // namespace strata::import
