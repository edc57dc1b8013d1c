// Activated abilities read from real cards' Oracle text (tests/data/import/impact27.json), round 27: an
// instruction done instead of the one before when a condition on the game holds as the ability resolves,
// "If you control four or more creatures, add {G}{G} instead." (Leafkin Druid), "If you control a
// Tezzeret planeswalker, that player loses 3 life instead." (Tezzeret's Simulacrum); "That creature can't
// block this combat." (Forgestoker Dragon) and "Activate only if ~'s power is 4 or greater" (Greenhilt
// Trainee); the cost "Sacrifice a land or artifact" in Oracle's order (Destructive Digger). Each is checked
// as read, through the card format, and as played; Urza's Power Plant's two conditions at once since round 31.
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
    return test::fixtureFile(QStringLiteral("impact27.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The instruction before is done only when the condition does not hold, the one after only when it does.
void checkInsteadPair(const AbilityDef& a, ActionKind kind)
{
    QCOMPARE(a.effect.size(), 2);
    QCOMPARE(a.effect[0].kind, kind);
    QCOMPARE(a.effect[1].kind, kind);
    QVERIFY(a.effect[0].condition && a.effect[1].condition);
    QVERIFY(a.effect[0].condition->negated);
    QVERIFY(!a.effect[1].condition->negated);
    QCOMPARE(a.effect[0].condition->kind, Condition::Kind::YouControlAtLeast);
    QCOMPARE(a.effect[1].condition->kind, Condition::Kind::YouControlAtLeast);
}

}   // namespace

class TestImpact27 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        for (const char* name : {"Leafkin Druid", "Tezzeret's Simulacrum", "Forgestoker Dragon", "Greenhilt Trainee",
                 "Destructive Digger"}) {
            const ImportedCard* card = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY(card);
            QVERIFY2(card->status == CardStatus::Understood, name);
        }
    }

    // The seven cards read through the card format and back keep their abilities (Urza's Power Plant too
    // since round 31, Tezzeret, Agent of Bolas since round 34).
    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 7);
    }

    // CR 608.2c: Leafkin Druid adds {G}{G} instead of {G} when Ana controls four or more creatures as the
    // ability resolves; mana is shown, not performed, so the play shows which instruction was left out.
    void leafkinDruidAddsMoreWithFourCreatures()
    {
        const AbilityDef* druid = test::parsedAbility(fixtures(), QStringLiteral("Leafkin Druid"), 0);
        QVERIFY(druid);
        checkInsteadPair(*druid, ActionKind::AddMana);
        QCOMPARE(druid->effect[0].text, QStringLiteral("{G}"));
        QCOMPARE(druid->effect[1].text, QStringLiteral("{G}{G}"));
        QCOMPARE(druid->effect[1].condition->n, 4);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Leafkin Druid"), 0),
            QStringLiteral("{T}: Add {G}. If you control four or more creatures, add {G}{G} instead."));
        const QByteArray druidJson = test::objectJson("druid", "Leafkin Druid");
        const QByteArray activate = R"({"id": "e1", "activate": "druid", "ability": 1}, {"id": "e2", "resolve": "top"})";
        // Which of the two instructions is left out: the first ({G}) or the second ({G}{G}).
        const Playthrough alone = played(druidJson, activate);
        QVERIFY2(!test::refused(alone, "e1"), qPrintable(test::happened(alone)));
        QVERIFY(test::tapped(alone, QStringLiteral("druid")));
        QCOMPARE(test::manaInsteadLeftOut(alone), 2);
        const Playthrough four = played(druidJson + "," + test::objectJson("b1", "Grizzly Bears") + ","
                + test::objectJson("b2", "Grizzly Bears") + "," + test::objectJson("b3", "Grizzly Bears"),
            activate);
        QVERIFY2(!test::refused(four, "e1"), qPrintable(test::happened(four)));
        QCOMPARE(test::manaInsteadLeftOut(four), 1);
    }

    // CR 608.2c, 119.3: with Tezzeret, Agent of Bolas on Ana's battlefield Nico loses 3 life, not 1;
    // without a Tezzeret planeswalker he loses 1. Nico is a legal target, Ana is not (115.1: "target
    // opponent").
    void tezzeretsSimulacrumDrainsMoreWithTezzeret()
    {
        const AbilityDef* golem = test::parsedAbility(fixtures(), QStringLiteral("Tezzeret's Simulacrum"), 0);
        QVERIFY(golem);
        checkInsteadPair(*golem, ActionKind::LoseLife);
        QCOMPARE(golem->effect[0].amount.n, 1);
        QCOMPARE(golem->effect[1].amount.n, 3);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tezzeret's Simulacrum"), 0),
            QStringLiteral("{T}: Target opponent loses 1 life. If you control one or more Tezzeret planeswalkers, that player "
                           "loses 3 life instead."));
        const QByteArray golemJson = test::objectJson("golem", "Tezzeret's Simulacrum");
        const QByteArray activate = R"({"id": "e1", "activate": "golem", "ability": 1, "targets": ["nico"]},
            {"id": "e2", "resolve": "top"})";
        const Playthrough alone = played(golemJson, activate);
        QVERIFY2(!test::refused(alone, "e1"), qPrintable(test::happened(alone)));
        QCOMPARE(test::lifeOf(alone, QStringLiteral("nico")), 19);
        const Playthrough withTezzeret = played(
            golemJson + "," + test::objectJson("tez", "Tezzeret, Agent of Bolas", R"(, "counters": {"loyalty": 3})"), activate);
        QVERIFY2(!test::refused(withTezzeret, "e1"), qPrintable(test::happened(withTezzeret)));
        QCOMPARE(test::lifeOf(withTezzeret, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(withTezzeret, QStringLiteral("ana")), 20);
        const Playthrough self = played(golemJson, R"({"id": "e1", "activate": "golem", "ability": 1, "targets": ["ana"]})");
        QVERIFY(test::refused(self, "e1"));
    }

    // CR 602.5b, 511.3: Forgestoker Dragon's ability can be activated only while it is attacking; Nico's
    // Giant Spider (reach, 702.17b) it damages can't block this combat (509.1b), while without it it can.
    void forgestokerDragonStopsABlocker()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Forgestoker Dragon"), 1, ActionKind::Damage);
        QVERIFY(damage);
        const AbilityDef* dragon = test::parsedAbility(fixtures(), QStringLiteral("Forgestoker Dragon"), 1);
        QVERIFY(dragon && dragon->effect.size() == 2 && dragon->effect[1].continuous);
        QCOMPARE(dragon->effect[1].continuous->duration, Duration::EndOfCombat);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Forgestoker Dragon"), 1),
            QStringLiteral("{1}{R}: ~ deals 1 damage to target creature. It can't block until end of combat. Activate only if ~ is "
                           "attacking."));
        const QByteArray board = test::objectJson("dragon", "Forgestoker Dragon") + ","
            + test::objectJson("spider", "Giant Spider", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "attack": {"dragon": "nico"}},
               {"id": "e2", "activate": "dragon", "ability": 2, "targets": ["spider"]}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "block": {"spider": ["dragon"]}})");
        QVERIFY2(!test::refused(play, "e2"), qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("spider")), 1);
        QVERIFY(test::refused(play, "e4"));
        const Playthrough unhurt = played(board,
            R"({"id": "e1", "attack": {"dragon": "nico"}}, {"id": "e4", "block": {"spider": ["dragon"]}})");
        QVERIFY2(!test::refused(unhurt, "e4"), qPrintable(test::happened(unhurt)));
        const Playthrough home = played(board, R"({"id": "e1", "activate": "dragon", "ability": 2, "targets": ["spider"]})");
        QVERIFY(test::refused(home, "e1"));
    }

    // CR 602.5b, 208.3: Greenhilt Trainee, 2/3, can't activate its ability; with two +1/+1 counters its
    // power is 4 and Grizzly Bears get +4/+4 (613.4c).
    void greenhiltTraineeNeedsPowerFour()
    {
        const AbilityDef* trainee = test::parsedAbility(fixtures(), QStringLiteral("Greenhilt Trainee"), 0);
        QVERIFY(trainee && trainee->condition && trainee->condition->filter);
        QCOMPARE(trainee->condition->kind, Condition::Kind::SelfIs);
        QCOMPARE(trainee->condition->filter->powerAtLeast, std::optional<int>(4));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Greenhilt Trainee"), 0),
            QStringLiteral("{T}: Target creature gets +4/+4 until end of turn. Activate only if ~'s power is 4 or greater."));
        const QByteArray bears = test::objectJson("bears", "Grizzly Bears");
        const QByteArray activate = R"({"id": "e1", "activate": "trainee", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "resolve": "top"})";
        const Playthrough small = played(test::objectJson("trainee", "Greenhilt Trainee") + "," + bears, activate);
        QVERIFY(test::refused(small, "e1"));
        QCOMPARE(test::ptOf(small, QStringLiteral("bears")), QStringLiteral("2/2"));
        const Playthrough grown = played(
            test::objectJson("trainee", "Greenhilt Trainee", R"(, "counters": {"+1/+1": 2})") + "," + bears, activate);
        QVERIFY2(!test::refused(grown, "e1"), qPrintable(test::happened(grown)));
        QCOMPARE(test::ptOf(grown, QStringLiteral("bears")), QStringLiteral("6/6"));
    }

    // CR 602.2b, 701.17a: Destructive Digger's cost sacrifices a land or an artifact Ana controls, either
    // type (205.2a); Grizzly Bears are neither, and with nothing else to sacrifice the ability can't be
    // activated (602.2: the cost can't be paid, 118.3).
    void destructiveDiggerSacrificesALandOrArtifact()
    {
        const AbilityDef* digger = test::parsedAbility(fixtures(), QStringLiteral("Destructive Digger"), 0);
        QVERIFY(digger && digger->costParts.size() == 3 && digger->costParts[2].card);
        QCOMPARE(digger->costParts[2].kind, CostKind::Sacrifice);
        QCOMPARE(digger->costParts[2].card->anyTypes, quint16(quint16(CardType::Land) | quint16(CardType::Artifact)));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Destructive Digger"), 0),
            QStringLiteral("{3}, {T}, Sacrifice an artifact or land: Draw a card."));
        const QByteArray digs = test::objectJson("digger", "Destructive Digger") + ","
            + test::objectJson("top", "Forest", R"(, "zone": "library")") + ","
            + test::objectJson("bears", "Grizzly Bears");
        for (const char* fuel : {"Forest", "Bonesplitter"}) {
            const Playthrough play = played(digs + "," + test::objectJson("fuel", fuel),
                R"({"id": "e1", "activate": "digger", "ability": 1, "choices": {"objects": ["fuel"]}},
                   {"id": "e2", "resolve": "top"})");
            QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
            QCOMPARE(test::zoneOf(play, QStringLiteral("fuel")), Zone::Graveyard);
            QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
        }
        const Playthrough bears = played(digs,
            R"({"id": "e1", "activate": "digger", "ability": 1, "choices": {"objects": ["bears"]}})");
        QVERIFY(test::refused(bears, "e1"));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Battlefield);
    }

    // Urza's Power Plant's "If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead": the
    // {C} before is done when the two together do not hold, "not a Mine, or not a Tower" (round 31: the
    // negation of both as a `negated` condition `orElse` another), never "not a Mine, and a Tower".
    void urzasPowerPlantNeedsBoth()
    {
        const AbilityDef* plant = test::parsedAbility(fixtures(), QStringLiteral("Urza's Power Plant"), 0);
        QVERIFY(plant);
        const std::optional<Condition>& before = plant->effect.value(0).condition;
        QVERIFY(before && before->negated && !before->also && before->orElse && before->orElse->negated);
        QVERIFY(plant->effect.value(1).condition && plant->effect.value(1).condition->also);
    }
};

QTEST_GUILESS_MAIN(TestImpact27)
#include "tst_impact27.moc"
