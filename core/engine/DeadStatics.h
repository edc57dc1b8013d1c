#pragma once
#include "EngineContext.h"
#include <algorithm>
#include <vector>

namespace strata {

// The pending static effects of one stage that no longer exist: their ability was taken from their
// source before they started (613.6), by the applications of this stage so far. An effect's existence
// rests on its source's abilities alone, and an application changes only the objects its step names,
// so each application looks at the statics of those objects, not at every pending effect: that walk,
// after every application that removes abilities, grew with the square of the board.
class DeadStatics {
public:
    explicit DeadStatics(const EngineContext& ctx) : m_ctx(ctx) { }

    // `e` joins the stage's pending effects, existing (the stage collects only those), or leaves them.
    void join(ContinuousEffect* e);
    void leave(const ContinuousEffect* e);
    void clear();
    // After an application: notes the pending statics on the objects it changed that it left without
    // their ability, and those it gave their ability back (a copy effect of layer 1 can).
    void noteApplied(const QVector<int>& changed);
    // The pending statics without their ability whose source the last application changed, in the
    // order `comesFirst` gives (the pending list's). When that application removes abilities, each
    // depends on it (613.8a: it would remove the ability that generates the effect, the second Blood
    // Moon as well as the first); a static on an object it did not change does not (Lignify on the
    // Bears under Humility changes nothing about Kwende's effect).
    template<typename Less>
    QVector<ContinuousEffect*> deadOnLastChanged(Less comesFirst) const
    {
        QVector<ContinuousEffect*> dead = m_deadOnChanged;
        std::sort(dead.begin(), dead.end(), comesFirst);
        return dead;
    }

private:
    enum State : quint8 { Away, Pending, Listed };
    quint8& stateOf(int slot)
    {
        if (m_state.size() <= slot)
            m_state.resize(qsizetype(std::max<size_t>(m_ctx.effects.size(), size_t(slot) + 1)), Away);
        return m_state.data()[slot];   // detached by the resize, if at all
    }
    static bool mayDie(const ContinuousEffect& e) { return !e.started() && e.origin == ContinuousEffect::Origin::Static; }

    const EngineContext& m_ctx;
    std::vector<QVector<ContinuousEffect*>> m_bySource;   // by object index: the pending statics on it
    QVector<quint8> m_state;                              // by effect slot
    QVector<ContinuousEffect*> m_deadOnChanged;           // Listed, on the last application's objects
};

}   // namespace strata
