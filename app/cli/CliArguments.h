#pragma once
#include "model/GameState.h"
#include <QString>
#include <QStringList>
#include <optional>

namespace strata::cli {

// What a strata-cli command line asks for, read with QCommandLineParser as the GUI reads its own.
struct CliArguments {
    enum class Command { Help, Version, Check, Cards, Import };
    Command command = Command::Help;
    QString file;   // check, import
    QString library;   // check --library: an imported library to use besides the built-in one
    bool report = false;   // import --report: the statuses of every ability
    QString save;          // import --save: where to store the imported library
    QStringList compare;   // import --compare: scenario files or folders to resolve with the imports
    bool json = false;
    bool noChanges = false;                      // check --json --no-changes: steps without "changes"
    std::optional<RulesEdition> edition;         // check --rules
    QString until;                               // check --until EVENT_ID
    QString logLevel = QStringLiteral("warn");   // spdlog's names; "debug" shows the 613.8 decisions
};

// Reads the arguments after the program name. On a mistake returns nothing and sets `error` to a
// one-line reason; an empty argument list is such a mistake (the caller prints the usage).
std::optional<CliArguments> parseArguments(const QStringList& args, QString* error);

}   // namespace strata::cli
