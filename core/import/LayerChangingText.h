#pragma once
#include <QString>

namespace strata::import {

// Whether a static paragraph of Oracle text (reminder text removed, the card's name written "~")
// reads like a change to characteristics (layers 1–7, 613.1), read by Strata or not. It is the
// denominator of the layer target in docs/importer.md, so it errs on neither side: what it counts
// must change characteristics, and what changes them must not escape it.
bool layerChangingText(const QString& sentence);

}   // namespace strata::import
