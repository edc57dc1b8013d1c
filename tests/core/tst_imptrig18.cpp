// Triggered abilities of round 18 (imptrig18) read from real cards' Oracle text
// (tests/data/import/imptrig18.json) and played by the event player: an intervening "if you control two
// or more Plains" (603.4), an instruction and "you gain N life" or "each opponent discards a card" in one
// sentence, "that player returns a permanent they control to its owner's hand [unless they pay 2 life]"
// (118.12), and "its owner shuffles their graveyard into their library" after "When ~ is put into a
// graveyard from anywhere" (701.24, 108.3).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig18.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

int cardsIn(const Playthrough& play, const QString& player, Zone zone)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += (o.owner == player && o.zone == zone) ? 1 : 0;
    return n;
}

// Ana's `id` of `card` in her library (for draws and mills) or where `rest` says.
QByteArray card(const char* id, const char* card, const char* owner = "ana", const char* zone = "library")
{
    return QByteArray("{\"id\": \"") + id + "\", \"card\": \"" + card + "\", \"owner\": \"" + owner + "\", \"zone\": \""
        + zone + "\"}";
}

}   // namespace

class TestImpTrig18 : public QObject {
    Q_OBJECT
private slots:
    // CR 205.3: a subtype's plural as Oracle text writes it; "Plains", "Kithkin" are their own plural, so
    // the count around them ("two or more Plains") says their number.
    void subtypesThatAreTheirOwnPlural()
    {
        const auto id = [](const char* name) { return *SubtypeRegistry::instance().find(QLatin1String(name)); };
        QCOMPARE(pluralSubtypeName(id("Plains")), QStringLiteral("Plains"));
        QVERIFY(ownPluralSubtype(id("Plains")));
        QVERIFY(ownPluralSubtype(id("Kithkin")));
        QCOMPARE(pluralSubtypeName(id("Elf")), QStringLiteral("Elves"));
        QVERIFY(!ownPluralSubtype(id("Elf")));
        QVERIFY(!ownPluralSubtype(id("Forest")));
    }

