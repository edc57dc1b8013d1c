#include "OracleLookTopAndBottom.h"

// Round 34 (`impspelll34b`): the cards looked at put on top or on the bottom of the library.

namespace strata::import {

// "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library,
// and one on the bottom of your library." (Telling Time; joined by joinedInstructions): a look keeping one card for
// the hand (`keep` 1) whose two others go one on top, one on the bottom (`text` "top_and_bottom"); nothing is
// revealed, the player chooses each card's place as the spell resolves (608.2d).
bool lookedCardsToThreePlaces(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("look at the top three cards of your library; put one of those cards into your hand, one on top of "
                           "your library, and one on the bottom of your library"))
        return false;
    Action a;
    a.kind = ActionKind::LookAtTop;
    a.amount = Amount::number(3);
    a.keep = 1;
    a.text = QStringLiteral("top_and_bottom");
    into->effect << a;
    return true;
}

bool lookedCardsMayGoToBottom(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("you may put those cards on the bottom of your library in any order") || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at several cards of your library, nothing moved yet (OracleLibrary.cpp).
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n < 2 || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || !look.who.isEmpty())
        return false;
    // All of them or none (608.2d); a look changes nothing, so the choice is the look's, as "If you do" asks.
    look.text = QStringLiteral("bottom_any_order");
    look.optional = true;
    return true;
}

}   // namespace strata::import
