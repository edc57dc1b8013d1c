#include "PlayText.h"
#include <QCoreApplication>

namespace strata {

namespace {

// The words PlayText::word() may carry, listed for lupdate.
[[maybe_unused]] const char* const kTerms[] = {
    QT_TRANSLATE_NOOP("PlayTerm", "battlefield"),
    QT_TRANSLATE_NOOP("PlayTerm", "graveyard"),
    QT_TRANSLATE_NOOP("PlayTerm", "hand"),
    QT_TRANSLATE_NOOP("PlayTerm", "library"),
    QT_TRANSLATE_NOOP("PlayTerm", "exile"),
    QT_TRANSLATE_NOOP("PlayTerm", "stack"),
    QT_TRANSLATE_NOOP("PlayTerm", "command"),
    QT_TRANSLATE_NOOP("PlayTerm", "untap"),
    QT_TRANSLATE_NOOP("PlayTerm", "upkeep"),
    QT_TRANSLATE_NOOP("PlayTerm", "draw"),
    QT_TRANSLATE_NOOP("PlayTerm", "main1"),
    QT_TRANSLATE_NOOP("PlayTerm", "beginning_of_combat"),
    QT_TRANSLATE_NOOP("PlayTerm", "declare_attackers"),
    QT_TRANSLATE_NOOP("PlayTerm", "declare_blockers"),
    QT_TRANSLATE_NOOP("PlayTerm", "first_strike_damage"),
    QT_TRANSLATE_NOOP("PlayTerm", "combat_damage"),
    QT_TRANSLATE_NOOP("PlayTerm", "end_of_combat"),
    QT_TRANSLATE_NOOP("PlayTerm", "main2"),
    QT_TRANSLATE_NOOP("PlayTerm", "end"),
    QT_TRANSLATE_NOOP("PlayTerm", "cleanup"),
    // Evasion abilities a creature may lose (CombatRules), and colours.
    QT_TRANSLATE_NOOP("PlayTerm", "flying"),
    QT_TRANSLATE_NOOP("PlayTerm", "shadow"),
    QT_TRANSLATE_NOOP("PlayTerm", "fear"),
    QT_TRANSLATE_NOOP("PlayTerm", "intimidate"),
    QT_TRANSLATE_NOOP("PlayTerm", "landwalk"),
    QT_TRANSLATE_NOOP("PlayTerm", "protection"),
    QT_TRANSLATE_NOOP("PlayTerm", "menace"),
    QT_TRANSLATE_NOOP("PlayTerm", "white"),
    QT_TRANSLATE_NOOP("PlayTerm", "blue"),
    QT_TRANSLATE_NOOP("PlayTerm", "black"),
    QT_TRANSLATE_NOOP("PlayTerm", "red"),
    QT_TRANSLATE_NOOP("PlayTerm", "green"),
};

// Replaces %1…%9 in one pass, so an argument that contains "%2" stays as it is.
QString substitute(const QString& templ, const QStringList& values)
{
    QString out;
    out.reserve(templ.size() + 32);
    for (int i = 0; i < templ.size(); ++i) {
        const QChar c = templ.at(i);
        if (c == QLatin1Char('%') && i + 1 < templ.size() && templ.at(i + 1).isDigit()
            && templ.at(i + 1) != QLatin1Char('0')) {
            const int n = templ.at(i + 1).digitValue();
            out += values.value(n - 1);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

}   // namespace

PlayText PlayText::word(const QString& canonical)
{
    PlayText t(canonical);
    t.term = true;
    return t;
}

QString PlayText::english() const
{
    if (!source)
        return term ? QString(literal).replace(QLatin1Char('_'), QLatin1Char(' ')) : literal;
    QStringList values;
    for (const PlayText& a : args)
        values << a.english();
    return substitute(QString::fromUtf8(source), values);
}

QString PlayText::translated() const
{
    if (!source) {
        if (!term)
            return literal;
        const QString t = QCoreApplication::translate("PlayTerm", literal.toUtf8().constData());
        return t == literal ? english() : t;
    }
    QStringList values;
    for (const PlayText& a : args)
        values << a.translated();
    return substitute(QCoreApplication::translate("PlayText", source), values);
}

}   // namespace strata
