#pragma once
#include "Ability.h"
#include "ManaCost.h"
#include <QString>
#include <QVector>
#include <memory>
#include <optional>

namespace strata {

// A printed value that may be a star ("*", "1+*"): the number counts until a characteristic-defining
// ability sets it; the text is what the card shows.
struct PrintedNumber {
    int value = 0;
    QString text;   // "2", "*", "1+*"
};

struct CardFace {
    QString name;
    ManaCost manaCost;
    ColorSet colorIndicator;
    bool hasColorIndicator = false;
    TypeLine type;
    std::optional<PrintedNumber> power, toughness;
    std::optional<int> loyalty;
    QVector<AbilityPtr> abilities;   // printed order; each keyword is one

    ColorSet colors() const;   // 202.2: mana cost plus colour indicator
    // An Aura, Equipment or Fortification (301.5, 303.4): a permanent that can be attached to another.
    bool isAttachment() const;
    // An Equipment or Fortification: attached by its controller's ability, not by what enchants.
    bool isEquipmentLike() const;
};

struct Card {
    CardFace front;
    std::optional<CardFace> back;
    QString doubleFaced;   // "", "transform", "modal"
    bool token = false;
    QString resourcePath;   // where it was read from, for messages

    const QString& name() const { return front.name; }
};
using CardPtr = std::shared_ptr<const Card>;

}   // namespace strata
