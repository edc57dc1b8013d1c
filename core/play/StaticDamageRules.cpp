#include "StaticDamageRules.h"
#include "CastRestrictions.h"
#include "CombatRules.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// A rules effect's set matched as seen from the object whose rules effect it is: its "you" is that
// object's controller.
bool inSet(const GameState& state, const Resolution& res, const Selector& set, int holder, int index,
    const ResolvedEffect* resolved = nullptr)
{
    ContinuousEffect probe;
    probe.sourceIndex = holder;
    probe.controller = res.chars[holder].controller;
    probe.resolved = resolved;
    return Evaluator(state, res.chars).matches(set, probe, index);
}

// Round 30: the resolved effect a rule comes from, whose resolve event chose "a source of your choice"
// (609.7a) for a filter that names it; null for a static ability's rule.
const ResolvedEffect* resolvedNamed(const GameState& state, const QString& effect)
{
    for (const ResolvedEffect& e : state.effects)
        if (e.id == effect)
            return &e;
    return nullptr;
}

bool preventsDamageTo(RuleName r, bool combat)
{
    switch (r) {
    case RuleName::PreventAllDamageTo:
    case RuleName::PreventAllDamageToAndBy:
        return true;
    case RuleName::PreventNoncombatDamageTo:
        return !combat;
    case RuleName::PreventCombatDamageTo:
    case RuleName::PreventCombatDamageToAndBy:
        return combat;
    default:
        return false;
    }
}

bool preventsDamageBy(RuleName r, bool combat)
{
    switch (r) {
    case RuleName::PreventAllDamageBy:
    case RuleName::PreventAllDamageToAndBy:
        return true;
    case RuleName::PreventCombatDamageBy:
    case RuleName::PreventCombatDamageToAndBy:
        return combat;
    default:
        return false;
    }
}

// Where a player's rule comes from: its source's rules step, or the effect's id.
PlayText origin(const Resolution& res, int holder, const QString& effect)
{
    return ruleOrigin(res, holder, effect);
}

// Whether a card of this type line is one of the kinds a set names ("artifacts, creatures, and lands").
bool namesKind(const Selector& s, const TypeLine& t)
{
    if (!s.anyOf.isEmpty())
        return std::any_of(s.anyOf.cbegin(), s.anyOf.cend(), [&t](const Selector& p) { return namesKind(p, t); });
    if ((t.cardTypes & s.types) != s.types || (t.cardTypes & s.notTypes) || (s.anyTypes && !(t.cardTypes & s.anyTypes)))
        return false;
    if ((t.supertypes & s.supertypes) != s.supertypes || (t.supertypes & s.notSupertypes))
        return false;
    return std::all_of(s.subtypes.cbegin(), s.subtypes.cend(), [&t](SubtypeId id) { return t.hasSubtype(id); });
}

}   // namespace

bool damageCantBePrevented(const GameState& state, const Resolution& res, int source)
{
    // Round 31, Malignus: a rule with a filter covers only the damage of the sources it names; a damage
    // event without a source object is none of them.
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (r.rule == RuleName::DamageCantBePrevented
                && (!r.filter || (source >= 0 && inSet(state, res, *r.filter, i, source))))
                return true;
    // A resolved spell's rule for the turn (Flaring Pain) belongs to no object.
    return std::any_of(res.gameRules.cbegin(), res.gameRules.cend(),
        [](const RuleEffectRecord& r) { return r.rule == RuleName::DamageCantBePrevented && !r.filter; });
}

