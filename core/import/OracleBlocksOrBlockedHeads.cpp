#include "OracleBlocksOrBlockedHeads.h"

namespace strata::import {

bool attachedBlocksOrBecomesBlocked(const AbilityDef& first, const AbilityDef& second)
{
    return first.event == TriggerEvent::Blocks && second.event == TriggerEvent::BecomesBlocked && first.eventFilter
        && second.eventFilter && first.eventFilter->ref == Selector::Ref::Attached && *first.eventFilter == *second.eventFilter;
}

}   // namespace strata::import
