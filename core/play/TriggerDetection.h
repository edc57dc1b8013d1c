#pragma once
#include "GameTable.h"
#include <QSet>

namespace strata {

// Which abilities one happening triggers (603.2), seen through the layers: for most events the state
// after it, for leaving the battlefield the state before it (603.10a, "looking back in time").
struct TriggerDetection {
    const GameState& before;
    const Resolution& beforeRes;
    const GameState& after;
    const Resolution& afterRes;
    int& sequence;
    // The abilities ("one or more …", triggersOncePerEvent) that already triggered for this batch (603.2c).
    mutable QSet<QPair<QString, const AbilityDef*>> triggeredOnce = {};

    void happening(const Happening& h, QVector<PendingTrigger>& out, QVector<NotTriggeredReport>& notTriggered,
        QVector<DelayedTrigger>& delayed) const;
    // 603.8: state triggers whose state holds and that are not already waiting or on the stack.
    static void stateTriggers(const GameState& gs, const Resolution& res, QVector<PendingTrigger>& out, int& sequence);
};

// The triggered ability a keyword stands for (evoke 702.74a, persist 702.79a, echo 702.30a, fading
// 702.32a, the combat keywords), or null. Rampage's bonus counts the blockers beyond the first.
AbilityPtr keywordTrigger(const AbilityDef& keyword, int blockersBeyondFirst = 0);
AbilityPtr combatKeywordTrigger(const AbilityDef& keyword, int blockersBeyondFirst);   // CombatKeywordTriggers.cpp

// The number an ability of an object has in the scenario format: its printed position, or its
// position among the abilities the granting effect grants.
int abilityNumber(const GameState& gs, const QString& objectId, const AbilityInstance& a);

}   // namespace strata
