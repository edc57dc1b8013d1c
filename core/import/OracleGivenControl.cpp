#include "OracleGivenControl.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

namespace {

// A change of control for good (611.2a, 613.1b): the one op `kind` on `affected`.
Action lastingControlChange(const Selector& affected, Op::Kind kind)
{
    Op op;
    op.kind = kind;
    ContinuousDef change;
    change.affects = QSharedPointer<Selector>::create(affected);
    change.ops = {op};
    change.duration = Duration::Indefinite;
    return Action::continuousEffect(change);
}

// ~ given to the player `who` names for good (613.1b, 611.2a), the change of control that player's effect.
Action selfGivenTo(const QString& who)
{
    Selector self;
    self.ref = Selector::Ref::Self;
    Action a = lastingControlChange(self, Op::Kind::GainControl);
    a.who = who;
    return a;
}

}   // namespace

bool controlGivenToTargetPlayer(const QString& s, const TargetOf& target, AbilityDef* into)
{
    static const QRegularExpression given(QStringLiteral("^(target opponent|target player|an opponent) gains control of ~$"));
    const auto m = given.match(s);
    if (!m.hasMatch())
        return false;
    // Round 34: "an opponent gains control of ~" (Akroan Horse): no target, the opponent chosen as it resolves.
    if (m.captured(1) == QLatin1String("an opponent")) {
        if (into->kind != AbilityDef::Kind::Triggered || !into->effect.isEmpty())
            return false;
        into->effect << selfGivenTo(QStringLiteral("chosen_opponent"));
        return true;
    }
    const int targetsBefore = into->targets.size();
    Selector::Ref r = Selector::Ref::None;
    if (!target(m.captured(1), into, &r) || r != Selector::Ref::Target || into->targets.size() != targetsBefore + 1
        || targetsBefore != 0) {
        into->targets.resize(targetsBefore);
        return false;
    }
    into->effect << selfGivenTo(QStringLiteral("target_player"));
    return true;
}

bool controlOfAllGivenToTargetPlayer(const QString& s, const TargetOf& target, const ObjectsOf& objects, AbilityDef* into)
{
    static const QRegularExpression given(QStringLiteral("^(target opponent|target player) gains control of all (.+)$"));
    const auto m = given.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty() || !into->effect.isEmpty())
        return false;
    bool plural = false;
    const auto those = objects(m.captured(2), &plural);
    // permanents on the battlefield, named by what they are and who controls them, not by a reference
    if (!those || !plural || those->isRef() || !those->anyOf.isEmpty() || those->where != Selector::Where::Battlefield)
        return false;
    Selector::Ref r = Selector::Ref::None;
    if (!target(m.captured(1), into, &r) || r != Selector::Ref::Target || into->targets.size() != 1) {
        into->targets.clear();
        return false;
    }
    Action a = lastingControlChange(*those, Op::Kind::GainControl);
    a.who = QStringLiteral("target_player");
    into->effect << a;
    return true;
}

bool controlGivenToEventPlayer(const QString& s, const std::function<QString(const QString&)>& whoOf, AbilityDef* into)
{
    static const QRegularExpression given(
        QStringLiteral("^(that player|that source's controller) gains control of (~|that creature)$"));
    const auto m = given.match(s);
    if (!m.hasMatch())
        return false;
    const QString who = whoOf(m.captured(1));
    if (who.isEmpty())
        return false;
    into->effect << selfGivenTo(who);
    // Round 39: "that player gains control of that creature" (Fractured Loyalty): the event's creature (603.7c).
    if (m.captured(2) != QLatin1String("~"))
        into->effect.last().continuous->affects->ref = Selector::Ref::It;
    return true;
}

bool controlGivenToLowestLife(const QString& s, AbilityDef* into)
{
    // Round 38: "the player with the lowest life total gains control of ~. If two or more players are tied for lowest
    // life total, you choose one of them, and that player gains control of ~." (Loxodon Peacekeeper): one change of
    // control, `who` "lowest_life"; the second sentence says how that player is found on a tie, and adds nothing.
    static const QString given = QStringLiteral("the player with the lowest life total gains control of ~");
    static const QString tied = QStringLiteral(
        "if two or more players are tied for lowest life total, you choose one of them, and that player gains control of ~");
    if (s == given && into->kind == AbilityDef::Kind::Triggered && into->effect.isEmpty()) {
        into->effect << selfGivenTo(QStringLiteral("lowest_life"));
        return true;
    }
    return s == tied && into->effect.size() == 1 && into->effect.first().who == QLatin1String("lowest_life")
        && into->effect.first().kind == ActionKind::Continuous;
}

bool controlExchanged(const QString& s, const TargetOf& target, AbilityDef* into)
{
    // "exchange control of two target creatures" (Switcheroo), "exchange control of target artifact you control
    // and target artifact or creature you don't control" (Shrewd Negotiation). Round 34: a triggered ability's too,
    // "When ~ is turned face up, you may exchange control of target creature you control and target creature an
    // opponent controls" (Chromeshell Crab): its effect lasts as the spell's does (611.2a, 701.12b).
    static const QRegularExpression exchange(QStringLiteral("^exchange control of (two target [^,]+|(target [^,]+?) and (target [^,]+))$"));
    static const QRegularExpression selfAnd(QStringLiteral("^exchange control of ~ and (target [^,]+)$"));
    if (const auto m = selfAnd.match(s); m.hasMatch() && into->targets.isEmpty() && into->kind == AbilityDef::Kind::Activated) {
        Selector::Ref r = Selector::Ref::None;
        if (!target(m.captured(1), into, &r) || r != Selector::Ref::Target) {
            into->targets.clear();
            return false;
        }
        Selector self, it, both;
        self.ref = Selector::Ref::Self;
        it.ref = Selector::Ref::Target;
        both.anyOf = {self, it};
        into->effect << lastingControlChange(both, Op::Kind::ExchangeControl);
        return true;
    }
    const auto m = exchange.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty()
        || (into->kind != AbilityDef::Kind::Spell && into->kind != AbilityDef::Kind::Triggered))
        return false;
    Selector::Ref r = Selector::Ref::None;
    const bool two = m.captured(2).isEmpty();
    const bool read = two ? target(m.captured(1), into, &r) && r == Selector::Ref::Targets
                          : target(m.captured(2), into, &r) && r == Selector::Ref::Target && target(m.captured(3), into, &r)
            && r == Selector::Ref::Target2;
    if (!read || into->targets.size() != 2
        || std::any_of(into->targets.cbegin(), into->targets.cend(), [](const Selector& t) { return t.upTo != 0 || t.where != Selector::Where::Battlefield; })) {
        into->targets.clear();
        return false;
    }
    Selector both;
    both.ref = Selector::Ref::Targets;
    into->effect << lastingControlChange(both, Op::Kind::ExchangeControl);
    return true;
}

}   // namespace strata::import
