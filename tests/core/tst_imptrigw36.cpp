// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw36.json), round 36
// (`imptrigw36`): "the chosen player", the player chosen as the source entered, as the one dealt damage
// ("it deals that much damage to the chosen player": Saskia the Unyielding after a creature's combat damage,
// Stuffy Doll after its own damage) and as the caster a cast trigger waits for ("Whenever the chosen player
// casts a spell, that player puts the top card of their library into their graveyard": Sewer Nemesis).
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
    return test::fixtureFile(QStringLiteral("imptrigw36.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// `id` of `card` on the battlefield, Ana's, having chosen `player` as it entered.
QByteArray choosing(const char* id, const char* card, const char* player)
{
    return test::objectJson(id, card, (QByteArray(", \"choices\": {\"player\": \"") + player + "\"}").constData());
}

// Saskia (having chosen `player`) and Ana's Grizzly Bears attacking Nico unblocked, then the trigger resolved.
Playthrough saskiaPlayed(const char* player)
{
    return played(choosing("saskia", "Saskia the Unyielding", player) + ", " + test::objectJson("gb", "Grizzly Bears"),
        "{\"id\": \"e1\", \"attack\": {\"gb\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
        "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
}

// Ana's Sewer Nemesis having chosen Nico; a card in each library; Lightning Bolt in `caster`'s hand, cast at Ana
// and the top of the stack resolved.
Playthrough nemesisPlayed(const char* caster)
{
    const QByteArray bolt = QByteArray(caster) == "nico"
        ? test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico")
        : test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"");
    return played(choosing("nemesis", "Sewer Nemesis", "nico") + ", " + bolt + ", "
            + test::objectJson("al1", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("nl1", "Grizzly Bears", ", \"zone\": \"library\"", "nico"),
        "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"ana\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpTrigW36 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 120.3, 603.7c: "it deals that much damage to the chosen player" is the event's creature dealing the
    // event's amount to the player chosen as Saskia entered; the writer says it back.
    void saskiaReadsDamageToTheChosenPlayer()
    {
        const QString saskia = QStringLiteral("Saskia the Unyielding");
        const AbilityDef* a = test::parsedWith(fixtures(), saskia, QStringLiteral("the chosen player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::DealsCombatDamageToPlayer);
        QCOMPARE(a->effect.size(), 1);
        const Action& damage = a->effect.first();
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.who, QStringLiteral("chosen_player"));
        QVERIFY(damage.object && damage.object->ref == Selector::Ref::It);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), saskia, 3),
            QStringLiteral("Whenever a creature you control deals combat damage to a player, it deals that much damage to "
                           "the chosen player."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), saskia)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[3]->effect[0].who, QStringLiteral("chosen_player"));
    }

    // CR 510.2, 120.3: the Bears' 2 combat damage to Nico triggers Saskia, and the Bears deal 2 more to the chosen
    // player: Nico 20 → 16 when he was chosen; when Ana chose herself, she takes the 2 and Nico stays at 18.
    void saskiaDoublesTheDamageOnTheChosenPlayer()
    {
        const Playthrough nico = saskiaPlayed("nico");
        QCOMPARE(test::lifeOf(nico, QStringLiteral("nico")), 16);
        QCOMPARE(test::lifeOf(nico, QStringLiteral("ana")), 20);
        const Playthrough ana = saskiaPlayed("ana");
        QCOMPARE(test::lifeOf(ana, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(ana, QStringLiteral("ana")), 18);
    }

    // CR 120.3: "Whenever ~ is dealt damage, it deals that much damage to the chosen player": ~ deals the event's
    // amount to the player chosen as it entered; "it" is ~ (the writer's "~").
    void stuffyDollReadsDamageToTheChosenPlayer()
    {
        const QString doll = QStringLiteral("Stuffy Doll");
        const AbilityDef* a = test::parsedWith(fixtures(), doll, QStringLiteral("the chosen player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfDealtDamage);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect.first().kind, ActionKind::Damage);
        QCOMPARE(a->effect.first().who, QStringLiteral("chosen_player"));
        QVERIFY(!a->effect.first().object);
        QCOMPARE(test::writtenText(fixtures(), doll, 2),
            QStringLiteral("Whenever ~ is dealt damage, ~ deals that much damage to the chosen player."));
    }

    // CR 120.3, 702.12b: 3 damage to the indestructible Doll from Ana's Bears is dealt again by the Doll to the
    // player chosen: Nico 20 → 17 (Ana stays at 20); with none chosen, nobody is dealt damage.
    void stuffyDollPassesTheDamageOn()
    {
        const QByteArray events = "{\"id\": \"e1\", \"damage\": [{\"source\": \"gb\", \"to\": \"doll\", \"amount\": 3}]}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough p = played(choosing("doll", "Stuffy Doll", "nico") + ", " + test::objectJson("gb", "Grizzly Bears"), events);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("doll")), Zone::Battlefield);
        const Playthrough none = played(test::objectJson("doll", "Stuffy Doll") + ", " + test::objectJson("gb", "Grizzly Bears"), events);
        QCOMPARE(test::lifeOf(none, QStringLiteral("nico")), 20);
        QCOMPARE(test::lifeOf(none, QStringLiteral("ana")), 20);
    }

    // CR 601.2a, 603.2: "Whenever the chosen player casts a spell" waits for a spell the chosen player casts; "that
    // player" is that caster, who mills a card (701.13b); the writer says "mills a card".
    void sewerNemesisReadsTheChosenPlayersCast()
    {
        const QString nemesis = QStringLiteral("Sewer Nemesis");
        const AbilityDef* a = test::parsedWith(fixtures(), nemesis, QStringLiteral("casts a spell"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PlayerCastsSpell);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->controller, Selector::Who::Chosen);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect.first().kind, ActionKind::Mill);
        QCOMPARE(a->effect.first().who, QStringLiteral("that_player"));
        QCOMPARE(test::writtenText(fixtures(), nemesis, 2),
            QStringLiteral("Whenever the chosen player casts a spell, that player mills a card."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), nemesis)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(again->front.abilities[2]->eventFilter);
        QCOMPARE(again->front.abilities[2]->eventFilter->controller, Selector::Who::Chosen);
    }

    // CR 601.2a, 603.3: Nico, the chosen player, casts Lightning Bolt: the trigger resolves first and he mills his
    // library's card; Ana's own Bolt triggers nothing, and her library's card stays.
    void sewerNemesisMillsTheChosenCaster()
    {
        const Playthrough nico = nemesisPlayed("nico");
        QCOMPARE(test::zoneOf(nico, QStringLiteral("nl1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(nico, QStringLiteral("al1")), Zone::Library);
        QCOMPARE(test::zoneOf(nico, QStringLiteral("bolt")), Zone::Stack);
        const Playthrough ana = nemesisPlayed("ana");
        QCOMPARE(test::zoneOf(ana, QStringLiteral("nl1")), Zone::Library);
        QCOMPARE(test::zoneOf(ana, QStringLiteral("al1")), Zone::Library);
        QCOMPARE(test::zoneOf(ana, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(ana, QStringLiteral("ana")), 17);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW36)
#include "tst_imptrigw36.moc"
