#pragma once
#include "import/ImportedLibrary.h"
#include <QCoreApplication>

class QFont;
class QPainter;
class QPoint;

namespace strata::ui {

// The badge an imported card carries wherever the app shows it: how much of its text Strata
// understood, so a judge knows when Strata is not modelling something.
class ImportBadge {
    Q_DECLARE_TR_FUNCTIONS(ImportBadge)
public:
    static QString label(import::CardStatus status);   // "understood", "partly", "text only"
    // The badge and, one per line, the abilities shown as text only ("Not modelled: …").
    static QString description(const import::CardUnderstanding& understanding);
    // Draws the badge with its right edge at `topRight`; returns its width.
    static int paint(QPainter* painter, const QFont& font, const QPoint& topRight, import::CardStatus status);
};

}   // namespace strata::ui
