#pragma once
#include "engine/Resolution.h"
#include "model/GameState.h"
#include <QCoreApplication>
#include <QVector>

namespace strata::ui {

// The combat damage that needs dividing as a damage step begins (510.1c–d, events.md `assign`): each
// attacker blocked by several creatures or with trample, and each blocker blocking several attackers,
// with the creatures (and player) it may assign damage to and the spec's default division: lethal
// damage to each blocker in the order declared (1 with deathtouch, damage already marked counting),
// the rest to the last one or, with trample, to the player or planeswalker attacked. A pre-check for
// the user; the engine decides when the step is played.
class DamageDivision {
    Q_DECLARE_TR_FUNCTIONS(DamageDivision)
public:
    struct Recipient {
        QString id, name;
        int lethal = 0;   // for a creature: the damage that is lethal to it now (702.2c)
        bool attacked = false;   // the player or planeswalker attacked, which trample reaches
        int amount = 0;   // the division being edited
    };
    struct Divider {
        QString creature, name;
        int power = 0;
        bool trample = false, deathtouch = false;
        bool freeDivision = false;   // a blocker blocking several attackers divides as it likes
        QVector<Recipient> recipients;
        int total() const;
    };

    // The creatures in the moment shown whose damage `step` (first_strike_damage or combat_damage) would
    // divide.
    static DamageDivision forStep(const GameState& state, const Resolution& res, Step step);

    QVector<Divider> dividers;
    bool isEmpty() const { return dividers.isEmpty(); }
    void resetToDefault();
    // Why a divider's division is illegal, translated, with the rule in `rule`; empty when it is legal.
    static QString problem(const Divider& divider, QString* rule = nullptr);
    bool isLegal() const;
    // The `assign` of the begin event: every divider, recipients with 0 left out.
    QVector<GameEvent::Assignment> assignments() const;
};

}   // namespace strata::ui
