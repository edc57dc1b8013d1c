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
// "dies", 700.4, for any permanent): the dies event, the permanent its filter; round 25: "… into your
// graveyard …", a permanent you own (400.3). False leaves `into` as it was.
bool olderDiesHead(const QString& phrase, const ObjectsOf& objects, AbilityDef* into);

// The subject of a trigger's event after "a", "an" or "another" ("another Goblin you control"). Round 25:
// "an equipped creature you control" (Stone Haven Outfitter) is any creature with that quality ("equipped
// creature" alone still names the one the source is attached to).
std::optional<Selector> triggerSubject(const QString& noun, bool another, const ObjectsOf& objects, bool* plural);

// Round 32: "an artifact or Artificer" (Era of Innovation): a permanent of a card type or of a subtype, the
// union of the two (each part then takes the controller "under your control" says).
std::optional<Selector> typeOrSubtypeSubject(const QString& noun, const ObjectsOf& objects);

// "Whenever you cast a spell of the chosen color" (the colour chosen as the source entered), "… of the chosen
// type" (the creature type), "whenever a player casts …", "whenever an opponent casts …": the cast events, the
// spell their filter.
bool chosenColorSpellHead(const QString& phrase, AbilityDef* into);

// "historic" (700.6): an artifact, a legendary object or a Saga, as the spell a cast trigger waits for.
Selector historicSpell();

// "a blue or black spell" (Mold Adder), "a white or blue instant or sorcery spell" (Mindsparker): the
// spell of a cast trigger of either colour (a selector's colours are any of them, 105.2) and either type
// (OracleSpellFilters.cpp). Only a trigger's: "Blue spells and red spells you cast cost …" is another form.
std::optional<Selector> eitherColorSpell(const QString& adjectives);

// "Whenever you discard a noncreature, nonland card, draw a card" (Bone Miser, Waste Not): the comma of
// two negated types belongs to the trigger's condition, not its end. The sentence without that comma ("a
// noncreature nonland card"), which the trigger templates read; any other sentence as it is.
QString withNegatedTypesJoined(const QString& sentence);

// Round 36: "Whenever the chosen player casts a spell" (Sewer Nemesis, after "As ~ enters, choose a player").
bool chosenPlayerSpellHead(const QString& phrase, AbilityDef* into);

}   // namespace strata::import
