#include "OracleDivided.h"
#include <QRegularExpression>

namespace strata::import {

bool dividedDamage(const QString& s, const TargetOf& targetOf, AbilityDef* into)
{
    static const QRegularExpression divided(QStringLiteral(
        "^(?:~|it) deals (\\d+|X) damage divided as you choose among (one or two|one, two, or three|any number of) "
        "(targets|target .+)$"));
    const auto m = divided.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    // 601.2d: each target gets at least 1, so "one or two" is at most two targets, and one at least
    const QString count = m.captured(2);
    const int limit = count.startsWith(QLatin1String("any")) ? Selector::kAnyNumber : count.contains(QLatin1String("three")) ? 3 : 2;
    if (m.captured(3) == QLatin1String("targets")) {
        Selector any;
        any.word = QStringLiteral("any_target");
        any.upTo = quint8(limit);
        into->targets << any;
    } else {
        // "one or two target creatures" reads as "up to two target creatures" does, the plural noun's
        const QString upTo = limit == Selector::kAnyNumber ? QStringLiteral("any number of ")
                                                           : QStringLiteral("up to %1 ").arg(limit == 3 ? "three" : "two");
        Selector::Ref r = Selector::Ref::None;
        const auto t = targetOf(upTo + m.captured(3), into, &r);
        if (!t || r != Selector::Ref::Targets || into->targets.size() != 1) {
            into->targets.clear();
            return false;
        }
    }
    Action a;
    a.kind = ActionKind::Damage;
    a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
    a.divided = true;
    Selector those;
    those.ref = Selector::Ref::Targets;
    a.to = those;
    into->effect << a;
    return true;
}

}   // namespace strata::import
