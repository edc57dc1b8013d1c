// Activated abilities read from real cards' Oracle text (tests/data/import/impact38.json), round 38.
// Sacrifices of ~ and of creatures named in the cost, with a search for a named card in its older wording: Kyscu
// Drake's "Sacrifice Kyscu Drake and a creature named Spitting Drake: Search your library for a card named Viashivan
// Dragon and put that card onto the battlefield. Then shuffle your library." (the writer's "…, put it onto the
// battlefield, then shuffle.") and Urborg Panther's "Sacrifice a creature named Feral Shadow, a creature named
// Breathstealer, and Urborg Panther: …". A copy of a spell with the activation's X as its mana value: League
// Guildmage's "{X}{R}, {T}: Copy target instant or sorcery spell you control with converted mana cost X. You may
// choose new targets for the copy.". A discard of a card whose mana value is that X: Knollspine Invocation's "{X},
// Discard a card with converted mana cost X: Knollspine Invocation deals X damage to any target.". A tap cost of X
// permanents: Merchant's Dockhand's "{3}{U}, {T}, Tap X untapped artifacts you control: Look at the top X cards of your
// library. …" (the event player now taps them, other than the Dockhand its {T} taps, and refuses fewer than X). An
// older look at a target player's two cards: Thoughtpicker Witch's "{1}, Sacrifice a creature: Look at the top two cards
// of target opponent's library, then exile one of them." (the writer's Sealed Fate sentence, the same of two cards).
// An exchange of control of ~ and a target: Phyrexian Infiltrator's "{2}{U}{U}: Exchange control of Phyrexian
// Infiltrator and target creature. (This effect lasts indefinitely.)".
// cards-dev.json holds no Spitting Drake, Feral Shadow or Breathstealer: the fixture's three cards of those names
// are stand-ins with no Oracle text (only their names matter to the costs that name them).
// Each is checked as read, through the card format, and as played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact38.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The cost parts of `card`'s ability that says `words`.
QVector<CostPart> costOf(const char* card, const char* words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QLatin1String(words));
    return a ? a->costParts : QVector<CostPart>{};
}

}   // namespace

