#pragma once
#include "Ability.h"
#include "Choices.h"
#include <QVector>
#include <optional>

namespace strata {

// The modes chosen for a modal spell or ability (700.2): Choices::modes when several ("choose two"),
// else Choices::mode (1 the first); none when neither says.
inline QVector<int> chosenModes(const Choices& c)
{
    if (!c.modes.isEmpty())
        return c.modes;
    return c.mode ? QVector<int>{*c.mode} : QVector<int>();
}

// The targets a modal spell or ability asks for (700.2c, 601.2c): those of each chosen mode, in
// printed order; an ability without modes asks for its own.
inline QVector<Selector> targetsOfModes(const AbilityDef& a, const Choices& choices)
{
    if (a.modes.isEmpty())
        return a.targets;
    QVector<Selector> out;
    for (int k : chosenModes(choices))
        if (k >= 1 && k <= a.modes.size() && a.modes[k - 1])
            out += a.modes[k - 1]->targets;
    return out;
}

// Whether the modes chosen are as many as the ability says (700.2a: "choose one", "choose two",
// "choose one or both") and each names one of its modes. No mode chosen is left to the caller.
inline bool modesFit(const AbilityDef& a, const Choices& choices)
{
    const QVector<int> modes = chosenModes(choices);
    const int most = a.modesMax > 0 ? a.modesMax : 1;
    const int least = a.modesMin > 0 ? a.modesMin : most;
    if (modes.size() < least || modes.size() > most)
        return false;
    for (int k : modes)
        if (k < 1 || k > a.modes.size())
            return false;
    return true;
}

}   // namespace strata
