#include "TimelineDock.h"
#include "StepExplanation.h"
#include "TimelineScrubber.h"
#include "TimelineView.h"
#include "document/ScenarioDocument.h"
#include "gallery/ScenarioCaption.h"
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::ui {

TimelineDock::TimelineDock(ScenarioDocument* document, QWidget* parent) : QDockWidget(parent), m_doc(document)
{
    setObjectName(QStringLiteral("timelineDock"));
    auto* content = new QWidget(this);

    m_scopeLabel = new QLabel(content);
    m_scope = new QComboBox(content);
    m_scope->addItem(QString());
    m_scope->addItem(QString());
    m_scopeLabel->setBuddy(m_scope);
    m_zoomOut = new QToolButton(content);
    m_zoomIn = new QToolButton(content);
    m_zoomOut->setText(QStringLiteral("−"));
    m_zoomIn->setText(QStringLiteral("+"));
    // Layers no step is in are hidden at first: docked under the board the timeline is short, and
    // the lanes that matter come first. The button brings back the whole layer system.
    m_emptyLanes = new QToolButton(content);
    m_emptyLanes->setCheckable(true);
    m_emptyLanes->setChecked(false);

    m_view = new TimelineView(document);
    m_view->setShowEmptyLanes(false);
    // A little under the designed size, so a dock under the board shows more; exports and the zoom
    // buttons are not limited by it.
    m_view->setZoom(0.85);
    m_scroll = new QScrollArea(content);
    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scrubber = new TimelineScrubber(content);

    // One row under the lanes for everything: the scrubber, then what to show and how big.
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(0, 0, 6, 2);
    controls->setSpacing(4);
    controls->addWidget(m_scrubber, 1);
    controls->addSpacing(10);
    controls->addWidget(m_scopeLabel);
    controls->addWidget(m_scope);
    controls->addWidget(m_emptyLanes);
    controls->addSpacing(6);
    controls->addWidget(m_zoomOut);
    controls->addWidget(m_zoomIn);

    m_explanation = new QTextBrowser(content);
    m_explanation->setObjectName(QStringLiteral("timelineExplanation"));
    m_explanation->setOpenLinks(false);
    scaleExplanationFont();

    // The scenario's own explanation and the step's, one over the other, beside or under the lanes.
    m_caption = new ScenarioCaption(document, content);
    m_side = new QSplitter(Qt::Vertical, content);
    m_side->addWidget(m_caption);
    m_side->addWidget(m_explanation);
    m_side->setStretchFactor(0, 1);
    m_side->setStretchFactor(1, 2);
    m_side->setChildrenCollapsible(true);

    auto* upper = new QWidget(content);
    auto* upperLayout = new QVBoxLayout(upper);
    upperLayout->setContentsMargins(0, 0, 0, 0);
    upperLayout->setSpacing(2);
    upperLayout->addWidget(m_scroll, 1);
    upperLayout->addLayout(controls);
    m_split = new QSplitter(Qt::Vertical, content);
    m_split->addWidget(upper);
    m_split->addWidget(m_side);
    m_split->setStretchFactor(0, 4);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_split, 1);
    setWidget(content);

    connect(m_scope, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] { applyScope(); });
    connect(m_zoomIn, &QToolButton::clicked, this, [this] { m_view->setZoom(m_view->zoom() * 1.15); });
    connect(m_zoomOut, &QToolButton::clicked, this, [this] { m_view->setZoom(m_view->zoom() / 1.15); });
    connect(m_emptyLanes, &QToolButton::toggled, m_view, &TimelineView::setShowEmptyLanes);
    connect(m_view, &TimelineView::stepClicked, this, &TimelineDock::showExplanation);
    connect(m_view, &TimelineView::stepActivated, this, [this](int step) {
        showExplanation(step);
        m_view->setSelectedStep(step);
        m_scrubber->goToStep(step);
    });
    connect(m_scrubber, &TimelineScrubber::appliedChanged, this, &TimelineDock::setApplied);
    // The explanation follows the scrubber: it explains the step just applied.
    connect(m_scrubber, &TimelineScrubber::appliedChanged, this, [this](int applied) {
        const int step = applied > 0 ? applied - 1 : -1;
        m_view->setSelectedStep(step);
        showExplanation(step);
    });
    // The view re-lays itself out first (it connected first), then the scrubber follows it.
    connect(document, &ScenarioDocument::resolved, this, &TimelineDock::refresh);

    m_applied = m_view->stepCount();
    m_scrubber->setSteps(m_view->shownSteps(), m_view->stepCount());
    retranslateUi();
    explainScrubbedStep();
}

void TimelineDock::explainScrubbedStep()
{
    // A file opens with the scrubber on its last step ("Step 2 of 2"): the panel explains that step
    // rather than asking for a click, as it does wherever the scrubber goes. A step the user chose
    // stays chosen.
    int step = m_view->selectedStep();
    const QVector<int> shown = m_view->shownSteps();
    if (step < 0 && m_applied > 0 && !shown.isEmpty()) {
        step = m_applied >= m_view->stepCount() ? shown.last() : m_applied - 1;
        m_view->setSelectedStep(step);
    }
    showExplanation(step);
}

