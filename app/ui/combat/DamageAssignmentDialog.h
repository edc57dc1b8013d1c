#pragma once
#include "DamageDivision.h"
#include <QDialog>
#include <functional>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace strata::ui {

class ScenarioDocument;

// Asks how each attacker blocked by several creatures or with trample (and each blocker blocking several
// attackers) divides its combat damage as a damage step begins (510.1c–d). It opens with the spec's
// default division, shows each creature's total and any problem as the numbers change, and accepts
// only a division that adds up and gives trample's blockers lethal damage first (702.19c). What it
// returns becomes the begin event's `assign`; the engine still checks it when the step is played.
class DamageAssignmentDialog : public QDialog {
    Q_OBJECT
public:
    DamageAssignmentDialog(DamageDivision division, QWidget* parent = nullptr);

    // The `assign` for beginning `step` after the moment shown: empty when nothing needs dividing,
    // nothing when the user cancels.
    static std::optional<QVector<GameEvent::Assignment>> ask(QWidget* parent, const ScenarioDocument& doc, Step step);
    // Records a `begin` of `step` after the moment shown; a damage step first asks for the division.
    // Returns false when the user cancels.
    static bool recordBegin(QWidget* parent, ScenarioDocument* doc, Step step);
    // Tests answer the dialog instead of the user: the script edits it and returns whether it is
    // accepted (only a legal division is). Null restores the real dialog.
    using Script = std::function<bool(DamageAssignmentDialog&)>;
    static void setScript(Script script);

    const DamageDivision& division() const { return m_division; }
    QSpinBox* amountBox(const QString& creature, const QString& recipient) const;
    // The problems shown right now (translated), one line per creature; empty when the division is legal.
    QString problemText() const;
    bool canAccept() const;
    void resetToDefault();

private:
    void updateChecks();

    DamageDivision m_division;
    QVector<QVector<QSpinBox*>> m_boxes;   // per divider, per recipient
    QVector<QLabel*> m_totals;
    QDialogButtonBox* m_buttons = nullptr;
    bool m_updating = false;
};

}   // namespace strata::ui
