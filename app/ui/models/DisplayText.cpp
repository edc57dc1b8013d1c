#include "DisplayText.h"
#include "text/RulesTextCache.h"
#include "text/SubtypeWords.h"
#include <array>
#include <optional>
#include <unordered_map>

namespace strata::ui {

namespace {

const char* const kActionNames[][2] = {
    {"zero_toughness", QT_TRANSLATE_NOOP("DisplayText", "toughness 0 or less")},
    {"lethal_damage", QT_TRANSLATE_NOOP("DisplayText", "lethal damage")},
    {"deathtouch_damage", QT_TRANSLATE_NOOP("DisplayText", "damage from a source with deathtouch")},
    {"zero_loyalty", QT_TRANSLATE_NOOP("DisplayText", "no loyalty")},
    {"legend_rule", QT_TRANSLATE_NOOP("DisplayText", "legend rule")},
    {"illegal_aura", QT_TRANSLATE_NOOP("DisplayText", "Aura attached illegally or to nothing")},
    {"illegal_attachment", QT_TRANSLATE_NOOP("DisplayText", "attached illegally")},
    {"counter_annihilation", QT_TRANSLATE_NOOP("DisplayText", "+1/+1 and -1/-1 counters cancel out")},
};

struct TypeLineHash {
    size_t operator()(const TypeLine& t) const
    {
        size_t h = qHashMulti(0, t.cardTypes, t.supertypes, t.allCreatureTypes);
        for (SubtypeId id : t.subtypes)
            h = qHashMulti(h, id);
        return h;
    }
};

}   // namespace

QString DisplayText::typeLine(const TypeLine& type)
{
    // Writing a type line asks the translators for every word of it; a board has few distinct type
    // lines and shows each many times per edit (tables, cards, timeline chips). Per thread, so no
    // lock; forgotten when the language changes.
    thread_local std::unordered_map<TypeLine, QString, TypeLineHash> written;
    thread_local quint64 writtenIn = 0;
    const quint64 language = RulesTextCache::languageChanges();
    if (language != writtenIn || written.size() > 4096) {
        written.clear();
        writtenIn = language;
    }
    if (const auto it = written.find(type); it != written.end())
        return it->second;
    return written.emplace(type, writeTypeLine(type)).first->second;
}

QString DisplayText::writeTypeLine(const TypeLine& type)
{
    // The main card type is the last one ("Creature" in "Enchantment Creature"); the other card types
    // and the supertypes are put to it one at a time by translatable templates, so that a language can
    // write them after it ("Criatura encantamiento legendaria"). Supertypes agree with the main type's
    // gender, as RulesText's adjectives do.
    const bool everyWord = tr("every word",
                               "type line capitalisation: answer \"every word\" (Legendary Enchantment "
                               "Creature) or \"first word\" (Criatura encantamiento legendaria)")
        != QLatin1String("first word");
    auto word = [&](const char* context, const QString& english, const char* disambiguation = nullptr) {
        const QString w = QCoreApplication::translate(context, english.toLower().toUtf8().constData(), disambiguation);
        return everyWord ? capitalized(w) : w;
    };
    const QStringList cardTypes = type.cardTypeNames();
    QString line;
    bool feminine = false;
    if (!cardTypes.isEmpty()) {
        const QString head = cardTypes.last().toLower();
        const QByteArray genderComment
            = QStringLiteral("grammatical gender of the noun \"%1\" (m or f)").arg(head).toUtf8();
        feminine
            = QCoreApplication::translate("RulesText", "m", genderComment.constData()).startsWith(QLatin1Char('f'));
        line = word("CardType", head);
        for (int i = cardTypes.size() - 2; i >= 0; --i)
            line = tr("%1 %2", "type line: a card type put before the main card type (Enchantment Creature)")
                       .arg(word("CardType", cardTypes[i]), line);
    }
    // The supertypes go as one group, in their own order ("Legendary Snow", "Criatura legendaria nevada").
    QStringList adjectives;
    for (const QString& supertype : type.supertypeNames())
        adjectives << word(
            "RulesText", supertype, feminine ? "adjective, feminine singular" : "adjective, masculine singular");
    if (!adjectives.isEmpty()) {
        const QString group = adjectives.join(QLatin1Char(' '));
        line = line.isEmpty()
            ? group
            : tr("%1 %2", "type line: the supertypes put before the card types (Legendary Snow Creature)")
                  .arg(group, line);
    }
    line = capitalized(line);
    QStringList subtypes;
    if (type.allCreatureTypes) {
        // Changeling, Mutavault: 290 names would bury the line (205.3m).
        subtypes << tr("every creature type");
        const SubtypeRegistry& registry = SubtypeRegistry::instance();
        for (SubtypeId id : type.subtypes)
            if (registry.kind(id) != SubtypeKind::Creature)
                subtypes << translatedSubtype(registry.name(id));
    } else {
        for (const QString& name : type.subtypeNames())
            subtypes << translatedSubtype(name);
    }
    if (subtypes.isEmpty())
        return line;
    return tr("%1 — %2", "type line: types — subtypes").arg(line, subtypes.join(QLatin1Char(' ')));
}

QString DisplayText::colors(ColorSet colors)
{
    // Every card face and characteristics row asks, after every edit: the 32 possible answers are
    // kept per thread until the language changes (in Spanish and Italian each tr() is a catalogue
    // lookup, and a row asks for its printed and its computed colours).
    thread_local quint64 language = 0;
    thread_local std::array<std::optional<QString>, 32> known;
    if (const quint64 now = RulesTextCache::languageChanges(); now != language) {
        language = now;
        known.fill(std::nullopt);
    }
    std::optional<QString>& text = known[colors.bits()];
    if (text)
        return *text;
    if (colors.isEmpty()) {
        text = tr("colorless");
        return *text;
    }
    QStringList words;
    for (const QString& name : colors.names())
        words << QCoreApplication::translate("Color", name.toUtf8().constData());
    text = words.join(tr(", ", "between colour names"));
    return *text;
}

QString DisplayText::powerToughness(const std::optional<int>& power, const std::optional<int>& toughness)
{
    if (!power && !toughness)
        return {};
    const auto show = [](const std::optional<int>& v) { return v ? QString::number(*v) : QStringLiteral("–"); };
    return QStringLiteral("%1/%2").arg(show(power), show(toughness));
}

QString DisplayText::stateBasedAction(const StateBasedAction& action)
{
    QString name = action.action;
    for (const auto& entry : kActionNames)
        if (action.action == QLatin1String(entry[0]))
            name = tr(entry[1]);
    return tr("%1 (%2)", "a state-based action and its rule").arg(name, action.rule);
}

QString DisplayText::playerName(const GameState& state, const QString& playerId)
{
    const Player* p = state.player(playerId);
    return p ? p->name : playerId;
}

QString DisplayText::capitalized(QString word)
{
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    return word;
}

}   // namespace strata::ui
