#include "ImportedLibrary.h"
#include "CardFileStream.h"
#include "CardJson.h"
#include "InOrderBatches.h"
#include "cards/CardParser.h"
#include "io/SafeWrite.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <algorithm>
#include <cstring>

namespace strata::import {

QJsonObject libraryEntry(const ImportedCard& card)
{
    QJsonArray textOnly;
    for (const AbilityReport& r : card.abilities)
        if (r.status != AbilityStatus::Parsed)
            textOnly << r.printed;
    QJsonObject entry{{QStringLiteral("status"), statusName(card.status)}, {QStringLiteral("card"), cardToJson(*card.card)}};
    if (!textOnly.isEmpty())
        entry[QStringLiteral("text_only")] = textOnly;
    if (!card.foreignNames.isEmpty()) {
        QJsonObject names;
        for (auto it = card.foreignNames.cbegin(); it != card.foreignNames.cend(); ++it)
            names[it.key()] = it.value();
        entry[QStringLiteral("names")] = names;
    }
    return entry;
}

QByteArray ImportedLibrary::toJson(const QVector<ImportedCard>& cards)
{
    // One entry a line: small to write, and a broken line costs one card when read back.
    QByteArray out("[\n");
    for (int i = 0; i < cards.size(); ++i) {
        out += QJsonDocument(libraryEntry(cards[i])).toJson(QJsonDocument::Compact);
        out += i + 1 < cards.size() ? ",\n" : "\n";
    }
    out += "]\n";
    return out;
}

bool ImportedLibrary::save(const QString& path, const QVector<ImportedCard>& cards, QString* error)
{
    // Written in CardLibrary's name order, so reading it back finds the cards sorted and sorts nothing:
    // sorting 30,000 names was a tenth of the start-up read, on one thread (docs/performance.md).
    QVector<ImportedCard> sorted = cards;
    std::stable_sort(sorted.begin(), sorted.end(), [](const ImportedCard& a, const ImportedCard& b) {
        return a.card->name().compare(b.card->name(), Qt::CaseInsensitive) < 0;
    });
    QDir().mkpath(QFileInfo(path).absolutePath());
    return SafeWrite::write(path, toJson(sorted), error);
}

QString ImportedLibrary::defaultPath()
{
    const QString base = QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation).value(0);
    return QDir(base).filePath(QStringLiteral("Strata/Strata/imported-cards.json"));
}

namespace {

// One entry of a library file as it is read, on any thread (InOrderBatches.h).
struct LibraryEntry {
    RawCard raw;
    Diagnostics errors;   // placed in the file
    CardPtr card;
    CardUnderstanding understanding;
};

void readEntry(LibraryEntry* e, const QString& path)
{
    if (!e->raw.problem.isEmpty()) {
        e->errors.add(path, e->raw.start, QString(), e->raw.problem);
        return;
    }
    io::JsonParseError perr;
    const auto entry = io::parseJson(e->raw.json, &perr);
    if (!entry || !entry->isObject() || !entry->find(QStringLiteral("card"))) {
        e->errors.add(path, e->raw.start, QString(),
            entry ? QStringLiteral("expected an entry with a \"card\"") : perr.message);
        return;
    }
    Diagnostics local;
    CardParser parser(path, &local);
    e->card = parser.parse(*entry->find(QStringLiteral("card")));
    const io::JsonPos start = e->raw.start;
    for (const Diagnostic& d : local.items())   // placed in the file: the entry starts at raw.start
        e->errors.add(path, {d.line + start.line - 1, d.line == 1 ? d.column + start.column - 1 : d.column}, d.path,
            d.message);
    if (!e->card)
        return;
    const QString status = entry->find(QStringLiteral("status")) ? entry->find(QStringLiteral("status"))->toString()
                                                                  : QString();
    CardUnderstanding& u = e->understanding;
    u.status = status == QLatin1String("partly") ? CardStatus::Partly
        : status == QLatin1String("text_only")   ? CardStatus::TextOnly
                                                 : CardStatus::Understood;
    if (const io::JsonValue* t = entry->find(QStringLiteral("text_only")); t && t->isArray())
        for (int i = 0; i < t->size(); ++i)
            u.textOnly << t->at(i).toString();
}

}   // namespace

