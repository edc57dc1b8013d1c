#include "OracleOwnersControl.h"
#include <QRegularExpression>

namespace strata::import {

bool ownersGainControl(const QString& s, const ObjectsOf& objects, AbilityDef* into)
{
    static const QRegularExpression owned(QStringLiteral("^each player gains control of all (.+) they own$"));
    const auto m = owned.match(s);
    // the effect's one instruction: the event player makes it one effect for each player
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered || !into->effect.isEmpty())
        return false;
    bool plural = false;
    auto those = objects(m.captured(1), &plural);
    // permanents on the battlefield of any controller, no reference and no owner already named
    if (!those || !plural || those->isRef() || those->ownerYou || those->controller != Selector::Who::Any
        || those->where != Selector::Where::Battlefield || !those->whose.isEmpty())
        return false;
    those->ownerYou = true;   // "they own": each player, as the effect's controller, gains what they own
    Op op;
    op.kind = Op::Kind::GainControl;
    ContinuousDef change;
    change.affects = QSharedPointer<Selector>::create(*those);
    change.ops = {op};
    change.duration = Duration::Indefinite;
    Action a = Action::continuousEffect(change);
    a.who = QStringLiteral("each_player");
    into->effect << a;
    return true;
}

}   // namespace strata::import
