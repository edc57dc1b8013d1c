#pragma once
#include "engine/Resolution.h"
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace strata::ui {

// Characteristics as the user reads them, in the language of the interface. The model keeps the
// canonical English values; only these functions translate, with the contexts RulesText uses for the
// same words ("CardType", "Color"), so each word is translated once for the whole app.
class DisplayText {
    Q_DECLARE_TR_FUNCTIONS(DisplayText)
public:
    // "Legendary Enchantment Creature — Elemental"; subtypes stay as the rules name them. The order of
    // supertypes and card types, and their capitalisation, are translatable ("Criatura encantamiento
    // legendaria"); supertypes agree with the main card type's gender (RulesText's adjective forms).
    static QString typeLine(const TypeLine& type);
    // "blue, red", or "colorless".
    static QString colors(ColorSet colors);
    // "4/1"; empty when the object has neither value.
    static QString powerToughness(const std::optional<int>& power, const std::optional<int>& toughness);
    // "lethal damage (704.5g)".
    static QString stateBasedAction(const StateBasedAction& action);
    // The name of a player, or the id when there is no such player.
    static QString playerName(const GameState& state, const QString& playerId);
    // The word with its first letter in upper case, as menus and type lines show translated words.
    static QString capitalized(QString word);

private:
    static QString writeTypeLine(const TypeLine& type);
};

}   // namespace strata::ui
