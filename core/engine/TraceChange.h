#pragma once
#include "model/Characteristics.h"
#include <QExplicitlySharedDataPointer>
#include <QSharedData>
#include <limits>
#include <optional>

namespace strata {

// What a change keeps of an object beyond its inline values; see the kinds below. Shared by the
// changes that hold it (a run by every step of the run), and never changed once the step is over.
struct TraceDetail : QSharedData {
    virtual ~TraceDetail() = default;
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
// these, and the memory they take is much of what a trace costs, so a change is 24 bytes: P/T (as
// 16-bit numbers while they fit) and colours are kept inline, abilities that were only added
// point into an AbilityRun, and only the other steps hold a snapshot, as small as their layer allows.
class TraceChange {
public:
    TraceChange() = default;
    TraceChange(int object, Layer layer) : object(object), m_layer(layer) { }
    // Makes this a fresh change of `object` in `layer`, as a step reuses a slot of its list.
    void restart(int object, Layer layer)
    {
        if (m_kept != Kept::Inline)
            *this = TraceChange(object, layer);
        this->object = object;
        m_layer = layer;
    }

    // P/T and colours, most of a trace, are written here; the rest in record().
    void recordBefore(const Characteristics& c)
    {
        if (!recordInline(0, c))
            record(0, c);
    }
    void recordAfter(const Characteristics& c)
    {
        if (!recordInline(1, c))
            record(1, c);
    }
    // Layers 3, 4 and 6, once the step is over: the type line (layer 4) and abilities it had before,
    // and `after`, the object now.
    void recordAbilitySnapshot(
        const TypeLine& typeBefore, const QVector<AbilityInstance>& abilitiesBefore, const Characteristics& after);
    // For a step that only added abilities: the object had the run's first `countBefore` abilities
    // before and its first `countAfter` after; `c` is the object now.
    void recordRun(
        const QExplicitlySharedDataPointer<AbilityRun>& run, int countBefore, int countAfter, const Characteristics& c);
    // The kept values as characteristics; what the layer does not govern is left empty.
    Characteristics before() const { return values(0); }
    Characteristics after() const { return values(1); }
    // The abilities one side keeps, as the first `count` of a list the trace holds, read in place:
    // before() and after() copy a run's prefix, and writing a big result reads hundreds of thousands
    // of them. `list` is null where the change keeps no abilities (before() would show none).
    struct KeptAbilities {
        const QVector<AbilityInstance>* list = nullptr;
        int count = 0;
        const QString* name = nullptr;   // the object's, which rules text may name
    };
    KeptAbilities keptAbilities(int side) const;
    // Writes the after values over `c`, leaving what this layer does not govern as it is.
    void layAfterOver(Characteristics& c) const;
    // Whether the step left the values this change keeps as they were: the trace then drops it, and
    // the step's affected list alone says the object was touched.
    bool changesNothing() const
    {
        if (m_layer == Layer::L5)
            return m_small[0] == m_small[1];
        if (isPowerToughnessLayer(m_layer) && m_kept == Kept::Inline)
            return m_pt[0] == m_pt[1] && m_pt[2] == m_pt[3];
        return keptNothingNew();
    }

    int object = -1;

private:
    enum class Kept : quint8 { Inline, WidePowerToughness, Run, Abilities, Object };
    struct WidePowerToughness;
    struct AbilitySnapshot;
    struct ObjectSnapshot;
    static constexpr qint16 kNoValue = std::numeric_limits<qint16>::min();
    static bool isPowerToughnessLayer(Layer layer) { return layer >= Layer::L7a && layer <= Layer::L7d; }
    static bool fits(const std::optional<int>& v)
    {
        return !v || (*v > kNoValue && *v <= std::numeric_limits<qint16>::max());
    }
    static qint16 pack(const std::optional<int>& v) { return v ? qint16(*v) : kNoValue; }
    bool recordInline(int side, const Characteristics& c)
    {
        if (m_layer == Layer::L5) {
            m_small[side] = c.colors.bits();
            return true;
        }
        if (!isPowerToughnessLayer(m_layer) || m_kept != Kept::Inline || !fits(c.power) || !fits(c.toughness))
            return false;
        m_pt[side] = pack(c.power);
        m_pt[2 + side] = pack(c.toughness);
        return true;
    }
    void record(int side, const Characteristics& c);
    bool keptNothingNew() const;   // changesNothing() for what is not kept inline
    Characteristics values(int side) const;
    std::optional<int> powerToughness(int index) const;   // power before, after, toughness before, after
    // Writes the kept side (0 before, 1 after) of a run or snapshot over `c`.
    void layOver(Characteristics& c, int side) const;
    template <typename Detail> const Detail& kept() const { return static_cast<const Detail&>(*m_detail); }
    // The detail this change fills while it is recorded, made on first use; nothing shares it yet.
    template <typename Detail> Detail& filling(Kept kind);

    Layer m_layer = Layer::L7c;
    Kept m_kept = Kept::Inline;
    quint8 m_small[2] = {0, 0};                                  // layer 5: colours before and after; a run: its counts
    qint16 m_pt[4] = {kNoValue, kNoValue, kNoValue, kNoValue};   // layer 7: power before and after, then toughness
    QExplicitlySharedDataPointer<TraceDetail> m_detail;          // what m_kept names, unless Inline
};

}   // namespace strata

// Relocating a change moves its reference to the detail along with it (QExplicitlySharedDataPointer is
// relocatable).
Q_DECLARE_TYPEINFO(strata::TraceChange, Q_RELOCATABLE_TYPE);
