// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig36b.json), round 36's second
// helper: "When ~ dies, create a 0/1 red Elemental creature token with \"At the beginning of your upkeep, sacrifice
// this creature and return target card named Rekindling Phoenix from your graveyard to the battlefield. It gains
// haste until end of turn.\"" (Rekindling Phoenix: a graveyard target of that name, 201.2, 115.1). The built-in
// Grizzly Bears is the other card the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig36b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Rekindling Phoenix dies and leaves its Elemental; Nico's upkeep, then Ana's, whose token's trigger
// targets `target`, then it resolves.
QByteArray phoenixReturns(const char* target)
{
    return "{\"id\": \"e1\", \"move\": \"phoenix\", \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
           "{\"id\": \"e3\", \"begin\": \"upkeep\"}, {\"id\": \"e4\", \"begin\": \"upkeep\", \"triggers\": {\"e4.1\": "
           "{\"targets\": [\""
        + QByteArray(target) + "\"]}}}, {\"id\": \"e5\", \"resolve\": \"top\"}";
}

}   // namespace

class TestImpTrig36b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 1);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 201.2, 115.1, 111.1: the Elemental's upkeep ability targets a card in your graveyard with the name
    // Rekindling Phoenix, the name Oracle text spells out inside the token's quoted ability.
    void phoenixTokenTargetsACardOfThatName()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rekindling Phoenix"), 1),
            QStringLiteral("When ~ dies, create a 0/1 red Elemental creature token with \"At the beginning of your upkeep, "
                           "sacrifice this permanent and return target card named Rekindling Phoenix from your graveyard to "
                           "the battlefield. It gains haste until end of turn.\""));
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Rekindling Phoenix"), 1, ActionKind::CreateToken);
        QVERIFY(create && create->token);
        QCOMPARE(create->token->front.abilities.size(), 1);
        const AbilityDef& upkeep = *create->token->front.abilities.first();
        QCOMPARE(upkeep.targets.size(), 1);
        QCOMPARE(upkeep.targets.first().named, QStringLiteral("Rekindling Phoenix"));
        QCOMPARE(upkeep.targets.first().zone, Zone::Graveyard);
        QVERIFY(upkeep.targets.first().ownerYou);
    }

    // CR 700.4, 111.1, 503.1a, 603.3d: Ana's Phoenix dies and leaves a 0/1 Elemental; at her next upkeep the Elemental
    // is sacrificed and the Phoenix returns with haste. Her Grizzly Bears card and Nico's Phoenix are no legal target.
    void phoenixReturnsAtYourUpkeep()
    {
        const QByteArray board = test::objectJson("phoenix", "Rekindling Phoenix") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("nicophoenix", "Rekindling Phoenix", ", \"zone\": \"graveyard\"", "nico");
        const Playthrough play = played(board, phoenixReturns("phoenix"));
        QVERIFY2(!test::refused(play, "e4"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("phoenix")), Zone::Battlefield);
        QVERIFY(test::hasKeyword(play, QStringLiteral("phoenix"), QStringLiteral("Haste")));
        QCOMPARE(test::idsIn(play.finalState, Zone::Battlefield), QStringList{QStringLiteral("phoenix")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);

        for (const char* wrong : {"bears", "nicophoenix"}) {
            const Playthrough refused = played(board, phoenixReturns(wrong));
            QVERIFY2(test::refused(refused, "e4"), qPrintable(test::happened(refused)));
            QCOMPARE(test::zoneOf(refused, QStringLiteral("phoenix")), Zone::Graveyard);
            QCOMPARE(test::zoneOf(refused, QString::fromLatin1(wrong)), Zone::Graveyard);
        }
    }
};

QTEST_GUILESS_MAIN(TestImpTrig36b)
#include "tst_imptrig36b.moc"
