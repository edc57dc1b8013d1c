// Static abilities that grant a quoted ability (layer 6, 613.1f) whose text names the granting card
// (tests/data/import/quoted12.json): "Equipped creature has \"{T}, Sacrifice Blazing Torch: Blazing
// Torch deals 2 damage to any target.\"" Inside the quotes the card's own name is the granter (607.2)
// and "this creature" the object that has the ability (113.6). Each is checked as read, as written
// back, through the card format and as the event player activates it on the creature that has it.
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("quoted12.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The first ability the static ability of `card` grants.
const AbilityDef* granted(const QString& card, int index)
{
    const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
    if (!a)
        return nullptr;
    for (const Op& op : a->ops)
        if (op.kind == Op::Kind::AddAbilities && !op.abilities.isEmpty())
            return op.abilities.first().data();
    return nullptr;
}

// "Activate the `ability`-th ability granted by `granter`'s printed ability `printed`" (the static
// ability's effect id, docs/scenario-extensions.md), with one target. Built from plain literals: moc
// misreads a '#' inside a raw string.
QByteArray activation(const QByteArray& id, const QByteArray& object, const QByteArray& granter, int printed,
    const QByteArray& target)
{
    return "{\"id\": \"" + id + "\", \"activate\": \"" + object + "\", \"ability_from\": \"" + granter + '#'
        + QByteArray::number(printed) + "\", \"ability\": 1, \"targets\": [\"" + target + "\"]}";
}

}   // namespace

