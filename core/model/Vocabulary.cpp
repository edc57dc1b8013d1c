#include "Vocabulary.h"

namespace strata {

template <> const std::vector<std::pair<TriggerEvent, QLatin1String>>& nameTable()
{
    using E = TriggerEvent;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::SelfEnters, QLatin1String("self_enters")},
        {E::AnotherCreatureEnters, QLatin1String("another_creature_enters")},
        {E::AnotherCreatureEntersUnderYourControl, QLatin1String("another_creature_enters_under_your_control")},
        {E::YourUpkeep, QLatin1String("your_upkeep")},
        {E::EachUpkeep, QLatin1String("each_upkeep")},
        {E::EndStep, QLatin1String("end_step")},
        {E::YourEndStep, QLatin1String("your_end_step")},
        {E::YouCastCreatureSpell, QLatin1String("you_cast_creature_spell")},
        {E::OpponentCastsCreatureSpell, QLatin1String("opponent_casts_creature_spell")},
        {E::YouCastThis, QLatin1String("you_cast_this")},
        {E::SelfLeavesOrUntaps, QLatin1String("self_leaves_or_untaps")},
        {E::SelfDealtDamage, QLatin1String("self_dealt_damage")},
        {E::SelfDies, QLatin1String("self_dies")},
        {E::CreatureDies, QLatin1String("creature_dies")},
        {E::CreatureYouControlDies, QLatin1String("creature_you_control_dies")},
        {E::SelfLeaves, QLatin1String("self_leaves")},
        {E::SelfEntersOrLeaves, QLatin1String("self_enters_or_leaves")},
        {E::SelfAttacks, QLatin1String("self_attacks")},
        {E::SelfEntersOrAttacks, QLatin1String("self_enters_or_attacks")},
        {E::SelfBlocks, QLatin1String("self_blocks")},
        {E::SelfBecomesBlocked, QLatin1String("self_becomes_blocked")},
        {E::SelfBlocksOrBecomesBlocked, QLatin1String("self_blocks_or_becomes_blocked")},
        {E::SelfDealsCombatDamageToPlayer, QLatin1String("self_deals_combat_damage_to_player")},
        {E::CreatureYouControlAttacksAlone, QLatin1String("creature_you_control_attacks_alone")},
        {E::SelfBlockedByCreatureWithoutFlanking, QLatin1String("self_blocked_by_creature_without_flanking")},
        {E::OpponentCastsSpell, QLatin1String("opponent_casts_spell")},
        {E::YouCastSpell, QLatin1String("you_cast_spell")},
        {E::State, QLatin1String("state")},
        {E::YouCycleThis, QLatin1String("you_cycle_this")},
        {E::PermanentEnters, QLatin1String("permanent_enters")},
        {E::SelfOrAnotherEnters, QLatin1String("self_or_another_enters")},
        {E::Attacks, QLatin1String("attacks")},
        {E::SelfAttacksOrBlocks, QLatin1String("self_attacks_or_blocks")},
        {E::PlayerCastsSpell, QLatin1String("player_casts_spell")},
        {E::OpponentUpkeep, QLatin1String("opponent_upkeep")},
        {E::YourBeginningOfCombat, QLatin1String("your_beginning_of_combat")},
        {E::EndOfCombat, QLatin1String("end_of_combat")},
        {E::SelfDealsDamage, QLatin1String("self_deals_damage")},
        {E::SelfDealsDamageToPlayer, QLatin1String("self_deals_damage_to_player")},
        {E::SelfDealsDamageToOpponent, QLatin1String("self_deals_damage_to_opponent")},
        {E::SelfDealsCombatDamageToCreature, QLatin1String("self_deals_combat_damage_to_creature")},
        {E::DealsCombatDamageToPlayer, QLatin1String("deals_combat_damage_to_player")},
        {E::SelfBecomesUntapped, QLatin1String("self_becomes_untapped")},
        {E::YouCastSpellTargetingSelf, QLatin1String("you_cast_spell_targeting_self")},
        {E::SelfBecomesMonstrous, QLatin1String("self_becomes_monstrous")},
        {E::SelfTurnedFaceUp, QLatin1String("self_turned_face_up")},
        {E::SelfAttacksUnblocked, QLatin1String("self_attacks_unblocked")},
        {E::YouGainLife, QLatin1String("you_gain_life")},
        {E::YouCycleOrDiscard, QLatin1String("you_cycle_or_discard")},
        {E::PlayerCycles, QLatin1String("player_cycles")},
        {E::CreatureDealtDamageBySelfDies, QLatin1String("creature_dealt_damage_by_self_dies")},
        {E::EnchantedControllerUpkeep, QLatin1String("enchanted_controller_upkeep")},
        {E::YouDrawCard, QLatin1String("you_draw_card")},
        {E::OpponentDrawsCard, QLatin1String("opponent_draws_card")},
        {E::SelfBlocksCreature, QLatin1String("self_blocks_creature")},
        {E::SelfBecomesBlockedByCreature, QLatin1String("self_becomes_blocked_by_creature")},
        {E::SelfBlocksOrBecomesBlockedByCreature, QLatin1String("self_blocks_or_becomes_blocked_by_creature")},
        {E::SelfBecomesTapped, QLatin1String("self_becomes_tapped")},
        {E::BecomesTapped, QLatin1String("becomes_tapped")},
        {E::CreatureAttacksYou, QLatin1String("creature_attacks_you")},
        {E::SelfPutIntoGraveyard, QLatin1String("self_put_into_graveyard")},
        {E::SelfBecomesTarget, QLatin1String("self_becomes_target")},
        {E::SelfAttacksWithTwoOthers, QLatin1String("self_attacks_with_two_others")},
        {E::YourPrecombatMain, QLatin1String("your_precombat_main")},
        {E::EachPrecombatMain, QLatin1String("each_precombat_main")},
        {E::YourDrawStep, QLatin1String("your_draw_step")},
        {E::EachDrawStep, QLatin1String("each_draw_step")},
        {E::OpponentEndStep, QLatin1String("opponent_end_step")},
        {E::SelfEntersOrDies, QLatin1String("self_enters_or_dies")},
        {E::YouCycleThisOrItDies, QLatin1String("you_cycle_this_or_it_dies")},
        {E::AttacksOrBlocks, QLatin1String("attacks_or_blocks")},
        {E::DealsDamage, QLatin1String("deals_damage")},
        {E::DealsDamageToPlayer, QLatin1String("deals_damage_to_player")},
        {E::DealsDamageToOpponent, QLatin1String("deals_damage_to_opponent")},
        {E::DealtDamage, QLatin1String("dealt_damage")},
        {E::Blocks, QLatin1String("blocks")},
        {E::SelfDealsCombatDamageToOpponent, QLatin1String("self_deals_combat_damage_to_opponent")},
        {E::YouCycleOrDiscardAnother, QLatin1String("you_cycle_or_discard_another")},
        {E::SelfBecomesTargetOfOpponent, QLatin1String("self_becomes_target_of_opponent")},
        {E::PermanentTurnedFaceUp, QLatin1String("permanent_turned_face_up")},
        {E::SelfEntersOrHauntedDies, QLatin1String("self_enters_or_haunted_dies")},
        {E::HauntedCreatureDies, QLatin1String("haunted_creature_dies")},
        {E::YouSurveil, QLatin1String("you_surveil")},
        {E::YouSacrifice, QLatin1String("you_sacrifice")},
        {E::OpponentDiscards, QLatin1String("opponent_discards")},
        {E::PlayerDiscards, QLatin1String("player_discards")},
        {E::YouDiscard, QLatin1String("you_discard")},
        {E::YouAreDealtDamage, QLatin1String("you_are_dealt_damage")},
        {E::YouLoseLife, QLatin1String("you_lose_life")},
        {E::PlayerDrawsCard, QLatin1String("player_draws_card")},
        {E::CreaturesYouControlAttack, QLatin1String("creatures_you_control_attack")},
        {E::CountersPutOnYourPermanent, QLatin1String("counters_put_on_your_permanent")},
    };
    return table;
}

