#pragma once
#include "engine/Resolution.h"
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace strata::ui {

// The lanes of the timeline: one per layer or sublayer of the scenario's rules edition, then the
// effects on players (613.10) and on the rules of the game (613.11).
class TimelineLanes {
    Q_DECLARE_TR_FUNCTIONS(TimelineLanes)
public:
    // "1a" … "7d" (or "7e" under the 2016 rules), "players", "rules"; a label the engine traces but
    // this list does not know is added before "players", so no step is ever left without a lane.
    static QStringList labels(const Resolution& resolution);
    // The lane as one line: "Layer 4 · Type", "Layer 7b · Set P/T", "Players".
    static QString title(const QString& label, RulesEdition edition);
    // The short name alone: "Type", "Set P/T"; empty for a label it does not know.
    static QString shortName(const QString& label, RulesEdition edition);
    // True for "1a" … "7e": lanes drawn with a layer badge.
    static bool isLayer(const QString& label);
};

}   // namespace strata::ui
