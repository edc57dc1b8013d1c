#include "OracleLookTopAndBottom.h"

// Round 34 (`impspelll34b`): three cards looked at, each put in a different place.

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

}   // namespace strata::import
