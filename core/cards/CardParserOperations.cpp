#include "CardParser.h"
#include <QHash>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

// ["$chosen_creature_type"] / ["$chosen_land_type"]: the one subtype of that kind chosen as a one-shot
// effect resolves (the resolve event's `choices`); the operation's `cardTypes` keeps the kind.
quint16 chosenOnResolution(const JsonValue& v)
{
    if (!v.isArray() || v.size() != 1 || !v.at(0).isString())
        return 0;
    if (v.at(0).toString() == QLatin1String("$chosen_creature_type"))
        return quint16(CardType::Creature);
    if (v.at(0).toString() == QLatin1String("$chosen_land_type"))
        return quint16(CardType::Land);
    return 0;
}

const QHash<QString, Op::Kind>& opNames()
{
    static const QHash<QString, Op::Kind> names = {
        {"copy", Op::Kind::Copy},
        {"face_down", Op::Kind::FaceDown},
        {"gain_control", Op::Kind::GainControl},
        {"exchange_control", Op::Kind::ExchangeControl},
        {"change_text", Op::Kind::ChangeText},
        {"add_types", Op::Kind::AddTypes},
        {"set_types", Op::Kind::SetTypes},
        {"remove_types", Op::Kind::RemoveTypes},
        {"add_subtypes", Op::Kind::AddSubtypes},
        {"set_subtypes", Op::Kind::SetSubtypes},
        {"add_supertypes", Op::Kind::AddSupertypes},
        {"all_creature_types", Op::Kind::AllCreatureTypes},
        {"lose_creature_types", Op::Kind::LoseCreatureTypes},
        {"all_basic_land_types", Op::Kind::AllBasicLandTypes},
        {"set_colors", Op::Kind::SetColors},
        {"add_colors", Op::Kind::AddColors},
        {"add_abilities", Op::Kind::AddAbilities},
        {"lose_abilities", Op::Kind::LoseAbilities},
        {"lose_all_abilities", Op::Kind::LoseAllAbilities},
        {"cant_have", Op::Kind::CantHave},
        {"set_pt", Op::Kind::SetPT},
        {"modify_pt", Op::Kind::ModifyPT},
        {"switch_pt", Op::Kind::SwitchPT},
        {"rule", Op::Kind::Rule},
        {"player_rule", Op::Kind::PlayerRule},
    };
    return names;
}

}   // namespace

bool CardParser::copyExceptions(const JsonValue& v, const QString& path, CopyExceptions* out)
{
    if (!m_r.expect(v, T::Object, path))
        return false;
    m_r.checkKeys(v,
        {"add_types", "add_supertypes", "remove_supertypes", "add_subtypes", "set_pt", "add_abilities", "extra_counters",
            "keep_color", "has_this_ability", "if_creature"},
        path);
    const int before = m_diags->size();
    auto sub = [&](const char* key) { return JsonReader::child(path, key); };
    if (const JsonValue* x = v.find("add_types"))
        cardTypes(*x, sub("add_types"), &out->addTypes);
    if (const JsonValue* x = v.find("add_supertypes"))
        supertypes(*x, sub("add_supertypes"), &out->addSupertypes);
    if (const JsonValue* x = v.find("remove_supertypes"))
        supertypes(*x, sub("remove_supertypes"), &out->removeSupertypes);
    if (const JsonValue* x = v.find("add_subtypes")) {
        bool chosen = false;
        subtypes(*x, sub("add_subtypes"), &out->addSubtypes, &chosen);
    }
    if (const JsonValue* x = v.find("set_pt")) {
        if (x->isArray() && x->size() == 2 && x->at(0).isInteger() && x->at(1).isInteger()) {
            out->power = int(x->at(0).toInteger());
            out->toughness = int(x->at(1).toInteger());
        } else {
            m_r.error(*x, sub("set_pt"), QStringLiteral("expected [power, toughness]"));
        }
    }
    abilities(v, "add_abilities", path, &out->addAbilities);
    if (const JsonValue* x = v.find("extra_counters")) {
        if (m_r.expect(*x, T::Object, sub("extra_counters"))) {
            out->extraCounterKind = m_r.string(*x, "kind", sub("extra_counters"), true).value_or(QString());
            const JsonValue* n = x->find("n");
            out->extraCounterCount = !n ? QStringLiteral("1")
                : n->isInteger()        ? QString::number(n->toInteger())
                                        : n->toString();
        }
    }
    out->keepOwnColor = m_r.boolean(v, "keep_color", path).value_or(false);
    out->hasThisAbility = m_r.boolean(v, "has_this_ability", path).value_or(false);
    if (const JsonValue* x = v.find("if_creature")) {
        CopyExceptions conditional;
        if (copyExceptions(*x, sub("if_creature"), &conditional))
            out->ifCreature = QSharedPointer<const CopyExceptions>::create(conditional);
    }
    return m_diags->size() == before;
}

