#include "OraclePutIntoExileHeads.h"
#include <QRegularExpression>

namespace strata::import {

bool putIntoExileHead(const QString& head, AbilityDef* into)
{
    static const QRegularExpression exiled(QStringLiteral(
        "^When (?:(~) is put into exile from the battlefield|enchanted (?:permanent|creature) is put into exile)$"));
    const auto m = exiled.match(head);
    if (!m.hasMatch())
        return false;
    Selector leaving;
    leaving.ref = m.captured(1).isEmpty() ? Selector::Ref::Attached : Selector::Ref::Self;
    into->event = TriggerEvent::ExiledFromBattlefield;
    into->eventFilter = QSharedPointer<Selector>::create(leaving);
    return true;
}

bool diesOrPutIntoExile(const AbilityDef& first, const AbilityDef& second)
{
    if (second.event != TriggerEvent::ExiledFromBattlefield || !second.eventFilter)
        return false;
    const Selector::Ref ref = second.eventFilter->ref;
    if (first.event == TriggerEvent::SelfDies)
        return !first.eventFilter && ref == Selector::Ref::Self;
    return first.event == TriggerEvent::CreatureDies && first.eventFilter && ref == Selector::Ref::Attached
        && *first.eventFilter == *second.eventFilter;
}

}   // namespace strata::import
