// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell20.json), round 20:
// a fight or bite by the one target the sentence before named ("Target creature you control gets +1/+0
// until end of turn. It fights target creature you don't control.": Swift Kick, Wild Instincts, Hunt the
// Hunter, Ambuscade, Nature's Way, Deadshot, Hunt the Weak, Domri's Ambush; 701.14a, 120.3, 608.2c), and
// the mana value of the spell's one target after it was bounced or destroyed (Aether, Artifact and Aura
// Mutation, Divine Offering, Crumble, Reanimate; 202.3, 608.2h); "Untap those creatures." after a change of
// a set or of the targets, and "They gain haste until end of turn." after it (War Flare, Tenacity, Harness
// by Force, Mob Rule; 611.2c); Call for Blood's "-X/-X, where X is the sacrificed creature's power", fixed
// as the spell resolves (608.2h, 601.2h); "Tap any number of untapped creatures you control. You gain 4 life
// for each creature tapped this way." (Harmony of Nature, Jaddi Lifestrider; 608.2c). The structure, the English written back (the round trip trusts it), and
// what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspell20.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// How many tokens are on the battlefield after the playthrough's last event.
int tokensOnBattlefield(const Playthrough& play)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, Zone::Battlefield))
        n += play.finalState.objects[play.finalState.objectIndex(id)].token ? 1 : 0;
    return n;
}

// Whether `id` has the keyword after the playthrough's last event.

// Who controls `id` after the playthrough's last event (613.2: control is layer 2).
QString controllerOf(const Playthrough& play, const QString& id)
{
    const int i = play.finalState.objectIndex(id);
    return i >= 0 && i < play.finalResolution.chars.size() ? play.finalResolution.chars[i].controller : QString();
}

// Ana's Grizzly Bears (2/2) and Nico's Hill Giant (3/3).
const QByteArray kBearsAndGiant = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
    {"id": "ngiant", "card": "Hill Giant", "owner": "nico", "timestamp": 2})";

}   // namespace

