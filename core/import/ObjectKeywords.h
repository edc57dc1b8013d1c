#pragma once
#include "model/Ability.h"

namespace strata::import {

// Keywords whose parameter is an object (OracleKeywords.cpp reads them after the others): "Champion an
// Elf" (702.72a), "Fox offering" (702.48a), "Partner with Proud Mentor" (702.124j). Carried, not
// performed: the keyword and its object, kept in `enchant` as Enchant's object is (the card format's
// "what"). Null when the text is none of them.
AbilityPtr objectKeyword(const QString& text);

}   // namespace strata::import
