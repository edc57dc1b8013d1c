#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: trigger heads read with the events Strata already has, their filter doing
// the rest (OracleTriggerFilters.cpp; round 16).

namespace strata::import {

// A noun phrase read as OracleParser::objects reads it ("artifact you control", "other Goblin").
using ObjectsOf = std::function<std::optional<Selector>(const QString& noun, bool* plural)>;

// "Whenever an artifact you control is put into a graveyard from the battlefield" (the older wording of
// "dies", 700.4, for any permanent): the dies event, the permanent its filter. False leaves `into` as it was.
bool olderDiesHead(const QString& phrase, const ObjectsOf& objects, AbilityDef* into);

// "Whenever you cast a spell of the chosen color" (the colour chosen as the source entered), "whenever a
// player casts …", "whenever an opponent casts …": the cast events, the spell their filter.
bool chosenColorSpellHead(const QString& phrase, AbilityDef* into);

// "historic" (700.6): an artifact, a legendary object or a Saga, as the spell a cast trigger waits for.
Selector historicSpell();

}   // namespace strata::import
