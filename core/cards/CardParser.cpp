#include "CardParser.h"
#include <QHash>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

const QHash<QString, Op::Kind>& opNames()
{
    static const QHash<QString, Op::Kind> names = {
        {"copy", Op::Kind::Copy}, {"face_down", Op::Kind::FaceDown},
        {"gain_control", Op::Kind::GainControl}, {"exchange_control", Op::Kind::ExchangeControl},
        {"change_text", Op::Kind::ChangeText},
        {"add_types", Op::Kind::AddTypes}, {"set_types", Op::Kind::SetTypes}, {"remove_types", Op::Kind::RemoveTypes},
        {"add_subtypes", Op::Kind::AddSubtypes}, {"set_subtypes", Op::Kind::SetSubtypes},
        {"add_supertypes", Op::Kind::AddSupertypes}, {"all_creature_types", Op::Kind::AllCreatureTypes},
        {"lose_creature_types", Op::Kind::LoseCreatureTypes}, {"all_basic_land_types", Op::Kind::AllBasicLandTypes},
        {"set_colors", Op::Kind::SetColors}, {"add_colors", Op::Kind::AddColors},
        {"add_abilities", Op::Kind::AddAbilities}, {"lose_abilities", Op::Kind::LoseAbilities},
        {"lose_all_abilities", Op::Kind::LoseAllAbilities}, {"cant_have", Op::Kind::CantHave},
        {"set_pt", Op::Kind::SetPT}, {"modify_pt", Op::Kind::ModifyPT}, {"switch_pt", Op::Kind::SwitchPT},
        {"rule", Op::Kind::Rule}, {"player_rule", Op::Kind::PlayerRule},
    };
    return names;
}

// Keys an action may carry besides its kind. Only "to" and "no_regenerate" mean something; the others
// are accepted, and ignored, as earlier versions of the format wrote them.
const QSet<QString>& actionExtraKeys()
{
    static const QSet<QString> keys = {"to", "no_regenerate", "up_to", "if", "effect", "event", "filter", "n"};
    return keys;
}

} // namespace

const QStringList& CardParser::knownKeywords()
{
    static const QStringList names = {
        "Banding", "Changeling", "Cumulative upkeep", "Deathtouch", "Defender", "Double strike", "Enchant",
        "Equip", "Fading", "Fear", "First strike", "Flanking", "Flash", "Flashback", "Flying", "Haste",
        "Hexproof", "Indestructible", "Infect", "Kicker", "Landwalk", "Lifelink", "Menace", "Morph",
        "Protection", "Rampage", "Reach", "Shadow", "Split second", "Trample", "Vigilance", "Buyback",
        "Cycling", "Echo", "Phasing",
    };
    return names;
}

CardPtr CardParser::parse(const JsonValue& root)
{
    if (!m_r.expect(root, T::Object, QString()))
        return nullptr;
    const int before = m_diags->size();
    m_r.checkKeys(root, {"name", "mana_cost", "color_indicator", "supertypes", "types", "subtypes", "power",
                         "toughness", "loyalty", "token", "back", "double_faced", "abilities", "notes"}, QString());
    auto card = std::make_shared<Card>();
    card->resourcePath = m_r.file();
    face(root, QString(), &card->front, false);
    card->token = m_r.boolean(root, "token", QString()).value_or(false);
    if (const JsonValue* back = root.find("back")) {
        if (m_r.expect(*back, T::Object, "back")) {
            CardFace b;
            if (face(*back, "back", &b, true))
                card->back = b;
        }
        const auto kind = m_r.string(root, "double_faced", QString(), true);
        if (kind && *kind != "transform" && *kind != "modal")
            m_r.error(*root.find("double_faced"), "double_faced", QStringLiteral("expected \"transform\" or \"modal\""));
        card->doubleFaced = kind.value_or(QString());
    }
    if (m_diags->size() != before)
        return nullptr;
    return card;
}

