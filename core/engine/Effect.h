#pragma once
#include "model/Ability.h"
#include "model/GameState.h"
#include <QVector>

namespace strata {

// One "affects X, does Y" piece of a continuous effect. A spell like Act of Treason has one part that
// works in layers 2 and 6; the affected set is fixed the first time the part applies (613.6).
struct EffectPart {
    QSharedPointer<Selector> affects;
    QVector<Op> ops;
    bool started = false;
    QVector<int> locked;   // object indices, once started
};

// Abilities an effect reads or writes, by keyword name where it can tell ("has first strike" reads
// First strike; Levitation writes Flying), so unrelated ability effects are not dependency candidates.
struct AbilityKeys {
    bool any = false;
    QStringList names;
    // A bit per name (by its hash), set by seal() once the names are in: two sets with no bit in
    // common share no name. Every application asks overlaps() of every effect with answers, and
    // comparing the names was a third of that question on a 1,000-permanent board. 0 until sealed.
    quint64 nameBits = 0;
    bool isEmpty() const { return !any && names.isEmpty(); }
    bool overlaps(const AbilityKeys& o) const;
    void seal();
};

// What an effect reads and writes in the stage being processed: the candidates for 613.8a come from
// these. Worked out once when the effect joins a stage, as they stay fixed until it applies.
struct StageFootprint {
    Facets reads = 0, writes = 0;
    Facets selectorReads = 0;                  // what its not yet fixed affected sets depend on
    AbilityKeys keyReads, keyWrites;           // by keyword name
    AbilityKeys subtypeReads, subtypeWrites;   // by subtype name
    quint16 cardTypeReads = 0, cardTypeWrites = 0;   // by card type (CardType bits; all bits when it cannot tell)
    // Of `reads`, what it reads of its own source alone: whether its ability is still there, and for
    // a layer-2 static that reads control nowhere else, its source's controller ("you").
    Facets readsAtSourceOnly = 0;
};

// A continuous effect as the layer engine handles it.
struct ContinuousEffect {
    enum class Origin : quint8 { Static, Resolved, Counters };
    QString id;   // "moon#1", "growth", "bears#counters"
    Origin origin = Origin::Static;
    int sourceIndex = -1;   // object index of the source, -1 for a resolved instant or sorcery
    QString controller;
    int timestamp = 0;
    bool cda = false;
    AbilityPtr ability;   // the static ability that generates it (existence, 613.8a)
    QString grantedBy;    // set when that ability was granted by another effect
    int printedIndex = 0;
    std::optional<Condition> condition;
    const ResolvedEffect* resolved = nullptr;
    QVector<int> targets;   // object indices of the resolved effect's targets (-1 for a player)
    QVector<EffectPart> parts;
    quint32 layers = 0;   // bit per Layer
    bool everApplied = false;
    int slot = -1;              // position among the engine's effects, in order of collection
    // The creature type chosen for it (Conspiracy), looked up once as it is collected: a name lookup
    // per object and per trial was an eighth of a large dependency loop's resolve.
    std::optional<SubtypeId> chosenSubtype;
    bool chosenSubtypeKnown = false;
    StageFootprint footprint;   // for the current stage, while pending in it

    bool inLayer(Layer l) const { return layers & (1u << int(l)); }
    bool started() const
    {
        for (const EffectPart& p : parts)
            if (p.started)
                return true;
        return false;
    }
};

}   // namespace strata
