#include "io/JsonTree.h"
#include "io/JsonParser.h"

#include <QJsonArray>
#include <QJsonObject>

namespace strata::io {

// --- JsonValue ---------------------------------------------------------------

const JsonValue& JsonValue::at(int i) const
{
    static const JsonValue nullValue;
    if (i < 0 || i >= size() || m_type != Type::Array)
        return nullValue;
    return m_children[static_cast<size_t>(i)];
}

int JsonValue::memberIndex(const QString& key) const
{
    if (m_keys.size() < kHashedFromKeys)
        return static_cast<int>(m_keys.indexOf(key));
    return m_keyIndex.value(key, -1);
}

void JsonValue::addMemberKey(const QString& key, JsonPos pos)
{
    m_keys.append(key);
    m_keyPositions.push_back(pos);
    const int count = static_cast<int>(m_keys.size());
    if (count == kHashedFromKeys) {
        for (int i = 0; i < count; ++i)
            m_keyIndex.insert(m_keys[i], i);
    } else if (count > kHashedFromKeys) {
        m_keyIndex.insert(key, count - 1);
    }
}

const JsonValue* JsonValue::find(const QString& key) const
{
    const int index = memberIndex(key);
    return index < 0 ? nullptr : &m_children[static_cast<size_t>(index)];
}

JsonPos JsonValue::keyPos(const QString& key) const
{
    const int index = memberIndex(key);
    return index < 0 ? JsonPos{} : m_keyPositions[static_cast<size_t>(index)];
}

QString JsonValue::typeName(Type t)
{
    switch (t) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return QStringLiteral("boolean");
    case Type::Number:
        return QStringLiteral("number");
    case Type::String:
        return QStringLiteral("string");
    case Type::Array:
        return QStringLiteral("array");
    case Type::Object:
        return QStringLiteral("object");
    }
    return QStringLiteral("unknown");
}

// --- free functions ------------------------------------------------------------

std::optional<JsonValue> parseJson(const QByteArray& utf8, JsonParseError* error)
{
    JsonParser parser(utf8.constData(), utf8.size());
    return parser.parseDocument(error);
}

QJsonValue toQJsonValue(const JsonValue& v)
{
    switch (v.type()) {
    case JsonValue::Type::Null:
        return QJsonValue(QJsonValue::Null);
    case JsonValue::Type::Bool:
        return QJsonValue(v.toBool());
    case JsonValue::Type::Number:
        return v.isInteger() ? QJsonValue(v.toInteger()) : QJsonValue(v.toDouble());
    case JsonValue::Type::String:
        return QJsonValue(v.toString());
    case JsonValue::Type::Array: {
        QJsonArray array;
        for (int i = 0; i < v.size(); ++i)
            array.append(toQJsonValue(v.at(i)));
        return array;
    }
    case JsonValue::Type::Object: {
        QJsonObject object;
        for (const QString& key : v.keys())
            object.insert(key, toQJsonValue(*v.find(key)));
        return object;
    }
    }
    return QJsonValue();
}

}   // namespace strata::io
