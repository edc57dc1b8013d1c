#pragma once
#include <QSet>
#include "JsonReader.h"
#include "cards/CardLibrary.h"
#include "model/GameState.h"

namespace strata {

// What the scenario reader lends the reader of events.md's keys, so both share one id space, one set
// of timestamps and one check of references.
class ScenarioReadingHooks {
public:
    virtual ~ScenarioReadingHooks() = default;
    virtual bool claimId(const io::JsonValue& at, const QString& path, const QString& id) = 0;
    virtual void claimTimestamp(const io::JsonValue& at, const QString& path, int timestamp) = 0;
    // An object id (or a player id too, when allowed) the file must define somewhere.
    virtual void referToObject(const io::JsonValue& at, const QString& path, const QString& id, bool playerAllowed) = 0;
    virtual void referToPlayer(const io::JsonValue& at, const QString& path, const QString& id) = 0;
    virtual void readChoices(const io::JsonValue& owner, const QString& path, Choices* out) = 0;
    // An event has been read: the events after it may name what it creates (events.md, "<event id>.token<n>").
    virtual void eventRead(const QString& id) = 0;
};

// Reads the keys of ../shared/spec/events.md: `step`, `stack`, `delayed`, `events` at the top level.
// (The per-player and per-object keys are read with the rest of players and objects.)
class PlayKeysReader {
public:
    PlayKeysReader(const CardLibrary& library, const JsonReader& r, ScenarioReadingHooks& hooks)
        : m_lib(library), m_r(r), m_hooks(hooks)
    { }
    static const QStringList& topLevelKeys();
    void read(const io::JsonValue& root, GameState& gs);
    // After every object is read: stack abilities and delayed triggers find their definitions.
    void resolveAbilities(GameState& gs);

private:
    void readStack(const io::JsonValue& list, GameState& gs);
    void readDelayed(const io::JsonValue& list, GameState& gs);
    void readEvent(const io::JsonValue& v, const QString& path, GameState& gs);
    void readMove(const io::JsonValue& v, const QString& path, GameEvent& e);
    void readSet(const io::JsonValue& v, const QString& path, GameEvent& e);
    void readDamage(const io::JsonValue& v, const QString& path, GameEvent& e);
    // PlayKeysCombatReader.cpp
    void readAttack(const io::JsonValue& v, const QString& path, GameEvent& e);
    void readBlock(const io::JsonValue& v, const QString& path, GameEvent& e);
    void readAssign(const io::JsonValue& v, const QString& path, GameEvent& e);
    void readTriggerKeys(const io::JsonValue& v, const QString& path, GameEvent& e);
    void readTargets(const io::JsonValue& v, const QString& path, QStringList* out, bool* given);
    void readTimestamps(const io::JsonValue& v, const QString& path, QVector<int>* out);

    struct PendingAbility {
        const io::JsonValue* at;
        QString path;
        int stackIndex;   // -1 for a delayed trigger
        int delayedIndex;
    };
    const CardLibrary& m_lib;
    const JsonReader& m_r;
    ScenarioReadingHooks& m_hooks;
    QVector<PendingAbility> m_pending;
    // The ids of the snapshot's abilities on the stack and of the events read so far: a target may name
    // an ability on the stack (115.1), an `activate` event's item or a trigger's "<event id>.<n>".
    QSet<QString> m_stackItemIds;
    bool namesStackItem(const QString& id) const;
};

}   // namespace strata
