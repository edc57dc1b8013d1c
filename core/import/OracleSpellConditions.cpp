#include "OracleSpellConditions.h"
#include "ConditionedActions.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

std::optional<Condition> spellCondition(const QString& text, const ConditionOf& conditionOf)
{
    // Spell mastery: "there are two or more instant and/or sorcery cards in your graveyard": n cards,
    // each an instant or a sorcery ("and/or" counts both kinds together).
    static const QRegularExpression thereAre(QStringLiteral("^there are (\\w+) or more (.+?) cards in your graveyard$"));
    if (const auto m = thereAre.match(text); m.hasMatch()) {
        const std::optional<int> n = numberWord(m.captured(1));
        if (!n || *n < 2)
            return std::nullopt;
        // "instant and/or sorcery": a card of either type (one kind is "you have N or more … cards",
        // Oversold Cemetery, which the condition reader has).
        static const QRegularExpression eitherWord(QStringLiteral(" (?:and/)?or "));
        const QStringList kinds = m.captured(2).split(eitherWord);
        if (kinds.size() != 2)
            return std::nullopt;
        auto first = conditionOf(QStringLiteral("a %1 card is in your graveyard").arg(kinds.first()));
        const auto second = conditionOf(QStringLiteral("a %1 card is in your graveyard").arg(kinds.last()));
        const auto typesOnly = [](const std::optional<Condition>& c) {
            return c && c->kind == Condition::Kind::GraveyardHas && !c->also && c->filter && c->filter->types;
        };
        if (!typesOnly(first) || !typesOnly(second))
            return std::nullopt;
        // The same card but for its type: either type is then one of anyTypes.
        Selector either = *first->filter;
        Selector other = *second->filter;
        either.anyTypes = either.types | other.types;
        either.types = 0;
        other.anyTypes = either.anyTypes;
        other.types = 0;
        if (!(either == other))
            return std::nullopt;
        first->filter = QSharedPointer<Selector>::create(either);
        first->n = *n;
        return first;
    }
    return conditionOf(text);
}

bool resolutionIfSentence(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionsOf, AbilityDef* into)
{
    static const QRegularExpression ifThen(QStringLiteral("^if ([^,]+), (.+)$"));
    const auto m = ifThen.match(s);
    if (!m.hasMatch())
        return false;
    const QString then = m.captured(2);
    static const QRegularExpression changesAnother(QStringLiteral("\\b(?:instead|also)\\b"));
    if (changesAnother.match(then).hasMatch())
        return false;
    const std::optional<Condition> c = spellCondition(m.captured(1), conditionOf);
    if (!c)
        return false;
    return conditionedActions(into, *c, [&] { return actionsOf(then, into); });
}

}   // namespace strata::import
