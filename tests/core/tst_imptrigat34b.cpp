// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat34b.json), round 34 (`imptrigat34b`): life counted from the mana value of the top card
// of a library revealed by the instruction before. "At the beginning of your end step, you may reveal the top card of
// your library. If you do, each opponent loses life equal to that card's converted mana cost." (Baneful Omen: the
// card stays on top) and "At the beginning of your upkeep, if you have the city's blessing, reveal the top card of
// your library and put it into your hand. Each opponent loses X life and you gain X life, where X is that card's
// converted mana cost." (Twilight Prophet: the card kept, as Dark Confidant's). And "At the beginning of your upkeep, if
// you control a red or green permanent, draw a card, then discard a card. If you control a red permanent and a green
// permanent, instead draw two cards, then discard a card." (Ceta Sanctuary: the draw replaced, the discard the same).
// "At the beginning of each player's end step, tap all untapped Islands that player controls and Monsoon deals X
// damage to the player, where X is the number of Islands tapped this way." (Monsoon: the tap, then damage counted
// from it). "At the beginning of each player's precombat main phase, if Blinkmoth Urn is untapped, that player adds {C}
// for each artifact they control." (Blinkmoth Urn: that player's mana, counted from that player's artifacts; mana is
// named, not tracked, as the storage lands' is). The built-in Grizzly Bears (mana value 2, green) and Lightning Bolt (1) lie on top of the libraries; Halberdier is a red
// permanent.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat34b.json"));
}

// `objects` played with Nico's `nico` keys (`, "citys_blessing": true`).
Playthrough playedWith(const QByteArray& objects, const QByteArray& events, const QByteArray& nico)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events, {}, nico));
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

// Ana's end step begins (the scenario opens in her turn) and the trigger resolves, revealing or not.
const char* anasEndStep(bool reveal)
{
    return reveal ? "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": true}"
                  : "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}";
}

// Nico's upkeep begins (the next turn) and the trigger resolves.
const char* nicosUpkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

// How many of Nico's Lightning Bolts ended the playthrough in `zone`.
int cardsIn(const Playthrough& p, Zone zone)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.zone == zone && o.owner == QLatin1String("nico") && o.card
                && o.card->name() == QLatin1String("Lightning Bolt")
            ? 1
            : 0;
    return n;
}

}   // namespace

