#pragma once
#include "model/Ability.h"
#include <QPair>
#include <QVector>

namespace strata {

// A layer 3 text change as word swaps applied together ("black" → "white"; every colour word →
// "blue"). Colour words are lower case, land and creature types capitalised.
using WordSwaps = QVector<QPair<QString, QString>>;

// The word swaps a text-changing effect makes, from its kind of word and the choices made for it.
// Empty when the choice does not fit the kind (a colour word for a creature-type change).
WordSwaps wordSwapsFor(TextChangeKind kind, const QString& from, const QString& to, const QString& chosenColor);

// The ability with its colour words, land type words and creature type words swapped (612.2): what
// it affects, grants and sets. Names are not words of this kind and never change.
AbilityPtr rewriteWords(const AbilityPtr& ability, const WordSwaps& swaps);

}   // namespace strata
