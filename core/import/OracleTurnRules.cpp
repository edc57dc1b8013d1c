#include "OracleTurnRules.h"
#include "OracleParser.h"

namespace strata::import {

bool playerRuleThisTurn(const QString& s, Action* a)
{
    Op op;
    op.kind = Op::Kind::PlayerRule;
    if (s == QLatin1String("damage can't be prevented this turn"))   // Flaring Pain, Skullcrack
        op.rule = RuleName::DamageCantBePrevented;
    else if (s == QLatin1String("players can't gain life this turn"))   // Skullcrack
        op.rule = RuleName::PlayersCantGainLife;
    else
        return false;
    Selector self;
    self.ref = Selector::Ref::Self;   // a rule of the game: no object holds it once the spell has resolved
    untilEndOfTurn(self, op, a);
    return true;
}

}   // namespace strata::import
