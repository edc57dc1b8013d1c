#include "ObjectInspector.h"
#include "document/ScenarioDocument.h"
#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QVBoxLayout>

namespace strata::ui {

namespace {

const QString kPlusOne = QStringLiteral("+1/+1");
const QString kMinusOne = QStringLiteral("-1/-1");

QSpinBox* countSpin(QWidget* parent)
{
    auto* spin = new QSpinBox(parent);
    spin->setRange(0, 999);
    // One edit per finished value, not one per keystroke.
    spin->setKeyboardTracking(false);
    return spin;
}

}   // namespace

ObjectInspector::ObjectInspector(ScenarioDocument* document, QWidget* parent) : QWidget(parent), m_doc(document)
{
    setObjectName(QStringLiteral("objectInspector"));
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    m_title->setFont(titleFont);
    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setStyleSheet(QStringLiteral("color: palette(mid);"));

    m_fields = new QWidget(this);
    m_countersBox = new QGroupBox(m_fields);
    m_counterForm = new QFormLayout(m_countersBox);
    m_plusOne = countSpin(m_countersBox);
    m_minusOne = countSpin(m_countersBox);
    m_plusOneLabel = new QLabel(m_countersBox);
    m_minusOneLabel = new QLabel(m_countersBox);
    m_counterForm->addRow(m_plusOneLabel, m_plusOne);
    m_counterForm->addRow(m_minusOneLabel, m_minusOne);
    m_others = new QWidget(m_countersBox);
    m_otherForm = new QFormLayout(m_others);
    m_otherForm->setContentsMargins(0, 0, 0, 0);
    m_counterForm->addRow(m_others);
    m_newKind = new QLineEdit(m_countersBox);
    m_newCount = countSpin(m_countersBox);
    m_newCount->setMinimum(1);
    m_addCounters = new QPushButton(m_countersBox);
    auto* addRow = new QHBoxLayout;
    addRow->addWidget(m_newKind, 1);
    addRow->addWidget(m_newCount);
    addRow->addWidget(m_addCounters);
    m_counterForm->addRow(addRow);
    m_placedNow = new QCheckBox(m_countersBox);
    m_counterForm->addRow(m_placedNow);

    m_damageLabel = new QLabel(m_fields);
    m_damage = countSpin(m_fields);
    m_deathtouch = new QCheckBox(m_fields);
    m_tapped = new QCheckBox(m_fields);
    auto* state = new QFormLayout;
    state->addRow(m_damageLabel, m_damage);
    state->addRow(m_deathtouch);
    state->addRow(m_tapped);

    auto* fields = new QVBoxLayout(m_fields);
    fields->setContentsMargins(0, 0, 0, 0);
    fields->addWidget(m_countersBox);
    fields->addLayout(state);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_empty);
    layout->addWidget(m_fields);
    layout->addStretch(1);

    connect(m_plusOne, qOverload<int>(&QSpinBox::valueChanged), this, [this](int n) { editCounters(kPlusOne, n); });
    connect(m_minusOne, qOverload<int>(&QSpinBox::valueChanged), this, [this](int n) { editCounters(kMinusOne, n); });
    connect(m_addCounters, &QPushButton::clicked, this, &ObjectInspector::addCounters);
    connect(m_newKind, &QLineEdit::returnPressed, this, &ObjectInspector::addCounters);
    connect(m_damage, qOverload<int>(&QSpinBox::valueChanged), this, [this](int damage) {
        if (!m_syncing && m_doc)
            m_doc->setDamage(m_object, damage, damage > 0 && m_deathtouch->isChecked());
    });
    connect(m_deathtouch, &QCheckBox::toggled, this, [this](bool deathtouch) {
        if (!m_syncing && m_doc)
            m_doc->setDamage(m_object, m_damage->value(), deathtouch);
    });
    connect(m_tapped, &QCheckBox::toggled, this, [this](bool tapped) {
        if (!m_syncing && m_doc)
            m_doc->setTapped(m_object, tapped);
    });
    connect(document, &ScenarioDocument::resolved, this, &ObjectInspector::sync);
    retranslateUi();
    sync();
}

