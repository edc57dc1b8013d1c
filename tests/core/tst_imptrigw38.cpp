// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw38.json), round 38
// (`imptrigw38`): "creatures defending player controls get -1/-1 until end of turn" after another creature's
// attack (Silumgar, the Drifting Death), the set fixed as the trigger resolves; an Aura on a land moved by that
// land's controller as the land is destroyed ("When enchanted land becomes tapped, destroy it. That land's
// controller may attach ~ to a land of their choice.", Kudzu; "destroy it and ~ deals 1 damage to that land's
// controller. That player attaches ~ to a land of their choice.", Steam Vines); a Curse's "that attacking player may
// …", the choice of the player who attacks enchanted player (Curse of Shallow Graves, Curse of Chaos); a mana trigger
// that also deals damage to the player who tapped the land (Overabundance).
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
    return test::fixtureFile(QStringLiteral("imptrigw38.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const QString kSilumgar = QStringLiteral("Silumgar, the Drifting Death");

// Ana's Silumgar and Grizzly Bears, Nico's Grizzly Bears and Llanowar Elves; `attacker` attacks Nico and the
// trigger resolves.
Playthrough silumgarPlayed(const char* attacker)
{
    return played(test::objectJson("silumgar", "Silumgar, the Drifting Death") + ", "
            + test::objectJson("ab", "Grizzly Bears") + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("ne", "Llanowar Elves", "", "nico"),
        QByteArray("{\"id\": \"e1\", \"attack\": {\"") + attacker + "\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

const QString kKudzu = QStringLiteral("Kudzu");
const QString kSteamVines = QStringLiteral("Steam Vines");

// Ana's `aura` (Kudzu or Steam Vines) on Nico's Mutavault, Nico's Forest and Ana's Forest on the battlefield; Nico
// taps the Mutavault for mana, and the trigger resolves with `resolve`'s further keys.
Playthrough auraPlayed(const char* aura, const char* resolve)
{
    return played(test::objectJson("aura", aura, ", \"attached_to\": \"mv\"") + ", "
            + test::objectJson("mv", "Mutavault", "", "nico") + ", " + test::objectJson("nf", "Forest", "", "nico") + ", "
            + test::objectJson("af", "Forest"),
        QByteArray("{\"id\": \"e1\", \"activate\": \"mv\", \"ability\": 1}, {\"id\": \"e2\", \"resolve\": \"top\"")
            + resolve + "}");
}

QString attachedTo(const Playthrough& p, const char* id)
{
    const GameObject* o = p.finalState.object(QString::fromLatin1(id));
    return o ? o->attachedTo : QStringLiteral("?");
}

// The move of ~ in `card`'s trigger: its last action.
const Action* attachOf(const QString& card)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("becomes tapped"));
    return a && !a->effect.isEmpty() && a->effect.last().kind == ActionKind::Attach ? &a->effect.last() : nullptr;
}

// Ana's `curse` on `enchanted`, her Grizzly Bears attacking Nico, a Forest in her hand and a Bears card on top of her
// library; the trigger (if any) resolves with `resolve`'s further keys.
Playthrough cursePlayed(const char* curse, const char* enchanted, const char* resolve)
{
    return played(test::objectJson("curse", curse, (QByteArray(", \"attached_to\": \"") + enchanted + "\"").constData())
            + ", " + test::objectJson("gb", "Grizzly Bears") + ", " + test::objectJson("hand", "Forest", ", \"zone\": \"hand\"")
            + ", " + test::objectJson("top", "Grizzly Bears", ", \"zone\": \"library\""),
        QByteArray("{\"id\": \"e1\", \"attack\": {\"gb\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"") + resolve + "}");
}

// The tokens on the battlefield `player` controls.
QList<const GameObject*> tokensOf(const Playthrough& p, const char* player)
{
    QList<const GameObject*> out;
    for (const GameObject& o : p.finalState.objects)
        if (o.token && o.exists && o.zone == Zone::Battlefield && o.controller == QLatin1String(player))
            out << &o;
    return out;
}

}   // namespace

class TestImpTrigW38 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.5a, 611.2c: "creatures defending player controls get -1/-1 until end of turn" is a change of P/T
    // whose set is the creatures the player the Dragon attacks controls; the writer says it back.
    void silumgarReadsTheDefendingPlayersCreatures()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kSilumgar, QStringLiteral("defending player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::Attacks);
        QVERIFY(a->eventFilter && a->eventFilter->controller == Selector::Who::You);
        QCOMPARE(a->effect.size(), 1);
        const Action& pump = a->effect.first();
        QVERIFY(pump.continuous && pump.continuous->affects);
        QCOMPARE(pump.continuous->affects->whose, QStringLiteral("defending_player"));
        QCOMPARE(pump.continuous->affects->types, quint16(CardType::Creature));
        QCOMPARE(pump.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), kSilumgar, 2),
            QStringLiteral("Whenever a Dragon you control attacks, all creatures defending player controls get -1/-1 "
                           "until end of turn."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kSilumgar)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[2]->effect[0].continuous->affects->whose, QStringLiteral("defending_player"));
    }

    // CR 508.5a, 611.2c, 704.5f: Silumgar attacking Nico gives his creatures -1/-1: his Bears are 1/1, his
    // Llanowar Elves (1/1) dies, and Ana's own Bears and Silumgar keep their size; the set is fixed as it resolves.
    void silumgarShrinksTheDefendingPlayersCreatures()
    {
        const Playthrough p = silumgarPlayed("silumgar");
        QCOMPARE(test::ptOf(p, QStringLiteral("nb")), QStringLiteral("1/1"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ne")), Zone::Graveyard);
        QCOMPARE(test::ptOf(p, QStringLiteral("ab")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(p, QStringLiteral("silumgar")), QStringLiteral("3/7"));
        // The set is kept as the effect's objects (as a scenario file keeps them), Nico's two creatures only.
        bool kept = false;
        for (const ResolvedEffect& e : p.finalState.effects)
            if (e.choices.objects.contains(QStringLiteral("nb"))) {
                kept = true;
                QVERIFY(e.choices.objects.contains(QStringLiteral("ne")));
                QVERIFY(!e.choices.objects.contains(QStringLiteral("ab")));
                QVERIFY(!e.choices.objects.contains(QStringLiteral("silumgar")));
            }
        QVERIFY2(kept, qPrintable(test::happened(p)));
    }

    // CR 603.2: the Bears, not a Dragon, attacking alone trigger nothing; Nico's creatures keep their size.
    void aCreatureNotADragonTriggersNothing()
    {
        const Playthrough p = silumgarPlayed("ab");
        QCOMPARE(test::ptOf(p, QStringLiteral("nb")), QStringLiteral("2/2"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ne")), Zone::Battlefield);
    }

    // CR 701.3a, 303.4, 115.10: Kudzu's land is destroyed, then that land's controller may attach Kudzu to a land of
    // their choice, no target; the writer says the "it" of the event's land as "that land".
    void kudzuReadsTheMoveByTheLandsController()
    {
        const Action* attach = attachOf(kKudzu);
        QVERIFY(attach);
        QVERIFY(attach->object && attach->object->ref == Selector::Ref::Self);
        QVERIFY(attach->to && !attach->to->isRef());
        QCOMPARE(attach->to->types, quint16(CardType::Land));
        QCOMPARE(attach->who, QStringLiteral("controller_of_that"));
        QVERIFY(attach->optional);
        const AbilityDef* a = test::parsedWith(fixtures(), kKudzu, QStringLiteral("becomes tapped"));
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect.first().kind, ActionKind::Destroy);
        QVERIFY(!a->optional);
        QCOMPARE(test::writtenText(fixtures(), kKudzu, 1),
            QStringLiteral("Whenever enchanted land becomes tapped, destroy that land. That land's controller may attach ~ to "
                           "a land of their choice."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kKudzu)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[1]->effect[1].who, QStringLiteral("controller_of_that"));
        QVERIFY(again->front.abilities[1]->effect[1].optional);
    }

    // CR 701.3a, 603.5, 704.5m: Nico taps his Mutavault for mana; it is destroyed and he moves Kudzu to Ana's Forest,
    // the land the resolve event names. Declined, Kudzu is left on nothing and goes to the graveyard.
    void kudzuMovesToTheChosenLandOrIsLost()
    {
        const Playthrough moved = auraPlayed("Kudzu", ", \"choices\": {\"objects\": [\"af\"]}");
        QCOMPARE(test::zoneOf(moved, QStringLiteral("mv")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(moved, QStringLiteral("aura")), Zone::Battlefield);
        QCOMPARE(attachedTo(moved, "aura"), QStringLiteral("af"));
        QCOMPARE(test::zoneOf(moved, QStringLiteral("af")), Zone::Battlefield);
        const Playthrough declined = auraPlayed("Kudzu", ", \"may\": false");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("mv")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("aura")), Zone::Graveyard);
    }

    // CR 701.3a, 120.3, 608.2c: Steam Vines' land is destroyed, its controller is dealt 1 damage, then that player
    // (the land's controller) attaches Steam Vines to a land of their choice; not a choice to decline.
    void steamVinesReadsDamageAndTheMove()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kSteamVines, QStringLiteral("becomes tapped"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[0].kind, ActionKind::Destroy);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QCOMPARE(a->effect[1].who, QStringLiteral("controller_of_that"));
        const Action* attach = attachOf(kSteamVines);
        QVERIFY(attach);
        QVERIFY(!attach->optional);
        QCOMPARE(attach->who, QStringLiteral("controller_of_that"));
        QCOMPARE(test::writtenText(fixtures(), kSteamVines, 1),
            QStringLiteral("Whenever enchanted land becomes tapped, destroy that land. ~ deals 1 damage to that land's "
                           "controller. That land's controller attaches ~ to a land of their choice."));
    }

    // CR 701.3a, 120.3: Nico's Mutavault tapped for mana is destroyed, Nico is dealt 1 damage (19) and moves Steam
    // Vines to his own Forest, the land named; Ana is not dealt damage.
    void steamVinesHurtsAndMovesToTheChosenLand()
    {
        const Playthrough p = auraPlayed("Steam Vines", ", \"choices\": {\"objects\": [\"nf\"]}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("mv")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("aura")), Zone::Battlefield);
        QCOMPARE(attachedTo(p, "aura"), QStringLiteral("nf"));
    }
    // CR 603.7c, 111.2, 603.5: "that attacking player" is the player the event names, who may create the token,
    // theirs; the writer says "that player".
    void shallowGravesReadsTheAttackersToken()
    {
        const QString curse = QStringLiteral("Curse of Shallow Graves");
        const AbilityDef* a = test::parsedWith(fixtures(), curse, QStringLiteral("attacks enchanted player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PlayerAttacksEnchantedPlayer);
        QCOMPARE(a->effect.size(), 1);
        const Action& token = a->effect.first();
        QCOMPARE(token.kind, ActionKind::CreateToken);
        QCOMPARE(token.who, QStringLiteral("that_player"));
        QVERIFY(token.optional);
        QVERIFY(token.tapped);
        QVERIFY(!a->optional);
        QCOMPARE(test::writtenText(fixtures(), curse, 1),
            QStringLiteral("Whenever a player attacks enchanted player with one or more creatures, that player may create a "
                           "tapped 2/2 black Zombie creature token."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), curse)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[1]->effect[0].who, QStringLiteral("that_player"));
        QVERIFY(again->front.abilities[1]->effect[0].optional);
    }

    // CR 508.1, 111.2, 603.5: Ana attacks Nico, whom the Curse enchants: she creates a tapped 2/2 Zombie. Declined,
    // no token. With the Curse on Ana herself, her attack on Nico triggers nothing.
    void shallowGravesGivesTheAttackerAZombie()
    {
        const Playthrough made = cursePlayed("Curse of Shallow Graves", "nico", "");
        const QList<const GameObject*> zombies = tokensOf(made, "ana");
        QCOMPARE(zombies.size(), 1);
        QVERIFY(zombies.first()->tapped);
        QCOMPARE(tokensOf(made, "nico").size(), 0);
        const Playthrough declined = cursePlayed("Curse of Shallow Graves", "nico", ", \"may\": false");
        QCOMPARE(tokensOf(declined, "ana").size(), 0);
        const Playthrough elsewhere = cursePlayed("Curse of Shallow Graves", "ana", "");
        QCOMPARE(tokensOf(elsewhere, "ana").size(), 0);
    }

    // CR 603.7c, 701.8a, 603.5: that attacking player may discard a card; only if the player does, that player draws.
    void chaosReadsTheAttackersDiscardThenDraw()
    {
        const QString curse = QStringLiteral("Curse of Chaos");
        const AbilityDef* a = test::parsedWith(fixtures(), curse, QStringLiteral("attacks enchanted player"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Discard);
        QCOMPARE(a->effect[0].who, QStringLiteral("that_player"));
        QVERIFY(a->effect[0].optional);
        QCOMPARE(a->effect[1].kind, ActionKind::Draw);
        QCOMPARE(a->effect[1].who, QStringLiteral("that_player"));
        QVERIFY(a->effect[1].ifYouDo);
        QCOMPARE(test::writtenText(fixtures(), curse, 1),
            QStringLiteral("Whenever a player attacks enchanted player with one or more creatures, that player may discard a "
                           "card. If the player does, that player draws a card."));
    }

    // CR 701.8a, 121.2, 608.2c: Ana attacks Nico and discards her Forest, then draws the Bears on top of her library.
    // Declined, she keeps the Forest and draws nothing.
    void chaosLoots()
    {
        const Playthrough looted = cursePlayed("Curse of Chaos", "nico", ", \"choices\": {\"objects\": [\"hand\"]}");
        QCOMPARE(test::zoneOf(looted, QStringLiteral("hand")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(looted, QStringLiteral("top")), Zone::Hand);
        const Playthrough declined = cursePlayed("Curse of Chaos", "nico", ", \"may\": false");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("hand")), Zone::Hand);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("top")), Zone::Library);
    }
    // CR 605.1b, 120.3: "…, and ~ deals 1 damage to them" is part of the mana ability: damage to that player, the one
    // who tapped the land; the writer says it as a sentence of its own.
    void overabundanceReadsTheDamageToThatPlayer()
    {
        const QString card = QStringLiteral("Overabundance");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("taps a land"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::TappedForMana);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::AddMana);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QCOMPARE(a->effect[1].who, QStringLiteral("that_player"));
        QCOMPARE(a->effect[1].amount.n, 1);
        QCOMPARE(test::writtenText(fixtures(), card, 0),
            QStringLiteral("Whenever a player taps a land for mana, that player adds one mana of any type that land produced. "
                           "~ deals 1 damage to that player."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect[1].who, QStringLiteral("that_player"));
    }

    // CR 605.4a, 120.3: Nico taps his Mutavault for mana: Overabundance's mana ability resolves at once (never on the
    // stack) and deals him 1 damage; Ana's Mutavault then deals Ana 1.
    void overabundanceHurtsWhoeverTapsALand()
    {
        const Playthrough p = played(test::objectJson("over", "Overabundance") + ", " + test::objectJson("mv", "Mutavault")
                + ", " + test::objectJson("nmv", "Mutavault", "", "nico"),
            "{\"id\": \"e1\", \"activate\": \"nmv\", \"ability\": 1}, {\"id\": \"e2\", \"activate\": \"mv\", \"ability\": 1}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("over:1")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        for (const StackItem& item : p.finalState.stack)   // the activations wait there (the scenario's); the trigger never did
            QVERIFY2(!item.id.startsWith(QLatin1String("e1.")) && !item.id.startsWith(QLatin1String("e2.")), qPrintable(item.id));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW38)
#include "tst_imptrigw38.moc"
