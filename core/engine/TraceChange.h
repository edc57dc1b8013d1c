#pragma once
#include "model/Characteristics.h"
#include <QSharedPointer>
#include <limits>
#include <optional>

namespace strata {

// An object's abilities through a run of steps that only added abilities to it: each step's before
// and after lists are prefixes of the list as the run ended, so the run keeps that one list.
struct AbilityRun {
    QString name;
    QVector<AbilityInstance> abilities;   // filled when the run ends
};

// An object's values before and after one step, limited to what that step's layer governs (layer 7:
// power and toughness; layer 5: colours; layer 2: controller; layers 3, 4 and 6: abilities, and
// types in layer 4; layer 1: everything). A board of 1,000 permanents makes tens of thousands of
// these, so P/T and colours are kept inline, abilities that were only added point into an
// AbilityRun, and only the other steps hold a snapshot.
class TraceChange {
public:
    TraceChange() = default;
    TraceChange(int object, Layer layer) : object(object), m_layer(layer) {}

    void recordBefore(const Characteristics& c) { record(false, c); }
    void recordAfter(const Characteristics& c) { record(true, c); }
    // For a step that only added abilities: the object had the run's first `countBefore` abilities
    // before and its first `countAfter` after.
    void recordRun(QSharedPointer<const AbilityRun> run, int countBefore, int countAfter);
    // The kept values as characteristics; what the layer does not govern is left empty.
    Characteristics before() const { return values(false); }
    Characteristics after() const { return values(true); }
    // Writes the after values over `c`, leaving what this layer does not govern as it is.
    void layAfterOver(Characteristics& c) const;

    int object = -1;

private:
    // Values of the layers kept in a snapshot (1–4 and 6), before and after.
    struct Snapshot {
        Characteristics before, after;
    };
    static constexpr qint32 kNoValue = std::numeric_limits<qint32>::min();
    static qint32 pack(const std::optional<int>& v) { return v ? qint32(*v) : kNoValue; }
    static std::optional<int> unpack(qint32 v) { return v == kNoValue ? std::nullopt : std::optional<int>(v); }
    void record(bool after, const Characteristics& c);
    Characteristics values(bool after) const;

    // Kept small: a board of 1,000 permanents makes some 70,000 of these.
    Layer m_layer = Layer::L7c;
    ColorSet m_colors[2];                       // layer 5
    qint32 m_power[2] = {kNoValue, kNoValue};   // layer 7
    qint32 m_toughness[2] = {kNoValue, kNoValue};
    int m_runCount[2] = {0, 0};                 // with m_run
    QSharedPointer<const AbilityRun> m_run;
    QSharedPointer<Snapshot> m_snapshot;
};

} // namespace strata
