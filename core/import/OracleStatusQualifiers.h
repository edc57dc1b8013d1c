#pragma once
#include "model/Selector.h"
#include <functional>
#include <optional>

// Private to core/import: the combat and attachment qualities of a set of objects that round 45 reads
// (OracleStatusQualifiers.cpp), for OracleParser::objects.

namespace strata::import {

using ReadObjects = std::function<std::optional<Selector>(const QString& phrase, bool* plural)>;

// "blocked creature", "unblocked creature" (509.1h), "nonattacking, nonblocking creature" (506.4), "creature without
// flying that's attacking you" (508.1b), "Aura attached to a creature / a land" (303.4): the rest of the phrase read
// by `read`, with the quality added. std::nullopt when the phrase has none
// of them or the rest does not read (the other readings of OracleParser::objects then try it as before).
std::optional<std::optional<Selector>> statusQualified(const QString& phrase, bool* plural, const ReadObjects& read);

}   // namespace strata::import
