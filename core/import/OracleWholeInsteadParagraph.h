#pragma once
#include "OracleSpellConditions.h"
#include "model/Ability.h"
#include <QString>
#include <QVector>

namespace strata::import {

// Round 41: an ability word's "If C, instead X" paragraph whose X is not the instruction before with another number
// (207.2c, 608.2c): "instead ~ deals 4 damage to that creature and 4 damage to that creature's controller" (Kamahl's
// Sledge), "instead destroy that land and ~ deals 1 damage to each creature and each player" (Rancid Earth), "instead
// ~ deals 6 damage to it and the damage can't be prevented" (Lightning Surge). `clause` is X; `before` the paragraph
// before, one instruction with one target, which X replaces whole and names again; `sentenceBefore` its text. The
// instructions of X in order, none conditioned yet; empty when X is not read so.
QVector<Action> wholeInsteadParagraph(const QString& clause, const AbilityDef& before, const QString& sentenceBefore,
    const ActionsOf& actionsOf);

// Round 42: "If C, instead X, then Y. Z." after a paragraph of one instruction and no target (Kirtar's Wrath: "instead
// destroy all creatures, then create two … tokens with flying. Creatures destroyed this way can't be regenerated."),
// read by `sentencesOf` as sentences of their own. The instructions of X in order, none conditioned yet; empty when
// X is not read so or names a target.
QVector<Action> wholeUntargetedInsteadParagraph(const QString& clause, const AbilityDef& before, const ActionsOf& sentencesOf);

}   // namespace strata::import
