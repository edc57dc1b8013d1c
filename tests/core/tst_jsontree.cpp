#include "io/JsonTree.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <limits>
#include <random>

using strata::io::JsonParseError;
using strata::io::JsonPos;
using strata::io::JsonValue;
using strata::io::parseJson;

// Found by argument-dependent lookup, so QCOMPARE can print positions.
namespace strata::io {
char* toString(const JsonPos& pos)
{
    return qstrdup(QByteArray::number(pos.line).append(':').append(QByteArray::number(pos.column)).constData());
}
}   // namespace strata::io

namespace {

JsonPos at(int line, int column)
{
    return JsonPos{line, column};
}

// Checks the invariants every parse result must satisfy, whatever the input.
bool positionsAreSane(const JsonValue& value, int maxLine, int maxColumn)
{
    const auto inRange
        = [&](JsonPos p) { return p.line >= 1 && p.line <= maxLine && p.column >= 1 && p.column <= maxColumn; };
    if (!inRange(value.pos()))
        return false;
    if (value.isArray()) {
        for (int i = 0; i < value.size(); ++i) {
            if (!positionsAreSane(value.at(i), maxLine, maxColumn))
                return false;
        }
    } else if (value.isObject()) {
        for (const QString& key : value.keys()) {
            const JsonValue* member = value.find(key);
            if (!member || !inRange(value.keyPos(key)) || !positionsAreSane(*member, maxLine, maxColumn))
                return false;
        }
    }
    return true;
}

const QByteArray kCardDocument
    = "{\n"
      "  \"name\": \"Llanowar Elves\",\n"
      "  \"cost\": [1, {\"g\": true}],\n"
      "  \"flavor\": \"\xC3\x86ther \xF0\x9F\x8C\xB2 \xE2\x98\x85\", \"power\": -2.5,\n"   // Æther 🌲 ★
      "\t\"nested\": {\"a\": [null,\n"
      "      [false]]}\n"
      "}\n";

}   // namespace

class TestJsonTree : public QObject {
    Q_OBJECT

private slots:
    void positionsOfValuesAndKeys_data();
    void positionsOfValuesAndKeys();
    void byteOrderMarkIsSkipped();
    void keysKeepFileOrder();
    void objectsWithManyKeysFindEveryMember();
    void accessorsOnWrongTypesAreHarmless();
    void numbers_data();
    void numbers();
    void escapes();
    void rawUnicodeInStrings();
    void maximumDepthIsAccepted();
    void errors_data();
    void errors();
    void duplicateKeysInDifferentObjectsAreFine();
    void veryDeepInputDoesNotOverflowTheStack();
    void conversionToQJsonValue();
    void typeNames();
    void robustnessAgainstPrefixesAndMutations();
};

void TestJsonTree::positionsOfValuesAndKeys_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("LF") << kCardDocument;
    QTest::newRow("CRLF") << QByteArray(kCardDocument).replace("\n", "\r\n");
}

