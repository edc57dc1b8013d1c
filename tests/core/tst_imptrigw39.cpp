// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw39.json), round 39
// (`imptrigw39`): the older "When ~ deals combat damage to a player" head, and "that player creates that many
// … tokens", the damaged player's tokens, one for each 1 damage (Varchild, Betrayer of Kjeldor).
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

}   // namespace

class TestImpTrigW39 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

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
};

QTEST_GUILESS_MAIN(TestImpTrigW39)
#include "tst_imptrigw39.moc"
