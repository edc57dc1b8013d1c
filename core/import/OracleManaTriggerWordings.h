#pragma once
#include <QString>

namespace strata::import {

// Older mana triggers (605.1b) in the words of today's: "Whenever a Mountain is tapped for mana, its controller
// adds an additional {R}" (Gauntlet of Might) is "Whenever a player taps a Mountain for mana, that player adds an
// additional {R}": only a permanent's controller activates its mana abilities (602.2), so the player who taps it
// is its controller. Round 37: "Whenever you tap a land for mana while you're the monarch, add …" (Regal Behemoth) is
// "…, if you're the monarch, add …" (605.4a, 603.4). A whole sentence of Oracle text; any other sentence comes back as
// it was.
QString manaTriggerWording(QString sentence);

}   // namespace strata::import
