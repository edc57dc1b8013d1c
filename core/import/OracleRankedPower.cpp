#include "OracleRankedPower.h"
#include <QRegularExpression>

namespace strata::import {

// Ranked among the objects the rest selects; "among creatures they control" among those of the same controller
// (each player's own greatest), "among creatures on the battlefield" among all creatures, which is what the rest
// selects already. Ties all rank so (the player chooses among them as the instruction is performed).
std::optional<Selector> rankedByPower(const QString& phrase, const ObjectsOf& objects, bool* pluralOut)
{
    static const QRegularExpression ranked(QStringLiteral(
        "^(.+) with the (greatest|least) power(?: among (creatures on the battlefield|creatures they control))?$"));
    const auto m = ranked.match(phrase);
    if (!m.hasMatch())
        return std::nullopt;
    auto rest = objects(m.captured(1), pluralOut);
    const bool among = !m.captured(3).isEmpty();
    if (!rest || rest->isRef() || !rest->anyOf.isEmpty() || rest->powerRank != Selector::PowerRank::None
        || (among && (rest->types != quint16(CardType::Creature) || rest->where != Selector::Where::Battlefield
            || rest->controller != Selector::Who::Any || !rest->whose.isEmpty() || rest->other)))
        return std::nullopt;
    rest->powerRank = m.captured(2) == QLatin1String("least") ? Selector::PowerRank::Least : Selector::PowerRank::Greatest;
    rest->rankPerController = m.captured(3) == QLatin1String("creatures they control");
    return rest;
}

}   // namespace strata::import
