#include "StepSnapshot.h"
#include "engine/PrintedCharacteristics.h"

namespace strata::ui {

QVector<Characteristics> characteristicsAfterSteps(const GameState& state, const Resolution& resolution, int applied)
{
    if (applied < 0 || applied >= resolution.steps.size())
        return resolution.chars;
    QVector<Characteristics> chars;
    chars.reserve(state.objects.size());
    for (const GameObject& o : state.objects)
        chars << printedCharacteristics(o);
    for (int s = 0; s < applied; ++s) {
        const TraceStep& step = resolution.steps[s];
        for (const TraceChange& change : step.changes)
            if (change.object >= 0 && change.object < chars.size())
                change.layAfterOver(chars[change.object]);
    }
    return chars;
}

}   // namespace strata::ui
