#pragma once
#include "play/Playthrough.h"
#include <QTextStream>

namespace strata::cli {

// The events of a playthrough as strata-cli prints them: what happened, what triggered and why, what
// resolved and how, state-based actions, the stack and life totals after each event.
void printEvents(const Playthrough& play, QTextStream& out);

}   // namespace strata::cli
