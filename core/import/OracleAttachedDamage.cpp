#include "OracleAttachedDamage.h"
#include <QRegularExpression>

namespace strata::import {

bool attachedDealsDamageToItsOwner(const QString& s, AbilityDef* into)
{
    static const QRegularExpression toOwner(QStringLiteral("^enchanted creature deals (\\d+) damage to its owner$"));
    const auto m = toOwner.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered)
        return false;
    Action damage;
    damage.kind = ActionKind::Damage;
    damage.amount = Amount::number(m.captured(1).toInt());
    Selector attached;
    attached.ref = Selector::Ref::Attached;
    damage.object = attached;   // the source of the damage
    damage.who = QStringLiteral("owner_of_attached");
    into->effect << damage;
    return true;
}

}   // namespace strata::import
