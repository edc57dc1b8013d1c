#include "CardFileStream.h"
#include <QFile>
#include <QFileInfo>
#include <vector>
#include <zlib.h>

namespace strata::import {

namespace {

// Cuts card objects out of a byte stream fed in chunks. It follows strings, escapes and nesting only
// (the card objects themselves are parsed, with positions, by io::parseJson), and tracks the line and
// column of every byte so each card knows where it starts in the file.
class Splitter {
public:
    explicit Splitter(const CardFileStream::Handler& handler) : m_handler(handler) { }

    // False once the structure is broken or the handler asked to stop.
    bool feed(const char* data, qsizetype size);
    bool finish();
    bool cancelled() const { return m_cancelled; }
    const StreamError& error() const { return m_error; }

private:
    enum class Shape : quint8 { Unknown, Array, Object };
    struct Level {
        char open;
        bool expectKey;    // in an object: the next string is a key
        bool afterValue;   // a value ended: only ',' or the closing bracket may follow
        io::JsonPos pos;
        bool pendingComma = false;   // a ',' with no value after it yet
    };

    bool byte(char c);
    bool fail(const QString& message, io::JsonPos pos)
    {
        m_error = {pos, message};
        m_failed = true;
        return false;
    }
    bool valueStarts(char c);
    bool valueEnded();
    bool closeLevel(char c);
    bool hand(RawCard&& card);

