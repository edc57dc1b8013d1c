#pragma once
#include <QtGlobal>

namespace strata {

// Part of the card file's closed vocabulary (Vocabulary.h, which holds its name table): kept apart because
// the trigger events alone fill a file.

// EVENT: what a triggered ability (or a delayed trigger) waits for.
enum class TriggerEvent : quint8 {
    SelfEnters,
    AnotherCreatureEnters,
    AnotherCreatureEntersUnderYourControl,
    YourUpkeep,
    EachUpkeep,
    EndStep,
    YourEndStep,
    YouCastCreatureSpell,
    OpponentCastsCreatureSpell,
    YouCastThis,
    SelfLeavesOrUntaps,
    SelfDealtDamage,
    SelfDies,                  // "when this creature dies" (700.4)
    CreatureDies,              // "whenever this or another creature dies"
    CreatureYouControlDies,    // "whenever this or another creature you control dies"
    SelfLeaves,                // "when this leaves the battlefield" (603.6c, 603.10a)
    SelfEntersOrLeaves,        // Aven Riftwatcher
    SelfAttacks,               // "whenever this creature attacks" (508.3a)
    SelfEntersOrAttacks,       // Sun Titan
    SelfBlocks,                // "whenever this creature blocks" (509.2a)
    SelfBecomesBlocked,        // "whenever this creature becomes blocked" (509.2a, 509.3c)
    SelfBlocksOrBecomesBlocked,
    SelfDealsCombatDamageToPlayer,   // "whenever this creature deals combat damage to a player" (510.3a)
    CreatureYouControlAttacksAlone,  // exalted (702.83a)
    SelfBlockedByCreatureWithoutFlanking,   // flanking (702.25a)
    OpponentCastsSpell,        // with the ability's event filter: Warmth's "a red spell"
    YouCastSpell,              // with the ability's event filter
    State,                     // a state trigger (603.8): the ability's "if" is the state
    YouCycleThis,              // "when you cycle this card" (702.29c): from the zone it went to
    // Events of imported cards, each narrowed by the ability's event filter where it names one.
    PermanentEnters,           // "whenever a land enters under your control" (filter required)
    SelfOrAnotherEnters,       // "whenever ~ or another Ally enters under your control"
    Attacks,                   // "whenever equipped creature attacks" (filter required, 508.3a)
    SelfAttacksOrBlocks,       // "whenever ~ attacks or blocks"
    PlayerCastsSpell,          // "whenever a player casts a spell", filter optional
    OpponentUpkeep,            // "at the beginning of each opponent's upkeep"
    YourBeginningOfCombat,     // "at the beginning of combat on your turn"
    EndOfCombat,               // "at end of combat" (511.2)
    SelfDealsDamage,           // "whenever ~ deals damage"
    SelfDealsDamageToPlayer,   // "whenever ~ deals damage to a player"
    SelfDealsDamageToOpponent, // "whenever ~ deals damage to an opponent"
    SelfDealsCombatDamageToCreature,   // "whenever ~ deals combat damage to a creature"
    DealsCombatDamageToPlayer, // "whenever equipped creature deals combat damage to a player" (filter required)
    SelfBecomesUntapped,       // "whenever ~ becomes untapped"
    // Frames of triggered abilities read from imported cards (OracleFrames.cpp).
    YouCastSpellTargetingSelf, // heroic: "whenever you cast a spell that targets ~"
    SelfBecomesMonstrous,      // "when ~ becomes monstrous" (701.37b)
    // More events of imported cards (OracleTriggerEvents.cpp); docs/importer.md says which ones the
    // event player does not produce yet.
    SelfTurnedFaceUp,          // "when ~ is turned face up" (702.37e, 708.8): not produced by the player yet
    SelfAttacksUnblocked,      // "whenever ~ attacks and isn't blocked" (509.1h): at the declare blockers step
    YouGainLife,               // "whenever you gain life" (119.9)
    YouCycleOrDiscard,         // "whenever you cycle or discard a card" (702.29d): not produced for a plain discard yet
    PlayerCycles,              // "whenever a player cycles a card" (702.29d)
    CreatureDealtDamageBySelfDies,   // "whenever a creature dealt damage by ~ this turn dies" (the turn's damage records)
    EnchantedControllerUpkeep, // "at the beginning of the upkeep of enchanted creature's controller" (filter: the object)
    YouDrawCard,               // "whenever you draw a card" (121.2)
    OpponentDrawsCard,         // "whenever an opponent draws a card"
    SelfBlocksCreature,        // "whenever ~ blocks a creature [with flying]" (filter: the attacker, 509.2a)
    SelfBecomesBlockedByCreature,   // "whenever ~ becomes blocked by a creature" (filter: the blocker, 509.3c)
    SelfBlocksOrBecomesBlockedByCreature,   // "whenever ~ blocks or becomes blocked by a creature" (509.3c)
    SelfBecomesTapped,         // "whenever ~ becomes tapped"
    BecomesTapped,             // "whenever enchanted creature becomes tapped" (filter required)
    CreatureAttacksYou,        // "whenever a creature attacks you or a planeswalker you control" (508.3a)
    SelfPutIntoGraveyard,      // "when ~ is put into a graveyard from anywhere"
    SelfBecomesTarget,         // "whenever ~ becomes the target of a spell or ability" (115.1)
    SelfAttacksWithTwoOthers,  // battalion: "whenever ~ and at least two other creatures attack"
    YourPrecombatMain,         // "at the beginning of your precombat main phase" (505.1)
    EachPrecombatMain,         // "at the beginning of each player's precombat main phase"
    YourDrawStep,              // "at the beginning of your draw step" (504.1)
    EachDrawStep,              // "at the beginning of each player's draw step"
    OpponentEndStep,           // "at the beginning of each opponent's end step"
    SelfEntersOrDies,          // "when ~ enters or dies"
    YouCycleThisOrItDies,      // "when you cycle ~ or it dies" (702.29c, 700.4)
    // Events of the object the source is attached to (OracleTriggerEvents.cpp), the filter required.
    AttacksOrBlocks,           // "whenever enchanted creature attacks or blocks" (508.3a, 509.2a)
    DealsDamage,               // "whenever enchanted creature deals damage" (filter: the source, 120.3)
    DealsDamageToPlayer,       // "whenever enchanted creature deals damage to a player"
    DealsDamageToOpponent,     // "whenever enchanted creature deals damage to an opponent"
    DealtDamage,               // "whenever enchanted creature is dealt damage" (filter: the object)
    Blocks,                    // "whenever a creature blocks" (509.2a, filter: the blocker)
    SelfDealsCombatDamageToOpponent,   // "whenever ~ deals combat damage to an opponent" (510.3a)
    YouCycleOrDiscardAnother,  // "whenever you cycle or discard another card": not produced for a plain discard yet
    SelfBecomesTargetOfOpponent,   // "... the target of a spell or ability an opponent controls" (115.1)
    PermanentTurnedFaceUp,     // "whenever a permanent is turned face up" (708.8): not produced yet
    SelfEntersOrHauntedDies,   // haunt: "when ~ enters or the creature it haunts dies" (702.55c): the dying half not produced yet
    HauntedCreatureDies,       // haunt: "when the creature ~ haunts dies" (702.55c): not produced yet
    YouSurveil,                // "whenever you surveil" (701.42): not produced yet
    YouSacrifice,              // "whenever you sacrifice a FILTER" (701.17a)
    OpponentDiscards,          // "whenever an opponent discards a card" (701.8), filter optional
    PlayerDiscards,            // "whenever a player discards a card" (701.8), filter optional
    YouDiscard,                // "whenever you discard a card" (701.8), filter optional
    YouAreDealtDamage,         // "whenever a source deals damage to you" (120.3), filter: the source
    YouLoseLife,               // "whenever you lose life" (119.3)
    PlayerDrawsCard,           // "whenever a player draws a card" (121.2)
    CreaturesYouControlAttack, // "whenever you attack", "whenever one or more creatures you control attack" (508.3a)
    CountersPutOnYourPermanent,   // "whenever one or more +1/+1 counters are put on a permanent you control" (122.6)
    // Mana triggered abilities (605.1b), the filter required: the permanent tapped, its controller in
    // the filter ("whenever you tap a land for mana", "whenever enchanted land is tapped for mana")
    TappedForMana,
    // Round 15 (issue 16).
    ExtraTurnEndStep,          // "at the beginning of that turn's end step": the extra turn the same effect gave (500.7)
    // Round 17 (issue 16).
    BecomesTarget,             // "whenever a creature you control becomes the target of a spell or ability" (115.1; filter: the object)
    BecomesTargetOfOpponent,   // "… of a spell or ability an opponent controls" (filter: the object)
    YouOrPermanentBecomesTargetOfOpponent,   // "whenever you or a permanent you control becomes the target of … an opponent controls"
    BecomesBlocked,            // "whenever a creature you control / enchanted creature becomes blocked" (509.3c; filter: the attacker)
    YouCastFirstSpellEachTurn, // "whenever you cast your first spell each turn" (601.2i)
    YouCastSecondSpellEachTurn,   // "whenever you cast your second spell each turn"
    CardPutIntoGraveyard,      // "whenever a card is put into an opponent's graveyard from anywhere" (filter: the card and whose graveyard)
    SelfExerted,               // "You may exert ~ as it attacks. When you do, …" (701.43a: chosen as attackers are declared)
    // Round 26 (issue 16): events that trigger once, however many creatures take part (508.3a, 510.3a).
    CreaturesAttackYou,        // "whenever one or more creatures attack you"
    PlayerAttacksEnchantedPlayer,   // "whenever a player attacks enchanted player with one or more creatures" (that player: the attacker)
    // Round 30 (issue 16): events of damage, sacrifices, untapping, zone changes, casts and land plays.
    SourceDealsDamageToSelf,   // "whenever a source deals damage to ~": once for each source (120.3)
    OpponentDealtNoncombatDamage,   // "whenever an opponent is dealt noncombat damage": once for each source
    SelfDealsCombatDamage,     // "whenever ~ deals combat damage": once in a combat damage step (510.2, 603.2c)
    DealsCombatDamage,         // "whenever a creature you control deals combat damage" (filter: the source), once a step
    SelfDealsCombatDamageToPlayerOrPlaneswalker,   // "... to a player or planeswalker" (510.3a)
    DealsCombatDamageToOpponent,   // "whenever enchanted creature deals combat damage to an opponent" (filter: the source)
    PlayerSacrifices,          // "whenever a player sacrifices a permanent / another permanent" (701.17a; filter: it)
    BecomesUntapped,           // "whenever a permanent you control becomes untapped" (filter required)
    PermanentReturnedToYourHand,   // "whenever a permanent is returned to your hand": one you own, from the battlefield
    ExiledFromBattlefield,     // "whenever a creature is exiled from the battlefield" (filter required)
    YouCastSpellFromGraveyard, // "whenever you cast a spell from your graveyard" (601.2a: the zone it was cast from)
    YouCastSpellTargeting,     // "whenever you cast a spell that targets a creature you control" (filter: a target)
    YouAttackWithTwoOrMore,    // "whenever you attack with two or more creatures" (508.3a: once)
    PlaysLand,                 // "whenever an opponent plays a land", "when you play another land" (305.1; filter: the land)
    // "One or more" (603.2c): once for all the cards or creatures of one event, if one matches the filter.
    CardsLeaveYourGraveyard,   // "whenever one or more creature cards leave your graveyard"
    CardsPutIntoYourGraveyard, // "whenever one or more land cards are put into your graveyard from anywhere"
    CardsMilledIntoYourGraveyard,   // "… are put into your graveyard from your library"
    CreaturesYouControlDealCombatDamageToPlayer,   // "whenever one or more artifact creatures you control deal combat damage to a player"
    CreatureDealsCombatDamageToMonarch,   // the monarch's inherent "whenever a creature deals combat damage to the monarch" (725.2)
    // Round 42 (issue 16): counters put and scrying as events (122.6, 701.22).
    // `you_put_minus_one_counters`, written "Whenever you put one or more -1/-1 counters on a creature" (filter: the
    // creature): once for each creature and event, when the watcher's controller put the counters (an effect or cost
    // they control, damage from their source with wither or infect, 120.3d-e)
    YouPutMinusOneCounters,
    // `minus_one_counter_put`, written "Whenever a -1/-1 counter is put on a creature" (filter: the creature): once
    // for each counter put, whoever put it (122.6)
    MinusOneCounterPut,
    // `you_put_counters`, written "Whenever you put one or more counters on a creature you don't control" (filter:
    // the creature): counters of any kind, once for each creature and event
    YouPutCounters,
    // `you_scry`, written "Whenever you scry": the watcher's controller scried 1 or more (701.22a; scry 0 is no scry
    // event, 701.22b)
    YouScry,
    // Round 45 (issue 16): activating an ability (602.2), the event's filter naming the ability's source ("an ability
    // of an Elemental"; none: any). With AbilityDef::eventNotManaAbility, only an ability that isn't a mana ability
    // (605.1a). The happening's player is "that player", the one who activated it.
    YouActivateAbility,        // "whenever you activate an ability [of FILTER]"
    OpponentActivatesAbility,  // "whenever an opponent activates an ability [of FILTER]"
    PlayerActivatesAbility,    // "whenever a player activates an ability [of FILTER]"
    OpponentGainsLife,         // "whenever an opponent gains life" (119.9): "that many" is the life gained
    YouGetEnergy,              // "whenever you get one or more {E}" (107.14, 122.1): once for each event
    // "whenever you become the target of a spell" (115.1; filter: the spell or ability that targets you)
    YouBecomeTarget,
};

}   // namespace strata
