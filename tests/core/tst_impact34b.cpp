// Activated abilities read from real cards' Oracle text (tests/data/import/impact34b.json), round 34 (second
// helper). Tainted Sigil's "You gain life equal to the total life lost by all players this turn.": the turn's
// record of every player's life lost, added up as the ability resolves. Balthor the Defiled's "Each player
// returns all black and all red creature cards from their graveyard to the battlefield." and Twilight's Call's
// "Each player returns all creature cards from their graveyard to the battlefield." (each card under its
// owner's control). Priest of Forgotten Gods' "Any number of target players each lose 2 life and sacrifice a
// creature. You add {B}{B} and draw a card." (the writer's "… each lose 2 life. Those players each sacrifice a
// creature. Add {B}{B}. Draw a card."). Checked as read, through the card format, and as played (the Priest's
// mana named, as the event player keeps no mana pool). Mindshrieker's "Target player puts the top card of their
// library into their graveyard. ~ gets +X/+X until end of turn, where X is that card's converted mana cost." and
// Stormchaser Chimera's "Scry 1, then reveal the top card of your library. ~ gets +X/+0 until end of turn, where X
// is that card's converted mana cost."
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Colors.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact34b.json"));
}

// A two-player game whose players' entries carry `ana` and `nico` (`, "this_turn": {…}`).
Playthrough playedWith(const QByteArray& objects, const QByteArray& events, const QByteArray& ana,
    const QByteArray& nico = {})
{
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, events, ana, nico));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

// The controller of `id` on the battlefield at the end of a playthrough; empty when it is elsewhere.
QString controllerOnBattlefield(const Playthrough& play, const QString& id)
{
    for (const GameObject& o : play.finalState.objects)
        if (o.exists && o.id == id && o.zone == Zone::Battlefield)
            return o.controller;
    return {};
}

// The power and toughness of `id` at the end of a playthrough ("-1/-1" when it is gone).
QString ptOf(const Playthrough& play, const QString& id)
{
    const int i = play.finalState.objectIndex(id);
    if (i < 0 || i >= play.finalResolution.chars.size())
        return QStringLiteral("-1/-1");
    const Characteristics& c = play.finalResolution.chars[i];
    return QStringLiteral("%1/%2").arg(c.power.value_or(-1)).arg(c.toughness.value_or(-1));
}

// Ana's and Nico's graveyards: a black, a green and a red creature card and a red instant.
QByteArray graveyards()
{
    return test::objectJson("knight", "Black Knight", R"(, "zone": "graveyard")") + ","
        + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
        + test::objectJson("boar", "Bladetusk Boar", R"(, "zone": "graveyard")", "nico") + ","
        + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "graveyard")", "nico");
}

}   // namespace

