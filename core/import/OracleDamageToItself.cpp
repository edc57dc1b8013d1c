#include "OracleDamageToItself.h"
#include <QRegularExpression>

namespace strata::import {

bool damageToItself(const QString& s, AbilityDef* into)
{
    static const QRegularExpression itself(QStringLiteral("^~ deals (\\d+) damage to itself$"));
    const auto m = itself.match(s);
    if (!m.hasMatch())
        return false;
    Action damage;
    damage.kind = ActionKind::Damage;
    damage.amount = Amount::number(m.captured(1).toInt());
    Selector self;
    self.ref = Selector::Ref::Self;
    damage.to = self;
    into->effect << damage;
    return true;
}

}   // namespace strata::import
