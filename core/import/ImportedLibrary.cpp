#include "ImportedLibrary.h"
#include "CardFileStream.h"
#include "CardJson.h"
#include "InOrderBatches.h"
#include "cards/CardParser.h"
#include "io/SafeWrite.h"
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

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
    QDir().mkpath(QFileInfo(path).absolutePath());
    return SafeWrite::write(path, toJson(cards), error);
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

ImportedLibrary ImportedLibrary::load(const QString& path, Diagnostics* errors)
{
    ImportedLibrary lib;
    QVector<CardPtr> cards;
    // Entries are read on every core and taken in file order (30,000 cards must load in well under a second).
    InOrderBatches<LibraryEntry> batches([&path](LibraryEntry& e) { readEntry(&e, path); },
        [&](LibraryEntry& e) {
            errors->append(e.errors);
            if (!e.card)
                return;
            lib.m_understanding.insert(e.card->name().toLower(), e.understanding);
            cards << e.card;
        });
    StreamError streamError;
    const bool ok = CardFileStream::read(
        path,
        [&](RawCard&& raw) {
            LibraryEntry e;
            e.raw = std::move(raw);
            batches.add(std::move(e));
            return true;
        },
        {}, &streamError);
    batches.finish();
    if (!ok)
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
