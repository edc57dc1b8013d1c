#pragma once
#include "play/Playthrough.h"
#include <QCoreApplication>
#include <QString>

namespace strata::ui {

// The stack panel's text for one moment of the game: the stack top first, each item with its source,
// its rules text (translated), controller and targets, and for a triggered ability why it triggered;
// then what the event put on the stack and removed, what did not trigger and why (the judge's
// favourite question), and how the resolved item resolved, each with its rule. The engine's
// explanations are canonical English and are shown as they are.
class StackReport {
    Q_DECLARE_TR_FUNCTIONS(StackReport)
public:
    // The moment after event `shownEvent` of `play` (-1: the snapshot itself).
    static QString html(const GameState& snapshot, const Playthrough& play, int shownEvent);

private:
    static QString itemHtml(const GameState& shown, const StackItem& item, const TriggerReport* report);
    static QString eventHtml(const GameState& before, const EventOutcome& outcome);
};

}   // namespace strata::ui
