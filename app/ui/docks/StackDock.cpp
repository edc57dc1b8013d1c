#include "StackDock.h"
#include "document/ScenarioDocument.h"
#include "models/StackReport.h"
#include <QEvent>
#include <QTextBrowser>

namespace strata::ui {

StackDock::StackDock(ScenarioDocument* document, QWidget* parent)
    : QDockWidget(parent), m_doc(document), m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("stackDock"));
    m_text->setObjectName(QStringLiteral("stackText"));
    m_text->setOpenLinks(false);
    setWidget(m_text);
    connect(document, &ScenarioDocument::resolved, this, &StackDock::refresh);
    refresh();
}

QString StackDock::plainText() const
{
    return m_text->toPlainText();
}

void StackDock::refresh()
{
    setWindowTitle(tr("Stack"));
    if (!m_doc)
        return;
    // After most edits the report says what it said (an empty stack, on a board without events), and
    // setHtml lays the text out again whatever it is.
    const QString html = StackReport::html(m_doc->snapshot(), m_doc->playthrough(), m_doc->shownEvent());
    if (html != m_html) {
        m_html = html;
        m_text->setHtml(html);
    }
}

void StackDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
