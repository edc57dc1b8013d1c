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
    QString text;   // "2", "*", "1+*", "7-*", "X"

    // A printed power, toughness or loyalty: a number, or a sum of numbers and stars ("*", "1+*",
    // "*+1", "7-*", "2*", "*²") or X. A star is defined by the card's own ability (208.2a) and X on a
    // permanent is 0 unless defined (107.3i, 107.3m), so each counts as 0 here; nothing when the
    // text is none of these.
    static std::optional<PrintedNumber> parse(const QString& text);
};

struct CardFace {
    QString name;
    ManaCost manaCost;
    ColorSet colorIndicator;
    bool hasColorIndicator = false;
    TypeLine type;
    std::optional<PrintedNumber> power, toughness;
    std::optional<PrintedNumber> loyalty;   // "X" is printed on some (209.1)
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
