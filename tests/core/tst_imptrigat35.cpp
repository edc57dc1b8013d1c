// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat35.json), round 35 (`imptrigat35`): a payment offered to the player the trigger's event
// names, then two instructions done when that player declines it. "At the beginning of the upkeep of enchanted
// creature's controller, that player may pay {3}. If they don't, Mind Whip deals 2 damage to that player and you tap
// that creature." (Mind Whip: mana, taken as paid unless the resolve event says "pays": false) and "At the beginning of
// each player's upkeep, that player may sacrifice a creature. If that player doesn't, they lose 5 life and you
// sacrifice Pillar Tombs of Aku." (Pillar Tombs of Aku: a creature of that player's, sacrificed if they can). CR 118.12:
// "[A player may do something]. If they don't, [do something]" is "[do something] unless [that player does it]". The
// built-in Grizzly Bears are the creatures. And "At the beginning of your upkeep, if Myr Servitor is on the battlefield,
// each player returns all cards named Myr Servitor from their graveyard to the battlefield." (Myr Servitor: the
// intervening "if" about ~ itself, then every card of its name in every graveyard, each under its owner's control).
// And "At the beginning of the upkeep of enchanted creature's controller, that player may discard a card at random. If
// the player does, untap that creature." (Apathy: that player's choice, CR 603.5, then what follows it.)
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat35.json"));
}

// The controller of the object `id` at the end of `p`; empty when there is none.
QString controllerOf(const Playthrough& p, const QString& id)
{
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.id == id)
            return o.controller;
    return {};
}

// Nico's upkeep begins (the next turn) and the trigger resolves, the payment made or, with `pays` false, declined.
QByteArray nicosUpkeep(bool pays)
{
    return pays ? QByteArray("{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}")
                : QByteArray("{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"pays\": false}");
}

}   // namespace

