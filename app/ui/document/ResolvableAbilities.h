#pragma once
#include "model/GameState.h"
#include <QString>
#include <QVector>

namespace strata::ui {

// Finds the ability an effect entry stands for, the way the scenario format numbers abilities, so an
// effect made in the app carries the same definition ScenarioReader would give it from the file.

// The spell ability of an instant or sorcery, or null when the card has none (a permanent card).
AbilityPtr spellAbility(const CardPtr& card);

// The abilities an effect entry with `source` (and, with the extension, `ability_from`) numbers from 1:
// the printed abilities of the source's face up front, or those granted by the effect `abilityFrom`.
QVector<AbilityPtr> numberedAbilities(const GameState& state, const QString& sourceId, const QString& abilityFrom = {});

// True for the kinds an effect entry may name: activated, loyalty and triggered abilities.
bool canLeaveEffect(const AbilityPtr& ability);

} // namespace strata::ui
