#include "CardParser.h"
#include <algorithm>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

std::optional<Selector> CardParser::selector(const JsonValue& v, const QString& path)
{
    Selector s = Selector();   // value-initialised: no undefined padding or optional payload is ever copied
    if (v.isString()) {
        static const QHash<QString, Selector::Ref> refs = {
            {"self", Selector::Ref::Self},
            {"attached", Selector::Ref::Attached},
            {"attached_player", Selector::Ref::Attached},   // a Curse's "enchanted player" (303.4)
            {"target", Selector::Ref::Target},
            {"target2", Selector::Ref::Target2},
            {"targets", Selector::Ref::Targets},
            {"chosen", Selector::Ref::Chosen},
            {"it", Selector::Ref::It},
            {"it_pronoun", Selector::Ref::It},
            {"it_creature", Selector::Ref::It},   // "that creature": the creature an action moved
            {"self_and_paired", Selector::Ref::SelfAndPaired},
            {"exiled_with_self", Selector::Ref::ExiledWithSource},
            {"exiled_cards_with_self", Selector::Ref::ExiledWithSource},   // "the exiled cards" (607.2a)
            {"exiled_you_own_with_self", Selector::Ref::ExiledWithSource},   // "a card you own exiled with ~"
            {"exiled_creature_cards_with_self", Selector::Ref::ExiledWithSource},   // round 36: the creature cards among them
            {"granter", Selector::Ref::Granter},
            {"granter_pronoun", Selector::Ref::Granter},
            {"self_pronoun", Selector::Ref::Self},
            {"created", Selector::Ref::Created},
            {"created_pronoun", Selector::Ref::Created},
            {"chosen_source", Selector::Ref::ChosenSource},
            {"dealt_damage_this_way", Selector::Ref::DealtDamageThisWay},
            {"creatures_dealt_damage_this_way", Selector::Ref::DealtDamageThisWay},
            {"permanent_dealt_damage_this_way", Selector::Ref::DealtDamageThisWay},   // round 34
        };
        auto it = refs.constFind(v.toString());
        if (it == refs.constEnd()) {
            m_r.error(v, path,
                QStringLiteral("unknown object reference \"%1\" (self, attached, target, target2, targets, chosen, it, "
                               "created)")
                    .arg(v.toString()));
            return std::nullopt;
        }
        s.ref = *it;
        if (v.toString().endsWith(QLatin1String("_pronoun")))   // the same object, written "it"
            s.word = QStringLiteral("it");
        else if (v.toString() == QLatin1String("it_creature"))
            s.word = QStringLiteral("creature");
        else if (v.toString() == QLatin1String("attached_player"))
            s.word = QStringLiteral("player");
        else if (v.toString() == QLatin1String("exiled_cards_with_self"))   // several, written "the exiled cards"
            s.word = QStringLiteral("cards");
        else if (v.toString() == QLatin1String("exiled_you_own_with_self"))   // round 34: those you own
            s.ownerYou = true;
        if (v.toString() == QLatin1String("exiled_creature_cards_with_self")) {   // round 36: Endless Sands
            s.word = QStringLiteral("cards");
            s.types = quint16(CardType::Creature);
        }
        else if (v.toString() == QLatin1String("creatures_dealt_damage_this_way"))
            s.word = QStringLiteral("creatures");
        else if (v.toString() == QLatin1String("permanent_dealt_damage_this_way"))
            s.word = QStringLiteral("permanent");
        return s;
    }
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    const int before = m_diags->size();
    m_r.checkKeys(v,
        {"types", "not_types", "any_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes", "colors",
            "colorless", "not_colors", "controller", "owner", "other", "zone", "tapped", "attacking", "same_name_as_target", "no_abilities", "has_keyword",
            "mana_value_at_most", "mana_value_at_least", "power_at_most", "power_at_least", "toughness_at_most",
            "toughness_at_least", "nonlegendary", "word", "any_of", "up_to",
            // the importer's qualities (issue 16)
            "token", "multicolored", "with_counter", "attached_to_self", "enchanted", "not_enchanted", "equipped", "named",
            "without_keyword", "blocking", "blocked", "nonattacking", "nonblocking", "attacking_you", "x_in_mana_cost",
            "attached_to_types", "face_down", "commander", "highest_mana_value",
            "named_chosen", "targeting", "whose", "same_graveyard", "in_combat_with_self",
            "dealt_damage_this_turn", "from_battlefield_this_turn", "shares_color_with_target", "attached_to",
            "power_rank", "rank_per_controller"},
        path);
    auto sub = [&](const char* key) { return JsonReader::child(path, key); };
    if (const JsonValue* a = v.find("any_of")) {
        if (m_r.expect(*a, T::Array, sub("any_of")))
            for (int i = 0; i < a->size(); ++i)
                if (auto part = selector(a->at(i), JsonReader::item(sub("any_of"), i)))
                    s.anyOf << *part;
    }
    if (const JsonValue* x = v.find("types"))
        cardTypes(*x, sub("types"), &s.types, &s.cardTypeChosen);
    if (const JsonValue* x = v.find("not_types"))
        cardTypes(*x, sub("not_types"), &s.notTypes);
    if (const JsonValue* x = v.find("any_types"))
        cardTypes(*x, sub("any_types"), &s.anyTypes);
    if (const JsonValue* x = v.find("supertypes"))
        supertypes(*x, sub("supertypes"), &s.supertypes);
    if (const JsonValue* x = v.find("not_supertypes"))
        supertypes(*x, sub("not_supertypes"), &s.notSupertypes);
    if (const JsonValue* x = v.find("subtypes"))
        subtypes(*x, sub("subtypes"), &s.subtypes, &s.subtypeChosen);
    if (const JsonValue* x = v.find("not_subtypes")) {
        bool chosen = false;
        subtypes(*x, sub("not_subtypes"), &s.notSubtypes, &chosen);
    }
    if (const JsonValue* x = v.find("colors"))
        colors(*x, sub("colors"), &s.colors, &s.colorChosen);   // "$chosen": "of the chosen color"
    s.colorless = m_r.boolean(v, "colorless", path).value_or(false);
    if (const JsonValue* x = v.find("not_colors")) {   // "nonblack"
        bool chosen = false;
        colors(*x, sub("not_colors"), &s.notColors, &chosen);
    }
    if (auto who = m_r.string(v, "controller", path, false)) {
        if (*who == "you")
            s.controller = Selector::Who::You;
        else if (*who == "opponent")
            s.controller = Selector::Who::Opponent;
        else if (*who == "chosen")   // the player chosen as the source entered
            s.controller = Selector::Who::Chosen;
        else if (*who == "not_you")   // "you don't control"
            s.controller = Selector::Who::NotYou;
        else
            m_r.error(*v.find("controller"), sub("controller"),
                QStringLiteral("expected \"you\", \"opponent\", \"not_you\" or \"chosen\""));
    }
    if (auto owner = m_r.string(v, "owner", path, false)) {
        if (*owner == "you")
            s.ownerYou = true;
        else if (*owner == "opponent")   // round 40: "a card an opponent owns" (108.3)
            s.ownerOpponent = true;
        else
            m_r.error(*v.find("owner"), sub("owner"), QStringLiteral("expected \"you\" or \"opponent\""));
    }
    s.other = m_r.boolean(v, "other", path).value_or(false);
    if (auto zone = m_r.string(v, "zone", path, false)) {
        if (*zone == "any")
            s.where = Selector::Where::Any;
        else if (*zone == "not_battlefield")
            s.where = Selector::Where::NotBattlefield;
        else if (auto z = zoneFromName(*zone)) {
            s.where = *z == Zone::Battlefield ? Selector::Where::Battlefield : Selector::Where::Specific;
            s.zone = *z;
        } else
            m_r.error(*v.find("zone"), sub("zone"), QStringLiteral("unknown zone \"%1\"").arg(*zone));
    }
    s.tapped = m_r.boolean(v, "tapped", path);
    s.attacking = m_r.boolean(v, "attacking", path).value_or(false);
    // round 19: "all other creatures with the same name as that creature" (201.2)
    s.sameNameAsTarget = m_r.boolean(v, "same_name_as_target", path).value_or(false);
    s.noAbilities = m_r.boolean(v, "no_abilities", path).value_or(false);
    if (auto kw = m_r.string(v, "has_keyword", path, false)) {
        // round 41: a landwalk by its full text, "Swampwalk" (702.14a), as in without_keyword
        if (!knownKeywords().contains(*kw) && !kw->endsWith(QLatin1String("walk")))
            m_r.error(*v.find("has_keyword"), sub("has_keyword"), QStringLiteral("unknown keyword \"%1\"").arg(*kw));
        s.hasKeyword = *kw;
    }
    if (const JsonValue* mv = v.find("mana_value_at_most")) {
        if (mv->isString() && mv->toString() == "x")
            s.manaValueAtMostX = true;
        else if (auto n = m_r.integer(v, "mana_value_at_most", path, false, 0, 1000))
            s.manaValueAtMost = int(*n);
    }
    if (const JsonValue* mv = v.find("mana_value_at_least")) {
        if (mv->isString() && mv->toString() == "x")   // the X chosen as the spell was cast
            s.manaValueAtLeastX = true;
        else if (auto n = m_r.integer(v, "mana_value_at_least", path, false, 0, 1000))
            s.manaValueAtLeast = int(*n);
    }
    if (auto n = m_r.integer(v, "power_at_most", path, false, -1000, 1000))
        s.powerAtMost = int(*n);
    if (auto n = m_r.integer(v, "power_at_least", path, false, -1000, 1000))
        s.powerAtLeast = int(*n);
    if (auto n = m_r.integer(v, "toughness_at_most", path, false, -1000, 1000))
        s.toughnessAtMost = int(*n);
    if (auto n = m_r.integer(v, "toughness_at_least", path, false, -1000, 1000))
        s.toughnessAtLeast = int(*n);
    if (m_r.boolean(v, "nonlegendary", path).value_or(false))
        s.notSupertypes |= quint8(Supertype::Legendary);
    if (auto w = m_r.string(v, "word", path, false)) {
        // "source": a source of damage of any kind (a trigger's filter, "a source an opponent controls").
        // "activated_ability", "triggered_ability", "ability" (either): an ability on the stack (115.1).
        static const QStringList words = {"permanent", "spell", "card", "player", "any_target", "permanent_card", "source",
            "activated_ability", "triggered_ability", "ability"};
        if (!words.contains(*w))
            m_r.error(*v.find("word"), sub("word"),
                QStringLiteral("expected \"permanent\", \"spell\", \"card\", \"player\", \"any_target\", "
                               "\"permanent_card\", \"source\", \"activated_ability\", \"triggered_ability\" "
                               "or \"ability\""));
        s.word = *w;
    }
    if (const JsonValue* up = v.find("up_to")) {
        if (up->isString() && up->toString() == "x")   // "X target creatures": X targets (601.2c)
            s.upToX = true;
        else if (up->isString() && up->toString() == "any")   // "any number of target …" (115.1)
            s.upTo = Selector::kAnyNumber;
        else if (auto n = m_r.integer(v, "up_to", path, false, 1, 100))
            s.upTo = quint8(*n);
    }
    importedQualities(v, path, &s);
    if (m_diags->size() != before)
        return std::nullopt;
    return s;
}