bool CardParser::face(const JsonValue& v, const QString& path, CardFace* out, bool isBack)
{
    if (isBack)
        m_r.checkKeys(v, {"name", "mana_cost", "color_indicator", "supertypes", "types", "subtypes", "power",
                          "toughness", "loyalty", "abilities", "notes"}, path);
    const int before = m_diags->size();
    out->name = m_r.string(v, "name", path, true).value_or(QString());
    if (auto cost = m_r.string(v, "mana_cost", path, false)) {
        QString err;
        if (!ManaCost::parse(*cost, &out->manaCost, &err))
            m_r.error(*v.find("mana_cost"), JsonReader::child(path, "mana_cost"), err);
    }
    if (const JsonValue* ci = v.find("color_indicator")) {
        bool chosen = false;
        colors(*ci, JsonReader::child(path, "color_indicator"), &out->colorIndicator, &chosen);
        out->hasColorIndicator = true;
    }
    typeLine(v, path, &out->type);
    auto printed = [&](const char* key, std::optional<PrintedNumber>* dst) {
        const JsonValue* p = v.find(key);
        if (!p || p->isNull())
            return;
        const QString cp = JsonReader::child(path, key);
        if (p->isInteger()) {
            *dst = PrintedNumber{int(p->toInteger()), QString::number(p->toInteger())};
        } else if (p->isString() && p->toString().contains('*')) {
            QString text = p->toString();
            QString rest = text;
            rest.remove('*').remove('+');
            bool ok = true;
            const int base = rest.isEmpty() ? 0 : rest.toInt(&ok);
            if (!ok)
                m_r.error(*p, cp, QStringLiteral("expected a number or a star value such as \"*\" or \"1+*\""));
            *dst = PrintedNumber{base, text};
        } else {
            m_r.error(*p, cp, QStringLiteral("expected a number or a star value such as \"*\" or \"1+*\""));
        }
    };
    printed("power", &out->power);
    printed("toughness", &out->toughness);
    if (auto loyalty = m_r.integer(v, "loyalty", path, false, 0, 1000))
        out->loyalty = int(*loyalty);
    abilities(v, "abilities", path, &out->abilities);
    return m_diags->size() == before;
}

bool CardParser::typeLine(const JsonValue& v, const QString& path, TypeLine* out)
{
    const int before = m_diags->size();
    if (!v.find("types"))
        m_r.error(v, JsonReader::child(path, "types"), QStringLiteral("missing required key \"types\""));
    else
        cardTypes(*v.find("types"), JsonReader::child(path, "types"), &out->cardTypes);
    if (const JsonValue* s = v.find("supertypes"))
        supertypes(*s, JsonReader::child(path, "supertypes"), &out->supertypes);
    if (const JsonValue* s = v.find("subtypes")) {
        bool chosen = false;
        subtypes(*s, JsonReader::child(path, "subtypes"), &out->subtypes, &chosen);
    }
    return m_diags->size() == before;
}

bool CardParser::cardTypes(const JsonValue& v, const QString& path, quint16* out)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        auto t = e.isString() ? cardTypeFromName(e.toString()) : std::nullopt;
        if (!t) {
            m_r.error(e, JsonReader::item(path, i), QStringLiteral("unknown card type %1").arg(e.isString() ? '"' + e.toString() + '"' : JsonValue::typeName(e.type())));
            return false;
        }
        *out |= quint16(*t);
    }
    return true;
}

bool CardParser::supertypes(const JsonValue& v, const QString& path, quint8* out)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        auto t = e.isString() ? supertypeFromName(e.toString()) : std::nullopt;
        if (!t) {
            m_r.error(e, JsonReader::item(path, i), QStringLiteral("unknown supertype"));
            return false;
        }
        *out |= quint8(*t);
    }
    return true;
}

bool CardParser::subtypes(const JsonValue& v, const QString& path, QVector<SubtypeId>* out, bool* chosen)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        if (!m_r.expect(e, T::String, JsonReader::item(path, i)))
            return false;
        if (e.toString() == "$chosen") {
            *chosen = true;
            continue;
        }
        auto id = SubtypeRegistry::instance().find(e.toString());
        if (!id) {
            m_r.error(e, JsonReader::item(path, i), QStringLiteral("unknown subtype \"%1\"").arg(e.toString()));
            return false;
        }
        out->append(*id);
    }
    return true;
}

bool CardParser::colors(const JsonValue& v, const QString& path, ColorSet* out, bool* chosen)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        if (e.isString() && e.toString() == "$chosen") {
            *chosen = true;
            continue;
        }
        auto c = e.isString() ? colorFromName(e.toString()) : std::nullopt;
        if (!c) {
            m_r.error(e, JsonReader::item(path, i), QStringLiteral("expected a colour: white, blue, black, red or green"));
            return false;
        }
        out->add(*c);
    }
    return true;
}

