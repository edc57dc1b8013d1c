#include "JsonEmitter.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

namespace strata {

void JsonEmitter::open(char bracket)
{
    beforeValue();
    m_out += bracket;
    m_out += '\n';
    m_levels.append(Level{bracket == '{' ? '}' : ']'});
}

void JsonEmitter::end()
{
    const Level level = m_levels.last();
    m_levels.removeLast();
    if (!level.empty)
        m_out += '\n';
    pad(m_depth + m_levels.size());
    m_out += level.closing;
}

void JsonEmitter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.isEmpty())
        return;   // the first value: the caller placed it
    Level& level = m_levels.last();
    if (!level.empty)
        m_out += ",\n";
    level.empty = false;
    pad(m_depth + m_levels.size());
}

void JsonEmitter::key(const char* name)
{
    beforeValue();
    m_out += '"';
    m_out += name;
    m_out += "\": ";
    m_afterKey = true;
}

void JsonEmitter::key(const QString& name)
{
    beforeValue();
    m_out += '"';
    appendEscaped(m_out, name);
    m_out += "\": ";
    m_afterKey = true;
}

void JsonEmitter::value(const QString& s)
{
    beforeValue();
    m_out += '"';
    appendEscaped(m_out, s);
    m_out += '"';
}

void JsonEmitter::value(qint64 n)
{
    beforeValue();
    m_out += QByteArray::number(n);
}

void JsonEmitter::value(bool b)
{
    beforeValue();
    m_out += b ? "true" : "false";
}

void JsonEmitter::null()
{
    beforeValue();
    m_out += "null";
}

void JsonEmitter::strings(const QStringList& list)
{
    beginArray();
    for (const QString& s : list)
        value(s);
    end();
}

void JsonEmitter::appendEscaped(QByteArray& out, const QString& s)
{
    static const char hex[] = "0123456789abcdef";
    for (const QChar ch : s) {
        const char16_t u = ch.unicode();
        if (u >= 0x80) {
            // Beyond ASCII (rare: some card names), Qt's own writer decides, lone surrogates included.
            const QByteArray array = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
            out.append(array.constData() + 2, array.size() - 4);
            return;
        }
    }
    out.reserve(out.size() + s.size());
    for (const QChar ch : s) {
        const char u = char(ch.unicode());
        switch (u) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (uchar(u) < 0x20) {
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 0xf];
            } else {
                out += u;
            }
        }
    }
}

}   // namespace strata
