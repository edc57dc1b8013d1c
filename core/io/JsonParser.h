#pragma once

// Private to core/io: the recursive-descent parser behind parseJson() (JsonTree.h).

#include "io/JsonTree.h"

namespace strata::io {

constexpr int kEndOfInput = -1;

// Recursive-descent parser. Every byte access goes through byteAt(), which is
// bounds-checked, so no input can make it read outside the buffer.
class JsonParser {
public:
    JsonParser(const char* data, qsizetype size) : m_data(data), m_size(size) { }

    std::optional<JsonValue> parseDocument(JsonParseError* error);

private:
    int byteAt(qsizetype offset) const
    {
        return offset >= 0 && offset < m_size ? static_cast<unsigned char>(m_data[offset]) : kEndOfInput;
    }
    int peek() const { return byteAt(m_offset); }
    bool atEnd() const { return m_offset >= m_size; }
    JsonPos here() const { return {m_line, m_column}; }

    // Only for bytes known to be ASCII and not line breaks.
    void advanceAscii(int count = 1)
    {
        m_offset += count;
        m_column += count;
    }
    void advanceCodePoint(int byteLength)
    {
        m_offset += byteLength;
        m_column += 1;
    }

    bool fail(const QString& message, JsonPos pos)
    {
        if (!m_failed) {
            m_failed = true;
            m_error.message = message;
            m_error.pos = pos;
        }
        return false;
    }

    // Returns the byte length of the well-formed UTF-8 sequence at offset and
    // stores its code point, or 0 if the bytes there are not valid UTF-8
    // (overlong forms, encoded surrogates and values above U+10FFFF included).
    int decodeUtf8(qsizetype offset, char32_t* codePoint) const;

    void skipWhitespace();
    bool parseValue(JsonValue& out, int depth);
    bool parseObject(JsonValue& out, int depth);
    bool parseArray(JsonValue& out, int depth);
    bool parseString(QString& out);
    bool parseEscape(QString& out);
    bool parseHexQuad(qsizetype offsetOfU, char32_t* value) const;
    bool parseNumber(JsonValue& out);
    bool parseLiteral(JsonValue& out);
    bool failUnexpected(const QString& expectation);
    bool failUnclosed(const char* containerKind, JsonPos openPos, JsonPos endPos);

    const char* m_data;
    qsizetype m_size;
    qsizetype m_offset = 0;
    int m_line = 1;
    int m_column = 1;
    bool m_failed = false;
    JsonParseError m_error;
};

}   // namespace strata::io