bool CardParser::manaText(const JsonValue& v, const QString& path, QString* out)
{
    if (!m_r.expect(v, T::String, path))
        return false;
    ManaCost cost;
    QString err;
    const QString text = v.toString();
    // Costs may hold {T}, {Q} and loyalty numbers besides mana.
    QString manaOnly = text;
    manaOnly.remove("{T}").remove("{Q}");
    if (!manaOnly.isEmpty() && !ManaCost::parse(manaOnly, &cost, &err)) {
        m_r.error(v, path, err);
        return false;
    }
    *out = text;
    return true;
}

std::optional<Selector> CardParser::selector(const JsonValue& v, const QString& path)
{
    Selector s = Selector();   // value-initialised: no undefined padding or optional payload is ever copied
    if (v.isString()) {
        static const QHash<QString, Selector::Ref> refs = {
            {"self", Selector::Ref::Self}, {"attached", Selector::Ref::Attached}, {"target", Selector::Ref::Target},
            {"target2", Selector::Ref::Target2}, {"targets", Selector::Ref::Targets}, {"chosen", Selector::Ref::Chosen},
            {"it", Selector::Ref::It},
        };
        auto it = refs.constFind(v.toString());
        if (it == refs.constEnd()) {
            m_r.error(v, path, QStringLiteral("unknown object reference \"%1\" (self, attached, target, target2, targets, chosen, it)").arg(v.toString()));
            return std::nullopt;
        }
        s.ref = *it;
        return s;
    }
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    const int before = m_diags->size();
    m_r.checkKeys(v, {"types", "not_types", "any_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes",
                      "colors", "colorless", "controller", "owner", "other", "zone", "tapped", "attacking",
                      "no_abilities", "has_keyword", "mana_value_at_most", "power_at_most", "nonlegendary", "word",
                      "any_of", "up_to"}, path);
    auto sub = [&](const char* key) { return JsonReader::child(path, key); };
    if (const JsonValue* a = v.find("any_of")) {
        if (m_r.expect(*a, T::Array, sub("any_of")))
            for (int i = 0; i < a->size(); ++i)
                if (auto part = selector(a->at(i), JsonReader::item(sub("any_of"), i)))
                    s.anyOf << *part;
    }
    if (const JsonValue* x = v.find("types")) cardTypes(*x, sub("types"), &s.types);
    if (const JsonValue* x = v.find("not_types")) cardTypes(*x, sub("not_types"), &s.notTypes);
    if (const JsonValue* x = v.find("any_types")) cardTypes(*x, sub("any_types"), &s.anyTypes);
    if (const JsonValue* x = v.find("supertypes")) supertypes(*x, sub("supertypes"), &s.supertypes);
    if (const JsonValue* x = v.find("not_supertypes")) supertypes(*x, sub("not_supertypes"), &s.notSupertypes);
    if (const JsonValue* x = v.find("subtypes")) subtypes(*x, sub("subtypes"), &s.subtypes, &s.subtypeChosen);
    if (const JsonValue* x = v.find("not_subtypes")) {
        bool chosen = false;
        subtypes(*x, sub("not_subtypes"), &s.notSubtypes, &chosen);
    }
    if (const JsonValue* x = v.find("colors")) {
        bool chosen = false;
        colors(*x, sub("colors"), &s.colors, &chosen);
    }
    s.colorless = m_r.boolean(v, "colorless", path).value_or(false);
    if (auto who = m_r.string(v, "controller", path, false)) {
        if (*who == "you") s.controller = Selector::Who::You;
        else if (*who == "opponent") s.controller = Selector::Who::Opponent;
        else m_r.error(*v.find("controller"), sub("controller"), QStringLiteral("expected \"you\" or \"opponent\""));
    }
    if (auto owner = m_r.string(v, "owner", path, false)) {
        if (*owner == "you") s.ownerYou = true;
        else m_r.error(*v.find("owner"), sub("owner"), QStringLiteral("expected \"you\""));
    }
    s.other = m_r.boolean(v, "other", path).value_or(false);
    if (auto zone = m_r.string(v, "zone", path, false)) {
        if (*zone == "any") s.where = Selector::Where::Any;
        else if (*zone == "not_battlefield") s.where = Selector::Where::NotBattlefield;
        else if (auto z = zoneFromName(*zone)) {
            s.where = *z == Zone::Battlefield ? Selector::Where::Battlefield : Selector::Where::Specific;
            s.zone = *z;
        } else m_r.error(*v.find("zone"), sub("zone"), QStringLiteral("unknown zone \"%1\"").arg(*zone));
    }
    s.tapped = m_r.boolean(v, "tapped", path);
    s.attacking = m_r.boolean(v, "attacking", path).value_or(false);
    s.noAbilities = m_r.boolean(v, "no_abilities", path).value_or(false);
    if (auto kw = m_r.string(v, "has_keyword", path, false)) {
        if (!knownKeywords().contains(*kw))
            m_r.error(*v.find("has_keyword"), sub("has_keyword"), QStringLiteral("unknown keyword \"%1\"").arg(*kw));
        s.hasKeyword = *kw;
    }
    if (const JsonValue* mv = v.find("mana_value_at_most")) {
        if (mv->isString() && mv->toString() == "x") s.manaValueAtMostX = true;
        else if (auto n = m_r.integer(v, "mana_value_at_most", path, false, 0, 1000)) s.manaValueAtMost = int(*n);
    }
    if (auto n = m_r.integer(v, "power_at_most", path, false, -1000, 1000))
        s.powerAtMost = int(*n);
    if (m_r.boolean(v, "nonlegendary", path).value_or(false))
        s.notSupertypes |= quint8(Supertype::Legendary);
    if (auto w = m_r.string(v, "word", path, false)) {
        if (*w != "permanent" && *w != "spell" && *w != "card")
            m_r.error(*v.find("word"), sub("word"), QStringLiteral("expected \"permanent\", \"spell\" or \"card\""));
        s.word = *w;
    }
    if (auto n = m_r.integer(v, "up_to", path, false, 1, 100))
        s.upTo = quint8(*n);
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
        if (!s) return std::nullopt;
        e.kind = Expr::Kind::Count;
        e.selector = QSharedPointer<Selector>::create(*s);
    } else if (key == "card_types_in_graveyards") {
        e.kind = Expr::Kind::CardTypesInGraveyards;
    } else if (key == "mana_value") {
        e.kind = Expr::Kind::ManaValueOfAffected;
    } else if (key == "power_of") {
        e.kind = Expr::Kind::PowerOfTarget;
    } else if (key == "life") {
        e.kind = Expr::Kind::Life;
        e.who = arg.isString() ? arg.toString() : QStringLiteral("you");
    } else if (key == "highest_life") {
        e.kind = Expr::Kind::HighestLife;
    } else if (key == "most_cards_in_hand_opponent") {
        e.kind = Expr::Kind::MostCardsInHandOpponent;
    } else if (key == "sum" || key == "neg") {
        e.kind = key == "sum" ? Expr::Kind::Sum : Expr::Kind::Neg;
        if (key == "neg") {
            auto a = expr(arg, p);
            if (!a) return std::nullopt;
            e.args << *a;
        } else {
            if (!m_r.expect(arg, T::Array, p)) return std::nullopt;
            for (int i = 0; i < arg.size(); ++i) {
                auto a = expr(arg.at(i), JsonReader::item(p, i));
                if (!a) return std::nullopt;
                e.args << *a;
            }
        }
    } else {
        m_r.errorAtKey(v, key, p, QStringLiteral("unknown expression \"%1\"").arg(key));
        return std::nullopt;
    }
    return e;
}