namespace {

// The entries of a file in the shape save() writes: "[", then one entry a line, each but the last
// followed by a comma, then "]". Found with memchr, where the JSON-aware splitter of CardFileStream was
// a fifth of a start-up read, done on one thread while the others waited. Nothing for any other shape.
// Unlike the stream, it holds the file whole for a moment (12 MB for 30,000 cards).
std::optional<QVector<RawCard>> savedShapeEntries(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() < 4)
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    if (!bytes.startsWith("[\n") || !bytes.endsWith("\n]\n"))
        return std::nullopt;
    QVector<RawCard> entries;
    const char* at = bytes.constData() + 2;
    const char* const last = bytes.constData() + bytes.size() - 2;   // the "]" line
    int line = 2;
    while (at < last) {
        const char* eol = static_cast<const char*>(std::memchr(at, '\n', last - at));
        if (!eol)
            return std::nullopt;
        const bool lastEntry = eol + 1 == last;
        const char* close = lastEntry ? eol - 1 : eol - 2;
        if (close <= at || *at != '{' || *close != '}' || (!lastEntry && close[1] != ','))
            return std::nullopt;
        RawCard raw;
        raw.json = QByteArray(at, close + 1 - at);
        raw.start = {line, 1};
        entries << std::move(raw);
        at = eol + 1;
        ++line;
    }
    return entries;
}

// Entries handed over by `source` (it returns false on a broken file structure), read on every core
// and taken in file order (30,000 cards must load in well under a second).
using EntrySource = std::function<bool(const std::function<void(RawCard&&)>& hand)>;

bool readEntries(const QString& path, const EntrySource& source, QVector<CardPtr>* cards,
    QHash<QString, CardUnderstanding>* understanding, Diagnostics* errors)
{
    InOrderBatches<LibraryEntry> batches([&path](LibraryEntry& e) { readEntry(&e, path); },
        [&](LibraryEntry& e) {
            errors->append(e.errors);
            if (!e.card)
                return;
            understanding->insert(e.card->name().toLower(), e.understanding);
            *cards << e.card;
        });
    const bool ok = source([&](RawCard&& raw) {
        LibraryEntry e;
        e.raw = std::move(raw);
        batches.add(std::move(e));
    });
    batches.finish();
    return ok;
}

}   // namespace

ImportedLibrary ImportedLibrary::load(const QString& path, Diagnostics* errors)
{
    // The file as save() wrote it is read without the splitter. Any problem in it, and any other shape
    // (a file edited by hand), is read again as before, so what is said about it stays the same.
    if (const auto entries = savedShapeEntries(path)) {
        ImportedLibrary lib;
        QVector<CardPtr> cards;
        Diagnostics problems;
        const auto all = [&](const std::function<void(RawCard&&)>& hand) {
            for (const RawCard& raw : *entries)
                hand(RawCard(raw));
            return true;
        };
        readEntries(path, all, &cards, &lib.m_understanding, &problems);
        lib.m_cards = CardLibrary::fromCards(cards, &problems);
        if (problems.isEmpty())
            return lib;
    }
    ImportedLibrary lib;
    QVector<CardPtr> cards;
    StreamError streamError;
    const auto streamed = [&](const std::function<void(RawCard&&)>& hand) {
        return CardFileStream::read(
            path,
            [&](RawCard&& raw) {
                hand(std::move(raw));
                return true;
            },
            {}, &streamError);
    };
    if (!readEntries(path, streamed, &cards, &lib.m_understanding, errors))
        errors->add(path, streamError.pos, QString(), streamError.message);
    lib.m_cards = CardLibrary::fromCards(cards, errors);
    return lib;
}

ImportedLibrary ImportedLibrary::fromImported(const QVector<ImportedCard>& cards)
{
    ImportedLibrary lib;
    QVector<CardPtr> typed;
    typed.reserve(cards.size());
    for (const ImportedCard& c : cards) {
        CardUnderstanding u;
        u.status = c.status;
        for (const AbilityReport& r : c.abilities)
            if (r.status != AbilityStatus::Parsed)
                u.textOnly << r.printed;
        lib.m_understanding.insert(c.card->name().toLower(), u);
        typed << c.card;
    }
    Diagnostics ignored;   // names are unique within an import: the importer skips a second one
    lib.m_cards = CardLibrary::fromCards(typed, &ignored);
    return lib;
}

void ImportedLibrary::addMissing(const ImportedLibrary& other)
{
    for (auto it = other.m_understanding.cbegin(); it != other.m_understanding.cend(); ++it)
        if (!m_cards.find(it.key()))
            m_understanding.insert(it.key(), it.value());
    m_cards.addMissing(other.m_cards);
}

std::optional<CardUnderstanding> ImportedLibrary::understanding(const QString& name) const
{
    const auto it = m_understanding.constFind(name.trimmed().toLower());
    if (it == m_understanding.cend())
        return std::nullopt;
    return *it;
}

}   // namespace strata::import
