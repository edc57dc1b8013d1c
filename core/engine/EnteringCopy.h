#pragma once
#include "model/Characteristics.h"
#include "model/GameState.h"
#include <QStringList>
#include <QVector>

namespace strata {

// How an object enters the battlefield as a copy (707.5) and what replaces its entering, decided once
// for the layer engine, the event player and the app.

// 616.1c: the ability of a permanent, with its abilities as `granter` gives them now, that makes the
// other creatures its controller puts onto the battlefield enter as a copy of it (Essence of the
// Wild); null when it has none.
AbilityPtr copyOthersAbility(const Characteristics& granter);

// Whether `granter` (object `granterIndex`) makes a creature card whose printed face is `entering`,
// entering under `controller`, enter as a copy of it: on the battlefield under that player and, with
// `enteredAt` > 0 (an object already in a scenario), there before it. Returns the ability, or null.
AbilityPtr copyGrantedBy(int granterIndex, const CardFace& entering, const QString& controller, const GameState& state,
    const QVector<Characteristics>& chars, int enteredAt = 0);

// The permanents whose "enter as a copy of this" applies to `entering` coming under `controller`, in
// board order, leaving out `enteringId` itself ("each other creature"). With several, its controller
// picks the one applied last, which is the one it copies.
QStringList copyGranters(const CardFace& entering, const QString& controller, const GameState& state,
    const QVector<Characteristics>& chars, const QString& enteringId = {});

// What an entering object gets from "enters tapped", "enters with counters" and fading (614.1c,
// 702.32a). They are read from the abilities it has as it enters: those of the object it enters as a
// copy of, as copied (707.5; an {X} copied is 0), or its own printed ones. "Except it enters with
// additional counters" (Altered Ego) counts only when no other copy effect was applied after it
// (707.9e): not when another permanent's effect (Essence of the Wild) makes it a copy.
struct EnteringWith {
    bool tapped = false;
    QVector<CounterStack> counters;
};
EnteringWith enteringWith(const GameObject& entering, const GameState& state, const QVector<Characteristics>& chars);

}   // namespace strata
