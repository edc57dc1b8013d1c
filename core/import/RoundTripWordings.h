#pragma once
#include <QString>

namespace strata::import {

// Older Oracle wordings of library searches, looks and impulse draws written as today's, for the round
// trip (normalisedForRoundTrip, which calls it last, after "Until end of turn, X" became "X until end of
// turn").
QString librarySearchWording(QString text);

}   // namespace strata::import
