// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell21.json), round 21:
// damage to "that permanent's / that land's controller" after a target of several types or a land
// subtype (Destructive Revelry, Structural Distortion, Cindervines, Peak Eruption; 608.2h); several
// targets each of one of two kinds, "up to two target artifacts and/or enchantments" (Force of Vigor,
// Consign to Dust, Baral's Expertise; 115.1, 601.2c); damage "to each of two target creatures" and "to
// each of up to three targets" (Jagged Lightning, Fall of the Titans, Jaya's Immolating Inferno,
// Sparkmage's Gambit with "Those creatures can't block this turn."); targets of two colours, "target
// black or red permanent" and "target creature or planeswalker that's green or white" (Celestial Purge,
// Noxious Grasp, Devout Decree, Fry; 105.2); a target of a type or a subtype, "target Plains or
// Island", "target creature or Vehicle" (Cryoclasm, Daring Demolition, Urgent Exorcism, Slayer of the
// Wicked); "with converted mana cost 1", exactly (Isolate, Mental Misstep; 202.3); "each creature target
// opponent controls" (Simoon, Naya Charm; 115.1). The structure, the English written back (the round trip
// trusts it), and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspell21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
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

// Nico's Juggernaut (artifact creature), Blood Moon (red enchantment), Mountain and Grizzly Bears.
const QByteArray kNicos = R"({"id": "njugg", "card": "Juggernaut", "owner": "nico", "timestamp": 1},
    {"id": "nmoon", "card": "Blood Moon", "owner": "nico", "timestamp": 2},
    {"id": "nmountain", "card": "Mountain", "owner": "nico", "timestamp": 3},
    {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4})";

}   // namespace

