#include "OracleExiledCardToHand.h"

namespace strata::import {

bool exiledCardToHand(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("put a card you own exiled with ~ into your hand") || into->kind != AbilityDef::Kind::Triggered)
        return false;
    Action a;
    a.kind = ActionKind::ReturnToHand;
    Selector exiled;
    exiled.ref = Selector::Ref::ExiledWithSource;
    exiled.ownerYou = true;   // a card another player owns stays in exile (a hand is its owner's, 400.3)
    a.object = exiled;
    a.pick = 1;
    into->effect << a;
    return true;
}

}   // namespace strata::import