std::optional<Expr> CardParser::expr(const JsonValue& v, const QString& path)
{
    Expr e;
    if (v.isInteger()) {
        e.value = int(v.toInteger());
        return e;
    }
    if (v.isString() && v.toString() == "x") {
        e.kind = Expr::Kind::X;
        return e;
    }
    if (!v.isObject() || v.keys().size() != 1) {
        m_r.error(v, path, QStringLiteral("expected a number, \"x\" or an object with one expression key"));
        return std::nullopt;
    }
    const QString key = v.keys().first();
    const JsonValue& arg = *v.find(key);
    const QString p = JsonReader::child(path, key);
    if (key == "count") {
        auto s = selector(arg, p);
        if (!s)
            return std::nullopt;
        e.kind = Expr::Kind::Count;
        e.selector = QSharedPointer<Selector>::create(*s);
    } else if (key == "card_types_in_graveyards") {
        e.kind = Expr::Kind::CardTypesInGraveyards;
    } else if (key == "mana_value") {
        e.kind = Expr::Kind::ManaValueOfAffected;
    } else if (key == "power_of" || key == "toughness_of") {
        // "target", or the trigger event's object: "it" ("that creature's power"), "it_pronoun" ("its power")
        e.kind = key == "power_of" ? Expr::Kind::PowerOfTarget : Expr::Kind::ToughnessOfTarget;
        if (arg.isString() && (arg.toString().startsWith(QLatin1String("it")) || arg.toString() == QLatin1String("that_target")))
            e.who = arg.toString();
        if (arg.isString() && arg.toString() == QLatin1String("self"))   // "~'s power" (608.2h: or as it last existed)
            e.kind = key == "power_of" ? Expr::Kind::PowerOfSource : Expr::Kind::ToughnessOfSource;
    } else if (key == "life") {
        e.kind = Expr::Kind::Life;
        e.who = arg.isString() ? arg.toString() : QStringLiteral("you");
    } else if (key == "event_amount") {   // "that much"
        e.kind = Expr::Kind::EventAmount;
    } else if (key == "life_lost_this_way") {
        e.kind = Expr::Kind::LifeLostThisWay;
    } else if (key == "highest_life") {
        e.kind = Expr::Kind::HighestLife;
        if (arg.isString() && arg.toString() == QLatin1String("opponent"))
            e.who = QStringLiteral("opponent");   // "the highest life total among your opponents"
    } else if (key == "most_cards_in_hand_opponent") {
        e.kind = Expr::Kind::MostCardsInHandOpponent;
    } else if (key == "colors_of_affected" || key == "basic_land_types") {
        e.kind = key == "colors_of_affected" ? Expr::Kind::ColorsOfAffected : Expr::Kind::BasicLandTypes;
        if (!arg.isBool() || !arg.toBool()) {
            m_r.error(arg, p, QStringLiteral("expected true"));
            return std::nullopt;
        }
    } else if (key == "counters_on_self" || key == "counters_removed") {   // round 42: removed by the ability's cost
        e.kind = key == "counters_on_self" ? Expr::Kind::CountersOnSource : Expr::Kind::CountersRemovedThisWay;
        if (!arg.isString() || arg.toString().isEmpty()) {
            m_r.error(arg, p, QStringLiteral("expected a counter kind such as \"charge\""));
            return std::nullopt;
        }
        e.counterKind = arg.toString();
    } else if (key == "counters_on") {
        e.kind = Expr::Kind::CountersOnSelected;
        if (!m_r.expect(arg, T::Object, p))
            return std::nullopt;
        m_r.checkKeys(arg, {"kind", "of", "other_than_affected"}, p);
        e.otherThanAffected = m_r.boolean(arg, "other_than_affected", p).value_or(false);
        const JsonValue* kind = arg.find("kind");
        const JsonValue* of = arg.find("of");
        if (!kind || !kind->isString() || kind->toString().isEmpty() || !of) {
            m_r.error(arg, p, QStringLiteral("needs \"kind\" (a counter kind) and \"of\" (a selector)"));
            return std::nullopt;
        }
        auto s = selector(*of, JsonReader::child(p, "of"));
        if (!s)
            return std::nullopt;
        e.counterKind = kind->toString();
        e.selector = QSharedPointer<Selector>::create(*s);
    } else if (key == "differently_named" || key == "count_other_than_affected" || key == "colors_among"
        || key == "greatest_power" || key == "greatest_toughness" || key == "highest_mana_value") {
        auto s = selector(arg, p);
        if (!s)
            return std::nullopt;
        e.kind = key == "differently_named"  ? Expr::Kind::DifferentlyNamed
            : key == "colors_among"          ? Expr::Kind::ColorsAmong
            : key == "greatest_power"        ? Expr::Kind::GreatestPower
            : key == "greatest_toughness"    ? Expr::Kind::GreatestToughness
            : key == "highest_mana_value"    ? Expr::Kind::HighestManaValue
                                             : Expr::Kind::Count;
        e.otherThanAffected = key == "count_other_than_affected";
        e.selector = QSharedPointer<Selector>::create(*s);
    } else if (key == "sum" || key == "neg") {
        e.kind = key == "sum" ? Expr::Kind::Sum : Expr::Kind::Neg;
        if (key == "neg") {
            auto a = expr(arg, p);
            if (!a)
                return std::nullopt;
            e.args << *a;
        } else {
            if (!m_r.expect(arg, T::Array, p))
                return std::nullopt;
            for (int i = 0; i < arg.size(); ++i) {
                auto a = expr(arg.at(i), JsonReader::item(p, i));
                if (!a)
                    return std::nullopt;
                e.args << *a;
            }
        }
    } else if (!importedExpr(v, key, p, &e)) {
        return std::nullopt;
    }
    return e;
}

