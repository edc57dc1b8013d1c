#pragma once
#include "model/TriggerEvent.h"
#include <QLatin1String>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

namespace strata {

// The closed lists of words a card file uses (docs/card-format.md). Each enum has one table of its
// canonical English names, which the card parser reads and the writers print; no other code spells them.

// When an activated ability may be activated.
enum class ActivationRestriction : quint8 {
    None, SorcerySpeed, AnyPlayer, Formidable, OnceEachTurn,
    DuringYourUpkeep,          // "Activate only during your upkeep"
    DuringYourTurn,            // "Activate only during your turn"
    YourTurnBeforeAttackers,   // "Activate only during your turn, before attackers are declared"
    DuringCombat,              // "Activate only during combat"
    TwiceEachTurn,             // "Activate no more than twice each turn"
    BeforeAttackers,           // "Activate only before attackers are declared"
    Forecast,                  // forecast (702.57b): from the hand, during your upkeep, once each turn
    Once,                      // "Activate this ability only once": once ever, by this object (602.5b, 400.7)
    // Round 41: "thrice_each_turn", written "Activate this ability no more than three times each turn";
    // the event player refuses a fourth activation in one turn (602.5b)
    ThriceEachTurn,
    // Round 44 (602.5b): "Activate this ability only before the combat damage step" (Angus Mackenzie): in a step
    // before this turn's combat damage step (the beginning phase, the first main phase, combat before damage, 510)
    BeforeCombatDamage
};

// When a spell may be cast (cast_restriction).
enum class CastRestriction : quint8 {
    BeforeCombatDamage, SorcerySpeed,
    // Imported (OracleRules.cpp), "Cast this spell only …" (601.3):
    DuringCombat,                // "during combat"
    CombatBeforeBlockers,        // "during combat before blockers are declared"
    CombatAfterBlockers,         // "during combat after blockers are declared"
    DeclareAttackersIfAttacked,  // "during the declare attackers step and only if you've been attacked this step"
    DeclareBlockersStep,         // "during the declare blockers step"
    OpponentsTurn,               // "during an opponent's turn"
    YourTurn,                    // "during your turn"
    OnlyIf                       // "only if …": the ability's condition
};

// How long an effect of a one-shot "continuous" action lasts.
// UntilSourceLeaves: "until ~ leaves the battlefield" (610.3c; ends at once if the source already left).
// WhileSourceTapped: "for as long as ~ remains tapped" (611.2b; ends at once if the source is untapped).
// UntilPaidToEnd: "You may pay {W} to end this effect" (licids): the cost in ContinuousDef::endCost; its
// controller may pay it any time they have priority (the scenario says when).
// Round 23: UntilYourNextTurn ends as its controller's next turn begins (611.2a); EndOfCombat as the end
// of combat step ends (511.3).
enum class Duration : quint8 { EndOfTurn, Indefinite, WhileYouControlSource, NextTurnOfTargetPlayer, UntilSourceLeaves,
                               WhileSourceTapped, UntilPaidToEnd, UntilYourNextTurn, EndOfCombat,
                               UntilOpponentBecomesMonarch };   // an exile's only (Palace Jailer, 610.3, 725)

// The structured parts of an activated ability's cost; Mana is a text of symbols ("{2}{U}", "{T}").
enum class CostKind : quint8 {
    Mana, Sacrifice, Discard, PayLife, ExileFromHand,
    RemoveCounters,     // "Remove two charge counters from ~"
    ExileSelf,          // "Exile ~"
    ReturnSelfToHand,   // "Return ~ to its owner's hand"
    TapUntapped,        // "Tap an untapped creature you control" (`card`, `amount`)
    DiscardRandom,      // "Discard a card at random" (`amount`)
    DiscardSelf,        // "Discard ~": an ability its card has in its owner's hand (113.6)
    ExileFromGraveyard, // "Exile a creature card from your graveyard" (`card`, `amount`)
    ExileSelfFromGraveyard,   // "Exile ~ from your graveyard": an ability of a card in a graveyard (113.6)
    ReturnToHand,       // "Return a land you control to its owner's hand" (`card`, `amount`)
    PayEnergy,          // "Pay {E}{E}" (107.14): `amount`, the energy counters removed from you
    Unattach,           // "Unattach ~" (701.3d): the source, an Equipment, becomes unattached
    PutCountersOnSelf,  // "Put a -1/-1 counter on ~" (`counterKind`, `amount`)
    ExileTopOfGraveyard, // "Exile the top card of your graveyard" (`amount`)
    RevealFromHand,     // "Reveal a creature card from your hand" (`card`; Self for "reveal ~ from your hand")
    DiscardHand,        // "Discard your hand"
    Mill,               // "Mill a card" (701.13): `amount`
    // Round 41 (issue 16).
    // "exert": "Exert ~" (701.43a): the source won't untap during its controller's next untap step
    ExertSelf,
    // "pay_half_life": "Pay half your life, rounded up" (119.4, 107.1a): the payer loses that much life
    PayHalfLife,
    // "remove_all_counters": "Remove all +1/+1 counters from ~" (`counterKind`): every such counter on the
    // source is removed (none is a legal payment, 602.2b); the number removed is what "removed this way" counts
    RemoveAllCounters,
    // "exile_permanent": "Exile a creature you control" (`card`, `amount`): that many permanents the payer
    // controls go to exile
    ExilePermanent,
    // "put_counters": "Put a -1/-1 counter on a creature you control" (`card`, `counterKind`, `amount`): the
    // counters go on one permanent the payer chooses among those `card` names
    PutCounters,
    // Round 45 (issue 16).
    // "exile_top_of_library": "Exile the top two cards of your library" (`amount`): that many cards from the top
    // of the payer's library go to exile; fewer than that is no legal payment (602.2b, 118.3)
    ExileTopOfLibrary,
    // "exiled_to_graveyard": "Put a card an opponent owns from exile into that player's graveyard" (`card`,
    // `amount`; the processors, 400.3): cards in exile that `card` names go to their owners' graveyards
    ExiledToGraveyard
};

// Rules an object or a player follows differently ("rule" and "player_rule" operations).
enum class RuleName : quint8 {
    NoLegendRule,
    AdditionalLandPlay,
    CantBeBlocked,
    CantBeBlockedByWalls,
    CantBeBlockedExceptByTwoOrMore,
    AttacksEachCombat,
    DoesntUntap,
    PreventAllDamageTo,
    PreventNoncombatDamageTo,
    SpendManaAsAnyColor,
    DevotionPlusOne,
    CantBeCountered,
    AttacksSourceIfAble,
    CantAttackOrBlock,
    CantAttackUnlessDefenderControls,   // Dandân: the op's land type names what the defender needs
    CantBlock,                          // "~ can't block" (509.1a)
    CanBlockOnlyFlying,                 // "~ can block only creatures with flying" (509.1b)
    CantAttack,                         // "~ can't attack" (508.1c)
    CantBeBlockedByMoreThanOne,         // "~ can't be blocked by more than one creature" (509.1c)
    MayChooseNotToUntap,                // "You may choose not to untap ~ during your untap step" (502.3)
    NoMaximumHandSize,                  // player: "You have no maximum hand size" (402.2)
    SkipDrawStep,                       // player: "Skip your draw step" (614.1b, 614.10)
    PlayerHexproof,                     // player: "You have hexproof" (702.11d)
    PlayWithTopCardRevealed,            // player: "Play with the top card of your library revealed"
    PlayersCantGainLife,                // player: "Players can't gain life" (119.7)
    BeginGameOnBattlefield,             // "If ~ is in your opening hand, you may begin the game with it …" (103.6a)
    CanBlockAnyNumber,                  // "~ can block any number of creatures" (509.1a)
    CanBlockAdditionalCreature,         // "~ can block an additional creature each combat" (509.1a)
    AllAbleToBlockDoSo,                 // "All creatures able to block ~ do so" (509.1c)
    // 509.1b: blocks restricted by the blocker's or the attacker's power; the op's `power` holds N.
    CantBeBlockedByPowerOrLess,         // "~ can't be blocked by creatures with power N or less"
    CantBeBlockedByPowerOrGreater,      // "~ can't be blocked by creatures with power N or greater"
    CantBlockPowerOrGreater,            // "~ can't block creatures with power N or greater"
    CantBeBlockedByLesserPower,         // "Creatures with power less than ~'s power can't block it"
    // 601.2f: spells the ability affects cost more or less; the op's `power` is the generic mana amount.
    CostsMore,                          // "Noncreature spells cost {1} more to cast"
    CostsLess,                          // "This spell costs {1} less to cast for each …"
    // 509.1b: the op's `filter` names the blockers.
    CantBeBlockedBy,                    // "~ can't be blocked by blue creatures"
    CantBeBlockedExceptBy,              // "~ can't be blocked except by creatures with flying"
    ActivatedAbilitiesCantBeActivated,  // "its activated abilities can't be activated" (602.5)
    // 615.1a: more prevention effects of static abilities, applied by the damage code. A
    // PreventAllDamageTo op with a `filter` prevents only the damage of sources the filter names.
    PreventCombatDamageTo,              // "Prevent all combat damage that would be dealt to ~"
    PreventAllDamageBy,                 // "Prevent all damage that would be dealt by enchanted creature"
    PreventCombatDamageBy,              // "Prevent all combat damage that would be dealt by …"
    PreventAllDamageToAndBy,            // "Prevent all damage that would be dealt to and dealt by …"
    PreventCombatDamageToAndBy,         // "Prevent all combat damage that would be dealt to and dealt by ~"
    // 614.12: the permanents the op's `filter` names enter tapped ("Creatures your opponents control
    // enter the battlefield tapped"); the filter's controller is read from the source's controller.
    PermanentsEnterTapped,
    // A player's rules (613.10), carried: named and written back, not performed.
    PlayerShroud,                       // "You have shroud" (702.18)
    OpponentsCantGainLife,              // "Your opponents can't gain life" (119.7)
    DontLoseForZeroLife,                // "You don't lose the game for having 0 or less life" (104.3b)
    PlayersCastOneSpellEachTurn,        // "Each player can't cast more than one spell each turn"
    CastOneSpellEachTurn,               // "You can't cast more than one spell each turn"
    OpponentsDrawOneCardEachTurn,       // "Each opponent can't draw more than one card each turn"
    UntapOnlyOneArtifact,               // "Players can't untap more than one artifact during their untap steps"
    UntapOnlyOneCreature,               // "Players can't untap more than one creature during their untap steps"
    PlayersCantSearchLibraries,         // "Players can't search libraries"
    PlayersCantCycle,                   // "Players can't cycle cards"
    PlayersSkipUntapSteps,              // "Players skip their untap steps"
    PlayersKeepUnspentMana,             // "Players don't lose unspent mana as steps and phases end" (500.4)
    OpponentsCantSearchLibraries,       // "Your opponents can't search libraries"
    // 614.1a: the damage a source the op's `filter` names would deal is doubled (Furnace of Rath).
    DealsDoubleDamage,
    CanBlockShadow,                     // "~ can block creatures with shadow as though they didn't have shadow" (702.28b)
    DamageCantBePrevented,              // "Damage can't be prevented" (615.12, performed)
    // A player's rules (613.10), carried; the hand size ones with N in the op's `power` (402.2).
    MaxHandSizeReducedBy,               // "Your maximum hand size is reduced by N"
    MaxHandSizeIncreasedBy,             // "Your maximum hand size is increased by N"
    LookAtTopCardAnyTime,               // "You may look at the top card of your library any time"
    PlayersPlayWithTopCardsRevealed,    // "Players play with the top card of their libraries revealed"
    CantLoseOpponentsCantWin,           // "You can't lose the game and your opponents can't win the game"
    OpponentsCantCauseSacrifice,        // "Spells and abilities your opponents control can't cause you to sacrifice permanents"
    // Combat requirements (508.1d, 509.1c: obeyed as far as the restrictions allow) and restrictions.
    BlocksEachCombat,                   // "~ blocks each combat if able" (509.1c)
    BlocksSourceIfAble,                 // "Target creature blocks ~ this turn if able": the effect's source (509.1c)
    MustBeBlocked,                      // "~ must be blocked if able" (509.1c)
    MustBeBlockedBy,                    // "~ must be blocked by an Eldrazi if able": the op's `filter` (509.1c)
    CantAttackYou,                      // "~ can't attack you": the effect's controller (508.1c)
    CantAttackYouOrPlaneswalkers,       // "~ can't attack you or a planeswalker you control" (508.1c)
    CantBlockPowerOrLess,               // "~ can't block creatures with power N or less" (509.1b)
    CantAttackIfDefenderControls,       // "~ can't attack if defending player controls …": the op's `filter` (508.1c)
    AssignsDamageByToughness,           // "assigns combat damage equal to its toughness rather than its power" (510.1c)
    AssignsDamageAsThoughUnblocked,     // "may assign its combat damage as though it weren't blocked" (510.1c)
    // "~ can't be the target of …" (115.4): the op's `filter` names the sources ("white spells",
    // "abilities your opponents control"); none for any source.
    CantBeTargetOfSpells,
    CantBeTargetOfAbilities,
    CantBeTargetOfSpellsOrAbilities,
    CanAttackAsThoughNoDefender,        // "can attack as though it didn't have defender" (702.3b)
    Goaded,                             // "equipped creature … is goaded" (701.15b): goaded by the effect's controller
    // A player's rules (613.10), carried.
    PlayTopCardOfLibrary,               // "You may play the top card of your library" (the op's `filter`: which cards)
    PlayerPreventAllDamage,             // "Prevent all damage that would be dealt to you" (615.1a; `filter`: the sources)
    LifeCantChange,                     // "Your life total can't change" (119.10)
    // Round 14 (issue 16).
    CantBeCast,                         // "Spells with the chosen name can't be cast": the op's `filter` names the spells (601.3)
    CanBeCommander,                     // "~ can be your commander" (903.3d)
    CantBeBlockedExceptByThreeOrMore,   // "~ can't be blocked except by three or more creatures" (509.1b)
    // A player's life replacement rules (614.1a), carried unless performed.
    GainLifePlusOne,                    // "If you would gain life, you gain that much life plus 1 instead"
    GainLifeTwice,                      // "If you would gain life, you gain twice that much life instead"
    LifeCantGoBelowOne,                 // "damage that would reduce your life total to less than 1 reduces it to 1 instead"
    // Round 15 (issue 16).
    // Phantoms (615.1a): "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    PreventDamageRemoveCounter,
    // "You may cast ~ as though it had flash if you pay {2} more to cast it" (601.3b, 601.2f): the op's
    // `power` is the generic mana paid more
    MayCastAsThoughFlashForMore,
    // "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast,
    // the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step."
    MayCastAsThoughFlashSacrificeAtCleanup,
    // Round 17 (issue 16).
    // Attack and block costs (508.1g-i, 509.1d-f): "Creatures can't attack you unless their controller
    // pays {2} for each creature they control that's attacking you" (the op's `filter`: the creatures;
    // `power`: the generic mana per creature); "… you or a planeswalker you control …"; "creatures can't
    // block unless their controller pays {1} for each of those creatures".
    AttackTax,
    AttackTaxYouOrPlaneswalkers,
    BlockTax,
    CantHaveCounters,                   // "~ can't have counters put on it" (122.1: no counter is put on it)
    // Round 18 (issue 16).
    AssignsNoCombatDamage,              // "~ assigns no combat damage this turn" (510.1a: it assigns none)
    // Round 19 (issue 16).
    // "~ can't attack or block alone" (508.1c, 509.1b): it attacks only beside another attacker, blocks
    // only beside another blocker
    CantAttackOrBlockAlone,
    // Round 20 (issue 16).
    CantBeRegenerated,                  // "~ can't be regenerated this turn" (701.19c: a regeneration shield does nothing)
    // "If that creature would die this turn, exile it instead" (614.1a, 614.6): a replacement effect on the
    // affected creature until the turn ends
    ExiledIfItWouldDie,
    // Stop 48: partial prevention (615.1a), the op's `power` how much of each damage event is prevented.
    // "If a red source would deal damage to you, prevent 2 of that damage" (a player's rule, `filter`: the
    // sources); "… if a creature would deal combat damage to you, prevent 1 of that damage" (combat only).
    PlayerPreventSomeDamage,
    PlayerPreventSomeCombatDamage,
    // "If a source would deal damage to equipped creature, prevent X of that damage, where X is …"
    PreventSomeDamageTo,
    // "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage"
    PreventAllButOneDamageTo,
    // Round 40 (issue 16).
    // "Untap ~ during each other player's untap step", "Untap all artifacts you control during each other
    // player's untap step" (502.3): the affected permanents untap in the untap steps of their controller's
    // opponents too
    UntapDuringOtherUntapSteps,
    CantAttackAlone,                    // "~ can't attack alone" (508.1c): it attacks only beside another attacker
    // "Creature spells you cast cost up to {2} less to cast" (601.2f): a CostsLess whose `power` is the
    // most the cost is reduced by; the caster may take less
    CostsUpToLess,
    // Round 41 (issue 16).
    // "Creatures with swampwalk can be blocked as though they didn't have swampwalk" (702.14, Quagmire):
    // card format `can_be_blocked_as_though_no_landwalk` with the op's `land_type`; written "can be blocked
    // as though they didn't have %1walk"; the event player lets a creature with that landwalk be blocked
    CanBeBlockedAsThoughNoLandwalk,
    // player: "Target player can't play lands this turn" (305.2, 101.2; Turf Wound): `cant_play_lands`, the
    // op's `filter` the lands and whose (`target_player`); the event player refuses that player's land play
    CantPlayLands,
    // "Target creature blocks target creature this turn if able" (509.1c; Hunt Down): `blocks_target_if_able`,
    // written "blocks %1 if able"; the creature to block is the resolved effect's second target
    BlocksTargetIfAble,
};

// The rules whose op carries an amount of generic mana (`power`, any amount).
inline bool ruleTakesMana(RuleName r)
{
    return r == RuleName::CostsMore || r == RuleName::CostsLess || r == RuleName::CostsUpToLess
        || r == RuleName::MayCastAsThoughFlashForMore
        || r == RuleName::AttackTax || r == RuleName::AttackTaxYouOrPlaneswalkers || r == RuleName::BlockTax;
}

// The rules whose op carries a power threshold N (`power`, a constant).
inline bool ruleTakesPower(RuleName r)
{
    return r == RuleName::CantBeBlockedByPowerOrLess || r == RuleName::CantBeBlockedByPowerOrGreater
        || r == RuleName::CantBlockPowerOrGreater || r == RuleName::CantBlockPowerOrLess
        || r == RuleName::MaxHandSizeReducedBy
        || r == RuleName::MaxHandSizeIncreasedBy;
}

// Stop 48: the partial prevention rules, whose op carries the damage prevented (`power`, any amount).
inline bool rulePreventsSome(RuleName r)
{
    return r == RuleName::PlayerPreventSomeDamage || r == RuleName::PlayerPreventSomeCombatDamage
        || r == RuleName::PreventSomeDamageTo;
}

// Which words a text-changing effect (layer 3) replaces.
enum class TextChangeKind : quint8 { ColorWord, LandTypeWord, ColorOrLandTypeWord, CreatureTypeWord, AllColorWords };

// What a player chooses as a permanent enters ("choose" replacement).
// Opponent: "choose an opponent" (a player other than the chooser).
// NonlandCardName: "choose a nonland card name" (Choices::name). Option: "choose Khans or Dragons", one
// of Replacement::chooseOptions, its number in Choices::mode, 1 the first (read by
// Condition::Kind::ChosenOption).
enum class ChoiceKind : quint8 { Color, CreatureType, LandType, CardType, CardName, ColorWord, Player, Opponent,
                                 NonlandCardName, Option };

// The kinds of one-shot ACTION.
enum class ActionKind : quint8 {
    Continuous,
    AddMana,
    AddManaChoice,
    Draw,
    Scry,
    Damage,
    DamageEachOpponent,
    GainLife,
    LoseLife,
    EachPlayerLosesHalfLife,
    Drain,
    Sacrifice,
    SacrificeUnlessPay,
    Destroy,
    Tap,
    Untap,
    DontUntapNext,
    PutCounter,
    CreateToken,
    Transform,
    SearchBasicLand,
    SearchLandType,
    LookTopTakeArtifact,
    ReturnFromGraveyard,
    ExileFromGraveyard,
    Delayed,
    Exile,                // "exile target creature"
    ReturnToBattlefield,  // "return it/that card to the battlefield [tapped] [under your control]"
    DiscardChosen,        // Grief: reveal a hand, choose a card matching `object`, it is discarded
    WinGame,              // "you win the game"
    Mill,                 // "mill N cards"
    ReturnToHand,         // "return target permanent / a blue or black creature you control to its owner's hand"
    RemoveCounterOrSacrifice,   // fading (702.32a): "remove a fade counter from it; if you can't, sacrifice it"
    SearchBasicLandToHand,      // "search your library for a basic land card, reveal it, put it into your hand"
    Regenerate,                 // "regenerate ~ / target creature" (701.19): object
    CounterSpell,               // "counter target spell" (701.6): object, the spell
    Discard,                    // "target player discards N cards" (701.8): amount, who
    PreventDamage,              // "prevent the next N damage that would be dealt to TARGET this turn" (615): amount, to
    ExtraTurn,                  // "take an extra turn after this one" (500.7): amount, who
    // "you skip your next turn", "target player skips their next draw step" (614.10): amount (the next
    // N occurrences), who
    SkipTurns,
    SkipUntapSteps,
    SkipDrawSteps,
    SkipCombatPhases,
    PreventCombatDamage,        // "prevent all combat damage that would be dealt this turn" (615)
    PutOnLibrary,               // "put target creature on top of its owner's library" (401.4): object
    PayMana,                    // "pay {2}" as an instruction, the cost in `text`: "you may pay {1}. If you do, …"
    GetEnergy,                  // "you get {E}{E}" (107.14): amount, the energy counters you get
    BecomeMonarch,              // "you become the monarch"
    Surveil,                    // "surveil 2": amount
    Investigate,                // "investigate": create a Clue token
    Proliferate,                // "proliferate"
    // Libraries (701.23, 701.20): the card searched for or looked at is hidden information a scenario
    // names through its choices.
    SearchLibrary,              // "search your library for a creature card, reveal it, put it into your hand, then shuffle"
    LookAtTop,                  // "look at the top N cards of your library. Put one of them into your hand and the rest …"
    // Keyword actions read from imported cards (OracleKeywordActions.cpp).
    Monstrosity,                // "monstrosity N" (701.37a): amount, on the ability's source
    Bolster,                    // "bolster N" (701.39a): amount, on a creature you control with the least toughness
    Amass,                      // "amass N" (701.47a): amount, on an Army you control (a 0/0 Zombie Army first)
    Adapt,                      // "adapt N" (701.46a): amount, on the ability's source without +1/+1 counters
    Support,                    // "support N" (701.41a): object, the up to N targets; amount
    Explore,                    // "~ explores" (701.44a): object, the creature that explores
    Populate,                   // "populate" (701.30a): a copy of a creature token you control
    ExileGraveyard,             // "exile all cards from target player's graveyard": who
    DiscardHand,                // "discard your hand", "each player discards their hand" (701.8): who
    Fight,                      // "target creature you control fights target creature" (701.14a): object, to
    PowerDamage,                // "OBJECT deals damage equal to its power to TO" (120.3): object, to
    // "X unless [who] pays {C}" (118.12): `nested` holds X, done only when the payer declines; `text`
    // the cost ("{1}", "3 life"), `who` the payer: "" you, "controller_of_target", "that_player"
    UnlessPays,
    RemoveCounter,   // "remove a +1/+1 counter from ~" (122.8): counters, object
    Goad,            // "goad target creature" (701.15a): object; until the goading player's next turn
    CreateTokenCopy, // "create a token that's a copy of target creature" (707.2, 111.1): object, amount
    ShuffleIntoLibrary,   // "shuffle ~ into its owner's library" (701.24): object
    FlipCoin,        // "flip a coin. If you win the flip, …" (705): `nested` done on a win, the scenario's choice
    LoseGame,        // "you lose the game" (104.3a): who
    CopySpell,       // "copy target instant or sorcery spell. You may choose new targets" (707.10): object
    PayEnergy,       // "you may pay {E}{E}. If you do, …" (107.14): amount, the energy counters paid
    TapOrUntap,      // "tap or untap target permanent": object; the scenario's choice says which
    DiscardRandom,   // "target player discards a card at random" (701.8): amount, who
    // "reveal cards from the top of your library until you reveal a creature card. Put that card into
    // your hand and the rest …" (701.20): object, the card looked for; `text` where the rest go
    RevealUntil,
    // "exile the top card of your library. Until end of turn, you may play that card" (impulse): amount;
    // `continuous` unused, the permission lasts `duration`
    ExileTopMayPlay,
    ShuffleGraveyardIntoLibrary,   // "target player shuffles their graveyard into their library" (701.24): who
    ShuffleLibrary,  // "shuffle your library", "target player shuffles their library" (701.24): who
    // "exile the top N cards of your library [face down]" (406.3): amount, who; Action::faceDown; no
    // permission to play them (ExileTopMayPlay gives one)
    ExileTop,
    Flip,            // "flip ~" (710: a flip card turns its other half up): object
    Clash,           // "clash with an opponent" (701.30): `nested` done if you win
    TurnFaceDown,    // "turn ~ face down" (708.2): object
    // Round 15 (issue 16).
    Attach,          // "attach ~ to target creature" (701.3a): object, the Aura or Equipment; to, what it attaches to
    CreateEmblem,    // "you get an emblem with "…"" (114.1): `token` is the emblem (its abilities), put in the command zone
    // "your choice of" / "gets +1/-1 or -1/+1": `nested` holds the alternatives, one done, the scenario's
    // choice ("mode", 0-based) says which
    ChooseOne,
    // "you may cast a card with mana value 3 or less from your hand without paying its mana cost"
    // (601.2b, 118.9): object, the card (its zone in the selector); the scenario's choice names it
    CastWithoutPaying,
    // Round 17 (issue 16).
    LookAtHand,      // "look at target player's hand" (who): the hand's cards are revealed to the ability's controller
    // Round 18 (issue 16).
    RemoveFromCombat,   // "remove it from combat" (506.4): object; it stops being attacking or blocking
    // "end the turn": the stack exiled, combat over, then the cleanup step (the Comprehensive Rules'
    // "Ending Turns and Phases")
    EndTheTurn,
    // Round 19 (issue 16).
    // "exchange life totals with target opponent" (701, exchange): who, the other player; each gains or
    // loses the life needed to reach the other's previous total, and no part happens if all can't
    ExchangeLifeTotals,
    // "detain target nonland permanent an opponent controls" (701, detain): object; until your next turn it
    // can't attack or block and its activated abilities can't be activated
    Detain,
    // "change the target of target spell or ability with a single target" (115.7a): object, the spell or
    // ability; the new target is the scenario's choice, and must be legal or the target stays
    ChangeTarget,
    // Round 41 (issue 16).
    // "unattach": "unattach enchanted Equipment" (701.3d): object, the Equipment (or Aura, Fortification);
    // with `text` "equipment_from", "unattach all Equipment from target creature": object, the permanents
    // every Equipment attached to which is unattached. Each stays on the battlefield, attached to nothing.
    Unattach,
};

// The one name table of each enum above, in declaration order.
template <typename E> const std::vector<std::pair<E, QLatin1String>>& nameTable();
template <> const std::vector<std::pair<TriggerEvent, QLatin1String>>& nameTable<TriggerEvent>();
template <> const std::vector<std::pair<ActivationRestriction, QLatin1String>>& nameTable<ActivationRestriction>();
template <> const std::vector<std::pair<CastRestriction, QLatin1String>>& nameTable<CastRestriction>();
template <> const std::vector<std::pair<Duration, QLatin1String>>& nameTable<Duration>();
template <> const std::vector<std::pair<CostKind, QLatin1String>>& nameTable<CostKind>();
template <> const std::vector<std::pair<RuleName, QLatin1String>>& nameTable<RuleName>();
template <> const std::vector<std::pair<TextChangeKind, QLatin1String>>& nameTable<TextChangeKind>();
template <> const std::vector<std::pair<ChoiceKind, QLatin1String>>& nameTable<ChoiceKind>();
template <> const std::vector<std::pair<ActionKind, QLatin1String>>& nameTable<ActionKind>();

template <typename E> QString canonicalName(E value)
{
    for (const auto& entry : nameTable<E>())
        if (entry.first == value)
            return entry.second;
    return QString();
}

template <typename E> std::optional<E> fromCanonicalName(const QString& name)
{
    for (const auto& entry : nameTable<E>())
        if (entry.second == name)
            return entry.first;
    return std::nullopt;
}

}   // namespace strata
