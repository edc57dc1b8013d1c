#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// Round 37 (`impspelll37`): your cards revealed until one is found and all put on the bottom, or exiled until one is
// found (OracleOwnRevealUntil.cpp): the card found is the one the event player counts as the card moved.
bool allMovedUntilFound(const Action& before);

// Round 35 (`impspelll35`): "draw cards equal to its mana value" right after the one card of your library milled
// ("Mill a card.", Heed the Mists) or revealed ("Reveal the top card of your library.", Interpret the Signs): that card's
// mana value where it is (202.3, 608.2h), as the mended wording of "that card's converted mana cost" says it.
bool drawEqualToMovedCard(const QString& s, AbilityDef* into);

// Round 35: "Reveal the top three cards of your library. Put one of them into your hand and the rest into your graveyard."
// (Reviving Vapors' mended words, joined by joinedInstructions): one LookAtTop, every card revealed, one kept.
bool revealedCardKept(const QString& s, AbilityDef* into);
// and its "You gain life equal to its mana value." after it: the card kept, in your hand.
bool lifeEqualToKeptCard(const QString& s, AbilityDef* into);

// Round 35: "~ deals damage to any target equal to its mana value" after the top card revealed, the mended words of
// Riddle of Lightning's "Choose any target. … ~ deals damage equal to that card's converted mana cost to that permanent
// or player." (Judge Unworthy's target creature alike). `addTarget` reads the target phrase. Round 37: after your cards
// revealed until a nonland card and all put on the bottom (Erratic Explosion), or exiled until one (Undying Flames).
bool damageEqualToRevealedCard(const QString& s, const std::function<std::optional<Selector>(const QString&, AbilityDef*)>& addTarget,
    AbilityDef* into);

// Round 37: "Target player discards a card. ~ deals damage to that player equal to that card's converted mana cost."
// (Hellhole Rats): the one card discarded, in its owner's graveyard (202.3, 608.2h), dealt as damage to the one target
// player.
bool damageEqualToDiscardedCard(const QString& s, AbilityDef* into);

// Round 44: "that card is a land card", "it isn't a land card" of the one card the ability's last instruction so far
// milled or exiled from the top of its controller's library ("If that card is a land card, ~ can't be blocked this
// turn.", Saprazzan Breaker): Condition::Kind::MovedCardIs, checked on the card where it went (608.2c, 400.7). Empty
// for any other text or instruction. Round 45: "an instant or sorcery card" (either type); "that player discards an
// artifact card this way" of the one card the one target player discarded (Lumengrid Augur).
std::optional<Condition> movedCardCondition(const QString& text, const AbilityDef& ability);

}   // namespace strata::import
