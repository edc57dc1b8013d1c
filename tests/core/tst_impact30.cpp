// Activated abilities read from real cards' Oracle text (tests/data/import/impact30.json), round 30: two
// instructions Oracle joins with "and", or one printed in an older order, read as the two sentences (or
// the order) the writer says (core/import/ActivatedPairWordings.cpp): Arcane Spyglass, Burning Palm
// Efreet, Disappear, Idle Thoughts, Lady Sun, Mtenda Griffin, Patron of the Orochi, Scourglass, Silent Gravestone,
// Yawgmoth, Thran Physician; and Godsire's token "that's red, green, and white", three colours (111.2).
// Otherworld Atlas's "Each player draws a card for each charge counter on ~" (608.2h); Chamber Sentry's
// "It deals X damage" after a cost that removes counters from it; Creeping Tar Pit's "… and can't be
// blocked this turn. It's still a land." (205.1b); Viashino Heretic's "~ deals damage to that artifact's
// controller equal to the artifact's converted mana cost" (608.2h); Spike Tiller's "Put a +1/+1 counter on
// it." after the one target became a creature; Pharika's "Its owner creates a 1/1 … Snake … token" (111.2);
// Orc General's cost "Sacrifice another Orc or Goblin"; Bloodthirsty Blade's "Attach ~ to target creature
// an opponent controls" (301.5c); Scourge of Skola Vale's "a number of +1/+1 counters … equal to the
// sacrificed creature's toughness" (608.2h). Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact30.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The same, in Ana's upkeep (the scenario's step), for "Activate only during your upkeep".
Playthrough playedInUpkeep(const QByteArray& objects, const QByteArray& events)
{
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, events, {}, {}, R"(, "step": "upkeep")"));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

QByteArray inLibrary(const char* id, const char* owner = "ana")
{
    return "," + test::objectJson(id, "Grizzly Bears", R"(, "zone": "library")", owner);
}

}   // namespace

