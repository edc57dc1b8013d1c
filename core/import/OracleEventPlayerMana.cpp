#include "OracleEventPlayerMana.h"
#include <QRegularExpression>

namespace strata::import {

bool eventPlayerAddsForEach(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& instruction)
{
    static const QRegularExpression shape(QStringLiteral("^that player adds (\\{[^ ]+\\}) for each ([a-z]+) they control$"));
    const auto m = shape.match(s);
    if (!m.hasMatch())
        return false;
    AbilityDef inner;
    inner.kind = into->kind;
    inner.event = into->event;
    if (!instruction(QStringLiteral("add %1 for each %2 that player controls").arg(m.captured(1), m.captured(2)), &inner)
        || inner.effect.size() != 1 || !inner.targets.isEmpty())
        return false;
    Action add = inner.effect.first();
    const bool theirs = add.kind == ActionKind::AddMana && add.who.isEmpty() && add.amountOf
        && add.amountOf->kind == Expr::Kind::Count && add.amountOf->selector
        && add.amountOf->selector->whose == QLatin1String("that_player");
    if (!theirs)
        return false;
    add.who = QStringLiteral("that_player");   // the mana is that player's (106.4), the card format's add_mana "who"
    into->effect << add;
    return true;
}

}   // namespace strata::import
