#pragma once
#include "CliArguments.h"
#include "cards/CardLibrary.h"
#include <QTextStream>
#include <optional>

namespace strata::cli {

// strata-cli import FILE [--json] [--report] [--save LIBRARY]: imports real cards, prints the coverage
// summary (and with --report each ability's status, with --json each card in the card format).
int importCards(const CliArguments& args, QTextStream& out, QTextStream& err);

// The built-in library plus an imported one: `path` when given (an error if it cannot be read),
// else the user's stored library when there is one. Built-in cards win over imported ones.
std::optional<CardLibrary> libraryWithImported(const QString& path, QTextStream& err);

}   // namespace strata::cli
