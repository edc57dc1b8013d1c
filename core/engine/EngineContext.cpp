#include "EngineContext.h"
#include <algorithm>
#include "KeywordAbilities.h"
#include "model/ResolvableAbilities.h"

namespace strata {

static QHash<QString, int> indexObjects(const GameState& state)
{
    QHash<QString, int> index;
    index.reserve(state.objects.size());
    for (int i = 0; i < state.objects.size(); ++i)
        index.insert(state.objects[i].id, i);
    return index;
}

EngineContext::EngineContext(const GameState& state, EngineOptions options)
    : state(state),
      objectIndex(indexObjects(state)),
      attachments(Evaluator::attachmentsOf(state)),
      options(options),
      chars(res.chars),
      eval(state, res.chars, &objectIndex, &attachments),
      applier(eval)
{
    res.edition = state.rules;
    clock.start();
}

bool EngineContext::overLimit()
{
    if (!res.stoppedBy.isEmpty())
        return true;
    if (options.timeLimitMs >= 0 && clock.elapsed() > options.timeLimitMs)
        res.stoppedBy = QStringLiteral("resolution stopped: it ran past the time limit of %1 ms for one resolution")
                            .arg(options.timeLimitMs);
    else if (options.traceChangeLimit >= 0 && traceChanges > options.traceChangeLimit)
        res.stoppedBy = QStringLiteral("resolution stopped: its trace passed the limit of %1 recorded changes")
                            .arg(options.traceChangeLimit);
    return !res.stoppedBy.isEmpty();
}

QString staticEffectKey(const QString& effectId, const AbilityDef* ability)
{
    // A copy's abilities are numbered as copied, so "x#1" can name both the copy effect of
    // x's own first ability and the effect of the first ability it copied: keep both.
    return effectId + QLatin1Char('|') + QString::number(quintptr(ability), 16);
}

void EngineContext::addEffect(ContinuousEffect&& e)
{
    e.slot = int(effects.size());
    e.chosenSubtype = eval.chosenSubtype(e);
    e.chosenSubtypeKnown = true;
    effectIndex.insert(e.id, e.slot);
    effects.push_back(std::move(e));
}

bool EngineContext::inStage(const ContinuousEffect& e, const LayerStage& stage) const
{
    const bool counters = e.origin == ContinuousEffect::Origin::Counters;
    if (stage.counters == LayerStage::Counters::Only)
        return counters && e.inLayer(Layer::L7c);
    if (counters && stage.counters == LayerStage::Counters::Exclude)
        return false;
    return e.inLayer(stage.layer);
}

bool EngineContext::isLive(const ContinuousEffect& e) const
{
    if (e.started())
        return true;   // 613.6: once it started, it keeps applying
    return eval.abilityStillThere(e);
}

bool EngineContext::appliesNow(const ContinuousEffect& e) const
{
    return isLive(e) && (e.started() || !e.condition || eval.holds(*e.condition, e));
}

QVector<int> EngineContext::affectedBy(const EffectPart& part, const ContinuousEffect& e) const
{
    if (part.started)
        return part.locked;
    if (!part.affects)
        return {};
    const std::optional<QVector<int>> whole = fixedSetTakenWhole(part, e);
    QVector<int> picked = whole ? *whole : withinFixedSet(part, e, selected(part, e));
    // Round 35: a condition about each affected object's controller leaves out the objects it fails for (611.3a).
    picked.removeIf([&](int i) { return !eval.holdsForAffected(e.condition, e, i); });
    return picked;
}

QVector<int> EngineContext::selected(const EffectPart& part, const ContinuousEffect& e) const
{
    if (!options.reuseSelections || !SelectionCache::cacheable(*part.affects))
        return eval.select(*part.affects, e);
    if (const QVector<int>* known = selections.find(part.affects, e, eval))
        return *known;
    const QVector<int> picked = eval.select(*part.affects, e);
    selections.store(part.affects, e, picked);
    return picked;
}

bool EngineContext::heldToFixedSet(const EffectPart& part, const ContinuousEffect& e) const
{
    // 611.2c: the event player fixed the set of a resolved change as it began (ResolvedEffect::fixedSet). A rule
    // ("if a creature would die this turn, exile it instead", Flaying Tendrils) reaches later objects too.
    return e.resolved && e.resolved->fixedSet && !part.affects->isRef()
        && !std::all_of(part.ops.cbegin(), part.ops.cend(), isRuleOp);
}

std::optional<QVector<int>> EngineContext::fixedSetTakenWhole(const EffectPart& part, const ContinuousEffect& e) const
{
    // When one action of the resolved ability fixes a set, the fixed set is that action's own: it is taken as it is,
    // not selected again, since the change itself can take an object out of its words: "target opponent gains control
    // of all other permanents you control" (Sky Swallower) gives them to the opponent, and selected again from the
    // opponent's side "you control" would name the opponent's own permanents. When several do ("creatures your
    // opponents control get -1/-0 …, and creatures you control get +1/+0 …", Unnerving Assault), they share one fixed
    // set, and withinFixedSet keeps for each what its own words select.
    const AbilityDef* ability = e.resolved ? e.resolved->ability.data() : nullptr;
    if (!heldToFixedSet(part, e) || !ability || std::count_if(ability->effect.cbegin(), ability->effect.cend(), fixesItsSet) != 1)
        return std::nullopt;
    QVector<int> kept;
    for (auto it = e.resolved->fixedSet->cbegin(); it != e.resolved->fixedSet->cend(); ++it) {
        const int i = state.objectIndex(it.key());
        if (i >= 0 && state.objects[i].incarnation == it.value())
            kept << i;
    }
    std::sort(kept.begin(), kept.end());   // in the state's order, as a selection is
    return kept;
}

QVector<int> EngineContext::withinFixedSet(const EffectPart& part, const ContinuousEffect& e, QVector<int> picked) const
{
    if (!heldToFixedSet(part, e))
        return picked;
    const QHash<QString, int>& fixed = *e.resolved->fixedSet;
    picked.removeIf([&](int i) { return fixed.value(state.objects[i].id, -1) != state.objects[i].incarnation; });
    return picked;
}

QVector<int> EngineContext::affectedSet(const ContinuousEffect& e) const
{
    if (e.origin == ContinuousEffect::Origin::Counters)
        return {e.sourceIndex};
    QVector<int> out;
    for (const EffectPart& part : e.parts)
        out += affectedBy(part, e);
    return out;
}

void EngineContext::applyCounters(
    const ContinuousEffect& e, const LayerStage& stage, int index, Characteristics& c) const
{
    const GameObject& o = state.objects[index];
    for (const CounterStack& s : o.counters) {
        if (stage.layer == Layer::L6) {
            if (AbilityPtr kw = keywordForCounter(s.kind)) {
                bool banned = false;
                for (const AbilityPtr& b : c.cantHave)
                    banned |= b->sameAs(*kw);
                if (!banned && s.count > 0)
                    c.abilities.append(AbilityInstance{kw, 0, s.timestamp, e.id, {}});
            }
        } else if (auto pt = ptCounter(s.kind)) {
            if (c.power)
                *c.power += pt->first * s.count;
            if (c.toughness)
                *c.toughness += pt->second * s.count;
        }
    }
}

}   // namespace strata