std::optional<Condition> CardParser::condition(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path) )
        return std::nullopt;
    if (v.keys().size() != 1) {
        m_r.error(v, path, QStringLiteral("a condition has exactly one key"));
        return std::nullopt;
    }
    Condition c;
    const QString key = v.keys().first();
    const JsonValue& arg = *v.find(key);
    const QString p = JsonReader::child(path, key);
    if (key == "devotion_less_than") {
        c.kind = Condition::Kind::DevotionLessThan;
        if (!m_r.expect(arg, T::Object, p)) return std::nullopt;
        bool chosen = false;
        if (const JsonValue* cs = arg.find("colors")) colors(*cs, JsonReader::child(p, "colors"), &c.colors, &chosen);
        c.n = int(m_r.integer(arg, "n", p, true, 0, 1000).value_or(0));
    } else if (key == "you_control_at_least") {
        c.kind = Condition::Kind::YouControlAtLeast;
        if (!m_r.expect(arg, T::Object, p)) return std::nullopt;
        c.n = int(m_r.integer(arg, "n", p, true, 0, 1000).value_or(0));
        if (const JsonValue* f = arg.find("filter"))
            if (auto s = selector(*f, JsonReader::child(p, "filter")))
                c.filter = QSharedPointer<Selector>::create(*s);
    } else if (key == "attached_is" || key == "self_is") {
        c.kind = key == "attached_is" ? Condition::Kind::AttachedIs : Condition::Kind::SelfIs;
        auto s = selector(arg, p);
        if (!s) return std::nullopt;
        c.filter = QSharedPointer<Selector>::create(*s);
    } else if (key == "no_spells_cast_last_turn") {
        c.kind = Condition::Kind::NoSpellsCastLastTurn;
    } else if (key == "two_spells_cast_last_turn") {
        c.kind = Condition::Kind::TwoSpellsCastLastTurn;
    } else {
        m_r.errorAtKey(v, key, p, QStringLiteral("unknown condition \"%1\"").arg(key));
        return std::nullopt;
    }
    return c;
}

