#include "ResolvableAbilities.h"

namespace strata::ui {

AbilityPtr spellAbility(const CardPtr& card)
{
    if (!card)
        return {};
    AbilityPtr found;
    // The reader keeps the last spell ability a card lists; so must we, or a saved file would differ.
    for (const AbilityPtr& a : card->front.abilities)
        if (a->kind == AbilityDef::Kind::Spell)
            found = a;
    return found;
}

QVector<AbilityPtr> numberedAbilities(const GameState& state, const QString& sourceId, const QString& abilityFrom)
{
    const GameObject* source = state.object(sourceId);
    if (!source || !source->card)
        return {};
    if (abilityFrom.isEmpty()) {
        const CardFace& face = (source->transformed && source->card->back) ? *source->card->back : source->card->front;
        return face.abilities;
    }
    QVector<AbilityPtr> granted;
    for (const ResolvedEffect& e : state.effects) {
        if (e.id != abilityFrom || !e.ability)
            continue;
        for (const Action& action : e.ability->effect)
            if (action.continuous)
                for (const Op& op : action.continuous->ops)
                    if (op.kind == Op::Kind::AddAbilities)
                        granted += op.abilities;
    }
    return granted;
}

bool canLeaveEffect(const AbilityPtr& ability)
{
    if (!ability)
        return false;
    const auto k = ability->kind;
    return k == AbilityDef::Kind::Activated || k == AbilityDef::Kind::Loyalty || k == AbilityDef::Kind::Triggered;
}

} // namespace strata::ui
