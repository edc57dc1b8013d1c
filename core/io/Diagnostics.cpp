#include "Diagnostics.h"

namespace strata {

namespace {

constexpr int kMaxQuotedValue = 60;   // characters of a quoted value kept before "…"
constexpr int kMaxPath = 200;
constexpr int kMaxMessage = 300;
const QChar kEllipsis(0x2026);

bool hidesOrReorders(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0x061C
        || c == 0x2028 || c == 0x2029;
}

// The first `length` characters of `text`, never ending in half a surrogate pair.
QStringView head(QStringView text, qsizetype length)
{
    if (length < text.size() && length > 0 && text[length - 1].isHighSurrogate())
        --length;
    return text.left(length);
}

QString elided(const QString& text, qsizetype maxLength)
{
    return text.size() <= maxLength ? text : head(text, maxLength).toString() + kEllipsis;
}

// Values sit between double quotes in messages ("unknown card \"%1\""); each is cut to
// kMaxQuotedValue characters. A value holding quotes itself throws the pairing off, which the cap
// on the whole message still bounds.
QString elideQuotedValues(const QString& message)
{
    QString out;
    qsizetype i = 0;
    while (i < message.size()) {
        const qsizetype open = message.indexOf(QLatin1Char('"'), i);
        const qsizetype close = open < 0 ? -1 : message.indexOf(QLatin1Char('"'), open + 1);
        if (close < 0) {
            out += QStringView(message).mid(i);
            break;
        }
        out += QStringView(message).mid(i, open + 1 - i);
        const QStringView value = QStringView(message).mid(open + 1, close - open - 1);
        if (value.size() > kMaxQuotedValue) {
            out += head(value, kMaxQuotedValue);
            out += kEllipsis;
        } else {
            out += value;
        }
        out += QLatin1Char('"');
        i = close + 1;
        if (out.size() > kMaxMessage)
            break;   // the rest would be cut anyway
    }
    return out;
}

}   // namespace

QString escapedForDisplay(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (c == u'\n')
            out += QLatin1String("\\n");
        else if (c == u'\t')
            out += QLatin1String("\\t");
        else if (c == u'\r')
            out += QLatin1String("\\r");
        else if (c < 0x20 || (c >= 0x7F && c < 0xA0) || hidesOrReorders(c))
            out += QLatin1String("\\u") + QString::number(uint(c), 16).toUpper().rightJustified(4, QLatin1Char('0'));
        else
            out += ch;
    }
    return out;
}

QString Diagnostic::format() const
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    const QString what = path.isEmpty() ? message : path + QStringLiteral(": ") + message;
    return where + QStringLiteral(": error: ") + what;
}

void Diagnostics::add(const QString& file, io::JsonPos pos, const QString& path, const QString& message)
{
    Diagnostic d;
    d.file = escapedForDisplay(file);
    d.line = pos.line;
    d.column = pos.column;
    // Elided before escaping so a value of a million characters is not copied whole first.
    d.path = elided(escapedForDisplay(elided(path, kMaxPath)), kMaxPath);
    d.message = elided(escapedForDisplay(elideQuotedValues(message)), kMaxMessage);
    keep(d);
}

void Diagnostics::keep(const Diagnostic& d)
{
    int& ofFile = m_countPerFile[d.file];
    if (ofFile < kMaxPerFile)
        m_items.append(d);
    ++ofFile;
    ++m_count;
}

QStringList Diagnostics::formatted() const
{
    QStringList out;
    QHash<QString, int> shown;
    for (const Diagnostic& d : m_items) {
        out << d.format();
        if (++shown[d.file] != kMaxPerFile)
            continue;
        const int more = m_countPerFile.value(d.file) - kMaxPerFile;
        if (more > 0)
            out << QStringLiteral("%1: and %2 more %3")
                       .arg(d.file)
                       .arg(more)
                       .arg(more == 1 ? QLatin1String("error") : QLatin1String("errors"));
    }
    return out;
}

void Diagnostics::append(const Diagnostics& other)
{
    QHash<QString, int> kept;
    for (const Diagnostic& d : other.m_items) {
        keep(d);
        ++kept[d.file];
    }
    // What `other` counted past its own limit is counted here too, so size() stays the true total.
    for (auto it = other.m_countPerFile.cbegin(); it != other.m_countPerFile.cend(); ++it) {
        const int dropped = it.value() - kept.value(it.key());
        m_countPerFile[it.key()] += dropped;
        m_count += dropped;
    }
}

}   // namespace strata