class TestImpact34b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 119.3, 608.2h: "the total life lost by all players this turn" is LifeLostThisTurn of every player,
    // written back in the same words (the reminder text left out) and kept by the card format.
    void taintedSigilReadsEveryPlayersLifeLost()
    {
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("Tainted Sigil"), 0, ActionKind::GainLife);
        QVERIFY(gain && gain->amountOf);
        QCOMPARE(gain->amountOf->kind, Expr::Kind::LifeLostThisTurn);
        QCOMPARE(gain->amountOf->who, QStringLiteral("all_players"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tainted Sigil"), 0),
            QStringLiteral("{T}, Sacrifice ~: You gain life equal to the total life lost by all players this turn."));
        const ImportedCard* sigil = test::findCard(fixtures(), QStringLiteral("Tainted Sigil"));
        QVERIFY(sigil);
        QString why;
        const CardPtr kept = test::throughCardFormat(*sigil->card, &why);
        QVERIFY2(kept, qPrintable(why));
        const Action* keptGain = nullptr;
        QVERIFY(!kept->front.abilities.isEmpty());
        for (const Action& a : kept->front.abilities[0]->effect)
            keptGain = a.kind == ActionKind::GainLife ? &a : keptGain;
        QVERIFY(keptGain && keptGain->amountOf);
        QCOMPARE(keptGain->amountOf->who, QStringLiteral("all_players"));
    }

    // CR 119.3, 120.3a, 602.2b, 608.2h: Ana lost 3 life this turn and Nico 2; her Nico's Shock then takes 2
    // more from Nico, so the Sigil, sacrificed to pay, gains her 3 + 2 + 2 = 7 life (20 + 7); with no
    // life lost by anybody it gains her none.
    void taintedSigilGainsTheLifeEveryPlayerLost()
    {
        const QByteArray board = test::objectJson("sigil", "Tainted Sigil")
            + R"(, {"id": "shock", "card": "Shock", "zone": "hand", "owner": "ana"})";
        const QByteArray events = R"({"id": "e1", "cast": "shock", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "activate": "sigil", "ability": 1}, {"id": "e4", "resolve": "top"})";
        const Playthrough play = playedWith(board, events, R"(, "this_turn": {"life_lost": 3})",
            R"(, "this_turn": {"life_lost": 2})");
        QVERIFY2(!test::refused(play, "e3"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 27);
        QCOMPARE(test::zoneOf(play, QStringLiteral("sigil")), Zone::Graveyard);
        const Playthrough none = playedWith(test::objectJson("sigil", "Tainted Sigil"),
            R"({"id": "e1", "activate": "sigil", "ability": 1}, {"id": "e2", "resolve": "top"})", {});
        QVERIFY2(!test::refused(none, "e1"), qPrintable(test::happened(none)));
        QCOMPARE(test::lifeOf(none, QStringLiteral("ana")), 20);
    }

    // CR 110.2a, 404.1, 608.2h: "each player returns all … cards from their graveyard" is every such card in
    // every graveyard, each under its owner's control; "all black and all red" is either colour (105.2).
    void eachPlayerReturnsIsEveryGraveyardUnderItsOwner()
    {
        const Action* balthor = test::firstAction(fixtures(), QStringLiteral("Balthor the Defiled"), 1, ActionKind::ReturnFromGraveyard);
        QVERIFY(balthor && balthor->object);
        QCOMPARE(balthor->who, QStringLiteral("owner"));
        QVERIFY(!balthor->object->ownerYou);
        QCOMPARE(balthor->object->zone, Zone::Graveyard);
        QCOMPARE(balthor->object->colors, ColorSet(quint8(quint8(Color::Black) | quint8(Color::Red))));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Balthor the Defiled"), 1),
            QStringLiteral("{B}{B}{B}, Exile ~: Each player returns all black or red creature cards from their graveyard to the "
                           "battlefield."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Twilight's Call"), 1),
            QStringLiteral("Each player returns all creature cards from their graveyard to the battlefield."));
    }

    // CR 110.2a, 602.2b, 608.2h: Balthor, exiled to pay, returns Ana's Black Knight under her control and Nico's
    // Bladetusk Boar under his; Ana's green Bears and Nico's instant stay in the graveyards.
    void balthorReturnsTheBlackAndRedCreatureCards()
    {
        const Playthrough play = playedWith(test::objectJson("balthor", "Balthor the Defiled") + "," + graveyards(),
            R"({"id": "e1", "activate": "balthor", "ability": 2}, {"id": "e2", "resolve": "top"})", {});
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("balthor")), Zone::Exile);
        QCOMPARE(controllerOnBattlefield(play, QStringLiteral("knight")), QStringLiteral("ana"));
        QCOMPARE(controllerOnBattlefield(play, QStringLiteral("boar")), QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bolt")), Zone::Graveyard);
    }

    // CR 110.2a, 608.2h: Twilight's Call returns every creature card, the Bears too, each under its owner's
    // control; the instant stays.
    void twilightsCallReturnsEveryCreatureCard()
    {
        const Playthrough play = playedWith(
            test::objectJson("call", "Twilight's Call", R"(, "zone": "hand")") + "," + graveyards(),
            R"({"id": "e1", "cast": "call"}, {"id": "e2", "resolve": "top"})", {});
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(controllerOnBattlefield(play, QStringLiteral("knight")), QStringLiteral("ana"));
        QCOMPARE(controllerOnBattlefield(play, QStringLiteral("bears")), QStringLiteral("ana"));
        QCOMPARE(controllerOnBattlefield(play, QStringLiteral("boar")), QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bolt")), Zone::Graveyard);
    }

    // CR 115.1, 601.2c, 608.2c, 701.17a: the same target players lose the life, then each sacrifices a creature
    // of their choice; then the mana is added and the card drawn, in the order printed.
    void priestReadsEachTargetPlayersLossAndSacrifice()
    {
        const AbilityDef* priest = test::parsedAbility(fixtures(), QStringLiteral("Priest of Forgotten Gods"), 0);
        QVERIFY(priest && priest->targets.size() == 1);
        QCOMPARE(priest->targets[0].upTo, Selector::kAnyNumber);
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Priest of Forgotten Gods"), QStringLiteral("each lose")),
            (QList<ActionKind>{ActionKind::LoseLife, ActionKind::Sacrifice, ActionKind::AddMana, ActionKind::Draw}));
        QCOMPARE(priest->effect[0].who, QStringLiteral("each_target_player"));
        QCOMPARE(priest->effect[1].who, QStringLiteral("each_target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Priest of Forgotten Gods"), 0),
            QStringLiteral("{T}, Sacrifice two other creatures: Any number of target players each lose 2 life. Those players "
                           "each sacrifice a creature. Add {B}{B}. Draw a card."));
    }

    // CR 119.3, 701.17a, 121.1: targeting Ana and Nico, each loses 2 life and sacrifices the creature named
    // (Ana her Bears, not the Priest; Nico his Black Knight), and Ana draws; targeting Nico alone, Ana keeps
    // her life and her Bears. (Her two Ornithopters are there for the cost, which the event player checks.)
    void priestMakesEachTargetPlayerLoseAndSacrifice()
    {
        const QByteArray board = test::objectJson("priest", "Priest of Forgotten Gods") + ","
            + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("t1", "Ornithopter") + "," + test::objectJson("t2", "Ornithopter") + ","
            + test::objectJson("knight", "Black Knight", "", "nico") + ","
            + test::objectJson("top", "Grizzly Bears", R"(, "zone": "library")");
        const Playthrough both = playedWith(board,
            R"({"id": "e1", "activate": "priest", "ability": 1, "targets": ["ana", "nico"]},
               {"id": "e2", "resolve": "top", "choices": {"objects": ["bears", "knight"]}})", {});
        QVERIFY2(!test::refused(both, "e1"), qPrintable(test::happened(both)));
        QCOMPARE(test::lifeOf(both, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(both, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(both, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(both, QStringLiteral("knight")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(both, QStringLiteral("priest")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(both, QStringLiteral("top")), Zone::Hand);
        const Playthrough nico = playedWith(board,
            R"({"id": "e1", "activate": "priest", "ability": 1, "targets": ["nico"]},
               {"id": "e2", "resolve": "top", "choices": {"objects": ["knight"]}})", {});
        QVERIFY2(!test::refused(nico, "e1"), qPrintable(test::happened(nico)));
        QCOMPARE(test::lifeOf(nico, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(nico, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(nico, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(nico, QStringLiteral("knight")), Zone::Graveyard);
    }

    // CR 608.2h, 202.3: "that card's converted mana cost" after a one-card mill is the milled card's mana value,
    // read as the writer's "its mana value" after "mills a card".
    void mindshriekerReadsTheMilledCardsManaValue()
    {
        const Action* pump = test::firstAction(fixtures(), QStringLiteral("Mindshrieker"), 1, ActionKind::Continuous);
        QVERIFY(pump && pump->continuous && pump->continuous->ops.size() == 1);
        const Op& op = pump->continuous->ops[0];
        QVERIFY(op.power && op.toughness);
        QCOMPARE(op.power->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(op.toughness->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Mindshrieker"), QStringLiteral("top card")),
            (QList<ActionKind>{ActionKind::Mill, ActionKind::Continuous}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mindshrieker"), 1), QStringLiteral("{2}: Target player mills a card. ~ gets +X/+X until end of turn, where X is its mana value."));
    }

    // CR 608.2h, 202.3, 611.2c: Mindshrieker (1/1) mills Nico's Black Knight ({B}{B}) and gets +2/+2, still +2/+2 once
    // the Knight has left the graveyard; a milled land (mana value 0) gives +0/+0.
    void mindshriekerGetsTheMilledCardsManaValue()
    {
        const QByteArray board = test::objectJson("shrieker", "Mindshrieker") + ","
            + test::objectJson("knight", "Black Knight", R"(, "zone": "library")", "nico");
        const Playthrough play = playedWith(board,
            R"({"id": "e1", "activate": "shrieker", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": ["knight"], "to": "exile"})", {});
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("knight")), Zone::Exile);
        QCOMPARE(ptOf(play, QStringLiteral("shrieker")), QStringLiteral("3/3"));
        const Playthrough land = playedWith(test::objectJson("shrieker", "Mindshrieker") + ","
                + test::objectJson("forest", "Forest", R"(, "zone": "library")", "nico"),
            R"({"id": "e1", "activate": "shrieker", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})", {});
        QCOMPARE(test::zoneOf(land, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(ptOf(land, QStringLiteral("shrieker")), QStringLiteral("1/1"));
    }

    // CR 701.22a, 701.16a, 608.2h: the scry, then the reveal of the top card, whose mana value is X; the writer
    // says the two sentences.
    void chimeraReadsTheRevealedCardsManaValue()
    {
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Stormchaser Chimera"), QStringLiteral("Scry 1")),
            (QList<ActionKind>{ActionKind::Scry, ActionKind::LookAtTop, ActionKind::Continuous}));
        const Action* pump = test::firstAction(fixtures(), QStringLiteral("Stormchaser Chimera"), 1, ActionKind::Continuous);
        QVERIFY(pump && pump->continuous && pump->continuous->ops.size() == 1);
        const Op& op = pump->continuous->ops[0];
        QVERIFY(op.power && op.toughness);
        QCOMPARE(op.power->kind, Expr::Kind::ManaValueOfMoved);
        QVERIFY(op.toughness->isConst());
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Stormchaser Chimera"), 1),
            QStringLiteral("{2}{U}{R}: Scry 1. Reveal the top card of your library. ~ gets +X/+0 until end of turn, where X is "
                           "its mana value."));
    }

    // CR 701.22a, 608.2h: with Black Knight ({B}{B}) on top of Ana's library, kept there by the scry, the Chimera
    // (2/3) gets +2/+0, and the Knight stays on top; with a Forest on top, +0/+0.
    void chimeraGetsTheRevealedCardsManaValue()
    {
        const QByteArray events = R"({"id": "e1", "activate": "chimera", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough knight = playedWith(test::objectJson("chimera", "Stormchaser Chimera") + ","
                + test::objectJson("knight", "Black Knight", R"(, "zone": "library")"), events, {});
        QVERIFY2(!test::refused(knight, "e1"), qPrintable(test::happened(knight)));
        QCOMPARE(test::zoneOf(knight, QStringLiteral("knight")), Zone::Library);
        QCOMPARE(ptOf(knight, QStringLiteral("chimera")), QStringLiteral("4/3"));
        const Playthrough forest = playedWith(test::objectJson("chimera", "Stormchaser Chimera") + ","
                + test::objectJson("forest", "Forest", R"(, "zone": "library")"), events, {});
        QCOMPARE(ptOf(forest, QStringLiteral("chimera")), QStringLiteral("2/3"));
    }
};

QTEST_GUILESS_MAIN(TestImpact34b)
#include "tst_impact34b.moc"
