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
    // their ability.
    void noteApplied(const QVector<int>& changed);
    // Every pending static that does not exist now, in the order `comesFirst` gives (the pending list's).
    template<typename Less>
    QVector<ContinuousEffect*> deadNow(Less comesFirst)
    {
        QVector<ContinuousEffect*> dead;
        QVector<ContinuousEffect*> kept;
        for (ContinuousEffect* e : std::as_const(m_dead)) {
            quint8& state = stateOf(e->slot);
            if (state != Listed)
                continue;   // left the stage
            if (m_ctx.isLive(*e)) {
                state = Pending;   // given its ability back (a copy effect of layer 1 can)
                continue;
            }
            kept << e;
        }
        m_dead = kept;
        dead = kept;
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
    QVector<ContinuousEffect*> m_dead;                    // Listed, or since left or given back
};

}   // namespace strata
