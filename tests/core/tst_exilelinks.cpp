// Exile-linked abilities (CR 607.2a): "the exiled card" and "cards exiled with ~" name the cards the
// same object's other ability exiled. The importer reads Oblivion Ring's and Journey to Nowhere's
// "return the exiled card" and Lumbering Battlement's "for each card exiled with it"
// (tests/data/import/history.json); the scenario says which object exiled a card (`exiled_with`);
// the event player makes the link as the ability exiles and drops it as the card leaves exile (400.7).
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("history.json"));
}

std::optional<GameState> board(const QByteArray& objects, CardLibrary* lib, Diagnostics* diags)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : fixtures().cards)
        cards << c.card;
    *lib = CardLibrary::fromCards(cards, diags);
    lib->addMissing(CardLibrary::builtin());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "objects": [)"
        + objects + "]}";
    return ScenarioReader(*lib).read(json, QStringLiteral("exile.strata.json"), diags);
}

const AbilityReport* report(const QString& card, const QString& words)
{
    return test::reportWith(fixtures(), card, words);
}

}   // namespace

class TestExileLinks : public QObject {
    Q_OBJECT
private slots:
    // 607.2a: the leaves-the-battlefield half names the card the enters half exiled.
    void returnTheExiledCardIsParsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::newRow("Oblivion Ring") << "Oblivion Ring";
        QTest::newRow("Journey to Nowhere") << "Journey to Nowhere";
    }
    void returnTheExiledCardIsParsed()
    {
        QFETCH(QString, card);
        const AbilityReport* r = report(card, QStringLiteral("return the exiled card"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, QStringLiteral("When ~ leaves the battlefield, return the exiled card to the battlefield "
                                            "under its owner's control."));
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QCOMPARE(c->status, CardStatus::Understood);
        // Written in the card format and read back, the same.
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[1]->sameStructure(*c->card->front.abilities[1]));
    }

    // 607.2a: "+2/+2 for each card exiled with it" counts only the cards this object exiled.
    void countsTheCardsExiledWithIt()
    {
        const AbilityReport* r = report(QStringLiteral("Lumbering Battlement"), QStringLiteral("for each card exiled"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        CardLibrary lib;
        Diagnostics diags;
        const auto state = board(R"({"id": "wall", "card": "Lumbering Battlement", "controller": "ana", "timestamp": 1},
            {"id": "ring", "card": "Oblivion Ring", "controller": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "zone": "exile", "owner": "ana", "exiled_with": "wall"},
            {"id": "elves", "card": "Llanowar Elves", "zone": "exile", "owner": "ana", "exiled_with": "wall"},
            {"id": "other", "card": "Grizzly Bears", "zone": "exile", "owner": "ana", "exiled_with": "ring"},
            {"id": "loose", "card": "Grizzly Bears", "zone": "exile", "owner": "ana"})",
            &lib, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        const Resolution res = LayerEngine::resolve(*state);
        const Characteristics& wall = res.chars[state->objectIndex(QStringLiteral("wall"))];
        QCOMPARE(wall.power.value_or(-1), 8);
        QCOMPARE(wall.toughness.value_or(-1), 9);
        // Saved and read back, the links are the same.
        const QByteArray saved = scenarioToJson(*state);
        QVERIFY(saved.contains("\"exiled_with\": \"wall\""));
        const auto back = ScenarioReader(lib).read(saved, QStringLiteral("saved.strata.json"), &diags);
        QVERIFY(back);
        QCOMPARE(back->object(QStringLiteral("elves"))->exiledWith, QStringLiteral("wall"));
        QVERIFY(back->object(QStringLiteral("loose"))->exiledWith.isEmpty());
        QCOMPARE(scenarioToJson(*back), saved);
    }

    // Refused with its position: a card not in exile, the object itself, an id of no object.
    void refusedLinks_data()
    {
        QTest::addColumn<QByteArray>("object");
        QTest::addColumn<QString>("message");
        QTest::newRow("not in exile") << QByteArray(R"({"id": "bears", "card": "Grizzly Bears", "zone": "graveyard", "exiled_with": "ring"})")
                                      << "only an object in exile";
        QTest::newRow("itself") << QByteArray(R"({"id": "bears", "card": "Grizzly Bears", "zone": "exile", "exiled_with": "bears"})")
                                << "exiled with itself";
        QTest::newRow("no such object") << QByteArray(R"({"id": "bears", "card": "Grizzly Bears", "zone": "exile", "exiled_with": "nothing"})")
                                        << "no object has the id \"nothing\"";
    }
    void refusedLinks()
    {
        QFETCH(QByteArray, object);
        QFETCH(QString, message);
        CardLibrary lib;
        Diagnostics diags;
        const auto state = board(
            QByteArray(R"({"id": "ring", "card": "Oblivion Ring", "controller": "ana", "timestamp": 1}, )") + object, &lib,
            &diags);
        QVERIFY(!state);
        const QString all = diags.formatted().join('\n');
        QVERIFY2(all.contains(message), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("exile.strata.json:")), qPrintable(all));
    }

    // CR 607.2a: Oblivion Ring's enters trigger exiles the creature and links it; its leaves trigger
    // returns that card under its owner's control; CR 400.7: back on the battlefield it is a new
    // object, no longer linked.
    void oblivionRingExilesAndReturns()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
               {"id": "ring", "card": "Oblivion Ring", "zone": "hand", "owner": "ana"})",
            R"({"id": "e1", "move": "ring", "to": "battlefield"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": "ring", "to": "graveyard"})");
        QCOMPARE(play.events.size(), 3);
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Exile);   // the leaves trigger waits on the stack
        QCOMPARE(bears->exiledWith, QStringLiteral("ring"));
        QCOMPARE(play.finalState.stack.size(), 1);

        const Playthrough back = test::playScenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
               {"id": "ring", "card": "Oblivion Ring", "zone": "hand", "owner": "ana"})",
            R"({"id": "e1", "move": "ring", "to": "battlefield"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": "ring", "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        const GameObject* returned = back.finalState.object(QStringLiteral("bears"));
        QVERIFY(returned);
        QVERIFY2(returned->zone == Zone::Battlefield, qPrintable(test::happened(back)));
        QCOMPARE(returned->controller, QStringLiteral("nico"));   // under its owner's control
        QVERIFY(returned->exiledWith.isEmpty());                   // 400.7
    }

    // 607.2a links a card to the permanent whose ability exiled it; a spell's exile (Swords to
    // Plowshares) links it to nothing.
    void aSpellsExileLinksNothing()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
               {"id": "swords", "card": "Swords to Plowshares", "zone": "hand", "owner": "ana"})",
            R"({"id": "e1", "cast": "swords", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QVERIFY2(bears->zone == Zone::Exile, qPrintable(test::happened(play)));
        QVERIFY(bears->exiledWith.isEmpty());
    }

    // 607.2a: a card exiled by a spell is linked to nothing; the ring returns only its own card.
    void returnsOnlyItsOwnCard()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "ring", "card": "Oblivion Ring", "controller": "ana", "timestamp": 1},
               {"id": "mine", "card": "Grizzly Bears", "zone": "exile", "owner": "nico", "exiled_with": "ring"},
               {"id": "theirs", "card": "Grizzly Bears", "zone": "exile", "owner": "nico", "exiled_with": "wall"},
               {"id": "wall", "card": "Lumbering Battlement", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "move": "ring", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("mine"))->zone, Zone::Battlefield);
        QCOMPARE(play.finalState.object(QStringLiteral("theirs"))->zone, Zone::Exile);
        QCOMPARE(play.finalState.object(QStringLiteral("theirs"))->exiledWith, QStringLiteral("wall"));
    }
};

QTEST_GUILESS_MAIN(TestExileLinks)
#include "tst_exilelinks.moc"
