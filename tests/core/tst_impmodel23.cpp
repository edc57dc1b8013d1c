// Round 23's model batch, read from real cards' Oracle text (tests/data/import/impmodel23.json) and played:
// gains and draws counted as they resolve, now kept by the card format ("per_object", "equal_to",
// "where_x", 608.2h), "Its owner gains 4 life" (the one target's owner, 108.3), and the players and
// objects of an attack: "the player or planeswalker it's attacking" (508.1b) and "each creature defending
// player controls" dealt damage (508.5a), and damage to each player by their own count ("equal to the
// number of lands they control"), and Sword of War and Peace's pair, stored now that the card format keeps
// "you gain 1 life for each card in your hand". Model values: "target creature that was dealt damage this
// turn" (Selector::dealtDamageThisTurn, 120.3) and the durations "until your next turn" (611.2a) and
// "until end of combat" (511.3).
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

// The same, from a snapshot taken in the step `step` of Ana's turn.
Playthrough playedFrom(const char* step, const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    // No raw string here: moc misreads one that starts with a quote and then finds no test class.
    const QByteArray more = QByteArray(", \"step\": \"") + step + '"';
    const auto state = test::readScenario(lib, test::scenarioJson(objects, events, {}, {}, more));
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
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

// Nico's Hill Giant was dealt 1 damage this turn (the damage still marked on it, 120.3e); his Savannah
// Lions were not.
// (No raw string: moc misreads the apostrophe in one and then finds no test class.)
const QByteArray kDamagedGiant = "{\"id\": \"mist\", \"card\": \"Witch's Mist\", \"timestamp\": 1},"
    "{\"id\": \"giant\", \"card\": \"Hill Giant\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2, \"damage\": 1},"
    "{\"id\": \"lions\", \"card\": \"Savannah Lions\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3}";

}   // namespace

