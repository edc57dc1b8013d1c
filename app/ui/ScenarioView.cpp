#include "ScenarioView.h"
#include "cli/CliCommands.h"
#include <QFontDatabase>

namespace strata::ui {

ScenarioView::ScenarioView(QWidget* parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
}

bool ScenarioView::openScenario(const QString& path)
{
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    const int status = cli::run({QStringLiteral("check"), path}, outStream, errStream);
    outStream.flush();
    errStream.flush();
    if (status != cli::Ok) {
        setPlainText(tr("Could not open %1:\n\n%2").arg(path, err));
        return false;
    }
    setPlainText(out);
    return true;
}

} // namespace strata::ui