class TestImpact38 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 12);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 118.3, 701.21a: Kyscu Drake's cost is two sacrifices, ~ itself and one creature named Spitting Drake; the
    // writer joins them back as printed, and says the search in today's words (701.23).
    void kyscuDrakeSacrificesItselfAndANamedCreature()
    {
        const QVector<CostPart> cost = costOf("Kyscu Drake", "Viashivan Dragon");
        QCOMPARE(cost.size(), 2);
        QCOMPARE(cost[0].kind, CostKind::Sacrifice);
        QVERIFY(!cost[0].card);   // ~ itself
        QCOMPARE(cost[1].kind, CostKind::Sacrifice);
        QVERIFY(cost[1].card);
        QCOMPARE(cost[1].card->named, QStringLiteral("Spitting Drake"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kyscu Drake"), 2),
            QStringLiteral("Sacrifice ~ and a creature named Spitting Drake: Search your library for a card named "
                           "Viashivan Dragon, put it onto the battlefield, then shuffle."));
    }

    // CR 118.3, 701.21a: Urborg Panther's three sacrifices, two named creatures and ~ last, as printed.
    void urborgPantherSacrificesTwoNamedCreaturesAndItself()
    {
        const QVector<CostPart> cost = costOf("Urborg Panther", "Spirit of the Night");
        QCOMPARE(cost.size(), 3);
        QVERIFY(cost[0].card && cost[1].card && !cost[2].card);
        QCOMPARE(cost[0].card->named, QStringLiteral("Feral Shadow"));
        QCOMPARE(cost[1].card->named, QStringLiteral("Breathstealer"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Urborg Panther"), 1),
            QStringLiteral("Sacrifice a creature named Feral Shadow, a creature named Breathstealer, and ~: Search your "
                           "library for a card named Spirit of the Night, put it onto the battlefield, then shuffle."));
    }

    // CR 602.2b, 118.3, 701.21a, 701.23: Ana sacrifices Kyscu Drake and her Spitting Drake and puts Viashivan
    // Dragon from her library onto the battlefield; with only a Grizzly Bears beside the Drake, the cost can't be
    // paid and the activation is refused (the Drake stays).
    void kyscuDrakePlayed()
    {
        const QByteArray library = test::objectJson("dragon", "Viashivan Dragon", ", \"zone\": \"library\"") + ","
            + test::objectJson("other", "Spirit of the Night", ", \"zone\": \"library\"");
        const QByteArray activated = R"({"id": "e1", "activate": "kyscu", "ability": 3, "choices": {"objects": ["spitting"]}},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["dragon"]}})";
        const Playthrough play = played(test::objectJson("kyscu", "Kyscu Drake") + ","
                + test::objectJson("spitting", "Spitting Drake") + "," + library, activated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("kyscu")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("spitting")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("dragon")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("other")), Zone::Library);
        const Playthrough noDrake = played(test::objectJson("kyscu", "Kyscu Drake") + ","
                + test::objectJson("bears", "Grizzly Bears") + "," + library,
            R"({"id": "e1", "activate": "kyscu", "ability": 3})");
        QCOMPARE(test::doneOrRefusal(noDrake), QStringList{QStringLiteral("602.2b")});
        QCOMPARE(test::zoneOf(noDrake, QStringLiteral("kyscu")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(noDrake, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 602.2b, 118.3, 701.23: Urborg Panther with Feral Shadow and Breathstealer beside it puts Spirit of the Night
    // onto the battlefield, all three sacrificed; without Breathstealer the activation is refused.
    void urborgPantherPlayed()
    {
        const QByteArray spirit = test::objectJson("spirit", "Spirit of the Night", ", \"zone\": \"library\"");
        const QByteArray panther = test::objectJson("panther", "Urborg Panther") + ","
            + test::objectJson("shadow", "Feral Shadow");
        const Playthrough play = played(panther + "," + test::objectJson("stealer", "Breathstealer") + "," + spirit,
            R"({"id": "e1", "activate": "panther", "ability": 2, "choices": {"objects": ["shadow", "stealer"]}},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["spirit"]}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        for (const char* id : {"panther", "shadow", "stealer"})
            QCOMPARE(test::zoneOf(play, QLatin1String(id)), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("spirit")), Zone::Battlefield);
        const Playthrough missing = played(panther + "," + spirit, R"({"id": "e1", "activate": "panther", "ability": 2})");
        QCOMPARE(test::doneOrRefusal(missing), QStringList{QStringLiteral("602.2b")});
        QCOMPARE(test::zoneOf(missing, QStringLiteral("panther")), Zone::Battlefield);
    }

    // CR 107.3a, 202.3, 707.10: League Guildmage's target is a spell Ana controls whose mana value is the X she chose
    // as she activated the ability, both limits at X.
    void leagueGuildmageCopiesASpellOfManaValueX()
    {
        const AbilityDef* copy = test::parsedWith(fixtures(), QStringLiteral("League Guildmage"), QStringLiteral("Copy"));
        QVERIFY(copy && copy->targets.size() == 1);
        QVERIFY(copy->targets[0].manaValueAtMostX && copy->targets[0].manaValueAtLeastX);
        QCOMPARE(copy->targets[0].controller, Selector::Who::You);
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("League Guildmage"), QStringLiteral("Copy")),
            QList<ActionKind>{ActionKind::CopySpell});
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("League Guildmage"), 1),
            QStringLiteral("{X}{R}, {T}: Copy target instant or sorcery spell you control with mana value X. You may "
                           "choose new targets for the copy."));
    }

    // CR 107.3a, 115.1, 707.10: Ana casts Lightning Bolt (mana value 1) at Nico and activates League Guildmage with
    // X = 1: the copy and the Bolt each deal 3 (Nico 14). With X = 2 the Bolt is no legal target, nor is Nico's
    // Shock with X = 1 (not Ana's spell).
    void leagueGuildmagePlayed()
    {
        const QByteArray board = test::objectJson("guildmage", "League Guildmage") + ","
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"") + ","
            + test::objectJson("shock", "Shock", ", \"zone\": \"hand\"", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "activate": "guildmage", "ability": 2, "targets": ["bolt"], "choices": {"x": 1}},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e2"), qPrintable(test::happened(play)));
        QVERIFY2(test::lifeOf(play, QStringLiteral("nico")) == 14, qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("guildmage")));
        const Playthrough wrongX = played(board,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "activate": "guildmage", "ability": 2, "targets": ["bolt"], "choices": {"x": 2}})");
        QCOMPARE(test::doneOrRefusal(wrongX), (QStringList{QStringLiteral("done"), QStringLiteral("602.2b")}));
        const Playthrough nicos = played(board,
            R"({"id": "e1", "cast": "shock", "targets": ["ana"]},
            {"id": "e2", "activate": "guildmage", "ability": 2, "targets": ["shock"], "choices": {"x": 1}})");
        QCOMPARE(test::doneOrRefusal(nicos), (QStringList{QStringLiteral("done"), QStringLiteral("602.2b")}));
    }

    // CR 107.3a, 202.3, 602.2b: Knollspine Invocation's cost discards one card whose mana value is the X paid for
    // its {X}; the writer says "mana value" today.
    void knollspineInvocationDiscardsACardOfManaValueX()
    {
        const QVector<CostPart> cost = costOf("Knollspine Invocation", "damage");
        QCOMPARE(cost.size(), 2);
        QCOMPARE(cost[1].kind, CostKind::Discard);
        QCOMPARE(cost[1].amount, 1);
        QVERIFY(cost[1].card && cost[1].card->manaValueAtMostX && cost[1].card->manaValueAtLeastX);
        QCOMPARE(cost[1].card->zone, Zone::Hand);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Knollspine Invocation"), 0),
            QStringLiteral("{X}, Discard a card with mana value X: ~ deals X damage to any target."));
    }

    // CR 107.3a, 602.2b, 701.9a: with X = 2 Ana discards Grizzly Bears (mana value 2) and Nico is dealt 2; with
    // X = 1 the Bears named can't pay it, so her Shock (mana value 1) is discarded; with X = 3 no card in her hand
    // fits and the activation is refused.
    void knollspineInvocationPlayed()
    {
        const QByteArray board = test::objectJson("invocation", "Knollspine Invocation") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"hand\"") + ","
            + test::objectJson("shock", "Shock", ", \"zone\": \"hand\"");
        const Playthrough two = played(board,
            R"({"id": "e1", "activate": "invocation", "ability": 1, "targets": ["nico"], "choices": {"x": 2, "objects": ["bears"]}},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(two, "e1"), qPrintable(test::happened(two)));
        QCOMPARE(test::zoneOf(two, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(two, QStringLiteral("shock")), Zone::Hand);
        QCOMPARE(test::lifeOf(two, QStringLiteral("nico")), 18);
        const Playthrough one = played(board,
            R"({"id": "e1", "activate": "invocation", "ability": 1, "targets": ["nico"], "choices": {"x": 1, "objects": ["bears"]}},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(one, "e1"), qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("shock")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(one, QStringLiteral("bears")), Zone::Hand);
        QCOMPARE(test::lifeOf(one, QStringLiteral("nico")), 19);
        const Playthrough three = played(board,
            R"({"id": "e1", "activate": "invocation", "ability": 1, "targets": ["nico"], "choices": {"x": 3}})");
        QCOMPARE(test::doneOrRefusal(three), QStringList{QStringLiteral("602.2b")});
        QCOMPARE(test::zoneOf(three, QStringLiteral("bears")), Zone::Hand);
    }

    // CR 107.3a, 601.2f: Merchant's Dockhand's cost taps X untapped artifacts its controller controls, X chosen as
    // it is activated, and the look at the top X cards counts the same X.
    void merchantsDockhandTapsXArtifacts()
    {
        const QVector<CostPart> cost = costOf("Merchant's Dockhand", "Look at");
        QCOMPARE(cost.size(), 3);
        QCOMPARE(cost[2].kind, CostKind::TapUntapped);
        QVERIFY(cost[2].amountX && cost[2].card && cost[2].card->types == quint16(CardType::Artifact));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Merchant's Dockhand"), QStringLiteral("Look at")),
            QList<ActionKind>{ActionKind::LookAtTop});
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Merchant's Dockhand"), 0),
            QStringLiteral("{3}{U}, {T}, Tap X untapped artifacts you control: Look at the top X cards of your library. Put "
                           "one of them into your hand and the rest on the bottom of your library in any order."));
    }

    // CR 107.3a, 118.3, 602.2b: with two Ornithopters Ana taps both for X = 2 and keeps one of the top two cards of
    // her library (the third stays there); the Dockhand, tapped by {T}, is no artifact to tap, so X = 3 is refused
    // and nothing is tapped; Nico's Ornithopter is not hers to tap.
    void merchantsDockhandPlayed()
    {
        const QByteArray board = test::objectJson("dockhand", "Merchant's Dockhand") + ","
            + test::objectJson("thopter1", "Ornithopter") + "," + test::objectJson("thopter2", "Ornithopter") + ","
            + test::objectJson("nicothopter", "Ornithopter", "", "nico") + test::bears("ana", 3, "library");
        const Playthrough two = played(board,
            R"({"id": "e1", "activate": "dockhand", "ability": 1, "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(two, "e1"), qPrintable(test::happened(two)));
        for (const char* id : {"dockhand", "thopter1", "thopter2"})
            QVERIFY2(test::tapped(two, QLatin1String(id)), id);
        QVERIFY(!test::tapped(two, QStringLiteral("nicothopter")));
        QCOMPARE(test::bearsIn(two, "ana", 3, "library", Zone::Hand), 1);
        QCOMPARE(test::bearsIn(two, "ana", 3, "library", Zone::Library), 2);
        const Playthrough three = played(board, R"({"id": "e1", "activate": "dockhand", "ability": 1, "choices": {"x": 3}})");
        QCOMPARE(test::doneOrRefusal(three), QStringList{QStringLiteral("602.2b")});
        for (const char* id : {"dockhand", "thopter1", "thopter2"})
            QVERIFY2(!test::tapped(three, QLatin1String(id)), id);
    }

    // CR 401.4, 406.3, 608.2d: Thoughtpicker Witch looks at two cards of the target opponent's library and exiles
    // one; the other stays on top, which "put the rest back on top … in any order" says of one card.
    void thoughtpickerWitchExilesOneOfTwo()
    {
        const AbilityDef* look = test::parsedWith(fixtures(), QStringLiteral("Thoughtpicker Witch"), QStringLiteral("exile one"));
        QVERIFY(look && look->effect.size() == 1 && look->targets.size() == 1);
        const Action& a = look->effect[0];
        QCOMPARE(a.kind, ActionKind::LookAtTop);
        QCOMPARE(a.amount.n, 2);
        QCOMPARE(a.keep, 1);
        QCOMPARE(a.destination, Zone::Exile);
        QCOMPARE(a.who, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thoughtpicker Witch"), 0),
            QStringLiteral("{1}, Sacrifice a creature: Look at the top two cards of target opponent's library. Exile one of "
                           "those cards and put the rest back on top of that player's library in any order."));
    }

    // CR 401.4, 406.3, 701.21a: Ana sacrifices Grizzly Bears, looks at Nico's top two cards and exiles the second she
    // names; his first stays on top, his third below it; with no choice named, the top one is exiled.
    void thoughtpickerWitchPlayed()
    {
        const QByteArray board = test::objectJson("witch", "Thoughtpicker Witch") + "," + test::objectJson("bears", "Grizzly Bears")
            + test::bears("nico", 3, "library");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "witch", "ability": 1, "targets": ["nico"], "choices": {"objects": ["bears"]}},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["librarynico1"]}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(play, QStringLiteral("librarynico1")) == Zone::Exile, qPrintable(test::happened(play)));
        QCOMPARE(test::idsIn(play.finalState, Zone::Library).mid(0, 2),
            (QStringList{QStringLiteral("librarynico0"), QStringLiteral("librarynico2")}));
        const Playthrough unchosen = played(board,
            R"({"id": "e1", "activate": "witch", "ability": 1, "targets": ["nico"], "choices": {"objects": ["bears"]}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(unchosen, QStringLiteral("librarynico0")), Zone::Exile);
        QCOMPARE(test::bearsIn(unchosen, "nico", 3, "library", Zone::Library), 2);
    }

    // CR 611.2a, 613.1b, 701.12a: Phyrexian Infiltrator's exchange is of ~ and its one target, for good.
    void phyrexianInfiltratorExchangesItselfAndATarget()
    {
        const AbilityDef* exchange = test::parsedWith(fixtures(), QStringLiteral("Phyrexian Infiltrator"), QStringLiteral("Exchange"));
        QVERIFY(exchange && exchange->targets.size() == 1 && exchange->effect.size() == 1);
        const auto& change = exchange->effect[0].continuous;
        QVERIFY(change && change->affects && change->ops.size() == 1);
        QCOMPARE(change->ops[0].kind, Op::Kind::ExchangeControl);
        QCOMPARE(change->duration, Duration::Indefinite);
        QCOMPARE(change->affects->anyOf.size(), 2);
        QCOMPARE(change->affects->anyOf[0].ref, Selector::Ref::Self);
        QCOMPARE(change->affects->anyOf[1].ref, Selector::Ref::Target);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Phyrexian Infiltrator"), 0),
            QStringLiteral("{2}{U}{U}: Exchange control of ~ and target creature."));
    }

    // CR 611.2a, 701.12a: Ana's Infiltrator and Nico's Grizzly Bears change controllers, and stay so past the turn's
    // end (514.2 ends no indefinite effect); Nico's other Bears stays his.
    void phyrexianInfiltratorPlayed()
    {
        const QByteArray board = test::objectJson("infiltrator", "Phyrexian Infiltrator") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + "," + test::objectJson("other", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "infiltrator", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::charsOf(play, QStringLiteral("bears"))->controller, QStringLiteral("ana"));
        QCOMPARE(test::charsOf(play, QStringLiteral("infiltrator"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::charsOf(play, QStringLiteral("other"))->controller, QStringLiteral("nico"));
    }
};

QTEST_GUILESS_MAIN(TestImpact38)
#include "tst_impact38.moc"
