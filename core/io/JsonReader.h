#pragma once
#include "Diagnostics.h"
#include "JsonTree.h"
#include <QSet>
#include <optional>

namespace strata {

// Typed access to a parsed JSON tree that records a positioned diagnostic for every mismatch, so a
// reader can go on and report all problems of a file at once instead of stopping at the first.
class JsonReader {
public:
    JsonReader(QString file, Diagnostics* diags) : m_file(std::move(file)), m_diags(diags) { }

    void error(const io::JsonValue& at, const QString& path, const QString& message) const;
    void errorAtKey(const io::JsonValue& object, const QString& key, const QString& path, const QString& message) const;

    bool expect(const io::JsonValue& v, io::JsonValue::Type type, const QString& path) const;
    // Reports keys of `object` that are not in `allowed` ("unknown key").
    void checkKeys(const io::JsonValue& object, const QSet<QString>& allowed, const QString& path) const;
    // The same for keys listed at the call: compared in place, as building a set for every object read
    // was a fifth of loading a 30,000-card library (perf).
    void checkKeys(const io::JsonValue& object, std::initializer_list<const char*> allowed, const QString& path) const;

    std::optional<QString> string(
        const io::JsonValue& object, const QString& key, const QString& path, bool required) const;
    std::optional<qint64> integer(const io::JsonValue& object, const QString& key, const QString& path, bool required,
        qint64 min = std::numeric_limits<int>::min(), qint64 max = std::numeric_limits<int>::max()) const;
    std::optional<bool> boolean(const io::JsonValue& object, const QString& key, const QString& path) const;
    std::optional<QStringList> stringList(const io::JsonValue& object, const QString& key, const QString& path) const;

    const QString& file() const { return m_file; }
    Diagnostics* diagnostics() const { return m_diags; }
    static QString child(const QString& path, const QString& key) { return path.isEmpty() ? key : path + '.' + key; }
    static QString item(const QString& path, int i) { return path + QStringLiteral("[%1]").arg(i); }

private:
    QString m_file;
    Diagnostics* m_diags;
};

}   // namespace strata
