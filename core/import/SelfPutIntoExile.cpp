#include "SelfPutIntoExile.h"

namespace strata::import {

bool selfPutIntoExileHead(const QString& head, AbilityDef* into)
{
    if (head != QLatin1String("When ~ is put into exile from the battlefield"))
        return false;
    Selector self;
    self.ref = Selector::Ref::Self;
    into->event = TriggerEvent::ExiledFromBattlefield;
    into->eventFilter = QSharedPointer<Selector>::create(self);
    return true;
}

bool selfDiesOrPutIntoExile(const AbilityDef& first, const AbilityDef& second)
{
    return first.event == TriggerEvent::SelfDies && !first.eventFilter && second.event == TriggerEvent::ExiledFromBattlefield
        && second.eventFilter && second.eventFilter->ref == Selector::Ref::Self;
}

}   // namespace strata::import
