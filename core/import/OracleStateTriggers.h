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

// "Whenever you cast a spell during an opponent's turn, …" (Brineborn Cutthroat), "Whenever an opponent
// casts a spell during your turn, …" (Witchstalker, Hermit of the Natterknolls) says what "Whenever you cast
// a spell, if it's not your turn, …" says: whose turn it is is checked as the spell is cast, and again as the
// ability resolves (603.4), in the same turn, since no turn ends while it waits on the stack (500.2). Any
// other sentence comes back as it was.
QString duringTurnWording(QString sentence);

}   // namespace strata::import
