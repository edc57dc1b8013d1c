#include "EffectCollector.h"
#include "KeywordAbilities.h"

namespace strata {

// The part of an effect that works on its own source: counters, face-down status, "enters as a copy".
static EffectPart partOnSelf(std::optional<Op> op)
{
    EffectPart part;
    part.affects = QSharedPointer<Selector>::create();
    part.affects->ref = Selector::Ref::Self;
    if (op)
        part.ops << *op;
    return part;
}

// The actions of a resolved ability that create continuous effects, nested ones included, in order.
static void gatherContinuous(const QVector<Action>& list, QVector<const Action*>& actions)
{
    for (const Action& a : list) {
        if (a.continuous)
            actions << &a;
        gatherContinuous(a.nested, actions);
    }
}

void EffectCollector::collectResolvedEffects()
{
    for (const ResolvedEffect& r : m_ctx.state.effects) {
        ContinuousEffect e;
        e.id = r.id;
        e.origin = ContinuousEffect::Origin::Resolved;
        e.resolved = &r;
        e.controller = r.controller;
        e.timestamp = r.timestamp;
        e.sourceIndex = r.sourceId.isEmpty() ? -1 : m_ctx.objectIndex.value(r.sourceId, -1);
        for (const QString& t : r.targets)
            e.targets << m_ctx.objectIndex.value(t, -1);
        // The ability that resolved: the spell's own, or the source's activated/triggered one.
        QVector<const Action*> actions;
        if (r.ability)
            gatherContinuous(r.ability->effect, actions);
        for (const Action* a : actions) {
            EffectPart part;
            part.affects = a->continuous->affects;
            part.ops = a->continuous->ops;
            for (const Op& op : part.ops)
                e.layers |= 1u << int(op.layer(false));
            e.parts << part;
        }
        if (e.parts.isEmpty())
            m_ctx.res.warnings
                << QStringLiteral("effect %1 creates no continuous effect; it has no step in the timeline").arg(r.id);
        m_ctx.addEffect(std::move(e));
    }
}

namespace {
// An effect the rules give an object itself (counters, face down): named after the object, no ability.
ContinuousEffect effectOfObject(const GameObject& o, int index, const char* suffix, ContinuousEffect::Origin origin)
{
    ContinuousEffect e;
    e.id = o.id + QLatin1String(suffix);
    e.origin = origin;
    e.sourceIndex = index;
    e.controller = o.controller;
    return e;
}
}   // namespace

void EffectCollector::collectCounterEffects()
{
    for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
        const GameObject& o = m_ctx.state.objects[i];
        if (o.zone != Zone::Battlefield || o.counters.isEmpty())
            continue;
        ContinuousEffect e = effectOfObject(o, i, "#counters", ContinuousEffect::Origin::Counters);
        for (const CounterStack& s : o.counters) {
            if (ptCounter(s.kind)) {
                e.layers |= 1u << int(Layer::L7c);
                e.timestamp = std::max(e.timestamp, s.timestamp);
            } else if (keywordForCounter(s.kind)) {
                e.layers |= 1u << int(Layer::L6);
                e.timestamp = std::max(e.timestamp, s.timestamp);
            }
        }
        if (!e.layers)
            continue;
        e.parts << partOnSelf(std::nullopt);
        m_ctx.addEffect(std::move(e));
    }
}

void EffectCollector::collectFaceDownEffects()
{
    // 708.2: a face-down permanent's characteristics come from the rules, in layer 1b (613.2b), with
    // the permanent's timestamp (613.7f: turning face down gives a new one). No ability generates
    // it, so nothing can remove it.
    for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
        const GameObject& o = m_ctx.state.objects[i];
        if (!o.faceDown)
            continue;
        ContinuousEffect e = effectOfObject(o, i, "#face_down", ContinuousEffect::Origin::Resolved);
        e.timestamp = o.timestamp;
        Op op;
        op.kind = Op::Kind::FaceDown;
        e.parts << partOnSelf(op);
        e.layers = 1u << int(Layer::L1b);
        m_ctx.addEffect(std::move(e));
    }
}

bool EffectCollector::scanStatics(const LayerStage& stage)
{
    bool added = false;
    if (m_ctx.abilitiesChangedOn.size() != m_ctx.state.objects.size())
        m_ctx.abilitiesChangedOn = QVector<bool>(m_ctx.state.objects.size(), true);
    bool* changedOn = m_ctx.abilitiesChangedOn.data();   // once: this loop runs over the whole board
    for (int i = 0; i < m_ctx.state.objects.size(); ++i) {
        // Only objects whose abilities changed since the last scan can have new static abilities.
        if (!changedOn[i])
            continue;
        changedOn[i] = false;
        if (scanObject(i, stage))
            added = true;
    }
    return added;
}

