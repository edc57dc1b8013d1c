#pragma once
#include "model/Characteristics.h"
#include <QSharedPointer>
#include <limits>
#include <optional>

namespace strata {

// What a change keeps of an object beyond its inline values; see the kinds below.
struct TraceDetail {
};

// An object's abilities through a run of steps that only added abilities to it: each step's before
// and after lists are prefixes of the list as the run ended, so the run keeps that one list.
struct AbilityRun : TraceDetail {
    QString name;
    QVector<AbilityInstance> abilities;   // filled when the run ends
};

// An object's values before and after one step, limited to what that step's layer governs (layer 7:
// power and toughness; layer 5: colours; layer 2: controller; layers 3, 4 and 6: abilities, and
// types in layer 4; layer 1: everything). A board of 1,000 permanents makes tens of thousands of
// these, so P/T and colours are kept inline, abilities that were only added point into an
// AbilityRun, and only the other steps hold a snapshot, as small as their layer allows.
class TraceChange {
public:
    TraceChange() = default;
    TraceChange(int object, Layer layer) : object(object), m_layer(layer) {}

    void recordBefore(const Characteristics& c) { record(false, c); }
    void recordAfter(const Characteristics& c) { record(true, c); }
    // Layer 6 only: the object's name and abilities before the step, known once it is over.
    void recordAbilitiesBefore(const QString& name, const QVector<AbilityInstance>& abilities);
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
    enum class Kept : quint8 { Inline, Run, Abilities, Object };
    // Layers 3, 4 and 6: the name, the abilities and (layer 4) the type line, before and after.
    struct AbilitySnapshot : TraceDetail {
        QString name;
        TypeLine type[2];
        QVector<AbilityInstance> abilities[2];
    };
    // Layers 1 and 2 and the player and rules steps: whole objects.
    struct ObjectSnapshot : TraceDetail {
        Characteristics values[2];
    };
    static constexpr qint32 kNoValue = std::numeric_limits<qint32>::min();
    static qint32 pack(const std::optional<int>& v) { return v ? qint32(*v) : kNoValue; }
    static std::optional<int> unpack(qint32 v) { return v == kNoValue ? std::nullopt : std::optional<int>(v); }
    void record(bool after, const Characteristics& c);
    Characteristics values(bool after) const;
    // Writes the kept side (0 before, 1 after) of a run or snapshot over `c`.
    void layOver(Characteristics& c, int side) const;
    AbilitySnapshot& abilitySnapshot();
    const AbilityRun& run() const { return *static_cast<const AbilityRun*>(m_detail.data()); }

    // Kept small: a board of 1,000 permanents makes some 70,000 of these.
    Layer m_layer = Layer::L7c;
    Kept m_kept = Kept::Inline;
    ColorSet m_colors[2];                       // layer 5
    qint32 m_power[2] = {kNoValue, kNoValue};   // layer 7; for a run, its counts before and after
    qint32 m_toughness[2] = {kNoValue, kNoValue};
    QSharedPointer<const TraceDetail> m_detail;   // as m_kept says
};

} // namespace strata

// Holds only a shared pointer and plain values: a growing step moves bytes, not objects.
Q_DECLARE_TYPEINFO(strata::TraceChange, Q_RELOCATABLE_TYPE);
