// Activated abilities read from real cards' Oracle text (tests/data/import/impact25.json), round 25: a
// restriction in Oracle's other words (Luxa River Shrine's "there are three or more brick counters on ~",
// Shadows of the Past's "there are four or more creature cards in your graveyard", Security Detail's
// condition before "only once each turn"), "each opponent gains 1 life" beside a mana ability (Grove of the
// Burnwillows), a creature that bites back (Karplusan Yeti, Tahngarth, Cyclops Gladiator), Flowstone
// Salamander's "target creature blocking it", Attunement's "discard four cards" and Banewhip Punisher's
// "target creature that has a -1/-1 counter on it", Merciless Javelineer's "That creature can't block this
// turn." after a counter put on the target, Fungal Plots' "Gain 2 life and draw a card." and Myr Reservoir's "activate abilities of Myr" (Myr's plural is
// Myr). Each is checked as read, through the card format, and
// as played.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact25.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int cardsIn(const Playthrough& play, Zone zone, const char* owner)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, zone))
        n += play.finalState.object(id)->owner == QLatin1String(owner);
    return n;
}

// `n` of Ana's cards called `card` in her graveyard, each after a comma, ids `prefix`0, `prefix`1, …
QByteArray inGraveyard(int n, const char* card, const char* prefix)
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += "," + test::objectJson((prefix + QByteArray::number(i)).constData(), card, R"(, "zone": "graveyard")");
    return out;
}

}   // namespace

