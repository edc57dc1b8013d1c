#pragma once
#include "PlayText.h"
#include "Playthrough.h"
#include "cards/CardLibrary.h"
#include "engine/EngineContext.h"
#include <QHash>
#include <QSet>

namespace strata {

// The top `n` cards of `owner`'s library, the first of them the top: a library's objects are listed from
// the top (events.md). Fewer when the library lists fewer.
QVector<int> topOfLibrary(const GameState& gs, const QString& owner, int n);

// Something that happened in the game that an ability may be waiting for (603.2).
struct Happening {
    enum class Kind : quint8 {
        ZoneChange,
        StepBegins,
        Cast,
        DamageDealt,
        Untapped,
        Attacks,
        Blocks,
        BecomesBlocked,
        Cycled,
        BecameMonstrous,   // 701.37b
        Tapped,
        LifeGained,   // `player` gained `amount` life (119.9)
        CardDrawn,    // `player` drew a card; `object` is it, when the library lists it (121.2)
        Unblocked,    // an attacking creature no creature was declared to block (509.1h)
        Discarded,    // `player` discarded `object` (701.8), also as a cost and to cycle (702.29a)
        Sacrificed,   // `player` sacrificed `object` (701.17a): an action, a cost, "unless", fading
        BecameTarget,  // `object` became a target of a spell or ability `player` controls (115.1), as cast or activated
        LifeLost,      // `player` lost `amount` life (119.3): damage (120.3a), an effect, a cost paid in life
        CountersPut,   // `amount` counters of `counterKind` put on the permanent `object` (122.6)
        AttackersDeclared,  // `player` declared `amount` attackers (508.1), once however many (508.3a)
        TappedForMana,      // `player` tapped the permanent `object` to pay a mana ability's {T} (605.1b)
        TurnedFaceUp,       // `player` turned the face-down permanent `object` face up (702.37e, 708.8)
        Scried,             // round 42: `player` scried `amount` cards, 1 or more (701.22a-b)
        // Round 45: `player` activated an ability of `object` (602.2), its stack item `source`; `manaAbility` when
        // it is one (605.1a)
        AbilityActivated,
        EnergyGot           // round 45: `player` got `amount` energy counters, 1 or more (107.14, 122.1)
    };
    Kind kind = Kind::ZoneChange;
    // The object concerned: moved, cast, dealt damage, untapped, attacking, blocking, blocked.
    QString object;
    Zone from = Zone::Battlefield, to = Zone::Battlefield;
    bool dies = false;   // 700.4: from the battlefield to a graveyard, as a creature
    int incarnationAfter = 0;
    Step step = Step::Main1;
    QString player;   // the active player (step), the caster (cast), the player dealt damage, gaining, drawing
    QString source;   // the source of damage; the attacker a blocker blocks; the spell that targets (BecameTarget)
    int amount = 0;   // damage, life gained; the number of attackers (attacks) or of blockers (becomes blocked)
    bool combat = false;   // combat damage
    // DamageDealt to an object in damage dealt at once (a step's combat damage, 510.2; a `damage` event):
    // "is dealt damage" triggers once for it however many sources dealt it (the Boros Reckoner ruling).
    // The first such happening for the object holds the total all sources dealt it; the others hold 0.
    // -1 elsewhere.
    int damageToObjectAtOnce = -1;
    QString lastController;   // ZoneChange: who controlled it as it left the battlefield (603.10a)
    QString counterKind;      // CountersPut: "+1/+1", "charge"
    // ZoneChange from the battlefield: the sources (id, incarnation) that dealt it damage this turn
    // ("whenever a creature dealt damage by ~ this turn dies").
    QVector<QPair<QString, int>> damagedBy;
    // DamageDealt: false for a source's second and later happenings in a step's combat damage, so that
    // "whenever ~ deals combat damage" triggers once for all it deals at once (510.2, 603.2c).
    bool firstOfSourceAtOnce = true;
    // ZoneChange: a land played from its owner's hand (305.1), not put onto the battlefield by an effect (305.4)
    bool landPlayed = false;
    // StepBegins in an extra turn (500.7): the event that created it, for "at the beginning of that turn's
    // end step" (the delayed trigger the same resolution created).
    QString extraTurnFrom;
    bool manaAbility = false;   // AbilityActivated: the ability is a mana ability (605.1a)
};

// TurnHistory.cpp: what a happening adds to its players' record of the turn (Player::thisTurn: cards
// drawn, spells cast, creatures that entered or died, attacks, life gained), and the new turn that
// clears it.
void recordInTurnHistory(GameState& state, const Happening& h);
// Round 40: the subtypes of a creature that died (its last known type line, 608.2h) in its controller's record.
void recordDiedSubtypes(GameState& state, const QString& controller, const TypeLine& lastKnown);
void clearTurnHistory(GameState& state);

// How an object enters the battlefield when an event or an effect puts it there.
struct EntryOptions {
    int timestamp = 0;   // 0: the next free one
    bool tapped = false, faceDown = false;
    bool kicked = false;   // a kicked spell becoming a permanent: "if it was kicked" replacements apply
    bool landPlayed = false;   // a land played (305.1): "whenever an opponent plays a land"
    QString controller;   // empty: its owner
    Choices choices;
};

// A triggered ability waiting to be put on the stack (603.3).
struct PendingTrigger {
    QString source;        // object id (empty for a delayed trigger of a spell)
    int sourceOrder = 0;   // position in objects, for the default order
    AbilityInstance ability;
    int abilityNumber = 0;   // printed number, or position among the granting effect's abilities
    QString controller;
    QString refersTo;   // the object "it" and "that creature" name (603.7c)
    int refersToIncarnation = -1;
    int sequence = 0;   // order of the trigger events
    QString delayedId;
    PlayText why;
    QString rule;
    int eventAmount = 0;   // "that much": the damage dealt in the event (Happening::amount)
    // "that player": Happening::player; for an event that names no player, the controller of the
    // event's object as the event saw it ("that creature's controller", 603.10a)
    QString eventPlayer;
};

// The game while events are played: the state, its layer resolution kept up to date, the reports of
// the event being played, and the happenings that abilities may trigger on.
class GameTable {
public:
    GameTable(GameState state, const CardLibrary& library, EngineOptions options);

