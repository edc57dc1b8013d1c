#pragma once
#include <QString>

// Private to core/import: round 34's wordings of a trigger that counts counters it puts on ~ (Decree of
// Silence), said as the writer says them (OracleSelfCounterWordings.cpp), for the parser and the round trip.

namespace strata::import {

// "counter that spell and put a depletion counter on ~." is two instructions, "counter that spell. Put a depletion
// counter on ~." (608.2c); "If there are three or more depletion counters on ~, sacrifice it." is "If ~ has three or
// more depletion counters on it, sacrifice ~." ("it" is ~, the only object the sentence names). A whole sentence
// of Oracle text; any other sentence comes back as it was.
QString selfCountersWording(QString sentence);

}   // namespace strata::import
