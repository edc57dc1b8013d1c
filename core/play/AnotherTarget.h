#pragma once
#include "model/ModeChoices.h"

namespace strata {

// "Target creature gets +2/+2 … Another target creature gets -2/-2" of a permanent's ability (Drooling
// Groodion): after one plain object target, "another" sets the next targets apart from that target only (115.3),
// so the source itself may be either. Elsewhere a target's `other` is "not the source" (Rhonas's "another target
// creature"). The importer reads "another" after a first target only where this holds, and the event player then
// leaves the source check out (anotherTargetWords); refusesRepeatedAnother keeps the targets apart.
inline bool setsApartFirstTarget(const QVector<Selector>& targets)
{
    if (targets.isEmpty())
        return false;
    const Selector& first = targets.first();
    const bool objectWord = first.word.isEmpty() || first.word == QLatin1String("permanent");
    return objectWord && !first.other && first.upTo == 0 && !first.upToX && first.anyOf.isEmpty() && !first.isRef();
}

// The targets an ability's activation or trigger asks for (targetsOfModes), with the later targets' `other` left
// out where it means "apart from the first target" (setsApartFirstTarget): the one word "target" already keeps
// them apart (115.3), and the source may be one of them.
inline QVector<Selector> anotherTargetWords(const AbilityDef& a, const Choices& choices)
{
    QVector<Selector> words = targetsOfModes(a, choices);
    if (!a.modes.isEmpty() || words.size() < 2 || !setsApartFirstTarget(words))
        return words;
    for (int k = 1; k < words.size(); ++k)
        words[k].other = false;
    return words;
}

}   // namespace strata