template <> const std::vector<std::pair<ActivationRestriction, QLatin1String>>& nameTable()
{
    using E = ActivationRestriction;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::SorcerySpeed, QLatin1String("sorcery_speed")},
        {E::AnyPlayer, QLatin1String("any_player")},
        {E::Formidable, QLatin1String("formidable")},
        {E::OnceEachTurn, QLatin1String("once_each_turn")},
        {E::DuringYourUpkeep, QLatin1String("during_your_upkeep")},
        {E::DuringYourTurn, QLatin1String("during_your_turn")},
        {E::YourTurnBeforeAttackers, QLatin1String("your_turn_before_attackers")},
        {E::DuringCombat, QLatin1String("during_combat")},
        {E::TwiceEachTurn, QLatin1String("twice_each_turn")},
        {E::BeforeAttackers, QLatin1String("before_attackers")},
    };
    return table;
}

template <> const std::vector<std::pair<CastRestriction, QLatin1String>>& nameTable()
{
    using E = CastRestriction;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::BeforeCombatDamage, QLatin1String("before_combat_damage")},
        {E::SorcerySpeed, QLatin1String("sorcery_speed")},
        {E::DuringCombat, QLatin1String("during_combat")},
        {E::CombatBeforeBlockers, QLatin1String("combat_before_blockers")},
        {E::CombatAfterBlockers, QLatin1String("combat_after_blockers")},
        {E::DeclareAttackersIfAttacked, QLatin1String("declare_attackers_if_attacked")},
        {E::DeclareBlockersStep, QLatin1String("declare_blockers_step")},
        {E::OpponentsTurn, QLatin1String("opponents_turn")},
        {E::YourTurn, QLatin1String("your_turn")},
        {E::OnlyIf, QLatin1String("only_if")},
    };
    return table;
}

