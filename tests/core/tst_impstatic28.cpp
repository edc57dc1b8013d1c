// Round 28's static abilities, read from real cards' Oracle text (tests/data/import/impstatic28.json) and
// played: a rule of how ~ is blocked "as long as defending player controls …" (Bubbling Beebles, Arctic
// Foxes), which holds only while ~ attacks that player (506.2, 509.1b); Ronom Serpent's "can't attack
// unless defending player controls a snow land", a kind of permanent rather than a land type (508.1c);
// Lupine Prototype's "unless a player has no cards in hand", any player's hand (508.1c); Phyrexian
// Revoker's "sources with the chosen name", whose activated abilities can't be activated (602.5); Curse of
// Exhaustion's "Enchanted player can't cast more than one spell each turn" (303.4, 101.2); Prime Speaker
// Zegana's counters, "the greatest power among other creatures you control" as it enters (614.1c); Cautery
// Sliver's "target player, planeswalker, or Sliver creature" (115.1); Azusa's "two additional lands", the
// land-play rule twice (305.2, carried).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>
#include <algorithm>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic28.json"));
}

// The outcome of each event: Ana's `a` attacks Nico, then (with `blocker`) his `b` blocks it.
QStringList combatOutcome(const QByteArray& objects, bool blocks)
{
    QByteArray events = R"({"id": "e1", "attack": {"a": "nico"}})";
    if (blocks)
        events += R"(, {"id": "e2", "block": {"b": ["a"]}})";
    return test::doneOrRefusal(test::playScenario(fixtures(), objects, events));
}

}   // namespace

