#include "LayerEngine.h"
#include "EffectFootprint.h"
#include "KeywordAbilities.h"
#include "PrintedCharacteristics.h"
#include "StageApplication.h"
#include "TraceNotes.h"
#include <QSet>
#include <algorithm>

namespace strata {

QString orderReasonName(OrderReason r)
{
    switch (r) {
    case OrderReason::Cda: return QStringLiteral("cda");
    case OrderReason::Timestamp: return QStringLiteral("timestamp");
    case OrderReason::Dependency: return QStringLiteral("dependency");
    case OrderReason::DependencyLoop: return QStringLiteral("dependency_loop");
    }
    return {};
}

QVector<LayerEngine::Stage> LayerEngine::stages(RulesEdition edition)
{
    using C = Stage::Counters;
    QVector<Stage> s = {
        {Layer::L1a, "1a", C::Exclude}, {Layer::L1b, "1b", C::Exclude}, {Layer::L2, "2", C::Exclude},
        {Layer::L3, "3", C::Exclude},   {Layer::L4, "4", C::Exclude},   {Layer::L5, "5", C::Exclude},
        {Layer::L6, "6", C::Include},   {Layer::L7a, "7a", C::Exclude}, {Layer::L7b, "7b", C::Exclude},
    };
    if (edition == RulesEdition::Rules2016) {
        // The seeds' edition: counters had a sublayer of their own, before switching.
        s << Stage{Layer::L7c, "7c", C::Exclude} << Stage{Layer::L7c, "7d", C::Only} << Stage{Layer::L7d, "7e", C::Exclude};
    } else {
        s << Stage{Layer::L7c, "7c", C::Include} << Stage{Layer::L7d, "7d", C::Exclude};
    }
    s << Stage{Layer::Players, "players", C::Exclude} << Stage{Layer::Rules, "rules", C::Exclude};
    return s;
}

Resolution LayerEngine::resolve(const GameState& state, Options options)
{
    LayerEngine engine(state, options);
    engine.run();
    return std::move(engine.m_ctx.res);
}

LayerEngine::LayerEngine(const GameState& state, Options options) : m_ctx(state, options), m_collector(m_ctx) {}

void LayerEngine::run()
{
    const int n = m_ctx.state.objects.size();
    m_ctx.chars.resize(n);
    m_ctx.res.rulesEffects.resize(n);
    m_ctx.res.sba.resize(n);
    for (int i = 0; i < n; ++i)
        m_ctx.chars[i] = printedCharacteristics(m_ctx.state.objects[i]);
    m_collector.collectResolvedEffects();
    m_collector.collectCounterEffects();
    m_collector.collectFaceDownEffects();
    const QVector<Stage> all = stages(m_ctx.state.rules);
    for (const Stage& stage : all) {
        // Static abilities appear or vanish only when a step changes abilities (layers 1, 3, 4, 6).
        if (m_ctx.abilitiesMayHaveChanged || stage.layer == Layer::L1a) {
            m_collector.scanStatics(stage);
            m_ctx.abilitiesMayHaveChanged = false;
        }
        runStage(stage);
    }
}

QHash<int, Characteristics> LayerEngine::trialDelta(const ContinuousEffect& b, const Stage& stage)
{
    QHash<int, Characteristics> delta;
    if (b.origin == ContinuousEffect::Origin::Counters) {
        Characteristics c = std::as_const(m_ctx.chars)[b.sourceIndex];
        m_ctx.applyCounters(b, stage, b.sourceIndex, c);
        delta.insert(b.sourceIndex, c);
        return delta;
    }
    if (!m_ctx.isLive(b))
        return delta;
    if (!b.started() && b.condition && !m_ctx.eval.holds(*b.condition, b))
        return delta;
    for (const EffectPart& part : b.parts) {
        for (int i : m_ctx.affectedBy(part, b)) {
            auto it = delta.find(i);
            if (it == delta.end())
                it = delta.insert(i, std::as_const(m_ctx.chars)[i]);
            for (const Op& op : part.ops)
                if (op.layer(b.cda) == stage.layer)
                    m_ctx.applier.apply(op, b, i, *it);
        }
    }
    return delta;
}

QHash<int, Characteristics> LayerEngine::trialOn(const ContinuousEffect& b, const Stage& stage, int index)
{
    QHash<int, Characteristics> delta;
    if (!m_ctx.isLive(b) || (!b.started() && b.condition && !m_ctx.eval.holds(*b.condition, b)))
        return delta;
    Characteristics c = std::as_const(m_ctx.chars)[index];
    if (b.origin == ContinuousEffect::Origin::Counters) {
        m_ctx.applyCounters(b, stage, index, c);
    } else {
        for (const EffectPart& part : b.parts)
            if (m_ctx.affectedBy(part, b).contains(index))
                for (const Op& op : part.ops)
                    if (op.layer(b.cda) == stage.layer)
                        m_ctx.applier.apply(op, b, index, c);
    }
    delta.insert(index, c);
    return delta;
}

bool LayerEngine::needsWholeBoard(const ContinuousEffect& a, const ContinuousEffect& b, const Stage& stage) const
{
    // Counts and conditions look at many objects at once: only a full trial answers for them.
    const Facets written = b.footprint.writes;
    if (!a.started() && a.condition && (a.condition->reads() & written))
        return true;
    for (const EffectPart& part : a.parts)
        for (const Op& op : part.ops)
            if (op.layer(a.cda) == stage.layer)
                for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
                    if (*ex && !(*ex)->isConst() && !(*ex)->perObject() && ((*ex)->reads() & written))
                        return true;
    for (const EffectPart& part : a.parts)
        for (const Op& op : part.ops)
            if (op.kind == Op::Kind::Copy)
                return true;
    return false;
}

ScanAnswer LayerEngine::dependsOnScanning(const ContinuousEffect& a, const ContinuousEffect& b, const Stage& stage,
                                          const QVector<int>& objects)
{
    // 613.8a, one object at a time: stop at the first object where applying b changes whether a
    // exists, whether a applies to it, or what a does to it.
    ScanAnswer answer;
    if (!m_ctx.isLive(b) || (!b.started() && b.condition && !m_ctx.eval.holds(*b.condition, b)))
        return answer;
    // Which of b's parts reach each object, as bitmaps, when there are several: one part reaches all.
    QVector<QVector<bool>> partTargets;
    if (b.parts.size() > 1) {
        partTargets.fill(QVector<bool>(m_ctx.state.objects.size(), false), b.parts.size());
        for (int p = 0; p < b.parts.size(); ++p)
            for (int i : m_ctx.affectedBy(b.parts[p], b))
                partTargets[p][i] = true;
    }
    auto reaches = [&](int p, int i) { return partTargets.isEmpty() || partTargets[p][i]; };
    Evaluator trial(m_ctx.state, m_ctx.chars, &m_ctx.objectIndex);
    // When a reads abilities only by keyword, b can change a's view of an object only where b
    // changes whether one of those keywords is there: test that before copying anything.
    const AbilityKeys& aKeys = a.footprint.keyReads;
    // Ability loss matters only at a's source (its existence), which is always tried in full.
    answer.byKeyword = !aKeys.any && !aKeys.names.isEmpty()
        && !((a.footprint.reads & b.footprint.writes) & ~(FacetAbilities | FacetAbilityLoss))
        && b.origin != ContinuousEffect::Origin::Counters;
    // The keywords of a's that each part of b adds or takes away, worked out once: this runs over
    // whole boards, and an object only feels the parts that reach it.
    QVector<QVector<KeywordChange>> watched(b.parts.size());
    if (answer.byKeyword)
        for (int p = 0; p < b.parts.size() && answer.byKeyword; ++p)
            for (const Op& op : b.parts[p].ops) {
                if (op.layer(b.cda) != stage.layer)
                    continue;
                if (op.kind != Op::Kind::AddAbilities && op.kind != Op::Kind::LoseAbilities && op.kind != Op::Kind::CantHave) {
                    answer.byKeyword = false;
                    break;
                }
                for (const AbilityPtr& ab : op.abilities) {
                    if (ab->kind != AbilityDef::Kind::Keyword)
                        continue;
                    // a may ask by full text ("Swampwalk") or by name ("Landwalk").
                    const int readId = aKeys.names.contains(ab->keywordText()) ? ab->keywordTextId
                        : aKeys.names.contains(ab->keyword)                    ? ab->keywordNameId
                                                                               : 0;
                    const KeywordChange change{readId, ab->keywordTextId, op.kind == Op::Kind::AddAbilities};
                    if (readId && !watched[p].contains(change))
                        watched[p].append(change);
                }
            }
    if (answer.byKeyword)
        for (const QVector<KeywordChange>& part : std::as_const(watched))
            for (const KeywordChange& k : part)
                if (!answer.keywordChanges.contains(k))
                    answer.keywordChanges.append(k);
    auto keywordPresenceMayChange = [&](int i, const Characteristics& c) {
        for (int p = 0; p < b.parts.size(); ++p)
            if (reaches(p, i))
                for (const KeywordChange& k : std::as_const(watched[p]))
                    if (c.hasKeyword(k.readId) != k.adds)
                        return true;
        return false;
    };
    for (int i : objects) {
        if (answer.byKeyword && i != a.sourceIndex && !keywordPresenceMayChange(i, std::as_const(m_ctx.chars)[i]))
            continue;
        Characteristics c = std::as_const(m_ctx.chars)[i];
        if (b.origin == ContinuousEffect::Origin::Counters) {
            m_ctx.applyCounters(b, stage, i, c);
        } else {
            for (int p = 0; p < b.parts.size(); ++p) {
                if (!reaches(p, i))
                    continue;
                for (const Op& op : b.parts[p].ops)
                    if (op.layer(b.cda) == stage.layer)
                        m_ctx.applier.apply(op, b, i, c);
            }
        }
        trial.setSingleOverlay(i, &c);
        if (changesOn(a, stage, i, trial)) {
            answer.depends = true;
            return answer;
        }
    }
    return answer;
}

bool LayerEngine::changesOn(const ContinuousEffect& a, const Stage& stage, int i, const Evaluator& trial) const
{
    if (!a.started() && i == a.sourceIndex && m_ctx.eval.abilityStillThere(a) != trial.abilityStillThere(a))
        return true;
    for (const EffectPart& part : a.parts) {
        if (!part.started && part.affects && !part.affects->isRef()
            && m_ctx.eval.matches(*part.affects, a, i) != trial.matches(*part.affects, a, i))
            return true;
        for (const Op& op : part.ops) {
            if (op.layer(a.cda) != stage.layer)
                continue;
            for (const std::optional<Expr>* ex : {&op.power, &op.toughness})
                if (*ex && (*ex)->perObject() && m_ctx.eval.evaluate(**ex, a, i) != trial.evaluate(**ex, a, i))
                    return true;
        }
    }
    return false;
}

bool LayerEngine::dependsOn(const ContinuousEffect& a, const Stage& stage,
                            const QHash<int, Characteristics>& delta)
{
    if (delta.isEmpty())
        return false;
    Evaluator trial(m_ctx.state, m_ctx.chars, &m_ctx.objectIndex);
    trial.setOverlay(&delta);
    // Existence (613.8a): applying b would remove a's ability, or switch its condition.
    if (!a.started()) {
        if (a.sourceIndex >= 0 && delta.contains(a.sourceIndex)
            && m_ctx.eval.abilityStillThere(a) != trial.abilityStillThere(a))
            return true;
        if (a.condition && m_ctx.eval.holds(*a.condition, a) != trial.holds(*a.condition, a))
            return true;
    }
    // What it applies to.
    for (const EffectPart& part : a.parts) {
        if (part.started || !part.affects)
            continue;
        if (part.affects->isRef()) {
            continue;   // the enchanted creature or a target stays the same object
        }
        for (auto it = delta.constBegin(); it != delta.constEnd(); ++it)
            if (m_ctx.eval.matches(*part.affects, a, it.key()) != trial.matches(*part.affects, a, it.key()))
                return true;
    }
    // What it does to those things: values it computes from the board or from each object.
    for (const EffectPart& part : a.parts) {
        for (const Op& op : part.ops) {
            if (op.layer(a.cda) != stage.layer)
                continue;
            for (const std::optional<Expr>* ex : {&op.power, &op.toughness}) {
                if (!*ex || (*ex)->isConst())
                    continue;
                if ((*ex)->perObject()) {
                    for (int i : m_ctx.affectedBy(part, a))
                        if (delta.contains(i) && m_ctx.eval.evaluate(**ex, a, i) != trial.evaluate(**ex, a, i))
                            return true;
                } else if (m_ctx.eval.evaluate(**ex, a, -1) != trial.evaluate(**ex, a, -1)) {
                    return true;
                }
            }
            if (op.kind == Op::Kind::Copy && op.copyOf)
                for (int i : m_ctx.eval.select(*op.copyOf, a))
                    if (delta.contains(i))
                        return true;
        }
    }
    return false;
}

void LayerEngine::recordDependency(const Stage& stage, const QString& effect, const QString& dependsOn,
                                   QHash<QString, QStringList>& waitedFor)
{
    const DependencyRecord rec{stage.label, effect, dependsOn};
    if (!std::any_of(m_ctx.res.dependencies.cbegin(), m_ctx.res.dependencies.cend(), [&](const DependencyRecord& d) {
            return d.layer == rec.layer && d.effect == rec.effect && d.dependsOn == rec.dependsOn;
        }))
        m_ctx.res.dependencies << rec;
    if (!waitedFor[effect].contains(dependsOn))
        waitedFor[effect] << dependsOn;
}

void LayerEngine::runStage(const Stage& stage)
{
    // Effects of statics follow their source's controller as layer 2 left it.
    for (ContinuousEffect& e : m_ctx.effects)
        if (e.origin == ContinuousEffect::Origin::Static && e.sourceIndex >= 0 && stage.layer > Layer::L2)
            e.controller = std::as_const(m_ctx.chars)[e.sourceIndex].controller;

    // 613.3/613.4a: characteristic-defining abilities first; then 613.7 timestamp order, where a
    // granted ability shares its object's new timestamp but keeps its place after the object's own
    // abilities (613.7a). Kept sorted as effects join, so each round's group is a prefix.
    auto comesFirst = [](const ContinuousEffect* x, const ContinuousEffect* y) {
        if (x->cda != y->cda)
            return x->cda;
        if (x->timestamp != y->timestamp)
            return x->timestamp < y->timestamp;
        if (x->grantedBy.isEmpty() != y->grantedBy.isEmpty())
            return x->grantedBy.isEmpty();
        if (x->id != y->id)
            return x->id < y->id;
        return x->slot < y->slot;
    };
    StageApplication application(m_ctx, stage);
    m_ctx.selections.clear();
    QVector<ContinuousEffect*> pending;
    auto join = [&](ContinuousEffect& e) {
        if (m_ctx.options.dependencies)
            e.footprint = footprintIn(e, stage.layer, m_ctx.state);
        pending.insert(std::upper_bound(pending.begin(), pending.end(), &e, comesFirst), &e);
    };
    for (ContinuousEffect& e : m_ctx.effects) {
        if (!m_ctx.inStage(e, stage) || m_ctx.dead.contains(e.id))
            continue;
        if (!m_ctx.isLive(e)) {
            application.recordSkip(e, QLatin1String(TraceNotes::kRemovedBeforeStart), QStringLiteral("613.6"));
            continue;
        }
        if (m_ctx.options.dependencies)
            e.footprint = footprintIn(e, stage.layer, m_ctx.state);
        pending << &e;
    }
    std::sort(pending.begin(), pending.end(), comesFirst);
    QHash<QString, QStringList> waitedFor;
    QSet<QString> inLoop;
    // Who each effect applies to, kept between rounds until an application writes what its
    // selector reads.
    AffectedCache affectedCache;
    AffectedBits affectedBits;   // the same sets as bitmaps
    // Answers to "does a depend on b", kept until an application writes something either reads.
    PairCache pairCache;

    while (!pending.isEmpty()) {
        if (m_ctx.footprintsStale && m_ctx.options.dependencies) {
            // A text change rewrote what some pending effects select or do (layer 3).
            for (ContinuousEffect* p : pending)
                p->footprint = footprintIn(*p, stage.layer, m_ctx.state);
            pairCache.clear();
            affectedCache.clear();
            affectedBits.clear();
        }
        m_ctx.footprintsStale = false;
        const int cdas = int(std::find_if(pending.cbegin(), pending.cend(), [](const ContinuousEffect* e) { return !e->cda; })
                             - pending.cbegin());
        const QVector<ContinuousEffect*> group = pending.first(cdas > 0 ? cdas : pending.size());

        // 613.8: dependency, evaluated afresh after every application (613.8c). Rather than every
        // pair, walk the group in timestamp order and work out each effect's dependencies only when
        // needed: the first effect that waits for nothing outside its own loop applies next.
        QHash<int, QVector<int>> deps;   // group index → group indices it depends on, this round
        QHash<int, QHash<int, Characteristics>> deltas;
        auto affectedOf = [&](int bi) -> const QVector<int>& {
            auto it = affectedCache.find(group[bi]);
            if (it == affectedCache.end())
                it = affectedCache.insert(group[bi], m_ctx.affectedSet(*group[bi]));
            return *it;
        };
        auto reachOf = [&](int bi) -> const QVector<bool>& {
            auto bits = affectedBits.find(group[bi]);
            if (bits == affectedBits.end()) {
                QVector<bool> reached(m_ctx.state.objects.size(), false);
                for (int i : affectedOf(bi))
                    reached[i] = true;
                bits = affectedBits.insert(group[bi], reached);
            }
            return *bits;
        };
        // Does group[ai] depend on group[bi] now? Candidates come from what they read and write;
        // a trial application confirms (613.8a).
        auto evalPair = [&](int ai, int bi) -> bool {
            const StageFootprint& fa = group[ai]->footprint;
            const StageFootprint& fb = group[bi]->footprint;
            if (ai == bi || !(fa.reads & fb.writes))
                return false;
            // Abilities read and written by name: "has first strike" only cares about first strike.
            Facets overlap = fa.reads & fb.writes;
            if ((overlap & FacetAbilities) && !fa.keyReads.overlaps(fb.keyWrites))
                overlap &= ~FacetAbilities;
            // Subtypes by name too: "is a Sliver in addition" cannot change what "Forests" means.
            if ((overlap & FacetSubtypes) && !fa.subtypeReads.overlaps(fb.subtypeWrites))
                overlap &= ~FacetSubtypes;
            if (!overlap)
                return false;
            const QPair<const ContinuousEffect*, const ContinuousEffect*> cacheKey(group[ai], group[bi]);
            auto cached = m_ctx.options.reuseDependencyAnswers ? pairCache.find(cacheKey) : pairCache.end();
            if (cached != pairCache.end() && cached->recheck.isEmpty())
                return cached->scan.depends;
            if (cached != pairCache.end()) {
                // A "no" that held for every object but those touched since: look at those alone.
                const QVector<bool>& reach = reachOf(bi);
                QVector<int> objects;
                for (int i : std::as_const(cached->recheck))
                    if (reach[i])
                        objects << i;
                cached->recheck.clear();
                if (!objects.isEmpty() && dependsOnScanning(*group[ai], *group[bi], stage, objects).depends) {
                    cached->scan.depends = true;
                    recordDependency(stage, group[ai]->id, group[bi]->id, waitedFor);
                }
                return cached->scan.depends;
            }
            PairAnswer answer;
            if (!(overlap & ~FacetAbilityLoss)) {
                // Only b removing a's ability matters: try b on a's source alone. When b does not
                // even reach that object the answer is plain, and not worth a cache entry.
                const int src = group[ai]->sourceIndex;
                if (src < 0 || !reachOf(bi)[src])
                    return false;
                answer.scan.depends = dependsOn(*group[ai], stage, trialOn(*group[bi], stage, src));
            } else if (needsWholeBoard(*group[ai], *group[bi], stage)) {
                if (!deltas.contains(bi))
                    deltas.insert(bi, trialDelta(*group[bi], stage));
                answer.scan.depends = dependsOn(*group[ai], stage, deltas[bi]);
            } else {
                answer.scan = dependsOnScanning(*group[ai], *group[bi], stage, affectedOf(bi));
                answer.perObject = stage.layer == Layer::L6;
            }
            pairCache.insert(cacheKey, answer);
            if (answer.scan.depends)
                recordDependency(stage, group[ai]->id, group[bi]->id, waitedFor);
            return answer.scan.depends;
        };
        auto dependenciesOf = [&](int ai) -> const QVector<int>& {
            auto found = deps.find(ai);
            if (found != deps.end())
                return *found;
            QVector<int> list;
            for (int bi = 0; bi < group.size(); ++bi)
                if (evalPair(ai, bi))
                    list << bi;
            return *deps.insert(ai, list);
        };
        // Whether `from` depends, directly or through others, on `target`.
        auto reaches = [&](int from, int target) {
            QSet<int> seen{from};
            QVector<int> stack{from};
            while (!stack.isEmpty()) {
                const int v = stack.takeLast();
                for (int w : dependenciesOf(v)) {
                    if (w == target)
                        return true;
                    if (!seen.contains(w)) {
                        seen.insert(w);
                        stack << w;
                    }
                }
            }
            return false;
        };
        // Whether `start` waits for nothing outside its own loop (613.8b). Its candidates are tried in
        // timestamp order and the search stops at the first one it must wait for.
        // What the whole group writes: an effect that reads none of it waits for nothing.
        Facets groupWrites = 0;
        if (m_ctx.options.dependencies)
            for (const ContinuousEffect* g : group)
                groupWrites |= g->footprint.writes;
        auto readyIn = [&](int start, QSet<int>* loopMembers) {
            loopMembers->insert(start);
            if (!(group[start]->footprint.reads & groupWrites))
                return true;
            for (int bi = 0; bi < group.size(); ++bi) {
                if (!evalPair(start, bi))
                    continue;
                if (!reaches(bi, start))
                    return false;
                loopMembers->insert(bi);
            }
            return true;
        };
        // Without 613.8 (benchmarks only) the first in timestamp order goes.
        int chosen = m_ctx.options.dependencies ? -1 : 0;
        for (int i = 0; i < group.size() && chosen < 0; ++i) {
            QSet<int> loop;
            if (readyIn(i, &loop)) {
                chosen = i;
                if (loop.size() > 1)
                    for (int m : loop)
                        inLoop.insert(group[m]->id);
            }
        }
        if (chosen < 0)
            chosen = 0;   // cannot happen: some effect always waits only on its own loop
        ContinuousEffect* e = group[chosen];
        pending.removeOne(e);

        OrderReason reason = e->cda ? OrderReason::Cda : OrderReason::Timestamp;
        const QStringList waited = waitedFor.value(e->id);
        if (inLoop.contains(e->id)) {
            reason = OrderReason::DependencyLoop;
        } else if (!waited.isEmpty()) {
            for (const QString& w : waited) {
                const ContinuousEffect& other = m_ctx.effects[m_ctx.effectIndex.value(w)];
                if (other.timestamp > e->timestamp || (other.timestamp == e->timestamp && other.id > e->id))
                    reason = OrderReason::Dependency;
            }
        }
        if (!m_ctx.isLive(*e)) {
            application.recordSkip(*e, QLatin1String(TraceNotes::kRemovedInThisLayer),
                       QStringLiteral("613.8a"));
            m_ctx.res.steps.last().dependsOn = waited;
            continue;
        }
        // Note whose abilities this application removes: effects that die of it depended on it.
        QVector<ContinuousEffect*> aliveBefore;
        const Facets written = writesIn(*e, stage.layer);
        if (written & FacetAbilityLoss)
            for (ContinuousEffect* p : pending)
                if (!p->started() && p->origin == ContinuousEffect::Origin::Static)
                    aliveBefore << p;
        application.apply(*e, reason, waited);
        for (ContinuousEffect* p : aliveBefore)
            if (!m_ctx.isLive(*p))
                recordDependency(stage, p->id, e->id, waitedFor);
        if (m_ctx.options.dependencies)
            forgetStaleAnswers(*e, stage, pairCache, affectedCache, affectedBits);
        affectedCache.remove(e);
        affectedBits.remove(e);
        for (auto it = affectedCache.begin(); it != affectedCache.end();) {
            if (written & it.key()->footprint.selectorReads) {
                affectedBits.remove(it.key());
                it = affectedCache.erase(it);
            } else {
                ++it;
            }
        }
        // A granted static ability, or one revealed by a type change, may create new effects now.
        if (stage.layer <= Layer::L6 && (written & FacetAbilities) && m_collector.scanStatics(stage)) {
            for (ContinuousEffect& other : m_ctx.effects)
                if (!pending.contains(&other) && !other.everApplied && m_ctx.inStage(other, stage) && !m_ctx.dead.contains(other.id)
                    && other.id != e->id && m_ctx.isLive(other) && !std::any_of(m_ctx.res.steps.begin(), m_ctx.res.steps.end(), [&](const TraceStep& s) {
                           return s.effect == other.id && s.layer == stage.label;
                       }))
                    join(other);
        }
    }
    application.finish();
}

void LayerEngine::forgetStaleAnswers(const ContinuousEffect& e, const Stage& stage, PairCache& pairCache,
                                     const AffectedCache& affectedCache, const AffectedBits& affectedBits) const
{
    // 613.8c asks for dependency afresh after each application. A cached answer survives only if
    // this application changed nothing the pair looks at: what either reads, on the objects b
    // applies to or a's source.
    if (pairCache.isEmpty())
        return;
    const Facets written = e.footprint.writes;
    const AbilityKeys& keysWritten = e.footprint.keyWrites;
    const QVector<int>& touched = m_ctx.res.steps.last().affected;
    QVector<bool> touchedBits(m_ctx.state.objects.size(), false);
    for (int t : touched)
        touchedBits[t] = true;
    // Whether e touched what b applies to; unknown counts as yes.
    auto touchesAffected = [&](const ContinuousEffect* b) {
        if (b->sourceIndex >= 0 && touchedBits[b->sourceIndex])
            return true;
        auto cached = affectedCache.constFind(b);
        if (cached == affectedCache.constEnd())
            return true;
        // Walk the smaller set: one touched object against a board-wide selection is one lookup.
        auto bits = affectedBits.constFind(b);
        if (bits != affectedBits.constEnd() && touched.size() < cached->size())
            return std::any_of(touched.cbegin(), touched.cend(), [&](int i) { return (*bits)[i]; });
        return std::any_of(cached->cbegin(), cached->cend(), [&](int i) { return touchedBits[i]; });
    };
    // What this application means for each effect, worked out once per effect, not per pair.
    struct Exposure {
        bool readsWritten = false;    // it reads a non-ability facet this step wrote
        bool selectorWritten = false; // its selector reads what this step wrote
        bool keysHit = false;         // it reads or writes a keyword this step wrote
        bool lossHit = false;         // its existence could have been ended
        bool reachesTouched = false;  // this step touched what it applies to
        bool sourceTouched = false;
        bool conditionHit = false;
    };
    // Returned by value: a reference into the hash would dangle once a later insert regrows it.
    QHash<const ContinuousEffect*, Exposure> exposure;
    auto exposureOf = [&](const ContinuousEffect* x) -> Exposure {
        auto it = exposure.constFind(x);
        if (it != exposure.constEnd())
            return *it;
        const StageFootprint& f = x->footprint;
        Exposure ex;
        ex.readsWritten = (written & ~(FacetAbilities | FacetAbilityLoss)) & f.reads;
        ex.selectorWritten = written & f.selectorReads;
        ex.keysHit = (written & FacetAbilities) && (keysWritten.overlaps(f.keyReads) || keysWritten.overlaps(f.keyWrites));
        ex.lossHit = (written & FacetAbilityLoss) && (f.reads & FacetAbilityLoss);
        ex.sourceTouched = x->sourceIndex >= 0 && touchedBits[x->sourceIndex];
        ex.conditionHit = x->condition && (x->condition->reads() & written);
        if (ex.keysHit || ex.lossHit || (written & FacetAbilityLoss))
            ex.reachesTouched = touchesAffected(x);
        exposure.insert(x, ex);
        return ex;
    };
    // In layer 6 an application that changed only abilities changed only the objects it
    // touched: an object-by-object "no" needs looking at again on those objects alone, and
    // not even there when b's keyword changes were all just made the same way.
    const bool onlyAbilitiesWritten = stage.layer == Layer::L6 && !(written & ~(FacetAbilities | FacetAbilityLoss));
    const KeywordChangesMade made = onlyAbilitiesWritten ? keywordChangesOnly(e, stage.layer) : KeywordChangesMade();
    for (auto it = pairCache.begin(); it != pairCache.end();) {
        const ContinuousEffect* a = it.key().first;
        const ContinuousEffect* b = it.key().second;
        bool stale = a == &e || b == &e;
        bool onTouchedOnly = false;   // stale only on the objects this application touched
        if (!stale) {
            const Exposure ea = exposureOf(a);
            const Exposure eb = exposureOf(b);
            stale = ea.readsWritten || eb.readsWritten || eb.selectorWritten;
            const bool lossRelevant = ea.lossHit || eb.lossHit;
            if (!stale && (ea.keysHit || eb.keysHit || lossRelevant)) {
                if (ea.conditionHit || eb.conditionHit)
                    stale = true;
                // a's source matters for its existence; as an object a applies to, it is in b's set.
                else
                    onTouchedOnly = eb.reachesTouched || (lossRelevant && ea.sourceTouched);
            }
        }
        if (onTouchedOnly && (!onlyAbilitiesWritten || !it->perObject || it->scan.depends)) {
            stale = true;
        } else if (onTouchedOnly && it->settledBy(made)) {
            // a's source is still tried in full there: its existence.
            if (a->sourceIndex >= 0 && touchedBits[a->sourceIndex])
                it->addToRecheck({a->sourceIndex});
        } else if (onTouchedOnly) {
            it->addToRecheck(touched);
        }
        if (stale)
            it = pairCache.erase(it);
        else
            ++it;
    }
}

} // namespace strata
