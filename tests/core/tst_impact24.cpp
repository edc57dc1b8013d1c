// Activated abilities read from real cards' Oracle text (tests/data/import/impact24.json), round 24: a
// legendary card that calls itself by the word before " the " (Hazoret the Fervent's "Hazoret deals 2
// damage to each opponent", Crovax the Cursed's "Crovax gains flying"), and a card file's misprint of the
// card's own name in "Sacrifice NAME:" (Pendulum of Patterns' "Patters", Prismatic Vista's "View"); "It"
// after an instruction on ~ alone (Syndicate Trafficker, Undercity Necrolisk, Benthicore) and "Tap it." after
// a change of ~ (Prognostic Sphinx). Each is checked as read, through the card format, and as played; the
// event player now pays an activated ability's life cost (Prismatic Vista).
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
    return test::fixtureFile(QStringLiteral("impact24.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int cardsIn(const Playthrough& play, Zone zone, const char* owner)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, zone))
        n += play.finalState.object(id)->owner == QLatin1String(owner);
    return n;
}

}   // namespace

class TestImpact24 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 8); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 201.5: "Hazoret" and "Crovax" are the card itself (~).
    void shortNameIsTheCard()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Hazoret the Fervent"), 3, ActionKind::DamageEachOpponent);
        QVERIFY(damage);
        QCOMPARE(damage->amount, Amount::number(2));
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Hazoret the Fervent"), 3).startsWith(QLatin1String("{2}{R}, Discard a card: ~ deals 2 damage to each opponent")));
        const AbilityDef* flying = test::parsedWith(fixtures(), QStringLiteral("Crovax the Cursed"), QStringLiteral("gains flying"));
        QVERIFY(flying && !flying->effect.isEmpty() && flying->effect.first().continuous);
        QCOMPARE(flying->effect.first().continuous->affects->ref, Selector::Ref::Self);
    }

    // CR 602.2b, 701.8, 120.3: Hazoret's ability discards Ana's only card and deals 2 damage to Nico.
    void hazoretDiscardsAndBurns()
    {
        const Playthrough play = played(test::objectJson("hazoret", "Hazoret the Fervent") + ","
                + test::objectJson("forest", "Forest", R"(, "zone": "hand")"),
            R"({"id": "e1", "activate": "hazoret", "ability": 4}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Graveyard);
        // With no card in hand the cost can't be paid (602.2b), so the ability is refused.
        const Playthrough refused = played(test::objectJson("hazoret", "Hazoret the Fervent"),
            R"({"id": "e1", "activate": "hazoret", "ability": 4})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
    }

    // CR 611.2a, 613.1f: Crovax (a 0/0 with four +1/+1 counters) gains flying for the turn.
    void crovaxFlies()
    {
        const Playthrough play = played(test::objectJson("crovax", "Crovax the Cursed", R"(, "counters": {"+1/+1": 4})"),
            R"({"id": "e1", "activate": "crovax", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* crovax = test::charsOf(play, QStringLiteral("crovax"));
        QVERIFY(crovax && crovax->hasKeyword(QStringLiteral("Flying")));
    }

    // CR 602.2b, 701.17a: the misprinted name is the Pendulum itself: sacrificed to draw a card.
    void pendulumSacrificesItself()
    {
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Pendulum of Patterns"), 1)
                    .startsWith(QLatin1String("{5}, {T}, Sacrifice ~: Draw a card")));
        const Playthrough play = played(test::objectJson("pendulum", "Pendulum of Patterns") + ","
                + test::objectJson("lib0", "Forest", R"(, "zone": "library")"),
            R"({"id": "e1", "activate": "pendulum", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("pendulum")), Zone::Graveyard);
        QCOMPARE(cardsIn(play, Zone::Hand, "ana"), 1);
    }

    // CR 119.4, 701.17a, 701.23a: Prismatic Vista costs 1 life and itself, and puts a basic land onto
    // the battlefield.
    void prismaticVistaFetches()
    {
        const Playthrough play = played(test::objectJson("vista", "Prismatic Vista") + ","
                + test::objectJson("lib0", "Forest", R"(, "zone": "library")"),
            R"({"id": "e1", "activate": "vista", "ability": 1}, {"id": "e2", "resolve": "top", "choices": {"objects": ["lib0"]}})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("vista")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::zoneOf(play, QStringLiteral("lib0")), Zone::Battlefield);
    }
    // CR 608.2c: "It" after an instruction on ~ alone is ~; the writer names ~ again.
    void itAfterSelfIsTheCard()
    {
        for (const char* card : {"Syndicate Trafficker", "Undercity Necrolisk", "Benthicore"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QLatin1String("until end of turn"));
            QVERIFY2(a && a->effect.size() == 2 && a->effect.last().continuous, card);
            QCOMPARE(a->effect.last().continuous->affects->ref, Selector::Ref::Self);
            QCOMPARE(a->effect.last().continuous->duration, Duration::EndOfTurn);
        }
        const AbilityDef* necrolisk = test::parsedWith(fixtures(), QStringLiteral("Undercity Necrolisk"), QStringLiteral("menace"));
        QVERIFY(necrolisk);
        QCOMPARE(necrolisk->restriction, ActivationRestriction::SorcerySpeed);   // 602.5d
    }

    // CR 602.2b, 701.17a, 122.1, 702.12b: Syndicate Trafficker sacrifices Ana's Ornithopter, gets a
    // +1/+1 counter and indestructible for the turn.
    void traffickerGrowsIndestructible()
    {
        const Playthrough play = played(test::objectJson("trafficker", "Syndicate Trafficker") + ","
                + test::objectJson("thopter", "Ornithopter"),
            R"({"id": "e1", "activate": "trafficker", "ability": 1, "choices": {"objects": ["thopter"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("thopter")), Zone::Graveyard);
        QCOMPARE(test::countersOn(play, QStringLiteral("trafficker")), 1);
        const Characteristics* trafficker = test::charsOf(play, QStringLiteral("trafficker"));
        QVERIFY(trafficker && trafficker->hasKeyword(QStringLiteral("Indestructible")));
    }

    // CR 602.2b, 118.3: a sacrifice cost can't be paid without a permanent that fits it. Ana controls no
    // artifact (the Ornithopter is Nico's): Syndicate Trafficker's ability is refused and nothing changes.
    void sacrificeCostWithNothingToSacrificeIsRefused()
    {
        const Playthrough play = played(test::objectJson("trafficker", "Syndicate Trafficker") + ","
                + test::objectJson("thopter", "Ornithopter", "", "nico"),
            R"({"id": "e1", "activate": "trafficker", "ability": 1, "choices": {"objects": ["thopter"]}})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList(QStringLiteral("problem 602.2b")));
        QCOMPARE(test::zoneOf(play, QStringLiteral("thopter")), Zone::Battlefield);
        QCOMPARE(test::countersOn(play, QStringLiteral("trafficker")), 0);
    }

    // CR 702.11b, 701.21a: Prognostic Sphinx discards a card, gains hexproof and is tapped.
    void sphinxHidesTapped()
    {
        const Playthrough play = played(test::objectJson("sphinx", "Prognostic Sphinx") + ","
                + test::objectJson("forest", "Forest", R"(, "zone": "hand")"),
            R"({"id": "e1", "activate": "sphinx", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("sphinx")));
        const Characteristics* sphinx = test::charsOf(play, QStringLiteral("sphinx"));
        QVERIFY(sphinx && sphinx->hasKeyword(QStringLiteral("Hexproof")));
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Graveyard);
    }
};

QTEST_MAIN(TestImpact24)
#include "tst_impact24.moc"