void TestJsonTree::positionsOfValuesAndKeys()
{
    QFETCH(QByteArray, document);
    JsonParseError error;
    const auto root = parseJson(document, &error);
    QVERIFY2(root, qPrintable(error.message));
    QVERIFY(root->isObject());
    QCOMPARE(root->pos(), at(1, 1));

    QCOMPARE(root->keyPos("name"), at(2, 3));
    QCOMPARE(root->find("name")->pos(), at(2, 11));
    QCOMPARE(root->find("name")->toString(), QStringLiteral("Llanowar Elves"));

    const JsonValue* cost = root->find("cost");
    QVERIFY(cost && cost->isArray());
    QCOMPARE(cost->pos(), at(3, 11));
    QCOMPARE(cost->at(0).pos(), at(3, 12));
    QCOMPARE(cost->at(1).pos(), at(3, 15));
    QCOMPARE(cost->at(1).keyPos("g"), at(3, 16));
    QCOMPARE(cost->at(1).find("g")->pos(), at(3, 21));

    // Line 4 has a 2-byte, a 4-byte (non-BMP: two UTF-16 units) and a 3-byte
    // character before "power"; each must count as exactly one column.
    QCOMPARE(root->keyPos("flavor"), at(4, 3));
    QCOMPARE(root->find("flavor")->pos(), at(4, 13));
    QCOMPARE(root->find("flavor")->toString(), QString::fromUtf8("\xC3\x86ther \xF0\x9F\x8C\xB2 \xE2\x98\x85"));
    QCOMPARE(root->keyPos("power"), at(4, 26));
    QCOMPARE(root->find("power")->pos(), at(4, 35));

    // A tab is one column, like any other code point.
    QCOMPARE(root->keyPos("nested"), at(5, 2));
    const JsonValue* nested = root->find("nested");
    QCOMPARE(nested->pos(), at(5, 12));
    QCOMPARE(nested->keyPos("a"), at(5, 13));
    const JsonValue* a = nested->find("a");
    QCOMPARE(a->pos(), at(5, 18));
    QCOMPARE(a->at(0).pos(), at(5, 19));
    QVERIFY(a->at(0).isNull());
    QCOMPARE(a->at(1).pos(), at(6, 7));
    QCOMPARE(a->at(1).at(0).pos(), at(6, 8));
    QCOMPARE(a->at(1).at(0).isBool(), true);
    QCOMPARE(a->at(1).at(0).toBool(), false);
}

void TestJsonTree::byteOrderMarkIsSkipped()
{
    JsonParseError error;
    const auto root = parseJson("\xEF\xBB\xBF{\"a\": 1}", &error);
    QVERIFY2(root, qPrintable(error.message));
    QCOMPARE(root->pos(), at(1, 1));
    QCOMPARE(root->keyPos("a"), at(1, 2));
    QCOMPARE(root->find("a")->pos(), at(1, 7));
}

void TestJsonTree::keysKeepFileOrder()
{
    const auto root = parseJson(R"({"zeta": 1, "alpha": 2, "mid": 3})", nullptr);
    QVERIFY(root);
    QCOMPARE(root->keys(), (QStringList{"zeta", "alpha", "mid"}));
    QCOMPARE(root->size(), 3);
    QVERIFY(root->contains("alpha"));
    QVERIFY(!root->contains("beta"));
    QCOMPARE(root->find("beta"), nullptr);
    QCOMPARE(root->keyPos("beta"), JsonPos{});
    QCOMPARE(root->find("mid")->toInteger(), 3);
}

// Small objects are searched key by key and big ones through a hash: both must find every member,
// keep positions and refuse a duplicate, on either side of the size where the hash starts.
void TestJsonTree::objectsWithManyKeysFindEveryMember()
{
    for (const int count : {15, 16, 17, 40}) {
        QByteArray text = "{";
        for (int i = 0; i < count; ++i)
            text += (i ? ",\n\"k" : "\n\"k") + QByteArray::number(i) + "\": " + QByteArray::number(i * 10);
        const auto root = parseJson(text + "}", nullptr);
        QVERIFY(root);
        QCOMPARE(root->size(), count);
        for (int i = 0; i < count; ++i) {
            const QString key = QStringLiteral("k%1").arg(i);
            QVERIFY2(root->find(key), qPrintable(key));
            QCOMPARE(root->find(key)->toInteger(), i * 10);
            QCOMPARE(root->keyPos(key), at(i + 2, 1));
        }
        QVERIFY(!root->contains(QStringLiteral("k%1").arg(count)));

        for (const int repeated : {0, count - 1}) {
            JsonParseError error;
            const QByteArray duplicate = text + ",\n\"k" + QByteArray::number(repeated) + "\": 0}";
            QVERIFY(!parseJson(duplicate, &error));
            QVERIFY2(error.message.startsWith(QStringLiteral("duplicate key \"k%1\" (first defined at line %2, column 1)")
                                                  .arg(repeated)
                                                  .arg(repeated + 2)),
                qPrintable(error.message));
            QCOMPARE(error.pos, at(count + 2, 1));
        }
    }
}

