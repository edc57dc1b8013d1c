#include "ResultJsonWriter.h"
#include "ResultJson.h"
#include <QJsonArray>
#include <QJsonDocument>

namespace strata {

namespace {

// Qt writes an indented document four spaces per level, keys sorted, and closes every object and
// array on a line of its own at its opener's level. One element written as a document of its own and
// shifted right by its depth is therefore what the whole document would hold at that place.
class IndentedWriter {
public:
    explicit IndentedWriter(const std::function<void(const QByteArray&)>& sink) : m_sink(sink) { }

    // `json` (a document of its own, ending in a newline) at `depth`; `shiftFirstLine` is false when
    // it follows a key on the same line.
    void nested(QByteArray json, int depth, bool shiftFirstLine)
    {
        if (json.endsWith('\n'))
            json.chop(1);
        const QByteArray pad(4 * depth, ' ');
        for (qsizetype start = 0, line = 0;; ++line) {
            const qsizetype nl = json.indexOf('\n', start);
            if (line > 0 || shiftFirstLine)
                m_chunk += pad;
            m_chunk.append(json.constData() + start, (nl < 0 ? json.size() : nl) - start);
            if (nl < 0)
                break;
            m_chunk += '\n';
            start = nl + 1;
        }
        flushIfBig();
    }
    void raw(const char* text)
    {
        m_chunk += text;
        flushIfBig();
    }
    void raw(const QByteArray& text)
    {
        m_chunk += text;
        flushIfBig();
    }
    // A member of the root object holding an array: its elements one by one.
    template <typename Element> void arrayMember(const char* key, int count, bool last, Element element)
    {
        m_chunk += "    \"";
        m_chunk += key;
        m_chunk += "\": [\n";
        for (int i = 0; i < count; ++i) {
            nested(QJsonDocument(element(i)).toJson(QJsonDocument::Indented), 2, true);
            m_chunk += i + 1 < count ? ",\n" : "\n";
        }
        m_chunk += last ? "    ]\n" : "    ],\n";
        flushIfBig();
    }
    void finish()
    {
        if (!m_chunk.isEmpty())
            m_sink(m_chunk);
        m_chunk.clear();
    }

private:
    void flushIfBig()
    {
        if (m_chunk.size() >= 1 << 16)
            finish();
    }

    const std::function<void(const QByteArray&)>& m_sink;
    QByteArray m_chunk;
};

// A string value as Qt writes it (escapes included).
QByteArray jsonString(const QString& s)
{
    const QByteArray array = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

}   // namespace

void writeResultJson(
    const GameState& state, const Resolution& res, bool withChanges, const std::function<void(const QByteArray&)>& sink)
{
    // The root's members in Qt's order (sorted keys): dependencies, format, objects, rules,
    // timeline, version, warnings.
    IndentedWriter out(sink);
    out.raw("{\n");
    out.arrayMember("dependencies", int(res.dependencies.size()), false,
        [&](int i) { return dependencyToJson(res.dependencies[i]); });
    out.raw("    \"format\": \"strata-result\",\n");
    out.arrayMember(
        "objects", int(state.objects.size()), false, [&](int i) { return objectResultToJson(state, res, i); });
    out.raw("    \"rules\": " + jsonString(editionName(res.edition)) + ",\n");
    out.arrayMember(
        "timeline", int(res.steps.size()), false, [&](int i) { return stepToJson(state, res.steps[i], withChanges); });
    if (res.warnings.isEmpty()) {
        out.raw("    \"version\": 1\n");
    } else {
        out.raw("    \"version\": 1,\n    \"warnings\": ");
        out.nested(QJsonDocument(QJsonArray::fromStringList(res.warnings)).toJson(QJsonDocument::Indented), 1, false);
        out.raw("\n");
    }
    out.raw("}\n");
    out.finish();
}

}   // namespace strata
