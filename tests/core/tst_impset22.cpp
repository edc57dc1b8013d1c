// Sets of the permanents "target player controls" read from real cards' Oracle text
// (tests/data/import/impset22.json), round 22, in every frame: continuous effects on them, which the
// layer engine reads with the resolved effect's player target and the set fixed as it resolved
// (Night, Sudden Spoiling, Savage Alliance's first mode, Gilt-Leaf Archdruid; 611.2c, 613.1), "don't
// untap during that player's next untap step" (Misstep, Sleep; 502.3), a trigger's own player target
// (Gulf Squid, Meadowboon; 115.1), damage to "each attacking or blocking creature target player
// controls" (Brigid), prevention of the damage its creatures would deal (Encircling Fissure; 615.1a), and
// counts "for each … target opponent controls" (Starlight, Renewing Dawn, Theft of Dreams, Honorable
// Scout, Kithkin Zealot; 608.2h). The structure, the English written back (the round trip trusts it),
// and what the event player does.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impset22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Cast the card in Ana's hand ("spell") at the targets, then resolve it.
QByteArray castAt(const char* targets, const char* choices = "")
{
    return QByteArray(R"({"id": "e1", "cast": "spell", "targets": [)") + targets + "]" + choices
        + R"(}, {"id": "e2", "resolve": "top"})";
}

QByteArray inHand(const char* card)
{
    return QByteArray(R"({"id": "spell", "card": ")") + card + R"(", "zone": "hand"}, )";
}

// Ana's Llanowar Elves; Nico's Llanowar Elves and Grizzly Bears, and Grizzly Bears in his hand.
const QByteArray kElves = R"({"id": "elves", "card": "Llanowar Elves", "timestamp": 1},
    {"id": "nelves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 2},
    {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
    {"id": "later", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})";

// Nico's Grizzly Bears in his hand enters the battlefield after the spell.
const QByteArray kLater = R"(, {"id": "e3", "move": "later", "to": "battlefield"})";

bool hasAbilities(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c && !c->abilities.isEmpty();
}


QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c ? c->controller : QString();
}

}   // namespace

