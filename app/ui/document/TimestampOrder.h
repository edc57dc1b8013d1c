#pragma once
#include "model/GameState.h"
#include <QString>
#include <QVector>

namespace strata::ui {

// Something in a scenario that carries a timestamp (613.7): an object, an effect entry, or a kind of
// counters on an object that were placed later than the object arrived (613.7c).
struct TimestampKey {
    enum class Kind : quint8 { Object, Effect, Counters };
    Kind kind = Kind::Object;
    QString id;            // object or effect id
    QString counterKind;   // with Kind::Counters: "+1/+1", "flying", …

    static TimestampKey object(const QString& id) { return {Kind::Object, id, {}}; }
    static TimestampKey effect(const QString& id) { return {Kind::Effect, id, {}}; }
    static TimestampKey counters(const QString& objectId, const QString& kind)
    {
        return {Kind::Counters, objectId, kind};
    }
    bool operator==(const TimestampKey& o) const
    {
        return kind == o.kind && id == o.id && counterKind == o.counterKind;
    }
    bool operator!=(const TimestampKey& o) const { return !(*this == o); }
};

struct TimestampEntry {
    TimestampKey key;
    int timestamp = 0;
};

enum class TimestampPlacement : quint8 { Before, After };

// Every entry a user can reorder, oldest first. Counters that share their object's timestamp are not
// listed: they follow the object.
QVector<TimestampEntry> timestampEntries(const GameState& state);

// The timestamp of one holder, or 0 when the scenario has no such holder.
int timestampOf(const GameState& state, const TimestampKey& key);

// Writes a timestamp to one holder. Returns false when the holder does not exist.
bool setTimestamp(GameState& state, const TimestampKey& key, int timestamp);

// The new timestamp of every holder whose timestamp changes when `moving` is placed before or after
// `anchor`, as few as can be: the moved one takes the first free value past its new neighbour, and
// the holders beyond make room up to the first free value, on the side where fewer change (after
// the newest, the moved one alone). Timestamps stay unique and positive, and the value the moved
// one leaves may stay unused, as an attachment's does (613.7e). Timestamps shared by two holders,
// or given by events (which a value past the newest could meet), are instead handed out again in
// the new order. Counters sharing an object's timestamp move with it. Empty when the move changes
// nothing or a key is unknown.
QVector<TimestampEntry> timestampsAfterMove(
    const GameState& state, const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement);

}   // namespace strata::ui
