#pragma once
#include "FrozenColumnTable.h"
#include <QDockWidget>
#include <QPointer>

class QSortFilterProxyModel;

namespace strata::ui {

class CharacteristicsModel;
class ScenarioDocument;

// Every object of the scenario in a table: printed values next to computed ones, the ones the layers
// changed highlighted. Sortable; its selection follows and leads the board's.
class CharacteristicsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CharacteristicsDock(ScenarioDocument* document, QWidget* parent = nullptr);

    FrozenColumnTable* tableView() const { return m_table; }
    CharacteristicsModel* model() const { return m_model; }
    // The object of the current row, or empty.
    QString selectedObject() const;

    void retranslateUi();

public slots:
    // Selects the object's row without emitting objectSelected (the caller knows already).
    void selectObject(const QString& objectId);

signals:
    // The user selected a row (empty when the selection was cleared).
    void objectSelected(const QString& objectId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showHeaderMenu(const QPoint& at);

    QPointer<ScenarioDocument> m_doc;
    CharacteristicsModel* m_model;
    QSortFilterProxyModel* m_sorted;
    FrozenColumnTable* m_table;
    bool m_selecting = false;
    bool m_measureAllRows = false;   // a measuring of every row's height is scheduled
    bool m_measureWhenShown = false;   // rows changed while the table was out of sight
    // The (hidden) row header's height hint, which a row's height may not go below: the same for
    // every row (a row number's line), asked of the style again after a font or style change; -1
    // until then.
    int m_rowHeaderHint = -1;
};

}   // namespace strata::ui
