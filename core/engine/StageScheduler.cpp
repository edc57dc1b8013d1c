#include "StageScheduler.h"
#include "EffectFootprint.h"
#include "TraceNotes.h"
#include <algorithm>
#include <spdlog/spdlog.h>

namespace strata {

namespace {
// 613.3/613.4a: characteristic-defining abilities first; then 613.7 timestamp order, where a
// granted ability shares its object's new timestamp but keeps its place after the object's own
// abilities (613.7a).
bool comesFirst(const ContinuousEffect* x, const ContinuousEffect* y)
{
    if (x->cda != y->cda)
        return x->cda;
    if (x->timestamp != y->timestamp)
        return x->timestamp < y->timestamp;
    if (x->grantedBy.isEmpty() != y->grantedBy.isEmpty())
        return x->grantedBy.isEmpty();
    if (x->id != y->id)
        return x->id < y->id;
    return x->slot < y->slot;
}

Facets candidateOverlap(const ContinuousEffect& a, const ContinuousEffect& b)
{
    const StageFootprint& fa = a.footprint;
    const StageFootprint& fb = b.footprint;
    Facets overlap = fa.reads & fb.writes;
    // Abilities read and written by name: "has first strike" only cares about first strike.
    if ((overlap & FacetAbilities) && !fa.keyReads.overlaps(fb.keyWrites))
        overlap &= ~FacetAbilities;
    // Subtypes by name too: "is a Sliver in addition" cannot change what "Forests" means.
    if ((overlap & FacetSubtypes) && !fa.subtypeReads.overlaps(fb.subtypeWrites))
        overlap &= ~FacetSubtypes;
    // And card types: "is a creature in addition" cannot change what "lands" means.
    if ((overlap & FacetCardTypes) && !(fa.cardTypeReads & fb.cardTypeWrites))
        overlap &= ~FacetCardTypes;
    return overlap;
}
}   // namespace

StageScheduler::StageScheduler(EngineContext& ctx, EffectCollector& collector, const LayerStage& stage)
    : m_ctx(ctx), m_collector(collector), m_stage(stage), m_application(ctx, stage), m_trial(ctx, stage), m_answers(ctx), m_candidates(ctx.effects, candidateOverlap, comesFirst), m_twins(ctx), m_deadStatics(ctx)
{
    m_answers.logChanges(memosOn());
}

void StageScheduler::run()
{
    // Effects of statics follow their source's controller as layer 2 left it.
    for (ContinuousEffect& e : m_ctx.effects)
        if (e.origin == ContinuousEffect::Origin::Static && e.sourceIndex >= 0 && m_stage.layer > Layer::L2)
            e.controller = std::as_const(m_ctx.chars)[e.sourceIndex].controller;
    m_ctx.selections.clear();
    collectPending();
    while (!m_pending.isEmpty() && !m_ctx.overLimit()) {
        startRound();
        const int next = chooseNext();
        noteDependentsOf(next);
        ContinuousEffect* e = member(next);
        m_pending.removeOne(e);
        m_deadStatics.leave(e);
        m_answers.noteLeftGroup(e);
        leaveGroup(next);
        applyChosen(*e);
    }
    m_application.finish();
}

void StageScheduler::collectPending()
{
    for (ContinuousEffect& e : m_ctx.effects) {
        if (!m_ctx.inStage(e, m_stage) || m_ctx.dead.contains(e.id))
            continue;
        if (!m_ctx.isLive(e)) {
            m_application.recordSkip(e, QLatin1String(TraceNotes::kRemovedBeforeStart), QStringLiteral("613.6"));
            continue;
        }
        if (m_ctx.options.dependencies)
            e.footprint = footprintIn(e, m_stage.layer, m_ctx.state);
        if (twinsOn())
            m_twins.classify(e);
        m_pending << &e;
        m_deadStatics.join(&e);
    }
    std::sort(m_pending.begin(), m_pending.end(), comesFirst);
    noteStageWrites();
    if (m_ctx.options.dependencies)
        rebuildCandidates(true);
}

void StageScheduler::noteStageWrites()
{
    m_stageWrites = 0;
    for (const ContinuousEffect* p : std::as_const(m_pending))
        m_stageWrites |= p->footprint.writes;
}

void StageScheduler::join(ContinuousEffect& e)
{
    if (m_ctx.options.dependencies)
        e.footprint = footprintIn(e, m_stage.layer, m_ctx.state);
    if (twinsOn())
        m_twins.classify(e);
    m_pending.insert(std::upper_bound(m_pending.begin(), m_pending.end(), &e, comesFirst), &e);
    m_deadStatics.join(&e);
    m_groupIntact = false;
    m_waits.forgetAll();
    // A "no" settled because nothing in the stage wrote what b's selector reads: e may write it.
    // Every pair is listed again then, and asked (settled ones were left out of the lists).
    if (e.footprint.writes & ~m_stageWrites) {
        m_stageWrites |= e.footprint.writes;
        if (m_ctx.options.dependencies)
            rebuildCandidates(false);
    } else if (m_ctx.options.dependencies) {
        m_candidates.join(&e, m_pending);
    }
}

void StageScheduler::startRound()
{
    if (m_ctx.footprintsStale && m_ctx.options.dependencies) {
        // A text change rewrote what some pending effects select or do (layer 3).
        m_twins.clear();
        for (ContinuousEffect* p : std::as_const(m_pending)) {
            p->footprint = footprintIn(*p, m_stage.layer, m_ctx.state);
            if (twinsOn())
                m_twins.classify(*p);
        }
        m_answers.clear();
        noteStageWrites();
        rebuildCandidates(true);
        m_waits.forgetAll();
        m_groupIntact = false;   // its count of writers rests on the footprints
    }
    m_ctx.footprintsStale = false;
    const bool cdasFirst = m_pending.first()->cda;
    // The group of the last round less the effect that applied, while nothing joined: made afresh
    // once half of it has left. Copying the pending list and indexing it anew for every round was
    // about a twentieth of a full resolve at 1,000 permanents, and most of the single pass's rounds.
    if (!m_groupIntact || cdasFirst || m_groupWasCdas || m_groupLeft * 2 > m_group.size())
        makeGroup();
    // Memos know this group only shrinks; the group of CDAs makes way for the rest (613.3).
    if (cdasFirst || m_groupWasCdas)
        m_waits.forgetAll();
    m_groupWasCdas = cdasFirst;
    m_roundChanges = m_answers.changesEnd();
    ++m_round;
    if (m_depsRound.size() < m_group.size()) {
        m_depsRound.resize(m_group.size(), 0);
        m_deps.resize(m_group.size());
    }
    m_depsConsulted.clear();
    m_deltas.clear();
    // What the whole group writes: an effect that reads none of it waits for nothing.
    m_groupWrites = 0;
    for (int bit = 0; bit < int(m_groupWriters.size()); ++bit)
        if (m_groupWriters[bit])
            m_groupWrites |= Facets(1u << bit);
}

void StageScheduler::makeGroup()
{
    const auto cdas = std::find_if(m_pending.cbegin(), m_pending.cend(), [](const ContinuousEffect* e) {
        return !e->cda;
    }) - m_pending.cbegin();
    for (const ContinuousEffect* g : std::as_const(m_group))
        if (g)
            m_groupIndex[g->slot] = -1;
    m_group = m_pending.first(cdas > 0 ? cdas : m_pending.size());
    if (m_groupIndex.size() < qsizetype(m_ctx.effects.size()))
        m_groupIndex.resize(qsizetype(m_ctx.effects.size()), -1);
    for (int i = 0; i < m_group.size(); ++i)
        m_groupIndex[member(i)->slot] = i;
    m_groupBegin = 0;
    m_groupLeft = 0;
    m_groupIntact = true;
    m_groupWriters.fill(0);
    if (m_ctx.options.dependencies)
        for (const ContinuousEffect* g : std::as_const(m_group))
            countWriter(g, 1);
}

void StageScheduler::leaveGroup(int index)
{
    const ContinuousEffect* e = member(index);
    m_groupIndex[e->slot] = -1;
    m_group[index] = nullptr;
    ++m_groupLeft;
    while (m_groupBegin < m_group.size() && !member(m_groupBegin))
        ++m_groupBegin;
    if (m_ctx.options.dependencies)
        countWriter(e, -1);
}

void StageScheduler::countWriter(const ContinuousEffect* e, int by)
{
    for (int bit = 0; bit < int(m_groupWriters.size()); ++bit)
        if (e->footprint.writes & (1u << bit))
            m_groupWriters[bit] += by;
}

// 613.8: dependency, evaluated afresh after every application (613.8c). Rather than every pair, the
// group is walked in timestamp order and each effect's dependencies are worked out only when needed:
// the first effect that waits for nothing outside its own loop applies next.
int StageScheduler::chooseNext()
{
    if (!m_ctx.options.dependencies)
        return m_groupBegin;   // without 613.8 (benchmarks only) the first in timestamp order goes
    const bool memos = memosOn();
    const WaitMemo::StillNo stillNo = [this](const WaitMemo::Consulted& c) { return this->stillNo(c); };
    for (int i = m_groupBegin; i < m_group.size(); ++i) {
        if (!member(i))
            continue;   // applied since the group was made
        // 613.8a: an effect whose ability an application removed no longer exists: it waits for nothing,
        // and applyChosen records that it never applies. Left waiting, it was asked about every later
        // effect (every Kwende under Humility "depended on" every Aura of a mix board).
        if (!m_ctx.isLive(*member(i)))
            return i;
        if (memos && m_waits.stillWaits(member(i), m_answers, m_groupIndex, stillNo))
            continue;
        WaitMemo::Consulting consulted;
        if (memos) {
            consulted.own = m_waits.takeOwnList(member(i));
            if (consulted.own.capacity() < m_spareConsulted.capacity())
                consulted.own.swap(m_spareConsulted);
        }
        QVector<int> reused;
        m_consulted = memos ? &consulted.own : nullptr;
        m_reusedDeps = memos ? &reused : nullptr;
        ++m_check;
        m_deferFor = i;
        const bool ready = readyIn(i, m_loop);
        m_deferFor = -1;
        m_consulted = nullptr;
        m_reusedDeps = nullptr;
        if (!ready) {
            storeDeferred(member(i), memos ? &consulted.own : nullptr);
            if (memos) {
                for (int ai : std::as_const(reused))
                    consulted.reused << m_depsConsulted.value(ai);
                m_waits.remember(member(i), std::move(consulted), m_roundChanges);
            }
            continue;
        }
        m_deferred.clear();   // their effect applies next: answers about it die with its application
        if (memos && consulted.own.capacity() > m_spareConsulted.capacity()) {
            // Kept for the next check that has no list of its own: most checks find their effect
            // ready, and growing a new list for each was a hundredth of a full resolve.
            m_spareConsulted = std::move(consulted.own);
            m_spareConsulted.clear();
        }
        if (m_loop.size() > 1)
            for (int m : std::as_const(m_loop))
                m_inLoop.insert(member(m)->id);
        return i;
    }
    return m_groupBegin;   // cannot happen: some effect always waits only on its own loop
}

// 613.8a: a dependency exists even where timestamp order already puts the effect depended on first.
// A judge needs each one, so the effects of the round that would change if `chosen` applied now are
// noted as depending on it; their order stays "timestamp".
void StageScheduler::noteDependentsOf(int chosen)
{
    if (!m_ctx.options.dependencies)
        return;
    const ContinuousEffect* b = member(chosen);
    if (!m_ctx.isLive(*b))
        return;   // applying what no longer exists changes nothing (613.8a)
    m_notingDependents = true;
    const QVector<bool>* reach = nullptr;
    forEachCandidate(m_candidates.mayBeDependedOnBy(b), [&](int ai, CandidatePairs::Candidate& pair) {
        // Where only b removing a's ability matters and b does not reach a's source, the answer is a
        // plain "no" (as dependsNow() gives it), and the pair dies with b's application: nothing to
        // note. Most of these questions are every static of layer 6 asked about each Humble or Lignify.
        const ContinuousEffect* a = member(ai);
        if (!(pair.overlap & ~a->footprint.readsAtSourceOnly)) {
            if (a->sourceIndex < 0)
                return true;
            if (!reach)
                reach = &m_answers.reachOf(b);
            if (!(*reach)[a->sourceIndex])
                return true;
        }
        dependsNow(ai, chosen, pair);   // records what it finds
        return true;
    });
    m_notingDependents = false;
}

template<typename Visit>
bool StageScheduler::forEachCandidate(QVector<CandidatePairs::Candidate>& list, Visit visit)
{
    // Read through a pointer: the group is not made again during a walk, and the lists hold many
    // pairs settled or of effects that have applied, walked past in every round.
    const int* groupIndex = std::as_const(m_groupIndex).constData();
    for (CandidatePairs::Candidate& c : list) {
        if (c.settledNo)
            continue;
        const int index = groupIndex[c.slot];
        if (index >= 0 && !visit(index, c))
            return false;
    }
    return true;
}

// Whether `start` waits for nothing outside its own loop (613.8b). Its candidates are tried in
// timestamp order and the search stops at the first one it must wait for.
bool StageScheduler::readyIn(int start, QVector<int>& loopMembers)
{
    // A list, filled afresh: a QSet per readiness check cost an allocation each time.
    loopMembers.clear();
    loopMembers << start;
    if (!(member(start)->footprint.reads & m_groupWrites))
        return true;
    // A loop check of an earlier member may have listed its dependencies this round. Nothing has
    // applied since, so asking its candidates again would get the same answers and record nothing
    // new: they are taken as listed, in the same order. Not where a memo notes the questions.
    if (!m_consulted)
        if (const QVector<int>* listed = listedDependencies(start)) {
            const QVector<int> dependencies = *listed;   // shared: reaches() may list more
            for (int bi : dependencies) {
                if (!reaches(bi, start))
                    return false;
                if (!loopMembers.contains(bi))
                    loopMembers << bi;
            }
            return true;
        }
    return forEachCandidate(m_candidates.mayDependOn(member(start)), [&](int bi, CandidatePairs::Candidate& pair) {
        if (!dependsNow(start, bi, pair))
            return true;
        if (!reaches(bi, start))
            return false;
        if (!loopMembers.contains(bi))
            loopMembers << bi;
        return true;
    });
}

// Whether `from` depends, directly or through others, on `target`.
bool StageScheduler::reaches(int from, int target)
{
    // A walk from `from` that met no target this round listed everything `from` reaches; nothing
    // has applied since, so every list on the way is listed and a walk toward another target
    // outside them would take the same lists in the same order, list nothing new and say "no".
    // Only the lists it reuses are noted (for the memo of the check under way). Kwendes waiting in
    // one round each walked the same Archetypes of Courage, which all depend on one another.
    if (from != target && from < m_closureRound.size() && m_closureRound[from] == m_round) {
        const QVector<int>& order = m_closure[from];
        if (!order.contains(target)) {
            for (int v : order)
                noteReused(v);
            return false;
        }
    }
    // Marks by group index, not a QSet: readiness checks ask this for every dependency they find.
    if (m_reachSeen.size() < m_group.size())
        m_reachSeen.resize(m_group.size(), 0);
    const int walk = ++m_reachWalk;
    int* seen = m_reachSeen.data();   // detached once: listing dependencies never resizes it
    seen[from] = walk;
    m_reachStack.clear();
    m_reachStack.push_back(from);
    m_reachOrder.clear();
    while (!m_reachStack.empty()) {
        const int v = m_reachStack.back();
        m_reachStack.pop_back();
        m_reachOrder << v;
        for (int w : dependenciesOf(v)) {
            if (w == target)
                return true;
            if (seen[w] != walk) {
                seen[w] = walk;
                m_reachStack.push_back(w);
            }
        }
    }
    if (m_closureRound.size() < m_group.size()) {
        m_closureRound.resize(m_group.size(), 0);
        m_closure.resize(m_group.size());
    }
    m_closureRound[from] = m_round;
    m_closure[from] = m_reachOrder;
    return false;
}

const QVector<int>& StageScheduler::dependenciesOf(int ai)
{
    if (const QVector<int>* listed = listedDependencies(ai)) {
        noteReused(ai);
        return *listed;
    }
    // Noted apart, for any later readiness check of this round that reuses the list.
    WaitMemo::ConsultedList mine;
    WaitMemo::ConsultedList* outer = m_consulted;
    m_consulted = memosOn() ? &mine : nullptr;
    QVector<CandidatePairs::Candidate>& candidates = m_candidates.mayDependOn(member(ai));
    if (m_consulted)
        mine.reserve(candidates.size());   // grown one question at a time, it was reallocated again and again
    // Filled in place: its list of an earlier round keeps its room (a question lists no others).
    QVector<int>& list = m_deps[ai];
    list.clear();
    forEachCandidate(candidates, [&](int bi, CandidatePairs::Candidate& pair) {
        if (dependsNow(ai, bi, pair))
            list << bi;
        return true;
    });
    m_consulted = outer;
    if (memosOn())
        m_depsConsulted.insert(ai, std::move(mine));
    noteReused(ai);
    m_depsRound[ai] = m_round;
    return list;
}

void StageScheduler::noteReused(int ai)
{
    if (!m_reusedDeps)
        return;
    if (m_reusedStamp.size() <= ai)
        m_reusedStamp.resize(ai + 1, 0);
    if (m_reusedStamp[ai] != m_check) {
        m_reusedStamp[ai] = m_check;
        *m_reusedDeps << ai;
    }
}


void StageScheduler::recordDependency(const ContinuousEffect* effect, const ContinuousEffect* dependsOn)
{
    // Asked again after every application (613.8c), the same dependency is found many times: a hash
    // keeps the check constant (a scan of the records so far went quadratic on big boards). Each
    // stage has its own label, so this stage's records are the only ones it can repeat. Keyed by
    // slot, as a stage's effects have one id each: a pair of ids hashed for every dependency found
    // again cost two percent of a full resolve at 1,000 permanents.
    const quint64 key = (quint64(quint32(effect->slot)) << 32) | quint32(dependsOn->slot);
    if (m_recorded.contains(key))
        return;
    m_recorded.insert(key);
    m_ctx.res.dependencies << DependencyRecord{m_stage.label, effect->id, dependsOn->id};
    if (spdlog::should_log(spdlog::level::debug))
        spdlog::debug("613.8a layer {}: {} depends on {}", m_stage.label.toStdString(), effect->id.toStdString(),
            dependsOn->id.toStdString());
    m_waitedFor[effect->slot] << dependsOn->id;
}

OrderReason StageScheduler::reasonFor(const ContinuousEffect& e, const QStringList& waited) const
{
    if (m_inLoop.contains(e.id))
        return OrderReason::DependencyLoop;
    OrderReason reason = e.cda ? OrderReason::Cda : OrderReason::Timestamp;
    // It applies out of timestamp order only if it waited for a later effect.
    for (const QString& w : waited) {
        const ContinuousEffect& other = m_ctx.effects[m_ctx.effectIndex.value(w)];
        if (other.timestamp > e.timestamp || (other.timestamp == e.timestamp && other.id > e.id))
            reason = OrderReason::Dependency;
    }
    return reason;
}

void StageScheduler::applyChosen(ContinuousEffect& e)
{
    const QStringList waited = m_waitedFor.value(e.slot);
    const OrderReason reason = reasonFor(e, waited);
    if (!m_ctx.isLive(e)) {
        spdlog::debug(
            "613.8a layer {}: {} no longer exists and never applies", m_stage.label.toStdString(), e.id.toStdString());
        m_application.recordSkip(e, QLatin1String(TraceNotes::kRemovedInThisLayer), QStringLiteral("613.8a"));
        // It still stands where the dependency moved it (after a newer effect): say so.
        m_ctx.res.steps.last().order = reason;
        m_ctx.res.steps.last().dependsOn = waited;
        return;
    }
    // Off by default; the check keeps the string conversions off the hot path.
    if (spdlog::should_log(spdlog::level::debug))
        spdlog::debug("613.8b layer {}: {} applies now ({}{}{})", m_stage.label.toStdString(), e.id.toStdString(),
            orderReasonName(reason).toStdString(), waited.isEmpty() ? "" : ", after ",
            waited.join(QStringLiteral(", ")).toStdString());
    const Facets written = writesIn(e, m_stage.layer);
    m_application.apply(e, reason, waited);
    m_ctx.traceChanges += m_ctx.res.steps.last().changes.size();
    if (m_stage.layer == Layer::L2)
        followSourceControllers();
    // Effects without their ability on the objects this application changed depended on it (613.8a),
    // in pending order.
    m_deadStatics.noteApplied(m_ctx.res.steps.last().affected);
    if (written & FacetAbilityLoss)
        for (ContinuousEffect* p : m_deadStatics.deadOnLastChanged(comesFirst))
            recordDependency(p, &e);
    if (m_ctx.options.dependencies)
        m_answers.forgetStaleAnswers(e, m_stage.layer, m_ctx.res.steps.last().affected);
    m_answers.forgetAffected(&e, written);
    // A granted static ability, or one revealed by a type change, may create new effects now.
    if (m_stage.layer <= Layer::L6 && (written & FacetAbilities) && m_collector.scanStatics(m_stage))
        joinNewStatics(e);
}

void StageScheduler::followSourceControllers()
{
    // Word of Seizing on Control Magic: Control Magic then gives the creature to its new controller.
    bool moved = false;
    for (ContinuousEffect* p : std::as_const(m_pending)) {
        if (p->origin != ContinuousEffect::Origin::Static || p->sourceIndex < 0)
            continue;
        const QString& now = std::as_const(m_ctx.chars)[p->sourceIndex].controller;
        if (p->controller != now) {
            p->controller = now;
            moved = true;
        }
    }
    // Twins share a controller: the classes are made again (answers about a reader of control were
    // dropped with the control this application wrote).
    if (moved && twinsOn()) {
        m_twins.clear();
        for (const ContinuousEffect* p : std::as_const(m_pending))
            m_twins.classify(*p);
    }
}

void StageScheduler::joinNewStatics(const ContinuousEffect& applied)
{
    const QVector<TraceStep>& steps = m_ctx.res.steps;
    // By slot: a search of the pending list for every effect grew with the square of the stage.
    QVector<bool> pending(qsizetype(m_ctx.effects.size()), false);
    for (const ContinuousEffect* p : std::as_const(m_pending))
        pending[p->slot] = true;
    for (ContinuousEffect& other : m_ctx.effects) {
        if (pending[other.slot] || other.everApplied || !m_ctx.inStage(other, m_stage)
            || m_ctx.dead.contains(other.id) || other.id == applied.id || !m_ctx.isLive(other))
            continue;
        const bool steppedHere = std::any_of(steps.begin(), steps.end(),
            [&](const TraceStep& s) { return s.effect == other.id && s.layer == m_stage.label; });
        if (!steppedHere)
            join(other);
    }
}

}   // namespace strata
