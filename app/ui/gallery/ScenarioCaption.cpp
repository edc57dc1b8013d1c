#include "ScenarioCaption.h"
#include "document/LocalizedText.h"
#include "document/ScenarioDocument.h"
#include <QEvent>
#include <QLocale>

namespace strata::ui {

ScenarioCaption::ScenarioCaption(ScenarioDocument* document, QWidget* parent) : QLabel(parent), m_doc(document)
{
    setObjectName(QStringLiteral("scenarioCaption"));
    // The label never asks for the width of the whole explanation: it takes what the bar gives.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setMinimumWidth(0);
    setTextFormat(Qt::PlainText);
    connect(document, &ScenarioDocument::fileChanged, this, &ScenarioCaption::refresh);
    refresh();
}

void ScenarioCaption::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ScenarioCaption::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

void ScenarioCaption::refresh()
{
    if (!m_doc)
        return;
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    const QString title = m_doc->state().title.in(language);
    const QString description = m_doc->state().description.in(language);
    m_full = description.isEmpty() ? title : QStringLiteral("%1 — %2").arg(title, description);
    setToolTip(description.isEmpty()
            ? QString()
            : QStringLiteral("<p><b>%1</b></p><p>%2</p>").arg(title.toHtmlEscaped(), description.toHtmlEscaped()));
    elide();
}

void ScenarioCaption::elide()
{
    setText(fontMetrics().elidedText(m_full, Qt::ElideRight, qMax(0, contentsRect().width())));
}

}   // namespace strata::ui
