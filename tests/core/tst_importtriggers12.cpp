// Trigger events read from real cards' Oracle text (tests/data/import/triggers12.json): "whenever you
// discard a card / a creature card / a land card" (701.8a) and "whenever a creature enters the battlefield
// under an opponent's control", read as the importer writes them back and produced by the event player
// (603.2). "When ~ attacks" and "When an opponent casts a spell" are the "whenever" events (603.1).
// Sacrificing (701.17a) and becoming a target (115.1) are events the player now produces, and "gain
// control of … for as long as you control ~" ends as ~ leaves, or does nothing if it already left
// (611.2b, 610.3c).
#include "ImportFixtures.h"
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
    return test::fixtureFile(QStringLiteral("triggers12.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

}   // namespace

class TestImportTriggers12 : public QObject {
    Q_OBJECT
private slots:
    void fixtureCardsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 14);
        // Bone Miser's "a noncreature, nonland card" is read since round 21 (`imptrigb21`).
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
    }

    void youDiscardIsRead()
    {
        // 701.8a: the card you discard, when the event names one.
        const AbilityDef* glint = parsed(QStringLiteral("Glint-Horn Buccaneer"), 1);
        QVERIFY(glint);
        QCOMPARE(glint->event, TriggerEvent::YouDiscard);
        QVERIFY(!glint->eventFilter);
        const AbilityDef* creature = parsed(QStringLiteral("Bone Miser"), 0);
        QVERIFY(creature);
        QCOMPARE(creature->event, TriggerEvent::YouDiscard);
        QVERIFY(creature->eventFilter);
        QCOMPARE(creature->eventFilter->types, quint16(CardType::Creature));
        const AbilityDef* land = parsed(QStringLiteral("Bone Miser"), 1);
        QVERIFY(land);
        QCOMPARE(land->eventFilter->types, quint16(CardType::Land));
        const AbilityDef* wharf = parsed(QStringLiteral("Wharf Infiltrator"), 2);
        QVERIFY(wharf);
        QCOMPARE(wharf->event, TriggerEvent::YouDiscard);
        QVERIFY(wharf->optional);
    }

    void entersUnderAnOpponentsControlIsRead()
    {
        const AbilityDef* consuls = parsed(QStringLiteral("Authority of the Consuls"), 1);
        QVERIFY(consuls);
        QCOMPARE(consuls->event, TriggerEvent::PermanentEnters);
        QVERIFY(consuls->eventFilter);
        QCOMPARE(consuls->eventFilter->controller, Selector::Who::Opponent);
        QCOMPARE(consuls->eventFilter->types, quint16(CardType::Creature));
    }

    void writtenBackWordForWord()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Bone Miser"), QStringLiteral("land card"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, QStringLiteral("Whenever you discard a land card, add {B}{B}."));
        r = test::reportWith(fixtures(), QStringLiteral("Glint-Horn Buccaneer"), QStringLiteral("discard a card,"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Whenever you discard a card, ~ deals 1 damage to each opponent."));
        r = test::reportWith(fixtures(), QStringLiteral("Authority of the Consuls"), QStringLiteral("Whenever"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, QStringLiteral("Whenever a creature an opponent controls enters, you gain 1 life."));
        // 603.1: "when" begins the same trigger condition as "whenever".
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr attacks = parser.ability(QStringLiteral("When ~ attacks, you gain 1 life."));
        QVERIFY(attacks);
        QCOMPARE(attacks->event, TriggerEvent::SelfAttacks);
        const AbilityPtr casts = parser.ability(QStringLiteral("When an opponent casts a spell, you gain 1 life."));
        QVERIFY(casts);
        QCOMPARE(casts->event, TriggerEvent::OpponentCastsSpell);
        const AbilityPtr blocks = parser.ability(QStringLiteral("When ~ blocks a creature, you gain 1 life."));
        QVERIFY(blocks);
        QCOMPARE(blocks->event, TriggerEvent::SelfBlocksCreature);
        // A card the importer can't name stays text.
        QVERIFY(!parser.ability(QStringLiteral("Whenever you discard two cards, you gain 1 life.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever ~ enters under an opponent's control, you gain 1 life.")));
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 14);
    }

    void yourDiscardsTrigger()
    {
        // CR 701.8a, 603.2: Ana discards Grizzly Bears and a Forest to her own Mind Rot: Glint-Horn
        // Buccaneer triggers for each card, Bone Miser once for the creature card and once for the land.
        const QByteArray objects = R"({"id": "glint", "card": "Glint-Horn Buccaneer", "timestamp": 1},
            {"id": "miser", "card": "Bone Miser", "timestamp": 2},
            {"id": "rot", "card": "Mind Rot", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "forest", "card": "Forest", "zone": "hand"},
            {"id": "nicobears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "nicoforest", "card": "Forest", "zone": "hand", "owner": "nico"})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "rot", "targets": ["ana"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"},
            {"id": "e6", "resolve": "top"})");
        QStringList triggered = test::eventOutcome(play, QStringLiteral("e2"));
        triggered.sort();
        QCOMPARE(triggered, (QStringList{QStringLiteral("glint:2"), QStringLiteral("glint:2"),
                                QStringLiteral("miser:1"), QStringLiteral("miser:2")}));
        // Each Glint-Horn trigger deals 1 damage to Nico.
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        // An opponent's discard is not yours: nothing triggers.
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "rot", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* discarded = play.finalState.object(QStringLiteral("nicobears"));
        QVERIFY(discarded);
        QCOMPARE(discarded->zone, Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
    }

    void anOpponentsCreatureEntering()
    {
        // CR 603.2, 603.6a: a creature entering under Nico's control triggers Ana's Authority of the
        // Consuls; her own creature does not.
        const QByteArray objects = R"({"id": "consuls", "card": "Authority of the Consuls", "timestamp": 1},
            {"id": "mine", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "theirs", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["theirs"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("consuls:2")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 21);
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["mine"], "to": "battlefield"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }
    void untilTheSourceLeavesIsRead()
    {
        // 610.3c, 611.2b: durations that end with the source.
        const AbilityDef* thief = parsed(QStringLiteral("Master Thief"), 0);
        QVERIFY(thief);
        QCOMPARE(thief->effect.value(0).kind, ActionKind::Continuous);
        QCOMPARE(thief->effect.value(0).continuous->duration, Duration::WhileYouControlSource);
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Dragonlord Silumgar"), QStringLiteral("gain control"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr pump = parser.ability(
            QStringLiteral("When ~ enters, target creature gets +2/+2 until ~ leaves the battlefield."));
        QVERIFY(pump);
        QCOMPARE(pump->effect.value(0).continuous->duration, Duration::UntilSourceLeaves);
        // "exile target creature until ~ leaves the battlefield": the exile's own duration (round 13).
        const AbilityPtr exile = parser.ability(QStringLiteral("When ~ enters, exile target creature until ~ leaves the battlefield."));
        QVERIFY(exile);
        QCOMPARE(exile->effect.value(0).kind, ActionKind::Exile);
        QVERIFY(exile->effect[0].duration == Duration::UntilSourceLeaves);
    }

    void controlEndsWithTheSource()
    {
        // CR 611.2b, 610.3c: Master Thief takes Nico's Sol Ring; as Master Thief leaves, Nico gets it back.
        const QByteArray objects = R"({"id": "thief", "card": "Master Thief", "zone": "hand"},
            {"id": "ring", "card": "Sol Ring", "owner": "nico", "timestamp": 1})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["thief"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["ring"]}}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("thief:1")});
        QCOMPARE(play.finalResolution.chars.value(play.finalState.objectIndex(QStringLiteral("ring"))).controller,
            QStringLiteral("ana"));
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["thief"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["ring"]}}},
            {"id": "e2", "resolve": "top"},
            {"id": "e3", "move": ["thief"], "to": "graveyard"})");
        QCOMPARE(play.finalResolution.chars.value(play.finalState.objectIndex(QStringLiteral("ring"))).controller,
            QStringLiteral("nico"));
        // Master Thief gone before its trigger resolves: no effect at all, not one that lasts forever.
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "move": ["thief"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["ring"]}}},
            {"id": "e2", "move": ["thief"], "to": "graveyard"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(play.finalResolution.chars.value(play.finalState.objectIndex(QStringLiteral("ring"))).controller,
            QStringLiteral("nico"));
        QVERIFY2(test::happened(play).contains(QStringLiteral("(610.3c)")), qPrintable(test::happened(play)));
        // CR 611.2b: Nico's Act of Treason takes Master Thief: Ana no longer controls it, so the Sol Ring
        // goes back to Nico, and stays his after the turn ends.
        play = test::playScenario(fixtures(), objects + R"(,
            {"id": "treason", "card": "Act of Treason", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "move": ["thief"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["ring"]}}},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "cast": "treason", "targets": ["thief"]},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(play.finalResolution.chars.value(play.finalState.objectIndex(QStringLiteral("thief"))).controller,
            QStringLiteral("nico"));
        QCOMPARE(play.finalResolution.chars.value(play.finalState.objectIndex(QStringLiteral("ring"))).controller,
            QStringLiteral("nico"));
        QVERIFY2(test::happened(play).contains(QStringLiteral("(611.2b)")), qPrintable(test::happened(play)));
    }

    void sacrificingTriggers()
    {
        // CR 701.17a, 603.2: at Ana's upkeep Smothering Abomination makes her sacrifice Grizzly Bears:
        // it draws her a card, and Bloodbriar ("another permanent") gets a +1/+1 counter.
        const QByteArray objects = R"({"id": "smother", "card": "Smothering Abomination", "timestamp": 1},
            {"id": "briar", "card": "Bloodbriar", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "top", "card": "Forest", "zone": "library"})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "begin": "upkeep"},
            {"id": "e3", "resolve": "top", "choices": {"objects": ["bears"]}},
            {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("smother:3")});
        QStringList triggered = test::eventOutcome(play, QStringLiteral("e3"));
        triggered.sort();
        QCOMPARE(triggered, (QStringList{QStringLiteral("briar:1"), QStringLiteral("smother:4")}));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(countersOn(play, QStringLiteral("briar")), 1);
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
    }

    void becomingATargetTriggers()
    {
        // CR 115.1, 603.2: Giant Growth targeting Phantasmal Bear makes it sacrifice itself; Mossdog
        // sees only an opponent's spell.
        const QByteArray objects = R"({"id": "bear", "card": "Phantasmal Bear", "timestamp": 1},
            {"id": "dog", "card": "Mossdog", "timestamp": 2},
            {"id": "growth", "card": "Giant Growth", "zone": "hand"},
            {"id": "nicogrowth", "card": "Giant Growth", "zone": "hand", "owner": "nico"})";
        Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "growth", "targets": ["bear"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("bear:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("bear")), Zone::Graveyard);
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "growth", "targets": ["dog"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "nicogrowth", "targets": ["dog"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("dog:1")});
        QCOMPARE(countersOn(play, QStringLiteral("dog")), 1);
        // CR 603.3d, 603.3b: Ana's Dragonlord Silumgar's trigger targets Nico's Mossdog as it is put on the
        // stack; Mossdog's trigger goes on the stack above it and resolves first.
        play = test::playScenario(fixtures(), R"({"id": "silumgar", "card": "Dragonlord Silumgar", "zone": "hand"},
            {"id": "dog", "card": "Mossdog", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "move": ["silumgar"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["dog"]}}},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")),
            (QStringList{QStringLiteral("silumgar:3"), QStringLiteral("dog:1")}));
        QCOMPARE(countersOn(play, QStringLiteral("dog")), 1);
        QCOMPARE(play.finalResolution.chars.value(play.finalState.objectIndex(QStringLiteral("dog"))).controller,
            QStringLiteral("ana"));
    }
    void sacrificeItAtEndOfCombat()
    {
        // 603.7c: after "When ~ attacks", "it" is ~; "at end of combat" makes a delayed trigger (603.7).
        const AbilityDef* colossus = parsed(QStringLiteral("Crumbling Colossus"), 1);
        QVERIFY(colossus);
        QCOMPARE(colossus->event, TriggerEvent::SelfAttacks);
        QCOMPARE(colossus->effect.value(0).kind, ActionKind::Delayed);
        QCOMPARE(colossus->effect.value(0).nested.value(0).kind, ActionKind::Sacrifice);
        QCOMPARE(colossus->effect.value(0).nested.value(0).object->ref, Selector::Ref::Self);
        const AbilityDef* wall = parsed(QStringLiteral("Cinder Wall"), 1);
        QVERIFY(wall);
        QCOMPARE(wall->event, TriggerEvent::SelfBlocks);
        QCOMPARE(wall->effect.value(0).nested.value(0).kind, ActionKind::Destroy);
        const AbilityDef* blazebringer = parsed(QStringLiteral("Mardu Blazebringer"), 0);
        QVERIFY(blazebringer);
        QCOMPARE(blazebringer->event, TriggerEvent::SelfAttacksOrBlocks);

        // CR 603.7, 701.17a: Crumbling Colossus attacks; at end of combat Ana sacrifices it, and
        // Bloodbriar sees the sacrifice of another permanent.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "colossus", "card": "Crumbling Colossus", "timestamp": 1},
            {"id": "briar", "card": "Bloodbriar", "timestamp": 2})",
            R"({"id": "e1", "attack": {"colossus": "nico"}}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end_of_combat"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("colossus:2")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")).size(), 1);   // the delayed trigger
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")), QStringList{QStringLiteral("briar:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("colossus")), Zone::Graveyard);
        QCOMPARE(countersOn(play, QStringLiteral("briar")), 1);
    }
};

QTEST_GUILESS_MAIN(TestImportTriggers12)
#include "tst_importtriggers12.moc"
