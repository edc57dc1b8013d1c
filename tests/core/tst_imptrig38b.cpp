// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig38b.json), round 38: "When ~ enters
// the battlefield or at the beginning of your upkeep, gain control of enchanted permanent until end of turn. Untap that
// permanent. It gains haste until end of turn." (Frenzied Fugue: two heads, the step's the ability's second event;
// "that permanent" and "it" are the enchanted permanent). "When ~ enters the battlefield, if tribute wasn't paid, it
// gains haste and \"When this creature dies, return it to its owner's hand.\"" (Flame-Wreathed Phoenix: abilities
// granted with no duration, for as long as it stays). The built-in Grizzly Bears and Mountains are the other cards
// the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig38b.json"));
}

// Nico's tapped Grizzly Bears, and Ana's Frenzied Fugue in her hand with four Mountains to cast it.
QByteArray fugueInHand()
{
    QByteArray objects = test::objectJson("fugue", "Frenzied Fugue", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nbears", "Grizzly Bears", ", \"tapped\": true", "nico");
    for (const char* id : {"m1", "m2", "m3", "m4"})
        objects += "," + test::objectJson(id, "Mountain");
    return objects;
}

// Ana casts Frenzied Fugue on Nico's Bears; the Aura resolves and then its trigger, with `resolve`'s more keys.
Playthrough fugueCastOnNicosBears(const QByteArray& more = {})
{
    return test::playScenario(fixtures(), fugueInHand(),
        "{\"id\": \"e1\", \"cast\": \"fugue\", \"targets\": [\"nbears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
        "{\"id\": \"e3\", \"resolve\": \"top\"}" + more);
}

// Ana's Frenzied Fugue already on Nico's tapped Bears; on Nico's turn, `step` begins (Ana's upkeep is the next turn's)
// and the top of the stack resolves.
Playthrough stepBeginsWithFugueOnNicosBears(const char* step)
{
    const QByteArray objects = test::objectJson("nbears", "Grizzly Bears", ", \"tapped\": true", "nico") + ","
        + test::objectJson("fugue", "Frenzied Fugue", ", \"attached_to\": \"nbears\"");
    return test::playScenarioOnNicosTurn(fixtures(), objects,
        "{\"id\": \"e1\", \"begin\": \"" + QByteArray(step) + "\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Flame-Wreathed Phoenix with `castKeys` (`, "choices": {…}`); it and its trigger resolve, then `more` events.
Playthrough phoenixCast(const QByteArray& castKeys, const QByteArray& more = {})
{
    return test::playScenario(fixtures(), test::objectJson("phoenix", "Flame-Wreathed Phoenix", ", \"zone\": \"hand\""),
        "{\"id\": \"e1\", \"cast\": \"phoenix\"" + castKeys
            + "}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"resolve\": \"top\"}" + more);
}

// The Phoenix dies (put into Ana's graveyard from the battlefield, 700.4) and the top of the stack resolves.
const QByteArray phoenixDies = ", {\"id\": \"e4\", \"move\": \"phoenix\", \"to\": \"graveyard\"}, {\"id\": \"e5\", \"resolve\": \"top\"}";

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c ? c->controller : QString();
}

}   // namespace