class TestImpTrigAt35 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 118.12: "that player may pay {3}. If they don't, …" is both instructions unless that player pays {3}; CR
    // 603.7c: "that player" and "that creature" are the enchanted creature's controller and the creature.
    void mindWhipReadsBothInstructionsUnderThePayment()
    {
        const QString words = QStringLiteral("may pay {3}");
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Mind Whip"), words);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::EnchantedControllerUpkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& unless = upkeep->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.text, QStringLiteral("{3}"));
        QCOMPARE(unless.who, QStringLiteral("that_player"));
        QCOMPARE(unless.nested.size(), 2);
        QCOMPARE(unless.nested[0].kind, ActionKind::Damage);
        QCOMPARE(unless.nested[0].who, QStringLiteral("that_player"));
        QCOMPARE(unless.nested[1].kind, ActionKind::Tap);
        QVERIFY(unless.nested[1].object);
        QCOMPARE(unless.nested[1].object->ref, Selector::Ref::It);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mind Whip"), 1),
            QStringLiteral("At the beginning of the upkeep of enchanted creature's controller, that player may pay {3}. If "
                           "they don't, ~ deals 2 damage to that player and you tap that creature."));
    }

    // CR 118.12, 120.3: at Nico's upkeep Ana's Mind Whip on his Grizzly Bears deals him 2 and taps the Bears when he
    // doesn't pay; when he pays, his life and the untapped Bears stay as they were.
    void mindWhipHurtsAndTapsUnlessPaid()
    {
        const QByteArray objects = test::objectJson("bears", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("whip", "Mind Whip", ", \"attached_to\": \"bears\"");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeep(false));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = test::playScenario(fixtures(), objects, nicosUpkeep(true));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("bears")));
    }

    // CR 118.12, 701.17a: the sacrifice is that player's payment; declined, that player loses 5 life and the Tombs'
    // controller sacrifices them.
    void pillarTombsReadsTheSacrificeAsThePayment()
    {
        const QString words = QStringLiteral("may sacrifice a creature");
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Pillar Tombs of Aku"), words);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::EachUpkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& unless = upkeep->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.who, QStringLiteral("they"));
        QCOMPARE(unless.unlessPayment.size(), 1);
        QCOMPARE(unless.unlessPayment[0].kind, CostKind::Sacrifice);
        QCOMPARE(unless.nested.size(), 2);
        QCOMPARE(unless.nested[0].kind, ActionKind::LoseLife);
        QCOMPARE(unless.nested[0].who, QStringLiteral("that_player"));
        QCOMPARE(unless.nested[1].kind, ActionKind::Sacrifice);
        QVERIFY(unless.nested[1].object);
        QCOMPARE(unless.nested[1].object->ref, Selector::Ref::Self);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pillar Tombs of Aku"), 0),
            QStringLiteral("At the beginning of each upkeep, that player may sacrifice a creature. If they don't, that player "
                           "loses 5 life and you sacrifice ~."));
    }

    // CR 118.12, 118.3: at Nico's upkeep he sacrifices his Grizzly Bears and Ana's Tombs stay; when he declines, he
    // goes to 15 and Ana sacrifices the Tombs; with no creature he can't pay, and the same happens.
    void pillarTombsTakesACreatureOrLifeAndItself()
    {
        const QByteArray tombs = test::objectJson("tombs", "Pillar Tombs of Aku");
        const QByteArray bears = test::objectJson("bears", "Grizzly Bears", "", "nico");
        Playthrough p = test::playScenario(fixtures(), tombs + ", " + bears, nicosUpkeep(true));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("tombs")), Zone::Battlefield);
        p = test::playScenario(fixtures(), tombs + ", " + bears, nicosUpkeep(false));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 15, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("tombs")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = test::playScenario(fixtures(), tombs, nicosUpkeep(true));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 15, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("tombs")), Zone::Graveyard);
    }

    // CR 603.4: "if ~ is on the battlefield" is ~ itself a permanent (SelfIs, no other quality), checked again on
    // resolution; CR 201.2, 110.2a: every card of ~'s name in every graveyard, each returned by its owner.
    void myrServitorReadsItsNameInEveryGraveyard()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Myr Servitor"), QStringLiteral("on the battlefield"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::SelfIs);
        QVERIFY(upkeep->triggerIf->filter);
        QCOMPARE(*upkeep->triggerIf->filter, Selector());
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& back = upkeep->effect[0];
        QCOMPARE(back.kind, ActionKind::ReturnFromGraveyard);
        QCOMPARE(back.who, QStringLiteral("owner"));
        QVERIFY(back.object);
        QCOMPARE(back.object->named, QStringLiteral("Myr Servitor"));
        QCOMPARE(back.object->zone, Zone::Graveyard);
        QVERIFY(!back.object->ownerYou);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Myr Servitor"), 0),
            QStringLiteral("At the beginning of your upkeep, if ~ is on the battlefield, each player returns all cards named ~ "
                           "from their graveyard to the battlefield."));
    }

    // CR 201.2, 110.2a: at Nico's upkeep his Myr Servitor returns the Servitor in his graveyard under his control and
    // the one in Ana's under hers; his Grizzly Bears stay in his graveyard. CR 603.4: moved to his graveyard before the
    // trigger resolves, the Servitor returns nothing.
    void myrServitorReturnsEveryServitor()
    {
        const QByteArray objects = test::objectJson("myr", "Myr Servitor", "", "nico") + ", "
            + test::objectJson("hisMyr", "Myr Servitor", ", \"zone\": \"graveyard\"", "nico") + ", "
            + test::objectJson("herMyr", "Myr Servitor", ", \"zone\": \"graveyard\"") + ", "
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeep(true));
        QVERIFY2(test::zoneOf(p, QStringLiteral("hisMyr")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("herMyr")), Zone::Battlefield);
        QCOMPARE(controllerOf(p, QStringLiteral("hisMyr")), QStringLiteral("nico"));
        QCOMPARE(controllerOf(p, QStringLiteral("herMyr")), QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"move\": [\"myr\"], \"to\": \"graveyard\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(!test::refused(p, "e3") && test::happened(p).contains(QLatin1String("is false on resolution")),
            qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("hisMyr")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("herMyr")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("myr")), Zone::Graveyard);
    }

    // CR 603.5, 701.8a: the random discard is that player's choice; "If the player does" follows it (608.2c).
    void apathyReadsThatPlayersChoice()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Apathy"), QStringLiteral("at random"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::EnchantedControllerUpkeep);
        QVERIFY(!upkeep->optional);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::DiscardRandom);
        QCOMPARE(upkeep->effect[0].who, QStringLiteral("that_player"));
        QVERIFY(upkeep->effect[0].optional);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Untap);
        QVERIFY(upkeep->effect[1].ifYouDo);
        QCOMPARE(upkeep->effect[1].object->ref, Selector::Ref::It);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Apathy"), 2),
            QStringLiteral("At the beginning of the upkeep of enchanted creature's controller, that player may discard a card "
                           "at random. If the player does, untap that creature."));
    }

    // CR 603.5, 608.2c: at Nico's upkeep his Grizzly Bears under Ana's Apathy stay tapped through his untap step; when he
    // discards his Lightning Bolt at random they untap; when he declines, or has no card to discard, they stay tapped.
    void apathyUntapsOnlyAfterTheDiscard()
    {
        const QByteArray enchanted = test::objectJson("bears", "Grizzly Bears", ", \"tapped\": true", "nico") + ", "
            + test::objectJson("apathy", "Apathy", ", \"attached_to\": \"bears\"");
        const QByteArray bolt = test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico");
        const char* discards = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": true}";
        const char* declines = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}";
        Playthrough p = test::playScenario(fixtures(), enchanted + ", " + bolt, discards);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(!test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), enchanted + ", " + bolt, declines);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
        p = test::playScenario(fixtures(), enchanted, discards);
        QVERIFY2(test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt35)
#include "tst_imptrigat35.moc"