bool CardParser::copyExceptions(const JsonValue& v, const QString& path, CopyExceptions* out)
{
    if (!m_r.expect(v, T::Object, path))
        return false;
    m_r.checkKeys(v, {"add_types", "add_supertypes", "add_subtypes", "set_pt", "add_abilities", "extra_counters",
                      "keep_color", "has_this_ability"}, path);
    const int before = m_diags->size();
    auto sub = [&](const char* key) { return JsonReader::child(path, key); };
    if (const JsonValue* x = v.find("add_types")) cardTypes(*x, sub("add_types"), &out->addTypes);
    if (const JsonValue* x = v.find("add_supertypes")) supertypes(*x, sub("add_supertypes"), &out->addSupertypes);
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
            out->extraCounterCount = !n ? QStringLiteral("1") : n->isInteger() ? QString::number(n->toInteger()) : n->toString();
        }
    }
    out->keepOwnColor = m_r.boolean(v, "keep_color", path).value_or(false);
    out->hasThisAbility = m_r.boolean(v, "has_this_ability", path).value_or(false);
    return m_diags->size() == before;
}

std::optional<Op> CardParser::op(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    if (v.keys().size() != 1) {
        m_r.error(v, path, QStringLiteral("an operation has exactly one key"));
        return std::nullopt;
    }
    const QString key = v.keys().first();
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
        subtypes(arg, p, &o.subtypes, &o.subtypeChosen);
        break;
    case Op::Kind::AddSupertypes:
        supertypes(arg, p, &o.supertypes);
        break;
    case Op::Kind::SetColors:
    case Op::Kind::AddColors:
        colors(arg, p, &o.colors, &o.colorChosen);
        break;
    case Op::Kind::AddAbilities:
    case Op::Kind::LoseAbilities:
    case Op::Kind::CantHave:
        abilities(v, key, path, &o.abilities);
        break;
    case Op::Kind::SetPT:
    case Op::Kind::ModifyPT:
        if (m_r.expect(arg, T::Object, p)) {
            m_r.checkKeys(arg, {"power", "toughness"}, p);
            if (const JsonValue* pw = arg.find("power")) o.power = expr(*pw, JsonReader::child(p, "power"));
            if (const JsonValue* th = arg.find("toughness")) o.toughness = expr(*th, JsonReader::child(p, "toughness"));
            if (!o.power && !o.toughness)
                m_r.error(arg, p, QStringLiteral("needs \"power\", \"toughness\" or both"));
        }
        break;
    case Op::Kind::Rule:
    case Op::Kind::PlayerRule:
        if (m_r.expect(arg, T::String, p)) {
            if (auto rule = fromCanonicalName<RuleName>(arg.toString()))
                o.rule = *rule;
            else
                m_r.error(arg, p, QStringLiteral("unknown rule \"%1\"").arg(arg.toString()));
        }
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

bool CardParser::ops(const JsonValue& object, const QString& key, const QString& path, QVector<Op>* out)
{
    const JsonValue* list = object.find(key);
    const QString p = JsonReader::child(path, key);
    if (!list) {
        m_r.error(object, p, QStringLiteral("missing required key \"%1\"").arg(key));
        return false;
    }
    if (!m_r.expect(*list, T::Array, p))
        return false;
    bool ok = true;
    for (int i = 0; i < list->size(); ++i) {
        if (auto o = op(list->at(i), JsonReader::item(p, i)))
            out->append(*o);
        else
            ok = false;
    }
    return ok;
}

std::optional<ContinuousDef> CardParser::continuous(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    m_r.checkKeys(v, {"affects", "effects", "duration"}, path);
    ContinuousDef def;
    if (const JsonValue* a = v.find("affects")) {
        if (auto s = selector(*a, JsonReader::child(path, "affects")))
            def.affects = QSharedPointer<Selector>::create(*s);
    } else {
        m_r.error(v, JsonReader::child(path, "affects"), QStringLiteral("missing required key \"affects\""));
    }
    ops(v, "effects", path, &def.ops);
    const QString duration = m_r.string(v, "duration", path, false).value_or(QStringLiteral("end_of_turn"));
    if (auto d = fromCanonicalName<Duration>(duration))
        def.duration = *d;
    else
        m_r.error(*v.find("duration"), JsonReader::child(path, "duration"), QStringLiteral("unknown duration \"%1\"").arg(duration));
    return def;
}

std::optional<Action> CardParser::action(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return std::nullopt;
    QString kind;
    for (const QString& key : v.keys()) {
        if (fromCanonicalName<ActionKind>(key)) {
            if (!kind.isEmpty()) {
                m_r.errorAtKey(v, key, path, QStringLiteral("an action has one kind; found \"%1\" and \"%2\"").arg(kind, key));
                return std::nullopt;
            }
            kind = key;
        } else if (!actionExtraKeys().contains(key)) {
            m_r.errorAtKey(v, key, JsonReader::child(path, key), QStringLiteral("unknown action \"%1\"").arg(key));
            return std::nullopt;
        }
    }
    if (kind.isEmpty()) {
        m_r.error(v, path, QStringLiteral("no action kind"));
        return std::nullopt;
    }
    Action a;
    a.kind = *fromCanonicalName<ActionKind>(kind);
    const QString p = JsonReader::child(path, kind);
    if (a.kind == ActionKind::Continuous) {
        auto c = continuous(*v.find(kind), p);
        if (!c) return std::nullopt;
        a.continuous = *c;
    } else if (!actionArgument(*v.find(kind), p, &a)) {
        return std::nullopt;
    }
    if (!actionModifiers(v, path, &a))
        return std::nullopt;
    return a;
}

bool CardParser::actions(const JsonValue& object, const QString& key, const QString& path, QVector<Action>* out)
{
    const JsonValue* list = object.find(key);
    const QString p = JsonReader::child(path, key);
    if (!list) {
        m_r.error(object, p, QStringLiteral("missing required key \"%1\"").arg(key));
        return false;
    }
    if (!m_r.expect(*list, T::Array, p))
        return false;
    bool ok = true;
    for (int i = 0; i < list->size(); ++i) {
        if (auto a = action(list->at(i), JsonReader::item(p, i)))
            out->append(*a);
        else
            ok = false;
    }
    return ok;
}

bool CardParser::costParts(const JsonValue& v, const QString& path, QVector<CostPart>* out)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        const QString p = JsonReader::item(path, i);
        CostPart part;
        if (e.isString()) {
            if (!manaText(e, p, &part.mana))
                return false;
        } else if (e.isObject() && e.keys().size() == 1) {
            const QString kind = e.keys().first();
            const JsonValue& arg = *e.find(kind);
            part.kind = fromCanonicalName<CostKind>(kind).value_or(CostKind::Mana);
            if (part.kind == CostKind::Sacrifice && arg.isString() && arg.toString() == "self") {
                part.amount = 1;
            } else if ((part.kind == CostKind::Discard || part.kind == CostKind::PayLife) && arg.isInteger()) {
                part.amount = int(arg.toInteger());
            } else {
                m_r.error(e, p, QStringLiteral("unknown cost part"));
                return false;
            }
        } else {
            m_r.error(e, p, QStringLiteral("expected a mana string or a cost object"));
            return false;
        }
        out->append(part);
    }
    return true;
}

