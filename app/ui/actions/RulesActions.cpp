#include "RulesActions.h"
#include "document/ScenarioDocument.h"
#include <QAction>
#include <QActionGroup>

namespace strata::ui {

RulesActions::RulesActions(ScenarioDocument* document, QObject* parent)
    : QObject(parent),
      m_doc(document),
      m_group(new QActionGroup(this)),
      m_current(m_group->addAction(QString())),
      m_2016(m_group->addAction(QString()))
{
    m_current->setObjectName(QStringLiteral("actionRulesCurrent"));
    m_2016->setObjectName(QStringLiteral("actionRules2016"));
    for (QAction* action : {m_current, m_2016})
        action->setCheckable(true);
    connect(m_current, &QAction::triggered, this, [this] {
        m_doc->setRulesEdition(RulesEdition::Current);
        syncWithDocument();   // when nothing changed the document sends nothing
    });
    connect(m_2016, &QAction::triggered, this, [this] {
        m_doc->setRulesEdition(RulesEdition::Rules2016);
        syncWithDocument();
    });
    connect(m_doc, &ScenarioDocument::resolved, this, &RulesActions::syncWithDocument);
    retranslateUi();
    syncWithDocument();
}

void RulesActions::retranslateUi()
{
    m_current->setText(tr("&Current Rules: 7c Counters, 7d Switching"));
    m_current->setStatusTip(
        tr("Sublayers as in today's Comprehensive Rules: 7a CDA, 7b set, 7c modify and counters, 7d switch"));
    m_2016->setText(tr("&2016 Rules: 7d Counters, 7e Switching"));
    m_2016->setStatusTip(tr(
        "Sublayers as in the 2016 rules of the seed documents: 7a CDA, 7b set, 7c modify, 7d counters, 7e switch; the results are the same"));
}

void RulesActions::syncWithDocument()
{
    const bool is2016 = m_doc->state().rules == RulesEdition::Rules2016;
    m_2016->setChecked(is2016);
    m_current->setChecked(!is2016);
}

}   // namespace strata::ui
