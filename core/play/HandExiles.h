#pragma once
// Round 39: "Target opponent exiles a card from their hand." (Mindmelter, Parallax Nexus, Karn Liberated's +4): a
// card of the player's own hand, which that player chooses as the ability resolves (608.2d, 406.3).

#include <QString>
#include <QStringList>
#include <functional>

namespace strata {

class GameTable;
struct Action;
struct Selector;

// The action is a player's exile of cards of their own hand ("exiles a card from their hand"; round 44: "exiles two
// cards from their hand", Witness the End).
bool exilesFromTheirHand(const Action& a);

// Each of `players` exiles `count` cards of their hand that `card` matches: those `choices` names first (the player's
// choice), else the first in their hand; a player with fewer such cards exiles those they have. `linkedTo`, when not empty, is
// the permanent whose ability exiled it (607.2a: "cards exiled with Karn Liberated").
void exileFromTheirHands(GameTable& table, const QStringList& players, const QStringList& choices, const Selector& card,
    const QString& linkedTo, int count = 1);

// Round 45: "Target player reveals their hand and discards all nonland cards." (Amnesia): `player` discards every card of
// their hand that `fits` (an object index), all at once and none chosen (701.8a).
void discardEach(GameTable& table, const QString& player, const std::function<bool(int)>& fits);

}   // namespace strata
