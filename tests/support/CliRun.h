#pragma once
// Runs strata-cli's commands in the test process and keeps what they print.
#include "cli/CliCommands.h"
#include <QString>
#include <QTextStream>

struct Run {
    int status;
    QString out, err;
};

inline Run runCli(const QStringList& args)
{
    QString out, err;
    QTextStream o(&out), e(&err);
    const int status = strata::cli::run(args, o, e);
    o.flush();
    e.flush();
    return {status, out, err};
}
