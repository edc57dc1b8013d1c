#pragma once
#include "ChoiceRequest.h"
#include <optional>

class QWidget;

namespace strata::ui {

// Answers a ChoiceRequest. The board asks through this interface, so the app shows a ChoiceDialog
// and tests answer without one. An empty optional means the user cancelled: nothing is edited.
class ChoiceProvider {
public:
    virtual ~ChoiceProvider() = default;
    virtual std::optional<ChoiceAnswer> ask(const ChoiceRequest& request, const GameState& state, QWidget* parent) = 0;
};

// The app's provider: a modal ChoiceDialog.
class DialogChoiceProvider : public ChoiceProvider {
public:
    std::optional<ChoiceAnswer> ask(const ChoiceRequest& request, const GameState& state, QWidget* parent) override;
};

}   // namespace strata::ui
