#pragma once

// A strict JSON (RFC 8259) reader that remembers where every value and key
// came from. QJsonDocument throws positions away, which makes it impossible to
// tell a card author "cards/elves.json:12:7: expected a number".

#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace strata::io {

// 1-based. Columns count Unicode code points from the start of the line, so
// they match what a text editor shows. {0, 0} means "no position".
struct JsonPos {
    int line = 0;
    int column = 0;
};

inline bool operator==(const JsonPos& a, const JsonPos& b)
{
    return a.line == b.line && a.column == b.column;
}
inline bool operator!=(const JsonPos& a, const JsonPos& b)
{
    return !(a == b);
}

class JsonParser;

class JsonValue {
public:
    enum class Type { Null, Bool, Number, String, Array, Object };

    JsonValue() = default;

    Type type() const { return m_type; }
    JsonPos pos() const { return m_pos; }

    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    // Accessors of the wrong type return a neutral value (false, 0, empty)
    // instead of asserting: callers validate with isX() and report errors
    // themselves, and a bad file must never bring the program down.
    bool toBool() const { return m_bool; }
    double toDouble() const { return m_number; }
    QString toString() const { return m_string; }

    // True for a Number written without fraction or exponent whose value fits
    // in qint64; toInteger() is exact only then (otherwise it returns 0).
    bool isInteger() const { return m_isInteger; }
    qint64 toInteger() const { return m_integer; }

    // Arrays. size() is also the member count of an object, 0 otherwise.
    // at() with an index out of range returns a null value without position.
    int size() const { return static_cast<int>(m_children.size()); }
    const JsonValue& at(int i) const;

    // Objects; keys are in file order.
    QStringList keys() const { return m_keys; }
    bool contains(const QString& key) const { return memberIndex(key) >= 0; }
    const JsonValue* find(const QString& key) const;   // nullptr if absent
    JsonPos keyPos(const QString& key) const;          // opening quote; {0,0} if absent

    static QString typeName(Type t);   // "null", "boolean", "number", ...

private:
    friend class JsonParser;

    // Index of a member in m_keys, -1 if absent. Objects of a card or scenario file have a handful of
    // keys, where comparing them in turn is cheaper than hashing; only big objects get a hash index.
    int memberIndex(const QString& key) const;
    void addMemberKey(const QString& key, JsonPos pos);
    static constexpr int kHashedFromKeys = 16;

    Type m_type = Type::Null;
    JsonPos m_pos;
    bool m_bool = false;
    bool m_isInteger = false;
    double m_number = 0.0;
    qint64 m_integer = 0;
    QString m_string;
    // Array elements, or object member values parallel to m_keys/m_keyPositions.
    std::vector<JsonValue> m_children;
    QStringList m_keys;
    std::vector<JsonPos> m_keyPositions;
    QHash<QString, int> m_keyIndex;   // filled only once an object has kHashedFromKeys keys
};

struct JsonParseError {
    QString message;   // plain English, no position in it
    JsonPos pos;       // always >= {1, 1} after a failed parse
};

// Parses UTF-8 (a leading byte order mark is skipped). On failure returns
// std::nullopt and, if error is not null, fills *error.
std::optional<JsonValue> parseJson(const QByteArray& utf8, JsonParseError* error);

// For code that wants Qt's types. Integers stay exact (qint64).
QJsonValue toQJsonValue(const JsonValue& v);

}   // namespace strata::io
