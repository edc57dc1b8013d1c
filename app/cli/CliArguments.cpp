#include "CliArguments.h"
#include <QCommandLineParser>

namespace strata::cli {

namespace {

std::optional<CliArguments::Command> commandNamed(const QString& name)
{
    if (name == QLatin1String("check"))
        return CliArguments::Command::Check;
    if (name == QLatin1String("cards"))
        return CliArguments::Command::Cards;
    if (name == QLatin1String("import"))
        return CliArguments::Command::Import;
    if (name == QLatin1String("help"))
        return CliArguments::Command::Help;
    return std::nullopt;
}

}   // namespace

std::optional<CliArguments> parseArguments(const QStringList& args, QString* error)
{
    if (args.isEmpty()) {
        *error = QStringLiteral("a command is needed");
        return std::nullopt;
    }
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    const QCommandLineOption version(QStringLiteral("version"), QString());
    const QCommandLineOption json(QStringLiteral("json"), QString());
    const QCommandLineOption rules(QStringLiteral("rules"), QString(), QStringLiteral("edition"));
    const QCommandLineOption logLevel(QStringLiteral("log-level"), QString(), QStringLiteral("level"));
    const QCommandLineOption until(QStringLiteral("until"), QString(), QStringLiteral("event"));
    const QCommandLineOption noChanges(QStringLiteral("no-changes"), QString());
    const QCommandLineOption report(QStringLiteral("report"), QString());
    const QCommandLineOption library(QStringLiteral("library"), QString(), QStringLiteral("file"));
    const QCommandLineOption save(QStringLiteral("save"), QString(), QStringLiteral("file"));
    const QCommandLineOption compare(QStringLiteral("compare"), QString(), QStringLiteral("scenarios"));
    parser.addOptions({help, version, json, rules, logLevel, until, noChanges, report, library, save, compare});
    // QCommandLineParser expects the program name first.
    if (!parser.parse(QStringList{QStringLiteral("strata-cli")} + args)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    CliArguments out;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(help))
        return out;
    if (parser.isSet(version)) {
        out.command = CliArguments::Command::Version;
        return out;
    }
    const auto command = positional.isEmpty() ? std::nullopt : commandNamed(positional.first());
    if (!command) {
        *error = positional.isEmpty() ? QStringLiteral("a command is needed")
                                      : QStringLiteral("unknown command \"%1\"").arg(positional.first());
        return std::nullopt;
    }
    out.command = *command;
    out.json = parser.isSet(json);
    out.noChanges = parser.isSet(noChanges);
    if (out.noChanges && (!out.json || out.command != CliArguments::Command::Check)) {
        *error = QStringLiteral("--no-changes goes with check --json");
        return std::nullopt;
    }
    if (parser.isSet(logLevel)) {
        static const QStringList levels{"trace", "debug", "info", "warn", "error", "critical", "off"};
        out.logLevel = parser.value(logLevel);
        if (!levels.contains(out.logLevel)) {
            *error = QStringLiteral("--log-level takes one of %1").arg(levels.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    const QStringList operands = positional.mid(1);
    for (const QCommandLineOption* option : {&report, &save, &compare})
        if (parser.isSet(*option) && out.command != CliArguments::Command::Import) {
            *error = QStringLiteral("--%1 goes with import").arg(option->names().constFirst());
            return std::nullopt;
        }
    if (parser.isSet(library) && out.command != CliArguments::Command::Check) {
        *error = QStringLiteral("--library goes with check");
        return std::nullopt;
    }
    if (out.command == CliArguments::Command::Import) {
        if (operands.size() != 1) {
            *error = QStringLiteral("import takes one card file (Scryfall or MTGJSON, .json or .json.gz)");
            return std::nullopt;
        }
        out.file = operands.first();
        out.report = parser.isSet(report);
        out.save = parser.value(save);
        out.compare = parser.values(compare);
        return out;
    }
    if (out.command == CliArguments::Command::Check) {
        out.library = parser.value(library);
        if (operands.isEmpty()) {
            *error = QStringLiteral("check needs a scenario file");
            return std::nullopt;
        }
        if (operands.size() > 1) {
            *error = QStringLiteral("check takes one file");
            return std::nullopt;
        }
        out.file = operands.first();
        out.until = parser.value(until);
        if (parser.isSet(until) && out.until.isEmpty()) {
            *error = QStringLiteral("--until needs the id of an event");
            return std::nullopt;
        }
        if (parser.isSet(rules)) {
            const QString value = parser.value(rules);
            if (value == QLatin1String("current"))
                out.edition = RulesEdition::Current;
            else if (value == QLatin1String("2016"))
                out.edition = RulesEdition::Rules2016;
            else {
                *error = QStringLiteral("--rules takes \"current\" or \"2016\"");
                return std::nullopt;
            }
        }
        return out;
    }
    if (!operands.isEmpty()) {
        *error = QStringLiteral("%1 takes no argument \"%2\"").arg(positional.first(), operands.first());
        return std::nullopt;
    }
    if (parser.isSet(rules) || parser.isSet(until)) {
        *error = QStringLiteral("--%1 goes with check").arg(parser.isSet(rules) ? "rules" : "until");
        return std::nullopt;
    }
    return out;
}

}   // namespace strata::cli
