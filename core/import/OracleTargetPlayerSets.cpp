#include "OracleTargetPlayerSets.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<TargetPlayersNoun> targetPlayersNoun(const QString& phrase, const AbilityDef& into)
{
    static const QRegularExpression re(QStringLiteral("^(.+?) target (player|opponent) controls$"));
    const auto m = re.match(phrase);
    if (!m.hasMatch() || !into.targets.isEmpty())
        return std::nullopt;
    // "black and/or red creature" (Honorable Scout) is the set "black or red creature" names (105.2); the
    // round trip says them alike (RoundTripWordings.cpp).
    static const QRegularExpression andOr(
        QStringLiteral("\\b(white|blue|black|red|green) and/or (white|blue|black|red|green)\\b"));
    QString noun = m.captured(1);
    noun.replace(andOr, QStringLiteral("\\1 or \\2"));
    return TargetPlayersNoun{noun, m.captured(2) == QLatin1String("opponent")};
}

std::optional<Selector> ofTargetPlayer(std::optional<Selector> set, const TargetPlayersNoun& p, AbilityDef* into)
{
    if (!set || set->isRef() || !set->whose.isEmpty() || set->controller != Selector::Who::Any || !set->anyOf.isEmpty())
        return std::nullopt;
    set->whose = QStringLiteral("target_player");
    Selector player;
    player.word = QStringLiteral("player");
    if (p.opponent)
        player.controller = Selector::Who::Opponent;
    into->targets << player;
    return set;
}

std::optional<Selector> ofThatTargetPlayer(const QString& phrase, const AbilityDef& into,
    const std::function<std::optional<Selector>(const QString&, bool*)>& objects)
{
    // "white or blue creatures …", as the spell's wording has mended Oracle's "each white and/or blue creature …"
    static const QRegularExpression re(QStringLiteral("^(each .+?|white or blue creatures) that player controls$"));
    const auto m = re.match(phrase);
    if (!m.hasMatch() || into.targets.size() != 1 || into.targets[0].word != QLatin1String("player") || into.targets[0].upTo
        || into.effect.isEmpty())
        return std::nullopt;
    // The instruction before is about the target player's set, so "that player" can only be that one (115.1).
    const Action& before = into.effect.last();
    const bool theirSet = before.kind == ActionKind::Continuous && before.continuous && before.continuous->affects
        && before.continuous->affects->whose == QLatin1String("target_player");
    if (!theirSet)
        return std::nullopt;
    static const QRegularExpression andOr(QStringLiteral("\\b(white|blue|black|red|green) and/or (white|blue|black|red|green)\\b"));
    QString noun = m.captured(1);
    noun.replace(andOr, QStringLiteral("\\1 or \\2"));
    bool plural = false;
    std::optional<Selector> set = objects(noun, &plural);
    if (!set || set->isRef() || !set->whose.isEmpty() || set->controller != Selector::Who::Any || !set->anyOf.isEmpty())
        return std::nullopt;
    set->whose = QStringLiteral("target_player");
    return set;
}

}   // namespace strata::import
