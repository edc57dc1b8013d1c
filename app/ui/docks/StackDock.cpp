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
    if (m_doc)
        m_text->setHtml(StackReport::html(m_doc->snapshot(), m_doc->playthrough(), m_doc->shownEvent()));
}

void StackDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
