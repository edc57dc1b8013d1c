#include "OracleMovedCardDraw.h"

namespace strata::import {

bool drawEqualToMovedCard(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("draw cards equal to its mana value") || into->effect.isEmpty())
        return false;
    const Action& before = into->effect.last();
    const bool oneOfYoursMilled = before.kind == ActionKind::Mill && !before.amount.x && before.amount.n == 1 && !before.amountOf
        && before.who.isEmpty();
    // The top card revealed and left there (OracleLookedAtCard.cpp's revealTopCardAlone).
    const bool topRevealed = before.kind == ActionKind::LookAtTop && !before.amount.x && before.amount.n == 1 && before.keep == 0
        && before.reveal && before.text == QLatin1String("none") && before.who.isEmpty() && !before.object && !before.amountOf;
    if ((!oneOfYoursMilled && !topRevealed) || before.optional || before.condition || before.ifYouDo || before.ifYouDont)
        return false;
    Action a;
    a.kind = ActionKind::Draw;
    a.amount = Amount{true, 0};   // counted as it resolves, as the card format reads a draw's expression
    Expr manaValue;
    manaValue.kind = Expr::Kind::ManaValueOfMoved;
    a.amountOf = manaValue;
    into->effect << a;
    return true;
}

}   // namespace strata::import
