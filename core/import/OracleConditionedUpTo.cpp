#include "OracleSpellConditions.h"
#include "ConditionedActions.h"

namespace strata::import {

// Round 39: "If you control a creature with power 4 or greater, you may return up to one target creature card from your
// graveyard to your hand." (Clear the Stage): the target is chosen as the spell is cast whatever the condition (601.2c),
// and the instruction is done only if the condition holds as the spell resolves (608.2c). conditionedActions refuses a
// target of its own, since a spell needs a legal target to be cast (601.2c) even when the condition will fail; an "up
// to" target may be none (115.1), so it never stops the casting and reads as any other target does.
bool conditionedUpToTargets(AbilityDef* into, const Condition& c, const std::function<bool()>& read)
{
    return conditionedActionsIf(into, c, read, [into](int targetsBefore) {
        if (into->targets.size() <= targetsBefore)
            return false;
        for (int i = targetsBefore; i < into->targets.size(); ++i)
            if (into->targets[i].upTo <= 0 || into->targets[i].upToX)
                return false;
        return true;
    });
}

}   // namespace strata::import
