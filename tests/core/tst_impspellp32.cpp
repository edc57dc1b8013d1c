// Round 32's instants and sorceries that act on players, hands and libraries (tests/data/import/impspellp32.json):
// the creature a target player sacrificed named again, "Target player sacrifices a creature. You gain life equal
// to that creature's toughness." (Consuming Vapors) and "…, then gains life equal to that creature's toughness."
// (Devour Flesh); Bond of Flourishing's misprinted "the top three card of your library"; Liliana's Triumph's
// "each opponent also discards a card"; Smallpox's "Each player loses 1 life, discards a card, sacrifices a
// creature, then sacrifices a land." as one instruction after another; the cards of a kind among those a
// discard or a mill moved, "You gain 3 life for each land card discarded this way." (Gerrard's Verdict), "You
// draw a card for each creature card put into that graveyard this way." (Coerced Confession), "Target player
// loses 2 life for each creature card put into your graveyard this way." (Liliana's Indignation); several
// cards kept of those looked at, "Put up to two creature cards with converted mana cost 3 or less from among them
// onto the battlefield." (Collected Company) and "You may reveal any number of creature cards from among them
// and put the revealed cards into your hand." (Lead the Stampede); a target player's mill and a gain in one
// sentence (Psychic Drain); "Target player untaps all basic lands they control." (Early Harvest); "Any number
// of target players each gain 6 life." (Hunters' Feast), "… each gain life equal to …" (Reward the Faithful),
// "… each discard a number of cards equal to …" (Cabal Conditioning); twice the spell's X, "You gain twice X
// life." (Sanguine Sacrament), "Each opponent loses two times X life." (Debt to the Deathless).
// Liliana of the Veil is there as a board card for Liliana's Triumph (her loyalty abilities are not the point).
// The structure, the English written back (the round trip trusts it), and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellp32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana casts `card` from her hand at `targets` (a JSON list's items) with `choices` for the resolution, and it
// resolves.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects, const QByteArray& choices = "{}")
{
    return played(QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\", "
            "\"choices\": " + choices + "}");
}

}   // namespace

