#pragma once
#include "engine/EnteringCopy.h"
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
    // Another permanent's ability makes it enter as a copy (Essence of the Wild, 616.1c): the
    // candidates are those permanents, and one of them is applied last.
    bool copyForced = false;
    QStringList copyCandidates;            // object ids
    // "As this enters, it becomes your choice of …" (Primal Plasma): the forms, in printed order, as
    // rules text; choices.mode is the 1-based position.
    QStringList modes;
    // Who controls the permanent or cast the spell, asked only when it matters to what it does.
    QStringList controllerCandidates;
    QString defaultController;

    // The one permanent it must enter as a copy of, when there is nothing to choose (one Essence).
    QString forcedCopy() const
    {
        return copy && copyForced && copyCandidates.size() == 1 ? copyCandidates.first() : QString();
    }
    bool needsChoices() const
    {
        return color || creatureType || landType || cardType || cardName || player || x
            || (copy && forcedCopy().isEmpty()) || !modes.isEmpty() || swapWords != WordKind::None;
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
    // A permanent card entering the battlefield under `controller` (its replacement abilities and X in
    // its cost). Under another permanent's "enter as a copy of this" (Essence of the Wild, as core's
    // copyGranters finds it) that copy is all there is to choose: the card's own abilities never
    // apply (616.1c, 614.12).
    static ChoiceRequest forPermanent(
        const CardPtr& card, const GameState& state, const Resolution& resolution, const QString& controller = {});
    // 707.6: the forms an object entering as a copy of `copiedId` chooses for the copied "as this
    // enters, it becomes your choice" ability (a Clone copying Primal Plasma); empty when it has none.
    static ChoiceRequest forCopiedForms(
        const QString& copiedId, const QString& subject, const GameState& state, const Resolution& resolution);
    // An instant or sorcery resolving, or an activated, loyalty or triggered ability.
    static ChoiceRequest forSpell(const CardPtr& card, const GameState& state, const Resolution& resolution);
    static ChoiceRequest forAbility(
        const AbilityDef& ability, const QString& subject, const GameState& state, const Resolution& resolution);
    // True when what the ability does depends on who controls it: it takes control, or it names
    // "you" or "an opponent" (Act of Treason, Control Magic, Word of Seizing).
    static bool controllerMatters(const AbilityDef& ability);
    static bool controllerMatters(const CardPtr& card);

    // Counters and tapped status a card entering under `controller` with `choices` gets without a
    // choice ("enters tapped", "enters with two +1/+1 counters", fading), as core's enteringWith reads
    // them: from the copied abilities when it enters as a copy (707.5).
    static EnteringWith entersWith(const CardPtr& card, const Choices& choices, const QString& controller,
        const GameState& state, const Resolution& resolution);
};

}   // namespace strata::ui
