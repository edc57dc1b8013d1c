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
    const int hash = abilityFrom.lastIndexOf(QLatin1Char('#'));
    if (granted.isEmpty() && hash > 0) {
        const GameObject* granter = state.object(abilityFrom.left(hash));
        bool ok = false;
        const int n = abilityFrom.mid(hash + 1).toInt(&ok);
        if (granter && granter->card && ok && n >= 1 && n <= printedFace(*granter).abilities.size()) {
            const AbilityPtr& a = printedFace(*granter).abilities[n - 1];
            for (const Op& op : a->ops)
                if (op.kind == Op::Kind::AddAbilities)
                    granted += op.abilities;
        }
    }
    return granted;
}

namespace {

void collectDelayed(const QVector<Action>& actions, QVector<Action>* out)
{
    for (const Action& a : actions)
        if (a.kind == ActionKind::Delayed)
            *out << a;
}

}   // namespace

QVector<Action> delayedActionsOf(const GameState& state, const QString& source)
{
    QVector<Action> found;
    if (const GameObject* o = state.object(source); o && o->card) {
        for (const AbilityPtr& a : printedFace(*o).abilities) {
            collectDelayed(a->effect, &found);
            for (const Op& op : a->ops)
                for (const AbilityPtr& g : op.abilities)
                    collectDelayed(g->effect, &found);
        }
        return found;
    }
    for (const ResolvedEffect& e : state.effects)
        if (e.id == source && e.ability)
            collectDelayed(e.ability->effect, &found);
    return found;
}

AbilityPtr delayedTriggerAbility(const Action& delayed)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = delayed.event;
    a->triggerIf = delayed.condition;
    a->effect = delayed.nested;
    a->finalize();
    return a;
}

bool canLeaveEffect(const AbilityPtr& ability)
{
    if (!ability)
        return false;
    const auto k = ability->kind;
    return k == AbilityDef::Kind::Activated || k == AbilityDef::Kind::Loyalty || k == AbilityDef::Kind::Triggered;
}

}   // namespace strata
