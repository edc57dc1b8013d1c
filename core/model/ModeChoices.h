#pragma once
#include "Ability.h"
#include <QVector>
#include <optional>

namespace strata {

// The modes chosen for a modal spell or ability (700.2), kept in Choices::mode. One mode is its
// number (1-based). "Choose two" needs several, for which Choices has no field yet: they are packed
// into the same int as kModeList plus one bit per mode (mode k is bit k-1), which the scenario reader
// reads from and the writer writes as a list ("mode": [1, 3]).
constexpr int kModeList = 1 << 24;
constexpr int kMostListedMode = 20;

inline QVector<int> chosenModes(const std::optional<int>& mode)
{
    if (!mode)
        return {};
    if (*mode < kModeList)
        return {*mode};
    QVector<int> out;
    for (int k = 1; k <= kMostListedMode; ++k)
        if (*mode & (1 << (k - 1)))
            out << k;
    return out;
}

// Several modes, in printed order whatever order they are listed in; null for none.
inline std::optional<int> packedModes(const QVector<int>& modes)
{
    if (modes.isEmpty())
        return std::nullopt;
    if (modes.size() == 1)
        return modes.first();
    int packed = kModeList;
    for (int k : modes)
        packed |= 1 << (k - 1);
    return packed;
}

// The targets a modal spell or ability asks for (700.2c, 601.2c): those of each chosen mode, in
// printed order; an ability without modes asks for its own.
inline QVector<Selector> targetsOfModes(const AbilityDef& a, const std::optional<int>& mode)
{
    if (a.modes.isEmpty())
        return a.targets;
    QVector<Selector> out;
    for (int k : chosenModes(mode))
        if (k >= 1 && k <= a.modes.size() && a.modes[k - 1])
            out += a.modes[k - 1]->targets;
    return out;
}

// Whether the modes chosen are as many as the ability says (700.2a: "choose one", "choose two",
// "choose one or both") and each names one of its modes. No mode chosen is left to the caller.
inline bool modesFit(const AbilityDef& a, const std::optional<int>& mode)
{
    const QVector<int> modes = chosenModes(mode);
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
