// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb25.json), round 25
// (`imptrigb25`): "Whenever a creature you control / an opponent controls is dealt damage" (Rite of Passage,
// Kazarov), Pain Seer's "that card's converted mana
// cost", and damage dealt by the object the event names: "it deals 2 damage to any target" (Extra Arms),
// "it deals that much damage to its controller" (Spiteful Shadows), "it deals damage equal to its power"
// (Warstorm Surge), "you may have it deal 4 damage" (Aether Charge); and tokens of the event object's
// controller, "its controller creates that many …" (Druid's Call), "that creature's controller creates …"
// (Genesis Chamber); and the spell a cast trigger names countered, "counter it unless that player pays {3}"
// (Nether Void), or copied, "you may copy that spell" (Swarm Intelligence).
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
    return test::fixtureFile(QStringLiteral("imptrigb25.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The tokens on the battlefield at the end (ids the event player made, not the scenario's), of one
// controller when `controller` names one.
int tokensOnBattlefield(const Playthrough& p, const QStringList& scenarioIds, const QString& controller = {})
{
    int n = 0;
    for (const QString& id : test::idsIn(p.finalState, Zone::Battlefield)) {
        const Characteristics* c = test::charsOf(p, id);
        n += scenarioIds.contains(id) || (!controller.isEmpty() && (!c || c->controller != controller)) ? 0 : 1;
    }
    return n;
}

}   // namespace

class TestImpTrigB25 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 11);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 120.3, 603.2: the filter of "a creature you control is dealt damage" names its controller, seen
    // from the ability's controller.
    void dealtDamageFilterNamesAController()
    {
        const AbilityDef* rite = test::parsedWith(fixtures(), QStringLiteral("Rite of Passage"), QStringLiteral("dealt damage"));
        QVERIFY(rite);
        QCOMPARE(rite->event, TriggerEvent::DealtDamage);
        QVERIFY(rite->eventFilter);
        QCOMPARE(rite->eventFilter->controller, Selector::Who::You);
        const AbilityDef* kazarov = test::parsedWith(fixtures(), QStringLiteral("Kazarov, Sengir Pureblood"), QStringLiteral("dealt damage"));
        QVERIFY(kazarov);
        QVERIFY(kazarov->eventFilter);
        QCOMPARE(kazarov->eventFilter->controller, Selector::Who::Opponent);
    }

    // CR 120.2b: "it deals 2 damage" after "Whenever enchanted creature attacks": the creature is the source.
    void eventObjectIsTheSourceOfDamage()
    {
        const AbilityDef* arms = test::parsedWith(fixtures(), QStringLiteral("Extra Arms"), QStringLiteral("attacks"));
        QVERIFY(arms);
        QCOMPARE(arms->effect.size(), 1);
        QCOMPARE(arms->effect.first().kind, ActionKind::Damage);
        QVERIFY(arms->effect.first().object);
        QCOMPARE(arms->effect.first().object->ref, Selector::Ref::It);
        const AbilityDef* surge = test::parsedWith(fixtures(), QStringLiteral("Warstorm Surge"), QStringLiteral("enters"));
        QVERIFY(surge);
        QCOMPARE(surge->effect.first().kind, ActionKind::PowerDamage);
        QCOMPARE(surge->effect.first().object->ref, Selector::Ref::It);
    }

    // CR 120.3, 603.2: Nico's Grizzly Bears deals 2 damage to Ana's Craw Wurm and the Wurm 6 to the Bears, at
    // once: Rite of Passage puts a counter on the Wurm (Ana's), Kazarov one on itself (for Nico's Bears).
    // Damage to the Wurm alone triggers Rite of Passage only.
    void riteAndKazarovSeeWhoseCreatureWasDealtDamage()
    {
        const QByteArray objects = R"({"id": "rite", "card": "Rite of Passage", "timestamp": 1},
            {"id": "kazarov", "card": "Kazarov, Sengir Pureblood", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 3},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4})";
        Playthrough p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "wurm", "amount": 2},
            {"source": "wurm", "to": "bears", "amount": 6}]}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")).size(), 2);
        QVERIFY2(test::countersOn(p, QStringLiteral("wurm")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("kazarov")), 1);
        QCOMPARE(test::ptOf(p, QStringLiteral("wurm")), QStringLiteral("7/5"));
        p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "wurm", "amount": 2}]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("rite:1")});
        QCOMPARE(test::countersOn(p, QStringLiteral("wurm")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("kazarov")), 0);
    }

    // CR 502.3, 202.3, 119.3: Nico's Pain Seer untaps in his untap step: he reveals Craw Wurm, puts it into his
    // hand and loses 6 life, its mana value.
    void painSeerLosesTheRevealedCardsManaValue()
    {
        Playthrough p = played(R"({"id": "seer", "card": "Pain Seer", "owner": "nico", "timestamp": 1, "tapped": true},
            {"id": "top", "card": "Craw Wurm", "owner": "nico", "zone": "library"})",
            R"({"id": "e1", "begin": "untap"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("seer:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 120.2b, 120.3f, 702.2b: Vampire Nighthawk enchanted with Extra Arms attacks: the Nighthawk, not the
    // Aura, deals 2 damage to Nico's Craw Wurm, so its deathtouch destroys the Wurm and its lifelink gives Ana 2.
    void extraArmsDamageIsTheCreatures()
    {
        Playthrough p = played(R"({"id": "hawk", "card": "Vampire Nighthawk", "timestamp": 1},
            {"id": "arms", "card": "Extra Arms", "timestamp": 2, "attached_to": "hawk"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"hawk": "nico"}, "triggers": {"e1.1": {"targets": ["wurm"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("arms:2")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
    }

    // CR 120.2b, 120.3a: Nico's Grizzly Bears enchanted with Ana's Spiteful Shadows is dealt 1 damage: the
    // Bears deal 1 damage to Nico, their controller.
    void spitefulShadowsTurnsTheDamageOnItsController()
    {
        Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "shadows", "card": "Spiteful Shadows", "timestamp": 2, "attached_to": "bears"},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 3})",
            R"({"id": "e1", "damage": [{"source": "elves", "to": "bears", "amount": 1}]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("shadows:2")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QVERIFY(test::happened(p).contains(QStringLiteral("Grizzly Bears deals 1 damage to Nico")));
    }

    // CR 120.2b, 603.2: Grizzly Bears enters under Ana's control with Warstorm Surge: it deals 2 damage, its
    // power, to Nico. Nico's Bears entering does not trigger it.
    void warstormSurgeDealsTheEnteringCreaturesPower()
    {
        const QByteArray objects = R"({"id": "surge", "card": "Warstorm Surge", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nico"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "nbears", "to": "battlefield"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 603.5, 120.2b: Blastoderm (a Beast, 5/5) enters under Ana's control with Aether Charge: she may have it
    // deal 4 damage to Nico; declined, none.
    void aetherChargeMayHaveTheBeastDealDamage()
    {
        const QByteArray objects = R"({"id": "charge", "card": "Aether Charge", "timestamp": 1},
            {"id": "beast", "card": "Blastoderm", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "beast", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 16, qPrintable(test::happened(p)));
        QVERIFY(test::happened(p).contains(QStringLiteral("Blastoderm deals 4 damage to Nico")));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 120.3, 111.2: Nico's Grizzly Bears enchanted with Ana's Druid's Call is dealt 1 damage: Nico, the
    // Bears' controller, creates one Squirrel; dealt 2, two, and Ana none.
    void druidsCallGivesTheSquirrelsToTheCreaturesController()
    {
        // The apostrophe in an ordinary literal: moc reads one inside a raw string as a character literal.
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},)"
            "{\"id\": \"call\", \"card\": \"Druid's Call\", \"timestamp\": 2, \"attached_to\": \"bears\"},"
            R"({"id": "elves", "card": "Llanowar Elves", "timestamp": 3})";
        const QStringList ids{QStringLiteral("bears"), QStringLiteral("call"), QStringLiteral("elves")};
        Playthrough p = played(objects, R"({"id": "e1", "damage": [{"source": "elves", "to": "bears", "amount": 1}]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(tokensOnBattlefield(p, ids, QStringLiteral("nico")) == 1, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "damage": [{"source": "elves", "to": "bears", "amount": 2}]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(tokensOnBattlefield(p, ids, QStringLiteral("nico")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(tokensOnBattlefield(p, ids, QStringLiteral("ana")), 0);
    }

    // CR 603.4, 111.2: Nico's Grizzly Bears enters while Ana's Genesis Chamber is untapped: Nico creates a Myr.
    // With the Chamber tapped the intervening "if" is false and nothing triggers.
    void genesisChamberGivesTheMyrToTheEnteringCreaturesController()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})";
        const QStringList ids{QStringLiteral("chamber"), QStringLiteral("bears")};
        Playthrough p = played(QByteArray(R"({"id": "chamber", "card": "Genesis Chamber", "timestamp": 1}, )") + bears,
            R"({"id": "e1", "move": "bears", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(tokensOnBattlefield(p, ids, QStringLiteral("nico")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(tokensOnBattlefield(p, ids, QStringLiteral("ana")), 0);
        p = played(QByteArray(R"({"id": "chamber", "card": "Genesis Chamber", "timestamp": 1, "tapped": true}, )") + bears,
            R"({"id": "e1", "move": "bears", "to": "battlefield"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(tokensOnBattlefield(p, ids), 0);
    }

    // CR 701.6a, 118.12: Nico casts Lightning Bolt at Ana while her Nether Void is out: unless he pays {3}
    // the Bolt is countered (to his graveyard, Ana at 20); paid, it resolves and Ana is at 17.
    void netherVoidCountersTheSpellUnlessItsCasterPays()
    {
        const QByteArray objects = R"({"id": "void", "card": "Nether Void", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["ana"]})";
        Playthrough p = played(objects, cast + R"(, {"id": "e2", "resolve": "top", "pays": false})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("void:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = played(objects, cast + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
    }

    // CR 707.10, 603.5: Ana casts Lightning Bolt at Nico with Swarm Intelligence out: she copies it, the copy
    // keeps its target, and Nico takes 3 twice. Declined, once.
    void swarmIntelligenceCopiesTheSpellCast()
    {
        const QByteArray objects = R"({"id": "swarm", "card": "Swarm Intelligence", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]})";
        Playthrough p = played(objects, cast + R"(, {"id": "e2", "resolve": "top", "may": true}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("swarm:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        p = played(objects, cast + R"(, {"id": "e2", "resolve": "top", "may": false}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB25)
#include "tst_imptrigb25.moc"
