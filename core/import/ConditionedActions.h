#pragma once
#include "model/Ability.h"

// Shared by the templates of actions done only under a condition (OraclePayments.cpp: "If this spell
// was kicked, …", "If there are no depletion counters on ~, …"; OracleActions.cpp: "Then if …, …";
// OracleSpellConditions.cpp: "If you control an artifact, …").

namespace strata::import {

// The actions `read` adds to `into`, each done only if `c` holds; false, with `into` as it was, when it adds none, an
// action that has a condition already, or targets `targetsFit` refuses (given the count of targets before `read`).
template <typename Read, typename TargetsFit>
bool conditionedActionsIf(AbilityDef* into, const Condition& c, Read read, TargetsFit targetsFit)
{
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    bool fits = read() && into->effect.size() > effectBefore && targetsFit(targetsBefore);
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

// The same, refusing targets of their own (601.2c chooses them before the condition is known).
template <typename Read> bool conditionedActions(AbilityDef* into, const Condition& c, Read read)
{
    return conditionedActionsIf(into, c, read, [into](int targetsBefore) { return into->targets.size() == targetsBefore; });
}

}   // namespace strata::import