    GameState& state() { return m_state; }
    const GameState& state() const { return m_state; }
    const Resolution& resolution();   // recomputed when the state changed
    void touched() { m_dirty = true; }

    // The next free timestamp (events.md: one more than any in the file or handed out so far).
    int nextTimestamp() { return ++m_lastTimestamp; }

    EventOutcome& report() { return m_report; }
    void startReport(const QString& eventId);
    void note(const PlayText& line)
    {
        m_report.happened << line.english();
        m_report.happenedText.push_back(line);
    }

    // Trigger bookkeeping: a batch is one moment of the game (an event's action, one check of
    // state-based actions, one action of a resolution); abilities see the state before and after it.
    // `damageAtOnce`: the batch's damage is one event (events.md's `damage`), as a step's combat damage is.
    void beginBatch(bool damageAtOnce = false);
    void happened(const Happening& h);
    void endBatch();   // detects what triggered in the batch
    QVector<PendingTrigger>& pending() { return m_pending; }

    // Things that happen to objects and players.
    void moveObject(int index, Zone to, const EntryOptions& entry = {});
    // 701.8a: `player` discards the card at `index` from their hand to its owner's graveyard.
    void discard(int index, const QString& player);
    // 701.17a: `player` puts the permanent into its owner's graveyard; "whenever you sacrifice" sees it.
    void sacrifice(int index, const QString& player);
    // 115.1, 601.2c, 602.2b: each object among `targets` becomes a target of `player`'s spell or ability.
    // Round 34: `spell`, the spell whose targets they are (the happenings' `source`), empty for an ability's.
    void becameTargets(const QStringList& targets, const QString& player, const QString& spell = QString());
    // `step` labels combat damage in the report: "first_strike" or "regular".
    // `preventable` false: "The damage can't be prevented" of the instruction that deals it (615.12).
    void dealDamage(const QString& sourceId, const QString& to, int amount, bool combat, const QString& step = {},
        bool preventable = true);
    // 122.6: `n` counters of `kind` were put on the permanent; "whenever … counters are put on" sees it.
    // Round 42: `byPlayer` put them (the happening's `player`: "whenever you put one or more -1/-1 counters").
    void countersPut(const QString& objectId, const QString& kind, int n, const QString& byPlayer = QString());
    void gainLife(const QString& player, int amount);
    void loseLife(const QString& player, int amount);
    void draw(const QString& player, int count);
    QString createToken(const QString& name, const QString& controller);
    QString createToken(const CardPtr& token, const QString& controller);   // a token a card defines (111.2)
    void setTapped(int index, bool tapped);
    Player* player(const QString& id);
    QString nameOf(const QString& id);   // an object's computed name, or a player's name

