#include "io/JsonParser.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <system_error>

namespace strata::io {

namespace {

// Deep enough for any hand-written data file, shallow enough that the
// recursive descent below can never exhaust the stack.
constexpr int kMaxDepth = 200;

bool isAsciiDigit(int c)
{
    return c >= '0' && c <= '9';
}

bool isAsciiLetter(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int hexDigitValue(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

QString hex4(char32_t value)
{
    return QStringLiteral("%1").arg(static_cast<uint>(value), 4, 16, QLatin1Char('0')).toUpper();
}

QString codePointName(char32_t codePoint)
{
    return QStringLiteral("U+") + hex4(codePoint);
}

// Quoting a printable character reads better than its code point; control
// characters and quotes themselves would be confusing inside quotes.
QString describeCharacter(char32_t codePoint)
{
    if (codePoint > 0x20 && codePoint < 0x7f && codePoint != '\'')
        return QStringLiteral("'%1'").arg(QChar(static_cast<ushort>(codePoint)));
    return codePointName(codePoint);
}

QString positionText(JsonPos pos)
{
    return QStringLiteral("line %1, column %2").arg(pos.line).arg(pos.column);
}

}   // namespace

int JsonParser::decodeUtf8(qsizetype offset, char32_t* codePoint) const
{
    const int lead = byteAt(offset);
    if (lead < 0)
        return 0;
    if (lead < 0x80) {
        *codePoint = static_cast<char32_t>(lead);
        return 1;
    }

    int length = 0;
    char32_t value = 0;
    // The allowed range of the second byte is what rules out overlong
    // encodings, UTF-16 surrogates and code points beyond U+10FFFF.
    int secondMin = 0x80;
    int secondMax = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        value = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        value = lead & 0x0F;
        if (lead == 0xE0)
            secondMin = 0xA0;
        else if (lead == 0xED)
            secondMax = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        value = lead & 0x07;
        if (lead == 0xF0)
            secondMin = 0x90;
        else if (lead == 0xF4)
            secondMax = 0x8F;
    } else {
        return 0;
    }

    for (int i = 1; i < length; ++i) {
        const int next = byteAt(offset + i);
        const int min = i == 1 ? secondMin : 0x80;
        const int max = i == 1 ? secondMax : 0xBF;
        if (next < min || next > max)
            return 0;
        value = (value << 6) | static_cast<char32_t>(next & 0x3F);
    }
    *codePoint = value;
    return length;
}

void JsonParser::skipWhitespace()
{
    for (;;) {
        const int c = peek();
        if (c == ' ' || c == '\t') {
            advanceAscii();
        } else if (c == '\n' || c == '\r') {
            // CRLF is one line break; a lone CR is treated as one too, as
            // editors do.
            ++m_offset;
            if (c == '\r' && peek() == '\n')
                ++m_offset;
            ++m_line;
            m_column = 1;
        } else {
            return;
        }
    }
}

bool JsonParser::failUnexpected(const QString& expectation)
{
    const JsonPos pos = here();
    const int c = peek();
    if (c == kEndOfInput)
        return fail(QStringLiteral("unexpected end of input, %1").arg(expectation), pos);
    char32_t codePoint = 0;
    if (decodeUtf8(m_offset, &codePoint) == 0)
        return fail(QStringLiteral("invalid UTF-8"), pos);
    return fail(QStringLiteral("unexpected character %1, %2").arg(describeCharacter(codePoint), expectation), pos);
}

// Pointing only at the end of the file would leave the author hunting for
// which bracket was left open, so the message names where it was opened.
bool JsonParser::failUnclosed(const char* containerKind, JsonPos openPos, JsonPos endPos)
{
    return fail(QStringLiteral("unexpected end of input, the %1 starting at %2 is not closed")
                    .arg(QLatin1String(containerKind), positionText(openPos)),
        endPos);
}

std::optional<JsonValue> JsonParser::parseDocument(JsonParseError* error)
{
    // Positions are ints; refusing absurd sizes keeps every counter in range.
    if (m_size >= std::numeric_limits<int>::max()) {
        fail(QStringLiteral("input too large"), {1, 1});
    } else {
        if (byteAt(0) == 0xEF && byteAt(1) == 0xBB && byteAt(2) == 0xBF)
            m_offset = 3;   // the BOM is invisible in editors, so it takes no column

        JsonValue root;
        skipWhitespace();
        if (parseValue(root, 0)) {
            skipWhitespace();
            if (atEnd())
                return root;
            fail(QStringLiteral("trailing characters after the JSON value"), here());
        }
    }
    if (error)
        *error = m_error;
    return std::nullopt;
}

bool JsonParser::parseValue(JsonValue& out, int depth)
{
    out.m_pos = here();
    const int c = peek();
    switch (c) {
    case '{':
        return parseObject(out, depth + 1);
    case '[':
        return parseArray(out, depth + 1);
    case '"':
        out.m_type = JsonValue::Type::String;
        return parseString(out.m_string);
    case '-':
        return parseNumber(out);
    case '/':
        return fail(QStringLiteral("comments are not allowed in JSON"), here());
    case '\'':
        return fail(QStringLiteral("strings must be enclosed in double quotes"), here());
    default:
        break;
    }
    if (isAsciiDigit(c))
        return parseNumber(out);
    if (isAsciiLetter(c))
        return parseLiteral(out);
    return failUnexpected(QStringLiteral("expected a JSON value"));
}

bool JsonParser::parseObject(JsonValue& out, int depth)
{
    const JsonPos openPos = here();
    if (depth > kMaxDepth)
        return fail(QStringLiteral("nesting deeper than %1 levels").arg(kMaxDepth), openPos);
    out.m_type = JsonValue::Type::Object;
    advanceAscii();   // '{'

    skipWhitespace();
    if (peek() == '}') {
        advanceAscii();
        return true;
    }

    for (;;) {
        const JsonPos keyPos = here();
        if (peek() != '"') {
            if (atEnd())
                return failUnclosed("object", openPos, keyPos);
            return failUnexpected(QStringLiteral("expected a string key in double quotes"));
        }
        QString key;
        if (!parseString(key))
            return false;
        const int existing = out.memberIndex(key);
        if (existing >= 0) {
            const JsonPos firstPos = out.m_keyPositions[static_cast<size_t>(existing)];
            return fail(
                QStringLiteral("duplicate key \"%1\" (first defined at %2)").arg(key, positionText(firstPos)), keyPos);
        }

        skipWhitespace();
        if (peek() != ':')
            return failUnexpected(QStringLiteral("expected ':' after object key"));
        advanceAscii();
        skipWhitespace();

        JsonValue member;
        if (!parseValue(member, depth))
            return false;
        out.addMemberKey(key, keyPos);
        out.m_children.push_back(std::move(member));

        skipWhitespace();
        const int c = peek();
        if (c == '}') {
            advanceAscii();
            return true;
        }
        if (c != ',') {
            if (atEnd())
                return failUnclosed("object", openPos, here());
            return fail(QStringLiteral("expected ',' or '}' after object member"), here());
        }
        const JsonPos commaPos = here();
        advanceAscii();
        skipWhitespace();
        if (peek() == '}')
            return fail(QStringLiteral("trailing comma in object"), commaPos);
    }
}

bool JsonParser::parseArray(JsonValue& out, int depth)
{
    const JsonPos openPos = here();
    if (depth > kMaxDepth)
        return fail(QStringLiteral("nesting deeper than %1 levels").arg(kMaxDepth), openPos);
    out.m_type = JsonValue::Type::Array;
    advanceAscii();   // '['

    skipWhitespace();
    if (peek() == ']') {
        advanceAscii();
        return true;
    }

    for (;;) {
        if (atEnd())
            return failUnclosed("array", openPos, here());
        JsonValue element;
        if (!parseValue(element, depth))
            return false;
        out.m_children.push_back(std::move(element));

        skipWhitespace();
        const int c = peek();
        if (c == ']') {
            advanceAscii();
            return true;
        }
        if (c != ',') {
            if (atEnd())
                return failUnclosed("array", openPos, here());
            return fail(QStringLiteral("expected ',' or ']' after array element"), here());
        }
        const JsonPos commaPos = here();
        advanceAscii();
        skipWhitespace();
        if (peek() == ']')
            return fail(QStringLiteral("trailing comma in array"), commaPos);
    }
}

bool JsonParser::parseString(QString& out)
{
    const JsonPos openPos = here();
    advanceAscii();   // '"'
    out.clear();

    for (;;) {
        const int c = peek();
        if (c == kEndOfInput)
            return fail(QStringLiteral("unterminated string"), openPos);
        if (c == '"') {
            advanceAscii();
            return true;
        }
        if (c == '\\') {
            if (byteAt(m_offset + 1) == kEndOfInput)
                return fail(QStringLiteral("unterminated string"), openPos);
            if (!parseEscape(out))
                return false;
            continue;
        }
        if (c < 0x20)
            return fail(
                QStringLiteral("unescaped control character %1 in string").arg(codePointName(static_cast<char32_t>(c))),
                here());
        if (c < 0x80) {
            // A run of plain ASCII is appended at once: card and library files are mostly that.
            qsizetype end = m_offset + 1;
            for (int b = byteAt(end); b >= 0x20 && b < 0x80 && b != '"' && b != '\\'; b = byteAt(end))
                ++end;
            out.append(QLatin1StringView(m_data + m_offset, end - m_offset));
            advanceAscii(int(end - m_offset));
            continue;
        }
        char32_t codePoint = 0;
        const int length = decodeUtf8(m_offset, &codePoint);
        if (length == 0)
            return fail(QStringLiteral("invalid UTF-8"), here());
        const QChar units[2] = {QChar::highSurrogate(codePoint), QChar::lowSurrogate(codePoint)};
        if (QChar::requiresSurrogates(codePoint))
            out.append(units, 2);
        else
            out.append(QChar(static_cast<char16_t>(codePoint)));
        advanceCodePoint(length);
    }
}

bool JsonParser::parseHexQuad(qsizetype offsetOfU, char32_t* value) const
{
    char32_t result = 0;
    for (int i = 1; i <= 4; ++i) {
        const int digit = hexDigitValue(byteAt(offsetOfU + i));
        if (digit < 0)
            return false;
        result = (result << 4) | static_cast<char32_t>(digit);
    }
    *value = result;
    return true;
}

bool JsonParser::parseEscape(QString& out)
{
    const JsonPos escapePos = here();
    advanceAscii();   // '\'
    const int c = peek();
    char16_t simple = 0;
    switch (c) {
    case '"':
        simple = u'"';
        break;
    case '\\':
        simple = u'\\';
        break;
    case '/':
        simple = u'/';
        break;
    case 'b':
        simple = u'\b';
        break;
    case 'f':
        simple = u'\f';
        break;
    case 'n':
        simple = u'\n';
        break;
    case 'r':
        simple = u'\r';
        break;
    case 't':
        simple = u'\t';
        break;
    case 'u':
        break;
    default: {
        char32_t codePoint = 0;
        if (decodeUtf8(m_offset, &codePoint) == 0)
            return fail(QStringLiteral("invalid UTF-8"), here());
        return fail(
            QStringLiteral("invalid escape sequence '\\' followed by %1").arg(describeCharacter(codePoint)), escapePos);
    }
    }
    if (c != 'u') {
        out.append(QChar(simple));
        advanceAscii();
        return true;
    }

    char32_t unit = 0;
    if (!parseHexQuad(m_offset, &unit))
        return fail(QStringLiteral("invalid \\u escape, expected four hexadecimal digits"), escapePos);
    advanceAscii(5);   // "uXXXX"

    const auto unpaired = [&](JsonPos pos, char32_t value) {
        return fail(QStringLiteral("unpaired surrogate \\u%1 in string").arg(hex4(value)), pos);
    };

    if (QChar::isLowSurrogate(unit))
        return unpaired(escapePos, unit);
    if (!QChar::isHighSurrogate(unit)) {
        out.append(QChar(static_cast<char16_t>(unit)));
        return true;
    }

    // A high surrogate is only meaningful as the first half of a pair, and a
    // QString holding half a pair would be malformed UTF-16.
    const JsonPos secondPos = here();
    if (peek() != '\\' || byteAt(m_offset + 1) != 'u')
        return unpaired(escapePos, unit);
    char32_t low = 0;
    if (!parseHexQuad(m_offset + 1, &low))
        return fail(QStringLiteral("invalid \\u escape, expected four hexadecimal digits"), secondPos);
    if (!QChar::isLowSurrogate(low))
        return unpaired(escapePos, unit);
    advanceAscii(6);   // "\uXXXX"
    out.append(QChar(static_cast<char16_t>(unit)));
    out.append(QChar(static_cast<char16_t>(low)));
    return true;
}

bool JsonParser::parseNumber(JsonValue& out)
{
    const JsonPos startPos = here();
    const qsizetype start = m_offset;
    bool negative = false;
    if (peek() == '-') {
        negative = true;
        advanceAscii();
    }

    // Integer part, accumulated as a negative number so that qint64's minimum
    // (whose magnitude has no positive counterpart) fits.
    const int firstDigit = peek();
    if (!isAsciiDigit(firstDigit))
        return failUnexpected(QStringLiteral("expected a digit after '-'"));
    bool fitsInInteger = true;
    qint64 negativeMagnitude = 0;
    int significantIntegerDigits = 0;
    if (firstDigit == '0') {
        advanceAscii();
        if (isAsciiDigit(peek()))
            return fail(QStringLiteral("invalid number, leading zeros are not allowed"), startPos);
    } else {
        while (isAsciiDigit(peek())) {
            const int digit = peek() - '0';
            if (negativeMagnitude < (std::numeric_limits<qint64>::min() + digit) / 10)
                fitsInInteger = false;
            else
                negativeMagnitude = negativeMagnitude * 10 - digit;
            ++significantIntegerDigits;
            advanceAscii();
        }
    }

    bool hasFractionOrExponent = false;
    int leadingFractionZeros = 0;
    bool fractionHasNonZero = false;
    if (peek() == '.') {
        hasFractionOrExponent = true;
        advanceAscii();
        if (!isAsciiDigit(peek()))
            return failUnexpected(QStringLiteral("expected a digit after the decimal point"));
        while (isAsciiDigit(peek())) {
            if (peek() != '0')
                fractionHasNonZero = true;
            else if (!fractionHasNonZero)
                ++leadingFractionZeros;
            advanceAscii();
        }
    }

    long long exponent = 0;
    if (peek() == 'e' || peek() == 'E') {
        hasFractionOrExponent = true;
        advanceAscii();
        bool negativeExponent = false;
        if (peek() == '+' || peek() == '-') {
            negativeExponent = peek() == '-';
            advanceAscii();
        }
        if (!isAsciiDigit(peek()))
            return failUnexpected(QStringLiteral("expected a digit in the exponent"));
        while (isAsciiDigit(peek())) {
            // Saturate: only the order of magnitude matters past this point.
            if (exponent < 1000000)
                exponent = exponent * 10 + (peek() - '0');
            advanceAscii();
        }
        if (negativeExponent)
            exponent = -exponent;
    }

    out.m_type = JsonValue::Type::Number;
    double value = 0.0;
    const char* first = m_data + start;
    const char* last = m_data + m_offset;
    const auto [end, status] = std::from_chars(first, last, value);
    if (status == std::errc::result_out_of_range) {
        // from_chars does not say which way it went out of range; the decimal
        // order of magnitude does, since the limits are ~1e308 and ~1e-324.
        const long long magnitude = significantIntegerDigits > 0 ? significantIntegerDigits - 1 + exponent
                                                                 : -(leadingFractionZeros + 1) + exponent;
        if (magnitude > 0)
            return fail(QStringLiteral("number out of range"), startPos);
        value = negative ? -0.0 : 0.0;
    } else if (status != std::errc() || end != last) {
        // The grammar above already guarantees a well-formed number.
        return fail(QStringLiteral("invalid number"), startPos);
    }
    out.m_number = value;

    if (!hasFractionOrExponent && fitsInInteger) {
        if (negative) {
            out.m_integer = negativeMagnitude;
            out.m_isInteger = true;
        } else if (negativeMagnitude != std::numeric_limits<qint64>::min()) {
            out.m_integer = -negativeMagnitude;
            out.m_isInteger = true;
        }
    }
    return true;
}

bool JsonParser::parseLiteral(JsonValue& out)
{
    const JsonPos startPos = here();
    const qsizetype start = m_offset;
    qsizetype end = start;
    while (isAsciiLetter(byteAt(end)) || isAsciiDigit(byteAt(end)) || byteAt(end) == '_')
        ++end;
    const QByteArray word(m_data + start, end - start);

    if (word == "true") {
        out.m_type = JsonValue::Type::Bool;
        out.m_bool = true;
    } else if (word == "false") {
        out.m_type = JsonValue::Type::Bool;
        out.m_bool = false;
    } else if (word == "null") {
        out.m_type = JsonValue::Type::Null;
    } else {
        constexpr int kMaxShown = 24;
        QString shown = QString::fromLatin1(word.left(kMaxShown));
        if (word.size() > kMaxShown)
            shown += QStringLiteral("...");
        return fail(QStringLiteral("invalid literal \"%1\", expected a JSON value").arg(shown), startPos);
    }
    advanceAscii(static_cast<int>(end - start));
    return true;
}

}   // namespace strata::io
