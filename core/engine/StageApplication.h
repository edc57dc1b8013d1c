#pragma once
#include "EngineContext.h"
#include "TraceRecorder.h"

namespace strata {

// Applies effects to the board in one stage, and writes each step of the timeline (and with tracing
// on, each object's values before and after).
class StageApplication {
public:
    StageApplication(EngineContext& ctx, const LayerStage& stage);

    // Applies e (or notes that its condition is not met, 611.3b), placed here for `reason`.
    void apply(ContinuousEffect& e, OrderReason reason, const QStringList& dependsOn);
    // Notes that e never applies, and why.
    void recordSkip(ContinuousEffect& e, const QString& note, const QString& rule);
    // Ends the stage's trace; `chars` are the objects' values now.
    void finish() { m_recorder.finish(m_ctx.chars); }

private:
    // Applies one part; adds the objects it applied to to `touched`.
    void applyPart(ContinuousEffect& e, EffectPart& part, TraceStep& step, QVector<int>& touched);
    QHash<int, QString> controllersBeforeExchange(const EffectPart& part, const QVector<int>& affected) const;
    void applyOps(const ContinuousEffect& e, const EffectPart& part, int index, const QVector<int>& affected,
        const QHash<int, QString>& controllersBefore, Characteristics& c);
    bool mayBringStatics(const ContinuousEffect& e) const;
    void applyCopy(const Op& op, const ContinuousEffect& e, Characteristics& c) const;
    void applyTextChange(const Op& op, const ContinuousEffect& e, int index, Characteristics& c);
    static void turnFaceDown(Characteristics& c);
    // A trace step for e in this stage, placed there for `reason`; the caller fills in the rest.
    TraceStep stepOf(const ContinuousEffect& e, OrderReason reason) const;
    QString ruleFor(OrderReason reason) const;

    EngineContext& m_ctx;
    const LayerStage& m_stage;
    TraceRecorder m_recorder;
};

}   // namespace strata
