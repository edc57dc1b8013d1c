#pragma once
#include "GameState.h"
#include <QString>
#include <QVector>

namespace strata {

// What a scenario chose against what its cards ask for: the targets of a resolved spell or ability
// against the targets its card names (kind, count, no object twice for one "target", CR 115.3), and
// the choices against the abilities that read them. A target the card cannot have, or a choice missing
// from a resolved spell or ability, is an error; a choice the card never reads (a text change on a
// card that changes no text, a mode on a card without modes), or an "as this enters" choice missing
// from a permanent, is a warning: the result says what does nothing. An object attached to itself
// through others, or a copy of a copy of itself, is an error too.
struct ChoiceProblem {
    enum class Owner { Object, Effect };
    Owner owner = Owner::Effect;
    int index = 0;   // in GameState::objects or GameState::effects
    // Where in the entry: "targets", "targets[2]", "choices", "choices.mode"
    QString key;
    QString message;   // canonical English, as the reader's messages
    bool error = true;
};

QVector<ChoiceProblem> checkTargetsAndChoices(const GameState& state);

// The warnings of checkTargetsAndChoices, each naming its object or effect, for a Resolution's
// warnings (the result's "warnings" and the app's status).
QStringList choiceWarnings(const GameState& state);

}   // namespace strata
