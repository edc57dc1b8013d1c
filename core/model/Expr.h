#pragma once
#include "Colors.h"
#include "Selector.h"
#include <QSharedPointer>
#include <QString>
#include <QVector>

namespace strata {

// An amount as cards write it: a number, X, "for each …", "equal to …" (moved out of Ability.h, which includes it).
struct Expr {
    enum class Kind : quint8 {
        Const,
        X,
        Count,
        CardTypesInGraveyards,
        ManaValueOfAffected,
        PowerOfTarget,
        Life,
        HighestLife,
        MostCardsInHandOpponent,
        Sum,
        Neg,
        // The importer's amounts (issue 16).
        ColorsOfAffected,     // "for each of its colors": the affected object's colours (105.2)
        CountersOnSource,     // "for each charge counter on ~" (counterKind)
        CountersOnSelected,   // "the number of +1/+1 counters on creatures you control" (selector, counterKind)
        BasicLandTypes,       // domain: basic land types among lands you control (305.6)
        DifferentlyNamed,     // "differently named lands you control" (selector)
        // Read from imported cards' triggered abilities (OracleFrames.cpp).
        EventAmount,   // "that much": the damage dealt or life gained in the event that triggered it
        ColorsAmong,   // "for each color among permanents you control" (selector): colours of the set (105.2)
        // "the life lost this way": the life the earlier actions of the same effect took (OracleEffects.cpp)
        LifeLostThisWay,
        // The importer's amounts of static abilities, round 9 (issue 16).
        HalfRoundedDown,        // "half the number of Forests you control, rounded down" (args[0])
        HalfRoundedUp,          // "…, rounded up" (args[0])
        ManaSymbolsAmong,       // chroma: mana symbols of `colors` in the mana costs of the selector's objects
        SharingCreatureType,    // "other creature … that shares a creature type with it" (selector): with the affected object
        KeywordAmountOfAffected, // "for each point of bushido it has": the affected object's `keyword` values
        // What happened this turn or this game (Player::thisTurn, ExpressionsHistory.cpp).
        LifeGainedThisTurn,     // "the life you gained this turn" (the effect's controller)
        LifeLostThisTurn,       // "the amount of life you've lost this turn"
        CommanderCasts,         // "each time you've cast your commander from the command zone this game" (903.8)
        OpponentsBelowHalfStartingLife,   // "each opponent whose life total is less than half their starting life total"
        // Cards exiled with the source (607.2a): how many, and their total power or toughness.
        CardsExiledWithSource,
        PowerOfExiled,
        ToughnessOfExiled,
        PlayerCounters,         // "for each experience counter you have" (122.1): counterKind, `who`
        CountersOnGranter,      // in a quoted ability: "arrow counters on Archery Training", the granter's (counterKind)
        CardsDrawnThisTurn,     // "for each card you've drawn this turn" (`who`; Player::thisTurn)
        // Round 14 (issue 16).
        ManaValueOfMoved,       // "its mana value": the card the effect's earlier action revealed or moved (Dark Confidant)
        BlockersOfSelf,         // "for each creature blocking it": the creatures blocking the source (509.1h)
        TargetsBeyondFirst,     // strive: "for each target beyond the first" (601.2f): the spell's targets less one
        // Round 15 (issue 16).
        CardsInHand,            // "the number of cards in that player's hand" (`who`: "you", "target_player", "that_player")
        ToughnessOfTarget,      // "equal to that creature's toughness" (beside PowerOfTarget)
        PowerOfSacrificed,      // "the sacrificed creature's power": the creature a cost or earlier action sacrificed
        ToughnessOfSacrificed,
        // "that many", "for each creature tapped this way": how many objects the earlier action of the same
        // effect acted on (discarded, tapped, sacrificed, exiled); `value` 1 is "the greatest number a
        // player … this way" (Windfall)
        CountThisWay,
        // Round 17 (issue 16): the greatest of a value over a set (selector), 0 for an empty set.
        GreatestPower,          // "the greatest power among creatures you control"
        GreatestToughness,      // "the greatest toughness among creatures you control"
        HighestManaValue,       // "the highest mana value among permanents you control" (202.3)
        PowerOfSource,          // "equal to ~'s power": the source's power as it is now (or last known, 608.2h)
        ToughnessOfSource,
        // Round 22.
        Devotion,               // "your devotion to green" (700.5): `colors`' mana symbols among permanents you control
        ColorsSpentToCast,      // converge: "the number of colors of mana spent to cast ~" (the spell's mana spent, 601.2h)
        // Round 25, multikicker: "for each time it was kicked" (702.33c): the source's Choices::timesKicked
        TimesKicked,
        // Round 40: this turn's deaths (700.4) in the players' turn records (TurnRecord): "for each creature that
        // died this turn" (`who` empty: all players'), "for each Zubera that died this turn" (selector: its
        // subtypes, the dead creatures' last known ones, 608.2h).
        CreaturesDiedThisTurn,
        // Round 40, amounts counting players (102.2-3): "the number of opponents you have", and "the number of
        // your opponents with four or more cards in hand" (`value`: the least hand size).
        Opponents,
        OpponentsWithCardsInHand,
        // Round 42: "the number of +1/+1 counters removed this way" after the ability's own "Remove all +1/+1
        // counters from ~" cost (Molten Hydra): card format {"counters_removed": "+1/+1"} (counterKind); the event
        // player takes the number the cost removed, which it keeps as the activation's X (601.2h, 107.3a)
        CountersRemovedThisWay,
        // Round 44: "the sacrificed enchantment's converted mana cost" (Faith Healer): the mana value (202.3) of the
        // permanent the ability's cost sacrificed, as it last existed on the battlefield (608.2h, 112.7a)
        ManaValueOfSacrificed,
        // Round 44: "for each five counters removed this way" (Sage of Hours): args[0] divided by `value`, rounded
        // down (a whole group of `value` counts once; the rest counts for nothing)
        WholeGroupsOf
    };
    Kind kind = Kind::Const;
    int value = 0;
    QSharedPointer<Selector> selector;   // Count
    QString who;                         // Life: "you"
    QVector<Expr> args;                  // Sum, Neg
    QString counterKind;                 // CountersOnSource, CountersOnSelected
    // Count: the selector's "other" is other than the affected object, not the source ("Enchanted
    // creature gets +1/+1 for each other creature you control").
    bool otherThanAffected = false;
    // Count: "in its controller's graveyard": "your" is the affected object's controller, not the source's.
    bool ofAffectedController = false;
    ColorSet colors;   // ManaSymbolsAmong
    QString keyword;   // KeywordAmountOfAffected: "Bushido"

    static Expr constant(int v)
    {
        Expr e;
        e.value = v;
        return e;
    }
    bool isConst() const { return kind == Kind::Const; }
    Facets reads() const;
    // True when the value depends on the object the effect is applied to, not only on the board.
    bool perObject() const;
    bool operator==(const Expr& o) const;
    bool operator!=(const Expr& o) const { return !(*this == o); }
};

}   // namespace strata
