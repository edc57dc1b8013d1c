#include "OracleSelfGainsForever.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

bool selfGainsIndefinitely(const QString& s, const InstructionReader& action, AbilityDef* into)
{
    // Round 39: also "~ loses defender and gains trample" (Guardian of the Ages) after any event; "it" is ~ only after
    // "When ~ enters", where the event's object is ~.
    static const QRegularExpression selfGains(
        QStringLiteral("^(~|it) (?:gains|loses) (?!.* until end of turn$)(.+)$"));
    const auto m = selfGains.match(s);
    if (into->kind != AbilityDef::Kind::Triggered || !m.hasMatch()
        || (into->event != TriggerEvent::SelfEnters && m.captured(1) != QLatin1String("~")))
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
            [](const Op& op) { return op.kind == Op::Kind::AddAbilities || op.kind == Op::Kind::LoseAbilities; }))
        return false;
    gains.continuous->duration = Duration::Indefinite;
    into->effect << gains;
    return true;
}

}   // namespace strata::import