int damageAfterStaticRules(const GameState& state, const Resolution& res, int source, int target, int amount,
    bool combat, bool preventable, QVector<PlayText>* notes)
{
    if (amount <= 0)
        return amount;
    // 614.1a: "it deals double that damage instead", each such effect once (616.1 orders them with the
    // prevention below; doubling nothing is nothing, so the order changes no result Strata computes).
    if (source >= 0)
        for (int i = 0; i < res.rulesEffects.size(); ++i)
            for (const RuleEffectRecord& r : res.rulesEffects[i])
                if (r.rule == RuleName::DealsDoubleDamage && (!r.filter || inSet(state, res, *r.filter, i, source))) {
                    notes->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage from %2 is doubled to %3 (%4, 614.1a)"),
                        {PlayText::number(amount), res.chars[source].name, PlayText::number(amount * 2),
                            origin(res, i, r.effect)}));
                    amount *= 2;
                }
    if (!preventable || damageCantBePrevented(state, res, source))   // 615.12
        return amount;
    // 615.1a: "Prevent all [combat / noncombat] damage that would be dealt to ~ [by creatures]".
    if (target >= 0)
        for (const RuleEffectRecord& r : res.rulesEffects.value(target))
            if (amount > 0 && preventsDamageTo(r.rule, combat)
                && (!r.filter || (source >= 0 && inSet(state, res, *r.filter, target, source)))) {
                notes->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage to %2 is prevented (%3, 615.1a)"),
                    {PlayText::number(amount), res.chars[target].name, origin(res, target, r.effect)}));
                amount = 0;
            }
    // "Prevent all [combat] damage that would be dealt by enchanted creature".
    if (source >= 0)
        for (const RuleEffectRecord& r : res.rulesEffects.value(source))
            if (amount > 0 && preventsDamageBy(r.rule, combat)) {
                notes->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage from %2 is prevented (%3, 615.1a)"),
                    {PlayText::number(amount), res.chars[source].name, origin(res, source, r.effect)}));
                amount = 0;
            }
    // Stop 48: part of it, "prevent X of that damage", "prevent all but 1 of that damage".
    if (target >= 0)
        for (const RuleEffectRecord& r : res.rulesEffects.value(target)) {
            if (amount <= 0 || (r.rule != RuleName::PreventSomeDamageTo && r.rule != RuleName::PreventAllButOneDamageTo))
                continue;
            const int prevented = r.rule == RuleName::PreventAllButOneDamageTo ? amount - 1 : std::min(amount, r.power);
            if (prevented <= 0)
                continue;
            notes->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 of the %2 damage to %3 is prevented (%4, 615.1a)"),
                {PlayText::number(prevented), PlayText::number(amount), res.chars[target].name, origin(res, target, r.effect)}));
            amount -= prevented;
        }
    return amount;
}

int damageToPlayerAfterPartialPrevention(const GameState& state, const Resolution& res, int source,
    const QString& player, const QString& playerName, int amount, bool combat, QVector<PlayText>* notes)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i]) {
            const bool partial = r.rule == RuleName::PlayerPreventSomeDamage
                || (r.rule == RuleName::PlayerPreventSomeCombatDamage && combat);
            if (amount <= 0 || !partial || res.chars[i].controller != player)
                continue;
            if (r.filter && (source < 0 || !inSet(state, res, *r.filter, i, source)))
                continue;
            const int prevented = std::min(amount, r.power);
            if (prevented <= 0)
                continue;
            notes->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 of the %2 damage to %3 is prevented (%4, 615.1a)"),
                {PlayText::number(prevented), PlayText::number(amount), playerName, origin(res, i, r.effect)}));
            amount -= prevented;
        }
    return amount;
}

bool entersTappedByRule(const Resolution& res, const TypeLine& type, const QString& controller, PlayText* why)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i]) {
            if (r.rule != RuleName::PermanentsEnterTapped || !r.filter)
                continue;
            // The set names kinds only (the importer reads no other); who will control the permanent
            // is checked here, as it is not on the battlefield yet.
            const Selector& set = *r.filter;
            const Selector::Who who = set.anyOf.isEmpty() ? set.controller : set.anyOf.first().controller;
            const bool yours = controller == res.chars[i].controller;
            if ((who == Selector::Who::You && !yours) || (who == Selector::Who::Opponent && yours))
                continue;
            if (!namesKind(set, type))
                continue;
            *why = origin(res, i, r.effect);
            return true;
        }
    // Round 38: a resolved spell's rule for the turn ("Permanents enter the battlefield tapped this turn.", Due Respect)
    // belongs to no object; its controller is the spell's.
    for (const RuleEffectRecord& r : res.gameRules) {
        if (r.rule != RuleName::PermanentsEnterTapped || !r.filter)
            continue;
        const Selector& set = *r.filter;
        const Selector::Who who = set.anyOf.isEmpty() ? set.controller : set.anyOf.first().controller;
        const bool yours = controller == r.controller;
        if ((who == Selector::Who::You && !yours) || (who == Selector::Who::Opponent && yours) || !namesKind(set, type))
            continue;
        *why = PlayText(r.effect);
        return true;
    }
    return false;
}

std::optional<PlayText> lifeGainForbidden(const Resolution& res, const QString& player)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (r.rule == RuleName::PlayersCantGainLife
                || (r.rule == RuleName::OpponentsCantGainLife && res.chars[i].controller != player))
                return origin(res, i, r.effect);
    for (const RuleEffectRecord& r : res.gameRules)
        if (r.rule == RuleName::PlayersCantGainLife)
            return PlayText(r.effect);
    return std::nullopt;
}

