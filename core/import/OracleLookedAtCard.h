#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: round 32's "Look at the top card of your library. You may put that card into your
// graveyard." (Etherwrought Page): the look before becomes Taigam's Scheming's look at one card, any number
// of which (none or that one) go to the graveyard and the rest back on top (OracleLookedAtCard.cpp); round
// 33: the same of target player's library, into that player's graveyard (Lurking Informant).

namespace strata::import {

// `s` starts in lower case, without its stop. False leaves `into` as it was.
bool lookedAtCardToGraveyard(const QString& s, AbilityDef* into);
// Round 34: "If it's a land card, you may put it onto the battlefield tapped." (Explorer's Scope), "If it's a creature
// card, you may reveal it and put it into your hand." (Domri Rade) after a plain look at the top card of your library:
// that card kept when it is one `kinds` reads, otherwise left on top (LookAtTop's rest "top").
bool lookedAtCardKept(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kinds, AbilityDef* into);
// Round 36: "look at the top card of defending player's library" in a trigger of an attack (Coral Fighters), and
// after a look at one card of another player's library "You may put that card on the bottom of that player's
// library" (Coral Fighters, Jace, the Mind Sculptor): the card to the bottom of that library, or left on top.
bool lookAtDefendingPlayersTopCard(const QString& s, AbilityDef* into);
bool lookedAtCardToBottom(const QString& s, AbilityDef* into);
// Round 36: "If it's a land card, that player puts it into their hand." after "defending player reveals the top card of
// their library" (Goblin Guide): that card to its owner's hand when it is one `kinds` reads, otherwise left on top.
bool revealedCardToTheirHand(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kinds, AbilityDef* into);
// Round 33: "reveal the top card of your library" alone: a LookAtTop that reveals it and moves nothing.
bool revealTopCardAlone(const QString& s, AbilityDef* into);
}   // namespace strata::import
