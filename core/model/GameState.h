#pragma once
#include "Card.h"
#include "Colors.h"
#include "LocalizedText.h"
#include "PlayState.h"
#include <QHash>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace strata {

enum class RulesEdition : quint8 { Current, Rules2016 };
QString editionName(RulesEdition e);   // "current", "2016"


// What a player did and underwent this turn, for "as long as you've surveilled this turn", morbid,
// raid (extension "this_turn"). The event player keeps it; a new turn clears it (500.5).
struct TurnRecord {
    int cardsDrawn = 0, spellsCast = 0, noncreatureSpellsCast = 0;
    int lifeGained = 0, lifeLost = 0;
    int creaturesEntered = 0, landsEntered = 0;   // under the player's control
    int creaturesDied = 0;                        // creatures the player controlled that died
    int permanentsLeft = 0;                       // permanents the player controlled that left the battlefield
    bool surveilled = false, attacked = false, dealtDamage = false;
    int instantsAndSorceriesCast = 0;   // "for each instant and sorcery spell you've cast this turn"
    int landsPlayed = 0;                // 305.1: played, not put onto the battlefield by an effect
    int planeswalkersEntered = 0;       // under the player's control
    // Each subtype of each creature the player controlled that died, once per creature, as it last existed
    // on the battlefield (608.2h): "for each Zubera that died this turn".
    QVector<SubtypeId> diedCreatureSubtypes;
    bool isEmpty() const { return *this == TurnRecord(); }
    bool operator==(const TurnRecord& o) const
    {
        return cardsDrawn == o.cardsDrawn && spellsCast == o.spellsCast && noncreatureSpellsCast == o.noncreatureSpellsCast
            && lifeGained == o.lifeGained && lifeLost == o.lifeLost && creaturesEntered == o.creaturesEntered
            && landsEntered == o.landsEntered && creaturesDied == o.creaturesDied && permanentsLeft == o.permanentsLeft
            && surveilled == o.surveilled && attacked == o.attacked && dealtDamage == o.dealtDamage
            && instantsAndSorceriesCast == o.instantsAndSorceriesCast && landsPlayed == o.landsPlayed
            && planeswalkersEntered == o.planeswalkersEntered && diedCreatureSubtypes == o.diedCreatureSubtypes;
    }
};

struct Player {
    QString id, name;
    int life = 20;   // extension: "life" (Death's Shadow, Scourge of the Skyclaves)
    int poison = 0;
    bool lost = false, won = false;
    bool citysBlessing = false;   // extension: "citys_blessing", the city's blessing (702.131c)
    bool monarch = false;         // extension: "monarch", the player is the monarch (725.1); one player at most (725.3)
    // Extensions: "starting_life" (103.4; Anya's "half their starting life total"), "commander_casts"
    // (903.8: times the player cast a commander from the command zone this game), "this_turn".
    int startingLife = 20;
    int commanderCasts = 0;
    // Extension "counters": a player's counters other than poison by kind ("experience": 2; 122.1), in
    // name order; energy among them (the scenario's own key "energy", 107.14)
    QMap<QString, int> counters{};   // braced, like thisTurn: "Player{id, name}" needs no initializer for it
    TurnRecord thisTurn{};   // braced, so "Player{id, name}" needs no initializer for it
    // Extension "last_turn": the record of the turn before this one ("if you lost life last turn"); a new
    // turn moves thisTurn here (500.5).
    TurnRecord lastTurn{};
};

struct CounterStack {
    QString kind;   // "+1/+1", "-1/-1", "+2/+0", "flying", "fade"
    int count = 0;
    int timestamp = 0;   // 613.7c: when counters of this kind were last placed
};

