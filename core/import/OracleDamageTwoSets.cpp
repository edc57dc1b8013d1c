#include "OracleDamageTwoSets.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Action> damageToEachOfTwoSets(const QString& s, const ObjectsOf& objects)
{
    static const QRegularExpression eachAndEach(
        QStringLiteral("^~ deals (\\d+|X) damage to each ((?:creature|planeswalker)[a-z ]*?) and each (creature|planeswalker)$"));
    const auto m = eachAndEach.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    Selector either;
    for (const QString& phrase : {m.captured(2), m.captured(3)}) {
        bool plural = true;
        const auto part = objects(phrase, &plural);
        // Plain permanents of one card type on the battlefield, whoever controls them.
        if (!part || plural || part->isRef() || !part->anyOf.isEmpty() || part->anyTypes || !part->whose.isEmpty()
            || part->controller != Selector::Who::Any || part->where != Selector::Where::Battlefield
            || (part->types != quint16(CardType::Creature) && part->types != quint16(CardType::Planeswalker)))
            return std::nullopt;
        either.anyOf << *part;
    }
    if (either.anyOf[0].types == either.anyOf[1].types)
        return std::nullopt;
    Action a;
    a.kind = ActionKind::Damage;
    a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
    a.to = either;
    return a;
}

}   // namespace strata::import
