#include "CardImport.h"
#include "CardFileStream.h"
#include "InOrderBatches.h"
#include <QHash>
#include <QSet>
#include <algorithm>

namespace strata::import {

namespace {

// What one raw card becomes, made on any thread: everything but the checks across cards.
struct Converted {
    RawCard raw;
    Diagnostics errors;   // placed in the file
    bool read = false;    // readSourceCard understood the object (else `errors` says why)
    QString name;         // the source card's, for a message about the imported card
    std::optional<ImportedCard> card;
    QString error;        // why importCard refused the card
};

void convert(Converted* c, const QString& file)
{
    if (!c->raw.problem.isEmpty())
        return;
    const auto source = readSourceCard(c->raw.json, c->raw.start, c->raw.key, file, &c->errors);
    if (!source)
        return;
    c->read = true;
    c->name = source->name;
    c->card = importCard(*source, &c->error);
}

// Turns each raw card into an imported card; shared by file and in-memory imports. Each card's import
// is independent of the others (the parser's regular expressions are shared read-only, its text
// writer's language is per thread), so cards are turned on every core (InOrderBatches.h) and taken in
// file order: the result is the same as one thread's.
class Collector {
public:
    Collector(const QString& file, ImportResult* result)
        : m_file(file), m_result(result),
          m_batches([this](Converted& c) { convert(&c, m_file); }, [this](Converted& c) { add(c); })
    {
    }

    bool take(RawCard&& raw)
    {
        Converted c;
        c.raw = std::move(raw);
        m_batches.add(std::move(c));
        return true;
    }
    // Takes the cards still waiting: call once the file is read, before anything else goes into the result.
    void finish() { m_batches.finish(); }
    int skipped() const { return m_skipped; }

private:
    void add(Converted& c)
    {
        m_result->errors.append(c.errors);
        if (!c.raw.problem.isEmpty()) {
            ++m_skipped;
            m_result->errors.add(m_file, c.raw.start, c.raw.key, c.raw.problem);
            return;
        }
        if (!c.card) {
            ++m_skipped;
            if (c.read)
                m_result->errors.add(m_file, c.raw.start, c.name, c.error);
            return;
        }
        const QString key = c.card->card->name().toLower();
        if (m_names.contains(key)) {
            ++m_skipped;
            m_result->errors.add(m_file, c.raw.start, c.name,
                QStringLiteral("a card named \"%1\" came earlier in the file").arg(c.card->card->name()));
            return;
        }
        m_names.insert(key);
        m_result->cards << std::move(*c.card);
    }

    QString m_file;
    ImportResult* m_result;
    QSet<QString> m_names;
    int m_skipped = 0;
    InOrderBatches<Converted> m_batches;
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
    collector.finish();
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
    collector.finish();
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
