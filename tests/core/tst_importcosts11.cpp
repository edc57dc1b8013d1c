// Costs and mana abilities read from real cards' Oracle text (tests/data/import/costs11.json): the
// depletion lands ("enters tapped with two depletion counters on it", "Remove a depletion counter
// from ~: Add {G}{G}. If there are no depletion counters on ~, sacrifice it.") and their kin ("doesn't
// untap during your untap step if it has a depletion counter on it"). Each is checked as read, as
// written back, through the card format and as the event player does it (CR 122.1, 614.1c, 605.1a).
// The fixture also holds cards whose costs stay text (two kickers, Strive): see stillText(); its
// shock land is read since round 13 (tst_importstatics13).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("costs11.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportCosts11 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 14); }

    void written_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("enters tapped with counters")
            << "Hickory Woodlot" << "enters" << "~ enters tapped with two depletion counters on it.";
        QTest::newRow("depletion mana") << "Hickory Woodlot" << "Remove"
                                        << "{T}, Remove a depletion counter from ~: Add {G}{G}. If there are no "
                                           "depletion counters on ~, sacrifice ~.";
        QTest::newRow("doesn't untap if") << "Lava Tubes" << "untap step"
                                          << "~ doesn't untap during your untap step if it has a depletion counter on it.";
    }

    // The English written back (the round trip compared it with the Oracle sentence).
    void written()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->written, written);
        QCOMPARE(normalisedForRoundTrip(r->written), normalisedForRoundTrip(r->sentence));
        QCOMPARE(r->status, AbilityStatus::Parsed);
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY(checked >= 4);
    }

    void depletionLandEntersTappedWithCounters()
    {
        // 614.1c, 122.6: Hickory Woodlot enters tapped with two depletion counters on it.
        const Playthrough play = played(R"({"id": "hw", "card": "Hickory Woodlot", "zone": "hand"})",
            R"({"id": "e1", "move": ["hw"], "to": "battlefield"})");
        const GameObject* hw = play.finalState.object(QStringLiteral("hw"));
        QVERIFY(hw);
        QCOMPARE(hw->zone, Zone::Battlefield);
        QVERIFY(hw->tapped);
        QCOMPARE(hw->counterCount(QStringLiteral("depletion")), 2);
    }

    void depletionLandIsSacrificedWithItsLastCounter()
    {
        // 602.2, 605.3: the mana ability removes a counter as its cost; with one left after that, the
        // land stays; with none left, "If there are no depletion counters on ~, sacrifice it" does.
        Playthrough play = played(R"({"id": "hw", "card": "Hickory Woodlot", "timestamp": 1, "counters": {"depletion": 2}})",
            R"({"id": "e1", "activate": "hw", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        const GameObject* hw = play.finalState.object(QStringLiteral("hw"));
        QCOMPARE(hw->zone, Zone::Battlefield);
        QCOMPARE(hw->counterCount(QStringLiteral("depletion")), 1);
        play = played(R"({"id": "hw", "card": "Hickory Woodlot", "timestamp": 1, "counters": {"depletion": 1}})",
            R"({"id": "e1", "activate": "hw", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        QCOMPARE(play.finalState.object(QStringLiteral("hw"))->zone, Zone::Graveyard);
    }

    // Not read yet, each needing a field this round could not add (docs/importer.md, round 11): kept as
    // text, never half-read.
    void stillText_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        // "Kicker {W} and/or {2}{B}" is read now, as two kickers (702.33b, tst_importpay).
        QTest::newRow("which kicker") << "Degavolver" << "with its {R} kicker";
        // Strive is read since round 15 (tst_importspells15).
    }

    void stillText()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::TextOnly);
    }

    void depletionCounterKeepsItTapped()
    {
        // 502.3, 611.3a: Nico's River Delta with a depletion counter stays tapped in his untap step;
        // without one it untaps.
        const QByteArray events = R"({"id": "e1", "begin": "untap"})";
        Playthrough play = played(R"({"id": "rd", "card": "River Delta", "controller": "nico", "owner": "nico",
            "timestamp": 1, "tapped": true, "counters": {"depletion": 1}})", events);
        QVERIFY(play.finalState.object(QStringLiteral("rd"))->tapped);
        play = played(R"({"id": "rd", "card": "River Delta", "controller": "nico", "owner": "nico", "timestamp": 1,
            "tapped": true})", events);
        QVERIFY(!play.finalState.object(QStringLiteral("rd"))->tapped);
    }
};

QTEST_GUILESS_MAIN(TestImportCosts11)
#include "tst_importcosts11.moc"