std::optional<Op> CardParser::op(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    // "keeps" (an Aura's protection that doesn't remove it, 702.16c) goes beside "add_abilities".
    QStringList keys = v.keys();
    const bool hasKeeps = keys.removeAll(QStringLiteral("keeps")) > 0;
    // Round 25: "one_chosen" too ("gains your choice of flying, first strike, or haste").
    const bool oneChosen = keys.removeAll(QStringLiteral("one_chosen")) > 0;
    if (keys.size() != 1 || ((hasKeeps || oneChosen) && keys.first() != QLatin1String("add_abilities"))) {
        m_r.error(v, path, QStringLiteral("an operation has exactly one key"));
        return std::nullopt;
    }
    const QString key = keys.first();
    auto it = opNames().constFind(key);
    if (it == opNames().constEnd()) {
        m_r.errorAtKey(v, key, path, QStringLiteral("unknown operation \"%1\"").arg(key));
        return std::nullopt;
    }
    Op o;
    o.kind = *it;
    const JsonValue& arg = *v.find(key);
    const QString p = JsonReader::child(path, key);
    const int before = m_diags->size();
    switch (o.kind) {
    case Op::Kind::AddTypes:
    case Op::Kind::SetTypes:
    case Op::Kind::RemoveTypes:
        cardTypes(arg, p, &o.cardTypes);
        break;
    case Op::Kind::AddSubtypes:
    case Op::Kind::SetSubtypes:
        if (const quint16 kind = chosenOnResolution(arg)) {
            o.subtypeChosen = true;
            o.cardTypes = kind;
        } else {
            subtypes(arg, p, &o.subtypes, &o.subtypeChosen);
        }
        break;
    case Op::Kind::AddSupertypes:
        supertypes(arg, p, &o.supertypes);
        break;
    case Op::Kind::SetColors:
    case Op::Kind::AddColors:
        // Round 25: ["$chosen_colors"], "the color or colors of your choice" (105.2), chosen as it resolves.
        if (o.kind == Op::Kind::SetColors && arg.isArray() && arg.size() == 1 && arg.at(0).isString()
            && arg.at(0).toString() == QLatin1String("$chosen_colors")) {
            o.colorsChosen = true;
            break;
        }
        colors(arg, p, &o.colors, &o.colorChosen);
        break;
    case Op::Kind::AddAbilities:
    case Op::Kind::LoseAbilities:
    case Op::Kind::CantHave:
        if (o.kind == Op::Kind::LoseAbilities && arg.isString()) {   // "loses this ability" (the licids)
            if (arg.toString() != QLatin1String("this"))
                m_r.error(arg, p, QStringLiteral("expected a list of abilities or \"this\""));
            o.thisAbility = true;
            break;
        }
        abilities(v, key, path, &o.abilities);
        if (oneChosen) {   // the one of the list the effect's choices name ("mode", 1 the first)
            o.abilityChosen = m_r.boolean(v, "one_chosen", path).value_or(false);
            if (!o.abilityChosen || o.abilities.size() < 2)
                m_r.error(*v.find("one_chosen"), JsonReader::child(path, "one_chosen"),
                    QStringLiteral("expected true, beside two or more abilities"));
        }
        if (auto keeps = m_r.string(v, "keeps", path, false)) {
            if (*keeps == "source")
                o.keeps = Op::Keeps::KeepsSource;
            else if (*keeps == "auras")
                o.keeps = Op::Keeps::KeepsAuras;
            else
                m_r.error(*v.find("keeps"), JsonReader::child(path, "keeps"),
                    QStringLiteral("expected \"source\" or \"auras\""));
        }
        break;
    case Op::Kind::SetPT:
    case Op::Kind::ModifyPT:
        if (m_r.expect(arg, T::Object, p)) {
            m_r.checkKeys(arg, {"power", "toughness"}, p);
            if (const JsonValue* pw = arg.find("power"))
                o.power = expr(*pw, JsonReader::child(p, "power"));
            if (const JsonValue* th = arg.find("toughness"))
                o.toughness = expr(*th, JsonReader::child(p, "toughness"));
            if (!o.power && !o.toughness)
                m_r.error(arg, p, QStringLiteral("needs \"power\", \"toughness\" or both"));
        }
        break;
    case Op::Kind::Rule:
    case Op::Kind::PlayerRule:
        rule(arg, p, &o);
        break;
    case Op::Kind::ChangeText:
        if (m_r.expect(arg, T::String, p)) {
            if (auto words = fromCanonicalName<TextChangeKind>(arg.toString()))
                o.textChange = *words;
            else
                m_r.error(arg, p, QStringLiteral("unknown kind of word \"%1\"").arg(arg.toString()));
        }
        break;
    case Op::Kind::Copy:
        if (m_r.expect(arg, T::Object, p)) {
            m_r.checkKeys(arg, {"of", "except"}, p);
            if (const JsonValue* of = arg.find("of")) {
                if (auto s = selector(*of, JsonReader::child(p, "of")))
                    o.copyOf = QSharedPointer<Selector>::create(*s);
            } else {
                m_r.error(arg, p, QStringLiteral("missing required key \"of\""));
            }
            if (const JsonValue* ex = arg.find("except"))
                copyExceptions(*ex, JsonReader::child(p, "except"), &o.except);
        }
        break;
    default:
        if (!arg.isBool() || !arg.toBool())
            m_r.error(arg, p, QStringLiteral("expected true"));
        break;
    }
    if (m_diags->size() != before)
        return std::nullopt;
    return o;
}

