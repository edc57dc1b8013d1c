#pragma once
#include "JsonEmitter.h"
#include "engine/TraceChange.h"
#include <QHash>

namespace strata {

// The ability lists of a result's step changes, each rendered as JSON once and then copied: the
// changes of one object through a run of grants are prefixes of one list the trace holds (a Kwende
// board's 200 creatures each gain 200 abilities, one step at a time, and every step shows each list
// before and after: 388 MB of text made of a few hundred lists). A list is rendered as far as a
// change has asked and extended when a longer prefix is asked for. Holds pointers into the
// resolution being written, which must not change meanwhile.
class ShownAbilityLists {
public:
    // Writes the texts of `kept`'s abilities as a JSON array of strings.
    void write(const TraceChange::KeptAbilities& kept, JsonEmitter& j);

private:
    struct Rendered {
        QByteArray elements;   // the first `ends.size()` elements, joined by ",\n"
        QVector<qsizetype> ends;   // where each element ends in `elements`
    };
    struct Key {
        const void* list;
        const QString* name;
        int levels;
        bool operator==(const Key& o) const { return list == o.list && name == o.name && levels == o.levels; }
    };
    friend size_t qHash(const Key& k, size_t seed) { return qHashMulti(seed, k.list, k.name, k.levels); }

    // An ability's text for an object name, the last few remembered: lists that are not runs (layer 4
    // snapshots, patho.py loop) are rendered once each, from the same few abilities.
    const QString& text(const AbilityInstance& a, const QString& objectName);
    struct AbilityText {
        const AbilityDef* def;   // the result being written holds it
        QString objectName, text;
    };
    QVector<AbilityText> m_texts;
    QString m_swapped;   // the last text of an ability with swapped words, never remembered
    static constexpr int kTextsKept = 16;

    QHash<Key, Rendered> m_rendered;
    qsizetype m_bytes = 0;   // rendered so far, bounded: the cache starts over past kMaxBytes
    static constexpr qsizetype kMaxBytes = 32 << 20;
};

}   // namespace strata
