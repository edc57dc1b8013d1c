#include "OracleDamageSources.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

QSharedPointer<AbilityDef> ruleOf(RuleName rule, Op::Kind kind, const Selector& affected)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    a->affects = QSharedPointer<Selector>::create(affected);
    Op op;
    op.kind = kind;
    op.rule = rule;
    a->ops << op;
    return a;
}

}   // namespace

// Stop 48, 615.1a: prevention of part of each damage event, a static ability's replacement.
// "If a red source would deal damage to you, prevent 2 of that damage." (Sphere of Law: the controller's
// rule, its filter the sources), "If a creature would deal combat damage to you, prevent 1 of that damage."
// (Thunderstaff, under "As long as ~ is untapped"), "If a source would deal damage to another Dinosaur you
// control, prevent all but 1 of that damage." (Temple Altisaur), "If a source would deal damage to equipped
// creature, prevent X of that damage, where X is the number of creatures you control." (Shield of the
// Avatar: X as the damage would be dealt).
AbilityPtr OracleParser::partialPrevention(const QString& s) const
{
    static const QRegularExpression toYou(QStringLiteral(
        "^If an? (?:(white|blue|black|red|green) source|(creature)) would deal (combat )?damage to you, prevent (\\d+) of that damage\\.$"));
    if (const auto m = toYou.match(s); m.hasMatch()) {
        const bool combat = !m.captured(3).isEmpty();
        Selector self;
        self.ref = Selector::Ref::Self;
        auto a = ruleOf(combat ? RuleName::PlayerPreventSomeCombatDamage : RuleName::PlayerPreventSomeDamage,
            Op::Kind::PlayerRule, self);
        std::optional<Selector> sources;
        if (!m.captured(1).isEmpty()) {
            sources = sourcesOfKind(m.captured(1) + QStringLiteral(" sources"));
        } else {
            Selector creatures;   // a creature deals combat damage from the battlefield (510.1)
            creatures.types = quint16(CardType::Creature);
            sources = creatures;
        }
        if (!sources)
            return nullptr;
        a->ops[0].filter = QSharedPointer<Selector>::create(*sources);
        a->ops[0].power = Expr::constant(m.captured(4).toInt());
        a->finalize();
        return a;
    }
    static const QRegularExpression toObjects(QStringLiteral(
        "^If a source would deal damage to (.+?), prevent (all but 1|\\d+|X) of that damage(?:, where X is (.+))?\\.$"));
    const auto m = toObjects.match(s);
    if (!m.hasMatch() || (m.captured(2) == QLatin1String("X")) != m.hasCaptured(3))
        return nullptr;
    // "another Dinosaur you control": each permanent of the set, said one at a time, as "for each other
    // Dinosaur you control" counts them (countedOne).
    QString phrase = m.captured(1);
    if (phrase.startsWith(QLatin1String("another ")))
        phrase = QStringLiteral("other ") + phrase.mid(8);
    else if (phrase.startsWith(QLatin1String("a ")) || phrase.startsWith(QLatin1String("an ")))
        phrase = phrase.mid(phrase.indexOf(QLatin1Char(' ')) + 1);
    bool plural = false;
    const auto affected = objects(phrase, &plural);
    if (plural)
        return nullptr;
    if (!affected || (affected->isRef() && affected->ref != Selector::Ref::Self && affected->ref != Selector::Ref::Attached)
        || affected->where != Selector::Where::Battlefield)
        return nullptr;
    const bool allButOne = m.captured(2) == QLatin1String("all but 1");
    auto a = ruleOf(allButOne ? RuleName::PreventAllButOneDamageTo : RuleName::PreventSomeDamageTo, Op::Kind::Rule, *affected);
    if (!allButOne) {
        const std::optional<Expr> x = m.hasCaptured(3) ? amount(m.captured(3)) : Expr::constant(m.captured(2).toInt());
        if (!x)
            return nullptr;
        a->ops[0].power = *x;
    }
    a->finalize();
    return a;
}

}   // namespace strata::import
