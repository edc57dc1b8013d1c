// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb28.json), round 28
// (`imptrigb28`): "you may have target creature get +2/+0 and gain deathtouch" (Painsmith), "deals 2 damage
// to them" after "if that player didn't cast a spell this turn" (Impatience), "If …, it also gains first
// strike" (Toolcraft Exemplar), the older mill "for each shred counter on ~" (Cephalid Vandal), "if it's
// enchanted" after "Whenever ~ attacks" (Krond the Dawn-Clad), and "you draw a card and that opponent
// discards a card" (Fungal Shambler); "you may have X become …" (Riddleform, Graceful Antelope, Embodiment of
// Insight) and "gets +3/+0 until end of turn and can attack this turn as though it didn't have defender"
// (Nivix Cyclops); "each opponent discards a card, then puts the top card of their library into their
// graveyard" (Siren of the Silent Song); Captain Lannery Storm's misprinted "a treasure".
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
    return test::fixtureFile(QStringLiteral("imptrigb28.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasSubtype(const Characteristics* c, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return c && id && c->type.subtypes.contains(*id);
}

template <typename Subtypes> bool hasSubtypeId(const Subtypes& subtypes, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return id && subtypes.contains(*id);
}

// Ana casts Lightning Bolt at Nico, and the ability it triggers resolves (above the Bolt).
const char* boltAndTrigger = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})";

QByteArray boltInHand()
{
    return ", " + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")");
}

}   // namespace

