// Triggered abilities of entering read from real cards' Oracle text (tests/data/import/imptrig28.json),
// round 28: Skybind's "Return that card … at the beginning of the next end step" after a trigger whose
// event names another object; "you may have target land you control become a 3/3 Elemental creature …"
// (Embodiment of Insight); "each creature you control with level up" (Venerated Teacher); "each opponent
// loses 1 life for each creature they control" (Netherborn Phalanx); "you lose 1 life and add {B}"
// (Carnival of Souls); "it deals damage equal to the number of Giants you control to each non-Giant
// creature" (Thundercloud Shaman); Embodiment of Fury's misprint "have … becomes"; and by the same
// reading "you may have ~ become …" (Riddleform); "it deals 1 damage to target opponent for each creature
// card in your graveyard" (Lotleth Giant); "untap target Goat and gain control of it until end of turn"
// (Goatnapper, and Overtaker's activated ability); "it deals 2 damage to target opponent and 2 damage to up
// to one target creature or planeswalker" (Rakdos Firewheeler, and the spell Punish the Enemy) and "… target land become a Plains …" (Graceful Antelope).
// Caravan Escort (level up) and Mountain Goat are creatures the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig28.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig28 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 16);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Skybind"), 0),
            QStringLiteral("Whenever ~ or another enchantment you control enters, exile target nonenchantment permanent. "
                           "At the beginning of the next end step, return that card to the battlefield under its owner's "
                           "control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Embodiment of Insight"), 2),
            QStringLiteral("Whenever a land you control enters, you may have target land you control become a 3/3 "
                           "Elemental creature with haste in addition to its other types until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Embodiment of Fury"), 2),
            QStringLiteral("Whenever a land you control enters, you may have target land you control become a 3/3 "
                           "Elemental creature with haste in addition to its other types until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Riddleform"), 0),
            QStringLiteral("Whenever you cast a noncreature spell, you may have ~ become a 3/3 Sphinx creature with "
                           "flying in addition to its other types until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Graceful Antelope"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, you may have target land become a Plains until ~ "
                           "leaves the battlefield."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thundercloud Shaman"), 0),
            QStringLiteral("When ~ enters, ~ deals X damage to each non-Giant creature, where X is the number of Giants "
                           "you control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lotleth Giant"), 0),
            QStringLiteral("When ~ enters, ~ deals 1 damage to target opponent for each creature card in your graveyard."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Goatnapper"), 0),
            QStringLiteral("When ~ enters, untap target Goat and gain control of it until end of turn. It gains haste until "
                           "end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Overtaker"), 0),
            QStringLiteral("{3}{U}, {T}, Discard a card: Untap target creature and gain control of it until end of turn. It "
                           "gains haste until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rakdos Firewheeler"), 0),
            QStringLiteral("When ~ enters, ~ deals 2 damage to target opponent and 2 damage to up to one target creature "
                           "or planeswalker."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Punish the Enemy"), 0),
            QStringLiteral("~ deals 3 damage to target player or planeswalker and 3 damage to target creature."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Venerated Teacher"), 0),
            QStringLiteral("When ~ enters, put two level counters on creatures you control with level up."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Netherborn Phalanx"), 0),
            QStringLiteral("When ~ enters, each opponent loses 1 life for each creature they control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Carnival of Souls"), 0),
            QStringLiteral("Whenever a creature enters, you lose 1 life and add {B}."));
    }

    // CR 603.7c, 400.7, 610.3: Skybind enters and exiles Nico's Grizzly Bears; at the beginning of the next
    // end step the delayed trigger returns the card the exile moved to the battlefield under Nico's control.
    void skybindReturnsTheExiledCardAtTheEndStep()
    {
        const QByteArray objects = R"({"id": "sky", "card": "Skybind", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        const QByteArray exiled = R"({"id": "e1", "move": "sky", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, exiled);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        p = played(objects, exiled + R"(, {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        const Characteristics* bears = test::charsOf(p, QStringLiteral("bears"));
        QVERIFY(bears && bears->controller == QLatin1String("nico"));
    }

    // CR 603.5, 205.1b, 613.1d: a Forest enters under Ana's control; she has her other Forest become a 3/3
    // Elemental creature with haste, still a land, until end of turn. Declined, it stays a land alone.
    void embodimentOfInsightAnimatesTheTargetLand()
    {
        const QByteArray objects = R"({"id": "emb", "card": "Embodiment of Insight", "timestamp": 1},
            {"id": "old", "card": "Forest", "timestamp": 2}, {"id": "new", "card": "Forest", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "new", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["old"]}}})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        const Characteristics* land = test::charsOf(p, QStringLiteral("old"));
        QVERIFY2(land && land->type.has(CardType::Creature), qPrintable(test::happened(p)));
        QVERIFY(land->type.has(CardType::Land));
        QCOMPARE(test::ptOf(p, QStringLiteral("old")), QStringLiteral("3/3"));
        QVERIFY(land->hasKeyword(QStringLiteral("Haste")));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        land = test::charsOf(p, QStringLiteral("old"));
        QVERIFY2(land && !land->type.has(CardType::Creature), qPrintable(test::happened(p)));
    }

    // CR 603.5, 205.1b, 613.1d: Ana casts Bonesplitter, a noncreature spell; she has Riddleform become a 3/3
    // Sphinx creature with flying until end of turn, still an enchantment. Declined, it stays no creature.
    void riddleformBecomesASphinx()
    {
        const QByteArray objects = R"({"id": "riddle", "card": "Riddleform", "timestamp": 1},
            {"id": "splitter", "card": "Bonesplitter", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "splitter"}, {"id": "e2", "resolve": "top", "may": true})");
        const Characteristics* c = test::charsOf(p, QStringLiteral("riddle"));
        QVERIFY2(c && c->type.has(CardType::Creature), qPrintable(test::happened(p)));
        QVERIFY(c->type.has(CardType::Enchantment));
        QCOMPARE(test::ptOf(p, QStringLiteral("riddle")), QStringLiteral("3/3"));
        QVERIFY(c->hasKeyword(QStringLiteral("Flying")));
        p = played(objects, R"({"id": "e1", "cast": "splitter"}, {"id": "e2", "resolve": "top", "may": false})");
        c = test::charsOf(p, QStringLiteral("riddle"));
        QVERIFY2(c && !c->type.has(CardType::Creature), qPrintable(test::happened(p)));
    }

    // CR 608.2h, 120.3: Thundercloud Shaman enters beside Ana's other Shaman: two Giants, so 2 damage to each
    // non-Giant creature, Ana's and Nico's Grizzly Bears alike; the Giants are dealt none.
    void thundercloudShamanCountsGiants()
    {
        const Playthrough p = played(R"({"id": "shaman", "card": "Thundercloud Shaman", "zone": "hand"},
            {"id": "other", "card": "Thundercloud Shaman", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3})",
            R"({"id": "e1", "move": "shaman", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("other")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("shaman")), Zone::Battlefield);
    }

    // CR 608.2h, 120.3: Lotleth Giant enters; Nico, the target opponent, is dealt 1 damage for each of the two
    // creature cards in Ana's graveyard, counted as the ability resolves: not her Forest, not Nico's creature card.
    void lotlethGiantCountsCreatureCardsInYourGraveyard()
    {
        const Playthrough p = played(R"({"id": "giant", "card": "Lotleth Giant", "zone": "hand"},
            {"id": "g1", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "g2", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "g3", "card": "Forest", "zone": "graveyard"},
            {"id": "n1", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"})",
            R"({"id": "e1", "move": "giant", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 613.1b, 514.2: Goatnapper enters; Nico's tapped Mountain Goat is untapped, and Ana controls it, with
    // haste, until the cleanup step, when it returns to Nico.
    void goatnapperTakesTheGoatForTheTurn()
    {
        const QByteArray objects = R"({"id": "napper", "card": "Goatnapper", "zone": "hand"},
            {"id": "goat", "card": "Mountain Goat", "owner": "nico", "controller": "nico", "tapped": true, "timestamp": 1})";
        const QByteArray taken = R"({"id": "e1", "move": "napper", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["goat"]}}}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, taken);
        const Characteristics* goat = test::charsOf(p, QStringLiteral("goat"));
        QVERIFY2(goat && goat->controller == QLatin1String("ana"), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("goat")));
        QVERIFY(goat->hasKeyword(QStringLiteral("Haste")));
        p = played(objects, taken + R"(, {"id": "e3", "begin": "cleanup"})");
        goat = test::charsOf(p, QStringLiteral("goat"));
        QVERIFY2(goat && goat->controller == QLatin1String("nico"), qPrintable(test::happened(p)));
    }

    // CR 115.1, 601.2c, 608.2b: Rakdos Firewheeler enters; Nico, the target opponent, is dealt 2 damage, and
    // his Grizzly Bears, the second target, 2 (not Nico again). With no second target, Nico alone is dealt 2.
    void rakdosFirewheelerDamagesEachTarget()
    {
        const QByteArray objects = R"({"id": "wheeler", "card": "Rakdos Firewheeler", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "wheeler", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nico", "bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        p = played(objects, R"({"id": "e1", "move": "wheeler", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nico"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 115.1, 601.2c: Ana casts Punish the Enemy at Nico and his Grizzly Bears: 3 damage to Nico (not 6)
    // and 3 to the Bears.
    void punishTheEnemyDamagesEachTarget()
    {
        const Playthrough p = played(R"({"id": "punish", "card": "Punish the Enemy", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "punish", "targets": ["nico", "bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 702.87a, 122.1: Venerated Teacher enters; Ana's Caravan Escort (level up) gets two level counters,
    // her Grizzly Bears (no level up) none, and Nico's Caravan Escort none.
    void veneratedTeacherLevelsUpTheLevelers()
    {
        const Playthrough p = played(R"({"id": "teacher", "card": "Venerated Teacher", "zone": "hand"},
            {"id": "escort", "card": "Caravan Escort", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nescort", "card": "Caravan Escort", "owner": "nico", "controller": "nico", "timestamp": 3})",
            R"({"id": "e1", "move": "teacher", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(p, QStringLiteral("escort"), QStringLiteral("level")), 2);
        QCOMPARE(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("level")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("nescort"), QStringLiteral("level")), 0);
    }

    // CR 608.2h, 119.3: Netherborn Phalanx enters; Nico loses 1 life for each of his two creatures, counted
    // as the ability resolves; Ana's own three creatures cost her nothing.
    void netherbornPhalanxCountsEachOpponentsCreatures()
    {
        const Playthrough p = played(R"({"id": "phalanx", "card": "Netherborn Phalanx", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "n1", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3},
            {"id": "n2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 4},
            {"id": "forest", "card": "Forest", "owner": "nico", "controller": "nico", "timestamp": 5})",
            R"({"id": "e1", "move": "phalanx", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 603.2, 119.3: a creature enters (Nico's); Ana, Carnival of Souls' controller, loses 1 life. The {B}
    // is shown, not performed: the event player keeps no mana pool.
    void carnivalOfSoulsCostsALifeForEachCreature()
    {
        const Playthrough p = played(R"({"id": "carnival", "card": "Carnival of Souls", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": "bears", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 19, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig28)
#include "tst_imptrig28.moc"