// RULE: a name, or {"name": RULE, "land_type": TYPE} for a rule about a land type (Dandân's "can't
// attack unless defending player controls an Island"): the land type is a word layer 3 can change;
// {"name": RULE, "power": N} for a block restricted by power (509.1b); {"name": RULE, "filter": SELECTOR}
// for the blockers a block is restricted to or from (509.1b).
void CardParser::rule(const JsonValue& arg, const QString& p, Op* o)
{
    const JsonValue* name = &arg;
    QString namePath = p;
    if (arg.isObject()) {
        m_r.checkKeys(arg, {"name", "land_type", "power", "mana", "filter", "colors", "additional", "prevent"}, p);
        name = arg.find("name");
        namePath = JsonReader::child(p, "name");
        if (!name) {
            m_r.error(arg, namePath, QStringLiteral("missing required key \"name\""));
            return;
        }
    }
    if (!m_r.expect(*name, T::String, namePath))
        return;
    const auto known = fromCanonicalName<RuleName>(name->toString());
    if (!known) {
        m_r.error(*name, namePath, QStringLiteral("unknown rule \"%1\"").arg(name->toString()));
        return;
    }
    o->rule = *known;
    const JsonValue* power = arg.isObject() ? arg.find("power") : nullptr;
    if (ruleTakesPower(o->rule) && !power)
        m_r.error(arg, JsonReader::child(p, "power"),
            QStringLiteral("rule \"%1\" needs \"power\": write {\"name\": \"%1\", \"power\": 2}")
                .arg(name->toString()));
    else if (power && !ruleTakesPower(o->rule))
        m_r.error(*power, JsonReader::child(p, "power"), QStringLiteral("rule \"%1\" takes no power").arg(name->toString()));
    else if (power) {
        if (const auto n = m_r.integer(arg, QStringLiteral("power"), p, true, 0, 99))
            o->power = Expr::constant(int(*n));
    }
    // Round 31, 509.1a: how many additional creatures it can block, {"additional": {"count": SELECTOR}}
    // (Kemba's Legion); without it, one.
    if (const JsonValue* additional = arg.isObject() ? arg.find("additional") : nullptr) {
        if (o->rule != RuleName::CanBlockAdditionalCreature)
            m_r.error(*additional, JsonReader::child(p, "additional"),
                QStringLiteral("rule \"%1\" takes no additional").arg(name->toString()));
        else if (auto e = expr(*additional, JsonReader::child(p, "additional")))
            o->power = *e;
    }
    // Stop 48, 615.1a: how much of each damage event a partial prevention rule prevents, {"name":
    // "player_prevent_some_damage", "prevent": 2} or an expression object ({"count": SELECTOR}).
    const JsonValue* prevent = arg.isObject() ? arg.find("prevent") : nullptr;
    if (rulePreventsSome(o->rule) && !prevent)
        m_r.error(arg, JsonReader::child(p, "prevent"),
            QStringLiteral("rule \"%1\" needs \"prevent\": write {\"name\": \"%1\", \"prevent\": 2}").arg(name->toString()));
    else if (prevent && !rulePreventsSome(o->rule))
        m_r.error(*prevent, JsonReader::child(p, "prevent"), QStringLiteral("rule \"%1\" takes no prevent").arg(name->toString()));
    else if (prevent && prevent->isObject()) {
        if (auto e = expr(*prevent, JsonReader::child(p, "prevent")))
            o->power = *e;
    } else if (prevent) {
        if (const auto n = m_r.integer(arg, QStringLiteral("prevent"), p, true, 1, 99))
            o->power = Expr::constant(int(*n));
    }
    // 601.2f: a cost changer's generic mana, {"name": "costs_less", "mana": 1}.
    const JsonValue* mana = arg.isObject() ? arg.find("mana") : nullptr;
    if (ruleTakesMana(o->rule) && !mana)
        m_r.error(arg, JsonReader::child(p, "mana"),
            QStringLiteral("rule \"%1\" needs \"mana\": write {\"name\": \"%1\", \"mana\": 1}").arg(name->toString()));
    else if (mana && !ruleTakesMana(o->rule))
        m_r.error(*mana, JsonReader::child(p, "mana"), QStringLiteral("rule \"%1\" takes no mana").arg(name->toString()));
    else if (mana && mana->isObject()) {   // "for each": {"count": SELECTOR}, one generic mana each
        if (auto e = expr(*mana, JsonReader::child(p, "mana")))
            o->power = *e;
    } else if (mana) {
        if (const auto n = m_r.integer(arg, QStringLiteral("mana"), p, true, 0, 99))
            o->power = Expr::constant(int(*n));
    }
    // "Black spells you cast cost {B} more to cast": the mana is of that colour (601.2f).
    if (const JsonValue* colored = arg.isObject() ? arg.find("colors") : nullptr) {
        if (!ruleTakesMana(o->rule))
            m_r.error(*colored, JsonReader::child(p, "colors"), QStringLiteral("rule \"%1\" takes no colors").arg(name->toString()));
        else if (bool chosen = false; colors(*colored, JsonReader::child(p, "colors"), &o->colors, &chosen) && chosen)
            m_r.error(*colored, JsonReader::child(p, "colors"), QStringLiteral("a cost's colour can't be \"$chosen\""));
    }
    const bool needsFilter = o->rule == RuleName::CantBeBlockedBy || o->rule == RuleName::CantBeBlockedExceptBy
        || o->rule == RuleName::PermanentsEnterTapped || o->rule == RuleName::MustBeBlockedBy
        || o->rule == RuleName::CantAttackIfDefenderControls
        || o->rule == RuleName::CantBeCast   // 601.3: the spells that can't be cast
        || o->rule == RuleName::CantPlayLands   // round 41, 305.2: the lands and whose
        || o->rule == RuleName::BlocksTargetIfAble;   // round 41, 509.1c: the creature to block, {"ref": "target2"}
    // 615.1a, 614.1a: the sources whose damage is prevented or doubled, when not every source's.
    const bool mayFilter = needsFilter || o->rule == RuleName::PreventAllDamageTo
        || o->rule == RuleName::PreventCombatDamageTo || o->rule == RuleName::DealsDoubleDamage
        || o->rule == RuleName::CantBeTargetOfSpells || o->rule == RuleName::CantBeTargetOfAbilities
        || o->rule == RuleName::CantBeTargetOfSpellsOrAbilities   // 115.4: the sources that can't target it
        || o->rule == RuleName::PlayTopCardOfLibrary              // the cards of the top it allows
        || o->rule == RuleName::PlayerPreventAllDamage            // 615.1a: the sources whose damage is prevented
        || o->rule == RuleName::PlayerPreventSomeDamage || o->rule == RuleName::PlayerPreventSomeCombatDamage
        || o->rule == RuleName::DamageCantBePrevented             // 615.12: the sources whose damage it is
        || o->rule == RuleName::CantBlock                         // 509.1b: the attackers it can't block
        || o->rule == RuleName::AllAbleToBlockDoSo                // 509.1c: the blockers it requires
        || o->rule == RuleName::CantAttackUnlessDefenderControls  // 508.1c: a kind of permanent, not a land type
        || o->rule == RuleName::CastOneSpellEachTurn              // round 28: whose spells ("controller_of_attached")
        || ruleTakesMana(o->rule);   // 601.2f: what the spells target ("Spells … that target ~ cost {1} less")
    const JsonValue* filter = arg.isObject() ? arg.find("filter") : nullptr;
    if (needsFilter && !filter)
        m_r.error(arg, JsonReader::child(p, "filter"),
            QStringLiteral("rule \"%1\" needs \"filter\": write {\"name\": \"%1\", \"filter\": {\"colors\": [\"blue\"]}}")
                .arg(name->toString()));
    else if (filter && !mayFilter)
        m_r.error(*filter, JsonReader::child(p, "filter"), QStringLiteral("rule \"%1\" takes no filter").arg(name->toString()));
    else if (filter) {
        if (auto s = selector(*filter, JsonReader::child(p, "filter")))
            o->filter = QSharedPointer<Selector>::create(*s);
    }
    const bool needsLandType = o->rule == RuleName::CantAttackUnlessDefenderControls
        || o->rule == RuleName::CanBeBlockedAsThoughNoLandwalk;   // round 41, 702.14: the landwalk's type
    const JsonValue* land = arg.isObject() ? arg.find("land_type") : nullptr;
    if (needsLandType && !land && !filter) {
        m_r.error(arg, JsonReader::child(p, "land_type"),
            QStringLiteral("rule \"%1\" needs \"land_type\": write {\"name\": \"%1\", \"land_type\": \"Island\"}")
                .arg(name->toString()));
    } else if (land && filter) {
        m_r.error(*land, JsonReader::child(p, "land_type"),
            QStringLiteral("rule \"%1\" takes a land type or a filter, not both").arg(name->toString()));
    } else if (land && !needsLandType) {
        m_r.error(*land, JsonReader::child(p, "land_type"),
            QStringLiteral("rule \"%1\" takes no land type").arg(name->toString()));
    } else if (land && m_r.expect(*land, T::String, JsonReader::child(p, "land_type"))) {
        if (auto id = SubtypeRegistry::instance().find(land->toString()))
            o->subtypes = {*id};
        else
            m_r.error(*land, JsonReader::child(p, "land_type"),
                QStringLiteral("unknown land type \"%1\"").arg(land->toString()));
    }
}

