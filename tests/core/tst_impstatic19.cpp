// Round 19's static abilities and keywords, read from real cards' Oracle text
// (tests/data/import/impstatic19.json): the keywords about an object, carried (named with their object and
// written back, not performed): "Champion an Elf" (702.72a: Thoughtweft Trio, Unstoppable Ash, Changeling
// Hero, Wren's Run Packmaster), "Fox offering" (702.48a: Patron of the Kitsune) and "Partner with Proud
// Mentor" (702.124j: Zndrsplt, Eye of Wisdom, whose partner's name holds a comma, and Proud Mentor); "Protection
// from Vampires, from Werewolves and from Zombies" as three protection keywords (702.16g: Elite Inquisitor) and
// "Protection from Spirits and from Arcane" (Kitsune Riftwalker: a spell type's protection, 205.3k), and
// "~ can't attack unless there is a Mountain on the battlefield" (508.1c: Glacial Crasher), "~ can't block unless you
// control another Wolf or Werewolf" (509.1b: Howlpack Wolf) and "Prevent all damage
// that would be dealt to ~ by artifact sources" (615.1a: Argothian Treefolk), played.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/CardImport.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic19.json"));
}

// The keyword ability `keyword` of the imported `card`, null when it has none.
AbilityPtr keywordOf(const QString& card, const QString& keyword)
{
    const ImportedCard* c = test::findCard(fixtures(), card);
    if (!c)
        return nullptr;
    for (const AbilityPtr& a : c->card->front.abilities)
        if (a->isKeyword(keyword))
            return a;
    return nullptr;
}

}   // namespace

