#include "OracleOwnCounts.h"
#include "CountOf.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The objects of a set ("lands", "creature") each player controls, counted for each player the action is
// done to: Expr::ofAffectedController, "you" being that player as it is counted.
std::optional<Expr> theirOwnCount(const QString& phrase, bool plural, const ObjectsOf& objects)
{
    bool isPlural = false;
    auto counted = objects(phrase, &isPlural);
    if (!counted || isPlural != plural || counted->isRef() || !counted->anyOf.isEmpty()
        || counted->controller != Selector::Who::Any || counted->where != Selector::Where::Battlefield
        || !counted->whose.isEmpty())
        return std::nullopt;
    counted->controller = Selector::Who::You;
    Expr count = countOf(*counted);
    count.ofAffectedController = true;
    return count;
}

}   // namespace

std::optional<Action> damageByOwnCount(const QString& s, const ObjectsOf& objects)
{
    // Round 36: "it deals damage to each opponent equal to the number of cards in that player's hand" (Stormbreath
    // Dragon): each opponent's own hand as the ability resolves (608.2h), "your hand" as it is counted for that player.
    if (s == QLatin1String("~ deals damage to each opponent equal to the number of cards in that player's hand")) {
        Selector hand;
        hand.word = QStringLiteral("card");
        hand.where = Selector::Where::Specific;
        hand.zone = Zone::Hand;
        hand.ownerYou = true;
        Expr count = countOf(hand);
        count.ofAffectedController = true;
        Action a;
        a.kind = ActionKind::DamageEachOpponent;
        a.amountOf = count;
        return a;
    }
    static const QRegularExpression damageOwnCount(QStringLiteral(
        "^~ deals damage to (each player|each opponent) equal to (twice )?the number of (.+?) (?:they control|that player controls)$"));
    const auto m = damageOwnCount.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const auto count = theirOwnCount(m.captured(3), true, objects);
    if (!count)
        return std::nullopt;
    Action a;
    a.kind = m.captured(1) == QLatin1String("each player") ? ActionKind::Damage : ActionKind::DamageEachOpponent;
    a.eachPlayer = a.kind == ActionKind::Damage;
    a.amountOf = timesEach(*count, m.captured(2).isEmpty() ? 1 : 2);
    return a;
}

std::optional<Action> lifeLossByOwnCount(const QString& s, const ObjectsOf& objects)
{
    // Round 34: "each opponent loses life equal to the life that player lost this turn" (Archfiend of Despair):
    // each one's own loss this turn (Player::thisTurn), as the ability resolves.
    if (s == QLatin1String("each opponent loses life equal to the life that player lost this turn")) {
        Action a;
        a.kind = ActionKind::LoseLife;
        a.who = QStringLiteral("each_opponent");
        Expr lost;
        lost.kind = Expr::Kind::LifeLostThisTurn;
        lost.ofAffectedController = true;
        a.amountOf = lost;
        return a;
    }
    static const QRegularExpression loseOwnCount(
        QStringLiteral("^(each opponent|each player) loses (\\d+) life for each (.+) they control$"));
    const auto m = loseOwnCount.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const auto count = theirOwnCount(m.captured(3), false, objects);
    if (!count)
        return std::nullopt;
    Action a;
    a.kind = ActionKind::LoseLife;
    a.who = m.captured(1) == QLatin1String("each opponent") ? QStringLiteral("each_opponent") : QStringLiteral("each_player");
    a.amount = Amount::number(m.captured(2).toInt());
    a.amountOf = timesEach(*count, a.amount.n);
    return a;
}

}   // namespace strata::import
