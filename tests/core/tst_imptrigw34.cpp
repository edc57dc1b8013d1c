// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw34.json), round 34
// (`imptrigw34`): a card put onto the battlefield "tapped and attacking" from a graveyard (Yore-Tiller
// Nephilim) or a hand (Preeminent Captain).
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
    return test::fixtureFile(QStringLiteral("imptrigw34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const GameObject* objectOf(const Playthrough& p, const char* id)
{
    const int i = p.finalState.objectIndex(QLatin1String(id));
    return i >= 0 ? &p.finalState.objects[i] : nullptr;
}

}   // namespace

class TestImpTrigW34 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.4: "return target creature card from your graveyard to the battlefield tapped and attacking" is a
    // target card returned tapped, attacking; the writer says it back.
    void yoreTillerReadsACardReturnedAttacking()
    {
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Yore-Tiller Nephilim"), 0, ActionKind::ReturnFromGraveyard);
        QVERIFY(back);
        QVERIFY(back->tapped);
        QVERIFY(back->attacking);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Yore-Tiller Nephilim"), 0),
            QStringLiteral("Whenever ~ attacks, return target creature card from your graveyard to the battlefield "
                           "tapped and attacking."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Yore-Tiller Nephilim"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(again->front.abilities[0]->effect[0].attacking);
    }

    // CR 508.4, 510.1: Ana's Grizzly Bears card comes back tapped and attacking Nico, never declared as an
    // attacker, and deals its combat damage beside Yore-Tiller Nephilim: Nico 20 → 16.
    void yoreTillerReturnsTheCardAttacking()
    {
        const Playthrough p = played(test::objectJson("yore", "Yore-Tiller Nephilim") + ", "
                + test::objectJson("gb", "Grizzly Bears", ", \"zone\": \"graveyard\""),
            "{\"id\": \"e1\", \"attack\": {\"yore\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": [\"gb\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"block\": {}}, "
            "{\"id\": \"e4\", \"begin\": \"combat_damage\"}");
        const GameObject* bears = objectOf(p, "gb");
        QVERIFY2(bears && bears->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(bears->tapped);
        QVERIFY(bears->attacking);
        QCOMPARE(bears->attackTarget, QStringLiteral("nico"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
    }

    // CR 508.4: "you may put a Soldier creature card from your hand onto the battlefield tapped and attacking".
    void preeminentCaptainReadsACardPutAttacking()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Preeminent Captain"), 1, ActionKind::ReturnToBattlefield);
        QVERIFY(put);
        QVERIFY(put->tapped);
        QVERIFY(put->attacking);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Preeminent Captain"), 1),
            QStringLiteral("Whenever ~ attacks, you may put a Soldier creature card from your hand onto the battlefield "
                           "tapped and attacking."));
    }

    // CR 508.4, 603.5: Ana puts Glory Seeker (a Soldier) from her hand onto the battlefield tapped and attacking
    // Nico; when she declines it stays in her hand; Grizzly Bears (no Soldier) can't be put.
    void preeminentCaptainPutsTheSoldierAttacking()
    {
        const QByteArray captain = test::objectJson("cap", "Preeminent Captain");
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"cap\": \"nico\"}}, ";
        Playthrough p = played(captain + ", " + test::objectJson("seeker", "Glory Seeker", ", \"zone\": \"hand\""),
            attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"seeker\"]}}");
        const GameObject* seeker = objectOf(p, "seeker");
        QVERIFY2(seeker && seeker->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(seeker->tapped);
        QVERIFY(seeker->attacking);
        QCOMPARE(seeker->attackTarget, QStringLiteral("nico"));
        p = played(captain + ", " + test::objectJson("seeker", "Glory Seeker", ", \"zone\": \"hand\""),
            attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("seeker")), Zone::Hand);
        p = played(captain + ", " + test::objectJson("hb", "Grizzly Bears", ", \"zone\": \"hand\""),
            attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"hb\"]}}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("hb")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW34)
#include "tst_imptrigw34.moc"