class TestImpStatic19 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 14);
    }

    // Each ability of the round's families is parsed, written back as the Oracle text says it, and
    // comes back the same through the card format.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Thoughtweft Trio") << "Thoughtweft Trio" << "Champion" << "Champion a Kithkin";
        QTest::newRow("Unstoppable Ash") << "Unstoppable Ash" << "Champion" << "Champion a Treefolk or Warrior";
        QTest::newRow("Changeling Hero") << "Changeling Hero" << "Champion" << "Champion a creature";
        QTest::newRow("Wren's Run Packmaster") << "Wren's Run Packmaster" << "Champion" << "Champion an Elf";
        QTest::newRow("Patron of the Kitsune") << "Patron of the Kitsune" << "offering" << "Fox offering";
        QTest::newRow("Zndrsplt, Eye of Wisdom") << "Zndrsplt, Eye of Wisdom" << "Partner with"
            << "Partner with Okaun, Eye of Chaos";
        QTest::newRow("Proud Mentor") << "Proud Mentor" << "Partner with" << "Partner with Impetuous Protege";
        QTest::newRow("Elite Inquisitor: Vampires") << "Elite Inquisitor" << "Vampires" << "Protection from Vampires";
        QTest::newRow("Elite Inquisitor: Werewolves") << "Elite Inquisitor" << "Werewolves" << "Protection from Werewolves";
        QTest::newRow("Elite Inquisitor: Zombies") << "Elite Inquisitor" << "Zombies" << "Protection from Zombies";
        QTest::newRow("Kitsune Riftwalker: Arcane") << "Kitsune Riftwalker" << "Arcane" << "Protection from Arcane";
        QTest::newRow("Argothian Treefolk") << "Argothian Treefolk" << "artifact sources"
            << "Prevent all damage that would be dealt to ~ by artifact sources.";
        QTest::newRow("Howlpack Wolf") << "Howlpack Wolf" << "Werewolf"
            << "~ can't block unless you control another Wolf or Werewolf.";
        QTest::newRow("Glacial Crasher") << "Glacial Crasher" << "Mountain"
            << "~ can't attack unless there is a Mountain on the battlefield.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // CR 702.72a, 702.48a, 702.124j: the keyword keeps its object: the creature types championed (either
    // of two for Unstoppable Ash), the type offered, the partner's whole name.
    void keywordKeepsItsObject()
    {
        const AbilityPtr ash = keywordOf(QStringLiteral("Unstoppable Ash"), QStringLiteral("Champion"));
        QVERIFY(ash && ash->enchant);
        QCOMPARE(ash->enchant->anyOf.size(), 2);
        const AbilityPtr hero = keywordOf(QStringLiteral("Changeling Hero"), QStringLiteral("Champion"));
        QVERIFY(hero && hero->enchant);
        QCOMPARE(hero->enchant->types, quint16(CardType::Creature));
        QVERIFY(hero->enchant->subtypes.isEmpty());
        const AbilityPtr fox = keywordOf(QStringLiteral("Patron of the Kitsune"), QStringLiteral("Offering"));
        QVERIFY(fox && fox->enchant);
        QCOMPARE(fox->enchant->subtypes.size(), 1);
        QCOMPARE(SubtypeRegistry::instance().name(fox->enchant->subtypes.first()), QStringLiteral("Fox"));
        const AbilityPtr partner = keywordOf(QStringLiteral("Zndrsplt, Eye of Wisdom"), QStringLiteral("Partner with"));
        QVERIFY(partner && partner->enchant);
        QCOMPARE(partner->enchant->named, QStringLiteral("Okaun, Eye of Chaos"));
    }

    // CR 702.16g: Elite Inquisitor's line is three protection abilities, one quality each (so losing one
    // would leave the others).
    void inquisitorHasThreeProtections()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Elite Inquisitor"));
        QVERIFY(c);
        QStringList from;
        for (const AbilityPtr& a : c->card->front.abilities)
            if (a->isKeyword(QStringLiteral("Protection")))
                from << a->protectionText;
        QCOMPARE(from, (QStringList{"Vampires", "Werewolves", "Zombies"}));
    }

    // CR 702.16f: Nico's Zombie can't block the attacking Elite Inquisitor; his
    // Grizzly Bears can.
    void zombieCantBlockInquisitor()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "inquisitor", "card": "Elite Inquisitor", "timestamp": 1},
               {"id": "corpse", "card": "Walking Corpse", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"inquisitor": "nico"}}, {"id": "e2", "block": {"corpse": ["inquisitor"]}},
               {"id": "e3", "block": {"bears": ["inquisitor"]}})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"done", "702.16f", "done"}));
    }

    // CR 702.16b, 205.3k, 601.2c: Glacial Ray, an Arcane instant, can't target Nico's Kitsune Riftwalker; it can
    // target his Grizzly Bears.
    void arcaneCantTargetRiftwalker()
    {
        const QByteArray board = R"({"id": "ray", "card": "Glacial Ray", "zone": "hand", "timestamp": 1},
               {"id": "kitsune", "card": "Kitsune Riftwalker", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const Playthrough atKitsune
            = test::playScenario(fixtures(), board, R"({"id": "e1", "cast": "ray", "targets": ["kitsune"]})");
        QCOMPARE(test::doneOrRefusal(atKitsune), (QStringList{"601.2c"}));   // an illegal target
        const Playthrough atBears = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "ray", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(atBears), (QStringList{"done", "done"}));
        QCOMPARE(test::zoneOf(atBears, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 615.1a: the 1 damage Rod of Ruin (an artifact) would deal to Argothian Treefolk is prevented; the 2
    // damage of Glacial Ray (a red instant) is dealt.
    void treefolkShrugsOffArtifacts()
    {
        const QByteArray board = R"({"id": "rod", "card": "Rod of Ruin", "timestamp": 1},
               {"id": "ray", "card": "Glacial Ray", "zone": "hand", "timestamp": 2},
               {"id": "treefolk", "card": "Argothian Treefolk", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const Playthrough rod = test::playScenario(fixtures(), board,
            R"({"id": "e1", "activate": "rod", "ability": 1, "targets": ["treefolk"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(rod), (QStringList{"done", "done"}));
        const GameObject* afterRod = rod.finalState.object(QStringLiteral("treefolk"));
        QVERIFY(afterRod);
        QCOMPARE(afterRod->damage, 0);
        const Playthrough ray = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "ray", "targets": ["treefolk"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(ray), (QStringList{"done", "done"}));
        const GameObject* afterRay = ray.finalState.object(QStringLiteral("treefolk"));
        QVERIFY(afterRay);
        QCOMPARE(afterRay->damage, 2);
    }

    // CR 509.1b: Nico's Howlpack Wolf can't block while he controls no other Wolf or Werewolf (the Wolf itself
    // doesn't count); with a second Howlpack Wolf, each can.
    void wolfBlocksOnlyWithAnother()
    {
        const QByteArray attack = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wolf": ["bears"]}})";
        const Playthrough alone = test::playScenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "wolf", "card": "Howlpack Wolf", "controller": "nico", "owner": "nico", "timestamp": 2})",
            attack);
        QCOMPARE(test::doneOrRefusal(alone), (QStringList{"done", "509.1b"}));
        const Playthrough pack = test::playScenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "wolf", "card": "Howlpack Wolf", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "wolf2", "card": "Howlpack Wolf", "controller": "nico", "owner": "nico", "timestamp": 3})",
            attack);
        QCOMPARE(test::doneOrRefusal(pack), (QStringList{"done", "done"}));
    }

    // CR 508.1c: Glacial Crasher can't attack while no Mountain is on the battlefield; once Nico controls
    // one (whoever controls it), it can.
    void crasherNeedsAMountain()
    {
        const Playthrough alone = test::playScenario(fixtures(),
            R"({"id": "crasher", "card": "Glacial Crasher", "timestamp": 1},
               {"id": "forest", "card": "Forest", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"crasher": "nico"}})");
        QCOMPARE(test::doneOrRefusal(alone), (QStringList{"508.1c"}));
        const Playthrough mountain = test::playScenario(fixtures(),
            R"({"id": "crasher", "card": "Glacial Crasher", "timestamp": 1},
               {"id": "mountain", "card": "Mountain", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"crasher": "nico"}})");
        QCOMPARE(test::doneOrRefusal(mountain), (QStringList{"done"}));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic19)
#include "tst_impstatic19.moc"