    const CardFileStream::Handler& m_handler;
    std::vector<Level> m_stack;
    Shape m_shape = Shape::Unknown;
    int m_cardDepth = 0;   // the nesting depth whose values are cards; 0 while not known
    bool m_inString = false, m_escape = false, m_stringIsKey = false, m_inLiteral = false;
    bool m_capturing = false;   // inside a card
    bool m_keepWhole = false;   // a top-level object is kept until it turns out to hold "data"
    bool m_done = false;        // the top-level value is closed
    QByteArray m_current;       // the card being cut out (or the whole top-level object)
    io::JsonPos m_currentPos;
    QByteArray m_key;   // the last key read outside a card
    QString m_cardKey;
    io::JsonPos m_here{1, 1};
    bool m_failed = false, m_cancelled = false;
    StreamError m_error;
};

bool Splitter::feed(const char* data, qsizetype size)
{
    for (qsizetype i = 0; i < size; ++i) {
        if (m_inString && !m_escape) {
            // Most of a card file is the text inside strings: a run of it changes nothing but the
            // copy and the column, so it is taken at once rather than byte by byte.
            qsizetype end = i;
            int columns = 0;
            while (end < size && data[end] != '"' && data[end] != '\\' && data[end] != '\n') {
                columns += (static_cast<unsigned char>(data[end]) & 0xC0) != 0x80;
                ++end;
            }
            if (m_capturing || m_keepWhole)
                m_current.append(data + i, end - i);
            if (m_stringIsKey && !m_capturing)
                m_key.append(data + i, end - i);
            m_here.column += columns;
            i = end;
            if (i == size)
                break;
        }
        const char c = data[i];
        if (!byte(c))
            return false;
        if (c == '\n') {
            ++m_here.line;
            m_here.column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++m_here.column;   // columns count code points, as io::parseJson does
        }
    }
    return true;
}

bool Splitter::hand(RawCard&& card)
{
    if (!m_handler(std::move(card))) {
        m_cancelled = true;
        return false;
    }
    return true;
}

bool Splitter::byte(char c)
{
    if (m_capturing || m_keepWhole)
        m_current.append(c);
    if (m_inString) {
        if (m_escape) {
            m_escape = false;
        } else if (c == '\\') {
            m_escape = true;
        } else if (c == '"') {
            m_inString = false;
            if (!m_stringIsKey)
                return valueEnded();
        } else if (m_stringIsKey && !m_capturing) {
            m_key.append(c);
        }
        return true;
    }
    if (m_inLiteral) {
        if (isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '+' || c == '-')
            return true;
        m_inLiteral = false;
        if (!valueEnded())
            return false;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        return true;
    if (m_done)
        return fail(QStringLiteral("unexpected text after the end of the card list"), m_here);
    if (m_shape == Shape::Unknown) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (u == 0xEF || u == 0xBB || u == 0xBF)
            return true;   // a byte order mark
        if (c != '[' && c != '{')
            return fail(QStringLiteral("expected a JSON array or object of cards"), m_here);
        m_shape = c == '[' ? Shape::Array : Shape::Object;
        m_cardDepth = c == '[' ? 1 : 0;
        if (c == '{') {
            m_keepWhole = true;
            m_current = QByteArray(1, c);
            m_currentPos = m_here;
        }
        m_stack.push_back({c, c == '{', false, m_here});
        return true;
    }
    Level& top = m_stack.back();
    switch (c) {
    case ',':
        if (!top.afterValue)
            return fail(QStringLiteral("unexpected ','"), m_here);
        top.afterValue = false;
        top.pendingComma = true;
        top.expectKey = top.open == '{';
        return true;
    case ':':
        if (top.open != '{' || top.expectKey || top.afterValue)
            return fail(QStringLiteral("unexpected ':'"), m_here);
        return true;
    case ']':
    case '}':
        return closeLevel(c);
    default:
        break;
    }
    if (top.afterValue)
        return fail(QStringLiteral("expected ',' or '%1'").arg(QChar(top.open == '[' ? ']' : '}')), m_here);
    top.pendingComma = false;
    if (top.open == '{' && top.expectKey) {
        if (c != '"')
            return fail(QStringLiteral("expected a key in double quotes"), m_here);
        m_inString = true;
        m_stringIsKey = true;
        top.expectKey = false;
        if (!m_capturing)
            m_key.clear();
        return true;
    }
    return valueStarts(c);
}

bool Splitter::valueStarts(char c)
{
    const int depth = int(m_stack.size());
    const bool container = c == '{' || c == '[';
    if (!m_capturing && depth == m_cardDepth) {
        if (!container) {
            const QString found = c == '"' ? QStringLiteral("a string")
                : c == 't' || c == 'f'     ? QStringLiteral("a boolean")
                : c == 'n'                 ? QStringLiteral("null")
                                           : QStringLiteral("a number");
            if (!hand({QByteArray(), m_here, QString::fromUtf8(m_key),
                    QStringLiteral("expected a card object, found %1").arg(found)}))
                return false;
        } else {
            m_capturing = true;
            m_current = QByteArray(1, c);
            m_currentPos = m_here;
            m_cardKey = m_stack.back().open == '{' ? QString::fromUtf8(m_key) : QString();
        }
    } else if (!m_capturing && depth == 1 && m_shape == Shape::Object && m_key == "data" && container) {
        // A list or AtomicCards: the cards are inside "data"; the top-level object is not a card.
        m_keepWhole = false;
        m_current.clear();
        m_cardDepth = 2;
    }
    if (container) {
        m_stack.push_back({c, c == '{', false, m_here});
        if (m_stack.size() > 200)
            return fail(QStringLiteral("nested more than 200 levels deep"), m_here);
        return true;
    }
    if (c == '"') {
        m_inString = true;
        m_stringIsKey = false;
        return true;
    }
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '-'))
        return fail(QStringLiteral("unexpected character '%1'").arg(QChar(c)), m_here);
    m_inLiteral = true;
    return true;
}

bool Splitter::valueEnded()
{
    if (!m_stack.empty())
        m_stack.back().afterValue = true;
    return true;
}

