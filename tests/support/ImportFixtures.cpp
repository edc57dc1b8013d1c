// The helpers the importer's tests share; see ImportFixtures.h.
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtGlobal>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

namespace strata::import::test {

const ImportResult& fixtureFile(const QString& file)
{
    static std::map<QString, ImportResult> imported;
    auto it = imported.find(file);
    if (it == imported.end())
        it = imported.emplace(file, importFile(testDataPath(QStringLiteral("import/")) + file)).first;
    return it->second;
}

const ImportedCard* findCard(const ImportResult& result, const QString& name)
{
    for (const ImportedCard& c : result.cards)
        if (c.card->name() == name)
            return &c;
    return nullptr;
}

const AbilityReport* reportWith(const ImportResult& result, const QString& card, const QString& words)
{
    const ImportedCard* c = findCard(result, card);
    if (!c)
        return nullptr;
    for (const AbilityReport& r : c->abilities)
        if (r.sentence.contains(words))
            return &r;
    qWarning("%s: no ability with \"%s\"", qPrintable(card), qPrintable(words));
    return nullptr;
}

QList<ActionKind> actionKinds(const ImportResult& result, const QString& card, const QString& words)
{
    QList<ActionKind> kinds;
    if (const AbilityDef* a = parsedWith(result, card, words))
        for (const Action& action : a->effect)
            kinds << action.kind;
    return kinds;
}

const AbilityDef* parsedAbility(const ImportResult& result, const QString& name, int index)
{
    const ImportedCard* c = findCard(result, name);
    if (!c || index >= c->abilities.size()) {
        qWarning("%s: no ability %d", qPrintable(name), index);
        return nullptr;
    }
    const AbilityReport& r = c->abilities[index];
    if (r.status != AbilityStatus::Parsed) {
        qWarning("%s: %s / %s", qPrintable(name), qPrintable(r.sentence), qPrintable(r.written));
        return nullptr;
    }
    return c->card->front.abilities[index].data();
}

const AbilityDef* parsedWith(
    const ImportResult& result, const QString& card, const QString& words, Qt::CaseSensitivity cs)
{
    const ImportedCard* c = findCard(result, card);
    if (!c) {
        qWarning("%s: not imported", qPrintable(card));
        return nullptr;
    }
    // The reports list the front face's abilities, then the back's: count within the face.
    int onFace = 0;
    for (int i = 0; i < c->abilities.size(); ++i) {
        const AbilityReport& r = c->abilities[i];
        if (i > 0 && r.face != c->abilities[i - 1].face)
            onFace = 0;
        if (r.sentence.contains(words, cs)) {
            if (r.status != AbilityStatus::Parsed) {
                qWarning("%s: %s / %s", qPrintable(card), qPrintable(r.sentence), qPrintable(r.written));
                return nullptr;
            }
            const CardFace* face = r.face == 0 ? &c->card->front : (c->card->back ? &*c->card->back : nullptr);
            return face && onFace < face->abilities.size() ? face->abilities[onFace].data() : nullptr;
        }
        ++onFace;
    }
    qWarning("%s: no ability with \"%s\"", qPrintable(card), qPrintable(words));
    return nullptr;
}

const Action* firstAction(const ImportResult& result, const QString& card, int index, ActionKind kind)
{
    const AbilityDef* a = parsedAbility(result, card, index);
    if (!a)
        return nullptr;
    for (const Action& act : a->effect)
        if (act.kind == kind)
            return &act;
    return nullptr;
}

QString writtenText(const ImportResult& result, const QString& card, int index)
{
    const ImportedCard* c = findCard(result, card);
    return c && index < c->abilities.size() ? c->abilities[index].written : QString();
}

bool notParsed(const ImportResult& result, const QString& card, int index, QString* written)
{
    const ImportedCard* c = findCard(result, card);
    if (!c || index >= c->abilities.size()) {
        *written = card + QStringLiteral(": no ability %1").arg(index);
        return false;
    }
    *written = c->abilities[index].written;
    return c->abilities[index].status != AbilityStatus::Parsed;
}

CardPtr throughCardFormat(const Card& card, QString* why)
{
    bool ok = true;
    const QJsonObject json = cardToJson(card, &ok);
    io::JsonParseError perr;
    const auto tree = io::parseJson(QJsonDocument(json).toJson(), &perr);
    Diagnostics diags;
    const CardPtr back = ok && tree ? CardParser(QStringLiteral("card.json"), &diags).parse(*tree) : CardPtr();
    if (!back)
        *why = card.name()
            + (ok ? QStringLiteral(": ") + diags.formatted().join('\n') : QStringLiteral(": not written"));
    return back;
}

QString cardFormatDifference(const ImportResult& result, int* checked)
{
    *checked = 0;
    for (const ImportedCard& c : result.cards) {
        if (c.status != CardStatus::Understood)
            continue;
        QString why;
        const CardPtr back = throughCardFormat(*c.card, &why);
        if (!back)
            return why;
        if (back->front.abilities.size() != c.card->front.abilities.size())
            return c.card->name() + QStringLiteral(": another number of abilities");
        for (int i = 0; i < back->front.abilities.size(); ++i) {
            if (!back->front.abilities[i]->sameStructure(*c.card->front.abilities[i]))
                return c.card->name() + QStringLiteral(": ability %1 reads back otherwise").arg(i);
        }
        ++*checked;
    }
    return {};
}

// The cards of `imported` over the built-in ones.
static CardLibrary makeLibrary(const ImportResult& imported)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : imported.cards)
        cards << c.card;
    Diagnostics diags;
    CardLibrary lib = CardLibrary::fromCards(cards, &diags);
    lib.addMissing(CardLibrary::builtin());
    return lib;
}

