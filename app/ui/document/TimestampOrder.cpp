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

namespace {

// A new value for each entry of `order` (oldest first, the moved one at `moved`), or empty when
// the values cannot stay positive. The moved entry takes the first value past its neighbour on one
// side; the entries beyond it on that side make room one by one up to the first free value.
QVector<int> makeRoom(const QVector<TimestampEntry>& order, int moved, bool pushLater)
{
    QVector<int> values(order.size());
    for (int i = 0; i < order.size(); ++i)
        values[i] = order[i].timestamp;
    if (pushLater) {
        int next = moved > 0 ? values[moved - 1] + 1 : 1;
        for (int i = moved; i < order.size() && (i == moved || values[i] < next); ++i)
            values[i] = next++;
    } else {
        if (moved + 1 == order.size())
            return {};   // nothing above: pushing later is the only way, and costs one change
        int next = values[moved + 1] - 1;
        for (int i = moved; i >= 0 && (i == moved || values[i] > next); --i) {
            if (next < 1)
                return {};
            values[i] = next--;
        }
    }
    return values;
}

int changed(const QVector<TimestampEntry>& order, const QVector<int>& values)
{
    int n = 0;
    for (int i = 0; i < order.size(); ++i)
        n += order[i].timestamp != values[i];
    return n;
}

}   // namespace

QVector<TimestampEntry> timestampsAfterMove(
    const GameState& state, const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement)
{
    if (moving == anchor)
        return {};
    QVector<TimestampEntry> order = timestampEntries(state);
    QVector<int> values;
    for (const TimestampEntry& e : order)
        values.append(e.timestamp);
    // Values past the greatest may be taken only when no event of the scenario gives its own.
    const bool givenByEvents = std::any_of(
        state.events.cbegin(), state.events.cend(), [](const GameEvent& e) { return !e.timestamps.isEmpty(); });
    const bool unique = std::adjacent_find(values.begin(), values.end()) == values.end();

    const auto find = [&order](const TimestampKey& k) {
        return std::find_if(order.begin(), order.end(), [&k](const TimestampEntry& e) { return e.key == k; });
    };
    auto from = find(moving);
    if (from == order.end() || find(anchor) == order.end())
        return {};
    const int oldPlace = int(from - order.begin());
    const TimestampEntry moved = *from;
    order.erase(from);
    auto to = find(anchor);
    if (placement == TimestampPlacement::After)
        ++to;
    const int newPlace = int(to - order.begin());
    if (newPlace == oldPlace)
        return {};   // already there
    order.insert(to, moved);

    if (unique && !givenByEvents) {
        // Only what must change changes: a timestamp is shown on every card, chip and row, and
        // handing out every value again (below) renumbered the whole board when the first
        // permanent went after the last. Of the two ways to make room, the one that changes fewer
        // timestamps; on a tie the one towards the old place, which the freed value closes.
        const bool laterFirst = newPlace < oldPlace;
        const QVector<int> toward = makeRoom(order, newPlace, laterFirst);
        const QVector<int> away = makeRoom(order, newPlace, !laterFirst);
        if (!toward.isEmpty() || !away.isEmpty())
            values = away.isEmpty() || (!toward.isEmpty() && changed(order, toward) <= changed(order, away)) ? toward
                                                                                                             : away;
    }
    // Otherwise (timestamps shared by two entries, or events that give timestamps, which a value
    // past the greatest could meet) the values in use are handed out again in the new order.

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
