#pragma once
#include "Colors.h"
#include "Types.h"
#include <QSharedPointer>
#include <QString>
#include <QVector>
#include <optional>

// Zones, the facets an effect reads or writes, and the selector: a set of objects as a card names it.

namespace strata {

enum class Zone : quint8 { Battlefield, Graveyard, Hand, Library, Exile, Stack, Command };
QString zoneName(Zone z);
std::optional<Zone> zoneFromName(const QString& name);

// What an effect looks at or changes, for finding dependency candidates (613.8a) without trying every
// pair: only an effect that writes something another reads can change what that other effect does.
enum Facet : quint16 {
    FacetCopiable = 1 << 0,   // name, mana cost, printed values: layer 1
    FacetControl = 1 << 1,
    FacetText = 1 << 2,
    FacetCardTypes = 1 << 3,
    FacetSubtypes = 1 << 10,
    FacetSupertypes = 1 << 11,
    FacetTypes = FacetCardTypes | FacetSubtypes | FacetSupertypes,
    FacetColors = 1 << 4,
    FacetAbilities = 1 << 5,
    FacetPT = 1 << 6,
    FacetZone = 1 << 7,      // where objects are: fixed for a snapshot
    FacetStatus = 1 << 8,    // tapped, attacking, attached: fixed for a snapshot
    FacetPlayers = 1 << 9,   // life totals, hand sizes: fixed for a snapshot
    // Losing abilities, apart from gaining them: only a loss can end another effect's existence.
    FacetAbilityLoss = 1 << 12,
};
using Facets = quint16;

// A set of objects as a card describes it ("Other Merfolk", "nonbasic lands", "enchanted creature").
struct Selector {
    // SelfAndPaired: soulbond's "both creatures", "each of those creatures" (702.95c): the source and the
    // creature paired with it.
    // ExiledWithSource: "the exiled card(s)", "cards exiled with ~": the objects in exile the source
    // exiled, linked to it (607.2a; GameObject::exiledWith).
    // Granter: in an ability a static ability grants in quotes, the object whose ability grants it
    // ("Equipped creature has '{T}, Sacrifice Blazing Torch: …'": Blazing Torch, 113.6, 607.2).
    // Created: "that token", "the token": the object(s) the effect's earlier action just created.
    // ChosenSource: "a source of your choice", chosen as the effect resolves and fixed then (609.7a-b);
    // a scenario names the choice.
    // DealtDamageThisWay: "a creature dealt damage this way", "creatures dealt damage this way" (`word`
    // "creatures"): the objects the same effect's earlier damage was dealt to (Pillar of Flame, Flamebreak).
    enum class Ref : quint8 { None, Self, Attached, Target, Target2, Targets, Chosen, It, SelfAndPaired, ExiledWithSource,
                              Granter, Created, ChosenSource, DealtDamageThisWay };
    // Chosen: the player chosen as the source entered ("the chosen player controls", its hand).
    // NotYou: "you don't control" (the evaluator reads Opponent as "not you" too; the words differ).
    enum class Who : quint8 { Any, You, Opponent, Chosen, NotYou };
    enum class Where : quint8 { Battlefield, Any, NotBattlefield, Specific };