void TestJsonTree::accessorsOnWrongTypesAreHarmless()
{
    const auto root = parseJson(R"(["text", {"k": 1}])", nullptr);
    QVERIFY(root);
    const JsonValue& text = root->at(0);
    QCOMPARE(text.toBool(), false);
    QCOMPARE(text.toDouble(), 0.0);
    QCOMPARE(text.isInteger(), false);
    QCOMPARE(text.size(), 0);
    QVERIFY(text.keys().isEmpty());
    QCOMPARE(text.find("k"), nullptr);
    QVERIFY(text.at(0).isNull());

    QVERIFY(root->at(-1).isNull());
    QVERIFY(root->at(2).isNull());
    QCOMPARE(root->at(2).pos(), JsonPos{});
    QVERIFY(root->find("k") == nullptr);
    // Objects are not indexable, even though size() counts their members.
    QCOMPARE(root->at(1).size(), 1);
    QVERIFY(root->at(1).at(0).isNull());
    QCOMPARE(root->at(1).toString(), QString());
}

void TestJsonTree::numbers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("isInteger");
    QTest::addColumn<qint64>("integer");
    QTest::addColumn<double>("value");

    const qint64 max = std::numeric_limits<qint64>::max();
    const qint64 min = std::numeric_limits<qint64>::min();
    QTest::newRow("zero") << QByteArray("0") << true << qint64(0) << 0.0;
    QTest::newRow("negative zero") << QByteArray("-0") << true << qint64(0) << -0.0;
    QTest::newRow("small") << QByteArray("42") << true << qint64(42) << 42.0;
    QTest::newRow("negative") << QByteArray("-17") << true << qint64(-17) << -17.0;
    QTest::newRow("int64 max") << QByteArray("9223372036854775807") << true << max << 9223372036854775807.0;
    QTest::newRow("int64 min") << QByteArray("-9223372036854775808") << true << min << -9223372036854775808.0;
    QTest::newRow("int64 max + 1") << QByteArray("9223372036854775808") << false << qint64(0) << 9223372036854775808.0;
    QTest::newRow("int64 min - 1") << QByteArray("-9223372036854775809") << false << qint64(0)
                                   << -9223372036854775809.0;
    QTest::newRow("huge") << QByteArray("123456789012345678901234567890") << false << qint64(0)
                          << 1.2345678901234568e29;
    QTest::newRow("fraction") << QByteArray("1.0") << false << qint64(0) << 1.0;
    QTest::newRow("exponent") << QByteArray("1e2") << false << qint64(0) << 100.0;
    QTest::newRow("signed exponent") << QByteArray("1E+2") << false << qint64(0) << 100.0;
    QTest::newRow("negative exponent") << QByteArray("-2.5e-3") << false << qint64(0) << -0.0025;
    QTest::newRow("decimal") << QByteArray("0.1") << false << qint64(0) << 0.1;
    QTest::newRow("largest double") << QByteArray("1.7976931348623157e308") << false << qint64(0)
                                    << std::numeric_limits<double>::max();
    QTest::newRow("subnormal") << QByteArray("5e-324") << false << qint64(0) << 5e-324;
    QTest::newRow("underflow") << QByteArray("1e-400") << false << qint64(0) << 0.0;
    QTest::newRow("negative underflow") << QByteArray("-0.0001e-399") << false << qint64(0) << -0.0;
    QTest::newRow("zero with huge exponent") << QByteArray("0e99999999999999999999") << false << qint64(0) << 0.0;
}

void TestJsonTree::numbers()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, isInteger);
    QFETCH(qint64, integer);
    QFETCH(double, value);

    JsonParseError error;
    const auto parsed = parseJson("[" + text + "]", &error);
    QVERIFY2(parsed, qPrintable(error.message));
    const JsonValue& number = parsed->at(0);
    QVERIFY(number.isNumber());
    QCOMPARE(number.pos(), at(1, 2));
    QCOMPARE(number.isInteger(), isInteger);
    QCOMPARE(number.toInteger(), integer);
    QCOMPARE(number.toDouble(), value);
    QCOMPARE(std::signbit(number.toDouble()), std::signbit(value));
}

