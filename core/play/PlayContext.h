#pragma once
#include "GameTable.h"

namespace strata {

QVector<Selector> spellTargets(const GameObject& o);
Selector equipTarget();
bool anyAttacking(const GameState& gs);   // CombatDeclaration.cpp
bool hasPrintedKeyword(const GameObject& o, const QString& keyword);
// "Exile the top card of your graveyard" (ActivationCosts.cpp): the cards the event names in the
// graveyard of the source's controller, then the first it lists, `n` at most; with `card`, only cards it
// selects ("the top creature card of your graveyard").
QVector<int> topOfGraveyard(GameTable& table, const GameEvent* event, int source, int n, const Selector* card = nullptr);
// EventPlayers.cpp. 508.5a: the defending player of the first of `ids` that is an attacking creature
// (the trigger's object, then its source); 506.2: in a two-player game, the nonactive player.
QString defendingPlayerOf(GameTable& table, const QStringList& ids);
// The players a trigger's "that player" and "defending player" name (Selector::whose), as the stack
// item knows them: that_player, its event's player (603.7c); defending_player, as above.
QHash<QString, QString> eventPlayersOf(GameTable& table, const StackItem& item);
// Whether object `i` belongs to `player` (Selector::whose): its controller on the battlefield, its
// owner elsewhere (108.3).
bool belongsTo(GameTable& table, int i, const QString& player);

// The event player's working parts, shared by the files that play one kind of thing each
// (EventPlayer.cpp: the verbs; Settling.cpp: state-based actions and the stack; StackResolution.cpp:
// resolving; TurnSteps.cpp: beginning steps; Targeting.cpp: legal targets).
class PlayContext {
public:
    PlayContext(const GameState& snapshot, const CardLibrary& library, EngineOptions options)
        : table(snapshot, library, options)
    { }

    GameTable table;
    const GameEvent* event = nullptr;
    // While a trigger's targets are chosen or checked: the players its Selector::whose names
    // (eventPlayersOf); a selector with `whose` selects nothing when its player is not here.
    QHash<QString, QString> whosePlayers;
    // While an activated ability's targets are chosen or checked: its X, chosen as it was activated
    // (602.2b, 601.2b), which a target "with mana value X" compares with (202.3).
    std::optional<int> abilityX;
    int itemCount = 0;   // items numbered "<event id>.<n>"

    // EventPlayer.cpp
    bool perform(const GameEvent& e);
    void refuse(const PlayText& message, const QString& rule);
    // 700.2a, 601.2b: refuses a cast or activation whose modes named don't fit the ability's.
    bool refusesModes(const AbilityDef* ability, const GameEvent& e);
    // Activation.cpp: an activate event (602.2)
    bool activate(const GameEvent& e);
    // FaceUp.cpp (702.37e, 708.8): an activate event whose `ability` numbers the face-down permanent's
    // morph or megamorph keyword is the special action of turning it face up (116.2b), not an activation.
    // Empty when the event is an activation; otherwise whether the permanent was turned face up.
    std::optional<bool> turnFaceUp(const GameEvent& e);
    void discardToCycle(int index, const QString& player);
    // The costs an activated ability pays with its own source: counters removed, exiled, returned (602.2b).
    void payOwnCosts(int index, const QVector<CostPart>& costs);
    int costAmount(const CostPart& c) const;   // X from the event for an `amountX` part
    // DiscardCosts.cpp: the hand cards a discard cost takes (602.2b); false when the hand has too few.
    bool discardCostCards(
        const AbilityDef& ability, const GameEvent& e, int source, const QString& controller, QVector<int>* out);
    // ActivationCosts.cpp: "Reveal ~ from your hand", "Exile ~ from your hand", "Mill a card" (118.3);
    // refuses the activation when one can't be paid.
    bool handAndLibraryCostsPayable(const AbilityDef& ability, int source, const QString& controller);
    // 118.3: a cost that removes counters from another permanent ("from a creature you control").
    bool someoneHasCounters(const Selector& which, const CostPart& c, int source);
    // 602.5d: "Activate only as a sorcery / during your upkeep / during your turn …"
    bool activationTimingAllowed(ActivationRestriction r, const QString& controller) const;
    // 602.5b: "Activate only if …" and formidable's total power, as the ability is activated.
    bool activationConditionMet(const AbilityDef& a, int source, const QString& controller);

    // Settling.cpp: after an event (704.3, 603.3)
    void settle();
    // PreventionFollowUps.cpp (615.5): what prevention effects do with the damage they prevented.
    void performPreventionFollowUps();
    bool performingFollowUps = false;
    bool performStateBasedActions();
    void putTriggersOnStack();
    bool gameOver() const;

    // StackResolution.cpp
    bool resolveTop(const GameEvent& e);

    // TurnSteps.cpp
    bool begin(Step step);
    void phase();   // 502.1, 702.26

    // CombatDeclaration.cpp (508.1, 509.1) and CombatDamage.cpp (510)
    bool declareAttackers(const GameEvent& e);
    bool declareBlockers(const GameEvent& e);
    bool checkBands(const GameEvent& e, const Resolution& res);
    bool combatDamageStep(Step step);
    void removeAllFromCombat();   // 511.3

    // Targeting.cpp: targets in objects order, then players order. Whether a spell or an ability targets
    // matters to "can't be the target of spells" (115.4).
    enum class Targeter : quint8 { Spell, Ability };
    QStringList legalTargets(const Selector& sel, const QString& controller, int sourceIndex, Targeter by);
    bool isLegalTarget(const Selector& sel, const QString& id, const QString& controller, int sourceIndex, Targeter by);
    // Which incarnation of each object is named now (400.7): -1 for a player.
    QVector<int> incarnationsOf(const QStringList& ids);
    QStringList chooseTargets(const QVector<Selector>& wanted, const QStringList& given, bool givenSet,
        const QString& controller, int sourceIndex, Targeter by, bool* impossible);
    // Refuses the event (under `rule`) when it names one object again for an "another target" (Blood
    // Feud's "fights another target creature"), which must differ from the targets before it.
    // Refuses the event with `message` ("%1 can't be a target of %2 (…)") and `rule` when a target it
    // names is not legal for its selector as the spell is cast or the ability activated.
    // The first of `ids` that is no legal target of `wanted` (the last selector serves the rest: "up
    // to" and "any number" words), or an empty string.
    QString firstIllegalTarget(const QVector<Selector>& wanted, const QStringList& ids, const QString& controller,
        int sourceIndex, Targeter by);
    bool refusesIllegalTarget(const QVector<Selector>& wanted, const GameEvent& e, const QString& controller,
        int sourceIndex, Targeter by, const char* message, const QString& rule);
    bool refusesRepeatedAnother(const QVector<Selector>& wanted, const GameEvent& e, const QString& rule);
    // Refuses the event when an ability's one word "target" for several alike targets ("destroy two
    // target creatures") is given another number of targets, or one object twice (601.2c, 115.3).
    bool refusesTargetWord(const AbilityDef* ability, const GameEvent& e, const QString& rule);
};

}   // namespace strata
