#pragma once
#include "PlayText.h"
#include "engine/Resolution.h"
#include "model/GameState.h"
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace strata {

// What the event player reports of one event (events.md, "Result keys"). Texts are canonical English;
// the app translates them on display.
struct EventProblem {
    QString message, rule;
    PlayText text;   // `message`, for display in the user's language
};

struct TriggerReport {
    QString id;   // stack item id "e2.1", or empty when removed for want of a target
    QString source;
    int ability = 0;
    QString abilityFrom;
    QString controller;
    bool delayed = false;
    bool removed = false;   // 603.3d: no legal target, so it never stayed on the stack
    QString why;            // "Soul Warden saw this: Forest entered the battlefield as a creature"
    QString rule;
    PlayText whyText;   // `why`, for display in the user's language
};

// An ability that would have triggered but the object lacked it after the layers (a project extension).
struct NotTriggeredReport {
    QString source;
    int ability = 0;
    QString why;
    QString rule;
    PlayText whyText;
};

struct ResolveReport {
    QString item;
    QString outcome;   // "resolved", "no_effect", "all_targets_illegal"
    QString rule;
    QString note;
    PlayText noteText;
};

struct DamageReport {
    QString source, to;
    int amount = 0;
    bool combat = false;
    QString step;   // "first_strike" or "regular" for combat damage
};

struct SbaReport {
    QString object, player;
    QString action, rule;
    bool dies = false;
};

struct EventOutcome {
    QString id;
    bool done = true;
    QVector<EventProblem> problems;
    QVector<TriggerReport> triggered;
    QVector<NotTriggeredReport> notTriggered;
    std::optional<ResolveReport> resolved;
    QVector<DamageReport> damage;
    QVector<SbaReport> stateBasedActions;
    QStringList changedObjects;           // ids, in objects order
    QStringList happened;                 // canonical English lines: what the event did, in order
    std::vector<PlayText> happenedText;   // the same lines, for display in the user's language
    GameState state;                      // the game after the event and its state-based actions
    Resolution resolution;                // its layers
};

struct Playthrough {
    QVector<EventOutcome> events;
    GameState finalState;
    Resolution finalResolution;
};

}   // namespace strata
