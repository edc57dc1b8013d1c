#include "AnswerCache.h"
#include "EffectFootprint.h"
#include <algorithm>

namespace strata {

void AnswerCache::clear()
{
    for (const KnownReaches& group : std::as_const(m_reachKnown))
        for (int slot : group.members)
            if (m_reach[slot].known)
                reachForgotten(&m_ctx.effects[slot]);
    m_pairs.clear();
    m_answersOf.clear();
    m_answering.clear();
    m_nodes.clear();
    m_freeNodes.clear();
    m_reach.clear();
    m_reachKnown.clear();
    m_touches.clear();
    m_touchesOf.clear();
}

const QVector<int>& AnswerCache::affectedOf(const ContinuousEffect* e)
{
    Reach& r = reachSlot(e);
    if (!r.known) {
        r.affected = m_ctx.affectedSet(*e);
        r.known = true;
        noteReachKnown(e);
    }
    return r.affected;
}

const QVector<bool>& AnswerCache::reachOf(const ContinuousEffect* e)
{
    Reach& r = reachSlot(e);
    if (!r.bitsKnown) {
        const QVector<int>& affected = affectedOf(e);
        r.bits.fill(false, m_ctx.state.objects.size());
        bool* bits = r.bits.data();   // detached once, not checked for sharing at every object
        for (int i : affected)
            bits[i] = true;
        r.bitsKnown = true;
    }
    return r.bits;
}

bool AnswerCache::reachesObject(const ContinuousEffect* e, int index)
{
    if (index < 0)
        return false;
    const QVector<int>& affected = affectedOf(e);
    const Reach& r = m_reach[e->slot];
    if (r.bitsKnown)
        return r.bits[index];
    // A search of a sorted selection, not a bitmap over the board built for one question: the
    // bitmap pays only where an effect is asked about many objects (StageScheduler::dependsNow).
    if (r.ascending())
        return std::binary_search(affected.cbegin(), affected.cend(), index);
    if (affected.size() <= 16)
        return affected.contains(index);
    return reachOf(e)[index];
}

void AnswerCache::forgetReach(Reach& r)
{
    // Freed, not kept for reuse: at 20,000 permanents the forgotten bitmaps of thousands of effects
    // raised the peak memory by a tenth.
    r = Reach();
}

int AnswerCache::find(const ContinuousEffect* a, const ContinuousEffect* b, int hint)
{
    if (!m_ctx.options.reuseDependencyAnswers)
        return -1;
    // A pair has one live node at most, and a node is reused only once dead.
    int node = -1;
    if (hint >= 0 && hint < int(m_nodes.size()) && m_nodes[hint].live && m_nodes[hint].a == a && m_nodes[hint].b == b) {
        node = hint;
    } else {
        auto it = m_pairs.constFind(Pair(a, b));
        if (it == m_pairs.constEnd())
            return -1;
        node = *it;
    }
    catchUp(node);
    return m_nodes[node].live ? node : -1;
}

int AnswerCache::store(const ContinuousEffect* a, const ContinuousEffect* b, const PairAnswer& answer)
{
    auto it = m_pairs.constFind(Pair(a, b));
    if (it != m_pairs.constEnd()) {
        m_nodes[*it].answer = answer;
        m_nodes[*it].touchesSeen = int(m_touches.size());
        changed(m_nodes[*it]);
        return *it;
    }
    const int node = newNode(a, b, answer);
    m_pairs.insert(Pair(a, b), node);
    answersOf(a).asA << node;
    answersOf(b).asB << node;
    return node;
}

void AnswerCache::reachForgotten(const ContinuousEffect* e)
{
    if (e->slot >= m_reachVersions.size())
        m_reachVersions.resize(e->slot + 1, 0);
    m_reachVersions[e->slot] = ++m_lastVersion;
    log(e->slot);
}

int AnswerCache::newNode(const ContinuousEffect* a, const ContinuousEffect* b, const PairAnswer& answer)
{
    int node;
    if (!m_freeNodes.isEmpty()) {
        node = m_freeNodes.takeLast();
    } else {
        node = int(m_nodes.size());
        m_nodes.emplace_back();
    }
    Node& n = m_nodes[node];
    n.a = a;
    n.b = b;
    n.answer = answer;
    n.live = true;
    n.listed = 2;
    n.visited = 0;
    n.touchesSeen = int(m_touches.size());
    // Not logged: a memo that names this node named it for a pair whose death was logged, or that
    // involved an effect that has left the group since.
    changed(n, false);
    return node;
}

void AnswerCache::unlist(int node)
{
    Node& n = m_nodes[node];
    if (--n.listed == 0) {
        n.answer = PairAnswer();
        m_freeNodes << node;
    }
}

void AnswerCache::forgetAffected(const ContinuousEffect* applied, Facets written)
{
    if (Reach& r = reachSlot(applied); r.known) {
        forgetReach(r);
        reachForgotten(applied);
    }
    for (KnownReaches& group : m_reachKnown) {
        if (!(written & group.selectorReads))
            continue;
        for (int slot : std::as_const(group.members))
            if (m_reach[slot].known) {
                forgetReach(m_reach[slot]);
                reachForgotten(&m_ctx.effects[slot]);
            }
        group.members.clear();
    }
}

void AnswerCache::noteReachKnown(const ContinuousEffect* e)
{
    const Facets reads = e->footprint.selectorReads;
    for (KnownReaches& group : m_reachKnown)
        if (group.selectorReads == reads) {
            group.members << e->slot;
            return;
        }
    m_reachKnown << KnownReaches{reads, {e->slot}};
}

// What one application means for each effect whose answers are kept, worked out once per effect,
// not per pair.
class AnswerCache::Impact {
public:
    using Exposure = AnswerCache::Exposure;

