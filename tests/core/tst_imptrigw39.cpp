// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw39.json), round 39
// (`imptrigw39`): the older "When ~ deals combat damage to a player" head, and "that player creates that many
// … tokens", the damaged player's tokens, one for each 1 damage (Varchild, Betrayer of Kjeldor); a state trigger of any
// player's empty hand with an intervening "if" of its own (Veiled Crocodile).
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
    return test::fixtureFile(QStringLiteral("imptrigw39.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const QString kVarchild = QStringLiteral("Varchild, Betrayer of Kjeldor");

// Ana's creature `id` attacks Nico unblocked, deals its combat damage, and its trigger resolves.
QByteArray unblockedHit(const char* id)
{
    return QByteArray("{\"id\": \"e1\", \"attack\": {\"") + id
        + "\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, {\"id\": \"e3\", \"begin\": \"combat_damage\"}, "
          "{\"id\": \"e4\", \"resolve\": \"top\"}";
}

// The Survivor tokens on the battlefield `player` controls.
QList<const GameObject*> survivorsOf(const Playthrough& p, const char* player)
{
    QList<const GameObject*> out;
    for (const GameObject& o : p.finalState.objects)
        if (o.token && o.exists && o.zone == Zone::Battlefield && o.controller == QLatin1String(player))
            out << &o;
    return out;
}

const QString kCrocodile = QStringLiteral("Veiled Crocodile");

// Ana's Veiled Crocodile, `anaHand` Forests in her hand and a Grizzly Bears on top of her library, a Forest in Nico's
// hand; Ana puts one Forest from her hand onto the battlefield, then `events`.
Playthrough crocodilePlayed(int anaHand, const QByteArray& events)
{
    QByteArray objects = test::objectJson("croc", "Veiled Crocodile") + ", "
        + test::objectJson("top", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
        + test::objectJson("nf", "Forest", ", \"zone\": \"hand\"", "nico");
    for (int i = 1; i <= anaHand; ++i)
        objects += ", " + test::objectJson(i == 1 ? "f1" : "f2", "Forest", ", \"zone\": \"hand\"");
    return played(objects, "{\"id\": \"e1\", \"move\": [\"f1\"], \"to\": \"battlefield\"}" + events);
}

bool isType(const Playthrough& p, const char* id, CardType type)
{
    const Characteristics* c = test::charsOf(p, QString::fromLatin1(id));
    return c && c->type.has(type);
}

}   // namespace

class TestImpTrigW39 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.1, 510.3a, 111.2, 120.3: "When ~ deals combat damage to a player" is the event "whenever" names; "that
    // player creates that many … tokens" are the damaged player's tokens, as many as the damage dealt.
    void varchildReadsTheDamagedPlayersTokens()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kVarchild, QStringLiteral("that many"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfDealsCombatDamageToPlayer);
        QCOMPARE(a->effect.size(), 1);
        const Action& create = a->effect.first();
        QCOMPARE(create.kind, ActionKind::CreateToken);
        QCOMPARE(create.who, QStringLiteral("that_player"));
        QVERIFY(create.amountOf && create.amountOf->kind == Expr::Kind::EventAmount);
        QVERIFY(create.token && create.token->name() == QLatin1String("Survivor"));
        QVERIFY(!create.optional);
        QCOMPARE(test::writtenText(fixtures(), kVarchild, 0),
            QStringLiteral("Whenever ~ deals combat damage to a player, that player creates that many 1/1 red Survivor "
                           "creature tokens."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kVarchild)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const Action& back = again->front.abilities[0]->effect[0];
        QCOMPARE(back.who, QStringLiteral("that_player"));
        QVERIFY(back.amountOf && back.amountOf->kind == Expr::Kind::EventAmount);
    }

    // CR 510.2, 111.2, 120.3: Varchild (3/3) deals 3 combat damage to Nico, and Nico creates three 1/1 Survivors;
    // Ana creates none.
    void varchildGivesTheDamagedPlayerThatManySurvivors()
    {
        const Playthrough p = played(test::objectJson("varchild", "Varchild, Betrayer of Kjeldor"), unblockedHit("varchild"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        const QList<const GameObject*> survivors = survivorsOf(p, "nico");
        QCOMPARE(survivors.size(), 3);
        for (const GameObject* o : survivors)
            QCOMPARE(test::ptOf(p, o->id), QStringLiteral("1/1"));
        QCOMPARE(survivorsOf(p, "ana").size(), 0);
    }

    // CR 603.2: blocked, Varchild deals no damage to a player, and nothing triggers.
    void aBlockedVarchildGivesNoSurvivors()
    {
        const Playthrough p = played(test::objectJson("varchild", "Varchild, Betrayer of Kjeldor") + ", "
                + test::objectJson("nb", "Grizzly Bears", "", "nico"),
            "{\"id\": \"e1\", \"attack\": {\"varchild\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"nb\": [\"varchild\"]}}, "
            "{\"id\": \"e3\", \"begin\": \"combat_damage\"}");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(survivorsOf(p, "nico").size(), 0);
    }

    // CR 603.8, 603.4, 205.1b: "When a player has no cards in hand" is a state trigger of any player's hand; "if ~ is
    // an enchantment" its intervening "if", kept after the state; ~ becomes a 4/4 Crocodile creature, no longer an
    // enchantment.
    void crocodileReadsTheStateAndItsIf()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kCrocodile, QStringLiteral("no cards in hand"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::State);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::HandEmpty);
        QCOMPARE(a->triggerIf->who, QStringLiteral("any_player"));
        QVERIFY(a->triggerIf->also);
        QCOMPARE(a->triggerIf->also->kind, Condition::Kind::SelfIs);
        QVERIFY(!a->triggerIf->also->also);
        QCOMPARE(a->effect.size(), 1);
        QVERIFY(a->effect.first().continuous);
        QCOMPARE(test::writtenText(fixtures(), kCrocodile, 0),
            QStringLiteral("When a player has no cards in hand, if ~ is an enchantment, ~ becomes a 4/4 Crocodile creature."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kCrocodile)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const AbilityDef& back = *again->front.abilities[0];
        QCOMPARE(back.event, TriggerEvent::State);
        QVERIFY(back.triggerIf && back.triggerIf->kind == Condition::Kind::HandEmpty && back.triggerIf->also);
        QCOMPARE(back.triggerIf->also->kind, Condition::Kind::SelfIs);
    }

    // CR 603.8, 205.1b: Ana plays her last card from hand; the trigger resolves and the Crocodile is a 4/4 creature, not
    // an enchantment.
    void crocodileWakesWhenAHandIsEmpty()
    {
        const Playthrough p = crocodilePlayed(1, ", {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(isType(p, "croc", CardType::Creature), qPrintable(test::happened(p)));
        QVERIFY(!isType(p, "croc", CardType::Enchantment));
        QCOMPARE(test::ptOf(p, QStringLiteral("croc")), QStringLiteral("4/4"));
    }

    // CR 603.8: the state is not checked again on resolution: Ana gets a card back before it resolves, and the
    // Crocodile still becomes a creature (its "if", an enchantment, still holds, 603.4).
    void crocodileWakesEvenIfTheHandFillsAgain()
    {
        const Playthrough p = crocodilePlayed(1,
            ", {\"id\": \"e2\", \"move\": [\"top\"], \"to\": \"hand\"}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Hand);
        QVERIFY2(isType(p, "croc", CardType::Creature), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("croc")), QStringLiteral("4/4"));
    }

    // CR 603.8: with a card left in each hand, nothing triggers and the Crocodile stays an enchantment.
    void crocodileSleepsWhileEveryHandHoldsACard()
    {
        const Playthrough p = crocodilePlayed(2, "");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QVERIFY(isType(p, "croc", CardType::Enchantment));
        QVERIFY(!isType(p, "croc", CardType::Creature));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW39)
#include "tst_imptrigw39.moc"
