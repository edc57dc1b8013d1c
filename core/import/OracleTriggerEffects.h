#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: effects of triggered abilities that only their event gives a meaning to
// (OracleTriggerEffects.cpp; round 17, `imptrig17`). Each reads the effect after the trigger's head,
// its final period included, and returns false, leaving `into` as it was, when the text does not fit.

namespace strata::import {

// "reveal the top card of your library and put that card into your hand. You lose life equal to its
// converted mana cost" (Dark Confidant, Dark Tutelage): the one card revealed and kept (LookAtTop), then a
// loss of life counted from the card that action moved (Expr::ManaValueOfMoved, 202.3).
bool revealTopThenLoseLife(const QString& effect, AbilityDef* into);

// "attach ~ to it" / "attach ~ to that creature" after an event that names an object (the creature
// that entered): the Aura or Equipment ~ attached to that object (701.3a, 603.7c). "You may" is the
// frame's.
bool attachSelfToEventObject(const QString& effect, AbilityDef* into);

// Round 23: "When ~ enters, create a 1/1 white Soldier creature token, then attach ~ to it" (Ancestral
// Blade): the one token, then the Equipment ~ attached to that token (111.1, 701.3a). `instruction` reads
// the first sentence (its period included) into `into`.
bool createThenAttachSelf(const QString& effect, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& instruction);

// Round 20: "Whenever ~ deals combat damage to a player, you may sacrifice it. If you do, …" (Impaler
// Shrike): after an event of ~ itself that "it" is ~ (603.7c); the effect with "sacrifice ~" for it,
// or the effect as it was.
QString selfSacrificedBeforeIfYouDo(const QString& effect, TriggerEvent event);

// Round 22: "Whenever ~ attacks, you may pay {1}{W}. If you do, it gains flying until end of turn" (Skyline
// Scout, Voltaic Brawler), "… If you do, transform it" (Insidious Mist): after an event of ~ and a payment
// that names no object, "it" is ~ (603.7c); and "~ gets +1/+1 until end of turn. Untap it." (Blistercoil
// Weird): after a sentence that names ~ alone. The effect (after the frame's "you may") with "~" for it,
// or the effect as it was.
QString selfNamedIt(const QString& effect, const QString& head, bool optional);

// The mana a mana triggered ability adds (605.1b): "add an additional {B}", "its controller adds an
// additional one mana of any color", "that player adds one mana of any type that land produced" (the
// land the event names: its type is what it just produced, `object` Ref::It). The writer says
// "additional" for every mana of such an ability but the type "that land produced".
bool manaTriggerEffect(const QString& effect, AbilityDef* into);

}   // namespace strata::import
