#pragma once
#include <QByteArray>
#include <QString>
#include <QVarLengthArray>

namespace strata {

// Writes JSON byte for byte as QJsonDocument::toJson(Indented) would at some depth of a document
// (four spaces a level, ", " nowhere, every container closed on a line of its own), without building
// a QJsonObject tree first: for big results building and serialising the tree cost more than the
// resolution. Qt sorts object keys; callers give keys in that order (plain ASCII order).
class JsonEmitter {
public:
    // Writes into `out`; the first value starts where `out` ends, at `depth` levels of indentation.
    JsonEmitter(QByteArray& out, int depth) : m_out(out), m_depth(depth) { }

    void beginObject() { open('{'); }
    void beginArray() { open('['); }
    void end();
    // The next member's key inside an object; a value must follow.
    void key(const char* name);
    void key(const QString& name);

    void value(const QString& s);
    void value(qint64 n);
    void value(int n) { value(qint64(n)); }
    void value(bool b);
    void null();
    void strings(const QStringList& list);
    // A key and its value.
    template <typename T> void member(const char* name, const T& v)
    {
        key(name);
        value(v);
    }
    void member(const char* name, const QStringList& list)
    {
        key(name);
        strings(list);
    }

    // A string as Qt escapes it inside quotes.
    static void appendEscaped(QByteArray& out, const QString& s);

    // An array whose elements were written before, as Qt writes them: each on its line at
    // elementLevels() levels, joined by ",\n". What a list written many times is rendered as once.
    void renderedArray(const char* elements, qsizetype size);
    // The indentation (in levels) the elements of an array begun now would have.
    int elementLevels() const { return m_depth + int(m_levels.size()) + 1; }
    // A string element of such an array: its indentation, then the string in quotes.
    static void appendElement(QByteArray& out, int levels, const QString& s);

private:
    void open(char bracket);
    void beforeValue();
    void pad(int levels) { m_out.append(4 * levels, ' '); }

    struct Level {
        char closing;
        bool empty = true;
    };
    QByteArray& m_out;
    int m_depth;
    QVarLengthArray<Level, 8> m_levels;
    bool m_afterKey = false;
};

}   // namespace strata