void TestJsonTree::escapes()
{
    JsonParseError error;
    const auto parsed
        = parseJson(R"(["\" \\ \/ \b \f \n \r \t", "\u0041\u00e9\u20AC\uD83C\uDF32", "a\u0000b"])", &error);
    QVERIFY2(parsed, qPrintable(error.message));
    QCOMPARE(parsed->at(0).toString(), QStringLiteral("\" \\ / \b \f \n \r \t"));
    QCOMPARE(parsed->at(1).toString(), QString::fromUtf8("A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x8C\xB2"));
    const QString withNul = parsed->at(2).toString();
    QCOMPARE(withNul.size(), 3);
    QCOMPARE(withNul.at(1), QChar(0));
    // An escape is six code points wide in the source.
    QCOMPARE(parsed->at(1).pos(), at(1, 29));
    QCOMPARE(parsed->at(2).pos(), at(1, 63));
}

void TestJsonTree::rawUnicodeInStrings()
{
    const QByteArray utf8 = "\xF0\x9F\x8C\xB2 \xE6\xA3\xAE \xC3\xA9 \xEF\xBB\xBF";
    const auto parsed = parseJson("\"" + utf8 + "\"", nullptr);
    QVERIFY(parsed);
    QCOMPARE(parsed->toString(), QString::fromUtf8(utf8));
}

void TestJsonTree::maximumDepthIsAccepted()
{
    const QByteArray arrays = QByteArray(200, '[') + QByteArray(200, ']');
    JsonParseError error;
    QVERIFY2(parseJson(arrays, &error), qPrintable(error.message));

    QByteArray objects;
    for (int i = 0; i < 199; ++i)
        objects += "{\"a\":";
    objects += "[]";
    objects += QByteArray(199, '}');
    QVERIFY2(parseJson(objects, &error), qPrintable(error.message));
}

