#pragma once
#include "ImportedCard.h"
#include "io/Diagnostics.h"
#include <QPair>
#include <QVector>
#include <atomic>
#include <functional>

namespace strata::import {

// The coverage of an import (docs/importer.md): how much of the cards' text Strata understood.
struct ImportSummary {
    int cards = 0;
    int understood = 0, partly = 0, textOnly = 0;
    int skipped = 0;                    // cards reported as errors and left out
    int abilities[4] = {0, 0, 0, 0};    // by AbilityStatus
    int layerAbilities = 0, layerParsed = 0;   // static abilities changing characteristics
    QVector<QPair<QString, int>> commonShapes;   // sentence shapes not understood, most common first
};

struct ImportResult {
    QVector<ImportedCard> cards;
    Diagnostics errors;     // positioned: FILE:LINE:COLUMN per broken card, or for the file's structure
    bool complete = false;  // the whole file was read (no structural error, not cancelled)
    bool cancelled = false;
    int skipped = 0;        // broken cards reported in `errors` and left out
    ImportSummary summary(int shapes = 30) const;
};

// Imports every card of a Scryfall or MTGJSON file (plain or gzip). A broken card is reported and
// skipped; a broken file structure stops the import where it breaks, keeping the cards before it.
// `progress` (optional) gets the bytes read and the file's size; `cancel` (optional) stops the
// import at the next card when set.
ImportResult importFile(const QString& path, const std::function<void(qint64, qint64)>& progress = {},
    const std::atomic_bool* cancel = nullptr);
// The same for bytes in memory; `file` names them in messages.
ImportResult importBytes(const QByteArray& bytes, const QString& file);

}   // namespace strata::import
