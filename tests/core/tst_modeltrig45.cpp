// Round 45's model values for trigger events and conditions, read from real cards' Oracle text
// (tests/data/import/modeltrig45.json): activating an ability (Burning-Tree Shaman, Ceaseless Searblades, Crackdown
// Construct, Harsh Mentor; 602.2, 605.1a), an opponent gaining life (Kavu Predator, 119.9), getting energy (Territorial
// Gorger, Fabrication Module, 107.14), becoming the target of a spell (Dormant Gomazoa, 115.1), and the intervening "if"
// of Rivalry (a strict majority of lands) and Mask of Intolerance (domain of that player, 305.6). The built-in Crater
// Elemental, Birds of Paradise, Blinkmoth Nexus, Swords to Plowshares, Lightning Bolt, Grizzly Bears and basic lands are
// the other cards. Priest of Yawgmoth's "Add an amount of {B} equal to the sacrificed artifact's converted mana cost"
// (608.2h, 112.7a), read since round 44 but written back without its amount. Chaos Harlequin's "Otherwise, …" after
// "If that card is a land card, …" (608.2c).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("modeltrig45.json"));
}

QString happenedIn(const Playthrough& p)
{
    return test::happened(p);
}

// Ana's `watcher`, her Crater Elemental, Birds of Paradise and Blinkmoth Nexus; Nico's Blinkmoth Nexus, Birds and
// Grizzly Bears.
QByteArray activationBoard(const char* watcher)
{
    return test::objectJson("watcher", watcher) + "," + test::objectJson("crater", "Crater Elemental") + ","
        + test::objectJson("birds", "Birds of Paradise") + "," + test::objectJson("nexus", "Blinkmoth Nexus") + ","
        + test::objectJson("nnexus", "Blinkmoth Nexus", "", "nico") + "," + test::objectJson("nbirds", "Birds of Paradise", "", "nico")
        + "," + test::objectJson("nbears", "Grizzly Bears", "", "nico");
}

// Lands for the conditions of Rivalry and Mask of Intolerance: `n` of `card` for `owner`, ids `<prefix><k>`.
QByteArray lands(const char* prefix, const char* card, int n, const char* owner)
{
    QByteArray out;
    for (int k = 0; k < n; ++k) {
        const QByteArray id = QByteArray(prefix) + QByteArray::number(k);
        out += (out.isEmpty() ? "" : ",") + test::objectJson(id.constData(), card, "", owner);
    }
    return out;
}

}   // namespace

