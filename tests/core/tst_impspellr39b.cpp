// Round 39's second helper on instants and sorceries (tests/data/import/impspellr39b.json, the real card objects):
// "X target creatures can't be blocked this turn. Until end of turn, those creatures gain "Whenever this creature deals
// combat damage to a player, draw a card."" (Open into Wonder), kicker's "… instead" of a mana-value threshold
// (Overload, Prohibit), and "If it isn't a creature or Vehicle, it becomes a 0/0 Construct artifact creature." (Lifecraft
// Awakening; Consulate Dreadnought is the fixture's Vehicle), and "Tap target untapped creature you control. If you do,
// it deals damage equal to its power to …" (Spirit Flare), and a condition before "you may return up to one target …"
// (Clear the Stage). The structure, the English written back (the round trip trusts it), the card format, and what
// the event player does.
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
    return test::fixtureFile(QStringLiteral("impspellr39b.json"));
}

// Ana's three Bears "b0" to "b2" and three Forests in her library; Nico's Bears "nb" can block.
QByteArray wonderBoard()
{
    return "{\"id\": \"spell\", \"card\": \"Open into Wonder\", \"zone\": \"hand\"}, " + test::objectJson("b0", "Grizzly Bears")
        + ", " + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears") + ", "
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("lib0", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib1", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib2", "Forest", ", \"zone\": \"library\"");
}

// Ana casts Open into Wonder with X = 2 at "b0" and "b1", and it resolves; then all three Bears attack Nico.
QByteArray castAndAttack()
{
    return "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"b0\", \"b1\"], \"choices\": {\"x\": 2}}, "
           "{\"id\": \"e2\", \"resolve\": \"top\"}, "
           "{\"id\": \"e3\", \"attack\": {\"b0\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, ";
}

// How many of Ana's three library Forests are in her hand.
int forestsDrawn(const Playthrough& p)
{
    int n = 0;
    for (const char* id : {"lib0", "lib1", "lib2"})
        n += int(test::zoneOf(p, QString::fromLatin1(id)) == Zone::Hand);
    return n;
}

// Ana casts Overload, kicked or not, at Nico's `target`: his Cobbled Wings "wings" (mana value 2) or Juggernaut "jugg" (4).
Playthrough overloadAt(const char* target, bool kicked)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Overload\", \"zone\": \"hand\"}, "
        + test::objectJson("wings", "Cobbled Wings", "", "nico") + ", " + test::objectJson("jugg", "Juggernaut", "", "nico");
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + target + "\"]"
            + (kicked ? ", \"kicked\": true" : "") + "}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts `creature` (Grizzly Bears, mana value 2, or Bladetusk Boar, 4), then Prohibit, kicked or not, at it; both
// resolve in turn.
Playthrough prohibitAt(const char* creature, bool kicked)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Prohibit\", \"zone\": \"hand\"}, "
        + test::objectJson("beast", creature, ", \"zone\": \"hand\"");
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"beast\"}, {\"id\": \"e2\", \"cast\": \"spell\", \"targets\": [\"beast\"]")
            + (kicked ? ", \"kicked\": true" : "")
            + "}, {\"id\": \"e3\", \"resolve\": \"top\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
}

// The two instructions of a kicked threshold: the first only unkicked and at most `unkicked`, the second only kicked
// and at most `kicked`, each on the one target.
void checkKickedThreshold(const AbilityDef& spell, ActionKind kind, int unkicked, int kicked)
{
    QCOMPARE(spell.targets.size(), 1);
    QCOMPARE(spell.effect.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const Action& a = spell.effect[i];
        QCOMPARE(a.kind, kind);
        QVERIFY(a.object && a.object->ref == Selector::Ref::Target);
        QVERIFY(a.condition && a.condition->kind == Condition::Kind::Kicked);
        QCOMPARE(a.condition->negated, i == 0);
        QVERIFY(a.condition->also && a.condition->also->kind == Condition::Kind::TargetIs && a.condition->also->filter);
        QCOMPARE(a.condition->also->filter->manaValueAtMost, std::optional<int>(i == 0 ? unkicked : kicked));
    }
}

// Ana casts Lifecraft Awakening with X = 2 at her `target`: Bonesplitter "split", Juggernaut "jugg" (an artifact
// creature) or Consulate Dreadnought "dread" (an uncrewed Vehicle).
Playthrough lifecraftOn(const char* target)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Lifecraft Awakening\", \"zone\": \"hand\"}, "
        + test::objectJson("split", "Bonesplitter") + ", " + test::objectJson("jugg", "Juggernaut") + ", "
        + test::objectJson("dread", "Consulate Dreadnought");
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + target
            + "\"], \"choices\": {\"x\": 2}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Clear the Stage at Nico's Bears "nb" and her graveyard's Grizzly Bears "gb", with her `big` creature (or a
