#pragma once
#include <QString>

// Private to core/import: the words of state triggers (603.8) that say what the parser's and writer's
// say (OracleStateTriggers.cpp, round 23, `imptrigb23`).

namespace strata::import {

// Homarid's "Whenever there are four tide counters on ~, remove all tide counters from it." says what
// "When there are exactly four tide counters on ~, remove all tide counters from ~." says: the state is
// the count of counters on ~ (it triggers when there are four, and not again while its ability waits on
// the stack, 603.8), and "it" is ~. The parser reads the sentence through it, the round trip compares
// through it; any other sentence comes back as it was.
QString counterStateWording(QString sentence);

}   // namespace strata::import
