// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig34.json), round 34: "When ~ enters
// the battlefield, exile all artifact and enchantment cards from all graveyards." (Saprazzan Bailiff: a set of cards
// in every graveyard exiled), "When ~ dies, exile it and each player returns all creature cards from their graveyard
// to their hand." (Underworld Cerberus: ~ exiled, then every creature card in every graveyard to its owner's hand).
// The built-in Bonesplitter, Crusade, Grizzly Bears and Forest are the other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QByteArray inGraveyard(const char* id, const char* card, const char* owner = "ana")
{
    return test::objectJson(id, card, ", \"zone\": \"graveyard\"", owner);
}

}   // namespace

class TestImpTrig34 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 2);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 406.1, 608.2h: every artifact and enchantment card in every graveyard as it resolves, no target, no owner.
    void saprazzanBailiffExilesFromAllGraveyards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Saprazzan Bailiff"), 0),
            QStringLiteral("When ~ enters, exile all artifact and enchantment cards from all graveyards."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Saprazzan Bailiff"), 0, ActionKind::Exile);
        QVERIFY(a && a->object);
        QVERIFY(a->each);
        QVERIFY(!a->object->isRef());
        QCOMPARE(a->object->zone, Zone::Graveyard);
        QVERIFY(!a->object->ownerYou);
        QVERIFY(a->object->whose.isEmpty());
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Saprazzan Bailiff"), 0)->targets.isEmpty());
    }

    // CR 406.1: Saprazzan Bailiff enters; Ana's Bonesplitter and Nico's Crusade are exiled from their graveyards,
    // the Grizzly Bears cards stay, and so does the Bonesplitter on the battlefield.
    void saprazzanBailiffPlayed()
    {
        const QByteArray objects = test::objectJson("bailiff", "Saprazzan Bailiff", ", \"zone\": \"hand\"") + ","
            + inGraveyard("splitter", "Bonesplitter") + "," + inGraveyard("crusade", "Crusade", "nico") + ","
            + inGraveyard("bearcard", "Grizzly Bears") + "," + inGraveyard("nicobears", "Grizzly Bears", "nico") + ","
            + test::objectJson("onboard", "Bonesplitter", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "bailiff", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("splitter")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("crusade")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bearcard")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("onboard")), Zone::Battlefield);
    }

    // CR 608.2c, 404.2, 400.3: ~ is exiled first, then every creature card in every graveyard goes to its owner's
    // hand, which is the hand of the player whose graveyard held it.
    void underworldCerberusExilesItselfThenReturns()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Underworld Cerberus"), 2),
            QStringLiteral("When ~ dies, exile it. Return all creature cards in all graveyards to their owners' hands."));
        const QList<ActionKind> kinds = test::actionKinds(fixtures(), QStringLiteral("Underworld Cerberus"), QStringLiteral("dies"));
        QCOMPARE(kinds, (QList<ActionKind>{ActionKind::Exile, ActionKind::ReturnToHand}));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Underworld Cerberus"), 2, ActionKind::ReturnToHand);
        QVERIFY(a && a->object);
        QVERIFY(a->each);
        QCOMPARE(a->object->zone, Zone::Graveyard);
        QVERIFY(!a->object->ownerYou);
        QCOMPARE(a->object->types, quint16(CardType::Creature));
    }

    // CR 603.10a, 400.3: Underworld Cerberus dies; it is exiled (not returned), Ana's and Nico's Grizzly Bears cards
    // go to their owners' hands, the Forest card stays.
    void underworldCerberusPlayed()
    {
        const QByteArray objects = test::objectJson("cerberus", "Underworld Cerberus") + ","
            + inGraveyard("bearcard", "Grizzly Bears") + "," + inGraveyard("nicobears", "Grizzly Bears", "nico") + ","
            + inGraveyard("forest", "Forest", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "cerberus", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("cerberus")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bearcard")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Hand);
        QCOMPARE(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("nicobears"))].owner, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
    }
};

QTEST_MAIN(TestImpTrig34)
#include "tst_imptrig34.moc"
