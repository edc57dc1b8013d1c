// Round 19's group and condition values read from real cards' Oracle text (tests/data/import/impgroup19.json):
// "return all attacking creatures to their owners' hands" (Action::each), "untap up to seven lands"
// (Action::pick, chosen as it resolves, 608.2d), "destroy target artifact and all other artifacts with
// the same name as that artifact" (Selector::sameNameAsTarget, 201.2), the Ordeals' "Then if it has
// three or more +1/+1 counters on it" (Condition::AttachedCountersAtLeast) and Pyroblast's "if it's
// blue" (Condition::TargetIs, 608.2b). The structure, the English written back (the round trip trusts
// it), the card format, and what the event player does.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impgroup19.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The first action of `card`'s ability `index`, or null.
const Action* firstOf(const char* card, int index = 0)
{
    const AbilityDef* a = test::parsedAbility(fixtures(), QLatin1String(card), index);
    return a && !a->effect.isEmpty() ? &a->effect.first() : nullptr;
}

}   // namespace

class TestImpGroup19 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 22); }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("all attacking") << "Aetherize" << "Return all"
                                       << "Return all attacking creatures to their owners' hands.";
        QTest::newRow("all nonblue") << "Inundate" << "Return all" << "Return all nonblue creatures to their owners' hands.";
        QTest::newRow("all lands") << "Sunder" << "Return all" << "Return all lands to their owners' hands.";
        QTest::newRow("yours") << "Part the Veil" << "Return all" << "Return all creatures you control to their owners' hands.";
        QTest::newRow("two types") << "Reduce to Dreams" << "Return all"
                                   << "Return all artifacts and enchantments to their owners' hands.";
        QTest::newRow("all other nonland") << "Kederekt Leviathan" << "return all"
                                           << "When ~ enters, return all other nonland permanents to their owners' hands.";
        QTest::newRow("up to seven") << "Great Whale" << "untap" << "When ~ enters, untap up to seven lands.";
        QTest::newRow("up to two") << "Cloud of Faeries" << "untap" << "When ~ enters, untap up to two lands.";
        QTest::newRow("after a counter") << "Rewind" << "Untap" << "Counter target spell. Untap up to four lands.";
        QTest::newRow("same name, destroy")
            << "Echoing Ruin" << "same name" << "Destroy target artifact and all other artifacts with the same name as that artifact.";
        QTest::newRow("same name, exile")
            << "Sever the Bloodline" << "same name"
            << "Exile target creature and all other creatures with the same name as that creature.";
        QTest::newRow("same name, to hands")
            << "Echoing Truth" << "same name"
            << "Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands.";
        QTest::newRow("same name, -3/-3")
            << "Bile Blight" << "same name"
            << "Target creature and all other creatures with the same name as that creature get -3/-3 until end of turn.";
        QTest::newRow("Ordeal") << "Ordeal of Heliod" << "three or more"
                                << "Whenever enchanted creature attacks, put a +1/+1 counter on it. If it has three or more "
                                   "+1/+1 counters on it, sacrifice ~.";
        QTest::newRow("if it's blue") << "Pyroblast" << "blue"
                                      << "Choose one —\n• Counter target spell if it's blue.\n• Destroy target permanent if it's blue.";
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
        const Action* aetherize = firstOf("Aetherize");
        QVERIFY(aetherize);
        QCOMPARE(aetherize->kind, ActionKind::ReturnToHand);
        QVERIFY(aetherize->each);
        QVERIFY(aetherize->object && aetherize->object->attacking);
        // 608.2d, 115.10: "up to seven lands" names no target.
        const AbilityDef* whale = test::parsedAbility(fixtures(), QStringLiteral("Great Whale"), 0);
        QVERIFY(whale);
        QVERIFY(whale->targets.isEmpty());
        QCOMPARE(whale->effect.first().pick, 7);
        QVERIFY(whale->effect.first().pickUpTo);
        // 201.2: one target, then the group that shares its name.
        const AbilityDef* ruin = test::parsedAbility(fixtures(), QStringLiteral("Echoing Ruin"), 0);
        QVERIFY(ruin);
        QCOMPARE(ruin->targets.size(), 1);
        QVERIFY(ruin->effect.first().object->sameNameAsTarget);
        const AbilityDef* ordeal = test::parsedAbility(fixtures(), QStringLiteral("Ordeal of Heliod"), 1);
        QVERIFY(ordeal);
        QCOMPARE(ordeal->effect.size(), 2);
        QCOMPARE(ordeal->effect[1].condition->kind, Condition::Kind::AttachedCountersAtLeast);
        QCOMPARE(ordeal->effect[1].condition->n, 3);
        // The card format carries them all back (CardJson and CardParser agree).
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 15);
    }

    void aetherizeReturnsEveryAttacker()
    {
        // CR 506.4, 400.7, 111.7: Ana's Aetherize returns Nico's two attacking creatures at once; the
        // token ceases to exist once in a hand (704.5d); Nico's creature that did not attack stays.
        const Playthrough play = played(R"({"id": "aeth", "card": "Aetherize", "zone": "hand"},
            {"id": "gb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1, "attacking": true},
            {"id": "tok", "card": "Soldier", "token": true, "owner": "nico", "timestamp": 2, "attacking": true},
            {"id": "elf", "card": "Llanowar Elves", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "aeth"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(test::zoneOf(play, "gb"), Zone::Hand);
        QVERIFY2(!test::idsIn(play.finalState, Zone::Battlefield).contains(QStringLiteral("tok")), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, "elf"), Zone::Battlefield);
    }

    void inundateSparesTheBlueCreatures()
    {
        // CR 105.2: Inundate returns the nonblue creatures only; the blue Merfolk and the land stay.
        const Playthrough play = played(R"({"id": "inu", "card": "Inundate", "zone": "hand"},
            {"id": "gb", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "mer", "card": "Merfolk of the Pearl Trident", "owner": "nico", "timestamp": 2},
            {"id": "isl", "card": "Island", "timestamp": 3})",
            R"({"id": "e1", "cast": "inu"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "gb"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "mer"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, "isl"), Zone::Battlefield);
    }

    void greatWhaleUntapsTheLandsChosen()
    {
        // CR 608.2d: Great Whale's trigger untaps the lands the resolve event chooses; the third tapped
        // Island, not chosen, stays tapped ("up to").
        const Playthrough play = played(R"({"id": "whale", "card": "Great Whale", "zone": "hand"},
            {"id": "i1", "card": "Island", "timestamp": 1, "tapped": true},
            {"id": "i2", "card": "Island", "timestamp": 2, "tapped": true},
            {"id": "i3", "card": "Island", "timestamp": 3, "tapped": true})",
            R"({"id": "e1", "cast": "whale"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["i1", "i3"]}})");
        QVERIFY2(!test::tapped(play, QStringLiteral("i1")), qPrintable(test::happened(play)));
        QVERIFY(!test::tapped(play, QStringLiteral("i3")));
        QVERIFY(test::tapped(play, QStringLiteral("i2")));
    }

    void aChoiceOutsideTheLandsIsRefused()
    {
        // CR 608.2d: the Bears are no land: choosing them for "untap up to seven lands" is refused.
        const Playthrough play = played(R"({"id": "whale", "card": "Great Whale", "zone": "hand"},
            {"id": "i1", "card": "Island", "timestamp": 1, "tapped": true},
            {"id": "gb", "card": "Grizzly Bears", "timestamp": 2, "tapped": true})",
            R"({"id": "e1", "cast": "whale"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["gb"]}})");
        QCOMPARE(test::doneOrRefusal(play).value(2), QStringLiteral("608.2d"));
        QVERIFY(test::tapped(play, QStringLiteral("gb")));
    }

    void echoingRuinDestroysEveryArtifactOfThatName()
    {
        // CR 201.2, 608.2c: both Sol Rings, the one targeted and Nico's other, are destroyed; the
        // Ornithopter, another artifact with another name, stays.
        const Playthrough play = played(R"({"id": "ruin", "card": "Echoing Ruin", "zone": "hand"},
            {"id": "r1", "card": "Sol Ring", "owner": "nico", "timestamp": 1},
            {"id": "r2", "card": "Sol Ring", "timestamp": 2},
            {"id": "orn", "card": "Ornithopter", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "ruin", "targets": ["r1"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "r1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "r2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "orn"), Zone::Battlefield);
    }

    void bileBlightShrinksTheNamesakes()
    {
        // CR 201.2, 611.2c: the targeted Bears and the other Bears get -3/-3 and die (704.5f); the
        // Serra Angel keeps its 4/4.
        const Playthrough play = played(R"({"id": "bile", "card": "Bile Blight", "zone": "hand"},
            {"id": "gb1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "gb2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "bile", "targets": ["gb1"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "gb1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "gb2"), Zone::Graveyard);
        QCOMPARE(test::ptOf(play, "angel"), QStringLiteral("4/4"));
    }

    void aFaceDownTargetSharesNoName()
    {
        // CR 708.2, 201.2: a face-down creature has no name: Sever the Bloodline exiles it alone, and the
        // face-up Bears stay.
        const Playthrough play = played(R"({"id": "sever", "card": "Sever the Bloodline", "zone": "hand"},
            {"id": "fd", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1, "face_down": true},
            {"id": "gb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "sever", "targets": ["fd"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "fd"), Zone::Exile);
        QCOMPARE(test::zoneOf(play, "gb"), Zone::Battlefield);
    }

    void ordealSacrificedOnTheThirdCounter()
    {
        // CR 608.2c: the third +1/+1 counter: the Ordeal is sacrificed, and its own trigger gains 10 life.
        const Playthrough play = played(R"({"id": "gb", "card": "Grizzly Bears", "timestamp": 1, "counters": {"+1/+1": 2}},
            {"id": "ord", "card": "Ordeal of Heliod", "timestamp": 2, "attached_to": "gb"})",
            R"({"id": "e1", "attack": {"gb": "nico"}}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::countersOn(play, QStringLiteral("gb")), 3);
        QCOMPARE(test::zoneOf(play, "ord"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "ana"), 30);
    }

    void ordealStaysBelowThree()
    {
        // CR 608.2c: one counter on a creature that had none: the Ordeal stays.
        const Playthrough play = played(R"({"id": "gb", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "ord", "card": "Ordeal of Heliod", "timestamp": 2, "attached_to": "gb"})",
            R"({"id": "e1", "attack": {"gb": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(play, QStringLiteral("gb")), 1);
        QCOMPARE(test::zoneOf(play, "ord"), Zone::Battlefield);
    }

    void pyroblastDestroysOnlyABluePermanent()
    {
        // CR 608.2b: any permanent is a legal target; the blue Merfolk is destroyed, the green Bears
        // are not, and the spell still resolves.
        const QByteArray objects = R"({"id": "pyro", "card": "Pyroblast", "zone": "hand"},
            {"id": "mer", "card": "Merfolk of the Pearl Trident", "owner": "nico", "timestamp": 1},
            {"id": "gb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough blue = played(objects,
            R"({"id": "e1", "cast": "pyro", "choices": {"mode": 2}, "targets": ["mer"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(blue, "mer"), Zone::Graveyard);
        const Playthrough green = played(objects,
            R"({"id": "e1", "cast": "pyro", "choices": {"mode": 2}, "targets": ["gb"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(green), (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(test::zoneOf(green, "gb"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(green, "pyro"), Zone::Graveyard);
    }

    void hydroblastCountersARedSpell()
    {
        // CR 701.6a: Nico's Shock is red: Hydroblast's first mode counters it, and Ana keeps her life.
        const Playthrough play = played(R"({"id": "hydro", "card": "Hydroblast", "zone": "hand"},
            {"id": "shock", "card": "Shock", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "shock", "targets": ["ana"]},
               {"id": "e2", "cast": "hydro", "choices": {"mode": 1}, "targets": ["shock"]},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, "shock") == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, "ana"), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpGroup19)
#include "tst_impgroup19.moc"
