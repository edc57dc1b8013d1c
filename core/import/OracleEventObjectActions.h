#pragma once
#include "model/Ability.h"
#include <functional>

// Private to core/import (round 25, `imptrigb25`): what the object a trigger's event names does, and its
// controller: damage it deals, tokens its controller creates, the spell cast countered or copied.

namespace strata::import {

// "it deals 2 damage to any target" after "Whenever enchanted creature attacks" (Extra Arms), "it deals that
// much damage to its controller" after "Whenever enchanted creature is dealt damage" (Spiteful Shadows): the
// event's object is the source of the damage (120.2b), the action's `object` Selector::Ref::It (the
// card format's `"by": "it"`). `readWithSelf` reads the sentence with ~ as the source; `eventObject` says
// whether the ability's event names an object other than ~.
bool eventObjectDeals(const QString& sentence, AbilityDef* into, bool eventObject,
    const std::function<bool(const QString&, AbilityDef*)>& readWithSelf);

// "its controller creates that many 1/1 green Squirrel creature tokens" after "Whenever enchanted creature is
// dealt damage" (Druid's Call), "that creature's controller creates a 1/1 … token" after an event that names a
// creature: the tokens `read` reads from "create …", that player's (111.2). `whoOf` names the player of the
// event ("controller_of_it", "controller_of_that"; round 39: "that_player" before "that many"), empty when the
// event has none.
bool eventPlayerCreates(const QString& sentence, AbilityDef* into, const std::function<QString(const QString&)>& whoOf,
    const std::function<bool(const QString&, AbilityDef*)>& read);

// Round 36: "defending player loses 1 life for each card in their graveyard" (Guiltfeeder), "that player …": the cards
// the event's player owns in their graveyard (404.1, 108.3), counted as the ability resolves (608.2h). `whoOf` as above.
bool eventPlayerLosesPerGraveyardCard(const QString& sentence, AbilityDef* into, const std::function<QString(const QString&)>& whoOf);

// "counter that spell [unless its controller pays {3}]" after "Whenever a player / an opponent / you cast(s) a
// spell" (Nether Void, Chancellor of the Annex), "copy that spell" (Swarm Intelligence): the spell the event
// names, on the stack (701.6a, 707.10), the action's `object` Selector::Ref::It, no target.
bool eventSpellCountered(const QString& sentence, AbilityDef* into);

// Round 43: "counter that spell unless its controller discards a card" after "Whenever ~ becomes the target of a spell an
// opponent controls" (Reality Smasher): the counter of the targeting spell under the payment `costsOf` reads from
// "Discard a card", made by that spell's controller (118.12, 701.6a).
bool eventSpellCounteredUnlessDiscard(
    const QString& sentence, AbilityDef* into, const std::function<bool(const QString&, QVector<CostPart>*)>& costsOf);

// Round 30: "Whenever ~ blocks a creature, ~ deals damage to that creature's controller equal to ~'s power"
// (Meglonoth): ~'s power as the ability resolves (608.2h) dealt to a player of the event, whom `whoOf`
// names as Action::who ("controller_of_that", "defending_player"; empty when the event has none).
bool selfPowerToEventPlayer(const QString& sentence, AbilityDef* into, const std::function<QString(const QString&)>& whoOf);

// Round 33: "Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap
// step" (Vorinclex, Voice of Hunger): the event's object kept tapped (502.3), named as `read` names it in "tap that
// land", the first instruction of the trigger.
bool eventObjectKeptTapped(const QString& sentence, AbilityDef* into, bool eventObject,
    const std::function<bool(const QString&, AbilityDef*)>& read);

// Round 37: "that player sacrifices that creature" after "At the beginning of the end step of enchanted creature's
// controller" (Lingering Death): the event's object, sacrificed by the event's player only if that player controls it
// (701.17a); `read` reads "sacrifice that creature", `whoOf` names the player as Action::who.
bool eventPlayerSacrificesEventObject(const QString& sentence, AbilityDef* into, bool eventObject,
    const std::function<QString(const QString&)>& whoOf, const std::function<bool(const QString&, AbilityDef*)>& read);

// Round 37: a step trigger of the controller of what ~ is attached to, "At the beginning of the end step of enchanted
// creature's controller" (Lingering Death): `EndStep` or `EachDrawStep` with an attached `eventFilter`, whose "that
// creature" is the object ~ is attached to as it triggers, as `EnchantedControllerUpkeep`'s is (603.7c).
bool namesAttachedAtStep(const AbilityDef& a);

}   // namespace strata::import
