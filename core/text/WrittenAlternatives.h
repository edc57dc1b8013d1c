#pragma once
#include "model/Ability.h"
#include <QString>

// Shapes of actions the rules-text writer says in one sentence of their own.

namespace strata::rulestext {

// Two alternatives written alike ("~ gets +1/-1 until end of turn", "~ gets -1/+1 until end of turn")
// said once, with only the words that differ joined by `joined` ("%1 or %2"): "~ gets +1/-1 or -1/+1
// until end of turn". Whole words only; alternatives with nothing in common are joined whole.
QString sharedWordsOnce(const QString& first, const QString& second, const QString& joined);

// The licids' change of themselves: "loses this ability and becomes an Aura enchantment with enchant
// creature" (the ops the importer reads, in its order).
bool becomesEnchantCreatureAura(const ContinuousDef& c);

}   // namespace strata::rulestext
