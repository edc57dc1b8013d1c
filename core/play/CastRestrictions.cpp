#include "CastRestrictions.h"
#include "engine/Evaluator.h"
#include "engine/Effect.h"

namespace strata {

namespace {

const ResolvedEffect* resolvedEffect(const GameState& state, const QString& id)
{
    for (const ResolvedEffect& e : state.effects)
        if (e.id == id)
            return &e;
    return nullptr;
}

// The player a resolved effect's "target player" or "defending player" names: the spell's player
// target (115.1), or the player fixed as it resolved.
QString fixedPlayer(const GameState& state, const ResolvedEffect& e, const QString& whose)
{
    if (whose == QLatin1String("defending_player"))
        return e.choices.player;
    for (const QString& t : e.targets)
        if (state.player(t))
            return t;
    return {};
}

// The player a static ability's rule names by its source: "defending player" of an attacking source
// (506.2: the player it attacks, or the controller of the planeswalker or battle it attacks), "enchanted
// creature's controller" (303.4); none while the source attacks nothing or enchants nothing.
QString sourcesPlayer(const GameState& state, const Resolution& res, int source, const QString& whose)
{
    if (source < 0 || source >= state.objects.size())
        return {};
    const GameObject& o = state.objects[source];
    const QString named = whose == QLatin1String("defending_player") ? (o.attacking ? o.attackTarget : QString())
        : whose == QLatin1String("controller_of_attached")          ? o.attachedTo
                                                                     : QString();
    if (named.isEmpty() || state.player(named))
        return named;
    const int i = state.objectIndex(named);
    return i >= 0 && i < res.chars.size() ? res.chars[i].controller : QString();
}

// "Each player can't cast more than one spell each turn" (Rule of Law), "You can't cast more than one
// spell each turn" (Yawgmoth's Agenda): the caster has cast a spell this turn already (the turn's record,
// 500.5 clears it).
// Round 28: "Enchanted player can't …" (Curse of Exhaustion): the player the Curse enchants instead of "you".
bool oneSpellRuleBinds(const GameState& state, const Resolution& res, const RuleEffectRecord& r, const QString& caster)
{
    const QString bound = r.filter && !r.filter->whose.isEmpty() ? sourcesPlayer(state, res, r.source, r.filter->whose)
                                                                  : r.controller;
    if (r.rule == RuleName::CastOneSpellEachTurn && caster != bound)
        return false;
    const Player* p = state.player(caster);
    return p && p->thisTurn.spellsCast >= 1;
}

// A CantBeCast or CantPlayLands rule's filter matched against the card, its "target player" or "defending
// player" the player the resolved effect fixed, the card's owner the player who would cast or play it.
bool filterNamesCard(const GameState& state, const Resolution& res, const RuleEffectRecord& r, int card);

}   // namespace

bool castRuleNames(const GameState& state, const Resolution& res, const RuleEffectRecord& r, int card)
{
    if (card < 0 || card >= state.objects.size())
        return false;
    if (r.rule == RuleName::PlayersCastOneSpellEachTurn || r.rule == RuleName::CastOneSpellEachTurn)
        return oneSpellRuleBinds(state, res, r, state.objects[card].owner);
    if (r.rule != RuleName::CantBeCast)
        return false;
    return filterNamesCard(state, res, r, card);
}

bool landPlayRuleNames(const GameState& state, const Resolution& res, const RuleEffectRecord& r, int card)
{
    return card >= 0 && card < state.objects.size() && r.rule == RuleName::CantPlayLands
        && filterNamesCard(state, res, r, card);
}

namespace {

bool filterNamesCard(const GameState& state, const Resolution& res, const RuleEffectRecord& r, int card)
{
    if (!r.filter)
        return false;
    Selector spells = *r.filter;
    if (!spells.whose.isEmpty()) {
        const ResolvedEffect* e = resolvedEffect(state, r.effect);
        const QString bound = e ? fixedPlayer(state, *e, spells.whose) : sourcesPlayer(state, res, r.source, spells.whose);
        if (bound.isEmpty() || bound != state.objects[card].owner)
            return false;
        spells.whose.clear();
    }
    ContinuousEffect probe;
    probe.sourceIndex = r.source;
    probe.controller = r.controller;
    return Evaluator(state, res.chars).matches(spells, probe, card);
}

}   // namespace

bool restrictsDefendingPlayer(const AbilityDef* ability)
{
    if (!ability)
        return false;
    for (const Action& a : ability->effect)
        if (a.continuous)
            for (const Op& op : a.continuous->ops)
                if (op.rule == RuleName::CantBeCast && op.filter && op.filter->whose == QLatin1String("defending_player"))
                    return true;
    return false;
}

}   // namespace strata
