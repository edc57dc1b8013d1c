// What happened earlier this turn or this game (tests/data/import/history.json, issue 16, round 10):
// "as long as you've surveilled this turn", "you've drawn two or more cards this turn", "the amount of
// life you've lost this turn", morbid, raid, "half their starting life total", commander casts. Each
// sentence is imported from the real card and checked on a board with the scenario's
// `players[].this_turn`, `starting_life` and `commander_casts` (CR 611.3a: a static ability's effect
// applies while its condition holds); the event player keeps the record as events happen.
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

const AbilityDef* parsedWith(const QString& name, const QString& words)
{
    return test::parsedWith(fixtures(), name, words, Qt::CaseInsensitive);
}

const char* const kPlayers = R"({"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"})";

std::optional<GameState> board(const QByteArray& objects, CardLibrary* lib, const QByteArray& players, Diagnostics* diags)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : fixtures().cards)
        cards << c.card;
    *lib = CardLibrary::fromCards(cards, diags);
    lib->addMissing(CardLibrary::builtin());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t", "players": [)" + players
        + R"(], "objects": [)" + objects + "]}";
    return ScenarioReader(*lib).read(json, QStringLiteral("history.strata.json"), diags);
}

struct Board {
    CardLibrary lib;
    Diagnostics diags;
    std::optional<GameState> state;
    Resolution r;
    explicit Board(const QByteArray& objects, const QByteArray& players = kPlayers)
    {
        state = board(objects, &lib, players, &diags);
        if (state)
            r = LayerEngine::resolve(*state);
        else
            qWarning("%s", qPrintable(diags.formatted().join('\n')));
    }
    const Characteristics& of(const char* id) const { return r.chars[state->objectIndex(QLatin1String(id))]; }
    int power(const char* id) const { return state ? of(id).power.value_or(-100) : -100; }
    int toughness(const char* id) const { return state ? of(id).toughness.value_or(-100) : -100; }
    bool has(const char* id, const char* keyword) const { return state && of(id).hasKeyword(QLatin1String(keyword)); }
};

QByteArray withAnaTurn(const char* record)
{
    return QByteArray(R"({"id": "ana", "name": "Ana", "this_turn": )") + record
        + R"(}, {"id": "nico", "name": "Nico"})";
}

}   // namespace

