// Round 29's instants and sorceries (tests/data/import/impspell29.json): what a counterspell does to the
// spell it counters and its controller: "Create X … Treasure … tokens, where X is that spell's converted mana
// cost" with the older "They have" after it (Spell Swindle), "~ deals X damage to that spell's controller"
// (Mindswipe; Detonate's "that artifact's controller"), "~ deals damage equal to that spell's power to its
// controller" (Essence Backlash), "Counter target spell and ~ deals 3 damage to target creature" (Suffocating
// Blast), "Counter up to two target spells" (Double Negative); and "target black or red creature that's
// attacking or blocking" (Surge of Righteousness). The structure, the English written back (the round trip
// trusts it), and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell29.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// How many tokens are on the battlefield after the playthrough's last event.
int tokensOnBattlefield(const Playthrough& play)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, Zone::Battlefield))
        n += play.finalState.objects[play.finalState.objectIndex(id)].token ? 1 : 0;
    return n;
}

// Nico casts `card` (his, from his hand); Ana answers with her `counter`, cast with `castKeys`.
Playthrough nicoCastsAnaCounters(const char* card, const char* counter, const QByteArray& castKeys,
    const QByteArray& objects = {}, const QByteArray& resolveKeys = {})
{
    return played(QByteArray(R"({"id": "nspell", "card": ")") + card + R"(", "zone": "hand", "owner": "nico"},
        {"id": "counter", "card": ")" + counter + R"(", "zone": "hand"})" + objects,
        R"({"id": "c0", "cast": "nspell"}, {"id": "c1", "cast": "counter")" + castKeys
            + R"(}, {"id": "r1", "resolve": "top")" + resolveKeys + "}");
}

}   // namespace

