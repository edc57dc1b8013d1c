#pragma once
#include "Ability.h"
#include "Choices.h"
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace strata {

// The steps of a turn, in turn order (500.1). Beginning a step earlier than or equal to the current
// one begins it in the next turn (events.md).
enum class Step : quint8 {
    Untap,
    Upkeep,
    Draw,
    Main1,
    BeginningOfCombat,
    DeclareAttackers,
    DeclareBlockers,
    FirstStrikeDamage,
    CombatDamage,
    EndOfCombat,
    Main2,
    End,
    Cleanup
};
QString stepName(Step s);   // "untap", "main1", "first_strike_damage"…
std::optional<Step> stepFromName(const QString& name);

// What a spell or ability on the stack was given as it was put there.
struct StackItem {
    enum class Kind : quint8 { Spell, Activated, Triggered };
    Kind kind = Kind::Spell;
    QString id;             // a spell's object id; otherwise the item id ("e3", "e2.1")
    QString source;         // the object whose ability it is (for a delayed trigger: as in `delayed`)
    int abilityIndex = 0;   // 1-based, as in `effects`
    QString abilityFrom;    // the granting effect's id, for a granted ability
    AbilityPtr ability;     // the ability (a spell's own spell ability; null for a permanent spell)
    QString controller;
    QStringList targets;
    QVector<int> targetIncarnations;   // which incarnation of each target object was chosen (400.7)
    struct TriggerInfo {
        bool delayed = false;
        QString delayedId;
        QString refersTo;   // the object "it" names (a dying creature, an exiled card)
        int refersToIncarnation = -1;
        int sourceIncarnation = -1;   // the source as it triggered; a new object is not it (400.7)
        QString why;                  // canonical English: why it triggered
        int eventAmount = 0;          // "that much": the damage of the event that triggered it
        QString eventPlayer;          // "that player": the player dealt damage, or whose step began
    } trigger;
    Choices choices;
    bool evoked = false, kicked = false;   // a spell
    bool buyback = false;                  // a spell cast with buyback goes to its owner's hand (702.27a)
    QString copyOf;   // a copy of a spell (707.10): the id of the spell it copies; the copy has no card object
};

// A delayed triggered ability waiting for its event (603.7).
struct DelayedTrigger {
    QString id;
    QString source;         // 603.7d/e: the spell's effect id, or the object whose ability created it
    int abilityIndex = 1;   // which delayed trigger in the source's text (1-based)
    QString refersTo;       // the object it names, if any
    int refersToIncarnation = -1;
    QString controller;
    AbilityPtr ability;   // a triggered ability made of the delayed action (event, if, effect)
};

// One thing that happens after the snapshot (events.md). Exactly one verb per event.
struct GameEvent {
    enum class Verb : quint8 { Move, Cast, Activate, Resolve, Begin, Attack, Block, Damage, Set };
    struct DamageDealt {
        QString source, to;
        int amount = 0;
    };
    struct ObjectSetting {
        QString id;
        std::optional<bool> tapped, summoningSick;
        std::optional<int> damage;
        std::optional<QVector<QPair<QString, int>>> counters;
    };
    // attack: who each attacker attacks; an empty defender is the next player in turn order
    struct Attack {
        QString attacker, defender;
    };
    // block: the attackers each blocker blocks, blockers in file order (the default damage order)
    struct Block {
        QString blocker;
        QStringList attackers;
    };
    // begin: how an attacker or a blocker divides its combat damage ("assign", 510.1)
    struct Assignment {
        QString creature;
        QVector<QPair<QString, int>> amounts;   // recipient id, damage; in file order
    };
    struct TriggerSetting {
        QStringList targets;
        bool hasTargets = false;
        Choices choices;
    };

    QString id;
    Verb verb = Verb::Move;
    QStringList objects;   // move
    Zone to = Zone::Battlefield;
    QVector<int> timestamps;   // move, resolve: given timestamps, in order
    bool faceDown = false, tapped = false, evoked = false, kicked = false;
    bool buyback = false;   // cast: the buyback cost is paid (docs/scenario-extensions.md)
    bool may = true;        // resolve: "you may" is done unless false (603.5)
    // resolve: the player asked to pay "unless [that player] pays" does, unless false (118.12;
    // docs/scenario-extensions.md)
    bool pays = true;
    // resolve: the coin flips' results in the order the effect flips, true for a win (705;
    // docs/scenario-extensions.md); a flip with no result listed stays undecided (both outcomes logged)
    QVector<bool> flips;
    QString object;         // cast, activate
    int abilityIndex = 0;   // activate
    QString abilityFrom;    // activate
    QStringList targets;
    bool hasTargets = false;
    QString resolveItem;       // "top" or an item id
    Step step = Step::Main1;   // begin
    QVector<DamageDealt> damage;
    QVector<Attack> attacks;
    QVector<QStringList> bands;   // attack: attacking bands (702.22c), an extension
    QVector<Block> blocks;
    QVector<Assignment> assign;
    QHash<QString, int> life, poison;   // set
    QVector<ObjectSetting> settings;    // set
    QStringList order;                  // 603.3b: one player's items, bottom first
    QHash<QString, TriggerSetting> triggers;
    Choices choices;
};

}   // namespace strata
