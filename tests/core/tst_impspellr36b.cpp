// Round 36's second helper on instants and sorceries (tests/data/import/impspellr36b.json, the real card objects): a
// player who exiles a permanent of theirs they choose, "Target opponent exiles a creature they control." (Doomfall's
// first mode; its second, a card chosen from the revealed hand, was already read). The structure, the English
// written back (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr36b.json"));
}

// Ana casts Doomfall from her hand choosing its mode `mode` at Nico; the resolve event's choices are `choices`.
// Nico controls a Grizzly Bears and a Craw Wurm, Ana a Grizzly Bears.
Playthrough doomfallCast(int mode, const QByteArray& choices)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Doomfall\", \"zone\": \"hand\"}, ")
        + test::objectJson("nicobears", "Grizzly Bears", "", "nico") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico")
        + ", " + test::objectJson("anabears", "Grizzly Bears");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"], \"choices\": {\"mode\": " + QByteArray::number(mode)
            + "}}, {\"id\": \"e2\", \"resolve\": \"top\", \"choices\": " + choices + "}");
}

}   // namespace

class TestImpSpellR36b : public QObject {
    Q_OBJECT
private slots:
    // Every card of the fixture is understood.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    // Each card goes through the card format and reads back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 700.2, 701.13a, 608.2d: Doomfall's first mode is an exile by the target opponent of one creature they control,
    // chosen as it resolves (not targeted), written back as Oracle says it.
    void doomfallStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Doomfall"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->modes.size(), 2);
        QVERIFY(spell->modes[0]);
        const AbilityDef& first = *spell->modes[0];
        QCOMPARE(first.effect.size(), 1);
        const Action& exile = first.effect[0];
        QCOMPARE(exile.kind, ActionKind::Exile);
        QCOMPARE(exile.who, QStringLiteral("target_player"));
        QVERIFY(exile.object && !exile.object->isRef());
        QCOMPARE(exile.object->types, quint16(CardType::Creature));
        QCOMPARE(exile.object->where, Selector::Where::Battlefield);
        QVERIFY(!exile.each);
        QCOMPARE(exile.pick, 0);
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Doomfall"), 0)
                    .contains(QStringLiteral("Target opponent exiles a creature they control.")));
    }

    // CR 701.13a, 608.2d: Nico chooses his Craw Wurm, which is exiled; his Bears and Ana's stay.
    void doomfallExilesTheChosenCreature()
    {
        const Playthrough p = doomfallCast(1, "{\"objects\": [\"wurm\"]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Battlefield);
    }

    // CR 608.2d: Ana's Bears is not Nico's to choose; one of his two creatures is exiled instead, and only one.
    void doomfallExilesOnlyOneOfHis()
    {
        const Playthrough p = doomfallCast(1, "{\"objects\": [\"anabears\"]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("anabears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(int(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Exile)
                + int(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Exile), 1);
    }

    // CR 700.2: with the second mode chosen, no creature is exiled.
    void doomfallSecondModeLeavesCreatures()
    {
        const Playthrough p = doomfallCast(2, "{}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR36b)
#include "tst_impspellr36b.moc"
