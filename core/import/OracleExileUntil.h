#pragma once
#include "OracleActionOf.h"
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: an exile that lasts until an event (OracleExileUntil.cpp), for OracleParser::action.

namespace strata::import {

// "exile target creature an opponent controls until ~ leaves the battlefield" (610.3c): the exiled card returns as
// ~ leaves, and is not exiled at all if ~ left first. Stop 50: "… until an opponent becomes the monarch" (Palace
// Jailer, 610.3, 725): it returns as one does, wherever the Jailer is. True when read (appended to `into`),
// false when `s` is no such exile.
bool exileUntil(const QString& s, AbilityDef* into, const ActionOf& action);

}   // namespace strata::import
