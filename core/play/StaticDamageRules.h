#pragma once
#include "PlayText.h"
#include "engine/Resolution.h"
#include "model/GameState.h"
#include <optional>

// The rules effects of static abilities that change what an event does to objects and players:
// damage doubled (614.1a) or prevented (615.1a), permanents that enter tapped (614.12), life that
// can't be gained (119.7) or can't change (119.10).

namespace strata {

// The damage `source` deals to `target` (an object index, -1 for a player) after the doubling and
// prevention effects of static abilities; each effect that applied is added to `notes`. Damage that can't
// be prevented (`preventable` false: a spell's "The damage can't be prevented", 615.12) is only doubled.
int damageAfterStaticRules(const GameState& state, const Resolution& res, int source, int target, int amount,
    bool combat, bool preventable, QVector<PlayText>* notes);

// Stop 48, 615.1a: the damage `source` (an object index, -1 for none) would deal to `player` after the
// partial prevention of that player's rules ("If a red source would deal damage to you, prevent 2 of that
// damage"); each rule that prevented some is added to `notes`.
int damageToPlayerAfterPartialPrevention(const GameState& state, const Resolution& res, int source,
    const QString& player, const QString& playerName, int amount, bool combat, QVector<PlayText>* notes);

// Round 30: whether a resolved ability's continuous effect names "a source of your choice" (609.7a), the
// first object its resolve event chose: as what it affects, or as the sources a player's rule names.
bool namesChosenSource(const AbilityDef& ability);

// 615.12: whether a static ability says "Damage can't be prevented" of the damage `source` (an object
// index, -1 for none) deals: of every source's, or of the sources its filter names.
bool damageCantBePrevented(const GameState& state, const Resolution& res, int source);

// 614.12: whether a static ability of a permanent in `res` makes a permanent of this printed type line
// enter tapped under `controller` (a card moved onto the battlefield or a token created); `why` names
// the ability.
bool entersTappedByRule(const Resolution& res, const TypeLine& type, const QString& controller, PlayText* why);

// 119.7: why `player` can't gain life now ("Players can't gain life", "Your opponents can't gain life"),
// or nothing when they can.
std::optional<PlayText> lifeGainForbidden(const Resolution& res, const QString& player);
// "You can't lose the game and your opponents can't win the game" (Platinum Angel) of a player other than
// `player`: why `player` can't win (104.2b); nothing when no such rule applies.
std::optional<PlayText> winForbidden(const Resolution& res, const QString& player);

// 615.1a: why the damage `source` (an object index, -1 for none) would deal to `player` is prevented by
// a player's rule of a permanent that player controls ("Prevent all damage that would be dealt to you
// [by sources you don't control]"), or nothing when it isn't. "Damage can't be prevented" is the caller's.
std::optional<PlayText> damageToPlayerPrevented(
    const GameState& state, const Resolution& res, int source, const QString& player);

// 615.1a: why the damage that would be dealt to the object `target` is prevented by its own rule "If
// damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~" (the phantoms), or
// nothing. "Damage can't be prevented" is the caller's; so is the counter.
std::optional<PlayText> preventedRemovingCounter(const Resolution& res, int target);

// 119.10: why `player`'s life total can't change now ("Your life total can't change"), or nothing.
std::optional<PlayText> lifeChangeForbidden(const Resolution& res, const QString& player);

// 601.3: why the card `card` (an object index) can't be cast now ("Spells with the chosen name can't be
// cast", a rule whose filter selects it), or nothing when it can.
std::optional<PlayText> castForbidden(const GameState& state, const Resolution& res, int card);

// Round 41, 305.2, 101.2: why the land card `card` can't be played now ("Target player can't play lands this
// turn"), or nothing when it can.
std::optional<PlayText> landPlayForbidden(const GameState& state, const Resolution& res, int card);

// 614.1a: the life `player` gains instead of `amount` under the life replacements of the permanents they
// control ("… that much life plus 1 instead", "… twice that much life instead"); each one applied is
// added to `applied`.
int lifeGainAfterRules(const Resolution& res, const QString& player, int amount, QVector<PlayText>* applied);

// 614.1a: why damage can't reduce `player`'s life total below 1 ("Damage that would reduce your life
// total to less than 1 reduces it to 1 instead"), or nothing.
std::optional<PlayText> lifeCantGoBelowOne(const Resolution& res, const QString& player);

}   // namespace strata
