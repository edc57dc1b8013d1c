// Triggered abilities of round 17 (imptrig17) read from real cards' Oracle text
// (tests/data/import/imptrig17.json) and played by the event player: an Aura or Equipment attached to
// the creature that entered ("you may attach ~ to it", 701.3a), life gained or lost equal to the power
// or toughness of the event's creature (603.7c, 608.2h, 603.10a), "it deals that much damage to you"
// (120.3), "that player discards their hand / all the cards in their hand, then draws that many cards", and
// the blocked creature returned to its owner's hand at end of combat (603.7c, 511.2), and "return another
// creature you control to its owner's hand", chosen as the ability resolves.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig17.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

QString attachedTo(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o ? o->attachedTo : QStringLiteral("?");
}

int cardsIn(const Playthrough& play, const QString& player, Zone zone)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += (o.owner == player && o.zone == zone) ? 1 : 0;
    return n;
}

}   // namespace

class TestImpTrig17 : public QObject {
    Q_OBJECT
private slots:
    void readIntoTheModel()
    {
        const AbilityDef* axe = parsed(QStringLiteral("Obsidian Battle-Axe"), 1);
        QVERIFY(axe);
        QCOMPARE(axe->event, TriggerEvent::PermanentEnters);
        QVERIFY(axe->optional);
        QCOMPARE(axe->effect.value(0).kind, ActionKind::Attach);
        QVERIFY(axe->effect[0].object && axe->effect[0].object->ref == Selector::Ref::Self);
        QVERIFY(axe->effect[0].to && axe->effect[0].to->ref == Selector::Ref::It);
        const AbilityDef* trostani = parsed(QStringLiteral("Trostani, Selesnya's Voice"), 0);
        QVERIFY(trostani);
        QCOMPARE(trostani->effect.value(0).kind, ActionKind::GainLife);
        QVERIFY(trostani->effect[0].amountOf);
        QCOMPARE(trostani->effect[0].amountOf->kind, Expr::Kind::ToughnessOfTarget);
        QCOMPARE(trostani->effect[0].amountOf->who, QStringLiteral("it"));
        const AbilityDef* wasp = parsed(QStringLiteral("Banewasp Affliction"), 1);
        QVERIFY(wasp);
        QCOMPARE(wasp->effect.value(0).kind, ActionKind::LoseLife);
        QCOMPARE(wasp->effect[0].who, QStringLiteral("controller_of_that"));
        QCOMPARE(wasp->effect[0].amountOf->who, QStringLiteral("it_pronoun"));
        const AbilityDef* shinka = parsed(QStringLiteral("Shinka Gatekeeper"), 0);
        QVERIFY(shinka);
        QCOMPARE(shinka->effect.value(0).kind, ActionKind::Damage);
        QCOMPARE(shinka->effect[0].who, QStringLiteral("you"));
        QCOMPARE(shinka->effect[0].amountOf->kind, Expr::Kind::EventAmount);
        // "put a -1/-1 counter on it at end of combat" after "Whenever ~ attacks or blocks": on ~ (603.7c).
        const AbilityDef* crawler = parsed(QStringLiteral("Wicker Warcrawler"), 0);
        QVERIFY(crawler);
        QCOMPARE(crawler->effect.value(0).kind, ActionKind::Delayed);
        QCOMPARE(crawler->effect[0].event, TriggerEvent::EndOfCombat);
        QCOMPARE(crawler->effect[0].nested.value(0).kind, ActionKind::PutCounter);
        QCOMPARE(crawler->effect[0].nested.value(0).object->ref, Selector::Ref::Self);
        const AbilityDef* shocker = parsed(QStringLiteral("Shocker"), 0);
        QVERIFY(shocker);
        QCOMPARE(shocker->effect.value(0).kind, ActionKind::DiscardHand);
        QCOMPARE(shocker->effect[0].who, QStringLiteral("that_player"));
        QCOMPARE(shocker->effect.value(1).amountOf->kind, Expr::Kind::CountThisWay);
        // "that player" needs an event that names one player: after "When ~ enters" it names none.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, that player discards their hand.")));
        // "it" needs an event that names an object: "When ~ enters" names ~ only.
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, you may attach ~ to it.")));
    }

    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Obsidian Battle-Axe", "attach", "Whenever a Warrior enters, you may attach ~ to it."},
            {"Hero's Blade", "attach", "Whenever a legendary creature you control enters, you may attach ~ to it."},
            {"Shielded by Faith", "attach", "Whenever a creature enters, you may attach ~ to that creature."},
            {"Verdant Sun's Avatar", "toughness",
                "Whenever ~ or another creature you control enters, you gain life equal to that creature's toughness."},
            {"Archon of Redemption", "power",
                "Whenever ~ or another creature you control with flying enters, you may gain life equal to that creature's power."},
            {"Paladin of Atonement", "toughness", "When ~ dies, you gain life equal to its toughness."},
            {"Aviary Mechanic", "another", "When ~ enters, you may return another permanent you control to its owner's hand."},
            {"Aether Membrane", "blocks", "Whenever ~ blocks a creature, at end of combat, return that creature to its owner's hand."},
            {"Shinka Gatekeeper", "damage", "Whenever ~ is dealt damage, ~ deals that much damage to you."},
            {"Nicol Bolas", "discards", "Whenever ~ deals damage to an opponent, that player discards their hand."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 15, qPrintable(QString::number(checked)));
    }

    void anEquipmentAttachedToTheWarriorThatEntered()
    {
        // CR 701.3a, 603.2, 603.5: Shinka Gatekeeper (an Ogre Warrior) enters: Obsidian Battle-Axe's
        // ability triggers and, resolved, attaches the Axe to it (3/2 becomes 5/3). Grizzly Bears, no
        // Warrior, triggers nothing.
        const QByteArray objects = R"({"id": "axe", "card": "Obsidian Battle-Axe", "timestamp": 1},
            {"id": "gk", "card": "Shinka Gatekeeper", "zone": "hand", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["bears"], "to": "battlefield"},
            {"id": "e2", "move": ["gk"], "to": "battlefield"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("axe:2")});
        QCOMPARE(attachedTo(play, QStringLiteral("axe")), QStringLiteral("gk"));
        const int gk = play.finalState.objectIndex(QStringLiteral("gk"));
        QCOMPARE(play.finalResolution.chars[gk].power.value_or(-1), 5);
        QCOMPARE(play.finalResolution.chars[gk].toughness.value_or(-1), 3);
    }

    void anAuraMovedToTheOpponentsCreature()
    {
        // CR 701.3a, 303.4: Ana's Prison Term, on Nico's Shinka Gatekeeper, moves onto Nico's Grizzly
        // Bears as they enter under his control. Ana's own Raging Goblin entering triggers nothing; a "may"
        // declined (603.5) leaves the Aura where it was.
        const QByteArray objects = R"({"id": "term", "card": "Prison Term", "timestamp": 1, "attached_to": "ngk"},
            {"id": "ngk", "card": "Shinka Gatekeeper", "owner": "nico", "timestamp": 2},
            {"id": "goblin", "card": "Raging Goblin", "zone": "hand", "timestamp": 3},
            {"id": "giant", "card": "Grizzly Bears", "owner": "nico", "zone": "hand", "timestamp": 4},
            {"id": "giant2", "card": "Grizzly Bears", "owner": "nico", "zone": "hand", "timestamp": 5})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["goblin"], "to": "battlefield"},
            {"id": "e2", "move": ["giant"], "to": "battlefield"}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "move": ["giant2"], "to": "battlefield"}, {"id": "e5", "resolve": "top", "may": false})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("term:3")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")), QStringList{QStringLiteral("term:3")});
        QCOMPARE(attachedTo(play, QStringLiteral("term")), QStringLiteral("giant"));
    }

    void lifeEqualToTheToughnessOfTheCreatureThatEntered()
    {
        // CR 603.7c, 608.2h: Grizzly Bears (2/2) enter under Ana's control: Trostani's ability gains her 2
        // life. Nico's Craw Wurm entering triggers nothing.
        const QByteArray objects = R"({"id": "tro", "card": "Trostani, Selesnya\u0027s Voice", "timestamp": 1},
            {"id": "giant", "card": "Grizzly Bears", "zone": "hand", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "zone": "hand", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["wurm"], "to": "battlefield"},
            {"id": "e2", "move": ["giant"], "to": "battlefield"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("tro:1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
    }

    void lifeEqualToTheToughnessItLastHad()
    {
        // CR 603.10a, 608.2h: Ana's Craw Wurm (6/4) with two +1/+1 counters (8/6) dies: Proper Burial
        // gains her 6 life, its toughness as it last existed on the battlefield, not the card's 4. Nico's
        // Grizzly Bears dying trigger nothing. Banewasp Affliction on the Wurm makes Ana, its controller,
        // lose 6.
        const QByteArray objects = R"({"id": "burial", "card": "Proper Burial", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 2, "counters": {"+1/+1": 2}},
            {"id": "wasp", "card": "Banewasp Affliction", "owner": "nico", "timestamp": 3, "attached_to": "wurm"},
            {"id": "ngiant", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["ngiant"], "to": "graveyard"},
            {"id": "e2", "move": ["wurm"], "to": "graveyard"}, {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")).size(), 2);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        QVERIFY2(test::happened(play).contains(QStringLiteral("gains 6 life")), qPrintable(test::happened(play)));
        QVERIFY2(test::happened(play).contains(QStringLiteral("loses 6 life")), qPrintable(test::happened(play)));
    }

    void thatMuchDamageToYou()
    {
        // CR 120.3, 603.7c: Shinka Gatekeeper is dealt 2 damage: it deals 2 damage to Ana, its
        // controller. Damage dealt to Nico triggers nothing.
        const QByteArray objects = R"({"id": "gk", "card": "Shinka Gatekeeper", "timestamp": 1},
            {"id": "ngiant", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "gk", "to": "nico", "amount": 3}]},
            {"id": "e2", "damage": [{"source": "ngiant", "to": "gk", "amount": 1}]}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("gk:1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 17);
    }

    void thePlayerDealtDamageDiscardsAndDraws()
    {
        // CR 701.8a, 121.2, 608.2c: Shocker deals 1 damage to Nico: he discards his two cards, then draws
        // two. Damage to a creature triggers nothing.
        const QByteArray objects = R"({"id": "shocker", "card": "Shocker", "timestamp": 1},
            {"id": "ngiant", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "n1", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "n2", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "nl1", "card": "Lightning Bolt", "owner": "nico", "zone": "library"},
            {"id": "nl2", "card": "Lightning Bolt", "owner": "nico", "zone": "library"},
            {"id": "nl3", "card": "Lightning Bolt", "owner": "nico", "zone": "library"})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "shocker", "to": "ngiant", "amount": 1}]},
            {"id": "e2", "damage": [{"source": "shocker", "to": "nico", "amount": 1}]}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("shocker:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("n1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("n2")), Zone::Graveyard);
        QCOMPARE(cardsIn(play, QStringLiteral("nico"), Zone::Hand), 2);
        QCOMPARE(cardsIn(play, QStringLiteral("nico"), Zone::Library), 1);
    }

    void theBlockedCreatureReturnsAtEndOfCombat()
    {
        // CR 509.2a, 603.7c, 511.2: Nico's Aether Membrane blocks Ana's Grizzly Bears: its ability makes a
        // delayed trigger that, at end of combat, returns the Bears to Ana's hand. Nico's Craw Wurm
        // blocking Raging Goblin triggers nothing; before the end of combat step the Bears stay.
        const QByteArray objects = R"({"id": "mem", "card": "Aether Membrane", "owner": "nico", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "goblin", "card": "Raging Goblin", "timestamp": 4})";
        const QByteArray combat = R"({"id": "e1", "attack": {"bears": "nico", "goblin": "nico"}},
            {"id": "e2", "block": {"mem": ["bears"], "wurm": ["goblin"]}}, {"id": "e3", "resolve": "top"})";
        Playthrough play = test::playScenario(fixtures(), objects,
            combat + R"(, {"id": "e4", "begin": "end_of_combat"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("mem:3")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")).size(), 1);   // the delayed trigger
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        play = test::playScenario(fixtures(), objects, combat);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
    }

    void anotherCreatureYouControlReturned()
    {
        // CR 608.2, 400.7: Ambush Krotiq enters: its ability returns another creature Ana controls, the
        // Grizzly Bears the resolve event chooses; Raging Goblin stays. Alone, Krotiq returns nothing,
        // not itself ("another").
        const QByteArray objects = R"({"id": "krotiq", "card": "Ambush Krotiq", "zone": "hand", "timestamp": 1},
            {"id": "goblin", "card": "Raging Goblin", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 4})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["krotiq"], "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["nbears", "bears"]}})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("krotiq:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("goblin")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("nbears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("krotiq")), Zone::Battlefield);
        play = test::playScenario(fixtures(), R"({"id": "krotiq", "card": "Ambush Krotiq", "zone": "hand", "timestamp": 1})",
            R"({"id": "e1", "move": ["krotiq"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("krotiq")), Zone::Battlefield);
    }

    void theTargetPlayerLosesThePowerItLastHad()
    {
        // CR 603.10a, 608.2h: Mortis Dogs attacks (2/2, +2/+0 until end of turn: 4/2) and dies: the target
        // player, Nico, loses 4 life, its power as it last existed on the battlefield, not the card's 2.
        const QByteArray objects = R"({"id": "dogs", "card": "Mortis Dogs", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"dogs": "nico"}}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "damage": [{"source": "nbears", "to": "dogs", "amount": 2}], "triggers": {"e3.1": {"targets": ["nico"]}}},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("dogs:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("dogs")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 16);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig17)
#include "tst_imptrig17.moc"