const CardLibrary& libraryOf(const ImportResult& imported)
{
    static std::map<const ImportResult*, CardLibrary> made;   // node-based: references stay valid
    auto it = made.find(&imported);
    if (it == made.end())
        it = made.emplace(&imported, makeLibrary(imported)).first;
    return it->second;
}

QByteArray scenarioJson(const QByteArray& objects, const QByteArray& events, const QByteArray& ana,
    const QByteArray& nico, const QByteArray& more)
{
    return R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana")"
        + ana + R"(}, {"id": "nico", "name": "Nico")" + nico + R"(}], "objects": [)" + objects + R"(], "events": [)"
        + events + "]" + more + "}";
}

QByteArray objectJson(const char* id, const char* card, const char* rest, const char* controller)
{
    static int timestamp = 0;
    return QByteArray("{\"id\": \"") + id + "\", \"card\": \"" + card + "\", \"controller\": \"" + controller
        + "\", \"owner\": \"" + controller + "\", \"timestamp\": " + QByteArray::number(++timestamp) + rest + "}";
}

std::optional<GameState> readScenario(
    const CardLibrary& lib, const QByteArray& json, const QString& name, QString* errors)
{
    Diagnostics diags;
    auto state = ScenarioReader(lib).read(json, name, &diags);
    if (errors)
        *errors = diags.formatted().join('\n');
    else if (!state)
        qWarning("%s", qPrintable(diags.formatted().join('\n')));
    return state;
}

std::optional<GameState> scenario(
    const ImportResult& imported, const QByteArray& objects, const QByteArray& events, CardLibrary* lib)
{
    *lib = makeLibrary(imported);
    return readScenario(*lib, scenarioJson(objects, events));
}

Playthrough playScenario(const ImportResult& imported, const QByteArray& objects, const QByteArray& events)
{
    static CardLibrary lib;   // the cards the state names, kept for as long as the test runs
    const auto state = scenario(imported, objects, events, &lib);
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

Playthrough playScenarioOnNicosTurn(const ImportResult& imported, const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = libraryOf(imported);
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "nico", "name": "Nico"}, {"id": "ana", "name": "Ana"}], "objects": [)"
        + objects + R"(], "events": [)" + events + "]}";
    const std::optional<GameState> state = readScenario(lib, json);
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

