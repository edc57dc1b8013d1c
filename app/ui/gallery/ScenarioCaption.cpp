#include "ScenarioCaption.h"
#include "document/LocalizedText.h"
#include "document/ScenarioDocument.h"
#include <QEvent>
#include <QLocale>

namespace strata::ui {

ScenarioCaption::ScenarioCaption(ScenarioDocument* document, QWidget* parent) : QTextBrowser(parent), m_doc(document)
{
    setObjectName(QStringLiteral("scenarioCaption"));
    setOpenLinks(false);
    setFrameShape(QFrame::NoFrame);
    connect(document, &ScenarioDocument::fileChanged, this, &ScenarioCaption::refresh);
    refresh();
}

void ScenarioCaption::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QTextBrowser::changeEvent(event);
}

void ScenarioCaption::refresh()
{
    if (!m_doc)
        return;
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    const QString title = m_doc->state().title.in(language);
    const QString description = m_doc->state().description.in(language);
    m_full = description.isEmpty() ? title : QStringLiteral("%1 — %2").arg(title, description);
    QString html = QStringLiteral("<p style='margin:0'><b>%1</b></p>").arg(title.toHtmlEscaped());
    if (!description.isEmpty())
        html += QStringLiteral("<p style='margin-top:4px'>%1</p>").arg(description.toHtmlEscaped());
    setHtml(html);
}

}   // namespace strata::ui
