// strata: the desktop app. Starts the UI library and nothing else.
#include "ScenarioView.h"
#include <QApplication>
#include <QCommandLineParser>
#include <QMainWindow>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Strata"));
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("scenario"), QApplication::translate("main", "Scenario file to open."));
    parser.process(app);
    QMainWindow window;
    auto* view = new strata::ui::ScenarioView(&window);
    window.setCentralWidget(view);
    window.setWindowTitle(QApplication::translate("main", "Strata — layer system"));
    window.resize(1000, 760);
    if (!parser.positionalArguments().isEmpty())
        view->openScenario(parser.positionalArguments().first());
    window.show();
    return app.exec();
}
