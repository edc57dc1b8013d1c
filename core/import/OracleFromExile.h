#pragma once
#include "model/Ability.h"

// Private to core/import (round 39): an activated ability that puts a card from exile onto the battlefield,
// OracleFromExile.cpp.

namespace strata::import {

// "{3}{B/G}{B/G}: Put ~ from exile onto the battlefield tapped." (Torrent Elemental): a ReturnToBattlefield of ~
// with `text` "exile". An ability that moves its object out of a zone works only in that zone (113.6k), so the
// event player lets it be activated only while the card is in exile.
// "{2}{B}: Put a creature card exiled with ~ onto the battlefield under your control." (Sisters of Stone Death):
// one of the creature cards linked to ~ (607.2a), `pick` 1, chosen as it resolves (608.2d).
// `s` starts in lower case, without its stop; false leaves `into` as it was.
bool putFromExile(const QString& s, AbilityDef* into);

}   // namespace strata::import
