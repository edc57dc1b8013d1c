// Linked into every app test: documents resolve every edit at once, whatever the machine's load, so a
// test reads the result of the edit it made (ScenarioDocument::setDefaultBackgroundThresholdMs). The
// tests of the background resolution itself set a threshold on their document (tst_document).
#include "document/ScenarioDocument.h"
#include <QCoreApplication>
#include <limits>

namespace {

void resolveEveryEditAtOnce()
{
    strata::ui::ScenarioDocument::setDefaultBackgroundThresholdMs(std::numeric_limits<int>::max());
}

}   // namespace

Q_COREAPP_STARTUP_FUNCTION(resolveEveryEditAtOnce)
