#include "OracleSpellConditions.h"
#include <QRegularExpression>

namespace strata::import {

// Round 39: "If it isn't a creature or Vehicle, it becomes a 0/0 Construct artifact creature." (Lifecraft Awakening):
// the one target is of neither kind as the instruction is done (608.2c), each kind read as "it's a creature" and "it's
// a Vehicle" are (targetIsCondition); either kind is enough to refuse it (Selector::anyOf).
std::optional<Condition> targetIsntCondition(const QString& text, const ConditionOf& conditionOf, const AbilityDef& ability)
{
    static const QRegularExpression isnt(QStringLiteral("^it isn't (an? [A-Za-z]+)(?: or (?:an? )?([A-Za-z]+))?$"));
    const auto m = isnt.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString second = m.captured(2);
    const QString article = second.isEmpty() || QStringLiteral("AEIOUaeiou").contains(second.at(0)) ? QStringLiteral("an ") : QStringLiteral("a ");
    std::optional<Condition> first = targetIsCondition(QStringLiteral("it's ") + m.captured(1), conditionOf, ability);
    const std::optional<Condition> other = second.isEmpty() ? first
        : targetIsCondition(QStringLiteral("it's ") + article + second, conditionOf, ability);
    if (!first || !other || first->kind != Condition::Kind::TargetIs || other->kind != Condition::Kind::TargetIs
        || first->negated || other->negated || !first->filter || !other->filter)
        return std::nullopt;
    if (!second.isEmpty()) {
        Selector either;
        either.anyOf = {*first->filter, *other->filter};
        first->filter = QSharedPointer<Selector>::create(either);
    }
    first->negated = true;
    return first;
}

}   // namespace strata::import
