#include "OracleMayInstead.h"
#include <QRegularExpression>

// Round 34 (`impspelll34b`): an optional instruction done instead of the one before.

namespace strata::import {

bool mayPutOnLibraryInstead(const QString& s, const ConditionOf& conditionOf, AbilityDef* into)
{
    static const QRegularExpression mayInstead(
        QStringLiteral("^if ([^,]+), you may put that permanent on top of its owner's library instead$"));
    const auto m = mayInstead.match(s);
    if (!m.hasMatch() || into->effect.isEmpty() || into->targets.size() != 1
        || into->targets.first().word != QLatin1String("permanent"))
        return false;
    const Action& before = into->effect.last();
    if (before.kind != ActionKind::ReturnToHand || !before.object || before.object->ref != Selector::Ref::Target
        || before.condition || before.optional || before.then || before.ifYouDo || before.ifYouDont || before.otherwise
        || before.each || before.pick > 0 || !before.who.isEmpty() || before.instead != Action::Instead::None)
        return false;
    const std::optional<Condition> c = conditionOf(m.captured(1));
    if (!c || c->negated || c->also || c->orElse || c->kind == Condition::Kind::TargetIs || c->kind == Condition::Kind::SelfIs)
        return false;
    // 401.4: "that permanent" is the one target, put on top of its owner's library if the controller so chooses
    // while the condition holds as the spell resolves; else it is returned to its owner's hand.
    Action put;
    put.kind = ActionKind::PutOnLibrary;
    put.object = before.object;
    put.text = QStringLiteral("top");
    put.condition = *c;
    put.optional = true;
    put.instead = Action::Instead::ConditionFirst;
    Action returned = before;
    returned.otherwise = true;
    into->effect.last() = put;
    into->effect << returned;
    return true;
}

}   // namespace strata::import
