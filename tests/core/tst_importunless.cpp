// Rules that are not layer effects, read from real cards' Oracle text (tests/data/import/statics-unless.json,
// issue 16): "~ can't attack unless …" (a negated condition), "can't be blocked by / except by …" (a
// set of blockers), "its activated abilities can't be activated" and "Prevent all damage that would be
// dealt to ~"; the structure, the sentence written back, the card format, and the combat, activation
// and damage code honouring them.
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-unless.json"));
}

// The problems' rules of event `id` ("509.1b"), empty when it was done.
QStringList problems(const Playthrough& play, const QString& id)
{
    QStringList out;
    for (const EventOutcome& e : play.events)
        if (e.id == id)
            for (const EventProblem& p : e.problems)
                out << p.rule;
    return out;
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportUnless : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 20); }

    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::addColumn<bool>("negated");   // the static has an "unless" condition
        QTest::addColumn<int>("rule");       // its last rule
        QTest::newRow("another Giant") << "Blind-Spot Giant" << 0
                                       << "~ can't attack or block unless you control another Giant." << true
                                       << int(RuleName::CantAttackOrBlock);
        QTest::newRow("an artifact") << "Desperate Castaways" << 0 << "~ can't attack unless you control an artifact."
                                     << true << int(RuleName::CantAttack);
        QTest::newRow("graveyard") << "Deep-Sea Terror" << 0
                                   << "~ can't attack unless seven or more cards are in your graveyard." << true
                                   << int(RuleName::CantAttack);
        QTest::newRow("can't block") << "Felhide Brawler" << 0 << "~ can't block unless you control another Minotaur."
                                     << true << int(RuleName::CantBlock);
        QTest::newRow("equipped") << "Training Drone" << 0 << "~ can't attack or block unless ~ is equipped." << true
                                  << int(RuleName::CantAttackOrBlock);
        QTest::newRow("either subtype") << "War Falcon" << 1 << "~ can't attack unless you control a Knight or a Soldier."
                                        << true << int(RuleName::CantAttack);
        QTest::newRow("hand") << "Hazoret the Fervent" << 2
                              << "~ can't attack or block unless you have one or fewer cards in hand." << true
                              << int(RuleName::CantAttackOrBlock);
        QTest::newRow("by blue") << "Mudbrawler Raiders" << 0 << "~ can't be blocked by blue creatures." << false
                                 << int(RuleName::CantBeBlockedBy);
        QTest::newRow("except flying") << "Treetop Rangers" << 0 << "~ can't be blocked except by creatures with flying."
                                       << false << int(RuleName::CantBeBlockedExceptBy);
        QTest::newRow("except black") << "Dread Warlock" << 0 << "~ can't be blocked except by black creatures."
                                      << false << int(RuleName::CantBeBlockedExceptBy);
        QTest::newRow("except Rogues") << "Deathcult Rogue" << 0 << "~ can't be blocked except by Rogues." << false
                                       << int(RuleName::CantBeBlockedExceptBy);
        QTest::newRow("by flying") << "Gnat Alley Creeper" << 0 << "~ can't be blocked by creatures with flying."
                                   << false << int(RuleName::CantBeBlockedBy);
        QTest::newRow("Arrest") << "One Thousand Lashes" << 1
                                << "Enchanted creature can't attack or block, and its activated abilities can't be "
                                   "activated."
                                << false << int(RuleName::ActivatedAbilitiesCantBeActivated);
        QTest::newRow("prevent to ~") << "Dawn Elemental" << 1 << "Prevent all damage that would be dealt to ~." << false
                                      << int(RuleName::PreventAllDamageTo);
        QTest::newRow("prevent to enchanted") << "Inviolability" << 1
                                              << "Prevent all damage that would be dealt to enchanted creature." << false
                                              << int(RuleName::PreventAllDamageTo);
        QTest::newRow("can't block, and") << "Gelid Shackles" << 1
                                          << "Enchanted creature can't block, and its activated abilities can't be "
                                             "activated."
                                          << false << int(RuleName::ActivatedAbilitiesCantBeActivated);
    }

    // The structure, the English written back (the round trip trusts it) and the card format.
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QFETCH(bool, negated);
        QFETCH(int, rule);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QVERIFY(index < c->abilities.size());
        QCOMPARE(c->abilities[index].status, AbilityStatus::Parsed);
        QCOMPARE(c->abilities[index].written, written);
        const AbilityDef& a = *c->card->front.abilities[index];
        QCOMPARE(a.kind, AbilityDef::Kind::Static);
        QCOMPARE(a.condition.has_value(), negated);
        if (negated)
            QVERIFY(a.condition->negated);
        QCOMPARE(int(a.ops.last().rule), rule);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a.ops);
        QVERIFY(back->front.abilities[index]->condition == a.condition);
    }

    // Shapes once left as text, read since round 16 (tst_impstatic16): "Vampires or Zombies" (a union of
    // two creature types), Demotion's "can't block and its …" without the comma. (Orchard Spirit's "flying
    // or reach" is read since round 14: tst_importstatics14.)
    void shapesReadSinceRound16_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::newRow("no comma") << "Demotion" << 1;
        QTest::newRow("two subtypes") << "Blazing Torch" << 0;
    }
    void shapesReadSinceRound16()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QVERIFY(index < c->abilities.size());
        QCOMPARE(c->abilities[index].status, AbilityStatus::Parsed);
    }

    // CR 508.1c: Desperate Castaways can't attack without an artifact, and can with Sol Ring beside it.
    void cantAttackUnless()
    {
        const QByteArray events = R"({"id": "e1", "attack": {"c": "nico"}})";
        const Playthrough alone = played(R"({"id": "c", "card": "Desperate Castaways", "controller": "ana", "timestamp": 1})", events);
        QCOMPARE(problems(alone, QStringLiteral("e1")), QStringList{QStringLiteral("508.1c")});
        const Playthrough withRing = played(R"({"id": "c", "card": "Desperate Castaways", "controller": "ana", "timestamp": 1},
               {"id": "ring", "card": "Sol Ring", "controller": "ana", "timestamp": 2})",
            events);
        QVERIFY(withRing.events.value(0).done);
    }

    // CR 509.1b: Felhide Brawler can't block unless its controller controls another Minotaur; with no
    // Minotaur the block is refused.
    void cantBlockUnless()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "b", "card": "Felhide Brawler", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"b": ["bears"]}})");
        QVERIFY(play.events.value(0).done);
        QCOMPARE(problems(play, QStringLiteral("e2")), QStringList{QStringLiteral("509.1b")});
    }

    void blockerSets_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("refused");
        QTest::addColumn<QString>("allowed");
        QTest::newRow("not by blue") << "Mudbrawler Raiders" << "Merfolk of the Pearl Trident" << "Grizzly Bears";
        QTest::newRow("only by flying") << "Treetop Rangers" << "Grizzly Bears" << "Serra Angel";
        QTest::newRow("not by flying") << "Gnat Alley Creeper" << "Serra Angel" << "Grizzly Bears";
    }

    // CR 509.1b: the blocker is checked against the set the attacker's rule names.
    void blockerSets()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, refused);
        QFETCH(QString, allowed);
        const Playthrough play = played(QStringLiteral(R"({"id": "a", "card": "%1", "controller": "ana", "timestamp": 1},
               {"id": "no", "card": "%2", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "yes", "card": "%3", "controller": "nico", "owner": "nico", "timestamp": 3})")
                                            .arg(attacker, refused, allowed)
                                            .toUtf8(),
            R"({"id": "e1", "attack": {"a": "nico"}}, {"id": "e2", "block": {"no": ["a"]}},
               {"id": "e3", "block": {"yes": ["a"]}})");
        QCOMPARE(play.events.size(), 3);
        QVERIFY(play.events[0].done);
        QCOMPARE(problems(play, QStringLiteral("e2")), QStringList{QStringLiteral("509.1b")});
        QVERIFY(play.events[2].done);
    }

    // CR 615.1a: Dawn Elemental's static prevention effect: 5 damage to it is prevented, so it keeps
    // no damage; Grizzly Bears beside it is dealt the same damage.
    void preventionOfAStatic()
    {
        const Playthrough play = played(R"({"id": "dawn", "card": "Dawn Elemental", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "damage": [{"source": "bears", "to": "dawn", "amount": 5}, {"source": "bears", "to": "bears", "amount": 1}]})");
        QVERIFY(play.events.value(0).done);
        const int dawn = play.finalState.objectIndex(QStringLiteral("dawn"));
        const int bears = play.finalState.objectIndex(QStringLiteral("bears"));
        QVERIFY(dawn >= 0 && bears >= 0);
        QCOMPARE(play.finalState.objects[dawn].damage, 0);
        QCOMPARE(play.finalState.objects[bears].damage, 1);
    }

    // CR 602.5: the enchanted creature's activated abilities can't be activated; without the Aura
    // the same activation is made.
    void arrestRefusesActivation()
    {
        const QByteArray elemental = R"({"id": "crater", "card": "Crater Elemental", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "activate": "crater", "ability": 1, "targets": ["bears"]})";
        const Playthrough arrested = played(elemental
                + R"(, {"id": "lashes", "card": "One Thousand Lashes", "controller": "nico", "owner": "nico",
                       "timestamp": 3, "attached_to": "crater"})",
            events);
        QCOMPARE(problems(arrested, QStringLiteral("e1")), QStringList{QStringLiteral("602.5")});
        const Playthrough free = played(elemental, events);
        QVERIFY(free.events.value(0).done);
    }
};

QTEST_GUILESS_MAIN(TestImportUnless)
#include "tst_importunless.moc"
