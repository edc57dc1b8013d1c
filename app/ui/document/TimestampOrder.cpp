#include "TimestampOrder.h"
#include <algorithm>

namespace strata::ui {

QVector<TimestampEntry> timestampEntries(const GameState& state)
{
    QVector<TimestampEntry> entries;
    for (const GameObject& o : state.objects) {
        if (o.timestamp > 0)
            entries.append({TimestampKey::object(o.id), o.timestamp});
        for (const CounterStack& s : o.counters)
            if (s.timestamp > 0 && s.timestamp != o.timestamp)
                entries.append({TimestampKey::counters(o.id, s.kind), s.timestamp});
    }
    for (const ResolvedEffect& e : state.effects)
        if (e.timestamp > 0)
            entries.append({TimestampKey::effect(e.id), e.timestamp});
    std::stable_sort(entries.begin(), entries.end(),
        [](const TimestampEntry& a, const TimestampEntry& b) { return a.timestamp < b.timestamp; });
    return entries;
}

int timestampOf(const GameState& state, const TimestampKey& key)
{
    switch (key.kind) {
    case TimestampKey::Kind::Object:
        if (const GameObject* o = state.object(key.id))
            return o->timestamp;
        return 0;
    case TimestampKey::Kind::Counters:
        if (const GameObject* o = state.object(key.id))
            for (const CounterStack& s : o->counters)
                if (s.kind == key.counterKind)
                    return s.timestamp;
        return 0;
    case TimestampKey::Kind::Effect:
        for (const ResolvedEffect& e : state.effects)
            if (e.id == key.id)
                return e.timestamp;
        return 0;
    }
    return 0;
}

bool setTimestamp(GameState& state, const TimestampKey& key, int timestamp)
{
    switch (key.kind) {
    case TimestampKey::Kind::Object: {
        const int i = state.objectIndex(key.id);
        if (i < 0)
            return false;
        state.objects[i].timestamp = timestamp;
        return true;
    }
    case TimestampKey::Kind::Counters: {
        const int i = state.objectIndex(key.id);
        if (i < 0)
            return false;
        for (CounterStack& s : state.objects[i].counters)
            if (s.kind == key.counterKind) {
                s.timestamp = timestamp;
                return true;
            }
        return false;
    }
    case TimestampKey::Kind::Effect:
        for (ResolvedEffect& e : state.effects)
            if (e.id == key.id) {
                e.timestamp = timestamp;
                return true;
            }
        return false;
    }
    return false;
}

QVector<TimestampEntry> timestampsAfterMove(
    const GameState& state, const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement)
{
    if (moving == anchor)
        return {};
    QVector<TimestampEntry> order = timestampEntries(state);
    QVector<int> values;
    for (const TimestampEntry& e : order)
        values.append(e.timestamp);

    const auto find = [&order](const TimestampKey& k) {
        return std::find_if(order.begin(), order.end(), [&k](const TimestampEntry& e) { return e.key == k; });
    };
    auto from = find(moving);
    if (from == order.end() || find(anchor) == order.end())
        return {};
    const TimestampEntry moved = *from;
    order.erase(from);
    auto to = find(anchor);
    if (placement == TimestampPlacement::After)
        ++to;
    order.insert(to, moved);

    QVector<TimestampEntry> changes;
    for (int i = 0; i < order.size(); ++i) {
        const TimestampEntry& e = order[i];
        if (e.timestamp == values[i])
            continue;
        changes.append({e.key, values[i]});
        if (e.key.kind != TimestampKey::Kind::Object)
            continue;
        // Counters that arrived with the object (same timestamp) keep arriving with it.
        if (const GameObject* o = state.object(e.key.id))
            for (const CounterStack& s : o->counters)
                if (s.timestamp == o->timestamp)
                    changes.append({TimestampKey::counters(o->id, s.kind), values[i]});
    }
    return changes;
}

}   // namespace strata::ui
