#include "CardImport.h"
#include "CardFileStream.h"
#include <QHash>
#include <QSet>
#include <algorithm>

namespace strata::import {

namespace {

// Turns each raw card into an imported card; shared by file and in-memory imports.
class Collector {
public:
    Collector(const QString& file, ImportResult* result) : m_file(file), m_result(result) { }

    bool take(RawCard&& raw)
    {
        if (!raw.problem.isEmpty()) {
            ++m_skipped;
            m_result->errors.add(m_file, raw.start, raw.key, raw.problem);
            return true;
        }
        const auto source = readSourceCard(raw.json, raw.start, raw.key, m_file, &m_result->errors);
        if (!source) {
            ++m_skipped;
            return true;
        }
        QString error;
        auto card = importCard(*source, &error);
        if (!card) {
            ++m_skipped;
            m_result->errors.add(m_file, raw.start, source->name, error);
            return true;
        }
        const QString key = card->card->name().toLower();
        if (m_names.contains(key)) {
            ++m_skipped;
            m_result->errors.add(m_file, raw.start, source->name,
                QStringLiteral("a card named \"%1\" came earlier in the file").arg(card->card->name()));
            return true;
        }
        m_names.insert(key);
        m_result->cards << *card;
        return true;
    }
    int skipped() const { return m_skipped; }

private:
    QString m_file;
    ImportResult* m_result;
    QSet<QString> m_names;
    int m_skipped = 0;
};

}   // namespace

ImportResult importFile(
    const QString& path, const std::function<void(qint64, qint64)>& progress, const std::atomic_bool* cancel)
{
    ImportResult result;
    Collector collector(path, &result);
    StreamError error;
    bool cancelled = false;
    const bool ok = CardFileStream::read(
        path,
        [&](RawCard&& raw) {
            if (cancel && cancel->load())
                return false;
            return collector.take(std::move(raw));
        },
        progress, &error, &cancelled);
    result.cancelled = cancelled;
    result.complete = ok;
    if (!ok && !cancelled)
        result.errors.add(path, error.pos, QString(), error.message);
    result.cards.squeeze();
    result.skipped = collector.skipped();
    return result;
}

ImportResult importBytes(const QByteArray& bytes, const QString& file)
{
    ImportResult result;
    Collector collector(file, &result);
    StreamError error;
    result.complete = CardFileStream::readBytes(bytes, [&](RawCard&& raw) { return collector.take(std::move(raw)); }, &error);
    if (!result.complete)
        result.errors.add(file, error.pos, QString(), error.message);
    result.skipped = collector.skipped();
    return result;
}

ImportSummary ImportResult::summary(int shapes) const
{
    ImportSummary s;
    s.cards = cards.size();
    QHash<QString, int> shapeCounts;
    for (const ImportedCard& c : cards) {
        switch (c.status) {
        case CardStatus::Understood:
            ++s.understood;
            break;
        case CardStatus::Partly:
            ++s.partly;
            break;
        case CardStatus::TextOnly:
            ++s.textOnly;
            break;
        }
        for (const AbilityReport& r : c.abilities) {
            ++s.abilities[int(r.status)];
            if (r.layerChanging) {
                ++s.layerAbilities;
                s.layerParsed += r.status == AbilityStatus::Parsed ? 1 : 0;
            }
            if (r.status != AbilityStatus::Parsed)
                ++shapeCounts[sentenceShape(r.sentence)];
        }
    }
    for (auto it = shapeCounts.cbegin(); it != shapeCounts.cend(); ++it)
        s.commonShapes << qMakePair(it.key(), it.value());
    std::sort(s.commonShapes.begin(), s.commonShapes.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    if (s.commonShapes.size() > shapes)
        s.commonShapes.resize(shapes);
    s.skipped = skipped;
    return s;
}

}   // namespace strata::import
