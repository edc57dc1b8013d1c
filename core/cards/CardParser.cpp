#include "CardParser.h"

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

namespace {

bool isPlainNumber(const QString& text)
{
    bool ok = false;
    text.toInt(&ok);
    return ok;
}

}   // namespace

const QStringList& CardParser::knownKeywords()
{
    static const QStringList names = {
        "Banding",
        "Changeling",
        "Cumulative upkeep",
        "Deathtouch",
        "Defender",
        "Double strike",
        "Enchant",
        "Equip",
        "Fading",
        "Fear",
        "First strike",
        "Flanking",
        "Flash",
        "Flashback",
        "Flying",
        "Haste",
        "Hexproof",
        "Indestructible",
        "Infect",
        "Kicker",
        "Landwalk",
        "Lifelink",
        "Menace",
        "Morph",
        "Protection",
        "Rampage",
        "Reach",
        "Shadow",
        "Shroud",
        "Split second",
        "Trample",
        "Vigilance",
        "Buyback",
        "Cycling",
        "Echo",
        "Phasing",
        "Evoke",
        "Persist",
        "Vanishing",
        "Landcycling",
        "Typecycling",   // round 42: "Wizardcycling {3}" (702.29e), its creature type in "subtype"
        "Exalted",
        "Bushido",
        "Intimidate",
        "Wither",
        "Undying",
        "Prowess",
        "Devoid",
        "Affinity for artifacts",
        "Affinity for Forests",
        "Affinity for Islands",
        "Affinity for Mountains",
        "Affinity for Swamps",
        "Aftermath",
        "Ascend",
        "Battle cry",
        "Cascade",
        "Cipher",
        "Conspire",
        "Convoke",
        "Delve",
        "Dethrone",
        "Epic",
        "Evolve",
        "Exploit",
        "Extort",
        "Haunt",
        "Hideaway",
        "Horsemanship",
        "Improvise",
        "Ingest",
        "Jump-start",
        "Living weapon",
        "Melee",
        "Mentor",
        "Myriad",
        "Partner",
        "Partner with",   // 702.124j: "what" names the partner ({"named": …})
        "Champion",       // 702.72a: "what" is the object championed
        "Offering",       // 702.48a: "what" is the creature type offered
        "Provoke",
        "Rebound",
        "Retrace",
        "Riot",
        "Skulk",
        "Soulbond",
        "Storm",
        "Sunburst",
        "Totem armor",
        "Unleash",
        "Afflict",
        "Afterlife",
        "Amplify",
        "Annihilator",
        "Bloodthirst",
        "Crew",
        "Devour",
        "Dredge",
        "Fabricate",
        "Graft",
        "Modular",
        "Poisonous",
        "Renown",
        "Ripple",
        "Soulshift",
        "Tribute",
        "Aura swap",
        "Bestow",
        "Dash",
        "Embalm",
        "Emerge",
        "Entwine",
        "Escalate",
        "Eternalize",
        "Fortify",
        "Level up",
        "Madness",
        "Megamorph",
        "Miracle",
        "Multikicker",
        "Ninjutsu",
        "Outlast",
        "Prowl",
        "Replicate",
        "Scavenge",
        "Spectacle",
        "Splice onto Arcane",
        "Surge",
        "Transfigure",
        "Transmute",
        "Unearth",
        "Awaken",
        "Reinforce",
        "Suspend",
        "Fuse",
        "Gravestorm",
        "Overload",
        "Recover",
        "Basic landcycling",
        "Bands with other legendary creatures",   // 702.22c, carried
    };
    return names;
}

CardPtr CardParser::parse(const JsonValue& root)
{
    if (!m_r.expect(root, T::Object, QString()))
        return nullptr;
    const int before = m_diags->size();
    m_r.checkKeys(root,
        {"name", "mana_cost", "color_indicator", "supertypes", "types", "subtypes", "power", "toughness", "loyalty",
            "token", "back", "double_faced", "abilities", "notes"},
        QString());
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
        // split, flip and adventure: the card's second half, read from imported card files
        static const QStringList kLayouts = {"transform", "modal", "split", "flip", "adventure"};
        if (kind && !kLayouts.contains(*kind))
            m_r.error(*root.find("double_faced"), "double_faced",
                QStringLiteral("expected \"transform\", \"modal\", \"split\", \"flip\" or \"adventure\""));
        card->doubleFaced = kind.value_or(QString());
    }
    if (m_diags->size() != before)
        return nullptr;
    return card;
}

bool CardParser::face(const JsonValue& v, const QString& path, CardFace* out, bool isBack)
{
    if (isBack)
        m_r.checkKeys(v,
            {"name", "mana_cost", "color_indicator", "supertypes", "types", "subtypes", "power", "toughness", "loyalty",
                "abilities", "notes"},
            path);
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
        } else if (p->isString() && !isPlainNumber(p->toString()) && (*dst = PrintedNumber::parse(p->toString()))) {
        } else {
            m_r.error(*p, cp, QStringLiteral("expected a number or a star or X value such as \"*\", \"1+*\" or \"X\""));
        }
    };
    printed("power", &out->power);
    printed("toughness", &out->toughness);
    // A number is written as a JSON number; only a printed star or X is a string.
    if (const JsonValue* l = v.find("loyalty"); l && l->isString() && !isPlainNumber(l->toString()))
        printed("loyalty", &out->loyalty);
    else if (auto loyalty = m_r.integer(v, "loyalty", path, false, 0, 1000))
        out->loyalty = PrintedNumber{int(*loyalty), QString::number(*loyalty)};
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

bool CardParser::cardTypes(const JsonValue& v, const QString& path, quint16* out, bool* chosen)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        if (chosen && e.isString() && e.toString() == QLatin1String("$chosen")) {   // round 36: "of the chosen type"
            *chosen = true;
            continue;
        }
        auto t = e.isString() ? cardTypeFromName(e.toString()) : std::nullopt;
        if (!t) {
            m_r.error(e, JsonReader::item(path, i),
                QStringLiteral("unknown card type %1")
                    .arg(e.isString() ? '"' + e.toString() + '"' : JsonValue::typeName(e.type())));
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
            m_r.error(
                e, JsonReader::item(path, i), QStringLiteral("expected a colour: white, blue, black, red or green"));
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

}   // namespace strata
