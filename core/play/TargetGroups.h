#pragma once
#include "PlayText.h"
#include "model/Ability.h"
#include "model/PlayState.h"
#include "model/GameState.h"
#include <QHash>
#include <optional>

// Checks across all the targets a spell or ability is cast or activated with (round 18): the division of
// its damage, and "from a single graveyard".

namespace strata {

// 601.2d: an ability's damage "divided as you choose among one or two targets" is divided as the spell is
// cast or the ability activated: the event's "assign": {"<spell or source id>": {"<target id>": n, …}}
// (docs/scenario-extensions.md). `targets` are the targets chosen, `x` the X chosen. Returns why the
// event is refused (the division names no target, gives one 0, names one that is no target, or does not
// add up to the damage; several targets and no division), or nothing with the shares in `shares`
// (empty when the ability divides nothing or one target gets it all).
std::optional<PlayText> dividedDamageRefusal(
    const AbilityDef* ability, const GameEvent& e, const QStringList& targets, int x, QHash<QString, int>* shares);

// The division of its damage the event that put `item` on the stack named (601.2d): a spell's last cast
// event before the event `now`, an ability's activate event (its id). The division is read there, not
// kept elsewhere: it is part of the cast, which the scenario's events already hold. Empty when none.
QHash<QString, int> divisionOf(const StackItem& item, const QVector<GameEvent>& events, const QString& now);

// "Exile up to three target cards from a single graveyard" (Selector::sameGraveyard, 115.1): the cards
// chosen must all be in one player's graveyard. Returns why the event is refused, or nothing. As it
// resolves, a target still legal is still in the graveyard it was in (400.7), so the group still is.
std::optional<PlayText> singleGraveyardRefusal(
    const QVector<Selector>& wanted, const GameEvent& e, const QStringList& targets, const GameState& gs);

}   // namespace strata
