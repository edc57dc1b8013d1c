#pragma once
#include "model/GameState.h"
#include <QCoreApplication>
#include <QStringList>

namespace strata::ui {

// The checks ScenarioReader makes on references and choices, made before an edit instead, so that
// whatever the app saves opens again. Each returns a translated reason, or an empty string when fine;
// dialogs can call them to explain a refusal before anything is pushed.
class EditChecks {
    Q_DECLARE_TR_FUNCTIONS(EditChecks)
public:
    // Every target names an object or a player of `state`.
    static QString targets(const GameState& state, const QStringList& targets);
    static QString choices(const GameState& state, const Choices& choices);
};

} // namespace strata::ui