class TestImpStatic28 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 11); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 506.2, 611.3a: a static of ~'s own under a condition said of the defending player, written back as
    // Oracle says it.
    void readsRulesWhileDefendingPlayerControls_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("written");
        QTest::newRow("Bubbling Beebles") << "Bubbling Beebles" << int(RuleName::CantBeBlocked)
                                          << "As long as defending player controls an enchantment, ~ can't be blocked.";
        QTest::newRow("Arctic Foxes") << "Arctic Foxes" << int(RuleName::CantBeBlockedByPowerOrGreater)
                                      << "As long as defending player controls a snow land, ~ can't be blocked by "
                                         "creatures with power 2 or greater.";
    }
    void readsRulesWhileDefendingPlayerControls()
    {
        QFETCH(QString, card);
        QFETCH(int, rule);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("defending player"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->who, QStringLiteral("defending_player"));
        QCOMPARE(a->condition->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(int(a->ops[0].rule), rule);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("defending player"))->written, written);
    }

    // CR 509.1b, 506.2: Ana's Bubbling Beebles attacks Nico; his Black Knight can't block it while he
    // controls an enchantment (Bad Moon), and can when he controls none, even if Ana controls one.
    void beeblesUnblockableAgainstAnEnchantment_data()
    {
        QTest::addColumn<QString>("moonController");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Nico's Bad Moon") << "nico" << "509.1b";
        QTest::newRow("Ana's Bad Moon") << "ana" << "done";
    }
    void beeblesUnblockableAgainstAnEnchantment()
    {
        QFETCH(QString, moonController);
        QFETCH(QString, outcome);
        const QByteArray moon = moonController.toUtf8();
        const QByteArray objects = test::objectJson("a", "Bubbling Beebles") + ", "
            + test::objectJson("b", "Black Knight", "", "nico") + ", "
            + test::objectJson("moon", "Bad Moon", "", moon.constData());
        const QStringList outcomes = combatOutcome(objects, true);
        QCOMPARE(outcomes.value(0), QStringLiteral("done"));
        QCOMPARE(outcomes.value(1), outcome);
    }

    // CR 509.1b, 506.2: Ana's Arctic Foxes attacks Nico; while he controls a snow land, his Craw Wurm
    // (power 6) can't block it and his Benalish Hero (power 1) can; with a plain Island the Wurm can.
    void arcticFoxesRefuseBigBlockersAgainstSnow_data()
    {
        QTest::addColumn<QString>("blocker");
        QTest::addColumn<QString>("land");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Craw Wurm, snow") << "Craw Wurm" << "Snow-Covered Island" << "509.1b";
        QTest::newRow("Benalish Hero, snow") << "Benalish Hero" << "Snow-Covered Island" << "done";
        QTest::newRow("Craw Wurm, Island") << "Craw Wurm" << "Island" << "done";
    }
    void arcticFoxesRefuseBigBlockersAgainstSnow()
    {
        QFETCH(QString, blocker);
        QFETCH(QString, land);
        QFETCH(QString, outcome);
        const QByteArray objects = test::objectJson("a", "Arctic Foxes") + ", "
            + test::objectJson("b", blocker.toUtf8().constData(), "", "nico") + ", "
            + test::objectJson("land", land.toUtf8().constData(), "", "nico");
        const QStringList outcomes = combatOutcome(objects, true);
        QCOMPARE(outcomes.value(0), QStringLiteral("done"));
        QCOMPARE(outcomes.value(1), outcome);
    }

    // "a snow land" is the rule's filter (a supertype and a card type), written back as Oracle says it.
    void ronomSerpentReadsASnowLand()
    {
        const QString card = QStringLiteral("Ronom Serpent");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("can't attack"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CantAttackUnlessDefenderControls);
        QVERIFY(a->ops[0].subtypes.isEmpty());
        QVERIFY(a->ops[0].filter);
        QCOMPARE(a->ops[0].filter->types, quint16(CardType::Land));
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("can't attack"))->written,
            QStringLiteral("~ can't attack unless defending player controls a snow land."));
    }

    // CR 508.1c: Ana's Ronom Serpent (beside her own snow land, so it stays) may attack Nico while he
    // controls a Snow-Covered Island, and not while his only land is an Island.
    void ronomSerpentAttacksOnlyIntoSnow_data()
    {
        QTest::addColumn<QString>("land");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Snow-Covered Island") << "Snow-Covered Island" << "done";
        QTest::newRow("Island") << "Island" << "508.1c";
    }
    void ronomSerpentAttacksOnlyIntoSnow()
    {
        QFETCH(QString, land);
        QFETCH(QString, outcome);
        const QByteArray objects = test::objectJson("a", "Ronom Serpent") + ", "
            + test::objectJson("mine", "Snow-Covered Island") + ", "
            + test::objectJson("land", land.toUtf8().constData(), "", "nico");
        QCOMPARE(combatOutcome(objects, false).value(0), outcome);
    }

    // "a player has no cards in hand": the hand condition said of any player, under "unless" (508.1c).
    void lupinePrototypeReadsAnyPlayersHand()
    {
        const QString card = QStringLiteral("Lupine Prototype");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("no cards in hand"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::HandEmpty);
        QCOMPARE(a->condition->who, QStringLiteral("any_player"));
        QVERIFY(a->condition->negated);
        QCOMPARE(a->ops.value(0).rule, RuleName::CantAttackOrBlock);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("no cards in hand"))->written,
            QStringLiteral("~ can't attack or block unless a player has no cards in hand."));
    }

    // CR 508.1c: Ana's Lupine Prototype can't attack while both players hold a card; once Nico's hand is
    // empty (Ana still holds hers), it can.
    void lupinePrototypeAttacksWhenAHandIsEmpty_data()
    {
        QTest::addColumn<bool>("nicoHoldsACard");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("both hold a card") << true << "508.1c";
        QTest::newRow("Nico's hand empty") << false << "done";
    }
    void lupinePrototypeAttacksWhenAHandIsEmpty()
    {
        QFETCH(bool, nicoHoldsACard);
        QFETCH(QString, outcome);
        QByteArray objects = test::objectJson("a", "Lupine Prototype") + ", "
            + test::objectJson("mine", "Island", R"(, "zone": "hand")");
        if (nicoHoldsACard)
            objects += ", " + test::objectJson("his", "Island", R"(, "zone": "hand")", "nico");
        QCOMPARE(combatOutcome(objects, false).value(0), outcome);
    }

    // "sources with the chosen name": objects in every zone named as ~ entered, written back as Oracle says it.
    void revokerReadsSourcesWithTheChosenName()
    {
        const QString card = QStringLiteral("Phyrexian Revoker");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("can't be activated"));
        QVERIFY(a);
        QVERIFY(a->affects);
        QVERIFY(a->affects->namedChosen);
        QCOMPARE(a->affects->where, Selector::Where::Any);
        QCOMPARE(a->ops.value(0).rule, RuleName::ActivatedAbilitiesCantBeActivated);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("can't be activated"))->written,
            QStringLiteral("Activated abilities of sources with the chosen name can't be activated."));
    }

    // CR 602.5: Nico's Prodigal Pyromancer can't activate its ability while Ana's Phyrexian Revoker names
    // it, and can when the Revoker named another card.
    void revokerStopsTheNamedSource_data()
    {
        QTest::addColumn<QString>("named");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Prodigal Pyromancer named") << "Prodigal Pyromancer" << "602.5";
        QTest::newRow("another name") << "Lightning Bolt" << "done";
    }
    void revokerStopsTheNamedSource()
    {
        QFETCH(QString, named);
        QFETCH(QString, outcome);
        const QByteArray revoker = QByteArray(", \"choices\": {\"name\": \"") + named.toUtf8() + "\"}";
        const QByteArray objects = test::objectJson("revoker", "Phyrexian Revoker", revoker.constData()) + ", "
            + test::objectJson("pyro", "Prodigal Pyromancer", "", "nico");
        const Playthrough play = test::playScenario(
            fixtures(), objects, R"({"id": "e1", "activate": "pyro", "ability": 1, "targets": ["ana"]})");
        QCOMPARE(test::doneOrRefusal(play).value(0), outcome);
    }

    // The one-spell rule of "you", bound to the player the Curse enchants, written back as Oracle says it.
    void curseOfExhaustionReadsEnchantedPlayer()
    {
        const QString card = QStringLiteral("Curse of Exhaustion");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("more than one spell"));
        QVERIFY(a);
        QCOMPARE(a->ops.value(0).kind, Op::Kind::PlayerRule);
        QCOMPARE(a->ops.value(0).rule, RuleName::CastOneSpellEachTurn);
        QVERIFY(a->ops.value(0).filter);
        QCOMPARE(a->ops.value(0).filter->whose, QStringLiteral("controller_of_attached"));
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("more than one spell"))->written,
            QStringLiteral("Enchanted player can't cast more than one spell each turn."));
    }

    // CR 303.4, 101.2: Ana's Curse of Exhaustion enchants Nico: his second spell of the turn can't be cast.
    // Enchanting Ana, it binds her alone, and Nico casts both.
    void curseOfExhaustionBindsTheEnchantedPlayer_data()
    {
        QTest::addColumn<QString>("cursed");
        QTest::addColumn<QString>("second");
        QTest::newRow("Nico enchanted") << "nico" << "601.3";
        QTest::newRow("Ana enchanted") << "ana" << "done";
    }
    void curseOfExhaustionBindsTheEnchantedPlayer()
    {
        QFETCH(QString, cursed);
        QFETCH(QString, second);
        const QByteArray attached = QByteArray(", \"attached_to\": \"") + cursed.toUtf8() + "\"";
        const QByteArray objects = test::objectJson("curse", "Curse of Exhaustion", attached.constData()) + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("shock", "Shock", ", \"zone\": \"hand\"", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "cast": "shock", "targets": ["ana"]})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({QStringLiteral("done"), second}));
    }

    // The counters as it enters, X the greatest power among the other creatures its controller controls.
    void zeganaReadsTheGreatestPower()
    {
        const QString card = QStringLiteral("Prime Speaker Zegana");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("greatest power"));
        QVERIFY(a);
        QVERIFY(a->replacement.entersWithCounters);
        QVERIFY(a->replacement.entersWithCountersCount);
        QCOMPARE(a->replacement.entersWithCountersCount->kind, Expr::Kind::GreatestPower);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("greatest power"))->written,
            QStringLiteral("~ enters with X +1/+1 counters on it, where X is the greatest power among other creatures "
                           "you control."));
    }

    // CR 614.1c, 122.6: Ana casts Prime Speaker Zegana beside her Craw Wurm (power 6): it enters with six
    // +1/+1 counters. With only her Benalish Hero (power 1) and Nico's Craw Wurm, it enters with one.
    void zeganaEntersWithTheGreatestPower_data()
    {
        QTest::addColumn<QString>("wurmController");
        QTest::addColumn<int>("counters");
        QTest::newRow("Ana's Craw Wurm") << "ana" << 6;
        QTest::newRow("Nico's Craw Wurm") << "nico" << 1;
    }
    void zeganaEntersWithTheGreatestPower()
    {
        QFETCH(QString, wurmController);
        QFETCH(int, counters);
        const QByteArray wurm = wurmController.toUtf8();
        const QByteArray objects = test::objectJson("zegana", "Prime Speaker Zegana", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("hero", "Benalish Hero") + ", " + test::objectJson("wurm", "Craw Wurm", "", wurm.constData());
        const Playthrough play = test::playScenario(
            fixtures(), objects, R"({"id": "e1", "cast": "zegana"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("zegana")), Zone::Battlefield);
        QCOMPARE(test::countersOn(play, QStringLiteral("zegana")), counters);
    }

    // CR 115.1: the granted ability's target is a player, a planeswalker or a Sliver creature (the third
    // kind a creature of that subtype), written back as Oracle says it.
    void cauterySliverReadsThreeKindsOfTarget()
    {
        const QString card = QStringLiteral("Cautery Sliver");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("Prevent the next"));
        QVERIFY(a);
        const Op* grant = nullptr;
        for (const Op& op : a->ops)
            grant = op.kind == Op::Kind::AddAbilities ? &op : grant;
        QVERIFY(grant && grant->abilities.size() == 1);
        const Selector target = grant->abilities[0]->targets.value(0);
        QCOMPARE(target.anyOf.size(), 3);
        QCOMPARE(target.anyOf[0].word, QStringLiteral("player"));
        QCOMPARE(target.anyOf[1].types, quint16(CardType::Planeswalker));
        QCOMPARE(target.anyOf[2].types, quint16(CardType::Creature));
        QCOMPARE(target.anyOf[2].subtypes.size(), 1);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("Prevent the next"))->written,
            QStringLiteral("Slivers have \"{1}, Sacrifice this permanent: Prevent the next 1 damage that would be dealt "
                           "to target player, planeswalker, or Sliver creature this turn.\""));
    }

    // CR 115.1, 602.2b: Ana activates the ability Cautery Sliver grants itself: Nico and the Sliver are
    // legal targets, Nico's Craw Wurm (no Sliver) is not.
    void cauterySliverTargetsOnlyThoseKinds_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Nico") << "nico" << "done";
        QTest::newRow("Cautery Sliver") << "cautery" << "done";
        QTest::newRow("Craw Wurm") << "wurm" << "602.2b";
    }
    void cauterySliverTargetsOnlyThoseKinds()
    {
        QFETCH(QString, target);
        QFETCH(QString, outcome);
        const QByteArray objects
            = test::objectJson("cautery", "Cautery Sliver") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const QByteArray events = QByteArray("{\"id\": \"e1\", \"activate\": \"cautery\", \"ability_from\": "
                                             "\"cautery#2\", \"ability\": 1, \"targets\": [\"")
            + target.toUtf8() + "\"]}";
        const Playthrough play = test::playScenario(fixtures(), objects, events);
        QCOMPARE(test::doneOrRefusal(play).value(0), outcome);
    }

    // CR 305.2: "two additional lands" raise the number of land plays by two: the rule twice, written back
    // as one sentence (carried: the event player counts no land plays).
    void azusaPlaysTwoAdditionalLands()
    {
        const QString card = QStringLiteral("Azusa, Lost but Seeking");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("additional lands"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 2);
        QVERIFY(std::all_of(a->ops.cbegin(), a->ops.cend(), [](const Op& o) {
            return o.kind == Op::Kind::PlayerRule && o.rule == RuleName::AdditionalLandPlay;
        }));
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("additional lands"))->written,
            QStringLiteral("You may play two additional lands on each of your turns."));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic28)
#include "tst_impstatic28.moc"
