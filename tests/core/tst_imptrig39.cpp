// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig39.json), round 39: "When ~ enters
// the battlefield, exile target nonland permanent an opponent controls and all other nonland permanents that player
// controls with the same name as that permanent until ~ leaves the battlefield." (Deputy of Detention: the group is
// narrower than the noun "that permanent" names, and "that player" is the target's controller). "When ~ enters the
// battlefield, you may exile up to three other target creatures from the battlefield and/or creature cards from
// graveyards." (Angel of Serenity: each target from either zone). The built-in Grizzly Bears and Forest are the other
// cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig39.json"));
}

// Ana's Deputy of Detention enters beside Nico's Grizzly Bears n1 and n2, his Forest, and Ana's own Bears a1; its
// trigger targets `target` and resolves, then the `after` events.
Playthrough deputyEnters(const char* target, const QByteArray& after = {})
{
    return test::playScenario(fixtures(),
        test::objectJson("deputy", "Deputy of Detention", ", \"zone\": \"hand\"") + ","
            + test::objectJson("n1", "Grizzly Bears", "", "nico") + "," + test::objectJson("n2", "Grizzly Bears", "", "nico")
            + "," + test::objectJson("forest", "Forest", "", "nico") + "," + test::objectJson("a1", "Grizzly Bears"),
        "{\"id\": \"e1\", \"move\": [\"deputy\"], \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": [\""
            + QByteArray(target) + "\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}" + after);
}

// Ana's Angel of Serenity enters beside her Grizzly Bears a1 and Nico's n1, with a Bears card in each graveyard (ag, ng);
// its trigger targets `targets` (a JSON list's items) and resolves with `resolve`'s keys, then the `after` events.
Playthrough angelEnters(const QByteArray& targets, const QByteArray& resolve = {}, const QByteArray& after = {})
{
    return test::playScenario(fixtures(),
        test::objectJson("angel", "Angel of Serenity", ", \"zone\": \"hand\"") + "," + test::objectJson("a1", "Grizzly Bears")
            + "," + test::objectJson("n1", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("ag", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("ng", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico"),
        "{\"id\": \"e1\", \"move\": [\"angel\"], \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": ["
            + targets + "]}}}, {\"id\": \"e2\", \"resolve\": \"top\"" + resolve + "}" + after);
}

}   // namespace

class TestImpTrig39 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Deputy of Detention", "Angel of Serenity"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 2);
    }

    // CR 201.2, 115.1, 610.3c: one target, then every other nonland permanent its controller controls with its name
    // (Selector::sameNameAsTarget, `whose` "controller_of_target"), exiled until ~ leaves the battlefield.
    void deputyOfDetentionReadsTheTargetsNamesakes()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Deputy of Detention"), 0),
            QStringLiteral("When ~ enters, exile target nonland permanent an opponent controls and all other nonland "
                           "permanents that player controls with the same name as that permanent until ~ leaves the "
                           "battlefield."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Deputy of Detention"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(a->effect.size(), 1);
        const Action& exile = a->effect.first();
        QCOMPARE(exile.kind, ActionKind::Exile);
        QVERIFY(exile.object);
        QVERIFY(exile.object->sameNameAsTarget);
        QCOMPARE(exile.object->whose, QStringLiteral("controller_of_target"));
        QCOMPARE(exile.object->notTypes, quint16(CardType::Land));
    }

    // CR 201.2, 608.2h, 610.3c: targeting Nico's n1, both of his Bears are exiled; Ana's Bears share the name but are
    // not his, and his Forest stays. When the Deputy leaves the battlefield, both return.
    void deputyOfDetentionExilesThemUntilItLeaves()
    {
        const Playthrough p = deputyEnters("n1");
        QVERIFY2(test::zoneOf(p, QStringLiteral("n1")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("n2")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("a1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
        const Playthrough left = deputyEnters("n1", ", {\"id\": \"e3\", \"move\": \"deputy\", \"to\": \"graveyard\"}");
        QVERIFY2(test::zoneOf(left, QStringLiteral("n1")) == Zone::Battlefield, qPrintable(test::happened(left)));
        QCOMPARE(test::zoneOf(left, QStringLiteral("n2")), Zone::Battlefield);
    }

    // CR 115.1, 601.2c: the target is a nonland permanent an opponent controls; Ana's own Bears can't be targeted,
    // so nothing is exiled.
    void deputyOfDetentionCantTargetYourOwn()
    {
        const Playthrough p = deputyEnters("a1");
        QCOMPARE(test::zoneOf(p, QStringLiteral("a1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n2")), Zone::Battlefield);
    }

    // CR 115.1, 601.2c, 109.1: up to three targets, each a creature on the battlefield other than ~ or a creature card
    // in any graveyard (a union of the two zones' selectors); the exile is optional (603.5).
    void angelOfSerenityReadsTargetsInTwoZones()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Angel of Serenity"), 1),
            QStringLiteral("When ~ enters, you may exile up to three other target creatures from the battlefield and/or "
                           "creature cards from graveyards."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Angel of Serenity"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QVERIFY(a->optional);
        QCOMPARE(a->targets.size(), 1);
        const Selector& t = a->targets[0];
        QCOMPARE(int(t.upTo), 3);
        QCOMPARE(t.anyOf.size(), 2);
        QVERIFY(t.anyOf[0].other);
        QCOMPARE(t.anyOf[0].where, Selector::Where::Battlefield);
        QCOMPARE(t.anyOf[1].zone, Zone::Graveyard);
        QVERIFY(!t.anyOf[1].ownerYou);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Exile);
    }

    // CR 115.1, 406.1, 607.2a: Nico's Bears on the battlefield and a Bears card from each graveyard are exiled; Ana's
    // own Bears on the battlefield, not targeted, stay. When the Angel leaves, its second ability returns the three
    // exiled cards to their owners' hands (400.7: the Bears are new objects, cards).
    void angelOfSerenityExilesFromBothZones()
    {
        const Playthrough p = angelEnters("\"n1\", \"ag\", \"ng\"");
        QVERIFY2(test::zoneOf(p, QStringLiteral("n1")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ag")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ng")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("a1")), Zone::Battlefield);
        const Playthrough left = angelEnters("\"n1\", \"ng\"", {},
            ", {\"id\": \"e3\", \"move\": \"angel\", \"to\": \"graveyard\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(left, QStringLiteral("n1")) == Zone::Hand, qPrintable(test::happened(left)));
        QCOMPARE(test::zoneOf(left, QStringLiteral("ng")), Zone::Hand);
        QCOMPARE(test::zoneOf(left, QStringLiteral("ag")), Zone::Graveyard);
    }

    // CR 603.5: declined, nothing is exiled.
    void angelOfSerenityDeclined()
    {
        const Playthrough p = angelEnters("\"n1\", \"ng\"", ", \"may\": false");
        QCOMPARE(test::zoneOf(p, QStringLiteral("n1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ng")), Zone::Graveyard);
    }

    // CR 109.1, 603.3d: "other" is other than ~: the Angel can't be one of its own trigger's targets, so the event that
    // names it is refused, and it is not exiled.
    void angelOfSerenityCantTargetItself()
    {
        const Playthrough p = angelEnters("\"angel\"");
        QVERIFY(test::refused(p, "e1"));
        QVERIFY(test::zoneOf(p, QStringLiteral("angel")) != Zone::Exile);
        QVERIFY(!test::refused(angelEnters("\"n1\""), "e1"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig39)
#include "tst_imptrig39.moc"
