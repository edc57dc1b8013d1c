// Loyalty abilities read from real cards' Oracle text (tests/data/import/impstatic34.json), round 34: the
// last ability not understood on thirteen planeswalkers and on Decaying Soil. Vraska, Regal Gorgon's "For each creature card in your
// graveyard, put a +1/+1 counter on each creature you control" (the count said first); Tezzeret, Agent of
// Bolas's "Target artifact becomes an artifact creature with base power and toughness 5/5" (205.1b: it keeps
// its other types; and so in Tezzeret the Schemer's emblem); Jace Beleren's "the top twenty cards" (number words up to twenty) and Jace, Memory Adept's
// "Any number of target players each draw twenty cards"; Teferi, Hero of
// Dominaria's "Put target nonland permanent into its owner's library third from the top"; Mu Yanling, Sky
// Dancer's emblem with "Islands you control have '{T}: Draw a card'." (the granted ability in single quotes) and
// Koth of the Hammer's with "Mountains you control have '{T}: This land deals 1 damage to any target.'".
// Gideon, Ally of Zendikar's "Until end of turn, ~ becomes a 5/5 … creature with indestructible that is still a
// planeswalker. Prevent all damage that would be dealt to him this turn."; Chandra, Awakened Inferno's "If a
// permanent dealt damage this way would die this turn, exile it instead."; Tamiyo, the Moon Sage's emblem with
// "Whenever a card is put into your graveyard from anywhere, you may return it to your hand." and Decaying Soil's
// granted "… put into your graveyard from the battlefield, you may pay {1}. If you do, return that card to your
// hand." (the card is yours: its owner's hand); Sorin, Vengeful Bloodlord's "-X: Return target creature card with
// converted mana cost X from your graveyard to the battlefield. That creature is a Vampire in addition to its other
// types."; Domri Rade's "Look at the top card of your library. If it's a creature card, you may reveal it and put
// it into your hand." Each is checked as read, through the card format, and as played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Emblem.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The ids of `owner`'s library from the top, as the playthrough left it.
QStringList libraryOf(const Playthrough& play, const QString& owner)
{
    QStringList out;
    for (const GameObject& o : play.finalState.objects)
        if (o.zone == Zone::Library && o.owner == owner)
            out << o.id;
    return out;
}

bool hasType(const Playthrough& play, const char* id, CardType t)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    return c && c->type.has(t);
}

}   // namespace

