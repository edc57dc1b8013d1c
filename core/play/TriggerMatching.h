#pragma once
#include "GameTable.h"

namespace strata::triggers {

// A state of the game and its layers, as a trigger event sees it (603.10a: before or after).
struct View {
    const GameState& gs;
    const Resolution& res;
};

// 603.10a: whether trigger event `e` looks back in time for this happening.
bool isLeaveEvent(TriggerEvent e, bool leaving);

// Whether the trigger event of `a`, on the watcher `j` in view `v`, is this happening (603.2); the
// happening's object is seen in `subjectView`.
bool matchesEvent(const AbilityDef& a, const Happening& h, int j, const View& v, const QString& watcherController,
    const View& subjectView);

// Whether `a` triggers on this happening in this pass (603.10a: `lookBack` for leave events): on its event,
// or on its second one (round 30: "At the beginning of your upkeep or whenever you cast a red spell").
bool triggersOn(const AbilityDef& a, const Happening& h, int j, const View& v, const QString& watcherController,
    const View& subjectView, bool leaving, bool lookBack);

// TriggerEventsOfObjects.cpp (round 18): whether `a` waits for an object becoming a target or blocked, a
// card put into a graveyard, or exert, and if so whether this happening is it.
bool isTargetBlockOrGraveyardEvent(TriggerEvent e);
bool matchesTargetBlockOrGraveyardEvent(const AbilityDef& a, const Happening& h, int j, const View& v,
    const QString& watcherController, const View& subjectView);

// TriggerEventsOfPlayers.cpp (round 45): whether `a` waits for a player activating an ability, an opponent gaining
// life or a player getting energy, and if so whether this happening is it.
bool isPlayerActionEvent(TriggerEvent e);
bool matchesPlayerActionEvent(const AbilityDef& a, const Happening& h, int j, const QString& watcherController,
    const View& subjectView);

// Whether `filter`, said by the watcher `watcher` and its controller, selects `object` in view `v`
// wherever the object is (a trigger's filter names the event's object, not a set on the battlefield).
bool filterSelectsWherever(const Selector& filter, const View& v, int object, int watcher, const QString& watcherController);

// 603.2c: "one or more": the ability triggers once for all of one event's cards or creatures.
bool triggersOncePerEvent(TriggerEvent e);

// 605.1a-b: an activated ability without a target that could add mana, or a triggered ability without a
// target that triggers on a mana ability ("whenever you tap a land for mana") and could add mana.
bool isManaAbility(const AbilityDef& a);

}   // namespace strata::triggers
