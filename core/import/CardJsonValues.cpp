#include "CardJsonValues.h"
#include "CardJson.h"

namespace strata::import::cardjson {

QJsonArray typeNames(quint16 bits)
{
    QJsonArray out;
    for (CardType t : kCardTypeOrder)
        if (bits & quint16(t))
            out << cardTypeName(t);
    return out;
}

QJsonArray supertypeNames(quint8 bits)
{
    QJsonArray out;
    for (Supertype t : kSupertypeOrder)
        if (bits & quint8(t))
            out << supertypeName(t);
    return out;
}

QJsonArray subtypeNames(const QVector<SubtypeId>& ids)
{
    QJsonArray out;
    for (SubtypeId id : ids)
        out << SubtypeRegistry::instance().name(id);
    return out;
}

QJsonArray colorNames(ColorSet colors)
{
    QJsonArray out;
    for (const QString& n : colors.names())
        out << n;
    return out;
}

QJsonValue selector(const Selector& s, bool* ok)
{
    switch (s.ref) {
    case Selector::Ref::Self:   // written "it" in a delayed trigger's action ("sacrifice it at …")
        return s.word == QLatin1String("it") ? QStringLiteral("self_pronoun") : QStringLiteral("self");
    case Selector::Ref::Attached:   // a Curse's "enchanted player" (303.4) or the permanent it is attached to
        return s.word == QLatin1String("player") ? QStringLiteral("attached_player") : QStringLiteral("attached");
    case Selector::Ref::Target:
        return QStringLiteral("target");
    case Selector::Ref::Target2:
        return QStringLiteral("target2");
    case Selector::Ref::Targets:
        return QStringLiteral("targets");
    case Selector::Ref::Chosen:
        return QStringLiteral("chosen");
    case Selector::Ref::It:   // the event's object, which the card calls "it" or "that creature"
        if (s.word == QLatin1String("creature"))   // "that creature" after an action moved a creature card
            return QStringLiteral("it_creature");
        return s.word == QLatin1String("it") ? QStringLiteral("it_pronoun") : QStringLiteral("it");
    case Selector::Ref::SelfAndPaired:
        return QStringLiteral("self_and_paired");
    case Selector::Ref::ExiledWithSource:   // "the exiled cards" when the card names several (607.2a)
        if (s.ownerYou)   // round 34: "a card you own exiled with ~"
            return QStringLiteral("exiled_you_own_with_self");
        if (s.types == quint16(CardType::Creature))   // round 36: "each creature card exiled with ~"
            return QStringLiteral("exiled_creature_cards_with_self");
        return s.word == QLatin1String("cards") ? QStringLiteral("exiled_cards_with_self") : QStringLiteral("exiled_with_self");
    case Selector::Ref::Granter:   // 607.2: in a quoted granted ability, the card that grants it
        return s.word == QLatin1String("it") ? QStringLiteral("granter_pronoun") : QStringLiteral("granter");
    case Selector::Ref::Created:   // a delayed trigger's "that token" (603.7c)
        return s.word == QLatin1String("it") ? QStringLiteral("created_pronoun") : QStringLiteral("created");
    case Selector::Ref::ChosenSource:   // "a source of your choice" (609.7)
        return QStringLiteral("chosen_source");
    case Selector::Ref::DealtDamageThisWay:
        return s.word == QLatin1String("creatures")   ? QStringLiteral("creatures_dealt_damage_this_way")
            : s.word == QLatin1String("permanent") ? QStringLiteral("permanent_dealt_damage_this_way")   // round 34
                                                   : QStringLiteral("dealt_damage_this_way");
    case Selector::Ref::None:
        break;
    }
    QJsonObject o;
    if (s.types)
        o[QStringLiteral("types")] = typeNames(s.types);
    if (s.notTypes)
        o[QStringLiteral("not_types")] = typeNames(s.notTypes);
    if (s.anyTypes)
        o[QStringLiteral("any_types")] = typeNames(s.anyTypes);
    if (s.supertypes)
        o[QStringLiteral("supertypes")] = supertypeNames(s.supertypes);
    if (s.notSupertypes)
        o[QStringLiteral("not_supertypes")] = supertypeNames(s.notSupertypes);
    if (!s.subtypes.isEmpty() || s.subtypeChosen) {
        QJsonArray subtypes = subtypeNames(s.subtypes);
        if (s.subtypeChosen)
            subtypes << QStringLiteral("$chosen");
        o[QStringLiteral("subtypes")] = subtypes;
    }
    if (!s.notSubtypes.isEmpty())
        o[QStringLiteral("not_subtypes")] = subtypeNames(s.notSubtypes);
    if (s.cardTypeChosen) {   // round 36: "of the chosen type" (a card type), "$chosen" among the types
        QJsonArray types = o.value(QStringLiteral("types")).toArray();
        types << QStringLiteral("$chosen");
        o[QStringLiteral("types")] = types;
    }
    if (!s.colors.isEmpty() || s.colorChosen) {
        QJsonArray colors = colorNames(s.colors);
        if (s.colorChosen)
            colors << QStringLiteral("$chosen");
        o[QStringLiteral("colors")] = colors;
    }
    if (s.colorless)
        o[QStringLiteral("colorless")] = true;
    if (!s.notColors.isEmpty())
        o[QStringLiteral("not_colors")] = colorNames(s.notColors);
    if (s.controller != Selector::Who::Any)
        o[QStringLiteral("controller")] = s.controller == Selector::Who::You ? "you"
            : s.controller == Selector::Who::Chosen                          ? "chosen"
            : s.controller == Selector::Who::NotYou                          ? "not_you"
                                                                             : "opponent";
    if (s.other)
        o[QStringLiteral("other")] = true;
    if (s.ownerYou)   // "cards in your hand" (a count)
        o[QStringLiteral("owner")] = QStringLiteral("you");
    if (s.tapped)
        o[QStringLiteral("tapped")] = *s.tapped;
    if (s.attacking)
        o[QStringLiteral("attacking")] = true;
    if (s.sameNameAsTarget)   // round 19: "… with the same name as that creature" (201.2)
        o[QStringLiteral("same_name_as_target")] = true;
    if (!s.hasKeyword.isEmpty())
        o[QStringLiteral("has_keyword")] = s.hasKeyword;
    if (!s.word.isEmpty())
        o[QStringLiteral("word")] = s.word;
    if (s.upTo == Selector::kAnyNumber)   // "any number of target …" (115.1)
        o[QStringLiteral("up_to")] = QStringLiteral("any");
    else if (s.upTo)
        o[QStringLiteral("up_to")] = int(s.upTo);
    else if (s.upToX)   // "X target creatures" (601.2c)
        o[QStringLiteral("up_to")] = QStringLiteral("x");
    // Target restrictions (OracleTargets.cpp): a spell on the stack, limits, types in printed order.
    if (s.where == Selector::Where::Specific)
        o[QStringLiteral("zone")] = zoneName(s.zone);
    else if (s.where == Selector::Where::NotBattlefield)   // "cards that aren't on the battlefield"
        o[QStringLiteral("zone")] = QStringLiteral("not_battlefield");
    else if (s.where == Selector::Where::Any)   // "sources you don't control": spells and permanents
        o[QStringLiteral("zone")] = QStringLiteral("any");
    if (s.ownerYou)   // a card in your graveyard (OracleEffects.cpp)
        o[QStringLiteral("owner")] = QStringLiteral("you");
    else if (s.ownerOpponent)   // round 40: "a card an opponent owns" (108.3)
        o[QStringLiteral("owner")] = QStringLiteral("opponent");
    if (s.manaValueAtMost)
        o[QStringLiteral("mana_value_at_most")] = *s.manaValueAtMost;
    else if (s.manaValueAtMostX)
        o[QStringLiteral("mana_value_at_most")] = QStringLiteral("x");
    if (s.powerAtMost)
        o[QStringLiteral("power_at_most")] = *s.powerAtMost;
    if (s.powerAtLeast)
        o[QStringLiteral("power_at_least")] = *s.powerAtLeast;
    if (s.manaValueAtLeast)
        o[QStringLiteral("mana_value_at_least")] = *s.manaValueAtLeast;
    else if (s.manaValueAtLeastX)   // "with mana value X or greater", and with at most X: "with mana value X"
        o[QStringLiteral("mana_value_at_least")] = QStringLiteral("x");
    if (s.toughnessAtMost)
        o[QStringLiteral("toughness_at_most")] = *s.toughnessAtMost;
    if (s.toughnessAtLeast)
        o[QStringLiteral("toughness_at_least")] = *s.toughnessAtLeast;
    // The importer's qualities of static abilities (issue 16).
    if (s.token)
        o[QStringLiteral("token")] = *s.token;
    if (s.multicolored)
        o[QStringLiteral("multicolored")] = true;
    if (s.commander)
        o[QStringLiteral("commander")] = true;
    if (s.highestManaValue)
        o[QStringLiteral("highest_mana_value")] = true;
    if (s.sameGraveyard)   // "from a single graveyard" (round 18)
        o[QStringLiteral("same_graveyard")] = true;
    if (!s.withCounter.isEmpty())
        o[QStringLiteral("with_counter")] = s.withCounter;
    if (s.attachedToSource)
        o[QStringLiteral("attached_to_self")] = true;
    if (s.enchanted)
        o[QStringLiteral("enchanted")] = true;
    if (s.notEnchanted)   // round 44: "that aren't enchanted" (303.4)
        o[QStringLiteral("not_enchanted")] = true;
    if (s.equipped)
        o[QStringLiteral("equipped")] = true;
    if (!s.named.isEmpty())
        o[QStringLiteral("named")] = s.named;
    if (s.namedChosen)   // "with the chosen name": the name chosen as the source entered
        o[QStringLiteral("named_chosen")] = true;
    if (s.withoutKeyword.contains(QLatin1Char('|')))   // "without flying or islandwalk": each keyword
        o[QStringLiteral("without_keyword")] = QJsonArray::fromStringList(s.withoutKeyword.split(QLatin1Char('|')));
    else if (!s.withoutKeyword.isEmpty())
        o[QStringLiteral("without_keyword")] = s.withoutKeyword;
    if (s.blocking)
        o[QStringLiteral("blocking")] = true;
    if (s.blocked)   // round 45: "blocked" / "unblocked" (509.1h)
        o[QStringLiteral("blocked")] = *s.blocked;
    if (s.nonattacking)
        o[QStringLiteral("nonattacking")] = true;
    if (s.nonblocking)
        o[QStringLiteral("nonblocking")] = true;
    if (s.attackingYou)
        o[QStringLiteral("attacking_you")] = true;
    if (s.attachedToTypes)
        o[QStringLiteral("attached_to_types")] = typeNames(s.attachedToTypes);
    if (s.xInManaCost)
        o[QStringLiteral("x_in_mana_cost")] = true;
    if (s.faceDown)
        o[QStringLiteral("face_down")] = true;
    if (s.combatWith != Selector::CombatWith::None)   // round 22 (509.1, 506.4)
        o[QStringLiteral("in_combat_with_self")] = s.combatWith == Selector::CombatWith::BlockingSource ? "blocking"
            : s.combatWith == Selector::CombatWith::BlockedBySource                                   ? "blocked_by"
                                                                                                      : "blocking_or_blocked_by";
    if (s.dealtDamageThisTurn)   // round 23: "that was dealt damage this turn" (120.3)
        o[QStringLiteral("dealt_damage_this_turn")] = true;
    if (s.fromBattlefieldThisTurn)   // round 40: "that were put there from the battlefield this turn"
        o[QStringLiteral("from_battlefield_this_turn")] = true;
    // Round 41: radiance (105.4), "Auras attached to target permanent" (303.4), "with the greatest power among …".
    if (s.sharesColorWithTarget)
        o[QStringLiteral("shares_color_with_target")] = true;
    if (s.attachedTo == Selector::Ref::Target || s.attachedTo == Selector::Ref::Targets || s.attachedTo == Selector::Ref::It)
        o[QStringLiteral("attached_to")] = s.attachedTo == Selector::Ref::Target ? QStringLiteral("target")
            : s.attachedTo == Selector::Ref::Targets                           ? QStringLiteral("targets")
                                                                               : QStringLiteral("it");
    else if (s.attachedTo != Selector::Ref::None)
        *ok = false;
    if (s.powerRank != Selector::PowerRank::None)
        o[QStringLiteral("power_rank")] = s.powerRank == Selector::PowerRank::Greatest ? QStringLiteral("greatest") : QStringLiteral("least");
    if (s.rankPerController)
        o[QStringLiteral("rank_per_controller")] = true;
    if (s.targeting)   // "spell that targets a creature" (115.1)
        o[QStringLiteral("targeting")] = selector(*s.targeting, ok);
    if (!s.whose.isEmpty())   // "that player controls", "defending player controls"
        o[QStringLiteral("whose")] = s.whose;
    if (!s.anyOf.isEmpty()) {
        QJsonArray parts;
        for (const Selector& part : s.anyOf)
            parts << selector(part, ok);
        o[QStringLiteral("any_of")] = parts;
    }
    // Keys the importer never sets: refuse rather than write a different selector.
    if (s.noAbilities)
        *ok = false;
    return o;
}

// "$chosen": the type chosen as the source entered; "$chosen_creature_type" / "$chosen_land_type": the
// kind of type chosen as a one-shot effect resolves (the operation's `cardTypes`).
QString chosenSubtypeName(const Op& o)
{
    if (o.cardTypes & quint16(CardType::Land))
        return QStringLiteral("$chosen_land_type");
    if (o.cardTypes & quint16(CardType::Creature))
        return QStringLiteral("$chosen_creature_type");
    return QStringLiteral("$chosen");
}

QJsonValue expr(const Expr& e, bool* ok)
{
    if (e.kind == Expr::Kind::Const)
        return e.value;
    if (e.kind == Expr::Kind::X)
        return QStringLiteral("x");
    if (e.kind == Expr::Kind::Life && (e.who.isEmpty() || e.who == QLatin1String("you")))
        return QJsonObject{{QStringLiteral("life"), QStringLiteral("you")}};
    if (e.kind == Expr::Kind::Count && e.selector && e.ofAffectedController && !e.otherThanAffected)
        return QJsonObject{{QStringLiteral("count_of_affected_controller"), selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::Count && e.selector && !e.ofAffectedController)
        return QJsonObject{{e.otherThanAffected ? QStringLiteral("count_other_than_affected") : QStringLiteral("count"),
            selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::ColorsOfAffected)
        return QJsonObject{{QStringLiteral("colors_of_affected"), true}};
    if (e.kind == Expr::Kind::BasicLandTypes)
        return QJsonObject{{QStringLiteral("basic_land_types"), true}};
    if (e.kind == Expr::Kind::CountersOnSource)
        return QJsonObject{{QStringLiteral("counters_on_self"), e.counterKind}};
    if (e.kind == Expr::Kind::CountersRemovedThisWay)   // round 42
        return QJsonObject{{QStringLiteral("counters_removed"), e.counterKind}};
    if (e.kind == Expr::Kind::CountersOnSelected && e.selector) {
        QJsonObject on{{QStringLiteral("kind"), e.counterKind}, {QStringLiteral("of"), selector(*e.selector, ok)}};
        if (e.otherThanAffected)
            on[QStringLiteral("other_than_affected")] = true;
        return QJsonObject{{QStringLiteral("counters_on"), on}};
    }
    if (e.kind == Expr::Kind::DifferentlyNamed && e.selector)
        return QJsonObject{{QStringLiteral("differently_named"), selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::EventAmount)
        return QJsonObject{{QStringLiteral("event_amount"), true}};
    if (e.kind == Expr::Kind::MostCardsInHandOpponent)
        return QJsonObject{{QStringLiteral("most_cards_in_hand_opponent"), true}};
    if (e.kind == Expr::Kind::ColorsAmong && e.selector)
        return QJsonObject{{QStringLiteral("colors_among"), selector(*e.selector, ok)}};
    if ((e.kind == Expr::Kind::GreatestPower || e.kind == Expr::Kind::GreatestToughness || e.kind == Expr::Kind::HighestManaValue)
        && e.selector)   // round 18: the greatest of a value among a set
        return QJsonObject{{e.kind == Expr::Kind::GreatestPower ? QStringLiteral("greatest_power")
                                : e.kind == Expr::Kind::GreatestToughness ? QStringLiteral("greatest_toughness")
                                                                           : QStringLiteral("highest_mana_value"),
            selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::PowerOfSource || e.kind == Expr::Kind::ToughnessOfSource)   // "~'s power"
        return QJsonObject{{e.kind == Expr::Kind::PowerOfSource ? QStringLiteral("power_of") : QStringLiteral("toughness_of"),
            QStringLiteral("self")}};
    if (e.kind == Expr::Kind::LifeLostThisWay)
        return QJsonObject{{QStringLiteral("life_lost_this_way"), true}};
    if (e.kind == Expr::Kind::ManaValueOfAffected)
        return QJsonObject{{QStringLiteral("mana_value"), QStringLiteral("self")}};
    if (e.kind == Expr::Kind::ManaValueOfMoved && !e.who.isEmpty())   // round 20: the one target's, "target" or "that_target"
        return QJsonObject{{QStringLiteral("mana_value_of_moved"), e.who}};
    // "where X is its power" (Rush of Blood, as Berserk); "it": the event's object; "that_target": "that
    // creature's", the one target named again (round 19)
    if (e.kind == Expr::Kind::PowerOfTarget || e.kind == Expr::Kind::ToughnessOfTarget)
        return QJsonObject{{e.kind == Expr::Kind::PowerOfTarget ? QStringLiteral("power_of") : QStringLiteral("toughness_of"),
            e.who.isEmpty() ? QStringLiteral("target") : e.who}};
    if (e.kind == Expr::Kind::HighestLife)
        return QJsonObject{{QStringLiteral("highest_life"), e.who == QLatin1String("opponent") ? QJsonValue(e.who) : QJsonValue(true)}};
    // Round 44: "the sacrificed enchantment's mana value": the card type the card calls it by (608.2h)
    if (e.kind == Expr::Kind::ManaValueOfSacrificed && e.selector && e.selector->types)
        return QJsonObject{{QStringLiteral("mana_value_of_sacrificed"), cardTypeName(CardType(e.selector->types))}};
    // Round 44: "for each five counters removed this way": the amount, in whole groups of `size`
    if (e.kind == Expr::Kind::WholeGroupsOf && e.args.size() == 1 && e.value > 1)
        return QJsonObject{{QStringLiteral("whole_groups_of"),
            QJsonObject{{QStringLiteral("amount"), expr(e.args[0], ok)}, {QStringLiteral("size"), e.value}}}};
    if ((e.kind == Expr::Kind::HalfRoundedDown || e.kind == Expr::Kind::HalfRoundedUp) && e.args.size() == 1)
        return QJsonObject{{e.kind == Expr::Kind::HalfRoundedUp ? QStringLiteral("half_rounded_up") : QStringLiteral("half_rounded_down"),
            expr(e.args[0], ok)}};
    if (e.kind == Expr::Kind::SharingCreatureType && e.selector)
        return QJsonObject{{QStringLiteral("count_sharing_creature_type"), selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::KeywordAmountOfAffected)
        return QJsonObject{{QStringLiteral("keyword_amount_of_affected"), e.keyword}};
    if (e.kind == Expr::Kind::PlayerCounters)   // 122.1: "experience counters you have"; round 39: "… your opponents have"
        return QJsonObject{{e.who.isEmpty() ? QStringLiteral("player_counters") : QStringLiteral("opponents_counters"), e.counterKind}};
    if (e.kind == Expr::Kind::CreaturesDiedThisTurn && e.selector)   // round 40: "for each Zubera that died this turn"
        return QJsonObject{{QStringLiteral("creatures_died_this_turn"), selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::OpponentsWithCardsInHand)   // round 40: "opponents with four or more cards in hand"
        return QJsonObject{{QStringLiteral("opponents_with_cards_in_hand"), e.value}};
    if (e.kind == Expr::Kind::CardsInHand)   // "the number of cards in that player's hand"
        return QJsonObject{{QStringLiteral("cards_in_hand"), e.who.isEmpty() ? QStringLiteral("you") : e.who}};
    if (e.kind == Expr::Kind::CountThisWay && e.selector)   // round 32: "for each land card discarded this way"
        return QJsonObject{{QStringLiteral("count_this_way"), selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::CountThisWay)   // "that many", "the greatest number … a player discarded this way"
        return QJsonObject{{QStringLiteral("count_this_way"), e.value == 1 ? QJsonValue(QStringLiteral("greatest")) : QJsonValue(true)}};
    if (e.kind == Expr::Kind::CountersOnGranter)   // 607.2: "arrow counters on Archery Training", quoted
        return QJsonObject{{QStringLiteral("counters_on_granter"), e.counterKind}};
    if (e.kind == Expr::Kind::LifeLostThisTurn && e.ofAffectedController)   // round 34: each player's own
        return QJsonObject{{QStringLiteral("life_lost_this_turn"), QStringLiteral("affected_player")}};
    const auto historyKey = [](Expr::Kind k) -> QString {
        switch (k) {
        case Expr::Kind::LifeGainedThisTurn:
            return QStringLiteral("life_gained_this_turn");
        case Expr::Kind::LifeLostThisTurn:
            return QStringLiteral("life_lost_this_turn");
        case Expr::Kind::CommanderCasts:
            return QStringLiteral("commander_casts");
        case Expr::Kind::OpponentsBelowHalfStartingLife:
            return QStringLiteral("opponents_below_half_starting_life");
        case Expr::Kind::CardsExiledWithSource:
            return QStringLiteral("cards_exiled_with_self");
        case Expr::Kind::PowerOfExiled:
            return QStringLiteral("power_of_exiled");
        case Expr::Kind::ToughnessOfExiled:
            return QStringLiteral("toughness_of_exiled");
        case Expr::Kind::CardsDrawnThisTurn:
            return QStringLiteral("cards_drawn_this_turn");
        case Expr::Kind::CreaturesDiedThisTurn:   // round 40 (700.4)
            return QStringLiteral("creatures_died_this_turn");
        case Expr::Kind::Opponents:   // round 40 (102.3)
            return QStringLiteral("opponents");
        case Expr::Kind::BlockersOfSelf:   // 509.1h: the creatures blocking ~
            return QStringLiteral("blockers_of_self");
        case Expr::Kind::ManaValueOfMoved:   // the card the action before moved (Dark Confidant)
            return QStringLiteral("mana_value_of_moved");
        case Expr::Kind::PowerOfSacrificed:   // the creature the ability's cost sacrificed (608.2h)
            return QStringLiteral("power_of_sacrificed");
        case Expr::Kind::ToughnessOfSacrificed:
            return QStringLiteral("toughness_of_sacrificed");
        case Expr::Kind::ColorsSpentToCast:   // round 22: converge
            return QStringLiteral("colors_spent_to_cast");
        case Expr::Kind::TimesKicked:   // round 25: multikicker
            return QStringLiteral("times_kicked");
        default:
            return {};
        }
    };
    if (e.kind == Expr::Kind::LifeLostThisTurn && !e.who.isEmpty())   // "… lost by all players this turn"
        return QJsonObject{{QStringLiteral("life_lost_this_turn"), e.who}};
    if (const QString key = historyKey(e.kind); !key.isEmpty())
        return QJsonObject{{key, true}};
    if (e.kind == Expr::Kind::ManaSymbolsAmong && e.selector)
        return QJsonObject{{QStringLiteral("mana_symbols"),
            QJsonObject{{QStringLiteral("colors"), colorNames(e.colors)}, {QStringLiteral("of"), selector(*e.selector, ok)}}}};
    if (e.kind == Expr::Kind::Devotion)   // round 22 (700.5)
        return QJsonObject{{QStringLiteral("devotion"), colorNames(e.colors)}};
    if (e.kind == Expr::Kind::Neg && e.args.size() == 1)
        return QJsonObject{{QStringLiteral("neg"), expr(e.args[0], ok)}};
    if (e.kind == Expr::Kind::Sum && !e.args.isEmpty()) {
        QJsonArray args;
        for (const Expr& a : e.args)
            args << expr(a, ok);
        return QJsonObject{{QStringLiteral("sum"), args}};
    }
    *ok = false;
    return QJsonValue();
}

}   // namespace strata::import::cardjson
