#pragma once
#include "ChoiceRequest.h"
#include <QDialog>

class QComboBox;
class QPushButton;
class QFormLayout;
class QSpinBox;

namespace strata::ui {

// A small form with one row per thing a card needs decided: a colour, a creature type (editable,
// with every creature type of 205.3m to pick from), a basic land type, a card type, a card name, a
// player, an object to copy, the words to swap, X, and who controls it.
class ChoiceDialog : public QDialog {
    Q_OBJECT
public:
    ChoiceDialog(const ChoiceRequest& request, const GameState& state, QWidget* parent = nullptr);

    ChoiceAnswer answer() const;
    // The answer is complete (a typed creature type must be one the rules know).
    bool isAcceptable() const;

private:
    void addSwapRows(ChoiceRequest::WordKind kind);
    void refillSwapTargets();
    void updateOk();

    ChoiceRequest m_request;
    QFormLayout* m_form = nullptr;
    QComboBox* m_color = nullptr;
    QComboBox* m_creatureType = nullptr;
    QComboBox* m_landType = nullptr;
    QComboBox* m_cardType = nullptr;
    QComboBox* m_cardName = nullptr;
    QComboBox* m_player = nullptr;
    QComboBox* m_copy = nullptr;
    QComboBox* m_mode = nullptr;
    QComboBox* m_swapFrom = nullptr;
    QComboBox* m_swapTo = nullptr;
    QSpinBox* m_x = nullptr;
    QComboBox* m_controller = nullptr;
    QPushButton* m_ok = nullptr;
};

}   // namespace strata::ui
