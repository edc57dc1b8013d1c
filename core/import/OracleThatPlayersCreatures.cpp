#include "OracleThatPlayersCreatures.h"
#include "OracleParser.h"
#include <QHash>
#include <QRegularExpression>

namespace strata::import {

bool thatPlayersCreaturesRule(const QString& s, AbilityDef* into)
{
    static const QRegularExpression rule(
        QStringLiteral("^[Cc]reatures that player controls (can't attack|can't block|can't attack or block) this turn$"));
    const auto m = rule.match(s);
    // The player is the ability's one target, a player, named by the instruction before (608.2c).
    if (!m.hasMatch() || into->effect.isEmpty() || into->targets.size() != 1 || into->targets.first().word != QLatin1String("player"))
        return false;
    static const QHash<QString, RuleName> rules = {{QStringLiteral("can't attack"), RuleName::CantAttack},
        {QStringLiteral("can't block"), RuleName::CantBlock}, {QStringLiteral("can't attack or block"), RuleName::CantAttackOrBlock}};
    Selector creatures;
    creatures.types = quint16(CardType::Creature);
    creatures.whose = QStringLiteral("target_player");
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = rules.value(m.captured(1));
    Action a;
    untilEndOfTurn(creatures, op, &a);
    into->effect << a;
    return true;
}

}   // namespace strata::import
