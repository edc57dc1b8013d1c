#pragma once
#include "CardImport.h"
#include "cards/CardLibrary.h"
#include <QByteArray>
#include <QHash>

namespace strata::import {

// How far Strata understood an imported card, kept beside it in the library file so the app can show
// a badge and name the abilities it shows as text only.
struct CardUnderstanding {
    CardStatus status = CardStatus::Understood;
    QStringList textOnly;   // printed text of each ability not modelled
};

// A library of imported cards as it is stored (in the user's data folder, or any file named with
// `strata-cli check --library`): a JSON array, one entry per card,
//   {"status": "partly", "text_only": ["…"], "card": {card format}}
// saved one entry a line in name order. A file in exactly that layout is read whole and cut at its lines
// (12 MB held for a moment at 30,000 cards); any other file is streamed, as any problem in one is.
class ImportedLibrary {
public:
    // The file entries, each card in the card format plus its statuses (also what `import --json` prints
    // inside its "cards" member).
    static QByteArray toJson(const QVector<ImportedCard>& cards);
    static bool save(const QString& path, const QVector<ImportedCard>& cards, QString* error);

    // Reads a library file; problems (positioned) go to `errors`, and a broken entry is skipped.
    static ImportedLibrary load(const QString& path, Diagnostics* errors);
    // The library of cards just imported, as load() would read it back once saved.
    static ImportedLibrary fromImported(const QVector<ImportedCard>& cards);
    // Adds the cards of `other` whose names this library lacks.
    void addMissing(const ImportedLibrary& other);

    const CardLibrary& cards() const { return m_cards; }
    // For a card of this library (by name, case-insensitive): its understanding; nothing for others.
    std::optional<CardUnderstanding> understanding(const QString& name) const;

    // Where the app keeps the user's imported library (QStandardPaths::AppDataLocation of "Strata").
    static QString defaultPath();

private:
    CardLibrary m_cards;
    QHash<QString, CardUnderstanding> m_understanding;
};

// One entry of the library file for an imported card.
QJsonObject libraryEntry(const ImportedCard& card);

}   // namespace strata::import
