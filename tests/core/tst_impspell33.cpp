// Round 33's instants and sorceries (tests/data/import/impspell33.json): two target cards of two kinds returned
// from the graveyard in one sentence, "Return up to one target instant card and up to one target sorcery card
// from your graveyard to your hand." (Pull from the Deep; Shreds of Sanity adds ", then discard a card"), and
// three instructions in one sentence, "Draw three cards, untap up to two lands, then discard a card." (Pore Over
// the Pages); "Each player shuffles their hand and graveyard into their library, then draws seven cards."
// (Timetwister, Time Spiral with "You untap up to six lands.") and Temporal Cascade's two modes, "Each player
// shuffles their hand and graveyard into their library." and "Each player draws seven cards."; "Each player
// returns a creature they control to its owner's hand." (Curfew); "Create thirteen tapped 2/2 black Zombie
// creature tokens." (Army of the Damned); "Exile all cards from target player's hand and graveyard." (Identity
// Crisis); "Discard all the cards in your hand, then draw that many cards plus one." (Heartwarming
// Redemption). The structure,
// the English written back (the round trip trusts it), and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell33.json"));
}

// Ana casts `card` from her hand at `targets` (a JSON list's items) with `choices` for the resolution, and it
// resolves.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects, const QByteArray& choices = "{}")
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\", "
            "\"choices\": " + choices + "}");
}

// Ana's Lightning Bolt (an instant card) and Mind Rot (a sorcery card) in her graveyard, Raise Dead (another
// sorcery card) there too, and a Forest in her hand.
const QByteArray graveyard = R"({"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"},
    {"id": "rot", "card": "Mind Rot", "zone": "graveyard"},
    {"id": "raise", "card": "Raise Dead", "zone": "graveyard"},
    {"id": "forest", "card": "Forest", "zone": "hand"})";

// Each player's hand, graveyard and library of eight Islands, for the shuffles and the draws of seven.
QByteArray handsGraveyardsLibraries()
{
    QByteArray out = R"({"id": "aforest", "card": "Forest", "zone": "hand"},
        {"id": "abolt", "card": "Lightning Bolt", "zone": "hand"},
        {"id": "abears", "card": "Grizzly Bears", "zone": "graveyard"},
        {"id": "nmountain", "card": "Mountain", "owner": "nico", "zone": "hand"},
        {"id": "nshock", "card": "Shock", "owner": "nico", "zone": "graveyard"})";
    for (int k = 1; k <= 8; ++k)
        out += QStringLiteral(", {\"id\": \"a%1\", \"card\": \"Island\", \"zone\": \"library\"}, "
                              "{\"id\": \"n%1\", \"card\": \"Island\", \"owner\": \"nico\", \"zone\": \"library\"}")
                   .arg(k)
                   .toUtf8();
    return out;
}

// How many of `owner`'s cards are in `zone` at the end.
int cardsOf(const Playthrough& p, const char* owner, Zone zone)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.zone == zone && o.owner == QLatin1String(owner);
    return n;
}

}   // namespace

