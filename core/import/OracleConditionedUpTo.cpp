#include "OracleSpellConditions.h"

namespace strata::import {

// Round 39: "If you control a creature with power 4 or greater, you may return up to one target creature card from your
// graveyard to your hand." (Clear the Stage): the target is chosen as the spell is cast whatever the condition (601.2c),
// and the instruction is done only if the condition holds as the spell resolves (608.2c). conditionedActions refuses a
// target of its own, since a spell needs a legal target to be cast (601.2c) even when the condition will fail; an "up
// to" target may be none (115.1), so it never stops the casting and reads as any other target does.
bool conditionedUpToTargets(AbilityDef* into, const Condition& c, const std::function<bool()>& read)
{
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    bool fits = read() && into->effect.size() > effectBefore && into->targets.size() > targetsBefore;
    for (int i = targetsBefore; fits && i < into->targets.size(); ++i)
        fits = into->targets[i].upTo > 0 && !into->targets[i].upToX;
    for (int i = effectBefore; fits && i < into->effect.size(); ++i)
        fits = !into->effect[i].condition;
    if (!fits) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    for (int i = effectBefore; i < into->effect.size(); ++i)
        into->effect[i].condition = c;
    return true;
}

}   // namespace strata::import
