// Triggered abilities of entering and dying read from real cards' Oracle text
// (tests/data/import/imptrig25.json), round 25: flicker after a trigger whose event names no object
// (Felidar Guardian, Restoration Angel); "is put into your graveyard from the battlefield", a permanent
// you own (Field of Souls, Prowess of the Fair); the event's creature that bites or fights the target
// (Warstorm Surge, Electropotence, Gruul Ragebeast); "an equipped creature you control" as a trigger's
// subject (Stone Haven Outfitter); an Equipment attached to a target creature (Kor Outfitter, Sigarda's
// Aid); Storm Fleet Spy's misprint "if you attacked with creature this turn", read as raid's words; and the
// dying creature's card returned by a delayed trigger (Rienne, Angel of Rebirth).
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
    return test::fixtureFile(QStringLiteral("imptrig25.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A scenario in which Ana `attacked` this turn or not (raid, 207.2c).
Playthrough playedAfterAttacking(const QByteArray& objects, const QByteArray& events, bool attacked)
{
    const QByteArray thisTurn = attacked ? R"(, "this_turn": {"attacked": true})" : "";
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, events, thisTurn));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

int onBattlefield(const Playthrough& p)
{
    return int(test::idsIn(p.finalState, Zone::Battlefield).size());
}

QString controllerOf(const Playthrough& p, const QString& id)
{
    const GameObject* o = p.finalState.object(id);
    return o ? o->controller : QString();
}

QString attachedTo(const Playthrough& p, const QString& id)
{
    const GameObject* o = p.finalState.object(id);
    return o ? o->attachedTo : QString();
}

}   // namespace

