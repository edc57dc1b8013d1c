// Round 20's model values read from real cards' Oracle text (tests/data/import/impbatch21.json) and
// played: "can't be regenerated this turn" (701.19c: Hurr Jackal, Orcish Healer, Gravebind, Engulfing
// Flames, Lim-Dul's Cohort; "creatures dealt damage this way": Flamebreak, Jaya Ballard), "If that creature would die this
// turn, exile it instead" (614.1a: Lava Coil, Nine-Ringed Bo, Ob Nixilis's Cruelty) and "If a creature
// dealt damage this way would die this turn, exile it instead" (Pillar of Flame, Touch of the Void,
// Yamabushi's Storm), the set fixed as the effect resolves from the damage dealt after prevention (611.2c).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impbatch21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Nico's Drudge Skeletons (1/1, "{B}: Regenerate ~"); Ana's Hurr Jackal and Murder in hand.
const QByteArray kSkeletons = R"({"id": "skel", "card": "Drudge Skeletons", "owner": "nico", "controller": "nico", "timestamp": 1},
    {"id": "jackal", "card": "Hurr Jackal", "timestamp": 2},
    {"id": "murder", "card": "Murder", "zone": "hand"})";

// Nico regenerates his Skeletons: a shield for the turn.
const QByteArray kShield = R"({"id": "s1", "activate": "skel", "ability": 1}, {"id": "s2", "resolve": "top"})";

// Nico's Balduvian Bears (2/2) and Paladin en-Vec (protection from black and from red); Ana's Wrath of
// God in hand.
const QByteArray kBearsAndPaladin = R"({"id": "bears", "card": "Balduvian Bears", "owner": "nico", "controller": "nico", "timestamp": 1},
    {"id": "paladin", "card": "Paladin en-Vec", "owner": "nico", "controller": "nico", "timestamp": 2},
    {"id": "wrath", "card": "Wrath of God", "zone": "hand"})";

// Nico's Kami of Old Stone (a 1/7 Spirit); Ana's Murder in hand.
const QByteArray kKami = R"({"id": "kami", "card": "Kami of Old Stone", "owner": "nico", "controller": "nico", "timestamp": 1},
    {"id": "murder", "card": "Murder", "zone": "hand"})";

}   // namespace

