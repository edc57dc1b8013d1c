#pragma once
#include "model/Ability.h"
#include <QString>

// Round 38: a spell's "Lands you control don't untap during your next untap step." (Rhonas's Last Stand), read
// as the existing DontUntapNext of a set (OracleYourUntapStep.cpp).

namespace strata::import {

// `s` in lower case, without its stop: "lands you control don't untap during your next untap step" as a DontUntapNext
// of that set as the spell resolves (611.2c); false for another sentence.
bool yoursKeptTappedNext(const QString& s, Action* a);

}   // namespace strata::import
