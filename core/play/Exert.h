#pragma once
#include "GameTable.h"
#include <optional>

// Exert (701.43), round 18: "You may exert ~ as it attacks" is an optional cost to attack (701.43d,
// 508.1g), chosen as attackers are declared; the attack event's `choices.objects` names the attackers
// exerted (docs/scenario-extensions.md). An exerted permanent doesn't untap during the next untap step of
// the player who exerted it (701.43a).

namespace strata {

// Why the attackers `exerted` names can't be exerted as they attack: one isn't declared as an attacker
// in the same declaration, or has no "You may exert ~ as it attacks" ability (a SelfExerted trigger).
// Sets `rule`; none when all can be.
std::optional<PlayText> exertRefusal(GameTable& table, const QStringList& exerted, const QVector<int>& attackers,
    QString* rule);

// 701.43a: exerts each attacker `exerted` names and notes it; its "When you do" trigger (603.12, a
// reflexive trigger of the choice) is added to the table's pending triggers.
void exertAttackers(GameTable& table, const QStringList& exerted);

// 701.43a-b: whether the permanent at `index` was exerted by `active` before this untap step of theirs,
// and so stays tapped.
bool keptTappedByExert(const GameTable& table, int index, const QString& active);
// 701.43b: every exertion by `active` expires in their untap step, whether or not it kept one tapped.
void expireExertions(GameTable& table, const QString& active);

}   // namespace strata