class TestImpact25 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 13); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 602.5b, 122.1: the brick counters are counters on ~, checked as the ability is activated.
    void luxaRiverShrineNeedsThreeBricks()
    {
        const AbilityDef* shrine = test::parsedWith(fixtures(), QStringLiteral("Luxa River Shrine"), QStringLiteral("2 life"));
        QVERIFY(shrine && shrine->condition);
        QCOMPARE(shrine->condition->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(shrine->condition->n, 3);
        QCOMPARE(shrine->condition->counterKind, QStringLiteral("brick"));
        const Playthrough play = played(test::objectJson("shrine", "Luxa River Shrine", R"(, "counters": {"brick": 3})"),
            R"({"id": "e1", "activate": "shrine", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
        const Playthrough two = played(test::objectJson("shrine", "Luxa River Shrine", R"(, "counters": {"brick": 2})"),
            R"({"id": "e1", "activate": "shrine", "ability": 2})");
        QVERIFY(test::refused(two, "e1"));
        QCOMPARE(test::lifeOf(two, QStringLiteral("ana")), 20);
    }

    // CR 602.5b, 119.3: four creature cards in Ana's graveyard let Shadows of the Past drain 2; three don't.
    void shadowsOfThePastCountsCreatureCards()
    {
        const AbilityDef* shadows = test::parsedWith(fixtures(), QStringLiteral("Shadows of the Past"), QStringLiteral("Activate"));
        QVERIFY(shadows && shadows->condition);
        QCOMPARE(shadows->condition->kind, Condition::Kind::GraveyardHas);
        QCOMPARE(shadows->condition->n, 4);
        const QByteArray shadowsOnBoard = test::objectJson("shadows", "Shadows of the Past");
        const Playthrough play = played(shadowsOnBoard + inGraveyard(4, "Grizzly Bears", "bears"),
            R"({"id": "e1", "activate": "shadows", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
        const Playthrough three = played(shadowsOnBoard + inGraveyard(3, "Grizzly Bears", "bears") + inGraveyard(1, "Forest", "forest"),
            R"({"id": "e1", "activate": "shadows", "ability": 2})");
        QVERIFY(test::refused(three, "e1"));
        QCOMPARE(test::lifeOf(three, QStringLiteral("nico")), 20);
    }

    // CR 602.5b: "only if you control no creatures and only once each turn": both hold as it is activated.
    void securityDetailOnlyWithoutCreatures()
    {
        const AbilityDef* detail = test::parsedAbility(fixtures(), QStringLiteral("Security Detail"), 0);
        QVERIFY(detail && detail->condition);
        QCOMPARE(detail->restriction, ActivationRestriction::OnceEachTurn);
        QCOMPARE(detail->condition->kind, Condition::Kind::YouControlNone);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Security Detail"), 0),
            QStringLiteral("{W}{W}: Create a 1/1 white Soldier creature token. Activate only once each turn and only if you control no creatures."));
        const Playthrough play = played(test::objectJson("detail", "Security Detail"),
            R"({"id": "e1", "activate": "detail", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "detail", "ability": 1})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(cardsIn(play, Zone::Battlefield, "ana"), 2);   // the enchantment and its Soldier
        QVERIFY(test::refused(play, "e3"));   // the Soldier is a creature, and the turn's one activation is used
        const Playthrough withBears = played(test::objectJson("detail", "Security Detail") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "detail", "ability": 1})");
        QVERIFY(test::refused(withBears, "e1"));
    }

    // CR 605.1a, 119.3: Grove of the Burnwillows's second mana ability: Nico gains 1 life.
    void groveGivesEachOpponentLife()
    {
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("Grove of the Burnwillows"), 1, ActionKind::GainLife);
        QVERIFY(gain);
        QCOMPARE(gain->who, QStringLiteral("each_opponent"));
        QCOMPARE(gain->amount, Amount::number(1));
        // The event player resolves a mana ability as it resolves any other (605.3a: it would not use the
        // stack): the resolve event does what it says.
        const Playthrough play = played(test::objectJson("grove", "Grove of the Burnwillows"),
            R"({"id": "e1", "activate": "grove", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 21);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        QVERIFY(test::tapped(play, QStringLiteral("grove")));
    }

    // CR 120.3, 704.3: Karplusan Yeti (3/3) deals 3 damage to Nico's Grizzly Bears (2/2), which deal 2
    // back although the Yeti's damage is lethal: no state-based action is checked between the two.
    void karplusanYetiIsBittenBack()
    {
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Tahngarth, Talruum Hero"), 1, ActionKind::PowerDamage);
        QVERIFY(back && back->object && back->to);
        QCOMPARE(back->object->ref, Selector::Ref::Self);   // the first bite is Tahngarth's
        const AbilityDef* yeti = test::parsedAbility(fixtures(), QStringLiteral("Karplusan Yeti"), 0);
        QVERIFY(yeti && yeti->effect.size() == 2);
        QCOMPARE(yeti->effect[1].object->ref, Selector::Ref::Target);
        QCOMPARE(yeti->effect[1].to->ref, Selector::Ref::Self);
        const Playthrough play = played(test::objectJson("yeti", "Karplusan Yeti") + ","
                + test::objectJson("bears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "activate": "yeti", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::damageOn(play, QStringLiteral("yeti")), 2);
        QCOMPARE(test::zoneOf(play, QStringLiteral("yeti")), Zone::Battlefield);
    }

    // CR 603.5, 120.3: Cyclops Gladiator's attack trigger reads the same bite back after "If you do".
    void cyclopsGladiatorBitesBackAfterIfYouDo()
    {
        const AbilityDef* gladiator = test::parsedAbility(fixtures(), QStringLiteral("Cyclops Gladiator"), 0);
        QVERIFY(gladiator && gladiator->effect.size() == 2);
        QCOMPARE(gladiator->effect[1].kind, ActionKind::PowerDamage);
        QCOMPARE(gladiator->effect[1].to->ref, Selector::Ref::Self);
    }

    // CR 509.1h, 115.1: Flowstone Salamander deals 1 damage to the Giant Spider blocking it; Nico's Grizzly
    // Bears, blocking nothing, are no legal target.
    void flowstoneSalamanderBurnsItsBlocker()
    {
        const AbilityDef* salamander = test::parsedAbility(fixtures(), QStringLiteral("Flowstone Salamander"), 0);
        QVERIFY(salamander);
        QCOMPARE(salamander->targets.value(0).combatWith, Selector::CombatWith::BlockingSource);
        const QByteArray board = R"({"id": "salamander", "card": "Flowstone Salamander", "timestamp": 1, "attacking": true},
            {"id": "spider", "card": "Giant Spider", "owner": "nico", "controller": "nico", "timestamp": 2, "blocking": ["salamander"]},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const Playthrough play = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "salamander", "ability": 1, "targets": ["spider"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("spider")), 1);
        const Playthrough bears = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "salamander", "ability": 1, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }

    // CR 602.2b, 121.1, 701.8: Attunement returns to Ana's hand, she draws three and discards four of the
    // five cards in her hand.
    void attunementDrawsThreeDiscardsFour()
    {
        const Action* discard = test::firstAction(fixtures(), QStringLiteral("Attunement"), 0, ActionKind::Discard);
        QVERIFY(discard);
        QCOMPARE(discard->amount, Amount::number(4));
        QByteArray board = test::objectJson("attunement", "Attunement") + "," + test::objectJson("forest", "Forest", R"(, "zone": "hand")");
        for (const char* id : {"lib0", "lib1", "lib2", "lib3"})
            board += "," + test::objectJson(id, "Forest", R"(, "zone": "library")");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "attunement", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(cardsIn(play, Zone::Library, "ana"), 1);
        QCOMPARE(cardsIn(play, Zone::Hand, "ana"), 1);
        QCOMPARE(cardsIn(play, Zone::Graveyard, "ana"), 4);
    }

    // CR 122.1, 115.1: Banewhip Punisher destroys a creature with a -1/-1 counter on it; one without is
    // no legal target.
    void banewhipPunisherDestroysACounteredCreature()
    {
        const AbilityDef* punisher = test::parsedWith(fixtures(), QStringLiteral("Banewhip Punisher"), QStringLiteral("Destroy"));
        QVERIFY(punisher);
        QCOMPARE(punisher->targets.value(0).withCounter, QStringLiteral("-1/-1"));
        const QByteArray board = test::objectJson("punisher", "Banewhip Punisher") + ","
            + test::objectJson("spider", "Giant Spider", R"(, "counters": {"-1/-1": 1})", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "punisher", "ability": 2, "targets": ["spider"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("spider")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("punisher")), Zone::Graveyard);
        const Playthrough bears = played(board, R"({"id": "e1", "activate": "punisher", "ability": 2, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 122.1, 509.1b, 514.2: Merciless Javelineer's -1/-1 counter goes on Nico's Giant Spider, which
    // can't block until the turn ends.
    void javelineerStopsABlocker()
    {
        const AbilityDef* javelineer = test::parsedAbility(fixtures(), QStringLiteral("Merciless Javelineer"), 0);
        QVERIFY(javelineer && javelineer->effect.size() == 2 && javelineer->effect[1].continuous);
        const ContinuousDef& rule = *javelineer->effect[1].continuous;
        QCOMPARE(rule.affects->ref, Selector::Ref::Target);
        QCOMPARE(rule.duration, Duration::EndOfTurn);
        QCOMPARE(rule.ops.value(0).rule, RuleName::CantBlock);
        const QByteArray board = test::objectJson("javelineer", "Merciless Javelineer") + ","
            + test::objectJson("forest", "Forest", R"(, "zone": "hand")") + "," + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("spider", "Giant Spider", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "javelineer", "ability": 1, "targets": ["spider"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "block": {"spider": ["bears"]}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("spider"), QStringLiteral("-1/-1")), 1);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")).value(0).section(QLatin1Char(' '), -1), QStringLiteral("509.1b"));
        // Without the ability the Spider blocks.
        const Playthrough blocks = played(board, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"spider": ["bears"]}})");
        QVERIFY2(!test::refused(blocks, "e2"), qPrintable(test::happened(blocks)));
    }

    // CR 106.6, 205.3m: Myr Reservoir's mana pays for Myr spells and for abilities of Myr ("Myr" is the
    // plural Oracle prints, and the writer's).
    void myrReservoirPaysForMyr()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Myr Reservoir"), 0, ActionKind::AddMana);
        QVERIFY(mana && mana->spendOnly && mana->spendOnly->spells && mana->spendOnly->abilitiesOf);
        const auto myr = SubtypeRegistry::instance().find(QStringLiteral("Myr"));
        QVERIFY(myr);
        QCOMPARE(mana->spendOnly->abilitiesOf->subtypes, QVector<SubtypeId>{*myr});
        QCOMPARE(mana->spendOnly->spells->subtypes, QVector<SubtypeId>{*myr});
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Myr Reservoir"), 0),
            QStringLiteral("{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr."));
        // Mana is outside what a scenario records: the activation taps the Reservoir.
        const Playthrough play = played(test::objectJson("reservoir", "Myr Reservoir"), R"({"id": "e1", "activate": "reservoir", "ability": 1})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("reservoir")));
    }

    // CR 109.5, 602.2b, 701.17a: Fungal Plots' "Gain 2 life and draw a card." is its controller's: Ana
    // sacrifices two of her three Saprolings, gains 2 life and draws; with one the cost can't be paid.
    void fungalPlotsGainsAndDraws()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fungal Plots"), 1),
            QStringLiteral("Sacrifice two Saprolings: You gain 2 life and draw a card."));
        const QByteArray board = test::objectJson("plots", "Fungal Plots") + "," + test::objectJson("s1", "Saproling") + ","
            + test::objectJson("lib0", "Forest", R"(, "zone": "library")");
        const Playthrough play = played(board + "," + test::objectJson("s2", "Saproling") + "," + test::objectJson("s3", "Saproling"),
            R"({"id": "e1", "activate": "plots", "ability": 2, "choices": {"objects": ["s1", "s2"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
        QCOMPARE(cardsIn(play, Zone::Hand, "ana"), 1);
        // The two Saprolings named are sacrificed (701.17a), the third stays.
        QVERIFY(test::zoneOf(play, QStringLiteral("s1")) != Zone::Battlefield);
        QVERIFY(test::zoneOf(play, QStringLiteral("s2")) != Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("s3")), Zone::Battlefield);
        const Playthrough one = played(board, R"({"id": "e1", "activate": "plots", "ability": 2})");
        QVERIFY(test::refused(one, "e1"));
    }

};

QTEST_GUILESS_MAIN(TestImpact25)
#include "tst_impact25.moc"
