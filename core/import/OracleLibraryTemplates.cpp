#include "OracleEventPlayerHand.h"
#include "OracleGraveyardCardPut.h"
#include "OracleHalfLibraryMilled.h"
#include "OracleHandOnBottom.h"
#include "OracleHandToLibrary.h"
#include "OracleKindListSearch.h"
#include "OracleLookTopAndBottom.h"
#include "OracleMovedCardValue.h"
#include "OracleOwnRevealUntil.h"
#include "OracleSameNameSearch.h"
#include "OracleSearchSplit.h"
#include "OracleTheirLookedCards.h"
#include "OracleTheirRevealUntil.h"
#include "OracleTheirSearchedX.h"
#include "OracleParser.h"

// The readers of instructions about library cards and the cards they reveal, look at or move
// (searches, "reveal until", "look at the top", "that card's mana value"), tried in turn after the
// other effect templates. Each reader lives in its own file; this is where they are called.

namespace strata::import {

bool OracleParser::libraryCardTemplates(const QString& s, AbilityDef* into) const
{
    return libraryAction(s, into) || severalSearchedToTop(s, into) || searchForCardWithKeyword(s, into)
        || lookedCardsToThreePlaces(s, into)
        || drawEqualToMovedCard(s, into) || damageEqualToDiscardedCard(s, into) || revealedCardKept(s, into)
        || lifeEqualToKeptCard(s, into)
        || damageEqualToRevealedCard(s, [this](const QString& p, AbilityDef* to) { Selector::Ref r; return target(p, to, &r); }, into)
        || lookAtTargetPlayersTop(s, [this](const QString& p, AbilityDef* to) { Selector::Ref r; return bool(target(p, to, &r)); }, into)
        || ownRevealUntilAllMoved(s, [this](const QString& k) { return cardKinds(k); }, into)   // round 37
        || damageToYouPerRevealed(s, into) || cardOfAGraveyardPut(s, [this](const QString& k) { return cardKinds(k); }, into)
        || halfLibraryMilled(s, [this](const QString& t, AbilityDef* to) { Selector::Ref r; return target(t, to, &r).has_value(); }, into)
        || theirLibrarySearchedForX(s, [this](const QString& t) { return amount(t); },
            [this](const QString& k) { return cardKinds(k); },
            [this](const QString& t, AbilityDef* to) { Selector::Ref r; return target(t, to, &r).has_value(); }, into)
        || theirRevealUntilMilled(s, [this](const QString& k) { return cardKinds(k); },
            [this](AbilityDef* to) { Selector::Ref r; return target(QStringLiteral("target opponent"), to, &r).has_value(); }, into)
        || chosenHandCardsOnLibrary(s, [this](const QString& k) { return cardKinds(k); },
            [this](const QString& t, AbilityDef* to) { Selector::Ref r; return target(t, to, &r).has_value(); }, into)
        || eventPlayersChosenCard(s, [this](const QString& k) { return cardKinds(k); }, into) || handOnBottomThenDraw(s, into)   // round 37
        || searchedHandAndGraveyard(s, into, [this](const QString& t, AbilityDef* to) { return libraryAction(t, to); })
        || searchedForTargetsName(s, into, [this](const QString& t, AbilityDef* to) { return libraryAction(t, to); },
            [this](const QString& t, AbilityDef* to) { Selector::Ref r; return (target(t, to, &r) && r == Selector::Ref::Target)
                || graveyardTargets(t, to).value_or(false); },
            [this](const QString& k) { return cardKinds(k); })   // round 38
        || kindListInstruction(s, into, [this](const QString& t, AbilityDef* to) { return libraryAction(t, to); });
}

}   // namespace strata::import
