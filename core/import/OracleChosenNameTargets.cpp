#include "OracleChosenNameTargets.h"

namespace strata::import {

std::optional<Selector> chosenNameTarget(
    const QString& phrase, const std::function<std::optional<Selector>(const QString&)>& noun)
{
    static const QString chosenName = QStringLiteral(" with the chosen name");
    if (!phrase.endsWith(chosenName))
        return std::nullopt;
    auto sel = noun(phrase.chopped(chosenName.size()));
    if (!sel || sel->isRef() || sel->namedChosen || !sel->named.isEmpty() || !sel->anyOf.isEmpty())
        return std::nullopt;
    sel->namedChosen = true;
    return sel;
}

}   // namespace strata::import
