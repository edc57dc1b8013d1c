#pragma once
#include "GameState.h"
#include <QString>
#include <QVector>

namespace strata {

// Finds the ability an effect entry stands for, the way the scenario format numbers abilities, so an
// effect made in the app carries the same definition ScenarioReader would give it from the file.

// The spell ability of an instant or sorcery, or null when the card has none (a permanent card); a
// spell of several paragraphs resolves them as one (608.2c, see the definition).
AbilityPtr spellAbility(const CardPtr& card);

// The printed face the object shows: its back face once transformed (712.8).
const CardFace& printedFace(const GameObject& object);

// The abilities an effect grants through its "add abilities" operations, in order (the extension's
// `ability_from` numbers them from 1).
QVector<AbilityPtr> abilitiesGrantedBy(const ResolvedEffect& effect);

// The abilities an effect entry whose ability resolved at `timestamp` numbers on its source: as printed,
// or, for an object that was a copy then, as copied (the copied object's, then those its exception adds).
QVector<AbilityPtr> abilitiesAsNumbered(const GameState& state, const GameObject& source, int timestamp);

// The abilities an effect entry with `source` (and, with the extension, `ability_from`) numbers from 1:
// the printed abilities of the source's face up front, or those granted by the effect `abilityFrom`
// (a resolved effect's id, or a static ability's effect id as the timeline names it: `pillory#3`).
QVector<AbilityPtr> numberedAbilities(const GameState& state, const QString& sourceId, const QString& abilityFrom = {});

// The delayed triggers (603.7) the text of `source` creates, in order: `source` is an object (its
// printed abilities) or a resolved effect's id (its spell or ability).
QVector<Action> delayedActionsOf(const GameState& state, const QString& source);
// A delayed "delayed" action as the triggered ability it becomes once created.
AbilityPtr delayedTriggerAbility(const Action& delayed);

// True for the kinds an effect entry may name: activated, loyalty and triggered abilities.
bool canLeaveEffect(const AbilityPtr& ability);

// 611.2c: a change of characteristics or control whose set of objects is fixed as the effect begins ("creatures you
// control get +3/+3 and gain trample until end of turn", Overrun): a creature that comes later is not in it, nor one
// that left and came back (400.7). Not a rule ("creatures can't block this turn", which reaches later objects), nor
// one object or a union of named ones ("exchange control of ~ and target creature", Phyrexian Infiltrator). The
// event player fixes the set of each such action as the effect begins; the layer engine keeps it (ResolvedEffect).
bool fixesItsSet(const Action& a);

// True for an op that is a rule rather than a change of characteristics or control.
bool isRuleOp(const Op& op);

}   // namespace strata
