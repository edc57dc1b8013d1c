#pragma once
#include <QObject>
#include <QStringList>

class QAction;
class QWidget;

namespace strata::ui {

class ScenarioDocument;

// The Edit menu: Undo and Redo from the document's QUndoStack, and Delete for the selected objects.
class EditActions : public QObject {
    Q_OBJECT
public:
    EditActions(ScenarioDocument* document, QWidget* window);

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* deleteAction() const { return m_delete; }

    // Qt's undo actions fix their "Undo %1" wording when made, so a new language needs new ones;
    // they take the old ones' places in every menu and toolbar.
    void retranslateUi();

public slots:
    // The objects the views have selected.
    void setSelectedObjects(const QStringList& objectIds);
    void deleteSelected();

signals:
    // The user asked to delete these objects; whoever owns the selection removes them (the board,
    // as one undo step).
    void deleteRequested(const QStringList& objectIds);

private:
    void createUndoRedo();
    void updateDelete();

    ScenarioDocument* m_doc;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_delete;
    QStringList m_selected;
};

}   // namespace strata::ui
