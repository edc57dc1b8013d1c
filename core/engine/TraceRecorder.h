#pragma once
#include "TraceChange.h"
#include <QVector>

namespace strata {

// Fills a stage's TraceChanges without copying ability lists. Holding on to an object's ability
// list would make the next grant copy it; so while a layer only adds abilities to an object, its
// steps share one AbilityRun, which takes the list once the run ends (at a step that removes or
// rewrites abilities, or at the end of the stage). Other steps in layers 3, 4 and 6 take a snapshot
// once they are over, and only of an object they changed.
class TraceRecorder {
public:
    TraceRecorder(Layer layer, int objectCount);

    // Around applying one effect part to one object. `onlyAdds`: every operation of the part in
    // this layer adds abilities, so the list can only grow.
    void begin(TraceChange& change, const Characteristics& c, bool onlyAdds)
    {
        if (m_abilityLayer)
            beginAbilities(change, c, onlyAdds);
        else
            change.recordBefore(c);
    }
    void end(TraceChange& change, const Characteristics& c)
    {
        if (m_abilityLayer)
            endAbilities(change, c);
        else
            change.recordAfter(c);
    }
    // Ends every run; `chars` are the objects' values at the end of the stage.
    void finish(const QVector<Characteristics>& chars);

private:
    // Layers 3, 4 and 6, where ability lists may be shared rather than copied.
    void beginAbilities(TraceChange& change, const Characteristics& c, bool onlyAdds);
    void endAbilities(TraceChange& change, const Characteristics& c);
    const QExplicitlySharedDataPointer<AbilityRun>& runFor(int object, const Characteristics& c);
    void endRun(int object, const QVector<AbilityInstance>& abilities);

    Layer m_layer;
    bool m_abilityLayer;
    QVector<QExplicitlySharedDataPointer<AbilityRun>> m_open;   // per object, while its run lasts
    // About the object between begin() and end().
    bool m_onlyAdds = false;
    int m_countBefore = 0;
    QVector<AbilityInstance> m_abilitiesBefore;
    TypeLine m_typeBefore;   // layer 4
};

}   // namespace strata