// second Grizzly Bears) on the battlefield.
Playthrough clearTheStage(const char* big)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Clear the Stage\", \"zone\": \"hand\"}, "
        + test::objectJson("mine", big) + ", " + test::objectJson("gb", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
        + test::objectJson("nb", "Grizzly Bears", "", "nico");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nb\", \"gb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpSpellR39b : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c: each card's abilities are read and written back as Oracle says them.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    // The card format keeps each ability as it was read.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 601.2c, 611.2c, 611.2a: X target creatures, each unblockable until the turn ends, then the same targets ("those
    // creatures") each given the triggered ability until end of turn; written "They gain "…" until end of turn."
    void wonderStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Open into Wonder"), QStringLiteral("draw a card"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QVERIFY(spell->targets.first().upToX);
        QCOMPARE(spell->effect.size(), 2);
        for (const Action& a : spell->effect) {
            QCOMPARE(a.kind, ActionKind::Continuous);
            QVERIFY(a.continuous && a.continuous->affects);
            QCOMPARE(a.continuous->affects->ref, Selector::Ref::Targets);
            QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
            QCOMPARE(a.continuous->ops.size(), 1);
        }
        QCOMPARE(spell->effect[0].continuous->ops.first().kind, Op::Kind::Rule);
        QCOMPARE(spell->effect[0].continuous->ops.first().rule, RuleName::CantBeBlocked);
        const Op& grant = spell->effect[1].continuous->ops.first();
        QCOMPARE(grant.kind, Op::Kind::AddAbilities);
        QCOMPARE(grant.abilities.size(), 1);
        QCOMPARE(grant.abilities.first()->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Open into Wonder"), 0),
            QStringLiteral("X target creatures can't be blocked until end of turn. They gain \"Whenever this creature deals "
                           "combat damage to a player, draw a card.\" until end of turn."));
    }

    // CR 509.1b: Nico's Bears can't block either target; the declaration is refused as a whole.
    void targetsCantBeBlocked()
    {
        for (const char* attacker : {"b0", "b1"}) {
            const Playthrough p = test::playScenario(fixtures(), wonderBoard(),
                castAndAttack() + "{\"id\": \"e4\", \"block\": {\"nb\": [\"" + attacker + "\"]}}");
            QVERIFY2(test::refused(p, "e4"), qPrintable(test::happened(p)));
        }
    }

    // CR 509.1b, 510.2, 603.2: Nico's Bears blocks the third Bears, which the spell didn't target; the two targets
    // connect, Nico is at 16, and each one's trigger draws Ana a Forest: two, not three.
    void eachTargetThatConnectsDraws()
    {
        const Playthrough p = test::playScenario(fixtures(), wonderBoard(),
            castAndAttack()
                + "{\"id\": \"e4\", \"block\": {\"nb\": [\"b2\"]}}, {\"id\": \"e5\", \"begin\": \"combat_damage\"}, "
                  "{\"id\": \"e6\", \"resolve\": \"top\"}, {\"id\": \"e7\", \"resolve\": \"top\"}");
        QVERIFY2(!test::refused(p, "e4"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QVERIFY2(forestsDrawn(p) == 2, qPrintable(test::happened(p)));
    }

    // CR 702.33d, 202.3, 608.2c: Overload destroys its target if its mana value is 2 or less, kicked 5 or less instead;
    // written with today's "mana value" (the round trip reads "converted mana cost" so).
    void overloadStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Overload"), QStringLiteral("destroy that artifact"));
        QVERIFY(spell);
        checkKickedThreshold(*spell, ActionKind::Destroy, 2, 5);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Overload"), 1),
            QStringLiteral("Destroy target artifact if its mana value is 2 or less. If ~ was kicked, destroy that artifact if "
                           "its mana value is 5 or less instead."));
    }

    // CR 702.33d, 608.2c: unkicked, Overload destroys Nico's Cobbled Wings (mana value 2) but not his Juggernaut (4);
    // kicked, it destroys the Juggernaut.
    void overloadDestroysUnderItsThreshold()
    {
        const Playthrough wings = overloadAt("wings", false);
        QVERIFY2(test::zoneOf(wings, QStringLiteral("wings")) == Zone::Graveyard, qPrintable(test::happened(wings)));
        const Playthrough big = overloadAt("jugg", false);
        QVERIFY2(test::zoneOf(big, QStringLiteral("jugg")) == Zone::Battlefield, qPrintable(test::happened(big)));
        QCOMPARE(test::zoneOf(big, QStringLiteral("spell")), Zone::Graveyard);
        const Playthrough kicked = overloadAt("jugg", true);
        QVERIFY2(test::zoneOf(kicked, QStringLiteral("jugg")) == Zone::Graveyard, qPrintable(test::happened(kicked)));
        const Playthrough kickedSmall = overloadAt("wings", true);
        QVERIFY2(test::zoneOf(kickedSmall, QStringLiteral("wings")) == Zone::Graveyard, qPrintable(test::happened(kickedSmall)));
    }

    // CR 702.33d, 701.6a: Prohibit counters its target spell if its mana value is 2 or less, kicked 4 or less instead.
    void prohibitStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Prohibit"), QStringLiteral("counter that spell"));
        QVERIFY(spell);
        checkKickedThreshold(*spell, ActionKind::CounterSpell, 2, 4);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Prohibit"), 1),
            QStringLiteral("Counter target spell if its mana value is 2 or less. If ~ was kicked, counter that spell if its "
                           "mana value is 4 or less instead."));
    }

    // CR 702.33d, 701.6a, 608.2c: unkicked, Prohibit counters Ana's Grizzly Bears spell (mana value 2) but not her
    // Bladetusk Boar (4), which resolves onto the battlefield; kicked, it counters the Boar.
    void prohibitCountersUnderItsThreshold()
    {
        const Playthrough bears = prohibitAt("Grizzly Bears", false);
        QVERIFY2(test::zoneOf(bears, QStringLiteral("beast")) == Zone::Graveyard, qPrintable(test::happened(bears)));
        const Playthrough boar = prohibitAt("Bladetusk Boar", false);
        QVERIFY2(test::zoneOf(boar, QStringLiteral("beast")) == Zone::Battlefield, qPrintable(test::happened(boar)));
        const Playthrough kicked = prohibitAt("Bladetusk Boar", true);
        QVERIFY2(test::zoneOf(kicked, QStringLiteral("beast")) == Zone::Graveyard, qPrintable(test::happened(kicked)));
    }

    // CR 608.2c, 205.1a, 613.1d: Lifecraft Awakening puts X counters on the target, then, only if it is neither a creature
    // nor a Vehicle as that instruction is done, makes it a 0/0 Construct artifact creature for good (no duration).
    void lifecraftStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Lifecraft Awakening"), QStringLiteral("Construct"));
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::PutCounter);
        const Action& becomes = spell->effect[1];
        QCOMPARE(becomes.kind, ActionKind::Continuous);
        QVERIFY(becomes.continuous && becomes.continuous->affects);
        QCOMPARE(becomes.continuous->affects->ref, Selector::Ref::Target);
        QCOMPARE(becomes.continuous->duration, Duration::Indefinite);
        QVERIFY(becomes.condition && becomes.condition->kind == Condition::Kind::TargetIs && becomes.condition->negated);
        QVERIFY(becomes.condition->filter);
        QCOMPARE(becomes.condition->filter->anyOf.size(), 2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lifecraft Awakening"), 0),
            QStringLiteral("Put X +1/+1 counters on target artifact you control. If it isn't a creature or Vehicle, it becomes a "
                           "0/0 Construct artifact creature."));
    }

    // CR 205.1a, 613.4c, 122.1a: X = 2 on Bonesplitter makes a 2/2 Construct artifact creature (still an Equipment)
    // with two counters; on
    // Juggernaut, a creature already, only the counters (7/5, still a Juggernaut); on the uncrewed Dreadnought, a
    // Vehicle, only the counters (still not a creature).
    void lifecraftAnimatesOnlyANoncreatureNonVehicle()
    {
        const Playthrough split = lifecraftOn("split");
        const Characteristics* construct = test::charsOf(split, QStringLiteral("split"));
        QVERIFY2(construct && construct->type.has(CardType::Creature) && construct->type.has(CardType::Artifact), qPrintable(test::happened(split)));
        // 205.1a: the new creature type replaces creature types only; Equipment, an artifact type, stays.
        QVERIFY(construct->type.subtypeNames().contains(QStringLiteral("Construct")));
        QVERIFY(construct->type.subtypeNames().contains(QStringLiteral("Equipment")));
        QCOMPARE(test::ptOf(split, QStringLiteral("split")), QStringLiteral("2/2"));
        const Playthrough jugg = lifecraftOn("jugg");
        QVERIFY2(test::ptOf(jugg, QStringLiteral("jugg")) == QStringLiteral("7/5"), qPrintable(test::happened(jugg)));
        QCOMPARE(test::charsOf(jugg, QStringLiteral("jugg"))->type.subtypeNames(), QStringList{QStringLiteral("Juggernaut")});
        const Playthrough dread = lifecraftOn("dread");
        QVERIFY2(test::countersOn(dread, QStringLiteral("dread")) == 2, qPrintable(test::happened(dread)));
        QVERIFY(!test::charsOf(dread, QStringLiteral("dread"))->type.has(CardType::Creature));
    }

    // CR 701.26a, 608.2b: Spirit Flare's tap always happens on a legal untapped target, so "if you do" is that target
    // still legal, which "It deals damage …" needs anyway: read and written without those words; the damage is the
    // tapped creature's power (120.3) to the second target.
    void spiritFlareStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Spirit Flare"), QStringLiteral("its power"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 2);
        QCOMPARE(spell->targets[0].tapped, std::optional<bool>(false));
        QCOMPARE(spell->effect.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Tap);
        QVERIFY(spell->effect[0].object && spell->effect[0].object->ref == Selector::Ref::Target);
        QCOMPARE(spell->effect[1].kind, ActionKind::PowerDamage);
        QVERIFY(spell->effect[1].to && spell->effect[1].to->ref == Selector::Ref::Target2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Spirit Flare"), 0),
            QStringLiteral("Tap target untapped creature you control. It deals damage equal to its power to target attacking or "
                           "blocking creature an opponent controls."));
    }

    // CR 508.1, 120.3, 704.5g: on Nico's turn his Bears "nb" attacks; Ana's Spirit Flare taps her Juggernaut "jugg" and
    // it deals 5 damage to the attacker, which dies. An already tapped creature of hers can't be the first target.
    void spiritFlareTapsAndDealsItsPower()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Spirit Flare\", \"zone\": \"hand\", \"controller\": "
                                   "\"ana\", \"owner\": \"ana\"}, "
            + test::objectJson("jugg", "Juggernaut") + ", " + test::objectJson("tired", "Grizzly Bears", ", \"tapped\": true")
            + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico");
        const QByteArray attack = "{\"id\": \"a1\", \"attack\": {\"nb\": \"ana\"}}, ";
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), objects,
            attack + "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"jugg\", \"nb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("jugg")));
        QVERIFY2(test::zoneOf(p, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const Playthrough tired = test::playScenarioOnNicosTurn(fixtures(), objects,
            attack + "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"tired\", \"nb\"]}");
        QVERIFY2(test::refused(tired, "e1"), qPrintable(test::happened(tired)));
    }

    // CR 601.2c, 608.2c, 115.1: the graveyard card is a second target, "up to one", chosen as the spell is cast; the
    // return is done only if Ana controls a creature with power 4 or greater as the spell resolves, and she may decline.
    void clearTheStageStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Clear the Stage"), QStringLiteral("graveyard"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 2);
        QCOMPARE(int(spell->targets[1].upTo), 1);
        QCOMPARE(spell->effect.size(), 2);
        QVERIFY(!spell->effect[0].condition);
        const Action& back = spell->effect[1];
        QCOMPARE(back.kind, ActionKind::ReturnToHand);
        QVERIFY(back.optional);
        QVERIFY(back.object && back.object->ref == Selector::Ref::Target2);
        QVERIFY(back.condition && back.condition->kind == Condition::Kind::YouControlAtLeast);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Clear the Stage"), 0),
            QStringLiteral("Target creature gets -3/-3 until end of turn. If you control one or more creatures with power 4 or "
                           "greater, you may return up to one target creature card from your graveyard to your hand."));
    }

    // CR 608.2c, 704.5f: with Ana's Juggernaut (power 5), Nico's Bears dies and her graveyard's Bears returns to her
    // hand; with only a Grizzly Bears of hers, the Bears still dies but the card stays in her graveyard.
    void clearTheStageReturnsOnlyWithAFourPowerCreature()
    {
        const Playthrough big = clearTheStage("Juggernaut");
        QVERIFY2(test::zoneOf(big, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(big)));
        QVERIFY2(test::zoneOf(big, QStringLiteral("gb")) == Zone::Hand, qPrintable(test::happened(big)));
        const Playthrough small = clearTheStage("Grizzly Bears");
        QVERIFY2(test::zoneOf(small, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(small)));
        QVERIFY2(test::zoneOf(small, QStringLiteral("gb")) == Zone::Graveyard, qPrintable(test::happened(small)));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR39b)
#include "tst_impspellr39b.moc"
