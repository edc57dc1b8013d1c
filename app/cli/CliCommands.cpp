#include "CliCommands.h"
#include "CliArguments.h"
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "CliEvents.h"
#include "CliImport.h"
#include "io/PlayResultJson.h"
#include "io/ResultJson.h"
#include "play/EventPlayer.h"
#include "io/ResultJsonWriter.h"
#include "io/ScenarioReader.h"
#include "model/ChoiceChecks.h"
#include "rules/StateBasedActions.h"
#include "text/RulesText.h"
#include "text/StepChanges.h"
#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <spdlog/spdlog.h>

namespace strata::cli {

namespace {

const char* kUsage
    = "Usage:\n"
      "  strata-cli check FILE [--json [--no-changes]] [--rules current|2016] [--until EVENT]\n"
      "                 [--log-level debug]\n"
      "      Compute every object's characteristics through the layer system (CR 613)\n"
      "      and print them with the layer-by-layer timeline, then play the scenario's\n"
      "      events one by one (triggers, the stack, state-based actions). --until stops\n"
      "      after that event. --no-changes leaves out each step's before and after\n"
      "      values (the larger part of big results). --log-level debug also logs each\n"
      "      dependency decision (CR 613.8) on standard error.\n"
      "                 [--library FILE]\n"
      "      --library adds the cards of an imported library (the one File > Import\n"
      "      Cards... stored is used when there is one).\n"
      "  strata-cli cards [--json]\n"
      "      List the built-in card library.\n"
      "  strata-cli import FILE [--json] [--report] [--save LIBRARY] [--compare SCENARIOS]\n"
      "      Read real cards from a Scryfall or MTGJSON file (.json or .json.gz) and\n"
      "      say how much of their Oracle text Strata understood; --report lists every\n"
      "      ability with its status, --json prints each card in the card format with\n"
      "      its statuses, --save stores the cards as a library for check --library.\n"
      "      --compare sets the imported cards beside the built-in hand-made ones of\n"
      "      the same name, and resolves the scenarios (a file or a folder, may be\n"
      "      repeated) with each to show they come out alike.\n"
      "  strata-cli --help | --version\n"
      "\n"
      "Exit status: 0 done, 2 invalid input (one FILE:LINE:COLUMN message per problem), 1 internal error.\n";

QString ptText(const GameObject& o, const Characteristics& c)
{
    const bool hasPT = o.zone != Zone::Battlefield || c.isCreature();
    if (hasPT && c.power && c.toughness)
        return QStringLiteral("%1/%2").arg(*c.power).arg(*c.toughness);
    return QString();
}

void printHuman(const GameState& state, const Resolution& res, const QString& file, QTextStream& out)
{
    out << "Scenario: " << file << "\n";
    if (state.title.form == LocalizedText::Form::Plain)
        out << "Title: " << state.title.plain << "\n";
    else if (state.title.form == LocalizedText::Form::PerLanguage)
        out << "Title: " << state.title.languages.value("en") << "\n";
    out << "Rules: "
        << (res.edition == RulesEdition::Rules2016 ? "2016 edition (7a CDA, 7b set, 7c modify, 7d counters, 7e switch)"
                                                   : "current (7a CDA, 7b set, 7c modify and counters, 7d switch)")
        << "\n\nObjects\n";
    for (int i = 0; i < state.objects.size(); ++i) {
        const GameObject& o = state.objects[i];
        const Characteristics& c = res.chars[i];
        out << "  " << o.id << ": " << (c.name.isEmpty() ? QStringLiteral("(face-down, no name)") : c.name) << "  ["
            << zoneName(o.zone) << ", controller " << c.controller << "]\n";
        out << "      " << englishTypeLine(c.type);
        const QString pt = ptText(o, c);
        if (!pt.isEmpty())
            out << "   " << pt;
        if (c.type.has(CardType::Planeswalker) && c.loyalty)
            out << "   loyalty " << *c.loyalty;
        out << "\n      colours: " << (c.colors.isEmpty() ? QStringLiteral("colourless") : c.colors.names().join(", "))
            << "\n";
        for (const AbilityInstance& a : c.abilities) {
            out << "      • " << RulesText::ability(a, c.name);
            if (!a.grantedBy.isEmpty())
                out << "   (from " << a.grantedBy << ")";
            out << "\n";
        }
        for (const RuleEffectRecord& r : res.rulesEffects[i])
            out << "      rule effect: " << canonicalName(r.rule) << " (from " << r.effect << ")\n";
        for (const StateBasedAction& a : res.sba[i])
            out << "      ! state-based action: " << a.action << " (" << a.rule << ")\n";
    }
    out << "\nTimeline\n";
    QString lastLayer;
    for (const TraceStep& s : res.steps) {
        if (s.layer != lastLayer) {
            out << "  Layer " << s.layer << "\n";
            lastLayer = s.layer;
        }
        out << "    " << (s.applied ? "" : "(not applied) ") << s.effect;
        if (s.source >= 0)
            out << " from " << state.objects[s.source].id;
        out << "  — " << orderReasonName(s.order) << ", timestamp " << s.timestamp;
        if (!s.dependsOn.isEmpty())
            out << ", depends on " << s.dependsOn.join(", ");
        out << "  (CR " << s.rule << ")";
        // The trace keeps only the objects a step changed; the others it touched changed nothing.
        QSet<int> recorded;
        for (const TraceChange& ch : s.changes) {
            out << "\n        " << state.objects[ch.object].id << ": "
                << describeChange(ch.before(), ch.after(), s.layerId);
            recorded.insert(ch.object);
        }
        QStringList unchanged;
        for (int i : s.affected)
            if (!recorded.contains(i))
                unchanged << state.objects[i].id;
        if (!unchanged.isEmpty())
            out << "\n        no change: " << unchanged.join(", ");
        if (!s.note.isEmpty())
            out << "\n        " << s.note;
        out << "\n";
    }
    if (!res.dependencies.isEmpty()) {
        out << "\nDependencies (613.8)\n";
        for (const DependencyRecord& d : res.dependencies)
            out << "  layer " << d.layer << ": " << d.effect << " depends on " << d.dependsOn << "\n";
    }
    for (const QString& w : res.warnings)
        out << "\nwarning: " << w << "\n";
}

int check(const CliArguments& args, QTextStream& out, QTextStream& err)
{
    if (!CardLibrary::builtin().errors().isEmpty()) {
        for (const QString& line : CardLibrary::builtin().errors().formatted())
            err << line << "\n";
        return InternalError;
    }
    std::optional<CardLibrary> withImported = libraryWithImported(args.library, err);
    if (!withImported)
        return InvalidInput;
    const CardLibrary& lib = *withImported;
    Diagnostics diags;
    auto state = ScenarioReader(lib).readFile(args.file, &diags);
    if (!state) {
        for (const QString& line : diags.formatted())
            err << line << "\n";
        return InvalidInput;
    }
    if (args.edition)
        state->rules = *args.edition;
    if (!args.until.isEmpty()
        && std::none_of(state->events.begin(), state->events.end(), [&](const GameEvent& e) { return e.id == args.until; })) {
        err << args.file << ": error: --until " << args.until << ": the scenario has no event with this id\n";
        return InvalidInput;
    }
    if (!state->usesPlayKeys && state->events.isEmpty()) {
        Resolution res = LayerEngine::resolve(*state);
        if (!res.stoppedBy.isEmpty()) {   // a hostile file: no partial result passes for an answer
            err << args.file << ": " << res.stoppedBy << "\n";
            return InvalidInput;
        }
        findStateBasedActions(*state, res);
        res.warnings << choiceWarnings(*state);
        if (args.json)
            writeResultJson(*state, res, !args.noChanges, [&out](const QByteArray& chunk) {
                // Straight to the file when there is one: through the text stream, every chunk of
                // UTF-8 would be decoded and encoded again (a fifth of the time on big results).
                out.flush();
                if (out.device())
                    out.device()->write(chunk);
                else
                    out << chunk;
            });
        else
            printHuman(*state, res, args.file, out);
        return Ok;
    }
    Playthrough play = EventPlayer::play(*state, lib, args.until);
    if (!play.finalResolution.stoppedBy.isEmpty()) {
        err << args.file << ": " << play.finalResolution.stoppedBy << "\n";
        return InvalidInput;
    }
    play.finalResolution.warnings << choiceWarnings(*state);
    if (args.json) {
        QJsonObject result = resultToJson(play.finalState, play.finalResolution);
        addPlayResult(result, play);
        if (args.noChanges) {
            QJsonArray timeline = result.value("timeline").toArray();
            for (QJsonValueRef step : timeline) {
                QJsonObject o = step.toObject();
                o.remove("changes");
                step = o;
            }
            result.insert("timeline", timeline);
        }
        out << QJsonDocument(result).toJson(QJsonDocument::Indented);
    } else {
        printHuman(play.finalState, play.finalResolution, args.file, out);
        printEvents(play, out);
    }
    return Ok;
}

int cards(const CliArguments& args, QTextStream& out, QTextStream& err)
{
    const bool json = args.json;
    const CardLibrary& lib = CardLibrary::builtin();
    if (!lib.errors().isEmpty()) {
        for (const QString& line : lib.errors().formatted())
            err << line << "\n";
        return InternalError;
    }
    QJsonArray list;
    for (const CardPtr& card : lib.cards()) {
        const CardFace& f = card->front;
        if (json) {
            QJsonObject j{{"name", f.name}, {"mana_cost", f.manaCost.text()}, {"mana_value", f.manaCost.manaValue()},
                {"supertypes", QJsonArray::fromStringList(f.type.supertypeNames())},
                {"types", QJsonArray::fromStringList(f.type.cardTypeNames())},
                {"subtypes", QJsonArray::fromStringList(f.type.subtypeNames())},
                {"colors", QJsonArray::fromStringList(f.colors().names())}, {"token", card->token}};
            if (f.power)
                j.insert("power", f.power->text);
            if (f.toughness)
                j.insert("toughness", f.toughness->text);
            if (f.loyalty)
                j.insert("loyalty", f.loyalty->text == QString::number(f.loyalty->value)
                        ? QJsonValue(f.loyalty->value) : QJsonValue(f.loyalty->text));
            QJsonArray abilities;
            for (int i = 0; i < f.abilities.size(); ++i)
                abilities << abilityToJson(AbilityInstance{f.abilities[i], i + 1, 0, QString(), {}}, f.name);
            j.insert("abilities", abilities);
            if (card->back)
                j.insert("back", card->back->name);
            list << j;
        } else {
            out << f.name;
            if (!f.manaCost.isEmpty())
                out << "  " << f.manaCost.text();
            out << "  — " << englishTypeLine(f.type);
            if (f.power && f.toughness)
                out << "  " << f.power->text << "/" << f.toughness->text;
            if (f.loyalty)
                out << "  loyalty " << f.loyalty->text;
            if (card->token)
                out << "  (token)";
            out << "\n";
        }
    }
    if (json)
        out << QJsonDocument(list).toJson(QJsonDocument::Indented);
    else
        out << lib.size() << " cards\n";
    return Ok;
}

}   // namespace

int run(const QStringList& args, QTextStream& out, QTextStream& err)
{
    QString error;
    const std::optional<CliArguments> parsed = parseArguments(args, &error);
    if (!parsed) {
        err << "strata-cli: " << error << "\n" << kUsage;
        return InvalidInput;
    }
    spdlog::set_level(spdlog::level::from_str(parsed->logLevel.toStdString()));
    switch (parsed->command) {
    case CliArguments::Command::Help:
        out << kUsage;
        return Ok;
    case CliArguments::Command::Version:
        out << "strata-cli " << QCoreApplication::applicationVersion() << "\n";
        return Ok;
    case CliArguments::Command::Check:
        return check(*parsed, out, err);
    case CliArguments::Command::Cards:
        return cards(*parsed, out, err);
    case CliArguments::Command::Import:
        return importCards(*parsed, out, err);
    }
    return InternalError;
}

}   // namespace strata::cli
