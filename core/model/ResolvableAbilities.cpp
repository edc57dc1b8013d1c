#include "ResolvableAbilities.h"

namespace strata {

AbilityPtr spellAbility(const CardPtr& card)
{
    if (!card)
        return {};
    AbilityPtr found;
    // The last one the card lists: ScenarioReader and the app both take it from here.
    for (const AbilityPtr& a : card->front.abilities)
        if (a->kind == AbilityDef::Kind::Spell)
            found = a;
    return found;
}

const CardFace& printedFace(const GameObject& object)
{
    return (object.transformed && object.card->back) ? *object.card->back : object.card->front;
}

QVector<AbilityPtr> abilitiesGrantedBy(const ResolvedEffect& effect)
{
    QVector<AbilityPtr> granted;
    if (!effect.ability)
        return granted;
    for (const Action& action : effect.ability->effect)
        if (action.continuous)
            for (const Op& op : action.continuous->ops)
                if (op.kind == Op::Kind::AddAbilities)
                    granted += op.abilities;
    return granted;
}

QVector<AbilityPtr> numberedAbilities(const GameState& state, const QString& sourceId, const QString& abilityFrom)
{
    const GameObject* source = state.object(sourceId);
    if (!source || !source->card)
        return {};
    if (abilityFrom.isEmpty())
        return printedFace(*source).abilities;
    QVector<AbilityPtr> granted;
    for (const ResolvedEffect& e : state.effects)
        if (e.id == abilityFrom)
            granted += abilitiesGrantedBy(e);
    return granted;
}

bool canLeaveEffect(const AbilityPtr& ability)
{
    if (!ability)
        return false;
    const auto k = ability->kind;
    return k == AbilityDef::Kind::Activated || k == AbilityDef::Kind::Loyalty || k == AbilityDef::Kind::Triggered;
}

}   // namespace strata