bool Splitter::closeLevel(char c)
{
    Level& top = m_stack.back();
    if ((c == ']') != (top.open == '['))
        return fail(QStringLiteral("'%1' does not close the '%2' opened at %3:%4")
                        .arg(QChar(c), QChar(top.open))
                        .arg(top.pos.line)
                        .arg(top.pos.column),
            m_here);
    if (top.pendingComma)
        return fail(QStringLiteral("a ',' before '%1'").arg(QChar(c)), m_here);
    m_stack.pop_back();
    if (m_capturing && int(m_stack.size()) == m_cardDepth) {
        m_capturing = false;
        RawCard card{std::move(m_current), m_currentPos, m_cardKey, QString()};
        m_current = QByteArray();
        if (!hand(std::move(card)))
            return false;
    }
    if (m_stack.empty()) {
        m_done = true;
        if (m_keepWhole) {   // the file is one card object
            m_keepWhole = false;
            RawCard card{std::move(m_current), m_currentPos, QString(), QString()};
            m_current = QByteArray();
            return hand(std::move(card));
        }
        return true;
    }
    return valueEnded();
}

bool Splitter::finish()
{
    if (m_shape == Shape::Unknown)
        return fail(QStringLiteral("the file holds no cards (it is empty)"), m_here);
    if (!m_stack.empty()) {
        const Level& open = m_stack.back();
        return fail(QStringLiteral("the file ends before the '%1' opened at %2:%3 is closed (truncated?)")
                        .arg(QChar(open.open))
                        .arg(open.pos.line)
                        .arg(open.pos.column),
            m_here);
    }
    if (m_shape == Shape::Object && m_cardDepth == 0 && !m_done)
        return fail(QStringLiteral("no cards found"), m_here);
    return true;
}

}   // namespace

bool CardFileStream::readBytes(const QByteArray& bytes, const Handler& handler, StreamError* error)
{
    Splitter splitter(handler);
    const bool ok = splitter.feed(bytes.constData(), bytes.size()) && splitter.finish();
    if (!ok && !splitter.cancelled() && error)
        *error = splitter.error();
    return ok;
}

bool CardFileStream::read(
    const QString& path, const Handler& handler, const Progress& progress, StreamError* error, bool* cancelled)
{
    const QFileInfo info(path);
    // Only regular files: opening a FIFO would block, /dev/zero never ends.
    if (!info.exists() || !info.isFile()) {
        if (error)
            *error = {{}, info.exists() ? QStringLiteral("not a regular file") : QStringLiteral("no such file")};
        return false;
    }
    const qint64 total = info.size();
    // zlib reads a file that is not compressed as it is, so one path serves both.
    gzFile gz = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!gz) {
        if (error)
            *error = {{}, QStringLiteral("cannot open the file")};
        return false;
    }
    gzbuffer(gz, 1 << 18);
    Splitter splitter(handler);
    std::vector<char> buffer(1 << 18);
    bool ok = true;
    for (;;) {
        const int n = gzread(gz, buffer.data(), unsigned(buffer.size()));
        if (n < 0) {
            int code = 0;
            const char* message = gzerror(gz, &code);
            if (error)
                *error = {{}, QStringLiteral("the compressed data is broken (%1)").arg(QString::fromUtf8(message))};
            gzclose(gz);
            return false;
        }
        if (n == 0)
            break;
        if (!splitter.feed(buffer.data(), n)) {
            ok = false;
            break;
        }
        if (progress)
            progress(qMin<qint64>(gzoffset(gz), total), total);
    }
    // A truncated compressed file reads as a short one: zlib says so only here.
    int code = 0;
    gzerror(gz, &code);
    const bool truncatedGz = ok && code == Z_BUF_ERROR;
    gzclose(gz);
    if (ok)
        ok = splitter.finish();
    if (cancelled)
        *cancelled = splitter.cancelled();
    if (!ok && !splitter.cancelled() && error)
        *error = splitter.error();
    if (ok && truncatedGz) {
        if (error)
            *error = {{}, QStringLiteral("the compressed file ends early (truncated)")};
        return false;
    }
    return ok;
}

}   // namespace strata::import
