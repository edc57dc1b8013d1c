#include "OracleClashLoss.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

std::optional<Action> clashLossDiscard(const QString& sentence, const QVector<Action>& winBranch)
{
    static const QRegularExpression discard(QStringLiteral("^Otherwise, that player discards (?:a card|(\\w+) cards)\\.?$"));
    const auto m = discard.match(sentence);
    // "That player" is the target player of the win's branch: one of its instructions is theirs.
    const bool targetPlayerNamed = std::any_of(winBranch.cbegin(), winBranch.cend(),
        [](const Action& a) { return a.who == QLatin1String("target_player"); });
    if (!m.hasMatch() || !targetPlayerNamed)
        return std::nullopt;
    const std::optional<int> n = m.captured(1).isEmpty() ? std::optional<int>(1) : numberWord(m.captured(1));
    if (!n || *n < 1)
        return std::nullopt;
    Action loss;
    loss.kind = ActionKind::Discard;
    loss.who = QStringLiteral("target_player");
    loss.amount.n = *n;
    loss.otherwise = true;   // done only when the clash is not won
    return loss;
}

}   // namespace strata::import
