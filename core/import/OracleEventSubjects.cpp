#include "OracleActivationEvents.h"
#include "OracleParser.h"
#include <algorithm>
#include <functional>

// Whom and what a triggered ability's effect can name of the event that triggered it (603.7c): one player, the
// event's object, or an object that "it" could name twice over.

namespace strata::import {

// "That player" after a trigger whose event names one player: the player dealt damage, whose step
// began, who cast the spell or drew the card (Happening::player).
bool namesOnePlayer(const AbilityDef& a)
{
    if (a.kind != AbilityDef::Kind::Triggered)
        return false;
    switch (a.event) {
    case TriggerEvent::SelfDealsCombatDamageToPlayer:
    case TriggerEvent::DealsCombatDamageToPlayer:
    case TriggerEvent::SelfDealsDamageToPlayer:
    case TriggerEvent::SelfDealsDamageToOpponent:
    case TriggerEvent::OpponentUpkeep:
    case TriggerEvent::EachUpkeep:
    case TriggerEvent::OpponentCastsSpell:
    case TriggerEvent::OpponentCastsCreatureSpell:
    case TriggerEvent::PlayerCastsSpell:
    case TriggerEvent::EnchantedControllerUpkeep:
    case TriggerEvent::EachDrawStep:
    case TriggerEvent::EachPrecombatMain:
    case TriggerEvent::OpponentEndStep:
    case TriggerEvent::OpponentDrawsCard:
    case TriggerEvent::OpponentDiscards:   // the player who discarded (701.8a)
    case TriggerEvent::PlayerDiscards:
    case TriggerEvent::DealsDamageToPlayer:
    case TriggerEvent::DealsDamageToOpponent:
    case TriggerEvent::SelfDealsCombatDamageToOpponent:
    case TriggerEvent::SelfBecomesTarget:   // round 39: the controller of the spell or ability (115.1)
    case TriggerEvent::BecomesTarget:
    case TriggerEvent::SelfBecomesTargetOfOpponent:   // the controller of the spell or ability (115.1)
    case TriggerEvent::BecomesTargetOfOpponent:
    case TriggerEvent::YouOrPermanentBecomesTargetOfOpponent:
    case TriggerEvent::PlayerDrawsCard:   // the player who drew (121.2)
    case TriggerEvent::TappedForMana:     // the player who tapped the permanent for mana (605.1b)
    case TriggerEvent::EndStep:   // "each player's end step": the active player's
    case TriggerEvent::PlayerAttacksEnchantedPlayer:   // round 38: the attacking player, the active one (508.1)
        return true;
    default:   // round 45: the player who activated an ability or gained life (OracleActivationEvents.cpp)
        return namesActingPlayer(a.event);
    }
}

bool refersToEventObject(const AbilityDef& a)
{
    auto it = [](const std::optional<Selector>& s) { return s && s->ref == Selector::Ref::It; };
    std::function<bool(const QVector<Action>&)> names = [&](const QVector<Action>& effect) {
        for (const Action& x : effect)
            if (it(x.object) || it(x.to) || x.who == QLatin1String("controller_of_it")
                || x.who == QLatin1String("controller_of_that")
                || (x.continuous && x.continuous->affects && x.continuous->affects->ref == Selector::Ref::It)
                || names(x.nested))
                return true;
        return false;
    };
    return names(a.effect);
}

bool ambiguousEventObject(const AbilityDef& a)
{
    // A delayed trigger's "that card" is handed the first target when there is one (603.7c,
    // OracleDelayedActions.cpp): after an event that names no object, it can mean nothing else.
    AbilityDef own = a;
    if (!namesEventObject(a.event))
        own.effect.erase(std::remove_if(own.effect.begin(), own.effect.end(),
                             [](const Action& x) { return x.kind == ActionKind::Delayed; }),
            own.effect.end());
    // Round 25: not flicker's "return that card", the card the exile just before it moved (400.7), nor the
    // event's object that fights or bites the target (Warstorm Surge) or is attached to it (Sigarda's Aid).
    for (int i = int(own.effect.size()) - 1; i >= 0; --i) {
        const Action& x = own.effect[i];
        const auto target = [](const std::optional<Selector>& s) { return s && s->ref == Selector::Ref::Target; };
        const bool exiledTarget = i > 0 && own.effect[i - 1].kind == ActionKind::Exile && target(own.effect[i - 1].object);
        const bool flicker = exiledTarget && x.kind == ActionKind::ReturnToBattlefield;
        // Round 28: Skybind's "Return that card … at the beginning of the next end step": the delayed
        // trigger is handed the card the exile moved (603.7c, 400.7), whatever the event's object.
        const bool delayedFlicker = exiledTarget && x.kind == ActionKind::Delayed && x.nested.size() == 1
            && x.nested.first().kind == ActionKind::ReturnToBattlefield && x.nested.first().object
            && x.nested.first().object->ref == Selector::Ref::It;
        if (delayedFlicker) {
            own.effect.remove(i);
            continue;
        }
        const bool bite = (x.kind == ActionKind::Fight || x.kind == ActionKind::PowerDamage || x.kind == ActionKind::Attach)
            && target(x.to);
        if ((flicker || bite) && x.object && x.object->ref == Selector::Ref::It)
            own.effect.remove(i);
    }
    for (Action& x : own.effect)   // round 25: the source of damage is written "it", never a noun
        if ((x.kind == ActionKind::Damage || x.kind == ActionKind::PowerDamage) && x.object && x.object->ref == Selector::Ref::It)
            x.object.reset();
    if (refersToEventObject(own) && !a.targets.isEmpty())
        return true;
    for (const AbilityPtr& mode : a.modes)
        if (mode && ambiguousEventObject(*mode))
            return true;
    return false;
}

}   // namespace strata::import
