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

}   // namespace strata::import
