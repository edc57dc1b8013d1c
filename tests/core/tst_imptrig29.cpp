// Triggered abilities of entering read from real cards' Oracle text (tests/data/import/imptrig29.json),
// round 29: "counter target spell. Put X +1/+1 counters on ~, where X is that spell's converted mana cost"
// (Draining Whelk: the one target's mana value, now in a trigger and for a target spell); "exile target
// creature card from a graveyard. You gain life equal to that card's toughness" (Rotfeaster Maggot: the
// one target card's toughness); "you may have target creature block it this turn if able" (Giant Ambush
// Beetle: "block" among the verbs "you may have X" reads, "it" being ~); "When enchanted creature dies, ~
// deals damage equal to that creature's toughness to the creature's controller" (Creature Bond: the event
// object's toughness, to a player of the event). Hill Giant is the card the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig29.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig29 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 5);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Draining Whelk"), 2),
            QStringLiteral("When ~ enters, counter target spell. Put X +1/+1 counters on ~, where X is that spell's mana "
                           "value."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rotfeaster Maggot"), 0),
            QStringLiteral("When ~ enters, exile target creature card from a graveyard. You gain life equal to that "
                           "card's toughness."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Giant Ambush Beetle"), 1),
            QStringLiteral("When ~ enters, you may have target creature block ~ if able until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Creature Bond"), 1),
            QStringLiteral("Whenever enchanted creature dies, ~ deals damage equal to that creature's toughness to that "
                           "creature's controller."));
    }

    // CR 608.2h, 202.3: the counters' X is the mana value of the one target the instruction before acted on.
    void whelksCountersCountTheTargetSpell()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Draining Whelk"), QStringLiteral("counter target"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::CounterSpell);
        QCOMPARE(a->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(a->effect[1].amountOf);
        QCOMPARE(a->effect[1].amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(a->effect[1].amountOf->who, QStringLiteral("that_target"));
    }

    // CR 701.5a, 608.2h, 202.3: Nico casts Hill Giant ({3}{R}); Draining Whelk enters and its trigger
    // counters the Giant, which goes to Nico's graveyard, and puts four +1/+1 counters on the Whelk.
    void drainingWhelkCountersAndGrows()
    {
        const Playthrough p = played(R"({"id": "whelk", "card": "Draining Whelk", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "giant"}, {"id": "e2", "move": "whelk", "to": "battlefield",
                "triggers": {"e2.1": {"targets": ["giant"]}}}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("whelk")), 4);
        QCOMPARE(test::ptOf(p, QStringLiteral("whelk")), QStringLiteral("5/5"));
    }

    // CR 608.2h, 208.3: Rotfeaster Maggot exiles the Hill Giant card in Nico's graveyard; Ana gains life
    // equal to that card's toughness, 3.
    void rotfeasterMaggotGainsTheCardsToughness()
    {
        const Playthrough p = played(R"({"id": "maggot", "card": "Rotfeaster Maggot", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "zone": "graveyard"})",
            R"({"id": "e1", "move": "maggot", "to": "battlefield", "triggers": {"e1.1": {"targets": ["giant"]}}},
                {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
    }

    // "that card's" names a target card in a graveyard only; a permanent target is "that creature".
    void thatCardIsAGraveyardTarget()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Rotfeaster Maggot"), QStringLiteral("toughness"));
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].zone, Zone::Graveyard);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[1].kind, ActionKind::GainLife);
        QVERIFY(a->effect[1].amountOf);
        QCOMPARE(a->effect[1].amountOf->kind, Expr::Kind::ToughnessOfTarget);
    }

    // CR 603.5, 509.1c: Ana has Nico's Hill Giant block the hasty Beetle: when it attacks, Nico's declaration
    // of no blockers is refused and a block by the Giant is done. Declined, no block is required.
    void giantAmbushBeetleForcesABlock()
    {
        const QByteArray objects = R"({"id": "beetle", "card": "Giant Ambush Beetle", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 1})";
        const QByteArray enters = R"({"id": "e1", "move": "beetle", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["giant"]}}})";
        const QByteArray combat = R"(, {"id": "a1", "attack": {"beetle": "nico"}}, {"id": "b1", "block": {}},
            {"id": "b2", "block": {"giant": ["beetle"]}})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})" + combat);
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "done", "509.1c", "done"}));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false}, {"id": "a1", "attack": {"beetle": "nico"}},
            {"id": "b1", "block": {}})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "done", "done"}));
    }

    // CR 603.10a, 608.2h, 603.7c: Ana's Creature Bond on Nico's Hill Giant with a +1/+1 counter (4/4): the
    // Giant dies and the Bond deals 4 damage (its toughness as it last existed, not the card's 3) to Nico,
    // the creature's controller; Ana takes none.
    void creatureBondDealsTheToughnessToTheController()
    {
        const Playthrough p = played(R"({"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 1,
                "counters": {"+1/+1": 1}},
                {"id": "bond", "card": "Creature Bond", "timestamp": 2, "attached_to": "giant"})",
            R"({"id": "e1", "move": "giant", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 16, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig29)
#include "tst_imptrig29.moc"