template <> const std::vector<std::pair<Duration, QLatin1String>>& nameTable()
{
    using E = Duration;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::EndOfTurn, QLatin1String("end_of_turn")},
        {E::Indefinite, QLatin1String("indefinite")},
        {E::WhileYouControlSource, QLatin1String("while_you_control_source")},
        {E::NextTurnOfTargetPlayer, QLatin1String("next_turn_of_target_player")},
        {E::UntilSourceLeaves, QLatin1String("until_source_leaves")},
    };
    return table;
}

template <> const std::vector<std::pair<CostKind, QLatin1String>>& nameTable()
{
    using E = CostKind;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::Sacrifice, QLatin1String("sacrifice")},
        {E::Discard, QLatin1String("discard")},
        {E::PayLife, QLatin1String("pay_life")},
        {E::ExileFromHand, QLatin1String("exile_from_hand")},
        {E::RemoveCounters, QLatin1String("remove_counters")},
        {E::ExileSelf, QLatin1String("exile")},
        {E::ReturnSelfToHand, QLatin1String("return_to_hand")},
        {E::TapUntapped, QLatin1String("tap_untapped")},
        {E::DiscardRandom, QLatin1String("discard_at_random")},
        {E::DiscardSelf, QLatin1String("discard_self")},
        {E::ExileFromGraveyard, QLatin1String("exile_from_graveyard")},
        {E::ExileSelfFromGraveyard, QLatin1String("exile_self_from_graveyard")},
        {E::ReturnToHand, QLatin1String("return_permanent_to_hand")},
        {E::PayEnergy, QLatin1String("pay_energy")},
        {E::Unattach, QLatin1String("unattach")},
        {E::PutCountersOnSelf, QLatin1String("put_counters_on_self")},
        {E::ExileTopOfGraveyard, QLatin1String("exile_top_of_graveyard")},
    };
    return table;
}

