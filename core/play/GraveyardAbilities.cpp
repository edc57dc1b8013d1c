#include "GraveyardAbilities.h"

namespace strata {

bool worksOnlyInGraveyard(const AbilityDef& a)
{
    // Round 20: "At the beginning of your upkeep, if ~ is in your graveyard, …" (Genesis, Pyre Zombie):
    // the trigger says where it works (113.6), and its "if" holds only there (603.4).
    if (a.kind == AbilityDef::Kind::Triggered && a.triggerIf && a.triggerIf->kind == Condition::Kind::SelfInGraveyard
        && !a.triggerIf->negated)
        return true;
    for (const Action& x : a.effect)
        if ((x.kind == ActionKind::ReturnToHand || x.kind == ActionKind::ReturnToBattlefield)
            && x.text == QLatin1String("graveyard") && x.object && x.object->ref == Selector::Ref::Self)
            return true;
    return false;
}

}   // namespace strata
