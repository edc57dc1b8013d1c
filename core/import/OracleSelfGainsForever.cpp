#include "OracleSelfGainsForever.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

bool selfGainsIndefinitely(const QString& s, const InstructionReader& action, AbilityDef* into)
{
    static const QRegularExpression selfGains(QStringLiteral("^(?:~|it) gains (?!.* until end of turn$)(.+)$"));
    if (into->kind != AbilityDef::Kind::Triggered || into->event != TriggerEvent::SelfEnters || !selfGains.match(s).hasMatch())
        return false;
    AbilityDef probe = *into;
    if (!action(s + QStringLiteral(" until end of turn"), &probe) || probe.effect.size() != into->effect.size() + 1
        || probe.targets.size() != into->targets.size())
        return false;
    Action gains = probe.effect.last();
    if (gains.kind != ActionKind::Continuous || !gains.continuous || !gains.continuous->affects
        || gains.continuous->affects->ref != Selector::Ref::Self || gains.continuous->duration != Duration::EndOfTurn
        || gains.continuous->ops.isEmpty()
        || !std::all_of(gains.continuous->ops.cbegin(), gains.continuous->ops.cend(),
            [](const Op& op) { return op.kind == Op::Kind::AddAbilities; }))
        return false;
    gains.continuous->duration = Duration::Indefinite;
    into->effect << gains;
    return true;
}

}   // namespace strata::import