    // 107.14, 122.1: a player's energy counters (Player::counters["energy"], the scenario's players[].energy);
    // 0 for an id that names no player.
    int energyOf(const QString& player);
    // Removes n of the player's energy counters (107.14); a kind of which the player has none is not listed.
    void payEnergy(const QString& player, int n);
    // 615.7: "Prevent the next N damage that would be dealt to X this turn": a shield on an object
    // (that incarnation, 400.7) or a player, used up by the damage it prevents; it ends with the turn
    // it was made in (514.2). Kept by the event player, never in a scenario file.
    struct PreventionShield {
        QString effect;   // the resolve event that made it, as the log names effects
        QString to;
        int incarnation = -1;
        int remaining = 0;
        int turn = 0;
        // "The next time [source] would deal damage to X this turn, prevent that damage": all the damage
        // of the next event from that source (that incarnation) to X, whatever its amount.
        QString source;
        int sourceIncarnation = -1;
        // Round 22: a redirection (614.9), not a prevention: the damage the shield applies to is dealt to
        // this object (that incarnation) or player instead; 615.12 does not stop it.
        QString redirectTo;
        int redirectIncarnation = -1;
        // Round 23: "the next time damage would be dealt to X this turn" (Mirrorwood Treefolk): all the
        // damage of the next event to X, whatever its source and amount (an empty `source`).
        bool nextTime = false;
        // Round 30: a number of damage from `source`, not the whole of its next event: "the next 3 damage
        // that would be dealt to any target this turn by a source of your choice" (Healing Grace); with an
        // empty `to`, to anything: "the next 1 damage that would be dealt by ~ this turn" (Barbed Wire).
        bool countsSourcesDamage = false;
        // 615.5: what the effect does with the damage this shield prevents (an index into
        // records.preventionFollowUps), or -1.
        int followUp = -1;
    };
    // 615.5: "You gain life equal to the damage prevented this way", "If damage is prevented this way, ~
    // deals that much damage to any target": the instructions after a prevention, with the resolving item
    // and event that made the shield, so that they are done as that spell or ability would do them.
    struct PreventionFollowUp {
        StackItem item;
        GameEvent event;
        QVector<Action> actions;
    };
    // One prevention waiting for its follow-up: how much damage was prevented, and from which source.
    struct PreventedThisWay {
        int followUp = -1;
        int amount = 0;
        QString source;
    };
    // Round 30: `source` (an object id), only that object's damage, `to` empty for any recipient.
    void addPreventionShield(const QString& to, int amount, const QString& source = QString());
    // Round 22 (614.9): "the next N damage that would be dealt to X this turn is dealt to Y instead" (an
    // empty source), "the next time SOURCE would deal damage to X this turn, that damage is dealt to Y instead"
    void addRedirectionShield(const QString& to, int amount, const QString& source, const QString& redirectTo);
    void addNextTimeShield(const QString& to, const QString& source);   // 615.7: source an object id
    // Round 23 (614.9): "the next time damage would be dealt to X this turn, that damage is dealt to Y
    // instead" (Mirrorwood Treefolk): the whole next event's damage to X, from any source.
    void addNextTimeRedirection(const QString& to, const QString& redirectTo);
    // 615.1a: "Prevent all combat damage that would be dealt this turn" (Fog): the effect, as the resolve
    // event that made it, and its turn; it prevents combat damage dealt until the turn ends (514.2).
    struct CombatDamageFog {
        QString effect;
        int turn = 0;
    };
    void preventCombatDamageThisTurn();
    // 120.3: damage dealt to a permanent, by which source, in which turn; read as the permanent leaves
    // the battlefield (Happening::damagedBy). Kept by the event player, never in a scenario file.
    struct DamageRecord {
        QString source;
        int sourceIncarnation = -1;
        QString to;
        int toIncarnation = -1;
        int turn = 0;
    };
    // 608.2h, 112.7a: the permanent a "Sacrifice a creature" cost of an activated ability sacrificed, or
    // (round 31) the one its controller chose for a "sacrifice a creature" instruction, as it last existed
    // on the battlefield, by the stack item id ("the sacrificed creature's power"). Kept by the event
    // player, never in a scenario file.
    struct SacrificedForCost {
        int power = 0, toughness = 0;
        // Round 23 (608.2h, 112.7a): the counters it had as it left the battlefield ("the number of charge
        // counters on ~" after ~ was sacrificed to pay for the ability, "for each +1/+1 counter on it" as it died)
        QVector<CounterStack> counters;
        // Round 42 (608.2h, 603.10a): its controller as it left, "its controller" once the creature that dealt the damage
        // is gone (Synapse Sliver), where the event's player is the player dealt damage.
        QString controller;
        // Round 44 (608.2h, 202.3): its mana value as it left ("the sacrificed artifact's converted mana cost")
        int manaValue = 0;
    };
    // Permanents that skip an untap step, each as the object it was (400.7). Exerted ones skip the next
    // untap step of `player`, who exerted them (701.43a, Exert.cpp); "… doesn't untap during its
    // controller's next untap step" ones, with no `player`, the next of whoever controls them then (502.3,
    // SkippedUntaps.cpp). Kept by the event player, never in a scenario file.
    struct SkippedUntap {
        QString object;
        int incarnation = -1;
        QString player;
    };

