// Round 23's model batch, read from real cards' Oracle text (tests/data/import/impmodel23.json) and played:
// gains and draws counted as they resolve, now kept by the card format ("per_object", "equal_to",
// "where_x", 608.2h), "Its owner gains 4 life" (the one target's owner, 108.3), and the players and
// objects of an attack: "the player or planeswalker it's attacking" (508.1b) and "each creature defending
// player controls" dealt damage (508.5a), and damage to each player by their own count ("equal to the
// number of lands they control"), and Sword of War and Peace's pair, stored now that the card format keeps
// "you gain 1 life for each card in your hand".
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/CardJson.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impmodel23.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// The first action of the card's first ability, as the card format writes it.
QJsonObject writtenAction(const QString& card)
{
    const ImportedCard* c = test::findCard(fixtures(), card);
    if (!c || !c->card)
        return {};
    bool ok = true;
    const QJsonObject json = cardToJson(*c->card, &ok);
    const QJsonObject ability = json.value(QStringLiteral("abilities")).toArray().first().toObject();
    return ability.value(QStringLiteral("spell")).toObject().value(QStringLiteral("effect")).toArray().first().toObject();
}

}   // namespace

class TestImpModel23 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 20); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 608.2h: the count is written once, with the amount for each object beside it; a draw "equal to"
    // says so (a draw's expression alone is X).
    void countedGainsAndDrawsAreWritten()
    {
        const QJsonObject tribute = writtenAction(QStringLiteral("Ancestral Tribute"));
        QCOMPARE(tribute.value(QStringLiteral("per_object")).toInt(), 2);
        QVERIFY(tribute.value(QStringLiteral("gain_life")).isObject());
        const QJsonObject unconscious = writtenAction(QStringLiteral("Collective Unconscious"));
        QCOMPARE(unconscious.value(QStringLiteral("per_object")).toInt(), 1);
        QVERIFY(unconscious.value(QStringLiteral("draw")).isObject());
        const QJsonObject rush = writtenAction(QStringLiteral("Rush of Knowledge"));
        QVERIFY(rush.value(QStringLiteral("equal_to")).toBool());
        QVERIFY(rush.value(QStringLiteral("draw")).isObject());
    }

    // CR 608.2h: Ancestral Tribute counts Ana's graveyard as it resolves (the spell itself is on the
    // stack then, not in it): three cards, 6 life.
    void tributeGainsTwoForEachCard()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Ancestral Tribute", "zone": "hand"},
                {"id": "g1", "card": "Hill Giant", "zone": "graveyard"}, {"id": "g2", "card": "Hill Giant", "zone": "graveyard"},
                {"id": "g3", "card": "Savannah Lions", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 26);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 608.2h: Collective Unconscious draws a card for each creature Ana controls (two), not Nico's.
    void unconsciousDrawsForEachCreature()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Collective Unconscious", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "timestamp": 1}, {"id": "lions", "card": "Savannah Lions", "timestamp": 2},
                {"id": "nlions", "card": "Savannah Lions", "owner": "nico", "controller": "nico", "timestamp": 3},
                {"id": "c1", "card": "Hill Giant", "zone": "library"}, {"id": "c2", "card": "Hill Giant", "zone": "library"},
                {"id": "c3", "card": "Hill Giant", "zone": "library"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 2);
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).size(), 1);
    }

    // CR 608.2h, 202.3: Rush of Knowledge draws as many cards as the highest mana value among Ana's
    // permanents: her Hill Giant's 4, not Nico's.
    void rushDrawsTheHighestManaValue()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Rush of Knowledge", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "timestamp": 1}, {"id": "lions", "card": "Savannah Lions", "timestamp": 2},
                {"id": "c1", "card": "Savannah Lions", "zone": "library"}, {"id": "c2", "card": "Savannah Lions", "zone": "library"},
                {"id": "c3", "card": "Savannah Lions", "zone": "library"}, {"id": "c4", "card": "Savannah Lions", "zone": "library"},
                {"id": "c5", "card": "Savannah Lions", "zone": "library"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 4);
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).size(), 1);
    }

    // CR 108.3: Path of Peace's life goes to the destroyed creature's owner, not its controller: Ana's
    // Hill Giant, which Nico owns, gives Nico 4 life.
    void pathOfPeaceGivesTheOwnerLife()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Path of Peace", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "controller": "ana", "timestamp": 1})",
            R"({"id": "e1", "cast": "spell", "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 24);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Path of Peace"), 0),
            QStringLiteral("Destroy target creature. Its owner gains 4 life."));
    }


    // CR 508.1b: Scorch Spitter's trigger deals 1 damage to what it attacks: Nico, or his Ajani.
    void spitterDamagesWhatItAttacks()
    {
        const QByteArray board = R"({"id": "spitter", "card": "Scorch Spitter", "timestamp": 1},
            {"id": "ajani", "card": "Ajani, Wise Counselor", "owner": "nico", "controller": "nico", "timestamp": 2,
             "counters": {"loyalty": 5}})";
        const Playthrough player = played(board, R"({"id": "e1", "attack": {"spitter": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(player, "e1") == QLatin1String("spitter:1"), qPrintable(test::happened(player)));
        QCOMPARE(test::lifeOf(player, QStringLiteral("nico")), 19);
        const Playthrough walker = played(board, R"({"id": "e1", "attack": {"spitter": "ajani"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(walker, QStringLiteral("ajani"), QStringLiteral("loyalty")) == 4, qPrintable(test::happened(walker)));
        QCOMPARE(test::lifeOf(walker, QStringLiteral("nico")), 20);
    }

    // CR 508.5a: Ronin Cliffrider deals 1 damage to each creature the defending player controls: Nico's
    // Savannah Lions die (704.5g), Ana's own stay.
    void cliffriderDamagesTheDefendersCreatures()
    {
        const Playthrough p = played(R"({"id": "ronin", "card": "Ronin Cliffrider", "timestamp": 1},
                {"id": "lions", "card": "Savannah Lions", "timestamp": 2},
                {"id": "nlions", "card": "Savannah Lions", "owner": "nico", "controller": "nico", "timestamp": 3},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "controller": "nico", "timestamp": 4})",
            R"({"id": "e1", "attack": {"ronin": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1") == QLatin1String("ronin:2"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nlions")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("giant")), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lions")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("ronin")), 0);
    }

    // CR 608.2h: Acidic Soil deals each player damage equal to the lands that player controls: Ana's
    // two Forests, Nico's three Islands.
    void acidicSoilCountsEachPlayersLands()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Acidic Soil", "zone": "hand"},
                {"id": "f1", "card": "Forest", "timestamp": 1}, {"id": "f2", "card": "Forest", "timestamp": 2},
                {"id": "i1", "card": "Island", "owner": "nico", "controller": "nico", "timestamp": 3},
                {"id": "i2", "card": "Island", "owner": "nico", "controller": "nico", "timestamp": 4},
                {"id": "i3", "card": "Island", "owner": "nico", "controller": "nico", "timestamp": 5})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
    }

    // CR 608.2h, 205.4c: Price of Progress counts only nonbasic lands, twice: Ana's Savannah (2), Nico's
    // two Savannahs (4); Treacherous Terrain deals damage to Nico alone, his three lands (3).
    void nonbasicLandsAndOpponentsCountTheirOwn()
    {
        const QByteArray lands = R"({"id": "f1", "card": "Forest", "timestamp": 1}, {"id": "s1", "card": "Savannah", "timestamp": 2},
            {"id": "i1", "card": "Island", "owner": "nico", "controller": "nico", "timestamp": 3},
            {"id": "s2", "card": "Savannah", "owner": "nico", "controller": "nico", "timestamp": 4},
            {"id": "s3", "card": "Savannah", "owner": "nico", "controller": "nico", "timestamp": 5})";
        const Playthrough price = played(lands + R"(, {"id": "spell", "card": "Price of Progress", "zone": "hand"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(price, "e1").isEmpty(), qPrintable(test::happened(price)));
        QCOMPARE(test::lifeOf(price, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(price, QStringLiteral("nico")), 16);
        const Playthrough terrain = played(lands + R"(, {"id": "spell", "card": "Treacherous Terrain", "zone": "hand"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(terrain, "e1").isEmpty(), qPrintable(test::happened(terrain)));
        QCOMPARE(test::lifeOf(terrain, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(terrain, QStringLiteral("nico")), 17);
    }

    // CR 510.2, 608.2h: the Sword's Hill Giant (5/5) deals 5 combat damage to Nico, then the trigger deals
    // him damage equal to the three cards in his hand, and Ana gains 1 life for each of her two.
    void swordOfWarAndPeaceCountsBothHands()
    {
        const Playthrough p = played(R"({"id": "giant", "card": "Hill Giant", "timestamp": 1},
                {"id": "sword", "card": "Sword of War and Peace", "attached_to": "giant", "timestamp": 2},
                {"id": "a1", "card": "Forest", "zone": "hand"}, {"id": "a2", "card": "Forest", "zone": "hand"},
                {"id": "n1", "card": "Island", "zone": "hand", "owner": "nico", "controller": "nico"},
                {"id": "n2", "card": "Island", "zone": "hand", "owner": "nico", "controller": "nico"},
                {"id": "n3", "card": "Island", "zone": "hand", "owner": "nico", "controller": "nico"})",
            R"({"id": "e1", "attack": {"giant": "nico"}}, {"id": "e2", "block": {}},
                {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(outcome(p, "e3") == QLatin1String("sword:2"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 12);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
    }
};

QTEST_GUILESS_MAIN(TestImpModel23)
#include "tst_impmodel23.moc"
