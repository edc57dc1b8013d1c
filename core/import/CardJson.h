#pragma once
#include "model/Card.h"
#include <QJsonObject>

namespace strata::import {

// Writes a card in the JSON card format of docs/card-format.md, which CardParser reads back into the
// same structure. Covers what the importer produces (keywords, statics, activated, loyalty, triggered,
// replacement, spell and text-only abilities with their selectors, operations and actions); `ok` is
// cleared when the card holds something it cannot write, so the caller keeps the ability as text.
QJsonObject cardToJson(const Card& card, bool* ok = nullptr);
QJsonObject abilityToJson(const AbilityDef& a, bool* ok);

}   // namespace strata::import
