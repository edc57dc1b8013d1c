// ScenarioReader reports each way a scenario can break ../shared/spec/scenario-format.md and
// docs/scenario-extensions.md as positioned lines, FILE:LINE:COLUMN: error: PATH: MESSAGE, and
// refuses the file. One row per error path; a row lists every line the file gets, so an error that
// drags others behind it fails the row.
#include "io/ScenarioReader.h"
#include "model/EditChecks.h"
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;

namespace {

const QString kFile = QStringLiteral("bad.strata.json");

// The scenario object and effect rows break. A row's object is line 3 and its effect line 5, each
// from column 1; "bears" (line 2) is there for them to refer to and collide with.
QString scenarioAround(const QString& objectLine, const QString& effectLine)
{
    return QStringLiteral(
        "{\"format\": \"strata-scenario\", \"version\": 1, \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}, {\"id\": \"nico\", \"name\": \"Nico\"}],\n"
        "\"objects\": [{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},\n"
        "%1\n"
        "], \"effects\": [\n"
        "%2\n"
        "]}\n")
        .arg(objectLine, effectLine);
}

const char* const kMongrel = R"({"id": "mongrel", "card": "Wild Mongrel", "timestamp": 2})";

std::optional<GameState> readScenario(const QString& json, Diagnostics* diags)
{
    return ScenarioReader(CardLibrary::builtin()).read(json.toUtf8(), kFile, diags);
}

}   // namespace

class TestScenarioReader : public QObject {
    Q_OBJECT
private slots:
    void reportsEachBrokenRule_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QStringList>("expected");
        auto file = [](const char* name, const char* json, const QStringList& expected) {
            QTest::newRow(name) << QString::fromUtf8(json) << expected;
        };
        auto scenario = [](const char* name, const char* object, const char* effect, const QStringList& expected) {
            QTest::newRow(name) << scenarioAround(QString::fromUtf8(object), QString::fromUtf8(effect)) << expected;
        };
        auto object = [&](const char* name, const char* json, const QStringList& expected) {
            scenario(name, json, "", expected);
        };
        auto effect = [&](const char* name, const char* json, const QStringList& expected) {
            scenario(name, kMongrel, json, expected);
        };

