#pragma once
#include "TraceChange.h"
#include "model/Characteristics.h"
#include "model/GameState.h"
#include <QString>
#include <QStringList>
#include <QVector>

namespace strata {

// Why a step stands where it does in its layer.
enum class OrderReason : quint8 { Cda, Timestamp, Dependency, DependencyLoop };
QString orderReasonName(OrderReason r);   // "cda", "timestamp", "dependency", "dependency_loop"

// One effect applied (or found not to apply) in one layer or sublayer.
struct TraceStep {
    QString layer;   // "1a" … "7d"/"7e", "players", "rules": as the scenario's edition labels it
    Layer layerId = Layer::L4;
    QString effect;    // effect id
    int source = -1;   // object index
    OrderReason order = OrderReason::Timestamp;
    int timestamp = 0;
    QVector<int> affected;
    QStringList dependsOn;
    bool applied = true;
    QString note;                   // canonical English; translated on display
    QString rule;                   // the rule that places or governs the step: "613.8a"
    QVector<TraceChange> changes;   // with tracing on
};

struct DependencyRecord {
    QString layer;
    QString effect;
    QString dependsOn;
};

struct RuleEffectRecord {
    RuleName rule = RuleName::NoLegendRule;
    QString effect;   // effect id
    SubtypeId landType = 0;   // CantAttackUnlessDefenderControls: the land type the defender needs
    // ruleTakesPower: the power threshold N; CanBlockAdditionalCreature, how many more; the partial
    // prevention rules (rulePreventsSome), how much damage they prevent
    int power = 0;
    QSharedPointer<const Selector> filter;   // CantBeBlockedBy, CantBeBlockedExceptBy: the blockers named
    int source = -1;       // the effect's source object (BlocksSourceIfAble), -1 for a resolved spell
    QString controller;    // the effect's controller: the "you" of CantAttackYou
};

struct StateBasedAction {
    QString action;   // "lethal_damage", …
    QString rule;     // "704.5g"
};

struct Resolution {
    RulesEdition edition = RulesEdition::Current;
    QVector<Characteristics> chars;   // parallel to GameState::objects
    QVector<TraceStep> steps;
    QVector<DependencyRecord> dependencies;
    QVector<QVector<RuleEffectRecord>> rulesEffects;   // per object
    QVector<RuleEffectRecord> gameRules;               // rules effects on the whole game
    QVector<QVector<StateBasedAction>> sba;            // per object
    QStringList warnings;                              // canonical English
    // Canonical English: the limit (EngineOptions) that stopped the resolution before its end; the
    // values are then those of the steps made so far. Empty when the resolution finished.
    QString stoppedBy;
};

// Whether the rules effect `rule` applies to object `object` (not for an index outside the resolution).
inline bool hasRuleEffect(const Resolution& res, int object, RuleName rule)
{
    for (const RuleEffectRecord& r : res.rulesEffects.value(object))
        if (r.rule == rule)
            return true;
    return false;
}

}   // namespace strata
