// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat36.json), round 36 (`imptrigat36`). "At the beginning of your upkeep, if Nether Spirit is
// the only creature card in your graveyard, you may return Nether Spirit to the battlefield." (Nether Spirit: ~ is in
// the graveyard and fewer than two creature cards are, so the one there is ~). "At the beginning of your upkeep, you may
// exile a creature card from a graveyard. If you do, put a +1/+1 counter on Entrails Feaster. If you don't, tap Entrails
// Feaster." (Entrails Feaster: a card of any player's graveyard, chosen as it resolves). "At the beginning of your
// upkeep, you may exile a card from your hand. If you do, untap Forsaken City." (Forsaken City: a card of your hand
// chosen as it resolves, as the cost "Exile a card from your hand" is). "At the beginning of each other player's draw
// step, that player draws an additional card." (Well of Ideas: each draw step of a turn not yours). "At the beginning of
// your upkeep, change Wall of Tombstones's base toughness to 1 plus the number of creature cards in your graveyard.
// (This effect lasts indefinitely.)" (Wall of Tombstones: its toughness alone set in layer 7b). "At the beginning of
// your upkeep, reveal the top card of your library. If it's a creature card, put it onto the battlefield. That creature
// gains haste until end of turn. Sacrifice it at the beginning of the next end step." (Killer Instinct: with no
// "Otherwise", a card that isn't a creature card stays on top). The built-in Grizzly Bears is a creature
// card and Lightning Bolt is not.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat36.json"));
}

// Nico's upkeep begins (the scenario's next turn is his); `resolve` adds the trigger's resolution.
QByteArray nicosUpkeep(const char* resolve)
{
    QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}";
    if (resolve)
        events += QByteArray(", {\"id\": \"e2\", \"resolve\": \"top\", \"may\": ") + resolve + "}";
    return events;
}

QByteArray inNicosGraveyard(const char* id, const char* card)
{
    return test::objectJson(id, card, ", \"zone\": \"graveyard\"", "nico");
}

}   // namespace