class TestImpTrig25 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 12);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Felidar Guardian"), 0),
            QStringLiteral("When ~ enters, you may exile another target permanent you control, then return that card "
                           "to the battlefield under its owner's control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Field of Souls"), 0),
            QStringLiteral("Whenever a nontoken creature is put into your graveyard from the battlefield, create a 1/1 "
                           "white Spirit creature token with flying."));
        // The event's creature keeps its noun beside "any target" (that target names no kind).
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Electropotence"), 0),
            QStringLiteral("Whenever a creature you control enters, you may pay {2}{R}. If you do, that creature deals "
                           "damage equal to its power to any target."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Stone Haven Outfitter"), 1),
            QStringLiteral("Whenever an equipped creature you control dies, draw a card."));
    }

    // CR 400.7, 603.3d: Felidar Guardian exiles Ana's Grizzly Bears, which Nico owns, and the card comes back
    // as a new object under its owner's control, without its +1/+1 counter. "Another" target: the Guardian
    // itself, and Nico's Mountain (not Ana's), are refused.
    void felidarGuardianFlickersToItsOwner()
    {
        const QByteArray objects = R"({"id": "fg", "card": "Felidar Guardian", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "ana", "timestamp": 1,
             "counters": {"+1/+1": 1}},
            {"id": "nmtn", "card": "Mountain", "owner": "nico", "controller": "nico", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "fg", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, QStringLiteral("bears")), QStringLiteral("nico"));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        p = played(objects, R"({"id": "e1", "move": "fg", "to": "battlefield", "triggers": {"e1.1": {"targets": ["fg"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
        p = played(objects, R"({"id": "e1", "move": "fg", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nmtn"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
    }

    // CR 400.7, 603.3d: Restoration Angel returns the card "under your control": Nico's Grizzly Bears, which
    // Ana controlled, stay Ana's as a new object. An Angel is no legal target (non-Angel).
    void restorationAngelFlickersUnderItsController()
    {
        const QByteArray objects = R"({"id": "angel", "card": "Restoration Angel", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "ana", "timestamp": 1,
             "counters": {"+1/+1": 1}},
            {"id": "serra", "card": "Serra Angel", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "angel", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, QStringLiteral("bears")), QStringLiteral("ana"));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        p = played(objects, R"({"id": "e1", "move": "angel", "to": "battlefield", "triggers": {"e1.1": {"targets": ["serra"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
    }

    // CR 400.3, 700.4, 111.7: a card goes to its owner's graveyard. Field of Souls makes a Spirit when a
    // nontoken creature Ana owns dies, even one Nico controls; not for Nico's card Ana controls, nor for
    // Ana's token.
    void fieldOfSoulsCountsTheCardsAnaOwns()
    {
        const QByteArray field = R"({"id": "field", "card": "Field of Souls", "timestamp": 1}, )";
        const QByteArray dies = R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(field + R"({"id": "bears", "card": "Grizzly Bears", "owner": "ana", "controller": "nico", "timestamp": 2})", dies);
        QVERIFY2(onBattlefield(p) == 2, qPrintable(test::happened(p)));   // Field of Souls and the Spirit
        p = played(field + R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "ana", "timestamp": 2})",
            R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(onBattlefield(p), 1);
        p = played(field + R"({"id": "bears", "card": "Soldier", "token": true, "timestamp": 2})",
            R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
    }

    // CR 205.3m, 700.4: Prowess of the Fair makes an Elf Warrior when Llanowar Elves dies, not when
    // Grizzly Bears (no Elf) does.
    void prowessOfTheFairWaitsForAnElf()
    {
        const QByteArray objects = R"({"id": "prowess", "card": "Prowess of the Fair", "timestamp": 1},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "elves", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(onBattlefield(p) == 3, qPrintable(test::happened(p)));   // Prowess, the bears and the token
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
    }

    // CR 603.7c, 120.3: the creature that entered is the source of the damage: Grizzly Bears entering under
    // Ana's control deal 2 damage to Nico (Warstorm Surge); with Electropotence, only once {2}{R} is paid.
    void theCreatureEnteringDealsItsPower()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "bears", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}})";
        Playthrough p = played(R"({"id": "surge", "card": "Warstorm Surge", "timestamp": 1}, )" + bears,
            enters + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        const QByteArray potence = R"({"id": "potence", "card": "Electropotence", "timestamp": 1}, )";
        p = played(potence + bears, enters + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        p = played(potence + bears, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 701.14a, 603.7c: "that creature" is the one that entered. Gruul Ragebeast entering fights Nico's
    // Grizzly Bears, which die; Ana's Grizzly Bears entering fight them too, both dealt 2 damage and
    // destroyed (704.5g), and the Ragebeast is dealt none.
    void gruulRagebeastMakesTheEnteringCreatureFight()
    {
        const QByteArray nico = R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        Playthrough p = played(nico + R"(, {"id": "beast", "card": "Gruul Ragebeast", "zone": "hand"})",
            R"({"id": "e1", "move": "beast", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("beast")), 2);
        p = played(nico + R"(, {"id": "beast", "card": "Gruul Ragebeast", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "move": "bears", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("beast")), 0);
    }

    // CR 301.5, 603.10a: Ana's Grizzly Bears die with Bonesplitter attached: Stone Haven Outfitter looks back
    // and she draws her Island. Her unequipped Llanowar Elves dying draws nothing.
    void stoneHavenOutfitterDrawsForAnEquippedCreature()
    {
        const QByteArray objects = R"({"id": "outfitter", "card": "Stone Haven Outfitter", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "elves", "card": "Llanowar Elves", "timestamp": 3},
            {"id": "split", "card": "Bonesplitter", "attached_to": "bears", "timestamp": 4},
            {"id": "lib", "card": "Island", "zone": "library"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lib")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "elves", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Library);
    }

    // CR 701.3a, 301.5, 603.3d: Kor Outfitter attaches Ana's Bonesplitter to her Grizzly Bears (4/2 then).
    // Nico's Bonesplitter is no legal first target (an Equipment *you* control).
    void korOutfitterAttachesTheTargetEquipment()
    {
        const QByteArray objects = R"({"id": "kor", "card": "Kor Outfitter", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1}, {"id": "split", "card": "Bonesplitter", "timestamp": 2},
            {"id": "nsplit", "card": "Bonesplitter", "owner": "nico", "controller": "nico", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "kor", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["split", "bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(attachedTo(p, QStringLiteral("split")) == QLatin1String("bears"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("4/2"));
        p = played(objects, R"({"id": "e1", "move": "kor", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nsplit", "bears"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
    }

    // CR 603.7c, 701.3a: the Equipment that entered is the one attached: Bonesplitter entering under Ana's
    // control is attached to her Grizzly Bears by Sigarda's Aid; declined ("may": false), it stays unattached.
    void sigardasAidAttachesTheEnteringEquipment()
    {
        // The apostrophe as JSON's \u0027: moc misreads one inside a raw string literal.
        const QByteArray objects = R"({"id": "aid", "card": "Sigarda\u0027s Aid", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "split", "card": "Bonesplitter", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "split", "to": "battlefield", "triggers": {"e1.1": {"targets": ["bears"]}}})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(attachedTo(p, QStringLiteral("split")) == QLatin1String("bears"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("4/2"));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(attachedTo(p, QStringLiteral("split")), QString());
    }

    // CR 207.2c, 603.4: Storm Fleet Spy enters after Ana attacked this turn: she draws her Island. Before any
    // attack the ability doesn't trigger at all (an intervening "if").
    void stormFleetSpyDrawsAfterAnAttack()
    {
        const QByteArray objects = R"({"id": "spy", "card": "Storm Fleet Spy", "zone": "hand"},
            {"id": "lib", "card": "Island", "zone": "library"})";
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Storm Fleet Spy"), 0),
            QStringLiteral("When ~ enters, if you attacked with a creature this turn, draw a card."));
        Playthrough p = playedAfterAttacking(objects,
            R"({"id": "e1", "move": "spy", "to": "battlefield"}, {"id": "e2", "resolve": "top"})", true);
        QVERIFY2(test::zoneOf(p, QStringLiteral("lib")) == Zone::Hand, qPrintable(test::happened(p)));
        p = playedAfterAttacking(objects, R"({"id": "e1", "move": "spy", "to": "battlefield"})", false);
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Library);
    }

    // CR 603.7c, 400.7, 105.4: Ana's Boros Swiftblade (red and white) dies; at the beginning of the next end
    // step its card returns from her graveyard to her hand. Her Grizzly Bears (one colour) dying trigger nothing.
    void rienneReturnsTheMulticoloredCardAtTheEndStep()
    {
        const QByteArray objects = R"({"id": "rienne", "card": "Rienne, Angel of Rebirth", "timestamp": 1},
            {"id": "blade", "card": "Boros Swiftblade", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "blade", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("blade")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "blade", "to": "graveyard"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("blade")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig25)
#include "tst_imptrig25.moc"