void ObjectInspector::setObject(const QString& objectId)
{
    m_object = objectId;
    sync();
}

QSpinBox* ObjectInspector::counterSpin(const QString& kind) const
{
    if (kind == kPlusOne)
        return m_plusOne;
    if (kind == kMinusOne)
        return m_minusOne;
    const int i = int(m_otherKinds.indexOf(kind));
    if (i < 0)
        return nullptr;
    return qobject_cast<QSpinBox*>(m_otherForm->itemAt(i, QFormLayout::FieldRole)->widget());
}

void ObjectInspector::editCounters(const QString& kind, int count)
{
    if (!m_syncing && m_doc)
        m_doc->setCounters(m_object, kind, count, m_placedNow->isChecked());
}

void ObjectInspector::addCounters()
{
    const QString kind = m_newKind->text().trimmed();
    if (!m_doc || kind.isEmpty())
        return;
    const GameObject* o = m_doc->state().object(m_object);
    const int have = o ? o->counterCount(kind) : 0;
    if (m_doc->setCounters(m_object, kind, have + m_newCount->value(), m_placedNow->isChecked()))
        m_newKind->clear();
}

void ObjectInspector::rebuildOtherCounters()
{
    const GameObject* o = m_doc ? m_doc->state().object(m_object) : nullptr;
    QStringList kinds;
    if (o)
        for (const CounterStack& s : o->counters)
            if (s.kind != kPlusOne && s.kind != kMinusOne)
                kinds << s.kind;
    if (kinds == m_otherKinds)
        return;
    while (m_otherForm->rowCount() > 0)
        m_otherForm->removeRow(0);
    m_otherKinds = kinds;
    for (const QString& kind : kinds) {
        QSpinBox* spin = countSpin(m_others);
        connect(spin, qOverload<int>(&QSpinBox::valueChanged), this, [this, kind](int n) { editCounters(kind, n); });
        m_otherForm->addRow(tr("%1 counters").arg(kind), spin);
    }
    m_others->setVisible(!kinds.isEmpty());
}

void ObjectInspector::sync()
{
    const QScopedValueRollback<bool> guard(m_syncing, true);
    const GameObject* o = m_doc ? m_doc->state().object(m_object) : nullptr;
    m_fields->setVisible(o != nullptr);
    m_empty->setVisible(o == nullptr);
    rebuildOtherCounters();
    if (!o) {
        m_title->setText(tr("Inspector"));
        return;
    }
    m_title->setText(o->card ? tr("%1 (%2)", "card name (object id)").arg(o->card->name(), o->id) : o->id);
    m_plusOne->setValue(o->counterCount(kPlusOne));
    m_minusOne->setValue(o->counterCount(kMinusOne));
    for (const QString& kind : m_otherKinds)
        counterSpin(kind)->setValue(o->counterCount(kind));
    m_damage->setValue(o->damage);
    m_deathtouch->setChecked(o->deathtouchDamage);
    m_tapped->setChecked(o->tapped);
}

void ObjectInspector::retranslateUi()
{
    m_empty->setText(tr("Select an object to edit its counters, damage and tapped state. Effects have none."));
    m_countersBox->setTitle(tr("Counters"));
    m_plusOneLabel->setText(tr("+1/+1 counters"));
    m_minusOneLabel->setText(tr("-1/-1 counters"));
    m_newKind->setPlaceholderText(tr("Other kind: flying, +2/+0…"));
    m_addCounters->setText(tr("Add"));
    m_placedNow->setText(tr("Counters placed now get a new timestamp (613.7c)"));
    m_damageLabel->setText(tr("Damage"));
    m_deathtouch->setText(tr("Dealt by a source with deathtouch"));
    m_tapped->setText(tr("Tapped"));
    for (int i = 0; i < m_otherKinds.size(); ++i)
        if (auto* label = qobject_cast<QLabel*>(m_otherForm->itemAt(i, QFormLayout::LabelRole)->widget()))
            label->setText(tr("%1 counters").arg(m_otherKinds[i]));
    sync();
}

}   // namespace strata::ui
