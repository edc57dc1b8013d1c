#pragma once
#include "PlayContext.h"
#include <functional>

namespace strata {

// Performs the one-shot actions of a resolving spell or ability (608.2c), in the order written, each
// one a moment of the game for triggers.
class ActionPerformer {
public:
    ActionPerformer(PlayContext& play, const StackItem& item, const GameEvent& resolveEvent);
    void perform(const QVector<Action>& actions);
    // DiscardAndModes.cpp: the ability's effect; a modal ability's chosen modes, in printed order (700.2).
    void performAbility(const AbilityDef& ability);

private:
    void perform(const Action& a);
    QVector<int> objectsOf(const Selector& sel);   // indices in the current state
    QStringList targetedAbilities(const Selector& sel) const;   // abilities on the stack among the targets
    std::pair<int, int> targetSpan(Selector::Ref ref) const;   // first and last index into the item's targets
    QStringList players(const QString& who);       // who does it: "" (you), "target_player"…
    QStringList eventObjectController();   // "that creature's controller" (603.7c, 608.2h)
    QStringList defendingPlayer();         // "defending player" of an attack trigger (508.5a)
    int amountOf(const Action& a);
    void addCounters(int index, const QString& kind, int n);   // 613.7c: the counters' new timestamp
    void scried(const Action& a);   // CounterKeywordActions.cpp (round 42): a scry of 1 or more is an event (701.22)
    QString sourceName();
    bool effectOnlyOnObjectGone() const;
    bool lastsWhileSourceStays() const;
    bool sourceOnBattlefield() const;
    bool lastsWhileSourceTapped() const;   // 611.2b: "for as long as ~ remains tapped", ~ now untapped
    void createEffect();
    void exchangeLifeWithSelf(const Action& a);   // GameActions.cpp (round 41)
    void createDelayed(const Action& a);
    void returnToBattlefield(const Action& a, int index);
    // ReturnToBattlefield.cpp, round 34: the creature a card returned "attached to that creature" attaches to, -1 none,
    // StaysInZone for an Aura with nothing it could enchant (303.4g)
    static constexpr int StaysInZone = -2;
    int attachedOnReturn(const Action& a, int index);
    // Round 40: whether the Aura `aura` (its characteristics now), controlled by `controller`, could enchant the
    // permanent (303.4, 701.3b); and the ones of `permanents` the Aura on the battlefield could
    bool couldEnchant(int aura, int permanent, const QString& controller);
    QVector<int> enchantable(int aura, const QVector<int>& permanents);
    // DestroyChosen.cpp, round 34: one permanent destroyed (701.7a), and "target opponent chooses a creature they
    // control. Destroy it." (Wei Assassins): the one each player `who` names chooses
    bool destroyOne(const Action& a, int index);
    void destroyChosen(const Action& a);
    // Round 36: "target opponent exiles a creature they control": one the player chooses (DestroyChosen.cpp)
    static bool exilesOneChosen(const Action& a);
    void exileChosen(const Action& a);
    // rounds 32, 34: "each other player may put … from their hand", "each player puts … from their graveyard"
    void putFromEachPlayersZone(const Action& a);   // PlayerActions.cpp
    // LibraryActions.cpp, round 32: one player's search of one library (Hired Giant: each player's own)
    void searchLibraryOf(const Action& a, const QString& searcher, const QString& owner);
    // KeywordActions.cpp: the actions the primer's keywords and cards need
    void returnToHand(const Action& a);
    // GroupActions.cpp (round 19): every object a selector names, or some picked as it resolves (608.2d)
    void returnEach(const Action& a);
    QVector<int> pickedObjects(const Action& a);
    bool groupConditionHolds(const Condition& c);   // the Ordeals' counters, Pyroblast's "if it's blue"
    void sacrificeUnlessPay(const Action& a);
    void removeCounterOrSacrifice(const Action& a);
    void searchBasicLand(const Action& a);   // to the battlefield or a hand, by the players `who` names
    void discard(const Action& a);
    void monstrosity(const Action& a);   // 701.37
    void bolster(const Action& a);       // 701.39
    // CounterKeywordActions.cpp: amass (701.47), adapt (701.46), a whole hand or graveyard moved
    void amass(const Action& a);
    void proliferate();   // 701.34a (CounterKeywordActions.cpp)
    void adapt(const Action& a);
    void putCounters(const Action& a);   // on permanents, or on players without an object (122.1)
    void moveWholeZone(const Action& a);
    // PlayerActions.cpp: actions each named player performs on a permanent of their choice
    QVector<QPair<QString, int>> onePermanentEach(const Action& a, const std::function<bool(int)>& preferred);
    void sacrificeChosen(const Action& a);
    void untapChosen(const Action& a);   // "that player untaps a land they control": one of theirs
    void changeTurnOrder(const Action& a);   // extra turns (500.7) and skips (614.10): PlayerActions.cpp
    // LibraryActions.cpp: searching a library (701.23), looking at its top cards
    void searchLibrary(const Action& a);
    void lookAtTop(const Action& a);
    void putOnLibrary(const Action& a);      // 401.4 (LibraryActions.cpp)
    void revealUntil(const Action& a);       // 701.20 (RevealUntil.cpp)
    void handCardsOnLibrary(const Action& a);   // round 36: chosen from a hand looked at, put on top (401.4)
    void exileTopMayPlay(const Action& a);   // impulse
    // DamageActions.cpp: fight (701.14) and a creature dealing damage equal to its power
    void fightOrBite(const Action& a);
    // PaymentChoices.cpp: "X unless [player] pays {C}" (118.12), an action's own "if" ("If this spell
    // was kicked, …", 702.33d), and which actions a "pay or not" choice leaves out
    void unlessPays(const Action& a);
    bool payLife(const Action& a);
    bool conditionHolds(const Condition& c);
    bool skipped(const Action& a, bool* declined);
    void removeCounter(const Action& a);   // 122.8
    // GameActions.cpp: losing the game (104.3a), shuffling into a library (701.24), a coin flip (705)
    void gameAction(const Action& a);
    void clash(const Action& a);   // 701.30
    void preventDamage(const Action& a);   // 615.7 (DamageActions.cpp)
    void lookAtHand(const Action& a);      // DamageActions.cpp
    bool chosenSourceFits(const Selector& filter, int source);   // 609.7a
    bool redirectionRecipient(const Selector& to, QString* out);   // round 22 (614.9)
    void createTokenCopies(const Action& a);   // TokenCopies.cpp (707.2)
    void createTokens(const Action& a);         // TokenCopies.cpp (111.2)
    void attackAlongside(int token);             // TokenCopies.cpp: "tapped and attacking" (508.4)
    void stackAction(const Action& a);         // StackActions.cpp: counter (701.6) or copy (707.10) a spell
    void castWithoutPaying(const Action& a);   // StackActions.cpp: a card cast from the hand (601.2, 118.9)

