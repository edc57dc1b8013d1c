#include "CardParser.h"
#include "model/OwnLibrary.h"

// The conditions of the card format (docs/card-format.md), and the ones the importer's static abilities
// added (issue 16).

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

std::optional<Condition> CardParser::condition(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    if (v.keys().size() != 1) {
        m_r.error(v, path, QStringLiteral("a condition has exactly one key"));
        return std::nullopt;
    }
    Condition c;
    const QString key = v.keys().first();
    const JsonValue& arg = *v.find(key);
    const QString p = JsonReader::child(path, key);
    if (key == "not") {   // "unless …": the condition negated (614.1c, 508.1c)
        auto inner = condition(arg, p);
        if (!inner)
            return std::nullopt;
        if (inner->negated || inner->also || inner->orElse) {
            m_r.error(arg, p,
                inner->negated ? QStringLiteral("a \"not\" condition cannot hold another \"not\"")
                               : QStringLiteral("a \"not\" condition cannot hold an \"all\""));
            return std::nullopt;
        }
        inner->negated = true;
        return inner;
    }
    // "if that player has …": said of the trigger's player (603.7c); round 26: "as long as defending
    // player controls an enchantment" (506.2), and "last turn" for a condition about this turn.
    // Round 28: "any_player", a condition that holds when it holds for any player ("a player has no cards
    // in hand").
    if (key == "that_player" || key == "defending_player" || key == "any_player" || key == "last_turn") {
        auto inner = condition(arg, p);
        // A negated one may be said of that player ("if that player didn't cast a spell this turn").
        if (inner && ((inner->negated && key == "last_turn") || inner->also || inner->orElse || !inner->who.isEmpty()
                || inner->lastTurn)) {
            m_r.error(arg, p, QStringLiteral("a \"%1\" condition holds one plain condition").arg(key));
            return std::nullopt;
        }
        if (inner && key == "last_turn")
            inner->lastTurn = true;
        else if (inner)
            inner->who = key;
        return inner;
    }
    if (key == "devotion_less_than") {
        c.kind = Condition::Kind::DevotionLessThan;
        if (!m_r.expect(arg, T::Object, p))
            return std::nullopt;
        bool chosen = false;
        if (const JsonValue* cs = arg.find("colors"))
            colors(*cs, JsonReader::child(p, "colors"), &c.colors, &chosen);
        c.n = int(m_r.integer(arg, "n", p, true, 0, 1000).value_or(0));
    } else if (key == "you_control_at_least" || key == "graveyard_has" || key == "opponent_controls_at_least"
        || key == "on_battlefield_at_least" || key == "opponent_controls_more_by" || key == "its_controller_controls_at_most") {
        c.kind = key == "graveyard_has"                ? Condition::Kind::GraveyardHas
            : key == "its_controller_controls_at_most" ? Condition::Kind::AffectedControllerControlsAtMost   // round 35
            : key == "opponent_controls_at_least"      ? Condition::Kind::OpponentControls
            : key == "opponent_controls_more_by"       ? Condition::Kind::OpponentControlsMore   // round 32
            : key == "on_battlefield_at_least"         ? Condition::Kind::AnyPlayerControls   // round 30
                                                       : Condition::Kind::YouControlAtLeast;
        if (!m_r.expect(arg, T::Object, p))
            return std::nullopt;
        c.n = int(m_r.integer(arg, "n", p, true, 0, 1000).value_or(0));
        if (const JsonValue* f = arg.find("filter"))
            if (auto s = selector(*f, JsonReader::child(p, "filter")))
                c.filter = QSharedPointer<Selector>::create(*s);
        if (key == "you_control_at_least")   // "exactly one creature": also at most this many
            c.atMost = int(m_r.integer(arg, "at_most", p, false, std::max(c.n, 1), 1000).value_or(0));
    } else if (key == "attached_is" || key == "self_is") {
        c.kind = key == "attached_is" ? Condition::Kind::AttachedIs : Condition::Kind::SelfIs;
        auto s = selector(arg, p);
        if (!s)
            return std::nullopt;
        c.filter = QSharedPointer<Selector>::create(*s);
    } else if (key == "no_spells_cast_last_turn") {
        c.kind = Condition::Kind::NoSpellsCastLastTurn;
    } else if (key == "two_spells_cast_last_turn") {
        c.kind = Condition::Kind::TwoSpellsCastLastTurn;
    } else if (key == "life_at_least" || key == "life_at_most") {
        c.kind = key == "life_at_least" ? Condition::Kind::LifeAtLeast : Condition::Kind::LifeAtMost;
        if (!arg.isInteger() || arg.toInteger() < 0 || arg.toInteger() > 100000) {
            m_r.error(arg, p, QStringLiteral("expected a life total (a whole number from 0 to 100000)"));
            return std::nullopt;
        }
        c.n = int(arg.toInteger());
    } else if (key == "you_control_none" || key == "none_on_battlefield" || key == "opponent_controls"
        || key == "any_player_controls") {
        c.kind = key == "you_control_none" ? Condition::Kind::YouControlNone
            : key == "opponent_controls"   ? Condition::Kind::OpponentControls
            : key == "any_player_controls" ? Condition::Kind::AnyPlayerControls
                                           : Condition::Kind::NoneOnBattlefield;
        auto s = selector(arg, p);
        if (!s)
            return std::nullopt;
        c.filter = QSharedPointer<Selector>::create(*s);
    } else if (key == "hand_empty" || key == "evoked" || key == "kicked" || key == "graveyard_empty") {
        c.kind = key == "hand_empty"    ? Condition::Kind::HandEmpty
            : key == "evoked"           ? Condition::Kind::Evoked
            : key == "graveyard_empty"  ? Condition::Kind::GraveyardEmpty
                                        : Condition::Kind::Kicked;
        // Round 44: "if that spell was kicked", the spell a cast trigger's event names (603.7c, 702.33d).
        if (key == "kicked" && arg.isString() && arg.toString() == QLatin1String("that_spell")) {
            Selector thatSpell;
            thatSpell.ref = Selector::Ref::It;
            c.filter = QSharedPointer<Selector>::create(thatSpell);
        } else if (!arg.isBool() || !arg.toBool()) {
            m_r.error(arg, p, QStringLiteral("expected true"));
            return std::nullopt;
        }
    } else if (key == "no_counter") {
        c.kind = Condition::Kind::NoCounter;
        if (!m_r.expect(arg, T::String, p))
            return std::nullopt;
        c.counterKind = arg.toString();
        if (c.counterKind.isEmpty()) {
            m_r.error(arg, p, QStringLiteral("expected a counter kind such as \"-1/-1\""));
            return std::nullopt;
        }
    } else if (key == "your_turn" || key == "not_your_turn") {
        c.kind = key == "your_turn" ? Condition::Kind::YourTurn : Condition::Kind::NotYourTurn;
        if (!arg.isBool() || !arg.toBool()) {
            m_r.error(arg, p, QStringLiteral("expected true"));
            return std::nullopt;
        }
    } else if (key == "opponent_life_at_most") {
        c.kind = Condition::Kind::OpponentLifeAtMost;
        if (!arg.isInteger() || arg.toInteger() < 0 || arg.toInteger() > 100000) {
            m_r.error(arg, p, QStringLiteral("expected a life total (a whole number from 0 to 100000)"));
            return std::nullopt;
        }
        c.n = int(arg.toInteger());
    } else if (key == "cards_in_graveyard_at_least" || key == "card_types_in_graveyard_at_least"
        || key == "hand_at_least" || key == "hand_at_most" || key == "opponents_at_least"
        || key == "basic_land_types_at_least") {
        c.kind = key == "cards_in_graveyard_at_least" ? Condition::Kind::CardsInGraveyardAtLeast
            : key == "basic_land_types_at_least"      ? Condition::Kind::BasicLandTypesAtLeast   // round 45 (305.6)
            : key == "opponents_at_least"             ? Condition::Kind::OpponentsAtLeast
            : key == "hand_at_least"                  ? Condition::Kind::HandAtLeast
            : key == "hand_at_most"                   ? Condition::Kind::HandAtMost
                                                      : Condition::Kind::CardTypesInGraveyardAtLeast;
        if (!arg.isInteger() || arg.toInteger() < 0 || arg.toInteger() > 1000) {
            m_r.error(arg, p, QStringLiteral("expected a whole number from 0 to 1000"));
            return std::nullopt;
        }
        c.n = int(arg.toInteger());
    } else if (key == "self_counters_at_least") {
        c.kind = Condition::Kind::SelfCountersAtLeast;
        if (!m_r.expect(arg, T::Object, p))
            return std::nullopt;
        m_r.checkKeys(arg, {"kind", "n", "at_most"}, p);
        const JsonValue* kind = arg.find("kind");
        if (!kind || !kind->isString() || kind->toString().isEmpty()) {
            m_r.error(arg, p, QStringLiteral("needs \"kind\", a counter kind such as \"+1/+1\""));
            return std::nullopt;
        }
        c.counterKind = kind->toString();
        c.n = int(m_r.integer(arg, "n", p, false, 1, 1000).value_or(1));
        c.atMost = int(m_r.integer(arg, "at_most", p, false, c.n, 1000).value_or(0));
    } else if (std::optional<bool> known = importedCondition(key, arg, p, &c); !known) {
        m_r.errorAtKey(v, key, p, QStringLiteral("unknown condition \"%1\"").arg(key));
        return std::nullopt;
    } else if (!*known) {
        return std::nullopt;
    }
    return c;
}

