#pragma once
#include "Colors.h"
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace strata {

// What a player chose for an object, an effect, a spell or an ability (scenario-format.md `choices`).
struct Choices {
    std::optional<Color> color;
    QVector<Color> colors;
    QString creatureType, landType, cardType, name;
    QString copyOf;             // object id
    QString textFrom, textTo;   // text_change
    std::optional<int> x, mode;   // mode: the one mode chosen (700.2), 1 the first
    QVector<int> modes;           // "choose two" (700.2): the modes chosen, when more than one, in printed order
    QString player;
    QStringList objects;   // objects or cards chosen on resolution (events.md)
    // Round 25: the optional costs paid as it was cast (601.2b: "prowl", "madness", "spectacle",
    // "surge") or as it entered ("tribute", 702.104a, an opponent's choice); Condition::Kind::CostPaid.
    QStringList paid;
    // Multikicker (702.33c): how many times the kicker cost was paid; none: once if kicked.
    std::optional<int> timesKicked;
    bool isEmpty() const;
};

}   // namespace strata
