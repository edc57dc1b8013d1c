#include "OracleTheirLookedCardToGraveyard.h"

namespace strata::import {

bool theirLookedCardToGraveyard(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("put one of them into their graveyard") || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at exactly two cards of the target player's library, nothing moved yet: with one card left,
    // its place on top needs no order (401.4), so the reading is only taken for two.
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 2 || look.amountOf || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || look.who != QLatin1String("target_player"))
        return false;
    look.keep = 1;
    look.destination = Zone::Graveyard;
    look.text = QStringLiteral("back_any_order");
    return true;
}

}   // namespace strata::import