template <> const std::vector<std::pair<RuleName, QLatin1String>>& nameTable()
{
    using E = RuleName;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::NoLegendRule, QLatin1String("no_legend_rule")},
        {E::AdditionalLandPlay, QLatin1String("additional_land_play")},
        {E::CantBeBlocked, QLatin1String("cant_be_blocked")},
        {E::CantBeBlockedByWalls, QLatin1String("cant_be_blocked_by_walls")},
        {E::CantAttackOrBlock, QLatin1String("cant_attack_or_block")},
        {E::CantBeBlockedExceptByTwoOrMore, QLatin1String("cant_be_blocked_except_by_two_or_more")},
        {E::AttacksEachCombat, QLatin1String("attacks_each_combat")},
        {E::DoesntUntap, QLatin1String("doesnt_untap")},
        {E::PreventAllDamageTo, QLatin1String("prevent_all_damage_to")},
        {E::PreventNoncombatDamageTo, QLatin1String("prevent_noncombat_damage_to")},
        {E::SpendManaAsAnyColor, QLatin1String("spend_mana_as_any_color")},
        {E::DevotionPlusOne, QLatin1String("devotion_plus_one")},
        {E::CantBeCountered, QLatin1String("cant_be_countered")},
        {E::AttacksSourceIfAble, QLatin1String("attacks_source_if_able")},
        {E::CantAttackUnlessDefenderControls, QLatin1String("cant_attack_unless_defender_controls")},
        {E::CantBlock, QLatin1String("cant_block")},
        {E::CanBlockOnlyFlying, QLatin1String("can_block_only_flying")},
        {E::CantAttack, QLatin1String("cant_attack")},
        {E::CantBeBlockedByMoreThanOne, QLatin1String("cant_be_blocked_by_more_than_one")},
        {E::MayChooseNotToUntap, QLatin1String("may_choose_not_to_untap")},
        {E::NoMaximumHandSize, QLatin1String("no_maximum_hand_size")},
        {E::SkipDrawStep, QLatin1String("skip_draw_step")},
        {E::PlayerHexproof, QLatin1String("player_hexproof")},
        {E::PlayWithTopCardRevealed, QLatin1String("play_with_top_card_revealed")},
        {E::PlayersCantGainLife, QLatin1String("players_cant_gain_life")},
        {E::BeginGameOnBattlefield, QLatin1String("begin_game_on_battlefield")},
        {E::CanBlockAnyNumber, QLatin1String("can_block_any_number")},
        {E::CanBlockAdditionalCreature, QLatin1String("can_block_additional_creature")},
        {E::AllAbleToBlockDoSo, QLatin1String("all_able_to_block_do_so")},
        {E::CantBeBlockedByPowerOrLess, QLatin1String("cant_be_blocked_by_power_or_less")},
        {E::CantBeBlockedByPowerOrGreater, QLatin1String("cant_be_blocked_by_power_or_greater")},
        {E::CantBlockPowerOrGreater, QLatin1String("cant_block_power_or_greater")},
        {E::CantBeBlockedByLesserPower, QLatin1String("cant_be_blocked_by_lesser_power")},
        {E::CostsMore, QLatin1String("costs_more")},
        {E::CostsLess, QLatin1String("costs_less")},
        {E::CantBeBlockedBy, QLatin1String("cant_be_blocked_by")},
        {E::CantBeBlockedExceptBy, QLatin1String("cant_be_blocked_except_by")},
        {E::ActivatedAbilitiesCantBeActivated, QLatin1String("activated_abilities_cant_be_activated")},
        {E::PreventCombatDamageTo, QLatin1String("prevent_combat_damage_to")},
        {E::PreventAllDamageBy, QLatin1String("prevent_all_damage_by")},
        {E::PreventCombatDamageBy, QLatin1String("prevent_combat_damage_by")},
        {E::PreventAllDamageToAndBy, QLatin1String("prevent_all_damage_to_and_by")},
        {E::PreventCombatDamageToAndBy, QLatin1String("prevent_combat_damage_to_and_by")},
        {E::PermanentsEnterTapped, QLatin1String("permanents_enter_tapped")},
        {E::PlayerShroud, QLatin1String("player_shroud")},
        {E::OpponentsCantGainLife, QLatin1String("opponents_cant_gain_life")},
        {E::DontLoseForZeroLife, QLatin1String("dont_lose_for_zero_life")},
        {E::PlayersCastOneSpellEachTurn, QLatin1String("players_cast_one_spell_each_turn")},
        {E::CastOneSpellEachTurn, QLatin1String("cast_one_spell_each_turn")},
        {E::OpponentsDrawOneCardEachTurn, QLatin1String("opponents_draw_one_card_each_turn")},
        {E::UntapOnlyOneArtifact, QLatin1String("untap_only_one_artifact")},
        {E::UntapOnlyOneCreature, QLatin1String("untap_only_one_creature")},
        {E::PlayersCantSearchLibraries, QLatin1String("players_cant_search_libraries")},
        {E::PlayersCantCycle, QLatin1String("players_cant_cycle")},
        {E::PlayersSkipUntapSteps, QLatin1String("players_skip_untap_steps")},
        {E::PlayersKeepUnspentMana, QLatin1String("players_keep_unspent_mana")},
        {E::OpponentsCantSearchLibraries, QLatin1String("opponents_cant_search_libraries")},
        {E::DealsDoubleDamage, QLatin1String("deals_double_damage")},
        {E::CanBlockShadow, QLatin1String("can_block_shadow")},
        {E::DamageCantBePrevented, QLatin1String("damage_cant_be_prevented")},
        {E::MaxHandSizeReducedBy, QLatin1String("max_hand_size_reduced_by")},
        {E::MaxHandSizeIncreasedBy, QLatin1String("max_hand_size_increased_by")},
        {E::LookAtTopCardAnyTime, QLatin1String("look_at_top_card_any_time")},
        {E::PlayersPlayWithTopCardsRevealed, QLatin1String("players_play_with_top_cards_revealed")},
        {E::CantLoseOpponentsCantWin, QLatin1String("cant_lose_opponents_cant_win")},
        {E::OpponentsCantCauseSacrifice, QLatin1String("opponents_cant_cause_sacrifice")},
        {E::BlocksEachCombat, QLatin1String("blocks_each_combat")},
        {E::BlocksSourceIfAble, QLatin1String("blocks_source_if_able")},
        {E::MustBeBlocked, QLatin1String("must_be_blocked")},
        {E::MustBeBlockedBy, QLatin1String("must_be_blocked_by")},
        {E::CantAttackYou, QLatin1String("cant_attack_you")},
        {E::CantAttackYouOrPlaneswalkers, QLatin1String("cant_attack_you_or_planeswalkers")},
        {E::CantBlockPowerOrLess, QLatin1String("cant_block_power_or_less")},
        {E::CantAttackIfDefenderControls, QLatin1String("cant_attack_if_defender_controls")},
        {E::AssignsDamageByToughness, QLatin1String("assigns_damage_by_toughness")},
        {E::AssignsDamageAsThoughUnblocked, QLatin1String("assigns_damage_as_though_unblocked")},
        {E::CantBeTargetOfSpells, QLatin1String("cant_be_target_of_spells")},
        {E::CantBeTargetOfAbilities, QLatin1String("cant_be_target_of_abilities")},
        {E::CantBeTargetOfSpellsOrAbilities, QLatin1String("cant_be_target_of_spells_or_abilities")},
        {E::CanAttackAsThoughNoDefender, QLatin1String("can_attack_as_though_no_defender")},
        {E::Goaded, QLatin1String("goaded")},
        {E::PlayTopCardOfLibrary, QLatin1String("play_top_card_of_library")},
        {E::PlayerPreventAllDamage, QLatin1String("player_prevent_all_damage")},
        {E::LifeCantChange, QLatin1String("life_cant_change")},
    };
    return table;
}

