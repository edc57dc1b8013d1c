// Round 28's instants and sorceries (tests/data/import/impspell28.json): an "… instead" that replaces the
// instruction before with one of its own. Kicker's "If this spell was kicked, instead X" (Bold Defense,
// Grow from the Ashes: 702.33d), "create five of those tokens instead" after a token copy (Rite of
// Replication), a spell's "If you have the city's blessing, draw three cards instead" (Secrets of the Golden
// City: 702.131), and delirium's paragraph "If …, instead search your library for a creature or land card,
// …" (Traverse the Ulvenwald: 207.2c); "put two +1/+1 counters on target creature and untap it"
// (Dragonscale Boon); prevention for each of several targets: "up to two target creatures" (Redeem), "X
// target creatures" (Serene Sunset), "those creatures" after "any number of target creatures" (Energy Arc:
// 615.1a). The structure, the English written back (the round trip trusts it), and what the event player
// does (608.2c: the instruction replaced is done only when the other is not).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell28.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// `objects` with Ana's `ana` keys (`, "citys_blessing": true`), played.
Playthrough playedWith(const QByteArray& objects, const QByteArray& events, const QByteArray& ana)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events, ana));
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

// `card` cast from Ana's hand (`castKeys`: `, "kicked": true`, targets) and resolved, beside `objects`.
Playthrough castAndResolve(const char* card, const QByteArray& castKeys, const QByteArray& objects)
{
    return played(QByteArray(R"({"id": "spell", "card": ")") + card + R"(", "zone": "hand"}, )" + objects,
        R"({"id": "e1", "cast": "spell")" + castKeys + R"(}, {"id": "e2", "resolve": "top"})");
}

int countIn(const Playthrough& play, Zone zone, const QString& card)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        if (o.zone == zone && o.card && o.card->name() == card)
            ++n;
    return n;
}

}   // namespace

