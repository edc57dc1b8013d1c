// Activated abilities read from real cards' Oracle text (tests/data/import/impact16.json), round 16:
// mana counted as the ability resolves ("Add {G} for each Elf you control", "Add {G} for each +1/+1
// counter on ~", "Add X mana of any one color, where X is the number of Allies you control") and life
// equal to the creature a "Sacrifice a creature" cost sacrificed ("You gain life equal to the sacrificed
// creature's toughness"), and "Target creature [you control] can't attack / can't be blocked this turn".
// Each is checked as read, through the card format, and as the event player performs it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact16.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Disciple of Griselbrand ("{1}, Sacrifice a creature: You gain life equal to the sacrificed
// creature's toughness") and her Cobblebrute (5/2) with two +1/+1 counters: 7/4 on the battlefield.
Playthrough discipleSacrifices(const QByteArray& choices)
{
    return played(R"({"id": "disciple", "card": "Disciple of Griselbrand", "timestamp": 1},
        {"id": "brute", "card": "Cobblebrute", "timestamp": 2, "counters": {"+1/+1": 2}})",
        R"({"id": "e1", "activate": "disciple", "ability": 1)" + choices + R"(}, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImpact16 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 18);
    }

    // CR 106.1, 608.2h: the mana is counted as the ability resolves.
    void manaForEachIsRead()
    {
        const AbilityDef* archdruid = parsed(QStringLiteral("Elvish Archdruid"), 1);
        QVERIFY(archdruid);
        const Action& elves = archdruid->effect.value(0);
        QCOMPARE(elves.kind, ActionKind::AddMana);
        QCOMPARE(elves.text, QStringLiteral("{G}"));
        QVERIFY(elves.amountOf);
        QCOMPARE(elves.amountOf->kind, Expr::Kind::Count);
        QCOMPARE(elves.amountOf->selector->controller, Selector::Who::You);
        QCOMPARE(elves.amountOf->selector->subtypes.size(), 1);
        // "for each Elf on the battlefield": whoever controls them.
        const Action& titania = parsed(QStringLiteral("Priest of Titania"), 0)->effect.value(0);
        QCOMPARE(titania.amountOf->selector->controller, Selector::Who::Any);
        const Action& sage = parsed(QStringLiteral("Gyre Sage"), 1)->effect.value(0);
        QCOMPARE(sage.amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(sage.amountOf->counterKind, QStringLiteral("+1/+1"));
        const Action& druid = parsed(QStringLiteral("Harabaz Druid"), 0)->effect.value(0);
        QVERIFY(druid.mana == Action::Mana::AnyColor);
        QVERIFY(druid.amount.x);
        QCOMPARE(druid.amountOf->kind, Expr::Kind::Count);
        // Mana is outside what a scenario records: the activation taps the Archdruid, nothing is refused.
        const Playthrough play = played(R"({"id": "druid", "card": "Elvish Archdruid", "timestamp": 1})",
            R"({"id": "e1", "activate": "druid", "ability": 2})");
        QVERIFY(test::eventOutcome(play, QStringLiteral("e1")).isEmpty());
        QVERIFY(play.finalState.object(QStringLiteral("druid"))->tapped);
    }

    void sacrificedCreatureAmountIsRead()
    {
        for (const auto& [name, index] : {std::pair{"Disciple of Griselbrand", 0}, {"Kheru Dreadmaw", 1},
                 {"Diamond Valley", 0}, {"Miren, the Moaning Well", 1}}) {
            const AbilityDef* a = parsed(QLatin1String(name), index);
            QVERIFY2(a, name);
            QCOMPARE(a->effect.value(0).kind, ActionKind::GainLife);
            QVERIFY(a->effect[0].amountOf);
            QCOMPARE(a->effect[0].amountOf->kind, Expr::Kind::ToughnessOfSacrificed);
        }
    }

    // A rule on one target until the turn ends (514.2): "can't attack" (508.1c), "can't be blocked" (509.1b).
    void thisTurnRulesAreRead()
    {
        const AbilityDef* netter = parsed(QStringLiteral("Netter en-Dal"), 0);
        QVERIFY(netter);
        QCOMPARE(netter->targets.size(), 1);
        QCOMPARE(netter->effect.size(), 1);
        QVERIFY(netter->effect.at(0).continuous);
        const ContinuousDef& c = *netter->effect.at(0).continuous;
        QCOMPARE(c.affects->ref, Selector::Ref::Target);
        QCOMPARE(c.ops.value(0).rule, RuleName::CantAttack);
        QVERIFY(c.duration == Duration::EndOfTurn);
        const AbilityDef* thassa = parsed(QStringLiteral("Thassa, God of the Sea"), 3);
        QVERIFY(thassa);
        QCOMPARE(thassa->targets.value(0).controller, Selector::Who::You);
        QCOMPARE(thassa->effect.value(0).continuous->ops.value(0).rule, RuleName::CantBeBlocked);
        QCOMPARE(parsed(QStringLiteral("Tawnos's Wand"), 0)->targets.value(0).powerAtMost.value_or(-1), 2);
    }

    // CR 508.1c: the creature Netter en-Dal targeted can't be declared as an attacker this turn.
    void nettedCreatureCantAttack()
    {
        const QByteArray objects = R"({"id": "netter", "card": "Netter en-Dal", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "card", "card": "Grizzly Bears", "zone": "hand"})";
        const Playthrough netted = played(objects, R"({"id": "e1", "activate": "netter", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "resolve": "top"}, {"id": "a1", "attack": {"bears": "nico"}})");
        QVERIFY2(test::eventOutcome(netted, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(netted)));
        QCOMPARE(test::zoneOf(netted, "card"), Zone::Graveyard);   // the discard cost
        QVERIFY2(test::eventOutcome(netted, QStringLiteral("a1")).contains(QStringLiteral("problem 508.1c")),
            qPrintable(test::happened(netted)));
        const Playthrough free = played(objects, R"({"id": "a1", "attack": {"bears": "nico"}})");
        QVERIFY(test::eventOutcome(free, QStringLiteral("a1")).isEmpty());
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2h, 112.7a: the sacrificed creature's toughness as it last existed on the battlefield, its
    // counters included (2 + 2), not the card's in the graveyard; CR 701.17a: it is sacrificed as the cost.
    void discipleGainsTheLastKnownToughness()
    {
        const Playthrough play = discipleSacrifices(R"(, "choices": {"objects": ["brute"]})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, "brute"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 24);
        QVERIFY(test::happened(play).contains(QStringLiteral("is sacrificed as a cost")));
    }

    // CR 701.17a: only a permanent its controller controls can be sacrificed; a creature of Nico's named
    // is not, and with none sacrificed there is no toughness to gain.
    void onlyYourCreatureIsSacrificed()
    {
        const Playthrough play = played(R"({"id": "disciple", "card": "Disciple of Griselbrand", "timestamp": 1},
            {"id": "nbrute", "card": "Cobblebrute", "timestamp": 2, "controller": "nico", "owner": "nico"})",
            R"({"id": "e1", "activate": "disciple", "ability": 1, "choices": {"objects": ["nbrute"]}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "nbrute"), Zone::Battlefield);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    // "Sacrifice another creature" (Kheru Dreadmaw): the source itself does not pay it.
    void anotherCreatureIsNotTheSource()
    {
        const Playthrough play = played(R"({"id": "wurm", "card": "Kheru Dreadmaw", "timestamp": 1})",
            R"({"id": "e1", "activate": "wurm", "ability": 2, "choices": {"objects": ["wurm"]}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "wurm"), Zone::Battlefield);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpact16)
#include "tst_impact16.moc"