class TestImportQuoted : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 25); }

    void written_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("sacrifice the granter") << "Blazing Torch" << "Sacrifice"
                                               << "Equipped creature has \"{T}, Sacrifice ~: ~ deals 2 damage to any target.\"";
        QTest::newRow("unattach the granter") << "Leonin Bola" << "Unattach"
                                              << "Equipped creature has \"{T}, Unattach ~: Tap target creature.\"";
        // "It" is the Boomerang its cost just named (first printed "Razor Boomerang deals 1 damage").
        QTest::newRow("it after the granter") << "Razor Boomerang" << "Unattach"
                                              << "Equipped creature has \"{T}, Unattach ~: It deals 1 damage to any "
                                                 "target. Return ~ to its owner's hand.\"";
    }

    // The English written back (the round trip compared it with the Oracle sentence).
    void written()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->written, written);
        QCOMPARE(normalisedForRoundTrip(r->written), normalisedForRoundTrip(r->sentence));
        QCOMPARE(r->status, AbilityStatus::Parsed);
    }

    // 607.2: the Torch's name in its quoted ability is the Torch, not the creature that has the ability.
    void granterIsTheEquipment()
    {
        const AbilityDef* torch = granted(QStringLiteral("Blazing Torch"), 1);
        QVERIFY(torch);
        QCOMPARE(torch->kind, AbilityDef::Kind::Activated);
        QCOMPARE(torch->costParts.size(), 2);
        QCOMPARE(torch->costParts[0].mana, QStringLiteral("{T}"));   // the creature taps
        QCOMPARE(torch->costParts[1].kind, CostKind::Sacrifice);
        QVERIFY(torch->costParts[1].card);
        QCOMPARE(torch->costParts[1].card->ref, Selector::Ref::Granter);
        QCOMPARE(torch->effect.size(), 1);
        QCOMPARE(torch->effect[0].kind, ActionKind::Damage);
        QVERIFY(torch->effect[0].object);
        QCOMPARE(torch->effect[0].object->ref, Selector::Ref::Granter);
        const AbilityDef* bola = granted(QStringLiteral("Leonin Bola"), 0);
        QVERIFY(bola);
        QCOMPARE(bola->costParts[1].kind, CostKind::Unattach);   // 701.3d
        QCOMPARE(bola->costParts[1].card->ref, Selector::Ref::Granter);
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY(checked >= 2);   // Leonin Bola and Bear Umbra among them
    }

    // Blazing Torch's granting ability alone goes through the card format ("granter", "by"); its "can't be
    // blocked by Vampires or Zombies" is read since round 16 (tst_impstatic16).
    void torchGrantThroughCardFormat()
    {
        const ImportedCard* torch = test::findCard(fixtures(), QStringLiteral("Blazing Torch"));
        QVERIFY(torch);
        Card alone = *torch->card;
        QCOMPARE(alone.front.abilities.size(), 3);
        alone.front.abilities = {alone.front.abilities[1]};
        QString why;
        const CardPtr back = test::throughCardFormat(alone, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 1);
        QVERIFY(back->front.abilities[0]->sameStructure(*alone.front.abilities[0]));
    }

    // CR 602.2, 607.2, 113.7a: the equipped bears activate the Torch's granted ability: the bears tap,
    // the Torch is sacrificed as a cost, and the Torch deals 2 damage to Nico.
    void torchIsSacrificedAndDealsTheDamage()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "torch", "card": "Blazing Torch", "timestamp": 2, "attached_to": "bears"})",
            activation("e1", "bears", "torch", 2, "nico") + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList());
        QVERIFY(play.finalState.object(QStringLiteral("bears"))->tapped);
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->zone, Zone::Battlefield);
        QCOMPARE(play.finalState.object(QStringLiteral("torch"))->zone, Zone::Graveyard);
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 18);
    }

    // CR 701.17a, 603.2: sacrificing the Torch as a cost is a sacrifice: Bloodbriar's "whenever you
    // sacrifice another permanent" triggers, and its counter arrives before the Torch's damage resolves.
    void torchsSacrificeTriggersBloodbriar()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "torch", "card": "Blazing Torch", "timestamp": 2, "attached_to": "bears"},
               {"id": "briar", "card": "Bloodbriar", "timestamp": 3})",
            activation("e1", "bears", "torch", 2, "nico") + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("briar:1")});
        const GameObject* briar = play.finalState.object(QStringLiteral("briar"));
        QVERIFY(briar);
        QCOMPARE(briar->counters.size(), 1);
        QCOMPARE(briar->counters.first().count, 1);
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 18);
    }

    // CR 701.3d, 602.2b: the Bola is unattached as a cost and stays on the battlefield; the target taps.
    void bolaIsUnattached()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "bola", "card": "Leonin Bola", "timestamp": 2, "attached_to": "bears"},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            activation("e1", "bears", "bola", 1, "b2") + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        const GameObject* bola = play.finalState.object(QStringLiteral("bola"));
        QCOMPARE(bola->zone, Zone::Battlefield);
        QVERIFY(bola->attachedTo.isEmpty());
        QVERIFY(play.finalState.object(QStringLiteral("bears"))->tapped);
        QVERIFY(play.finalState.object(QStringLiteral("b2"))->tapped);
    }

    // CR 701.3d, 607.2: the Boomerang is unattached as a cost, deals the damage and returns to its
    // owner's hand.
    void boomerangDealsTheDamageAndReturns()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "boomerang", "card": "Razor Boomerang", "timestamp": 2, "attached_to": "bears"})",
            activation("e1", "bears", "boomerang", 1, "nico") + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList());
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 19);
        QCOMPARE(play.finalState.object(QStringLiteral("boomerang"))->zone, Zone::Hand);
        QVERIFY(play.finalState.object(QStringLiteral("bears"))->tapped);
    }

    // CR 118.3, 602.2b: a tapped creature can't pay {T}; the Torch stays where it is.
    void tappedCreatureCantSacrificeTheTorch()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "tapped": true},
               {"id": "torch", "card": "Blazing Torch", "timestamp": 2, "attached_to": "bears"})",
            activation("e1", "bears", "torch", 2, "nico"));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QCOMPARE(play.finalState.object(QStringLiteral("torch"))->zone, Zone::Battlefield);
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 20);
    }

    // CR 603.2, 113.6: Bear Umbra's granted "Whenever this creature attacks" triggers on the enchanted
    // bears as they attack, and untaps Ana's lands.
    void aurasGrantedTriggerFires()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "umbra", "card": "Bear Umbra", "timestamp": 2, "attached_to": "bears"},
               {"id": "forest", "card": "Forest", "timestamp": 3, "tapped": true})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "resolve": "top"})");
        const QStringList triggered = test::eventOutcome(play, QStringLiteral("e1"));
        QCOMPARE(triggered.size(), 1);
        QVERIFY(triggered[0].startsWith(QLatin1String("bears:")));
        QVERIFY(!play.finalState.object(QStringLiteral("forest"))->tapped);
    }
};

QTEST_GUILESS_MAIN(TestImportQuoted)
#include "tst_importquoted.moc"
