#pragma once
#include "OracleSpellConditions.h"
#include "model/Ability.h"
#include <QString>
#include <optional>

namespace strata::import {

// 702.33d: "If this spell was kicked, that creature gets -5/-5 until end of turn instead" (Vicious
// Offering): the kicked instruction replaces the one before it, the same instruction with another
// number. `clause` is what follows "if this spell was kicked, ", " instead" removed. On success the
// instruction before is done only when the spell was not kicked, the new one only when it was. Stop 52: `kind`
// Condition::Kind::CastDuringYourMainPhase reads addendum's "If you cast this spell during your main phase, …" so.
bool kickedInstead(const QString& clause, AbilityDef* into, Condition::Kind kind = Condition::Kind::Kicked);

// Round 28: "If this spell was kicked, instead creatures you control get +2/+2 and gain first strike until
// end of turn" (Bold Defense), "…, instead search your library for two basic land cards, …" (Grow from the
// Ashes): the kicked instruction is one of its own, not the one before with another number, and replaces
// the spell's one instruction before it (702.33d, 608.2c). `clause` is the instruction, "instead" removed;
// `order` says where Oracle put the word (InsteadFirst: "If …, instead X"; None: "If …, X instead").
// False leaves `into` as it was.
bool kickedWholeInstead(const QString& clause, Action::Instead order, const ActionsOf& actionsOf, AbilityDef* into,
    Condition::Kind kind = Condition::Kind::Kicked);

// Round 39: "If this spell was kicked, destroy that artifact if its converted mana cost is 5 or less instead" after the
// same instruction with a smaller number (Overload, Prohibit; OracleKickedThreshold.cpp): each instruction is done
// only under its own kicked state and threshold (Condition::also). False leaves `into` as it was.
bool kickedThresholdInstead(const QString& clause, AbilityDef* into);

// `before` again with the number `clause` gives it ("it deals 4 damage to …", "that creature gets -5/-5
// until end of turn", "that player discards three cards", "put two … counters on …", "create four of
// those tokens"), or nothing when the clause is not that instruction again. Round 24: also an ability
// word's paragraph done instead (OracleInsteadParagraphs.cpp).
std::optional<Action> withNewNumber(const Action& before, const QString& clause);

}   // namespace strata::import