class TestImpSpell29 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("X Treasures") << "Spell Swindle"
                                     << "Counter target spell. Create X colorless Treasure artifact tokens with "
                                        "\"{T}, Sacrifice this permanent: Add one mana of any color.\", where X is "
                                        "that spell's mana value.";
        QTest::newRow("X damage, the spell's controller")
            << "Mindswipe"
            << "Counter target spell unless its controller pays {X}. ~ deals X damage to that spell's controller.";
        QTest::newRow("X damage, the artifact's controller")
            << "Detonate"
            << "Destroy target artifact with mana value X. It can't be regenerated. ~ deals X damage to that "
               "artifact's controller.";
        QTest::newRow("the spell's power to its controller")
            << "Essence Backlash" << "Counter target creature spell. ~ deals damage equal to that spell's power to its controller.";
        QTest::newRow("up to two spells") << "Double Negative" << "Counter up to two target spells.";
        QTest::newRow("counter and damage") << "Suffocating Blast"
                                            << "Counter target spell. ~ deals 3 damage to target creature.";
        QTest::newRow("attacking or blocking")
            << "Surge of Righteousness"
            << "Destroy target attacking or blocking black or red creature. You gain 2 life.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, 0));
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 608.2h: Spell Swindle's X is the countered spell's mana value, its one target's; the Treasures'
    // ability is the tokens' own (111.10a).
    void spellSwindleCountsTheTarget()
    {
        const AbilityDef* swindle = test::parsedAbility(fixtures(), QStringLiteral("Spell Swindle"), 0);
        QVERIFY(swindle && swindle->effect.size() == 2);
        QCOMPARE(swindle->effect[0].kind, ActionKind::CounterSpell);
        const Action& treasures = swindle->effect[1];
        QVERIFY(treasures.token && treasures.amountOf);
        QCOMPARE(treasures.amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(treasures.amountOf->who, QStringLiteral("that_target"));
        QCOMPARE(treasures.token->front.abilities.size(), 1);
    }

    // CR 701.6a, 608.2h, 111.10a: Spell Swindle counters Nico's Craw Wurm spell (mana value 6) and Ana gets six
    // Treasures.
    void spellSwindleMakesSixTreasures()
    {
        const Playthrough play = nicoCastsAnaCounters("Craw Wurm", "Spell Swindle", R"(, "targets": ["nspell"])");
        QVERIFY2(test::zoneOf(play, QStringLiteral("nspell")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(tokensOnBattlefield(play), 6);
    }

    // CR 107.3a, 118.12: Mindswipe with X 3, its {3} not paid, counters Nico's Grizzly Bears spell and deals 3
    // damage to Nico; paid, the spell resolves, and Nico is dealt 3 all the same.
    void mindswipeDealsXEitherWay()
    {
        const QByteArray keys = R"(, "targets": ["nspell"], "choices": {"x": 3})";
        const Playthrough unpaid = nicoCastsAnaCounters("Grizzly Bears", "Mindswipe", keys, {}, R"(, "pays": false)");
        QVERIFY2(test::zoneOf(unpaid, QStringLiteral("nspell")) == Zone::Graveyard, qPrintable(test::happened(unpaid)));
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("ana")), 20);
        const Playthrough paid = nicoCastsAnaCounters("Grizzly Bears", "Mindswipe", keys, {}, R"(, "pays": true)");
        QCOMPARE(test::zoneOf(paid, QStringLiteral("nspell")), Zone::Stack);   // not countered, not yet resolved
        QCOMPARE(test::lifeOf(paid, QStringLiteral("nico")), 17);
    }

    // CR 107.3a, 608.2h: Detonate with X 4 destroys Nico's Juggernaut (mana value 4) and deals 4 damage to
    // Nico, its controller as it last existed on the battlefield.
    void detonateDealsXToTheController()
    {
        const Playthrough play = played(R"({"id": "spell", "card": "Detonate", "zone": "hand"},
            {"id": "njugg", "card": "Juggernaut", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "spell", "targets": ["njugg"], "choices": {"x": 4}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("njugg")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 16);
    }

    // CR 608.2h, 701.6a: Essence Backlash counters Nico's Craw Wurm spell (6/4) and deals 6 damage to Nico, the
    // spell's controller; Ana is dealt none.
    void essenceBacklashDealsThePowerToTheController()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Essence Backlash"), 0, ActionKind::Damage);
        QVERIFY(damage && damage->amountOf && !damage->to);
        QCOMPARE(damage->amountOf->kind, Expr::Kind::PowerOfTarget);
        QCOMPARE(damage->who, QStringLiteral("controller_of_target"));
        const Playthrough play = nicoCastsAnaCounters("Craw Wurm", "Essence Backlash", R"(, "targets": ["nspell"])");
        QVERIFY2(test::zoneOf(play, QStringLiteral("nspell")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 14);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    // CR 115.1, 701.6a: Double Negative counters both of Nico's spells, Grizzly Bears and Craw Wurm; with one
    // target chosen, only that one, and the other resolves.
    void doubleNegativeCountersEachTarget()
    {
        const AbilityDef* negative = test::parsedAbility(fixtures(), QStringLiteral("Double Negative"), 0);
        QVERIFY(negative && negative->targets.size() == 1 && negative->effect.size() == 1);
        QCOMPARE(negative->targets[0].upTo, 2);
        QVERIFY(negative->effect[0].object && negative->effect[0].object->ref == Selector::Ref::Targets);
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "hand", "owner": "nico"},
            {"id": "spell", "card": "Double Negative", "zone": "hand"})";
        const QByteArray casts = R"({"id": "c0", "cast": "bears"}, {"id": "c1", "cast": "wurm"}, )";
        const Playthrough both = played(objects,
            casts + R"({"id": "c2", "cast": "spell", "targets": ["bears", "wurm"]}, {"id": "r1", "resolve": "top"})");
        QVERIFY2(test::zoneOf(both, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(both)));
        QCOMPARE(test::zoneOf(both, QStringLiteral("wurm")), Zone::Graveyard);
        const Playthrough one = played(objects, casts
                + R"({"id": "c2", "cast": "spell", "targets": ["bears"]}, {"id": "r1", "resolve": "top"},
                     {"id": "r2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(one, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("wurm")), Zone::Battlefield);
    }

    // CR 608.2c, 701.6a: Suffocating Blast counters Nico's Grizzly Bears spell and deals 3 damage to his
    // Gray Ogre, which dies (704.5g).
    void suffocatingBlastCountersAndDamages()
    {
        const AbilityDef* blast = test::parsedAbility(fixtures(), QStringLiteral("Suffocating Blast"), 0);
        QVERIFY(blast && blast->targets.size() == 2 && blast->effect.size() == 2);
        const Playthrough play = nicoCastsAnaCounters("Grizzly Bears", "Suffocating Blast",
            R"(, "targets": ["nspell", "ogre"])", R"(, {"id": "ogre", "card": "Gray Ogre", "owner": "nico", "timestamp": 1})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("nspell")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("ogre")), Zone::Graveyard);
    }

    // CR 115.1, 506.4: Surge of Righteousness targets only an attacking or blocking black or red creature:
    // Nico's attacking Gray Ogre is destroyed and Ana gains 2; his Gray Ogre at home can't be targeted.
    void surgeOfRighteousnessTargetsOnlyInCombat()
    {
        const AbilityDef* surge = test::parsedAbility(fixtures(), QStringLiteral("Surge of Righteousness"), 0);
        QVERIFY(surge && surge->targets.size() == 1);
        QVERIFY(surge->targets[0].attacking && surge->targets[0].blocking);
        const QByteArray board = R"({"id": "spell", "card": "Surge of Righteousness", "zone": "hand"},
            {"id": "attacker", "card": "Gray Ogre", "owner": "nico", "timestamp": 1, "attacking": true},
            {"id": "home", "card": "Gray Ogre", "owner": "nico", "timestamp": 2})";
        const Playthrough play = played(board,
            R"({"id": "e1", "cast": "spell", "targets": ["attacker"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("attacker")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
        const Playthrough refused = played(board, R"({"id": "e1", "cast": "spell", "targets": ["home"]})");
        QVERIFY(test::refused(refused, "e1"));
        QCOMPARE(test::zoneOf(refused, QStringLiteral("home")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell29)
#include "tst_impspell29.moc"
