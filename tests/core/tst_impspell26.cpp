// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell26.json), round 26: a card
// named by the keyword action it performs ("Exile target nonwhite attacking creature.", Exile; "Regenerate target
// creature.", Regenerate), its name the instruction's verb and not the card; a count of the permanents the
// instruction before destroyed ("Destroy all enchantments. You gain 1 life for each enchantment destroyed this
// way.", Paraselene; "Draw a card for each creature destroyed this way.", Decree of Pain); "It doesn't untap …"
// after a tap of the second target (Chandra's Revolution); "their controllers' next untap steps" (Sudden Storm),
// Decision Paralysis' words in the plural; counters removed from "it", the one target (Hapatra's Mark, Shed
// Weakness); "If that creature was green or white, …" after its destruction (Gloomlance); the card file's older
// Treasure words and "You create …", "You discard your hand." (Depths of Desire, Hornswoggle, Apocalypse); the
// countered spell's controller, "That player discards a card." (Frightful Delusion). The structure, the English written back (the round trip trusts it), and what the event player does. (No apostrophe
// in a raw string here: moc reads it as a character literal.)
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell26.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana casts `id` from her hand at `targets` (JSON list items, may be empty), then it resolves; `n` numbers
// the two events.
QByteArray castAndResolve(const char* id, const char* targets, int n)
{
    return QStringLiteral(R"({"id": "c%1", "cast": "%2", "targets": [%3]}, {"id": "r%1", "resolve": "top"})")
        .arg(n)
        .arg(QLatin1String(id), QLatin1String(targets))
        .toUtf8();
}

// How many cards `player` holds after the playthrough's last event.
int handSize(const Playthrough& play, const char* player)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, Zone::Hand))
        n += play.finalState.objects[play.finalState.objectIndex(id)].owner == QLatin1String(player) ? 1 : 0;
    return n;
}

// How many tokens are on the battlefield after the playthrough's last event.
int tokensOnBattlefield(const Playthrough& play)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, Zone::Battlefield))
        n += play.finalState.objects[play.finalState.objectIndex(id)].token ? 1 : 0;
    return n;
}

// Ana's library of four Forests, then `more` objects.
QByteArray libraryAnd(const QByteArray& more)
{
    return QByteArray(
               R"({"id": "l1", "card": "Forest", "zone": "library"}, {"id": "l2", "card": "Forest", "zone": "library"},
        {"id": "l3", "card": "Forest", "zone": "library"}, {"id": "l4", "card": "Forest", "zone": "library"}, )")
        + more;
}

}   // namespace

