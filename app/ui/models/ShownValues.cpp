#include "ShownValues.h"

namespace strata::ui {

bool sameShownValues(const Characteristics& a, const Characteristics& b)
{
    if (a.name != b.name || a.manaCost.symbols() != b.manaCost.symbols() || a.colors != b.colors
        || a.type != b.type || a.power != b.power || a.toughness != b.toughness || a.loyalty != b.loyalty
        || a.controller != b.controller || a.faceDown != b.faceDown || a.cantHave != b.cantHave
        || a.abilities.size() != b.abilities.size())
        return false;
    for (int i = 0; i < a.abilities.size(); ++i) {
        const AbilityInstance& x = a.abilities[i];
        const AbilityInstance& y = b.abilities[i];
        if (x.def != y.def || x.printedIndex != y.printedIndex
            || x.grantedBy != y.grantedBy || x.wordSwaps != y.wordSwaps)
            return false;
    }
    return true;
}

bool sameStateBasedActions(const QVector<StateBasedAction>& a, const QVector<StateBasedAction>& b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].action != b[i].action || a[i].rule != b[i].rule)
            return false;
    return true;
}

}   // namespace strata::ui