class TestImpSpell28 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 9); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back, in the order Oracle puts "instead" (the round trip compares it).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("kicked, instead first")
            << "Bold Defense" << 1
            << "Creatures you control get +1/+1 until end of turn. If ~ was kicked, instead creatures you "
               "control get +2/+2 and gain first strike until end of turn.";
        QTest::newRow("kicked search, instead first")
            << "Grow from the Ashes" << 1
            << "Search your library for a basic land card, put it onto the battlefield, then shuffle. If ~ was "
               "kicked, instead search your library for two basic land cards, put them onto the battlefield, then "
               "shuffle.";
        QTest::newRow("kicked token copies") << "Rite of Replication" << 1
                                             << "Create a token that's a copy of target creature. If ~ was kicked, "
                                                "create five of those tokens instead.";
        QTest::newRow("counters, then untap it") << "Dragonscale Boon" << 0
                                                 << "Put two +1/+1 counters on target creature. Untap that creature.";
        QTest::newRow("city's blessing") << "Secrets of the Golden City" << 1
                                         << "Draw two cards. If you have the city's blessing, draw three cards instead.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, index));
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 702.33d, 608.2c: the kicked instruction is done only when the spell was kicked, the one before
    // only when it was not; both are one paragraph's, the second with the word order Oracle gives it.
    void kickedInsteadIsTwoConditionedInstructions()
    {
        const AbilityDef* bold = test::parsedAbility(fixtures(), QStringLiteral("Bold Defense"), 1);
        QVERIFY(bold);
        QCOMPARE(bold->effect.size(), 2);
        const Action& plain = bold->effect[0];
        const Action& kicked = bold->effect[1];
        QVERIFY(plain.condition && kicked.condition);
        QCOMPARE(plain.condition->kind, Condition::Kind::Kicked);
        QVERIFY(plain.condition->negated);
        QCOMPARE(kicked.condition->kind, Condition::Kind::Kicked);
        QVERIFY(!kicked.condition->negated);
        QCOMPARE(kicked.instead, Action::Instead::InsteadFirst);
        QVERIFY(kicked.continuous && kicked.continuous->ops.size() == 2);   // +2/+2 and first strike
        const AbilityDef* rite = test::parsedAbility(fixtures(), QStringLiteral("Rite of Replication"), 1);
        QVERIFY(rite && rite->effect.size() == 2);
        QCOMPARE(rite->effect[1].kind, ActionKind::CreateTokenCopy);
        QCOMPARE(rite->effect[1].amount.n, 5);
        QCOMPARE(rite->effect[1].instead, Action::Instead::None);
    }

    // CR 122.1, 701.26a: Dragonscale Boon puts two +1/+1 counters on Ana's tapped Grizzly Bears, then untaps it.
    void dragonscaleBoonCountersThenUntap()
    {
        const AbilityDef* boon = test::parsedAbility(fixtures(), QStringLiteral("Dragonscale Boon"), 0);
        QVERIFY(boon && boon->effect.size() == 2);
        QCOMPARE(boon->effect[0].kind, ActionKind::PutCounter);
        QCOMPARE(boon->effect[1].kind, ActionKind::Untap);
        QVERIFY(boon->effect[1].object && boon->effect[1].object->ref == Selector::Ref::Target);
        const Playthrough play = castAndResolve("Dragonscale Boon", R"(, "targets": ["bears"])",
            R"({"id": "bears", "card": "Grizzly Bears", "tapped": true, "timestamp": 1})");
        QVERIFY2(test::countersOn(play, QStringLiteral("bears")) == 2, qPrintable(test::happened(play)));
        QVERIFY(!test::tapped(play, QStringLiteral("bears")));
    }

    // CR 615.1a: Redeem's two targets are dealt no damage this turn; a third creature is.
    void redeemPreventsForEachTarget()
    {
        const Playthrough play = played(R"({"id": "spell", "card": "Redeem", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "b3", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 4})",
            R"({"id": "e1", "cast": "spell", "targets": ["b1", "b2"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "wurm", "to": "b1", "amount": 3}, {"source": "wurm", "to": "b2", "amount": 3},
                                       {"source": "wurm", "to": "b3", "amount": 3}]})");
        QVERIFY2(test::damageOn(play, QStringLiteral("b1")) == 0, qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("b2")), 0);
        QCOMPARE(test::zoneOf(play, QStringLiteral("b3")), Zone::Graveyard);   // 704.5g
    }

    // CR 615.1a, 510.2: Energy Arc untaps Ana's two attacking Grizzly Bears, and neither they, nor the Craw
    // Wurm blocking one of them, nor Nico is dealt combat damage; without it the blocked one dies and Nico
    // loses 2 life.
    void energyArcPreventsCombatDamageOfThoseCreatures()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Energy Arc", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray combat = R"({"id": "e1", "attack": {"b1": "nico", "b2": "nico"}}, {"id": "e2", "block": {"wurm": ["b1"]}}, )";
        const Playthrough play = played(objects, combat + R"({"id": "e3", "cast": "spell", "targets": ["b1", "b2"]},
            {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "combat_damage"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("b1")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QVERIFY(!test::tapped(play, QStringLiteral("b1")) && !test::tapped(play, QStringLiteral("b2")));
        QCOMPARE(test::damageOn(play, QStringLiteral("wurm")), 0);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
        const Playthrough without = played(objects, combat + R"({"id": "e3", "begin": "combat_damage"})");
        QVERIFY2(test::zoneOf(without, QStringLiteral("b1")) == Zone::Graveyard, qPrintable(test::happened(without)));
        QCOMPARE(test::damageOn(without, QStringLiteral("wurm")), 2);
        QCOMPARE(test::lifeOf(without, QStringLiteral("nico")), 18);
    }

    // CR 702.33d, 611.2c: Bold Defense kicked makes Ana's Grizzly Bears 4/4 with first strike; not kicked, 3/3
    // without it.
    void boldDefenseKickedOrNot()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1})";
        const Playthrough kicked = castAndResolve("Bold Defense", R"(, "kicked": true)", bears);
        QVERIFY2(test::ptOf(kicked, QStringLiteral("bears")) == QStringLiteral("4/4"), qPrintable(test::happened(kicked)));
        QVERIFY(test::hasKeyword(kicked, QStringLiteral("bears"), QStringLiteral("First strike")));
        const Playthrough plain = castAndResolve("Bold Defense", {}, bears);
        QVERIFY2(test::ptOf(plain, QStringLiteral("bears")) == QStringLiteral("3/3"), qPrintable(test::happened(plain)));
        QVERIFY(!test::hasKeyword(plain, QStringLiteral("bears"), QStringLiteral("First strike")));
    }

    // CR 702.33d, 701.23: Grow from the Ashes kicked puts two of Ana's three Forests onto the battlefield;
    // not kicked, one.
    void growFromTheAshesKickedOrNot()
    {
        const QByteArray forests = R"({"id": "f1", "card": "Forest", "zone": "library"},
            {"id": "f2", "card": "Forest", "zone": "library"}, {"id": "f3", "card": "Forest", "zone": "library"})";
        const Playthrough kicked = castAndResolve("Grow from the Ashes", R"(, "kicked": true)", forests);
        QVERIFY2(countIn(kicked, Zone::Battlefield, QStringLiteral("Forest")) == 2, qPrintable(test::happened(kicked)));
        const Playthrough plain = castAndResolve("Grow from the Ashes", {}, forests);
        QVERIFY2(countIn(plain, Zone::Battlefield, QStringLiteral("Forest")) == 1, qPrintable(test::happened(plain)));
    }

    // CR 702.33d, 707.2: Rite of Replication kicked makes five token copies of Nico's Grizzly Bears; not
    // kicked, one.
    void riteOfReplicationKickedOrNot()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        const Playthrough kicked = castAndResolve("Rite of Replication", R"(, "kicked": true, "targets": ["bears"])", bears);
        QVERIFY2(countIn(kicked, Zone::Battlefield, QStringLiteral("Grizzly Bears")) == 6, qPrintable(test::happened(kicked)));
        const Playthrough plain = castAndResolve("Rite of Replication", R"(, "targets": ["bears"])", bears);
        QVERIFY2(countIn(plain, Zone::Battlefield, QStringLiteral("Grizzly Bears")) == 2, qPrintable(test::happened(plain)));
    }

    // CR 702.131c, 608.2c: with the city's blessing Ana draws three of her four cards; without it, two.
    void secretsOfTheGoldenCityWithBlessingOrNot()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Secrets of the Golden City", "zone": "hand"},
            {"id": "l1", "card": "Forest", "zone": "library"}, {"id": "l2", "card": "Forest", "zone": "library"},
            {"id": "l3", "card": "Forest", "zone": "library"}, {"id": "l4", "card": "Forest", "zone": "library"})";
        const QByteArray events = R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})";
        const Playthrough blessed = playedWith(objects, events, R"(, "citys_blessing": true)");
        QVERIFY2(countIn(blessed, Zone::Hand, QStringLiteral("Forest")) == 3, qPrintable(test::happened(blessed)));
        const Playthrough plain = played(objects, events);
        QVERIFY2(countIn(plain, Zone::Hand, QStringLiteral("Forest")) == 2, qPrintable(test::happened(plain)));
    }

    // CR 207.2c, 608.2c: delirium's paragraph replaces the one before whole: the written paragraph, and its
    // instruction done only when the condition holds.
    void traverseDeliriumParagraph()
    {
        const AbilityDef* delirium = test::parsedWith(fixtures(), QStringLiteral("Traverse the Ulvenwald"), QStringLiteral("Delirium"));
        QVERIFY(delirium && delirium->effect.size() == 1);
        QCOMPARE(delirium->effect[0].instead, Action::Instead::InsteadFirst);
        QVERIFY(delirium->effect[0].condition);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Traverse the Ulvenwald"), 1),
            QStringLiteral("If there are four or more card types among cards in your graveyard, instead "
                           "search your library for a creature or land card, reveal it, put it into your hand, then "
                           "shuffle."));
    }

    // CR 207.2c, 608.2c: with four card types in Ana's graveyard, Traverse the Ulvenwald finds the creature
    // card on top of her library; with three, the Forest under it, a basic land card.
    void traverseFindsCreatureOnlyWithDelirium()
    {
        const QByteArray library = R"({"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "g1", "card": "Forest", "zone": "graveyard"}, {"id": "g2", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "g3", "card": "Capsize", "zone": "graveyard"})";
        const QByteArray enchantment = R"(, {"id": "g4", "card": "Bad Moon", "zone": "graveyard"})";
        const Playthrough delirium = castAndResolve("Traverse the Ulvenwald", {}, library + enchantment);
        QVERIFY2(test::zoneOf(delirium, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(delirium)));
        QCOMPARE(test::zoneOf(delirium, QStringLiteral("forest")), Zone::Library);
        const Playthrough plain = castAndResolve("Traverse the Ulvenwald", {}, library);
        QVERIFY2(test::zoneOf(plain, QStringLiteral("forest")) == Zone::Hand, qPrintable(test::happened(plain)));
        QCOMPARE(test::zoneOf(plain, QStringLiteral("bears")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell28)
#include "tst_impspell28.moc"
