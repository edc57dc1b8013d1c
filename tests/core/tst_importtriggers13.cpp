// Trigger events of the ability's controller read from real cards' Oracle text
// (tests/data/import/triggers13.json) and produced by the event player (603.2): a source dealing
// damage to you (120.3), losing life (119.3), a player drawing a card (121.2), "whenever one or more
// creatures you control attack" (once per declaration, 508.3a), +1/+1 counters put on a permanent you
// control (122.6), and a Curse's "at the beginning of enchanted player's upkeep" (read and written; the
// fixture's Infectious Curse prints no "Enchant player", so a played one would not stay attached). "That
// many" is the event's amount; "that player" after "a source an opponent controls" is that source's
// controller.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::countersOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("triggers13.json"));
}

// Ancestor Dragon apart: the card format does not write "you gain 1 life for each …" yet, so the
// round trip through it (cardFormatKeepsThem) is for the other cards.
const ImportResult& attackFixtures()
{
    return test::fixtureFile(QStringLiteral("triggers13-attack.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(name == QLatin1String("Ancestor Dragon") ? attackFixtures() : fixtures(), name, index);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

}   // namespace

class TestImportTriggers13 : public QObject {
    Q_OBJECT
private slots:
    void newEventsAreRead()
    {
        // 120.3: the filter is the source; "a source" alone is the word "source".
        const AbilityDef* mercy = parsed(QStringLiteral("No Mercy"), 0);
        QVERIFY(mercy);
        QCOMPARE(mercy->event, TriggerEvent::YouAreDealtDamage);
        QVERIFY(mercy->eventFilter);
        QCOMPARE(mercy->eventFilter->types, quint16(CardType::Creature));
        QCOMPARE(mercy->effect.value(0).kind, ActionKind::Destroy);
        QCOMPARE(mercy->effect.value(0).object->ref, Selector::Ref::It);
        const AbilityDef* mask = parsed(QStringLiteral("Farsight Mask"), 0);
        QVERIFY(mask);
        QCOMPARE(mask->eventFilter->word, QStringLiteral("source"));
        QCOMPARE(mask->eventFilter->controller, Selector::Who::Opponent);
        QVERIFY(mask->triggerIf);
        const AbilityDef* hound = parsed(QStringLiteral("Blood Hound"), 0);
        QVERIFY(hound);
        QCOMPARE(hound->event, TriggerEvent::YouAreDealtDamage);
        QVERIFY(!hound->eventFilter);
        QCOMPARE(hound->effect.value(0).amountOf->kind, Expr::Kind::EventAmount);
        const AbilityDef* vilis = parsed(QStringLiteral("Vilis, Broker of Blood"), 2);
        QVERIFY(vilis);
        QCOMPARE(vilis->event, TriggerEvent::YouLoseLife);
        QCOMPARE(vilis->effect.value(0).kind, ActionKind::Draw);
        const AbilityDef* visions = parsed(QStringLiteral("Spiteful Visions"), 1);
        QVERIFY(visions);
        QCOMPARE(visions->event, TriggerEvent::PlayerDrawsCard);
        QCOMPARE(visions->effect.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* dragon = parsed(QStringLiteral("Ancestor Dragon"), 1);
        QVERIFY(dragon);
        QCOMPARE(dragon->event, TriggerEvent::CreaturesYouControlAttack);
        QCOMPARE(dragon->eventFilter->controller, Selector::Who::You);
        const AbilityReport* r = test::reportWith(attackFixtures(), QStringLiteral("Ancestor Dragon"), QStringLiteral("attack,"));
        QVERIFY(r);
        QCOMPARE(r->written,
            QStringLiteral("Whenever one or more creatures you control attack, you gain 1 life for each attacking creature."));
        const AbilityDef* scalelord = parsed(QStringLiteral("Enduring Scalelord"), 1);
        QVERIFY(scalelord);
        QCOMPARE(scalelord->event, TriggerEvent::CountersPutOnYourPermanent);
        QVERIFY(scalelord->eventFilter->other);
        const AbilityDef* biomancer = parsed(QStringLiteral("Benthic Biomancer"), 1);
        QVERIFY(biomancer);
        QCOMPARE(biomancer->eventFilter->ref, Selector::Ref::Self);

        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr attack = parser.ability(QStringLiteral("Whenever you attack, draw a card."));
        QVERIFY(attack);
        QCOMPARE(attack->event, TriggerEvent::CreaturesYouControlAttack);
        QVERIFY(!attack->eventFilter);
        const AbilityPtr curse = parser.ability(
            QStringLiteral("At the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 life."));
        QVERIFY(curse);
        QCOMPARE(curse->event, TriggerEvent::EnchantedControllerUpkeep);
        QCOMPARE(curse->eventFilter->word, QStringLiteral("player"));
        QCOMPARE(curse->effect.size(), 2);
        // What Strata can't name stays text: another counter kind, a source that is neither a kind of
        // creature nor "a source", counters that aren't yours.
        QVERIFY(!parser.ability(QStringLiteral("Whenever one or more -1/-1 counters are put on a creature you control, draw a card.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever an artifact deals damage to you, draw a card.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever one or more +1/+1 counters are put on a creature, draw a card.")));
        // "that player" after "a creature deals damage to you" would be you: not read.
        QVERIFY(!parser.ability(QStringLiteral("Whenever a creature deals damage to you, that player sacrifices a permanent.")));
    }

    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Azor's Elocutors", "source deals", "Whenever a source deals damage to you, remove a filibuster counter from ~."},
            {"Mikaeus, the Unhallowed", "Human deals", "Whenever a Human deals damage to you, destroy it."},
            {"Sun Droplet", "dealt damage", "Whenever you're dealt damage, put that many charge counters on ~."},
            {"Vilis, Broker of Blood", "lose life", "Whenever you lose life, draw that many cards."},
            {"Spiteful Visions", "draws a card", "Whenever a player draws a card, ~ deals 1 damage to that player."},
            {"Simic Ascendancy", "are put on",
                "Whenever one or more +1/+1 counters are put on a creature you control, put that many growth counters on ~."},
            {"Accursed Witch", "enchanted player's upkeep",
                "At the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 life."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 9, qPrintable(QString::number(checked)));
    }

    void aSourceDealingDamageToYouTriggers()
    {
        // CR 120.3, 603.2: Nico's Grizzly Bears deal 2 damage to Ana: No Mercy ("a creature") and Azor's
        // Elocutors ("a source") trigger; No Mercy destroys the bears ("it" is the source, 603.7c).
        const QByteArray objects = R"({"id": "mercy", "card": "No Mercy", "timestamp": 1},
            {"id": "azor", "card": "Azor's Elocutors", "timestamp": 2, "counters": {"filibuster": 2}},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "nico"})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "nbears", "to": "ana", "amount": 2}]},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(sorted(test::eventOutcome(play, QStringLiteral("e1"))),
            (QStringList{QStringLiteral("azor:2"), QStringLiteral("mercy:1")}));
        QCOMPARE(test::zoneOf(play, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(countersOn(play, QStringLiteral("azor"), QStringLiteral("filibuster")), 1);
        // A Lightning Bolt is a source but not a creature: only Azor's Elocutors triggers.
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("azor:2")});
        // Damage to Nico is not damage to Ana: nothing triggers.
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "nbears", "to": "nico", "amount": 2}]})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
    }

    void combatDamageAndItsSourcesController()
    {
        // CR 510.2, 120.3: Ana's bears deal combat damage to Nico, whose No Mercy destroys them.
        Playthrough play = test::playScenario(fixtures(),
            R"({"id": "mercy", "card": "No Mercy", "owner": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("mercy:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        // 603.7c: "that player" is the controller of the source an opponent controls: Nico sacrifices,
        // not Ana; Ana's own source does not trigger Michiko.
        const QByteArray objects = R"({"id": "michiko", "card": "Michiko Konda, Truth Seeker", "timestamp": 1},
            {"id": "mine", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "theirs", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})";
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "theirs", "to": "ana", "amount": 2}]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("michiko:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Battlefield);
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "mine", "to": "ana", "amount": 2}]})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
    }

    void thatManyCounters()
    {
        // CR 122.6: Sun Droplet gets one charge counter for each damage Ana is dealt.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "droplet", "card": "Sun Droplet", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "damage": [{"source": "nbears", "to": "ana", "amount": 3}]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("droplet:1")});
        QCOMPARE(countersOn(play, QStringLiteral("droplet"), QStringLiteral("charge")), 3);
    }

    void losingLifeTriggers()
    {
        // CR 119.3, 120.3a: damage makes Ana lose life; Vilis draws her that many cards.
        const QByteArray objects = R"({"id": "vilis", "card": "Vilis, Broker of Blood", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "nico"},
            {"id": "c1", "card": "Forest", "zone": "library"}, {"id": "c2", "card": "Forest", "zone": "library"},
            {"id": "c3", "card": "Forest", "zone": "library"}, {"id": "c4", "card": "Forest", "zone": "library"})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("vilis:3")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 17);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c3")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c4")), Zone::Library);
        // Nico's loss is not Ana's.
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{});
    }

    void aPlayerDrawingTriggers()
    {
        // CR 121.2, 504.1: the scenario begins in Ana's main phase, so the next draw step is Nico's: he
        // draws (Spiteful Visions' second ability triggers) and the step began (its first); the
        // additional card is a draw too. "That player" is Nico each time, who is dealt 2 damage.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "visions", "card": "Spiteful Visions", "timestamp": 1})",
            R"({"id": "e1", "begin": "draw"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(sorted(test::eventOutcome(play, QStringLiteral("e1"))),
            (QStringList{QStringLiteral("visions:1"), QStringLiteral("visions:2")}));
        QStringList later;
        for (const char* id : {"e2", "e3", "e4"})
            later << test::eventOutcome(play, QLatin1String(id));
        QCOMPARE(later, QStringList{QStringLiteral("visions:2")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    void attackingTriggersOnce()
    {
        // CR 508.3a: two creatures attack, Ancestor Dragon triggers once, and Ana gains 1 life for each
        // attacking creature (2).
        Playthrough play = test::playScenario(attackFixtures(),
            R"({"id": "dragon", "card": "Ancestor Dragon", "timestamp": 1},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 2}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 3})",
            R"({"id": "e1", "attack": {"b1": "nico", "b2": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("dragon:2")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
        // Nico's attack is not Ana's.
        play = test::playScenario(attackFixtures(),
            R"({"id": "dragon", "card": "Ancestor Dragon", "owner": "nico", "timestamp": 1},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "attack": {"b1": "nico"}})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
    }

    void countersPutTrigger()
    {
        // CR 122.6, 701.46a: Benthic Biomancer adapts: its own trigger, Enduring Scalelord's ("another
        // creature you control") and Simic Ascendancy's ("a creature you control": that many growth
        // counters) trigger.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "bio", "card": "Benthic Biomancer", "timestamp": 1},
            {"id": "scale", "card": "Enduring Scalelord", "timestamp": 2},
            {"id": "simic", "card": "Simic Ascendancy", "timestamp": 3},
            {"id": "c1", "card": "Forest", "zone": "library"}, {"id": "h1", "card": "Forest", "zone": "hand"})",
            R"({"id": "e1", "activate": "bio", "ability": 1}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"},
            {"id": "e6", "resolve": "top"})");
        QCOMPARE(sorted(test::eventOutcome(play, QStringLiteral("e2"))),
            (QStringList{QStringLiteral("bio:2"), QStringLiteral("scale:2"), QStringLiteral("simic:2")}));
        QCOMPARE(countersOn(play, QStringLiteral("simic"), QStringLiteral("growth")), 2);
        // Scalelord's own counter is not "another creature": it does not trigger itself again, but it is
        // on a creature Ana controls, so Simic Ascendancy triggers once more.
        QStringList later;
        for (const char* id : {"e3", "e4", "e5"})
            later << test::eventOutcome(play, QLatin1String(id));
        QCOMPARE(later, QStringList{QStringLiteral("simic:2")});
        QCOMPARE(countersOn(play, QStringLiteral("scale"), QStringLiteral("+1/+1")), 1);
        QCOMPARE(countersOn(play, QStringLiteral("bio"), QStringLiteral("+1/+1")), 1);
    }
};

QTEST_GUILESS_MAIN(TestImportTriggers13)
#include "tst_importtriggers13.moc"
