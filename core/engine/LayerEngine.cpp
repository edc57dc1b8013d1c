#include "LayerEngine.h"
#include "EffectFootprint.h"
#include "KeywordAbilities.h"
#include "PrintedCharacteristics.h"
#include "StageApplication.h"
#include "TrialApplication.h"
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
    const TrialApplication trial(m_ctx, stage);
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
                if (!objects.isEmpty() && trial.dependsOnScanning(*group[ai], *group[bi], objects).depends) {
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
                answer.scan.depends = trial.dependsOn(*group[ai], trial.trialOn(*group[bi], src));
            } else if (trial.needsWholeBoard(*group[ai], *group[bi])) {
                if (!deltas.contains(bi))
                    deltas.insert(bi, trial.trialDelta(*group[bi]));
                answer.scan.depends = trial.dependsOn(*group[ai], deltas[bi]);
            } else {
                answer.scan = trial.dependsOnScanning(*group[ai], *group[bi], affectedOf(bi));
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