std::optional<bool> CardParser::importedCondition(const QString& key, const JsonValue& arg, const QString& p, Condition* c)
{
    using K = Condition::Kind;
    static const QHash<QString, K> flags = {
        {"opponent_poisoned", K::OpponentPoisoned},
        {"poisoned", K::Poisoned},   // round 44: you, or the player a "defending_player" condition names (122.1f)
        {"hand_more_than_each_opponent", K::HandMoreThanEachOpponent},
        {"attached_shares_most_common_color", K::AttachedSharesMostCommonColor},
        {"another_aura_on_attached", K::AnotherAuraOnAttached},
        {"citys_blessing", K::CitysBlessing},
        {"monarch", K::YouAreMonarch},
        {"paired", K::Paired},
        {"monstrous", K::Monstrous},
        {"renowned", K::Renowned},
        {"self_in_graveyard", K::SelfInGraveyard},
        // What happened this turn (the players' "this_turn" record of the scenario).
        {"surveilled_this_turn", K::SurveilledThisTurn},
        {"opponent_lost_life_this_turn", K::OpponentLostLifeThisTurn},
        {"opponent_dealt_damage_this_turn", K::OpponentDealtDamageThisTurn},
        {"dealt_damage_this_turn", K::YouWereDealtDamageThisTurn},
        {"creature_entered_this_turn", K::CreatureEnteredThisTurn},
        {"land_entered_this_turn", K::LandEnteredThisTurn},
        {"creature_died_this_turn", K::CreatureDiedThisTurn},
        {"attacked_this_turn", K::AttackedThisTurn},
        {"permanent_left_this_turn", K::PermanentLeftThisTurn},
        {"opponent_below_half_starting_life", K::OpponentBelowHalfStartingLife},
        {"controls_commander", K::ControlsCommander},
        {"entered_this_turn", K::EnteredThisTurn},
        {"cast_from_hand", K::CastFromHand},   // "if you cast it from your hand" (GameObject::castFrom)
        {"cast_during_your_main_phase", K::CastDuringYourMainPhase},   // addendum
        {"top_card_shares_creature_type", K::TopCardSharesCreatureType},   // kinship
        {"attacked_or_blocked_this_combat", K::AttackedOrBlockedThisCombat},   // the source (511.2)
        {"self_is_blocked", K::SourceIsBlocked},   // round 41: an attacking source that became blocked (509.1h)
        // Round 26: the turn's record, and the source's combat this turn (GameObject::attackedThisTurn, …)
        {"played_land_this_turn", K::PlayedLandThisTurn},
        {"planeswalker_entered_this_turn", K::PlaneswalkerEnteredThisTurn},
        {"self_attacked_this_turn", K::SourceAttackedThisTurn},
        {"self_attacked_or_blocked_this_turn", K::SourceAttackedOrBlockedThisTurn},
        {"self_was_blocked_this_turn", K::SourceWasBlockedThisTurn},
        // Round 40: the source's control this turn (302.6), the instruction's object's attack (508.1), the players' hands
        // and life totals against yours.
        {"came_under_control_this_turn", K::CameUnderControlThisTurn},
        {"it_attacked_this_turn", K::ObjectAttackedThisTurn},
        {"opponent_has_more_cards_in_hand", K::OpponentHandMoreThanYou},
        {"opponent_has_more_life", K::OpponentLifeMoreThanYou},
    };
    static const QHash<QString, K> counts = {
        {"opponent_graveyard_at_least", K::OpponentGraveyardAtLeast},
        {"blocked_by_at_least", K::BlockedByAtLeast},
        {"drew_cards_this_turn_at_least", K::DrewCardsThisTurnAtLeast},
        {"gained_life_this_turn_at_least", K::GainedLifeThisTurnAtLeast},
        {"lost_life_this_turn_at_least", K::LostLifeThisTurnAtLeast},   // round 26
        {"opponent_lost_life_this_turn_at_least", K::OpponentLostLifeThisTurn},
    };
    if (key == "creature_entered_this_turn" && arg.isString()) {   // "another creature" (Saddled Rimestag)
        c->kind = K::CreatureEnteredThisTurn;
        if (arg.toString() != QLatin1String("another")) {
            m_r.error(arg, p, QStringLiteral("expected true or \"another\""));
            return false;
        }
        Selector other;
        other.types = quint16(CardType::Creature);
        other.other = true;
        c->filter = QSharedPointer<Selector>::create(other);
        return true;
    }
    if (key == "paired" && !arg.isBool()) {   // round 31: {"paired": SELECTOR}, the kind of partner (702.95)
        c->kind = K::Paired;
        auto s = selector(arg, p);
        if (!s)
            return false;
        c->filter = QSharedPointer<Selector>::create(std::move(*s));
        return true;
    }
    if (flags.contains(key)) {
        c->kind = flags.value(key);
        if (!arg.isBool() || !arg.toBool()) {
            m_r.error(arg, p, QStringLiteral("expected true"));
            return false;
        }
        return true;
    }
    if (key == "chosen_option") {   // "• Khans — …": the option the source chose, 1 the first (choices.mode)
        c->kind = K::ChosenOption;
        if (!arg.isInteger() || arg.toInteger() < 1 || arg.toInteger() > 9) {
            m_r.error(arg, p, QStringLiteral("expected an option's number from 1 to 9"));
            return false;
        }
        c->n = int(arg.toInteger());
        return true;
    }
    if (key == "library_at_most" || key == "your_library_at_most") {   // 0 counts too: an empty library
        c->kind = K::LibraryAtMost;
        if (key == "your_library_at_most")   // round 39: your own library (Battle of Wits)
            c->filter = yourLibrary();
        if (!arg.isInteger() || arg.toInteger() < 0 || arg.toInteger() > 1000) {
            m_r.error(arg, p, QStringLiteral("expected a whole number from 0 to 1000"));
            return false;
        }
        c->n = int(arg.toInteger());
        return true;
    }
    if (counts.contains(key)) {
        c->kind = counts.value(key);
        if (!arg.isInteger() || arg.toInteger() < 1 || arg.toInteger() > 1000) {
            m_r.error(arg, p, QStringLiteral("expected a whole number from 1 to 1000"));
            return false;
        }
        c->n = int(arg.toInteger());
        return true;
    }
    if (key == "most_common_color") {
        c->kind = K::MostCommonColor;
        bool chosen = false;
        if (!colors(arg, p, &c->colors, &chosen))
            return false;
        if (chosen || c->colors.isEmpty()) {
            m_r.error(arg, p, QStringLiteral("expected a list of colours such as [\"black\"]"));
            return false;
        }
        return true;
    }
    if (key == "mana_spent_to_cast") {   // {"colors": ["green"], "n": 1}: GameObject::manaSpent (601.2h)
        c->kind = K::ManaSpentToCast;
        if (!m_r.expect(arg, T::Object, p))
            return false;
        m_r.checkKeys(arg, {"colors", "n"}, p);
        const JsonValue* list = arg.find("colors");
        bool chosen = false;
        if (!list) {
            m_r.error(arg, p, QStringLiteral("missing key \"colors\""));
            return false;
        }
        if (!colors(*list, JsonReader::child(p, "colors"), &c->colors, &chosen))
            return false;
        if (chosen || c->colors.isEmpty()) {
            m_r.error(*list, JsonReader::child(p, "colors"), QStringLiteral("expected a list of colours such as [\"green\"]"));
            return false;
        }
        c->n = int(m_r.integer(arg, "n", p, false, 1, 1000).value_or(1));
        return true;
    }
    if (key == "cost_paid") {   // round 25: "if its prowl cost was paid", {"not": …} for "if tribute wasn't paid"
        c->kind = K::CostPaid;
        static const QStringList costs = {"prowl", "madness", "spectacle", "surge", "tribute"};
        if (!arg.isString() || !costs.contains(arg.toString())) {
            m_r.error(arg, p, QStringLiteral("expected one of %1").arg(costs.join(QStringLiteral(", "))));
            return false;
        }
        c->cost = arg.toString();
        return true;
    }
    if (key == "attached_counters_at_least") {   // round 19, the Ordeals: {"kind": "+1/+1", "n": 3}
        c->kind = K::AttachedCountersAtLeast;
        if (!m_r.expect(arg, T::Object, p))
            return false;
        m_r.checkKeys(arg, {"kind", "n"}, p);
        c->counterKind = m_r.string(arg, "kind", p, true).value_or(QString());
        c->n = int(m_r.integer(arg, "n", p, false, 1, 1000).value_or(1));
        return !c->counterKind.isEmpty();
    }
    if (key == "attached_controller_controls" || key == "cast_this_turn" || key == "exiled_with_self_has"
        || key == "top_of_library_is" || key == "target_is" || key == "opponent_controls_more" || key == "moved_card_is"
        || key == "controls_more_than_each_other") {
        c->kind = key == "cast_this_turn"     ? K::CastSpellThisTurn
            : key == "controls_more_than_each_other" ? K::ControlsMoreThanEachOther   // round 45: a strict majority
            : key == "moved_card_is"        ? K::MovedCardIs   // round 44: the card the action before moved (608.2c)
            : key == "exiled_with_self_has" ? K::ExiledWithSourceHas
            : key == "top_of_library_is"    ? K::TopOfLibraryIs
            : key == "target_is"            ? K::TargetIs   // round 19: "if it's blue" (Pyroblast, 608.2b)
            : key == "opponent_controls_more" ? K::OpponentControlsMore   // round 26: "more lands than you"
                                            : K::AttachedControllerControls;
        c->n = key == "cast_this_turn" || key == "exiled_with_self_has" ? 1 : 0;   // one spell cast, one card exiled
        auto s = selector(arg, p);
        if (!s)
            return false;
        c->filter = QSharedPointer<Selector>::create(*s);
        return true;
    }
    if (key == "any") {   // round 26, "… or …": two conditions, either enough (Desert's Hold)
        if (!m_r.expect(arg, T::Array, p))
            return false;
        if (arg.size() != 2) {
            m_r.error(arg, p, QStringLiteral("\"any\" needs two conditions"));
            return false;
        }
        auto first = condition(arg.at(0), JsonReader::item(p, 0));
        auto second = first ? condition(arg.at(1), JsonReader::item(p, 1)) : std::nullopt;
        if (!second)
            return false;
        if (first->also || first->orElse) {
            m_r.error(arg.at(0), JsonReader::item(p, 0), QStringLiteral("an \"any\" holds two plain conditions"));
            return false;
        }
        first->orElse = QSharedPointer<Condition>::create(*second);
        *c = *first;
        return true;
    }
    if (key == "all") {   // "… and …": every condition of the list holds
        if (!m_r.expect(arg, T::Array, p))
            return false;
        if (arg.size() < 2) {
            m_r.error(arg, p, QStringLiteral("\"all\" needs two or more conditions"));
            return false;
        }
        QVector<Condition> parts;
        for (int i = 0; i < arg.size(); ++i) {
            auto part = condition(arg.at(i), JsonReader::item(p, i));
            if (!part)
                return false;
            if (part->also) {
                m_r.error(arg.at(i), JsonReader::item(p, i), QStringLiteral("an \"all\" cannot hold another \"all\""));
                return false;
            }
            parts << *part;
        }
        for (int i = parts.size() - 1; i > 0; --i)
            parts[i - 1].also = QSharedPointer<Condition>::create(parts[i]);
        *c = parts.first();
        return true;
    }
    return std::nullopt;
}

}   // namespace strata