    // The cache's m_touchedBits holds `touched` as a bitmap over the board.
    Impact(AnswerCache& cache, const ContinuousEffect& applied, const QVector<int>& touched)
        : m_cache(cache),
          m_written(applied.footprint.writes),
          m_keysWritten(applied.footprint.keyWrites),
          m_touched(touched),
          m_touchedBits(cache.m_touchedBits),
          m_exposures(cache.m_exposures),
          m_application(cache.m_visit)
    {
        m_exposures.resize(qsizetype(cache.m_ctx.effects.size()));
        m_exposureAt = m_exposures.data();   // detached once, not checked at every look-up
    }
    bool touched(int index) const { return m_touchedBits[index]; }
    // Worked out once per effect and application, kept by the effect's slot.
    const Exposure& of(const ContinuousEffect* x)
    {
        Exposure& ex = m_exposureAt[x->slot];
        if (ex.application == m_application)
            return ex;
        ex = Exposure();
        ex.application = m_application;
        const StageFootprint& f = x->footprint;
        ex.readsWritten = (m_written & ~(FacetAbilities | FacetAbilityLoss)) & f.reads;
        ex.selectorWritten = m_written & f.selectorReads;
        ex.keysHit = (m_written & FacetAbilities)
            && (m_keysWritten.overlaps(f.keyReads) || m_keysWritten.overlaps(f.keyWrites));
        ex.lossHit = (m_written & FacetAbilityLoss) && (f.reads & FacetAbilityLoss);
        ex.sourceTouched = x->sourceIndex >= 0 && m_touchedBits[x->sourceIndex];
        ex.conditionHit = x->condition && (x->condition->reads() & m_written);
        if (ex.keysHit || ex.lossHit || (m_written & FacetAbilityLoss))
            ex.reachesTouched = touchesAffected(x);
        return ex;
    }

private:
    // Whether the application touched what b applies to; unknown counts as yes.
    bool touchesAffected(const ContinuousEffect* b) const
    {
        if (b->sourceIndex >= 0 && m_touchedBits[b->sourceIndex])
            return true;
        const Reach* reach = m_cache.knownReach(b);
        if (!reach)
            return true;
        // Walk the smaller set: one touched object against a board-wide selection is one lookup.
        const QVector<int>& affected = reach->affected;
        if (reach->bitsKnown && m_touched.size() < affected.size())
            return std::any_of(m_touched.cbegin(), m_touched.cend(), [&](int i) { return reach->bits[i]; });
        // Without the bitmap, a few touched objects are looked up in the sorted set: a grant to one
        // creature walked every creature of each "creatures you control" whose answers it visits.
        if (m_touched.size() * 8 >= affected.size())
            return std::any_of(affected.cbegin(), affected.cend(), [&](int i) { return m_touchedBits[i]; });
        if (reach->ascending())
            return std::any_of(m_touched.cbegin(), m_touched.cend(),
                [&](int i) { return std::binary_search(affected.cbegin(), affected.cend(), i); });
        return std::any_of(affected.cbegin(), affected.cend(), [&](int i) { return m_touchedBits[i]; });
    }

