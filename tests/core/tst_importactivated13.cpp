// Activated abilities, their costs and payments read from real cards' Oracle text
// (tests/data/import/activated13.json), round 13: "X unless you return a land you control to its
// owner's hand / sacrifice another creature / discard a card" (118.12, a payment of permanents or
// cards), "you may tap or untap target permanent", "exile … until ~ leaves the battlefield" (610.3c),
// the costs "Put a -1/-1 counter on ~" and "Exile the top card of your graveyard", "Destroy all
// artifacts, creatures, and enchantments" and "Activate only if you have exactly seven cards in hand".
// Each is checked as read, through the card format, and as the event player performs it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;
using test::tapped;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("activated13.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Rith's Grove (Ana's) enters beside `others`; its trigger resolves with `resolveKeys`.
Playthrough groveEnters(const QByteArray& others, const QByteArray& resolveKeys)
{
    // Plain literals where a card's name has an apostrophe: moc misreads one inside a raw string.
    return played("{\"id\": \"grove\", \"card\": \"Rith's Grove\", \"zone\": \"hand\"}" + others,
        R"({"id": "e1", "move": ["grove"], "to": "battlefield"}, {"id": "e2", "resolve": "top")" + resolveKeys + "}");
}

}   // namespace

class TestImportActivated13 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 20);
    }

    void unlessYouPayWithPermanentsOrCards()
    {
        // "When ~ enters, sacrifice it unless you return a non-Lair land you control to its owner's hand."
        const AbilityDef* grove = parsed(QStringLiteral("Rith's Grove"), 0);
        QVERIFY(grove);
        QCOMPARE(grove->event, TriggerEvent::SelfEnters);
        QCOMPARE(grove->effect.size(), 1);
        const Action& unless = grove->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QVERIFY(unless.text.isEmpty());
        QCOMPARE(unless.unlessPayment.size(), 1);
        QCOMPARE(unless.unlessPayment[0].kind, CostKind::ReturnToHand);
        QVERIFY(unless.unlessPayment[0].card);
        QCOMPARE(unless.unlessPayment[0].card->notSubtypes.size(), 1);
        QCOMPARE(unless.nested.value(0).kind, ActionKind::Sacrifice);
        QCOMPARE(unless.nested[0].object->ref, Selector::Ref::Self);
        // "At the beginning of your upkeep, tap ~ unless you sacrifice another creature."
        const AbilityDef* demon = parsed(QStringLiteral("Apocalypse Demon"), 2);
        QVERIFY(demon);
        QCOMPARE(demon->effect.value(0).unlessPayment.value(0).kind, CostKind::Sacrifice);
        QVERIFY(demon->effect[0].unlessPayment[0].card->other);
        QCOMPARE(demon->effect[0].nested.value(0).kind, ActionKind::Tap);
        // "… sacrifice ~ unless you discard a card."
        const AbilityDef* masticore = parsed(QStringLiteral("Masticore"), 0);
        QVERIFY(masticore);
        QCOMPARE(masticore->effect.value(0).unlessPayment.value(0).kind, CostKind::Discard);
        QCOMPARE(masticore->effect[0].unlessPayment[0].amount, 1);
        // "Target player discards two cards unless they discard an artifact card": the target player pays.
        const AbilityDef* wrench = parsed(QStringLiteral("Wrench Mind"), 0);
        QVERIFY(wrench);
        QCOMPARE(wrench->effect.value(0).who, QStringLiteral("they"));
        QCOMPARE(wrench->effect[0].unlessPayment.value(0).kind, CostKind::Discard);
        QCOMPARE(wrench->effect[0].nested.value(0).who, QStringLiteral("target_player"));
        // "sacrifice ~ unless you remove a +1/+1 counter from it": from ~.
        const AbilityDef* golem = parsed(QStringLiteral("Junk Golem"), 1);
        QVERIFY(golem);
        QCOMPARE(golem->effect.value(0).unlessPayment.value(0).kind, CostKind::RemoveCounters);
        QVERIFY(!golem->effect[0].unlessPayment[0].card);
        // "sacrifice it unless you pay {1}" after "When ~ enters": ~ itself.
        const AbilityDef* promenade = parsed(QStringLiteral("Transguild Promenade"), 1);
        QVERIFY(promenade);
        QCOMPARE(promenade->effect.value(0).kind, ActionKind::SacrificeUnlessPay);
    }

    void tapOrUntapAndExileUntilLeaves()
    {
        const AbilityDef* twiddle = parsed(QStringLiteral("Twiddle"), 0);
        QVERIFY(twiddle);
        QCOMPARE(twiddle->effect.value(0).kind, ActionKind::TapOrUntap);
        QVERIFY(twiddle->effect[0].optional);
        QCOMPARE(twiddle->targets.size(), 1);
        const AbilityDef* castOut = parsed(QStringLiteral("Cast Out"), 1);
        QVERIFY(castOut);
        QCOMPARE(castOut->effect.value(0).kind, ActionKind::Exile);
        QVERIFY(castOut->effect[0].duration == Duration::UntilSourceLeaves);
        // "Put a -1/-1 counter on target creature. You may tap or untap that creature.": the same target.
        const AbilityDef* anatomist = parsed(QStringLiteral("Vedalken Anatomist"), 0);
        QVERIFY(anatomist);
        QCOMPARE(anatomist->effect.value(1).kind, ActionKind::TapOrUntap);
        QCOMPARE(anatomist->effect[1].object->ref, Selector::Ref::Target);
        // A quoted trigger granted to the enchanted creature (Ghostly Touch).
        QVERIFY(parsed(QStringLiteral("Ghostly Touch"), 1));
    }

    void newCostsAndConditions()
    {
        // Sinking Feeling's quoted "{1}, Put a -1/-1 counter on this creature: Untap this creature."
        const AbilityDef* sinking = parsed(QStringLiteral("Sinking Feeling"), 2);
        QVERIFY(sinking);
        QCOMPARE(sinking->ops.value(0).abilities.size(), 1);
        const AbilityDef& granted = *sinking->ops[0].abilities[0];
        QCOMPARE(granted.costParts.size(), 2);
        QCOMPARE(granted.costParts[1].kind, CostKind::PutCountersOnSelf);
        QCOMPARE(granted.costParts[1].counterKind, QStringLiteral("-1/-1"));
        QCOMPARE(granted.costParts[1].amount, 1);
        const AbilityDef* alms = parsed(QStringLiteral("Alms"), 0);
        QVERIFY(alms);
        QCOMPARE(alms->costParts.value(1).kind, CostKind::ExileTopOfGraveyard);
        QCOMPARE(alms->costParts[1].amount, 1);
        // "Destroy all artifacts, creatures, and enchantments."
        const AbilityDef* disk = parsed(QStringLiteral("Nevinyrral's Disk"), 1);
        QVERIFY(disk);
        QCOMPARE(disk->effect.size(), 1);
        QVERIFY(disk->effect[0].object);
        const Selector& all = *disk->effect[0].object;
        QCOMPARE(all.anyTypes, quint16(quint16(CardType::Artifact) | quint16(CardType::Creature) | quint16(CardType::Enchantment)));
        // "Activate this ability only if you have exactly seven cards in hand": seven or more and seven or fewer.
        const AbilityDef* library = parsed(QStringLiteral("Library of Alexandria"), 1);
        QVERIFY(library);
        QVERIFY(library->condition);
        QCOMPARE(library->condition->kind, Condition::Kind::HandAtLeast);
        QCOMPARE(library->condition->n, 7);
        QVERIFY(library->condition->also);
        QCOMPARE(library->condition->also->kind, Condition::Kind::HandAtMost);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 118.12, 118.3: paid, a land other than a Lair returns to its owner's hand and the Grove stays;
    // declined ("pays": false) or unpayable (only a Lair), the Grove is sacrificed.
    void groveAsksForAnotherLand()
    {
        const QByteArray forest = R"(, {"id": "f", "card": "Forest", "timestamp": 1})";
        const Playthrough paid = groveEnters(forest, "");
        QCOMPARE(zoneOf(paid, "grove"), Zone::Battlefield);
        QCOMPARE(zoneOf(paid, "f"), Zone::Hand);
        const Playthrough declined = groveEnters(forest, R"(, "pays": false)");
        QCOMPARE(zoneOf(declined, "grove"), Zone::Graveyard);
        QCOMPARE(zoneOf(declined, "f"), Zone::Battlefield);
        const Playthrough lairOnly = groveEnters(", {\"id\": \"lair\", \"card\": \"Rith's Grove\", \"timestamp\": 1}", "");
        QCOMPARE(zoneOf(lairOnly, "grove"), Zone::Graveyard);
        QCOMPARE(zoneOf(lairOnly, "lair"), Zone::Battlefield);
    }

    // CR 118.12: Masticore's upkeep payment (Nico's, in Nico's upkeep) discards the card the event names; with an empty hand it
    // can't be paid (118.3) and Masticore is sacrificed.
    void masticoreDiscardsOrIsSacrificed()
    {
        const QByteArray upkeep = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["b"]}})";
        const Playthrough paid = played(R"({"id": "m", "card": "Masticore", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "a", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "b", "card": "Island", "zone": "hand", "owner": "nico"})", upkeep);
        QCOMPARE(zoneOf(paid, "m"), Zone::Battlefield);
        QCOMPARE(zoneOf(paid, "b"), Zone::Graveyard);
        QCOMPARE(zoneOf(paid, "a"), Zone::Hand);
        const Playthrough empty = played(R"({"id": "m", "card": "Masticore", "controller": "nico", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(empty, "m"), Zone::Graveyard);
    }

    // CR 118.12: Wrench Mind's target player discards the artifact card the event names, or two cards.
    void wrenchMindAsksTheTargetPlayer()
    {
        const QByteArray hand = R"({"id": "wm", "card": "Wrench Mind", "zone": "hand"},
            {"id": "a", "card": "Forest", "zone": "hand", "owner": "nico"}, {"id": "b", "card": "Island", "zone": "hand", "owner": "nico"},
            {"id": "disk", "card": "Masticore", "zone": "hand", "owner": "nico"})";
        const Playthrough paid = played(hand, R"({"id": "e1", "cast": "wm", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(paid, "disk"), Zone::Graveyard);
        QCOMPARE(zoneOf(paid, "a"), Zone::Hand);
        QCOMPARE(zoneOf(paid, "b"), Zone::Hand);
        const Playthrough declined
            = played(hand, R"({"id": "e1", "cast": "wm", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "pays": false})");
        QCOMPARE(zoneOf(declined, "disk"), Zone::Hand);
        QCOMPARE(zoneOf(declined, "a"), Zone::Graveyard);
        QCOMPARE(zoneOf(declined, "b"), Zone::Graveyard);
    }

    // CR 118.12: Junk Golem pays with one of its own counters; declined, it is sacrificed.
    void junkGolemRemovesItsCounters()
    {
        auto after = [](const QByteArray& resolveKeys) {
            return played(R"({"id": "g", "card": "Junk Golem", "controller": "nico", "owner": "nico", "timestamp": 1, "counters": {"+1/+1": 2}})",
                R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top")" + resolveKeys + "}");
        };
        const Playthrough paid = after("");
        QCOMPARE(zoneOf(paid, "g"), Zone::Battlefield);
        QCOMPARE(paid.finalState.object(QStringLiteral("g"))->counterCount(QStringLiteral("+1/+1")), 1);
        QCOMPARE(zoneOf(after(R"(, "pays": false)"), "g"), Zone::Graveyard);
    }

    // CR 118.12: "tap ~ unless you sacrifice another creature": the Demon can't pay with itself.
    void demonSacrificesAnotherCreature()
    {
        // Cards in Nico's graveyard, so that the Demon is not 0/0 (704.5f).
        const QByteArray graveyard = R"(, {"id": "g1", "card": "Forest", "zone": "graveyard", "owner": "nico"},
            {"id": "g2", "card": "Island", "zone": "graveyard", "owner": "nico"})";
        const QByteArray upkeep = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})";
        const Playthrough paid = played(R"({"id": "d", "card": "Apocalypse Demon", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})" + graveyard, upkeep);
        QCOMPARE(zoneOf(paid, "bears"), Zone::Graveyard);
        QVERIFY(!tapped(paid, "d"));
        const Playthrough alone
            = played(R"({"id": "d", "card": "Apocalypse Demon", "controller": "nico", "owner": "nico", "timestamp": 1})" + graveyard, upkeep);
        QCOMPARE(zoneOf(alone, "d"), Zone::Battlefield);
        QVERIFY(tapped(alone, "d"));
    }

    // Twiddle: the resolve event's choices.mode says tap (1) or untap (2); without it the permanent
    // changes; "may": false leaves it as it was (603.5).
    void twiddleTapsOrUntaps()
    {
        auto after = [](const QByteArray& bearsTapped, const QByteArray& resolveKeys) {
            const Playthrough play = played(R"({"id": "tw", "card": "Twiddle", "zone": "hand"},
                {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1, "tapped": )"
                    + bearsTapped + "}",
                R"({"id": "e1", "cast": "tw", "targets": ["bears"]}, {"id": "e2", "resolve": "top")" + resolveKeys + "}");
            return tapped(play, "bears");
        };
        QVERIFY(after("false", ""));
        QVERIFY(!after("true", ""));
        QVERIFY(after("true", R"(, "choices": {"mode": 1})"));
        QVERIFY(!after("false", R"(, "choices": {"mode": 2})"));
        QVERIFY(!after("false", R"(, "may": false)"));
    }

    // CR 610.3c: Cast Out exiles the bears until it leaves the battlefield; when it is destroyed they
    // return under their owner's control. Destroyed before its trigger resolves, it exiles nothing.
    void castOutReturnsTheCardWhenItLeaves()
    {
        const QByteArray objects = R"({"id": "co", "card": "Cast Out", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1})";
        const QByteArray enters = R"({"id": "e1", "move": ["co"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["bears"]}}})";
        const Playthrough exiled = played(objects, enters + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(exiled, "bears"), Zone::Exile);
        const Playthrough back = played(objects,
            enters + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "move": ["co"], "to": "graveyard"})");
        QCOMPARE(zoneOf(back, "co"), Zone::Graveyard);
        QCOMPARE(zoneOf(back, "bears"), Zone::Battlefield);
        QCOMPARE(back.finalState.object(QStringLiteral("bears"))->controller, QStringLiteral("nico"));
        const Playthrough leftFirst = played(objects,
            enters + R"(, {"id": "e2", "move": ["co"], "to": "graveyard"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(zoneOf(leftFirst, "bears"), Zone::Battlefield);
    }

    // CR 602.2b: the granted ability's cost puts a -1/-1 counter on the enchanted creature, which untaps.
    void sinkingFeelingPaysWithACounter()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "tapped": true},
               {"id": "sf", "card": "Sinking Feeling", "timestamp": 2, "attached_to": "bears"})",
            "{\"id\": \"e1\", \"activate\": \"bears\", \"ability_from\": \"sf#3\", \"ability\": 1}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->counterCount(QStringLiteral("-1/-1")), 1);
        QVERIFY(!bears->tapped);
    }

    // CR 602.2b, 118.3: Alms exiles the graveyard card its activation names; with an empty graveyard the
    // cost can't be paid.
    void almsExilesFromTheGraveyard()
    {
        const QByteArray activate = R"({"id": "e1", "activate": "alms", "ability": 1, "targets": ["bears"], "choices": {"objects": ["g2"]}})";
        const Playthrough paid = played(R"({"id": "alms", "card": "Alms", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "g1", "card": "Forest", "zone": "graveyard"}, {"id": "g2", "card": "Island", "zone": "graveyard"})", activate);
        QCOMPARE(test::eventOutcome(paid, QStringLiteral("e1")), QStringList());
        QCOMPARE(zoneOf(paid, "g2"), Zone::Exile);
        QCOMPARE(zoneOf(paid, "g1"), Zone::Graveyard);
        const Playthrough empty = played(R"({"id": "alms", "card": "Alms", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "activate": "alms", "ability": 1, "targets": ["bears"]})");
        QCOMPARE(test::eventOutcome(empty, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
    }

    // "Destroy all artifacts, creatures, and enchantments": the Disk too, a land stays.
    void diskDestroysThreeTypes()
    {
        const Playthrough play = played("{\"id\": \"disk\", \"card\": \"Nevinyrral's Disk\", \"timestamp\": 1}, "
            R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "f", "card": "Forest", "timestamp": 3},
            {"id": "cast", "card": "Cast Out", "timestamp": 4})",
            R"({"id": "e1", "activate": "disk", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "disk"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "cast"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "f"), Zone::Battlefield);
    }

    // CR 602.5b: the Library draws only with exactly seven cards in hand.
    void libraryNeedsExactlySevenCards()
    {
        auto problems = [](int cards) {
            QByteArray objects = R"({"id": "lib", "card": "Library of Alexandria", "timestamp": 1},
                {"id": "top", "card": "Island", "zone": "library"})";
            for (int i = 0; i < cards; ++i)
                objects += ", {\"id\": \"h" + QByteArray::number(i) + "\", \"card\": \"Forest\", \"zone\": \"hand\"}";
            return test::eventOutcome(played(objects, R"({"id": "e1", "activate": "lib", "ability": 2})"), QStringLiteral("e1"));
        };
        QCOMPARE(problems(7), QStringList());
        QCOMPARE(problems(6), QStringList{QStringLiteral("problem 602.5b")});
        QCOMPARE(problems(8), QStringList{QStringLiteral("problem 602.5b")});
    }
};

QTEST_GUILESS_MAIN(TestImportActivated13)
#include "tst_importactivated13.moc"
