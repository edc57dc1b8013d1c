#pragma once
#include "AnswerCache.h"
#include "CandidatePairs.h"
#include "DeadStatics.h"
#include "EffectCollector.h"
#include "StageApplication.h"
#include "TrialApplication.h"
#include "TwinEffects.h"
#include "WaitMemo.h"
#include <array>
#include <vector>

namespace strata {

// Orders and applies one stage's effects (613.3–613.8): characteristic-defining abilities first,
// then timestamp order, except that an effect waits for the effects it depends on (613.8a/b), and
// dependency is asked afresh after every application (613.8c).
class StageScheduler {
public:
    StageScheduler(EngineContext& ctx, EffectCollector& collector, const LayerStage& stage);
    void run();

private:
    // The rounds: each takes the group that may go next and applies one of its effects.
    void collectPending();
    void join(ContinuousEffect& e);
    void startRound();
    void makeGroup();
    // The member at `index` applies: its place stays empty until the group is made again.
    void leaveGroup(int index);
    void countWriter(const ContinuousEffect* e, int by);
    int chooseNext();
    void noteDependentsOf(int chosen);
    void applyChosen(ContinuousEffect& e);
    OrderReason reasonFor(const ContinuousEffect& e, const QStringList& waited) const;
    void joinNewStatics(const ContinuousEffect& applied);
    void noteStageWrites();
    // Layer 2: a waiting static's "you" follows its source's controller as the applications so far left it.
    void followSourceControllers();

    // The dependency rule (613.8b), over the round's group; the questions are in StageQuestions.cpp.
    bool readyIn(int start, QVector<int>& loopMembers);
    bool reaches(int from, int target);
    const QVector<int>& dependenciesOf(int ai);
    // Whether group[ai] depends on group[bi], candidates for each other as `pair` says.
    bool dependsNow(int ai, int bi, CandidatePairs::Candidate& pair);
    // Whether e exists (613.6), as EngineContext::isLive says, remembered until the next application.
    bool liveNow(const ContinuousEffect* e);
    // By slot: the applications count + 1 when m_live was found. Plain vectors: asked twice per
    // question, the detach checks of QVector's operator[] were most of the cost.
    std::vector<quint64> m_liveAt;
    std::vector<char> m_live;
    // The candidates of `list` that are in this round's group, as (group index, candidate), in group
    // order, while `visit` returns true.
    template<typename Visit> bool forEachCandidate(QVector<CandidatePairs::Candidate>& list, Visit visit);
    bool askAgain(PairAnswer& cached, int ai, int bi);
    // The objects of a "no" sent to a recheck that b still applies to.
    QVector<int> recheckTargets(PairAnswer& cached, const ContinuousEffect* b);
    void markPlainNo(const ContinuousEffect* b, CandidatePairs::Candidate& pair);
    // What b is to the pairs where it matters to a at a's source alone (after m_stageWrites): a pair
    // it settles is a plain "no" that markPlainNo() would settle at its first question, left out of
    // the candidate lists, so that no readiness check asks it.
    CandidatePairs::SettlingB settlingOf(const ContinuousEffect& b);
    // The candidate lists afresh; without `settle`, every pair is listed (an effect joined that
    // writes what was thought fixed, so no "no" is settled for the rest of the stage).
    void rebuildCandidates(bool settle);
    // For a memo (WaitMemo::StillNo): whether a "no" it consulted, changed since, is a "no" now.
    bool stillNo(const WaitMemo::Consulted& c);
    // Nothing when the answer is a plain no, not worth remembering.
    std::optional<PairAnswer> firstAnswer(int ai, int bi, Facets overlap);
    // Notes that `effect` depended on `dependsOn` in this stage (613.8), for the result and its reason.
    void recordDependency(const ContinuousEffect* effect, const ContinuousEffect* dependsOn);
    // Memos need remembered answers to compare: not in the runs that check answers afresh. Nor in
    // layer 4, where they cost more than the checks they spare: a type change on one land stamps
    // every effect that reaches lands (Urborg, Yavimaya, Life and Limb), so each memo walk looks
    // at most of its entries again and rechecks them (docs/performance.md, engperf18).
    bool memosOn() const { return answersReused() && m_stage.layer != Layer::L4; }
    // Twins share answers only where answers are reused: the runs that check answers afresh try every pair.
    bool twinsOn() const { return answersReused(); }
    bool answersReused() const { return m_ctx.options.dependencies && m_ctx.options.reuseDependencyAnswers; }
    ScanAnswer scanOrTwinAnswer(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap);