class TestImpSpellP32 : public QObject {
    Q_OBJECT
private slots:
    // The seventeen spells are understood; the board card is imported as a card (its abilities aside).
    void spellsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 18);
        for (const char* name : {"Consuming Vapors", "Devour Flesh", "Bond of Flourishing", "Liliana's Triumph", "Smallpox",
                 "Gerrard's Verdict", "Coerced Confession", "Liliana's Indignation", "Collected Company", "Lead the Stampede",
                 "Psychic Drain", "Early Harvest", "Hunters' Feast", "Reward the Faithful", "Cabal Conditioning", "Sanguine Sacrament",
                 "Debt to the Deathless"}) {
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
        QVERIFY(checked >= 17);
    }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("the sacrificed creature, you gain")
            << "Consuming Vapors"
            << "Target player sacrifices a creature. You gain life equal to the sacrificed creature's toughness.";
        QTest::newRow("the sacrificed creature, that player gains")
            << "Devour Flesh"
            << "Target player sacrifices a creature, then gains life equal to the sacrificed creature's toughness.";
        QTest::newRow("top three cards")
            << "Bond of Flourishing"
            << "Look at the top three cards of your library. You may reveal a permanent card from among them and put it "
               "into your hand. Put the rest on the bottom of your library in any order. You gain 3 life.";
        QTest::newRow("each opponent discards")
            << "Liliana's Triumph"
            << "Each opponent sacrifices a creature. If you control one or more Liliana planeswalkers, each opponent "
               "discards a card.";
        QTest::newRow("one instruction after another")
            << "Smallpox"
            << "Each player loses 1 life. Each player discards a card. Each player sacrifices a creature. Each player "
               "sacrifices a land.";
        QTest::newRow("land cards discarded this way")
            << "Gerrard's Verdict"
            << "Target player discards two cards. You gain 3 life for each land card discarded this way.";
        QTest::newRow("creature cards put into that graveyard")
            << "Coerced Confession"
            << "Target player mills four cards. Draw a card for each creature card put into that graveyard this way.";
        QTest::newRow("creature cards put into your graveyard")
            << "Liliana's Indignation"
            << "Mill X cards. Target player loses 2 life for each creature card put into your graveyard this way.";
        QTest::newRow("up to two onto the battlefield")
            << "Collected Company"
            << "Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from "
               "among them onto the battlefield. Put the rest on the bottom of your library in any order.";
        QTest::newRow("any number revealed")
            << "Lead the Stampede"
            << "Look at the top five cards of your library. You may reveal any number of creature cards from among them "
               "and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.";
        QTest::newRow("a target player's mill and a gain") << "Psychic Drain" << "Target player mills X cards and you gain X life.";
        QTest::newRow("untaps all basic lands") << "Early Harvest" << "Untap basic lands target player controls.";
        QTest::newRow("target players each gain") << "Hunters' Feast" << "Any number of target players each gain 6 life.";
        QTest::newRow("target players each gain life equal to")
            << "Reward the Faithful"
            << "Any number of target players each gain life equal to the highest mana value among permanents you control.";
        QTest::newRow("target players each discard")
            << "Cabal Conditioning"
            << "Any number of target players each discard a number of cards equal to the highest mana value among "
               "permanents you control.";
        QTest::newRow("twice X life")
            << "Sanguine Sacrament" << "You gain twice X life. Put ~ on the bottom of its owner's library.";
        QTest::newRow("two times X life")
            << "Debt to the Deathless" << "Each opponent loses twice X life. You gain life equal to the life lost this way.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, 0));
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 701.17a, 608.2c, 608.2h: the target player sacrifices one creature, and the gain is that creature's
    // toughness, as it last existed on the battlefield; Devour Flesh's gain is that same player's.
    void sacrificedCreatureIsNamedAgain()
    {
        for (const char* name : {"Consuming Vapors", "Devour Flesh"}) {
            const AbilityDef* spell = test::parsedAbility(fixtures(), QString::fromUtf8(name), 0);
            QVERIFY2(spell && spell->targets.size() == 1 && spell->effect.size() == 2, name);
            QCOMPARE(spell->effect[0].kind, ActionKind::Sacrifice);
            QCOMPARE(spell->effect[0].who, QStringLiteral("target_player"));
            QCOMPARE(spell->effect[1].kind, ActionKind::GainLife);
            QVERIFY(spell->effect[1].amountOf);
            QCOMPARE(spell->effect[1].amountOf->kind, Expr::Kind::ToughnessOfSacrificed);
        }
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Consuming Vapors"), 0)->effect[1].who.isEmpty());
        const Action& gain = test::parsedAbility(fixtures(), QStringLiteral("Devour Flesh"), 0)->effect[1];
        QCOMPARE(gain.who, QStringLiteral("target_player"));
        QVERIFY(gain.then);
    }

    // CR 701.17a, 608.2h: Nico sacrifices his Serra Angel (4/4) and Ana gains 4; with a Craw Wurm (6/4) and
    // Grizzly Bears (2/2) he picks the Bears and she gains 2. (Rebound is a keyword carried, not performed.)
    void consumingVaporsGainsTheSacrificedToughness()
    {
        const Playthrough angel = anaCasts("Consuming Vapors", R"("nico")",
            R"({"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 1})");
        QVERIFY2(test::zoneOf(angel, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(angel)));
        QCOMPARE(test::lifeOf(angel, QStringLiteral("ana")), 24);
        QCOMPARE(test::lifeOf(angel, QStringLiteral("nico")), 20);
        const Playthrough bears = anaCasts("Consuming Vapors", R"("nico")",
            R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"objects": ["bears"]})");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("wurm")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(bears, QStringLiteral("ana")), 22);
    }

    // CR 701.17a, 608.2h: Nico has nothing to sacrifice, so Ana gains nothing.
    void consumingVaporsWithNothingSacrificedGainsNothing()
    {
        const Playthrough p = anaCasts("Consuming Vapors", R"("nico")",
            R"({"id": "angel", "card": "Serra Angel", "timestamp": 1})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("angel")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 701.17a, 608.2c, 608.2h: the player who sacrificed gains the life: Nico sacrifices his Craw Wurm (6/4)
    // and goes to 24; Ana, her own target, sacrifices her Serra Angel and goes to 24, Nico stays at 20.
    void devourFleshGainsTheSacrificerLife()
    {
        const Playthrough nico = anaCasts("Devour Flesh", R"("nico")",
            R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 1})");
        QVERIFY2(test::zoneOf(nico, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(nico)));
        QCOMPARE(test::lifeOf(nico, QStringLiteral("nico")), 24);
        QCOMPARE(test::lifeOf(nico, QStringLiteral("ana")), 20);
        const Playthrough ana = anaCasts("Devour Flesh", R"("ana")",
            R"({"id": "angel", "card": "Serra Angel", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})");
        QVERIFY2(test::zoneOf(ana, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(ana)));
        QCOMPARE(test::zoneOf(ana, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(ana, QStringLiteral("ana")), 24);
        QCOMPARE(test::lifeOf(ana, QStringLiteral("nico")), 20);
    }

    // CR 608.2c, 701.17a: Liliana's Triumph's discard needs a Liliana planeswalker of Ana's: with Liliana of the
    // Veil Nico sacrifices his Grizzly Bears and discards his Forest; without her he keeps the Forest.
    void lilianasTriumphDiscardsWithALiliana()
    {
        const QByteArray nicos = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "owner": "nico", "zone": "hand"})";
        const Playthrough with = anaCasts("Liliana's Triumph", "",
            nicos + R"(, {"id": "pw", "card": "Liliana of the Veil", "timestamp": 2, "counters": {"loyalty": 3}})");
        QVERIFY2(test::zoneOf(with, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(with)));
        QCOMPARE(test::zoneOf(with, QStringLiteral("forest")), Zone::Graveyard);
        const Playthrough without = anaCasts("Liliana's Triumph", "", nicos);
        QVERIFY2(test::zoneOf(without, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(without)));
        QCOMPARE(test::zoneOf(without, QStringLiteral("forest")), Zone::Hand);
    }

    // CR 608.2c, 119.3: of the top three cards of Ana's library (Lightning Bolt, Grizzly Bears, Forest) she keeps
    // a permanent card, the Bears when she picks nothing, the Forest when she picks it; the fourth card, a Craw
    // Wurm, is not looked at. She gains 3 life either way.
    void bondOfFlourishingLooksAtThreeCards()
    {
        const QByteArray library = R"({"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"})";
        const Action* look = test::firstAction(fixtures(), QStringLiteral("Bond of Flourishing"), 0, ActionKind::LookAtTop);
        QVERIFY(look && look->amount.n == 3);
        Playthrough p = anaCasts("Bond of Flourishing", "", library);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        p = anaCasts("Bond of Flourishing", "", library, R"({"objects": ["forest"]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Library);
        p = anaCasts("Bond of Flourishing", "", library, R"({"objects": ["wurm"]})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Library);
    }

    // CR 608.2c, 101.4: Smallpox's four instructions, in order, each player doing each: Ana and Nico each lose 1
    // life, discard their one card, sacrifice their creature and their land. A player with no creature
    // sacrifices none and still sacrifices a land.
    void smallpoxDoesEachStepInTurn()
    {
        const Action* first = test::firstAction(fixtures(), QStringLiteral("Smallpox"), 0, ActionKind::LoseLife);
        QVERIFY(first && first->who == QLatin1String("each_player"));
        QCOMPARE(test::parsedAbility(fixtures(), QStringLiteral("Smallpox"), 0)->effect.size(), 4);
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "forest", "card": "Forest", "timestamp": 2},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 3},
            {"id": "swamp", "card": "Swamp", "owner": "nico", "timestamp": 4},
            {"id": "island", "card": "Island", "owner": "nico", "zone": "hand"})";
        const Playthrough p = anaCasts("Smallpox", "", board);
        for (const char* id : {"bears", "forest", "bolt", "angel", "swamp", "island"})
            QVERIFY2(test::zoneOf(p, QString::fromUtf8(id)) == Zone::Graveyard, qPrintable(id + QStringLiteral(": ") + test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        const Playthrough noCreature = anaCasts("Smallpox", "",
            R"({"id": "forest", "card": "Forest", "timestamp": 1}, {"id": "wurm", "card": "Craw Wurm", "timestamp": 2},
               {"id": "swamp", "card": "Swamp", "owner": "nico", "timestamp": 3})");
        QCOMPARE(test::zoneOf(noCreature, QStringLiteral("swamp")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(noCreature, QStringLiteral("wurm")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(noCreature, QStringLiteral("forest")), Zone::Graveyard);
    }

    // CR 608.2c: each count is the moved cards of one card type, wherever they went (a filter with no zone).
    void kindCountedThisWay()
    {
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("Gerrard's Verdict"), 0, ActionKind::GainLife);
        QVERIFY(gain && gain->amountOf && gain->amountOf->kind == Expr::Kind::Sum && gain->amountOf->args.size() == 3);
        const Expr& land = gain->amountOf->args.first();
        QCOMPARE(land.kind, Expr::Kind::CountThisWay);
        QVERIFY(land.selector && land.selector->types == quint16(CardType::Land));
        const Action* draw = test::firstAction(fixtures(), QStringLiteral("Coerced Confession"), 0, ActionKind::Draw);
        QVERIFY(draw && draw->amountOf && draw->amountOf->kind == Expr::Kind::CountThisWay && draw->amountOf->selector);
        QCOMPARE(draw->amountOf->selector->types, quint16(CardType::Creature));
        const Action* loss = test::firstAction(fixtures(), QStringLiteral("Liliana's Indignation"), 0, ActionKind::LoseLife);
        QVERIFY(loss && loss->who == QLatin1String("target_player") && loss->amountOf && loss->amountOf->args.size() == 2);
    }

    // CR 701.8a, 608.2c: Nico discards the two cards of his hand Ana's choices name; she gains 3 life for each
    // land card among them: 3 for a Forest and a Lightning Bolt, 6 for a Forest and an Island, none for a Bolt
    // alone when his hand holds only it.
    void gerrardsVerdictCountsTheLandsDiscarded()
    {
        const QByteArray hand = R"({"id": "forest", "card": "Forest", "owner": "nico", "zone": "hand"},
            {"id": "island", "card": "Island", "owner": "nico", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})";
        Playthrough p = anaCasts("Gerrard's Verdict", R"("nico")", hand, R"({"objects": ["forest", "bolt"]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Hand);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        p = anaCasts("Gerrard's Verdict", R"("nico")", hand, R"({"objects": ["forest", "island"]})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 26);
        p = anaCasts("Gerrard's Verdict", R"("nico")", R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 701.13a, 608.2c: Nico mills his top four cards (Grizzly Bears, Forest, Craw Wurm, Island); two are
    // creature cards, so Ana draws two (her Plains and Swamp) and not her Mountain; the Serra Angel fifth stays.
    void coercedConfessionDrawsForTheCreatureCardsMilled()
    {
        const QByteArray libraries = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "library"},
            {"id": "forest", "card": "Forest", "owner": "nico", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "zone": "library"},
            {"id": "island", "card": "Island", "owner": "nico", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"},
            {"id": "swamp", "card": "Swamp", "zone": "library"},
            {"id": "mountain", "card": "Mountain", "zone": "library"})";
        const Playthrough p = anaCasts("Coerced Confession", R"("nico")", libraries);
        for (const char* id : {"bears", "forest", "wurm", "island"})
            QVERIFY2(test::zoneOf(p, QString::fromUtf8(id)) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("angel")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("plains")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("swamp")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("mountain")), Zone::Library);
    }

    // CR 701.13a, 107.3, 608.2c: with X = 3 Ana mills Grizzly Bears, Forest and Serra Angel; two creature cards,
    // so Nico loses 4. Her Craw Wurm, fourth, is not milled and not counted.
    void lilianasIndignationCountsYourCreatureCardsMilled()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Liliana's Indignation\", \"zone\": \"hand\"}, "
            R"({"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "spell", "targets": ["nico"], "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 608.2c, 202.3: of six cards looked at, up to two creature cards of mana value 3 or less, kept onto the
    // battlefield untapped; nothing revealed.
    void collectedCompanyKeepsUpToTwo()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Collected Company"), 0, ActionKind::LookAtTop);
        QVERIFY(a && a->object);
        QCOMPARE(a->amount.n, 6);
        QCOMPARE(a->pick, 2);
        QVERIFY(a->pickUpTo && !a->reveal && !a->tapped);
        QCOMPARE(a->destination, std::optional<Zone>(Zone::Battlefield));
        QCOMPARE(a->object->manaValueAtMost, std::optional<int>(3));
        QCOMPARE(a->text, QStringLiteral("bottom_any_order"));
    }

    // CR 608.2c, 202.3: of the top six cards of Ana's library (Grizzly Bears, Craw Wurm, Forest, Serra Angel,
    // Elite Vanguard, Llanowar Elves) the Bears and the Vanguard go onto the battlefield when she picks none,
    // the Elves alone when she picks them; the Wurm (mana value 6) never does, nor a seventh card, a Black Knight.
    void collectedCompanyPutsCheapCreaturesOntoTheBattlefield()
    {
        const QByteArray library = R"({"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "zone": "library"},
            {"id": "vanguard", "card": "Elite Vanguard", "zone": "library"},
            {"id": "elves", "card": "Llanowar Elves", "zone": "library"},
            {"id": "knight", "card": "Black Knight", "zone": "library"})";
        Playthrough p = anaCasts("Collected Company", "", library);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("vanguard")), Zone::Battlefield);
        QVERIFY(!test::tapped(p, QStringLiteral("bears")));
        for (const char* id : {"wurm", "forest", "angel", "elves", "knight"})
            QVERIFY2(test::zoneOf(p, QString::fromUtf8(id)) == Zone::Library, id);
        p = anaCasts("Collected Company", "", library, R"({"objects": ["elves"]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("elves")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("vanguard")), Zone::Library);
        p = anaCasts("Collected Company", "", library, R"({"objects": ["knight", "wurm"]})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("knight")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Library);
    }

    // CR 608.2c, 701.16a: of the top five cards (Grizzly Bears, Forest, Serra Angel, Island, Craw Wurm) Ana
    // reveals the creature cards she picks and puts them into her hand: all three when she names none, the
    // Angel alone when she names it; the lands go to the bottom, and Elite Vanguard, sixth, stays.
    void leadTheStampedeKeepsTheCreaturesPicked()
    {
        const QByteArray library = R"({"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"},
            {"id": "vanguard", "card": "Elite Vanguard", "zone": "library"})";
        Playthrough p = anaCasts("Lead the Stampede", "", library);
        for (const char* id : {"bears", "angel", "wurm"})
            QVERIFY2(test::zoneOf(p, QString::fromUtf8(id)) == Zone::Hand, qPrintable(test::happened(p)));
        for (const char* id : {"forest", "island", "vanguard"})
            QVERIFY2(test::zoneOf(p, QString::fromUtf8(id)) == Zone::Library, id);
        p = anaCasts("Lead the Stampede", "", library, R"({"objects": ["angel"]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("angel")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Library);
    }

    // CR 701.13a, 107.3, 608.2c: with X = 3 Nico mills his top three cards (the fourth, Serra Angel, stays) and
    // Ana gains 3 life.
    void psychicDrainMillsAndGains()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Psychic Drain", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "library"},
            {"id": "forest", "card": "Forest", "owner": "nico", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "zone": "library"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "spell", "targets": ["nico"], "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        for (const char* id : {"bears", "forest", "wurm"})
            QVERIFY2(test::zoneOf(p, QString::fromUtf8(id)) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("angel")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 701.26b, 205.4c: Nico's tapped basic lands (Forest, Island) untap; his tapped Ghost Quarter (a land
    // that isn't basic) and Grizzly Bears stay tapped, and so does Ana's tapped Plains.
    void earlyHarvestUntapsTheTargetsBasicLands()
    {
        const QByteArray board = R"({"id": "forest", "card": "Forest", "owner": "nico", "tapped": true, "timestamp": 1},
            {"id": "island", "card": "Island", "owner": "nico", "tapped": true, "timestamp": 2},
            {"id": "factory", "card": "Ghost Quarter", "owner": "nico", "tapped": true, "timestamp": 3},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 4},
            {"id": "plains", "card": "Plains", "tapped": true, "timestamp": 5})";
        const Playthrough p = anaCasts("Early Harvest", R"("nico")", board);
        QVERIFY2(!test::tapped(p, QStringLiteral("forest")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("island")));
        QVERIFY(test::tapped(p, QStringLiteral("factory")));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
        QVERIFY(test::tapped(p, QStringLiteral("plains")));
    }

    // CR 115.1, 601.2c: any number of player targets, each of whom does the instruction.
    void targetPlayersEachAreTheTargets()
    {
        for (const char* name : {"Hunters' Feast", "Reward the Faithful", "Cabal Conditioning"}) {
            const AbilityDef* spell = test::parsedAbility(fixtures(), QString::fromUtf8(name), 0);
            QVERIFY2(spell && spell->targets.size() == 1 && spell->effect.size() == 1, name);
            QCOMPARE(spell->targets[0].word, QStringLiteral("player"));
            QCOMPARE(int(spell->targets[0].upTo), int(Selector::kAnyNumber));
            QCOMPARE(spell->effect[0].who, QStringLiteral("each_target_player"));
        }
    }

    // CR 115.1, 608.2b: Hunters' Feast at Ana and Nico gives each 6 life; at Nico alone only him.
    void huntersFeastGainsEachTargetLife()
    {
        const QByteArray forest = R"({"id": "forest", "card": "Forest", "timestamp": 1})";
        Playthrough p = anaCasts("Hunters' Feast", R"("ana", "nico")", forest);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 26);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 26, qPrintable(test::happened(p)));
        p = anaCasts("Hunters' Feast", R"("nico")", forest);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 26);
    }

    // CR 202.3, 608.2h: the highest mana value among Ana's permanents (Serra Angel, 5; Grizzly Bears, 2): she and
    // Nico each gain 5; Nico's Craw Wurm (6) does not count.
    void rewardTheFaithfulGainsTheHighestManaValue()
    {
        const QByteArray board = R"({"id": "angel", "card": "Serra Angel", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 3})";
        const Playthrough p = anaCasts("Reward the Faithful", R"("ana", "nico")", board);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 25, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 25);
    }

    // CR 701.8a, 608.2h: with Ana's Grizzly Bears (mana value 2) the highest, Nico discards two of his three
    // cards; Ana, not a target, keeps hers.
    void cabalConditioningDiscardsTheHighestManaValue()
    {
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "forest", "card": "Forest", "owner": "nico", "zone": "hand"},
            {"id": "island", "card": "Island", "owner": "nico", "zone": "hand"},
            {"id": "swamp", "card": "Swamp", "owner": "nico", "zone": "hand"})";
        const Playthrough p = anaCasts("Cabal Conditioning", R"("nico")", board);
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("swamp")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Hand);
    }

    // CR 107.3, 107.3a: twice the X Ana chose as she cast the spell: with X = 3 Sanguine Sacrament gives her 6
    // life; Debt to the Deathless takes 6 from Nico and gives her the 6 he lost.
    void twiceXIsTheSpellsXTwice()
    {
        const QByteArray forest = R"({"id": "forest", "card": "Forest", "timestamp": 1}, )";
        Playthrough p = played(forest + R"({"id": "spell", "card": "Sanguine Sacrament", "zone": "hand"})",
            R"({"id": "e1", "cast": "spell", "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 26, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Library, qPrintable(test::happened(p)));
        p = played(forest + R"({"id": "spell", "card": "Debt to the Deathless", "zone": "hand"})",
            R"({"id": "e1", "cast": "spell", "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 26);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellP32)
#include "tst_impspellp32.moc"
