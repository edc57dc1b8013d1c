#pragma once
#include <QString>

namespace strata::import {

// Round 39 (`impstatic39`): Venarian Gold's entering trigger, "When ~ enters the battlefield, tap enchanted creature
// and put a number of sleep counters on it equal to the value of X as you cast ~.", said as the writer says it, for
// the parser and the round trip alike (mendedTriggerWording): "When ~ enters the battlefield, tap enchanted creature.
// Put X sleep counters on enchanted creature." An entering trigger's X is the X chosen as its spell was cast
// (107.3m), and "it" is the enchanted creature the first instruction taps. Any other sentence comes back as it was.
QString valueOfXAsCastWording(QString sentence);

}   // namespace strata::import
