// Stop 49's turn order (tests/data/import/turnorder49.json): extra turns (500.7) and skipped turns, steps
// and phases (614.10), read from real cards and performed by the event player. "Target player takes two
// extra turns after this one." (Time Stretch), "you skip your next turn" (Chronatog, Meditate), "you
// skip your next two turns" (Eater of Days), "target player skips their next draw step" (Fatigue),
// "target opponent skips their next combat phase" (Stonehorn Dignitary), "that player skips their next
// combat phase" (Blinding Angel), "you skip your next untap step" (Avizoa); the static "Players skip their
// untap steps" (Stasis) and "Skip your draw step" (Yawgmoth's Bargain), and "at the beginning of that turn's end step"
// after an extra turn (Final Fortune).
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
    return test::fixtureFile(QStringLiteral("turnorder49.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// `n` upkeeps begun one after the other, each in the next turn (events.md: a step not later than the
// current one begins in the next turn), with ids u1, u2, …
QByteArray upkeeps(int n)
{
    QByteArray out;
    for (int k = 1; k <= n; ++k)
        out += QByteArray(", {\"id\": \"u") + QByteArray::number(k) + "\", \"begin\": \"upkeep\"}";
    return out;
}

QString activeAfter(const Playthrough& p)
{
    return p.finalState.activePlayer();
}

}   // namespace

class TestTurnOrder49 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 14); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The writer's words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Time Stretch"), 0),
            QStringLiteral("Target player takes two extra turns after this one."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Eater of Days"), 2),
            QStringLiteral("When ~ enters, you skip your next two turns."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fatigue"), 0),
            QStringLiteral("Target player skips their next draw step."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Stonehorn Dignitary"), 0),
            QStringLiteral("When ~ enters, target opponent skips their next combat phase."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Blinding Angel"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, that player skips their next combat phase."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Avizoa"), 1),
            QStringLiteral("{0}: ~ gets +2/+2 until end of turn. You skip your next untap step. Activate only once each "
                           "turn."));
    }

    // CR 614.10: each reading keeps its count and its player.
    void skipsKeepTheirCountAndPlayer()
    {
        const QList<ActionKind> eater = test::actionKinds(fixtures(), QStringLiteral("Eater of Days"), QStringLiteral("skip"));
        QCOMPARE(eater, QList<ActionKind>{ActionKind::SkipTurns});
        const Action* two = test::firstAction(fixtures(), QStringLiteral("Eater of Days"), 2, ActionKind::SkipTurns);
        QVERIFY(two && two->amount.n == 2 && two->who.isEmpty());
        const Action* fatigue = test::firstAction(fixtures(), QStringLiteral("Fatigue"), 0, ActionKind::SkipDrawSteps);
        QVERIFY(fatigue && fatigue->who == QLatin1String("target_player"));
        const Action* angel = test::firstAction(fixtures(), QStringLiteral("Blinding Angel"), 1, ActionKind::SkipCombatPhases);
        QVERIFY(angel && angel->who == QLatin1String("that_player"));
        const Action* stretch = test::firstAction(fixtures(), QStringLiteral("Time Stretch"), 0, ActionKind::ExtraTurn);
        QVERIFY(stretch && stretch->amount.n == 2);
    }

    // CR 500.7: Time Stretch on Ana in her turn 1: turns 2 and 3 are hers, turn 4 is Nico's.
    void extraTurnsComeBeforeTheNextPlayersTurn()
    {
        const QByteArray objects = R"({"id": "stretch", "card": "Time Stretch", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "stretch", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough two = played(objects, cast + upkeeps(2));
        QVERIFY2(activeAfter(two) == QLatin1String("ana") && two.finalState.turn == 3, qPrintable(test::happened(two)));
        const Playthrough three = played(objects, cast + upkeeps(3));
        QVERIFY2(activeAfter(three) == QLatin1String("nico") && three.finalState.turn == 4, qPrintable(test::happened(three)));
    }

    // CR 500.7: an extra turn is added directly after the turn that gave it, and the turn order then goes
    // on as before: Beacon of Tomorrows on Nico in Ana's turn makes turns 2 and 3 his, turn 4 Ana's.
    void anExtraTurnKeepsTheTurnOrder()
    {
        const QByteArray objects = R"({"id": "beacon", "card": "Beacon of Tomorrows", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "beacon", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough one = played(objects, cast + upkeeps(1));
        QVERIFY2(activeAfter(one) == QLatin1String("nico"), qPrintable(test::happened(one)));
        QVERIFY2(test::happened(one).contains(QLatin1String("takes an extra turn (500.7)")), qPrintable(test::happened(one)));
        const Playthrough two = played(objects, cast + upkeeps(2));
        QVERIFY2(activeAfter(two) == QLatin1String("nico"), qPrintable(test::happened(two)));
        const Playthrough three = played(objects, cast + upkeeps(3));
        QVERIFY2(activeAfter(three) == QLatin1String("ana"), qPrintable(test::happened(three)));
    }

    // CR 500.7, 603.7: Final Fortune's delayed trigger waits for the extra turn's end step: this turn's end
    // step passes without it; in the extra turn's, it triggers and Ana loses the game (104.3a).
    void finalFortuneEndsTheGameInTheExtraTurn()
    {
        const QByteArray objects = R"({"id": "fortune", "card": "Final Fortune", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "fortune"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"})";
        const Playthrough thisTurn = played(objects, cast);
        QVERIFY2(test::eventOutcome(thisTurn, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(thisTurn)));
        const Playthrough extra = played(objects,
            cast + R"(, {"id": "e4", "begin": "upkeep"}, {"id": "e5", "begin": "end"}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(activeAfter(extra) == QLatin1String("ana"), qPrintable(test::happened(extra)));
        QVERIFY2(!test::eventOutcome(extra, QStringLiteral("e5")).isEmpty(), qPrintable(test::happened(extra)));
        QVERIFY2(extra.finalState.player(QStringLiteral("ana"))->lost, qPrintable(test::happened(extra)));
    }

    // CR 614.10: Chronatog's "you skip your next turn": after Nico's turn 2, turn 3 is his again.
    void chronatogSkipsTheNextTurn()
    {
        const QByteArray objects = R"({"id": "atog", "card": "Chronatog", "timestamp": 1})";
        const QByteArray activate = R"({"id": "e1", "activate": "atog", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough p = played(objects, activate + upkeeps(2));
        QVERIFY2(activeAfter(p) == QLatin1String("nico") && p.finalState.turn == 3, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QLatin1String("skips a turn (614.10)")), qPrintable(test::happened(p)));
        const Playthrough plain = played(objects, upkeeps(2).mid(2));
        QVERIFY2(activeAfter(plain) == QLatin1String("ana"), qPrintable(test::happened(plain)));
    }

    // CR 614.10a: Eater of Days skips Ana's next two turns: turns 2, 3 and 4 are Nico's, turn 5 hers.
    void eaterOfDaysSkipsTwoTurns()
    {
        const QByteArray objects = R"({"id": "eater", "card": "Eater of Days", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "eater"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})";
        const Playthrough three = played(objects, cast + upkeeps(3));
        QVERIFY2(activeAfter(three) == QLatin1String("nico") && three.finalState.turn == 4, qPrintable(test::happened(three)));
        const Playthrough four = played(objects, cast + upkeeps(4));
        QVERIFY2(activeAfter(four) == QLatin1String("ana") && four.finalState.turn == 5, qPrintable(test::happened(four)));
    }

    // CR 614.10, 504.1: Fatigue on Nico: his next draw step is skipped, so his library keeps its card; without
    // it he draws.
    void fatigueSkipsTheDrawStep()
    {
        const QByteArray objects = QByteArray(R"({"id": "fatigue", "card": "Fatigue", "zone": "hand"})")
            + test::bears("nico", 1, "library");
        const QByteArray cast = R"({"id": "e1", "cast": "fatigue", "targets": ["nico"]}, {"id": "e2", "resolve": "top"}, )";
        const Playthrough p = played(objects, cast + R"({"id": "e3", "begin": "main1"})");
        QVERIFY2(test::bearsIn(p, "nico", 1, "library", Zone::Library) == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QLatin1String("skips this draw step (614.10)")), qPrintable(test::happened(p)));
        const Playthrough plain = played(objects, R"({"id": "e3", "begin": "main1"})");
        QVERIFY2(test::bearsIn(plain, "nico", 1, "library", Zone::Hand) == 1, qPrintable(test::happened(plain)));
    }

    // CR 614.10, 508.1: Stonehorn Dignitary on Nico: in his next turn the combat phase is skipped and his
    // creatures can't attack; in his turn after it they can.
    void stonehornDignitarySkipsCombat()
    {
        const QByteArray objects = R"({"id": "rhino", "card": "Stonehorn Dignitary", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        const QByteArray cast = R"({"id": "e1", "cast": "rhino"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})";
        const Playthrough p = played(objects, cast + upkeeps(1) + R"(, {"id": "e4", "attack": {"bears": "ana"}})");
        QVERIFY2(test::refused(p, "e4"), qPrintable(test::happened(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e4")).join(' ').contains(QLatin1String("614.10")), qPrintable(test::happened(p)));
        const Playthrough later = played(objects, cast + upkeeps(3) + R"(, {"id": "e4", "attack": {"bears": "ana"}})");
        QVERIFY2(!test::refused(later, "e4"), qPrintable(test::happened(later)));
    }

    // CR 614.10, 502.3: Stasis: Nico's tapped Grizzly Bears stay tapped in his turn.
    void stasisSkipsEveryUntapStep()
    {
        const QByteArray objects = R"({"id": "stasis", "card": "Stasis", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "tapped": true, "timestamp": 2})";
        const Playthrough p = played(objects, upkeeps(1).mid(2));
        QVERIFY2(test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        const Playthrough plain = played(R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "tapped": true, "timestamp": 1})",
            upkeeps(1).mid(2));
        QVERIFY2(!test::tapped(plain, QStringLiteral("bears")), qPrintable(test::happened(plain)));
    }

    // CR 614.10, 614.10a, 302.6: Avizoa skips Ana's next untap step: her tapped Forest stays tapped in turn
    // 3 and untaps in turn 5; her summoning-sick creature is no longer sick in turn 3.
    void avizoaSkipsOneUntapStep()
    {
        const QByteArray objects = R"({"id": "avizoa", "card": "Avizoa", "timestamp": 1},
            {"id": "forest", "card": "Forest", "tapped": true, "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "summoning_sick": true, "timestamp": 3})";
        const QByteArray activate = R"({"id": "e1", "activate": "avizoa", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough three = played(objects, activate + upkeeps(2));
        QVERIFY2(test::tapped(three, QStringLiteral("forest")), qPrintable(test::happened(three)));
        QVERIFY2(!three.finalState.object(QStringLiteral("bears"))->summoningSick, qPrintable(test::happened(three)));
        const Playthrough five = played(objects, activate + upkeeps(4));
        QVERIFY2(!test::tapped(five, QStringLiteral("forest")), qPrintable(test::happened(five)));
    }

    // CR 614.10: Yawgmoth's Bargain's "Skip your draw step": Ana's draw steps are skipped, Nico's are not.
    void skipYourDrawStepIsItsControllers()
    {
        const QByteArray objects = QByteArray("{\"id\": \"bargain\", \"card\": \"Yawgmoth's Bargain\", \"timestamp\": 1}")
            + test::bears("ana", 1, "library") + test::bears("nico", 1, "library");
        const Playthrough p = played(objects, R"({"id": "e1", "begin": "main1"}, {"id": "e2", "begin": "main1"})");
        QVERIFY2(test::bearsIn(p, "nico", 1, "library", Zone::Hand) == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::bearsIn(p, "ana", 1, "library", Zone::Library) == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QLatin1String("skips this draw step (614.10)")), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestTurnOrder49)
#include "tst_turnorder49.moc"
