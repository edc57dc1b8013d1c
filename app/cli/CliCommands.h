#pragma once
#include <QStringList>
#include <QTextStream>

namespace strata::cli {

// Exit statuses of strata-cli.
enum Status { Ok = 0, InternalError = 1, InvalidInput = 2 };

// Runs strata-cli with its arguments (without the program name), writing to out and err.
int run(const QStringList& args, QTextStream& out, QTextStream& err);

}   // namespace strata::cli