    EngineContext& m_ctx;
    EffectCollector& m_collector;
    const LayerStage& m_stage;
    StageApplication m_application;
    TrialApplication m_trial;
    AnswerCache m_answers;
    CandidatePairs m_candidates;
    TwinEffects m_twins;   // one trial per pair of classes of identical effects
    WaitMemo m_waits;
    DeadStatics m_deadStatics;   // the pending statics whose ability is gone
    WaitMemo::ConsultedList* m_consulted = nullptr;   // where dependsNow() notes what it consulted
    // Set while noting who depends on the effect about to apply: what is found there dies with its
    // application, so a first answer is recorded, not stored.
    bool m_notingDependents = false;
    // The first answers of the readiness check under way about its own effect (group index
    // m_deferFor), kept aside: a ready effect applies next, and storing answers that its application
    // drops at once was about a fiftieth of a full resolve. Stored when it waits (storeDeferred).
    struct Deferred {
        PairAnswer answer;
        const ContinuousEffect* b;
        CandidatePairs::Candidate* pair;
        qsizetype consulted;   // its entry in the check's list of questions, or -1
    };
    QVector<Deferred> m_deferred;
    int m_deferFor = -1;
    void storeDeferred(const ContinuousEffect* a, WaitMemo::ConsultedList* consulted);
    qint64 m_roundChanges = 0;   // the answers' count of changes as this round began
    WaitMemo::ConsultedList m_spareConsulted;   // an emptied list of questions, for a check to fill
    // The group members whose dependency lists the readiness check under way reused, each once.
    QVector<int>* m_reusedDeps = nullptr;
    QVector<int> m_reusedStamp;   // by group index: the check that last noted it
    int m_check = 0;
    void noteReused(int ai);
    QVector<int> m_reachSeen;   // by group index: the reaches() walk that last saw it
    int m_reachWalk = 0;
    std::vector<int> m_reachStack;
    QVector<int> m_reachOrder;   // the lists the reaches() walk under way took, in order
    // By group index: the lists a walk from it that met no target took, in order, in the round
    // m_closureRound names.
    QVector<int> m_closureRound;
    QVector<QVector<int>> m_closure;
    bool m_groupWasCdas = false;
    QVector<ContinuousEffect*> m_pending;   // sorted: each round's group is a prefix
    // What the pending effects write (snapshot facets never): a selector that reads none of it keeps
    // its reach for the rest of the stage.
    Facets m_stageWrites = 0;
    QHash<int, QStringList> m_waitedFor;   // by the waiting effect's slot
    QSet<quint64> m_recorded;   // (effect, depends on) slot pairs recorded in this stage
    QSet<QString> m_inLoop;
    QVector<int> m_loop;   // the loop of the readiness check under way
    // This round's. The group keeps its indices from round to round: a member that applied leaves
    // a null in its place (makeGroup() starts afresh).
    QVector<ContinuousEffect*> m_group;
    // Read without the detach check of a non-const operator[]: the rounds read it at every question.
    ContinuousEffect* member(int index) const { return m_group.at(index); }
    int m_groupBegin = 0;         // the first index still in the group
    int m_groupLeft = 0;          // the members that have left it since it was made
    bool m_groupIntact = false;   // it is the pending list, less the effects that applied since
    std::array<int, 16> m_groupWriters{};   // by facet bit: the members that write it
    QVector<int> m_groupIndex;   // by effect slot: its index in m_group, or -1
    Facets m_groupWrites = 0;   // from m_groupWriters
    // By group index: the group indices it depends on, listed in the round m_depsRound names (a
    // hash emptied every round was a sixth of what listing them cost in layer 4).
    QVector<QVector<int>> m_deps;
    QVector<int> m_depsRound;
    int m_round = 0;
    const QVector<int>* listedDependencies(int ai) const
    {
        return ai < m_depsRound.size() && m_depsRound[ai] == m_round ? &m_deps[ai] : nullptr;
    }
    QHash<int, TrialApplication::Delta> m_deltas;
    QHash<int, WaitMemo::ConsultedList> m_depsConsulted;   // what each of m_deps consulted
};

}   // namespace strata
