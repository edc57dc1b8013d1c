// One-shot actions of instants, sorceries and activated abilities read from real cards' Oracle text
// (tests/data/import/spell-actions.json): fight (701.14), a creature dealing damage equal to its
// power, "attacking or blocking" and "blocking" creatures (506.4, 509.1), "you don't control",
// "regenerate enchanted creature", counters of a coloured spell or of "instant or sorcery" spells,
// "prevent the next N damage that would be dealt to you", "return up to two target creatures to their
// owners' hands", and two instructions in one sentence. Each is checked as read, as the card format
// keeps it, and as the event player performs it (or names it not performed).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;
using test::damageOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spell-actions.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportSpellActions : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 15);
    }

    void fightAndBiteAreRead()
    {
        // 701.14a: "another target creature" is the second target, other than the first.
        const AbilityDef* feud = parsed(QStringLiteral("Blood Feud"), 0);
        QVERIFY(feud);
        QCOMPARE(feud->effect.size(), 1);
        QCOMPARE(feud->effect[0].kind, ActionKind::Fight);
        QCOMPARE(feud->targets.size(), 2);
        QVERIFY(!feud->targets[0].other);
        QVERIFY(feud->targets[1].other);
        QCOMPARE(feud->effect[0].object->ref, Selector::Ref::Target);
        QCOMPARE(feud->effect[0].to->ref, Selector::Ref::Target2);
        // 120.3: the creature is the source of the damage; "you don't control" is its own wording.
        const AbilityDef* instinct = parsed(QStringLiteral("Aggressive Instinct"), 0);
        QVERIFY(instinct);
        QCOMPARE(instinct->effect[0].kind, ActionKind::PowerDamage);
        QCOMPARE(instinct->targets[1].controller, Selector::Who::NotYou);
        const AbilityDef* goblin = parsed(QStringLiteral("Spikeshot Goblin"), 0);
        QVERIFY(goblin);
        QCOMPARE(goblin->effect[0].kind, ActionKind::PowerDamage);
        QCOMPARE(goblin->effect[0].object->ref, Selector::Ref::Self);
        QCOMPARE(goblin->targets[0].word, QStringLiteral("any_target"));
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr cliffs
            = parser.ability(QStringLiteral("{R}{G}, {T}: Target creature you control fights target creature an opponent controls."));
        QVERIFY(cliffs);
        QCOMPARE(cliffs->effect[0].kind, ActionKind::Fight);
        QCOMPARE(cliffs->targets[0].controller, Selector::Who::You);
        QCOMPARE(cliffs->targets[1].controller, Selector::Who::Opponent);
        // Only creatures fight: a noncreature target is not read as one.
        QVERIFY(!parser.ability(QStringLiteral("{1}: Target artifact fights target creature.")));
        QVERIFY(!parser.ability(QStringLiteral("{1}: Target creature fights up to two target creatures.")));
    }

    void combatSelectorsAndTheirWords()
    {
        const AbilityDef* arrows = parsed(QStringLiteral("Arrows of Justice"), 0);
        QVERIFY(arrows);
        QVERIFY(arrows->targets[0].attacking);
        QVERIFY(arrows->targets[0].blocking);
        const AbilityDef* righteousness = parsed(QStringLiteral("Righteousness"), 0);
        QVERIFY(righteousness);
        QVERIFY(!righteousness->targets[0].attacking);
        QVERIFY(righteousness->targets[0].blocking);
        // "blocking or attacking" is not Oracle's order: left unread rather than written otherwise.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("{1}: Tap target blocking or attacking creature.")));
    }

    void countersPreventionAndPairs()
    {
        const AbilityDef* lifeforce = parsed(QStringLiteral("Lifeforce"), 0);
        QVERIFY(lifeforce);
        QCOMPARE(lifeforce->effect[0].kind, ActionKind::CounterSpell);
        QVERIFY(lifeforce->targets[0].colors.has(Color::Black));
        const AbilityDef* catcher = parsed(QStringLiteral("Cursecatcher"), 0);
        QVERIFY(catcher);
        QCOMPARE(catcher->targets[0].anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        QCOMPARE(catcher->effect[0].text, QStringLiteral("{1}"));
        const AbilityDef* conservator = parsed(QStringLiteral("Conservator"), 0);
        QVERIFY(conservator);
        QCOMPARE(conservator->effect[0].kind, ActionKind::PreventDamage);
        QCOMPARE(conservator->effect[0].who, QStringLiteral("you"));
        const AbilityDef* journey = parsed(QStringLiteral("Harrowing Journey"), 0);
        QVERIFY(journey);
        QCOMPARE(journey->effect.size(), 2);
        QCOMPARE(journey->effect[1].kind, ActionKind::LoseLife);
        QCOMPARE(journey->effect[1].who, QStringLiteral("target_player"));
        const AbilityDef* fumarole = parsed(QStringLiteral("Fumarole"), 1);
        QVERIFY(fumarole);
        QCOMPARE(fumarole->effect.size(), 2);
        QCOMPARE(fumarole->effect[1].object->ref, Selector::Ref::Target2);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr drain = parser.ability(QStringLiteral("{1}: Each opponent loses 2 life and you gain 2 life."));
        QVERIFY(drain);
        QCOMPARE(drain->effect.size(), 2);
        QCOMPARE(drain->effect[0].who, QStringLiteral("each_opponent"));
        // Two targets at most: a third is not read.
        QVERIFY(!parser.ability(QStringLiteral("{1}: Destroy target creature and target land and target artifact.")));
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 15);
    }

    void fightDealsBothDamages()
    {
        // 701.14a: the Dreadmaw (6/6) and the Bears (2/2) each deal damage equal to its power to the other.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2, "owner": "nico"},
            {"id": "feud", "card": "Blood Feud", "zone": "hand"})",
            R"({"id": "e1", "cast": "feud", "targets": ["maw", "bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(damageOn(play, "maw"), 2);
        QCOMPARE(zoneOf(play, "bears"), Zone::Graveyard);   // 6 damage on a 2/2 (704.5g)
    }

    void fightWithAGoneCreatureDealsNoDamage()
    {
        // 701.14b: the first target left the battlefield before Blood Feud resolved: no damage at all.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2, "owner": "nico"},
            {"id": "feud", "card": "Blood Feud", "zone": "hand"})",
            R"({"id": "e1", "cast": "feud", "targets": ["maw", "bears"]},
               {"id": "e2", "move": ["maw"], "to": "hand"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(damageOn(play, "bears"), 0);
        QCOMPARE(zoneOf(play, "bears"), Zone::Battlefield);
    }

    void fightRefusesOneCreatureTwice()
    {
        // 601.2c: "another target creature" can't be the creature already chosen as the first target,
        // so Blood Feud can't make a creature fight itself.
        const Playthrough play = played(R"({"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2, "owner": "nico"},
            {"id": "feud", "card": "Blood Feud", "zone": "hand"})",
            R"({"id": "e1", "cast": "feud", "targets": ["maw", "maw"]})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
        QCOMPARE(zoneOf(play, "feud"), Zone::Hand);
        QCOMPARE(damageOn(play, "maw"), 0);
    }

    void activationRefusesAnIllegalTarget()
    {
        // 602.2b, 702.18a: Blastoderm has shroud, so Spikeshot Goblin's ability can't be activated
        // targeting it; the activation is refused at once, its {T} cost unpaid.
        const Playthrough play = played(R"({"id": "g", "card": "Spikeshot Goblin", "timestamp": 1},
            {"id": "b", "card": "Blastoderm", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "activate": "g", "ability": 1, "targets": ["b"]})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QVERIFY(!play.finalState.object(QStringLiteral("g"))->tapped);
    }

    void biteIsOneWay()
    {
        // 120.3: only the creature Ana controls deals damage; the Bears take none back.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2, "owner": "nico"},
            {"id": "bite", "card": "Aggressive Instinct", "zone": "hand"})",
            R"({"id": "e1", "cast": "bite", "targets": ["bears", "maw"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(damageOn(play, "maw"), 2);
        QCOMPARE(damageOn(play, "bears"), 0);
        // Spikeshot Goblin (1/2) deals 1 damage to a player.
        const Playthrough goblin = played(R"({"id": "g", "card": "Spikeshot Goblin", "timestamp": 1})",
            R"({"id": "e1", "activate": "g", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(goblin.finalState.player(QStringLiteral("nico"))->life, 19);
    }

    void aSacrificedSourceIsNamedNotPerformed()
    {
        // 608.2h: Ghitu Fire-Eater is sacrificed to pay the cost; its last known power is not kept.
        const Playthrough play = played(R"({"id": "g", "card": "Ghitu Fire-Eater", "timestamp": 1})",
            R"({"id": "e1", "activate": "g", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 20);
        QVERIFY2(test::happened(play).contains(QStringLiteral("608.2h")), qPrintable(test::happened(play)));
    }

    void attackingOrBlockingIsALegalTargetOnly()
    {
        // 506.4, 509.1: the blocking Bears are a legal target of Arrows of Justice; an untapped creature
        // out of combat is not (the cast is refused).
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"},
            {"id": "other", "card": "Grizzly Bears", "timestamp": 3, "owner": "nico"},
            {"id": "arrows", "card": "Arrows of Justice", "zone": "hand"})";
        Playthrough play = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"nbears": ["bears"]}},
               {"id": "e3", "cast": "arrows", "targets": ["nbears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "nbears"), Zone::Graveyard);
        play = played(objects, R"({"id": "e1", "cast": "arrows", "targets": ["other"]})");
        QVERIFY(!test::eventOutcome(play, QStringLiteral("e1")).isEmpty());
        QCOMPARE(zoneOf(play, "other"), Zone::Battlefield);
    }

    void pairsArePerformed()
    {
        // Harrowing Journey: Nico draws three cards and loses 3 life.
        const Playthrough journey = played(R"({"id": "j", "card": "Harrowing Journey", "zone": "hand"},
            {"id": "l1", "card": "Island", "zone": "library", "owner": "nico"},
            {"id": "l2", "card": "Island", "zone": "library", "owner": "nico"},
            {"id": "l3", "card": "Island", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "cast": "j", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(journey.finalState.player(QStringLiteral("nico"))->life, 17);
        QCOMPARE(zoneOf(journey, "l3"), Zone::Hand);
        // Fumarole destroys both of its targets.
        const Playthrough fumarole = played(R"({"id": "f", "card": "Fumarole", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "island", "card": "Island", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "cast": "f", "targets": ["bears", "island"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(fumarole, "bears"), Zone::Graveyard);
        QCOMPARE(zoneOf(fumarole, "island"), Zone::Graveyard);
        // Waterwhirl returns both targets to their owners' hands.
        const Playthrough whirl = played(R"({"id": "w", "card": "Waterwhirl", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2})",
            R"({"id": "e1", "cast": "w", "targets": ["bears", "maw"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(whirl, "bears"), Zone::Hand);
        QCOMPARE(zoneOf(whirl, "maw"), Zone::Hand);
    }

    void regenerationGivesAShield()
    {
        // CR 701.19a: "Regenerate enchanted creature" gives the enchanted creature a shield for the turn.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "mantle", "card": "Keldon Mantle", "timestamp": 2, "attached_to": "bears"})",
            R"({"id": "e1", "activate": "mantle", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::happened(play).contains(
                     QStringLiteral("the next time Grizzly Bears would be destroyed this turn, it is regenerated instead")),
            qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestImportSpellActions)
#include "tst_importspellactions.moc"
