#pragma once
#include <QDockWidget>
#include <QPointer>

class QLabel;
class QTableView;

namespace strata::ui {

class ObjectInspector;
class ScenarioDocument;
class TimestampsModel;

// Every timestamped object, effect and later-placed counters, oldest first. Dragging a row to
// another place reorders the timestamps ("what if Opalescence came first?"); the inspector under
// the list edits the counters, damage and tapped state of the selected object.
class TimestampsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TimestampsDock(ScenarioDocument* document, QWidget* parent = nullptr);

    // The list shows at least this many rows at first.
    static constexpr int kRowsInView = 8;
    // Why numbers are missing from the list (613.7e), or empty when it is hidden.
    QString skippedNote() const;

    QTableView* tableView() const { return m_table; }
    TimestampsModel* model() const { return m_model; }
    ObjectInspector* inspector() const { return m_inspector; }

    void retranslateUi();

public slots:
    // Selects the object's row and shows it in the inspector, without emitting objectSelected.
    void selectObject(const QString& objectId);

signals:
    // The user selected the row of an object (or of its counters); empty for an effect or nothing.
    void objectSelected(const QString& objectId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void currentRowChanged();
    void updateSkippedNote();
    void updateSkippedNoteLater();
    // Sizes the number and kind columns to what they hold.
    void fitColumns();
    QString objectOfRow(int row) const;

    QPointer<ScenarioDocument> m_doc;
    TimestampsModel* m_model;
    QTableView* m_table;
    QLabel* m_hint;
    QLabel* m_skipped = nullptr;   // why numbers are missing (613.7e)
    ObjectInspector* m_inspector;
    bool m_selecting = false;
    bool m_notePending = false;
};

}   // namespace strata::ui
