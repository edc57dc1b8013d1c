#include "OracleDamageTwoSets.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Action> damageToEachOfTwoSets(const QString& s, const ObjectsOf& objects)
{
    static const QRegularExpression eachAndEach(
        QStringLiteral("^~ deals (\\d+|X) damage to each ((?:[a-z]+ )?(?:creature|planeswalker)[a-z ]*?) and each "
                       "((?:[a-z]+ )?(?:creature|planeswalker))$"));
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
    // Two sets no permanent is in both of, so that each is dealt the damage once as Oracle says: of two card types, or
    // blocking creatures and attacking ones (Warpath: "each blocking creature and each blocked creature"; a creature
    // blocks or attacks, never both, 506.4, 509.1h).
    const auto blockersAndAttackers = [](const Selector& a, const Selector& b) {
        return a.blocking && !a.attacking && !b.blocking && (b.attacking || b.blocked.has_value());
    };
    const Selector& first = either.anyOf[0];
    const Selector& second = either.anyOf[1];
    if (first.types == second.types && !blockersAndAttackers(first, second) && !blockersAndAttackers(second, first))
        return std::nullopt;
    Action a;
    a.kind = ActionKind::Damage;
    a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
    a.to = either;
    return a;
}

}   // namespace strata::import
