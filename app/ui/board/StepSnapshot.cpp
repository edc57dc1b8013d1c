#include "StepSnapshot.h"
#include "engine/PrintedCharacteristics.h"

namespace strata::ui {

namespace {

// The trace keeps, for each step, only what its layer governs (LayerEngine::layerSnapshot).
void layOver(Characteristics& c, const Characteristics& after, Layer layer)
{
    switch (layer) {
    case Layer::L7a:
    case Layer::L7b:
    case Layer::L7c:
    case Layer::L7d:
        c.power = after.power;
        c.toughness = after.toughness;
        return;
    case Layer::L5:
        c.colors = after.colors;
        return;
    case Layer::L2:
        c.controller = after.controller;
        return;
    case Layer::L3:
    case Layer::L6:
        c.abilities = after.abilities;
        return;
    case Layer::L4:
        c.type = after.type;
        c.abilities = after.abilities;
        return;
    default:   // layer 1 and the rest keep whole objects
        c = after;
        return;
    }
}

} // namespace

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
                layOver(chars[change.object], change.after, step.layerId);
    }
    return chars;
}

} // namespace strata::ui
