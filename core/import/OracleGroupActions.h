#pragma once
#include "OracleTriggerFilters.h"

// Private to core/import: round 19's instructions about a group of objects (OracleGroupActions.cpp):
// "return all attacking creatures to their owners' hands", "untap up to seven lands", "destroy target
// artifact and all other artifacts with the same name as that artifact".

namespace strata::import {

// A target phrase read as OracleParser::target reads it, added to `into`'s targets.
using TargetOf = std::function<std::optional<Selector>(const QString& phrase, AbilityDef* into, Selector::Ref* ref)>;
// A predicate read as OracleParser::predicate reads it ("get -3/-3 until end of turn" without the duration).
using PredicateOf = std::function<bool(const QString& text, const Selector& subject, bool plural, QVector<Op>* ops)>;

// The group instruction `s` (lower case, without its stop) in `out`, its target added to `into`; false
// leaves both as they were.
bool groupAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, const PredicateOf& predicate,
    Action* out, AbilityDef* into);

// "it has three or more +1/+1 counters on it" after "put a +1/+1 counter on it" in "Whenever enchanted
// creature attacks, …" (the Ordeals): the counters on the object the source is attached to
// (Condition::AttachedCountersAtLeast). Nothing for any other text or instruction before it.
std::optional<Condition> attachedCountersCondition(const QString& text, const Action& before, const AbilityDef& ability);

}   // namespace strata::import
