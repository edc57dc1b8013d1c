#pragma once
#include "engine/Resolution.h"
#include <QHash>
#include <QMultiHash>
#include <utility>

namespace strata::ui {

// Finds a resolution's steps by effect and its dependencies by the effect depended on, so that each
// chip of a big board can name the effects it relates to without scanning the whole trace.
class TraceIndex {
public:
    explicit TraceIndex(const Resolution& resolution);

    // The step of this effect in this layer, or -1.
    int stepOf(const QString& layer, const QString& effect) const;
    // The effect's first step in the trace, or -1.
    int firstStepOf(const QString& effect) const;
    // The effects of this layer recorded as depending on `effect` (613.8a).
    QStringList dependentsOf(const QString& layer, const QString& effect) const;

private:
    QHash<std::pair<QString, QString>, int> m_steps;   // (layer, effect) → step
    QHash<QString, int> m_first;
    QMultiHash<std::pair<QString, QString>, QString> m_dependents;   // (layer, depended on) → dependent
};

}   // namespace strata::ui
