#include "CardParser.h"

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

// The importer's amounts of static abilities, round 9 (issue 16); an unknown key is refused here.
bool CardParser::importedExpr(const JsonValue& v, const QString& key, const QString& p, Expr* e)
{
    const JsonValue& arg = *v.find(key);
    if (key == "half_rounded_down" || key == "half_rounded_up") {
        auto a = expr(arg, p);
        if (!a)
            return false;
        e->kind = key == "half_rounded_up" ? Expr::Kind::HalfRoundedUp : Expr::Kind::HalfRoundedDown;
        e->args << *a;
        return true;
    }
    // Round 44: "the sacrificed enchantment's mana value" (608.2h): the card type the sacrificed permanent is named by.
    if (key == "mana_value_of_sacrificed") {
        const auto t = arg.isString() ? cardTypeFromName(arg.toString()) : std::nullopt;
        if (!t || (*t != CardType::Artifact && *t != CardType::Creature && *t != CardType::Enchantment && *t != CardType::Land
                      && *t != CardType::Planeswalker)) {
            m_r.error(arg, p, QStringLiteral("expected a permanent card type such as \"Enchantment\""));
            return false;
        }
        e->kind = Expr::Kind::ManaValueOfSacrificed;
        e->selector = QSharedPointer<Selector>::create();
        e->selector->types = quint16(*t);
        return true;
    }
    // Round 44: "for each five counters removed this way": {"amount": …, "size": 5}, rounded down.
    if (key == "whole_groups_of") {
        if (!m_r.expect(arg, JsonValue::Type::Object, p))
            return false;
        m_r.checkKeys(arg, {"amount", "size"}, p);
        const JsonValue* amount = arg.find("amount");
        const JsonValue* size = arg.find("size");
        if (!amount || !size || !size->isInteger() || size->toInteger() < 2 || size->toInteger() > 100) {
            m_r.error(arg, p, QStringLiteral("expected \"amount\" and a whole \"size\" of 2 or more"));
            return false;
        }
        auto a = expr(*amount, JsonReader::child(p, "amount"));
        if (!a)
            return false;
        e->kind = Expr::Kind::WholeGroupsOf;
        e->value = int(size->toInteger());
        e->args << *a;
        return true;
    }
    if (key == "count_of_affected_controller" || key == "count_sharing_creature_type") {
        auto s = selector(arg, p);
        if (!s)
            return false;
        e->kind = key == "count_sharing_creature_type" ? Expr::Kind::SharingCreatureType : Expr::Kind::Count;
        e->ofAffectedController = key == "count_of_affected_controller";
        e->selector = QSharedPointer<Selector>::create(*s);
        return true;
    }
    static const QHash<QString, Expr::Kind> history = {
        {"life_gained_this_turn", Expr::Kind::LifeGainedThisTurn},
        {"life_lost_this_turn", Expr::Kind::LifeLostThisTurn},
        {"commander_casts", Expr::Kind::CommanderCasts},
        {"opponents_below_half_starting_life", Expr::Kind::OpponentsBelowHalfStartingLife},
        {"cards_exiled_with_self", Expr::Kind::CardsExiledWithSource},
        {"power_of_exiled", Expr::Kind::PowerOfExiled},
        {"toughness_of_exiled", Expr::Kind::ToughnessOfExiled},
        {"cards_drawn_this_turn", Expr::Kind::CardsDrawnThisTurn},
        {"blockers_of_self", Expr::Kind::BlockersOfSelf},   // 509.1h: the creatures blocking ~
        {"mana_value_of_moved", Expr::Kind::ManaValueOfMoved},   // the card the action before moved
        {"power_of_sacrificed", Expr::Kind::PowerOfSacrificed},   // the creature the ability's cost sacrificed
        {"toughness_of_sacrificed", Expr::Kind::ToughnessOfSacrificed},
        {"colors_spent_to_cast", Expr::Kind::ColorsSpentToCast},   // round 22: converge
        {"times_kicked", Expr::Kind::TimesKicked},   // round 25: multikicker (702.33c)
        {"creatures_died_this_turn", Expr::Kind::CreaturesDiedThisTurn},   // round 40: all players' (700.4)
        {"opponents", Expr::Kind::Opponents},   // round 40: "the number of opponents you have" (102.3)
    };
    // Round 40: "for each Zubera that died this turn": the dead creatures' subtypes (a selector).
    if (key == "creatures_died_this_turn" && arg.isObject()) {
        auto s = selector(arg, p);
        if (!s)
            return false;
        e->kind = Expr::Kind::CreaturesDiedThisTurn;
        e->selector = QSharedPointer<Selector>::create(*s);
        return true;
    }
    // Round 40: "the number of your opponents with four or more cards in hand": the least hand size.
    if (key == "opponents_with_cards_in_hand") {
        if (!arg.isInteger() || arg.toInteger() < 1 || arg.toInteger() > 1000) {
            m_r.error(arg, p, QStringLiteral("expected a whole number of cards, 1 or more"));
            return false;
        }
        e->kind = Expr::Kind::OpponentsWithCardsInHand;
        e->value = int(arg.toInteger());
        return true;
    }
    // Round 20: the spell's one target's mana value, "its" ("target") or "that creature's" ("that_target");
    // round 27: "it", the spell a cast trigger's event names ("that spell's mana value").
    if (key == "mana_value_of_moved" && arg.isString()) {
        static const QStringList whose = {"target", "that_target", "it", "that_card"};   // round 37: Erratic Mutation
        if (!whose.contains(arg.toString())) {
            m_r.error(arg, p, QStringLiteral("expected true, \"target\", \"that_target\", \"it\" or \"that_card\""));
            return false;
        }
        e->kind = Expr::Kind::ManaValueOfMoved;
        e->who = arg.toString();
        return true;
    }
    // Round 34: "the life that player lost this turn" (Archfiend of Despair: "affected_player", each player the
    // action is done to) and "the total life lost by all players this turn" (Tainted Sigil: "all_players").
    if (key == "life_lost_this_turn" && arg.isString()) {
        const QString which = arg.toString();
        if (which != QLatin1String("affected_player") && which != QLatin1String("all_players")
            && which != QLatin1String("opponents")) {   // round 36: Rakdos, Lord of Riots
            m_r.error(arg, p, QStringLiteral("expected true, \"affected_player\", \"all_players\" or \"opponents\""));
            return false;
        }
        e->kind = Expr::Kind::LifeLostThisTurn;
        if (which == QLatin1String("affected_player"))
            e->ofAffectedController = true;   // the player the action is done to, each in turn
        else
            e->who = which;
        return true;
    }
    if (history.contains(key)) {
        if (!arg.isBool() || !arg.toBool()) {
            m_r.error(arg, p, QStringLiteral("expected true"));
            return false;
        }
        e->kind = history.value(key);
        return true;
    }
    if (key == "cards_in_hand") {   // "the number of cards in that player's hand"; round 36: "chosen_opponent"
        static const QStringList whose = {"you", "target_player", "that_player", "chosen_opponent"};
        if (!arg.isString() || !whose.contains(arg.toString())) {
            m_r.error(arg, p, QStringLiteral("expected \"you\", \"target_player\", \"that_player\" or \"chosen_opponent\""));
            return false;
        }
        e->kind = Expr::Kind::CardsInHand;
        e->who = arg.toString();
        return true;
    }
    // "that many": the objects the effect's earlier action acted on; "greatest": the greatest number one
    // player's part of it acted on (Windfall's "the greatest number of cards a player discarded this way")
    if (key == "count_this_way" && arg.isObject()) {   // round 32: the cards of a kind among them
        auto s = selector(arg, p);
        if (!s)
            return false;
        e->kind = Expr::Kind::CountThisWay;
        e->selector = QSharedPointer<Selector>::create(*s);
        return true;
    }
    if (key == "count_this_way") {
        if (!(arg.isBool() && arg.toBool()) && !(arg.isString() && arg.toString() == QLatin1String("greatest"))) {
            m_r.error(arg, p, QStringLiteral("expected true or \"greatest\""));
            return false;
        }
        e->kind = Expr::Kind::CountThisWay;
        e->value = arg.isString() ? 1 : 0;
        return true;
    }
    // Round 39: "opponents_counters", the counters all opponents have together (poison among them, 122.1f).
    if (key == "player_counters" || key == "counters_on_granter" || key == "opponents_counters") {   // 122.1; 607.2 (in a quoted ability)
        if (!arg.isString() || arg.toString().isEmpty()) {
            m_r.error(arg, p, QStringLiteral("expected a counter kind such as \"experience\""));
            return false;
        }
        e->kind = key == "counters_on_granter" ? Expr::Kind::CountersOnGranter : Expr::Kind::PlayerCounters;
        if (key == "opponents_counters")
            e->who = QStringLiteral("opponents");
        e->counterKind = arg.toString();
        return true;
    }
    if (key == "keyword_amount_of_affected") {
        if (!arg.isString() || arg.toString().isEmpty()) {
            m_r.error(arg, p, QStringLiteral("expected a keyword such as \"Bushido\""));
            return false;
        }
        e->kind = Expr::Kind::KeywordAmountOfAffected;
        e->keyword = arg.toString();
        return true;
    }
    if (key == "devotion") {   // round 22: "your devotion to green" (700.5)
        bool chosen = false;
        colors(arg, p, &e->colors, &chosen);
        if (chosen || e->colors.isEmpty()) {
            m_r.error(arg, p, QStringLiteral("expected one or two colours"));
            return false;
        }
        e->kind = Expr::Kind::Devotion;
        return true;
    }
    if (key == "mana_symbols") {
        if (!m_r.expect(arg, T::Object, p))
            return false;
        m_r.checkKeys(arg, {"colors", "of"}, p);
        const JsonValue* c = arg.find("colors");
        const JsonValue* of = arg.find("of");
        if (!c || !of) {
            m_r.error(arg, p, QStringLiteral("needs \"colors\" and \"of\" (a selector)"));
            return false;
        }
        bool chosen = false;
        colors(*c, JsonReader::child(p, "colors"), &e->colors, &chosen);
        auto s = selector(*of, JsonReader::child(p, "of"));
        if (!s || chosen || e->colors.isEmpty())
            return false;
        e->kind = Expr::Kind::ManaSymbolsAmong;
        e->selector = QSharedPointer<Selector>::create(*s);
        return true;
    }
    m_r.errorAtKey(v, key, p, QStringLiteral("unknown expression \"%1\"").arg(key));
    return false;
}

}   // namespace strata