class TestImpact30 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 20);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2c: each pair is read as its two instructions, in the order printed, and written back as
    // two sentences (the round trip reads Oracle's "and" so).
    void joinedInstructionsAreReadAsTwo()
    {
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Arcane Spyglass"), QStringLiteral("Sacrifice a land")),
            (QList<ActionKind>{ActionKind::Draw, ActionKind::PutCounter}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Yawgmoth, Thran Physician"), QStringLiteral("-1/-1 counter")),
            (QList<ActionKind>{ActionKind::PutCounter, ActionKind::Draw}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Burning Palm Efreet"), QStringLiteral("loses flying")),
            (QList<ActionKind>{ActionKind::Damage, ActionKind::Continuous}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Patron of the Orochi"), QStringLiteral("Untap all")),
            (QList<ActionKind>{ActionKind::Untap, ActionKind::Untap}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Mtenda Griffin"), QStringLiteral("Griffin card")),
            (QList<ActionKind>{ActionKind::ReturnToHand, ActionKind::ReturnToHand}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Disappear"), QStringLiteral("owners' hands")),
            (QList<ActionKind>{ActionKind::ReturnToHand, ActionKind::ReturnToHand}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Lady Sun"), QStringLiteral("another target")),
            (QList<ActionKind>{ActionKind::ReturnToHand, ActionKind::ReturnToHand}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Silent Gravestone"), QStringLiteral("Draw a card")).size(), 3);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Arcane Spyglass"), 0),
            QStringLiteral("{2}, {T}, Sacrifice a land: Draw a card. Put a charge counter on ~."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Burning Palm Efreet"), 0),
            QStringLiteral("{1}{R}{R}: ~ deals 2 damage to target creature with flying. It loses flying until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Disappear"), 1),
            QStringLiteral("{U}: Return enchanted creature to its owner's hand. Return ~ to its owner's hand."));
        const AbilityDef* idle = test::parsedWith(fixtures(), QStringLiteral("Idle Thoughts"), QStringLiteral("no cards in hand"));
        QVERIFY(idle);
        QCOMPARE(idle->effect.size(), 1);
        QCOMPARE(idle->effect[0].kind, ActionKind::Draw);
        QVERIFY(idle->effect[0].condition);   // checked as it resolves, not as it is activated
        QVERIFY(!idle->condition);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Idle Thoughts"), 0),
            QStringLiteral("{2}: If you have no cards in hand, draw a card."));
        const AbilityDef* scourglass = test::parsedWith(fixtures(), QStringLiteral("Scourglass"), QStringLiteral("except for"));
        QVERIFY(scourglass);
        QCOMPARE(scourglass->restriction, ActivationRestriction::DuringYourUpkeep);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Scourglass"), 0),
            QStringLiteral("{T}, Sacrifice ~: Destroy all nonartifact nonland permanents. Activate only during your upkeep."));
    }

    // CR 701.8, 602.5b: in Ana's upkeep Scourglass destroys each permanent that is neither an artifact nor
    // a land, Ana's and Nico's; Sol Ring and the Forest stay. In her main phase it can't be activated.
    void scourglassDestroysAllButArtifactsAndLands()
    {
        const QByteArray board = test::objectJson("glass", "Scourglass") + "," + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("angel", "Serra Angel", "", "nico") + "," + test::objectJson("crusade", "Crusade", "", "nico") + ","
            + test::objectJson("ring", "Sol Ring") + "," + test::objectJson("forest", "Forest", "", "nico") + ","
            + test::objectJson("ornithopter", "Ornithopter");
        const QByteArray events = R"({"id": "e1", "activate": "glass", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = playedInUpkeep(board, events);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("glass")), Zone::Graveyard);   // sacrificed as the cost
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("crusade")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("ring")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("ornithopter")), Zone::Battlefield);   // an artifact creature
        const Playthrough main = played(board, events);
        QVERIFY(test::refused(main, "e1"));
        QCOMPARE(test::zoneOf(main, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 608.2c, 121.1: Idle Thoughts draws Ana a card when her hand is empty as it resolves, none when
    // a card is in it.
    void idleThoughtsDrawsOnlyWithAnEmptyHand()
    {
        const QByteArray board = test::objectJson("idle", "Idle Thoughts") + inLibrary("top");
        const QByteArray events = R"({"id": "e1", "activate": "idle", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough empty = played(board, events);
        QVERIFY2(!test::refused(empty, "e1"), qPrintable(test::happened(empty)));
        QCOMPARE(test::zoneOf(empty, QStringLiteral("top")), Zone::Hand);
        const Playthrough holding = played(board + "," + test::objectJson("held", "Elite Vanguard", R"(, "zone": "hand")"), events);
        QVERIFY2(!test::refused(holding, "e1"), qPrintable(test::happened(holding)));
        QCOMPARE(test::zoneOf(holding, QStringLiteral("top")), Zone::Library);
    }

    // CR 120.3, 613.1f: Burning Palm Efreet deals 2 damage to Nico's Serra Angel, which loses flying until
    // the turn ends; Grizzly Bears, without flying, can't be its target.
    void burningPalmEfreetDamagesAndGroundsAFlyer()
    {
        const QByteArray board = test::objectJson("efreet", "Burning Palm Efreet") + ","
            + test::objectJson("angel", "Serra Angel", "", "nico") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "efreet", "ability": 1, "targets": ["angel"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("angel")), 2);
        QVERIFY(!test::hasKeyword(play, QStringLiteral("angel"), QStringLiteral("Flying")));
        QVERIFY(test::hasKeyword(play, QStringLiteral("angel"), QStringLiteral("Vigilance")));   // only flying is lost
        const Playthrough ended = played(board,
            R"({"id": "e1", "activate": "efreet", "ability": 1, "targets": ["angel"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "cleanup"})");
        QVERIFY(test::hasKeyword(ended, QStringLiteral("angel"), QStringLiteral("Flying")));
        const Playthrough ground = played(board, R"({"id": "e1", "activate": "efreet", "ability": 1, "targets": ["bears"]})");
        QVERIFY(test::refused(ground, "e1"));
    }

    // CR 608.2c: Patron of the Orochi untaps every Forest and every green creature, Nico's too; the
    // tapped Island and the white Serra Angel stay tapped.
    void patronUntapsForestsAndGreenCreatures()
    {
        const QByteArray board = test::objectJson("patron", "Patron of the Orochi") + ","
            + test::objectJson("forest", "Forest", R"(, "tapped": true)") + ","
            + test::objectJson("island", "Island", R"(, "tapped": true)") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "tapped": true)") + ","
            + test::objectJson("elves", "Llanowar Elves", R"(, "tapped": true)", "nico") + ","
            + test::objectJson("angel", "Serra Angel", R"(, "tapped": true)");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "patron", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(!test::tapped(play, QStringLiteral("forest")));
        QVERIFY(!test::tapped(play, QStringLiteral("bears")));
        QVERIFY(!test::tapped(play, QStringLiteral("elves")));
        QVERIFY(!test::tapped(play, QStringLiteral("patron")));   // a green creature itself, untapped after its cost
        QVERIFY(test::tapped(play, QStringLiteral("island")));
        QVERIFY(test::tapped(play, QStringLiteral("angel")));
        // 602.5b: only once each turn, though the Patron is untapped again; in Nico's turn it may be again.
        const QByteArray again = R"({"id": "e1", "activate": "patron", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "activate": "patron", "ability": 2})";
        const Playthrough twice = played(board, again);
        QVERIFY2(test::refused(twice, "e3"), qPrintable(test::happened(twice)));
        QCOMPARE(test::eventOutcome(twice, QStringLiteral("e3")).value(0), QStringLiteral("problem 602.5b"));
        const Playthrough nextTurn = played(board, R"({"id": "e1", "activate": "patron", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "untap"}, {"id": "e4", "activate": "patron", "ability": 2})");
        QVERIFY2(!test::refused(nextTurn, "e4"), qPrintable(test::happened(nextTurn)));
    }

    // CR 122.1, 121.1: Arcane Spyglass, a Forest sacrificed, draws Ana a card and gets a charge counter.
    void arcaneSpyglassDrawsAndCountsACharge()
    {
        const Playthrough play = played(test::objectJson("glass", "Arcane Spyglass") + "," + test::objectJson("forest", "Forest") + inLibrary("top"),
            R"({"id": "e1", "activate": "glass", "ability": 1, "choices": {"objects": ["forest"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
        QCOMPARE(test::countersOn(play, QStringLiteral("glass"), QStringLiteral("charge")), 1);
    }

    // CR 115.1, 122.1, 704.5f: Yawgmoth puts a -1/-1 counter on Nico's Llanowar Elves, which dies, and Ana
    // draws; with no target chosen ("up to one") she still draws.
    void yawgmothShrinksUpToOneAndDraws()
    {
        const QByteArray board = test::objectJson("yawgmoth", "Yawgmoth, Thran Physician") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("elves", "Llanowar Elves", "", "nico") + inLibrary("top");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "yawgmoth", "ability": 2, "targets": ["elves"], "choices": {"objects": ["bears"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);   // sacrificed as the cost
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::zoneOf(play, QStringLiteral("elves")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
        const Playthrough none = played(board,
            R"({"id": "e1", "activate": "yawgmoth", "ability": 2, "targets": [], "choices": {"objects": ["bears"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(none, "e1"), qPrintable(test::happened(none)));
        QCOMPARE(test::zoneOf(none, QStringLiteral("elves")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(none, QStringLiteral("top")), Zone::Hand);
    }

    // CR 602.5b, 115.1: in Ana's upkeep Mtenda Griffin returns itself and the Griffin card of her
    // graveyard to her hand; not in her main phase.
    void mtendaGriffinReturnsItselfAndAGriffin()
    {
        const QByteArray board = test::objectJson("griffin", "Mtenda Griffin") + ","
            + test::objectJson("dead", "Mtenda Griffin", R"(, "zone": "graveyard")");
        const QByteArray events = R"({"id": "e1", "activate": "griffin", "ability": 2, "targets": ["dead"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = playedInUpkeep(board, events);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("griffin")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("dead")), Zone::Hand);
        QVERIFY(test::refused(played(board, events), "e1"));
    }

    // CR 602.5b, 115.1: in Ana's main phase, before attackers, Lady Sun returns itself and Nico's Grizzly
    // Bears to their owners' hands; "another" target is never Lady Sun herself, and in combat it can't be
    // activated.
    void ladySunReturnsItselfAndAnotherCreature()
    {
        const QByteArray board = test::objectJson("sun", "Lady Sun") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "sun", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("sun")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        QVERIFY(test::refused(played(board, R"({"id": "e1", "activate": "sun", "ability": 1, "targets": ["sun"]})"), "e1"));
        const Playthrough combat = played(board,
            R"({"id": "e0", "begin": "declare_attackers"}, {"id": "e1", "activate": "sun", "ability": 1, "targets": ["bears"]})");
        QVERIFY(test::refused(combat, "e1"));
    }

    // CR 608.2c, 704.5m: Disappear returns Nico's enchanted Serra Angel to his hand and itself to Ana's;
    // it is not left on the battlefield to be put into the graveyard as an unattached Aura.
    void disappearReturnsTheCreatureAndItself()
    {
        const Playthrough play = played(test::objectJson("angel", "Serra Angel", "", "nico") + ","
                + test::objectJson("disappear", "Disappear", R"(, "attached_to": "angel")"),
            R"({"id": "e1", "activate": "disappear", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("disappear")), Zone::Hand);
    }

    // CR 111.2, 105.2: Godsire's token is an 8/8 red, green, and white Beast creature; the writer says its
    // three colours in Oracle's order, before its subtype.
    void godsireCreatesAThreeColorBeast()
    {
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Godsire"), 1, ActionKind::CreateToken);
        QVERIFY(create && create->token);
        const CardFace& beast = create->token->front;
        QCOMPARE(beast.colorIndicator.count(), 3);
        QVERIFY(beast.colorIndicator.has(Color::Red) && beast.colorIndicator.has(Color::Green) && beast.colorIndicator.has(Color::White));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Godsire"), 1),
            QStringLiteral("{T}: Create an 8/8 red, green, and white Beast creature token."));
        const Playthrough play = played(test::objectJson("godsire", "Godsire"),
            R"({"id": "e1", "activate": "godsire", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const QStringList onBattlefield = test::idsIn(play.finalState, Zone::Battlefield);
        QCOMPARE(onBattlefield.size(), 2);
        const QString token = onBattlefield.value(onBattlefield.indexOf(QStringLiteral("godsire")) == 0 ? 1 : 0);
        const Characteristics* chars = test::charsOf(play, token);
        QVERIFY(chars);
        QCOMPARE(chars->colors.count(), 3);
        QVERIFY(chars->colors.has(Color::Red) && chars->colors.has(Color::Green) && chars->colors.has(Color::White));
        QVERIFY(!chars->colors.has(Color::Blue) && !chars->colors.has(Color::Black));
        QCOMPARE(test::ptOf(play, token), QStringLiteral("8/8"));
    }

    // CR 608.2h, 121.1: Otherworld Atlas with two charge counters has Ana and Nico draw two cards each, the
    // counters counted once as it resolves; with its first ability it gets one more.
    void otherworldAtlasHasEachPlayerDraw()
    {
        const Action* draw = test::firstAction(fixtures(), QStringLiteral("Otherworld Atlas"), 1, ActionKind::Draw);
        QVERIFY(draw && draw->amountOf);
        QCOMPARE(draw->who, QStringLiteral("each_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Otherworld Atlas"), 1),
            QStringLiteral("{T}: Each player draws a card for each charge counter on ~."));
        const QByteArray board = test::objectJson("atlas", "Otherworld Atlas", R"(, "counters": {"charge": 2})") + inLibrary("a1")
            + inLibrary("a2") + inLibrary("a3") + inLibrary("n1", "nico") + inLibrary("n2", "nico") + inLibrary("n3", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "atlas", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("a1")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("a2")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("a3")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("n1")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("n2")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("n3")), Zone::Library);
        const Playthrough charged = played(board, R"({"id": "e1", "activate": "atlas", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(charged, QStringLiteral("atlas"), QStringLiteral("charge")), 3);
    }

    // CR 602.2b, 107.3a: Chamber Sentry with three +1/+1 counters, X 2, removes two of them and deals 2
    // damage to Nico's Grizzly Bears, the Sentry the source ("It").
    void chamberSentryDealsTheCountersRemoved()
    {
        const AbilityDef* sentry = test::parsedWith(fixtures(), QStringLiteral("Chamber Sentry"), QStringLiteral("It deals"));
        QVERIFY(sentry);
        QCOMPARE(sentry->effect.size(), 1);
        QCOMPARE(sentry->effect[0].kind, ActionKind::Damage);
        QVERIFY(sentry->effect[0].amount.x);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Chamber Sentry"), 1),
            QStringLiteral("{X}, {T}, Remove X +1/+1 counters from ~: ~ deals X damage to any target."));
        const QByteArray board = test::objectJson("sentry", "Chamber Sentry", R"(, "counters": {"+1/+1": 3})") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "sentry", "ability": 2, "targets": ["bears"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("sentry")), 1);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Chamber Sentry deals 2 damage")), qPrintable(test::happened(play)));
    }

    // CR 205.1b, 509.1b, 611.2a: Creeping Tar Pit becomes a 3/2 blue and black Elemental creature that is
    // still a land until the turn ends, and Nico's Grizzly Bears can't block it this turn.
    void creepingTarPitIsAnUnblockableLand()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Creeping Tar Pit"), 2),
            QStringLiteral("{1}{U}{B}: ~ becomes a 3/2 blue and black Elemental creature in addition to its other types until end of turn "
                           "and can't be blocked this turn."));
        const QByteArray board = test::objectJson("pit", "Creeping Tar Pit") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const QByteArray animated = R"({"id": "e1", "activate": "pit", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* pit = test::charsOf(play, QStringLiteral("pit"));
        QVERIFY(pit);
        QVERIFY(pit->type.has(CardType::Land) && pit->type.has(CardType::Creature));
        QCOMPARE(test::ptOf(play, QStringLiteral("pit")), QStringLiteral("3/2"));
        QVERIFY(pit->colors.has(Color::Blue) && pit->colors.has(Color::Black));
        const Playthrough blocked = played(board, animated + R"(, {"id": "e3", "attack": {"pit": "nico"}}, {"id": "e4", "block": {"bears": ["pit"]}})");
        QVERIFY2(!test::refused(blocked, "e3"), qPrintable(test::happened(blocked)));
        QVERIFY(test::refused(blocked, "e4"));
        const Playthrough ended = played(board, animated + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("pit"))->type.has(CardType::Creature));
    }

    // CR 608.2h, 202.3: Viashino Heretic destroys Nico's Chimeric Staff and deals him 4 damage, the Staff's
    // mana value as it last existed; Ana's own Sol Ring costs her 1.
    void viashinoHereticDealsTheArtifactsManaValue()
    {
        const AbilityDef* heretic = test::parsedWith(fixtures(), QStringLiteral("Viashino Heretic"), QStringLiteral("Destroy"));
        QVERIFY(heretic);
        QCOMPARE(heretic->effect.size(), 2);
        QCOMPARE(heretic->effect[1].kind, ActionKind::Damage);
        QCOMPARE(heretic->effect[1].who, QStringLiteral("controller_of_target"));
        QVERIFY(heretic->effect[1].amountOf && heretic->effect[1].amountOf->kind == Expr::Kind::ManaValueOfMoved);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Viashino Heretic"), 0),
            QStringLiteral("{1}{R}, {T}: Destroy target artifact. ~ deals damage equal to that artifact's mana value to its controller."));
        const QByteArray board = test::objectJson("heretic", "Viashino Heretic") + "," + test::objectJson("staff", "Chimeric Staff", "", "nico")
            + "," + test::objectJson("ring", "Sol Ring");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "heretic", "ability": 1, "targets": ["staff"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("staff")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 16);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        const Playthrough own = played(board,
            R"({"id": "e1", "activate": "heretic", "ability": 1, "targets": ["ring"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(own, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(own, QStringLiteral("nico")), 20);
    }

    // CR 608.2c, 205.1b, 122.1: Spike Tiller, a counter removed from it, makes Ana's Forest a 2/2 creature
    // that is still a land, for good, and puts a +1/+1 counter on that Forest.
    void spikeTillerAnimatesALandAndCountersIt()
    {
        const AbilityDef* tiller = test::parsedWith(fixtures(), QStringLiteral("Spike Tiller"), QStringLiteral("Target land"));
        QVERIFY(tiller);
        QCOMPARE(tiller->effect.size(), 2);
        QCOMPARE(tiller->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(tiller->effect[1].object && tiller->effect[1].object->ref == Selector::Ref::Target);
        const Playthrough play = played(test::objectJson("tiller", "Spike Tiller", R"(, "counters": {"+1/+1": 3})") + ","
                + test::objectJson("forest", "Forest"),
            R"({"id": "e1", "activate": "tiller", "ability": 3, "targets": ["forest"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("tiller")), 2);
        QCOMPARE(test::countersOn(play, QStringLiteral("forest")), 1);
        const Characteristics* forest = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY(forest);
        QVERIFY(forest->type.has(CardType::Land) && forest->type.has(CardType::Creature));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("3/3"));
    }

    // CR 111.2, 108.3: Pharika exiles the Grizzly Bears card of Nico's graveyard and Nico, its owner,
    // creates the 1/1 black and green Snake enchantment creature token with deathtouch.
    void pharikaGivesTheOwnerASnake()
    {
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Pharika, God of Affliction"), 2, ActionKind::CreateToken);
        QVERIFY(create && create->token);
        QCOMPARE(create->who, QStringLiteral("owner_of_target"));
        const Playthrough play = played(test::objectJson("pharika", "Pharika, God of Affliction") + ","
                + test::objectJson("dead", "Grizzly Bears", R"(, "zone": "graveyard")", "nico"),
            R"({"id": "e1", "activate": "pharika", "ability": 3, "targets": ["dead"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("dead")), Zone::Exile);
        QStringList tokens = test::idsIn(play.finalState, Zone::Battlefield);
        tokens.removeAll(QStringLiteral("pharika"));
        QCOMPARE(tokens.size(), 1);
        const Characteristics* snake = test::charsOf(play, tokens[0]);
        QVERIFY(snake);
        QCOMPARE(snake->controller, QStringLiteral("nico"));
        QVERIFY(snake->type.has(CardType::Enchantment) && snake->type.has(CardType::Creature));
        QVERIFY(snake->colors.has(Color::Black) && snake->colors.has(Color::Green));
        QVERIFY(test::hasKeyword(play, tokens[0], QStringLiteral("Deathtouch")));
    }

    // CR 701.17a, 205.3m: Orc General sacrifices Ana's Raging Goblin, a Goblin, and every other Orc, Nico's
    // too, gets +1/+1 until the turn ends; the General itself is not "another" Orc to sacrifice.
    void orcGeneralSacrificesAnotherOrcOrGoblin()
    {
        const AbilityDef* general = test::parsedAbility(fixtures(), QStringLiteral("Orc General"), 0);
        QVERIFY(general);
        const auto sacrifice = std::find_if(general->costParts.cbegin(), general->costParts.cend(),
            [](const CostPart& c) { return c.kind == CostKind::Sacrifice; });
        QVERIFY(sacrifice != general->costParts.cend() && sacrifice->card);
        QCOMPARE(sacrifice->card->anyOf.size(), 2);
        QVERIFY(sacrifice->card->other);
        const QByteArray board = test::objectJson("general", "Orc General") + "," + test::objectJson("second", "Orc General") + ","
            + test::objectJson("goblin", "Raging Goblin") + "," + test::objectJson("his", "Orc General", "", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "general", "ability": 1, "choices": {"objects": ["goblin"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("goblin")), Zone::Graveyard);
        QCOMPARE(test::ptOf(play, QStringLiteral("second")), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(play, QStringLiteral("his")), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(play, QStringLiteral("general")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("2/2"));
        // Neither the General itself nor a Bear fits the cost; the second General, an Orc, does.
        const Playthrough self = played(board,
            R"({"id": "e1", "activate": "general", "ability": 1, "choices": {"objects": ["general", "bears", "second"]}})");
        QVERIFY2(!test::refused(self, "e1"), qPrintable(test::happened(self)));
        QCOMPARE(test::zoneOf(self, QStringLiteral("general")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(self, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(self, QStringLiteral("second")), Zone::Graveyard);
    }

    // CR 701.3a, 301.5c, 307.1: Ana's Bloodthirsty Blade is attached to Nico's Grizzly Bears, which get +2/+0
    // while the Blade stays Ana's; not to her own Bears, and not outside her main phase.
    void bloodthirstyBladeEquipsAnOpponentsCreature()
    {
        const AbilityDef* blade = test::parsedWith(fixtures(), QStringLiteral("Bloodthirsty Blade"), QStringLiteral("Attach"));
        QVERIFY(blade);
        QCOMPARE(blade->restriction, ActivationRestriction::SorcerySpeed);
        QCOMPARE(blade->effect.value(0).kind, ActionKind::Attach);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bloodthirsty Blade"), 1),
            QStringLiteral("{1}: Attach ~ to target creature an opponent controls. Activate only as a sorcery."));
        const QByteArray board = test::objectJson("blade", "Bloodthirsty Blade") + "," + test::objectJson("his", "Grizzly Bears", "", "nico")
            + "," + test::objectJson("mine", "Grizzly Bears");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "blade", "ability": 2, "targets": ["his"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(play.finalState.object(QStringLiteral("blade"))->attachedTo, QStringLiteral("his"));
        QCOMPARE(test::ptOf(play, QStringLiteral("his")), QStringLiteral("4/2"));
        QCOMPARE(test::charsOf(play, QStringLiteral("blade"))->controller, QStringLiteral("ana"));
        QVERIFY(test::refused(played(board, R"({"id": "e1", "activate": "blade", "ability": 2, "targets": ["mine"]})"), "e1"));
        QVERIFY(test::refused(playedInUpkeep(board, R"({"id": "e1", "activate": "blade", "ability": 2, "targets": ["his"]})"), "e1"));
    }

    // CR 608.2h, 112.7a, 122.1: Scourge of Skola Vale sacrifices Ana's Serra Angel and gets four +1/+1
    // counters, the Angel's toughness as it last existed (a +1/+1 counter on it makes five).
    void scourgeCountsTheSacrificedToughness()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Scourge of Skola Vale"), 2, ActionKind::PutCounter);
        QVERIFY(put && put->amountOf);
        QCOMPARE(put->amountOf->kind, Expr::Kind::ToughnessOfSacrificed);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Scourge of Skola Vale"), 2),
            QStringLiteral("{T}, Sacrifice another creature: Put X +1/+1 counters on ~, where X is the sacrificed creature's toughness."));
        const QByteArray scourge = test::objectJson("scourge", "Scourge of Skola Vale", R"(, "counters": {"+1/+1": 2})") + ",";
        const QByteArray events = R"({"id": "e1", "activate": "scourge", "ability": 3, "choices": {"objects": ["angel"]}}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(scourge + test::objectJson("angel", "Serra Angel"), events);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::countersOn(play, QStringLiteral("scourge")), 6);
        const Playthrough bigger = played(scourge + test::objectJson("angel", "Serra Angel", R"(, "counters": {"+1/+1": 1})"), events);
        QCOMPARE(test::countersOn(bigger, QStringLiteral("scourge")), 7);
    }

    // CR 406.3, 121.1: Silent Gravestone exiles itself and every card of both graveyards, then Ana draws.
    void silentGravestoneExilesItselfAndTheGraveyards()
    {
        const Playthrough play = played(test::objectJson("stone", "Silent Gravestone") + ","
                + test::objectJson("mine", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
                + test::objectJson("his", "Serra Angel", R"(, "zone": "graveyard")", "nico") + inLibrary("top"),
            R"({"id": "e1", "activate": "stone", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("stone")), Zone::Exile);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Exile);
        QCOMPARE(test::zoneOf(play, QStringLiteral("his")), Zone::Exile);
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpact30)
#include "tst_impact30.moc"
