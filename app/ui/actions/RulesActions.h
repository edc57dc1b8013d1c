#pragma once
#include <QObject>

class QAction;
class QActionGroup;

namespace strata::ui {

class ScenarioDocument;

// The Rules menu: which edition of CR 613 labels the layer-7 sublayers. The choice belongs to the
// scenario (it is saved in the file), so it is an undoable edit and the checked item follows the
// document, whatever changed it.
class RulesActions : public QObject {
    Q_OBJECT
public:
    RulesActions(ScenarioDocument* document, QObject* parent);

    QAction* currentAction() const { return m_current; }
    QAction* rules2016Action() const { return m_2016; }

    void retranslateUi();

private:
    void syncWithDocument();

    ScenarioDocument* m_doc;
    QActionGroup* m_group;
    QAction* m_current;
    QAction* m_2016;
};

}   // namespace strata::ui
