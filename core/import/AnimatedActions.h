#pragma once
#include "model/Ability.h"
#include <QString>
#include <QVector>

// Private to core/import (round 20, `impact20`): what a permanent becomes for a while, one-shot
// (OracleAnimatedActions.cpp).

namespace strata::import {

// The words before "creature" in "a 2/2 white and blue Bird artifact creature": the colours ("and"
// between two), the card types (lower case) and the singular subtypes into each operation; false at any
// other word.
bool creatureNounWords(const QStringList& words, Op* colors, Op* types, Op* subtypes);

// The noun of "~ becomes a 2/2 white and blue Bird artifact creature [with flying]" ("a 2/2 … creature"):
// the operations of the continuous effect it makes, with the keywords read before. `adds`: the types are
// added to the object's, as "It's still a land" after it says (205.1b), not set. False when a word is not
// a colour, a card type or a subtype.
bool animationOps(const QString& noun, bool adds, const QVector<AbilityPtr>& keywords, QVector<Op>* ops);

}   // namespace strata::import
