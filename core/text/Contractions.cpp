#include "Contractions.h"
#include "WriterLanguage.h"
#include <QCoreApplication>
#include <QMutex>
#include <QStringList>

namespace strata {

namespace {

// Whether position `i` of `text` starts a word: what precedes it is no letter, digit or apostrophe.
bool startsWord(const QString& text, qsizetype i)
{
    if (i == 0)
        return true;
    const QChar before = text.at(i - 1);
    if (before == QLatin1Char('\''))
        return false;
    char32_t c = before.unicode();
    if (before.isLowSurrogate() && i >= 2 && text.at(i - 2).isHighSurrogate())
        c = QChar::surrogateToUcs4(text.at(i - 2), before);
    return !QChar::isLetter(c) && !QChar::isNumber(c);
}

// Every occurrence of `from` that starts a word, left to right and without overlaps, replaced by `to`.
QString replacedAtWordStarts(const QString& text, const QString& from, const QString& to)
{
    qsizetype found = text.indexOf(from);
    if (found < 0)
        return text;
    QString out;
    qsizetype copied = 0;
    while (found >= 0) {
        if (startsWord(text, found)) {
            out += QStringView(text).mid(copied, found - copied);
            out += to;
            copied = found + from.size();
            found = text.indexOf(from, copied);
        } else {
            found = text.indexOf(from, found + 1);
        }
    }
    if (copied == 0)
        return text;
    out += QStringView(text).mid(copied);
    return out;
}

}   // namespace

QString capitalizedFirstLetter(QString s)
{
    for (int i = 0; i < s.size(); ++i) {
        if (s[i].isLetter()) {
            s[i] = s[i].toUpper();
            break;
        }
        if (s[i] != QLatin1Char('"') && s[i] != QChar(0x201C) && s[i] != QChar(0xAB))
            break;
    }
    return s;
}

Contractions::Contractions(const QString& rules)
{
    if (rules == QLatin1String("(none)"))
        return;
    for (const QString& rule : rules.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const qsizetype eq = rule.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString from = rule.left(eq);
        const QString to = rule.mid(eq + 1);
        ++m_ruleCount;
        m_replacements.append({from, to});
        const QString capitalFrom = capitalizedFirstLetter(from);
        if (capitalFrom != from)
            m_replacements.append({capitalFrom, capitalizedFirstLetter(to)});
    }
}

QSharedPointer<const Contractions> Contractions::current()
{
    const QString rules = rulestext::translate("RulesText", "(none)",
        "contractions applied to the finished text: pairs \"from=to\" separated by \"|\", matched at the start of a "
        "word, e.g. Spanish \"de el =del |a el =al \"; leave \"(none)\" if your language has none");
    static QMutex mutex;
    static QString lastRules;
    static QSharedPointer<const Contractions> last;
    QMutexLocker lock(&mutex);
    if (!last || rules != lastRules) {
        last = QSharedPointer<const Contractions>::create(rules);
        lastRules = rules;
    }
    return last;
}

QString Contractions::apply(QString text) const
{
    for (const auto& [from, to] : m_replacements)
        text = replacedAtWordStarts(text, from, to);
    return text;
}

}   // namespace strata
