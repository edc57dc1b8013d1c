// strata-cli: checks a scenario from the command line; no display needed.
#include "CliCommands.h"
#include <QCoreApplication>
#include <exception>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("strata-cli");
    QCoreApplication::setApplicationVersion(STRATA_VERSION);
    // Logs go to standard error: standard output carries the result, JSON included.
    spdlog::set_default_logger(spdlog::stderr_color_mt("strata-cli"));
    spdlog::set_level(spdlog::level::warn);
    QTextStream out(stdout), err(stderr);
    try {
        return strata::cli::run(app.arguments().mid(1), out, err);
    } catch (const std::exception& e) {
        err << "strata-cli: internal error: " << e.what() << "\n";
        return strata::cli::InternalError;
    }
}
