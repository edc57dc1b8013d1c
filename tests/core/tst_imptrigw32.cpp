// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw32.json), round 32
// (`imptrigw32`): "create a 2/2 green Wolf creature token tapped and attacking for each creature card in your
// graveyard" (Kessig Cagebreakers), tokens counted as the ability resolves, each attacking; "you gain 2 life
// for each 1 life you lost" (Transcendence), twice the life the event took.
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
    return test::fixtureFile(QStringLiteral("imptrigw32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A scenario in Ana's turn with Ana at `anaLife`.
Playthrough playedAtLife(const QByteArray& objects, const QByteArray& events, int anaLife)
{
    const auto state = test::readScenario(
        test::libraryOf(fixtures()), test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(anaLife)));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

// How many objects named `name` ended the playthrough on the battlefield, and how many of them attacking.
QPair<int, int> onBattlefieldAttacking(const Playthrough& p, const QString& name)
{
    int here = 0, attacking = 0;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == Zone::Battlefield && o.card && o.card->name() == name) {
            ++here;
            attacking += o.attacking ? 1 : 0;
        }
    return {here, attacking};
}

}   // namespace

class TestImpTrigW32 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.4, 608.2h: the older "token tapped and attacking" is today's "token that's tapped and
    // attacking"; one token for each creature card counted as the ability resolves.
    void cagebreakersReadsAnAttackingTokenForEachCard()
    {
        const Action* token = test::firstAction(fixtures(), QStringLiteral("Kessig Cagebreakers"), 0, ActionKind::CreateToken);
        QVERIFY(token);
        QVERIFY(token->attacking);
        QVERIFY(token->tapped);
        QVERIFY(token->amountOf);
        QCOMPARE(token->amountOf->kind, Expr::Kind::Count);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kessig Cagebreakers"), 0),
            QStringLiteral("Whenever ~ attacks, create a 2/2 green Wolf creature token that's tapped and "
                           "attacking for each creature card in your graveyard."));
    }

    // CR 508.4: Kessig Cagebreakers attacks with two creature cards (and a land) in Ana's graveyard: two
    // tapped Wolves enter attacking; with none in it, none.
    void cagebreakersMakesAWolfForEachCreatureCard()
    {
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"cage\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const QByteArray cage = test::objectJson("cage", "Kessig Cagebreakers");
        Playthrough p = played(cage + ", " + test::objectJson("g1", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("g2", "Craw Wurm", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("g3", "Forest", ", \"zone\": \"graveyard\""),
            attack);
        const auto wolves = onBattlefieldAttacking(p, QStringLiteral("Wolf"));
        QVERIFY2(wolves.first == 2, qPrintable(test::happened(p)));
        QCOMPARE(wolves.second, 2);
        for (const GameObject& o : p.finalState.objects)
            if (o.card && o.card->name() == QLatin1String("Wolf"))
                QVERIFY(o.tapped);
        p = played(cage, attack);
        QVERIFY2(onBattlefieldAttacking(p, QStringLiteral("Wolf")).first == 0, qPrintable(test::happened(p)));
    }

    // CR 119.3, 603.7c: "2 life for each 1 life you lost" is twice the event's amount; the writer says "twice
    // that much life".
    void transcendenceReadsTwiceTheLifeLost()
    {
        const AbilityDef* lose = test::parsedWith(fixtures(), QStringLiteral("Transcendence"), QStringLiteral("you lost"));
        QVERIFY(lose);
        QCOMPARE(lose->event, TriggerEvent::YouLoseLife);
        QCOMPARE(lose->effect.size(), 1);
        QCOMPARE(lose->effect[0].kind, ActionKind::GainLife);
        QVERIFY(lose->effect[0].amountOf);
        QCOMPARE(lose->effect[0].amountOf->kind, Expr::Kind::Sum);
        QCOMPARE(lose->effect[0].amountOf->args.size(), 2);
        QCOMPARE(lose->effect[0].amountOf->args[0].kind, Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Transcendence"), 2),
            QStringLiteral("Whenever you lose life, you gain twice that much life."));
    }

    // CR 119.3, 120.3a: Ana (10 life) under Transcendence is dealt 6 by Nico's Craw Wurm: she loses 6 (4
    // left), and the trigger gains her 12 (16).
    void transcendenceGainsTwiceTheLifeLost()
    {
        const QByteArray objects = test::objectJson("trans", "Transcendence") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const QByteArray damage = "{\"id\": \"e1\", \"damage\": [{\"source\": \"wurm\", \"to\": \"ana\", \"amount\": 6}]}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough p = playedAtLife(objects, damage, 10);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 16, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW32)
#include "tst_imptrigw32.moc"
