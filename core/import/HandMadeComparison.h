#pragma once
// Imported cards set beside the hand-made cards of the same name (docs/importer.md, "Against the
// hand-made cards"): the same structure ability by ability, and scenarios that resolve alike with
// either. This is how the importer is checked against cards a person wrote and tested.
#include "ImportedCard.h"
#include "cards/CardLibrary.h"
#include <QString>
#include <QStringList>
#include <QVector>

namespace strata::import {

struct CardComparison {
    QString name;
    CardStatus status = CardStatus::Understood;   // of the import
    int handMadeAbilities = 0;
    int sameStructure = 0;    // parsed abilities whose structure equals the hand-made ability's
    QStringList differences;  // in plain words: "ability 2: read differently", "3 abilities, hand-made 2"
    bool same() const { return differences.isEmpty() && status == CardStatus::Understood; }
};

// One comparison per imported card that has a hand-made card of the same name, in the order of
// `imported`.
QVector<CardComparison> compareWithHandMade(const QVector<ImportedCard>& imported, const CardLibrary& handMade);

// The library a scenario resolves with when the imported cards replace the hand-made ones: every
// imported card fully understood takes the place of the hand-made card of its name; every other
// card stays hand-made. `replaced` gets the names taken over.
CardLibrary libraryWithImportsFirst(const QVector<ImportedCard>& imported, const CardLibrary& handMade,
    QStringList* replaced);

struct ScenarioComparison {
    QString file;
    QStringList replacedCards;   // cards of this scenario that the imported ones replaced
    bool identical = true;       // the result JSON is the same, byte for byte
    QString difference;          // where the results first differ ("objects[3].power: hand-made 2, imported 3")
    QString error;               // the scenario could not be read or resolved with one library
};

// Resolves the scenario file (snapshot and events) once with `handMade` and once with `importsFirst`
// and compares the `strata-cli check --json` results.
ScenarioComparison compareScenario(const QString& file, const CardLibrary& handMade, const CardLibrary& importsFirst,
    const QStringList& replaced);

// The scenario files (*.strata.json) at `path`: the file itself, or those in the folder and below,
// sorted.
QStringList scenarioFilesAt(const QString& path);

}   // namespace strata::import