class TestImpSpell20 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 22); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("it fights") << "Swift Kick" << "fights"
                                   << "Target creature you control gets +1/+0 until end of turn. It fights target creature you "
                                      "don't control.";
        QTest::newRow("an opponent controls") << "Wild Instincts" << "fights"
                                              << "Target creature you control gets +2/+2 until end of turn. It fights target "
                                                 "creature an opponent controls.";
        QTest::newRow("green") << "Hunt the Hunter" << "fights"
                               << "Target green creature you control gets +2/+2 until end of turn. It fights target green "
                                  "creature an opponent controls.";
        QTest::newRow("it deals damage") << "Ambuscade" << "power"
                                         << "Target creature you control gets +1/+0 until end of turn. It deals damage equal "
                                            "to its power to target creature an opponent controls.";
        QTest::newRow("after gains") << "Nature's Way" << "power"
                                     << "Target creature you control gains vigilance and trample until end of turn. It deals "
                                        "damage equal to its power to target creature you don't control.";
        QTest::newRow("another target") << "Deadshot" << "power"
                                        << "Tap target creature. It deals damage equal to its power to another target creature.";
        // "Then that creature fights …" is the round trip's "It fights …" (608.2c: the same creature).
        QTest::newRow("then that creature fights") << "Hunt the Weak" << "fights"
                                                   << "Put a +1/+1 counter on target creature you control. It fights target "
                                                      "creature you don't control.";
        QTest::newRow("then that creature deals")
            << "Domri's Ambush" << "power"
            << "Put a +1/+1 counter on target creature you control. It deals damage equal to its power to target creature or "
               "planeswalker you don't control.";
        QTest::newRow("bounced creature's") << "Aether Mutation" << "Saproling"
                                            << "Return target creature to its owner's hand. Create X 1/1 green Saproling "
                                               "creature tokens, where X is that creature's mana value.";
        QTest::newRow("destroyed artifact's") << "Artifact Mutation" << "Saproling"
                                              << "Destroy target artifact. It can't be regenerated. Create X 1/1 green Saproling "
                                                 "creature tokens, where X is that artifact's mana value.";
        QTest::newRow("destroyed enchantment's") << "Aura Mutation" << "Saproling"
                                                 << "Destroy target enchantment. Create X 1/1 green Saproling creature tokens, "
                                                    "where X is that enchantment's mana value.";
        QTest::newRow("you gain its") << "Divine Offering" << "life"
                                      << "Destroy target artifact. You gain life equal to its mana value.";
        QTest::newRow("that artifact's controller") << "Crumble" << "life"
                                                    << "Destroy target artifact. It can't be regenerated. That artifact's "
                                                       "controller gains life equal to its mana value.";
        QTest::newRow("untap those creatures") << "War Flare" << "Untap"
                                               << "Creatures you control get +2/+1 until end of turn. Untap those creatures.";
        QTest::newRow("and gain lifelink") << "Tenacity" << "Untap"
                                           << "Creatures you control get +1/+1 and gain lifelink until end of turn. Untap "
                                              "those creatures.";
        QTest::newRow("they gain haste") << "Harness by Force" << "Untap"
                                         << "Gain control of any number of target creatures until end of turn. Untap those "
                                            "creatures. They gain haste until end of turn.";
        QTest::newRow("sacrificed power") << "Call for Blood" << "sacrificed creature's power"
                                          << "Target creature gets -X/-X until end of turn, where X is the sacrificed "
                                             "creature's power.";
        QTest::newRow("tapped this way") << "Harmony of Nature" << "tapped this way"
                                         << "Tap any number of untapped creatures you control. You gain 4 life for each "
                                            "creature tapped this way.";
        QTest::newRow("you may tap") << "Jaddi Lifestrider" << "tapped this way"
                                     << "When ~ enters, you may tap any number of untapped creatures you control. You gain "
                                        "2 life for each creature tapped this way.";
        QTest::newRow("you lose its") << "Reanimate" << "life"
                                      << "Return target creature card from a graveyard to the battlefield. You lose life "
                                         "equal to its mana value.";
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
        // 701.14a: the first fighter is the first target, named again; what it fights is the second target.
        const AbilityDef* kick = test::parsedWith(fixtures(), QStringLiteral("Swift Kick"), QStringLiteral("fights"));
        QVERIFY(kick);
        QCOMPARE(kick->targets.size(), 2);
        QCOMPARE(kick->effect.size(), 2);
        QCOMPARE(kick->effect[1].kind, ActionKind::Fight);
        QCOMPARE(kick->effect[1].object->ref, Selector::Ref::Target);
        QCOMPARE(kick->effect[1].to->ref, Selector::Ref::Target2);
        QCOMPARE(kick->targets[1].controller, Selector::Who::NotYou);
        const AbilityDef* deadshot = test::parsedWith(fixtures(), QStringLiteral("Deadshot"), QStringLiteral("power"));
        QVERIFY(deadshot);
        QCOMPARE(deadshot->effect[1].kind, ActionKind::PowerDamage);
        QVERIFY(deadshot->targets[1].other);
        // 608.2h: X is the target's mana value, not a count of the board.
        const AbilityDef* mutation = test::parsedWith(fixtures(), QStringLiteral("Aether Mutation"), QStringLiteral("Saproling"));
        QVERIFY(mutation);
        QCOMPARE(mutation->effect[1].kind, ActionKind::CreateToken);
        QCOMPARE(mutation->effect[1].amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(mutation->effect[1].amountOf->who, QStringLiteral("that_target"));
        const AbilityDef* crumble = test::parsedWith(fixtures(), QStringLiteral("Crumble"), QStringLiteral("life"));
        QVERIFY(crumble);
        QCOMPARE(crumble->effect.last().kind, ActionKind::GainLife);
        QCOMPARE(crumble->effect.last().who, QStringLiteral("controller_of_that_target"));
        QVERIFY(crumble->effect.first().noRegenerate);
        // 611.2c: the untap names the set the change before affected, and "they" the creatures untapped.
        const AbilityDef* flare = test::parsedWith(fixtures(), QStringLiteral("War Flare"), QStringLiteral("Untap"));
        QVERIFY(flare);
        QCOMPARE(flare->effect[1].kind, ActionKind::Untap);
        QCOMPARE(*flare->effect[1].object, *flare->effect[0].continuous->affects);
        const AbilityDef* harness = test::parsedWith(fixtures(), QStringLiteral("Harness by Force"), QStringLiteral("Untap"));
        QVERIFY(harness);
        QCOMPARE(harness->effect.size(), 3);
        QCOMPARE(harness->effect[2].continuous->affects->ref, Selector::Ref::Targets);
    }

    void wildInstinctsFightsAfterThePump()
    {
        // CR 701.14a, 608.2c: the Bears get +2/+2 first (4/4), then fight Nico's Hill Giant (3/3): the
        // Giant is dealt 4 and dies; the Bears are dealt 3 and live.
        const Playthrough play = played(R"({"id": "wild", "card": "Wild Instincts", "zone": "hand"}, )" + kBearsAndGiant,
            R"({"id": "e1", "cast": "wild", "targets": ["bears", "ngiant"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "ngiant"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(play, "bears"), 3);
    }

    void swiftKickTradesBoth()
    {
        // CR 701.14a, 704.5g: the Bears as a 3/2 fight the Hill Giant (3/3): each is dealt 3 and both die.
        const Playthrough play = played(R"({"id": "kick", "card": "Swift Kick", "zone": "hand"}, )" + kBearsAndGiant,
            R"({"id": "e1", "cast": "kick", "targets": ["bears", "ngiant"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "ngiant"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
    }

    void ambuscadeBitesOneWay()
    {
        // CR 120.3, 608.2c: the Bears as a 3/2 deal 3 damage to the Hill Giant, which dies; a bite is one
        // way, so the Bears are dealt none.
        const Playthrough play = played(R"({"id": "ambuscade", "card": "Ambuscade", "zone": "hand"}, )" + kBearsAndGiant,
            R"({"id": "e1", "cast": "ambuscade", "targets": ["bears", "ngiant"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "ngiant"), Zone::Graveyard);
        QCOMPARE(test::damageOn(play, "bears"), 0);
    }

    void huntTheWeakCountsTheCounter()
    {
        // CR 122.1, 701.14a: the +1/+1 counter is on the Bears before they fight: 3/3 against Nico's
        // Bears (2/2), which die; Ana's Bears are dealt 2 and live.
        const Playthrough play = played(R"({"id": "hunt", "card": "Hunt the Weak", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "hunt", "targets": ["bears", "nbears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(play, "bears"), 1);
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(play, "bears"), 2);
    }

    void deadshotTurnsAGiantOnItsFriend()
    {
        // CR 120.3, 701.26a: Nico's Hill Giant is tapped, then deals 3 damage (its power) to Nico's own
        // Grizzly Bears, which die.
        const Playthrough play = played(R"({"id": "deadshot", "card": "Deadshot", "zone": "hand"},
            {"id": "ngiant", "card": "Hill Giant", "owner": "nico", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "deadshot", "targets": ["ngiant", "nbears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(test::tapped(play, "ngiant"));
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Graveyard);
    }

    void aetherMutationCountsTheBouncedCreature()
    {
        // CR 608.2h, 202.3: the Hill Giant (mana value 4) goes back to Nico's hand; Ana creates four
        // Saprolings, the Giant's mana value as it was before it left.
        const Playthrough play = played(R"({"id": "mutation", "card": "Aether Mutation", "zone": "hand"},
            {"id": "ngiant", "card": "Hill Giant", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "mutation", "targets": ["ngiant"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "ngiant"), Zone::Hand);
        QCOMPARE(tokensOnBattlefield(play), 4);
    }

    void artifactAndAuraMutationCountTheDestroyed()
    {
        // CR 608.2h: Juggernaut ({4}) destroyed makes four Saprolings; Blood Moon ({2}{R}) makes three.
        const Playthrough artifact = played(R"({"id": "mutation", "card": "Artifact Mutation", "zone": "hand"},
            {"id": "njugg", "card": "Juggernaut", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "mutation", "targets": ["njugg"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(artifact, "njugg"), Zone::Graveyard);
        QCOMPARE(tokensOnBattlefield(artifact), 4);
        const Playthrough aura = played(R"({"id": "mutation", "card": "Aura Mutation", "zone": "hand"},
            {"id": "nmoon", "card": "Blood Moon", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "mutation", "targets": ["nmoon"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(aura, "nmoon"), Zone::Graveyard);
        QCOMPARE(tokensOnBattlefield(aura), 3);
    }

    void divineOfferingAndCrumbleGainTheManaValue()
    {
        // CR 608.2h: Divine Offering destroys Nico's Juggernaut and Ana gains 4; Crumble gives the 4 life
        // to Nico, the artifact's controller.
        const QByteArray juggernaut = R"({"id": "njugg", "card": "Juggernaut", "owner": "nico", "timestamp": 1})";
        const QByteArray cast = R"({"id": "e1", "cast": "spell", "targets": ["njugg"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough offering
            = played(R"({"id": "spell", "card": "Divine Offering", "zone": "hand"}, )" + juggernaut, cast);
        QCOMPARE(test::zoneOf(offering, "njugg"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(offering, "ana"), 24);
        QCOMPARE(test::lifeOf(offering, "nico"), 20);
        const Playthrough crumble = played(R"({"id": "spell", "card": "Crumble", "zone": "hand"}, )" + juggernaut, cast);
        QCOMPARE(test::zoneOf(crumble, "njugg"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(crumble, "nico"), 24);
        QCOMPARE(test::lifeOf(crumble, "ana"), 20);
    }

    void warFlareUntapsThoseCreatures()
    {
        // CR 611.2c, 701.26b: Ana's two tapped Bears get +2/+1 and untap; Nico's tapped Bears stay tapped.
        const Playthrough play = played(R"({"id": "flare", "card": "War Flare", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "tapped": true, "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "tapped": true, "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 3})",
            R"({"id": "e1", "cast": "flare"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(!test::tapped(play, "b1"));
        QVERIFY(!test::tapped(play, "b2"));
        QVERIFY(test::tapped(play, "nbears"));
        QCOMPARE(test::ptOf(play, "b1"), QStringLiteral("4/3"));
    }

    void harnessByForceTakesBothTargets()
    {
        // CR 601.2c, 613.1b, 702.10: two targets (strive's cost paid once more): Ana controls both of
        // Nico's tapped creatures until end of turn, untapped and with haste.
        const Playthrough play = played(R"({"id": "harness", "card": "Harness by Force", "zone": "hand"},
            {"id": "ngiant", "card": "Hill Giant", "owner": "nico", "tapped": true, "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 2})",
            R"({"id": "e1", "cast": "harness", "targets": ["ngiant", "nbears"]}, {"id": "e2", "resolve": "top"})");
        for (const char* id : {"ngiant", "nbears"}) {
            QCOMPARE(controllerOf(play, QLatin1String(id)), QStringLiteral("ana"));
            QVERIFY(!test::tapped(play, QLatin1String(id)));
            QVERIFY(test::hasKeyword(play, QLatin1String(id), "Haste"));
        }
    }

    void mobRuleTakesTheBigOnes()
    {
        // CR 700.2, 611.2c: the first mode takes every creature with power 4 or greater (Nico's Craw Wurm,
        // 6/4), untaps it and gives it haste; Nico's Bears (2/2) stay his and tapped.
        const Playthrough play = played(R"({"id": "mob", "card": "Mob Rule", "zone": "hand"},
            {"id": "nwurm", "card": "Craw Wurm", "owner": "nico", "tapped": true, "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 2})",
            R"({"id": "e1", "cast": "mob", "choices": {"mode": 1}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(controllerOf(play, QStringLiteral("nwurm")), QStringLiteral("ana"));
        QVERIFY(!test::tapped(play, "nwurm"));
        QVERIFY(test::hasKeyword(play, QStringLiteral("nwurm"), "Haste"));
        QCOMPARE(controllerOf(play, QStringLiteral("nbears")), QStringLiteral("nico"));
        QVERIFY(test::tapped(play, "nbears"));
    }

    void callForBloodFixesTheSacrificedPower()
    {
        // CR 601.2h, 608.2h, 611.2c: Ana sacrifices her Hill Giant (power 3) to cast Call for Blood on
        // Nico's Craw Wurm (6/4): X is 3, fixed as it resolves, so the Wurm is a 3/1 after the Giant is gone.
        const Playthrough play = played(R"({"id": "call", "card": "Call for Blood", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "timestamp": 1},
            {"id": "nwurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "call", "targets": ["nwurm"], "choices": {"objects": ["giant"]}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "giant"), Zone::Graveyard);
        QCOMPARE(test::ptOf(play, "nwurm"), QStringLiteral("3/1"));
    }

    void harmonyOfNatureCountsTheCreaturesTapped()
    {
        // CR 608.2c, 608.2d: Ana chooses two of her three untapped Bears as Harmony of Nature resolves:
        // those two are tapped and she gains 4 life for each, 8; the third stays untapped.
        const Playthrough play = played(R"({"id": "harmony", "card": "Harmony of Nature", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "b3", "card": "Grizzly Bears", "timestamp": 3})",
            R"({"id": "e1", "cast": "harmony"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b1", "b3"]}})");
        QVERIFY(test::tapped(play, "b1"));
        QVERIFY(test::tapped(play, "b3"));
        QVERIFY(!test::tapped(play, "b2"));
        QCOMPARE(test::lifeOf(play, "ana"), 28);
    }

    void reanimateCostsTheManaValue()
    {
        // CR 110.2a, 608.2h: Ana puts the Craw Wurm ({4}{G}{G}) from Nico's graveyard onto the battlefield
        // under her control and loses 6 life.
        const Playthrough play = played(R"({"id": "reanimate", "card": "Reanimate", "zone": "hand"},
            {"id": "nwurm", "card": "Craw Wurm", "owner": "nico", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "reanimate", "targets": ["nwurm"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "nwurm"), Zone::Battlefield);
        const GameObject& wurm = play.finalState.objects[play.finalState.objectIndex(QStringLiteral("nwurm"))];
        QCOMPARE(wurm.controller, QStringLiteral("ana"));
        QCOMPARE(test::lifeOf(play, "ana"), 14);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell20)
#include "tst_impspell20.moc"
