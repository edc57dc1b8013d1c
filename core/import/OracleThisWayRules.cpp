#include "OracleThisWayRules.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The action before deals damage to the ability's one target ("to target creature", "to any target").
bool damagesTheOneTarget(const Action& before, const AbilityDef& into)
{
    return before.kind == ActionKind::Damage && before.to && before.to->ref == Selector::Ref::Target
        && into.targets.size() == 1 && !before.divided;
}

// … or changes it until the turn ends ("Target creature gets -5/-5 until end of turn").
bool changesTheOneTarget(const Action& before, const AbilityDef& into)
{
    return before.kind == ActionKind::Continuous && before.continuous && before.continuous->affects
        && before.continuous->affects->ref == Selector::Ref::Target && into.targets.size() == 1
        && before.continuous->duration == Duration::EndOfTurn;
}

// A spell's "target creature you control fights target creature an opponent controls": the second target is one
// creature of an opponent's, the one the fight names second.
bool secondFightTargetIsOpponents(const Action& before, const AbilityDef& into)
{
    if (before.kind != ActionKind::Fight || into.kind != AbilityDef::Kind::Spell || into.targets.size() != 2 || !before.object
        || before.object->ref != Selector::Ref::Target || !before.to || before.to->ref != Selector::Ref::Target2)
        return false;
    Selector opponents;
    opponents.types = quint16(CardType::Creature);
    opponents.controller = Selector::Who::Opponent;
    return into.targets[1] == opponents;
}

bool targetIsCreature(const AbilityDef& into)
{
    return into.targets.size() == 1 && into.targets.first().types == quint16(CardType::Creature);
}

}   // namespace

bool ruleOnCreaturesAffected(const QString& s, AbilityDef* into)
{
    static const QRegularExpression cantBeRegenerated(
        QStringLiteral("^(it|a creature dealt damage this way|creatures dealt damage this way) can't be regenerated this turn$"));
    static const QRegularExpression exiledIfDies(QStringLiteral(
        "^if (that creature|a creature dealt damage this way|a permanent dealt damage this way|the creature an opponent "
        "controls) would die this turn, exile it instead$"));
    if (into->effect.isEmpty())
        return false;
    const Action& before = into->effect.last();
    Selector who;
    Op op;
    op.kind = Op::Kind::Rule;
    QString phrase;
    if (const auto m = cantBeRegenerated.match(s); m.hasMatch()) {
        op.rule = RuleName::CantBeRegenerated;   // 701.19c
        phrase = m.captured(1);
    } else if (const auto e = exiledIfDies.match(s); e.hasMatch()) {
        op.rule = RuleName::ExiledIfItWouldDie;   // 614.1a
        phrase = e.captured(1);
    } else {
        return false;
    }
    if (phrase == QLatin1String("the creature an opponent controls")) {
        // Round 34: "Target creature you control fights target creature an opponent controls. If the creature an
        // opponent controls would die this turn, exile it instead." (Unnatural Aggression): the second target,
        // named by its words, whatever the fight did to it (614.1a, 701.12a).
        if (!secondFightTargetIsOpponents(before, *into))
            return false;
        who.ref = Selector::Ref::Target2;
    } else if (phrase.endsWith(QLatin1String("dealt damage this way"))) {
        // 611.2c: those the damage before was dealt to, after prevention (the event player fixes them).
        if (before.kind != ActionKind::Damage)
            return false;
        who.ref = Selector::Ref::DealtDamageThisWay;
        if (phrase.startsWith(QLatin1String("creatures")))
            who.word = QStringLiteral("creatures");
        // Round 34: "If a permanent dealt damage this way would die this turn, exile it instead" (Chandra, Awakened
        // Inferno's creature or planeswalker): any permanent dealt damage, a planeswalker too (700.4).
        if (phrase.startsWith(QLatin1String("a permanent")))
            who.word = QStringLiteral("permanent");
    } else {
        // "It" and "that creature": the one target creature the action before acted on, the first
        // target as the event player reads Ref::It. "It" names any target the damage was dealt to.
        const bool it = phrase == QLatin1String("it");
        if (!damagesTheOneTarget(before, *into) && !(!it && changesTheOneTarget(before, *into)))
            return false;
        if (!it && !targetIsCreature(*into))
            return false;
        who.ref = Selector::Ref::It;
        who.word = it ? QStringLiteral("it") : QStringLiteral("creature");
    }
    Action a;
    untilEndOfTurn(who, op, &a);
    into->effect << a;
    return true;
}

}   // namespace strata::import