class TestModelTrig45 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 12);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 12);
    }

    // CR 602.2, 605.1a: the event of any player activating an ability, only one that isn't a mana ability; "that player"
    // is the one who activated it (603.7c).
    void burningTreeShamanReadsAnyPlayersNonManaActivation()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Burning-Tree Shaman"), 0),
            QStringLiteral("Whenever a player activates an ability that isn't a mana ability, ~ deals 1 damage to that player."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Burning-Tree Shaman"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PlayerActivatesAbility);
        QVERIFY(a->eventNotManaAbility);
        QVERIFY(!a->eventFilter);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Damage);
    }

    // CR 602.2, 605.1a, 120.3: Nico animates his Blinkmoth Nexus (not a mana ability): the Shaman deals 1 damage to him;
    // his Birds' mana ability triggers nothing; Ana's own activation costs her 1.
    void burningTreeShamanHurtsWhoeverActivates()
    {
        const Playthrough p = test::playScenario(fixtures(), activationBoard("Burning-Tree Shaman"),
            R"({"id": "e1", "activate": "nnexus", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "nbirds", "ability": 2}, {"id": "e4", "activate": "nexus", "ability": 2},
               {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("watcher:1")}, qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e4")) == QStringList{QStringLiteral("watcher:1")}, qPrintable(happenedIn(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(happenedIn(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
    }

    // CR 602.2, 109.2: "an ability of an Elemental": the filter names the source, a permanent; mana abilities count.
    void ceaselessSearbladesReadsAnElementalsAbility()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ceaseless Searblades"), 0),
            QStringLiteral("Whenever you activate an ability of an Elemental, ~ gets +1/+0 until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Ceaseless Searblades"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouActivateAbility);
        QVERIFY(!a->eventNotManaAbility);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->subtypes.size(), 1);
    }

    // CR 602.2, 608.2h: Ana's Crater Elemental is sacrificed to pay for its ability, and is still the Elemental whose
    // ability she activated: the Searblades are 3/4. Her Birds (no Elemental) and Nico's Nexus trigger nothing.
    void ceaselessSearbladesGrowsForASacrificedElemental()
    {
        const Playthrough p = test::playScenario(fixtures(), activationBoard("Ceaseless Searblades"),
            R"({"id": "e1", "activate": "crater", "ability": 1, "targets": ["nbears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "birds", "ability": 2}, {"id": "e4", "activate": "nnexus", "ability": 2})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("watcher:1")}, qPrintable(happenedIn(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("crater")), Zone::Graveyard);
        QVERIFY2(test::ptOf(p, QStringLiteral("watcher")) == QStringLiteral("3/4"), qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e4")).isEmpty(), qPrintable(happenedIn(p)));
    }

    // CR 602.2, 605.1a: "an ability of an artifact or creature that isn't a mana ability": either type, not mana.
    void crackdownConstructReadsArtifactOrCreatureNonMana()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crackdown Construct"), 0),
            QStringLiteral("Whenever you activate an ability of an artifact or creature that isn't a mana ability, ~ gets "
                           "+1/+1 until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Crackdown Construct"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouActivateAbility);
        QVERIFY(a->eventNotManaAbility);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->anyTypes, quint16(quint16(CardType::Artifact) | quint16(CardType::Creature)));
    }

    // CR 602.2, 605.1a: the Crater Elemental's ability makes the Construct 3/3; the Birds' mana ability and the Nexus (a
    // land, not yet a creature) trigger nothing.
    void crackdownConstructGrowsForACreaturesAbility()
    {
        const Playthrough p = test::playScenario(fixtures(), activationBoard("Crackdown Construct"),
            R"({"id": "e1", "activate": "birds", "ability": 2}, {"id": "e2", "activate": "nexus", "ability": 2},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "activate": "crater", "ability": 1, "targets": ["nbears"]}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).isEmpty(), qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e5")) == QStringList{QStringLiteral("watcher:1")}, qPrintable(happenedIn(p)));
        QVERIFY2(test::ptOf(p, QStringLiteral("watcher")) == QStringLiteral("3/3"), qPrintable(happenedIn(p)));
    }

    // CR 602.2, 603.4, 605.1a: "on the battlefield, if it isn't a mana ability" is the writer's "that isn't a mana
    // ability" (an ability of a permanent is one on the battlefield, 109.2, and it never stops being a mana ability).
    void harshMentorReadsAnOpponentsNonManaActivation()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Harsh Mentor"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::OpponentActivatesAbility);
        QVERIFY(a->eventNotManaAbility);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->anyTypes,
            quint16(quint16(CardType::Artifact) | quint16(CardType::Creature) | quint16(CardType::Land)));
        QVERIFY(!a->triggerIf);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Harsh Mentor"), 0),
            QStringLiteral("Whenever an opponent activates an ability of an artifact, creature, or land that isn't a mana "
                           "ability, ~ deals 2 damage to that player."));
    }

    // CR 602.2, 120.3: Nico animates his Nexus: 2 damage to him; his Birds' mana ability and Ana's own Nexus trigger
    // nothing.
    void harshMentorHurtsTheOpponentWhoActivates()
    {
        const Playthrough p = test::playScenario(fixtures(), activationBoard("Harsh Mentor"),
            R"({"id": "e1", "activate": "nnexus", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "nbirds", "ability": 2}, {"id": "e4", "activate": "nexus", "ability": 2})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("watcher:1")}, qPrintable(happenedIn(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(happenedIn(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e4")).isEmpty(), qPrintable(happenedIn(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 119.9, 603.7c: "that many" is the life the opponent gained.
    void kavuPredatorReadsAnOpponentsLifeGain()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kavu Predator"), 1),
            QStringLiteral("Whenever an opponent gains life, put that many +1/+1 counters on ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Kavu Predator"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::OpponentGainsLife);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::PutCounter);
    }

    // CR 119.9, 122.1: Ana's Swords to Plowshares at Nico's Bears: he gains 2 and the Predator gets two counters (4/4).
    // At her own Bears she gains 2 and nothing triggers.
    void kavuPredatorGrowsByTheLifeGained()
    {
        const QByteArray board = test::objectJson("kavu", "Kavu Predator") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("nbears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("swords", "Swords to Plowshares", R"(, "zone": "hand")");
        const Playthrough p = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "swords", "targets": ["nbears"]}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")) == QStringList{QStringLiteral("kavu:2")}, qPrintable(happenedIn(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 22);
        QVERIFY2(test::countersOn(p, QStringLiteral("kavu")) == 2, qPrintable(happenedIn(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("kavu")), QStringLiteral("4/4"));
        const Playthrough own = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "swords", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(own, QStringLiteral("e2")).isEmpty(), qPrintable(happenedIn(own)));
        QCOMPARE(test::lifeOf(own, QStringLiteral("ana")), 22);
        QCOMPARE(test::countersOn(own, QStringLiteral("kavu")), 0);
    }

    // CR 107.14, 122.1: "Whenever you get one or more {E}": once for each event that gives energy.
    void energyTriggersRead()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Territorial Gorger"), 1),
            QStringLiteral("Whenever you get one or more {E}, ~ gets +2/+2 until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fabrication Module"), 0),
            QStringLiteral("Whenever you get one or more {E}, put a +1/+1 counter on target creature you control."));
        const AbilityDef* gorger = test::parsedAbility(fixtures(), QStringLiteral("Territorial Gorger"), 1);
        const AbilityDef* module = test::parsedAbility(fixtures(), QStringLiteral("Fabrication Module"), 0);
        QVERIFY(gorger && module);
        QCOMPARE(gorger->event, TriggerEvent::YouGetEnergy);
        QCOMPARE(module->event, TriggerEvent::YouGetEnergy);
        QCOMPARE(module->targets.size(), 1);
    }

    // CR 107.14, 603.2: Ana's Fabrication Module gives her {E}: the Gorger is 4/4 and the Module's own trigger puts a
    // counter on it (5/5). Nico's energy triggers neither.
    void energyGrowsTheGorger()
    {
        const QByteArray board = test::objectJson("gorger", "Territorial Gorger") + ","
            + test::objectJson("module", "Fabrication Module") + "," + test::objectJson("nmodule", "Fabrication Module", "", "nico");
        const Playthrough p = test::playScenario(fixtures(), board,
            R"({"id": "e1", "activate": "module", "ability": 2}, {"id": "e2", "resolve": "top", "triggers": {"e2.2": {"targets": ["gorger"]}}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).size() == 2, qPrintable(happenedIn(p)));
        QVERIFY2(test::ptOf(p, QStringLiteral("gorger")) == QStringLiteral("5/5"), qPrintable(happenedIn(p)));
        const Playthrough theirs = test::playScenario(fixtures(), board,
            R"({"id": "e1", "activate": "nmodule", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(theirs, QStringLiteral("e2")).size() == 1, qPrintable(happenedIn(theirs)));
        QCOMPARE(test::ptOf(theirs, QStringLiteral("gorger")), QStringLiteral("2/2"));
    }

    // CR 115.1: "you become the target of a spell": the filter names the spell, whoever controls it.
    void dormantGomazoaReadsBecomingTheTarget()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Dormant Gomazoa"), 3),
            QStringLiteral("Whenever you become the target of a spell, you may untap ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Dormant Gomazoa"), 3);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouBecomeTarget);
        QVERIFY(a->eventFilter && a->eventFilter->word == QStringLiteral("spell"));
    }

    // CR 115.1, 603.5: Nico's Lightning Bolt at Ana untaps her tapped Gomazoa; at her Bears it triggers nothing.
    void dormantGomazoaUntapsWhenYouAreTargeted()
    {
        const QByteArray board = test::objectJson("gomazoa", "Dormant Gomazoa", R"(, "tapped": true)") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const Playthrough p = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("gomazoa:4")}, qPrintable(happenedIn(p)));
        QVERIFY2(!test::tapped(p, QStringLiteral("gomazoa")), qPrintable(happenedIn(p)));
        const Playthrough bears = test::playScenario(fixtures(), board, R"({"id": "e1", "cast": "bolt", "targets": ["bears"]})");
        QVERIFY2(test::eventOutcome(bears, QStringLiteral("e1")).isEmpty(), qPrintable(happenedIn(bears)));
    }

    // CR 603.4, 603.7c: Rivalry's "if" is said of the upkeep's player, a strict majority of lands.
    void rivalryReadsMoreLandsThanEachOtherPlayer()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rivalry"), 0),
            QStringLiteral("At the beginning of each upkeep, if that player controls more lands than each other player, ~ "
                           "deals 2 damage to that player."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Rivalry"), 0);
        QVERIFY(a && a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::ControlsMoreThanEachOther);
        QCOMPARE(a->triggerIf->who, QStringLiteral("that_player"));
        QVERIFY(a->triggerIf->filter && a->triggerIf->filter->types == quint16(CardType::Land));
    }

    // CR 603.4, 603.7c: the events begin in Ana's main phase, so the next upkeep is Nico's. Nico with three Forests to
    // Ana's two takes 2 at his upkeep; tied at two each, nothing triggers; at Ana's upkeep (the scenario begun on Nico's
    // turn) with her three to his two, she takes 2.
    void rivalryHurtsOnlyTheLeader()
    {
        const QByteArray rivalry = test::objectJson("rivalry", "Rivalry");
        const Playthrough his = test::playScenario(fixtures(),
            rivalry + "," + lands("af", "Forest", 2, "ana") + "," + lands("nf", "Forest", 3, "nico"),
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(his, QStringLiteral("e1")) == QStringList{QStringLiteral("rivalry:1")}, qPrintable(happenedIn(his)));
        QVERIFY2(test::lifeOf(his, QStringLiteral("nico")) == 18, qPrintable(happenedIn(his)));
        QCOMPARE(test::lifeOf(his, QStringLiteral("ana")), 20);
        const Playthrough tied = test::playScenario(fixtures(),
            rivalry + "," + lands("af", "Forest", 2, "ana") + "," + lands("nf", "Forest", 2, "nico"),
            R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(tied, QStringLiteral("e1")).isEmpty(), qPrintable(happenedIn(tied)));
        QCOMPARE(test::lifeOf(tied, QStringLiteral("nico")), 20);
        const Playthrough hers = test::playScenarioOnNicosTurn(fixtures(),
            rivalry + "," + lands("af", "Forest", 3, "ana") + "," + lands("nf", "Forest", 2, "nico"),
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(hers, QStringLiteral("ana")) == 18, qPrintable(happenedIn(hers)));
        QCOMPARE(test::lifeOf(hers, QStringLiteral("nico")), 20);
    }

    // CR 305.6, 603.4: domain of that player, at least four basic land types.
    void maskOfIntoleranceReadsThatPlayersDomain()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mask of Intolerance"), 0),
            QStringLiteral("At the beginning of each upkeep, if there are four or more basic land types among lands that "
                           "player controls, ~ deals 3 damage to that player."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Mask of Intolerance"), 0);
        QVERIFY(a && a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::BasicLandTypesAtLeast);
        QCOMPARE(a->triggerIf->n, 4);
        QCOMPARE(a->triggerIf->who, QStringLiteral("that_player"));
    }

    // CR 305.6, 603.4, 120.3: at Ana's upkeep (begun on Nico's turn) her Forest, Island, Swamp and Mountain make Nico's
    // Mask deal 3 damage to her; with three basic land types (two Forests) nothing triggers, though Nico has four: it is
    // not his upkeep.
    void maskOfIntoleranceHurtsAFourTypePlayer()
    {
        const QByteArray mask = test::objectJson("mask", "Mask of Intolerance", "", "nico");
        const QByteArray four = test::objectJson("f", "Forest") + "," + test::objectJson("i", "Island") + ","
            + test::objectJson("s", "Swamp") + "," + test::objectJson("m", "Mountain");
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), mask + "," + four,
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("mask:1")}, qPrintable(happenedIn(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(happenedIn(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const QByteArray three = test::objectJson("f", "Forest") + "," + test::objectJson("f2", "Forest") + ","
            + test::objectJson("i", "Island") + "," + test::objectJson("s", "Swamp") + ","
            + test::objectJson("nf", "Forest", "", "nico") + "," + test::objectJson("ni", "Island", "", "nico") + ","
            + test::objectJson("ns", "Swamp", "", "nico") + "," + test::objectJson("nm", "Mountain", "", "nico");
        const Playthrough none = test::playScenarioOnNicosTurn(fixtures(), mask + "," + three, R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(none, QStringLiteral("e1")).isEmpty(), qPrintable(happenedIn(none)));
        QCOMPARE(test::lifeOf(none, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(none, QStringLiteral("nico")), 20);
    }

    // CR 605.1a, 608.2h, 112.7a: the mana ability adds as many {B} as the sacrificed artifact's mana value, as it last
    // existed; written with the amount (round 44 wrote "Add {B}.", a mismatch).
    void priestOfYawgmothReadsTheSacrificedArtifactsManaValue()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Priest of Yawgmoth"), 0),
            QStringLiteral("{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Priest of Yawgmoth"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::AddMana);
        QCOMPARE(a->effect[0].text, QStringLiteral("{B}"));
        QCOMPARE(a->effect[0].amount.n, 1);
        QVERIFY(a->effect[0].amountOf && a->effect[0].amountOf->kind == Expr::Kind::ManaValueOfSacrificed);
        QVERIFY(a->effect[0].amountOf->selector && a->effect[0].amountOf->selector->types == quint16(CardType::Artifact));
    }

    // CR 602.2, 605.3b: the activation sacrifices the chosen artifact (Alchor's Tomb). The event player tracks no mana
    // (the log says add_mana is not performed, as for every mana ability), so only the cost is seen here.
    void priestOfYawgmothSacrificesTheArtifact()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("priest", "Priest of Yawgmoth") + "," + test::objectJson("tomb", "Alchor's Tomb"),
            R"({"id": "e1", "activate": "priest", "ability": 1, "choices": {"objects": ["tomb"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("tomb")) == Zone::Graveyard, qPrintable(happenedIn(p)));
        QVERIFY(test::tapped(p, QStringLiteral("priest")));
    }

    // CR 608.2c, 400.7: "Otherwise" is the second instruction under the same condition negated, said of the card the
    // exile moved; written "Otherwise, …" again.
    void chaosHarlequinReadsOtherwise()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Chaos Harlequin"), 0),
            QStringLiteral("{R}: Exile the top card of your library. If that card is a land card, ~ gets -4/+0 until end of "
                           "turn. Otherwise, ~ gets +2/+0 until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Chaos Harlequin"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 3);
        QVERIFY(a->effect[1].condition && a->effect[2].condition);
        QCOMPARE(a->effect[1].condition->kind, Condition::Kind::MovedCardIs);
        QVERIFY(!a->effect[1].condition->negated);
        QCOMPARE(a->effect[2].condition->kind, Condition::Kind::MovedCardIs);
        QVERIFY(a->effect[2].condition->negated);
        QVERIFY(a->effect[1].condition->filter && a->effect[2].condition->filter
            && *a->effect[1].condition->filter == *a->effect[2].condition->filter);
    }

    // CR 608.2c, 406.3: a Forest on top of Ana's library is exiled and the Harlequin (2/4) is -2/4; Grizzly Bears there
    // instead make it 4/4.
    void chaosHarlequinShrinksOnALandGrowsOtherwise()
    {
        const QByteArray harlequin = test::objectJson("harlequin", "Chaos Harlequin");
        const Playthrough land = test::playScenario(fixtures(),
            harlequin + "," + test::objectJson("top", "Forest", R"(, "zone": "library")"),
            R"({"id": "e1", "activate": "harlequin", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(land, QStringLiteral("top")) == Zone::Exile, qPrintable(happenedIn(land)));
        QCOMPARE(test::ptOf(land, QStringLiteral("harlequin")), QStringLiteral("-2/4"));
        const Playthrough bears = test::playScenario(fixtures(),
            harlequin + "," + test::objectJson("top", "Grizzly Bears", R"(, "zone": "library")"),
            R"({"id": "e1", "activate": "harlequin", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("top")) == Zone::Exile, qPrintable(happenedIn(bears)));
        QVERIFY2(test::ptOf(bears, QStringLiteral("harlequin")) == QStringLiteral("4/4"), qPrintable(happenedIn(bears)));
    }
};

QTEST_MAIN(TestModelTrig45)
#include "tst_modeltrig45.moc"