void TestJsonTree::errors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const auto row = [](const char* name, const QByteArray& input, const char* message, int line, int column) {
        QTest::newRow(name) << input << QString::fromUtf8(message) << line << column;
    };

    row("empty", "", "unexpected end of input", 1, 1);
    row("only whitespace", "  \n ", "unexpected end of input", 2, 2);

    row("trailing comma in object", "{\"a\":1,}", "trailing comma in object", 1, 7);
    row("trailing comma in array", "[1,2,]", "trailing comma in array", 1, 5);
    row("missing comma in object", "{\"a\":1 \"b\":2}", "expected ',' or '}' after object member", 1, 8);
    row("missing comma in array", "[1 2]", "expected ',' or ']' after array element", 1, 4);
    row("missing colon", "{\"a\" 1}", "expected ':' after object key", 1, 6);
    row("number as key", "{1:2}", "expected a string key", 1, 2);
    row("single-quoted key", "{'a':2}", "expected a string key", 1, 2);
    row("mismatched bracket", "[1}", "expected ',' or ']' after array element", 1, 3);
    row("unclosed array", "[1,", "unexpected end of input, the array starting at line 1, column 1 is not closed", 1, 4);
    row("unclosed object", "{\"a\":1", "unexpected end of input, the object starting at line 1, column 1", 1, 7);
    row("object ends after key", "{\"a\"", "unexpected end of input, expected ':'", 1, 5);
    row("array ends after bracket", "[", "unexpected end of input", 1, 2);

    row("duplicate key", "{\n  \"id\": 1,\n  \"id\": 2\n}", "duplicate key \"id\" (first defined at line 2, column 3)",
        3, 3);
    row("duplicate key after escape", "{\"a\": 1, \"\\u0061\": 2}", "duplicate key \"a\"", 1, 10);

    row("invalid UTF-8 byte in string", "[\"a\xFF\"]", "invalid UTF-8", 1, 4);
    row("truncated sequence in string", "\"\xC3\xA9\xC3\"", "invalid UTF-8", 1, 3);
    row("overlong encoding", "\"\xC0\xAF\"", "invalid UTF-8", 1, 2);
    row("overlong three-byte", "\"\xE0\x80\xAF\"", "invalid UTF-8", 1, 2);
    row("encoded surrogate", "\"\xED\xA0\x80\"", "invalid UTF-8", 1, 2);
    row("above U+10FFFF", "\"\xF4\x90\x80\x80\"", "invalid UTF-8", 1, 2);
    row("stray continuation byte", "\"\x80\"", "invalid UTF-8", 1, 2);
    row("truncated at end of input", "\"\xE2\x82", "invalid UTF-8", 1, 2);
    row("invalid UTF-8 outside string", "[\xFF]", "invalid UTF-8", 1, 2);

    row("nesting arrays", QByteArray(201, '['), "nesting deeper than 200 levels", 1, 201);
    QByteArray deepObjects;
    for (int i = 0; i < 201; ++i)
        deepObjects += "{\"a\":";
    row("nesting objects", deepObjects, "nesting deeper than 200 levels", 1, 1001);

    row("two values", "1 2", "trailing characters after the JSON value", 1, 3);
    row("extra bracket", "{}\n}", "trailing characters after the JSON value", 2, 1);
    row("NUL after value", QByteArray("[1]\0", 4), "trailing characters after the JSON value", 1, 4);

    row("newline in string", "\"a\nb\"", "unescaped control character U+000A in string", 1, 3);
    row("tab in string", "\"a\tb\"", "unescaped control character U+0009 in string", 1, 3);
    row("NUL in string", QByteArray("\"a\0\"", 4), "unescaped control character U+0000 in string", 1, 3);
    row("invalid escape", "\"a\\x\"", "invalid escape sequence '\\' followed by 'x'", 1, 3);
    row("escaped single quote", "\"\\'\"", "invalid escape sequence '\\' followed by U+0027", 1, 2);
    row("non-hex in \\u", "\"\\u12G4\"", "invalid \\u escape, expected four hexadecimal digits", 1, 2);
    row("short \\u at end", "\"\\u12", "invalid \\u escape", 1, 2);
    row("lone high surrogate", "\"\\uD800\"", "unpaired surrogate \\uD800 in string", 1, 2);
    row("lone low surrogate", "\"\\uDC00\"", "unpaired surrogate \\uDC00 in string", 1, 2);
    row("high surrogate then BMP", "\"x\\uD83D\\u0041\"", "unpaired surrogate \\uD83D", 1, 3);
    row("high surrogate then text", "\"\\uD83Dabc\"", "unpaired surrogate \\uD83D", 1, 2);
    row("two high surrogates", "\"\\uD83D\\uD83D\"", "unpaired surrogate \\uD83D", 1, 2);
    row("high surrogate then bad escape", "\"\\uD83D\\uZZZZ\"", "invalid \\u escape", 1, 8);
    row("unterminated string", "[\"abc", "unterminated string", 1, 2);
    row("unterminated after backslash", "\"abc\\", "unterminated string", 1, 1);

    row("line comment", "// comment\n1", "comments are not allowed in JSON", 1, 1);
    row("block comment", "[1, /* x */ 2]", "comments are not allowed in JSON", 1, 5);
    row("single quotes", "'a'", "strings must be enclosed in double quotes", 1, 1);
    row("NaN", "[NaN]", "invalid literal \"NaN\"", 1, 2);
    row("Infinity", "Infinity", "invalid literal \"Infinity\"", 1, 1);
    row("negative Infinity", "-Infinity", "expected a digit after '-'", 1, 2);
    row("truncated true", "tru", "invalid literal \"tru\"", 1, 1);
    row("literal with suffix", "[nulls]", "invalid literal \"nulls\"", 1, 2);
    row("capitalised literal", "True", "invalid literal \"True\"", 1, 1);
    row("bare word", "{\r\n  \"a\": x}", "invalid literal \"x\"", 2, 8);

    row("leading zero", "01", "leading zeros are not allowed", 1, 1);
    row("negative leading zero", "[-01]", "leading zeros are not allowed", 1, 2);
    row("lone minus", "-", "unexpected end of input, expected a digit after '-'", 1, 2);
    row("no fraction digits", "1.", "expected a digit after the decimal point", 1, 3);
    row("fraction then exponent", "1.e5", "expected a digit after the decimal point", 1, 3);
    row("leading point", ".5", "unexpected character '.'", 1, 1);
    row("plus sign", "+1", "unexpected character '+'", 1, 1);
    row("no exponent digits", "1e", "expected a digit in the exponent", 1, 3);
    row("signed exponent without digits", "1e+", "expected a digit in the exponent", 1, 4);
    row("hex number", "0x10", "trailing characters after the JSON value", 1, 2);
    row("overflow", "1e400", "number out of range", 1, 1);
    row("negative overflow", "[-1.8e308]", "number out of range", 1, 2);
    row("overflow by digits", "1" + QByteArray(400, '0'), "number out of range", 1, 1);

    row("second BOM",
        "\xEF\xBB\xBF\xEF\xBB\xBF"
        "1",
        "unexpected character U+FEFF", 1, 1);
    row("BOM after whitespace",
        " \xEF\xBB\xBF"
        "1",
        "unexpected character U+FEFF", 1, 2);
    row("lone CR is a line break", "[1,\r\r2 x]", "expected ',' or ']' after array element", 3, 3);
    row("NUL byte", QByteArray("\0", 1), "unexpected character U+0000", 1, 1);
    row("non-ASCII outside string", "[\xC3\xA9]", "unexpected character U+00E9", 1, 2);
    row("column after non-ASCII", "{\"\xC3\xA9\xF0\x9F\x8C\xB2\": 1,}", "trailing comma in object", 1, 9);
}