std::optional<PlayText> winForbidden(const Resolution& res, const QString& player)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (r.rule == RuleName::CantLoseOpponentsCantWin && res.chars[i].controller != player)
                return origin(res, i, r.effect);
    return std::nullopt;
}

std::optional<PlayText> damageToPlayerPrevented(
    const GameState& state, const Resolution& res, int source, const QString& player)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i]) {
            if (r.rule != RuleName::PlayerPreventAllDamage || res.chars[i].controller != player)
                continue;
            // A filter names the sources by their controller: a damage event without a source object
            // can't be matched against it.
            if (r.filter && (source < 0 || !inSet(state, res, *r.filter, i, source, resolvedNamed(state, r.effect))))
                continue;
            return origin(res, i, r.effect);
        }
    // A resolved spell's rule for the turn ("Prevent all damage that would be dealt to you this turn by
    // attacking creatures", Deep Wood) belongs to no object: its filter is matched as the damage would be
    // dealt (615: the sources are not locked in as the spell resolved).
    for (const RuleEffectRecord& r : res.gameRules) {
        if (r.rule != RuleName::PlayerPreventAllDamage || r.controller != player)
            continue;
        if (r.filter) {
            ContinuousEffect probe;
            probe.sourceIndex = r.source;
            probe.controller = r.controller;
            probe.resolved = resolvedNamed(state, r.effect);
            if (source < 0 || !Evaluator(state, res.chars).matches(*r.filter, probe, source))
                continue;
        }
        return PlayText(r.effect);
    }
    return std::nullopt;
}

bool namesChosenSource(const AbilityDef& ability)
{
    return std::any_of(ability.effect.cbegin(), ability.effect.cend(), [](const Action& a) {
        if (!a.continuous)
            return false;
        if (a.continuous->affects && a.continuous->affects->ref == Selector::Ref::ChosenSource)
            return true;
        return std::any_of(a.continuous->ops.cbegin(), a.continuous->ops.cend(),
            [](const Op& op) { return op.filter && op.filter->ref == Selector::Ref::ChosenSource; });
    });
}

std::optional<PlayText> preventedRemovingCounter(const Resolution& res, int target)
{
    for (const RuleEffectRecord& r : res.rulesEffects.value(target))
        if (r.rule == RuleName::PreventDamageRemoveCounter)
            return origin(res, target, r.effect);
    return std::nullopt;
}

std::optional<PlayText> lifeChangeForbidden(const Resolution& res, const QString& player)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (r.rule == RuleName::LifeCantChange && res.chars[i].controller == player)
                return origin(res, i, r.effect);
    return std::nullopt;
}

std::optional<PlayText> castForbidden(const GameState& state, const Resolution& res, int card)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (castRuleNames(state, res, r, card))
                return origin(res, i, r.effect);
    for (const RuleEffectRecord& r : res.gameRules)   // a resolved spell's rule for the turn (Silence)
        if (castRuleNames(state, res, r, card))
            return PlayText(r.effect);
    return std::nullopt;
}

std::optional<PlayText> landPlayForbidden(const GameState& state, const Resolution& res, int card)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (landPlayRuleNames(state, res, r, card))
                return origin(res, i, r.effect);
    for (const RuleEffectRecord& r : res.gameRules)   // a resolved spell's rule for the turn (Turf Wound)
        if (landPlayRuleNames(state, res, r, card))
            return PlayText(r.effect);
    return std::nullopt;
}

int lifeGainAfterRules(const Resolution& res, const QString& player, int amount, QVector<PlayText>* applied)
{
    // 616.1: the player who gains chooses the order of these replacements; each "plus 1" before each
    // doubling is the order that gains the most, the one the event player takes.
    QVector<PlayText> doublings;
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i]) {
            if (res.chars[i].controller != player)
                continue;
            if (r.rule == RuleName::GainLifePlusOne) {
                ++amount;
                applied->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "1 more life is gained (%1, 614.1a)"),
                    {origin(res, i, r.effect)}));
            } else if (r.rule == RuleName::GainLifeTwice) {
                doublings << origin(res, i, r.effect);
            }
        }
    for (const PlayText& why : doublings) {
        amount *= 2;
        applied->append(PlayText(QT_TRANSLATE_NOOP("PlayText", "twice that much life is gained (%1, 614.1a)"), {why}));
    }
    return amount;
}

std::optional<PlayText> lifeCantGoBelowOne(const Resolution& res, const QString& player)
{
    for (int i = 0; i < res.rulesEffects.size(); ++i)
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            if (r.rule == RuleName::LifeCantGoBelowOne && res.chars[i].controller == player)
                return origin(res, i, r.effect);
    return std::nullopt;
}

}   // namespace strata
