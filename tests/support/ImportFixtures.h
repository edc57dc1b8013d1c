#pragma once
// The cards of an import fixture (tests/data/import), found by name.
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

// The import of tests/data/import/`file`, read once for the test run (node-based, so references stay
// valid as other files are added).
inline const ImportResult& fixtureFile(const QString& file)
{
    static std::map<QString, ImportResult> imported;
    auto it = imported.find(file);
    if (it == imported.end())
        it = imported.emplace(file, importFile(QStringLiteral(STRATA_TEST_DATA "/import/") + file)).first;
    return it->second;
}

// The imported card of that name in `result`; a missing card fails the test that asks for it.
inline const ImportedCard* findCard(const ImportResult& result, const QString& name)
{
    for (const ImportedCard& c : result.cards)
        if (c.card->name() == name)
            return &c;
    return nullptr;
}

// The report of the card's first ability whose sentence holds `words`; null, with a warning, if none.
inline const AbilityReport* reportWith(const ImportResult& result, const QString& card, const QString& words)
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

// The parsed ability `index` of the card `name`, trusted by the round trip; null otherwise, with a
// warning that says what the importer read instead.
inline const AbilityDef* parsedAbility(const ImportResult& result, const QString& name, int index)
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

// True when ability `index` of `card` is not trusted as parsed (a shape the model can't carry stays
// text); otherwise false, with what the importer wrote in `written`.
inline bool notParsed(const ImportResult& result, const QString& card, int index, QString* written)
{
    const ImportedCard* c = findCard(result, card);
    if (!c || index >= c->abilities.size()) {
        *written = card + QStringLiteral(": no ability %1").arg(index);
        return false;
    }
    *written = c->abilities[index].written;
    return c->abilities[index].status != AbilityStatus::Parsed;
}

// `card` written in the card format (import --json) and read back by the card parser; null, with
// `why`, when the writer refuses the card or the parser the text.
inline CardPtr throughCardFormat(const Card& card, QString* why)
{
    bool ok = true;
    const QJsonObject json = cardToJson(card, &ok);
    io::JsonParseError perr;
    const auto tree = io::parseJson(QJsonDocument(json).toJson(), &perr);
    Diagnostics diags;
    const CardPtr back = ok && tree ? CardParser(QStringLiteral("card.json"), &diags).parse(*tree) : CardPtr();
    if (!back)
        *why = card.name() + (ok ? QStringLiteral(": ") + diags.formatted().join('\n') : QStringLiteral(": not written"));
    return back;
}

// Every understood card of `result` written in the card format and read back: empty when each keeps its
// abilities (the same structure), else what differs. `checked` counts the cards compared.
inline QString cardFormatDifference(const ImportResult& result, int* checked)
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

// A two-player scenario (Ana, Nico) with the cards of `imported` and the built-in ones; `objects` and
// `events` are the JSON list items. Null, with the errors logged, when the reader refuses it.
inline std::optional<GameState> scenario(
    const ImportResult& imported, const QByteArray& objects, const QByteArray& events, CardLibrary* lib)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : imported.cards)
        cards << c.card;
    Diagnostics diags;
    *lib = CardLibrary::fromCards(cards, &diags);
    lib->addMissing(CardLibrary::builtin());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "objects": [)"
        + objects + "], \"events\": [" + events + "]}";
    auto state = ScenarioReader(*lib).read(json, QStringLiteral("imported.strata.json"), &diags);
    if (!state)
        qWarning("%s", qPrintable(diags.formatted().join('\n')));
    return state;
}

// The event player's run of scenario(imported, objects, events); empty when the reader refuses it.
inline Playthrough playScenario(const ImportResult& imported, const QByteArray& objects, const QByteArray& events)
{
    static CardLibrary lib;   // the cards the state names, kept for as long as the test runs
    const auto state = scenario(imported, objects, events, &lib);
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

// Everything the events of `play` say happened, one line each.
inline QString happened(const Playthrough& play)
{
    QStringList all;
    for (const EventOutcome& e : play.events)
        all << e.happened;
    return all.join(QLatin1Char('\n'));
}

// What the event `id` of `play` did: "problem RULE" for each refusal, then "source:ability" for each
// ability it triggered.
inline QStringList eventOutcome(const Playthrough& play, const QString& id)
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

// Where an object ended a playthrough; Command (no test uses it) when the id names no object.
inline Zone zoneOf(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o ? o->zone : Zone::Command;
}

// A player's life at the end of a playthrough; -1 when the id names no player.
inline int lifeOf(const Playthrough& play, const QString& player)
{
    const Player* p = play.finalState.player(player);
    return p ? p->life : -1;
}

}   // namespace strata::import::test
