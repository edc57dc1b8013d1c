// strata: the desktop app. Reads the command line, sets up logging and starts the UI library.
#include "MainWindow.h"
#include "actions/FileActions.h"
#include "actions/Icons.h"
#include "document/Autosave.h"
#include "document/ScenarioDocument.h"
#include "i18n/LanguageManager.h"
#include "import/AppCardLibrary.h"
#include "import/ImportActions.h"
#include "import/StartupClock.h"
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTimer>
#include <cstdio>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#ifndef STRATA_VERSION
#define STRATA_VERSION "0.1.0"
#endif

namespace {

const QString kDemo = QStringLiteral(":/strata/scenarios/demo.strata.json");

// A rotating log in the app's data directory (1 MiB × 3 files) at the level asked for; only
// warnings and errors also reach the terminal.
void setUpLogging(spdlog::level::level_enum level)
{
    std::vector<spdlog::sink_ptr> sinks;
    auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
    console->set_level(spdlog::level::warn);
    sinks.push_back(console);
    const QString directory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (QDir().mkpath(directory)) {
        try {
            const std::string path = QDir(directory).filePath(QStringLiteral("strata.log")).toStdString();
            sinks.push_back(std::make_shared<spdlog::sinks::rotating_file_sink_mt>(path, 1024 * 1024, 3));
        } catch (const spdlog::spdlog_ex& e) {
            std::fprintf(stderr, "strata: no log file: %s\n", e.what());
        }
    }
    auto logger = std::make_shared<spdlog::logger>("strata", sinks.begin(), sinks.end());
    logger->set_level(level);
    logger->flush_on(spdlog::level::warn);
    spdlog::set_default_logger(logger);
    // Qt's own warnings (a missing resource, a bad signal connection) belong in the same log.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        const std::string text = message.toStdString();
        switch (type) {
        case QtDebugMsg:
            spdlog::debug("qt: {}", text);
            break;
        case QtInfoMsg:
            spdlog::info("qt: {}", text);
            break;
        case QtWarningMsg:
            spdlog::warn("qt: {}", text);
            break;
        default:
            spdlog::error("qt: {}", text);
            break;
        }
    });
}

}   // namespace

int main(int argc, char** argv)
{
    strata::ui::StartupClock clock;   // first, so that --startup-time counts all the app's own start
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Strata"));
    QApplication::setOrganizationName(QStringLiteral("Strata"));
    QApplication::setApplicationVersion(QStringLiteral(STRATA_VERSION));
    QApplication::setWindowIcon(strata::ui::strataIcon(QStringLiteral("strata")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Strata makes the Magic: The Gathering layer system visible."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption logLevel(QStringLiteral("log-level"),
        QApplication::translate("main", "Log detail: trace, debug, info, warn or error."), QStringLiteral("level"),
        QStringLiteral("info"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE (PNG) and quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption language(QStringLiteral("language"),
        QApplication::translate("main", "Language of the interface for this run: en, es or it."),
        QStringLiteral("code"));
    const QCommandLineOption importCards(QStringLiteral("import"),
        QApplication::translate("main", "Import the cards of FILE (Scryfall or MTGJSON, .json or .json.gz) at start."),
        QStringLiteral("FILE"));
    const QCommandLineOption startupTime(QStringLiteral("startup-time"),
        QApplication::translate("main",
            "Print how long the start took (to the window, the imported cards and the scenario) and quit."));
    parser.addOptions({logLevel, screenshot, language, importCards, startupTime});
    parser.addPositionalArgument(
        QStringLiteral("scenario"), QApplication::translate("main", "Scenario file to open (default: the demo)."));
    parser.process(app);

    const auto level = spdlog::level::from_str(parser.value(logLevel).toStdString());
    if (level == spdlog::level::off && parser.value(logLevel) != QLatin1String("off")) {
        std::fprintf(stderr, "strata: unknown log level \"%s\"\n", qPrintable(parser.value(logLevel)));
        return 2;
    }
    setUpLogging(level);
    spdlog::info("Strata {} starting", STRATA_VERSION);

    strata::ui::MainWindow window;
    if (parser.isSet(language)) {
        if (!window.languages()->setLanguage(parser.value(language), false)) {
            std::fprintf(stderr, "strata: unknown language \"%s\"\n", qPrintable(parser.value(language)));
            return 2;
        }
    } else {
        window.languages()->setLanguage(strata::ui::LanguageManager::preferredLanguage(), false);
    }

    const bool shooting = parser.isSet(screenshot);
    const QString scenario = parser.positionalArguments().value(0, kDemo);
    // A broken stored library costs its broken cards (logged), never the start.
    const auto logImportedCards = [](const strata::Diagnostics& problems, qint64 ms) {
        for (const QString& line : problems.formatted())
            spdlog::warn("imported cards: {}", line.toStdString());
        spdlog::info("imported cards loaded in {} ms", ms);
    };
    if (shooting) {
        QElapsedTimer timer;
        timer.start();
        strata::Diagnostics problems;
        strata::ui::ImportActions::loadImportedCards(&problems);
        logImportedCards(problems, timer.elapsed());
        // No dialog may wait for a click under Xvfb: problems go to the terminal.
        if (!window.document()->open(scenario, &problems)) {
            for (const QString& line : problems.formatted())
                std::fprintf(stderr, "%s\n", qPrintable(line));
            return 2;
        }
        window.show();
    } else {
        const bool timing = parser.isSet(startupTime);
        if (timing) {
            clock.watch(&window);
            QObject::connect(&clock, &strata::ui::StartupClock::ready, &app, [](const QString& report) {
                std::printf("%s\n", qPrintable(report));
                QApplication::exit(0);
            });
        }
        window.restoreLayout();
        window.show();
        // The imported cards load while the window comes up; the scenario, which may use them, opens
        // once they are in. Unsaved edits a crash or a kill left come before the file asked for;
        // declined, that file opens.
        const QString cardFile = parser.value(importCards);
        strata::ui::ImportActions::loadImportedCardsThen(&window,
            [&window, &clock, timing, scenario, cardFile, logImportedCards](
                const strata::Diagnostics& problems, qint64 ms) {
                logImportedCards(problems, ms);
                clock.cardsLoaded(strata::ui::AppCardLibrary::instance().importedCount());
                // A timed start asks nothing: a recovery question would wait for a click.
                if (timing || !window.fileActions()->offerRecovery(window.autosave()))
                    window.fileActions()->openFile(scenario);
                clock.scenarioOpened();
                if (!cardFile.isEmpty())
                    window.importActions()->importFile(cardFile);
            });
    }

    if (shooting) {
        // Time for the docks to settle and the board to fit itself to the window.
        QTimer::singleShot(1500, &window, [&window, file = parser.value(screenshot)] {
            const bool saved = window.grab().save(file, "PNG");
            if (!saved)
                std::fprintf(stderr, "strata: could not write %s\n", qPrintable(file));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