    // The 16-bit masks come first so no padding lies among the fields the hot path tests together.
    quint16 types = 0, notTypes = 0, anyTypes = 0;
    quint8 supertypes = 0, notSupertypes = 0;
    Ref ref = Ref::None;
    quint8 upTo = 0;   // a target the card says "up to" so many of; kAnyNumber for "any number of" (115.1)
    static constexpr quint8 kAnyNumber = 255;
    QVector<SubtypeId> subtypes, notSubtypes;
    bool subtypeChosen = false;   // "$chosen": the creature type chosen as the source entered
    ColorSet colors;
    bool colorless = false;
    ColorSet notColors;   // "nonblack": none of these colours
    Who controller = Who::Any;
    bool ownerYou = false;
    bool other = false;
    Where where = Where::Battlefield;
    Zone zone = Zone::Battlefield;   // with Where::Specific
    std::optional<bool> tapped;
    bool attacking = false;
    bool noAbilities = false;
    QString hasKeyword;
    std::optional<int> manaValueAtMost;
    bool manaValueAtMostX = false;
    std::optional<int> powerAtMost;
    QString word;              // "permanent", "spell", "card": how text names the set
    QVector<Selector> anyOf;   // a union; the other keys are then unused
    // Qualities of the importer's static abilities (issue 16).
    std::optional<bool> token;      // "token" (true) or "nontoken" (false) (111.1)
    bool multicolored = false;      // two or more colours (105.4)
    QString withCounter;            // "with a +1/+1 counter on it": one or more counters of this kind
    bool attachedToSource = false;  // "Aura attached to it": attached to the effect's source (301.5, 303.4)
    bool enchanted = false;         // an Aura is attached to it (303.4)
    bool notEnchanted = false;      // "that aren't enchanted": no Aura is attached to it (303.4; round 44)
    bool equipped = false;          // an Equipment is attached to it (301.5)
    bool colorChosen = false;       // "of the chosen color": the colour chosen as the source entered
    QString named;                  // "named Wastes" (201.2)
    QString withoutKeyword;         // "creatures without flying"
    // "blocking creature" (509.1); with `attacking` too, "attacking or blocking creature" (no creature is
    // both, 506.4, so the pair can only mean either).
    bool blocking = false;
    bool faceDown = false;   // "face-down creature" (708.2)
    // "with power N or greater", "with toughness N or less / N or greater" (beside powerAtMost).
    std::optional<int> powerAtLeast, toughnessAtMost, toughnessAtLeast;
    std::optional<int> manaValueAtLeast;   // "with mana value N or greater" (202.3)
    bool commander = false;          // "commander creatures you control" (903.3): GameObject::commander
    bool highestManaValue = false;   // "with the highest mana value" (among the objects the rest selects)
    // Round 14 (issue 16).
    bool upToX = false;              // "tap X target creatures": X targets, chosen as the spell is cast (601.2c)
    bool manaValueAtLeastX = false;  // "with mana value X or greater"
    bool namedChosen = false;        // "with the chosen name": the card name chosen as the source entered
    // "spell that targets a creature you control" (115.1): a spell or ability with a target this selects
    QSharedPointer<Selector> targeting;
    // Round 17 (issue 16).
    // The player whose objects these are, named as Action::who names players ("that_player",
    // "defending_player", "controller_of_it", "target_player"): the controller of a permanent, the owner
    // of a card in any other zone (108.3): "target creature defending player controls" (508.5a), "that
    // player's graveyard". Empty: `controller` and `ownerYou` say whose they are.
    QString whose;
    bool sameGraveyard = false;    // "from a single graveyard": all the objects chosen are in one player's graveyard
    bool cardTypeChosen = false;   // "of the chosen type": the card type chosen as the source entered (ChoiceKind::CardType)
    // Round 18 (issue 16).
    // "all other creatures with the same name as that creature" (Bile Blight): the name of the effect's
    // target (201.2); a face-down target has no name, so nothing shares it (708.2)
    bool sameNameAsTarget = false;
    // Round 22: the creatures in combat with the source (509.1, 506.4): "target creature blocking ~" (its
    // blockers, 509.1h), "target creature it's blocking" (the attackers it blocks, 509.1), "all creatures
    // blocking or blocked by ~" (either); read from the blocks the event player records.
    enum class CombatWith : quint8 { None, BlockingSource, BlockedBySource, BlockingOrBlockedBySource };
    CombatWith combatWith = CombatWith::None;
    // Round 23: "target creature that was dealt damage this turn" (120.3): GameObject::dealtDamageThisTurn.
    bool dealtDamageThisTurn = false;
    // Round 40: "cards in your graveyard that were put there from the battlefield this turn" (Gleancrawler):
    // GameObject::fromBattlefieldThisTurn.
    bool fromBattlefieldThisTurn = false;
    // Round 40: "a card an opponent owns", "put into an opponent's graveyard" (108.3): beside `ownerYou`.
    bool ownerOpponent = false;
    // Round 41: radiance, "target creature and each other creature that shares a color with it" (card format
    // "shares_color_with_target"; writer "%1 and each other %2 that shares a color with it"): the target and the
    // objects that have a colour in common with it as the effect resolves (105.4, 608.2h); a colorless target
    // shares none, so only the target is named.
    bool sharesColorWithTarget = false;
    // Round 41: "all Auras attached to target permanent / that creature / them" (card format "attached_to":
    // "target", "targets", "it"; writer "attached to %1"): objects attached to the object(s) the reference
    // names as the effect resolves (301.5, 303.4); beside `attachedToSource` (Ref::Self).
    Ref attachedTo = Ref::None;
    // Round 41: "with the greatest power among creatures on the battlefield" / "… they control", "the creature
    // with the least power" (card format "power_rank": "greatest" / "least", "rank_per_controller": true;
    // writer "with the greatest power among %1"): no other object the rest selects (of the same controller,
    // with `rankPerController`) has a greater (a lesser) power; ties are all selected (a choice among them).
    enum class PowerRank : quint8 { None, Greatest, Least };
    PowerRank powerRank = PowerRank::None;
    bool rankPerController = false;
    // Round 45 (issue 16).
    // "blocked creature" (true), "unblocked creature" (false) (card format "blocked"; 509.1h, 506.4): an attacking
    // creature that is (isn't) blocked; a creature stays blocked when its blockers leave combat (509.1h).
    std::optional<bool> blocked;
    // "nonattacking", "nonblocking" (card format "nonattacking", "nonblocking"; 506.4): not an attacking
    // (a blocking) creature
    bool nonattacking = false, nonblocking = false;
    // "that's attacking you", "attacking you" (card format "attacking_you"; 508.1b): an attacking creature
    // whose attack is on the effect's controller
    bool attackingYou = false;
    // "Aura attached to a creature / a land" (card format "attached_to_types"; 303.4, 301.5): attached to an
    // object with one of these card types
    quint16 attachedToTypes = 0;
    // "with {X} in its mana cost" (card format "x_in_mana_cost"; 107.3, 202.1): the mana cost holds {X}
    bool xInManaCost = false;

    bool isRef() const { return ref != Ref::None; }
    Facets reads() const;
    bool operator==(const Selector& o) const;
    bool operator!=(const Selector& o) const { return !(*this == o); }
};

}   // namespace strata
