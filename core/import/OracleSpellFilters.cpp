#include "OracleParser.h"
#include "OracleTriggerFilters.h"
#include "model/Colors.h"
#include "model/Types.h"
#include <QRegularExpression>
#include <algorithm>

// The spells cast triggers wait for (OracleFrames.cpp reads the rest of their heads); spellFilter also
// reads the spells of cost changes (OracleCosts.cpp) and of subjects (OracleSubjects.cpp).

namespace strata::import {

std::optional<Selector> eitherColorSpell(const QString& adjectives)
{
    static const QRegularExpression colours(QStringLiteral(
        "^(white|blue|black|red|green) or (white|blue|black|red|green)(?: (instant|sorcery|creature|artifact|enchantment)"
        " or (instant|sorcery|creature|artifact|enchantment))?$"));
    const auto m = colours.match(adjectives);
    if (!m.hasMatch() || m.captured(1) == m.captured(2) || (m.hasCaptured(3) && m.captured(3) == m.captured(4)))
        return std::nullopt;
    Selector s;
    for (int i = 3; i <= 4 && m.hasCaptured(i); ++i) {
        QString word = m.captured(i);
        word[0] = word[0].toUpper();
        s.anyTypes |= quint16(*cardTypeFromName(word));
    }
    s.colors.add(*colorFromName(m.captured(1)));
    s.colors.add(*colorFromName(m.captured(2)));
    s.word = QStringLiteral("spell");
    return s;
}

// The spell a cast trigger waits for: "instant or sorcery", "noncreature", "white", "Spirit or Arcane".
std::optional<Selector> OracleParser::spellFilter(const QString& adjectives) const
{
    if (adjectives == QLatin1String("historic"))
        return historicSpell();
    Selector s;
    // Round 23: three kinds, "an Aura or Equipment or Vehicle spell" (Sram, Senior Edificer's "an Aura,
    // Equipment, or Vehicle spell" as OracleTriggerWordings.cpp gives it).
    const QStringList choices = adjectives.split(QStringLiteral(" or "));
    if (choices.size() > 3)
        return std::nullopt;
    if (choices.size() == 3 && std::all_of(choices.cbegin(), choices.cend(), [](const QString& c) { return colorFromName(c).has_value(); })) {
        for (const QString& c : choices)   // God-Pharaoh's Faithful: "a blue, black or red spell", any of them
            s.colors.add(*colorFromName(c));
        s.word = QStringLiteral("spell");
        return s;
    }
    if (choices.size() >= 2) {
        for (const QString& c : choices) {
            bool plural = true;
            auto part = objects(c, &plural);
            if (!part || plural || part->isRef() || c.contains(QLatin1Char(' ')))
                return std::nullopt;
            s.anyOf << *part;
        }
    } else {
        bool plural = true;
        auto part = objects(adjectives + QStringLiteral(" permanent"), &plural);
        if (!part || plural || part->isRef() || part->controller != Selector::Who::Any)
            return std::nullopt;
        s = *part;
    }
    s.word = QStringLiteral("spell");
    return s;
}

}   // namespace strata::import
