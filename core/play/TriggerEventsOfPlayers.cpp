#include "TriggerMatching.h"
#include "engine/Evaluator.h"

// Round 45 (issue 16): the trigger events of what a player does: activating an ability (602.2; "that isn't a mana
// ability", 605.1a), an opponent gaining life (119.9) and getting energy (107.14, 122.1).

namespace strata::triggers {

bool isPlayerActionEvent(TriggerEvent e)
{
    switch (e) {
    case TriggerEvent::YouActivateAbility:
    case TriggerEvent::OpponentActivatesAbility:
    case TriggerEvent::PlayerActivatesAbility:
    case TriggerEvent::OpponentGainsLife:
    case TriggerEvent::YouGetEnergy:
        return true;
    default:
        return false;
    }
}

bool matchesPlayerActionEvent(const AbilityDef& a, const Happening& h, int j, const QString& watcherController,
    const View& subjectView)
{
    switch (a.event) {
    case TriggerEvent::OpponentGainsLife:   // 119.9: once for each event, "that many" its amount
        return h.kind == Happening::Kind::LifeGained && h.player != watcherController && h.amount > 0;
    case TriggerEvent::YouGetEnergy:   // "one or more {E}": once for each event that gave some
        return h.kind == Happening::Kind::EnergyGot && h.player == watcherController && h.amount > 0;
    default:
        break;
    }
    if (h.kind != Happening::Kind::AbilityActivated || (a.eventNotManaAbility && h.manaAbility))
        return false;
    if ((a.event == TriggerEvent::YouActivateAbility && h.player != watcherController)
        || (a.event == TriggerEvent::OpponentActivatesAbility && h.player == watcherController))
        return false;
    if (!a.eventFilter)   // "an ability": of any object, wherever it is (a card cycled from a hand too)
        return true;
    // "an ability of an Elemental", "of an artifact, creature, or land": a permanent (109.2), on the battlefield as
    // the ability was activated, the filter said by the watcher.
    const int source = subjectView.gs.objectIndex(h.object);
    if (source < 0 || subjectView.gs.objects[source].zone != Zone::Battlefield)
        return false;
    ContinuousEffect probe;
    probe.sourceIndex = j;
    probe.controller = watcherController;
    return Evaluator(subjectView.gs, subjectView.res.chars).matches(*a.eventFilter, probe, source);
}

}   // namespace strata::triggers
