// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb26.json), round 26
// (`imptrigb26`): "where X is" a hand, or the difference of a hand and a number or another hand, after an
// action of the event's player or of the one target: "~ deals X damage to that player, where X is the number
// of cards in their hand minus 4" (Iron Maiden), "… 3 minus …" (Wheel of Torture), "that player loses X life,
// where X is the number of cards in that player's hand minus the number of cards in your hand" (Dark
// Suspicions), "~ deals X damage to target opponent, where X is …" (Bulwark), "you gain X life, where X is the
// number of cards in your hand minus 4" (Ivory Tower), "that player puts the top X cards of their library
// into their graveyard, where X is the number of cards in their hand" (Dreamborn Muse); and "target opponent
// discards a card for each Shrine you control" (Honden of Night's Reach); "each creature blocking it gets
// -1/-1 until end of turn" (Plague Wight); "you may gain life equal to the power of target creature you
// control" (Wall of Reverence).
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
    return test::fixtureFile(QStringLiteral("imptrigb26.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Nico's upkeep begins (Ana's turn is the scenario's first), and the trigger resolves.
const QByteArray kNicosUpkeep = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})";

// `n` Grizzly Bears in the hand (or another zone) of `owner`, ids prefixed with the zone and owner.
QByteArray cards(const QString& owner, int n, const QString& zone = QStringLiteral("hand"))
{
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral(R"({"id": "%1%2%3", "card": "Grizzly Bears", "owner": "%2", "zone": "%1"})").arg(zone, owner).arg(i);
    return out.isEmpty() ? QByteArray() : (QStringLiteral(", ") + out.join(QStringLiteral(", "))).toUtf8();
}

int cardsIn(const Playthrough& play, const QString& player, Zone zone)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += (o.owner == player && o.zone == zone) ? 1 : 0;
    return n;
}

}   // namespace