class TestImpSpell21 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 23); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("that permanent's") << "Destructive Revelry" << "controller"
                                          << "Destroy target artifact or enchantment. ~ deals 2 damage to that permanent's "
                                             "controller.";
        QTest::newRow("artifact or land") << "Structural Distortion" << "controller"
                                          << "Exile target artifact or land. ~ deals 2 damage to that permanent's controller.";
        QTest::newRow("that land's") << "Peak Eruption" << "controller"
                                     << "Destroy target Mountain. ~ deals 3 damage to that land's controller.";
        QTest::newRow("an ability's") << "Cindervines" << "Sacrifice"
                                      << "{1}, Sacrifice ~: Destroy target artifact or enchantment. ~ deals 2 damage to that "
                                         "permanent's controller.";
        QTest::newRow("up to two and/or") << "Force of Vigor" << "Destroy"
                                          << "Destroy up to two target artifacts and/or enchantments.";
        QTest::newRow("any number and/or") << "Consign to Dust" << "Destroy"
                                           << "Destroy any number of target artifacts and/or enchantments.";
        QTest::newRow("return and/or") << "Baral's Expertise" << "Return"
                                       << "Return up to three target artifacts and/or creatures to their owners' hands.";
        QTest::newRow("each of two") << "Jagged Lightning" << "damage"
                                     << "~ deals 3 damage to each of two target creatures.";
        QTest::newRow("each of up to two targets") << "Fall of the Titans" << "damage"
                                                   << "~ deals X damage to each of up to two targets.";
        QTest::newRow("each of up to three targets") << "Jaya's Immolating Inferno" << "damage"
                                                     << "~ deals X damage to each of up to three targets.";
        QTest::newRow("those creatures can't block") << "Sparkmage's Gambit" << "damage"
                                                     << "~ deals 1 damage to each of up to two target creatures. Those "
                                                        "creatures can't block until end of turn.";
        QTest::newRow("black or red permanent") << "Celestial Purge" << "Exile" << "Exile target black or red permanent.";
        QTest::newRow("that's green or white") << "Noxious Grasp" << "Destroy"
                                               << "Destroy target creature or planeswalker that's green or white. You gain 1 "
                                                  "life.";
        QTest::newRow("that's black or red") << "Devout Decree" << "Exile"
                                             << "Exile target creature or planeswalker that's black or red. Scry 1.";
        QTest::newRow("Plains or Island") << "Cryoclasm" << "controller"
                                          << "Destroy target Plains or Island. ~ deals 3 damage to that land's controller.";
        QTest::newRow("creature or Vehicle") << "Daring Demolition" << "Destroy" << "Destroy target creature or Vehicle.";
        QTest::newRow("Spirit or enchantment") << "Urgent Exorcism" << "Destroy" << "Destroy target Spirit or enchantment.";
        QTest::newRow("three subtypes") << "Slayer of the Wicked" << "destroy"
                                        << "When ~ enters, you may destroy target Vampire, Werewolf, or Zombie.";
        QTest::newRow("exact mana value") << "Isolate" << "Exile" << "Exile target permanent with mana value 1.";
        QTest::newRow("spell with mana value") << "Mental Misstep" << "Counter" << "Counter target spell with mana value 1.";
        QTest::newRow("target opponent controls") << "Simoon" << "damage"
                                                  << "~ deals 1 damage to creatures target opponent controls.";
        QTest::newRow("that's white or blue") << "Fry" << "damage"
                                              << "~ deals 5 damage to target creature or planeswalker that's white or blue.";
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
        // 608.2h: the damaged player is the controller of the one target, as it last existed.
        const AbilityDef* revelry = test::parsedWith(fixtures(), QStringLiteral("Destructive Revelry"), QStringLiteral("controller"));
        QVERIFY(revelry);
        QCOMPARE(revelry->effect.size(), 2);
        QCOMPARE(revelry->effect[1].kind, ActionKind::Damage);
        QCOMPARE(revelry->effect[1].who, QStringLiteral("controller_of_that_target"));
        QCOMPARE(revelry->targets.first().anyOf.size(), 2);
        // 115.1: one target description, up to two of them, each an artifact or an enchantment.
        const AbilityDef* vigor = test::parsedWith(fixtures(), QStringLiteral("Force of Vigor"), QStringLiteral("Destroy"));
        QVERIFY(vigor);
        QCOMPARE(vigor->targets.size(), 1);
        QCOMPARE(int(vigor->targets[0].upTo), 2);
        QCOMPARE(vigor->targets[0].anyOf.size(), 2);
        QCOMPARE(vigor->effect[0].object->ref, Selector::Ref::Targets);
        // "each of two target creatures": two targets, the damage to each.
        const AbilityDef* jagged = test::parsedWith(fixtures(), QStringLiteral("Jagged Lightning"), QStringLiteral("damage"));
        QVERIFY(jagged);
        QCOMPARE(jagged->targets.size(), 2);
        QCOMPARE(jagged->effect[0].to->ref, Selector::Ref::Targets);
        const AbilityDef* jaya = test::parsedWith(fixtures(), QStringLiteral("Jaya's Immolating Inferno"), QStringLiteral("damage"));
        QVERIFY(jaya);
        QCOMPARE(jaya->targets[0].word, QStringLiteral("any_target"));
        QCOMPARE(int(jaya->targets[0].upTo), 3);
        QVERIFY(jaya->effect[0].amount.x);
        // 105.2: either colour, either type.
        const AbilityDef* grasp = test::parsedWith(fixtures(), QStringLiteral("Noxious Grasp"), QStringLiteral("Destroy"));
        QVERIFY(grasp);
        QCOMPARE(grasp->targets[0].colors.count(), 2);
        QCOMPARE(grasp->targets[0].anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Planeswalker)));
    }

    void destructiveRevelryHitsTheController()
    {
        // CR 608.2h, 120.3: Nico's Blood Moon is destroyed and Nico, its controller, is dealt 2.
        const Playthrough play = played(inHand("Destructive Revelry") + kNicos, castAt(R"("nmoon")"));
        QCOMPARE(test::zoneOf(play, "nmoon"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 18);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
    }

    void structuralDistortionAndPeakEruption()
    {
        // CR 406.3, 608.2h: Juggernaut is exiled and Nico is dealt 2; Peak Eruption destroys Nico's
        // Mountain and deals 3 to him.
        const Playthrough distortion = played(inHand("Structural Distortion") + kNicos, castAt(R"("njugg")"));
        QCOMPARE(test::zoneOf(distortion, "njugg"), Zone::Exile);
        QCOMPARE(test::lifeOf(distortion, "nico"), 18);
        const Playthrough eruption = played(inHand("Peak Eruption") + kNicos, castAt(R"("nmountain")"));
        QCOMPARE(test::zoneOf(eruption, "nmountain"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(eruption, "nico"), 17);
    }

    void forceOfVigorDestroysBothKinds()
    {
        // CR 115.1, 601.2c: two targets, an artifact and an enchantment; both are destroyed.
        const Playthrough play = played(inHand("Force of Vigor") + kNicos, castAt(R"("njugg", "nmoon")"));
        QCOMPARE(test::zoneOf(play, "njugg"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "nmoon"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Battlefield);
    }

    void baralsExpertiseBouncesArtifactAndCreature()
    {
        // CR 115.1: Juggernaut (an artifact) and the Bears (a creature) go back to Nico's hand.
        const Playthrough play = played(inHand("Baral's Expertise") + kNicos, castAt(R"("njugg", "nbears")"));
        QCOMPARE(test::zoneOf(play, "njugg"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "nmoon"), Zone::Battlefield);
    }

    void jaggedLightningHitsEachTarget()
    {
        // CR 120.3, 704.5g: 3 damage to each of Nico's Bears (2/2) and Black Knight (2/2): both die.
        const Playthrough play = played(inHand("Jagged Lightning") + R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "nknight", "card": "Black Knight", "owner": "nico", "timestamp": 2})",
            castAt(R"("nbears", "nknight")"));
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "nknight"), Zone::Graveyard);
    }

    void fallOfTheTitansHitsAPlayerAndACreature()
    {
        // CR 107.3a, 115.1, 120.3: X is 3; Nico is dealt 3 and his Bladetusk Boar (3/2) is dealt 3 and dies.
        const Playthrough play = played(inHand("Fall of the Titans") + R"({"id": "nboar", "card": "Bladetusk Boar", "owner": "nico", "timestamp": 1})",
            castAt(R"("nico", "nboar")", R"(, "choices": {"x": 3})"));
        QCOMPARE(test::lifeOf(play, "nico"), 17);
        QCOMPARE(test::zoneOf(play, "nboar"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
    }

    void sparkmagesGambitStopsTheBlock()
    {
        // CR 120.3, 509.1b: Nico's Bears are dealt 1 each and live, and can't block this turn.
        const Playthrough play = played(inHand("Sparkmage's Gambit") + R"({"id": "wurm", "card": "Craw Wurm", "timestamp": 1},
            {"id": "nb1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "nb2", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "spell", "targets": ["nb1", "nb2"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"wurm": "nico"}}, {"id": "e4", "block": {"nb1": ["wurm"]}})");
        QCOMPARE(test::damageOn(play, "nb1"), 1);
        QCOMPARE(test::damageOn(play, "nb2"), 1);
        QCOMPARE(test::zoneOf(play, "nb1"), Zone::Battlefield);
        QCOMPARE(outcome(play, "e4"), QStringLiteral("problem 509.1b"));
        QVERIFY(play.finalState.object(QStringLiteral("nb1"))->blocking.isEmpty());
    }

    void celestialPurgeTakesARedPermanent()
    {
        // CR 105.2, 406.3: Blood Moon is red: exiled.
        const Playthrough play = played(inHand("Celestial Purge") + kNicos, castAt(R"("nmoon")"));
        QCOMPARE(test::zoneOf(play, "nmoon"), Zone::Exile);
    }

    void cryoclasmAndUrgentExorcism()
    {
        // CR 205.3i, 115.1: Nico's Island is a Plains or an Island: destroyed, and Nico is dealt 3. Blood
        // Moon is an enchantment: Urgent Exorcism destroys it.
        const Playthrough cryoclasm = played(inHand("Cryoclasm") + R"({"id": "nisland", "card": "Island", "owner": "nico", "timestamp": 1})",
            castAt(R"("nisland")"));
        QCOMPARE(test::zoneOf(cryoclasm, "nisland"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(cryoclasm, "nico"), 17);
        const Playthrough exorcism = played(inHand("Urgent Exorcism") + kNicos, castAt(R"("nmoon")"));
        QCOMPARE(test::zoneOf(exorcism, "nmoon"), Zone::Graveyard);
    }

    void isolateTakesOnlyManaValueOne()
    {
        // CR 202.3, 601.2c: Llanowar Elves ({G}) has mana value 1: exiled; Grizzly Bears ({1}{G}) can't be
        // the target, so that cast is refused.
        const Playthrough elves = played(inHand("Isolate") + R"({"id": "nelves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 1})",
            castAt(R"("nelves")"));
        QCOMPARE(test::zoneOf(elves, "nelves"), Zone::Exile);
        const Playthrough bears = played(inHand("Isolate") + kNicos, castAt(R"("nbears")"));
        QVERIFY2(outcome(bears, "e1").startsWith(QLatin1String("problem")), qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, "nbears"), Zone::Battlefield);
    }

    void simoonHitsOnlyTheTargetOpponentsCreatures()
    {
        // CR 115.1, 608.2c: Nico is the target opponent; each creature he controls is dealt 1 (Llanowar
        // Elves dies), Ana's Elves are not. Naya Charm's third mode taps each creature Nico controls.
        const QByteArray elves = R"({"id": "elves", "card": "Llanowar Elves", "timestamp": 1},
            {"id": "nelves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})";
        const Playthrough simoon = played(inHand("Simoon") + elves, castAt(R"("nico")"));
        QCOMPARE(test::zoneOf(simoon, "nelves"), Zone::Graveyard);
        QCOMPARE(test::damageOn(simoon, "nbears"), 1);
        QCOMPARE(test::zoneOf(simoon, "elves"), Zone::Battlefield);
        QCOMPARE(test::damageOn(simoon, "elves"), 0);
        const Playthrough charm = played(inHand("Naya Charm") + elves, castAt(R"("nico")", R"(, "choices": {"mode": 3})"));
        QVERIFY(test::tapped(charm, "nelves"));
        QVERIFY(test::tapped(charm, "nbears"));
        QVERIFY(!test::tapped(charm, "elves"));
    }

    void noxiousGraspAndFry()
    {
        // CR 105.2, 701.8a: the Bears are green: destroyed, and Ana gains 1. Fry deals 5 to Serra Angel
        // (white, 4/4), which dies.
        const Playthrough grasp = played(inHand("Noxious Grasp") + kNicos, castAt(R"("nbears")"));
        QCOMPARE(test::zoneOf(grasp, "nbears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(grasp, "ana"), 21);
        const Playthrough fry = played(inHand("Fry") + R"({"id": "nangel", "card": "Serra Angel", "owner": "nico", "timestamp": 1})",
            castAt(R"("nangel")"));
        QCOMPARE(test::zoneOf(fry, "nangel"), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell21)
#include "tst_impspell21.moc"
