#include "RulesTextWriter.h"
#include <algorithm>

// Round 41: an ability word's paragraph "If C, instead X and Y" that replaces the paragraph before whole, X and Y under
// the one condition (Kamahl's Sledge, Rancid Earth; OracleWholeInsteadParagraph.cpp), or the damage before with another
// number that can't be prevented (Lightning Surge). The one target is named again ("that creature", "it"), as one
// sentence.

namespace strata {
namespace rulestext {

std::optional<QStringList> Writer::wholeInsteadParagraph(const QVector<Action>& list)
{
    // Round 42: or, with no target, instructions joined by ", then" (Kirtar's Wrath), written as the sentences they are.
    const bool untargeted
        = std::none_of(m_targets.cbegin(), m_targets.cend(), [](const TargetInfo& t) { return t.described; });
    if (list.isEmpty() || list.first().instead != Action::Instead::InsteadFirst || !list.first().condition
        || (m_targets.size() != 1 && !untargeted))
        return std::nullopt;
    const Action& first = list.first();
    if (list.size() == 1 && !first.cantBePrevented)
        return std::nullopt;
    const bool sameCondition = std::all_of(list.cbegin() + 1, list.cend(), [&](const Action& a) {
        return a.condition && *a.condition == *first.condition && a.instead == Action::Instead::None && !a.otherwise
            && !a.ifYouDo && !a.ifYouDont && !a.optional && (!a.then || untargeted);
    });
    if (!sameCondition || first.optional)
        return std::nullopt;
    if (untargeted) {
        if (list.size() < 2 || std::none_of(list.cbegin(), list.cend(), [](const Action& a) { return a.then; }))
            return std::nullopt;
        QVector<Action> bare = list;
        for (Action& a : bare) {
            a.condition.reset();
            a.instead = Action::Instead::None;
        }
        QStringList clauses = actions(bare, false);
        if (clauses.isEmpty())
            return std::nullopt;
        clauses.first() = tr("if %1, instead %2", "an ability word's paragraph: a condition, the instruction done instead of the paragraph before")
                              .arg(condition(*first.condition), clauses.first());
        return clauses;
    }
    for (TargetInfo& t : m_targets)   // chosen by the paragraph replaced, named again
        t.mentioned = true;
    m_targetsMentioned = true;
    QString clause;
    if (list.size() == 1) {
        // Lightning Surge: "~ deals 6 damage to it and the damage can't be prevented" (615.12), any target named again.
        if (first.kind != ActionKind::Damage || !first.to || first.to->ref != Selector::Ref::Target || first.amountOf
            || first.amount.x || !first.who.isEmpty() || first.object || first.eachPlayer || first.divided
            || m_targets.first().sel.word != QLatin1String("any_target"))
            return std::nullopt;
        clause = tr("%1 and %2", "two instructions in one sentence")
                     .arg(tr("%1 deals %2 damage to %3")
                              .arg(m_self, QString::number(first.amount.n),
                                  tr("it", "any target named again: instead ~ deals 6 damage to it and the damage can't be prevented")),
                         tr("the damage can't be prevented", "after an instruction that deals damage"));
    } else {
        QVector<Action> bare = list;
        for (Action& a : bare) {
            a.condition.reset();
            a.instead = Action::Instead::None;
        }
        const QStringList clauses = actions(bare, false);
        if (clauses.isEmpty())
            return std::nullopt;
        clause = clauses.first();
        for (int k = 1; k < clauses.size(); ++k)
            clause = tr("%1 and %2", "two instructions in one sentence").arg(clause, clauses[k]);
    }
    return QStringList{tr("if %1, instead %2", "an ability word's paragraph: a condition, the instruction done instead of the paragraph before")
        .arg(condition(*first.condition), clause)};
}

}   // namespace rulestext
}   // namespace strata
