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
    if (s.faceDown)
        o[QStringLiteral("face_down")] = true;
    if (s.combatWith != Selector::CombatWith::None)   // round 22 (509.1, 506.4)
        o[QStringLiteral("in_combat_with_self")] = s.combatWith == Selector::CombatWith::BlockingSource ? "blocking"
            : s.combatWith == Selector::CombatWith::BlockedBySource                                   ? "blocked_by"
                                                                                                      : "blocking_or_blocked_by";
    if (s.dealtDamageThisTurn)   // round 23: "that was dealt damage this turn" (120.3)
        o[QStringLiteral("dealt_damage_this_turn")] = true;
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
    if ((e.kind == Expr::Kind::HalfRoundedDown || e.kind == Expr::Kind::HalfRoundedUp) && e.args.size() == 1)
        return QJsonObject{{e.kind == Expr::Kind::HalfRoundedUp ? QStringLiteral("half_rounded_up") : QStringLiteral("half_rounded_down"),
            expr(e.args[0], ok)}};
    if (e.kind == Expr::Kind::SharingCreatureType && e.selector)
        return QJsonObject{{QStringLiteral("count_sharing_creature_type"), selector(*e.selector, ok)}};
    if (e.kind == Expr::Kind::KeywordAmountOfAffected)
        return QJsonObject{{QStringLiteral("keyword_amount_of_affected"), e.keyword}};
    if (e.kind == Expr::Kind::PlayerCounters)   // 122.1: "experience counters you have"; round 39: "… your opponents have"
        return QJsonObject{{e.who.isEmpty() ? QStringLiteral("player_counters") : QStringLiteral("opponents_counters"), e.counterKind}};
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