class TestImportHistory10 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 16);
    }

    // Each sentence is parsed (the round trip agrees) with the condition the engine checks.
    void parsedWithTheirCondition_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("condition");
        using K = Condition::Kind;
        QTest::newRow("surveilled") << "Darkblade Agent" << "surveilled" << int(K::SurveilledThisTurn);
        QTest::newRow("drawn two or more") << "Eyekite" << "drawn two" << int(K::DrewCardsThisTurnAtLeast);
        QTest::newRow("half their starting life") << "Anya, Merciless Angel" << "As long as"
                                                  << int(K::OpponentBelowHalfStartingLife);
    }
    void parsedWithTheirCondition()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(int, condition);
        const AbilityDef* a = parsedWith(card, words);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QVERIFY(a->condition);
        QCOMPARE(int(a->condition->kind), condition);
    }

    // CR 603.4: morbid and raid are intervening "if" clauses of their triggers.
    void triggersReadTheTurn_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("condition");
        using K = Condition::Kind;
        QTest::newRow("morbid") << "Hollowhenge Scavenger" << "Morbid" << int(K::CreatureDiedThisTurn);
        QTest::newRow("raid") << "Mardu Skullhunter" << "Raid" << int(K::AttackedThisTurn);
    }
    void triggersReadTheTurn()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(int, condition);
        const AbilityDef* a = parsedWith(card, words);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Triggered);
        QVERIFY(a->triggerIf);
        QCOMPARE(int(a->triggerIf->kind), condition);
    }

    // Written in the card format (import --json) and read back, every understood card is the same.
    void cardFormatKeepsTheStructure()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }

    // CR 611.3a: Eyekite gets +2/+0 while its controller has drawn two or more cards this turn.
    void drawnTwoOrMoreCards()
    {
        const QByteArray kite = R"({"id": "kite", "card": "Eyekite", "controller": "ana", "timestamp": 1})";
        QCOMPARE(Board(kite, withAnaTurn(R"({"cards_drawn": 2})")).power("kite"), 3);
        QCOMPARE(Board(kite, withAnaTurn(R"({"cards_drawn": 1})")).power("kite"), 1);
        // Another player's draws are not "you've drawn" (the effect's controller is Ana).
        QCOMPARE(Board(kite, R"({"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico", "this_turn": {"cards_drawn": 3}})")
                     .power("kite"),
            1);
    }

    // CR 701.25: "as long as you've surveilled this turn" (Darkblade Agent's deathtouch).
    void surveilledThisTurn()
    {
        const QByteArray agent = R"({"id": "agent", "card": "Darkblade Agent", "controller": "ana", "timestamp": 1})";
        QVERIFY(Board(agent, withAnaTurn(R"({"surveilled": true})")).has("agent", "Deathtouch"));
        QVERIFY(!Board(agent).has("agent", "Deathtouch"));
    }

    // CR 119.3: Greven gets +X/+0 for the life its controller lost this turn.
    void lifeLostThisTurn()
    {
        const AbilityDef* a = parsedWith(QStringLiteral("Greven, Predator Captain"), QStringLiteral("life you've lost"));
        QVERIFY(a);
        const QByteArray greven = R"({"id": "greven", "card": "Greven, Predator Captain", "controller": "ana", "timestamp": 1})";
        QCOMPARE(Board(greven, withAnaTurn(R"({"life_lost": 4})")).power("greven"), 9);
        QCOMPARE(Board(greven).power("greven"), 5);
    }

    // CR 103.4: "less than half their starting life total"; 40 in Commander (903.7).
    void halfTheirStartingLife()
    {
        QVERIFY(parsedWith(QStringLiteral("Anya, Merciless Angel"), QStringLiteral("+3/+3 for each")));
        const QByteArray anya = R"({"id": "anya", "card": "Anya, Merciless Angel", "controller": "ana", "timestamp": 1})";
        const Board low(anya, R"({"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico", "life": 9})");
        QCOMPARE(low.power("anya"), 7);
        QVERIFY(low.has("anya", "Indestructible"));
        const Board half(anya, R"({"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico", "life": 10})");
        QCOMPARE(half.power("anya"), 4);
        QVERIFY(!half.has("anya", "Indestructible"));
        const Board commander(anya,
            R"({"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico", "life": 19, "starting_life": 40})");
        QCOMPARE(commander.power("anya"), 7);
        // Her own life total is no opponent's.
        QCOMPARE(Board(anya, R"({"id": "ana", "name": "Ana", "life": 3}, {"id": "nico", "name": "Nico"})").power("anya"), 4);
    }

    // CR 903.8: the times a player cast a commander from the command zone this game.
    void commanderCasts()
    {
        QVERIFY(parsedWith(QStringLiteral("Commander's Insignia"), QStringLiteral("commander")));
        // A plain literal: moc reads the apostrophe of a raw string as a character literal.
        const QByteArray objects = "{\"id\": \"insignia\", \"card\": \"Commander's Insignia\", \"controller\": \"ana\", "
                                   "\"timestamp\": 1}, "
                                   R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2})";
        QCOMPARE(Board(objects, R"({"id": "ana", "name": "Ana", "commander_casts": 2}, {"id": "nico", "name": "Nico"})")
                     .power("bears"),
            4);
        QCOMPARE(Board(objects).power("bears"), 2);
    }

    // CR 508.1c: Bloodcrazed Goblin "can't attack unless an opponent has been dealt damage this turn";
    // the damage event of the same turn fills the record (120.3a) and the attack is then legal.
    void cantAttackUntilAnOpponentWasDealtDamage()
    {
        const char* objects = R"({"id": "goblin", "card": "Bloodcrazed Goblin", "controller": "ana", "timestamp": 1},
            {"id": "shock", "card": "Shock", "zone": "hand", "owner": "ana"})";
        const Playthrough refused = test::playScenario(fixtures(), objects, R"({"id": "e1", "attack": {"goblin": "nico"}})");
        QCOMPARE(test::eventOutcome(refused, QStringLiteral("e1")), QStringList{QStringLiteral("problem 508.1c")});
        const Playthrough allowed = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "goblin", "to": "nico", "amount": 1}]},
               {"id": "e2", "attack": {"goblin": "nico"}})");
        QVERIFY2(test::eventOutcome(allowed, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(allowed)));
        QVERIFY(allowed.finalState.object(QStringLiteral("goblin"))->attacking);
    }

    // The record is kept as it was given: saved and read back, the same.
    void scenarioRoundTrip()
    {
        const Board b(R"({"id": "kite", "card": "Eyekite", "controller": "ana", "timestamp": 1})",
            R"({"id": "ana", "name": "Ana", "starting_life": 40, "commander_casts": 1, "this_turn": {"cards_drawn": 2,
                "spells_cast": 2, "noncreature_spells_cast": 1, "surveilled": true, "life_gained": 3, "life_lost": 2,
                "creatures_entered": 1, "lands_entered": 1, "creatures_died": 1, "permanents_left": 2,
                "attacked": true, "dealt_damage": true}}, {"id": "nico", "name": "Nico"})");
        QVERIFY(b.state);
        const QByteArray saved = scenarioToJson(*b.state);
        Diagnostics diags;
        const auto back = ScenarioReader(b.lib).read(saved, QStringLiteral("saved.strata.json"), &diags);
        QVERIFY2(back, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(back->players[0].startingLife, 40);
        QCOMPARE(back->players[0].commanderCasts, 1);
        QVERIFY(back->players[0].thisTurn == b.state->players[0].thisTurn);
        QCOMPARE(back->players[0].thisTurn.permanentsLeft, 2);
        QVERIFY(back->players[1].thisTurn.isEmpty());
        QCOMPARE(scenarioToJson(*back), saved);
    }

    // Refused with their positions: a wrong key, a count out of range, more noncreature spells than spells.
    void refusedWithPositions_data()
    {
        QTest::addColumn<QByteArray>("record");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << QByteArray(R"({"cards_draw": 1})") << "unknown key \"cards_draw\"";
        QTest::newRow("negative") << QByteArray(R"({"life_lost": -1})") << "life_lost";
        QTest::newRow("not a flag") << QByteArray(R"({"surveilled": 1})") << "surveilled";
        QTest::newRow("noncreature > spells") << QByteArray(R"({"spells_cast": 1, "noncreature_spells_cast": 2})")
                                              << "more noncreature spells";
        QTest::newRow("not an object") << QByteArray("[1]") << "this_turn";
    }
    void refusedWithPositions()
    {
        QFETCH(QByteArray, record);
        QFETCH(QString, message);
        CardLibrary lib;
        Diagnostics diags;
        const auto state = board(R"({"id": "kite", "card": "Eyekite", "controller": "ana", "timestamp": 1})", &lib,
            QByteArray(R"({"id": "ana", "name": "Ana", "this_turn": )") + record + "}", &diags);
        QVERIFY(!state);
        const QString all = diags.formatted().join('\n');
        QVERIFY2(all.contains(message), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("history.strata.json:1:")), qPrintable(all));
    }

    // The event player keeps the record: a draw step's draw (121.2), a cast (601.2i), life lost to
    // damage (119.3, 120.3a), a creature that dies (700.4); a new turn clears it.
    void eventsKeepTheRecord()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "kite", "card": "Eyekite", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "timestamp": 2},
               {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "ana"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "kite", "to": "bears", "amount": 2}]})");
        QCOMPARE(play.events.size(), 3);
        const GameState& gs = play.finalState;
        QCOMPARE(gs.players[0].thisTurn.spellsCast, 1);
        QCOMPARE(gs.players[0].thisTurn.noncreatureSpellsCast, 1);
        QCOMPARE(gs.players[1].thisTurn.lifeLost, 3);
        QVERIFY(gs.players[1].thisTurn.dealtDamage);
        QCOMPARE(gs.players[1].thisTurn.creaturesDied, 1);
        QCOMPARE(gs.players[1].thisTurn.permanentsLeft, 1);

        const Playthrough next = test::playScenario(fixtures(),
            R"({"id": "kite", "card": "Eyekite", "controller": "ana", "timestamp": 1},
               {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "ana"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "upkeep"})");
        QVERIFY(next.finalState.players[0].thisTurn.isEmpty());
        QVERIFY(next.finalState.players[1].thisTurn.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportHistory10)
#include "tst_importhistory10.moc"
