#include "EditActions.h"
#include "Icons.h"
#include "document/ScenarioDocument.h"
#include <QAction>
#include <QUndoStack>
#include <QWidget>
#include <algorithm>

namespace strata::ui {

namespace {

// Puts `replacement` where `old` stands in every menu and toolbar, then deletes `old`.
void replaceAction(QAction* old, QAction* replacement)
{
    for (QObject* owner : old->associatedObjects())
        if (auto* widget = qobject_cast<QWidget*>(owner)) {
            widget->insertAction(old, replacement);
            widget->removeAction(old);
        }
    delete old;
}

}   // namespace

EditActions::EditActions(ScenarioDocument* document, QWidget* window)
    : QObject(window),
      m_doc(document),
      m_delete(new QAction(strataIcon(QStringLiteral("delete"), QStyle::SP_TrashIcon), QString(), this))
{
    m_delete->setObjectName(QStringLiteral("actionDelete"));
    m_delete->setShortcut(QKeySequence::Delete);
    // The menu shows the key, but the key itself stays with the widget that has the focus: the board
    // deletes its own selection, a search field deletes letters.
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_delete, &QAction::triggered, this, &EditActions::deleteSelected);
    connect(m_doc, &ScenarioDocument::resolved, this, &EditActions::updateDelete);
    retranslateUi();
    updateDelete();
}

void EditActions::createUndoRedo()
{
    QAction* undo = m_doc->undoStack()->createUndoAction(this);
    QAction* redo = m_doc->undoStack()->createRedoAction(this);
    undo->setObjectName(QStringLiteral("actionUndo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    undo->setShortcut(QKeySequence::Undo);
    redo->setShortcut(QKeySequence::Redo);
    undo->setIcon(strataIcon(QStringLiteral("undo"), QStyle::SP_ArrowBack));
    redo->setIcon(strataIcon(QStringLiteral("redo"), QStyle::SP_ArrowForward));
    // The menu names the edit ("Undo Add Grizzly Bears"); the toolbar keeps a short, steady label.
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
    if (m_undo)
        replaceAction(m_undo, undo);
    if (m_redo)
        replaceAction(m_redo, redo);
    m_undo = undo;
    m_redo = redo;
}

void EditActions::retranslateUi()
{
    createUndoRedo();
    m_delete->setText(tr("&Delete"));
    m_delete->setStatusTip(tr("Remove the selected objects from the scenario, with the effects that name them"));
}

void EditActions::setSelectedObjects(const QStringList& objectIds)
{
    m_selected = objectIds;
    updateDelete();
}

void EditActions::deleteSelected()
{
    if (!m_selected.isEmpty())
        emit deleteRequested(m_selected);
}

void EditActions::updateDelete()
{
    // Undo may have taken selected objects away.
    m_selected.erase(std::remove_if(m_selected.begin(), m_selected.end(),
                         [this](const QString& id) { return !m_doc->state().object(id); }),
        m_selected.end());
    m_delete->setEnabled(!m_selected.isEmpty());
}

}   // namespace strata::ui
