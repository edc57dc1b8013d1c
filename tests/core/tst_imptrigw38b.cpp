// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw38b.json), round 38
// (`imptrigw38b`): a payment of mana offered to the player a trigger's event names, then what is done only when that
// player pays ("that player may pay {2}. If the player does, they draw a card.", Unifying Theory; "defending player
// may pay {U}. If that player does, prevent all combat damage that would be dealt by ~ this turn.", Mtenda Lion); the
// opponents of the player who cast a spell ("each of that player's opponents may draw a card", Heartwood Storyteller).
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
    return test::fixtureFile(QStringLiteral("imptrigw38b.json"));
}

const QString kTheory = QStringLiteral("Unifying Theory");
const QString kLion = QStringLiteral("Mtenda Lion");
const QString kStoryteller = QStringLiteral("Heartwood Storyteller");

// On Nico's turn: Ana's Unifying Theory, a Grizzly Bears in `caster`'s hand and a Forest on top of each library; the
// Bears is cast and the trigger resolves with `resolve`'s further keys.
Playthrough theoryPlayed(const char* caster, const char* resolve)
{
    return test::playScenarioOnNicosTurn(fixtures(),
        test::objectJson("theory", "Unifying Theory") + ", " + test::objectJson("gb", "Grizzly Bears", ", \"zone\": \"hand\"", caster)
            + ", " + test::objectJson("atop", "Forest", ", \"zone\": \"library\"")
            + ", " + test::objectJson("ntop", "Forest", ", \"zone\": \"library\"", "nico"),
        QByteArray("{\"id\": \"e1\", \"cast\": \"gb\"}, {\"id\": \"e2\", \"resolve\": \"top\"") + resolve + "}");
}

// Ana's Mtenda Lion attacks Nico; the trigger resolves with `resolve`'s further keys, and combat damage is dealt.
Playthrough lionPlayed(const char* resolve)
{
    return test::playScenario(fixtures(), test::objectJson("lion", "Mtenda Lion"),
        QByteArray("{\"id\": \"e1\", \"attack\": {\"lion\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"") + resolve
            + "}, {\"id\": \"e3\", \"begin\": \"combat_damage\"}");
}

// On Nico's turn: Ana's Heartwood Storyteller, `spell` in `caster`'s hand and a Forest on top of each library; the
// spell is cast and the trigger (if any) resolves with `resolve`'s further keys.
Playthrough storytellerPlayed(const char* spell, const char* caster, const char* resolve)
{
    return test::playScenarioOnNicosTurn(fixtures(),
        test::objectJson("story", "Heartwood Storyteller") + ", " + test::objectJson("spell", spell, ", \"zone\": \"hand\"", caster)
            + ", " + test::objectJson("atop", "Forest", ", \"zone\": \"library\"")
            + ", " + test::objectJson("ntop", "Forest", ", \"zone\": \"library\"", "nico"),
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"") + resolve + "}");
}

}   // namespace

