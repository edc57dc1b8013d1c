#pragma once
#include "engine/EngineContext.h"
#include <QCoreApplication>
#include <QString>

namespace strata::ui {

// A resolution that ran into one of the engine's limits (Resolution::stoppedBy, canonical English
// naming the limit) told in plain translated words: which limit, and that the values shown are
// those found before it stopped.
class ResolutionLimit {
    Q_DECLARE_TR_FUNCTIONS(ResolutionLimit)
public:
    // Empty when the resolution finished.
    static QString plainWords(const QString& stoppedBy, const EngineOptions& options);
    // A few words for the status bar.
    static QString shortText();
};

}   // namespace strata::ui