class TestImpTrigB26 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 10);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2h: "the number of cards in their hand minus 4" is that player's hand less a number, counted as
    // the ability resolves; Bulwark's second hand is its one target's.
    void theDifferenceNamesEachHand()
    {
        const AbilityDef* maiden = test::parsedWith(fixtures(), QStringLiteral("Iron Maiden"), QStringLiteral("minus 4"));
        QVERIFY(maiden);
        QCOMPARE(maiden->effect.size(), 1);
        const Action& damage = maiden->effect.first();
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.who, QStringLiteral("that_player"));
        QVERIFY(damage.amount.x && damage.amountOf);
        QCOMPARE(damage.amountOf->kind, Expr::Kind::Sum);
        QCOMPARE(damage.amountOf->args.size(), 2);
        QCOMPARE(damage.amountOf->args[0].kind, Expr::Kind::CardsInHand);
        QCOMPARE(damage.amountOf->args[0].who, QStringLiteral("that_player"));
        QCOMPARE(damage.amountOf->args[1], Expr::constant(-4));
        const AbilityDef* bulwark = test::parsedWith(fixtures(), QStringLiteral("Bulwark"), QStringLiteral("minus"));
        QVERIFY(bulwark);
        QCOMPARE(bulwark->targets.size(), 1);
        const Expr& x = *bulwark->effect.first().amountOf;
        QCOMPARE(x.args[0].who, QStringLiteral("you"));
        QCOMPARE(x.args[1].kind, Expr::Kind::Neg);
        QCOMPARE(x.args[1].args.first().who, QStringLiteral("target_player"));
    }

    // CR 608.2h, 120.3: at Nico's upkeep Ana's Iron Maiden deals him 2 damage for his six cards in hand; for
    // four, X is 0 and it deals none.
    void ironMaidenCountsTheHandBeyondFour()
    {
        const QByteArray maiden = R"({"id": "maiden", "card": "Iron Maiden", "timestamp": 1})";
        Playthrough p = played(maiden + cards(QStringLiteral("nico"), 6), kNicosUpkeep);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("maiden:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = played(maiden + cards(QStringLiteral("nico"), 4), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 107.1b: Wheel of Torture's "3 minus the number of cards in their hand" is 2 for one card; for five it
    // is below 0, and 0 damage is dealt.
    void wheelOfTortureCountsTheCardsMissing()
    {
        const QByteArray wheel = R"({"id": "wheel", "card": "Wheel of Torture", "timestamp": 1})";
        Playthrough p = played(wheel + cards(QStringLiteral("nico"), 1), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        p = played(wheel + cards(QStringLiteral("nico"), 5), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 119.3, 107.1b: Dark Suspicions takes from Nico the cards his hand holds beyond Ana's: 4 less 1 is 3
    // life; with fewer cards than Ana he loses none (and gains none).
    void darkSuspicionsComparesTheTwoHands()
    {
        const QByteArray suspicions = R"({"id": "suspicions", "card": "Dark Suspicions", "timestamp": 1})";
        Playthrough p = played(suspicions + cards(QStringLiteral("nico"), 4) + cards(QStringLiteral("ana"), 1), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
        p = played(suspicions + cards(QStringLiteral("nico"), 1) + cards(QStringLiteral("ana"), 3), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 608.2h, 115.1: Nico's Bulwark targets Ana at his upkeep: his four cards less her one, 3 damage to her.
    void bulwarkSubtractsTheTargetsHand()
    {
        const QByteArray bulwark = R"({"id": "bulwark", "card": "Bulwark", "owner": "nico", "timestamp": 1})";
        const QByteArray upkeep = R"({"id": "e1", "begin": "upkeep", "triggers": {"e1.1": {"targets": ["ana"]}}},
            {"id": "e2", "resolve": "top"})";
        Playthrough p = played(bulwark + cards(QStringLiteral("nico"), 4) + cards(QStringLiteral("ana"), 1), upkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        p = played(bulwark + cards(QStringLiteral("nico"), 1) + cards(QStringLiteral("ana"), 4), upkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
    }

    // CR 119.3, 107.1b: Nico's Ivory Tower gains him 2 life for six cards in hand, none for three.
    void ivoryTowerGainsForTheHandBeyondFour()
    {
        const QByteArray tower = R"({"id": "tower", "card": "Ivory Tower", "owner": "nico", "timestamp": 1})";
        Playthrough p = played(tower + cards(QStringLiteral("nico"), 6), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 22, qPrintable(test::happened(p)));
        p = played(tower + cards(QStringLiteral("nico"), 3), kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 701.13b, 608.2h: at Nico's upkeep Ana's Dreamborn Muse mills him two cards for the two in his hand.
    void dreambornMuseMillsTheHandsSize()
    {
        const Playthrough p = played(R"({"id": "muse", "card": "Dreamborn Muse", "timestamp": 1})"
                + cards(QStringLiteral("nico"), 2) + cards(QStringLiteral("nico"), 3, QStringLiteral("library")),
            kNicosUpkeep);
        QVERIFY2(cardsIn(p, QStringLiteral("nico"), Zone::Graveyard) == 2, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, QStringLiteral("nico"), Zone::Library), 1);
        QCOMPARE(cardsIn(p, QStringLiteral("nico"), Zone::Hand), 2);
    }

    // CR 608.2h, 701.9a: at Nico's upkeep his Honden of Night's Reach makes Ana discard a card for each of his
    // two Shrines (Honden of Seeing Winds beside it), not for his Grizzly Bears: two of her three cards.
    void hondenCountsTheShrines()
    {
        // (moc reads an apostrophe in a raw string as a character literal: the name is an ordinary string)
        const QByteArray objects = "{\"id\": \"reach\", \"card\": \"Honden of Night's Reach\", \"owner\": \"nico\", \"timestamp\": 1}, "
            R"({"id": "winds", "card": "Honden of Seeing Winds", "owner": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})"
            + cards(QStringLiteral("ana"), 3) + cards(QStringLiteral("nico"), 2, QStringLiteral("library"));
        const Playthrough p = played(objects, R"({"id": "e1", "begin": "upkeep", "triggers": {"e1.1": {"targets": ["ana"]}}},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(cardsIn(p, QStringLiteral("ana"), Zone::Graveyard) == 2, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, QStringLiteral("ana"), Zone::Hand), 1);
        QCOMPARE(cardsIn(p, QStringLiteral("nico"), Zone::Hand), 2);
    }

    // CR 509.1h, 611.2c: Nico blocks Ana's Plague Wight with two Grizzly Bears: each gets -1/-1 until end of
    // turn; his Llanowar Elves, not blocking, keeps its size.
    void plagueWightShrinksEachBlocker()
    {
        const QByteArray objects = R"({"id": "wight", "card": "Plague Wight", "timestamp": 1},
            {"id": "bears1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "bears2", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
            {"id": "elves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 4})";
        const Playthrough p = played(objects, R"({"id": "e1", "attack": {"wight": "nico"}},
            {"id": "e2", "block": {"bears1": ["wight"], "bears2": ["wight"]}}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("wight:1")});
        QVERIFY2(test::ptOf(p, QStringLiteral("bears1")) == QStringLiteral("1/1"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears2")), QStringLiteral("1/1"));
        QCOMPARE(test::ptOf(p, QStringLiteral("elves")), QStringLiteral("1/1"));
        QCOMPARE(test::ptOf(p, QStringLiteral("wight")), QStringLiteral("2/1"));
    }

    // CR 608.2h, 119.3: at Ana's end step Wall of Reverence gains her life equal to the power of her Craw Wurm,
    // 6, counted as the ability resolves.
    void wallOfReverenceGainsTheTargetsPower()
    {
        const QByteArray objects = R"({"id": "wall", "card": "Wall of Reverence", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 2})";
        const Playthrough p = played(objects, R"({"id": "e1", "begin": "end", "triggers": {"e1.1": {"targets": ["wurm"]}}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("wall:3")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 26, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB26)
#include "tst_imptrigb26.moc"