class TestImpStatic34 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 14);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2h, 122.1: the creature cards in Ana's graveyard are counted once as the ability resolves, and
    // each creature she controls gets that many +1/+1 counters; Nico's Grizzly Bears gets none.
    void vraskaPutsACounterOnEachCreatureForEachCreatureCard()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Vraska, Regal Gorgon"), 2, ActionKind::PutCounter);
        QVERIFY(put && put->object && !put->object->isRef());
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vraska, Regal Gorgon"), 2),
            QString::fromUtf8("\u221210: Put a +1/+1 counter on creatures you control for each creature card in your graveyard."));
        const QByteArray board = test::objectJson("vraska", "Vraska, Regal Gorgon", R"(, "counters": {"loyalty": 10})") + ","
            + test::objectJson("mine", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico") + test::bears("ana", 2, "graveyard") + ","
            + test::objectJson("dead", "Grizzly Bears", R"(, "zone": "graveyard")", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "vraska", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("mine")), 2);
        QCOMPARE(test::countersOn(play, QStringLiteral("wurm")), 2);
        QCOMPARE(test::ptOf(play, QStringLiteral("mine")), QStringLiteral("4/4"));
        QCOMPARE(test::countersOn(play, QStringLiteral("theirs")), 0);
    }

    // CR 205.1b, 613.4b, 611.2a: an object that becomes an "artifact creature" keeps its other card types;
    // Darksteel Citadel is a 5/5 artifact creature land, and stays one after the turn ends (no duration).
    void tezzeretMakesTheArtifactAFiveFiveCreatureThatKeepsItsTypes()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Tezzeret, Agent of Bolas"), QStringLiteral("base power"));
        QVERIFY(a && a->effect.size() == 1 && a->effect[0].continuous && a->targets.size() == 1);
        const ContinuousDef& c = *a->effect[0].continuous;
        QCOMPARE(c.duration, Duration::Indefinite);
        QVERIFY(std::any_of(c.ops.begin(), c.ops.end(), [](const Op& o) {
            return o.kind == Op::Kind::AddTypes && o.cardTypes == quint16(quint16(CardType::Artifact) | quint16(CardType::Creature));
        }));
        QVERIFY(std::none_of(c.ops.begin(), c.ops.end(), [](const Op& o) { return o.kind == Op::Kind::SetTypes; }));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tezzeret, Agent of Bolas"), 1),
            QString::fromUtf8("\u22121: Target artifact becomes a 5/5 artifact creature in addition to its other types."));
        const QByteArray board = test::objectJson("tez", "Tezzeret, Agent of Bolas", R"(, "counters": {"loyalty": 3})") + ","
            + test::objectJson("citadel", "Darksteel Citadel") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray animate = R"({"id": "e1", "activate": "tez", "ability": 2, "targets": ["citadel"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animate + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("citadel")), QStringLiteral("5/5"));
        QVERIFY(hasType(play, "citadel", CardType::Creature));
        QVERIFY(hasType(play, "citadel", CardType::Land));
        QVERIFY(hasType(play, "citadel", CardType::Artifact));
        QCOMPARE(test::countersOn(play, QStringLiteral("tez"), QStringLiteral("loyalty")), 2);
        // Grizzly Bears is no artifact: no legal target (115.1).
        const Playthrough refused = played(board, R"({"id": "e1", "activate": "tez", "ability": 2, "targets": ["bears"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
    }

    // CR 701.13a, 701.13b: "puts the top twenty cards of their library into their graveyard" is mill twenty;
    // Nico, with twenty-one cards, keeps the last one; Ana's library is untouched.
    void jaceBelerenMillsTwentyCards()
    {
        const Action* mill = test::firstAction(fixtures(), QStringLiteral("Jace Beleren"), 2, ActionKind::Mill);
        QVERIFY(mill && !mill->amount.x);
        QCOMPARE(mill->amount.n, 20);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Jace Beleren"), 2),
            QString::fromUtf8("\u221210: Target player mills twenty cards."));
        const QByteArray board = test::objectJson("jace", "Jace Beleren", R"(, "counters": {"loyalty": 10})")
            + test::bears("nico", 21, "library") + test::bears("ana", 2, "library");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "jace", "ability": 3, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::bearsIn(play, "nico", 21, "library", Zone::Graveyard), 20);
        QCOMPARE(test::bearsIn(play, "nico", 21, "library", Zone::Library), 1);
        QCOMPARE(test::bearsIn(play, "ana", 2, "library", Zone::Library), 2);
    }

    // CR 115.1, 121.2, 608.2b: Ana targets herself and Nico, and each draws twenty cards; targeting only Nico,
    // only he draws.
    void jaceMemoryAdeptMakesEachTargetPlayerDrawTwenty()
    {
        const Action* draw = test::firstAction(fixtures(), QStringLiteral("Jace, Memory Adept"), 2, ActionKind::Draw);
        QVERIFY(draw && !draw->amount.x);
        QCOMPARE(draw->amount.n, 20);
        QCOMPARE(draw->who, QStringLiteral("each_target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Jace, Memory Adept"), 2),
            QString::fromUtf8("\u22127: Any number of target players each draw twenty cards."));
        const QByteArray board = test::objectJson("jace", "Jace, Memory Adept", R"(, "counters": {"loyalty": 7})")
            + test::bears("nico", 21, "library") + test::bears("ana", 21, "library");
        const Playthrough both = played(board,
            R"({"id": "e1", "activate": "jace", "ability": 3, "targets": ["ana", "nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(both, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(both)));
        QCOMPARE(test::bearsIn(both, "nico", 21, "library", Zone::Hand), 20);
        QCOMPARE(test::bearsIn(both, "ana", 21, "library", Zone::Hand), 20);
        const Playthrough one = played(board,
            R"({"id": "e1", "activate": "jace", "ability": 3, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(one, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(one)));
        QCOMPARE(test::bearsIn(one, "nico", 21, "library", Zone::Hand), 20);
        QCOMPARE(test::bearsIn(one, "ana", 21, "library", Zone::Hand), 0);
    }

    // CR 401.4: Teferi puts Nico's Grizzly Bears into his library with two cards above it; in a library of
    // one card it goes to the bottom, under that card. A land is no legal target (115.1).
    void teferiPutsThePermanentThirdFromTheTop()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Teferi, Hero of Dominaria"), 1, ActionKind::PutOnLibrary);
        QVERIFY(put && put->object && put->object->ref == Selector::Ref::Target);
        QCOMPARE(put->amount.n, 3);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Teferi, Hero of Dominaria"), 1),
            QString::fromUtf8("\u22123: Put target nonland permanent into its owner's library third from the top."));
        const QByteArray teferi = test::objectJson("teferi", "Teferi, Hero of Dominaria", R"(, "counters": {"loyalty": 4})") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico") + "," + test::objectJson("forest", "Forest", "", "nico");
        const QByteArray put3 = R"({"id": "e1", "activate": "teferi", "ability": 2, "targets": ["theirs"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(teferi + test::bears("nico", 3, "library"), put3);
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Library);
        QCOMPARE(libraryOf(play, QStringLiteral("nico")),
            QStringList({QStringLiteral("librarynico0"), QStringLiteral("librarynico1"), QStringLiteral("theirs"),
                QStringLiteral("librarynico2")}));
        const Playthrough shortLibrary = played(teferi + test::bears("nico", 1, "library"), put3);
        QCOMPARE(libraryOf(shortLibrary, QStringLiteral("nico")), QStringList({QStringLiteral("librarynico0"), QStringLiteral("theirs")}));
        const Playthrough refused = played(teferi, R"({"id": "e1", "activate": "teferi", "ability": 2, "targets": ["forest"]})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(refused, QStringLiteral("forest")), Zone::Battlefield);
    }

    // CR 114.1, 114.4, 613.1f: Mu Yanling's emblem in Ana's command zone gives each Island she controls "{T}:
    // Draw a card"; her Island taps to draw her a card; Nico's Island has no such ability (one ability fewer).
    void muYanlingsEmblemGivesIslandsADraw()
    {
        const Action* emblem = test::firstAction(fixtures(), QStringLiteral("Mu Yanling, Sky Dancer"), 2, ActionKind::CreateEmblem);
        QVERIFY(emblem && emblem->token && emblem->token->front.abilities.size() == 1);
        const AbilityDef& granted = *emblem->token->front.abilities[0];
        QVERIFY(granted.kind == AbilityDef::Kind::Static && granted.ops.size() == 1 && granted.ops[0].abilities.size() == 1);
        QCOMPARE(granted.ops[0].abilities[0]->kind, AbilityDef::Kind::Activated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mu Yanling, Sky Dancer"), 2),
            QString::fromUtf8("\u22128: You get an emblem with \"Islands you control have '{T}: Draw a card.'\"."));
        const QByteArray board = test::objectJson("mu", "Mu Yanling, Sky Dancer", R"(, "counters": {"loyalty": 8})") + ","
            + test::objectJson("island", "Island") + "," + test::objectJson("theirs", "Island", "", "nico")
            + test::bears("ana", 2, "library");
        const QByteArray emblemMade = R"({"id": "e1", "activate": "mu", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough made = played(board, emblemMade);
        QVERIFY2(test::eventOutcome(made, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(made)));
        QString emblemId;
        for (const GameObject& o : made.finalState.objects)
            if (isEmblem(o) && o.controller == QLatin1String("ana"))
                emblemId = o.id;
        QVERIFY(!emblemId.isEmpty());
        const QByteArray from = emblemId.toUtf8() + "#1";
        const QByteArray draw = ", {\"id\": \"e3\", \"activate\": \"island\", \"ability\": 1, \"ability_from\": \"" + from
            + "\"}, {\"id\": \"e4\", \"resolve\": \"top\"}";
        const Playthrough drawn = played(board, emblemMade + draw);
        QVERIFY2(test::eventOutcome(drawn, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(drawn)));
        QVERIFY(test::tapped(drawn, QStringLiteral("island")));
        QCOMPARE(test::bearsIn(drawn, "ana", 2, "library", Zone::Hand), 1);
        const Characteristics* mine = test::charsOf(made, QStringLiteral("island"));
        const Characteristics* others = test::charsOf(made, QStringLiteral("theirs"));
        QVERIFY(mine && others);
        QCOMPARE(mine->abilities.size(), others->abilities.size() + 1);

    }

    // CR 205.1b, 615.1a, 611.2a: until end of turn Gideon is a 5/5 Human Soldier
    // Ally creature with indestructible that is still a planeswalker (a Gideon, legendary); Nico's Lightning
    // Bolt at him is prevented, his loyalty stays 5; after the turn he is a planeswalker only.
    void gideonBecomesACreatureThatIsStillAPlaneswalker()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gideon, Ally of Zendikar"), 0),
            QStringLiteral("+1: Until end of turn, ~ becomes a 5/5 Human Soldier Ally creature with indestructible in addition "
                           "to its other types. Prevent all damage that would be dealt to ~ this turn."));
        const QByteArray board = test::objectJson("gideon", "Gideon, Ally of Zendikar", R"(, "counters": {"loyalty": 4})") + ","
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const QByteArray animate = R"({"id": "e1", "activate": "gideon", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animate + R"(, {"id": "e3", "cast": "bolt", "targets": ["gideon"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("gideon")), QStringLiteral("5/5"));
        QVERIFY(hasType(play, "gideon", CardType::Creature));
        QVERIFY(hasType(play, "gideon", CardType::Planeswalker));
        QVERIFY(test::hasKeyword(play, QStringLiteral("gideon"), QStringLiteral("Indestructible")));
        const Characteristics* c = test::charsOf(play, QStringLiteral("gideon"));
        const auto gideonType = SubtypeRegistry::instance().find(QStringLiteral("Gideon"));
        const auto human = SubtypeRegistry::instance().find(QStringLiteral("Human"));
        QVERIFY(c && gideonType && human && c->type.hasSubtype(*gideonType) && c->type.hasSubtype(*human));
        QCOMPARE(test::countersOn(play, QStringLiteral("gideon"), QStringLiteral("loyalty")), 5);
        QCOMPARE(test::damageOn(play, QStringLiteral("gideon")), 0);
        QCOMPARE(test::zoneOf(play, QStringLiteral("gideon")), Zone::Battlefield);
        const Playthrough later = played(board, animate + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!hasType(later, "gideon", CardType::Creature));
        QVERIFY(hasType(later, "gideon", CardType::Planeswalker));
        // Without the ability, the Bolt takes three loyalty (120.3c).
        const Playthrough unanimated = played(board, R"({"id": "e3", "cast": "bolt", "targets": ["gideon"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::countersOn(unanimated, QStringLiteral("gideon"), QStringLiteral("loyalty")), 1);
    }

    // CR 614.1a, 700.4, 611.2c: Chandra deals X damage to Nico's creature or planeswalker, and a permanent dealt
    // damage this way that would die this turn is exiled instead: his Grizzly Bears (X 2) and his Teferi with 4
    // loyalty (X 4). His Craw Wurm, dealt 2, survives; Ana's Lightning Bolt then kills it, and it is exiled,
    // while her second Bolt kills his Bears, dealt no damage by Chandra, into his graveyard.
    void chandraExilesThePermanentSheDamagedIfItWouldDie()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Chandra, Awakened Inferno"), 3),
            QString::fromUtf8("\u2212X: ~ deals X damage to target creature or planeswalker. If a permanent dealt damage this way "
                              "would die this turn, exile it instead."));
        const QByteArray board = test::objectJson("chandra", "Chandra, Awakened Inferno", R"(, "counters": {"loyalty": 6})") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("teferi", "Teferi, Hero of Dominaria", R"(, "counters": {"loyalty": 4})", "nico") + ","
            + test::objectJson("wurm", "Craw Wurm", "", "nico") + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")")
            + "," + test::objectJson("bolt2", "Lightning Bolt", R"(, "zone": "hand")");
        const Playthrough bears = played(board,
            R"({"id": "e1", "activate": "chandra", "ability": 4, "targets": ["bears"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(bears, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Exile);
        QCOMPARE(test::countersOn(bears, QStringLiteral("chandra"), QStringLiteral("loyalty")), 4);
        const Playthrough teferi = played(board,
            R"({"id": "e1", "activate": "chandra", "ability": 4, "targets": ["teferi"], "choices": {"x": 4}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(teferi, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(teferi)));
        QCOMPARE(test::zoneOf(teferi, QStringLiteral("teferi")), Zone::Exile);
        const Playthrough wurm = played(board,
            R"({"id": "e1", "activate": "chandra", "ability": 4, "targets": ["wurm"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "bolt", "targets": ["wurm"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "cast": "bolt2", "targets": ["bears"]}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(wurm, QStringLiteral("e5")).isEmpty(), qPrintable(test::happened(wurm)));
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("wurm")), Zone::Exile);
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 114.4, 400.3, 603.10a: with Tamiyo's emblem, Ana's Grizzly Bears that Nico's Lightning Bolt kills goes to
    // her graveyard and the emblem returns it to her hand; Nico's Bears stays in his graveyard.
    void tamiyosEmblemReturnsEachCardPutIntoYourGraveyard()
    {
        const Action* emblem = test::firstAction(fixtures(), QStringLiteral("Tamiyo, the Moon Sage"), 2, ActionKind::CreateEmblem);
        QVERIFY(emblem && emblem->token && emblem->token->front.abilities.size() == 2);
        const AbilityDef& returns = *emblem->token->front.abilities[1];
        QCOMPARE(returns.event, TriggerEvent::CardPutIntoGraveyard);
        QVERIFY(returns.effect.size() == 1 && returns.effect[0].kind == ActionKind::ReturnToHand && returns.effect[0].object);
        QCOMPARE(returns.effect[0].object->ref, Selector::Ref::It);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tamiyo, the Moon Sage"), 2),
            QString::fromUtf8("\u22128: You get an emblem with \"You have no maximum hand size.\" and \"Whenever a card is put into "
                              "your graveyard from anywhere, you may return it to its owner's hand.\""));
        const QByteArray board = test::objectJson("tamiyo", "Tamiyo, the Moon Sage", R"(, "counters": {"loyalty": 8})") + ","
            + test::objectJson("mine", "Grizzly Bears") + "," + test::objectJson("theirs", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const QByteArray emblemMade = R"({"id": "e1", "activate": "tamiyo", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, emblemMade + R"(, {"id": "e3", "cast": "bolt", "targets": ["mine"]},
            {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("mine")) == Zone::Hand, qPrintable(test::happened(play)));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")).size(), 1);
        const Playthrough theirs = played(board, emblemMade + R"(, {"id": "e3", "cast": "bolt", "targets": ["theirs"]},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(theirs, QStringLiteral("theirs")) == Zone::Graveyard, qPrintable(test::happened(theirs)));
        QVERIFY(test::eventOutcome(theirs, QStringLiteral("e4")).isEmpty());
    }

    // CR 207.2c (threshold, an ability word), 603.10a, 400.3, 613.1f: with seven cards in Ana's graveyard
    // Decaying Soil has the trigger: Nico's Bolt kills her Grizzly Bears, she pays {1} and it returns to her hand;
    // declining leaves it in the graveyard; with six cards there, it has no such trigger.
    void decayingSoilReturnsTheCreatureWithThreshold()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Decaying Soil"), 1),
            QStringLiteral("As long as seven or more cards are in your graveyard, ~ has \"Whenever a nontoken creature is put into "
                           "your graveyard from the battlefield, you may pay {1}. If you do, return that card to its owner's hand.\""));
        const QByteArray soil = test::objectJson("soil", "Decaying Soil") + "," + test::objectJson("mine", "Grizzly Bears") + ","
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const QByteArray bolt = R"({"id": "e1", "cast": "bolt", "targets": ["mine"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough paid = played(soil + test::bears("ana", 7, "graveyard"), bolt + R"(, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(paid, QStringLiteral("mine")) == Zone::Hand, qPrintable(test::happened(paid)));
        const Playthrough declined
            = played(soil + test::bears("ana", 7, "graveyard"), bolt + R"(, {"id": "e3", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("mine")), Zone::Graveyard);
        const Playthrough noThreshold = played(soil + test::bears("ana", 6, "graveyard"), bolt);
        QCOMPARE(test::zoneOf(noThreshold, QStringLiteral("mine")), Zone::Graveyard);
        QVERIFY(test::eventOutcome(noThreshold, QStringLiteral("e2")).isEmpty());
    }

    // CR 114.4, 205.1b, 613.4b: Tezzeret the Schemer's emblem triggers at the beginning of combat on Ana's turn;
    // her Darksteel Citadel becomes a 5/5 artifact creature that is still a land.
    void tezzeretTheSchemersEmblemAnimatesAnArtifactEachCombat()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tezzeret the Schemer"), 2),
            QString::fromUtf8("\u22127: You get an emblem with \"At the beginning of combat on your turn, target artifact you control "
                              "becomes a 5/5 artifact creature in addition to its other types.\""));
        const QByteArray board = test::objectJson("tez", "Tezzeret the Schemer", R"(, "counters": {"loyalty": 7})") + ","
            + test::objectJson("citadel", "Darksteel Citadel") + "," + test::objectJson("theirs", "Darksteel Citadel", "", "nico");
        const QByteArray emblemMade = R"({"id": "e1", "activate": "tez", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, emblemMade + R"(, {"id": "e3", "begin": "beginning_of_combat",
            "triggers": {"e3.1": {"targets": ["citadel"]}}}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).size() == 1, qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("citadel")), QStringLiteral("5/5"));
        QVERIFY(hasType(play, "citadel", CardType::Creature));
        QVERIFY(hasType(play, "citadel", CardType::Land));
        QVERIFY(!hasType(play, "theirs", CardType::Creature));
        // Nico's Citadel is not an artifact Ana controls: no legal target (115.1).
        const Playthrough refused = played(board, emblemMade + R"(, {"id": "e3", "begin": "beginning_of_combat",
            "triggers": {"e3.1": {"targets": ["theirs"]}}}, {"id": "e4", "resolve": "top"})");
        QVERIFY(!hasType(refused, "theirs", CardType::Creature));
    }

    // CR 107.3a, 606.4, 202.3, 611.2a: Ana chooses X 2 for Sorin's -X: he loses two loyalty, and her Grizzly Bears
    // (mana value 2) returns from her graveyard as a Bear Vampire; her Craw Wurm (mana value 6) is no legal target.
    void sorinReturnsACreatureCardWithManaValueX()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Sorin, Vengeful Bloodlord"), QStringLiteral("Vampire"));
        QVERIFY(a && a->targets.size() == 1);
        QVERIFY(a->targets[0].manaValueAtMostX && a->targets[0].manaValueAtLeastX);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sorin, Vengeful Bloodlord"), 2),
            QString::fromUtf8("\u2212X: Return target creature card with mana value X from your graveyard to the battlefield. It "
                              "becomes a Vampire in addition to its other types."));
        const QByteArray board = test::objectJson("sorin", "Sorin, Vengeful Bloodlord", R"(, "counters": {"loyalty": 4})") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
            + test::objectJson("wurm", "Craw Wurm", R"(, "zone": "graveyard")");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "sorin", "ability": 3, "targets": ["bears"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::countersOn(play, QStringLiteral("sorin"), QStringLiteral("loyalty")), 2);
        const Characteristics* c = test::charsOf(play, QStringLiteral("bears"));
        const auto vampire = SubtypeRegistry::instance().find(QStringLiteral("Vampire"));
        const auto bear = SubtypeRegistry::instance().find(QStringLiteral("Bear"));
        QVERIFY(c && vampire && bear && c->type.hasSubtype(*vampire) && c->type.hasSubtype(*bear));
        const Playthrough refused = played(board,
            R"({"id": "e1", "activate": "sorin", "ability": 3, "targets": ["wurm"], "choices": {"x": 2}})");
        QVERIFY(!test::eventOutcome(refused, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(refused, QStringLiteral("wurm")), Zone::Graveyard);
    }

    // CR 114.4, 613.1f, 113.7a: Koth's emblem gives Ana's Mountain "{T}: This land deals 1 damage to any target";
    // the Mountain taps and deals Nico 1 damage.
    void kothsEmblemGivesMountainsAPing()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Koth of the Hammer"), 2),
            QString::fromUtf8("\u22125: You get an emblem with \"Mountains you control have '{T}: This permanent deals 1 damage to "
                              "any target.'\"."));
        const QByteArray board = test::objectJson("koth", "Koth of the Hammer", R"(, "counters": {"loyalty": 5})") + ","
            + test::objectJson("mountain", "Mountain") + "," + test::objectJson("theirs", "Mountain", "", "nico");
        const QByteArray emblemMade = R"({"id": "e1", "activate": "koth", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough made = played(board, emblemMade);
        QVERIFY2(test::eventOutcome(made, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(made)));
        QString emblemId;
        for (const GameObject& o : made.finalState.objects)
            if (isEmblem(o))
                emblemId = o.id;
        QVERIFY(!emblemId.isEmpty());
        const Characteristics* mine = test::charsOf(made, QStringLiteral("mountain"));
        const Characteristics* others = test::charsOf(made, QStringLiteral("theirs"));
        QVERIFY(mine && others);
        QCOMPARE(mine->abilities.size(), others->abilities.size() + 1);
        const QByteArray ping = ", {\"id\": \"e3\", \"activate\": \"mountain\", \"ability\": 1, \"ability_from\": \""
            + emblemId.toUtf8() + "#1\", \"targets\": [\"nico\"]}, {\"id\": \"e4\", \"resolve\": \"top\"}";
        const Playthrough pinged = played(board, emblemMade + ping);
        QVERIFY2(test::eventOutcome(pinged, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(pinged)));
        QVERIFY(test::tapped(pinged, QStringLiteral("mountain")));
        QCOMPARE(test::lifeOf(pinged, QStringLiteral("nico")), 19);
    }

    // CR 701.16a, 603.5, 608.2c: Domri looks at the top card of Ana's library; a creature card is revealed and put
    // into her hand, unless she declines; a land stays on top.
    void domriTakesTheTopCardIfItIsACreature()
    {
        const Action* look = test::firstAction(fixtures(), QStringLiteral("Domri Rade"), 0, ActionKind::LookAtTop);
        QVERIFY(look && look->object && look->reveal);
        QCOMPARE(look->keep, 1);
        QCOMPARE(look->object->types, quint16(CardType::Creature));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Domri Rade"), 0),
            QStringLiteral("+1: Look at the top card of your library. If it's a creature card, you may reveal it and put it into "
                           "your hand."));
        const QByteArray domri = test::objectJson("domri", "Domri Rade", R"(, "counters": {"loyalty": 3})");
        const QByteArray plus = R"({"id": "e1", "activate": "domri", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const QByteArray creatureOnTop = domri + test::bears("ana", 2, "library");
        const Playthrough taken = played(creatureOnTop, plus);
        QVERIFY2(test::eventOutcome(taken, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(taken)));
        QCOMPARE(test::zoneOf(taken, QStringLiteral("libraryana0")), Zone::Hand);
        QCOMPARE(test::zoneOf(taken, QStringLiteral("libraryana1")), Zone::Library);
        QCOMPARE(test::countersOn(taken, QStringLiteral("domri"), QStringLiteral("loyalty")), 4);
        const Playthrough declined = played(creatureOnTop,
            R"({"id": "e1", "activate": "domri", "ability": 1}, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("libraryana0")), Zone::Library);
        const Playthrough land = played(domri + "," + test::objectJson("forest", "Forest", R"(, "zone": "library")")
                + test::bears("ana", 1, "library"), plus);
        QCOMPARE(test::zoneOf(land, QStringLiteral("forest")), Zone::Library);
        QCOMPARE(test::zoneOf(land, QStringLiteral("libraryana0")), Zone::Library);
    }
};

QTEST_MAIN(TestImpStatic34)
#include "tst_impstatic34.moc"
