#pragma once
// What the importer's tests share: the cards of an import fixture (tests/data/import) found by name,
// their abilities, two-player scenarios made of them, and what a playthrough left on the table. The
// bodies are in ImportFixtures.cpp (the strata_import_fixtures library every core test links).
#include "cards/CardParser.h"
#include "import/CardImport.h"
#include "import/CardJson.h"
#include "io/JsonTree.h"
#include "io/ScenarioReader.h"
#include "play/EventPlayer.h"
#include "play/Playthrough.h"
#include <QJsonDocument>
#include <map>

namespace strata::import::test {

// --- The import of a fixture and its cards -------------------------------------------------------

// The import of tests/data/import/`file`, read once for the test run (node-based, so references stay
// valid as other files are added).
const ImportResult& fixtureFile(const QString& file);

// The imported card of that name in `result`; a missing card fails the test that asks for it.
const ImportedCard* findCard(const ImportResult& result, const QString& name);

// The report of the card's first ability whose sentence holds `words`; null, with a warning, if none.
const AbilityReport* reportWith(const ImportResult& result, const QString& card, const QString& words);

// The parsed ability `index` of the card `name`, trusted by the round trip; null otherwise, with a
// warning that says what the importer read instead.
const AbilityDef* parsedAbility(const ImportResult& result, const QString& name, int index);

// The parsed ability of `card` whose sentence holds `words` (on whichever face), trusted by the round
// trip; null otherwise, with a warning.
const AbilityDef* parsedWith(const ImportResult& result, const QString& card, const QString& words,
    Qt::CaseSensitivity cs = Qt::CaseSensitive);

// The kinds of the actions of `card`'s parsed ability whose sentence holds `words`, in order; empty when
// it is not parsed.
QList<ActionKind> actionKinds(const ImportResult& result, const QString& card, const QString& words);

// The first action of `kind` in the effect of the parsed ability `index` of `card`; null when there is
// none or the ability is not parsed.
const Action* firstAction(const ImportResult& result, const QString& card, int index, ActionKind kind);

// The English the writer gave ability `index` of `card`; empty when there is no such ability.
QString writtenText(const ImportResult& result, const QString& card, int index);

// True when ability `index` of `card` is not trusted as parsed (a shape the model can't carry stays
// text); otherwise false, with what the importer wrote in `written`.
bool notParsed(const ImportResult& result, const QString& card, int index, QString* written);

// `card` written in the card format (import --json) and read back by the card parser; null, with
// `why`, when the writer refuses the card or the parser the text.
CardPtr throughCardFormat(const Card& card, QString* why);

// Every understood card of `result` written in the card format and read back: empty when each keeps its
// abilities (the same structure), else what differs. `checked` counts the cards compared.
QString cardFormatDifference(const ImportResult& result, int* checked);

// --- Scenarios made of a fixture's cards ---------------------------------------------------------

// The cards of `imported` over the built-in ones, made once for the test run.
const CardLibrary& libraryOf(const ImportResult& imported);

// The JSON of a two-player scenario (Ana, Nico): `objects` and `events` are the items of those lists,
// `ana` and `nico` more keys of that player's entry (`, "life": 5`), `more` more top-level keys.
QByteArray scenarioJson(const QByteArray& objects, const QByteArray& events = {}, const QByteArray& ana = {},
    const QByteArray& nico = {}, const QByteArray& more = {});

// A scenario's object `id` (JSON) on the battlefield unless `rest` (`, "zone": "hand"`) says otherwise,
// of Ana's or of `controller`'s, who then owns it too; each one made has a later timestamp.
QByteArray objectJson(const char* id, const char* card, const char* rest = "", const char* controller = "ana");

// `json` read against `lib` as the file `name`: with `errors`, the reader's messages go there; without,
// a refusal is logged.
std::optional<GameState> readScenario(const CardLibrary& lib, const QByteArray& json,
    const QString& name = QStringLiteral("imported.strata.json"), QString* errors = nullptr);

// A two-player scenario (Ana, Nico) with the cards of `imported` and the built-in ones; `objects` and
// `events` are the JSON list items. Null, with the errors logged, when the reader refuses it.
std::optional<GameState> scenario(
    const ImportResult& imported, const QByteArray& objects, const QByteArray& events, CardLibrary* lib);

// The event player's run of scenario(imported, objects, events); empty when the reader refuses it.
Playthrough playScenario(const ImportResult& imported, const QByteArray& objects, const QByteArray& events);
// The same with Nico the active player (the first of `players`, events.md): his creatures attack Ana.
Playthrough playScenarioOnNicosTurn(const ImportResult& imported, const QByteArray& objects, const QByteArray& events);

// --- What a playthrough did and left ---------------------------------------------------------------

// Everything the events of `play` say happened, one line each.
QString happened(const Playthrough& play);

// What the event `id` of `play` did: "problem RULE" for each refusal, then "source:ability" for each
// ability it triggered.
QStringList eventOutcome(const Playthrough& play, const QString& id);

// Each event's first refused rule, or "done".
QStringList doneOrRefusal(const Playthrough& play);

// Of a mana instruction and its "… instead" (River of Tears, Leafkin Druid): 1 when the first was left out
// (its condition false), 2 when the second, 0 when the log says neither once.
int manaInsteadLeftOut(const Playthrough& play);

// True when the event `id` of `play` was refused (a problem, whatever it triggered).
bool refused(const Playthrough& play, const char* id);

// Where an object ended a playthrough; Command (no test uses it) when the id names no object.
Zone zoneOf(const Playthrough& play, const QString& id);

// `n` Grizzly Bears of `owner` in `zone`, ids "<zone><owner><i>", each after a comma (to follow other objects).
QByteArray bears(const char* owner, int n, const char* zone);

// How many of those Grizzly Bears ended the playthrough in `where`.
int bearsIn(const Playthrough& play, const char* owner, int n, const char* zone, Zone where);

// A player's life at the end of a playthrough; -1 when the id names no player.
int lifeOf(const Playthrough& play, const QString& player);

// The ids of the objects in `zone`, in the state's order.
QStringList idsIn(const GameState& state, Zone zone);

// The counters of `kind` on an object at the end of a playthrough; -1 when the id names no object.
int countersOn(const Playthrough& play, const QString& id, const QString& kind = QStringLiteral("+1/+1"));

// The damage marked on an object at the end of a playthrough; -1 when the id names no object.
int damageOn(const Playthrough& play, const QString& id);

// True when the object ended the playthrough tapped.
bool tapped(const Playthrough& play, const QString& id);

// The computed power of an object at the end of a playthrough; -1 when it has none or is not there.
int powerOf(const Playthrough& play, const QString& id);

// The computed power and toughness of an object at the end of a playthrough ("5/4", -99 for a missing
// value); empty when the id names no object.
QString ptOf(const Playthrough& play, const QString& id);

// An object's computed characteristics at the end of a playthrough; null when the id names no object.
const Characteristics* charsOf(const Playthrough& play, const QString& id);

// True when the object ends the playthrough with the keyword ("Haste", or "Protection" by name).
bool hasKeyword(const Playthrough& play, const QString& id, const QString& keyword);

}   // namespace strata::import::test