class TestImpTrigAt36 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4, 113.6k: the intervening "if" says ~ is in your graveyard (where the ability works) and is the only
    // creature card there: fewer than two creature cards are there, ~ being one. The return is ~'s own from there.
    void netherSpiritReadsTheOnlyCreatureCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Nether Spirit"), 0),
            QStringLiteral("At the beginning of your upkeep, if ~ is the only creature card in your graveyard, you may return "
                           "~ to the battlefield."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Nether Spirit"), 0);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QVERIFY(upkeep->optional);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::SelfInGraveyard);
        QVERIFY(!upkeep->triggerIf->negated);
        QVERIFY(upkeep->triggerIf->also);
        const Condition& fewer = *upkeep->triggerIf->also;
        QCOMPARE(fewer.kind, Condition::Kind::GraveyardHas);
        QVERIFY(fewer.negated);
        QCOMPARE(fewer.n, 2);
        QVERIFY(fewer.filter);
        QCOMPARE(fewer.filter->types, quint16(CardType::Creature));
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& back = upkeep->effect.first();
        QCOMPARE(back.kind, ActionKind::ReturnToBattlefield);
        QVERIFY(back.object && back.object->ref == Selector::Ref::Self);
        QCOMPARE(back.text, QStringLiteral("graveyard"));
    }

    // CR 603.4, 603.5, 113.6k: Nico's Nether Spirit alone in his graveyard (beside a Lightning Bolt, no creature card)
    // triggers at his upkeep and returns when he chooses to; when he declines it stays there.
    void netherSpiritReturnsWhenAlone()
    {
        const QByteArray objects = inNicosGraveyard("spirit", "Nether Spirit") + ", " + inNicosGraveyard("bolt", "Lightning Bolt");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeep("true"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spirit")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        p = test::playScenario(fixtures(), objects, nicosUpkeep("false"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spirit")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 603.4: with Grizzly Bears, another creature card, in Nico's graveyard the Spirit is not the only one and the
    // ability does not trigger; Ana's Bears in her graveyard don't count (your graveyard).
    void netherSpiritWaitsWhileAnotherCreatureCardIsThere()
    {
        const QByteArray spirit = inNicosGraveyard("spirit", "Nether Spirit");
        Playthrough p = test::playScenario(fixtures(), spirit + ", " + inNicosGraveyard("bears", "Grizzly Bears"), nicosUpkeep(nullptr));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("spirit")), Zone::Graveyard);
        const QByteArray anasBears = test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"");
        p = test::playScenario(fixtures(), spirit + ", " + anasBears, nicosUpkeep("true"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spirit")) == Zone::Battlefield, qPrintable(test::happened(p)));
    }

    // CR 603.4: the "if" is checked again on resolution: a Grizzly Bears put into Nico's graveyard after the trigger
    // (here: moved there from his battlefield) makes it do nothing, and the Spirit stays.
    void netherSpiritChecksAgainOnResolution()
    {
        const QByteArray objects = inNicosGraveyard("spirit", "Nether Spirit") + ", "
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"move\": \"bears\", \"to\": "
                                  "\"graveyard\"}, {\"id\": \"e3\", \"resolve\": \"top\", \"may\": true}";
        Playthrough p = test::playScenario(fixtures(), objects, events);
        QVERIFY2(!test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));   // it triggered
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spirit")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }
    // CR 404.2, 608.2d: "a graveyard" is any player's, so the card exiled has no owner in its filter (your graveyard's
    // has); CR 603.5, 608.2c: the counter if it was exiled, the tap if not.
    void entrailsFeasterReadsAnyGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Entrails Feaster"), 0),
            QStringLiteral("At the beginning of your upkeep, you may exile a creature card from a graveyard. If you do, put a "
                           "+1/+1 counter on ~. If you don't, tap ~."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Entrails Feaster"), 0);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 3);
        const Action& exile = upkeep->effect[0];
        QCOMPARE(exile.kind, ActionKind::ExileFromGraveyard);
        QVERIFY(exile.optional);
        QCOMPARE(exile.amount.n, 1);
        QVERIFY(exile.object);
        QVERIFY(!exile.object->ownerYou);
        QCOMPARE(exile.object->types, quint16(CardType::Creature));
        QCOMPARE(upkeep->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(upkeep->effect[1].ifYouDo);
        QCOMPARE(upkeep->effect[2].kind, ActionKind::Tap);
        QVERIFY(upkeep->effect[2].ifYouDont);
    }

    // CR 404.2, 608.2c: at Nico's upkeep his Feaster exiles the Grizzly Bears in Ana's graveyard (the one chosen) and
    // gets a +1/+1 counter; her Lightning Bolt, no creature card, stays. When he declines, the Feaster is tapped.
    void entrailsFeasterExilesFromAnOpponentsGraveyard()
    {
        const QByteArray objects = test::objectJson("feaster", "Entrails Feaster", "", "nico") + ", "
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"graveyard\"");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", ";
        Playthrough p = test::playScenario(fixtures(), objects, upkeep + "\"may\": true, \"choices\": {\"objects\": [\"bears\"]}}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::countersOn(p, QStringLiteral("feaster")), 1);
        QVERIFY(!test::tapped(p, QStringLiteral("feaster")));
        p = test::playScenario(fixtures(), objects, upkeep + "\"may\": false}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("feaster")), 0);
        QVERIFY(test::tapped(p, QStringLiteral("feaster")));
    }

    // CR 608.2c: with no creature card in any graveyard nothing is exiled, so "If you do" is not done and "If you
    // don't" is: the Feaster is tapped though Nico chose to exile.
    void entrailsFeasterIsTappedWithNothingToExile()
    {
        const QByteArray objects = test::objectJson("feaster", "Entrails Feaster", "", "nico") + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"graveyard\"");
        const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": true}";
        Playthrough p = test::playScenario(fixtures(), objects, events);
        QVERIFY2(test::tapped(p, QStringLiteral("feaster")), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("feaster")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
    }
    // CR 608.2d, 115.1: "exile a card from your hand" names no target: one card of the hand, chosen as it resolves;
    // CR 603.5, 608.2c: the untap only if it was exiled.
    void forsakenCityReadsTheExileFromHand()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Forsaken City"), 1),
            QStringLiteral("At the beginning of your upkeep, you may exile a card from your hand. If you do, untap ~."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Forsaken City"), 1);
        QVERIFY(upkeep);
        QVERIFY(upkeep->optional);
        QVERIFY(upkeep->targets.isEmpty());
        QCOMPARE(upkeep->effect.size(), 2);
        const Action& exile = upkeep->effect[0];
        QCOMPARE(exile.kind, ActionKind::Exile);
        QCOMPARE(exile.pick, 1);
        QVERIFY(exile.object);
        QCOMPARE(exile.object->zone, Zone::Hand);
        QVERIFY(exile.object->ownerYou);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Untap);
        QVERIFY(upkeep->effect[1].ifYouDo);
    }

    // CR 502.3, 608.2c: Nico's tapped Forsaken City stays tapped through his untap step; at his upkeep he exiles the
    // Lightning Bolt in his hand and it untaps. When he declines, or has no card in hand, it stays tapped.
    void forsakenCityUntapsWhenACardIsExiled()
    {
        const QByteArray city = test::objectJson("city", "Forsaken City", ", \"tapped\": true", "nico");
        const QByteArray bolt = test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": ";
        Playthrough p = test::playScenario(fixtures(), city + ", " + bolt, upkeep + "true}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Exile, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("city")));
        p = test::playScenario(fixtures(), city + ", " + bolt, upkeep + "false}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("city")));
        p = test::playScenario(fixtures(), city, upkeep + "true}");
        QVERIFY2(test::tapped(p, QStringLiteral("city")), qPrintable(test::happened(p)));
    }
    // CR 500.1, 603.4: "each other player's draw step" is read as each draw step with the intervening "if it's not your
    // turn", which the turn can't change before it resolves; written back in the Oracle's words.
    void wellOfIdeasReadsOtherPlayersDrawSteps()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Well of Ideas"), 1),
            QStringLiteral("At the beginning of each other player's draw step, that player draws an additional card."));
        const AbilityDef* draw = test::parsedAbility(fixtures(), QStringLiteral("Well of Ideas"), 1);
        QVERIFY(draw);
        QCOMPARE(draw->event, TriggerEvent::EachDrawStep);
        QVERIFY(draw->triggerIf);
        QCOMPARE(draw->triggerIf->kind, Condition::Kind::NotYourTurn);
        QVERIFY(!draw->triggerIf->negated);
        QCOMPARE(draw->effect.size(), 1);
        QCOMPARE(draw->effect.first().kind, ActionKind::Draw);
        QCOMPARE(draw->effect.first().who, QStringLiteral("that_player"));
    }

    // CR 504.1, 603.7c: in Nico's draw step Ana's Well of Ideas makes him draw a second card; in her own draw step its
    // other ability makes her draw two more (three in all), and this one doesn't trigger (Nico draws nothing).
    void wellOfIdeasGivesOtherPlayersAnAdditionalCard()
    {
        const QByteArray objects = test::fourBoltsInEachLibrary() + ", " + test::objectJson("well", "Well of Ideas");
        const QByteArray events = "{\"id\": \"e1\", \"begin\": \"draw\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = test::playScenario(fixtures(), objects, events);
        QVERIFY2(test::handCount(p, "nico") == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::handCount(p, "ana"), 0);
        p = test::playScenarioOnNicosTurn(fixtures(), objects, events);
        QVERIFY2(test::handCount(p, "ana") == 3, qPrintable(test::happened(p)));
        QCOMPARE(test::handCount(p, "nico"), 0);
    }
    // CR 613.4b: the base toughness alone is set (layer 7b), the power kept; CR 611.2a: with no duration it lasts
    // indefinitely (the reminder text); CR 608.2h: "1 plus the number of …" counted as it resolves.
    void wallOfTombstonesReadsItsBaseToughness()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wall of Tombstones"), 1),
            QStringLiteral("At the beginning of your upkeep, change ~'s base toughness to 1 plus the number of creature cards "
                           "in your graveyard."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Wall of Tombstones"), 1);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& change = upkeep->effect.first();
        QCOMPARE(change.kind, ActionKind::Continuous);
        QVERIFY(change.continuous && change.continuous->affects);
        QCOMPARE(change.continuous->affects->ref, Selector::Ref::Self);
        QCOMPARE(change.continuous->duration, Duration::Indefinite);
        QCOMPARE(change.continuous->ops.size(), 1);
        const Op& op = change.continuous->ops.first();
        QCOMPARE(op.kind, Op::Kind::SetPT);
        QCOMPARE(op.layer(false), Layer::L7b);
        QVERIFY(!op.power);
        QVERIFY(op.toughness);
        QCOMPARE(op.toughness->kind, Expr::Kind::Sum);
    }

    // CR 613.4b, 608.2h, 611.2a: with two Grizzly Bears and a Lightning Bolt in Nico's graveyard his 0/1 Wall becomes 0/3
    // at his upkeep; a third Bears put there afterwards changes nothing, and the Wall is still 0/3 after the cleanup
    // step; with no creature card there it stays 0/1.
    void wallOfTombstonesToughnessIsFixedAsItResolves()
    {
        const QByteArray wall = test::objectJson("wall", "Wall of Tombstones", "", "nico");
        const QByteArray graveyard = test::objectJson("b1", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ", "
            + test::objectJson("b2", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"graveyard\"", "nico");
        const QByteArray third = test::objectJson("b3", "Grizzly Bears", "", "nico");
        const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
                                  "{\"id\": \"e3\", \"move\": \"b3\", \"to\": \"graveyard\"}, {\"id\": \"e4\", \"begin\": \"cleanup\"}";
        Playthrough p = test::playScenario(fixtures(), wall + ", " + graveyard + ", " + third, events);
        QVERIFY2(test::zoneOf(p, QStringLiteral("b3")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("wall")), QStringLiteral("0/3"));
        p = test::playScenario(fixtures(), wall + ", " + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"graveyard\"", "nico"),
            "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("wall")) == QStringLiteral("0/1"), qPrintable(test::happened(p)));
    }
    // CR 701.16a, 608.2c: the revealed card is put onto the battlefield if it's a creature card, and otherwise stays on
    // top (no "Otherwise"); CR 400.7, 603.7c: "that creature" and the delayed "it" are the card put there.
    void killerInstinctReadsTheRevealWithNoOtherwise()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Killer Instinct"), 0),
            QStringLiteral("At the beginning of your upkeep, reveal the top card of your library. If it's a creature card, put "
                           "it onto the battlefield. That creature gains haste until end of turn. At the beginning of the next "
                           "end step, sacrifice it."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Killer Instinct"), 0);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 3);
        const Action& reveal = upkeep->effect[0];
        QCOMPARE(reveal.kind, ActionKind::LookAtTop);
        QVERIFY(reveal.reveal);
        QCOMPARE(reveal.keep, 1);
        QCOMPARE(reveal.destination, std::optional<Zone>(Zone::Battlefield));
        QCOMPARE(reveal.text, QStringLiteral("none"));
        QVERIFY(reveal.object);
        QCOMPARE(reveal.object->types, quint16(CardType::Creature));
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Continuous);
        QVERIFY(upkeep->effect[1].continuous && upkeep->effect[1].continuous->affects);
        QCOMPARE(upkeep->effect[1].continuous->affects->ref, Selector::Ref::It);
        QCOMPARE(upkeep->effect[2].kind, ActionKind::Delayed);
        QCOMPARE(upkeep->effect[2].event, TriggerEvent::EndStep);
    }

    // CR 701.16a, 702.10, 603.7c: at Nico's upkeep his Grizzly Bears on top is put onto the battlefield with haste and
    // sacrificed at the beginning of the end step; a Lightning Bolt on top stays there (until his draw), nothing gains
    // haste, and his Grizzly Bears already on the battlefield is not sacrificed.
    void killerInstinctPutsACreatureOntoTheBattlefieldForATurn()
    {
        const QByteArray instinct = test::objectJson("instinct", "Killer Instinct", "", "nico");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const QByteArray under = test::objectJson("under", "Lightning Bolt", ", \"zone\": \"library\"", "nico");   // his draw
        const QByteArray bearsOnTop = instinct + ", " + test::objectJson("top", "Grizzly Bears", ", \"zone\": \"library\"", "nico")
            + ", " + under;
        Playthrough p = test::playScenario(fixtures(), bearsOnTop, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("top"), QStringLiteral("Haste")));
        p = test::playScenario(fixtures(), bearsOnTop,
            upkeep + ", {\"id\": \"e3\", \"begin\": \"end\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const QByteArray boltOnTop = instinct + ", " + test::objectJson("top", "Lightning Bolt", ", \"zone\": \"library\"", "nico")
            + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico");
        p = test::playScenario(fixtures(), boltOnTop, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Library, qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Haste")));
        p = test::playScenario(fixtures(), boltOnTop + ", " + under,
            upkeep + ", {\"id\": \"e3\", \"begin\": \"end\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt36)
#include "tst_imptrigat36.moc"
