#include "OracleKeptTapped.h"

namespace strata::import {

bool keptTappedAfterTappingAll(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("those creatures don't untap during their controllers' next untap steps") || into->effect.isEmpty())
        return false;
    const Action& tap = into->effect.last();
    // A set named by its qualities alone ("all nonblue creatures"): Sleep's set of target player's creatures
    // and the targets of Sudden Storm are read elsewhere (OracleActions.cpp, OracleEffects.cpp).
    if (tap.kind != ActionKind::Tap || !tap.object || tap.object->isRef() || !tap.object->whose.isEmpty()
        || tap.object->types != quint16(CardType::Creature) || tap.optional || tap.condition)
        return false;
    Action kept;
    kept.kind = ActionKind::DontUntapNext;
    kept.object = tap.object;
    into->effect << kept;
    return true;
}

}   // namespace strata::import