// An "as long as" condition, as docs/card-format.md reads it; the kinds the importer never makes refuse.
QJsonObject condition(const Condition& c, bool* ok)
{
    if (c.also) {   // "… and …": {"all": [CONDITION, …]}
        QJsonArray all;
        for (const Condition* k = &c; k; k = k->also.data()) {
            Condition one = *k;
            one.also.reset();
            all << condition(one, ok);
        }
        return {{QStringLiteral("all"), all}};
    }
    if (c.orElse) {   // round 26, "… or …": {"any": [CONDITION, CONDITION]}
        Condition first = c;
        first.orElse.reset();
        return {{QStringLiteral("any"), QJsonArray{condition(first, ok), condition(*c.orElse, ok)}}};
    }
    if (!c.who.isEmpty()) {   // "if that player has …": {"that_player": CONDITION}
        Condition ofYou = c;
        ofYou.who.clear();
        return {{c.who, condition(ofYou, ok)}};
    }
    if (c.negated) {   // "unless …": {"not": CONDITION}
        Condition asWritten = c;
        asWritten.negated = false;
        return {{QStringLiteral("not"), condition(asWritten, ok)}};
    }
    if (c.lastTurn) {   // round 26: {"last_turn": CONDITION}, about the turn before this one
        Condition thisTurn = c;
        thisTurn.lastTurn = false;
        return {{QStringLiteral("last_turn"), condition(thisTurn, ok)}};
    }
    using K = Condition::Kind;
    const bool filtered = c.kind == K::YouControlAtLeast || c.kind == K::AttachedIs || c.kind == K::SelfIs
        || c.kind == K::YouControlNone || c.kind == K::NoneOnBattlefield || c.kind == K::OpponentControls
        || c.kind == K::AnyPlayerControls || c.kind == K::GraveyardHas;
    if (filtered && !c.filter) {
        *ok = false;
        return {};
    }
    switch (c.kind) {
    case K::DevotionLessThan:   // the Theros gods (700.5): {"colors": ["white", "blue"], "n": 7}
        return {{QStringLiteral("devotion_less_than"),
            QJsonObject{{QStringLiteral("colors"), colorNames(c.colors)}, {QStringLiteral("n"), c.n}}}};
    case K::YouControlAtLeast: {
        QJsonObject body{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}};
        if (c.atMost > 0)   // Deadly Wanderings: "exactly one creature"
            body.insert(QStringLiteral("at_most"), c.atMost);
        return {{QStringLiteral("you_control_at_least"), body}};
    }
    case K::AttachedIs:
        return {{QStringLiteral("attached_is"), selector(*c.filter, ok)}};
    case K::SelfIs:
        return {{QStringLiteral("self_is"), selector(*c.filter, ok)}};
    case K::YouControlNone:
        return {{QStringLiteral("you_control_none"), selector(*c.filter, ok)}};
    case K::NoneOnBattlefield:
        return {{QStringLiteral("none_on_battlefield"), selector(*c.filter, ok)}};
    case K::OpponentControls:
        if (c.n > 1)   // {"opponent_controls_at_least": {"n": 7, "filter": SELECTOR}}
            return {{QStringLiteral("opponent_controls_at_least"),
                QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
        return {{QStringLiteral("opponent_controls"), selector(*c.filter, ok)}};
    case K::AnyPlayerControls:
        if (c.n > 1)   // round 30: {"on_battlefield_at_least": {"n": 7, "filter": SELECTOR}} (Impending Disaster)
            return {{QStringLiteral("on_battlefield_at_least"),
                QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
        return {{QStringLiteral("any_player_controls"), selector(*c.filter, ok)}};
    case K::GraveyardEmpty:
        return {{QStringLiteral("graveyard_empty"), true}};
    case K::GraveyardHas:
        return {{QStringLiteral("graveyard_has"),
            QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
    case K::OpponentsAtLeast:
        return {{QStringLiteral("opponents_at_least"), c.n}};
    case K::OpponentLifeAtMost:
        return {{QStringLiteral("opponent_life_at_most"), c.n}};
    case K::HandAtLeast:
        return {{QStringLiteral("hand_at_least"), c.n}};
    case K::HandAtMost:
        return {{QStringLiteral("hand_at_most"), c.n}};
    case K::LifeAtLeast:
        return {{QStringLiteral("life_at_least"), c.n}};
    case K::LifeAtMost:
        return {{QStringLiteral("life_at_most"), c.n}};
    case K::HandEmpty:
        return {{QStringLiteral("hand_empty"), true}};
    case K::YourTurn:
        return {{QStringLiteral("your_turn"), true}};
    case K::NotYourTurn:
        return {{QStringLiteral("not_your_turn"), true}};
    case K::CardsInGraveyardAtLeast:
        return {{QStringLiteral("cards_in_graveyard_at_least"), c.n}};
    case K::CardTypesInGraveyardAtLeast:
        return {{QStringLiteral("card_types_in_graveyard_at_least"), c.n}};
    case K::NoSpellsCastLastTurn:
        return {{QStringLiteral("no_spells_cast_last_turn"), true}};
    case K::TwoSpellsCastLastTurn:
        return {{QStringLiteral("two_spells_cast_last_turn"), true}};
    case K::Kicked:
        return {{QStringLiteral("kicked"), true}};
    case K::CostPaid:   // round 25: prowl, madness, spectacle, surge, tribute
        return {{QStringLiteral("cost_paid"), c.cost}};
    case K::SelfCountersAtLeast: {
        QJsonObject counters{{QStringLiteral("kind"), c.counterKind}, {QStringLiteral("n"), c.n}};
        if (c.atMost > 0)
            counters.insert(QStringLiteral("at_most"), c.atMost);
        return {{QStringLiteral("self_counters_at_least"), counters}};
    }
    case K::AttachedCountersAtLeast:   // round 19, the Ordeals
        return {{QStringLiteral("attached_counters_at_least"),
            QJsonObject{{QStringLiteral("kind"), c.counterKind}, {QStringLiteral("n"), c.n}}}};
    case K::TargetIs:   // round 19: "if it's blue" (Pyroblast)
        if (!c.filter)
            break;
        return {{QStringLiteral("target_is"), selector(*c.filter, ok)}};
    case K::OpponentPoisoned:
        return {{QStringLiteral("opponent_poisoned"), true}};
    case K::OpponentGraveyardAtLeast:
        return {{QStringLiteral("opponent_graveyard_at_least"), c.n}};
    case K::HandMoreThanEachOpponent:
        return {{QStringLiteral("hand_more_than_each_opponent"), true}};
    case K::MostCommonColor: {
        QJsonArray colors;
        for (const QString& name : c.colors.names())
            colors << name;
        return {{QStringLiteral("most_common_color"), colors}};
    }
    case K::AttachedSharesMostCommonColor:
        return {{QStringLiteral("attached_shares_most_common_color"), true}};
    case K::AttachedControllerControls:
        if (!c.filter)
            break;
        return {{QStringLiteral("attached_controller_controls"), selector(*c.filter, ok)}};
    case K::AnotherAuraOnAttached:
        return {{QStringLiteral("another_aura_on_attached"), true}};
    case K::AffectedControllerControlsAtMost:   // round 35: {"its_controller_controls_at_most": {"n": 3, "filter": SELECTOR}}
        if (!c.filter)
            break;
        return {{QStringLiteral("its_controller_controls_at_most"),
            QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
    case K::CitysBlessing:
        return {{QStringLiteral("citys_blessing"), true}};
    case K::YouAreMonarch:
        return {{QStringLiteral("monarch"), true}};
    case K::Paired:   // round 31: {"paired": SELECTOR}, the kind of creature it is paired with
        if (c.filter)
            return {{QStringLiteral("paired"), selector(*c.filter, ok)}};
        return {{QStringLiteral("paired"), true}};
    case K::Monstrous:
        return {{QStringLiteral("monstrous"), true}};
    case K::Renowned:
        return {{QStringLiteral("renowned"), true}};
    case K::SelfInGraveyard:
        return {{QStringLiteral("self_in_graveyard"), true}};
    case K::BlockedByAtLeast:
        return {{QStringLiteral("blocked_by_at_least"), c.n}};
    case K::SurveilledThisTurn:
        return {{QStringLiteral("surveilled_this_turn"), true}};
    case K::OpponentLostLifeThisTurn:
        if (c.n > 1)   // round 26, Sygg: "an opponent lost 3 or more life this turn"
            return {{QStringLiteral("opponent_lost_life_this_turn_at_least"), c.n}};
        return {{QStringLiteral("opponent_lost_life_this_turn"), true}};
    case K::LostLifeThisTurnAtLeast:   // round 26
        return {{QStringLiteral("lost_life_this_turn_at_least"), std::max(c.n, 1)}};
    case K::PlayedLandThisTurn:
        return {{QStringLiteral("played_land_this_turn"), true}};
    case K::PlaneswalkerEnteredThisTurn:
        return {{QStringLiteral("planeswalker_entered_this_turn"), true}};
    case K::SourceAttackedThisTurn:
        return {{QStringLiteral("self_attacked_this_turn"), true}};
    case K::SourceAttackedOrBlockedThisTurn:
        return {{QStringLiteral("self_attacked_or_blocked_this_turn"), true}};
    case K::SourceWasBlockedThisTurn:
        return {{QStringLiteral("self_was_blocked_this_turn"), true}};
    case K::OpponentControlsMore:
        if (!c.filter)
            break;
        if (c.n > 1)   // round 32: {"opponent_controls_more_by": {"n": 4, "filter": SELECTOR}}
            return {{QStringLiteral("opponent_controls_more_by"),
                QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
        return {{QStringLiteral("opponent_controls_more"), selector(*c.filter, ok)}};
    case K::OpponentDealtDamageThisTurn:
        return {{QStringLiteral("opponent_dealt_damage_this_turn"), true}};
    case K::YouWereDealtDamageThisTurn:
        return {{QStringLiteral("dealt_damage_this_turn"), true}};
    case K::CreatureEnteredThisTurn:   // "another creature": other than the source (Saddled Rimestag)
        if (c.filter && c.filter->other)
            return {{QStringLiteral("creature_entered_this_turn"), QStringLiteral("another")}};
        return {{QStringLiteral("creature_entered_this_turn"), true}};
    case K::EnteredThisTurn:
        return {{QStringLiteral("entered_this_turn"), true}};
    case K::CastFromHand:   // GameObject::castFrom
        return {{QStringLiteral("cast_from_hand"), true}};
    case K::NoCounter:   // round 27: "if it had no time counters on it" (Lost Auramancers), as persist's
        return {{QStringLiteral("no_counter"), c.counterKind}};
    case K::LandEnteredThisTurn:
        return {{QStringLiteral("land_entered_this_turn"), true}};
    case K::CreatureDiedThisTurn:
        return {{QStringLiteral("creature_died_this_turn"), true}};
    case K::AttackedThisTurn:
        return {{QStringLiteral("attacked_this_turn"), true}};
    case K::PermanentLeftThisTurn:
        return {{QStringLiteral("permanent_left_this_turn"), true}};
    case K::OpponentBelowHalfStartingLife:
        return {{QStringLiteral("opponent_below_half_starting_life"), true}};
    case K::DrewCardsThisTurnAtLeast:
        return {{QStringLiteral("drew_cards_this_turn_at_least"), c.n}};
    case K::LibraryAtMost:   // round 39: a `filter` is "your library" (text/OwnLibrary.h)
        return {{c.filter ? QStringLiteral("your_library_at_most") : QStringLiteral("library_at_most"), c.n}};
    case K::ControlsCommander:
        return {{QStringLiteral("controls_commander"), true}};
    case K::TopCardSharesCreatureType:   // kinship
        return {{QStringLiteral("top_card_shares_creature_type"), true}};
    case K::AttackedOrBlockedThisCombat:
        return {{QStringLiteral("attacked_or_blocked_this_combat"), true}};
    case K::ChosenOption:   // "• Khans — …": the option's number among the replacement's "options", 1 the first
        return {{QStringLiteral("chosen_option"), c.n}};
    case K::ManaSpentToCast: {   // GameObject::manaSpent
        QJsonArray colors;
        for (const QString& name : c.colors.names())
            colors << name;
        return {{QStringLiteral("mana_spent_to_cast"), QJsonObject{{QStringLiteral("colors"), colors}, {QStringLiteral("n"), c.n}}}};
    }
    case K::TopOfLibraryIs:
        if (!c.filter)
            break;
        return {{QStringLiteral("top_of_library_is"), selector(*c.filter, ok)}};
    case K::GainedLifeThisTurnAtLeast:
        return {{QStringLiteral("gained_life_this_turn_at_least"), c.n}};
    case K::CastSpellThisTurn:
    case K::ExiledWithSourceHas:
        if (!c.filter)
            break;
        return {{c.kind == K::CastSpellThisTurn ? QStringLiteral("cast_this_turn") : QStringLiteral("exiled_with_self_has"),
            selector(*c.filter, ok)}};
    default:
        break;
    }
    *ok = false;
    return {};
}

}   // namespace strata::import::cardjson
