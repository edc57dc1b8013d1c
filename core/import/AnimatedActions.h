#pragma once
#include "model/Ability.h"
#include <QString>
#include <QVector>
#include <functional>
#include <optional>

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

// Round 23: "All lands you control become 1/1 creatures until end of turn. They're still lands." (Life),
// "Until end of turn, lands you control become 2/2 creatures that are still lands." (Rude Awakening): the
// same sentence said of one object ("… becomes a 1/1 creature until end of turn. It's still a land."),
// which reads the operations each land of the set gets; nothing for another sentence. Round 34: or several targets,
// "up to three target lands you control each become 2/2 Warrior creatures until end of turn. They're still lands."
// (Anthousa), each target the same change (115.1, 611.2a).
std::optional<QString> singularAnimation(const QString& text);

// Round 28: "Target noncreature artifact becomes an artifact creature with power and toughness each equal to
// its converted mana cost until end of turn" (Karn, Silver Golem; Sydri): the one target gets March of the
// Machines' animation (`byValue`, OracleParser::animatedByValue) until the turn ends. Nothing for another
// sentence; false, with `into` as it was, when the sentence has the shape but a part can't be read.
std::optional<bool> animatedByValueAction(const QString& s,
    const std::function<std::optional<Selector>(const QString&)>& objectOf,
    const std::function<bool(const QString&, QVector<Op>*)>& byValue, AbilityDef* into);

}   // namespace strata::import
