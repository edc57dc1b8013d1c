// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb29.json), round 29
// (`imptrigb29`): a token "with vigilance that's attacking", untapped (Sigiled Sword of Valeron); "each
// creature with modular you control" (Arcbound Overseer); and two intervening "if"s in older words: "if you
// control no permanents other than ~ and have no cards in hand" (Barren Glory) and "if all nonland permanents
// you control are white" (Zealots en-Dal).
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
    return test::fixtureFile(QStringLiteral("imptrigb29.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool won(const Playthrough& play, const QString& player)
{
    const Player* p = play.finalState.player(player);
    return p && p->won;
}

const char* upkeepAndTrigger = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})";

}   // namespace

class TestImpTrigB29 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.4, 111.2: "that's attacking" without "tapped": the token enters attacking, untapped; the
    // writer says it back so, not "tapped and attacking".
    void sigiledSwordReadsAnUntappedAttackingToken()
    {
        const AbilityDef* sword = test::parsedWith(
            fixtures(), QStringLiteral("Sigiled Sword of Valeron"), QStringLiteral("that's attacking"));
        QVERIFY(sword);
        QCOMPARE(sword->effect.size(), 1);
        const Action& create = sword->effect.first();
        QCOMPARE(create.kind, ActionKind::CreateToken);
        QVERIFY(create.attacking);
        QVERIFY(!create.tapped);
        const QString written = test::writtenText(fixtures(), QStringLiteral("Sigiled Sword of Valeron"), 1);
        QVERIFY2(written.contains(QLatin1String("with vigilance that's attacking")), qPrintable(written));
        QVERIFY2(!written.contains(QLatin1String("tapped")), qPrintable(written));
    }

    // CR 508.4: Ana's Grizzly Bears, equipped with the Sword, attacks Nico: a 2/2 Knight token enters
    // attacking, untapped (it was never declared as an attacker).
    void sigiledSwordMakesAKnightThatIsAttacking()
    {
        const QByteArray objects = test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("sword", "Sigiled Sword of Valeron", R"(, "attached_to": "bears")");
        const Playthrough p
            = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(p.events.size() == 2 && p.events[0].done && p.events[1].done, qPrintable(test::happened(p)));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("sword:2")});
        int knights = 0;
        for (const GameObject& o : p.finalState.objects)
            if (o.card && o.card->token && o.zone == Zone::Battlefield) {
                ++knights;
                QVERIFY(o.attacking);
                QVERIFY(!o.tapped);
            }
        QVERIFY2(knights == 1, qPrintable(test::happened(p)));
    }

    // CR 702.43a, 122.1: "each creature with modular you control" is a set with the keyword modular; the
    // card format keeps the keyword.
    void arcboundOverseerReadsCreaturesWithModular()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Arcbound Overseer"), 0, ActionKind::PutCounter);
        QVERIFY(put);
        QVERIFY(put->object);
        QCOMPARE(put->object->hasKeyword, QStringLiteral("Modular"));
        QCOMPARE(put->object->controller, Selector::Who::You);
    }

    // CR 702.43a, 603.2: at Nico's upkeep his Overseer puts a +1/+1 counter on itself and on his Arcbound
    // Worker (both have modular), none on his Grizzly Bears, nor on Ana's Arcbound Worker.
    void arcboundOverseerGrowsTheModularCreatures()
    {
        // Each with the counters modular gave it as it entered (0/0 creatures without them).
        const char* six = R"(, "counters": {"+1/+1": 6})";
        const char* one = R"(, "counters": {"+1/+1": 1})";
        const QByteArray objects = test::objectJson("overseer", "Arcbound Overseer", six, "nico") + ", "
            + test::objectJson("worker", "Arcbound Worker", one, "nico") + ", "
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + ", " + test::objectJson("theirs", "Arcbound Worker", one);
        const Playthrough p = played(objects, upkeepAndTrigger);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("overseer:1")}, qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("overseer")) == 7, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("worker")), 2);
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("theirs")), 1);
    }

    // CR 603.4: Barren Glory's older words are read as "you control no other permanents and you have no
    // cards in hand": both conditions, the first excluding Barren Glory itself.
    void barrenGloryReadsBothConditions()
    {
        const AbilityDef* glory
            = test::parsedWith(fixtures(), QStringLiteral("Barren Glory"), QStringLiteral("win the game"));
        QVERIFY(glory);
        QVERIFY(glory->triggerIf);
        QCOMPARE(glory->triggerIf->kind, Condition::Kind::YouControlNone);
        QVERIFY(glory->triggerIf->filter && glory->triggerIf->filter->other);
        QVERIFY(glory->triggerIf->also);
        QCOMPARE(glory->triggerIf->also->kind, Condition::Kind::HandEmpty);
        QCOMPARE(glory->effect.value(0).kind, ActionKind::WinGame);
    }

    // CR 603.4, 104.2b: with Barren Glory alone and no card in hand, Nico wins at his upkeep; with Grizzly
    // Bears beside it, or Lightning Bolt in his hand, the ability does not trigger. Ana's permanents don't count.
    void barrenGloryWinsOnlyWithNothingElse()
    {
        const QByteArray glory = test::objectJson("glory", "Barren Glory", "", "nico");
        Playthrough p = played(glory + ", " + test::objectJson("anas", "Grizzly Bears"), upkeepAndTrigger);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("glory:1")});
        QVERIFY2(won(p, QStringLiteral("nico")), qPrintable(test::happened(p)));
        p = played(glory + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico"), R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY(!won(p, QStringLiteral("nico")));
        p = played(glory + ", " + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY(!won(p, QStringLiteral("nico")));
    }

    // CR 603.4, 105.2: "if all nonland permanents you control are white" is "if you control no nonwhite
    // nonland permanents"; at Nico's upkeep his Zealots en-Dal beside Ana's Grizzly Bears gains him 1 life,
    // and with his own Grizzly Bears (green) nothing.
    void zealotsEnDalCountsOnlyWhitePermanents()
    {
        const AbilityDef* zealots
            = test::parsedWith(fixtures(), QStringLiteral("Zealots en-Dal"), QStringLiteral("gain 1 life"));
        QVERIFY(zealots);
        QVERIFY(zealots->triggerIf);
        QCOMPARE(zealots->triggerIf->kind, Condition::Kind::YouControlNone);
        const QByteArray zealotsObject = test::objectJson("zealots", "Zealots en-Dal", "", "nico");
        Playthrough p = played(zealotsObject + ", " + test::objectJson("anas", "Grizzly Bears"), upkeepAndTrigger);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("zealots:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 21, qPrintable(test::happened(p)));
        p = played(zealotsObject + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB29)
#include "tst_imptrigb29.moc"
