#include "OracleGivenControl.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// ~ given to the player `who` names for good (613.1b, 611.2a), the change of control that player's effect.
Action selfGivenTo(const QString& who)
{
    Selector self;
    self.ref = Selector::Ref::Self;
    Op control;
    control.kind = Op::Kind::GainControl;
    ContinuousDef change;
    change.affects = QSharedPointer<Selector>::create(self);
    change.ops = {control};
    change.duration = Duration::Indefinite;
    Action a = Action::continuousEffect(change);
    a.who = who;
    return a;
}

}   // namespace

bool controlGivenToTargetPlayer(const QString& s, const TargetOf& target, AbilityDef* into)
{
    static const QRegularExpression given(QStringLiteral("^(target opponent|target player) gains control of ~$"));
    const auto m = given.match(s);
    if (!m.hasMatch())
        return false;
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

bool controlGivenToEventPlayer(const QString& s, const std::function<QString(const QString&)>& whoOf, AbilityDef* into)
{
    static const QRegularExpression given(QStringLiteral("^(that player|that source's controller) gains control of ~$"));
    const auto m = given.match(s);
    if (!m.hasMatch())
        return false;
    const QString who = whoOf(m.captured(1));
    if (who.isEmpty())
        return false;
    into->effect << selfGivenTo(who);
    return true;
}

}   // namespace strata::import
