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

bool rankedCardToHand(const QString& s, const ObjectsOf& objects, Action* out)
{
    static const QRegularExpression re(QStringLiteral("^return to your hand the (creature card in your graveyard with the greatest power)$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    bool plural = true;
    const auto card = objects(m.captured(1), &plural);
    if (!card || plural || card->isRef() || card->where != Selector::Where::Specific || card->zone != Zone::Graveyard
        || !card->ownerYou || card->powerRank != Selector::PowerRank::Greatest)
        return false;
    Action a;
    a.kind = ActionKind::ReturnToHand;
    a.object = *card;
    *out = a;
    return true;
}

bool tieChoiceRepeated(const QString& s, const Action& before)
{
    static const QRegularExpression re(
        QStringLiteral("^if two or more (cards|creatures) are tied for (greatest|least) power, you choose one of them$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || !before.object || before.object->isRef() || before.each || before.pick != 0 || !before.who.isEmpty())
        return false;
    const Selector& set = *before.object;
    const bool cards = set.where == Selector::Where::Specific;
    const Selector::PowerRank rank = m.captured(2) == QLatin1String("least") ? Selector::PowerRank::Least : Selector::PowerRank::Greatest;
    return set.powerRank == rank && !set.rankPerController && cards == (m.captured(1) == QLatin1String("cards"))
        && (before.kind == ActionKind::ReturnToHand || before.kind == ActionKind::Destroy);
}

}   // namespace strata::import
