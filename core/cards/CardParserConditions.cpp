#include "CardParser.h"

// The conditions the importer's static abilities added (issue 16, docs/card-format.md).

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

std::optional<bool> CardParser::importedCondition(const QString& key, const JsonValue& arg, const QString& p, Condition* c)
{
    using K = Condition::Kind;
    static const QHash<QString, K> flags = {
        {"opponent_poisoned", K::OpponentPoisoned},
        {"hand_more_than_each_opponent", K::HandMoreThanEachOpponent},
        {"attached_shares_most_common_color", K::AttachedSharesMostCommonColor},
        {"another_aura_on_attached", K::AnotherAuraOnAttached},
        {"citys_blessing", K::CitysBlessing},
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
        {"top_card_shares_creature_type", K::TopCardSharesCreatureType},   // kinship
        {"attacked_or_blocked_this_combat", K::AttackedOrBlockedThisCombat},   // the source (511.2)
    };
    static const QHash<QString, K> counts = {
        {"opponent_graveyard_at_least", K::OpponentGraveyardAtLeast},
        {"blocked_by_at_least", K::BlockedByAtLeast},
        {"drew_cards_this_turn_at_least", K::DrewCardsThisTurnAtLeast},
        {"gained_life_this_turn_at_least", K::GainedLifeThisTurnAtLeast},
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
    if (key == "library_at_most") {   // 0 counts too: an empty library
        c->kind = K::LibraryAtMost;
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
        || key == "top_of_library_is" || key == "target_is") {
        c->kind = key == "cast_this_turn"     ? K::CastSpellThisTurn
            : key == "exiled_with_self_has" ? K::ExiledWithSourceHas
            : key == "top_of_library_is"    ? K::TopOfLibraryIs
            : key == "target_is"            ? K::TargetIs   // round 19: "if it's blue" (Pyroblast, 608.2b)
                                            : K::AttachedControllerControls;
        c->n = key == "cast_this_turn" || key == "exiled_with_self_has" ? 1 : 0;   // one spell cast, one card exiled
        auto s = selector(arg, p);
        if (!s)
            return false;
        c->filter = QSharedPointer<Selector>::create(*s);
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
