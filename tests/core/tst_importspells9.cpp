// Spells and activated abilities read from real cards' Oracle text (tests/data/import/spells-more.json),
// round 9: amounts counted as the action resolves ("draw a card for each creature you control", "you
// gain 2 life for each card in your graveyard", "~ deals damage to target creature equal to the number
// of Mountains you control", "… X damage …, where X is the number of Merfolk you control"; 608.2h) and
// one word "target" for exactly two targets ("Return two target creatures to their owners' hands";
// 115.1, 115.3, 601.2c); "~ deals 2 damage to that land's controller" after an action on the target;
// "gets +X/+X until end of turn" with X from the cost (107.3a); "up to two / two target creatures each
// get …". Each is checked as read and as the
// event player performs it.
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
using test::lifeOf;
using test::damageOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spells-more.json"));
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

class TestImportSpells9 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 17);
    }

    void countedAmountsAreRead()
    {
        const AbilityDef* unconscious = parsed(QStringLiteral("Collective Unconscious"), 0);
        QVERIFY(unconscious);
        QCOMPARE(unconscious->effect.size(), 1);
        QCOMPARE(unconscious->effect[0].kind, ActionKind::Draw);
        QVERIFY(unconscious->effect[0].amountOf);
        QCOMPARE(unconscious->effect[0].amountOf->kind, Expr::Kind::Count);
        QCOMPARE(unconscious->effect[0].amountOf->selector->controller, Selector::Who::You);
        // "2 life for each card": the count twice over.
        const AbilityDef* tribute = parsed(QStringLiteral("Ancestral Tribute"), 0);
        QVERIFY(tribute);
        QCOMPARE(tribute->effect[0].kind, ActionKind::GainLife);
        QCOMPARE(tribute->effect[0].amountOf->kind, Expr::Kind::Sum);
        QCOMPARE(tribute->effect[0].amountOf->args.size(), 2);
        const AbilityDef* earth = parsed(QStringLiteral("Spitting Earth"), 0);
        QVERIFY(earth);
        QCOMPARE(earth->effect[0].kind, ActionKind::Damage);
        QCOMPARE(earth->effect[0].to->ref, Selector::Ref::Target);
        QCOMPARE(earth->targets.size(), 1);
        const AbilityDef* benBen = parsed(QStringLiteral("Ben-Ben, Akki Hermit"), 0);
        QVERIFY(benBen);
        QVERIFY(benBen->targets[0].attacking);
        QCOMPARE(benBen->effect[0].amountOf->selector->tapped, std::optional<bool>(false));
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        // "where X is …": X marks the wording, the count is the amount.
        const AbilityPtr sparks = parser.ability(
            QStringLiteral("{1}: ~ deals X damage to any target, where X is the number of Goblins you control."));
        QVERIFY(sparks);
        QVERIFY(sparks->effect[0].amount.x);
        QCOMPARE(sparks->effect[0].amountOf->kind, Expr::Kind::Count);
        // CR 608.2h, 112.7a: counters on a source a cost sacrificed are those it last had on the battlefield,
        // which the event player keeps since round 23 (impgame23): read.
        const AbilityPtr charged = parser.ability(QStringLiteral(
            "{1}, Sacrifice ~: ~ deals X damage to any target, where X is the number of charge counters on ~."));
        QVERIFY(charged);
        QCOMPARE(charged->effect[0].amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(charged->effect[0].amountOf->counterKind, QStringLiteral("charge"));
        // CR 115.1, 608.2h: a count of what a target player controls is read since round 22 (impset22): the
        // ability's player target, and the count's set is that player's (Selector::whose).
        const auto mountains = parser.ability(QStringLiteral("{1}: You gain 2 life for each Mountain target opponent controls."));
        QVERIFY(mountains);
        QCOMPARE(mountains->targets.size(), 1);
        QCOMPARE(mountains->targets[0].controller, Selector::Who::Opponent);
        const std::optional<Expr>& gained = mountains->effect[0].amountOf;
        QVERIFY(gained && gained->kind == Expr::Kind::Sum && gained->args.size() == 2 && gained->args[0].selector);
        QCOMPARE(gained->args[0].selector->whose, QStringLiteral("target_player"));
        // Round 25 (impmodel25): "for each time it was kicked" is read since, multikicker's count of the
        // source's kicks (CR 702.33c), no longer a count of no set.
        const auto kicks = parser.ability(QStringLiteral("{1}: Draw a card for each time it was kicked."));
        QVERIFY(kicks && kicks->effect.size() == 1 && kicks->effect[0].amountOf);
        QCOMPARE(kicks->effect[0].amountOf->kind, Expr::Kind::TimesKicked);
    }

    void exactlyTwoTargetsAreRead()
    {
        const AbilityDef* undo = parsed(QStringLiteral("Undo"), 0);
        QVERIFY(undo);
        QCOMPARE(undo->targets.size(), 2);
        QCOMPARE(undo->targets[0], undo->targets[1]);
        QCOMPARE(undo->targets[0].upTo, quint8(0));
        QCOMPARE(undo->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(undo->effect[0].object->ref, Selector::Ref::Targets);
        const AbilityDef* spite = parsed(QStringLiteral("Reckless Spite"), 0);
        QVERIFY(spite);
        QCOMPARE(spite->targets.size(), 2);
        QVERIFY(spite->targets[0].notColors.has(Color::Black));
        QCOMPARE(spite->effect.size(), 2);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        // A third target after two is not read; nor "two other target …".
        QVERIFY(!parser.ability(QStringLiteral("{1}: Destroy two target creatures and target land.")));
        QVERIFY(!parser.ability(QStringLiteral("{1}: Tap two other target creatures.")));
    }

    void twoTargetCardsKeepTheirFormInTheCardFormat()
    {
        for (const char* name : {"Undo", "Reckless Spite", "Into the Core"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY(c);
            QString why;
            const CardPtr back = test::throughCardFormat(*c->card, &why);
            QVERIFY2(back, qPrintable(why));
            QVERIFY(back->front.abilities[0]->sameStructure(*c->card->front.abilities[0]));
        }
    }

    void drawsACardForEachCreature()
    {
        // 608.2h: the count is taken as Collective Unconscious resolves: two creatures, two cards.
        const Playthrough play = played(R"({"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nb", "card": "Grizzly Bears", "timestamp": 3, "owner": "nico"},
            {"id": "cu", "card": "Collective Unconscious", "zone": "hand"},
            {"id": "l1", "card": "Island", "zone": "library"}, {"id": "l2", "card": "Island", "zone": "library"},
            {"id": "l3", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "cast": "cu"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "l1"), Zone::Hand);
        QCOMPARE(zoneOf(play, "l2"), Zone::Hand);
        QCOMPARE(zoneOf(play, "l3"), Zone::Library);
    }

    void gainsLifeForEachCard()
    {
        // Ancestral Tribute: 2 life for each of the three cards in Ana's graveyard, Nico's not counted.
        const Playthrough play = played(R"({"id": "g1", "card": "Island", "zone": "graveyard"},
            {"id": "g2", "card": "Island", "zone": "graveyard"}, {"id": "g3", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "ng", "card": "Island", "zone": "graveyard", "owner": "nico"},
            {"id": "at", "card": "Ancestral Tribute", "zone": "hand"})",
            R"({"id": "e1", "cast": "at"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(lifeOf(play, "ana"), 26);
        // Bountiful Harvest: 1 life for each land Ana controls.
        const Playthrough harvest = played(R"({"id": "i1", "card": "Island", "timestamp": 1},
            {"id": "i2", "card": "Mountain", "timestamp": 2}, {"id": "ni", "card": "Island", "timestamp": 3, "owner": "nico"},
            {"id": "bh", "card": "Bountiful Harvest", "zone": "hand"})",
            R"({"id": "e1", "cast": "bh"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(lifeOf(harvest, "ana"), 22);
    }

    void damageEqualToACount()
    {
        // Spitting Earth: two Mountains, 2 damage to the Dreadmaw (120.3).
        const Playthrough play = played(R"({"id": "m1", "card": "Mountain", "timestamp": 1},
            {"id": "m2", "card": "Mountain", "timestamp": 2}, {"id": "i", "card": "Island", "timestamp": 3},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 4, "owner": "nico"},
            {"id": "se", "card": "Spitting Earth", "zone": "hand"})",
            R"({"id": "e1", "cast": "se", "targets": ["maw"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(damageOn(play, "maw"), 2);
        // Ben-Ben: the untapped Mountains Ana controls (two of three) as it resolves, to an attacker.
        const Playthrough benBen = played(R"({"id": "bb", "card": "Ben-Ben, Akki Hermit", "timestamp": 1},
            {"id": "m1", "card": "Mountain", "timestamp": 2}, {"id": "m2", "card": "Mountain", "timestamp": 3},
            {"id": "m3", "card": "Mountain", "timestamp": 4, "tapped": true},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 5})",
            R"({"id": "e1", "attack": {"maw": "nico"}},
               {"id": "e2", "activate": "bb", "ability": 1, "targets": ["maw"]}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(damageOn(benBen, "maw"), 2);
    }

    void returnsBothTargets()
    {
        // Undo: both targets return to their owners' hands (115.1).
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2},
            {"id": "undo", "card": "Undo", "zone": "hand"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "undo", "targets": ["bears", "maw"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "bears"), Zone::Hand);
        QCOMPARE(zoneOf(play, "maw"), Zone::Hand);
        // 601.2c: "two target creatures" needs two; one alone is refused, and so is one creature twice (115.3).
        const Playthrough one = played(objects, R"({"id": "e1", "cast": "undo", "targets": ["bears"]})");
        QCOMPARE(test::eventOutcome(one, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
        QCOMPARE(zoneOf(one, "undo"), Zone::Hand);
        const Playthrough twice = played(objects, R"({"id": "e1", "cast": "undo", "targets": ["bears", "bears"]})");
        QCOMPARE(test::eventOutcome(twice, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
        QCOMPARE(zoneOf(twice, "bears"), Zone::Battlefield);
    }

    void destroysBothThenLosesLife()
    {
        // Reckless Spite: both nonblack creatures are destroyed, then Ana loses 5 life.
        const Playthrough play = played(R"({"id": "b1", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"},
            {"id": "rs", "card": "Reckless Spite", "zone": "hand"})",
            R"({"id": "e1", "cast": "rs", "targets": ["b1", "b2"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "b1"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "b2"), Zone::Graveyard);
        QCOMPARE(lifeOf(play, "ana"), 15);
        // 608.2b: a target gone before it resolves is not destroyed again; the other still is.
        const Playthrough gone = played(R"({"id": "b1", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"},
            {"id": "rs", "card": "Reckless Spite", "zone": "hand"})",
            R"({"id": "e1", "cast": "rs", "targets": ["b1", "b2"]}, {"id": "e2", "move": ["b1"], "to": "hand"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(zoneOf(gone, "b1"), Zone::Hand);
        QCOMPARE(zoneOf(gone, "b2"), Zone::Graveyard);
    }

    void damageToThatTargetsController()
    {
        const AbilityDef* melt = parsed(QStringLiteral("Melt Terrain"), 0);
        QVERIFY(melt);
        QCOMPARE(melt->effect.size(), 2);
        QCOMPARE(melt->effect[1].kind, ActionKind::Damage);
        QCOMPARE(melt->effect[1].who, QStringLiteral("controller_of_that_target"));
        // 608.2h: the land is gone when the damage is dealt; its controller as it last existed (Nico) is dealt it.
        const Playthrough play = played(R"({"id": "isl", "card": "Island", "timestamp": 1, "owner": "nico"},
            {"id": "mt", "card": "Melt Terrain", "zone": "hand"})",
            R"({"id": "e1", "cast": "mt", "targets": ["isl"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "isl"), Zone::Graveyard);
        QCOMPARE(lifeOf(play, "nico"), 18);
        QCOMPARE(lifeOf(play, "ana"), 20);
        // The card format keeps the player ("controller_of_that_target").
        const ImportedCard* smash = test::findCard(fixtures(), QStringLiteral("Smash to Smithereens"));
        QVERIFY(smash);
        QString why;
        const CardPtr back = test::throughCardFormat(*smash->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[0]->sameStructure(*smash->card->front.abilities[0]));
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        // Only after an action on the one target.
        QVERIFY(!parser.ability(QStringLiteral("{1}: ~ deals 2 damage to that land's controller.")));
    }

    void pumpByTheXOfTheCost()
    {
        const AbilityDef* might = parsed(QStringLiteral("Untamed Might"), 0);
        QVERIFY(might);
        QCOMPARE(might->effect[0].continuous->ops[0].power->kind, Expr::Kind::X);
        const AbilityDef* armor = parsed(QStringLiteral("Belbe's Armor"), 0);
        QVERIFY(armor);
        QCOMPARE(armor->effect[0].continuous->ops[0].power->kind, Expr::Kind::Neg);
        // 107.3a: X is the number chosen for the cast, 3 here: the Bears are 5/5 until end of turn.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "um", "card": "Untamed Might", "zone": "hand"})",
            R"({"id": "e1", "cast": "um", "targets": ["bears"], "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        const int bears = play.finalState.objectIndex(QStringLiteral("bears"));
        QVERIFY(bears >= 0);
        QCOMPARE(play.finalResolution.chars[bears].power.value_or(0), 5);
        QCOMPARE(play.finalResolution.chars[bears].toughness.value_or(0), 5);
        // Belbe's Armor, activated with X = 1: the Bears are 1/3.
        // (A plain string: moc reads the quote of "Belbe's" in a raw string as a character literal.)
        const Playthrough armorPlay = played("{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},"
                                             "{\"id\": \"ba\", \"card\": \"Belbe's Armor\", \"timestamp\": 2}",
            R"({"id": "e1", "activate": "ba", "ability": 1, "targets": ["bears"], "choices": {"x": 1}},
               {"id": "e2", "resolve": "top"})");
        const int b = armorPlay.finalState.objectIndex(QStringLiteral("bears"));
        QCOMPARE(armorPlay.finalResolution.chars[b].power.value_or(0), 1);
        QCOMPARE(armorPlay.finalResolution.chars[b].toughness.value_or(0), 3);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        // Without {X} in an activated ability's cost, X is not the cost's: not read.
        QVERIFY(!parser.ability(QStringLiteral("{1}: Target creature gets +X/+0 until end of turn.")));
    }

    void severalTargetsEachGetAChange()
    {
        const AbilityDef* onslaught = parsed(QStringLiteral("Dauntless Onslaught"), 0);
        QVERIFY(onslaught);
        QCOMPARE(onslaught->targets.size(), 1);
        QCOMPARE(onslaught->targets[0].upTo, quint8(2));
        QCOMPARE(onslaught->effect[0].continuous->affects->ref, Selector::Ref::Targets);
        const AbilityDef* tired = parsed(QStringLiteral("Sick and Tired"), 0);
        QVERIFY(tired);
        QCOMPARE(tired->targets.size(), 2);
        // 611.2c: both targets get +2/+2 until end of turn.
        const Playthrough play = played(R"({"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2}, {"id": "b3", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "do", "card": "Dauntless Onslaught", "zone": "hand"})",
            R"({"id": "e1", "cast": "do", "targets": ["b1", "b2"]}, {"id": "e2", "resolve": "top"})");
        for (const char* id : {"b1", "b2"}) {
            const int i = play.finalState.objectIndex(QLatin1String(id));
            QCOMPARE(play.finalResolution.chars[i].power.value_or(0), 4);
        }
        QCOMPARE(play.finalResolution.chars[play.finalState.objectIndex(QStringLiteral("b3"))].power.value_or(0), 2);
        // Sick and Tired: two 2/2s each get -1/-1.
        const Playthrough sick = played(R"({"id": "b1", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"},
            {"id": "st", "card": "Sick and Tired", "zone": "hand"})",
            R"({"id": "e1", "cast": "st", "targets": ["b1", "b2"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(sick.finalResolution.chars[sick.finalState.objectIndex(QStringLiteral("b2"))].toughness.value_or(0), 1);
    }

    void targetOpponentDraws()
    {
        // Bargain: the target opponent draws (115.1); its second paragraph, "You gain 7 life", is done
        // after it (608.2c).
        const AbilityDef* bargain = parsed(QStringLiteral("Bargain"), 0);
        QVERIFY(bargain);
        QCOMPARE(bargain->targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(bargain->effect[0].who, QStringLiteral("target_player"));
        const Playthrough play = played(R"({"id": "bg", "card": "Bargain", "zone": "hand"},
            {"id": "l1", "card": "Island", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "cast": "bg", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "l1"), Zone::Hand);
        QCOMPARE(lifeOf(play, "ana"), 27);
        // 601.2c: Ana is no opponent of her own.
        const Playthrough self = played(R"({"id": "bg", "card": "Bargain", "zone": "hand"})",
            R"({"id": "e1", "cast": "bg", "targets": ["ana"]})");
        QCOMPARE(test::eventOutcome(self, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
    }
};

QTEST_GUILESS_MAIN(TestImportSpells9)
#include "tst_importspells9.moc"
