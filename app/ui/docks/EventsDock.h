#pragma once
#include <QDockWidget>
#include <QPointer>

class QAction;
class QListView;
class QTextBrowser;
class QToolBar;

namespace strata::ui {

class EventsModel;
class ScenarioDocument;
class StepBar;

// What happens after the snapshot (events.md): the moments of the game, the snapshot first, then one
// line per event. Selecting a row shows the game after that event on the board, the characteristics
// and the timeline; the actions step through the events, reorder, edit and delete them (each an
// undoable edit), and record the next step or a stack resolution after the moment shown.
class EventsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit EventsDock(ScenarioDocument* document, QWidget* parent = nullptr);

    QListView* listView() const { return m_list; }
    EventsModel* model() const { return m_model; }
    StepBar* stepBar() const { return m_steps; }
    QAction* previousAction() const { return m_previous; }
    QAction* nextAction() const { return m_next; }
    QAction* earlierAction() const { return m_earlier; }
    QAction* laterAction() const { return m_later; }
    QAction* editAction() const { return m_edit; }
    QAction* deleteAction() const { return m_delete; }
    QAction* resolveAction() const { return m_resolve; }
    QAction* setLifeAction() const { return m_setLife; }
    QString detailsText() const;

    void retranslateUi();

protected:
    void changeEvent(QEvent* event) override;

private:
    void showSelectedRow();
    void followDocument();
    void editShownEvent();
    void setLife();
    void updateActions();

    QPointer<ScenarioDocument> m_doc;
    EventsModel* m_model;
    StepBar* m_steps;
    QToolBar* m_tools;
    QListView* m_list;
    QTextBrowser* m_details;
    QString m_detailsHtml;   // what m_details was last given
    QAction* m_previous;
    QAction* m_next;
    QAction* m_earlier;
    QAction* m_later;
    QAction* m_edit;
    QAction* m_delete;
    QAction* m_resolve;
    QAction* m_setLife;
    bool m_following = false;
};

}   // namespace strata::ui
