// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig44.json), round 44: the intervening "if
// that spell was kicked" of Bloodstone Goblin and Hallar, the Firefletcher, said of the spell whose casting triggered;
// Hallar's damage "equal to the number of +1/+1 counters on it to each opponent"; Unsettled Mariner's "counter that
// spell or ability unless its controller pays {1}" after "you or a permanent you control becomes the target …". The
// built-in Kavu Titan (kicker), Lightning Bolt, Frost Breath, Grizzly Bears and Crater Elemental are the other cards.
// Sigil Captain's "if that creature is 1/1", said of the creature that entered (with Llanowar Elves and Giant Growth).
// Torture Chamber's "~ deals damage to you equal to the number of pain counters on it".
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig44.json"));
}

// Ana's `card` on the battlefield and her Kavu Titan in hand, cast `kicked` or not, then the top of the stack resolved.
Playthrough castTitanBeside(const char* card, bool kicked)
{
    return test::playScenario(fixtures(),
        test::objectJson("watcher", card) + "," + test::objectJson("kavu", "Kavu Titan", R"(, "zone": "hand")"),
        QByteArray(R"({"id": "e1", "cast": "kavu")") + (kicked ? R"(, "kicked": true)" : "")
            + R"(}, {"id": "e2", "resolve": "top"})");
}

// Ana's Unsettled Mariner and Grizzly Bears; Nico's Lightning Bolt and Frost Breath in hand, his Crater Elemental.
QByteArray marinerBoard()
{
    return test::objectJson("mariner", "Unsettled Mariner") + "," + test::objectJson("bears", "Grizzly Bears") + ","
        + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico") + ","
        + test::objectJson("breath", "Frost Breath", R"(, "zone": "hand")", "nico") + ","
        + test::objectJson("crater", "Crater Elemental", "", "nico");
}

}   // namespace

