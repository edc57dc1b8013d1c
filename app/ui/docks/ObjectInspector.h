#pragma once
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace strata::ui {

class ScenarioDocument;

// Counters, damage and tapped state of one object, editable. Every edit goes through the document
// (one undoable command each) and the fields follow the document after every change, undo included.
class ObjectInspector : public QWidget {
    Q_OBJECT
public:
    explicit ObjectInspector(ScenarioDocument* document, QWidget* parent = nullptr);

    // The object shown; empty (or an effect's id) shows nothing to edit.
    void setObject(const QString& objectId);
    QString object() const { return m_object; }

    QSpinBox* plusOneSpin() const { return m_plusOne; }
    QSpinBox* minusOneSpin() const { return m_minusOne; }
    QSpinBox* damageSpin() const { return m_damage; }
    QCheckBox* deathtouchBox() const { return m_deathtouch; }
    QCheckBox* tappedBox() const { return m_tapped; }
    QCheckBox* placedNowBox() const { return m_placedNow; }
    QLineEdit* newKindEdit() const { return m_newKind; }
    QSpinBox* newCountSpin() const { return m_newCount; }
    QPushButton* addCountersButton() const { return m_addCounters; }
    // The spin box of another counter kind ("flying", "+2/+0"), or null.
    QSpinBox* counterSpin(const QString& kind) const;

    void retranslateUi();

private:
    void sync();
    void rebuildOtherCounters();
    void editCounters(const QString& kind, int count);
    void addCounters();
    QSpinBox* counterBox(const QString& kind);

    QPointer<ScenarioDocument> m_doc;
    QString m_object;
    bool m_syncing = false;

    QLabel* m_title;
    QLabel* m_empty;
    QWidget* m_fields;
    QGroupBox* m_countersBox;
    QFormLayout* m_counterForm;
    QLabel* m_plusOneLabel;
    QLabel* m_minusOneLabel;
    QSpinBox* m_plusOne;
    QSpinBox* m_minusOne;
    QWidget* m_others;
    QFormLayout* m_otherForm;
    QStringList m_otherKinds;
    QLineEdit* m_newKind;
    QSpinBox* m_newCount;
    QPushButton* m_addCounters;
    QCheckBox* m_placedNow;
    QLabel* m_damageLabel;
    QSpinBox* m_damage;
    QCheckBox* m_deathtouch;
    QCheckBox* m_tapped;
};

}   // namespace strata::ui
