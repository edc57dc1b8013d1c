#pragma once
#include "engine/Resolution.h"
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace strata::ui {

class ScenarioDocument;

// Everything a card on the board shows, read from the document's state and resolution: the values
// the layer system computed, the printed ones they replaced, and the state-based actions found.
// Building it computes no rules; drawing it (CardPainter) reads nothing else.
struct CardPresentation {
    struct AbilityLine {
        enum class Origin : quint8 { Printed, Granted, TextChanged, Lost };
        QString text;
        Origin origin = Origin::Printed;
        QString grantedBy;   // for Granted: the name of what granted it
        bool operator==(const AbilityLine& o) const
        {
            return origin == o.origin && text == o.text && grantedBy == o.grantedBy;
        }
    };
    struct Badge {
        QString text;   // "+1/+1 ×2", "3 damage"
        QString toolTip;
        enum class Kind : quint8 { PlusCounter, MinusCounter, OtherCounter, Damage } kind = Kind::OtherCounter;
        bool operator==(const Badge& o) const { return kind == o.kind && text == o.text && toolTip == o.toolTip; }
    };
    struct Ribbon {
        QString label;         // short: "Dies · 704.5f"
        QString description;   // the whole sentence, for the tooltip
        bool leavesBattlefield = true;
        bool operator==(const Ribbon& o) const
        {
            return leavesBattlefield == o.leavesBattlefield && label == o.label && description == o.description;
        }
    };

    QString objectId;
    int timestamp = 0;
    Zone zone = Zone::Battlefield;

    QString name, printedName;
    QStringList manaSymbols;   // "2", "W", "W/U", "X"
    QString typeLine, printedTypeLine;
    ColorSet colors, printedColors;
    bool isLand = false, isArtifact = false, isCreature = false, isPlaneswalker = false;
    QVector<AbilityLine> abilities;
    QString powerToughness, printedPowerToughness;   // empty when the object has none
    QString loyalty, printedLoyalty;
    QVector<Badge> badges;
    QVector<Ribbon> ribbons;
    QVector<StateBasedAction> stateBasedActions;
    QString importBadge;   // an imported card: how much of it Strata understood ("partly")

    QString controllerName;
    bool controlChanged = false;   // layer 2 gave it to another player
    QString attachedToText;        // "Attached to Nico": an Aura on a player
    QString zoneTag;               // "In hand", "On the stack": a zone without a strip of its own
    bool tapped = false, faceDown = false, token = false, phasedOut = false;

    bool nameChanged() const { return name != printedName; }
    bool typeLineChanged() const { return typeLine != printedTypeLine; }
    bool colorsChanged() const { return colors != printedColors; }
    bool powerToughnessChanged() const { return powerToughness != printedPowerToughness; }
    bool loyaltyChanged() const { return loyalty != printedLoyalty; }
    // The same picture, given the same tooltip (which holds every value): what the tooltip leaves out.
    bool drawsLike(const CardPresentation& o) const
    {
        return tapped == o.tapped && manaSymbols == o.manaSymbols && token == o.token && phasedOut == o.phasedOut
            && controlChanged == o.controlChanged && zone == o.zone && attachedToText == o.attachedToText
            && zoneTag == o.zoneTag && colors == o.colors && badges.size() == o.badges.size();
    }
    // Every value the same: the card draws and reads as it did (most cards after an edit).
    bool operator==(const CardPresentation& o) const;
    // Every value the card draws the same but its timestamp (CardFaceCache): what differs is the
    // number in its corner, or words only its tooltip shows (its id, when its counters were placed).
    bool sameFace(const CardPresentation& o) const;
    // Rich text for the card's tooltip: every value, printed ones beside changed ones, and the rules.
    QString toolTip() const;
};

class CardPresenter {
    Q_DECLARE_TR_FUNCTIONS(CardPresenter)
public:
    // The object at `index` of the document's state, as the layers leave it, or with `shown` (the
    // values after some step of the trace) and then without state-based actions, which are checked
    // only once every layer has applied.
    static CardPresentation present(
        const ScenarioDocument& document, int index, const Characteristics* shown = nullptr);
    // The short label of a state-based action on its ribbon ("Dies · 704.5f").
    static QString ribbonLabel(const StateBasedAction& action);
    static bool leavesBattlefield(const StateBasedAction& action);
};

}   // namespace strata::ui
