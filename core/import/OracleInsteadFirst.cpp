#include "OracleInsteadFirst.h"
#include <QRegularExpression>

// Round 34 (`impspelll34b`): a spell's "If C, instead X" on the game as it resolves.

namespace strata::import {

bool insteadFirstIfHolds(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionsOf, AbilityDef* into)
{
    static const QRegularExpression insteadFirst(QStringLiteral("^if ([^,]+), instead (.+)$"));
    const auto m = insteadFirst.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Spell || into->effect.size() != 1 || !into->modes.isEmpty())
        return false;
    const Action& before = into->effect.first();
    if (before.condition || before.optional || before.then || before.ifYouDo || before.ifYouDont || before.otherwise
        || before.instead != Action::Instead::None)
        return false;
    std::optional<Condition> c = conditionOf(m.captured(1));
    if (!c || c->negated || c->also || c->orElse || c->kind == Condition::Kind::TargetIs || c->kind == Condition::Kind::SelfIs
        || c->kind == Condition::Kind::AttachedIs || c->kind == Condition::Kind::Kicked)
        return false;
    // Read against the spell so far; no target of its own (601.2c: chosen as it is cast, which a condition can't say).
    AbilityDef read = *into;
    if (!actionsOf(m.captured(2), &read) || read.effect.size() != 2 || read.targets != into->targets)
        return false;
    Action instead = read.effect.last();
    // The same kind of instruction, whole, as the writer says the pair (RulesTextInstructions.cpp).
    if (instead.kind != before.kind || instead == before || instead.condition || instead.optional || instead.then
        || instead.ifYouDo || instead.ifYouDont || instead.otherwise)
        return false;
    instead.condition = *c;
    instead.instead = Action::Instead::InsteadFirst;   // the writer's word order: "If C, instead X"
    c->negated = true;                                   // the one before, done only when C does not hold
    into->effect.first().condition = *c;
    into->effect << instead;
    return true;
}

}   // namespace strata::import
