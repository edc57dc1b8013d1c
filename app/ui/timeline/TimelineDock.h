#pragma once
#include <QDockWidget>
#include <QPointer>

class QComboBox;
class QLabel;
class QScrollArea;
class QSplitter;
class QTextBrowser;
class QToolButton;

namespace strata::ui {

class ScenarioCaption;
class ScenarioDocument;
class TimelineScrubber;
class TimelineView;

// The heart of Strata: the layer-by-layer timeline of the open scenario, a scrubber to walk through
// it, and the rule behind the step the user clicks.
class TimelineDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TimelineDock(ScenarioDocument* document, QWidget* parent = nullptr);

    TimelineView* view() const { return m_view; }
    TimelineScrubber* scrubber() const { return m_scrubber; }
    QComboBox* scopeBox() const { return m_scope; }
    QToolButton* emptyLanesButton() const { return m_emptyLanes; }
    QToolButton* zoomInButton() const { return m_zoomIn; }
    QToolButton* zoomOutButton() const { return m_zoomOut; }
    // The explanation shown for the clicked step, as plain text.
    QString explanationText() const;
    ScenarioCaption* caption() const { return m_caption; }
    // Steps of the trace applied at the scrubber's position.
    int currentStep() const;

    void retranslateUi();

public slots:
    // The object selected on the board or in the tables; the timeline narrows to it when the scope
    // says so.
    void setFocusObject(const QString& objectId);
    // Shows the whole board (false) or only the steps touching the selected object (true).
    void setFocusOnSelection(bool focus);

signals:
    // The board should show the state after `applied` steps of the trace (all of them at rest).
    void stepSelected(int applied);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Shows the step the scrubber stands on, unless the user chose one.
    void explainScrubbedStep();
    void refresh();
    void applyScope();
    void showExplanation(int step);
    // Most edits leave the explained step as it was: its text is laid out again only when it changed
    // (setHtml was a tenth of an edit on a board of 200).
    void setExplanationHtml(const QString& html);
    void setApplied(int applied);
    void scaleExplanationFont();

    QPointer<ScenarioDocument> m_doc;
    QComboBox* m_scope;
    QLabel* m_scopeLabel;
    QToolButton* m_zoomOut;
    QToolButton* m_zoomIn;
    QToolButton* m_emptyLanes;
    QSplitter* m_split;
    QScrollArea* m_scroll;
    TimelineView* m_view;
    TimelineScrubber* m_scrubber;
    QTextBrowser* m_explanation;
    QString m_explanationHtml;   // what m_explanation shows
    ScenarioCaption* m_caption;
    QSplitter* m_side;
    QString m_selectedObject;
    int m_applied = 0;
};

}   // namespace strata::ui
