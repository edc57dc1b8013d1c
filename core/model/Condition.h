#pragma once
#include "Colors.h"
#include "Selector.h"
#include <QSharedPointer>
#include <QString>

// A condition as cards write it: "as long as you control …", an intervening "if" (603.4), "Activate
// only if …" (602.5b), an action's own "if" (608.2c).

namespace strata {

struct Condition {
    enum class Kind : quint8 {
        DevotionLessThan,
        YouControlAtLeast,
        AttachedIs,
        SelfIs,
        NoSpellsCastLastTurn,
        TwoSpellsCastLastTurn,
        LifeAtLeast,       // "if you have 40 or more life" (n)
        LifeAtMost,        // "if you have 10 or less life" (n)
        YouControlNone,    // "when you control no other creatures" (filter)
        HandEmpty,         // "whenever you have no cards in hand"
        Evoked,            // "if it was evoked" (702.74a)
        NoCounter,         // "if it had no `counterKind` counters on it" (persist, undying)
        NoneOnBattlefield,   // "if no creatures are on the battlefield" (filter), whoever controls them
        Kicked,              // "if it was kicked" (702.33d)
        CameUnderControlSinceUpkeep,   // echo (702.30a): "if this came under your control since …"
        YourTurn,                      // "as long as it's your turn": the effect's controller is active
        NotYourTurn,                   // "as long as it's not your turn"
        CardsInGraveyardAtLeast,       // threshold: "seven or more cards are in your graveyard" (n)
        SelfCountersAtLeast,           // "~ has a +1/+1 counter on it": n or more `counterKind` counters on it
        CardTypesInGraveyardAtLeast,   // delirium: "four or more card types among cards in your graveyard" (n)
        OpponentControls,              // "an opponent controls a nonbasic land" (filter, matched for an opponent)
        OpponentLifeAtMost,            // "an opponent has 10 or less life" (n)
        HandAtLeast,                   // "you have seven or more cards in hand" (n)
        HandAtMost,                    // "you have one or fewer cards in hand" (n)
        // The importer's conditions (issue 16).
        GraveyardEmpty,                // "there are no cards in your graveyard"
        AnyPlayerControls,             // "any player controls a black permanent" (filter)
        GraveyardHas,                  // "a Warrior card is in your graveyard": n or more cards matching filter there
        OpponentsAtLeast,              // "you have two or more opponents" (n): players in the game other than you
        // The importer's conditions of static abilities (issue 16, OracleConditions.cpp).
        OpponentPoisoned,              // "an opponent is poisoned": has one or more poison counters (122.1f)
        OpponentGraveyardAtLeast,      // "an opponent has ten or more cards in their graveyard" (n)
        HandMoreThanEachOpponent,      // "you have more cards in hand than each opponent"
        MostCommonColor,               // "black is the most common color among all permanents or is tied" (colors)
        AttachedSharesMostCommonColor, // "it shares a color with the most common color … or a color tied"
        AttachedControllerControls,    // "its controller controls another creature" (filter; other than it)
        AnotherAuraOnAttached,         // "another Aura is attached to enchanted creature"
        CitysBlessing,                 // "you have the city's blessing" (702.131)
        YouAreMonarch,                 // "you're the monarch" (725.1)
        Paired,                        // "~ is paired with another creature" (soulbond, 702.95)
        Monstrous,                     // "~ is monstrous" (701.37b)
        Renowned,                      // "~ is renowned" (702.112b)
        SelfInGraveyard,               // "~ is in your graveyard": its static works from there (113.6k)
        BlockedByAtLeast,              // "two or more creatures are blocking it" (n blockers of the source)
        // What happened this turn (Player::thisTurn; 500.5 clears it), ImportedHistory.cpp.
        SurveilledThisTurn,            // "you've surveilled this turn" (701.25)
        DrewCardsThisTurnAtLeast,      // "you've drawn two or more cards this turn" (n)
        CastSpellThisTurn,             // "you've cast a noncreature spell this turn" (filter: the spell's kind; n spells)
        OpponentLostLifeThisTurn,      // "an opponent lost life this turn"
        OpponentDealtDamageThisTurn,   // "an opponent has been dealt damage this turn"
        YouWereDealtDamageThisTurn,    // "you were dealt damage this turn"
        GainedLifeThisTurnAtLeast,     // "you gained life this turn" (n = 1), "you gained 4 or more life this turn"
        CreatureEnteredThisTurn,       // "you had another creature enter the battlefield under your control this turn"
        LandEnteredThisTurn,           // "you had a land enter the battlefield under your control this turn"
        CreatureDiedThisTurn,          // morbid: "a creature died this turn"
        AttackedThisTurn,              // raid: "you attacked with a creature this turn"
        PermanentLeftThisTurn,         // revolt: "a permanent you controlled left the battlefield this turn"
        OpponentBelowHalfStartingLife, // "an opponent's life total is less than half their starting life total"
        ExiledWithSourceHas,           // "a card exiled with ~ has flying" (filter: the quality)
        EnteredThisTurn,               // "~ entered the battlefield this turn" (the source)
        LibraryAtMost,                 // "a library has twenty or fewer cards in it" (n): any player's
        TopOfLibraryIs,                // "the top card of your library is a creature card" (filter)
        ControlsCommander,             // "you control your commander" (903.3)
        // Round 14 (issue 16).
        TopCardSharesCreatureType,     // kinship: "if it shares a creature type with ~" (the top card of your library)
        CastFromHand,                  // "if you cast it from your hand" (GameObject::castFrom)
        AffectedControllerControlsAtMost,   // "as long as its controller controls N or fewer lands" (filter, n)
        AttackedOrBlockedThisCombat,   // "if ~ attacked or blocked this combat" (the source)
        // Round 15 (issue 16).
        ChosenOption,                  // "• Khans —": the source's Choices::mode is n (ChoiceKind::Option)
        // "if {G} was spent to cast it", adamant "if at least three blue mana was spent to cast this
        // spell": n or more mana of `colors` among GameObject::manaSpent (any colour of the set)
        ManaSpentToCast,
        // Round 18 (issue 16).
        // "Then if it has three or more +1/+1 counters on it" said of enchanted creature (the Ordeals): n
        // or more `counterKind` counters on the object the source is attached to
        AttachedCountersAtLeast,
        // "Counter target spell if it's blue" (Pyroblast): the action's target, as it resolves, is one
        // `filter` selects; otherwise the action does nothing (608.2b: the target stays legal)
        TargetIs,
        // Round 25 (issue 16): an optional cost paid as it was cast or entered: "if its prowl cost was
        // paid" (702.76), madness, spectacle, surge; "if tribute wasn't paid" (negated, 702.104b). `cost`
        // names it; the object's Choices::paid lists the costs paid (601.2b, 702.104a).
        CostPaid,
        // Round 26 (issue 16): what happened this turn, or last turn with `lastTurn` (Player::lastTurn).
        LostLifeThisTurnAtLeast,       // "you lost life last turn", "you didn't lose life this turn" (n)
        PlayedLandThisTurn,            // "if you didn't play a land this turn" (negated; 305.1)
        PlaneswalkerEnteredThisTurn,   // "if a planeswalker entered the battlefield under your control this turn"
        SourceAttackedThisTurn,        // "if ~ attacked this turn" (508.1)
        SourceAttackedOrBlockedThisTurn,   // "if ~ attacked or blocked this turn" (508.1, 509.1)
        SourceWasBlockedThisTurn,      // "if it was blocked this turn" (509.1h)
        // "an opponent controls more lands than you" (filter: what is counted, for you and each opponent)
        OpponentControlsMore,
        // Stop 52 (issue 16): addendum, "if you cast this spell during your main phase": the spell resolving is its
        // controller's, and the turn is in that player's main phase (505.1). A step never ends with a spell on the
        // stack (500.2), so a spell there in a main phase was cast in it.
        CastDuringYourMainPhase,
        // Round 40 (issue 16).
        // "unless it came under your control this turn" (the source): it entered the battlefield this turn or its
        // controller changed this turn (302.6's continuous control, GameObject::controlChangedThisTurn)
        CameUnderControlThisTurn,
        // "destroy that creature if it didn't attack this turn": the instruction's object, "that creature" (the trigger's
        // event object, 603.7c), attacked this turn (508.1)
        ObjectAttackedThisTurn,
        OpponentHandMoreThanYou,       // "if an opponent has more cards in hand than you"
        OpponentLifeMoreThanYou,       // "if an opponent has more life than you"
        // Round 41 (issue 16): "Activate only if ~ is blocked" (Cinder Crawler): card format `self_is_blocked`;
        // the source is an attacking creature that became blocked this combat (509.1h: it stays blocked when
        // its blockers are gone), not once combat ends (506.4)
        SourceIsBlocked,
        // Round 44 (issue 16).
        // "if defending player is poisoned" (Septic Rats): the player `who` names (empty: you) has one or more
        // poison counters (122.1f); `who` "defending_player" is the player the source attacks (506.2)
        Poisoned,
        // "If that card is a land card", "If it isn't a land card" (negated): the card the ability's earlier action
        // of the same effect milled, exiled, drew or put into a graveyard is one `filter` selects, in the zone it
        // went to (608.2c, 400.7)
        MovedCardIs,
        // Round 45 (issue 16).
        // "if that player controls more lands than each other player" (Rivalry): the player `who` names (empty: you)
        // controls more permanents `filter` selects than each other player, a strict majority (a tie is not more)
        ControlsMoreThanEachOther,
        // "if there are four or more basic land types among lands that player controls" (Mask of Intolerance): domain
        // (305.6) of the player `who` names (empty: you) is at least n
        BasicLandTypesAtLeast
    };
    Kind kind = Kind::SelfIs;
    ColorSet colors;
    int n = 0;
    QSharedPointer<Selector> filter;
    QString counterKind;   // NoCounter, SelfCountersAtLeast, AttachedCountersAtLeast
    QString cost;          // CostPaid: "prowl", "madness", "spectacle", "surge", "tribute"
    int atMost = 0;        // SelfCountersAtLeast: when above 0, also at most this many (a level up striation, 711.2a)
    // "unless …" (614.1c, 508.1c): the condition holds when what the kind describes does not.
    bool negated = false;
    // "… and …": a second condition that must hold too (Blood Baron of Vizkopa).
    QSharedPointer<Condition> also;
    // "… or …": a second condition that is enough alone ("if you control a Desert or there is a Desert
    // card in your graveyard"; Desert's Hold).
    QSharedPointer<Condition> orElse;
    // The kinds about this turn's record read the turn before instead: "if you lost life last turn"
    // (Player::lastTurn).
    bool lastTurn = false;
    // The player a kind about "you" is said of instead, named as Action::who names players: "if that
    // player has one or fewer cards in hand" (HandAtMost, "that_player": the trigger's player, 603.4);
    // "defending_player": the player the source attacks (506.2; "as long as defending player controls a
    // snow land"). Empty: you.
    QString who;
    Facets reads() const;
    bool operator==(const Condition& o) const;
};

}   // namespace strata
