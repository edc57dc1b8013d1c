#include "ResolutionWarnings.h"
#include "document/ScenarioDocument.h"
#include <QEvent>

namespace strata::ui {

ResolutionWarnings::ResolutionWarnings(ScenarioDocument* document, QWidget* parent)
    : QLabel(parent), m_doc(document)
{
    setObjectName(QStringLiteral("resolutionWarnings"));
    setTextFormat(Qt::PlainText);
    connect(document, &ScenarioDocument::resolved, this, &ResolutionWarnings::refresh);
    refresh();
}

void ResolutionWarnings::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

void ResolutionWarnings::refresh()
{
    if (!m_doc)
        return;
    // The warnings themselves are the engine's and the checks' canonical English, as in strata-cli.
    const QStringList warnings = m_doc->resolution().warnings;
    setVisible(!warnings.isEmpty());
    setText(tr("⚠ Warnings: %1").arg(warnings.size()));
    setToolTip(warnings.join(QLatin1Char('\n')));
}

}   // namespace strata::ui
