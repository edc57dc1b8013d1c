#pragma once
#include "engine/Resolution.h"
#include <QJsonObject>

namespace strata {

// What one timeline step changed on one object, limited to the characteristics its layer governs
// (a copy shows name, types, colours, abilities and P/T; layer 5 only colours).
QJsonObject layerValues(const Characteristics& c, Layer layer);
// Which characteristics layerValues shows for a step in `layer`.
struct ShownValues {
    bool name = false, controller = false, typeLine = false, colors = false, abilities = false, pt = false;
};
ShownValues shownIn(Layer layer);
// Each ability's rules text, in English.
QStringList abilityTexts(const Characteristics& c);
// A type line in canonical English ("Legendary Enchantment Creature — God"), for strata-cli and traces.
QString englishTypeLine(const TypeLine& type);
// "2/2 → 3/3", "Land → Land Creature", "gains Flying", in English for strata-cli.
QString describeChange(const Characteristics& before, const Characteristics& after, Layer layer);

}   // namespace strata
