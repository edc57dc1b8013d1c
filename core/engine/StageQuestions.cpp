#include "StageScheduler.h"
#include <algorithm>

// The dependency questions of StageScheduler (613.8a): whether one effect of the round's group
// depends on another now, answered from what is remembered where it still holds, else on trial.
namespace strata {

namespace {
// Whether a selector tests each object on that object's own values (and its source's): not on an
// Aura or Equipment attached to it, whose types another object's type change can change.
bool testsObjectsAlone(const Selector& s)
{
    return !s.enchanted && !s.notEnchanted && !s.equipped && !s.attachedToTypes
        && std::all_of(s.anyOf.cbegin(), s.anyOf.cend(), [](const Selector& part) { return testsObjectsAlone(part); });
}

bool testsObjectsAlone(const ContinuousEffect& e)
{
    return std::all_of(e.parts.cbegin(), e.parts.cend(),
        [](const EffectPart& p) { return p.started || !p.affects || testsObjectsAlone(*p.affects); });
}
}   // namespace

// Does group[ai] depend on group[bi] now? Candidates come from what they read and write; a trial
// application confirms (613.8a).
bool StageScheduler::dependsNow(int ai, int bi, CandidatePairs::Candidate& pair)
{
    const ContinuousEffect* a = member(ai);
    const ContinuousEffect* b = member(bi);
    // 613.8a: an effect that no longer exists neither depends nor is depended on (chooseNext takes it
    // out as soon as the walk reaches it).
    if (!liveNow(a) || !liveNow(b))
        return false;
    // A plain "no" rests on b's reach alone, and no node holds the pair meanwhile (only answers worth
    // remembering are stored): while b's reach is the same, so is the answer.
    const bool stillPlainNo = m_ctx.options.reuseDependencyAnswers && pair.plainNo
        && pair.plainNoReach == m_answers.reachVersionOfSlot(b->slot);
    // When only b removing a's ability matters, an answer is remembered only while b reaches a's
    // source (dropped when b's reach is forgotten), so one that does not reach it is a plain "no"
    // without a lookup: in layer 6 most questions are static abilities asked about every Humble
    // and Lignify.
    const bool plainNow = !stillPlainNo && !(pair.overlap & ~a->footprint.readsAtSourceOnly)
        && (a->sourceIndex < 0 || !m_answers.reachOf(b)[a->sourceIndex]);
    int node = stillPlainNo || plainNow ? -1 : m_answers.find(a, b, pair.answerNode);
    bool depends = false;
    if (stillPlainNo) {
        // depends stays false
    } else if (plainNow) {
        markPlainNo(b, pair);
    } else if (node >= 0) {
        depends = askAgain(m_answers.answerAt(node), ai, bi);
    } else if (const std::optional<PairAnswer> answer = firstAnswer(ai, bi, pair.overlap)) {
        // b applies next when noting its dependents, and a when its readiness check finds it
        // ready: forgetStaleAnswers() would drop the answer at once.
        if (ai == m_deferFor)
            m_deferred << Deferred{*answer, b, &pair, m_consulted ? m_consulted->size() : -1};
        else if (!m_notingDependents)
            node = m_answers.store(a, b, *answer);
        depends = answer->scan.depends;
        if (depends)
            recordDependency(a, b);
    } else {
        markPlainNo(b, pair);
    }
    if (node >= 0)
        pair.plainNo = false;
    pair.answerNode = node;
    if (m_consulted)
        *m_consulted << WaitMemo::Consulted{node,
            node >= 0 ? m_answers.versionAt(node) : m_answers.reachVersionOfSlot(b->slot), a->slot, b->slot, depends};
    return depends;
}

bool StageScheduler::liveNow(const ContinuousEffect* e)
{
    // Asked of both effects at every question, and an effect's existence changes only with an
    // application (EngineContext::applications): looking for the ability on its source each time
    // was a thirtieth of a full resolve at 5,000 permanents.
    const size_t slot = size_t(e->slot);
    if (m_liveAt.size() <= slot) {
        m_liveAt.resize(std::max<size_t>(m_ctx.effects.size(), slot + 1), 0);
        m_live.resize(m_liveAt.size(), 0);
    }
    const quint64 now = m_ctx.applications + 1;
    if (m_liveAt[slot] != now) {
        m_liveAt[slot] = now;
        m_live[slot] = m_ctx.isLive(*e);
    }
    return m_live[slot];
}

// The readiness check of `a` found it waits: the first answers it kept aside are stored, as it
// asks them again in later rounds (its memo names their nodes).
void StageScheduler::storeDeferred(const ContinuousEffect* a, WaitMemo::ConsultedList* consulted)
{
    for (const Deferred& d : std::as_const(m_deferred)) {
        const int node = m_answers.store(a, d.b, d.answer);
        d.pair->plainNo = false;
        d.pair->answerNode = node;
        if (consulted && d.consulted >= 0) {
            (*consulted)[d.consulted].node = node;
            (*consulted)[d.consulted].version = m_answers.versionAt(node);
        }
    }
    m_deferred.clear();
}

void StageScheduler::markPlainNo(const ContinuousEffect* b, CandidatePairs::Candidate& pair)
{
    pair.plainNo = true;
    pair.plainNoReach = m_answers.reachVersionOfSlot(b->slot);
    // b's reach is forgotten only when an application writes what its selector reads (or the
    // stage's footprints are rebuilt, candidates with them). What no application of this stage
    // writes (the attached creature, the zone; types in layer 6) keeps this "no" while both wait,
    // and the rounds skip it: a Kwende asked about every Lignify on another creature in every
    // readiness check.
    pair.settledNo = m_ctx.options.reuseDependencyAnswers && !(b->footprint.selectorReads & m_stageWrites);
}

// A pair where only b removing a's ability matters, while b does not reach a's source and reads
// nothing in its selector that this stage writes, is a plain "no" for the whole stage: dependsNow()
// finds it so and markPlainNo() settles it at its first question. In layer 6 those questions were
// most of the readiness checks' (every static on a creature asked once about each Lignify, Humble
// or Kenrith's Transformation elsewhere: 14,800 of the 16,000 readiness questions of strata-bench's
// mix 1,000 profile), each walked, answered and noted in its check's memo: such pairs are left out
// of the candidate lists as they are made, so no check asks them, and a check does what it did after
// passing one by (a plain "no" records nothing). noteDependentsOf() passed these pairs by on its own,
// without asking. Their number grows with the square of the board (statics on creatures times Auras
// and Equipment elsewhere), and settled in the lists, every round still walked past them.
CandidatePairs::SettlingB StageScheduler::settlingOf(const ContinuousEffect& b)
{
    // Most are Auras and Equipment asked about by every static on a creature, each reaching one object.
    CandidatePairs::SettlingB asB;
    asB.settles = !(b.footprint.selectorReads & m_stageWrites);
    if (asB.settles) {
        const QVector<int>& reach = m_answers.affectedOf(&b);
        if (reach.size() <= 16)
            asB.few = &reach;
        else
            asB.bits = &m_answers.reachOf(&b);
    }
    return asB;
}

void StageScheduler::rebuildCandidates(bool settle)
{
    if (!settle || !m_ctx.options.reuseDependencyAnswers) {
        m_candidates.rebuild(m_pending);
        return;
    }
    m_candidates.rebuild(m_pending, m_stageWrites, [this](const ContinuousEffect& b) { return settlingOf(b); });
}

bool StageScheduler::askAgain(PairAnswer& cached, int ai, int bi)
{
    if (cached.recheck.isEmpty())
        return cached.scan.depends;
    // A "no" that held for every object but those touched since: look at those alone.
    const QVector<int> objects = recheckTargets(cached, member(bi));
    cached.clearRecheck();
    const ScanAnswer found
        = objects.isEmpty() ? ScanAnswer() : m_trial.dependsOnScanning(*member(ai), *member(bi), objects);
    if (found.depends) {
        cached.scan.depends = true;
        cached.scan.witness = found.witness;
        recordDependency(member(ai), member(bi));
    }
    return cached.scan.depends;
}

QVector<int> StageScheduler::recheckTargets(PairAnswer& cached, const ContinuousEffect* b)
{
    const QVector<bool>& reach = m_answers.reachOf(b);
    // Mostly the objects named are a's source outside b's reach: nothing to sort or collect then.
    if (std::none_of(cached.recheck.cbegin(), cached.recheck.cend(), [&](int i) { return reach[i]; }))
        return {};
    QVector<int> objects;
    for (int i : cached.recheckObjects())
        if (reach[i])
            objects << i;
    return objects;
}

// What dependsNow() would answer, without recording: a "yes" found here is left to be found again
// (and recorded) by the round that asks, in its order. A recheck that finds nothing is done, as
// askAgain() would have done it.
bool StageScheduler::stillNo(const WaitMemo::Consulted& c)
{
    const ContinuousEffect* a = &m_ctx.effects[c.aSlot];
    const ContinuousEffect* b = &m_ctx.effects[c.bSlot];
    if (c.node < 0) {
        // A plain "no": b did not reach a's source, and still does not (as in dependsNow()).
        return a->sourceIndex < 0 || !m_answers.reachOf(b)[a->sourceIndex];
    }
    if (!m_answers.holds(c.node, a, b))
        return false;
    PairAnswer& cached = m_answers.answerAt(c.node);
    if (cached.scan.depends)
        return false;
    if (cached.recheck.isEmpty())
        return true;
    const QVector<int> objects = recheckTargets(cached, b);
    if (!objects.isEmpty() && m_trial.dependsOnScanning(*a, *b, objects).depends)
        return false;
    cached.clearRecheck();
    return true;
}

std::optional<PairAnswer> StageScheduler::firstAnswer(int ai, int bi, Facets overlap)
{
    const ContinuousEffect& a = *member(ai);
    const ContinuousEffect& b = *member(bi);
    PairAnswer answer;
    if (!(overlap & ~a.footprint.readsAtSourceOnly)) {
        // Only b removing a's ability (or changing its source's controller, in layer 2) matters:
        // try b on a's source alone. When b does not even
        // reach that object the answer is plain, and not worth a cache entry.
        const int src = a.sourceIndex;
        if (!m_answers.reachesObject(&b, src))
            return std::nullopt;
        answer.scan.depends = m_trial.dependsOn(a, m_trial.trialOn(b, src));
    } else if (m_trial.needsWholeBoard(a, b)) {
        // A copy effect depends on b only where b reaches its source or what it copies: b's reach
        // says so without trying b on the whole board (layer 1a asked that of every pair of copies,
        // each first as the earlier one's readiness check, then as noting who depends on it).
        const std::optional<QVector<int>>& matter = m_trial.objectsThatMatter(a);
        if (matter && std::none_of(matter->cbegin(), matter->cend(), [&](int i) { return m_answers.reachesObject(&b, i); }))
            return answer;
        auto delta = m_deltas.find(bi);
        if (delta == m_deltas.end())
            delta = m_deltas.insert(bi, m_trial.trialDelta(b));
        answer.scan.depends = m_trial.dependsOn(a, *delta);
    } else {
        answer.scan = scanOrTwinAnswer(a, b, overlap);
        // In layer 4 only when both selectors test each object alone: a type change on one object
        // then changes this answer on that object alone (AnswerCache::forgetStaleAnswers).
        answer.perObject = m_stage.layer == Layer::L6
            || (m_stage.layer == Layer::L4 && testsObjectsAlone(a) && testsObjectsAlone(b));
    }
    return answer;
}

ScanAnswer StageScheduler::scanOrTwinAnswer(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap)
{
    if (!twinsOn())
        return m_trial.dependsOnScanning(a, b, m_answers.affectedOf(&b));
    const QVector<int>& objects = m_answers.affectedOf(&b);
    const bool reachesSource = m_answers.reachesObject(&b, a.sourceIndex);
    if (std::optional<ScanAnswer> shared = m_twins.answerFor(a, b, overlap, objects, reachesSource))
        return *shared;
    // a's source first, where b reaches it: whether a still exists there is what most often
    // changes (Humility taking Archetype of Courage's abilities), and a scan of Humility's 540
    // creatures in board order came to it after hundreds of trials. Any witness is as good.
    const ScanAnswer scan = m_trial.dependsOnScanning(a, b, objects, reachesSource ? a.sourceIndex : -1);
    m_twins.remember(a, b, overlap, objects, reachesSource, scan);
    return scan;
}

}   // namespace strata
