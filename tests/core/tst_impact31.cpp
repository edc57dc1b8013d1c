// Activated abilities read from real cards' Oracle text (tests/data/import/impact31.json), round 31: two
// instructions Oracle joins with "and", read as the two sentences the writer says
// (core/import/ActivatedPairWordings.cpp): Anthroplasm's "Remove all +1/+1 counters from ~ and put X
// +1/+1 counters on it", Wall of Vipers' "Destroy ~ and target creature it's blocking". Each is checked as
// read, through the card format, and as played.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact31.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The actions of the card's parsed ability whose sentence holds `words`, by kind.
QList<ActionKind> kindsOf(const QString& card, const QString& words)
{
    QList<ActionKind> kinds;
    if (const AbilityDef* a = test::parsedWith(fixtures(), card, words))
        for (const Action& action : a->effect)
            kinds << action.kind;
    return kinds;
}

}   // namespace

class TestImpact31 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 2);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2c: each pair is read as its two instructions, in the order printed, and written back as
    // two sentences (the round trip reads Oracle's "and" so).
    void joinedInstructionsAreReadAsTwo()
    {
        QCOMPARE(kindsOf(QStringLiteral("Anthroplasm"), QStringLiteral("Remove all")),
            (QList<ActionKind>{ActionKind::RemoveCounter, ActionKind::PutCounter}));
        QCOMPARE(kindsOf(QStringLiteral("Wall of Vipers"), QStringLiteral("it's blocking")),
            (QList<ActionKind>{ActionKind::Destroy, ActionKind::Destroy}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Anthroplasm"), 1),
            QStringLiteral("{X}, {T}: Remove all +1/+1 counters from ~. Put X +1/+1 counters on ~."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wall of Vipers"), 1),
            QStringLiteral("{3}: Destroy ~. Destroy target creature it's blocking. Any player may activate this ability."));
    }

    // CR 122.1, 107.3a, 608.2c: Anthroplasm with five +1/+1 counters, activated for X = 2, keeps two: all
    // five are removed before the two are put on it.
    void anthroplasmResetsItsCountersToX()
    {
        const Playthrough play = played(test::objectJson("plasm", "Anthroplasm", R"(, "counters": {"+1/+1": 5})"),
            R"({"id": "e1", "activate": "plasm", "ability": 2, "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("plasm")), 2);
        QCOMPARE(test::ptOf(play, QStringLiteral("plasm")), QStringLiteral("2/2"));
        QVERIFY(test::tapped(play, QStringLiteral("plasm")));
    }

    // CR 509.1, 608.2b, 701.8: Nico's Wall of Vipers, blocking Ana's Serra Angel, destroys itself and the
    // Angel; the Grizzly Bears, attacking but not blocked by it, are no legal target.
    void wallOfVipersDestroysItselfAndWhatItBlocks()
    {
        const QByteArray board = R"({"id": "angel", "card": "Serra Angel", "timestamp": 1, "attacking": true},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "attacking": true},
            {"id": "wall", "card": "Wall of Vipers", "owner": "nico", "controller": "nico", "timestamp": 3, "blocking": ["angel"]})";
        const Playthrough play = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "wall", "ability": 2, "targets": ["angel"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("wall")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        const Playthrough bears = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "wall", "ability": 2, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }
};

QTEST_GUILESS_MAIN(TestImpact31)
#include "tst_impact31.moc"