class TestImpTrig44 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(
            fixtures(), {"Bloodstone Goblin", "Hallar, the Firefletcher", "Unsettled Mariner", "Sigil Captain", "Torture Chamber"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 5);
    }

    // CR 603.4, 603.7c, 702.33d: "that spell" is the spell cast, the event's object; the condition is a `kicked` whose
    // filter names it (Selector::Ref::It), not ~.
    void bloodstoneGoblinReadsThatSpellKicked()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bloodstone Goblin"), 0),
            QStringLiteral("Whenever you cast a spell, if that spell was kicked, ~ gets +1/+1 and gains menace until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Bloodstone Goblin"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouCastSpell);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::Kicked);
        QVERIFY(a->triggerIf->filter && a->triggerIf->filter->ref == Selector::Ref::It);
        QVERIFY(!a->triggerIf->negated && !a->triggerIf->also);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Continuous);
    }

    // CR 702.33d, 603.4, 611.2a: Ana's kicked Kavu Titan triggers the Goblin, which is 3/3 with menace once the trigger
    // resolves; cast unkicked, nothing triggers and the Goblin stays 2/2 without menace.
    void bloodstoneGoblinGrowsOnlyForAKickedSpell()
    {
        const Playthrough kicked = castTitanBeside("Bloodstone Goblin", true);
        QVERIFY2(test::eventOutcome(kicked, QStringLiteral("e1")) == QStringList{QStringLiteral("watcher:1")},
            qPrintable(test::happened(kicked)));
        QVERIFY2(test::ptOf(kicked, QStringLiteral("watcher")) == QStringLiteral("3/3"), qPrintable(test::happened(kicked)));
        QVERIFY(test::hasKeyword(kicked, QStringLiteral("watcher"), QStringLiteral("Menace")));
        const Playthrough plain = castTitanBeside("Bloodstone Goblin", false);
        QVERIFY2(test::eventOutcome(plain, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(plain)));
        QCOMPARE(test::ptOf(plain, QStringLiteral("watcher")), QStringLiteral("2/2"));
        QVERIFY(!test::hasKeyword(plain, QStringLiteral("watcher"), QStringLiteral("Menace")));
    }

    // CR 603.2: a kicked spell Nico casts is not Ana's: "whenever you cast" does not trigger.
    void bloodstoneGoblinIgnoresAnOpponentsKickedSpell()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("watcher", "Bloodstone Goblin") + "," + test::objectJson("kavu", "Kavu Titan", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "cast": "kavu", "kicked": true})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 122.1, 120.3, 608.2h: the counter first, then damage equal to the counters on ~ as it resolves to each opponent.
    void hallarReadsCountersThenDamageToEachOpponent()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hallar, the Firefletcher"), 1),
            QStringLiteral("Whenever you cast a spell, if that spell was kicked, put a +1/+1 counter on ~, then ~ deals damage to "
                           "each opponent equal to the number of +1/+1 counters on ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Hallar, the Firefletcher"), 1);
        QVERIFY(a);
        QVERIFY(a->triggerIf && a->triggerIf->kind == Condition::Kind::Kicked && a->triggerIf->filter);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::PutCounter);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QCOMPARE(a->effect[1].who, QStringLiteral("each_opponent"));
        QVERIFY(a->effect[1].amountOf && a->effect[1].amountOf->kind == Expr::Kind::CountersOnSource);
    }

    // CR 702.33d, 122.1, 120.3: a kicked Kavu Titan: Hallar gets a counter and deals 1 to Nico; a second kicked spell
    // (Hallar then has two counters) deals 2 more. Unkicked, nothing triggers.
    void hallarDealsItsCountersToEachOpponent()
    {
        const Playthrough kicked = castTitanBeside("Hallar, the Firefletcher", true);
        QVERIFY2(test::countersOn(kicked, QStringLiteral("watcher")) == 1, qPrintable(test::happened(kicked)));
        QVERIFY2(test::lifeOf(kicked, QStringLiteral("nico")) == 19, qPrintable(test::happened(kicked)));
        QCOMPARE(test::lifeOf(kicked, QStringLiteral("ana")), 20);
        const Playthrough again = test::playScenario(fixtures(),
            test::objectJson("watcher", "Hallar, the Firefletcher", R"(, "counters": {"+1/+1": 1})") + ","
                + test::objectJson("kavu", "Kavu Titan", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "kavu", "kicked": true}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(again, QStringLiteral("nico")) == 18, qPrintable(test::happened(again)));
        const Playthrough plain = castTitanBeside("Hallar, the Firefletcher", false);
        QVERIFY2(test::eventOutcome(plain, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(plain)));
        QCOMPARE(test::countersOn(plain, QStringLiteral("watcher")), 0);
        QCOMPARE(test::lifeOf(plain, QStringLiteral("nico")), 20);
    }

    // CR 115.1, 603.7c, 118.12: "that spell or ability" is the one that targeted you or your permanent.
    void unsettledMarinerReadsTheTargetingItem()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Unsettled Mariner"), 1),
            QStringLiteral("Whenever you or a permanent you control becomes the target of a spell or ability an opponent "
                           "controls, counter that spell or ability unless its controller pays {1}."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Unsettled Mariner"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouOrPermanentBecomesTargetOfOpponent);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::CounterSpell);
        QVERIFY(a->effect[0].object && a->effect[0].object->ref == Selector::Ref::It);
        QCOMPARE(a->effect[0].text, QStringLiteral("{1}"));
    }

    // CR 115.1, 701.6a, 118.12: Nico's Lightning Bolt at Ana herself triggers the Mariner; unpaid, the Bolt is countered
    // and Ana keeps 20 life; paid, it resolves and she is at 17.
    void unsettledMarinerCountersASpellAtYou()
    {
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["ana"]})";
        const Playthrough p = test::playScenario(fixtures(), marinerBoard(),
            cast + R"(, {"id": "e2", "resolve": "top", "pays": false}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("mariner:2")}, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        const Playthrough paid = test::playScenario(fixtures(), marinerBoard(),
            cast + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::lifeOf(paid, QStringLiteral("ana")) == 17, qPrintable(test::happened(paid)));
    }

    // CR 603.2c, 115.1: Nico's Frost Breath at the Mariner and Ana's Bears: each becomes a target, so the Mariner
    // triggers twice (as Leovold's same trigger is ruled to). Nico pays the first {1} and not the second: Frost Breath
    // is countered and nothing is tapped. Paying both, it resolves and taps both.
    void unsettledMarinerTriggersForEachPermanentTargeted()
    {
        const QByteArray cast = R"({"id": "e1", "cast": "breath", "targets": ["mariner", "bears"]})";
        const Playthrough p = test::playScenario(fixtures(), marinerBoard(),
            cast + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top", "pays": false}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == (QStringList{QStringLiteral("mariner:2"), QStringLiteral("mariner:2")}),
            qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("breath")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("mariner")));
        QVERIFY(!test::tapped(p, QStringLiteral("bears")));
        const Playthrough paid = test::playScenario(fixtures(), marinerBoard(),
            cast + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::tapped(paid, QStringLiteral("mariner")) && test::tapped(paid, QStringLiteral("bears")),
            qPrintable(test::happened(paid)));
    }

    // CR 602.2, 701.6a: Nico's Crater Elemental's ability at Ana's Bears is countered unpaid (the Bears are not dealt 4).
    // CR 603.2: Ana's own Bolt at her Bears triggers nothing.
    void unsettledMarinerCountersAnAbilityButNotItsControllersSpell()
    {
        const Playthrough p = test::playScenario(fixtures(), marinerBoard(),
            R"({"id": "e1", "activate": "crater", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top", "pays": false},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("is countered: it leaves the stack")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        const Playthrough own = test::playScenario(fixtures(),
            test::objectJson("mariner", "Unsettled Mariner") + "," + test::objectJson("bears", "Grizzly Bears") + ","
                + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "bolt", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(own, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(own)));
        QCOMPARE(test::zoneOf(own, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 603.4, 603.7c: the trigger has no target; its `target_is` names the creature that entered, power and toughness
    // exactly 1, and "it" is that creature.
    void sigilCaptainReadsThatCreatureIsOneOne()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sigil Captain"), 0),
            QStringLiteral("Whenever a creature you control enters, if that creature is 1/1, put two +1/+1 counters on it."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Sigil Captain"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PermanentEnters);
        QVERIFY(a->targets.isEmpty());
        QVERIFY(a->triggerIf && a->triggerIf->kind == Condition::Kind::TargetIs && a->triggerIf->filter);
        const Selector& size = *a->triggerIf->filter;
        QVERIFY(size.powerAtLeast == 1 && size.powerAtMost == 1 && size.toughnessAtLeast == 1 && size.toughnessAtMost == 1);
        QCOMPARE(size.types, quint16(0));
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::PutCounter);
        QVERIFY(a->effect[0].object && a->effect[0].object->ref == Selector::Ref::It);
    }

    // CR 603.2, 603.4, 122.1: Ana's Llanowar Elves (1/1) enter: the Captain triggers and they get two +1/+1 counters; her
    // Grizzly Bears (2/2) enter and nothing triggers.
    void sigilCaptainGrowsAOneOne()
    {
        const QByteArray board = test::objectJson("captain", "Sigil Captain") + ","
            + test::objectJson("elves", "Llanowar Elves", R"(, "zone": "hand")") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "hand")");
        const Playthrough elves = test::playScenario(fixtures(), board,
            R"({"id": "e1", "move": ["elves"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(elves, QStringLiteral("e1")) == QStringList{QStringLiteral("captain:1")},
            qPrintable(test::happened(elves)));
        QVERIFY2(test::countersOn(elves, QStringLiteral("elves")) == 2, qPrintable(test::happened(elves)));
        QCOMPARE(test::ptOf(elves, QStringLiteral("elves")), QStringLiteral("3/3"));
        const Playthrough bears = test::playScenario(fixtures(), board, R"({"id": "e1", "move": ["bears"], "to": "battlefield"})");
        QVERIFY2(test::eventOutcome(bears, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(bears)));
        QCOMPARE(test::countersOn(bears, QStringLiteral("bears")), 0);
    }

    // CR 603.4: the "if" is checked again as the trigger resolves: Giant Growth on the Elves in response makes them 4/4,
    // so the trigger does nothing and they get no counters.
    void sigilCaptainChecksTheSizeAgainOnResolution()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("captain", "Sigil Captain") + "," + test::objectJson("elves", "Llanowar Elves", R"(, "zone": "hand")")
                + "," + test::objectJson("growth", "Giant Growth", R"(, "zone": "hand")"),
            R"({"id": "e1", "move": ["elves"], "to": "battlefield"}, {"id": "e2", "cast": "growth", "targets": ["elves"]},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("its intervening \"if\" is false on resolution")),
            qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("elves")), 0);
        QCOMPARE(test::ptOf(p, QStringLiteral("elves")), QStringLiteral("4/4"));
    }

    // CR 120.3, 608.2h: the damage is dealt to the ability's controller, as many as the pain counters on ~ as it resolves.
    void tortureChamberReadsDamageToYou()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Torture Chamber"), 1),
            QStringLiteral("At the beginning of your end step, ~ deals damage to you equal to the number of pain counters on ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Torture Chamber"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YourEndStep);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Damage);
        QCOMPARE(a->effect[0].who, QStringLiteral("you"));
        QVERIFY(!a->effect[0].to);
        QVERIFY(a->effect[0].amountOf && a->effect[0].amountOf->kind == Expr::Kind::CountersOnSource);
        QCOMPARE(a->effect[0].amountOf->counterKind, QStringLiteral("pain"));
    }

    // CR 513.1, 120.3: at Ana's end step the Chamber with three pain counters deals 3 damage to her; Nico is untouched.
    void tortureChamberHurtsItsController()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("chamber", "Torture Chamber", R"(, "counters": {"pain": 3})"),
            R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_MAIN(TestImpTrig44)
#include "tst_imptrig44.moc"
