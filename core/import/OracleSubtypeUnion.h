#pragma once
// Round 21: a target noun whose subtype is any of several ("target Elf or Soldier creature", 115.1, 205.3),
// and the land type that stands alone as a noun ("Forest", 205.3i).
#include "model/Selector.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// "Forest": one land type and nothing else (a permanent with it is a land, 205.3i).
bool isLandTypeAlone(const Selector& s);
// One part for each subtype, with the words the parts share; nothing when the words are not subtypes
// each naming one object. `objects` reads a noun phrase (and says whether it is plural).
std::optional<Selector> subtypeUnion(const QString& p, const std::function<std::optional<Selector>(const QString&, bool*)>& objects);

}   // namespace strata::import