// The selector keys of the importer's static abilities (issue 16).
void CardParser::importedQualities(const JsonValue& v, const QString& path, Selector* s)
{
    auto sub = [&](const char* key) { return JsonReader::child(path, key); };
    s->token = m_r.boolean(v, "token", path);
    s->multicolored = m_r.boolean(v, "multicolored", path).value_or(false);
    s->commander = m_r.boolean(v, "commander", path).value_or(false);   // 903.3
    s->highestManaValue = m_r.boolean(v, "highest_mana_value", path).value_or(false);
    s->sameGraveyard = m_r.boolean(v, "same_graveyard", path).value_or(false);   // "from a single graveyard"
    s->attachedToSource = m_r.boolean(v, "attached_to_self", path).value_or(false);
    s->enchanted = m_r.boolean(v, "enchanted", path).value_or(false);
    s->notEnchanted = m_r.boolean(v, "not_enchanted", path).value_or(false);   // round 44 (303.4)
    s->equipped = m_r.boolean(v, "equipped", path).value_or(false);
    s->blocking = m_r.boolean(v, "blocking", path).value_or(false);
    s->blocked = m_r.boolean(v, "blocked", path);   // round 45: "blocked" / "unblocked" (509.1h)
    s->nonattacking = m_r.boolean(v, "nonattacking", path).value_or(false);
    s->nonblocking = m_r.boolean(v, "nonblocking", path).value_or(false);
    if (s->nonattacking != s->nonblocking)   // said only together, "nonattacking, nonblocking" (506.4)
        m_r.error(v, path, QStringLiteral("\"nonattacking\" and \"nonblocking\" go together"));
    s->attackingYou = m_r.boolean(v, "attacking_you", path).value_or(false);
    s->xInManaCost = m_r.boolean(v, "x_in_mana_cost", path).value_or(false);
    if (const JsonValue* x = v.find("attached_to_types"))   // round 45: "Aura attached to a creature" (303.4)
        cardTypes(*x, sub("attached_to_types"), &s->attachedToTypes);
    s->faceDown = m_r.boolean(v, "face_down", path).value_or(false);
    // Round 23: "that was dealt damage this turn" (120.3)
    s->dealtDamageThisTurn = m_r.boolean(v, "dealt_damage_this_turn", path).value_or(false);
    // Round 40: "cards in your graveyard that were put there from the battlefield this turn"
    s->fromBattlefieldThisTurn = m_r.boolean(v, "from_battlefield_this_turn", path).value_or(false);
    // Round 41: radiance (105.4), Auras attached to a reference (303.4), the greatest or least power (208.1).
    s->sharesColorWithTarget = m_r.boolean(v, "shares_color_with_target", path).value_or(false);
    if (auto to = m_r.string(v, "attached_to", path, false)) {
        static const QHash<QString, Selector::Ref> refs = {
            {"target", Selector::Ref::Target}, {"targets", Selector::Ref::Targets}, {"it", Selector::Ref::It}};
        if (!refs.contains(*to))
            m_r.error(*v.find("attached_to"), sub("attached_to"), QStringLiteral("expected \"target\", \"targets\" or \"it\""));
        s->attachedTo = refs.value(*to, Selector::Ref::None);
    }
    if (auto rank = m_r.string(v, "power_rank", path, false)) {
        if (*rank != QLatin1String("greatest") && *rank != QLatin1String("least"))
            m_r.error(*v.find("power_rank"), sub("power_rank"), QStringLiteral("expected \"greatest\" or \"least\""));
        s->powerRank = *rank == QLatin1String("least") ? Selector::PowerRank::Least : Selector::PowerRank::Greatest;
    }
    s->rankPerController = m_r.boolean(v, "rank_per_controller", path).value_or(false);
    // Round 22: "blocking ~", "it's blocking" / "blocked by ~", "blocking or blocked by ~" (509.1, 506.4)
    if (auto with = m_r.string(v, "in_combat_with_self", path, false)) {
        static const QHash<QString, Selector::CombatWith> relations = {
            {"blocking", Selector::CombatWith::BlockingSource},
            {"blocked_by", Selector::CombatWith::BlockedBySource},
            {"blocking_or_blocked_by", Selector::CombatWith::BlockingOrBlockedBySource}};
        if (!relations.contains(*with))
            m_r.error(*v.find("in_combat_with_self"), sub("in_combat_with_self"),
                QStringLiteral("expected \"blocking\", \"blocked_by\" or \"blocking_or_blocked_by\""));
        s->combatWith = relations.value(*with, Selector::CombatWith::None);
    }
    s->namedChosen = m_r.boolean(v, "named_chosen", path).value_or(false);   // the source's chosen name
    if (auto kind = m_r.string(v, "with_counter", path, false)) {
        if (kind->isEmpty())
            m_r.error(*v.find("with_counter"), sub("with_counter"), QStringLiteral("expected a counter kind such as \"+1/+1\""));
        s->withCounter = *kind;
    }
    if (auto name = m_r.string(v, "named", path, false)) {
        if (name->isEmpty())
            m_r.error(*v.find("named"), sub("named"), QStringLiteral("expected a card name"));
        s->named = *name;
    }
    // "creatures without flying"; a list, "without flying or islandwalk" (round 27): lacking each keyword,
    // kept joined by '|'. A landwalk is named by its full text ("Islandwalk", 702.14a).
    if (const JsonValue* without = v.find("without_keyword")) {
        std::optional<QStringList> keywords;
        if (without->isArray())
            keywords = m_r.stringList(v, "without_keyword", path);
        else if (const auto one = m_r.string(v, "without_keyword", path, false))
            keywords = QStringList{*one};
        for (const QString& kw : keywords.value_or(QStringList()))
            if (!knownKeywords().contains(kw) && !kw.endsWith(QLatin1String("walk")))
                m_r.error(*without, sub("without_keyword"), QStringLiteral("unknown keyword \"%1\"").arg(kw));
        if (keywords)
            s->withoutKeyword = keywords->join(QLatin1Char('|'));
    }
    // "spell that targets a creature" (115.1): a spell with a target this selects
    if (const JsonValue* aimed = v.find("targeting"))
        if (auto t = selector(*aimed, sub("targeting")))
            s->targeting = QSharedPointer<Selector>::create(*t);
    // Round 17: the trigger's player whose objects these are (508.5a, 603.7c); round 20: the player whose
    // spells a cant_be_cast filter names ("target player", "enchanted creature's controller")
    // Round 34: "target_player_or_controller", the target player or a target planeswalker's controller (Lavalanche).
    static const QStringList players = {"that_player", "defending_player", "target_player", "controller_of_attached",
        "target_player_or_controller", "controller_of_target"};   // round 39: the target's controller (Deputy of Detention)
    if (auto whose = m_r.string(v, "whose", path, false)) {
        if (!players.contains(*whose))
            m_r.error(*v.find("whose"), sub("whose"),
                QStringLiteral("expected \"that_player\", \"defending_player\", \"target_player\", "
                               "\"controller_of_attached\", \"target_player_or_controller\" or \"controller_of_target\""));
        s->whose = *whose;
    }
}

}   // namespace strata
