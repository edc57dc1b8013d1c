#include "OracleLookByEventPower.h"
#include "OracleEventAmounts.h"
#include <QRegularExpression>

namespace strata::import {

bool lookAtEventCreaturesPower(const QString& s, AbilityDef* into)
{
    static const QRegularExpression look(QStringLiteral(
        "^(you may )?look at the top X cards of your library, where X is (that creature's power)$"));
    const auto m = look.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered || !into->effect.isEmpty())
        return false;
    // Only after an event that names a creature ("Whenever a creature enters …"): its power, as the trigger's event
    // names it, or as it last existed on the battlefield.
    const auto power = eventObjectAmount(m.captured(2), *into, true);
    if (!power || into->event != TriggerEvent::PermanentEnters)
        return false;
    Action a;
    a.kind = ActionKind::LookAtTop;
    a.amount = Amount{true, 0};
    a.amountOf = *power;
    a.keep = 0;
    a.text = QStringLiteral("none");
    a.optional = !m.captured(1).isEmpty();
    into->effect << a;
    return true;
}

bool lookedCardKeptOnTop(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("if you do, put one of those cards on top of your library and the rest on the bottom of your "
                           "library in any order")
        || into->effect.size() != 1)
        return false;
    Action& look = into->effect.last();
    // The optional look just read, nothing kept yet: its "If you do" is the look's own choice (the ability's "you may",
    // 603.5, when it opens the ability), so the look and the move are one instruction, done or not as a whole.
    if (look.kind != ActionKind::LookAtTop || !(look.optional || into->optional) || !look.amount.x || !look.amountOf || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.destination
        || !look.who.isEmpty())
        return false;
    look.keep = 1;
    look.destination = Zone::Library;   // on top (401.4)
    look.text = QStringLiteral("bottom_any_order");
    return true;
}

}   // namespace strata::import
