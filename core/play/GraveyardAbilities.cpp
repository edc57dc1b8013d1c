#include "GraveyardAbilities.h"
#include <algorithm>

namespace strata {

bool worksOnlyInGraveyard(const AbilityDef& a)
{
    // Round 20: "At the beginning of your upkeep, if ~ is in your graveyard, …" (Genesis, Pyre Zombie):
    // the trigger says where it works (113.6), and its "if" holds only there (603.4).
    if (a.kind == AbilityDef::Kind::Triggered && a.triggerIf && a.triggerIf->kind == Condition::Kind::SelfInGraveyard
        && !a.triggerIf->negated)
        return true;
    // Round 35: not an Aura's trigger on the object it enchants leaving (113.6m's exception): Genju of the Realm's "When
    // enchanted land is put into a graveyard, you may return ~ from your graveyard to your hand" works on the
    // battlefield, and finds ~ in the graveyard the state-based action put it in (704.5m).
    if (a.kind == AbilityDef::Kind::Triggered && a.eventFilter && a.eventFilter->ref == Selector::Ref::Attached
        && a.event == TriggerEvent::CardPutIntoGraveyard)
        return false;
    for (const Action& x : a.effect)
        if ((x.kind == ActionKind::ReturnToHand || x.kind == ActionKind::ReturnToBattlefield)
            && x.text == QLatin1String("graveyard") && x.object && x.object->ref == Selector::Ref::Self)
            return true;
    return false;
}

bool worksOnlyInExile(const AbilityDef& a)
{
    return std::any_of(a.effect.cbegin(), a.effect.cend(), [](const Action& x) {
        return x.kind == ActionKind::ReturnToBattlefield && x.text == QLatin1String("exile") && x.object
            && x.object->ref == Selector::Ref::Self;
    });
}

}   // namespace strata
