#include "RulesTextWriter.h"
#include <algorithm>

namespace strata {
namespace rulestext {

// Darksteel Mutation's "is an Insect artifact creature with base power and toughness 0/1 and has
// indestructible, and it loses all other abilities, card types, and creature types" and Reprobation's
// "loses all abilities and is a Coward creature with base power and toughness 0/1": the card and creature
// types set, base power and toughness, and the abilities lost before or after them (in the order the
// importer keeps, which is the order they apply in, 613.6).
QString Writer::madeOver(const QVector<Op>& ops, const QVector<int>& which, Form f)
{
    QVector<Op::Kind> kinds;
    for (int i : which)
        kinds << ops[i].kind;
    using K = Op::Kind;
    const bool losesFirst = kinds.size() == 4 && kinds == QVector<K>{K::LoseAllAbilities, K::SetTypes, K::SetSubtypes, K::SetPT};
    const bool losesAfter = (kinds.size() == 4 || kinds.size() == 5)
        && kinds.mid(0, 4) == QVector<K>{K::SetTypes, K::SetSubtypes, K::SetPT, K::LoseAllAbilities}
        && (kinds.size() == 4 || kinds[4] == K::AddAbilities);
    if (!losesFirst && !losesAfter)
        return {};
    const int first = losesFirst ? 1 : 0;
    const Op& pt = ops[which[first + 2]];
    if (!foldableNumber(pt.power) || !foldableNumber(pt.toughness)
        || !(ops[which[first]].cardTypes & quint16(CardType::Creature)) || ops[which[first + 1]].subtypes.isEmpty())
        return {};
    const QString noun = typeClause(ops, {which[first], which[first + 1]}, f, Mood::Static, false, false, false, QString());
    const QString values = QStringLiteral("%1/%2").arg(expr(*pt.power), expr(*pt.toughness));
    if (losesFirst)
        return tr("loses all abilities and %1 with base power and toughness %2", "is a Coward creature").arg(noun, values);
    if (kinds.size() == 5) {
        const Op& keywords = ops[which[4]];
        if (!std::all_of(keywords.abilities.begin(), keywords.abilities.end(),
                [](const AbilityPtr& a) { return a->kind == AbilityDef::Kind::Keyword; }))
            return {};
        return tr("%1 with base power and toughness %2 and has %3, and it loses all other abilities, card types, and "
                  "creature types",
            "is an Insect artifact creature")
            .arg(noun, values, abilityList(keywords.abilities, Selector(), std::nullopt));
    }
    return tr("%1 with base power and toughness %2, and it loses all other abilities, card types, and creature types",
        "is an Insect artifact creature")
        .arg(noun, values);
}

// Round 32, Angry Mob: "As long as it's your turn, ~'s power and toughness are each equal to …. As long as
// it's not your turn, ~'s power and toughness are each 2." ~'s base power and toughness set in layer 7b
// (613.4b) while it's your turn, and otherwise (the importer's "otherwise", its condition negated), in the
// words Oracle uses. Empty when `a` is not such a pair.
QString Writer::turnPairPowerAndToughness(const AbilityDef& a)
{
    const auto setsOwnBase = [](const AbilityDef& part, bool negated) {
        return !part.cda && part.affects && part.affects->ref == Selector::Ref::Self && part.condition
            && part.condition->kind == Condition::Kind::YourTurn && part.condition->negated == negated
            && !part.condition->also && !part.condition->orElse && part.ops.size() == 1
            && part.ops[0].kind == Op::Kind::SetPT && part.ops[0].power && part.ops[0].toughness
            && *part.ops[0].power == *part.ops[0].toughness;
    };
    if (a.kind != AbilityDef::Kind::Static || !a.otherwise || !setsOwnBase(a, false) || !setsOwnBase(*a.otherwise, true))
        return {};
    const auto each = [this](const Expr& value) {
        return value.isConst() ? tr("%1's power and toughness are each %2", "~, a number").arg(m_self).arg(value.value)
                               : tr("%1's power and toughness are each equal to %2").arg(m_self, expr(value));
    };
    return finish({tr("as long as it's your turn, %1", "what holds during its controller's turn").arg(each(*a.ops[0].power)),
        tr("as long as it's not your turn, %1", "what holds during other players' turns").arg(each(*a.otherwise->ops[0].power))});
}

}   // namespace rulestext
}   // namespace strata