class TestImpTrigAt34b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 701.16a, 603.5: revealing is the ability's choice and moves nothing; CR 202.3, 608.2h: "that card's
    // converted mana cost" is the revealed card's mana value, lost by each opponent only if it was revealed.
    void banefulOmenReadsTheRevealAndTheLoss()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Baneful Omen"), 0),
            QStringLiteral("At the beginning of your end step, you may reveal the top card of your library. If you do, each "
                           "opponent loses life equal to its mana value."));
        const AbilityDef* endStep = test::parsedAbility(fixtures(), QStringLiteral("Baneful Omen"), 0);
        QVERIFY(endStep);
        QCOMPARE(endStep->event, TriggerEvent::YourEndStep);
        QVERIFY(endStep->optional);
        QCOMPARE(endStep->effect.size(), 2);
        const Action& look = endStep->effect[0];
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QVERIFY(look.reveal);
        QCOMPARE(look.keep, 0);
        QCOMPARE(look.text, QStringLiteral("none"));
        const Action& lose = endStep->effect[1];
        QCOMPARE(lose.kind, ActionKind::LoseLife);
        QCOMPARE(lose.who, QStringLiteral("each_opponent"));
        QVERIFY(lose.ifYouDo);
        QVERIFY(lose.amountOf);
        QCOMPARE(lose.amountOf->kind, Expr::Kind::ManaValueOfMoved);
    }

    // CR 701.16a, 202.3: Ana reveals her Grizzly Bears at her end step, Nico loses 2 and the Bears stay on top of her
    // library; with a Lightning Bolt on top he loses 1; when she doesn't reveal, nobody loses life.
    void banefulOmenMakesEachOpponentLoseTheRevealedCardsValue()
    {
        const QByteArray omen = test::objectJson("omen", "Baneful Omen");
        const QByteArray bearsOnTop = omen + ", " + test::objectJson("top", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("under", "Lightning Bolt", ", \"zone\": \"library\"");
        Playthrough p = test::playScenario(fixtures(), bearsOnTop, anasEndStep(true));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Library);
        const QByteArray boltOnTop = omen + ", " + test::objectJson("top", "Lightning Bolt", ", \"zone\": \"library\"");
        p = test::playScenario(fixtures(), boltOnTop, anasEndStep(true));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), bearsOnTop, anasEndStep(false));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 603.4, 702.131c: the trigger asks for the city's blessing; CR 119.3, 202.3: the card revealed is put into
    // the hand, and each opponent loses and you gain X life, X its mana value (said once, as the card says it).
    void twilightProphetReadsTheKeptCardsValueOnce()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Twilight Prophet"), 2),
            QStringLiteral("At the beginning of your upkeep, if you have the city's blessing, reveal the top card of your "
                           "library and put that card into your hand. Each opponent loses X life and you gain X life, where X "
                           "is its mana value."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Twilight Prophet"), 2);
        QVERIFY(upkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::CitysBlessing);
        QCOMPARE(upkeep->effect.size(), 3);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::LookAtTop);
        QCOMPARE(upkeep->effect[0].keep, 1);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::LoseLife);
        QCOMPARE(upkeep->effect[1].who, QStringLiteral("each_opponent"));
        QCOMPARE(upkeep->effect[2].kind, ActionKind::GainLife);
        QVERIFY(upkeep->effect[1].amountOf && upkeep->effect[2].amountOf);
        QCOMPARE(upkeep->effect[1].amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(upkeep->effect[2].amountOf->kind, Expr::Kind::ManaValueOfMoved);
    }

    // CR 702.131c, 119.3: with the city's blessing Nico's Prophet puts his Grizzly Bears into his hand at his upkeep,
    // Ana loses 2 and he gains 2; without the blessing it does not trigger and the Bears stay in his library.
    void twilightProphetDrainsTheKeptCardsValue()
    {
        const QByteArray objects = test::objectJson("prophet", "Twilight Prophet", "", "nico") + ", "
            + test::objectJson("top", "Grizzly Bears", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("under", "Lightning Bolt", ", \"zone\": \"library\"", "nico");
        Playthrough p = playedWith(objects, nicosUpkeep, ", \"citys_blessing\": true");
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("under")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 22);
        p = playedWith(objects, "{\"id\": \"e1\", \"begin\": \"upkeep\"}", {});
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 608.2c: "instead draw two cards, then discard a card" replaces "draw a card, then discard a card", whose discard
    // is the same either way: the draw of one, or of two when both colors are there, then one discard.
    void cetaSanctuaryReadsTheDrawReplaced()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ceta Sanctuary"), 0),
            QStringLiteral("At the beginning of your upkeep, if you control one or more red or green permanents, draw a card. If "
                           "you control a red permanent and a green permanent, draw two cards instead. Discard a card."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Ceta Sanctuary"), 0);
        QVERIFY(upkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->effect.size(), 3);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::Draw);
        QCOMPARE(upkeep->effect[0].amount.n, 1);
        QVERIFY(upkeep->effect[0].condition);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Draw);
        QCOMPARE(upkeep->effect[1].amount.n, 2);
        QVERIFY(upkeep->effect[1].condition);
        QCOMPARE(upkeep->effect[2].kind, ActionKind::Discard);
        QVERIFY(!upkeep->effect[2].condition);
    }

    // CR 603.4, 608.2c: with his Grizzly Bears alone Nico draws one card and discards one; with Halberdier beside them he
    // draws two and discards one; with neither the ability does not trigger.
    void cetaSanctuaryDrawsTwoWithBothColors()
    {
        const QByteArray sanctuary = test::objectJson("ceta", "Ceta Sanctuary", "", "nico") + ", "
            + test::objectJson("held", "Lightning Bolt", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("lib1", "Lightning Bolt", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("lib2", "Lightning Bolt", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("lib3", "Lightning Bolt", ", \"zone\": \"library\"", "nico");
        const QByteArray bears = test::objectJson("bears", "Grizzly Bears", "", "nico");
        const QByteArray halberdier = test::objectJson("halberdier", "Halberdier", "", "nico");
        Playthrough p = test::playScenario(fixtures(), sanctuary + ", " + bears, nicosUpkeep);
        QVERIFY2(cardsIn(p, Zone::Hand) == 1, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, Zone::Graveyard), 1);
        QCOMPARE(cardsIn(p, Zone::Library), 2);
        p = test::playScenario(fixtures(), sanctuary + ", " + bears + ", " + halberdier, nicosUpkeep);
        QVERIFY2(cardsIn(p, Zone::Hand) == 2, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, Zone::Graveyard), 1);
        QCOMPARE(cardsIn(p, Zone::Library), 1);
        p = test::playScenario(fixtures(), sanctuary, "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(cardsIn(p, Zone::Hand) == 1, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, Zone::Library), 3);
    }

    // CR 608.2c: "and ~ deals X damage to the player" is a second instruction after the tap, "the player" the one the
    // trigger names; CR 120.3: X counts the Islands that tap tapped.
    void monsoonReadsTheTapAndTheDamageCountedFromIt()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Monsoon"), 0),
            QStringLiteral("At the beginning of each end step, tap untapped Islands that player controls. ~ deals X damage to "
                           "that player, where X is the number of Islands tapped this way."));
        const AbilityDef* endStep = test::parsedAbility(fixtures(), QStringLiteral("Monsoon"), 0);
        QVERIFY(endStep);
        QCOMPARE(endStep->effect.size(), 2);
        QCOMPARE(endStep->effect[0].kind, ActionKind::Tap);
        QVERIFY(endStep->effect[0].object);
        QCOMPARE(endStep->effect[0].object->whose, QStringLiteral("that_player"));
        const Action& damage = endStep->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.who, QStringLiteral("that_player"));
        QVERIFY(damage.amountOf);
        QCOMPARE(damage.amountOf->kind, Expr::Kind::CountThisWay);
    }

    // CR 608.2c, 120.3: at Ana's end step Nico's Monsoon taps her two untapped Islands (the tapped third one is not
    // tapped this way) and deals her 2 damage; Nico's own Island stays untapped and he takes none. With her Islands
    // all tapped already, it deals her no damage.
    void monsoonDealsOneDamageForEachIslandItTapped()
    {
        const QByteArray monsoon = test::objectJson("monsoon", "Monsoon", "", "nico") + ", "
            + test::objectJson("nicoisland", "Island", "", "nico") + ", "
            + test::objectJson("island3", "Island", ", \"tapped\": true");
        const QByteArray untapped = ", " + test::objectJson("island1", "Island") + ", " + test::objectJson("island2", "Island");
        const char* endStep = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = test::playScenario(fixtures(), monsoon + untapped, endStep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QVERIFY(test::tapped(p, QStringLiteral("island1")));
        QVERIFY(test::tapped(p, QStringLiteral("island2")));
        QVERIFY(!test::tapped(p, QStringLiteral("nicoisland")));
        p = test::playScenario(fixtures(), monsoon, endStep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
    }

    // CR 106.4, 603.7c: "that player adds {C} for each artifact they control" is mana of the player whose main phase
    // began, counted from that player's artifacts as it resolves (608.2h); CR 603.4: only while ~ is untapped.
    void blinkmothUrnReadsThatPlayersManaForEachArtifact()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Blinkmoth Urn"), 0),
            QStringLiteral("At the beginning of each player's precombat main phase, if ~ is untapped, that player adds {C} for "
                           "each artifact they control."));
        const AbilityDef* main = test::parsedAbility(fixtures(), QStringLiteral("Blinkmoth Urn"), 0);
        QVERIFY(main);
        QVERIFY(main->triggerIf);
        QCOMPARE(main->triggerIf->kind, Condition::Kind::SelfIs);
        QCOMPARE(main->effect.size(), 1);
        const Action& add = main->effect[0];
        QCOMPARE(add.kind, ActionKind::AddMana);
        QCOMPARE(add.text, QStringLiteral("{C}"));
        QCOMPARE(add.who, QStringLiteral("that_player"));
        QVERIFY(add.amountOf);
        QCOMPARE(add.amountOf->kind, Expr::Kind::Count);
        QVERIFY(add.amountOf->selector);
        QCOMPARE(add.amountOf->selector->whose, QStringLiteral("that_player"));
        QCOMPARE(add.amountOf->selector->types, quint16(CardType::Artifact));
    }

    // CR 603.4, 505.1: Ana's untapped Urn triggers as Nico's precombat main phase begins (each player's) and resolves;
    // tapped, it does not trigger.
    void blinkmothUrnTriggersOnlyWhileUntapped()
    {
        const char* nicosMain = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"main1\"}";
        Playthrough p = test::playScenario(fixtures(), test::objectJson("urn", "Blinkmoth Urn"), nicosMain);
        QVERIFY2(p.finalState.stack.size() == 1, qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), test::objectJson("urn", "Blinkmoth Urn"),
            QByteArray(nicosMain) + ", {\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(p.finalState.stack.isEmpty(), qPrintable(test::happened(p)));
        QVERIFY(!test::refused(p, "e3"));
        p = test::playScenario(fixtures(), test::objectJson("urn", "Blinkmoth Urn", ", \"tapped\": true"), nicosMain);
        QVERIFY2(p.finalState.stack.isEmpty(), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt34b)
#include "tst_imptrigat34b.moc"
