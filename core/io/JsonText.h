#pragma once
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QString>
#include <QVector>

namespace strata {

// Emits JSON text with keys in the order they are given (QJsonObject would sort them). Containers
// opened "expanded" put each member on its own indented line; the others stay on one line.
class JsonText {
public:
    void openObject(bool expanded) { open('{', expanded); }
    void openArray(bool expanded) { open('[', expanded); }
    void close()
    {
        const Frame f = m_frames.takeLast();
        if (f.expanded && f.count > 0)
            newline(m_frames.size());
        m_out += f.closer;
    }
    void key(const QString& k)
    {
        separate();
        m_out += scalar(k) + ": ";
        m_afterKey = true;
    }
    void value(const QJsonValue& v)
    {
        separate();
        m_out += scalar(v);
    }
    void field(const QString& k, const QJsonValue& v)
    {
        key(k);
        value(v);
    }
    QByteArray finish() { return m_out + '\n'; }

private:
    struct Frame {
        bool expanded;
        int count;
        char closer;
    };

    void open(char opener, bool expanded)
    {
        separate();
        m_out += opener;
        m_frames.append(Frame{expanded, 0, opener == '{' ? '}' : ']'});
    }
    void separate()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_frames.isEmpty())
            return;
        Frame& f = m_frames.last();
        if (f.count++ > 0)
            m_out += f.expanded ? "," : ", ";
        if (f.expanded)
            newline(m_frames.size());
    }
    void newline(int depth)
    {
        m_out += '\n';
        m_out += QByteArray(2 * depth, ' ');
    }
    // Qt's own escaping, so strings come out exactly as QJsonDocument would write them.
    static QByteArray scalar(const QJsonValue& v)
    {
        const QByteArray wrapped = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return wrapped.mid(1, wrapped.size() - 2);
    }

    QByteArray m_out;
    QVector<Frame> m_frames;
    bool m_afterKey = false;
};

}   // namespace strata
