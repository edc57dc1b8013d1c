// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell16.json):
// "Counter target spell that targets a creature / a permanent you control / a player / you / an
// enchantment" (Confound, Intervene, Rebuff the Wicked, Turn Aside, Outwit, Dawn Charm, Cerulean Drake,
// Vigilant Martyr; Selector::targeting, 115.1). The structure, the English written back (the round trip
// trusts it), the card format, and what the event player does: the target spell must have a target the
// phrase selects as it is cast (601.2c) and again as the counterspell resolves (608.2b). And "target
// creature gets +1/+0 until end of turn and can't be blocked this turn" / "… and must be blocked this
// turn if able" (Distortion Strike, Emergent Growth, Veil of Secrecy), with any one target phrase before
// "can't be blocked this turn" (Tawnos's Wand's "target creature with power 2 or less"; 509.1b).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::powerOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell16.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Lightning Bolt in her hand, Nico's Grizzly Bears and Ana's own on the battlefield.
const QByteArray kBoltAndBears = R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
    {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
    {"id": "abears", "card": "Grizzly Bears", "timestamp": 2})";

QByteArray nicoHolds(const char* id, const char* card)
{
    return kBoltAndBears + QByteArray(R"(, {"id": ")") + id + R"(", "card": ")" + card
        + R"(", "owner": "nico", "zone": "hand"})";
}

}   // namespace

