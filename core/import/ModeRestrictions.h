#pragma once
#include <QString>

// Private to core/import: an activated ability's restriction printed at the end of each of its modes
// (Skinshifter, ModeRestrictions.cpp), for the parser and the round trip.

namespace strata::import {

// Skinshifter's "{G}: Choose one — • … Activate this ability only once each turn. • … Activate this ability only
// once each turn. …": the same restriction sentence at the end of every mode is the ability's, whichever mode is
// chosen (602.5b). Removes it from each mode of `effect` and returns it ("Activate this ability only once each
// turn."); empty, `effect` unchanged, when the modes do not all end with the same restriction.
QString restrictionOfEveryMode(QString* effect);

// The same text with that restriction said once, after the last mode, as the writer says it.
QString restrictionOfEveryModeOnce(QString text);

}   // namespace strata::import
