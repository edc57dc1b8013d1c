#include "OracleRemovedEach.h"
#include <QRegularExpression>

namespace strata::import {

bool countersRemovedForEach(const QString& s, const EachReaders& readers, const ActionOf& action, AbilityDef* into)
{
    static const QRegularExpression removeEach(QStringLiteral("^(remove (?:a|an) \\S+ counter from ~) for each (.+)$"));
    const auto m = removeEach.match(s);
    if (!m.hasMatch())
        return false;
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const auto undo = [&] {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    };
    if (!action(m.captured(1), into) || into->effect.size() != effectBefore + 1
        || into->effect.last().kind != ActionKind::RemoveCounter || !into->effect.last().object
        || into->effect.last().object->ref != Selector::Ref::Self || into->effect.last().amountOf)
        return undo();
    Action counted;
    if (!eachAmount(m.captured(2), 1, readers, into, &counted) || !counted.amountOf)
        return undo();
    Action& remove = into->effect.last();
    remove.amountOf = counted.amountOf;
    remove.amount = Amount();
    remove.counters.n = Amount{true, 0};
    return true;
}

}   // namespace strata::import