class TestImpSpell16 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 12); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("a creature") << "Confound" << "Counter" << "Counter target spell that targets a creature.";
        QTest::newRow("a creature again") << "Intervene" << "Counter" << "Counter target spell that targets a creature.";
        QTest::newRow("a player") << "Outwit" << "Counter" << "Counter target spell that targets a player.";
        QTest::newRow("a permanent you control")
            << "Rebuff the Wicked" << "Counter" << "Counter target spell that targets a permanent you control.";
        QTest::newRow("a permanent you control again")
            << "Turn Aside" << "Counter" << "Counter target spell that targets a permanent you control.";
        QTest::newRow("you, activated")
            << "Cerulean Drake" << "Counter" << "Sacrifice ~: Counter target spell that targets you.";
        QTest::newRow("an enchantment")
            << "Vigilant Martyr" << "Counter"
            << "{W}{W}, {T}, Sacrifice ~: Counter target spell that targets an enchantment.";
        QTest::newRow("gets and can't be blocked")
            << "Distortion Strike" << "Target"
            << "Target creature gets +1/+0 until end of turn and can't be blocked this turn.";
        QTest::newRow("gets and must be blocked")
            << "Emergent Growth" << "Target"
            << "Target creature gets +5/+5 until end of turn and must be blocked this turn if able.";
        QTest::newRow("gains and can't be blocked")
            << "Veil of Secrecy" << "Target"
            << "Target creature gains shroud until end of turn and can't be blocked this turn.";
        QTest::newRow("with power 2 or less")
            << "Tawnos's Wand" << "Target"
            << "{2}, {T}: Target creature with power 2 or less can't be blocked until end of turn.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 115.1: the spell is the target; what it targets is a selector of its own.
        const ImportedCard* rebuff = test::findCard(fixtures(), QStringLiteral("Rebuff the Wicked"));
        QVERIFY(rebuff);
        const AbilityDef& a = *rebuff->card->front.abilities.value(0);
        QCOMPARE(a.targets.size(), 1);
        QCOMPARE(a.targets[0].word, QStringLiteral("spell"));
        QVERIFY(a.targets[0].targeting);
        QCOMPARE(a.targets[0].targeting->word, QStringLiteral("permanent"));
        QCOMPARE(a.targets[0].targeting->controller, Selector::Who::You);
        const ImportedCard* outwit = test::findCard(fixtures(), QStringLiteral("Outwit"));
        QVERIFY(outwit);
        QCOMPARE(outwit->card->front.abilities.value(0)->targets.value(0).targeting->word, QStringLiteral("player"));
        // The card format keeps what the spell targets.
        QString why;
        const CardPtr back = test::throughCardFormat(*rebuff->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities.value(0)->targets.value(0).targeting);
        QCOMPARE(*back->front.abilities.value(0)->targets.value(0).targeting, *a.targets[0].targeting);
        // Dawn Charm's third mode: "you", a player who is the charm's controller.
        const ImportedCard* charm = test::findCard(fixtures(), QStringLiteral("Dawn Charm"));
        QVERIFY(charm);
        QCOMPARE(charm->abilities.value(0).status, AbilityStatus::Parsed);
    }

    void countersASpellThatTargetsACreature()
    {
        // CR 115.1, 701.6a: Ana's Bolt targets Nico's Grizzly Bears; Confound counters it, the Bears live.
        const Playthrough play = played(nicoHolds("confound", "Confound"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nbears"]}, {"id": "e2", "cast": "confound", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Battlefield);
        QVERIFY(play.finalState.stack.isEmpty());
    }

    void aSpellThatTargetsAPlayerIsNoLegalTarget()
    {
        // CR 601.2c: a Bolt at Nico targets no creature: Confound can't target it, Outwit can.
        const QByteArray atNico = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, )";
        const Playthrough confound = played(nicoHolds("confound", "Confound"),
            atNico + R"({"id": "e2", "cast": "confound", "targets": ["bolt"]})");
        QVERIFY(!test::eventOutcome(confound, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::zoneOf(confound, "confound"), Zone::Hand);
        const Playthrough outwit = played(nicoHolds("outwit", "Outwit"),
            atNico + R"({"id": "e2", "cast": "outwit", "targets": ["bolt"]}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(outwit, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(outwit, "nico"), 20);
        // A Bolt at a creature targets no player: Outwit can't target it.
        const Playthrough wrong = played(nicoHolds("outwit", "Outwit"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nbears"]}, {"id": "e2", "cast": "outwit", "targets": ["bolt"]})");
        QVERIFY(!test::eventOutcome(wrong, QStringLiteral("e2")).isEmpty());
    }

    void aPermanentYouControlIsTheCounterspellControllers()
    {
        // CR 115.1, 109.5: "you" is Rebuff the Wicked's controller, Nico: a Bolt at his Bears is countered,
        // a Bolt at Ana's own Bears is no legal target for his Rebuff.
        const Playthrough his = played(nicoHolds("rebuff", "Rebuff the Wicked"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nbears"]}, {"id": "e2", "cast": "rebuff", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(his, "bolt"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(his, "nbears"), Zone::Battlefield);
        const Playthrough hers = played(nicoHolds("rebuff", "Rebuff the Wicked"),
            R"({"id": "e1", "cast": "bolt", "targets": ["abears"]}, {"id": "e2", "cast": "rebuff", "targets": ["bolt"]})");
        QVERIFY(!test::eventOutcome(hers, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::zoneOf(hers, "rebuff"), Zone::Hand);
    }

    void targetsYouIsTheChargesController()
    {
        // CR 700.2, 115.1: Dawn Charm's third mode counters a Bolt at Nico, its controller; a Bolt at Ana
        // is no legal target.
        const Playthrough at = played(nicoHolds("charm", "Dawn Charm"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "charm", "choices": {"mode": 3}, "targets": ["bolt"]}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(at, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(at, "nico"), 20);
        const Playthrough away = played(nicoHolds("charm", "Dawn Charm"),
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]},
            {"id": "e2", "cast": "charm", "choices": {"mode": 3}, "targets": ["bolt"]})");
        QVERIFY(!test::eventOutcome(away, QStringLiteral("e2")).isEmpty());
    }

    void noLongerTargetingACreatureOnResolution()
    {
        // CR 608.2b, 400.7: the Bears leave the battlefield before Confound resolves; the Bolt no longer
        // targets a creature, so Confound's only target is illegal and it does nothing.
        const Playthrough play = played(nicoHolds("confound", "Confound"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nbears"]}, {"id": "e2", "cast": "confound", "targets": ["bolt"]},
            {"id": "e3", "move": ["nbears"], "to": "hand"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::happened(play).contains(QStringLiteral("every target is illegal now")),
            qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, "confound"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Stack);
    }

    void pumpedAndUnblockable()
    {
        // CR 611.2a, 509.1b: Distortion Strike gives Ana's Bears +1/+0 and a rule until end of turn: Nico's
        // block of them is refused; his block of nothing stands, and 3 combat damage is dealt.
        const QByteArray objects = R"({"id": "strike", "card": "Distortion Strike", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "strike", "targets": ["abears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"abears": "nico"}}, {"id": "e4", "block": {"nbears": ["abears"]}})");
        QCOMPARE(powerOf(play, "abears"), 3);
        QVERIFY(!test::eventOutcome(play, QStringLiteral("e4")).isEmpty());
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e4")).join(QLatin1Char(' ')).contains(QStringLiteral("509.1b")),
            qPrintable(test::eventOutcome(play, QStringLiteral("e4")).join(QLatin1Char(' '))));
        // Without the spell the same block is allowed.
        const Playthrough plain = played(objects,
            R"({"id": "e3", "attack": {"abears": "nico"}}, {"id": "e4", "block": {"nbears": ["abears"]}})");
        QVERIFY(test::eventOutcome(plain, QStringLiteral("e4")).isEmpty());
    }

    void pumpedAndMustBeBlocked()
    {
        // CR 611.2a, 509.1c: Emergent Growth makes Ana's Bears 7/7 until end of turn, and they must be
        // blocked if able: the rule's op is MustBeBlocked on the spell's target, as Lure's.
        const AbilityDef* growth = test::parsedAbility(fixtures(), QStringLiteral("Emergent Growth"), 0);
        QVERIFY(growth);
        QCOMPARE(growth->effect.size(), 2);
        QCOMPARE(growth->effect[1].continuous->ops.value(0).rule, RuleName::MustBeBlocked);
        QCOMPARE(growth->effect[1].continuous->affects->ref, Selector::Ref::Target);
        const Playthrough play = played(R"({"id": "growth", "card": "Emergent Growth", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1})",
            R"({"id": "e1", "cast": "growth", "targets": ["abears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(powerOf(play, "abears"), 7);
    }

    void anyOneTargetPhraseCantBeBlocked()
    {
        // CR 601.2c, 602.2b: Tawnos's Wand targets a creature with power 2 or less only: the Bears, not the
        // 3-power Bog Wraith.
        const QByteArray objects = R"({"id": "wand", "card": "Tawnos\u0027s Wand", "timestamp": 1},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "big", "card": "Bog Wraith", "timestamp": 3})";
        const Playthrough small = played(objects, R"({"id": "e1", "activate": "wand", "ability": 1, "targets": ["abears"]})");
        QVERIFY(test::eventOutcome(small, QStringLiteral("e1")).isEmpty());
        const Playthrough big = played(objects, R"({"id": "e1", "activate": "wand", "ability": 1, "targets": ["big"]})");
        QVERIFY(!test::eventOutcome(big, QStringLiteral("e1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpSpell16)
#include "tst_impspell16.moc"