class TestImpModel23 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 31); }

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
    // CR 120.3: the quality is read and written back.
    void dealtDamageThisTurnIsRead()
    {
        const AbilityDef* mist = test::parsedAbility(fixtures(), QStringLiteral("Witch's Mist"), 0);
        QVERIFY(mist);
        QVERIFY(mist->targets.value(0).dealtDamageThisTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fathom Fleet Cutthroat"), 0),
            QStringLiteral("When ~ enters, destroy target creature an opponent controls that was dealt damage this turn."));
    }

    // CR 120.3, 115.1: Witch's Mist destroys the Hill Giant dealt damage this turn; the undamaged Lions
    // are no legal target.
    void witchsMistDestroysADamagedCreature()
    {
        const Playthrough p = played(kDamagedGiant,
            R"({"id": "e1", "activate": "mist", "ability": 1, "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Graveyard);
        const Playthrough refused = played(kDamagedGiant, R"({"id": "e1", "activate": "mist", "ability": 1, "targets": ["lions"]})");
        QVERIFY(!outcome(refused, "e1").isEmpty());
        QCOMPARE(test::zoneOf(refused, QStringLiteral("lions")), Zone::Battlefield);
    }

    // CR 500.5, 514.2: once the turn is over the Giant was no longer dealt damage this turn.
    void aNewTurnForgetsTheDamage()
    {
        const Playthrough p = played(kDamagedGiant, R"({"id": "e1", "begin": "upkeep"},
            {"id": "e2", "activate": "mist", "ability": 1, "targets": ["giant"]})");
        QVERIFY2(!outcome(p, "e2").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
    }

    // CR 510.2, 120.3: the Lions' combat damage to the blocking Hill Giant makes it a legal target of
    // Crushing Pain after combat, and the 6 damage destroy it (704.5g).
    void crushingPainAfterCombatDamage()
    {
        const Playthrough p = playedFrom("declare_blockers",
            R"({"id": "lions", "card": "Savannah Lions", "timestamp": 1, "attacking": true},
                {"id": "pain", "card": "Crushing Pain", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "controller": "nico", "timestamp": 2, "blocking": ["lions"]})",
            R"({"id": "e1", "begin": "combat_damage"}, {"id": "e2", "begin": "main2"},
                {"id": "e3", "cast": "pain", "targets": ["giant"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(outcome(p, "e3").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lions")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Graveyard);
    }

    // CR 120.3, 115.1: Needle Drop may target Nico once Volcanic Hammer has dealt him damage this turn,
    // not before; Ana draws its card.
    void needleDropFollowsDamageToAPlayer()
    {
        const QByteArray cards = R"({"id": "hammer", "card": "Volcanic Hammer", "zone": "hand"},
            {"id": "needle", "card": "Needle Drop", "zone": "hand"}, {"id": "c1", "card": "Hill Giant", "zone": "library"})";
        const Playthrough p = played(cards, R"({"id": "e1", "cast": "hammer", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "needle", "targets": ["nico"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(outcome(p, "e3").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QCOMPARE(test::zoneOf(p, QStringLiteral("c1")), Zone::Hand);
        const Playthrough refused = played(cards, R"({"id": "e1", "cast": "needle", "targets": ["nico"]})");
        QVERIFY(!outcome(refused, "e1").isEmpty());
        QCOMPARE(test::lifeOf(refused, QStringLiteral("nico")), 20);
    }

    // CR 611.2a: Sorin's +1 lasts until Ana's next turn: through Nico's turn, ended as hers begins.
    void sorinsBonusLastsUntilHerNextTurn()
    {
        const QByteArray board = R"({"id": "sorin", "card": "Sorin, Solemn Visitor", "timestamp": 1, "counters": {"loyalty": 4}},
            {"id": "lions", "card": "Savannah Lions", "timestamp": 2})";
        const QByteArray use = R"({"id": "e1", "activate": "sorin", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough now = played(board, use);
        QVERIFY2(outcome(now, "e1").isEmpty(), qPrintable(test::happened(now)));
        QCOMPARE(test::powerOf(now, QStringLiteral("lions")), 3);
        const Playthrough nicosTurn = played(board, use + R"(, {"id": "e3", "begin": "upkeep"})");
        QCOMPARE(test::powerOf(nicosTurn, QStringLiteral("lions")), 3);
        const Playthrough anasNext = played(board, use + R"(, {"id": "e3", "begin": "upkeep"}, {"id": "e4", "begin": "upkeep"})");
        QVERIFY2(test::powerOf(anasNext, QStringLiteral("lions")) == 2, qPrintable(test::happened(anasNext)));
    }

    // CR 611.2a: Mu Yanling's -5/-0 on Nico's Hill Giant holds in Nico's turn.
    void muYanlingShrinksUntilHerNextTurn()
    {
        const Playthrough p = played(R"({"id": "mu", "card": "Mu Yanling, Celestial Wind", "timestamp": 1, "counters": {"loyalty": 5}},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "mu", "ability": 1, "targets": ["giant"]}, {"id": "e2", "resolve": "top"},
                {"id": "e3", "begin": "upkeep"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("giant")), QStringLiteral("-2/3"));
    }

    // CR 511.3: Jade Statue is a 3/6 creature until end of combat, an artifact only once combat is over.
    void jadeStatueIsACreatureUntilEndOfCombat()
    {
        const QByteArray board = R"({"id": "statue", "card": "Jade Statue", "timestamp": 1})";
        const QByteArray use = R"({"id": "e1", "activate": "statue", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough during = playedFrom("beginning_of_combat", board, use);
        QVERIFY2(outcome(during, "e1").isEmpty(), qPrintable(test::happened(during)));
        QCOMPARE(test::ptOf(during, QStringLiteral("statue")), QStringLiteral("3/6"));
        const Playthrough after = playedFrom("beginning_of_combat", board, use + R"(, {"id": "e3", "begin": "main2"})");
        const Characteristics* c = test::charsOf(after, QStringLiteral("statue"));
        QVERIFY(c);
        QVERIFY2(!c->isCreature(), qPrintable(test::happened(after)));
    }
};

QTEST_GUILESS_MAIN(TestImpModel23)
#include "tst_impmodel23.moc"
