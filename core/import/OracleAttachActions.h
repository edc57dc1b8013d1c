#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: an Equipment other than the source attached by an instruction
// (OracleAttachActions.cpp; round 25).

namespace strata::import {

// A target phrase read as OracleParser::target reads it, added to `into`'s targets.
using TargetOf = std::function<std::optional<Selector>(const QString& phrase, AbilityDef* into, Selector::Ref* ref)>;

// "Attach target Equipment you control to target creature you control" (Kor Outfitter): the first target
// attached to the second. "Whenever an Equipment enters under your control, you may attach it to target
// creature you control" (Sigarda's Aid): the event's Equipment (603.7c) attached to the one target. False
// leaves `into` as it was.
bool attachAction(const QString& s, const TargetOf& target, Action* a, AbilityDef* into);

// Round 40: "attach Nettlevine Blight to a creature or land you control" in a quoted ability the Aura grants: the
// granter (607.2) moved to a permanent of that type the ability's controller chooses as it resolves (701.3a).
bool attachGranterToChosen(const QString& s, Action* a, const AbilityDef* into);

// Round 41 (701.3d): "unattach all Equipment from target creature" (Disarm), "unattach enchanted Equipment" (Carry
// Away). `objects` reads a noun phrase as OracleParser::objects does.
using ObjectsOf = std::function<std::optional<Selector>(const QString& phrase, bool* plural)>;
bool unattachAction(const QString& s, const TargetOf& target, const ObjectsOf& objects, Action* a, AbilityDef* into);

}   // namespace strata::import
