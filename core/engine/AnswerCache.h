#pragma once
#include "DependencyAnswer.h"
#include "EngineContext.h"
#include <QHash>
#include <algorithm>
#include <deque>

namespace strata {

// Within a stage: who each pending effect applies to, and remembered answers to "does a depend on b"
// (613.8). 613.8c asks again after every application; an answer is kept only while the applications
// since changed nothing it looks at (see forgetStaleAnswers()).
class AnswerCache {
public:
    explicit AnswerCache(const EngineContext& ctx) : m_ctx(ctx) { }

    void clear();
    // Who e applies to now, and the same as a bitmap over the board.
    const QVector<int>& affectedOf(const ContinuousEffect* e);
    const QVector<bool>& reachOf(const ContinuousEffect* e);
    // Whether e applies to the object at `index` now (-1: no): its bitmap when built, else a search
    // of its sorted selection (a bitmap built for one question costs a pass over the board).
    bool reachesObject(const ContinuousEffect* e, int index);

    // The node of the remembered answer for (a, b), or -1 (always when reuse is off).
    // `hint`, a node where it was found before, spares the hash lookup while it still holds (a, b).
    int find(const ContinuousEffect* a, const ContinuousEffect* b, int hint = -1);
    PairAnswer& answerAt(int node) { return m_nodes[node].answer; }
    // Stores the answer for (a, b) and returns its node.
    int store(const ContinuousEffect* a, const ContinuousEffect* b, const PairAnswer& answer);
    // Versions, for those who remember what an answer was: a node's changes whenever its answer is
    // dropped, replaced or sent to a recheck; an effect's reach version whenever who it applies to
    // is forgotten. Versions only grow, across clear() too.
    quint32 versionAt(int node) const { return m_nodes[node].version; }
    bool unchanged(int node, quint32 version)
    {
        if (node >= int(m_nodes.size()))
            return false;
        catchUp(node);
        return m_nodes[node].live && m_nodes[node].version == version;
    }
    // Whether `node` holds the live answer for (a, b); unchanged() has caught it up.
    bool holds(int node, const ContinuousEffect* a, const ContinuousEffect* b) const
    {
        return node < int(m_nodes.size()) && m_nodes[node].live && m_nodes[node].a == a && m_nodes[node].b == b;
    }
    quint32 reachVersionOfSlot(int slot) const { return slot < m_reachVersions.size() ? m_reachVersions[slot] : 0; }

    // Every change a memo's answer can rest on is counted, and stamped on the effect it concerns, so
    // that a memo passes by the entries no change since named without looking at their answers
    // (WaitMemo): a node of the pair (a, b) given a new version stamps b; so does b's reach
    // forgotten or touched, and b leaving the round's group.
    void logChanges(bool on) { m_logging = on; }
    qint64 changesEnd() const { return m_changes; }
    void noteLeftGroup(const ContinuousEffect* e)
    {
        if (!m_logging)
            return;
        if (e->slot >= m_leftAt.size())
            m_leftAt.resize(e->slot + 1, -1);
        m_leftAt[e->slot] = m_changes;
        log(e->slot);
    }
    // The count before the last change naming `slot` as b, or -1; likewise its leaving the group.
    qint64 lastChangeOfSlot(int slot) const { return slot < m_lastChangeOf.size() ? m_lastChangeOf[slot] : -1; }
    qint64 leftAt(int slot) const { return slot < m_leftAt.size() ? m_leftAt[slot] : -1; }

    // After `applied` applied to `touched`: drops, or marks for rechecking on the touched objects,
    // the answers that application may have changed.
    void forgetStaleAnswers(const ContinuousEffect& applied, Layer layer, const QVector<int>& touched);
    // Drops who `applied` applied to, and the sets of effects whose selectors read what it wrote.
    void forgetAffected(const ContinuousEffect* applied, Facets written);

private:
    using Pair = QPair<const ContinuousEffect*, const ContinuousEffect*>;
    class Impact;
    // What one application means for an effect whose answers are kept.
    struct Exposure {
        bool readsWritten = false;      // it reads a non-ability facet this step wrote
        bool selectorWritten = false;   // its selector reads what this step wrote
        bool keysHit = false;           // it reads or writes a keyword this step wrote
        bool lossHit = false;           // its existence could have been ended
        bool reachesTouched = false;    // this step touched what it applies to
        bool sourceTouched = false;
        bool conditionHit = false;
        int application = 0;            // the m_visit it was worked out for
    };
    // One remembered answer. Nodes stay where they are (a deque) so that each effect's list of its
    // answers can name them by position: an application walks those lists without a hash lookup per
    // answer. A dropped answer is marked dead and leaves the lists as they are walked; its node is
    // reused once no list names it.
    struct Node {
        const ContinuousEffect* a = nullptr;
        const ContinuousEffect* b = nullptr;
        PairAnswer answer;
        bool live = false;
        quint8 listed = 0;   // how many of m_answersOf's lists name it (0 to 2)
        int visited = 0;     // the last forgetStaleAnswers() that looked at it
        int touchesSeen = 0;   // the touches (m_touches) before this one are taken in
        quint32 version = 0;
    };
    int newNode(const ContinuousEffect* a, const ContinuousEffect* b, const PairAnswer& answer);
    void unlist(int node);
    // `logged` false only where the change is already told by the effect leaving the group.
    void changed(Node& n, bool logged = true)
    {
        n.version = ++m_lastVersion;
        if (logged)
            log(n.b->slot);
    }
    void log(int bSlot)
    {
        if (!m_logging)
            return;
        if (bSlot >= m_lastChangeOf.size())
            m_lastChangeOf.resize(bSlot + 1, -1);
        m_lastChangeOf[bSlot] = m_changes++;
    }
    bool m_logging = false;
    qint64 m_changes = 0;
    QVector<qint64> m_lastChangeOf;   // by slot
    QVector<qint64> m_leftAt;         // by slot
    void reachForgotten(const ContinuousEffect* e);