QString TimelineDock::explanationText() const
{
    return m_explanation->toPlainText();
}

int TimelineDock::currentStep() const
{
    return m_applied;
}

void TimelineDock::setApplied(int applied)
{
    m_view->setCurrentStep(applied);
    if (applied == m_applied)
        return;
    m_applied = applied;
    // Keep the step just applied in sight: in a short dock most lanes are scrolled away.
    if (applied > 0 && applied < m_view->stepCount()) {
        const QRect chip = m_view->chipRect(applied - 1);
        if (!chip.isEmpty())
            m_scroll->ensureVisible(
                chip.center().x(), chip.center().y(), chip.width() / 2 + 20, chip.height() / 2 + 20);
    }
    emit stepSelected(applied);
}

void TimelineDock::refresh()
{
    m_scrubber->setSteps(m_view->shownSteps(), m_view->stepCount());
    setApplied(m_scrubber->applied());
    explainScrubbedStep();
}

void TimelineDock::setFocusObject(const QString& objectId)
{
    m_selectedObject = objectId;
    retranslateUi();   // the scope names the object
    applyScope();
}

void TimelineDock::setFocusOnSelection(bool focus)
{
    m_scope->setCurrentIndex(focus ? 1 : 0);
}

void TimelineDock::applyScope()
{
    const QString focus = m_scope->currentIndex() == 1 ? m_selectedObject : QString();
    if (focus == m_view->focusObject())
        return;
    m_view->setFocusObject(focus);
    if (m_view->selectedStep() >= 0 && !m_view->shownSteps().contains(m_view->selectedStep()))
        m_view->setSelectedStep(-1);
    refresh();
}

void TimelineDock::showExplanation(int step)
{
    if (!m_doc || step < 0 || step >= m_doc->resolution().steps.size()) {
        setExplanationHtml(QStringLiteral("<p style='color:#667'>%1</p>")
                               .arg(tr("Click a step to see why it stands where it does. Double-click it to "
                                       "show the board as it is right after that step.")
                                        .toHtmlEscaped()));
        return;
    }
    // The view has summed up the steps it shows already.
    StepSummary summary = m_view->chipSummary(step);
    if (summary.step != step)
        summary = StepSummary::of(m_doc->state(), m_doc->resolution(), step);
    setExplanationHtml(StepExplanation::html(m_doc->state(), summary, m_doc->resolution()));
}

void TimelineDock::setExplanationHtml(const QString& html)
{
    if (html == m_explanationHtml)
        return;
    m_explanationHtml = html;
    // setHtml empties the text first, which hides the scroll bar, and lays the text out again when
    // the bar comes back (half of an explanation's cost after every edit). The bar stays as it is
    // while the text is replaced; as needed again afterwards, it comes or goes as the new text needs.
    QScrollBar* bar = m_explanation->verticalScrollBar();
    m_explanation->setVerticalScrollBarPolicy(bar->isHidden() ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAlwaysOn);
    m_explanation->setHtml(html);
    m_explanation->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void TimelineDock::retranslateUi()
{
    setWindowTitle(tr("Timeline"));
    m_scopeLabel->setText(tr("&Show:"));
    m_scope->setItemText(0, tr("Whole board"));
    QString selected;
    if (m_doc && !m_selectedObject.isEmpty()) {
        const int index = m_doc->state().objectIndex(m_selectedObject);
        const QString name = index >= 0 ? StepSummary::objectLabel(m_doc->state(), index) : m_selectedObject;
        selected = tr("Only steps touching %1").arg(name);
    } else {
        selected = tr("Only steps touching the selected object");
    }
    m_scope->setItemText(1, selected);
    m_emptyLanes->setText(tr("All layers"));
    m_emptyLanes->setToolTip(tr("Show every layer and sublayer, also those no step is in"));
    m_zoomIn->setToolTip(tr("Zoom in (Ctrl+wheel)"));
    m_zoomOut->setToolTip(tr("Zoom out (Ctrl+wheel)"));
    m_scrubber->retranslateUi();
    showExplanation(m_view->selectedStep());
}

void TimelineDock::resizeEvent(QResizeEvent* event)
{
    QDockWidget::resizeEvent(event);
    // Docked wide under the board, the explanation sits beside the lanes; tall, under them.
    const Qt::Orientation wanted = width() > 2 * height() ? Qt::Horizontal : Qt::Vertical;
    if (m_split->orientation() != wanted) {
        m_split->setOrientation(wanted);
        if (wanted == Qt::Horizontal)
            m_split->setSizes({std::max(width() - 380, 200), 380});
        else
            m_split->setSizes({std::max(height() - 170, 200), 170});
    }
}

void TimelineDock::scaleExplanationFont()
{
    // A little larger than the dock's type, and following it (presentation mode enlarges the dock's).
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    m_explanation->setFont(f);
}

void TimelineDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        scaleExplanationFont();
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
