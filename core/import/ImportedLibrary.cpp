#include "ImportedLibrary.h"
#include "CardFileStream.h"
#include "CardJson.h"
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

ImportedLibrary ImportedLibrary::load(const QString& path, Diagnostics* errors)
{
    ImportedLibrary lib;
    QVector<CardPtr> cards;
    StreamError streamError;
    const bool ok = CardFileStream::read(
        path,
        [&](RawCard&& raw) {
            if (!raw.problem.isEmpty()) {
                errors->add(path, raw.start, QString(), raw.problem);
                return true;
            }
            io::JsonParseError perr;
            const auto entry = io::parseJson(raw.json, &perr);
            if (!entry || !entry->isObject() || !entry->find(QStringLiteral("card"))) {
                errors->add(path, raw.start, QString(),
                    entry ? QStringLiteral("expected an entry with a \"card\"") : perr.message);
                return true;
            }
            Diagnostics local;
            CardParser parser(path, &local);
            CardPtr card = parser.parse(*entry->find(QStringLiteral("card")));
            for (const Diagnostic& d : local.items())   // placed in the file: the entry starts at raw.start
                errors->add(path, {d.line + raw.start.line - 1, d.line == 1 ? d.column + raw.start.column - 1 : d.column},
                    d.path, d.message);
            if (!card)
                return true;
            CardUnderstanding u;
            const QString status = entry->find(QStringLiteral("status")) ? entry->find(QStringLiteral("status"))->toString()
                                                                          : QString();
            u.status = status == QLatin1String("partly") ? CardStatus::Partly
                : status == QLatin1String("text_only")   ? CardStatus::TextOnly
                                                         : CardStatus::Understood;
            if (const io::JsonValue* t = entry->find(QStringLiteral("text_only")); t && t->isArray())
                for (int i = 0; i < t->size(); ++i)
                    u.textOnly << t->at(i).toString();
            lib.m_understanding.insert(card->name().toLower(), u);
            cards << card;
            return true;
        },
        {}, &streamError);
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
