#include "ResolutionWarnings.h"
#include "ResolutionLimit.h"
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
    // A resolution stopped by a limit comes first: every value on screen may be wrong.
    const QString stopped = ResolutionLimit::plainWords(m_doc->resolution().stoppedBy, m_doc->engineOptions());
    // The warnings themselves are the engine's and the checks' canonical English, as in strata-cli.
    const QStringList warnings = m_doc->resolution().warnings;
    setVisible(!stopped.isEmpty() || !warnings.isEmpty());
    setStyleSheet(stopped.isEmpty() ? QString() : QStringLiteral("QLabel { color: #b91c1c; font-weight: bold; }"));
    if (!stopped.isEmpty()) {
        setText(ResolutionLimit::shortText());
        setToolTip(warnings.isEmpty() ? stopped : stopped + QStringLiteral("\n\n") + warnings.join(QLatin1Char('\n')));
        return;
    }
    setText(tr("⚠ Warnings: %1").arg(warnings.size()));
    setToolTip(warnings.join(QLatin1Char('\n')));
}

}   // namespace strata::ui