AbilityPtr CardParser::ability(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return nullptr;
    static const QStringList kinds = {"keyword", "static", "activated", "loyalty", "triggered", "replacement", "spell", "cast_restriction"};
    QString kind;
    for (const QString& k : v.keys())
        if (kinds.contains(k))
            kind = k;
    if (kind.isEmpty()) {
        m_r.error(v, path, QStringLiteral("an ability needs one of: %1").arg(kinds.join(", ")));
        return nullptr;
    }
    const int before = m_diags->size();
    auto a = QSharedPointer<AbilityDef>::create();
    const QString p = JsonReader::child(path, kind);
    const JsonValue& body = *v.find(kind);

    if (kind == "keyword") {
        a->kind = AbilityDef::Kind::Keyword;
        m_r.checkKeys(v, {"keyword", "land_type", "from", "n", "cost", "what"}, path);
        if (m_r.expect(body, T::String, p)) {
            a->keyword = body.toString();
            if (!knownKeywords().contains(a->keyword))
                m_r.error(body, p, QStringLiteral("unknown keyword \"%1\"").arg(a->keyword));
        }
        if (auto land = m_r.string(v, "land_type", path, a->keyword == "Landwalk")) {
            auto id = SubtypeRegistry::instance().find(*land);
            if (!id) m_r.error(*v.find("land_type"), JsonReader::child(path, "land_type"), QStringLiteral("unknown land type \"%1\"").arg(*land));
            else { a->landType = *id; a->hasLandType = true; }
        }
        if (auto from = m_r.string(v, "from", path, a->keyword == "Protection")) {
            if (auto c = colorFromName(*from)) a->protectionFrom.add(*c);
            else a->protectionText = *from;
        }
        if (auto n = m_r.integer(v, "n", path, false, 0, 1000)) a->n = int(*n);
        if (const JsonValue* c = v.find("cost")) manaText(*c, JsonReader::child(path, "cost"), &a->cost);
        if (const JsonValue* w = v.find("what")) {
            if (auto s = selector(*w, JsonReader::child(path, "what")))
                a->enchant = QSharedPointer<Selector>::create(*s);
        } else if (a->keyword == "Enchant") {
            m_r.error(v, JsonReader::child(path, "what"), QStringLiteral("Enchant needs \"what\""));
        }
    } else if (kind == "static") {
        a->kind = AbilityDef::Kind::Static;
        m_r.checkKeys(v, {"static"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"affects", "effects", "condition", "cda"}, p);
            if (const JsonValue* af = body.find("affects")) {
                if (auto s = selector(*af, JsonReader::child(p, "affects")))
                    a->affects = QSharedPointer<Selector>::create(*s);
            } else {
                m_r.error(body, JsonReader::child(p, "affects"), QStringLiteral("missing required key \"affects\""));
            }
            ops(body, "effects", p, &a->ops);
            if (const JsonValue* c = body.find("condition")) a->condition = condition(*c, JsonReader::child(p, "condition"));
            a->cda = m_r.boolean(body, "cda", p).value_or(false);
        }
    } else if (kind == "activated" || kind == "loyalty") {
        a->kind = kind == "loyalty" ? AbilityDef::Kind::Loyalty : AbilityDef::Kind::Activated;
        if (kind == "loyalty") {
            m_r.checkKeys(v, {"loyalty", "effect", "targets"}, path);
            if (m_r.expect(body, T::String, p)) a->cost = body.toString();
            targets(v, path, &a->targets);
            actions(v, "effect", path, &a->effect);
        } else if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(v, {"activated"}, path);
            m_r.checkKeys(body, {"cost", "effect", "restriction", "targets"}, p);
            if (const JsonValue* c = body.find("cost")) costParts(*c, JsonReader::child(p, "cost"), &a->costParts);
            else m_r.error(body, JsonReader::child(p, "cost"), QStringLiteral("missing required key \"cost\""));
            targets(body, p, &a->targets);
            actions(body, "effect", p, &a->effect);
            if (auto r = m_r.string(body, "restriction", p, false)) {
                if (auto known = fromCanonicalName<ActivationRestriction>(*r))
                    a->restriction = *known;
                else
                    m_r.error(*body.find("restriction"), JsonReader::child(p, "restriction"), QStringLiteral("unknown restriction \"%1\"").arg(*r));
            }
        }
    } else if (kind == "triggered") {
        a->kind = AbilityDef::Kind::Triggered;
        m_r.checkKeys(v, {"triggered"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"event", "if", "effect", "optional", "targets"}, p);
            targets(body, p, &a->targets);
            if (auto ev = m_r.string(body, "event", p, true)) {
                if (auto known = fromCanonicalName<TriggerEvent>(*ev))
                    a->event = *known;
                else
                    m_r.error(*body.find("event"), JsonReader::child(p, "event"), QStringLiteral("unknown event \"%1\"").arg(*ev));
            }
            if (const JsonValue* c = body.find("if")) a->triggerIf = condition(*c, JsonReader::child(p, "if"));
            a->optional = m_r.boolean(body, "optional", p).value_or(false);
            actions(body, "effect", p, &a->effect);
        }
    } else if (kind == "replacement") {
        a->kind = AbilityDef::Kind::Replacement;
        m_r.checkKeys(v, {"replacement"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"enters_tapped", "enters_with_counters", "enters_with_counter_choice", "choose", "enters_as_copy"}, p);
            if (const JsonValue* c = body.find("enters_as_copy")) {
                const QString cp = JsonReader::child(p, "enters_as_copy");
                if (m_r.expect(*c, T::Object, cp)) {
                    m_r.checkKeys(*c, {"of", "optional", "except"}, cp);
                    Replacement::EntersAsCopy copy;
                    if (const JsonValue* of = c->find("of")) {
                        if (auto s = selector(*of, JsonReader::child(cp, "of")))
                            copy.of = QSharedPointer<Selector>::create(*s);
                    }
                    copy.optional = m_r.boolean(*c, "optional", cp).value_or(false);
                    if (const JsonValue* ex = c->find("except"))
                        copyExceptions(*ex, JsonReader::child(cp, "except"), &copy.except);
                    a->replacement.entersAsCopy = copy;
                }
            }
            if (auto choose = m_r.string(body, "choose", p, false)) {
                a->replacement.choose = fromCanonicalName<ChoiceKind>(*choose);
                if (!a->replacement.choose)
                    m_r.error(*body.find("choose"), JsonReader::child(p, "choose"), QStringLiteral("unknown choice \"%1\"").arg(*choose));
            }
            entersWith(body, p, &a->replacement);
        }
    } else if (kind == "spell") {
        a->kind = AbilityDef::Kind::Spell;
        m_r.checkKeys(v, {"spell"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"targets", "effect"}, p);
            targets(body, p, &a->targets);
            actions(body, "effect", p, &a->effect);
        }
    } else if (kind == "cast_restriction") {
        a->kind = AbilityDef::Kind::CastRestriction;
        m_r.checkKeys(v, {"cast_restriction"}, path);
        if (m_r.expect(body, T::String, p)) {
            if (auto r = fromCanonicalName<CastRestriction>(body.toString()))
                a->castRestriction = *r;
            else
                m_r.error(body, p, QStringLiteral("unknown restriction \"%1\"").arg(body.toString()));
        }
    }
    if (m_diags->size() != before)
        return nullptr;
    a->finalize();
    return a;
}

bool CardParser::targets(const JsonValue& object, const QString& path, QVector<Selector>* out)
{
    const JsonValue* t = object.find("targets");
    if (!t)
        return true;
    const QString tp = JsonReader::child(path, "targets");
    if (!m_r.expect(*t, T::Array, tp))
        return false;
    bool ok = true;
    for (int i = 0; i < t->size(); ++i) {
        if (auto s = selector(t->at(i), JsonReader::item(tp, i)))
            out->append(*s);
        else
            ok = false;
    }
    return ok;
}

bool CardParser::abilities(const JsonValue& object, const QString& key, const QString& path, QVector<AbilityPtr>* out)
{
    const JsonValue* list = object.find(key);
    if (!list)
        return true;
    const QString p = JsonReader::child(path, key);
    if (!m_r.expect(*list, T::Array, p))
        return false;
    bool ok = true;
    for (int i = 0; i < list->size(); ++i) {
        if (auto a = ability(list->at(i), JsonReader::item(p, i)))
            out->append(a);
        else
            ok = false;
    }
    return ok;
}

} // namespace strata
