// strata-cli: checks a scenario from the command line; no display needed.
#include "CliCommands.h"
#include <QCoreApplication>
#include <exception>
#include <spdlog/spdlog.h>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("strata-cli");
    QCoreApplication::setApplicationVersion(STRATA_VERSION);
    spdlog::set_level(spdlog::level::warn);
    QTextStream out(stdout), err(stderr);
    try {
        return strata::cli::run(app.arguments().mid(1), out, err);
    } catch (const std::exception& e) {
        err << "strata-cli: internal error: " << e.what() << "\n";
        return strata::cli::InternalError;
    }
}