        // The file as a whole.
        file("not JSON", R"({"format": })",
            {"bad.strata.json:1:12: error: unexpected character '}', expected a JSON value"});
        file("root not an object", R"([])", {"bad.strata.json:1:1: error: expected object, found array"});
        file("unknown top-level key",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [], "board": []})",
            {"bad.strata.json:1:103: error: board: unknown key \"board\""});
        file("missing format", R"({"version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:1: error: format: missing required key \"format\""});
        file("wrong format",
            R"({"format": "strata-result", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:12: error: format: expected \"strata-scenario\", found \"strata-result\""});
        file("format not a string",
            R"({"format": 1, "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:12: error: format: expected string, found number"});
        file("missing version",
            R"({"format": "strata-scenario", "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:1: error: version: missing required key \"version\""});
        file("unsupported version",
            R"({"format": "strata-scenario", "version": 2, "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:42: error: version: version 2 is not supported (this Strata reads version 1)"});
        file("version a string",
            R"({"format": "strata-scenario", "version": "1", "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:42: error: version: expected a whole number, found string"});
        file("version too large",
            R"({"format": "strata-scenario", "version": 1e99, "players": [{"id": "ana", "name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:42: error: version: number too large (at most 2147483647)"});
        file("title a number",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [], "title": 5})",
            {"bad.strata.json:1:112: error: title: expected a string or an object of language code to string"});
        file("title in a language not a string",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [], "title": {"en": "T", "es": 5}})",
            {"bad.strata.json:1:130: error: title.es: expected a string"});
        file("unknown rules",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [], "rules": "2020"})",
            {"bad.strata.json:1:112: error: rules: expected \"current\" or \"2016\""});
        file("rules not a string",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [], "rules": 2016})",
            {"bad.strata.json:1:112: error: rules: expected string, found number"});
        file("missing players", R"({"format": "strata-scenario", "version": 1, "objects": []})",
            {"bad.strata.json:1:1: error: players: missing required key \"players\""});
        file("players not an array",
            R"({"format": "strata-scenario", "version": 1, "players": {"id": "ana"}, "objects": []})",
            {"bad.strata.json:1:56: error: players: expected array, found object"});
        file("no players", R"({"format": "strata-scenario", "version": 1, "players": [], "objects": []})",
            {"bad.strata.json:1:56: error: players: needs at least one player"});
        file("player not an object",
            R"({"format": "strata-scenario", "version": 1, "players": ["ana"], "objects": []})",
            {"bad.strata.json:1:57: error: players[0]: expected object, found string"});
        file("unknown player key",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana", "deck": []}], "objects": []})",
            {"bad.strata.json:1:86: error: players[0].deck: unknown key \"deck\""});
        file("player without id",
            R"({"format": "strata-scenario", "version": 1, "players": [{"name": "Ana"}], "objects": []})",
            {"bad.strata.json:1:57: error: players[0].id: missing required key \"id\""});
        file("player without name",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana"}], "objects": []})",
            {"bad.strata.json:1:57: error: players[0].name: missing required key \"name\""});
        file("life out of range",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana", "life": 2000000}], "objects": []})",
            {"bad.strata.json:1:94: error: players[0].life: 2000000 is out of range (-1000000 to 1000000)"});
        file("life too small for a number",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana", "life": -1e99}], "objects": []})",
            {"bad.strata.json:1:94: error: players[0].life: number too small (at least -1000000)"});
        file("duplicate player id",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}, {"id": "ana", "name": "Nico"}], "objects": []})",
            {"bad.strata.json:1:94: error: players[1].id: duplicate id \"ana\" (first used at line 1)"});
        file("missing objects",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}]})",
            {"bad.strata.json:1:1: error: objects: missing required key \"objects\""});
        file("objects not an array",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": {}})",
            {"bad.strata.json:1:99: error: objects: expected array, found object"});
        file("effects not an array",
            R"({"format": "strata-scenario", "version": 1, "players": [{"id": "ana", "name": "Ana"}], "objects": [], "effects": {}})",
            {"bad.strata.json:1:114: error: effects: expected array, found object"});

        // Objects: line 3, objects[1]. Keys a row adds after the timestamp start at column 54.
        object("object not an object", R"("bears")",
            {"bad.strata.json:3:1: error: objects[1]: expected object, found string"});
        object("unknown object key", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "colour": "red"})",
            {"bad.strata.json:3:54: error: objects[1].colour: unknown key \"colour\""});
        object("object without id", R"({"card": "Grizzly Bears", "timestamp": 2})",
            {"bad.strata.json:3:1: error: objects[1].id: missing required key \"id\""});
        object("id not a string", R"({"id": 7, "card": "Grizzly Bears", "timestamp": 2})",
            {"bad.strata.json:3:8: error: objects[1].id: expected string, found number"});
        object("bad id", R"({"id": "b b", "card": "Grizzly Bears", "timestamp": 2})",
            {"bad.strata.json:3:8: error: objects[1].id: id \"b b\" must be 1 to 64 letters, digits, '_', '.' or '-'"});
        object("id of a player", R"({"id": "ana", "card": "Grizzly Bears", "timestamp": 2})",
            {"bad.strata.json:3:8: error: objects[1].id: duplicate id \"ana\" (first used at line 1)"});
        object("duplicate object id", R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            {"bad.strata.json:3:8: error: objects[1].id: duplicate id \"bears\" (first used at line 2)"});
        object("object without card", R"({"id": "b", "timestamp": 2})",
            {"bad.strata.json:3:1: error: objects[1].card: missing required key \"card\""});
        object("unknown card with suggestion", R"({"id": "b", "card": "Grizly Bears", "timestamp": 2})",
            {"bad.strata.json:3:21: error: objects[1].card: unknown card \"Grizly Bears\" (did you mean \"Grizzly Bears\"?)"});
        object("unknown card without suggestion", R"({"id": "b", "card": "Xyzzy Quux", "timestamp": 2})",
            {"bad.strata.json:3:21: error: objects[1].card: unknown card \"Xyzzy Quux\""});
        object("unknown zone", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "zone": "sideboard"})",
            {"bad.strata.json:3:62: error: objects[1].zone: unknown zone \"sideboard\" (battlefield, graveyard, hand, library, exile, stack, command)"});
        object("unknown owner", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "owner": "bob"})",
            {"bad.strata.json:3:63: error: objects[1].owner: no player has the id \"bob\""});
        object("controller an object", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "controller": "bears"})",
            {"bad.strata.json:3:68: error: objects[1].controller: no player has the id \"bears\""});
        object("no timestamp on the battlefield", R"({"id": "b", "card": "Grizzly Bears"})",
            {"bad.strata.json:3:1: error: objects[1].timestamp: missing required key \"timestamp\""});
        object("timestamp not positive", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 0})",
            {"bad.strata.json:3:51: error: objects[1].timestamp: 0 is out of range (1 to 1000000000)"});
        object("duplicate timestamp", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1})",
            {"bad.strata.json:3:51: error: objects[1].timestamp: timestamp 1 is already used by objects[0].timestamp; timestamps are unique in the file"});
        object("attached to nothing", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "attached_to": "bob"})",
            {"bad.strata.json:3:69: error: objects[1].attached_to: no object or player has the id \"bob\""});
        object("counters not an object", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "counters": 2})",
            {"bad.strata.json:3:66: error: objects[1].counters: expected object, found number"});
        object("negative counter count",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "counters": {"+1/+1": -1}})",
            {"bad.strata.json:3:76: error: objects[1].counters.+1/+1: expected a count (whole number 0 or more) or {\"count\", \"timestamp\"}"});
        object("counter without count",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "counters": {"+1/+1": {"timestamp": 3}}})",
            {"bad.strata.json:3:76: error: objects[1].counters.+1/+1.count: missing required key \"count\""});
        object("unknown counter key",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "counters": {"+1/+1": {"count": 1, "when": 3}}})",
            {"bad.strata.json:3:89: error: objects[1].counters.+1/+1.when: unknown key \"when\""});
        object("counter timestamp taken",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "counters": {"+1/+1": {"count": 1, "timestamp": 1}}})",
            {"bad.strata.json:3:102: error: objects[1].counters.+1/+1.timestamp: timestamp 1 is already used by objects[0].timestamp; timestamps are unique in the file"});
        object("counter without name", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "counters": {" ": 1}})",
            {"bad.strata.json:3:67: error: objects[1].counters. : a counter needs a name"});
        object("negative damage", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "damage": -1})",
            {"bad.strata.json:3:64: error: objects[1].damage: -1 is out of range (0 to 1000000)"});
        object("damage not whole", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "damage": 1.5})",
            {"bad.strata.json:3:64: error: objects[1].damage: expected a whole number"});
        object("tapped not a boolean", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "tapped": "yes"})",
            {"bad.strata.json:3:64: error: objects[1].tapped: expected boolean, found string"});
        object("entered together unnamed",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "entered_together": ""})",
            {"bad.strata.json:3:74: error: objects[1].entered_together: needs a group name"});
        object("transformed without back face",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "transformed": true})",
            {"bad.strata.json:3:69: error: objects[1].transformed: Grizzly Bears has no back face to transform to"});

        // Choices, on an object: the choices object starts at column 65, its first key at 66.
        object("choices not an object", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": []})",
            {"bad.strata.json:3:65: error: objects[1].choices: expected object, found array"});
        object("unknown choice",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"colour": "red"}})",
            {"bad.strata.json:3:66: error: objects[1].choices.colour: unknown key \"colour\""});
        object("unknown colour",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"color": "purple"}})",
            {"bad.strata.json:3:75: error: objects[1].choices.color: \"purple\" is not a colour: expected white, blue, black, red or green"});
        object("unknown colour in colours",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"colors": ["red", "purple"]}})",
            {"bad.strata.json:3:84: error: objects[1].choices.colors[1]: \"purple\" is not a colour"});
        object("colour not a string",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"colors": ["red", 1]}})",
            {"bad.strata.json:3:84: error: objects[1].choices.colors[1]: expected string, found number"});
        object("unknown creature type",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"creature_type": "Dragonkin"}})",
            {"bad.strata.json:3:83: error: objects[1].choices.creature_type: \"Dragonkin\" is not a creature type"});
        object("nonbasic land type",
            R"({"id": "b", "card": "Blood Moon", "timestamp": 2, "choices": {"land_type": "Desert"}})",
            {"bad.strata.json:3:76: error: objects[1].choices.land_type: \"Desert\" is not a basic land type"});
        object("unknown card type",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"card_type": "Elf"}})",
            {"bad.strata.json:3:79: error: objects[1].choices.card_type: \"Elf\" is not a card type"});
        object("name not a string", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"name": 1}})",
            {"bad.strata.json:3:74: error: objects[1].choices.name: expected string, found number"});
        object("copy of nothing", R"({"id": "b", "card": "Clone", "timestamp": 2, "choices": {"copy_of": "bob"}})",
            {"bad.strata.json:3:69: error: objects[1].choices.copy_of: no object has the id \"bob\""});
        object("copy of a player", R"({"id": "b", "card": "Clone", "timestamp": 2, "choices": {"copy_of": "ana"}})",
            {"bad.strata.json:3:69: error: objects[1].choices.copy_of: no object has the id \"ana\""});
        object("text change not an object",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"text_change": "black"}})",
            {"bad.strata.json:3:81: error: objects[1].choices.text_change: expected object, found string"});
        object("text change without to",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"text_change": {"from": "black"}}})",
            {"bad.strata.json:3:81: error: objects[1].choices.text_change.to: missing required key \"to\""});
        object("unknown text change key",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"text_change": {"from": "black", "to": "white", "by": 1}}})",
            {"bad.strata.json:3:114: error: objects[1].choices.text_change.by: unknown key \"by\""});
        object("negative x", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"x": -1}})",
            {"bad.strata.json:3:71: error: objects[1].choices.x: -1 is out of range (0 to 1000000)"});
        object("mode 0", R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"mode": 0}})",
            {"bad.strata.json:3:74: error: objects[1].choices.mode: 0 is out of range (1 to 100)"});
        object("chosen player unknown",
            R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2, "choices": {"player": "bears"}})",
            {"bad.strata.json:3:76: error: objects[1].choices.player: no player has the id \"bears\""});

        // Effects: line 5, effects[0]; "mongrel" (Wild Mongrel, one activated ability) is line 3.
        effect(
            "effect not an object", R"(3)", {"bad.strata.json:5:1: error: effects[0]: expected object, found number"});
        effect("unknown effect key", R"({"id": "e", "card": "Giant Growth", "target": "bears", "timestamp": 3})",
            {"bad.strata.json:5:37: error: effects[0].target: unknown key \"target\""});
        effect("effect without id", R"({"card": "Giant Growth", "timestamp": 3})",
            {"bad.strata.json:5:1: error: effects[0].id: missing required key \"id\""});
        effect("effect id taken", R"({"id": "bears", "card": "Giant Growth", "timestamp": 3})",
            {"bad.strata.json:5:8: error: effects[0].id: duplicate id \"bears\" (first used at line 2)"});
        effect("neither card nor source", R"({"id": "e", "targets": ["bears"], "timestamp": 3})",
            {"bad.strata.json:5:1: error: effects[0]: give exactly one of \"card\" (a resolved instant or sorcery) or \"source\" (the object whose ability resolved)"});
        effect("both card and source",
            R"({"id": "e", "card": "Giant Growth", "source": "mongrel", "ability": 1, "timestamp": 3})",
            {"bad.strata.json:5:1: error: effects[0]: give exactly one of \"card\" (a resolved instant or sorcery) or \"source\" (the object whose ability resolved)"});
        effect("ability of a spell", R"({"id": "e", "card": "Giant Growth", "ability": 1, "timestamp": 3})",
            {"bad.strata.json:5:48: error: effects[0].ability: goes with \"source\", not with \"card\""});
        effect("granted ability of a spell",
            R"({"id": "e", "card": "Giant Growth", "ability_from": "x", "timestamp": 3})",
            {"bad.strata.json:5:53: error: effects[0].ability_from: goes with \"source\", not with \"card\""});
        effect("unknown spell with suggestion", R"({"id": "e", "card": "Giant Grwth", "timestamp": 3})",
            {"bad.strata.json:5:21: error: effects[0].card: unknown card \"Giant Grwth\" (did you mean \"Giant Growth\"?)"});
        effect("unknown spell without suggestion", R"({"id": "e", "card": "Xyzzy Quux", "timestamp": 3})",
            {"bad.strata.json:5:21: error: effects[0].card: unknown card \"Xyzzy Quux\""});
        effect("permanent as a spell", R"({"id": "e", "card": "Glorious Anthem", "timestamp": 3})",
            {"bad.strata.json:5:21: error: effects[0].card: Glorious Anthem is not an instant or sorcery with an effect; put permanents in \"objects\""});
        effect("source without ability", R"({"id": "e", "source": "mongrel", "timestamp": 3})",
            {"bad.strata.json:5:1: error: effects[0].ability: missing required key \"ability\""});
        effect("unknown source", R"({"id": "e", "source": "bob", "ability": 1, "timestamp": 3})",
            {"bad.strata.json:5:23: error: effects[0].source: no object has the id \"bob\""});
        effect("ability out of range", R"({"id": "e", "source": "mongrel", "ability": 2, "timestamp": 3})",
            {"bad.strata.json:5:45: error: effects[0].ability: Wild Mongrel has 1 ability; there is no ability 2"});
        effect("ability 0", R"({"id": "e", "source": "mongrel", "ability": 0, "timestamp": 3})",
            {"bad.strata.json:5:45: error: effects[0].ability: 0 is out of range (1 to 100)"});
        scenario("static ability as an effect", R"({"id": "anthem", "card": "Glorious Anthem", "timestamp": 2})",
            R"({"id": "e", "source": "anthem", "ability": 1, "timestamp": 3})",
            {"bad.strata.json:5:44: error: effects[0].ability: ability 1 of Glorious Anthem is not an activated, loyalty or triggered ability"});
        scenario("ability from no effect", R"({"id": "fumarole", "card": "Wandering Fumarole", "timestamp": 2})",
            R"({"id": "switch", "source": "fumarole", "ability_from": "animate", "ability": 1, "timestamp": 3})",
            {"bad.strata.json:5:56: error: effects[0].ability_from: \"animate\" is not an earlier effect that grants abilities"});
        scenario("granted ability out of range", R"({"id": "fumarole", "card": "Wandering Fumarole", "timestamp": 2})",
            R"({"id": "animate", "source": "fumarole", "ability": 3, "timestamp": 3}, {"id": "switch", "source": "fumarole", "ability_from": "animate", "ability": 2, "timestamp": 4})",
            {"bad.strata.json:5:149: error: effects[1].ability: animate grants 1 ability; there is no ability 2"});
        effect("unknown target", R"({"id": "e", "card": "Giant Growth", "targets": ["bob"], "timestamp": 3})",
            {"bad.strata.json:5:49: error: effects[0].targets[0]: no object or player has the id \"bob\""});
        effect("targets not a list", R"({"id": "e", "card": "Giant Growth", "targets": "bears", "timestamp": 3})",
            {"bad.strata.json:5:48: error: effects[0].targets: expected array, found string"});
        effect("unknown effect controller",
            R"({"id": "e", "card": "Giant Growth", "controller": "bob", "timestamp": 3})",
            {"bad.strata.json:5:51: error: effects[0].controller: no player has the id \"bob\""});
        effect("effect without timestamp", R"({"id": "e", "card": "Giant Growth"})",
            {"bad.strata.json:5:1: error: effects[0].timestamp: missing required key \"timestamp\""});
        effect("effect timestamp taken", R"({"id": "e", "card": "Giant Growth", "targets": ["bears"], "timestamp": 1})",
            {"bad.strata.json:5:72: error: effects[0].timestamp: timestamp 1 is already used by objects[0].timestamp; timestamps are unique in the file"});
        effect("effect choices checked",
            R"({"id": "e", "card": "Giant Growth", "choices": {"color": "pink"}, "timestamp": 3})",
            {"bad.strata.json:5:58: error: effects[0].choices.color: \"pink\" is not a colour: expected white, blue, black, red or green"});
        // A reference to an id already refused is not a second problem.
        scenario("reference to a refused id", R"({"id": "b b", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e", "card": "Giant Growth", "targets": ["b b"], "timestamp": 3})",
            {"bad.strata.json:3:8: error: objects[1].id: id \"b b\" must be 1 to 64 letters, digits, '_', '.' or '-'"});
    }

    void reportsEachBrokenRule()
    {
        QFETCH(QString, json);
        QFETCH(QStringList, expected);
        Diagnostics diags;
        QVERIFY(!readScenario(json, &diags));
        QCOMPARE(diags.formatted(), expected);
    }

    // The scenario the rows break reads cleanly without their one broken rule.
    void readsTheScenarioTheRowsBreak()
    {
        const QString json = scenarioAround(
            R"({"id": "b", "card": "Clone", "timestamp": 2, "counters": {"+1/+1": {"count": 1, "timestamp": 5}}, "choices": {"copy_of": "bears"}},
               {"id": "fumarole", "card": "Wandering Fumarole", "timestamp": 6}, {"id": "anthem", "card": "Glorious Anthem", "timestamp": 7})",
            R"({"id": "e", "card": "Giant Growth", "targets": ["bears"], "timestamp": 3},
               {"id": "animate", "source": "fumarole", "ability": 3, "timestamp": 8},
               {"id": "switch", "source": "fumarole", "ability_from": "animate", "ability": 1, "timestamp": 9})");
        Diagnostics diags;
        const auto state = readScenario(json, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(state->objects.size(), 4);
        QCOMPARE(state->effects.size(), 3);
        QCOMPARE(state->objects[1].choices.copyOf, QStringLiteral("bears"));
        QVERIFY(state->effects[2].ability);
    }

    // Past Diagnostics::kMaxPerFile problems, one line says how many more there were.
    void capsTheLinesOfOneFile()
    {
        const int unknownKeys = Diagnostics::kMaxPerFile + 5;
        QString keys;
        QStringList expected;
        for (int i = 0; i < unknownKeys; ++i) {
            const QString key = QStringLiteral("k%1").arg(i, 3, 10, QLatin1Char('0'));
            keys += QStringLiteral(",\n\"%1\": 0").arg(key);
            if (i < Diagnostics::kMaxPerFile)
                expected << QStringLiteral("bad.strata.json:%1:1: error: objects[1].%2: unknown key \"%2\"")
                                .arg(i + 4)
                                .arg(key);
        }
        expected << QStringLiteral("bad.strata.json: and 5 more errors");
        // The object starts on line 3; key i is on line 4 + i.
        const QString object = QStringLiteral(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 2%1})").arg(keys);
        Diagnostics diags;
        QVERIFY(!readScenario(scenarioAround(object, QString()), &diags));
        QCOMPARE(diags.size(), unknownKeys);
        QCOMPARE(diags.formatted(), expected);
    }

    void reportsAFileItCannotRead()
    {
        const QString path = testDataPath(QStringLiteral("no-such-scenario.strata.json"));
        Diagnostics diags;
        QVERIFY(!ScenarioReader(CardLibrary::builtin()).readFile(path, &diags));
        QCOMPARE(diags.formatted().size(), 1);
        QVERIFY2(diags.formatted().first().startsWith(path + QStringLiteral(": error: ")),
            qPrintable(diags.formatted().first()));
    }

    // The app checks a chosen creature or basic land type with the reader's own test
    // (EditChecks), so what it lets the user choose opens again, and what it refuses the reader refuses.
    void editChecksAgreeWithTheReader_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("canonical");   // empty: refused
        QTest::newRow("creature type") << "creature_type"
                                       << "elf"
                                       << "Elf";
        QTest::newRow("not a creature type") << "creature_type"
                                             << "Dragonkin"
                                             << "";
        QTest::newRow("land type as creature type") << "creature_type"
                                                    << "Forest"
                                                    << "";
        QTest::newRow("basic land type") << "land_type"
                                         << "island"
                                         << "Island";
        QTest::newRow("nonbasic land type") << "land_type"
                                            << "Desert"
                                            << "";
        QTest::newRow("creature type as land type") << "land_type"
                                                    << "Elf"
                                                    << "";
    }

    void editChecksAgreeWithTheReader()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, canonical);
        const bool creature = key == QLatin1String("creature_type");
        const QString object
            = QStringLiteral(R"({"id": "b", "card": "Blood Moon", "timestamp": 2, "choices": {"%1": "%2"}})")
                  .arg(key, value);
        Diagnostics diags;
        const auto state = readScenario(scenarioAround(object, QString()), &diags);

        Choices choices;
        (creature ? choices.creatureType : choices.landType) = value;
        const QString editRefusal = EditChecks::choices(GameState(), choices);
        const auto named = creature ? EditChecks::creatureTypeNamed(value) : EditChecks::basicLandTypeNamed(value);
        if (canonical.isEmpty()) {
            QVERIFY(!state);
            QVERIFY(!named);
            QVERIFY(!editRefusal.isEmpty());
            // {"id": "b", "card": "Blood Moon", "timestamp": 2, "choices": {"KEY": VALUE: the key's quote is column 63.
            const int valueColumn = 63 + int(key.size()) + 4;
            QCOMPARE(diags.formatted(),
                QStringList{QStringLiteral("bad.strata.json:3:%1: error: objects[1].choices.%2: \"%3\" is not a %4")
                                .arg(valueColumn)
                                .arg(key, value, creature ? "creature type" : "basic land type")});
        } else {
            QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
            QCOMPARE(named, std::optional<QString>(canonical));
            QCOMPARE(editRefusal, QString());
            const Choices& read = state->objects[1].choices;
            QCOMPARE(creature ? read.creatureType : read.landType, canonical);
        }
    }
};

QTEST_GUILESS_MAIN(TestScenarioReader)
#include "tst_scenarioreader.moc"
