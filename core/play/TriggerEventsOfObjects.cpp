#include "TriggerMatching.h"
#include "GraveyardAbilities.h"
#include "model/Emblem.h"

// Round 18: the trigger events round 17's model added for imported cards, as the event player sees
// them happen: an object becoming a target as a spell is cast or an ability put on the stack (115.1,
// 601.2c, 602.2b, 603.3d), an attacker becoming blocked once per combat (509.3c), a card put into a
// graveyard from any zone. Exert's "When you do" is no happening: Exert.cpp adds it as the choice is made
// (603.12).

namespace strata::triggers {

bool isTargetBlockOrGraveyardEvent(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::BecomesTarget:
    case TriggerEvent::BecomesTargetOfOpponent:
    case TriggerEvent::YouOrPermanentBecomesTargetOfOpponent:
    case TriggerEvent::YouBecomeTarget:   // round 45
    case TriggerEvent::BecomesBlocked:
    case TriggerEvent::CardPutIntoGraveyard:
    case TriggerEvent::SelfExerted:   // never a happening's (Exert.cpp)
        return true;
    default:
        return false;
    }
}

namespace {

// The event's object, the filter names it: a permanent ("a creature you control", "enchanted creature";
// a creature card elsewhere is no creature, 110.1) or, with `anywhere`, a card in any zone.
bool filterNames(const Selector& filter, const View& subjectView, int subject, int watcher, const QString& watcherController,
    bool anywhere)
{
    if (subject < 0 || (!anywhere && subjectView.gs.objects[subject].zone != Zone::Battlefield))
        return false;
    return filterSelectsWherever(filter, subjectView, subject, watcher, watcherController);
}

// "a card is put into an opponent's graveyard": a card (a token is not one, 108.2), into its owner's
// graveyard (404.1), whoever controlled it; the filter's controller names that owner.
bool cardToGraveyard(const Selector& filter, const View& subjectView, int subject, int watcher,
    const QString& watcherController)
{
    // Round 35: the permanent ~ is attached to ("enchanted land") is any permanent, a token too (111.7).
    if (subject < 0 || (subjectView.gs.objects[subject].token && filter.ref != Selector::Ref::Attached))
        return false;
    const QString& owner = subjectView.gs.objects[subject].owner;
    if ((filter.controller == Selector::Who::You && owner != watcherController)
        || (filter.controller == Selector::Who::Opponent && owner == watcherController))
        return false;
    Selector card = filter;
    card.controller = Selector::Who::Any;
    return filterNames(card, subjectView, subject, watcher, watcherController, true);
}

}   // namespace

bool matchesTargetBlockOrGraveyardEvent(const AbilityDef& a, const Happening& h, int j, const View& v,
    const QString& watcherController, const View& subjectView)
{
    const GameObject& watcher = v.gs.objects[j];
    const int subject = subjectView.gs.objectIndex(h.object);
    const bool byOpponent = h.player != watcherController;
    const Selector none;
    const Selector& filter = a.eventFilter ? *a.eventFilter : none;
    switch (h.kind) {
    case Happening::Kind::BecameTarget:   // 115.1: as the spell is cast or the ability put on the stack
        if (a.event == TriggerEvent::YouOrPermanentBecomesTargetOfOpponent) {
            if (!byOpponent)
                return false;
            return h.object == watcherController
                || (subject >= 0 && subjectView.gs.objects[subject].zone == Zone::Battlefield
                    && subjectView.res.chars[subject].controller == watcherController);
        }
        // Round 45: "Whenever you become the target of a spell" (Dormant Gomazoa): the watcher's controller targeted,
        // the filter naming the spell (an ability's item id names no object), whoever controls it.
        if (a.event == TriggerEvent::YouBecomeTarget) {
            if (h.object != watcherController)
                return false;
            const int spell = subjectView.gs.objectIndex(h.source);
            return !a.eventFilter || (spell >= 0 && filterSelectsWherever(filter, subjectView, spell, j, watcherController));
        }
        if (a.event == TriggerEvent::BecomesTargetOfOpponent && !byOpponent)
            return false;
        return (a.event == TriggerEvent::BecomesTarget || a.event == TriggerEvent::BecomesTargetOfOpponent)
            && a.eventFilter && filterNames(filter, subjectView, subject, j, watcherController, false);
    case Happening::Kind::BecomesBlocked:   // 509.3c: once, however many creatures block it
        return a.event == TriggerEvent::BecomesBlocked && a.eventFilter
            && filterNames(filter, subjectView, subject, j, watcherController, false);
    case Happening::Kind::ZoneChange:
        // A watcher on the battlefield, or in a graveyard with an ability that returns it from there
        // (Centaur Vinecrasher, 113.6m): a card in a graveyard sees its own arrival only for "when ~ is
        // put into a graveyard from anywhere". Round 34: an emblem watches from the command zone (114.4; Tamiyo,
        // the Moon Sage's).
        return a.event == TriggerEvent::CardPutIntoGraveyard && h.to == Zone::Graveyard && a.eventFilter
            && (watcher.zone == Zone::Battlefield || isEmblem(watcher) || (watcher.id != h.object && worksOnlyInGraveyard(a)))
            && cardToGraveyard(filter, subjectView, subject, j, watcherController);
    default:
        return false;
    }
}

}   // namespace strata::triggers
