// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat40.json), round 40 (`imptrigat40`). "At the beginning of your upkeep, you may pay 2 life.
// If you do, search your library for a card, then shuffle your library and put that card on top of it." (Bringer of
// the Black Dawn: a payment of life as an instruction, 119.4, that the "If you do" sentence waits for).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat40.json"));
}

// Nico's Bringer of the Black Dawn at the beginning of his upkeep (the scenario opens in Ana's turn), Nico at
// `nicosLife` life with three Grizzly Bears in his library; the trigger resolves, its payment taken or, with `pays`
// false, declined.
Playthrough nicosBringerAtUpkeep(int nicosLife, bool pays = true)
{
    const QByteArray objects = test::objectJson("bringer", "Bringer of the Black Dawn", "", "nico")
        + test::bears("nico", 3, "library");
    const QByteArray events = QByteArray("{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"")
        + (pays ? "}" : ", \"may\": false}");
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events, {},
        ", \"life\": " + QByteArray::number(nicosLife)));
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

int lifeOf(const Playthrough& p, const char* player)
{
    const Player* who = p.finalState.player(QString::fromLatin1(player));
    return who ? who->life : -1;
}

}   // namespace

class TestImpTrigAt40 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 119.4, 603.5, 608.2c: "you may pay 2 life" is an optional payment of life the "If you do" search waits for.
    void bringerReadsALifePayment()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bringer of the Black Dawn"), 2),
            QStringLiteral("At the beginning of your upkeep, you may pay 2 life. If you do, search your library for a card, "
                           "then shuffle and put that card on top."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Bringer of the Black Dawn"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QCOMPARE(upkeep->effect.size(), 2);
        const Action& pay = upkeep->effect.first();
        QCOMPARE(pay.kind, ActionKind::PayMana);
        QCOMPARE(pay.text, QStringLiteral("2 life"));
        QVERIFY(pay.who.isEmpty());
        const Action& search = upkeep->effect.at(1);
        QCOMPARE(search.kind, ActionKind::SearchLibrary);
        QVERIFY(search.ifYouDo);
    }

    // CR 119.4: paying 2 life is losing it; Nico goes from 20 to 18 and the search follows.
    void bringerPaysTwoLife()
    {
        const Playthrough p = nicosBringerAtUpkeep(20);
        QVERIFY2(lifeOf(p, "nico") == 18, qPrintable(test::happened(p)));
        QCOMPARE(lifeOf(p, "ana"), 20);
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico pays 2 life (119.4)")), qPrintable(test::happened(p)));
        QVERIFY(test::happened(p).contains(QStringLiteral("Nico finds Grizzly Bears and puts it on top of the library")));
    }

    // CR 119.4, 608.2c: at 1 life Nico can't pay 2 life, so nothing is paid and the search is not done; declining
    // (603.5) leaves his life alone too.
    void bringerNeedsTheLifeToPay()
    {
        Playthrough p = nicosBringerAtUpkeep(1);
        QVERIFY2(lifeOf(p, "nico") == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico has less than 2 life, so it can't be paid (119.4)")),
            qPrintable(test::happened(p)));
        QVERIFY(!test::happened(p).contains(QStringLiteral("Nico finds")));
        p = nicosBringerAtUpkeep(20, false);
        QVERIFY2(lifeOf(p, "nico") == 20, qPrintable(test::happened(p)));
        QVERIFY(!test::happened(p).contains(QStringLiteral("pays 2 life")));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt40)
#include "tst_imptrigat40.moc"
