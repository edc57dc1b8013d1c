// Activated abilities read from real cards' Oracle text (tests/data/import/impact44.json), round 44: Drooling
// Groodion's "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn." and
// Ral Zarek's "Tap target permanent, then untap another target permanent.": after a first target, "another" sets the
// second apart from the first only (115.3), so the source itself may be either target.
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
    return test::fixtureFile(QStringLiteral("impact44.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Groodion, the Grizzly Bears she sacrifices, her Craw Wurm (6/4) and Nico's Grizzly Bears.
QByteArray groodionBoard()
{
    return test::objectJson("groodion", "Drooling Groodion") + "," + test::objectJson("bears", "Grizzly Bears") + ","
        + test::objectJson("wurm", "Craw Wurm") + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico");
}

QByteArray groodionActivation(const char* first, const char* second)
{
    return QStringLiteral(R"({"id": "e1", "activate": "groodion", "ability": 1, "targets": ["%1", "%2"],
        "choices": {"objects": ["bears"]}}, {"id": "e2", "resolve": "top"})")
        .arg(QLatin1String(first), QLatin1String(second))
        .toUtf8();
}

}   // namespace

class TestImpact44 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Drooling Groodion"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 1);
    }

    // CR 115.3, 611.2a: two targets, the second "another"; each its own change until end of turn.
    void groodionModelAndEnglish()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Drooling Groodion"), 0),
            QStringLiteral("{2}{B}{G}, Sacrifice a creature: Target creature gets +2/+2 until end of turn. Another target "
                           "creature gets -2/-2 until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Drooling Groodion"), 0);
        QVERIFY(a && a->targets.size() == 2 && a->effect.size() == 2);
        QVERIFY(!a->targets[0].other && a->targets[1].other);
        QCOMPARE(a->targets[0].types, quint16(CardType::Creature));
        QCOMPARE(a->targets[1].types, quint16(CardType::Creature));
        const Action& grow = a->effect[0];
        const Action& shrink = a->effect[1];
        QVERIFY(grow.continuous && shrink.continuous);
        QCOMPARE(grow.continuous->affects->ref, Selector::Ref::Target);
        QCOMPARE(shrink.continuous->affects->ref, Selector::Ref::Target2);
        QCOMPARE(grow.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(shrink.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(grow.continuous->ops.size(), 1);
        QCOMPARE(shrink.continuous->ops.size(), 1);
        QCOMPARE(grow.continuous->ops[0].kind, Op::Kind::ModifyPT);
        QCOMPARE(shrink.continuous->ops[0].kind, Op::Kind::ModifyPT);
    }

    // CR 701.17a, 611.2a, 704.5f: the Bears are sacrificed; Ana's Wurm becomes 8/6, Nico's Bears 0/0 and die.
    void groodionGrowsOneAndShrinksAnother()
    {
        const Playthrough p = played(groodionBoard(), groodionActivation("wurm", "theirs"));
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::ptOf(p, QStringLiteral("wurm")), QStringLiteral("8/6"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("theirs")), Zone::Graveyard);
        QCOMPARE(test::ptOf(p, QStringLiteral("groodion")), QStringLiteral("4/3"));
    }

    // CR 115.3: "another target creature" is apart from the first target only: the Groodion itself may be the second
    // (4/3 → 2/1) and the first (6/5), but one creature can't be both.
    void groodionMayTargetItself()
    {
        const Playthrough second = played(groodionBoard(), groodionActivation("wurm", "groodion"));
        QVERIFY2(!test::refused(second, "e1"), qPrintable(test::happened(second)));
        QCOMPARE(test::ptOf(second, QStringLiteral("groodion")), QStringLiteral("2/1"));
        QCOMPARE(test::ptOf(second, QStringLiteral("wurm")), QStringLiteral("8/6"));
        const Playthrough first = played(groodionBoard(), groodionActivation("groodion", "theirs"));
        QVERIFY2(!test::refused(first, "e1"), qPrintable(test::happened(first)));
        QCOMPARE(test::ptOf(first, QStringLiteral("groodion")), QStringLiteral("6/5"));
        const Playthrough both = played(groodionBoard(), groodionActivation("groodion", "groodion"));
        QVERIFY(test::refused(both, "e1"));
        QCOMPARE(test::eventOutcome(both, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QCOMPARE(test::zoneOf(both, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 606.3, 115.3: the +1's two permanent targets, the second "another"; tap, then untap.
    void ralZarekModelAndEnglish()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ral Zarek"), 0),
            QStringLiteral("+1: Tap target permanent, then untap another target permanent."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Ral Zarek"), 0);
        QVERIFY(a && a->targets.size() == 2 && a->effect.size() == 2);
        QVERIFY(!a->targets[0].other && a->targets[1].other);
        QCOMPARE(a->effect[0].kind, ActionKind::Tap);
        QCOMPARE(a->effect[1].kind, ActionKind::Untap);
        QVERIFY(a->effect[1].then);
        QCOMPARE(a->effect[1].object->ref, Selector::Ref::Target2);
    }

    // CR 606.3, 701.26: Nico's Bears are tapped and Ana's tapped Wurm untapped; Ral Zarek goes up to 5 loyalty.
    void ralZarekTapsOneAndUntapsAnother()
    {
        const QByteArray board = test::objectJson("ral", "Ral Zarek", R"(, "counters": {"loyalty": 4})") + ","
            + test::objectJson("wurm", "Craw Wurm", R"(, "tapped": true)") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const Playthrough p = played(board,
            R"({"id": "e1", "activate": "ral", "ability": 1, "targets": ["theirs", "wurm"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("theirs")));
        QVERIFY(!test::tapped(p, QStringLiteral("wurm")));
        QCOMPARE(test::countersOn(p, QStringLiteral("ral"), QStringLiteral("loyalty")), 5);
    }
};

QTEST_GUILESS_MAIN(TestImpact44)
#include "tst_impact44.moc"