    // An application that touched only what b applies to changes an answer (a, b) only on the objects
    // touched, in a way that rests on the answer alone: the answer takes it in when next looked at
    // (catchUp), not when it happens. Each first-strike grant sent every (Kwende, Archetype of
    // Courage) answer of the stage to a recheck, most of them never asked again before they died.
    struct Touch {
        Facets written = 0;
        AbilityKeys keysWritten;
        bool onlyAbilitiesWritten = false;
        bool namedKeysOnly = false;
        KeywordChangesMade made;
        QVector<int> touched;   // sorted
    };
    // Checked for every answer a round consults: most have nothing new, and say so without
    // looking at b.
    void catchUp(int node)
    {
        Node& n = m_nodes[node];
        if (n.touchesSeen < int(m_touches.size()) && n.live)
            takeInTouches(n);
    }
    void takeInTouches(Node& n);
    // The objects this application touched (m_touchedBits) that b applies to, into `within`: false
    // when b's reach is unknown or wider than the touched objects, or more than a few are touched.
    bool touchedWithinReach(const ContinuousEffect* b, qsizetype touchedCount, QVector<int>& within) const;
    QVector<int> m_recheckBuffer;
    void takeIn(Node& n, const Touch& t);
    QVector<Touch> m_touches;
    QVector<QVector<int>> m_touchesOf;   // by b's slot: indices in m_touches, ascending

    const EngineContext& m_ctx;
    // Who each effect applies to, by slot, not in hashes: a round asks "does b reach a's source" for
    // most of its candidates (the two hashes were 2% of a full resolve at 1,000 permanents).
    struct Reach {
        bool known = false;       // `affected` holds who it applies to now
        bool bitsKnown = false;   // `bits` holds the same set as a bitmap over the board
        // Whether `affected` is in ascending order: -1 until asked (touchesAffected), as checking
        // each selection as it is worked out cost more than the searches saved on loop boards.
        mutable qint8 sorted = -1;
        QVector<int> affected;
        QVector<bool> bits;
        bool ascending() const
        {
            if (sorted < 0)
                sorted = std::is_sorted(affected.cbegin(), affected.cend()) ? 1 : 0;
            return sorted == 1;
        }
    };
    std::deque<Reach> m_reach;   // by effect slot; a deque, as callers hold references while others grow it
    // The slots whose reach is known, grouped by what their selectors read: every application looks
    // for those it makes stale, and only in the groups whose selectors read what it wrote (a walk of
    // every known reach after every application grew with the square of the board: 3.3M looks at
    // mix 20,000). A slot may stay in its group after its reach was forgotten with its own
    // application; a walk passes such a slot by and drops it.
    struct KnownReaches {
        Facets selectorReads;
        QVector<int> members;
    };
    QVector<KnownReaches> m_reachKnown;
    void noteReachKnown(const ContinuousEffect* e);
    Reach& reachSlot(const ContinuousEffect* e)
    {
        if (e->slot >= int(m_reach.size()))
            m_reach.resize(e->slot + 1);
        return m_reach[e->slot];
    }
    const Reach* knownReach(const ContinuousEffect* e) const
    {
        return e->slot < int(m_reach.size()) && m_reach[e->slot].known ? &m_reach[e->slot] : nullptr;
    }
    void forgetReach(Reach& r);
    std::deque<Node> m_nodes;
    QVector<int> m_freeNodes;
    QHash<Pair, int> m_pairs;   // (a, b) → its live node
    // For each effect, the answers it takes part in, as a and as b (dead ones until walked past): an
    // application visits the answers of the effects it can affect, not every answer (which grew
    // with the square of the stage's effects), and on the side where it affects them.
    // Kept by effect slot, with the slots that have any listed in the order they came: walking a
    // hash of them was a third of forgetStaleAnswers() at 1,000 permanents.
    struct Answers {
        QVector<int> asA, asB;
        bool listed = false;   // in m_answering
    };
    std::deque<Answers> m_answersOf;   // by effect slot
    QVector<int> m_answering;          // slots whose lists may name answers
    Answers& answersOf(const ContinuousEffect* e)
    {
        if (e->slot >= int(m_answersOf.size()))
            m_answersOf.resize(e->slot + 1);
        Answers& answers = m_answersOf[e->slot];
        if (!answers.listed) {
            answers.listed = true;
            m_answering << e->slot;
        }
        return answers;
    }
    // Walks `nodes`: drops dead ones, and adds to `toVisit` the live ones this application has not met.
    void collectLive(QVector<int>& nodes, QVector<int>& toVisit);
    // Drops dead nodes from `nodes` (answers a touch dropped are not walked past by applications).
    void dropDead(QVector<int>& nodes);
    int m_visit = 0;
    QVector<bool> m_touchedBits;   // all false between applications
    QVector<int> m_toVisit;                         // forgetStaleAnswers()'s, emptied
    QVector<const ContinuousEffect*> m_touchedAsB;  // likewise
    // What the current application means for each effect, by the effect's slot (Impact fills it).
    QVector<Exposure> m_exposures;
    quint32 m_lastVersion = 0;
    QVector<quint32> m_reachVersions;   // by effect slot
};

}   // namespace strata
