#include "OracleAbilityTargets.h"
#include "model/Types.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

Selector onStack(const QString& word)
{
    Selector s;
    s.word = word;
    s.where = Selector::Where::Specific;
    s.zone = Zone::Stack;
    return s;
}

// "from an artifact source", "from an artifact, creature, enchantment, or land" (Rust, Interdict): the
// card types of the ability's source, any one of them (the writer names one type "source").
std::optional<quint16> sourceTypes(const QString& from)
{
    static const QRegularExpression one(QStringLiteral("^an? (\\w+) source$"));
    static const QRegularExpression several(QStringLiteral("^an? (\\w+(?:, \\w+)*),? or (\\w+)$"));
    QStringList words;
    if (const auto m = one.match(from); m.hasMatch()) {
        words << m.captured(1);
    } else if (const auto m = several.match(from); m.hasMatch()) {
        words = m.captured(1).split(QStringLiteral(", "));
        words << m.captured(2);
        // The writer lists alternatives alphabetically, as Oracle does; another order would not read back.
        QStringList sorted = words;
        sorted.sort();
        if (sorted != words || words.size() < 2)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    quint16 mask = 0;
    for (const QString& w : words) {
        const auto type = cardTypeFromName(w.left(1).toUpper() + w.mid(1));   // "artifact" → Artifact
        if (!type)
            return std::nullopt;
        mask |= quint16(*type);
    }
    return mask;
}

}   // namespace

std::optional<Selector> abilityTargetNoun(const QString& phrase)
{
    if (phrase == QLatin1String("activated ability"))
        return onStack(QStringLiteral("activated_ability"));
    if (phrase == QLatin1String("triggered ability"))
        return onStack(QStringLiteral("triggered_ability"));
    if (phrase == QLatin1String("activated or triggered ability")) {   // Stifle
        Selector s;
        s.anyOf << onStack(QStringLiteral("activated_ability")) << onStack(QStringLiteral("triggered_ability"));
        return s;
    }
    if (phrase == QLatin1String("spell, activated ability, or triggered ability")) {   // Voidslime
        Selector s;
        s.anyOf << onStack(QStringLiteral("spell")) << onStack(QStringLiteral("activated_ability"))
                << onStack(QStringLiteral("triggered_ability"));
        return s;
    }
    if (phrase == QLatin1String("spell or ability")) {   // Willbender, Spellskite
        Selector s;
        s.anyOf << onStack(QStringLiteral("spell")) << onStack(QStringLiteral("ability"));
        return s;
    }
    static const QRegularExpression from(QStringLiteral("^activated ability from (.+)$"));
    if (const auto m = from.match(phrase); m.hasMatch()) {
        const auto types = sourceTypes(m.captured(1));
        if (!types)
            return std::nullopt;
        Selector s = onStack(QStringLiteral("activated_ability"));
        s.anyTypes = *types;
        return s;
    }
    return std::nullopt;
}

}   // namespace strata::import
