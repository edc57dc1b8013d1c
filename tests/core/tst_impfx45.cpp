// Triggered abilities read from real cards' Oracle text (tests/data/import/impfx45.json), round 45: Oran-Rief Hydra's
// "If that land is a Forest, put two +1/+1 counters on ~ instead.", said of the land whose entering triggered it (a
// `target_is` in a triggered ability with no target names the event's object, 603.7c), and Guul Draz Overseer's "If that
// land is a Swamp, those creatures get +2/+0 until end of turn instead."; Aberrant Researcher's "If it's an
// instant or sorcery card, transform ~." after "put the top card of your library into your graveyard" (the card milled,
// `moved_card_is` with either card type); Lumengrid Augur's "If that player discards an artifact card this way, untap
// ~." (`moved_card_is` of the card the one target player discarded). The built-in Forest, Mountain, Dryad Arbor,
// Lightning Bolt, Mind Rot, Bonesplitter and Grizzly Bears are the other cards.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impfx45.json"));
}

// Ana's Oran-Rief Hydra, and `land` in the hand of `owner`, put onto the battlefield, then the top of the stack resolved.
Playthrough landEntersBesideHydra(const char* land, const char* owner = "ana")
{
    return test::playScenario(fixtures(),
        test::objectJson("hydra", "Oran-Rief Hydra") + "," + test::objectJson("land", land, R"(, "zone": "hand")", owner),
        R"({"id": "e1", "move": "land", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
}

// Ana's Aberrant Researcher with `top` on top of her library (a Plains under it), at her upkeep, the trigger resolved.
Playthrough researcherMills(const char* top)
{
    return test::playScenarioOnNicosTurn(fixtures(),
        test::objectJson("researcher", "Aberrant Researcher") + "," + test::objectJson("top", top, R"(, "zone": "library")") + ","
            + test::objectJson("under", "Plains", R"(, "zone": "library")"),
        R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
}

// Ana's Lumengrid Augur activated at Nico, a Plains on top of his library, Bonesplitter and Grizzly Bears in his hand;
// he discards `discarded`.
Playthrough augurMakesNicoDiscard(const char* discarded)
{
    return test::playScenario(fixtures(),
        test::objectJson("augur", "Lumengrid Augur") + "," + test::objectJson("ntop", "Plains", R"(, "zone": "library")", "nico")
            + "," + test::objectJson("split", "Bonesplitter", R"(, "zone": "hand")", "nico") + ","
            + test::objectJson("nbears", "Grizzly Bears", R"(, "zone": "hand")", "nico"),
        QByteArray(R"({"id": "e1", "activate": "augur", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top", )")
            + R"("choices": {"objects": [")" + discarded + R"("]}})");
}

}   // namespace

class TestImpFx45 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 4);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 207.2c, 603.7c, 608.2c: "that land" is the land whose entering triggered the ability; the counter on ~ is put
    // only when it isn't a Forest, two counters only when it is (the condition a `target_is`, the ability no target).
    void oranRiefHydraReadsThatLandInstead()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Oran-Rief Hydra"), 1),
            QStringLiteral("Whenever a land you control enters, put a +1/+1 counter on ~. If that land is a Forest, put two +1/+1 "
                           "counters on ~ instead."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Oran-Rief Hydra"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PermanentEnters);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 2);
        for (const Action& put : a->effect) {
            QCOMPARE(put.kind, ActionKind::PutCounter);
            QVERIFY(put.object && put.object->ref == Selector::Ref::Self);
            QVERIFY(put.condition && put.condition->kind == Condition::Kind::TargetIs && put.condition->filter);
            QCOMPARE(put.condition->filter->subtypes.size(), 1);
        }
        QVERIFY(a->effect[0].condition->negated);
        QVERIFY(!a->effect[1].condition->negated);
        QCOMPARE(a->effect[0].counters.n.n, 1);
        QCOMPARE(a->effect[1].counters.n.n, 2);
    }

    // CR 207.2c, 122.1, 608.2c: a Forest entering under Ana's control puts two +1/+1 counters on the Hydra (5/5, then 7/7), a
    // Mountain one (6/6).
    void oranRiefHydraGrowsTwiceForAForest()
    {
        const Playthrough forest = landEntersBesideHydra("Forest");
        QVERIFY2(test::countersOn(forest, QStringLiteral("hydra")) == 2, qPrintable(test::happened(forest)));
        QCOMPARE(test::ptOf(forest, QStringLiteral("hydra")), QStringLiteral("7/7"));
        const Playthrough mountain = landEntersBesideHydra("Mountain");
        QVERIFY2(test::countersOn(mountain, QStringLiteral("hydra")) == 1, qPrintable(test::happened(mountain)));
        QCOMPARE(test::ptOf(mountain, QStringLiteral("hydra")), QStringLiteral("6/6"));
    }

    // CR 205.3i, 305.6: Dryad Arbor is a Forest too, though not a basic land: two counters.
    void oranRiefHydraCountsANonbasicForest()
    {
        const Playthrough arbor = landEntersBesideHydra("Dryad Arbor");
        QVERIFY2(test::countersOn(arbor, QStringLiteral("hydra")) == 2, qPrintable(test::happened(arbor)));
    }

    // CR 608.2h, 603.7c: the Forest returned to Ana's hand before the trigger resolves is still the land that entered, a
    // Forest: two counters.
    void oranRiefHydraReadsALandGoneBackToHand()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("hydra", "Oran-Rief Hydra") + "," + test::objectJson("land", "Forest", R"(, "zone": "hand")"),
            R"({"id": "e1", "move": "land", "to": "battlefield"}, {"id": "e2", "move": "land", "to": "hand"},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("land")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("hydra")) == 2, qPrintable(test::happened(p)));
    }

    // CR 603.2: a Forest entering under Nico's control is no land under Ana's: nothing triggers.
    void oranRiefHydraIgnoresAnOpponentsLand()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("hydra", "Oran-Rief Hydra") + "," + test::objectJson("land", "Forest", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "move": "land", "to": "battlefield"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("hydra")), 0);
    }

    // CR 207.2c, 611.2c, 603.7c: "those creatures" are the other creatures Ana controls, the set the change before names;
    // each change is done only when its condition on the land holds.
    void guulDrazOverseerReadsThoseCreaturesInstead()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Guul Draz Overseer"), 1),
            QStringLiteral("Whenever a land you control enters, other creatures you control get +1/+0 until end of turn. If that "
                           "land is a Swamp, those creatures get +2/+0 until end of turn instead."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Guul Draz Overseer"), 1);
        QVERIFY(a);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 2);
        QVERIFY(a->effect[0].continuous && a->effect[1].continuous);
        QVERIFY(a->effect[0].continuous->affects && a->effect[1].continuous->affects);
        QVERIFY(*a->effect[0].continuous->affects == *a->effect[1].continuous->affects);
        QVERIFY(a->effect[0].condition && a->effect[0].condition->negated);
        QVERIFY(a->effect[1].condition && a->effect[1].condition->kind == Condition::Kind::TargetIs && !a->effect[1].condition->negated);
    }

    // CR 207.2c, 611.2c: a Swamp entering gives Ana's Grizzly Bears +2/+0 (4/2), a Mountain +1/+0 (3/2); the Overseer
    // itself stays 3/4 and Nico's Bears 2/2.
    void guulDrazOverseerPumpsOthersMoreForASwamp()
    {
        const auto played = [](const char* land) {
            return test::playScenario(fixtures(),
                test::objectJson("overseer", "Guul Draz Overseer") + "," + test::objectJson("bears", "Grizzly Bears") + ","
                    + test::objectJson("nbears", "Grizzly Bears", "", "nico") + ","
                    + test::objectJson("land", land, R"(, "zone": "hand")"),
                R"({"id": "e1", "move": "land", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        };
        const Playthrough swamp = played("Swamp");
        QVERIFY2(test::ptOf(swamp, QStringLiteral("bears")) == QStringLiteral("4/2"), qPrintable(test::happened(swamp)));
        QCOMPARE(test::ptOf(swamp, QStringLiteral("overseer")), QStringLiteral("3/4"));
        QCOMPARE(test::ptOf(swamp, QStringLiteral("nbears")), QStringLiteral("2/2"));
        const Playthrough mountain = played("Mountain");
        QVERIFY2(test::ptOf(mountain, QStringLiteral("bears")) == QStringLiteral("3/2"), qPrintable(test::happened(mountain)));
    }

    // CR 701.13, 608.2c, 205.2a: "it" is the card milled; the condition is either card type, checked in the graveyard.
    void aberrantResearcherReadsTheMilledCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Aberrant Researcher"), 1),
            QStringLiteral("At the beginning of your upkeep, mill a card. If that card is an instant or sorcery card, transform ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Aberrant Researcher"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YourUpkeep);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Mill);
        QCOMPARE(a->effect[1].kind, ActionKind::Transform);
        QVERIFY(a->effect[1].object && a->effect[1].object->ref == Selector::Ref::Self);
        const std::optional<Condition>& c = a->effect[1].condition;
        QVERIFY(c && c->kind == Condition::Kind::MovedCardIs && !c->negated && c->filter);
        QCOMPARE(c->filter->anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        QCOMPARE(c->filter->types, quint16(0));
    }

    // CR 701.13, 701.28a, 712.8: at Ana's upkeep a Lightning Bolt milled transforms the Researcher into Perfected Form
    // (5/4); a Mind Rot (a sorcery) does too; a Grizzly Bears card milled leaves it a 3/2 Aberrant Researcher.
    void aberrantResearcherTransformsForAnInstantOrSorcery()
    {
        const Playthrough bolt = researcherMills("Lightning Bolt");
        QVERIFY2(test::zoneOf(bolt, QStringLiteral("top")) == Zone::Graveyard, qPrintable(test::happened(bolt)));
        QVERIFY2(test::charsOf(bolt, QStringLiteral("researcher"))
                && test::charsOf(bolt, QStringLiteral("researcher"))->name == QStringLiteral("Perfected Form"),
            qPrintable(test::happened(bolt)));
        QCOMPARE(test::ptOf(bolt, QStringLiteral("researcher")), QStringLiteral("5/4"));
        const Playthrough rot = researcherMills("Mind Rot");
        QVERIFY2(test::ptOf(rot, QStringLiteral("researcher")) == QStringLiteral("5/4"), qPrintable(test::happened(rot)));
        const Playthrough bears = researcherMills("Grizzly Bears");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("top")) == Zone::Graveyard, qPrintable(test::happened(bears)));
        QCOMPARE(test::charsOf(bears, QStringLiteral("researcher"))->name, QStringLiteral("Aberrant Researcher"));
        QCOMPARE(test::ptOf(bears, QStringLiteral("researcher")), QStringLiteral("3/2"));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("under")), Zone::Library);
    }

    // CR 701.8a, 608.2c: "that player" is the one target player, the card the one they discarded; a `moved_card_is`
    // whose filter is an artifact card, on the untap of ~.
    void lumengridAugurReadsTheDiscardedCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lumengrid Augur"), 0),
            QStringLiteral("{1}, {T}: Target player draws a card, then discards a card. If that player discards an artifact card "
                           "this way, untap ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Lumengrid Augur"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[1].kind, ActionKind::Discard);
        QCOMPARE(a->effect[1].who, QStringLiteral("target_player"));
        QCOMPARE(a->effect[2].kind, ActionKind::Untap);
        QVERIFY(a->effect[2].object && a->effect[2].object->ref == Selector::Ref::Self);
        const std::optional<Condition>& c = a->effect[2].condition;
        QVERIFY(c && c->kind == Condition::Kind::MovedCardIs && !c->negated && c->filter);
        QCOMPARE(c->filter->types, quint16(CardType::Artifact));
    }

    // CR 701.8a, 608.2c, 701.21a: Nico draws the Plains and discards Bonesplitter: the Augur untaps; he discards Grizzly
    // Bears instead: it stays tapped.
    void lumengridAugurUntapsForADiscardedArtifact()
    {
        const Playthrough artifact = augurMakesNicoDiscard("split");
        QVERIFY2(test::zoneOf(artifact, QStringLiteral("split")) == Zone::Graveyard, qPrintable(test::happened(artifact)));
        QCOMPARE(test::zoneOf(artifact, QStringLiteral("ntop")), Zone::Hand);
        QVERIFY2(!test::tapped(artifact, QStringLiteral("augur")), qPrintable(test::happened(artifact)));
        const Playthrough creature = augurMakesNicoDiscard("nbears");
        QVERIFY2(test::zoneOf(creature, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(creature)));
        QCOMPARE(test::zoneOf(creature, QStringLiteral("split")), Zone::Hand);
        QVERIFY2(test::tapped(creature, QStringLiteral("augur")), qPrintable(test::happened(creature)));
    }
};

QTEST_MAIN(TestImpFx45)
#include "tst_impfx45.moc"
