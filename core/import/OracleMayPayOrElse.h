#pragma once
#include "OracleActionOf.h"
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: a payment or a choice offered to the player a trigger's event names, then what happens when
// that player declines or makes it (OracleMayPayOrElse.cpp), read for OracleParser's triggered abilities
// (OracleFrames.cpp).

namespace strata::import {

using UnlessOf = std::function<bool(const QString& text, AbilityDef* into)>;   // OracleParser::unlessPays

// Round 35: "that player may pay {3}. If they don't, ~ deals 2 damage to that player and you tap that creature."
// (Mind Whip) and "that player may sacrifice a creature. If that player doesn't, they lose 5 life and you sacrifice
// ~." (Pillar Tombs of Aku). "[A player may do something]. If they don't, [do something]" is "[do something] unless
// [that player does something]" (118.12): one UnlessPays over both instructions. `effect` is the trigger's effect
// (lower case first, with its stops). False, `into` unchanged, for any other text.
bool mayPayOrElse(const QString& effect, AbilityDef* into, const UnlessOf& unlessOf, const ActionOf& action);

// Round 35: "that player may discard a card at random. If the player does, untap that creature." (Apathy): that
// player's choice (603.5), then what is done only when that player made it. Round 38: "that player may discard a card.
// If the player does, …" (Curse of Chaos), the card of their choice; "that player may pay {2}. If the player does, …"
// (Unifying Theory) and "defending player may pay {U}. If that player does, …" (Mtenda Lion), mana. False, `into`
// unchanged, for any other text.
bool thatPlayerMayThen(const QString& effect, AbilityDef* into, const ActionOf& action);

}   // namespace strata::import
