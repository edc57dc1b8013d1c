#include "JsonReader.h"
#include <algorithm>
#include <cmath>

namespace strata {

using io::JsonValue;

void JsonReader::error(const JsonValue& at, const QString& path, const QString& message) const
{
    m_diags->add(m_file, at.pos(), path, message);
}

void JsonReader::errorAtKey(
    const JsonValue& object, const QString& key, const QString& path, const QString& message) const
{
    m_diags->add(m_file, object.keyPos(key), path, message);
}

bool JsonReader::expect(const JsonValue& v, JsonValue::Type type, const QString& path) const
{
    if (v.type() == type)
        return true;
    error(
        v, path, QStringLiteral("expected %1, found %2").arg(JsonValue::typeName(type), JsonValue::typeName(v.type())));
    return false;
}

void JsonReader::checkKeys(const JsonValue& object, const QSet<QString>& allowed, const QString& path) const
{
    for (const QString& key : object.keys())
        if (!allowed.contains(key))
            errorAtKey(object, key, child(path, key), QStringLiteral("unknown key \"%1\"").arg(key));
}

void JsonReader::checkKeys(
    const JsonValue& object, std::initializer_list<const char*> allowed, const QString& path) const
{
    for (const QString& key : object.keys())
        if (std::none_of(allowed.begin(), allowed.end(), [&key](const char* a) { return key == QLatin1String(a); }))
            errorAtKey(object, key, child(path, key), QStringLiteral("unknown key \"%1\"").arg(key));
}

std::optional<QString> JsonReader::string(
    const JsonValue& object, const QString& key, const QString& path, bool required) const
{
    const JsonValue* v = object.find(key);
    if (!v) {
        if (required)
            error(object, child(path, key), QStringLiteral("missing required key \"%1\"").arg(key));
        return std::nullopt;
    }
    if (!expect(*v, JsonValue::Type::String, child(path, key)))
        return std::nullopt;
    return v->toString();
}

std::optional<qint64> JsonReader::integer(
    const JsonValue& object, const QString& key, const QString& path, bool required, qint64 min, qint64 max) const
{
    const JsonValue* v = object.find(key);
    if (!v) {
        if (required)
            error(object, child(path, key), QStringLiteral("missing required key \"%1\"").arg(key));
        return std::nullopt;
    }
    if (!v->isInteger()) {
        // A whole number too big for 64 bits is no integer to the parser, but "expected a whole
        // number" would puzzle whoever wrote it.
        const double d = v->toDouble();
        if (v->isNumber() && d == std::floor(d) && (d > double(max) || d < double(min)))
            error(*v, child(path, key),
                d > 0 ? QStringLiteral("number too large (at most %1)").arg(max)
                      : QStringLiteral("number too small (at least %1)").arg(min));
        else
            error(*v, child(path, key),
                v->isNumber()
                    ? QStringLiteral("expected a whole number")
                    : QStringLiteral("expected a whole number, found %1").arg(JsonValue::typeName(v->type())));
        return std::nullopt;
    }
    const qint64 n = v->toInteger();
    if (n < min || n > max) {
        error(*v, child(path, key), QStringLiteral("%1 is out of range (%2 to %3)").arg(n).arg(min).arg(max));
        return std::nullopt;
    }
    return n;
}

std::optional<bool> JsonReader::boolean(const JsonValue& object, const QString& key, const QString& path) const
{
    const JsonValue* v = object.find(key);
    if (!v)
        return std::nullopt;
    if (!expect(*v, JsonValue::Type::Bool, child(path, key)))
        return std::nullopt;
    return v->toBool();
}

std::optional<QStringList> JsonReader::stringList(
    const JsonValue& object, const QString& key, const QString& path) const
{
    const JsonValue* v = object.find(key);
    if (!v)
        return std::nullopt;
    const QString p = child(path, key);
    if (!expect(*v, JsonValue::Type::Array, p))
        return std::nullopt;
    QStringList out;
    for (int i = 0; i < v->size(); ++i) {
        if (!expect(v->at(i), JsonValue::Type::String, item(p, i)))
            return std::nullopt;
        out << v->at(i).toString();
    }
    return out;
}

}   // namespace strata