class TestImpBatch21 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 22);
    }

    // Each ability of the round's families is parsed and written back as the Oracle text says it.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Hurr Jackal") << "Hurr Jackal" << "regenerated"
            << "{T}: Target creature can't be regenerated until end of turn.";
        QTest::newRow("Orcish Healer") << "Orcish Healer" << "can't be regenerated"
            << "{R}{R}, {T}: Target creature can't be regenerated until end of turn.";
        QTest::newRow("Gravebind") << "Gravebind" << "regenerated"
            << "Target creature can't be regenerated until end of turn.";
        QTest::newRow("Engulfing Flames") << "Engulfing Flames" << "regenerated"
            << "~ deals 1 damage to target creature. It can't be regenerated until end of turn.";
        QTest::newRow("Flamebreak") << "Flamebreak" << "regenerated"
            << "~ deals 3 damage to each creature without flying and each player. Creatures dealt damage this way "
               "can't be regenerated until end of turn.";
        QTest::newRow("Jaya Ballard") << "Jaya Ballard, Task Mage" << "regenerated"
            << "{1}{R}, {T}, Discard a card: ~ deals 3 damage to any target. A creature dealt damage this way can't be "
               "regenerated until end of turn.";
        QTest::newRow("Lim-Dul's Cohort") << "Lim-Dul's Cohort" << "regenerated"
            << "Whenever ~ blocks or becomes blocked by a creature, that creature can't be regenerated until end of turn.";
        QTest::newRow("Mephitic Ooze") << "Mephitic Ooze" << "regenerated"
            << "Whenever ~ deals combat damage to a creature, destroy that creature. It can't be regenerated.";
        QTest::newRow("Pillar of Flame") << "Pillar of Flame" << "exile it instead"
            << "~ deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.";
        QTest::newRow("Touch of the Void") << "Touch of the Void" << "exile it instead"
            << "~ deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.";
        QTest::newRow("Yamabushi's Storm") << "Yamabushi's Storm" << "exile it instead"
            << "~ deals 1 damage to creatures. If a creature dealt damage this way would die this turn, exile it "
               "instead.";
        QTest::newRow("Lava Coil") << "Lava Coil" << "exile it instead"
            << "~ deals 4 damage to target creature. If that creature would die this turn, exile it instead.";
        QTest::newRow("Nine-Ringed Bo") << "Nine-Ringed Bo" << "exile it instead"
            << "{T}: ~ deals 1 damage to target Spirit creature. If that creature would die this turn, exile it instead.";
        QTest::newRow("Ob Nixilis's Cruelty") << "Ob Nixilis's Cruelty" << "exile it instead"
            << "Target creature gets -5/-5 until end of turn. If that creature would die this turn, exile it instead.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // CR 701.19c: after Hurr Jackal's ability, the Skeletons' shield does nothing: Murder destroys them.
    void jackalLeavesTheShieldDoingNothing()
    {
        const Playthrough p = played(kSkeletons, kShield + R"(,
            {"id": "e1", "activate": "jackal", "ability": 1, "targets": ["skel"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "murder", "targets": ["skel"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(outcome(p, "e1"), QString());
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
        QVERIFY2(test::happened(p).contains(QStringLiteral("Drudge Skeletons can't be regenerated this turn")),
            qPrintable(test::happened(p)));
    }

    // CR 701.19c, 514.2: the Jackal's effect ends with its turn; in Nico's turn after it his shield
    // regenerates the Skeletons from Murder (tapped, on the battlefield).
    void jackalsEffectEndsWithTheTurn()
    {
        const Playthrough p = played(kSkeletons,
            R"({"id": "e1", "activate": "jackal", "ability": 1, "targets": ["skel"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, )" + kShield + R"(,
               {"id": "e4", "cast": "murder", "targets": ["skel"]}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Battlefield);
        QVERIFY2(test::tapped(p, QStringLiteral("skel")), qPrintable(test::happened(p)));
    }

    // CR 701.19c, 704.5g: Engulfing Flames' 1 damage is lethal to the shielded Skeletons, and the
    // destruction by the state-based action is not replaced: they die.
    void engulfingFlamesBeatsTheShield()
    {
        const Playthrough p = played(kSkeletons + R"(, {"id": "flames", "card": "Engulfing Flames", "zone": "hand"})",
            kShield + R"(, {"id": "e1", "cast": "flames", "targets": ["skel"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
    }

    // CR 701.19c, 611.2c: Flamebreak deals 3 damage to the shielded Skeletons and to each player: the
    // Skeletons, dealt damage this way, can't be regenerated and die; each player loses 3 life.
    void flamebreaksCreaturesCantBeRegenerated()
    {
        const Playthrough p = played(kSkeletons + R"(, {"id": "fb", "card": "Flamebreak", "zone": "hand"})",
            kShield + R"(, {"id": "e1", "cast": "fb"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("jackal")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
    }

    // CR 701.19c: Jaya Ballard's 3 damage (a card discarded to pay) leaves the Skeletons' shield doing nothing.
    void jayaBallardsDamage()
    {
        const Playthrough p = played(kSkeletons + R"(, {"id": "jaya", "card": "Jaya Ballard, Task Mage", "timestamp": 3},
                {"id": "card", "card": "Balduvian Bears", "zone": "hand"})",
            kShield + R"(, {"id": "e1", "activate": "jaya", "ability": 2, "targets": ["skel"],
                "choices": {"objects": ["card"]}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(outcome(p, "e1"), QString());
        QCOMPARE(test::zoneOf(p, QStringLiteral("card")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("skel")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 701.19c, 603.7c: Ana's shielded Skeletons attack and Nico's Lim-Dul's Cohort (2/3) blocks them: its
    // trigger names them, and its 2 combat damage destroys them. Blocked by his Hill Giant instead, the
    // shield regenerates them.
    void cohortsBlockerCantBeRegenerated()
    {
        const QByteArray objects = test::objectJson("skel", "Drudge Skeletons") + ", "
            + test::objectJson("cohort", "Lim-Dul's Cohort", "", "nico") + ", " + test::objectJson("giant", "Hill Giant", "", "nico");
        const QByteArray shieldAndDamage = R"({"id": "e4", "activate": "skel", "ability": 1}, {"id": "e5", "resolve": "top"},
            {"id": "e6", "begin": "combat_damage"})";
        const Playthrough p = played(objects, R"({"id": "e1", "attack": {"skel": "nico"}}, {"id": "e2", "block": {"cohort": ["skel"]}},
            {"id": "e3", "resolve": "top"}, )" + shieldAndDamage);
        QCOMPARE(outcome(p, "e2"), QStringLiteral("cohort:1"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("skel")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const Playthrough giant = played(objects, R"({"id": "e1", "attack": {"skel": "nico"}}, {"id": "e2", "block": {"giant": ["skel"]}}, )"
            + shieldAndDamage);
        QVERIFY2(test::zoneOf(giant, QStringLiteral("skel")) == Zone::Battlefield, qPrintable(test::happened(giant)));
    }

    // CR 701.19c, 614.8: Nico's Skeletons, with two shields, block Ana's Mephitic Ooze (1/5 with her Ashnod's
    // Altar, an artifact): its combat damage
    // is lethal and the first shield regenerates them; its trigger's destruction passes the second by.
    void mephiticOozesDestructionCantBeRegenerated()
    {
        const Playthrough p = played(test::objectJson("ooze", "Mephitic Ooze") + ", " + test::objectJson("altar", "Ashnod's Altar")
                + ", " + test::objectJson("skel", "Drudge Skeletons", "", "nico"),
            R"({"id": "e1", "attack": {"ooze": "nico"}}, {"id": "e2", "block": {"skel": ["ooze"]}},
               {"id": "e3", "activate": "skel", "ability": 1}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "activate": "skel", "ability": 1}, {"id": "e6", "resolve": "top"},
               {"id": "e7", "begin": "combat_damage"}, {"id": "e8", "resolve": "top"})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("Drudge Skeletons is regenerated instead of destroyed")),
            qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
    }

    // CR 614.1a, 704.5g: Pillar of Flame's 2 damage kills the Bears, which are exiled instead of put into
    // the graveyard; aimed at Nico, it deals him 2 damage and exiles nothing.
    void pillarExilesTheCreatureItKills()
    {
        const QByteArray objects = kBearsAndPaladin + R"(, {"id": "pillar", "card": "Pillar of Flame", "zone": "hand"})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "pillar", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Exile);
        QVERIFY2(test::happened(p).contains(QStringLiteral("Balduvian Bears would die: it is exiled instead")),
            qPrintable(test::happened(p)));
        const Playthrough player = played(objects, R"({"id": "e1", "cast": "pillar", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(player, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(player, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 614.1a, 611.2c, 702.16e: Yamabushi's Storm deals 1 damage to the Bears (they survive) and none to
    // the Paladin (protection from red prevents it); Wrath of God then exiles the Bears, dealt damage this
    // way, and puts the Paladin, dealt 0, into the graveyard.
    void stormExilesOnlyThoseDealtDamage()
    {
        const QByteArray objects = kBearsAndPaladin + R"(, {"id": "storm", "card": "Yamabushi's Storm", "zone": "hand"})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "storm"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "wrath"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("paladin")), Zone::Graveyard);
    }

    // CR 614.1a, 514.2: "this turn" ends: destroyed in the next turn, the Bears go to the graveyard.
    void stormsReplacementEndsWithTheTurn()
    {
        const QByteArray objects = kBearsAndPaladin + R"(, {"id": "storm", "card": "Yamabushi's Storm", "zone": "hand"})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "storm"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "untap"}, {"id": "e4", "cast": "wrath"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("paladin")), Zone::Graveyard);
    }

    // CR 614.1a, 701.7: the Kami survives Lava Coil's 4 damage; Murder later that turn exiles it. In the
    // next turn Murder puts it into the graveyard.
    void lavaCoilExilesItWhenDestroyedThisTurn()
    {
        const QByteArray objects = kKami + R"(, {"id": "coil", "card": "Lava Coil", "zone": "hand"})";
        const QByteArray coil = R"({"id": "e1", "cast": "coil", "targets": ["kami"]}, {"id": "e2", "resolve": "top"})";
        const QByteArray murder = R"({"id": "e4", "cast": "murder", "targets": ["kami"]}, {"id": "e5", "resolve": "top"})";
        const Playthrough p = played(objects, coil + ", " + murder);
        QCOMPARE(test::zoneOf(p, QStringLiteral("kami")), Zone::Exile);
        const Playthrough later = played(objects, coil + R"(, {"id": "e3", "begin": "untap"}, )" + murder);
        QCOMPARE(test::zoneOf(later, QStringLiteral("kami")), Zone::Graveyard);
    }

    // CR 614.1a, 701.17a: Nine-Ringed Bo deals 1 damage to the Kami; sacrificed to Nico's Ashnod's Altar
    // that turn, it is exiled instead.
    void nineRingedBoExilesTheSacrificedSpirit()
    {
        const Playthrough p = played(kKami + R"(, {"id": "bo", "card": "Nine-Ringed Bo", "timestamp": 2},
                {"id": "altar", "card": "Ashnod's Altar", "owner": "nico", "controller": "nico", "timestamp": 3})",
            R"({"id": "e1", "activate": "bo", "ability": 1, "targets": ["kami"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "altar", "ability": 1, "choices": {"objects": ["kami"]}})");
        QCOMPARE(outcome(p, "e3"), QString());
        QCOMPARE(test::zoneOf(p, QStringLiteral("kami")), Zone::Exile);
    }

    // CR 614.1a, 704.5f: Ob Nixilis's Cruelty gives Nico's Hill Giant -5/-5; at 0 toughness it would be put
    // into the graveyard and is exiled instead.
    void crueltyExilesTheCreature()
    {
        const Playthrough p = played(R"({"id": "giant", "card": "Hill Giant", "owner": "nico", "controller": "nico", "timestamp": 1},
                {"id": "cruelty", "card": "Ob Nixilis's Cruelty", "zone": "hand"})",
            R"({"id": "e1", "cast": "cruelty", "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Exile);
    }
};

QTEST_GUILESS_MAIN(TestImpBatch21)
#include "tst_impbatch21.moc"
