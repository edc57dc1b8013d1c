#pragma once
#include <QString>

namespace strata::import {

// Round 38 (`impstatic38b`): two wordings of the attack restriction "can't attack you or a planeswalker you control"
// (508.1c), said as the writer says it, for the parser and the round trip alike (mendedTriggerWording):
// - "Creatures named Lightning Rager can't attack you or planeswalkers you control." (Rite of the Raging Storm): each
//   attacking creature attacks one player or one planeswalker (506.3, 508.1b), so the plural names the same
//   restriction as "a planeswalker you control".
// - "Survivors your opponents control can't block, and they can't attack you or a planeswalker you control."
//   (Varchild, Betrayer of Kjeldor): "they" is the sentence's subject, so it is one static with two rules,
//   "… can't block and can't attack you …" (509.1a, 508.1c).
// Any other sentence comes back as it was.
QString youOrPlaneswalkersWording(QString sentence);

}   // namespace strata::import