template <> const std::vector<std::pair<TextChangeKind, QLatin1String>>& nameTable()
{
    using E = TextChangeKind;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::ColorWord, QLatin1String("color_word")},
        {E::LandTypeWord, QLatin1String("land_type_word")},
        {E::ColorOrLandTypeWord, QLatin1String("color_or_land_type_word")},
        {E::CreatureTypeWord, QLatin1String("creature_type_word")},
        {E::AllColorWords, QLatin1String("all_color_words")},
    };
    return table;
}

template <> const std::vector<std::pair<ChoiceKind, QLatin1String>>& nameTable()
{
    using E = ChoiceKind;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::Color, QLatin1String("color")},
        {E::CreatureType, QLatin1String("creature_type")},
        {E::LandType, QLatin1String("land_type")},
        {E::CardType, QLatin1String("card_type")},
        {E::CardName, QLatin1String("card_name")},
        {E::ColorWord, QLatin1String("color_word")},
        {E::Player, QLatin1String("player")},
        {E::Opponent, QLatin1String("opponent")},
    };
    return table;
}

template <> const std::vector<std::pair<ActionKind, QLatin1String>>& nameTable()
{
    using E = ActionKind;
    static const std::vector<std::pair<E, QLatin1String>> table = {
        {E::Continuous, QLatin1String("continuous")},
        {E::AddMana, QLatin1String("add_mana")},
        {E::AddManaChoice, QLatin1String("add_mana_choice")},
        {E::Draw, QLatin1String("draw")},
        {E::Scry, QLatin1String("scry")},
        {E::Damage, QLatin1String("damage")},
        {E::DamageEachOpponent, QLatin1String("damage_each_opponent")},
        {E::GainLife, QLatin1String("gain_life")},
        {E::LoseLife, QLatin1String("lose_life")},
        {E::EachPlayerLosesHalfLife, QLatin1String("each_player_loses_half_life")},
        {E::Drain, QLatin1String("drain")},
        {E::Sacrifice, QLatin1String("sacrifice")},
        {E::SacrificeUnlessPay, QLatin1String("sacrifice_unless_pay")},
        {E::Destroy, QLatin1String("destroy")},
        {E::Tap, QLatin1String("tap")},
        {E::Untap, QLatin1String("untap")},
        {E::DontUntapNext, QLatin1String("dont_untap_next")},
        {E::PutCounter, QLatin1String("put_counter")},
        {E::CreateToken, QLatin1String("create_token")},
        {E::Transform, QLatin1String("transform")},
        {E::SearchBasicLand, QLatin1String("search_basic_land")},
        {E::SearchLandType, QLatin1String("search_land_type")},
        {E::LookTopTakeArtifact, QLatin1String("look_top_take_artifact")},
        {E::ReturnFromGraveyard, QLatin1String("return_from_graveyard")},
        {E::ExileFromGraveyard, QLatin1String("exile_from_graveyard")},
        {E::Delayed, QLatin1String("delayed")},
        {E::Exile, QLatin1String("exile")},
        {E::ReturnToBattlefield, QLatin1String("return_to_battlefield")},
        {E::DiscardChosen, QLatin1String("discard_chosen")},
        {E::WinGame, QLatin1String("win_game")},
        {E::Mill, QLatin1String("mill")},
        {E::ReturnToHand, QLatin1String("return_to_hand")},
        {E::RemoveCounterOrSacrifice, QLatin1String("remove_counter_or_sacrifice")},
        {E::SearchBasicLandToHand, QLatin1String("search_basic_land_to_hand")},
        {E::Regenerate, QLatin1String("regenerate")},
        {E::CounterSpell, QLatin1String("counter_spell")},
        {E::Discard, QLatin1String("discard")},
        {E::PreventDamage, QLatin1String("prevent_damage")},
        {E::ExtraTurn, QLatin1String("extra_turn")},
        {E::PreventCombatDamage, QLatin1String("prevent_combat_damage")},
        {E::PutOnLibrary, QLatin1String("put_on_library")},
        {E::PayMana, QLatin1String("pay_mana")},
        {E::GetEnergy, QLatin1String("get_energy")},
        {E::BecomeMonarch, QLatin1String("become_monarch")},
        {E::Surveil, QLatin1String("surveil")},
        {E::Investigate, QLatin1String("investigate")},
        {E::Proliferate, QLatin1String("proliferate")},
        {E::SearchLibrary, QLatin1String("search_library")},
        {E::LookAtTop, QLatin1String("look_at_top")},
        {E::Monstrosity, QLatin1String("monstrosity")},
        {E::Bolster, QLatin1String("bolster")},
        {E::Amass, QLatin1String("amass")},
        {E::Adapt, QLatin1String("adapt")},
        {E::Support, QLatin1String("support")},
        {E::Explore, QLatin1String("explore")},
        {E::Populate, QLatin1String("populate")},
        {E::ExileGraveyard, QLatin1String("exile_graveyard")},
        {E::DiscardHand, QLatin1String("discard_hand")},
        {E::Fight, QLatin1String("fight")},
        {E::PowerDamage, QLatin1String("power_damage")},
        {E::UnlessPays, QLatin1String("unless_paid")},
        {E::RemoveCounter, QLatin1String("remove_counter")},
        {E::Goad, QLatin1String("goad")},
        {E::CreateTokenCopy, QLatin1String("create_token_copy")},
        {E::ShuffleIntoLibrary, QLatin1String("shuffle_into_library")},
        {E::FlipCoin, QLatin1String("flip_coin")},
        {E::LoseGame, QLatin1String("lose_game")},
        {E::CopySpell, QLatin1String("copy_spell")},
        {E::PayEnergy, QLatin1String("pay_energy")},
        {E::TapOrUntap, QLatin1String("tap_or_untap")},
        {E::DiscardRandom, QLatin1String("discard_random")},
        {E::RevealUntil, QLatin1String("reveal_until")},
        {E::ExileTopMayPlay, QLatin1String("exile_top_may_play")},
        {E::ShuffleGraveyardIntoLibrary, QLatin1String("shuffle_graveyard_into_library")},
    };
    return table;
}

}   // namespace strata