bool EffectCollector::scanObject(int index, const LayerStage& stage)
{
    bool added = false;
    const bool onBattlefield = m_ctx.eval.functions(index);
    const Characteristics& c = std::as_const(m_ctx.chars)[index];
    for (const AbilityInstance& a : c.abilities)
        if (collectStatic(index, a, onBattlefield, stage))
            added = true;
    return added;
}

bool EffectCollector::collectStatic(int index, const AbilityInstance& a, bool onBattlefield, const LayerStage& stage)
{
    // Only statics, changeling and "enters as a copy" make continuous effects.
    const auto kind = a.def->kind;
    if (kind != AbilityDef::Kind::Static && kind != AbilityDef::Kind::Replacement && !a.def->changeling)
        return false;
    if (kind == AbilityDef::Kind::Replacement && !a.def->copiesOnEntering())
        return false;
    // A cheap key first: most abilities were seen at an earlier stage.
    const quint64 seenKey
        = (quint64(index) << 40) ^ quint64(quintptr(a.def.data())) ^ (quint64(qHash(a.grantedBy)) << 16);
    if (m_seenAbilities.contains(seenKey))
        return false;
    const GameObject& o = m_ctx.state.objects[index];
    const bool entersAsCopy = a.def->kind == AbilityDef::Kind::Replacement && a.def->copiesOnEntering()
        && !o.choices.copyOf.isEmpty() && a.printedIndex > 0 && onBattlefield;
    if (entersAsCopy)
        return collectEntersAsCopy(index, a, stage);
    if (!a.def->generatesEffects()) {
        m_seenAbilities.insert(seenKey);
        return false;
    }
    const bool changeling = a.def->kind == AbilityDef::Kind::Keyword;
    const bool cda = changeling || a.def->cda;
    if (!onBattlefield && !cda)
        return false;
    const QString id = o.id + '#' + (a.printedIndex > 0 ? QString::number(a.printedIndex) : a.grantedBy);
    const QString key = staticEffectKey(id, a.def.data());
    if (m_ctx.staticKeys.contains(key))
        return false;
    m_ctx.staticKeys.insert(key);
    m_seenAbilities.insert(seenKey);
    addStaticEffect(index, a, id, changeling, cda);
    return true;
}

bool EffectCollector::collectEntersAsCopy(int index, const AbilityInstance& a, const LayerStage& stage)
{
    const GameObject& o = m_ctx.state.objects[index];
    const QString id = o.id + '#' + QString::number(a.printedIndex);
    if (m_ctx.effectIndex.contains(id) || stage.layer != Layer::L1a)
        return false;
    // 707.4/614.1c: "enters as a copy" makes a layer 1a copy effect with the object's timestamp.
    ContinuousEffect e;
    e.id = id;
    e.origin = ContinuousEffect::Origin::Static;
    e.sourceIndex = index;
    e.controller = std::as_const(m_ctx.chars)[index].controller;
    e.timestamp = o.timestamp;
    e.ability = a.def;
    e.printedIndex = a.printedIndex;
    Op op;
    op.kind = Op::Kind::Copy;
    op.copyOf = QSharedPointer<Selector>::create();
    op.copyOf->ref = Selector::Ref::Chosen;
    op.except = a.def->replacement.entersAsCopy->except;
    e.parts << partOnSelf(op);
    e.layers = 1u << int(Layer::L1a);
    m_ctx.addEffect(std::move(e));
    return true;
}

void EffectCollector::addStaticEffect(int index, const AbilityInstance& a, const QString& id, bool changeling, bool cda)
{
    const GameObject& o = m_ctx.state.objects[index];
    ContinuousEffect e;
    e.id = id;
    e.origin = ContinuousEffect::Origin::Static;
    e.sourceIndex = index;
    e.controller = std::as_const(m_ctx.chars)[index].controller;
    e.timestamp = a.printedIndex > 0 ? o.timestamp : a.timestamp;
    e.cda = cda;
    e.ability = a.def;
    e.grantedBy = a.grantedBy;
    e.printedIndex = a.printedIndex;
    e.condition = a.def->condition;
    EffectPart part;
    if (changeling) {
        Op op;
        op.kind = Op::Kind::AllCreatureTypes;
        part = partOnSelf(op);
    } else {
        part.affects = a.def->affects;
        part.ops = a.def->ops;
    }
    for (const Op& op : part.ops)
        e.layers |= 1u << int(op.layer(cda));
    e.parts << part;
    m_ctx.addEffect(std::move(e));
}

}   // namespace strata
