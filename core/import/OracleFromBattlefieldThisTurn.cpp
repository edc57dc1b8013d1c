#include "OracleParser.h"
#include <QRegularExpression>

// Round 40: the cards a graveyard holds that were put there from the battlefield this turn (Gleancrawler, No Rest
// for the Wicked, Fell Shepherd, Twilight Shepherd, Gerrard, Second Sunrise): Oracle names the destination first
// ("return to your hand all creature cards in your graveyard that were put there …"); read in the order the
// group readers know ("return all creature cards from your graveyard to your hand"), then the set narrowed to the
// cards the event player marked as they left the battlefield (GameObject::fromBattlefieldThisTurn).

namespace strata::import {

bool OracleParser::fromBattlefieldThisTurnAction(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression destinationFirst(QStringLiteral(
        "^(each player returns|return) to (your hand|the battlefield) all ([^,]*?cards|[a-z]+(?:, [a-z]+)+,? and [a-z]+ cards)"
        " (?:in (your|their) graveyard that were put there|that were put into (your) graveyard) from the battlefield this turn$"));
    const auto m = destinationFirst.match(s);
    if (!m.hasMatch() || s.contains(QLatin1String("target")))
        return false;
    const bool eachPlayer = m.captured(1) == QLatin1String("each player returns");
    const QString whose = m.captured(4).isEmpty() ? m.captured(5) : m.captured(4);
    // "their graveyard" goes with "each player", "your graveyard" with "return".
    if (eachPlayer != (whose == QLatin1String("their")) || (eachPlayer && m.captured(2) != QLatin1String("the battlefield")))
        return false;
    const QString older = eachPlayer
        ? QStringLiteral("each player returns all %1 from their graveyard to the battlefield").arg(m.captured(3))
        : QStringLiteral("return all %1 from your graveyard to %2").arg(m.captured(3), m.captured(2));
    AbilityDef inner;
    inner.kind = into->kind;
    if (!action(older, &inner) || inner.effect.size() != 1 || !inner.targets.isEmpty())
        return false;
    Action a = inner.effect.first();
    const bool returned = (a.kind == ActionKind::ReturnToHand && a.each) || a.kind == ActionKind::ReturnFromGraveyard;
    if (!returned || !a.object || a.object->isRef() || a.object->where != Selector::Where::Specific
        || a.object->zone != Zone::Graveyard || a.object->fromBattlefieldThisTurn)
        return false;
    a.object->fromBattlefieldThisTurn = true;
    into->effect << a;
    return true;
}

}   // namespace strata::import