struct GameObject {
    QString id;
    CardPtr card;
    Zone zone = Zone::Battlefield;
    QString owner, controller;   // controller before layer 2
    int timestamp = 0;
    QString attachedTo;   // object or player id
    QVector<CounterStack> counters;
    int damage = 0;
    bool deathtouchDamage = false;   // extension: damage from a source with deathtouch (704.5h)
    bool tapped = false, faceDown = false, phasedOut = false, token = false, transformed = false, kicked = false,
         attacking = false;
    Choices choices;
    QString enteredTogether;   // extension: group of objects timestamped at the same moment
    // events.md: play state of the object
    bool summoningSick = false, evoked = false;
    QString attackTarget;    // the player or planeswalker it attacks, when attacking
    QStringList blocking;    // the attackers it blocks
    // An attacker's blockers as declared, in declaration order; it stays blocked when they are gone
    // (509.1h). Empty for a snapshot's attackers, whose blockers are read from `blocking`.
    QStringList blockedBy;
    QString band;   // an attacker in a band (702.22c): the id of the band's first creature
    bool commander = false;  // extension "commander": this card is its owner's commander (903.3)
    bool exists = true;      // false once a token has ceased to exist (704.5d)
    int incarnation = 0;     // counts zone changes: a new object each time (400.7)
    bool createdDuringEvents = false;
    // Echo (702.30a): it came under its controller's control since that player's last upkeep began;
    // set in its controller's untap step from summoning sickness, which that step ends.
    bool cameUnderControlSinceUpkeep = false;
    // Its controller changed this turn while it stayed on the battlefield (302.6; "unless it came under your control
    // this turn" with enteredThisTurn); a new turn clears it (500.5).
    bool controlChangedThisTurn = false;
    // 701.37b: monstrosity made it monstrous; it stays so until it leaves the battlefield.
    bool monstrous = false;
    // Extensions: "renowned" (702.112b) and "paired_with", the creature it is paired with by soulbond
    // (702.95b); both are statuses the object keeps while it stays on the battlefield.
    bool renowned = false;
    QString pairedWith;
    // Extension "exiled_with": in exile, the object whose ability exiled it (607.2a: "the exiled card",
    // "cards exiled with ~"). The link ends when the card leaves exile (400.7).
    QString exiledWith;
    // Extension "exiled_until_monarch" (stop 50): in exile until an opponent of this player becomes the monarch,
    // then back under its owner's control (Palace Jailer; 610.3, 725). Ends as the card leaves exile (400.7).
    QString exiledUntilMonarchOf;
    // 701.15: the players who goaded it ("goaded_by"), each until that player's next turn begins.
    QStringList goadedBy;
    // Extension "entered_this_turn": it entered the battlefield this turn (Drownyard Behemoth); the
    // event player sets it as the permanent enters and a new turn clears it (500.5).
    bool enteredThisTurn = false;
    // Round 23: it was dealt damage this turn (120.3; "target creature that was dealt damage this turn"),
    // also damage since removed by regeneration (701.19a). The event player sets it as damage is dealt; a
    // new turn and a zone change (400.7) clear it. Never in a scenario file.
    bool dealtDamageThisTurn = false;
    // Extension "combat_this_turn": what it did in combat this turn ("if ~ attacked or blocked this turn",
    // "if it was blocked this turn"); the event player sets it as attackers and blockers are declared
    // (508.1, 509.1), a new turn and a zone change (400.7) clear it.
    bool attackedThisTurn = false, blockedThisTurn = false, wasBlockedThisTurn = false;
    // Extension "cast_from": the zone it was cast from, when it is a permanent that was a spell ("if you
    // cast it from your hand"); the event player sets it as the spell resolves, a zone change clears it.
    std::optional<Zone> castFrom;
    // Extension "flipped": a flip card's other half is up (710.2); not read, written or played yet.
    bool flipped = false;
    // Extension "mana_spent": the mana symbols spent to cast it ("{U}{U}{1}"), when it is a permanent that
    // was a spell (Condition::Kind::ManaSpentToCast); set as the spell resolves, a zone change clears it.
    QString manaSpent;
    // Extension "from_battlefield_this_turn" (round 40): a card in a graveyard that was put there from the
    // battlefield this turn (Gleancrawler, Twilight Shepherd); the event player sets it as the permanent goes
    // to the graveyard, a new turn and another zone change clear it.
    bool fromBattlefieldThisTurn = false;