class TestImpSet22 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 15); }
    // Every card goes through the card format and reads back the same, the counts "for each …" of a life
    // gain or a draw included (written since round 23).
    void cardFormatKeepsEveryCard()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("get until end of turn") << "Night"
                                               << "Creatures"
                                               << "All creatures target player controls get +1/+1 until end of turn.";
        QTest::newRow("base power and toughness")
            << "Sudden Spoiling"
            << "base power"
            << "All creatures target player controls lose all abilities and have base power and toughness 0/2 until end of turn.";
        QTest::newRow("gain control")
            << "Gilt-Leaf Archdruid"
            << "Gain control"
            << "Tap seven untapped Druids you control: Gain control of lands target player controls.";
        QTest::newRow("trigger tap") << "Gulf Squid"
                                     << "tap"
                                     << "When ~ enters, tap lands target player controls.";
        QTest::newRow("trigger counters")
            << "Meadowboon"
            << "counter"
            << "When ~ leaves the battlefield, put a +1/+1 counter on creatures target player controls.";
        QTest::newRow("don't untap")
            << "Misstep"
            << "untap"
            << "Creatures target player controls don't untap during that player's next untap step.";
        QTest::newRow("tap, those don't untap")
            << "Sleep"
            << "untap"
            << "Tap creatures target player controls. Those creatures don't untap during that player's next untap step.";
        QTest::newRow("attacking or blocking")
            << "Brigid, Hero of Kinsbaile"
            << "damage"
            << "{T}: ~ deals 2 damage to attacking or blocking creatures target player controls.";
        QTest::newRow("prevention")
            << "Encircling Fissure"
            << "Prevent"
            << "Prevent all combat damage that would be dealt by creatures target opponent controls this "
               "turn.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // The counts are trusted by the round trip; the card format does not write them (above).
    void countsWrittenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("life for each") << "Starlight"
                                       << "You gain 3 life for each black creature target opponent controls.";
        QTest::newRow("Mountain") << "Renewing Dawn"
                                  << "You gain 2 life for each Mountain target opponent controls.";
        QTest::newRow("draw for each") << "Theft of Dreams"
                                       << "Draw a card for each tapped creature target opponent controls.";
        QTest::newRow("black or red creature")
            << "Honorable Scout"
            << "When ~ enters, you gain 2 life for each black or red creature target opponent controls.";
        QTest::newRow("black or red permanent")
            << "Kithkin Zealot"
            << "When ~ enters, you gain 1 life for each black or red permanent target opponent "
               "controls.";
    }
    void countsWrittenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY2(c && !c->abilities.isEmpty(), qPrintable(card));
        QCOMPARE(c->abilities.last().written, written);
        QCOMPARE(c->abilities.last().status, AbilityStatus::Parsed);
    }

    void structure()
    {
        // 115.1: one player target; the set is the permanents that player controls (Selector::whose).
        const AbilityDef* spoiling
            = test::parsedWith(fixtures(), QStringLiteral("Sudden Spoiling"), QStringLiteral("base power"));
        QVERIFY(spoiling);
        QCOMPARE(spoiling->targets.size(), 1);
        QCOMPARE(spoiling->targets[0].word, QStringLiteral("player"));
        QCOMPARE(spoiling->effect.size(), 1);
        QVERIFY(spoiling->effect[0].continuous && spoiling->effect[0].continuous->affects);
        QCOMPARE(spoiling->effect[0].continuous->affects->whose, QStringLiteral("target_player"));
        // 502.3: Sleep's second instruction keeps the set its first tapped.
        const AbilityDef* sleep = test::parsedWith(fixtures(), QStringLiteral("Sleep"), QStringLiteral("untap"));
        QVERIFY(sleep);
        QCOMPARE(sleep->effect.size(), 2);
        QCOMPARE(sleep->effect[1].kind, ActionKind::DontUntapNext);
        QVERIFY(sleep->effect[1].object && *sleep->effect[1].object == *sleep->effect[0].object);
        // 608.2h: the count is of the objects the target opponent controls.
        const AbilityDef* starlight = test::parsedWith(fixtures(), QStringLiteral("Starlight"), QStringLiteral("life"));
        QVERIFY(starlight);
        QCOMPARE(starlight->targets.size(), 1);
        QCOMPARE(starlight->targets[0].controller, Selector::Who::Opponent);
        // 3 life for each: the count three times (Expr::Sum).
        const std::optional<Expr>& gained = starlight->effect[0].amountOf;
        QVERIFY(gained && gained->kind == Expr::Kind::Sum && gained->args.size() == 3 && gained->args[0].selector);
        QCOMPARE(gained->args[0].selector->whose, QStringLiteral("target_player"));
        // A trigger's own player target (Gulf Squid): 603.3d.
        const AbilityDef* squid = test::parsedWith(fixtures(), QStringLiteral("Gulf Squid"), QStringLiteral("tap"));
        QVERIFY(squid);
        QCOMPARE(squid->targets.size(), 1);
        QCOMPARE(squid->effect[0].object->whose, QStringLiteral("target_player"));
    }

    void suddenSpoiling()
    {
        // CR 613.1f, 613.4b, 611.2c: Nico is the target player: his Elves lose "{T}: Add {G}." (layer 6)
        // and have base 0/2 (layer 7b); Ana's Elves keep both. The Bears he puts onto the battlefield
        // afterwards are not in the set fixed as the spell resolved: 2/2.
        const Playthrough p = played(inHand("Sudden Spoiling") + kElves, castAt(R"("nico")") + kLater);
        QCOMPARE(test::ptOf(p, "nelves"), QStringLiteral("0/2"));
        QCOMPARE(test::ptOf(p, "nbears"), QStringLiteral("0/2"));
        QVERIFY(!hasAbilities(p, "nelves"));
        QCOMPARE(test::ptOf(p, "elves"), QStringLiteral("1/1"));
        QVERIFY(hasAbilities(p, "elves"));
        QCOMPARE(test::zoneOf(p, "later"), Zone::Battlefield);
        QCOMPARE(test::ptOf(p, "later"), QStringLiteral("2/2"));
    }

    void savageAllianceTwoPlayers()
    {
        // CR 700.2c, 613.1f: each mode has its own target: the first mode's player is Ana (her Elves gain
        // trample, Nico's creatures don't), the third mode's opponent Nico (each creature he controls is
        // dealt 1: his Elves die, Ana's are not dealt damage).
        const Playthrough p = played(
            inHand("Savage Alliance") + kElves, castAt(R"("ana", "nico")", R"(, "choices": {"mode": [1, 3]})"));
        QVERIFY(test::hasKeyword(p, "elves", "Trample"));
        QVERIFY(!test::hasKeyword(p, "nbears", "Trample"));
        QCOMPARE(test::damageOn(p, "elves"), 0);
        QCOMPARE(test::zoneOf(p, "nelves"), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, "nbears"), 1);
    }

    void giltLeafArchdruid()
    {
        // CR 613.1b, 611.2c: Ana gains control of the lands Nico controls as the ability resolves; his
        // Bears are no land, and the Forest he puts onto the battlefield afterwards stays his.
        const QByteArray board = R"({"id": "druid", "card": "Gilt-Leaf Archdruid", "timestamp": 1},
            {"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 2},
            {"id": "nmountain", "card": "Mountain", "owner": "nico", "timestamp": 3},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4},
            {"id": "nforest2", "card": "Forest", "owner": "nico", "zone": "hand"})";
        const Playthrough p = played(board,
            R"({"id": "e1", "activate": "druid", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": "nforest2", "to": "battlefield"})");
        QCOMPARE(controllerOf(p, "nforest"), QStringLiteral("ana"));
        QCOMPARE(controllerOf(p, "nmountain"), QStringLiteral("ana"));
        QCOMPARE(controllerOf(p, "nbears"), QStringLiteral("nico"));
        QCOMPARE(controllerOf(p, "nforest2"), QStringLiteral("nico"));
    }

    void sleepAndMisstep()
    {
        // CR 502.3: Sleep taps each creature Nico controls, and they stay tapped through his next untap
        // step; Ana's Elves are untouched. The one after untaps them.
        const QByteArray untap = R"(, {"id": "e3", "begin": "untap"})";
        const Playthrough sleep = played(inHand("Sleep") + kElves, castAt(R"("nico")") + untap);
        QVERIFY(test::tapped(sleep, "nelves"));
        QVERIFY(test::tapped(sleep, "nbears"));
        QVERIFY(!test::tapped(sleep, "elves"));
        const Playthrough after = played(inHand("Sleep") + kElves,
            castAt(R"("nico")") + untap + R"(, {"id": "e4", "begin": "untap"}, {"id": "e5", "begin": "untap"})");
        QVERIFY(!test::tapped(after, "nelves"));
        // CR 502.3: Misstep: Nico's Bears, tapped already, stay tapped through his next untap step.
        const QByteArray tappedBears
            = R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "tapped": true, "timestamp": 2})";
        const Playthrough misstep = played(inHand("Misstep") + tappedBears, castAt(R"("nico")") + untap);
        QVERIFY(test::tapped(misstep, "nbears"));
        const Playthrough anas = played(
            inHand("Misstep") + tappedBears, castAt(R"("nico")") + untap + R"(, {"id": "e4", "begin": "untap"})");
        QVERIFY(!test::tapped(anas, "bears"));
    }

    void gulfSquidAndMeadowboon()
    {
        // CR 603.3d, 115.1: the trigger's target player is Nico: his lands are tapped, Ana's are not.
        const QByteArray lands = R"({"id": "squid", "card": "Gulf Squid", "zone": "hand"},
            {"id": "forest", "card": "Forest", "timestamp": 1},
            {"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 2},
            {"id": "nmountain", "card": "Mountain", "owner": "nico", "timestamp": 3})";
        const Playthrough squid = played(lands,
            R"({"id": "e1", "cast": "squid"}, {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["nico"]}}},
               {"id": "e3", "resolve": "top"})");
        QVERIFY(test::tapped(squid, "nforest"));
        QVERIFY(test::tapped(squid, "nmountain"));
        QVERIFY(!test::tapped(squid, "forest"));
        // CR 603.6c, 122.1: Meadowboon leaves; its trigger puts a +1/+1 counter on each creature of the
        // target player, Ana: her Elves, not Nico's.
        const QByteArray boon = R"({"id": "boon", "card": "Meadowboon", "timestamp": 4}, )" + kElves;
        const Playthrough meadow = played(boon,
            R"({"id": "e1", "move": "boon", "to": "graveyard", "triggers": {"e1.1": {"targets": ["ana"]}}},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(meadow, "elves"), 1);
        QCOMPARE(test::countersOn(meadow, "nelves"), 0);
        QCOMPARE(test::countersOn(meadow, "nbears"), 0);
    }

    void brigid()
    {
        // CR 506.4, 115.1: Ana's Bears attack and Nico's Elves block; Brigid deals 2 to each attacking or
        // blocking creature Nico controls: his blocking Elves die, his Bears (neither) and Ana's attacking
        // Bears are not dealt damage.
        const QByteArray board = R"({"id": "brigid", "card": "Brigid, Hero of Kinsbaile", "timestamp": 4}, )" + kElves
            + R"(, {"id": "bears", "card": "Grizzly Bears", "timestamp": 5})";
        const Playthrough p = played(board,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"nelves": ["bears"]}},
               {"id": "e3", "activate": "brigid", "ability": 2, "targets": ["nico"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, "nelves"), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, "nbears"), 0);
        QCOMPARE(test::damageOn(p, "bears"), 0);
    }

    void encirclingFissure()
    {
        // CR 615.1a, 510.2: Nico's Bears block Ana's; the combat damage his creatures would deal is
        // prevented (Ana's Bears survive), the damage hers deal is not (his Bears die).
        const QByteArray board
            = inHand("Encircling Fissure") + R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough p = played(board,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"nbears": ["bears"]}},
               {"id": "e3", "cast": "spell", "targets": ["nico"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, "bears"), 0);
        QCOMPARE(test::zoneOf(p, "nbears"), Zone::Graveyard);
    }

    void countsOfTargetOpponent()
    {
        // CR 608.2h: Starlight counts the black creatures Nico controls as it resolves: two Black Knights
        // (not Ana's, not his green Bears): Ana gains 6.
        const QByteArray knights = R"({"id": "knight", "card": "Black Knight", "timestamp": 1},
            {"id": "nknight", "card": "Black Knight", "owner": "nico", "timestamp": 2},
            {"id": "nknight2", "card": "Black Knight", "owner": "nico", "timestamp": 3},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4},
            {"id": "mountain", "card": "Mountain", "timestamp": 5},
            {"id": "nmountain", "card": "Mountain", "owner": "nico", "timestamp": 6})";
        const Playthrough starlight = played(inHand("Starlight") + knights, castAt(R"("nico")"));
        QCOMPARE(test::lifeOf(starlight, "ana"), 26);
        QCOMPARE(test::lifeOf(starlight, "nico"), 20);
        // Renewing Dawn: one Mountain Nico controls (Ana's own is not counted): 2 life.
        const Playthrough dawn = played(inHand("Renewing Dawn") + knights, castAt(R"("nico")"));
        QCOMPARE(test::lifeOf(dawn, "ana"), 22);
        // CR 603.3d, 105.2: Honorable Scout's trigger targets Nico: his two black Knights and his red Ball
        // Lightning count, his green Bears and Ana's Knight do not: 3 × 2 life.
        const QByteArray scout = R"({"id": "scout", "card": "Honorable Scout", "zone": "hand"},
            {"id": "nball", "card": "Ball Lightning", "owner": "nico", "timestamp": 7}, )"
            + knights;
        const Playthrough honorable = played(scout,
            R"({"id": "e1", "cast": "scout"}, {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["nico"]}}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::lifeOf(honorable, "ana"), 26);
    }
};

QTEST_GUILESS_MAIN(TestImpSet22)
#include "tst_impset22.moc"
