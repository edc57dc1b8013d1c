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

void JsonEmitter::renderedArray(const char* elements, qsizetype size)
{
    beforeValue();
    m_out += "[\n";
    if (size > 0) {
        m_out.append(elements, size);
        m_out += '\n';
    }
    pad(m_depth + m_levels.size());
    m_out += ']';
}

void JsonEmitter::appendElement(QByteArray& out, int levels, const QString& s)
{
    out.append(4 * levels, ' ');
    out += '"';
    appendEscaped(out, s);
    out += '"';
}

void JsonEmitter::strings(const QStringList& list)
{
    beginArray();
    for (const QString& s : list)
        value(s);
    end();
}

namespace {
// Code units that Qt's writer may not write as plain UTF-8: surrogates (a lone one becomes \uXXXX)
// and the noncharacters, which are left to Qt to be sure of writing what it writes.
bool leftToQt(char16_t u)
{
    return (u >= 0xd800 && u <= 0xdfff) || (u >= 0xfdd0 && u <= 0xfdef) || u >= 0xfffe;
}
}   // namespace

void JsonEmitter::appendEscaped(QByteArray& out, const QString& s)
{
    static const char hex[] = "0123456789abcdef";
    for (const QChar ch : s) {
        if (leftToQt(ch.unicode())) {
            const QByteArray array = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
            out.append(array.constData() + 2, array.size() - 4);
            return;
        }
    }
    // Other characters beyond ASCII go out as UTF-8, as Qt's writer does: every type line has its
    // dash, and a Qt document per type line was a tenth of writing a big result. The bytes are
    // written through a pointer into room for the longest escape of every character (six bytes,
    // "\u001f"), then the array is cut to what was written: appending byte by byte was a third of
    // writing a result of ability changes (patho.py kwende).
    const qsizetype before = out.size();
    out.resize(before + 6 * s.size());
    char* p = out.data() + before;
    for (const QChar ch : s) {
        const char16_t u = ch.unicode();
        if (u >= 0x80) {
            if (u < 0x800) {
                *p++ = char(0xc0 | (u >> 6));
            } else {
                *p++ = char(0xe0 | (u >> 12));
                *p++ = char(0x80 | ((u >> 6) & 0x3f));
            }
            *p++ = char(0x80 | (u & 0x3f));
            continue;
        }
        const char c = char(u);
        const char* escape = nullptr;
        switch (c) {
        case '"':
            escape = "\\\"";
            break;
        case '\\':
            escape = "\\\\";
            break;
        case '\b':
            escape = "\\b";
            break;
        case '\f':
            escape = "\\f";
            break;
        case '\n':
            escape = "\\n";
            break;
        case '\r':
            escape = "\\r";
            break;
        case '\t':
            escape = "\\t";
            break;
        default:
            if (uchar(c) < 0x20) {
                *p++ = '\\';
                *p++ = 'u';
                *p++ = '0';
                *p++ = '0';
                *p++ = hex[c >> 4];
                *p++ = hex[c & 0xf];
            } else {
                *p++ = c;
            }
            continue;
        }
        *p++ = escape[0];
        *p++ = escape[1];
    }
    out.resize(p - out.constData());
}

}   // namespace strata
