#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: an Aura that the controller of the land it enchanted moves to another land
// (OracleAuraMovedToLand.cpp; round 38: Kudzu, Steam Vines).

namespace strata::import {

// "When enchanted land becomes tapped, destroy it. That land's controller may attach ~ to a land of their
// choice." (Kudzu) and "…, destroy it and ~ deals 1 damage to that land's controller. That player attaches ~ to
// a land of their choice." (Steam Vines), in the writer's words: "destroy that land" (the "it" of one sentence
// names the event's land only alone), the two instructions as two sentences, and "That player" as the land's
// controller the sentence before named. Any other sentence is returned as it is.
QString auraMovedToLandWording(QString sentence);

// "that land's controller may attach ~ to a land of their choice", "that land's controller attaches ~ to a land of
// their choice" (701.3a, 303.4): ~ attached to a land (no target) the event's land's controller chooses as the
// ability resolves, after a trigger of the land ~ enchants. `whoOf` says which player of the event a phrase names
// (empty: none). False leaves `into` as it was.
bool attachSelfChosenByEventPlayer(const QString& s, AbilityDef* into, const std::function<QString(const QString&)>& whoOf);

}   // namespace strata::import