class TestImpTrig38b : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Frenzied Fugue", "Flame-Wreathed Phoenix"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 2);
    }

    // CR 603.2, 503.1a: one ability with two trigger events, ~ entering and the beginning of its controller's upkeep;
    // CR 608.2c: "that permanent" and "it" are the enchanted permanent the control change names.
    void frenziedFugueHasTwoHeadsAndOneObject()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Frenzied Fugue"), 1),
            QStringLiteral("When ~ enters or at the beginning of your upkeep, gain control of enchanted permanent until end "
                           "of turn. Untap enchanted permanent. Enchanted permanent gains haste until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Frenzied Fugue"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QVERIFY(a->orEvent);
        QCOMPARE(a->orEvent->event, TriggerEvent::YourUpkeep);
        QVERIFY(!a->triggerIf);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[0].kind, ActionKind::Continuous);   // the control change, a layer-2 effect (613.1b)
        QCOMPARE(a->effect[1].kind, ActionKind::Untap);
        QVERIFY(a->targets.isEmpty());
    }

    // CR 303.4, 603.2, 611.2: cast on Nico's tapped Bears, the Fugue enters attached to them and its trigger gives Ana
    // control of the Bears until end of turn, untapped, with haste.
    void frenziedFugueEnteringTakesTheBears()
    {
        const Playthrough p = fugueCastOnNicosBears();
        QCOMPARE(test::zoneOf(p, QStringLiteral("fugue")), Zone::Battlefield);
        QCOMPARE(controllerOf(p, "nbears"), QStringLiteral("ana"));
        QVERIFY(!test::tapped(p, QStringLiteral("nbears")));
        QVERIFY(test::hasKeyword(p, QStringLiteral("nbears"), QStringLiteral("Haste")));
    }

    // CR 514.2, 611.2a: the control change and the haste end at the cleanup step; the Bears go back to Nico.
    void frenziedFugueControlEndsAtCleanup()
    {
        const Playthrough p = fugueCastOnNicosBears(", {\"id\": \"e4\", \"begin\": \"cleanup\"}");
        QCOMPARE(controllerOf(p, "nbears"), QStringLiteral("nico"));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("nbears"), QStringLiteral("Haste")));
    }

    // CR 503.1a, 603.2: at the beginning of Ana's upkeep (the Fugue's controller's) the second event triggers it: she
    // gains control of the Bears, untapped, with haste. Nico's own upkeep triggers nothing.
    void frenziedFugueTakesTheBearsAtAnasUpkeep()
    {
        const Playthrough anas = stepBeginsWithFugueOnNicosBears("upkeep");
        QCOMPARE(controllerOf(anas, "nbears"), QStringLiteral("ana"));
        QVERIFY(!test::tapped(anas, QStringLiteral("nbears")));
        QVERIFY(test::hasKeyword(anas, QStringLiteral("nbears"), QStringLiteral("Haste")));
        const Playthrough nicos = test::playScenario(fixtures(),
            test::objectJson("nbears", "Grizzly Bears", ", \"tapped\": true", "nico") + ","
                + test::objectJson("fugue", "Frenzied Fugue", ", \"attached_to\": \"nbears\""),
            "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QCOMPARE(controllerOf(nicos, "nbears"), QStringLiteral("nico"));
        QVERIFY(!test::eventOutcome(nicos, QStringLiteral("e1")).join(QLatin1Char(' ')).contains(QLatin1String("fugue")));
        QVERIFY(test::eventOutcome(anas, QStringLiteral("e1")).join(QLatin1Char(' ')).contains(QLatin1String("fugue")));
    }

    // CR 611.2a, 613.1f: an effect of a resolved ability that says no duration lasts indefinitely; ~ gains a keyword and a
    // quoted trigger (layer 6), and "it" is ~, the one object the head names (603.7c).
    void flameWreathedPhoenixGainsWithoutDuration()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Flame-Wreathed Phoenix"), 2),
            QStringLiteral("When ~ enters, if tribute wasn't paid, ~ gains haste and \"When ~ dies, return it to its owner's hand.\""));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Flame-Wreathed Phoenix"), 2);
        QVERIFY(a);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->effect.size(), 1);
        const Action& gains = a->effect.first();
        QCOMPARE(gains.kind, ActionKind::Continuous);
        QVERIFY(gains.continuous);
        QCOMPARE(gains.continuous->duration, Duration::Indefinite);
        QVERIFY(gains.continuous->affects);
        QCOMPARE(gains.continuous->affects->ref, Selector::Ref::Self);
    }

    // CR 702.104b, 611.2a, 514.2: tribute unpaid, the Phoenix has haste after the turn's cleanup too.
    void flameWreathedPhoenixKeepsHaste()
    {
        const Playthrough unpaid = phoenixCast({}, ", {\"id\": \"e4\", \"begin\": \"cleanup\"}");
        QVERIFY2(test::hasKeyword(unpaid, QStringLiteral("phoenix"), QStringLiteral("Haste")), qPrintable(test::happened(unpaid)));
        const Playthrough paid = phoenixCast(", \"choices\": {\"paid\": [\"tribute\"]}");
        QCOMPARE(test::countersOn(paid, QStringLiteral("phoenix")), 2);
        QVERIFY(!test::hasKeyword(paid, QStringLiteral("phoenix"), QStringLiteral("Haste")));
    }

    // CR 603.10a, 400.7: tribute unpaid, the granted "When this creature dies" triggers as it dies and returns the card
    // to Ana's hand; tribute paid, it has no such ability and stays in her graveyard.
    void flameWreathedPhoenixReturnsToHandWhenItDies()
    {
        const Playthrough unpaid = phoenixCast({}, phoenixDies);
        QVERIFY2(test::zoneOf(unpaid, QStringLiteral("phoenix")) == Zone::Hand, qPrintable(test::happened(unpaid)));
        const Playthrough paid = phoenixCast(", \"choices\": {\"paid\": [\"tribute\"]}", phoenixDies);
        QCOMPARE(test::zoneOf(paid, QStringLiteral("phoenix")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig38b)
#include "tst_imptrig38b.moc"
