#pragma once
#include "import/ImportedCard.h"
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace strata::cli {

// import --compare: the imported cards beside the built-in hand-made ones of the same name, and the
// scenarios at `scenarioPaths` resolved with either (docs/importer.md, "Against the hand-made cards").
// Returns the figures for --json; with `out` it also prints them for a person.
QJsonObject handMadeComparison(const QVector<import::ImportedCard>& imported, const QStringList& scenarioPaths,
    QTextStream* out);

}   // namespace strata::cli