class TestImpTrigB28 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 12); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.5, 613.4c, 613.1f: each verb of "have target creature get +2/+0 and gain deathtouch" is the
    // target's: one continuous effect with both changes, optional.
    void painsmithReadsBothChangesOfTheTarget()
    {
        const AbilityDef* painsmith
            = test::parsedWith(fixtures(), QStringLiteral("Painsmith"), QStringLiteral("artifact spell"));
        QVERIFY(painsmith);
        QVERIFY(painsmith->optional);
        QCOMPARE(painsmith->targets.size(), 1);
        QCOMPARE(painsmith->effect.size(), 1);
        const Action& change = painsmith->effect.first();
        QCOMPARE(change.kind, ActionKind::Continuous);
        QVERIFY(change.continuous);
        QCOMPARE(change.continuous->ops.size(), 2);
    }

    // CR 603.5, 613.4c, 613.1f: Ana casts Ornithopter; Painsmith's trigger gives her Grizzly Bears +2/+0 and
    // deathtouch; declined ("may": false), the Bears stay 2/2.
    void painsmithPumpsTheTargetWhenAnArtifactIsCast()
    {
        const QByteArray objects = test::objectJson("smith", "Painsmith") + ", "
            + test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("thopter", "Ornithopter", R"(, "zone": "hand")");
        const QByteArray cast = R"({"id": "e1", "cast": "thopter", "triggers": {"e1.1": {"targets": ["bears"]}}})";
        Playthrough p = played(objects, cast + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("smith:1")});
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QLatin1String("4/2"), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Deathtouch")));
        p = played(objects, cast + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QLatin1String("2/2"), qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Deathtouch")));
    }

    // CR 603.4, 120.3: at the end step of Ana's turn, in which she cast no spell, Impatience deals 2 damage
    // to her, "them" being that player; after she cast Lightning Bolt it does not trigger.
    void impatienceHurtsThePlayerWhoCastNothing()
    {
        const QByteArray impatience = test::objectJson("impatience", "Impatience", "", "nico");
        Playthrough p = played(impatience, R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("impatience:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        p = played(impatience + ", " + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
    }

    // CR 603.4, 608.2c: with one artifact Toolcraft Exemplar gets +2/+1; with three it also gains first
    // strike ("it" is ~, the subject of the sentence before); with none it does not trigger.
    void toolcraftExemplarCountsArtifactsTwice()
    {
        const QByteArray exemplar = test::objectJson("exemplar", "Toolcraft Exemplar");
        const QByteArray combat = R"({"id": "e1", "begin": "beginning_of_combat"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(exemplar + ", " + test::objectJson("splitter", "Bonesplitter"), combat);
        QVERIFY2(test::ptOf(p, QStringLiteral("exemplar")) == QLatin1String("3/2"), qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("exemplar"), QStringLiteral("First strike")));
        p = played(exemplar + ", " + test::objectJson("splitter", "Bonesplitter") + ", "
                + test::objectJson("citadel", "Darksteel Citadel") + ", " + test::objectJson("thopter", "Ornithopter"),
            combat);
        QVERIFY2(test::ptOf(p, QStringLiteral("exemplar")) == QLatin1String("3/2"), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("exemplar"), QStringLiteral("First strike")));
        p = played(exemplar, R"({"id": "e1", "begin": "beginning_of_combat"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::ptOf(p, QStringLiteral("exemplar")), QStringLiteral("1/1"));
    }

    // CR 701.13b, 608.2c, 122.1: at Nico's upkeep Cephalid Vandal gets its second shred counter, then mills a
    // card for each counter it has now: two of his three library cards.
    void cephalidVandalMillsForEachShredCounter()
    {
        const AbilityDef* vandal
            = test::parsedWith(fixtures(), QStringLiteral("Cephalid Vandal"), QStringLiteral("shred"));
        QVERIFY(vandal);
        QCOMPARE(vandal->effect.size(), 2);
        QCOMPARE(vandal->effect.last().kind, ActionKind::Mill);
        QVERIFY(vandal->effect.last().amountOf);
        const Playthrough p
            = played(test::objectJson("vandal", "Cephalid Vandal", R"(, "counters": {"shred": 1})", "nico")
                    + test::bears("nico", 3, "library"),
                R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("vandal"), QStringLiteral("shred")) == 2, qPrintable(test::happened(p)));
        QVERIFY2(test::bearsIn(p, "nico", 3, "library", Zone::Graveyard) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Library), 1);
    }

    // CR 603.4, 303.4: Krond the Dawn-Clad enchanted by Flight attacks and exiles Nico's Grizzly Bears; not
    // enchanted, its attack triggers nothing.
    void krondExilesOnlyWhenEnchanted()
    {
        const QByteArray krond = test::objectJson("krond", "Krond the Dawn-Clad") + ", "
            + test::objectJson("target", "Grizzly Bears", "", "nico");
        const QByteArray attack = R"({"id": "e1", "attack": {"krond": "nico"}, "triggers": {"e1.1": {"targets": ["target"]}}},
            {"id": "e2", "resolve": "top"})";
        Playthrough p = played(krond + ", " + test::objectJson("flight", "Flight", R"(, "attached_to": "krond")"), attack);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("krond:3")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("target")) == Zone::Exile, qPrintable(test::happened(p)));
        p = played(krond, R"({"id": "e1", "attack": {"krond": "nico"}})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("target")), Zone::Battlefield);
    }

    // CR 603.7c, 510.2: Fungal Shambler deals combat damage to Nico; Ana draws a card and Nico, the opponent
    // dealt damage, discards one of his two.
    void fungalShamblerDrawsAndTheOpponentDiscards()
    {
        const Playthrough p = played(test::objectJson("shambler", "Fungal Shambler") + test::bears("ana", 1, "library")
                + test::bears("nico", 2, "hand"),
            R"({"id": "e1", "attack": {"shambler": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("shambler:2")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
        QVERIFY2(test::bearsIn(p, "ana", 1, "library", Zone::Hand) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 2, "hand", Zone::Graveyard), 1);
        QCOMPARE(test::bearsIn(p, "nico", 2, "hand", Zone::Hand), 1);
    }

    // CR 603.5, 205.1b, 613.1d: Ana casts Lightning Bolt; Riddleform becomes a 3/3 Sphinx creature with flying
    // until end of turn, still an enchantment; declined, it stays a mere enchantment.
    void riddleformMayBecomeASphinx()
    {
        const QByteArray riddleform = test::objectJson("riddle", "Riddleform") + boltInHand();
        Playthrough p = played(riddleform, boltAndTrigger);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("riddle:1")});
        const Characteristics* c = test::charsOf(p, QStringLiteral("riddle"));
        QVERIFY2(c && c->isCreature() && c->type.has(CardType::Enchantment), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("riddle")), QStringLiteral("3/3"));
        QVERIFY(hasSubtype(c, "Sphinx"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("riddle"), QStringLiteral("Flying")));
        p = played(riddleform, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "may": false})");
        c = test::charsOf(p, QStringLiteral("riddle"));
        QVERIFY2(c && !c->isCreature(), qPrintable(test::happened(p)));
    }

    // CR 702.3b, 613.4c: after Ana casts Lightning Bolt, Nivix Cyclops is 4/4 and may attack despite defender;
    // without the trigger its attack is refused.
    void nivixCyclopsAttacksAfterAnInstant()
    {
        const QByteArray cyclops = test::objectJson("cyclops", "Nivix Cyclops") + boltInHand();
        Playthrough p = played(cyclops, QByteArray(boltAndTrigger) + R"(, {"id": "e3", "attack": {"cyclops": "nico"}})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("cyclops:2")});
        QCOMPARE(test::ptOf(p, QStringLiteral("cyclops")), QStringLiteral("4/4"));
        QVERIFY2(test::doneOrRefusal(p).last() == QLatin1String("done"), qPrintable(test::happened(p)));
        p = played(cyclops, R"({"id": "e1", "attack": {"cyclops": "nico"}})");
        QVERIFY(test::doneOrRefusal(p).last() != QLatin1String("done"));
    }

    // CR 305.7, 610.3: Graceful Antelope deals combat damage to Nico, and his Forest becomes a Plains until
    // the Antelope leaves the battlefield.
    void gracefulAntelopeTurnsALandIntoAPlains()
    {
        const QByteArray objects = test::objectJson("antelope", "Graceful Antelope") + ", "
            + test::objectJson("forest", "Forest", "", "nico");
        const QByteArray hit = R"({"id": "e1", "attack": {"antelope": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage", "triggers": {"e3.1": {"targets": ["forest"]}}},
            {"id": "e4", "resolve": "top"})";
        Playthrough p = played(objects, hit);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("antelope:2")});
        QVERIFY2(hasSubtype(test::charsOf(p, QStringLiteral("forest")), "Plains"), qPrintable(test::happened(p)));
        QVERIFY(!hasSubtype(test::charsOf(p, QStringLiteral("forest")), "Forest"));
        p = played(objects, hit + R"(, {"id": "e5", "move": ["antelope"], "to": "graveyard"})");
        QVERIFY2(hasSubtype(test::charsOf(p, QStringLiteral("forest")), "Forest"), qPrintable(test::happened(p)));
        QVERIFY(!hasSubtype(test::charsOf(p, QStringLiteral("forest")), "Plains"));
    }

    // CR 205.1b, 613.1d, 613.1f: a land enters under Ana's control; Embodiment of Insight makes her Forest a 3/3
    // Elemental creature with haste until end of turn, still a land (and given vigilance by its static).
    void embodimentOfInsightAnimatesALand()
    {
        const QByteArray objects = test::objectJson("embodiment", "Embodiment of Insight") + ", "
            + test::objectJson("forest", "Forest") + ", " + test::objectJson("newland", "Forest", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "move": ["newland"], "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["forest"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("embodiment:3")});
        const Characteristics* c = test::charsOf(p, QStringLiteral("forest"));
        QVERIFY2(c && c->isCreature() && c->type.has(CardType::Land), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("forest")), QStringLiteral("3/3"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("forest"), QStringLiteral("Haste")));
        QVERIFY(test::hasKeyword(p, QStringLiteral("forest"), QStringLiteral("Vigilance")));
    }

    // CR 701.8, 701.13b, 608.2c: Nico's tapped Siren of the Silent Song untaps in his untap step; Ana, his
    // opponent, discards her one card, then mills one of her two library cards.
    void sirenMakesEachOpponentDiscardThenMill()
    {
        const Playthrough p = played(
            test::objectJson("siren", "Siren of the Silent Song", R"(, "tapped": true)", "nico") + test::bears("ana", 1, "hand")
                + test::bears("ana", 2, "library"),
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("siren:2")});
        QVERIFY2(test::bearsIn(p, "ana", 1, "hand", Zone::Graveyard) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "ana", 2, "library", Zone::Graveyard), 1);
        QCOMPARE(test::bearsIn(p, "ana", 2, "library", Zone::Library), 1);
    }

    // CR 205.3g, 701.17a, 603.2: Captain Lannery Storm's misprinted "a treasure" is the artifact type Treasure:
    // the trigger waits for Ana sacrificing a Treasure, and the Captain gets +1/+0. (No Treasure card is in
    // the library a scenario could name: the tokens the Captain makes are named only after their event.)
    void lanneryStormWaitsForATreasure()
    {
        const AbilityDef* lannery
            = test::parsedWith(fixtures(), QStringLiteral("Captain Lannery Storm"), QStringLiteral("sacrifice"));
        QVERIFY(lannery);
        QCOMPARE(lannery->event, TriggerEvent::YouSacrifice);
        QVERIFY(lannery->eventFilter);
        QVERIFY(hasSubtypeId(lannery->eventFilter->subtypes, "Treasure"));
        QCOMPARE(lannery->effect.size(), 1);
        QCOMPARE(lannery->effect.first().kind, ActionKind::Continuous);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB28)
#include "tst_imptrigb28.moc"
