#pragma once
#include "OracleParser.h"
#include <QVector>

namespace strata::import {

// Round 36: "of the chosen type" read as a card type (Selector::cardTypeChosen: Archon of Valor's Reach, Cloud Key)
// is right only on a face whose "As ~ enters, choose …" chooses a card type; a sentence alone can't tell it from a
// creature type (Morophon's "Spells you cast of the chosen type"). On any other face such an ability stays unread.
void dropChosenCardTypeWithoutChoice(QVector<OracleAbility>* abilities);

}   // namespace strata::import
