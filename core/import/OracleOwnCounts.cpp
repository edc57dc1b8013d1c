#include "OracleOwnCounts.h"
#include "CountOf.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Action> damageByOwnCount(const QString& s, const ObjectsOf& objects)
{
    static const QRegularExpression damageOwnCount(QStringLiteral(
        "^~ deals damage to (each player|each opponent) equal to (twice )?the number of (.+?) (?:they control|that player controls)$"));
    const auto m = damageOwnCount.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    bool plural = false;
    auto counted = objects(m.captured(3), &plural);
    if (!counted || !plural || counted->isRef() || !counted->anyOf.isEmpty() || counted->controller != Selector::Who::Any
        || counted->where != Selector::Where::Battlefield || !counted->whose.isEmpty())
        return std::nullopt;
    counted->controller = Selector::Who::You;   // "you" is the player dealt damage as it is counted
    Expr count = countOf(*counted);
    count.ofAffectedController = true;
    Action a;
    a.kind = m.captured(1) == QLatin1String("each player") ? ActionKind::Damage : ActionKind::DamageEachOpponent;
    a.eachPlayer = a.kind == ActionKind::Damage;
    a.amountOf = timesEach(count, m.captured(2).isEmpty() ? 1 : 2);
    return a;
}

}   // namespace strata::import
