// Round 26's static abilities, read from real cards' Oracle text (tests/data/import/impstatic26.json) and
// played: protection from colored spells (Emrakul, the Aeons Torn) and from mana value 3 or greater
// (Mistmeadow Skulk), which targets, blocks and damage respect (702.16b-f); Tetsuko Umezawa's creatures
// "with power or toughness 1 or less", a set of either quality that can't be blocked (509.1b); Knight of
// Grace's "Hexproof from black" (702.11d); Tel-Jilad Chosen's protection from artifacts, a card type
// (702.16a).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic26.json"));
}

// Ana's `attacker` attacks Nico; his `blocker` tries to block it. The block event's outcome.
QString blockOutcome(const QByteArray& objects, const char* blocker)
{
    const Playthrough play = test::playScenario(fixtures(), objects,
        QByteArray(R"({"id": "e1", "attack": {"a": "nico"}}, {"id": "e2", "block": {")") + blocker
            + R"(": ["a"]}})");
    return test::doneOrRefusal(play).value(1);
}

}   // namespace

class TestImpStatic26 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 702.16a: protection from a quality, kept in today's words ("converted mana cost" is "mana value"
    // since 2021, 202.3) and written back as Oracle says it.
    void protectionQualities_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("quality");
        QTest::newRow("colored spells") << "Emrakul, the Aeons Torn" << "colored spells";
        QTest::newRow("mana value") << "Mistmeadow Skulk" << "mana value 3 or greater";
    }
    void protectionQualities()
    {
        QFETCH(QString, card);
        QFETCH(QString, quality);
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("protection from"));
        QVERIFY(a);
        QVERIFY(a->isKeyword(QStringLiteral("Protection")));
        QCOMPARE(a->protectionText, quality);
        QVERIFY(a->protectionFrom.isEmpty());
        const AbilityReport* r = test::reportWith(fixtures(), card, QStringLiteral("protection from"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Protection from ") + quality);
    }

    // CR 702.16b, 601.2c: Shock, a red instant, and Control Magic, a blue Aura spell (303.4d), can't
    // target Emrakul; Shock may target the Grizzly Bears beside it.
    void emrakulCantBeTargetedByColoredSpells()
    {
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("emrakul", "Emrakul, the Aeons Torn") + ", " + test::objectJson("bears", "Grizzly Bears")
                + ", " + test::objectJson("shock", "Shock", R"(, "zone": "hand")", "nico") + ", "
                + test::objectJson("magic", "Control Magic", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "cast": "shock", "targets": ["emrakul"]}, {"id": "e2", "cast": "magic", "targets": ["emrakul"]},
               {"id": "e3", "cast": "shock", "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play),
            QStringList({QStringLiteral("601.2c"), QStringLiteral("601.2c"), QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("emrakul")), Zone::Battlefield);
    }

    // CR 702.16e: the damage Lightning Bolt, a red spell, would deal Emrakul is prevented; the green
    // Grizzly Bears is a coloured creature, not a spell, and its damage is dealt.
    void emrakulPreventsOnlySpellsDamage()
    {
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("emrakul", "Emrakul, the Aeons Torn") + ", "
                + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "graveyard")", "nico") + ", "
                + test::objectJson("bears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "damage": [{"source": "bolt", "to": "emrakul", "amount": 3}]},
               {"id": "e2", "damage": [{"source": "bears", "to": "emrakul", "amount": 2}]})");
        QVERIFY2(test::damageOn(play, QStringLiteral("emrakul")) == 2, qPrintable(test::happened(play)));
    }

    // CR 702.16f: protection from colored spells doesn't stop coloured creatures from blocking; Birds of
    // Paradise, green and flying (702.9b), may block Emrakul.
    void emrakulCanBeBlockedByColoredCreatures()
    {
        QCOMPARE(blockOutcome(test::objectJson("a", "Emrakul, the Aeons Torn") + ", "
                         + test::objectJson("b", "Birds of Paradise", "", "nico"),
                     "b"),
            QStringLiteral("done"));
    }

    // CR 702.16f, 202.3: Bog Wraith (mana value 4) can't block Mistmeadow Skulk; Grizzly Bears (2) can.
    void skulkCantBeBlockedByManaValueThreeOrGreater_data()
    {
        QTest::addColumn<QString>("blocker");
        QTest::addColumn<bool>("blocks");
        QTest::newRow("Bog Wraith") << "Bog Wraith" << false;
        QTest::newRow("Grizzly Bears") << "Grizzly Bears" << true;
    }
    void skulkCantBeBlockedByManaValueThreeOrGreater()
    {
        QFETCH(QString, blocker);
        QFETCH(bool, blocks);
        const QByteArray objects = test::objectJson("a", "Mistmeadow Skulk") + ", "
            + test::objectJson("b", blocker.toUtf8().constData(), "", "nico");
        QCOMPARE(blockOutcome(objects, "b") == QLatin1String("done"), blocks);
    }

    // CR 702.16b, 702.16e: Capsize (mana value 3) can't target Mistmeadow Skulk, Shock (1) can and kills
    // it; Bog Wraith's damage to it is prevented.
    void skulkRefusesManaValueThreeOrGreater()
    {
        const QByteArray skulk = test::objectJson("skulk", "Mistmeadow Skulk");
        Playthrough play = test::playScenario(fixtures(),
            skulk + ", " + test::objectJson("wraith", "Bog Wraith", "", "nico"),
            R"({"id": "e1", "damage": [{"source": "wraith", "to": "skulk", "amount": 3}]})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("skulk")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("skulk")), 0);
        play = test::playScenario(fixtures(),
            skulk + ", " + test::objectJson("capsize", "Capsize", R"(, "zone": "hand")", "nico") + ", "
                + test::objectJson("shock", "Shock", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "cast": "capsize", "targets": ["skulk"]}, {"id": "e2", "cast": "shock", "targets": ["skulk"]},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play).value(0), QStringLiteral("601.2c"));
        QVERIFY2(test::zoneOf(play, QStringLiteral("skulk")) == Zone::Graveyard, qPrintable(test::happened(play)));
    }

    // CR 509.1b: a union of two sets, written back as one phrase.
    void tetsukoReadsEitherQuality()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Tetsuko Umezawa, Fugitive"),
            QStringLiteral("can't be blocked"));
        QVERIFY(a);
        QVERIFY(a->affects);
        QCOMPARE(a->affects->anyOf.size(), 2);
        QCOMPARE(a->affects->anyOf[0].powerAtMost.value_or(-1), 1);
        QVERIFY(!a->affects->anyOf[0].toughnessAtMost);
        QCOMPARE(a->affects->anyOf[1].toughnessAtMost.value_or(-1), 1);
        QCOMPARE(a->affects->anyOf[1].controller, Selector::Who::You);
        QCOMPARE(a->ops.value(0).rule, RuleName::CantBeBlocked);
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Tetsuko Umezawa, Fugitive"), QStringLiteral("can't be blocked"))
                     ->written,
            QStringLiteral("Creatures you control with power or toughness 1 or less can't be blocked."));
    }

    // CR 509.1b, 613.4c: Elite Vanguard (2/1) and Tetsuko (1/3) can't be blocked; Grizzly Bears (2/2)
    // can; under Glorious Anthem the Vanguard is 3/2 and can be blocked.
    void tetsukoMakesSmallCreaturesUnblockable_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<bool>("anthem");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Elite Vanguard") << "Elite Vanguard" << false << "509.1b";
        QTest::newRow("Tetsuko") << "Tetsuko Umezawa, Fugitive" << false << "509.1b";
        QTest::newRow("Grizzly Bears") << "Grizzly Bears" << false << "done";
        QTest::newRow("Elite Vanguard, anthem") << "Elite Vanguard" << true << "done";
    }
    void tetsukoMakesSmallCreaturesUnblockable()
    {
        QFETCH(QString, attacker);
        QFETCH(bool, anthem);
        QFETCH(QString, outcome);
        QByteArray objects = test::objectJson("a", attacker.toUtf8().constData()) + ", "
            + test::objectJson("b", "Craw Wurm", "", "nico");
        if (attacker != QLatin1String("Tetsuko Umezawa, Fugitive"))
            objects += ", " + test::objectJson("t", "Tetsuko Umezawa, Fugitive");
        if (anthem)
            objects += ", " + test::objectJson("anthem", "Glorious Anthem");
        QCOMPARE(blockOutcome(objects, "b"), outcome);
    }

    // CR 702.11d: a hexproof ability with the colour it is from, carried by the card format as "from".
    void knightOfGraceReadsHexproofFromBlack()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Knight of Grace"), QStringLiteral("Hexproof"));
        QVERIFY(a);
        QVERIFY(a->isKeyword(QStringLiteral("Hexproof")));
        QCOMPARE(a->protectionFrom, ColorSet::of(Color::Black));
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Knight of Grace"), QStringLiteral("Hexproof"))->written,
            QStringLiteral("Hexproof from black"));
    }

    // CR 702.11d: Nico's Disfigure, black, can't target Ana's Knight of Grace; his red Shock can, and so
    // can Ana's own Disfigure.
    void knightOfGraceRefusesOpponentsBlackSpells()
    {
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("knight", "Knight of Grace") + ", "
                + test::objectJson("his", "Disfigure", R"(, "zone": "hand")", "nico") + ", "
                + test::objectJson("shock", "Shock", R"(, "zone": "hand")", "nico") + ", "
                + test::objectJson("mine", "Disfigure", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "his", "targets": ["knight"]}, {"id": "e2", "cast": "shock", "targets": ["knight"]},
               {"id": "e3", "cast": "mine", "targets": ["knight"]})");
        QCOMPARE(test::doneOrRefusal(play),
            QStringList({QStringLiteral("601.2c"), QStringLiteral("done"), QStringLiteral("done")}));
    }

    // CR 702.16a, 702.16e-f: protection from a card type covers sources of that type: Ornithopter, an
    // artifact creature, can't block Tel-Jilad Chosen and its damage is prevented; Grizzly Bears can block.
    void telJiladChosenHasProtectionFromArtifacts()
    {
        const QByteArray chosen = test::objectJson("a", "Tel-Jilad Chosen");
        QVERIFY(blockOutcome(chosen + ", " + test::objectJson("b", "Ornithopter", "", "nico"), "b") != QLatin1String("done"));
        QCOMPARE(blockOutcome(chosen + ", " + test::objectJson("b", "Grizzly Bears", "", "nico"), "b"), QStringLiteral("done"));
        const QByteArray board = chosen + ", " + test::objectJson("thopter", "Ornithopter", "", "nico") + ", "
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        Playthrough play = test::playScenario(
            fixtures(), board, R"({"id": "e1", "damage": [{"source": "thopter", "to": "a", "amount": 1}]})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("a")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("a")), 0);
        play = test::playScenario(fixtures(), board, R"({"id": "e1", "damage": [{"source": "bears", "to": "a", "amount": 1}]})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("a")) == Zone::Graveyard, qPrintable(test::happened(play)));   // 704.5g
    }
};

QTEST_GUILESS_MAIN(TestImpStatic26)
#include "tst_impstatic26.moc"
