#include "EnteringCopy.h"
#include "Evaluator.h"
#include "model/ResolvableAbilities.h"

namespace strata {

namespace {

int counterCount(const QString& count, const std::optional<int>& x)
{
    if (count == QLatin1String("x"))
        return x.value_or(0);
    return count.toInt();
}

void addCounters(QVector<CounterStack>& to, const QString& kind, int n, int timestamp)
{
    if (n > 0 && !kind.isEmpty())
        to << CounterStack{kind, n, timestamp};
}

// The entering object's own "enter as a copy" ability, if it has one.
AbilityPtr ownCopyAbility(const CardFace& face)
{
    for (const AbilityPtr& a : face.abilities)
        if (a->copiesOnEntering())
            return a;
    return {};
}

// 614.1c: "enters tapped unless you control …" is read from the board the permanent enters onto.
bool conditionHoldsAsItEnters(const Condition& c, const GameObject& entering, const GameState& state,
    const QVector<Characteristics>& chars)
{
    if (chars.size() != state.objects.size())
        return false;
    ContinuousEffect as;
    as.id = entering.id;
    as.sourceIndex = state.objectIndex(entering.id);
    as.controller = entering.controller;
    return Evaluator(state, chars).holds(c, as);
}

}   // namespace

AbilityPtr copyOthersAbility(const Characteristics& granter)
{
    for (const AbilityInstance& a : granter.abilities)
        if (a.def->copiesOthersOnEntering())
            return a.def;
    return {};
}

AbilityPtr copyGrantedBy(int granterIndex, const CardFace& entering, const QString& controller, const GameState& state,
    const QVector<Characteristics>& chars, int enteredAt)
{
    if (granterIndex < 0 || granterIndex >= state.objects.size() || granterIndex >= chars.size())
        return {};
    const GameObject& granter = state.objects[granterIndex];
    if (granter.zone != Zone::Battlefield || !entering.type.has(CardType::Creature))
        return {};
    if (enteredAt > 0 && granter.timestamp >= enteredAt)
        return {};
    const QString granterController = chars[granterIndex].controller.isEmpty() ? granter.controller
                                                                               : chars[granterIndex].controller;
    if (granterController != controller)
        return {};
    return copyOthersAbility(chars[granterIndex]);
}

QStringList copyGranters(const CardFace& entering, const QString& controller, const GameState& state,
    const QVector<Characteristics>& chars, const QString& enteringId)
{
    QStringList ids;
    for (int i = 0; i < state.objects.size(); ++i)
        if (state.objects[i].id != enteringId && copyGrantedBy(i, entering, controller, state, chars))
            ids << state.objects[i].id;
    return ids;
}

EnteringWith enteringWith(const GameObject& o, const GameState& state, const QVector<Characteristics>& chars)
{
    EnteringWith with;
    if (!o.card || o.faceDown)
        return with;
    const CardFace& printed = printedFace(o);
    QVector<AbilityPtr> abilities;
    std::optional<int> x = o.choices.x;
    const int copied = o.choices.copyOf.isEmpty() ? -1 : state.objectIndex(o.choices.copyOf);
    const AbilityPtr own = ownCopyAbility(printed);
    const bool granted = copied >= 0 && copyGrantedBy(copied, printed, o.controller, state, chars);
    if (copied >= 0 && copied < chars.size() && (granted || own)) {
        // 707.5: it enters with the copied abilities; {X} in a copied cost or count is 0 (707.2).
        for (const AbilityInstance& a : chars[copied].abilities)
            if (a.printedIndex > 0)
                abilities << a.def;
        x = 0;
        const CopyExceptions& except = (granted ? copyOthersAbility(chars[copied]) : own)->replacement.entersAsCopy->except;
        addCounters(with.counters, except.extraCounterKind, counterCount(except.extraCounterCount, o.choices.x),
            o.timestamp);
        // Vesuva: "you may have ~ enter tapped as a copy of any land" (614.1c): its own choice, tapped.
        with.tapped = !granted && own->replacement.entersTapped;
    } else {
        abilities = printed.abilities;
    }
    for (const AbilityPtr& a : abilities) {
        if (a->isKeyword(QStringLiteral("Fading")))   // 702.32a
            addCounters(with.counters, QStringLiteral("fade"), a->n.value_or(0), o.timestamp);
        if (a->isKeyword(QStringLiteral("Tribute")) && o.choices.paid.contains(QStringLiteral("tribute")))
            addCounters(with.counters, QStringLiteral("+1/+1"), a->n.value_or(0), o.timestamp);   // 702.104a: paid
        if (a->kind != AbilityDef::Kind::Replacement)
            continue;
        if (a->condition && a->condition->kind == Condition::Kind::Kicked && !o.kicked)
            continue;   // Kavu Titan: only a kicked one enters with the counters
        if (a->condition && a->condition->kind == Condition::Kind::CastFromHand
            && (o.castFrom == Zone::Hand) == a->condition->negated)
            continue;   // the Myojin: a divinity counter only if it was cast from its owner's hand
        const Replacement& r = a->replacement;
        if (a->condition && a->condition->kind != Condition::Kind::Kicked
            && a->condition->kind != Condition::Kind::CastFromHand && (r.entersTapped || r.entersWithCounters)
            && !conditionHoldsAsItEnters(*a->condition, o, state, chars))
            continue;   // a fast land with few other lands, a check land beside its land type; morbid's counters
        // An "enter tapped as a copy" it did not enter as (no copy chosen) leaves it untapped.
        with.tapped = with.tapped || (r.entersTapped && !r.entersAsCopy);   // 614.1c
        if (r.entersWithCounters && r.entersWithCountersCount) {
            // "for each creature card in your graveyard": counted as it enters, its controller's "you"
            ContinuousEffect probe;
            probe.sourceIndex = state.objectIndex(o.id);
            probe.controller = o.controller.isEmpty() ? o.owner : o.controller;
            const int n = Evaluator(state, chars).evaluate(*r.entersWithCountersCount, probe, -1);
            addCounters(with.counters, r.entersWithCounters->kind, std::max(0, n), o.timestamp);
        } else if (r.entersWithCounters) {
            addCounters(with.counters, r.entersWithCounters->kind,
                r.entersWithCounters->n.x ? x.value_or(0) : r.entersWithCounters->n.n, o.timestamp);
        }
    }
    return with;
}

}   // namespace strata
