#pragma once
#include "io/Diagnostics.h"
#include <QCoreApplication>
#include <QStringList>

namespace strata::ui {

// The problems of a file that would not open, said to a person rather than to a parser: "Object 3:
// there is no card named “Grizly Bears”. Did you mean Grizzly Bears? (line 4, column 27)". Problems it
// has no plain words for keep the reader's.
class PlainProblems {
    Q_DECLARE_TR_FUNCTIONS(PlainProblems)
public:
    static QString describe(const Diagnostic& problem);
    static QStringList describe(const Diagnostics& problems);
};

}   // namespace strata::ui