QString happened(const Playthrough& play)
{
    QStringList all;
    for (const EventOutcome& e : play.events)
        all << e.happened;
    return all.join(QLatin1Char('\n'));
}

QStringList eventOutcome(const Playthrough& play, const QString& id)
{
    QStringList out;
    for (const EventOutcome& e : play.events)
        if (e.id == id) {
            for (const EventProblem& p : e.problems)
                out << QStringLiteral("problem ") + p.rule;
            for (const TriggerReport& t : e.triggered)
                out << t.source + QLatin1Char(':') + QString::number(t.ability);
        }
    return out;
}

bool refused(const Playthrough& play, const char* id)
{
    for (const EventOutcome& e : play.events)
        if (e.id == QLatin1String(id) && !e.problems.isEmpty())
            return true;
    return false;
}

QStringList doneOrRefusal(const Playthrough& play)
{
    QStringList out;
    for (const EventOutcome& e : play.events)
        out << (e.done ? QStringLiteral("done") : e.problems.value(0).rule);
    return out;
}

Zone zoneOf(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o ? o->zone : Zone::Command;
}

int lifeOf(const Playthrough& play, const QString& player)
{
    const Player* p = play.finalState.player(player);
    return p ? p->life : -1;
}

QStringList idsIn(const GameState& state, Zone zone)
{
    QStringList ids;
    for (const GameObject& o : state.objects)
        if (o.zone == zone)
            ids << o.id;
    return ids;
}

int countersOn(const Playthrough& play, const QString& id, const QString& kind)
{
    const GameObject* o = play.finalState.object(id);
    return o ? o->counterCount(kind) : -1;
}

int damageOn(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o ? o->damage : -1;
}

bool tapped(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o && o->tapped;
}

int powerOf(const Playthrough& play, const QString& id)
{
    const int i = play.finalState.objectIndex(id);
    return i < 0 ? -1 : play.finalResolution.chars[i].power.value_or(-1);
}

QString ptOf(const Playthrough& play, const QString& id)
{
    const int i = play.finalState.objectIndex(id);
    if (i < 0)
        return {};
    const Characteristics& c = play.finalResolution.chars[i];
    return QStringLiteral("%1/%2").arg(c.power.value_or(-99)).arg(c.toughness.value_or(-99));
}

const Characteristics* charsOf(const Playthrough& play, const QString& id)
{
    const int i = play.finalState.objectIndex(id);
    return i < 0 ? nullptr : &play.finalResolution.chars[i];
}

bool hasKeyword(const Playthrough& play, const QString& id, const QString& keyword)
{
    const Characteristics* c = charsOf(play, id);
    return c && c->hasKeyword(keyword);
}

QByteArray bears(const char* owner, int n, const char* zone)
{
    QByteArray out;
    for (int i = 0; i < n; ++i) {
        const QByteArray id = QByteArray(zone) + owner + QByteArray::number(i);
        out += ", "
            + objectJson(
                id.constData(), "Grizzly Bears", (QByteArray(R"(, "zone": ")") + zone + "\"").constData(), owner);
    }
    return out;
}

int bearsIn(const Playthrough& play, const char* owner, int n, const char* zone, Zone where)
{
    int count = 0;
    for (int i = 0; i < n; ++i)
        count
            += zoneOf(play, QString::fromLatin1(QByteArray(zone) + owner + QByteArray::number(i))) == where ? 1 : 0;
    return count;
}

int manaInsteadLeftOut(const Playthrough& play)
{
    const QString log = happened(play);
    const qsizetype skipped = log.indexOf(QStringLiteral("its condition is false"));
    const qsizetype shown = log.indexOf(QStringLiteral("add_mana is not performed"));
    if (skipped < 0 || shown < 0 || log.count(QStringLiteral("its condition is false")) != 1)
        return 0;
    return skipped < shown ? 1 : 2;
}

}   // namespace strata::import::test