    PlayContext& m_play;
    GameTable& m_table;
    const StackItem& m_item;
    const GameEvent& m_event;
    GameState m_start;   // last known information (608.2h): the game as the resolution began
    Resolution m_startRes;
    int m_sourceIndex = -1;   // in the current state, or -1 when the source is gone or never was
    bool m_effectCreated = false;
    // Round 34: a clash of this resolution was won, so the changes it holds are part of the effect (701.30)
    bool m_clashWon = false;
    int m_delayedCreated = 0;
    int m_copiesMade = 0;   // copies of spells this resolution put onto the stack, for their ids
    int m_flipsUsed = 0;   // how many of the resolve event's coin flip results were used (705)
    int m_lifeLost = 0;   // "the life lost this way": what the LoseLife actions of this resolution took
    // 701.17a: a player the last "sacrifices a …" named controlled nothing to sacrifice ("If you can't, …")
    bool m_couldNot = false;
    QStringList m_couldNotPlayers;   // round 39: the players of the last sacrifice who couldn't (Plaguecrafter)
    // "It" after an action that moved an object: that object where it went (Cloudshift, 400.7).
    QString m_movedId;
    int m_movedIncarnation = -1;
    // Round 39: the objects this resolution returned to the battlefield, id to incarnation, which an effect of the same
    // resolution on its targets still finds (Ever After's "Each of those creatures is a black Zombie …", 400.7).
    QHash<QString, int> m_returnedIncarnations;
    // The token this resolution created last: a delayed trigger's "that token" (Selector::Ref::Created).
    QString m_createdId;
    // Expr::CountThisWay: how many objects the last action that counts them acted on ("discard all the
    // cards in your hand, then draw that many cards"), and the most one player's part of it did (Windfall).
    int m_thisWay = 0;
    int m_thisWayMostByOne = 0;
    // Round 32: the cards the last discard or mill moved ("for each land card discarded this way", an
    // Expr::CountThisWay with a selector), by id; a milled card only if it reached the graveyard.
    QStringList m_thisWayIds;
    int thisWayOfKind(const Selector& kind) const;   // how many of those the selector matches (ActionSubjects.cpp)
    int cardsInHand(const QString& who);   // Expr::CardsInHand, as the action is performed (608.2h)
    int eventObjectPT(bool power) const;   // Expr PowerOfTarget / ToughnessOfTarget of the event's object (who "it")
};

}   // namespace strata