    const AnswerCache& m_cache;
    const Facets m_written;
    const AbilityKeys& m_keysWritten;
    const QVector<int>& m_touched;
    const QVector<bool>& m_touchedBits;
    QVector<Exposure>& m_exposures;
    Exposure* m_exposureAt = nullptr;
    const int m_application;
};

void AnswerCache::collectLive(QVector<int>& nodes, QVector<int>& toVisit)
{
    nodes.removeIf([&](int node) {
        Node& n = m_nodes[node];
        if (!n.live) {
            unlist(node);
            return true;
        }
        if (n.visited != m_visit) {
            n.visited = m_visit;
            toVisit << node;
        }
        return false;
    });
}

void AnswerCache::dropDead(QVector<int>& nodes)
{
    nodes.removeIf([&](int node) {
        if (m_nodes[node].live)
            return false;
        unlist(node);
        return true;
    });
}

namespace {
// A layer 4 application touching more objects than this drops the "no"s it makes stale.
constexpr qsizetype kMaxTouchedForRecheck = 4;
}   // namespace

void AnswerCache::forgetStaleAnswers(const ContinuousEffect& applied, Layer layer, const QVector<int>& touched)
{
    // 613.8c asks for dependency afresh after each application. A cached answer survives only if
    // this application changed nothing the pair looks at: what either reads, on the objects b
    // applies to or a's source.
    if (m_pairs.isEmpty())
        return;
    m_touchedBits.resize(m_ctx.state.objects.size());
    for (int t : touched)
        m_touchedBits[t] = true;
    ++m_visit;
    Impact impact(*this, applied, touched);
    const Facets written = applied.footprint.writes;
    // In layer 6 an application that changed only abilities changed only the objects it
    // touched: an object-by-object "no" needs looking at again on those objects alone, and
    // not even there when b's keyword changes were all just made the same way.
    const bool onlyAbilitiesWritten = layer == Layer::L6 && !(written & ~(FacetAbilities | FacetAbilityLoss));
    const KeywordChangesMade made = onlyAbilitiesWritten ? keywordChangesOnly(applied, layer) : KeywordChangesMade();
    // Nor when the keywords it changed are named (no "loses all abilities") and a asks about none of
    // them: on the objects touched, what a sees of them is what it saw, and b does there what it
    // did, since b's selector does not look at abilities (that answer is dropped above). Only a's
    // source is looked at again, for its existence. "Loses flying" (Magebane Armor, Grounded) sent
    // every (Kwende, Archetype of Courage) answer to a recheck on the equipped creature.
    const AbilityKeys& keysWritten = applied.footprint.keyWrites;
    const bool namedKeysOnly = onlyAbilitiesWritten && !keysWritten.any && !keysWritten.names.isEmpty();
    // Only an answer with a member this application can affect, or the applied effect itself, can
    // change; those are found through their members, and on the side where the member is affected.
    // An answer that only the objects touched can change is found through its b when the touched
    // objects are within b's reach, or through its a when a's source was touched (its existence):
    // walking every answer of every effect that reads or writes a keyword this application wrote
    // made each first-strike grant visit every (Kwende, grant) answer of the stage.
    // Kept between applications, emptied: a fresh pair of lists for each was 1% of a full resolve.
    QVector<int>& toVisit = m_toVisit;
    QVector<const ContinuousEffect*>& touchedAsB = m_touchedAsB;
    toVisit.clear();
    touchedAsB.clear();
    qsizetype kept = 0;
    // Through a pointer, detached once: nothing in the walk adds an effect to it.
    int* answering = m_answering.data();
    const qsizetype answeringCount = m_answering.size();
    for (qsizetype k = 0; k < answeringCount; ++k) {
        const int slot = answering[k];
        Answers* p = &m_answersOf[slot];
        const ContinuousEffect* x = &m_ctx.effects[slot];
        const Exposure& ex = impact.of(x);
        const bool all = x == &applied || ex.readsWritten || ex.conditionHit;
        if (all || (ex.sourceTouched && (written & FacetAbilityLoss)))
            collectLive(p->asA, toVisit);
        if (all || ex.selectorWritten)
            collectLive(p->asB, toVisit);
        else if (ex.reachesTouched)
            touchedAsB << x;   // its answers take this in when next looked at (catchUp)
        if (!all && !ex.selectorWritten && ex.reachesTouched && x->slot < m_touchesOf.size()
            && qPopulationCount(quint32(m_touchesOf[x->slot].size())) == 1)
            dropDead(p->asB);   // now and then, as dead answers wait there to be walked past
        if (p->asA.isEmpty() && p->asB.isEmpty())
            p->listed = false;
        else
            answering[kept++] = slot;
    }
    m_answering.resize(kept);
    for (int node : std::as_const(toVisit)) {
        // The touches before this one first, in order: the answer may have changed since.
        catchUp(node);
        Node& n = m_nodes[node];
        if (!n.live)
            continue;
        // Seen here in full, with the touch this application leaves (numbered m_touches.size()).
        n.touchesSeen = int(m_touches.size()) + (touchedAsB.isEmpty() ? 0 : 1);
        const ContinuousEffect* a = n.a;
        const ContinuousEffect* b = n.b;
        PairAnswer& answer = n.answer;
        bool stale = a == &applied || b == &applied;
        bool onTouchedOnly = false;   // stale only on the objects this application touched
        if (!stale) {
            const Exposure& ea = impact.of(a);
            const Exposure& eb = impact.of(b);
            stale = ea.readsWritten || eb.readsWritten || eb.selectorWritten;
            const bool lossRelevant = ea.lossHit || eb.lossHit;
            if (!stale && (ea.keysHit || eb.keysHit || lossRelevant)) {
                // a's source matters for its existence; as an object a applies to, it is in b's set.
                stale = ea.conditionHit || eb.conditionHit;
                onTouchedOnly = !stale && (eb.reachesTouched || (lossRelevant && ea.sourceTouched));
            }
        }
        if (onTouchedOnly && (!onlyAbilitiesWritten || !answer.perObject || answer.scan.depends)) {
            stale = true;
        } else if (onTouchedOnly
            && (answer.settledBy(made) || (namedKeysOnly && !keysWritten.overlaps(a->footprint.keyReads)))) {
            // a's source is still tried in full there: its existence.
            if (a->sourceIndex >= 0 && impact.touched(a->sourceIndex)) {
                answer.addToRecheck({a->sourceIndex});
                changed(n);
            }
        } else if (onTouchedOnly) {
            answer.addToRecheck(touched);
            changed(n);
        }
        if (stale && layer == Layer::L4 && answer.perObject && a != &applied && b != &applied) {
            // A layer 4 application changed the objects it touched and nothing else. When both
            // selectors test each object alone and neither source (existence, "you control",
            // "other") nor condition was touched, this "no" still holds on every other object, and
            // a "yes" while the object that showed it was left alone: a type change (Spreading
            // Seas) sent every answer about Life and Limb, Hivestone or Yavimaya back to a scan of
            // all their Forests and creatures.
            const Exposure& ea = impact.of(a);
            const Exposure& eb = impact.of(b);
            if (!ea.conditionHit && !eb.conditionHit && !ea.sourceTouched && !eb.sourceTouched) {
                // Only for a few objects: a rechecked answer no longer shares its twins' trial, and
                // on a 400-effect layer 4 loop (loop 200) rechecks of wide applications cost 80 times
                // the fresh scans they replaced.
                if (!answer.scan.depends && touched.size() <= kMaxTouchedForRecheck) {
                    answer.addToRecheck(touched);
                    changed(n);
                    stale = false;
                } else if (!answer.scan.depends && touchedWithinReach(b, touched.size(), m_recheckBuffer)) {
                    // A wide application (Blood Moon) mostly touches none of what b applies to
                    // (an Aura's creature): the "no" holds, and only those few objects are looked at
                    // again. Dropped, Life and Limb's and Opalescence's "no"s about every Lignify
                    // were scanned afresh after each type change of all nonbasic lands.
                    if (!m_recheckBuffer.isEmpty()) {
                        answer.addToRecheck(m_recheckBuffer);
                        changed(n);
                    }
                    stale = false;
                } else if (answer.scan.witness >= 0 && !impact.touched(answer.scan.witness)) {
                    stale = false;
                }
            }
        }
        if (stale) {
            n.live = false;
            // The applied effect leaves the group: a memo's entry about it is decided by that alone
            // (StageScheduler notes it), and every answer it has dies here.
            changed(n, a != &applied && b != &applied);
            m_pairs.remove(Pair(a, b));
        }
    }
    for (int t : touched)
        m_touchedBits[t] = false;
    if (!touchedAsB.isEmpty()) {
        Touch t;
        t.written = written;
        t.keysWritten = keysWritten;
        t.onlyAbilitiesWritten = onlyAbilitiesWritten;
        t.namedKeysOnly = namedKeysOnly;
        t.made = made;
        t.touched = touched;
        std::sort(t.touched.begin(), t.touched.end());
        t.touched.erase(std::unique(t.touched.begin(), t.touched.end()), t.touched.end());
        const int index = int(m_touches.size());
        m_touches << std::move(t);
        if (m_touchesOf.size() < qsizetype(m_ctx.effects.size()))
            m_touchesOf.resize(qsizetype(m_ctx.effects.size()));
        for (const ContinuousEffect* b : std::as_const(touchedAsB)) {
            m_touchesOf[b->slot] << index;
            log(b->slot);   // its answers take the touch in when next looked at
        }
    }
}

bool AnswerCache::touchedWithinReach(const ContinuousEffect* b, qsizetype touchedCount, QVector<int>& within) const
{
    within.clear();
    const Reach* reach = knownReach(b);
    // Only where b applies to fewer objects than were touched: then its set is walked, not the board.
    if (!reach || reach->affected.size() > touchedCount)
        return false;
    for (int i : reach->affected)
        if (m_touchedBits[i]) {
            if (within.size() == kMaxTouchedForRecheck)
                return false;
            within << i;
        }
    return true;
}

void AnswerCache::takeInTouches(Node& n)
{
    if (n.b->slot < m_touchesOf.size()) {
        const QVector<int>& touches = m_touchesOf[n.b->slot];
        // Mostly the touches since were of other effects: b's newest says so without a search.
        if (!touches.isEmpty() && touches.last() >= n.touchesSeen)
            for (auto t = std::lower_bound(touches.cbegin(), touches.cend(), n.touchesSeen); t != touches.cend() && n.live; ++t)
                takeIn(n, m_touches[*t]);
    }
    n.touchesSeen = int(m_touches.size());
}

// forgetStaleAnswers() for an answer it did not visit, as it would have: b's reach was touched, and
// nothing either effect reads but abilities was written (else the answer was visited).
void AnswerCache::takeIn(Node& n, const Touch& t)
{
    const ContinuousEffect* a = n.a;
    const StageFootprint& fa = a->footprint;
    const StageFootprint& fb = n.b->footprint;
    const auto keysHit = [&](const StageFootprint& f) {
        return (t.written & FacetAbilities) && (t.keysWritten.overlaps(f.keyReads) || t.keysWritten.overlaps(f.keyWrites));
    };
    const auto lossHit = [&](const StageFootprint& f) {
        return (t.written & FacetAbilityLoss) && (f.reads & FacetAbilityLoss);
    };
    if (!keysHit(fa) && !keysHit(fb) && !lossHit(fa) && !lossHit(fb))
        return;
    PairAnswer& answer = n.answer;
    if (!t.onlyAbilitiesWritten || !answer.perObject || answer.scan.depends) {
        n.live = false;
        changed(n);
        m_pairs.remove(Pair(a, n.b));
    } else if (answer.settledBy(t.made) || (t.namedKeysOnly && !t.keysWritten.overlaps(fa.keyReads))) {
        if (a->sourceIndex >= 0 && std::binary_search(t.touched.cbegin(), t.touched.cend(), a->sourceIndex)) {
            answer.addToRecheck({a->sourceIndex});
            changed(n);
        }
    } else {
        answer.addToRecheck(t.touched);
        changed(n);
    }
}

}   // namespace strata
