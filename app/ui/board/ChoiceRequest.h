#pragma once
#include "engine/Resolution.h"
#include "model/GameState.h"
#include <QStringList>

namespace strata::ui {

// What has to be decided before a card enters or a spell or ability resolves, read from the card's
// structure: "as this enters, choose a colour" (Painter's Servant), "enter as a copy" (Clone), the
// words a text-changing effect swaps (Mind Bend), X in a cost (Feral Hydra, Dominate)…
struct ChoiceRequest {
    enum class WordKind : quint8 { None, Color, LandType, ColorOrLandType, CreatureType };

    QString subject;         // the card's name, for the dialog's title
    bool entering = false;   // a permanent entering the battlefield, rather than something resolving
    bool color = false;      // also the colour word of Swirl the Mists
    bool creatureType = false;
    bool landType = false;
    bool cardType = false;
    bool cardName = false;
    bool player = false;
    bool x = false;
    WordKind swapWords = WordKind::None;   // choices.text_change: from → to
    bool copy = false;                     // choices.copy_of
    bool copyOptional = false;             // "you may": entering as itself is allowed
    QStringList copyCandidates;            // object ids
    // Who controls the permanent or cast the spell, asked only when it matters to what it does.
    QStringList controllerCandidates;
    QString defaultController;

    bool needsChoices() const
    {
        return color || creatureType || landType || cardType || cardName || player || x || copy
            || swapWords != WordKind::None;
    }
    bool isEmpty() const { return !needsChoices() && controllerCandidates.size() < 2; }
};

// The answer: the choices, in the scenario format's terms, and the controller.
struct ChoiceAnswer {
    Choices choices;
    QString controller;
};

class ChoiceAnalysis {
public:
    // A permanent card entering the battlefield (its replacement abilities and X in its cost).
    static ChoiceRequest forPermanent(const CardPtr& card, const GameState& state, const Resolution& resolution);
    // An instant or sorcery resolving, or an activated, loyalty or triggered ability.
    static ChoiceRequest forSpell(const CardPtr& card, const GameState& state, const Resolution& resolution);
    static ChoiceRequest forAbility(
        const AbilityDef& ability, const QString& subject, const GameState& state, const Resolution& resolution);
    // True when what the ability does depends on who controls it: it takes control, or it names
    // "you" or "an opponent" (Act of Treason, Control Magic, Word of Seizing).
    static bool controllerMatters(const AbilityDef& ability);
    static bool controllerMatters(const CardPtr& card);

    // Counters and tapped status a card enters with that need no choice ("enters tapped",
    // "enters with two +1/+1 counters"); "x" counts are read with `x`.
    struct EntersWith {
        bool tapped = false;
        QVector<CounterStack> counters;
    };
    static EntersWith entersWith(const CardPtr& card, const std::optional<int>& x);
};

}   // namespace strata::ui
