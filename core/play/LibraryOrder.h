#pragma once
#include "GameTable.h"

// The order of the cards in a library as the event player changes it: the scenario lists a library from
// the top (401.2), so a card's place among its owner's library objects is its place in the library.

namespace strata {

// Puts the cards `top` on top of `owner`'s library and `bottom` at its bottom, the others between them
// in the order listed. The library's places in objects order stay its places and the cards move
// through them, so no other object's index changes.
void restack(GameState& gs, const QString& owner, const QStringList& top, const QStringList& bottom);

// Each object to the top (or the bottom) of its owner's library (401.4), in the order listed.
void putEachOnLibrary(GameTable& table, const QVector<int>& objects, bool bottom);

// The card an action looks for in a library ("a creature card"), as a filter of the library's cards.
Selector cardInLibrary(const Action& a);

}   // namespace strata
