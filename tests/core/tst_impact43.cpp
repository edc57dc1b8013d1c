// Activated abilities read from real cards' Oracle text (tests/data/import/impact43.json), round 43: Lich Lord of Unx's
// "Target player loses X life and puts the top X cards of their library into their graveyard, where X is the number of
// Zombies you control": one player target, one X counted as the ability resolves for both instructions. Thoughtcutter
// Agent's "Target player loses 1 life and reveals their hand.": the same target's loss, then its hand shown. Suicidal
// Charge's "Creatures your opponents control get -1/-1 until end of turn. Those creatures attack this turn if able.": one
// effect on the set fixed as it resolves, the change and the requirement. Whirlpool Warrior's "Each player shuffles the
// cards from their hand into their library, then draws that many cards.": each player's own count.
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
    return test::fixtureFile(QStringLiteral("impact43.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// How many cards `owner` has in hand at the end of `p`.
int handSize(const Playthrough& p, const QString& owner)
{
    return int(std::count_if(p.finalState.objects.cbegin(), p.finalState.objects.cend(),
        [&](const GameObject& o) { return o.zone == Zone::Hand && o.owner == owner; }));
}

// `n` Forests on top of Nico's library, "n1" the top one.
QByteArray nicoLibrary(int n)
{
    QByteArray out;
    for (int k = 1; k <= n; ++k)
        out += QStringLiteral(", {\"id\": \"n%1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}").arg(k).toUtf8();
    return out;
}

}   // namespace

class TestImpact43 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Lich Lord of Unx", "Thoughtcutter Agent", "Suicidal Charge", "Whirlpool Warrior"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 4);
    }

    // CR 119.3, 701.13b (the older words of "mills X cards"), 608.2h: the loss and the mill of the one target player,
    // each X the number of Zombies the ability's controller controls as it resolves.
    void lichLordModelAndEnglish()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lich Lord of Unx"), 1),
            QStringLiteral("{U}{U}{B}{B}: Target player loses X life and mills X cards, where X is the number of Zombies you "
                           "control."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Lich Lord of Unx"), 1);
        QVERIFY(a && a->effect.size() == 2 && a->targets.size() == 1);
        const Action& lose = a->effect[0];
        const Action& mill = a->effect[1];
        QCOMPARE(lose.kind, ActionKind::LoseLife);
        QCOMPARE(mill.kind, ActionKind::Mill);
        QCOMPARE(lose.who, QStringLiteral("target_player"));
        QCOMPARE(mill.who, QStringLiteral("target_player"));
        QVERIFY(lose.amount.x && mill.amount.x);
        QVERIFY(lose.amountOf && mill.amountOf && *lose.amountOf == *mill.amountOf);
        QCOMPARE(lose.amountOf->kind, Expr::Kind::Count);
        QVERIFY(lose.amountOf->selector);
        QCOMPARE(lose.amountOf->selector->controller, Selector::Who::You);
    }

    // CR 608.2h: Ana controls the Lich Lord and a Walking Corpse (two Zombies); Nico's own Walking Corpse is not hers.
    // Nico loses 2 life and mills his top two cards.
    void lichLordCountsZombiesYouControl()
    {
        QByteArray board = test::objectJson("lich", "Lich Lord of Unx");
        board += ", " + test::objectJson("corpse", "Walking Corpse");
        board += ", " + test::objectJson("theirs", "Walking Corpse", "", "nico");
        board += nicoLibrary(4);
        const Playthrough p = played(board,
            R"({"id": "e1", "activate": "lich", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n3")), Zone::Library);
    }

    // CR 608.2h: the token its first ability makes is a Zombie too, counted when the second ability resolves.
    void lichLordCountsItsZombieToken()
    {
        QByteArray board = test::objectJson("lich", "Lich Lord of Unx");
        board += nicoLibrary(3);
        const Playthrough p = played(board,
            R"({"id": "e1", "activate": "lich", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "lich", "ability": 2, "targets": ["nico"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1") && !test::refused(p, "e3"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("n3")), Zone::Library);
    }

    // CR 119.3, 701.16a: one target player, who loses the life and reveals the hand (shown to every player, not only
    // looked at by the ability's controller).
    void thoughtcutterModelAndEnglish()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thoughtcutter Agent"), 0),
            QStringLiteral("{U}{B}, {T}: Target player loses 1 life and reveals their hand."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Thoughtcutter Agent"), 0);
        QVERIFY(a && a->effect.size() == 2 && a->targets.size() == 1);
        QCOMPARE(a->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(a->effect[0].amount.n, 1);
        QCOMPARE(a->effect[0].who, QStringLiteral("target_player"));
        QCOMPARE(a->effect[1].kind, ActionKind::LookAtHand);
        QVERIFY(a->effect[1].reveal);
        QCOMPARE(a->effect[1].who, QStringLiteral("target_player"));
    }

    // CR 119.3, 701.16a: Nico loses 1 life and his hand (a Forest and Grizzly Bears) is revealed; Ana's is not.
    void thoughtcutterRevealsTheTargetsHand()
    {
        QByteArray board = test::objectJson("agent", "Thoughtcutter Agent");
        board += R"(, {"id": "nf", "card": "Forest", "owner": "nico", "zone": "hand"},
            {"id": "nb", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "af", "card": "Island", "zone": "hand"})";
        const Playthrough p = played(board,
            R"({"id": "e1", "activate": "agent", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QVERIFY(test::tapped(p, QStringLiteral("agent")));
        const QString log = test::happened(p);
        QVERIFY2(log.contains(QStringLiteral("Nico reveals their hand: Forest, Grizzly Bears")), qPrintable(log));
        QVERIFY2(!log.contains(QStringLiteral("looks at")) && !log.contains(QStringLiteral("Island")), qPrintable(log));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Hand);
    }

    // CR 611.2c, 508.1d, 613.4c: "those creatures" are the ones the change affects, fixed as it resolves; one continuous
    // effect on the set with both the -1/-1 and the requirement to attack, until end of turn (514.2).
    void suicidalChargeModelAndEnglish()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Suicidal Charge"), 0),
            QStringLiteral("Sacrifice ~: Creatures your opponents control get -1/-1 and attack each combat if able until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Suicidal Charge"), 0);
        QVERIFY(a && a->effect.size() == 1 && a->effect[0].kind == ActionKind::Continuous && a->effect[0].continuous);
        const ContinuousDef& c = *a->effect[0].continuous;
        QVERIFY(c.affects && !c.affects->isRef());
        QCOMPARE(c.affects->controller, Selector::Who::Opponent);
        QCOMPARE(c.affects->types, quint16(CardType::Creature));
        QCOMPARE(c.duration, Duration::EndOfTurn);
        QCOMPARE(c.ops.size(), 2);
        QCOMPARE(c.ops[0].kind, Op::Kind::ModifyPT);
        QCOMPARE(c.ops[1].kind, Op::Kind::Rule);
        QCOMPARE(c.ops[1].rule, RuleName::AttacksEachCombat);
    }

    // CR 508.1d, 704.5f: Nico sacrifices Suicidal Charge on Ana's turn: her Llanowar Elves (1/1) die, her Bears become
    // 1/1 and her Wurm 5/3, and an attack without the Bears obeys fewer requirements than it could and is refused.
    void suicidalChargeMakesThemAttack()
    {
        const QByteArray board = test::objectJson("charge", "Suicidal Charge", "", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm") + ","
            + test::objectJson("elves", "Llanowar Elves") + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const QByteArray activate = R"({"id": "e1", "activate": "charge", "ability": 1}, {"id": "e2", "resolve": "top"}, )";
        const Playthrough without = played(board, activate + R"({"id": "e3", "attack": {"wurm": "nico"}})");
        QVERIFY2(test::eventOutcome(without, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(without)));
        QCOMPARE(test::zoneOf(without, QStringLiteral("charge")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(without, QStringLiteral("elves")), Zone::Graveyard);
        QCOMPARE(test::ptOf(without, QStringLiteral("bears")), QStringLiteral("1/1"));
        QCOMPARE(test::ptOf(without, QStringLiteral("wurm")), QStringLiteral("5/3"));
        QCOMPARE(test::ptOf(without, QStringLiteral("theirs")), QStringLiteral("2/2"));
        QCOMPARE(test::eventOutcome(without, QStringLiteral("e3")), QStringList{QStringLiteral("problem 508.1d")});
        const Playthrough with = played(board, activate + R"({"id": "e3", "attack": {"bears": "nico", "wurm": "nico"}})");
        QCOMPARE(test::eventOutcome(with, QStringLiteral("e3")), QStringList());
    }

    // CR 701.24, 608.2c: every card of every hand goes to its owner's library, then each player draws as many as their
    // own hand put in ("that many" is each player's, not the total).
    void whirlpoolWarriorModelAndEnglish()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Whirlpool Warrior"), 1),
            QStringLiteral("{R}, Sacrifice ~: Each player shuffles the cards from their hand into their library, then draws that "
                           "many cards."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Whirlpool Warrior"), 1);
        QVERIFY(a && a->effect.size() == 2);
        QCOMPARE(a->effect[0].kind, ActionKind::ShuffleIntoLibrary);
        QVERIFY(a->effect[0].object && !a->effect[0].object->ownerYou && a->effect[0].object->zone == Zone::Hand);
        QCOMPARE(a->effect[1].kind, ActionKind::Draw);
        QCOMPARE(a->effect[1].who, QStringLiteral("each_player"));
        QVERIFY(a->effect[1].then && a->effect[1].amountOf && a->effect[1].amountOf->kind == Expr::Kind::CountThisWay);
    }

    // CR 701.24, 608.2c: Ana shuffles two cards in and draws two, Nico three and draws three.
    void whirlpoolWarriorEachDrawsTheirOwn()
    {
        QByteArray board = test::objectJson("warrior", "Whirlpool Warrior");
        board += R"(, {"id": "ah1", "card": "Island", "zone": "hand"}, {"id": "ah2", "card": "Island", "zone": "hand"},
            {"id": "nh1", "card": "Forest", "owner": "nico", "zone": "hand"},
            {"id": "nh2", "card": "Forest", "owner": "nico", "zone": "hand"},
            {"id": "nh3", "card": "Forest", "owner": "nico", "zone": "hand"},
            {"id": "al1", "card": "Plains", "zone": "library"}, {"id": "al2", "card": "Plains", "zone": "library"},
            {"id": "al3", "card": "Plains", "zone": "library"}, {"id": "al4", "card": "Plains", "zone": "library"},
            {"id": "al5", "card": "Plains", "zone": "library"})";
        board += nicoLibrary(5);
        const Playthrough p = played(board, R"({"id": "e1", "activate": "warrior", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("warrior")), Zone::Graveyard);
        QCOMPARE(handSize(p, QStringLiteral("ana")), 2);
        QCOMPARE(handSize(p, QStringLiteral("nico")), 3);
        QVERIFY2(test::happened(p).count(QStringLiteral("701.24")) == 5, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpact43)
#include "tst_impact43.moc"