class TestImpTrigW38b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.7c, 603.5, 118.1: "that player may pay {2}" is the choice of the player who cast the spell, and "If the
    // player does, they draw a card" is done only when that player pays; the writer says "that player draws a card".
    void theoryReadsThatPlayersPayment()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kTheory, QStringLiteral("casts a spell"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PlayerCastsSpell);
        QVERIFY(!a->optional);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::PayMana);
        QCOMPARE(a->effect[0].text, QStringLiteral("{2}"));
        QCOMPARE(a->effect[0].who, QStringLiteral("that_player"));
        QVERIFY(a->effect[0].optional);
        QCOMPARE(a->effect[1].kind, ActionKind::Draw);
        QCOMPARE(a->effect[1].who, QStringLiteral("that_player"));
        QVERIFY(a->effect[1].ifYouDo);
        QCOMPARE(test::writtenText(fixtures(), kTheory, 0),
            QStringLiteral("Whenever a player casts a spell, that player may pay {2}. If the player does, that player draws "
                           "a card."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kTheory)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect[0].who, QStringLiteral("that_player"));
        QVERIFY(again->front.abilities[0]->effect[0].optional);
    }

    // CR 603.7c, 121.1, 608.2c: Nico casts Grizzly Bears and pays: he draws the Forest on top of his library, and
    // Ana's library is not touched. Declined, he draws nothing.
    void theoryDrawsForTheCaster()
    {
        const Playthrough paid = theoryPlayed("nico", "");
        QCOMPARE(test::zoneOf(paid, QStringLiteral("ntop")), Zone::Hand);
        QCOMPARE(test::zoneOf(paid, QStringLiteral("atop")), Zone::Library);
        const Playthrough declined = theoryPlayed("nico", ", \"may\": false");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("ntop")), Zone::Library);
        QVERIFY2(test::happened(declined).contains(QStringLiteral("Nico")), qPrintable(test::happened(declined)));
    }

    // CR 508.5a, 603.5, 615.1a: "defending player may pay {U}" is the choice of the player ~ attacks, and "If that
    // player does" prevents ~'s combat damage this turn; the writer says both back.
    void lionReadsDefendingPlayersPayment()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kLion, QStringLiteral("defending player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfAttacks);
        QVERIFY(!a->optional);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::PayMana);
        QCOMPARE(a->effect[0].text, QStringLiteral("{U}"));
        QCOMPARE(a->effect[0].who, QStringLiteral("defending_player"));
        QVERIFY(a->effect[0].optional);
        QVERIFY(a->effect[1].continuous);
        QVERIFY(a->effect[1].ifYouDo);
        QCOMPARE(test::writtenText(fixtures(), kLion, 0),
            QStringLiteral("Whenever ~ attacks, defending player may pay {U}. If that player does, prevent all combat damage "
                           "that would be dealt by ~ this turn."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kLion)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect[0].who, QStringLiteral("defending_player"));
    }

    // CR 508.5a, 615.1a, 510.2: Nico pays, and the Lion deals him no combat damage (20); declined, he is dealt 2 (18),
    // and the log says Nico chose.
    void lionIsPreventedWhenDefendingPlayerPays()
    {
        const Playthrough paid = lionPlayed("");
        QCOMPARE(test::lifeOf(paid, QStringLiteral("nico")), 20);
        const Playthrough declined = lionPlayed(", \"may\": false");
        QCOMPARE(test::lifeOf(declined, QStringLiteral("nico")), 18);
        QVERIFY2(test::happened(declined).contains(QStringLiteral("Nico")), qPrintable(test::happened(declined)));
    }

    // CR 102.2, 603.7c, 603.5: "each of that player's opponents" are counted from the player who cast the spell, not
    // from the Storyteller's controller; each of them may draw.
    void storytellerReadsThatPlayersOpponents()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kStoryteller, QStringLiteral("noncreature spell"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PlayerCastsSpell);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Draw);
        QCOMPARE(a->effect[0].who, QStringLiteral("each_opponent_of_that_player"));
        QVERIFY(a->effect[0].optional);
        QCOMPARE(test::writtenText(fixtures(), kStoryteller, 0),
            QStringLiteral("Whenever a player casts a noncreature spell, each of that player's opponents may draw a card."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kStoryteller)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect[0].who, QStringLiteral("each_opponent_of_that_player"));
    }

    // CR 102.2, 603.7c: Nico casts Lightning Bolt and Ana, his opponent, draws her Forest while Nico draws nothing;
    // Ana's own Bolt makes Nico draw, though Ana controls the Storyteller. Declined, nobody draws; a creature spell
    // triggers nothing.
    void storytellerDrawsForTheCastersOpponents()
    {
        const Playthrough byNico = storytellerPlayed("Lightning Bolt", "nico", "");
        QCOMPARE(test::zoneOf(byNico, QStringLiteral("atop")), Zone::Hand);
        QCOMPARE(test::zoneOf(byNico, QStringLiteral("ntop")), Zone::Library);
        const Playthrough byAna = storytellerPlayed("Lightning Bolt", "ana", "");
        QCOMPARE(test::zoneOf(byAna, QStringLiteral("ntop")), Zone::Hand);
        QCOMPARE(test::zoneOf(byAna, QStringLiteral("atop")), Zone::Library);
        const Playthrough declined = storytellerPlayed("Lightning Bolt", "nico", ", \"may\": false");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("atop")), Zone::Library);
        const Playthrough creature = storytellerPlayed("Grizzly Bears", "nico", "");
        QVERIFY2(test::eventOutcome(creature, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(creature)));
        QCOMPARE(test::zoneOf(creature, QStringLiteral("atop")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW38b)
#include "tst_imptrigw38b.moc"
