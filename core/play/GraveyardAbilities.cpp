#include "GraveyardAbilities.h"

namespace strata {

bool worksOnlyInGraveyard(const AbilityDef& a)
{
    for (const Action& x : a.effect)
        if ((x.kind == ActionKind::ReturnToHand || x.kind == ActionKind::ReturnToBattlefield)
            && x.text == QLatin1String("graveyard") && x.object && x.object->ref == Selector::Ref::Self)
            return true;
    return false;
}

}   // namespace strata
