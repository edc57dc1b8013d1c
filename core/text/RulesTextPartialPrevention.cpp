#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Stop 48, 615.1a: the partial prevention rules of static abilities, as Oracle words them: "if a red source
// would deal damage to you, prevent 2 of that damage", "if a creature would deal combat damage to you,
// prevent 1 of that damage", "if a source would deal damage to equipped creature, prevent X of that damage,
// where X is …", "if a source would deal damage to another Dinosaur you control, prevent all but 1 of that
// damage". Empty for any other op.
std::optional<QString> Writer::partialPrevention(const Op& o, const Selector& affects)
{
    if (o.rule == RuleName::PreventAllButOneDamageTo && o.kind == Op::Kind::Rule && !o.filter)
        return tr("if a source would deal damage to %1, prevent all but 1 of that damage", "a permanent or a set")
            .arg(affects.isRef() ? objectPhrase(affects) : selector(affects, Det::Indefinite));
    if (!rulePreventsSome(o.rule) || !o.power)
        return std::nullopt;
    const QString amount = o.power->isConst() ? QString::number(o.power->value) : QStringLiteral("X");
    const QString whereX = o.power->isConst() ? QString()
                                              : tr(", where X is %1", "a partial prevention's amount").arg(expr(*o.power));
    if (o.rule == RuleName::PreventSomeDamageTo && o.kind == Op::Kind::Rule && !o.filter)
        return tr("if a source would deal damage to %1, prevent %2 of that damage%3", "a permanent or a set, a number, where X is …")
            .arg(affects.isRef() ? objectPhrase(affects) : selector(affects, Det::Indefinite), amount, whereX);
    if (o.kind != Op::Kind::PlayerRule || !o.filter || !o.power->isConst())
        return std::nullopt;
    const bool combat = o.rule == RuleName::PlayerPreventSomeCombatDamage;
    QString source;
    Selector creature;
    creature.types = quint16(CardType::Creature);
    if (*o.filter == creature) {
        source = tr("a creature", "a source of damage");
    } else if (o.filter->colors.count() == 1 && o.filter->where == Selector::Where::Any && !o.filter->types) {
        for (Color c : kAllColors)
            if (o.filter->colors.has(c))
                source = tr("a %1 source", "a colour adjective").arg(colorWord(c, Agr{genderOf("source"), false}));
    }
    if (source.isEmpty())
        return std::nullopt;
    return combat ? tr("if %1 would deal combat damage to you, prevent %2 of that damage", "a source, a number").arg(source, amount)
                  : tr("if %1 would deal damage to you, prevent %2 of that damage", "a source, a number").arg(source, amount);
}

}   // namespace rulestext
}   // namespace strata
