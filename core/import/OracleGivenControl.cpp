#include "OracleGivenControl.h"
#include <QRegularExpression>

namespace strata::import {

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
    Selector self;
    self.ref = Selector::Ref::Self;
    Op control;
    control.kind = Op::Kind::GainControl;
    ContinuousDef change;
    change.affects = QSharedPointer<Selector>::create(self);
    change.ops = {control};
    change.duration = Duration::Indefinite;
    Action a = Action::continuousEffect(change);
    a.who = QStringLiteral("target_player");
    into->effect << a;
    return true;
}

}   // namespace strata::import
