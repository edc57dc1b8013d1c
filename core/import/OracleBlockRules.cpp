#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

// Rules with a set of creatures in them, read after the fixed rules of OracleStatics.cpp: "can't be
// blocked by blue creatures", "can't be blocked except by creatures with flying" (509.1b: the combat
// code checks each blocker against the set), and "its activated abilities can't be activated" (602.5),
// which only follows another predicate of the same subject ("can't attack or block, and …").
bool OracleParser::blockRule(const QString& t, QVector<Op>* ops) const
{
    if (t == QLatin1String("its activated abilities can't be activated")) {
        if (ops->isEmpty())
            return false;
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = RuleName::ActivatedAbilitiesCantBeActivated;
        ops->append(op);
        return true;
    }
    if (combatRequirement(t, ops))
        return true;
    // Round 31, Kemba's Legion: "can block an additional creature each combat for each Equipment attached
    // to ~" (509.1a): the op's `power` counts the additional creatures, the permanents of a kind attached
    // to the source.
    static const QRegularExpression perAttached(
        QStringLiteral("^can block an additional creature each combat for each (\\w+) attached to ~$"));
    if (const auto m = perAttached.match(t); m.hasMatch()) {
        const auto counted = countedOne(m.captured(1) + QStringLiteral(" attached to it"));
        if (!counted || !counted->attachedToSource || counted->other)
            return false;
        Expr count;
        count.kind = Expr::Kind::Count;
        count.selector = QSharedPointer<Selector>::create(*counted);
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = RuleName::CanBlockAdditionalCreature;
        op.power = count;
        ops->append(op);
        return true;
    }
    // "can't block black creatures", "Creatures with flying can't block creatures you control", "Target
    // creature can't block ~ this turn" (509.1b): a blocking restriction on the attackers the op's filter
    // names, the source itself ("~") or a set; "you" is the effect's controller. The combat code matches
    // each attacker against it as blockers are declared.
    static const QRegularExpression cantBlock(QStringLiteral("^can't block (.+)$"));
    if (const auto c = cantBlock.match(t); c.hasMatch()) {
        bool plural = false;
        const auto attackers = objects(c.captured(1), &plural);
        const bool self = attackers && attackers->ref == Selector::Ref::Self;
        if (!attackers || (!self && (!plural || attackers->isRef() || attackers->other || !attackers->anyOf.isEmpty()))
            || attackers->where != Selector::Where::Battlefield
            || (attackers->controller != Selector::Who::Any && attackers->controller != Selector::Who::You))
            return false;
        Op op;
        op.kind = Op::Kind::Rule;
        op.rule = RuleName::CantBlock;
        op.filter = QSharedPointer<Selector>::create(*attackers);
        ops->append(op);
        return true;
    }
    static const QRegularExpression blockedBy(QStringLiteral("^can't be blocked (except )?by (.+)$"));
    const auto m = blockedBy.match(t);
    if (!m.hasMatch())
        return false;
    bool plural = false;
    auto blockers = objects(m.captured(2), &plural);
    // Fear's wording (702.36b) and its kin: "black and/or red creatures" (either colour, as "black or red
    // creatures" says: a selector's colours are alternatives); "artifact creatures and/or red creatures",
    // "Walls and/or creatures with flying" and "Vampires or Zombies" (either set, a union; "or" only
    // between two creature types alone, as the writer says it).
    static const QRegularExpression twoColors(
        QStringLiteral("^(white|blue|black|red|green) and/or (white|blue|black|red|green) (creatures)$"));
    static const QRegularExpression twoSets(QStringLiteral("^(.+?) and/or (.+)$"));
    static const QRegularExpression twoTypes(QStringLiteral("^([A-Z][a-z]+) or ([A-Z][a-z]+)$"));
    const auto colors = twoColors.match(m.captured(2));
    const auto sets = twoSets.match(m.captured(2));
    const auto types = twoTypes.match(m.captured(2));
    if (!blockers && colors.hasMatch()) {
        blockers = objects(colors.captured(1) + QStringLiteral(" or ") + colors.captured(2) + QLatin1Char(' ')
                + colors.captured(3),
            &plural);
    } else if (!blockers && (sets.hasMatch() || types.hasMatch())) {
        const auto& pair = sets.hasMatch() ? sets : types;
        blockers = unionOfSets(pair.captured(1), pair.captured(2));
        plural = true;
        const auto bareType = [](const Selector& s) {
            Selector only;
            only.subtypes = s.subtypes;
            return s.subtypes.size() == 1 && s == only;
        };
        if (blockers && types.hasMatch() && !(bareType(blockers->anyOf[0]) && bareType(blockers->anyOf[1])))
            return false;
    }
    // "except by creatures with flying or reach" (Orchard Spirit): either keyword, a union of two sets.
    static const QRegularExpression eitherKeyword(QStringLiteral("^creatures with ([a-z]+) or ([a-z]+)$"));
    if (const auto k = eitherKeyword.match(m.captured(2)); !blockers && k.hasMatch()) {
        const auto first = objects(QStringLiteral("creatures with ") + k.captured(1), &plural);
        const auto second = objects(QStringLiteral("creatures with ") + k.captured(2), &plural);
        if (!first || !second || first->hasKeyword.isEmpty() || second->hasKeyword.isEmpty())
            return false;
        Selector either;
        either.anyOf << *first << *second;
        blockers = either;
    }
    // The blockers are any player's creatures: a set named by what it is, never by who controls it.
    if (!blockers || !plural || blockers->isRef() || blockers->other || blockers->controller != Selector::Who::Any
        || blockers->where != Selector::Where::Battlefield)
        return false;
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = m.captured(1).isEmpty() ? RuleName::CantBeBlockedBy : RuleName::CantBeBlockedExceptBy;
    op.filter = QSharedPointer<Selector>::create(*blockers);
    ops->append(op);
    return true;
}

// "must be blocked by an Eldrazi if able" (509.1c) and "can't attack if defending player controls an
// untapped creature with power 3 or greater" (508.1c): one creature of a set, any player's for the
// blockers, the defending player's for the attack; the combat code matches it as the layers leave it.
bool OracleParser::combatRequirement(const QString& t, QVector<Op>* ops) const
{
    static const QRegularExpression shapes(QStringLiteral(
        "^(?:must be blocked by (an? .+) if able|can't attack if defending player controls (an? .+))$"));
    const auto m = shapes.match(t);
    if (!m.hasMatch())
        return false;
    const bool blocked = !m.captured(1).isEmpty();
    QString phrase = blocked ? m.captured(1) : m.captured(2);
    phrase = phrase.mid(phrase.indexOf(QLatin1Char(' ')) + 1);
    bool plural = true;
    auto set = objects(phrase, &plural);
    if (!set || plural || set->isRef() || set->other || set->controller != Selector::Who::Any
        || set->where != Selector::Where::Battlefield || !set->anyOf.isEmpty())
        return false;
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = blocked ? RuleName::MustBeBlockedBy : RuleName::CantAttackIfDefenderControls;
    op.filter = QSharedPointer<Selector>::create(*set);
    ops->append(op);
    return true;
}

}   // namespace strata::import
