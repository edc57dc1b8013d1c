#pragma once
// Helpers every app test needs: where the golden scenarios are, and opening one into a document.
#include "document/ScenarioDocument.h"
#include <QDebug>
#include <QDir>

namespace strata::ui::test {

inline QString testData(const QString& name)
{
    return QDir(QStringLiteral(STRATA_TEST_DATA)).filePath(name);
}

// Opens a scenario and prints its problems when it cannot, so a failing test says why.
inline bool openInto(ScenarioDocument& doc, const QString& path)
{
    Diagnostics diags;
    const bool ok = doc.open(path, &diags);
    if (!ok)
        qWarning() << diags.formatted();
    return ok;
}

}   // namespace strata::ui::test
