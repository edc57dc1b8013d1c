#include "OracleChosenCardType.h"
#include <algorithm>

namespace strata::import {

namespace {

bool readsChosenCardType(const AbilityDef& a)
{
    if (a.affects && a.affects->cardTypeChosen)
        return true;
    return std::any_of(a.ops.cbegin(), a.ops.cend(), [](const Op& o) { return o.filter && o.filter->cardTypeChosen; });
}

}   // namespace

void dropChosenCardTypeWithoutChoice(QVector<OracleAbility>* abilities)
{
    const bool choosesCardType = std::any_of(abilities->cbegin(), abilities->cend(), [](const OracleAbility& a) {
        return a.parsed && a.parsed->kind == AbilityDef::Kind::Replacement
            && a.parsed->replacement.choose == ChoiceKind::CardType;
    });
    if (choosesCardType)
        return;
    for (OracleAbility& a : *abilities)
        if (a.parsed && readsChosenCardType(*a.parsed)) {
            a.parsed.reset();
            a.notUnderstood = a.sentence;
        }
}

}   // namespace strata::import
