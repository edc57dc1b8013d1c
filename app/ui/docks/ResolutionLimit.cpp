#include "ResolutionLimit.h"
#include <QLocale>

namespace strata::ui {

QString ResolutionLimit::plainWords(const QString& stoppedBy, const EngineOptions& options)
{
    if (stoppedBy.isEmpty())
        return {};
    // The engine names the limit in its canonical sentence (EngineContext::overLimit); the numbers
    // come from the options the document resolved with.
    const QString foundSoFar = tr("The values shown are those found before it stopped: some effects may not "
                                  "have been applied, so they may be wrong.");
    if (stoppedBy.contains(QLatin1String("time limit")))
        return tr("Strata stopped working out this board after %1 seconds, the most it spends on one board.")
                   .arg(QLocale().toString(options.timeLimitMs / 1000.0, 'g', 3))
            + QLatin1Char(' ') + foundSoFar;
    if (stoppedBy.contains(QLatin1String("recorded changes")))
        return tr("Strata stopped working out this board after recording %1 changes, the most it keeps for one "
                  "board.")
                   .arg(QLocale().toString(options.traceChangeLimit))
            + QLatin1Char(' ') + foundSoFar;
    return tr("Strata stopped working out this board before the end (%1).", "the engine's own words, in English")
               .arg(stoppedBy)
        + QLatin1Char(' ') + foundSoFar;
}

QString ResolutionLimit::shortText()
{
    return tr("⚠ Board not fully worked out");
}

}   // namespace strata::ui