void TestJsonTree::errors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, column);

    JsonParseError error;
    const auto result = parseJson(input, &error);
    QVERIFY2(!result, "parse unexpectedly succeeded");
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(error.pos, at(line, column));
}

void TestJsonTree::duplicateKeysInDifferentObjectsAreFine()
{
    JsonParseError error;
    const auto parsed = parseJson(R"([{"id": 1}, {"id": 2, "sub": {"id": 3}}])", &error);
    QVERIFY2(parsed, qPrintable(error.message));
    QCOMPARE(parsed->at(1).find("sub")->find("id")->toInteger(), 3);
}

void TestJsonTree::veryDeepInputDoesNotOverflowTheStack()
{
    JsonParseError error;
    QVERIFY(!parseJson(QByteArray(1000000, '['), &error));
    QCOMPARE(error.pos, at(1, 201));

    QByteArray mixed;
    for (int i = 0; i < 100000; ++i)
        mixed += "[{\"k\":";
    QVERIFY(!parseJson(mixed, &error));
    QVERIFY(error.message.startsWith("nesting deeper than 200 levels"));
}

void TestJsonTree::conversionToQJsonValue()
{
    const QByteArray document = R"({
        "name": "Llanowar Elves", "types": ["Creature", "Elf"], "power": 1,
        "big": 9007199254740993, "ratio": 0.5, "flag": false, "none": null,
        "nested": {"list": [[], {}], "text": "\u00e9\uD83C\uDF32"}
    })";
    const auto parsed = parseJson(document, nullptr);
    QVERIFY(parsed);
    const QJsonValue converted = strata::io::toQJsonValue(*parsed);
    QVERIFY(converted.isObject());
    QCOMPARE(converted.toObject(), QJsonDocument::fromJson(document).object());
    // qint64 survives where a double would have rounded it.
    QCOMPARE(converted.toObject().value("big").toInteger(), Q_INT64_C(9007199254740993));
}

void TestJsonTree::typeNames()
{
    using Type = JsonValue::Type;
    QCOMPARE(JsonValue::typeName(Type::Null), QStringLiteral("null"));
    QCOMPARE(JsonValue::typeName(Type::Bool), QStringLiteral("boolean"));
    QCOMPARE(JsonValue::typeName(Type::Number), QStringLiteral("number"));
    QCOMPARE(JsonValue::typeName(Type::String), QStringLiteral("string"));
    QCOMPARE(JsonValue::typeName(Type::Array), QStringLiteral("array"));
    QCOMPARE(JsonValue::typeName(Type::Object), QStringLiteral("object"));
}