    // Stop 49: an extra turn an effect gave (500.7), taken after the current one, the most recently
    // created first; `createdBy` the event whose resolution created it ("at the beginning of that turn's
    // end step", a delayed trigger the same resolution created).
    struct ExtraTurn {
        QString player;
        QString createdBy;
    };
    // Stop 49: a player's next occurrences of a turn, step or phase to be skipped (614.10), `what` one of
    // the Skip… action kinds.
    struct PendingSkip {
        QString player;
        ActionKind what = ActionKind::SkipTurns;
        int count = 1;
    };

    // 602.5b: an activated ability activated this turn, of the object it was (400.7: a new object's
    // abilities have not been activated), for "Activate only once each turn" and "no more than twice each
    // turn". Kept by the event player, never in a scenario file.
    struct ActivationRecord {
        QString object;
        int incarnation = -1;
        int abilityIndex = 0;
        QString abilityFrom;   // a granted ability's granting effect, as the activate event names it
        int turn = 0;
    };

    // What the event player keeps beside the state, never in a scenario file. A refused event puts all of
    // it back with the state (save, restore), since it may be refused after it began (a trigger's illegal
    // target, 603.3d): a record added here is put back with the others.
    struct Records {
        QVector<PreventionShield> shields;
        QVector<PreventionFollowUp> preventionFollowUps;
        QVector<PreventedThisWay> preventedThisWay;   // done by PlayContext::performPreventionFollowUps
        QVector<CombatDamageFog> fogs;
        QVector<DamageRecord> damageRecords;
        QHash<QString, SacrificedForCost> sacrificedForCost;
        // 608.2h, 603.10a: the power and toughness each permanent had as it last left the battlefield, by
        // its id and incarnation, the one it had there and the one it left for ("you gain life equal to
        // that creature's toughness" after it died).
        QHash<QPair<QString, int>, SacrificedForCost> leftBattlefield;
        QVector<SkippedUntap> skippedUntaps;
        QVector<ExtraTurn> extraTurns;   // the last one is taken first (500.7)
        QVector<PendingSkip> skips;
        QString extraTurnFrom;   // the current turn is an extra turn this event created, else empty
        int combatSkippedInTurn = 0;   // the turn whose combat phase the active player skips (614.10)
        QString regularTurnPlayer;   // whose the last turn not an extra one was; empty: the snapshot's active player
        QVector<ActivationRecord> activations;
        QSet<QString> drewFromEmptyLibrary;   // players, for 704.5b
        int tokenCount = 0, cardCount = 0;   // numbers in the ids handed out in the current event
        int delayedCount = 0;
    };
    Records records;

    // The table before an event: a refused event leaves the state exactly as it was (events.md), and the
    // records and the timestamps handed out too.
    struct Saved {
        GameState state;
        Records records;
        int lastTimestamp = 0;
    };
    Saved save() const { return Saved{m_state, records, m_lastTimestamp}; }
    void restore(const Saved& saved);

private:
    int damageAfterShields(const QString& source, const QString& to, int amount);
    // Round 22 (614.9): deals the part of the damage a redirection shield moves to its new recipient, and
    // returns what is left for `to`.
    bool canTakeRedirectedDamage(const QString& id, int incarnation);
    int damageAfterRedirections(
        const QString& source, const QString& to, int amount, bool combat, const QString& step, bool preventable);
    void forgetOldObject(int index);
    QString currentEventId() const { return m_report.id; }

    GameState m_state;
    const CardLibrary& m_library;
    EngineOptions m_options;
    Resolution m_resolution;
    bool m_dirty = true;
    int m_lastTimestamp = 0;
    QSet<QString> m_listedLibraries;   // players whose library the scenario lists (events.md)
    EventOutcome m_report;

    bool m_inBatch = false;
    bool m_damageAtOnce = false;
    GameState m_beforeState;
    Resolution m_beforeResolution;
    QVector<Happening> m_batch;
    QVector<PendingTrigger> m_pending;
    int m_sequence = 0;
};

}   // namespace strata
