#pragma once
#include "model/GameState.h"
#include "play/Playthrough.h"
#include <QCoreApplication>
#include <QString>

namespace strata::ui {

// Events as the user reads them, in the language of the interface: the one-line summary of each event
// in the events dock ("Forest enters the battlefield — Soul Warden triggers"), and the names of steps,
// zones, objects and stack items the event views share.
class EventText {
    Q_DECLARE_TR_FUNCTIONS(EventText)
public:
    // `before` is the game the event happened in; `outcome` what the player made of it (null when it
    // was not played).
    static QString summary(const GameEvent& event, const EventOutcome* outcome, const GameState& before);
    // What the event does, without its consequences: "Forest enters the battlefield".
    static QString action(const GameEvent& event, const GameState& before);
    // "Upkeep", "Main phase 1"…
    static QString stepName(Step step);
    // A step's name in a few letters, for the step bar's narrow cells: "BC", "M1".
    static QString stepShortName(Step step);
    // An object's card name, or its id when it is no object of `state` (a card drawn unseen).
    static QString objectName(const GameState& state, const QString& id);
    // A stack item: a spell's card name, or "Soul Warden's triggered ability".
    static QString stackItemName(const GameState& state, const QString& itemId);
    static QString stackItemName(const GameState& state, const StackItem& item);
    // One of the event player's lines in the user's language (its canonical English when it has none).
    static QString line(const PlayText& text, const QString& english)
    {
        return text.isEmpty() ? english : text.translated();
    }
    static QStringList happened(const EventOutcome& outcome);

private:
    static QString moveText(const GameEvent& event, const GameState& before);
    static QString setText(const GameEvent& event, const GameState& before);
    static QString consequences(const EventOutcome& outcome, const GameState& before);
};

}   // namespace strata::ui