void TestJsonTree::robustnessAgainstPrefixesAndMutations()
{
    const QList<QByteArray> seeds = {
        kCardDocument,
        QByteArray("\xEF\xBB\xBF")
            + R"({"a": [1, -2.5e+3, 0.0, true, false, null], "b": {"c": "\u00e9\uD83C\uDF32\n"}})",
        R"([[[[{"deep": [[[]]]}]]], "x", 12345678901234567890, -0, 1E-7])",
        "\"\xC3\xA9\xE2\x98\x85\xF0\x9F\x8C\xB2 \\\\ \\\" \\/\"",
    };

    // Bytes that steer the parser into its interesting branches, mixed with
    // fully random ones.
    static const char kInteresting[]
        = "{}[]\",:\\/u0123456789abcdefABCDEF.eE+-tfn \t\r\n\x00\x7F\x80\xBF\xC3\xE2\xED\xF0\xF4\xFF";
    const QByteArray interesting(kInteresting, sizeof(kInteresting) - 1);

    JsonParseError error;
    int parsedCount = 0;
    int failedCount = 0;

    const auto check = [&](const QByteArray& input) {
        error = JsonParseError{};
        const auto result = parseJson(input, &error);
        // Every position is within the input: no more lines than line breaks
        // plus one, no column beyond the byte count plus one.
        const int maxLine = int(input.count('\n') + input.count('\r')) + 1;
        const int maxColumn = int(input.size()) + 1;
        if (result) {
            ++parsedCount;
            QVERIFY(positionsAreSane(*result, maxLine, maxColumn));
            strata::io::toQJsonValue(*result);
        } else {
            ++failedCount;
            QVERIFY(!error.message.isEmpty());
            QVERIFY(error.pos.line >= 1 && error.pos.line <= maxLine);
            QVERIFY(error.pos.column >= 1 && error.pos.column <= maxColumn);
        }
    };

    QElapsedTimer timer;
    timer.start();

    for (const QByteArray& seed : seeds) {
        for (qsizetype length = 0; length <= seed.size(); ++length) {
            check(seed.left(length));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("failed on prefix of length %1").arg(length)));
        }
    }

    std::mt19937 random(20240607u);
    const auto below
        = [&](qsizetype bound) { return qsizetype(std::uniform_int_distribution<qsizetype>(0, bound - 1)(random)); };
    const auto randomByte
        = [&]() { return below(2) == 0 ? interesting.at(below(interesting.size())) : char(below(256)); };

    constexpr int kMutations = 5000;
    for (int iteration = 0; iteration < kMutations; ++iteration) {
        QByteArray input = seeds.at(below(seeds.size()));
        const int edits = 1 + int(below(4));
        for (int edit = 0; edit < edits; ++edit) {
            switch (below(4)) {
            case 0:
                if (!input.isEmpty())
                    input[below(input.size())] = randomByte();
                break;
            case 1:
                input.insert(below(input.size() + 1), randomByte());
                break;
            case 2:
                if (!input.isEmpty())
                    input.remove(below(input.size()), 1 + below(3));
                break;
            default: {
                // Duplicating a slice creates repeated keys and deeper nesting.
                if (input.isEmpty())
                    break;
                const qsizetype from = below(input.size());
                const QByteArray slice = input.mid(from, 1 + below(16));
                input.insert(below(input.size() + 1), slice);
                break;
            }
            }
        }
        check(input);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(
                QStringLiteral("failed on mutation %1: %2").arg(iteration).arg(QString::fromLatin1(input.toHex()))));
    }

    qDebug("robustness: %d parsed, %d rejected, %lld ms", parsedCount, failedCount, qint64(timer.elapsed()));
    QVERIFY(parsedCount > 0);
    QVERIFY(failedCount > 0);
}

QTEST_GUILESS_MAIN(TestJsonTree)
#include "tst_jsontree.moc"
