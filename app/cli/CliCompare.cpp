#include "CliCompare.h"
#include "import/HandMadeComparison.h"
#include <QJsonArray>

namespace strata::cli {

using namespace strata::import;

QJsonObject handMadeComparison(const QVector<ImportedCard>& imported, const QStringList& scenarioPaths, QTextStream* out)
{
    const CardLibrary& handMade = CardLibrary::builtin();
    const QVector<CardComparison> cards = compareWithHandMade(imported, handMade);
    int same = 0, understoodButDifferent = 0, notUnderstood = 0;
    QJsonArray cardDifferences;
    for (const CardComparison& c : cards) {
        if (c.same())
            ++same;
        else if (c.status == CardStatus::Understood)
            ++understoodButDifferent;
        else
            ++notUnderstood;
        if (!c.differences.isEmpty())
            cardDifferences << QJsonObject{{"name", c.name}, {"status", statusName(c.status)},
                {"differences", QJsonArray::fromStringList(c.differences)}};
    }
    QStringList replaced;
    const CardLibrary importsFirst = libraryWithImportsFirst(imported, handMade, &replaced);
    int read = 0, notRead = 0, touched = 0, identical = 0;
    QJsonArray scenarioDifferences;
    QStringList scenarioLines;
    for (const QString& path : scenarioPaths)
        for (const QString& file : scenarioFilesAt(path)) {
            const ScenarioComparison s = compareScenario(file, handMade, importsFirst, replaced);
            if (!s.error.isEmpty() && s.replacedCards.isEmpty()) {
                ++notRead;   // a bad file, which `check` explains: not a difference between the cards
                continue;
            }
            ++read;
            if (s.replacedCards.isEmpty())
                continue;
            ++touched;
            if (s.identical) {
                ++identical;
                continue;
            }
            const QString why = s.error.isEmpty() ? s.difference : s.error;
            scenarioDifferences << QJsonObject{{"file", file}, {"cards", QJsonArray::fromStringList(s.replacedCards)},
                {"difference", why}};
            scenarioLines << QStringLiteral("    %1 (%2): %3").arg(file, s.replacedCards.join(QStringLiteral(", ")), why);
        }
    if (out) {
        *out << "Against the hand-made cards: " << cards.size() << " of the file's cards are built in\n"
             << "  understood, same structure: " << same << "\n"
             << "  understood, read differently: " << understoodButDifferent << "\n"
             << "  partly or text only: " << notUnderstood << "\n";
        for (const CardComparison& c : cards)
            if (!c.differences.isEmpty())
                *out << "    " << c.name << " [" << statusName(c.status) << "]: " << c.differences.join(QStringLiteral("; "))
                     << "\n";
        if (!scenarioPaths.isEmpty()) {
            *out << "Scenarios read: " << read << " (" << notRead << " not readable); using a card the import replaced: "
                 << touched << "; resolving alike: " << identical << "\n";
            for (const QString& line : scenarioLines)
                *out << line << "\n";
        }
    }
    return QJsonObject{{"cards", int(cards.size())}, {"same", same}, {"understood_different", understoodButDifferent},
        {"not_understood", notUnderstood}, {"card_differences", cardDifferences},
        {"scenarios", QJsonObject{{"read", read}, {"not_readable", notRead}, {"using_imported", touched}, {"identical", identical},
                          {"differences", scenarioDifferences}}}};
}

}   // namespace strata::cli
