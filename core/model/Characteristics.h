#pragma once
#include "Ability.h"
#include "ManaCost.h"
#include <QString>
#include <QVector>
#include <optional>

namespace strata {

// An ability an object has at some point of the layer system, with where it came from.
// Objects carry dozens of these once effects grant abilities, so the two ints sit together.
struct AbilityInstance {
    AbilityPtr def;
    int printedIndex = 0;   // 1-based position as printed (or as copied); 0 when granted
    int timestamp = 0;      // 613.7a: for a granted static ability, the later of object and grant
    QString grantedBy;      // effect id for a granted ability
    // Layer 3 word swaps applied to this ability ("black" → "white"); empty for most.
    QVector<QPair<QString, QString>> wordSwaps;
};

}   // namespace strata

// Moved in memory as plain bytes when a list grows: every member is a Qt value type or a number.
Q_DECLARE_TYPEINFO(strata::AbilityInstance, Q_RELOCATABLE_TYPE);

namespace strata {

// The values layer processing works on. Copying one is cheap: the vectors are implicitly shared.
struct Characteristics {
    QString name;
    ManaCost manaCost;
    ColorSet colors;
    TypeLine type;
    QVector<AbilityInstance> abilities;
    std::optional<int> power, toughness, loyalty;
    QString controller;
    bool faceDown = false;
    // Abilities an effect says the object can't have (layer 6): later grants of them fail too.
    QVector<AbilityPtr> cantHave;

    bool isCreature() const { return type.has(CardType::Creature); }
    bool hasKeyword(const QString& keyword) const;
    bool hasKeyword(int keywordId) const;   // see strata::keywordId
    bool sameValuesAs(const Characteristics& o, Facets facets) const;
};

}   // namespace strata
