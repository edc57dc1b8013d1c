#include "OracleThatPlayersCreatures.h"
#include "OracleParser.h"

namespace strata::import {

bool thatPlayersCreaturesRule(const QString& s, AbilityDef* into)
{
    // The player is the ability's one target, a player, named by the instruction before (608.2c).
    if (s.compare(QLatin1String("creatures that player controls can't attack this turn"), Qt::CaseInsensitive) != 0
        || into->effect.isEmpty() || into->targets.size() != 1 || into->targets.first().word != QLatin1String("player"))
        return false;
    Selector creatures;
    creatures.types = quint16(CardType::Creature);
    creatures.whose = QStringLiteral("target_player");
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = RuleName::CantAttack;
    Action a;
    untilEndOfTurn(creatures, op, &a);
    into->effect << a;
    return true;
}

}   // namespace strata::import
