#pragma once
#include "AnswerCache.h"
#include <functional>

namespace strata {

// What made each effect wait in the last round that asked (613.8b), so that a later round need not
// ask again while none of it changed. 613.8c asks after every application; an effect that waits for
// a later one (Kwende for a first-strike grant) was asked, with every question before the one it
// waits on, in each round until then. A memo lists the answers that readiness check consulted (the
// pairs, their versions in the AnswerCache, and for a plain "no" the reach it came from); while all
// are unchanged and their effects are still in the round's group, asking again would ask the same
// questions, get the same answers and record nothing new, so the effect still waits. A "no" whose
// effect left the group, or that is found still a "no" (StillNo), leaves the walk as it was too.
class WaitMemo {
public:
    struct Consulted {
        int node;           // the remembered answer, or -1 for a plain "no" that rests on b's reach
        quint32 version;    // the node's version, or b's reach version
        int aSlot, bSlot;   // the pair
        bool depends;       // the answer it gave
    };
    using ConsultedList = QVector<Consulted>;
    // What one readiness check consulted: its own questions, and the dependency lists of the round's
    // members it reused for loops (613.8b). Those are shared, each once, not copied in: a check that
    // follows many dependencies reuses the same lists again and again, and copying them was a tenth
    // of the instructions on a 5,000-permanent board.
    struct Consulting {
        ConsultedList own;
        QVector<ConsultedList> reused;
    };

    // A new group member, new candidates or a cleared cache: every memo is void.
    void forgetAll() { ++m_epoch; }
    // `since`: the answers' count of changes at the start of the round that consulted them.
    void remember(const ContinuousEffect* e, Consulting consulted, qint64 since);
    // e's last list of its own questions, emptied, for the next check of e to fill: a check asks
    // about as many pairs as the last one did, and growing a fresh list for each was a sixth of
    // the instructions of a 5,000-permanent board.
    ConsultedList takeOwnList(const ContinuousEffect* e);
    // Whether a "no" whose version changed is still a "no" now, asked as the round would ask it but
    // recording nothing (StageScheduler::stillNo).
    using StillNo = std::function<bool(const Consulted&)>;
    // Whether e still waits, as the memo shows, with groupIndex (by slot, -1 outside the group).
    bool stillWaits(const ContinuousEffect* e, AnswerCache& answers, const QVector<int>& groupIndex,
        const StillNo& stillNo);

private:
    struct Memo {
        int epoch = -1;
        Consulting consulted;
        qint64 since = 0;   // the answers' changes from this count on are not looked at yet
    };
    // Whether the entry still gives the walk it gave; takes in the version of a "no" found still
    // "no", so the next check passes it by.
    static bool entryHolds(ConsultedList& list, qsizetype i, AnswerCache& answers, const QVector<int>& groupIndex,
        const StillNo& stillNo);
    static bool unchanged(ConsultedList& list, qint64 since, AnswerCache& answers, const QVector<int>& groupIndex,
        const StillNo& stillNo);
    bool everyEntryHolds(
        Memo& memo, AnswerCache& answers, const QVector<int>& groupIndex, const StillNo& stillNo);
    QVector<Memo> m_memos;   // by effect slot
    int m_epoch = 0;
};

}   // namespace strata
