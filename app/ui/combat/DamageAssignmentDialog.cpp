#include "DamageAssignmentDialog.h"
#include "document/ScenarioDocument.h"
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace strata::ui {

namespace {

DamageAssignmentDialog::Script& script()
{
    static DamageAssignmentDialog::Script s;
    return s;
}

}   // namespace

void DamageAssignmentDialog::setScript(Script s)
{
    script() = std::move(s);
}

DamageAssignmentDialog::DamageAssignmentDialog(DamageDivision division, QWidget* parent)
    : QDialog(parent), m_division(std::move(division))
{
    setObjectName(QStringLiteral("damageAssignmentDialog"));
    setWindowTitle(tr("Divide combat damage"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each creature below assigns all its combat damage (510.1c). The numbers start "
                                "with the default: lethal damage to each blocker in the order they blocked, the "
                                "rest to the last one or, with trample, to the player or planeswalker attacked."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* body = new QWidget;
    auto* groups = new QVBoxLayout(body);
    groups->setContentsMargins(0, 0, 0, 0);
    for (int d = 0; d < m_division.dividers.size(); ++d) {
        const DamageDivision::Divider& divider = m_division.dividers[d];
        QStringList traits{tr("power %1").arg(divider.power)};
        if (divider.trample)
            traits << tr("trample");
        if (divider.deathtouch)
            traits << tr("deathtouch");
        auto* box = new QGroupBox(tr("%1 (%2)").arg(divider.name, traits.join(QStringLiteral(", "))), body);
        auto* form = new QFormLayout(box);
        QVector<QSpinBox*> row;
        for (const DamageDivision::Recipient& r : divider.recipients) {
            auto* spin = new QSpinBox(box);
            spin->setObjectName(QStringLiteral("assign-%1-%2").arg(divider.creature, r.id));
            spin->setRange(0, divider.power);
            spin->setValue(r.amount);
            const QString label = r.attacked ? tr("%1 (attacked)").arg(r.name)
                                             : tr("%1 (lethal: %2)").arg(r.name).arg(r.lethal);
            form->addRow(label, spin);
            connect(spin, &QSpinBox::valueChanged, this, &DamageAssignmentDialog::updateChecks);
            row << spin;
        }
        auto* total = new QLabel(box);
        total->setWordWrap(true);
        form->addRow(total);
        m_boxes << row;
        m_totals << total;
        groups->addWidget(box);
    }
    groups->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    layout->addWidget(scroll, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Begin the step"));
    m_buttons->button(QDialogButtonBox::Reset)->setText(tr("Default division"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Reset), &QPushButton::clicked, this,
        &DamageAssignmentDialog::resetToDefault);
    layout->addWidget(m_buttons);
    resize(460, qMin(620, 200 + 110 * int(m_division.dividers.size())));
    updateChecks();
}

QSpinBox* DamageAssignmentDialog::amountBox(const QString& creature, const QString& recipient) const
{
    for (int d = 0; d < m_division.dividers.size(); ++d)
        if (m_division.dividers[d].creature == creature)
            for (int r = 0; r < m_division.dividers[d].recipients.size(); ++r)
                if (m_division.dividers[d].recipients[r].id == recipient)
                    return m_boxes[d][r];
    return nullptr;
}

void DamageAssignmentDialog::resetToDefault()
{
    m_division.resetToDefault();
    m_updating = true;
    for (int d = 0; d < m_division.dividers.size(); ++d)
        for (int r = 0; r < m_division.dividers[d].recipients.size(); ++r)
            m_boxes[d][r]->setValue(m_division.dividers[d].recipients[r].amount);
    m_updating = false;
    updateChecks();
}

void DamageAssignmentDialog::updateChecks()
{
    if (m_updating)
        return;
    for (int d = 0; d < m_division.dividers.size(); ++d) {
        DamageDivision::Divider& divider = m_division.dividers[d];
        for (int r = 0; r < divider.recipients.size(); ++r)
            divider.recipients[r].amount = m_boxes[d][r]->value();
        QString rule;
        const QString problem = DamageDivision::problem(divider, &rule);
        QLabel* total = m_totals[d];
        if (problem.isEmpty()) {
            total->setText(tr("%1 of %2 assigned").arg(divider.total()).arg(divider.power));
            total->setStyleSheet(QString());
        } else {
            total->setText(tr("%1 (%2)").arg(problem, rule));
            total->setStyleSheet(QStringLiteral("color: #b91c1c;"));
        }
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canAccept());
}

QString DamageAssignmentDialog::problemText() const
{
    QStringList lines;
    for (const DamageDivision::Divider& d : m_division.dividers) {
        QString rule;
        const QString problem = DamageDivision::problem(d, &rule);
        if (!problem.isEmpty())
            lines << tr("%1 (%2)").arg(problem, rule);
    }
    return lines.join(QLatin1Char('\n'));
}

bool DamageAssignmentDialog::canAccept() const
{
    return m_division.isLegal();
}

std::optional<QVector<GameEvent::Assignment>> DamageAssignmentDialog::ask(
    QWidget* parent, const ScenarioDocument& doc, Step step)
{
    DamageDivision division = DamageDivision::forStep(doc.state(), doc.resolution(), step);
    if (division.isEmpty())
        return QVector<GameEvent::Assignment>();
    DamageAssignmentDialog dialog(std::move(division), parent);
    const bool accepted = script() ? script()(dialog) && dialog.canAccept() : dialog.exec() == QDialog::Accepted;
    if (!accepted)
        return std::nullopt;
    return dialog.division().assignments();
}

bool DamageAssignmentDialog::recordBegin(QWidget* parent, ScenarioDocument* doc, Step step)
{
    GameEvent e;
    e.verb = GameEvent::Verb::Begin;
    e.step = step;
    const auto assign = ask(parent, *doc, step);
    if (!assign)
        return false;
    e.assign = *assign;
    doc->recordEvent(e);
    return true;
}

}   // namespace strata::ui