    void readIntoTheModel()
    {
        // "two or more Plains": the land type that is its own plural.
        const AbilityDef* mage = parsed(QStringLiteral("Gwyllion Hedge-Mage"), 0);
        QVERIFY(mage);
        QVERIFY(mage->triggerIf);
        QCOMPARE(mage->triggerIf->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(mage->triggerIf->n, 2);
        const AbilityDef* haunt = parsed(QStringLiteral("Basilica Bell-Haunt"), 0);
        QVERIFY(haunt);
        QCOMPARE(haunt->effect.size(), 2);
        QCOMPARE(haunt->effect[0].kind, ActionKind::Discard);
        QCOMPARE(haunt->effect[0].who, QStringLiteral("each_opponent"));
        QCOMPARE(haunt->effect[1].kind, ActionKind::GainLife);
        const AbilityDef* clock = parsed(QStringLiteral("Blood Clock"), 0);
        QVERIFY(clock);
        QCOMPARE(clock->effect.value(0).kind, ActionKind::UnlessPays);
        QCOMPARE(clock->effect[0].nested.value(0).kind, ActionKind::ReturnToHand);
        QCOMPARE(clock->effect[0].nested[0].who, QStringLiteral("that_player"));
        const AbilityDef* kozilek = parsed(QStringLiteral("Kozilek, Butcher of Truth"), 2);
        QVERIFY(kozilek);
        QCOMPARE(kozilek->event, TriggerEvent::SelfPutIntoGraveyard);
        QCOMPARE(kozilek->effect.value(0).kind, ActionKind::ShuffleGraveyardIntoLibrary);
        QCOMPARE(kozilek->effect[0].who, QStringLiteral("owner"));
        // "its owner" is ~'s only after an event about ~ going to a graveyard; "that player" needs an
        // event that names one player.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, its owner shuffles their graveyard into their library.")));
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, that player returns a permanent they control to its owner's hand.")));
        // "Destroy target creature. You gain 4 life." is two sentences the model can't tell from one: the
        // joined sentence is not read.
        QVERIFY(!parser.ability(QStringLiteral("When ~ dies, destroy target creature and you gain 4 life.")));
    }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("two or more Plains")
            << "Duergar Hedge-Mage" << "Plains" << "When ~ enters, if you control two or more Plains, you may destroy target enchantment.";
        QTest::newRow("Plains, token")
            << "Gwyllion Hedge-Mage" << "Plains"
            << "When ~ enters, if you control two or more Plains, you may create a 1/1 white Kithkin Soldier creature token.";
        QTest::newRow("damage and gain") << "Grasping Thrull" << "gain"
                                         << "When ~ enters, ~ deals 2 damage to each opponent and you gain 2 life.";
        QTest::newRow("discard and gain") << "Basilica Bell-Haunt" << "gain"
                                          << "When ~ enters, each opponent discards a card and you gain 3 life.";
        QTest::newRow("draw and discard") << "Disinformation Campaign" << "discards"
                                          << "When ~ enters, you draw a card and each opponent discards a card.";
        QTest::newRow("mill and gain") << "Windgrace Acolyte" << "gain" << "When ~ enters, mill three cards and you gain 3 life.";
        QTest::newRow("pump and gain")
            << "Leonin Vanguard" << "gain"
            << "At the beginning of combat on your turn, if you control three or more creatures, ~ gets +1/+1 until end of turn "
               "and you gain 1 life.";
        QTest::newRow("returns unless")
            << "Umbilicus" << "returns"
            << "At the beginning of each upkeep, that player returns a permanent they control to its owner's hand unless they pay 2 life.";
        QTest::newRow("caster returns") << "Mana Breach" << "returns"
                                        << "Whenever a player casts a spell, that player returns a land they control to its owner's hand.";
        QTest::newRow("dies, on top") << "Undying Beast" << "top" << "When ~ dies, put it on top of its owner's library.";
        QTest::newRow("dies, may, on top") << "Avenging Angel" << "top" << "When ~ dies, you may put it on top of its owner's library.";
        QTest::newRow("that player may draw") << "Fecundity" << "may"
                                              << "Whenever a creature dies, that creature's controller may draw a card.";
        QTest::newRow("defending player may draw") << "Sibilant Spirit" << "may"
                                                   << "Whenever ~ attacks, defending player may draw a card.";
        QTest::newRow("its owner shuffles")
            << "Emrakul, the Aeons Torn" << "shuffles"
            << "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    void twoPlainsMakeTheHedgeMageTrigger()
    {
        // CR 603.4: with two Plains, Gwyllion Hedge-Mage's first ability triggers and makes a 1/1 Kithkin
        // Soldier; with one Plains it does not trigger at all.
        const QByteArray mage = R"({"id": "mage", "card": "Gwyllion Hedge-Mage", "zone": "hand", "timestamp": 3})";
        const QByteArray plains = R"({"id": "p1", "card": "Plains", "timestamp": 1})";
        const QByteArray events = R"({"id": "e1", "move": ["mage"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        Playthrough play = test::playScenario(
            fixtures(), plains + R"(, {"id": "p2", "card": "Plains", "timestamp": 2}, )" + mage, events);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("mage:1")});
        QCOMPARE(play.finalState.objects.size(), 4);   // the token
        play = test::playScenario(fixtures(), plains + ", " + mage, events.left(events.indexOf("}") + 1));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
    }

    void anInstructionAndLifeInOneSentence()
    {
        // CR 608.2c, 701.8a: Basilica Bell-Haunt enters: Nico discards a card and Ana gains 3 life; Grasping
        // Thrull deals 2 damage to Nico and Ana gains 2; Windgrace Acolyte mills three and gains 3.
        const QByteArray objects = R"({"id": "haunt", "card": "Basilica Bell-Haunt", "zone": "hand"},
            {"id": "thrull", "card": "Grasping Thrull", "zone": "hand"},
            {"id": "acolyte", "card": "Windgrace Acolyte", "zone": "hand"}, )"
            + card("n1", "Grizzly Bears", "nico", "hand") + ", " + card("l1", "Grizzly Bears") + ", "
            + card("l2", "Grizzly Bears") + ", " + card("l3", "Grizzly Bears") + ", " + card("l4", "Grizzly Bears");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["haunt"], "to": "battlefield"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "move": ["thrull"], "to": "battlefield"}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "move": ["acolyte"], "to": "battlefield"}, {"id": "e6", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("n1")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 28);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Graveyard), 3);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Library), 1);
    }

    void youDrawAndEachOpponentDiscards()
    {
        // CR 121.2, 701.8a: Disinformation Campaign enters: Ana draws a card and Nico discards one.
        const QByteArray objects = R"({"id": "camp", "card": "Disinformation Campaign", "zone": "hand"}, )"
            + card("n1", "Grizzly Bears", "nico", "hand") + ", " + card("l1", "Grizzly Bears");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["camp"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("l1")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("n1")), Zone::Graveyard);
    }

    void theVanguardNeedsThreeCreatures()
    {
        // CR 603.4, 514.2: at the beginning of combat on Ana's turn, with three creatures, Leonin Vanguard
        // gets +1/+1 until end of turn and Ana gains 1 life; with two it does not trigger.
        const QByteArray two = R"({"id": "van", "card": "Leonin Vanguard", "timestamp": 1},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "begin": "beginning_of_combat"}, {"id": "e2", "resolve": "top"})";
        Playthrough play = test::playScenario(
            fixtures(), two + R"(, {"id": "b2", "card": "Grizzly Bears", "timestamp": 3})", events);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("van:1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 21);
        const int van = play.finalState.objectIndex(QStringLiteral("van"));
        QCOMPARE(play.finalResolution.chars[van].power.value_or(-1), 2);
        play = test::playScenario(fixtures(), two, events.left(events.indexOf("}") + 1));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    void thatPlayerReturnsAPermanentUnlessTheyPay()
    {
        // CR 118.12, 603.7c: at Nico's upkeep, Ana's Blood Clock makes Nico return a permanent he controls
        // (the one the resolve event chooses), or pay 2 life. Ana's permanents stay.
        const QByteArray objects = R"({"id": "clock", "card": "Blood Clock", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
            {"id": "nw", "card": "Craw Wurm", "owner": "nico", "timestamp": 4})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "pays": false, "choices": {"objects": ["nw"]}})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("clock:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("nw")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("nb")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
        play = test::playScenario(fixtures(), objects, R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(play, QStringLiteral("nw")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("nb")), Zone::Battlefield);
    }

    void theCasterReturnsALand()
    {
        // CR 601.2i, 603.7c: Ana casts Lightning Bolt: Mana Breach makes her, the caster, return a land she
        // controls; Nico's land stays, and her creature too.
        const QByteArray objects = R"({"id": "breach", "card": "Mana Breach", "owner": "nico", "timestamp": 1},
            {"id": "mtn", "card": "Mountain", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "nmtn", "card": "Mountain", "owner": "nico", "timestamp": 4},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("breach:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("mtn")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("nmtn")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
    }

    void itsOwnerShufflesTheirGraveyard()
    {
        // CR 701.24, 108.3, 603.6: Nico's Kozilek, under Ana's control, is destroyed: the ability shuffles
        // Nico's graveyard, Kozilek with it, into Nico's library; Ana's graveyard stays. Grizzly Bears
        // going to the graveyard triggers nothing.
        const QByteArray objects = R"({"id": "koz", "card": "Kozilek, Butcher of Truth", "owner": "nico", "controller": "ana", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, )"
            + card("ng", "Grizzly Bears", "nico", "graveyard") + ", " + card("ag", "Grizzly Bears", "ana", "graveyard");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["bears"], "to": "graveyard"}, {"id": "e2", "move": ["koz"], "to": "graveyard"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("koz:3")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("koz")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("ng")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("ag")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
    }

    void fromAHandToo()
    {
        // CR 603.6, 700.4 (not "dies"): Emrakul discarded from Ana's hand goes to her graveyard, and its
        // ability shuffles that graveyard into her library. It is Emrakul's sixth ability since round 26
        // reads its keyword line as three keywords (Flying, protection from colored spells, annihilator 6).
        const QByteArray objects = R"({"id": "emr", "card": "Emrakul, the Aeons Torn", "zone": "hand"}, )"
            + card("ag", "Grizzly Bears", "ana", "graveyard");
        const Playthrough play = test::playScenario(
            fixtures(), objects, R"({"id": "e1", "move": ["emr"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("emr:6")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("emr")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("ag")), Zone::Library);
    }

    void theDeadCardPutOnTopOfItsLibrary()
    {
        // CR 401.4, 603.10a, 603.5: Undying Beast dies: its ability puts the card, now in Ana's graveyard,
        // on top of her library. Avenging Angel's "you may" declined leaves it in the graveyard.
        const QByteArray objects = R"({"id": "beast", "card": "Undying Beast", "timestamp": 1},
            {"id": "angel", "card": "Avenging Angel", "timestamp": 2}, )" + card("l1", "Grizzly Bears");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["beast"], "to": "graveyard"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "move": ["angel"], "to": "graveyard"}, {"id": "e4", "resolve": "top", "may": false})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("beast:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("beast")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Undying Beast is put on top of its owner's library")),
            qPrintable(test::happened(play)));
    }

    void anotherPlayerMayDraw()
    {
        // CR 603.5, 121.2: Nico's Grizzly Bears die: Ana's Fecundity lets Nico, their controller, draw a
        // card; declined ("may": false) for his Craw Wurm, he draws nothing. A creature dying is needed:
        // Lightning Bolt going to the graveyard triggers nothing.
        const QByteArray objects = R"({"id": "fec", "card": "Fecundity", "timestamp": 1},
            {"id": "nb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "nw", "card": "Craw Wurm", "owner": "nico", "timestamp": 3},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"}, )"
            + card("l1", "Grizzly Bears", "nico") + ", " + card("l2", "Grizzly Bears", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e0", "move": ["bolt"], "to": "graveyard"},
            {"id": "e1", "move": ["nb"], "to": "graveyard"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "move": ["nw"], "to": "graveyard"}, {"id": "e4", "resolve": "top", "may": false})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e0")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("fec:1")});
        QCOMPARE(cardsIn(play, QStringLiteral("nico"), Zone::Hand), 1);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Hand), 0);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Nico chooses not to (603.5)")), qPrintable(test::happened(play)));
    }

    void theDefendingPlayerMayDraw()
    {
        // CR 508.5a, 603.5: Sibilant Spirit attacks Nico: he, the defending player, draws a card.
        const QByteArray objects = R"({"id": "sib", "card": "Sibilant Spirit", "timestamp": 1}, )" + card("l1", "Grizzly Bears", "nico")
            + ", " + card("a1", "Grizzly Bears");
        const Playthrough play = test::playScenario(
            fixtures(), objects, R"({"id": "e1", "attack": {"sib": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("sib:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("l1")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("a1")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig18)
#include "tst_imptrig18.moc"