    int counterCount(const QString& kind) const;
};

// A resolved spell or ability that left a continuous effect behind.
struct ResolvedEffect {
    QString id;
    CardPtr card;           // an instant or sorcery that resolved…
    QString sourceId;       // …or the object whose ability resolved
    int abilityIndex = 0;   // 1-based printed position on the source
    int sourceIncarnation = -1;   // the source as it was when the ability resolved (400.7)
    int turnCreated = 0;          // GameState::turn when it was created, for "until your next turn"
    QString abilityFrom;    // extension: the ability was granted by this effect id
    AbilityPtr ability;     // the spell's or ability's definition, found when read
    QString controller;
    QStringList targets;
    Choices choices;
    int timestamp = 0;
    // 611.2c: the objects its sets named as it resolved (id to incarnation, 400.7), when the event player
    // fixed them: "creatures you control get +3/+3 until end of turn" (Overrun) does not reach a creature
    // that comes later. Never in a scenario file (a snapshot's effects select among the objects there).
    std::optional<QHash<QString, int>> fixedSet;
};

// 608.2h, 707.2: the copiable values a copy effect copied as it began while events were played; the
// effect copies them from then on, whatever the copied object becomes (core/engine/CopyLocks.h).
// Never in a scenario file: a copy its snapshot states copies what the copied object is now.
struct CopyLock {
    QString effectId;             // the copy effect: "<object id>#copy", or a resolved effect's id
    int sourceIncarnation = -1;   // an entering copy: the object it belongs to (400.7)
    QString copied;               // the id of the object copied
    CardPtr values;               // the copied values, as a card face
    bool faceDown = false;        // the copied object was face down (707.2, 708.2)
};

struct GameState {
    LocalizedText title, description;
    RulesEdition rules = RulesEdition::Current;
    QVector<Player> players;
    QVector<GameObject> objects;
    QVector<ResolvedEffect> effects;
    QVector<CopyLock> copyLocks;   // kept by the event player (GameTable), never read from a file
    // events.md: the moment of the game, the stack, delayed triggers, and what happens next
    Step step = Step::Main1;
    int activeIndex = 0;   // index in players of the active player
    int turn = 1;          // counts turns begun by events, for "until your next turn"
    QVector<StackItem> stack;   // bottom first
    QVector<DelayedTrigger> delayed;
    QVector<GameEvent> events;
    // 510.4: the creatures that had first strike or double strike as this combat's first combat
    // damage step began; set once that step has happened.
    std::optional<QStringList> firstStrikers;
    bool usesPlayKeys = false;   // the file uses a key of events.md: the result reports them
    // Hands and libraries that list no objects hold unnamed cards (events.md); these count them.
    QHash<QString, int> unlistedHandCards;
    // Extension "layout": where the user put cards on the app's board, by object id. No rule reads it.
    QHash<QString, QPointF> boardPositions;

    bool handHasUnlistedCards(const QString& player) const { return unlistedHandCards.value(player) > 0; }

    const Player* player(const QString& id) const;
    int objectIndex(const QString& id) const;   // -1 if none; a hash lookup (see ObjectIndex)
    const GameObject* object(const QString& id) const;
    QString activePlayer() const
    {
        return players.isEmpty() ? QString() : players.value(activeIndex, players.first()).id;
    }
    int nextTimestamp() const;
    // 613.7m: objects of one entered_together group get the group's timestamps again in APNAP
    // order — the active player's first, in the order they were given, then each other player's.
    void orderSimultaneousTimestamps();

    // objectIndex()'s hash, not part of the state: built on first use for the object list it saw
    // (the same storage, the same size), built again when the list is another or an object found
    // through it has another id. Ids are never renamed in place: a new id is a new object.
    struct ObjectIndex {
        QHash<QString, int> byId;
        const GameObject* storage = nullptr;
        qsizetype size = -1;
    };
    mutable ObjectIndex objectIndexCache;
};

}   // namespace strata