bool CardParser::ops(const JsonValue& object, const QString& key, const QString& path, QVector<Op>* out)
{
    return requiredList(object, key, path, out, &CardParser::op);
}

std::optional<ContinuousDef> CardParser::continuous(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    m_r.checkKeys(v, {"affects", "effects", "duration", "end_cost"}, path);
    ContinuousDef def;
    if (const JsonValue* a = v.find("affects")) {
        if (auto s = selector(*a, JsonReader::child(path, "affects")))
            def.affects = QSharedPointer<Selector>::create(*s);
    } else {
        m_r.error(v, JsonReader::child(path, "affects"), QStringLiteral("missing required key \"affects\""));
    }
    ops(v, "effects", path, &def.ops);
    const QString duration = m_r.string(v, "duration", path, false).value_or(QStringLiteral("end_of_turn"));
    if (auto d = fromCanonicalName<Duration>(duration); d && *d != Duration::UntilOpponentBecomesMonarch)
        def.duration = *d;
    else
        m_r.error(*v.find("duration"), JsonReader::child(path, "duration"),
            QStringLiteral("unknown duration \"%1\"").arg(duration));
    // 116.2c: "You may pay {W} to end this effect", with until_paid_to_end only.
    if (const JsonValue* cost = v.find("end_cost")) {
        manaText(*cost, JsonReader::child(path, "end_cost"), &def.endCost);
        if (def.duration != Duration::UntilPaidToEnd)
            m_r.error(*cost, JsonReader::child(path, "end_cost"), QStringLiteral("\"end_cost\" goes with \"until_paid_to_end\""));
    } else if (def.duration == Duration::UntilPaidToEnd) {
        m_r.error(v, JsonReader::child(path, "end_cost"), QStringLiteral("\"until_paid_to_end\" needs \"end_cost\""));
    }
    return def;
}

}   // namespace strata