class TestImpSpell33 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 10);
        for (const char* name : {"Pull from the Deep", "Shreds of Sanity", "Pore Over the Pages", "Timetwister",
                 "Temporal Cascade", "Time Spiral", "Curfew", "Army of the Damned", "Identity Crisis",
                 "Heartwarming Redemption"}) {
            const ImportedCard* card = test::findCard(fixtures(), QString::fromUtf8(name));
            QVERIFY2(card && card->status == CardStatus::Understood, name);
        }
    }

    // The understood spells go through the card format and read back the same.
    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("two target cards returned")
            << "Pull from the Deep"
            << "Return up to one target instant card and up to one target sorcery card from your graveyard to your "
               "hand. Exile ~.";
        QTest::newRow("two target cards returned, then a discard")
            << "Shreds of Sanity"
            << "Return up to one target instant card and up to one target sorcery card from your graveyard to your "
               "hand, then discard a card. Exile ~.";
        QTest::newRow("draw, untap, then discard")
            << "Pore Over the Pages" << "Draw three cards. Untap up to two lands, then discard a card.";
        QTest::newRow("hand and graveyard, then seven cards")
            << "Timetwister"
            << "Each player shuffles their hand and graveyard into their library. Each player draws seven cards.";
        QTest::newRow("the two modes")
            << "Temporal Cascade"
            << "Choose one \u2014\n\u2022 Each player shuffles their hand and graveyard into their library.\n\u2022 Each "
               "player draws seven cards.";
        QTest::newRow("exile, shuffle, draw, untap")
            << "Time Spiral"
            << "Exile ~. Each player shuffles their hand and graveyard into their library. Each player draws seven "
               "cards. Untap up to six lands.";
        QTest::newRow("each player returns a creature")
            << "Curfew" << "Each player returns a creature they control to its owner's hand.";
        QTest::newRow("thirteen tokens")
            << "Army of the Damned" << "Create thirteen tapped 2/2 black Zombie creature tokens.";
        QTest::newRow("hand and graveyard exiled")
            << "Identity Crisis" << "Exile all cards from target player's hand and graveyard.";
        QTest::newRow("that many cards plus one")
            << "Heartwarming Redemption"
            << "Discard all the cards in your hand, then draw that many cards plus one. You gain life equal to the "
               "number of cards in your hand.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, 0));
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 115.1, 601.2c: two targets, each up to one card of its own type in the caster's graveyard, each returned
    // by an instruction of its own; the spell then exiles itself.
    void twoTargetCardsOfTwoKinds()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Pull from the Deep"), 0);
        QVERIFY(spell && spell->targets.size() == 2 && spell->effect.size() == 3);
        for (int i : {0, 1}) {
            QCOMPARE(int(spell->targets[i].upTo), 1);
            QCOMPARE(spell->targets[i].zone, Zone::Graveyard);
            QVERIFY(spell->targets[i].ownerYou);
            QCOMPARE(spell->effect[i].kind, ActionKind::ReturnToHand);
        }
        QCOMPARE(spell->targets[0].types, quint16(CardType::Instant));
        QCOMPARE(spell->targets[1].types, quint16(CardType::Sorcery));
        QCOMPARE(spell->effect[0].object->ref, Selector::Ref::Target);
        QCOMPARE(spell->effect[1].object->ref, Selector::Ref::Target2);
        QCOMPARE(spell->effect[2].kind, ActionKind::Exile);
        const AbilityDef* shreds = test::parsedAbility(fixtures(), QStringLiteral("Shreds of Sanity"), 0);
        QVERIFY(shreds && shreds->targets.size() == 2 && shreds->effect.size() == 4);
        QCOMPARE(shreds->effect[2].kind, ActionKind::Discard);
        QVERIFY(shreds->effect[2].then);
    }

    // CR 115.1, 608.2b: Ana returns her Lightning Bolt and her Mind Rot to her hand, Raise Dead stays in her
    // graveyard, and Pull from the Deep is exiled, not put into her graveyard (608.2n).
    void pullFromTheDeepReturnsBothTargets()
    {
        const Playthrough p = anaCasts("Pull from the Deep", R"("bolt", "rot")", graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("rot")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("raise")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Exile);
    }

    // CR 115.1: "up to one" each: with the instant card alone targeted, only Lightning Bolt returns and both
    // sorcery cards stay. (The scenario names targets in the order of the sentence, so a sorcery card alone
    // can't be given: Raise Dead as the first target is refused as no instant card, 601.2c.)
    void pullFromTheDeepWithOneTarget()
    {
        Playthrough p = anaCasts("Pull from the Deep", R"("bolt")", graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("rot")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("raise")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Exile);
        p = anaCasts("Pull from the Deep", R"("raise")", graveyard);
        QVERIFY2(test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("raise")), Zone::Graveyard);
    }

    // CR 608.2c, 701.8a: the two cards return, then Ana discards a card (the Forest she names), and the spell is
    // exiled.
    void shredsOfSanityReturnsThenDiscards()
    {
        const Playthrough p = anaCasts("Shreds of Sanity", R"("bolt", "rot")", graveyard, R"({"objects": ["forest"]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("rot")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Exile);
    }

    // CR 608.2c, 121.1, 701.26a, 701.8a: Ana draws her library's three cards, untaps her two tapped Forests (her
    // Grizzly Bears, not a land, stays tapped), then discards a card: four cards went in and out of her hand,
    // three stay.
    void poreOverThePagesDrawsUntapsDiscards()
    {
        const QByteArray board = R"({"id": "f1", "card": "Forest", "tapped": true, "timestamp": 1},
            {"id": "f2", "card": "Forest", "tapped": true, "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "tapped": true, "timestamp": 3},
            {"id": "l1", "card": "Island", "zone": "library"},
            {"id": "l2", "card": "Shock", "zone": "library"},
            {"id": "l3", "card": "Giant Growth", "zone": "library"})";
        const Playthrough p = anaCasts("Pore Over the Pages", "", board);
        QVERIFY2(test::zoneOf(p, QStringLiteral("l1")) != Zone::Library, qPrintable(test::happened(p)));
        QVERIFY(test::zoneOf(p, QStringLiteral("l2")) != Zone::Library);
        QVERIFY(test::zoneOf(p, QStringLiteral("l3")) != Zone::Library);
        QVERIFY2(!test::tapped(p, QStringLiteral("f1")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("f2")));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
        int inHand = 0, inGraveyard = 0;
        for (const char* id : {"l1", "l2", "l3"}) {
            inHand += test::zoneOf(p, QString::fromUtf8(id)) == Zone::Hand;
            inGraveyard += test::zoneOf(p, QString::fromUtf8(id)) == Zone::Graveyard;
        }
        QCOMPARE(inHand, 2);
        QCOMPARE(inGraveyard, 1);
    }
    // CR 701.24a: each player's hand and graveyard go into their library in one shuffle ("hand_and_graveyard"),
    // then each player draws seven (608.2c); the card format keeps the hand.
    void handAndGraveyardShuffled()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Timetwister"), 0);
        QVERIFY(spell && spell->effect.size() == 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::ShuffleGraveyardIntoLibrary);
        QCOMPARE(spell->effect[0].text, QStringLiteral("hand_and_graveyard"));
        QCOMPARE(spell->effect[0].who, QStringLiteral("each_player"));
        QCOMPARE(spell->effect[1].kind, ActionKind::Draw);
        QCOMPARE(spell->effect[1].amount.n, 7);
        QCOMPARE(spell->effect[1].who, QStringLiteral("each_player"));
    }

    // CR 701.24a, 608.2c, 121.2: Ana's Forest and Lightning Bolt (hand) and Grizzly Bears (graveyard), Nico's
    // Mountain and Shock, go into their owners' libraries; each then holds seven cards, no graveyard keeps
    // any card but Timetwister itself, which goes there as it finishes resolving (608.2n).
    void timetwisterShufflesThenDrawsSeven()
    {
        const Playthrough p = anaCasts("Timetwister", "", handsGraveyardsLibraries());
        QVERIFY2(cardsOf(p, "ana", Zone::Hand) == 7, qPrintable(test::happened(p)));
        QCOMPARE(cardsOf(p, "nico", Zone::Hand), 7);
        QCOMPARE(cardsOf(p, "nico", Zone::Graveyard), 0);
        QCOMPARE(cardsOf(p, "ana", Zone::Graveyard), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Graveyard);
        QVERIFY(test::zoneOf(p, QStringLiteral("abears")) != Zone::Graveyard);
        QVERIFY(test::zoneOf(p, QStringLiteral("nshock")) != Zone::Graveyard);
        QCOMPARE(cardsOf(p, "ana", Zone::Library) + cardsOf(p, "ana", Zone::Hand), 11);
        QCOMPARE(cardsOf(p, "nico", Zone::Library) + cardsOf(p, "nico", Zone::Hand), 10);
    }

    // CR 700.2, 701.24a: Temporal Cascade's first mode alone shuffles the hands and graveyards in and draws
    // nothing; the second alone draws seven each and leaves the graveyards.
    void temporalCascadeModes()
    {
        const QByteArray objects = QByteArray(R"({"id": "spell", "card": "Temporal Cascade", "zone": "hand"}, )")
            + handsGraveyardsLibraries();
        Playthrough p = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "spell", "choices": {"mode": 1}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(cardsOf(p, "ana", Zone::Hand) == 0, qPrintable(test::happened(p)));
        QCOMPARE(cardsOf(p, "nico", Zone::Hand), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Library);
        p = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "spell", "choices": {"mode": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(cardsOf(p, "ana", Zone::Hand) == 9, qPrintable(test::happened(p)));
        QCOMPARE(cardsOf(p, "nico", Zone::Hand), 8);
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Graveyard);
    }

    // CR 608.2c, 701.24a, 701.26a: Time Spiral exiles itself first, then the shuffles and the draws of seven,
    // then Ana untaps her two tapped Forests.
    void timeSpiralExilesShufflesDrawsUntaps()
    {
        const QByteArray board = handsGraveyardsLibraries()
            + R"(, {"id": "f1", "card": "Forest", "tapped": true, "timestamp": 1},
                 {"id": "f2", "card": "Forest", "tapped": true, "timestamp": 2})";
        const Playthrough p = anaCasts("Time Spiral", "", board);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(cardsOf(p, "ana", Zone::Hand), 7);
        QCOMPARE(cardsOf(p, "nico", Zone::Hand), 7);
        QCOMPARE(cardsOf(p, "ana", Zone::Graveyard), 0);
        QVERIFY(!test::tapped(p, QStringLiteral("f1")));
        QVERIFY(!test::tapped(p, QStringLiteral("f2")));
    }
    // CR 101.4, 608.2d: each player chooses one creature they control and returns it: Ana returns the Serra Angel
    // her choices name and keeps her Grizzly Bears; Nico returns his one creature, Craw Wurm; Ana's Forest, no
    // creature, stays.
    void curfewReturnsOneCreatureEach()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Curfew"), 0);
        QVERIFY(spell && spell->targets.isEmpty() && spell->effect.size() == 1);
        QCOMPARE(spell->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(spell->effect[0].who, QStringLiteral("each_player"));
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "angel", "card": "Serra Angel", "timestamp": 2},
            {"id": "forest", "card": "Forest", "timestamp": 3},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 4})";
        const Playthrough p = anaCasts("Curfew", "", board, R"({"objects": ["angel"]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("angel")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
    }
    // CR 111.2, 111.3: thirteen tapped 2/2 black Zombie creature tokens, each Ana's.
    void armyOfTheDamnedCreatesThirteen()
    {
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Army of the Damned"), 0, ActionKind::CreateToken);
        QVERIFY(create && create->amount.n == 13 && create->tapped);
        const Playthrough p = anaCasts("Army of the Damned", "", R"({"id": "swamp", "card": "Swamp", "timestamp": 1})");
        int zombies = 0;
        for (const GameObject& o : p.finalState.objects)
            zombies += o.exists && o.token && o.zone == Zone::Battlefield && o.tapped && o.controller == QLatin1String("ana")
                && o.card && o.card->front.type.subtypes.size() == 1;
        QVERIFY2(zombies == 13, qPrintable(test::happened(p)));
    }
    // CR 406.3, 115.1: every card of Nico's hand (Mountain) and graveyard (Shock) is exiled; his library and
    // Ana's own hand and graveyard stay.
    void identityCrisisExilesHandAndGraveyard()
    {
        const Action* exile = test::firstAction(fixtures(), QStringLiteral("Identity Crisis"), 0, ActionKind::ExileGraveyard);
        QVERIFY(exile && exile->text == QStringLiteral("hand_and_graveyard") && exile->who == QStringLiteral("target_player"));
        const Playthrough p = anaCasts("Identity Crisis", R"("nico")", handsGraveyardsLibraries());
        QVERIFY2(test::zoneOf(p, QStringLiteral("nmountain")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Exile);
        QCOMPARE(cardsOf(p, "nico", Zone::Library), 8);
        QCOMPARE(test::zoneOf(p, QStringLiteral("aforest")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Graveyard);
    }
    // CR 608.2c, 701.8a, 121.1: Ana discards her two cards (Forest, Lightning Bolt), draws three (two plus one),
    // then gains 3, her hand's three cards; with an empty hand she draws one and gains 1.
    void heartwarmingRedemptionDrawsThatManyPlusOne()
    {
        Playthrough p = anaCasts("Heartwarming Redemption", "", handsGraveyardsLibraries());
        QVERIFY2(test::zoneOf(p, QStringLiteral("aforest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("abolt")), Zone::Graveyard);
        QCOMPARE(cardsOf(p, "ana", Zone::Hand), 3);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        p = anaCasts("Heartwarming Redemption", "", R"({"id": "a1", "card": "Island", "zone": "library"},
            {"id": "a2", "card": "Island", "zone": "library"})");
        QVERIFY2(cardsOf(p, "ana", Zone::Hand) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 21);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell33)
#include "tst_impspell33.moc"
