#include "ActionPerformer.h"

namespace strata {

// 615.5: a prevention effect's instructions about the damage it prevented ("You gain life equal to the
// damage prevented this way"), done right after the event whose damage it prevented, as the spell or
// ability that made the shield would do them: with its targets and choices, "that much" being the damage
// prevented this time (the item's eventAmount, which Expr::EventAmount reads).
void PlayContext::performPreventionFollowUps()
{
    if (performingFollowUps)   // one a follow-up itself causes waits for the loop below
        return;
    performingFollowUps = true;
    GameTable::Records& records = table.records;
    for (int guard = 0; guard < 1000 && !records.preventedThisWay.isEmpty(); ++guard) {
        const GameTable::PreventedThisWay prevented = records.preventedThisWay.takeFirst();
        if (prevented.followUp < 0 || prevented.followUp >= records.preventionFollowUps.size())
            continue;
        const GameTable::PreventionFollowUp followUp = records.preventionFollowUps[prevented.followUp];
        StackItem item = followUp.item;
        item.trigger.eventAmount = prevented.amount;
        // "that source's controller" (Deflecting Palm): a spell's or permanent's controller, a card's owner.
        const int source = table.state().objectIndex(prevented.source);
        item.trigger.eventPlayer = source < 0 ? QString()
            : table.state().objects[source].zone == Zone::Battlefield || table.state().objects[source].zone == Zone::Stack
            ? table.resolution().chars[source].controller
            : table.state().objects[source].owner;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage was prevented this way: the rest of %2 is done (615.5)"),
            {PlayText::number(prevented.amount), followUp.item.id}));
        ActionPerformer performer(*this, item, followUp.event);
        performer.perform(followUp.actions);
    }
    performingFollowUps = false;
}

}   // namespace strata
