#include "DisplayText.h"

namespace strata::ui {

namespace {

QString capitalized(QString word)
{
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    return word;
}

// The card files and the engine name types capitalised; the translations are keyed by the lower-case
// words RulesText puts in sentences.
QString translatedWord(const char* context, const QString& englishName)
{
    return capitalized(QCoreApplication::translate(context, englishName.toLower().toUtf8().constData()));
}

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

} // namespace

QString DisplayText::typeLine(const TypeLine& type)
{
    QStringList front;
    for (const QString& s : type.supertypeNames())
        front << translatedWord("RulesText", s);
    for (const QString& t : type.cardTypeNames())
        front << translatedWord("CardType", t);
    QStringList subtypes;
    if (type.allCreatureTypes) {
        // Changeling, Mutavault: 290 names would bury the line (205.3m).
        subtypes << tr("every creature type");
        const SubtypeRegistry& registry = SubtypeRegistry::instance();
        for (SubtypeId id : type.subtypes)
            if (registry.kind(id) != SubtypeKind::Creature)
                subtypes << registry.name(id);
    } else {
        subtypes = type.subtypeNames();
    }
    const QString line = front.join(QLatin1Char(' '));
    if (subtypes.isEmpty())
        return line;
    return tr("%1 — %2", "type line: types — subtypes").arg(line, subtypes.join(QLatin1Char(' ')));
}

QString DisplayText::colors(ColorSet colors)
{
    if (colors.isEmpty())
        return tr("colorless");
    QStringList words;
    for (const QString& name : colors.names())
        words << QCoreApplication::translate("Color", name.toUtf8().constData());
    return words.join(tr(", ", "between colour names"));
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

} // namespace strata::ui
