#include "ResolvableAbilities.h"
#include <algorithm>
#include <limits>

namespace strata {

AbilityPtr spellAbility(const CardPtr& card)
{
    if (!card)
        return {};
    QVector<AbilityPtr> paragraphs;
    for (const AbilityPtr& a : card->front.abilities)
        if (a->kind == AbilityDef::Kind::Spell)
            paragraphs << a;
    if (paragraphs.size() < 2)
        return paragraphs.value(0);
    // 608.2c: a spell's instructions are followed in the order written, every paragraph of them
    // (Annihilate destroys, then draws). A card lists each paragraph as its own ability; the spell
    // resolves them as one. Targets are referred to by position within one paragraph, so paragraphs
    // join only while at most one of them targets; a modal or optional paragraph keeps its own
    // choice, and such a card resolves its last paragraph, as a card with one would.
    // Round 24: a paragraph done instead of the one before (Action::instead) names that one's targets
    // again; they are chosen once.
    // Round 41: or several instructions under the one condition, "If C, instead X and Y" (Kamahl's Sledge), the
    // first saying "instead".
    const auto replacesBefore = [](const AbilityDef& p) {
        if (p.effect.isEmpty() || p.effect.first().instead == Action::Instead::None)
            return false;
        const Action& first = p.effect.first();
        return p.effect.size() == 1
            || (first.condition && std::all_of(p.effect.cbegin() + 1, p.effect.cend(), [&](const Action& a) {
                   return a.condition && *a.condition == *first.condition && a.instead == Action::Instead::None
                       && !a.otherwise && !a.ifYouDo && !a.ifYouDont && !a.optional;
               }));
    };
    int targeting = 0;
    for (const AbilityPtr& p : paragraphs) {
        if (!p->modes.isEmpty() || p->optional)
            return paragraphs.last();
        targeting += !p->targets.isEmpty() && !replacesBefore(*p);
    }
    if (targeting > 1)
        return paragraphs.last();
    auto whole = QSharedPointer<AbilityDef>::create(*paragraphs.first());
    for (int k = 1; k < paragraphs.size(); ++k) {
        if (replacesBefore(*paragraphs[k]) && !whole->effect.isEmpty()) {
            // "Threshold — … instead if …": its condition is checked once, first; the instruction it
            // replaces is done only when it was false, as an "Otherwise, …" (608.2c).
            Action replaced = whole->effect.takeLast();
            replaced.otherwise = true;
            whole->effect << paragraphs[k]->effect << replaced;
            continue;
        }
        whole->effect += paragraphs[k]->effect;
        whole->targets += paragraphs[k]->targets;
    }
    whole->finalize();
    return whole;
}

const CardFace& printedFace(const GameObject& object)
{
    // 710.2: a flipped flip card has its other half's characteristics (the importer's second face).
    return ((object.transformed || object.flipped) && object.card->back) ? *object.card->back : object.card->front;
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

namespace {
// The copy an ability of the object made of the object itself ("becomes a copy of", 707.4).
const Op* copyOfItself(const AbilityDef& ability)
{
    for (const Action& action : ability.effect)
        if (action.continuous && action.continuous->affects && action.continuous->affects->ref == Selector::Ref::Self)
            for (const Op& op : action.continuous->ops)
                if (op.kind == Op::Kind::Copy)
                    return &op;
    return nullptr;
}

// The "enter as a copy" ability that made the object a copy: another permanent's (Essence of the
// Wild, 616.1c) or its own.
const Replacement::EntersAsCopy* enteringCopy(const GameState& state, const GameObject& o)
{
    if (const GameObject* named = state.object(o.choices.copyOf); named && named->card)
        for (const AbilityPtr& a : printedFace(*named).abilities)
            if (a->copiesOthersOnEntering() && named->timestamp < o.timestamp)
                return &*a->replacement.entersAsCopy;
    for (const AbilityPtr& a : printedFace(o).abilities)
        if (a->copiesOnEntering())
            return &*a->replacement.entersAsCopy;
    return nullptr;
}

// 707.9a: the abilities of an object that is a copy at `timestamp` are the copied object's, then
// those the copy effect's exceptions add; otherwise its printed ones. A copy of a copy looks further.
QVector<AbilityPtr> abilitiesAt(const GameState& state, const GameObject& o, int timestamp, int depth)
{
    const ResolvedEffect* latest = nullptr;
    const Op* op = nullptr;
    for (const ResolvedEffect& e : state.effects)
        if (e.sourceId == o.id && e.ability && e.timestamp < timestamp && (!latest || e.timestamp > latest->timestamp))
            if (const Op* c = copyOfItself(*e.ability)) {
                latest = &e;
                op = c;
            }
    const GameObject* copied = nullptr;
    const CopyExceptions* except = nullptr;
    AbilityPtr thisAbility;
    int copiedAt = o.timestamp;
    if (latest) {
        copied = state.object(latest->targets.isEmpty() ? latest->choices.copyOf : latest->targets.first());
        except = &op->except;
        thisAbility = latest->ability;
        copiedAt = latest->timestamp;
    } else if (!o.choices.copyOf.isEmpty()) {
        if (const Replacement::EntersAsCopy* entering = enteringCopy(state, o)) {
            copied = state.object(o.choices.copyOf);
            except = &entering->except;
        }
    }
    if (!copied || !copied->card || copied == &o || depth > 8)
        return printedFace(o).abilities;
    QVector<AbilityPtr> list = copied->faceDown ? QVector<AbilityPtr>() : abilitiesAt(state, *copied, copiedAt, depth + 1);
    list += except->addAbilities;
    if (except->hasThisAbility && thisAbility)
        list << thisAbility;
    if (except->ifCreature && printedFace(*copied).type.has(CardType::Creature))
        list += except->ifCreature->addAbilities;
    return list;
}
}   // namespace

QVector<AbilityPtr> abilitiesAsNumbered(const GameState& state, const GameObject& source, int timestamp)
{
    return abilitiesAt(state, source, timestamp, 0);
}

QVector<AbilityPtr> numberedAbilities(const GameState& state, const QString& sourceId, const QString& abilityFrom)
{
    const GameObject* source = state.object(sourceId);
    if (!source || !source->card)
        return {};
    if (abilityFrom.isEmpty())
        return abilitiesAsNumbered(state, *source, std::numeric_limits<int>::max());
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

bool isRuleOp(const Op& op)
{
    return op.kind == Op::Kind::Rule || op.kind == Op::Kind::PlayerRule;
}

bool fixesItsSet(const Action& a)
{
    if (!a.continuous || !a.continuous->affects)
        return false;
    const Selector& s = *a.continuous->affects;
    const bool namedOnly
        = s.isRef() || (!s.anyOf.isEmpty() && std::all_of(s.anyOf.cbegin(), s.anyOf.cend(), [](const Selector& p) { return p.isRef(); }));
    return !namedOnly && std::none_of(a.continuous->ops.cbegin(), a.continuous->ops.cend(), isRuleOp);
}

}   // namespace strata