class TestImpSpell26 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 13); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("named by its verb, exile")
            << "Exile"
            << "toughness"
            << "Exile target attacking nonwhite creature. You gain life equal to its "
               "toughness.";
        QTest::newRow("named by its verb, regenerate") << "Regenerate"
                                                       << "Regenerate"
                                                       << "Regenerate target creature.";
        QTest::newRow("life for each destroyed") << "Paraselene"
                                                 << "destroyed"
                                                 << "Destroy all enchantments. You gain 1 life for each enchantment "
                                                    "destroyed this way.";
        QTest::newRow("a card for each destroyed")
            << "Decree of Pain"
            << "destroyed"
            << "Destroy all creatures. They can't be regenerated. Draw a card for "
               "each creature destroyed this way.";
        QTest::newRow("the second target kept tapped") << "Chandra's Revolution"
                                                       << "untap"
                                                       << "~ deals 4 damage to target creature. Tap target land. It "
                                                          "doesn't untap during its controller's next untap step.";
        QTest::newRow("those creatures, plural words") << "Sudden Storm"
                                                       << "untap"
                                                       << "Tap up to two target creatures. Those creatures don't untap "
                                                          "during their controller's next untap step. Scry 1.";
        QTest::newRow("all counters from it") << "Hapatra's Mark"
                                              << "Remove"
                                              << "Target creature you control gains hexproof until end of turn. Remove "
                                                 "all -1/-1 counters from it.";
        QTest::newRow("a counter from it, optional")
            << "Shed Weakness"
            << "remove"
            << "Target creature gets +2/+2 until end of turn. You may remove a "
               "-1/-1 counter from it.";
        QTest::newRow("the colours it had") << "Gloomlance"
                                            << "green or white"
                                            << "Destroy target creature. If that creature was green or white, its "
                                               "controller discards a card.";
        QTest::newRow("an older Treasure")
            << "Depths of Desire"
            << "Treasure"
            << "Return target creature to its owner's hand. Create a colorless Treasure "
               "artifact token with \"{T}, Sacrifice this permanent: Add one mana of any "
               "color.\"";
        QTest::newRow("you create") << "Hornswoggle"
                                    << "Treasure"
                                    << "Counter target creature spell. Create a colorless Treasure artifact token with "
                                       "\"{T}, Sacrifice this permanent: Add one mana of any color.\"";
        QTest::newRow("you discard your hand") << "Apocalypse"
                                               << "discard"
                                               << "Exile permanents. Discard your hand.";
        QTest::newRow("that player, the spell's controller")
            << "Frightful Delusion"
            << "discards"
            << "Counter target spell unless its controller pays {1}. Its "
               "controller discards a card.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 701.19a: the card Regenerate regenerates its target; its name is no reference to itself.
        const AbilityDef* regenerate
            = test::parsedWith(fixtures(), QStringLiteral("Regenerate"), QStringLiteral("Regenerate"));
        QVERIFY(regenerate);
        QCOMPARE(regenerate->targets.size(), 1);
        QCOMPARE(regenerate->effect.size(), 1);
        QCOMPARE(regenerate->effect[0].kind, ActionKind::Regenerate);
        // 608.2c: the life counts what the destruction before it destroyed.
        const AbilityDef* paraselene
            = test::parsedWith(fixtures(), QStringLiteral("Paraselene"), QStringLiteral("destroyed"));
        QVERIFY(paraselene);
        QCOMPARE(paraselene->effect.size(), 2);
        QCOMPARE(paraselene->effect[0].kind, ActionKind::Destroy);
        QCOMPARE(paraselene->effect[1].kind, ActionKind::GainLife);
        QVERIFY(paraselene->effect[1].amountOf);
        QCOMPARE(paraselene->effect[1].amountOf->kind, Expr::Kind::CountThisWay);
    }

    void exileTakesTheAttacker()
    {
        // CR 406.2, 608.2h: Nico's attacking Grizzly Bears are exiled and Ana gains life equal to their toughness
        // as they last existed on the battlefield, 2.
        const Playthrough play = played(R"({"id": "spell", "card": "Exile", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1, "attacking": true})",
            castAndResolve("spell", R"("bears")", 1));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Exile);
        QCOMPARE(test::lifeOf(play, "ana"), 22);
    }

    void regenerateSavesFromTheBolt()
    {
        // CR 701.19a: the shield Regenerate gives replaces the Bears' destruction by Lightning Bolt's lethal
        // damage: they stay, tapped, their damage removed. Without it they die.
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "spell", "card": "Regenerate", "zone": "hand"}, {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})";
        const Playthrough shielded
            = played(board, castAndResolve("spell", R"("bears")", 1) + ", " + castAndResolve("bolt", R"("bears")", 2));
        QCOMPARE(test::zoneOf(shielded, "bears"), Zone::Battlefield);
        QVERIFY(test::tapped(shielded, "bears"));
        QCOMPARE(test::damageOn(shielded, "bears"), 0);
        const Playthrough bare = played(board, castAndResolve("bolt", R"("bears")", 1));
        QCOMPARE(test::zoneOf(bare, "bears"), Zone::Graveyard);
    }

    void paraseleneCountsTheEnchantments()
    {
        // CR 608.2c: three enchantments destroyed (Ana's Crusade and Glorious Anthem, Nico's Bad Moon), 1 life
        // each; the creature beside them stays and counts nothing.
        const Playthrough play = played(R"({"id": "spell", "card": "Paraselene", "zone": "hand"},
            {"id": "crusade", "card": "Crusade", "timestamp": 1}, {"id": "anthem", "card": "Glorious Anthem", "timestamp": 2},
            {"id": "moon", "card": "Bad Moon", "owner": "nico", "timestamp": 3},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4})",
            castAndResolve("spell", "", 1));
        QCOMPARE(test::zoneOf(play, "crusade"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "moon"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(test::lifeOf(play, "ana"), 23);
        // With one enchantment, one life.
        const Playthrough one = played(R"({"id": "spell", "card": "Paraselene", "zone": "hand"},
            {"id": "moon", "card": "Bad Moon", "owner": "nico", "timestamp": 1})",
            castAndResolve("spell", "", 1));
        QCOMPARE(test::lifeOf(one, "ana"), 21);
    }

    void decreeDrawsForEachCreature()
    {
        // CR 701.19c, 608.2c: Ana's Bears, shielded by Regenerate, are destroyed all the same ("They can't be
        // regenerated"), beside Nico's Serra Angel and White Knight: three creatures destroyed, three cards drawn.
        const Playthrough play = played(libraryAnd(R"({"id": "spell", "card": "Decree of Pain", "zone": "hand"},
            {"id": "regen", "card": "Regenerate", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 2},
            {"id": "knight", "card": "White Knight", "owner": "nico", "timestamp": 3})"),
            castAndResolve("regen", R"("bears")", 1) + ", " + castAndResolve("spell", "", 2));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "angel"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "knight"), Zone::Graveyard);
        QCOMPARE(handSize(play, "ana"), 3);
        // With Nico's Angel alone, one card.
        const Playthrough one = played(libraryAnd(R"({"id": "spell", "card": "Decree of Pain", "zone": "hand"},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 1})"),
            castAndResolve("spell", "", 1));
        QCOMPARE(handSize(one, "ana"), 1);
    }

    void revolutionKeepsTheLandTapped()
    {
        // CR 502.3: the 4 damage kill Nico's Bears; his Forest, tapped, stays tapped through his next untap
        // step and untaps in the one after.
        const QByteArray board = R"({"id": "spell", "card": "Chandra\u0027s Revolution", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 2})";
        const QByteArray cast
            = castAndResolve("spell", R"("bears", "forest")", 1) + R"(, {"id": "u1", "begin": "untap"})";
        const Playthrough play = played(board, cast);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QVERIFY(test::tapped(play, "forest"));
        const Playthrough later
            = played(board, cast + R"(, {"id": "u2", "begin": "untap"}, {"id": "u3", "begin": "untap"})");
        QVERIFY(!test::tapped(later, "forest"));
    }

    void suddenStormKeepsBothTapped()
    {
        // CR 502.3: both of Nico's creatures tapped stay tapped through his next untap step.
        const Playthrough play = played(libraryAnd(R"({"id": "spell", "card": "Sudden Storm", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 2})"),
            castAndResolve("spell", R"("bears", "angel")", 1) + R"(, {"id": "u1", "begin": "untap"})");
        QVERIFY(test::tapped(play, "bears"));
        QVERIFY(test::tapped(play, "angel"));
    }

    void countersRemovedFromTheTarget()
    {
        // CR 122.8, 608.2c: Hapatra's Mark takes every -1/-1 counter off Ana's Serra Angel (4/4 again);
        // Shed Weakness takes one off and adds +2/+2 (two counters: 2/2, then 3/3 and +2/+2).
        const QByteArray angel = R"({"id": "angel", "card": "Serra Angel", "timestamp": 1, "counters": {"-1/-1": 2}},)";
        const Playthrough mark = played(angel + R"({"id": "spell", "card": "Hapatra\u0027s Mark", "zone": "hand"})",
            castAndResolve("spell", R"("angel")", 1));
        QCOMPARE(test::countersOn(mark, "angel", QStringLiteral("-1/-1")), 0);
        QCOMPARE(test::ptOf(mark, "angel"), QStringLiteral("4/4"));
        const Playthrough shed = played(angel + R"({"id": "spell", "card": "Shed Weakness", "zone": "hand"})",
            castAndResolve("spell", R"("angel")", 1));
        QCOMPARE(test::countersOn(shed, "angel", QStringLiteral("-1/-1")), 1);
        QCOMPARE(test::ptOf(shed, "angel"), QStringLiteral("5/5"));
    }

    void gloomlanceAsksTheColour()
    {
        // CR 608.2h: Nico's Grizzly Bears (green) destroyed: as they last existed they were green, so Nico
        // discards his one card; his Black Knight destroyed makes him discard nothing.
        const QByteArray hand = R"({"id": "spell", "card": "Gloomlance", "zone": "hand"},
            {"id": "card", "card": "Forest", "owner": "nico", "zone": "hand"},)";
        const Playthrough green
            = played(hand + R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
                castAndResolve("spell", R"("bears")", 1));
        QCOMPARE(test::zoneOf(green, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(green, "card"), Zone::Graveyard);
        const Playthrough black
            = played(hand + R"({"id": "knight", "card": "Black Knight", "owner": "nico", "timestamp": 1})",
                castAndResolve("spell", R"("knight")", 1));
        QCOMPARE(test::zoneOf(black, "knight"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(black, "card"), Zone::Hand);
    }

    void treasureAfterTheBounce()
    {
        // CR 111.10a, 608.2c: Depths of Desire returns Nico's Bears to his hand and Ana gets a Treasure.
        const Playthrough play = played(R"({"id": "spell", "card": "Depths of Desire", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
            castAndResolve("spell", R"("bears")", 1));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Hand);
        QCOMPARE(tokensOnBattlefield(play), 1);
    }

    void hornswoggleCountersAndMakesTreasure()
    {
        // CR 701.6a, 111.10a: Ana's Grizzly Bears spell is countered (to her graveyard) and she gets a Treasure.
        const Playthrough play = played(R"({"id": "spell", "card": "Hornswoggle", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "c0", "cast": "bears"}, )" + castAndResolve("spell", R"("bears")", 1));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(tokensOnBattlefield(play), 1);
    }

    void apocalypseLeavesNothing()
    {
        // CR 406.2, 701.8a: every permanent is exiled, then Ana discards the rest of her hand.
        const Playthrough play = played(R"({"id": "spell", "card": "Apocalypse", "zone": "hand"},
            {"id": "card", "card": "Forest", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "timestamp": 2})",
            castAndResolve("spell", "", 1));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Exile);
        QCOMPARE(test::zoneOf(play, "forest"), Zone::Exile);
        QCOMPARE(test::zoneOf(play, "card"), Zone::Graveyard);
    }

    void theCounteredSpellsController()
    {
        // CR 701.6a, 118.12: Frightful Delusion, its {1} not paid, counters Ana's Bears spell, and she (the spell's
        // controller) discards her one card.
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "card", "card": "Forest", "zone": "hand"},)";
        const Playthrough delusion = played(bears + R"({"id": "spell", "card": "Frightful Delusion", "zone": "hand"})",
            R"({"id": "c0", "cast": "bears"}, {"id": "c1", "cast": "spell", "targets": ["bears"]},
            {"id": "r1", "resolve": "top", "pays": false})");
        QCOMPARE(test::zoneOf(delusion, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(delusion, "card"), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell26)
#include "tst_impspell26.moc"
