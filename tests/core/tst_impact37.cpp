// Activated abilities read from real cards' Oracle text (tests/data/import/impact37.json), round 37.
// Mana for creature spells of the chosen type: Pillar of Origins' "{T}:Add one mana of any color. Spend this mana
// only to cast a creature spell of the chosen type." (its card file leaves out the space after the colon; the
// writer's "{T}: Add … creature spells of the chosen type."). The ability's X as mana: Springjack Pasture's "{T},
// Sacrifice X Goats: Add X mana of any one color. You gain X life." (X fixed as the cost is paid, 107.3a). X
// cards revealed as a cost: Martyr of Ashes' "{2}, Reveal X red cards from your hand, Sacrifice Martyr of Ashes:
// Martyr of Ashes deals X damage to each creature without flying." and Martyr of Frost's "… Reveal X blue cards …:
// Counter target spell unless its controller pays {X}." (the X the cost revealed is the effect's, 107.3a). An
// Aura's cost, the creature it enchants: Betrothed of Fire's "Sacrifice enchanted creature: Creatures you control
// get +2/+0 until end of turn.". An Aura's basic land type as what it enchants: Genju of the Falls' "{2}: Enchanted
// Island becomes a 3/2 blue Spirit creature with flying until end of turn. It's still a land." and Genju of the
// Fens' "{2}: Until end of turn, enchanted Swamp becomes a 2/2 black Spirit creature with \"{B}: This creature gets
// +1/+1 until end of turn.\" It's still a land." (the writer's "enchanted Island", as its Enchant keyword names it).
// A target with the chosen name: Declaration of Naught's "{U}: Counter target spell with the chosen name.".
// Proliferate, now performed: Contagion Engine's "{4}, {T}: Proliferate, then proliferate again." (the writer's
// "Proliferate. Proliferate.").
// Each is checked as read, through the card format, and as played (the event player keeps no mana pool, so the
// playthroughs check the cost and the life).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>
#include <algorithm>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact37.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A two-player game whose players' entries carry `ana` and `nico` (`, "poison": 1`).
Playthrough playedWith(const QByteArray& objects, const QByteArray& events, const QByteArray& ana, const QByteArray& nico)
{
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, events, ana, nico));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

}   // namespace

class TestImpact37 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 10);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 106.6, 205.3m, 607.2a, 602.1: Pillar of Origins' mana may pay for creature spells with the creature type
    // chosen as it entered, and no other spell; the cost with its colon unspaced is the same "{T}" cost. Played,
    // the activation taps the Pillar.
    void pillarOfOriginsManaIsForCreatureSpellsOfTheChosenType()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Pillar of Origins"), 1, ActionKind::AddMana);
        QVERIFY(mana && mana->spendOnly && mana->spendOnly->spells && !mana->spendOnly->abilitiesOf);
        QCOMPARE(mana->mana, Action::Mana::AnyColor);
        const Selector& spells = *mana->spendOnly->spells;
        QVERIFY(spells.subtypeChosen);
        QCOMPARE(spells.types, quint16(CardType::Creature));
        QCOMPARE(spells.zone, Zone::Stack);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pillar of Origins"), 1),
            QStringLiteral("{T}: Add one mana of any color. Spend this mana only to cast creature spells of the chosen type."));
        const Playthrough play = played(test::objectJson("pillar", "Pillar of Origins"),
            R"({"id": "e1", "activate": "pillar", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("pillar")));
    }

    // CR 107.3a, 107.3m, 701.21a: Springjack Pasture's X is the number of Goats sacrificed as the cost is paid, and
    // both the mana and the life gained are that X. Played with X = 2, Ana's two Mountain Goats are sacrificed and
    // she gains 2 life; with X = 1, one Goat; her Grizzly Bears is no Goat to sacrifice.
    void springjackPastureAddsAndGainsXForXGoats()
    {
        const Action* mana = test::firstAction(fixtures(), QStringLiteral("Springjack Pasture"), 2, ActionKind::AddMana);
        QVERIFY(mana);
        QCOMPARE(mana->mana, Action::Mana::AnyColor);
        QVERIFY(mana->amount.x);
        QVERIFY(!mana->amountOf);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Springjack Pasture"), 2),
            QStringLiteral("{T}, Sacrifice X Goats: Add X mana of any one color. You gain X life."));
        const QByteArray board = test::objectJson("pasture", "Springjack Pasture") + ","
            + test::objectJson("g1", "Mountain Goat") + "," + test::objectJson("g2", "Mountain Goat") + ","
            + test::objectJson("bears", "Grizzly Bears");
        const Playthrough two = played(board,
            R"({"id": "e1", "activate": "pasture", "ability": 3, "choices": {"x": 2, "objects": ["g1", "g2"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(two, "e1"), qPrintable(test::happened(two)));
        QCOMPARE(test::zoneOf(two, QStringLiteral("g1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(two, QStringLiteral("g2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(two, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(two, QStringLiteral("ana")), 22);
        const Playthrough one = played(board,
            R"({"id": "e1", "activate": "pasture", "ability": 3, "choices": {"x": 1, "objects": ["g2"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(one, "e1"), qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("g1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(one, QStringLiteral("g2")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(one, QStringLiteral("ana")), 21);
        const Playthrough bears = played(test::objectJson("pasture", "Springjack Pasture") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "pasture", "ability": 3, "choices": {"x": 1, "objects": ["bears"]}})");
        QVERIFY2(test::refused(bears, "e1"), qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 107.3a, 601.2b, 602.2b, 702.9b: Martyr of Ashes reveals X red cards from Ana's hand (they stay there) and
    // deals X damage to each creature without flying: with X = 2, Nico's Grizzly Bears dies and his Mesa Pegasus
    // (flying) is untouched; X = 3 with two red cards in hand can't be paid; a blue card is no red card.
    void martyrOfAshesRevealsXRedCardsForXDamage()
    {
        const AbilityDef* martyr = test::parsedWith(fixtures(), QStringLiteral("Martyr of Ashes"), QStringLiteral("Reveal X"));
        QVERIFY(martyr);
        const auto reveal = std::find_if(martyr->costParts.cbegin(), martyr->costParts.cend(),
            [](const CostPart& c) { return c.kind == CostKind::RevealFromHand; });
        QVERIFY(reveal != martyr->costParts.cend() && reveal->amountX && reveal->card);
        QVERIFY(reveal->card->colors.has(Color::Red));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Martyr of Ashes"), 0),
            QStringLiteral("{2}, Reveal X red cards from your hand, Sacrifice ~: ~ deals X damage to creatures without flying."));
        const QByteArray board = test::objectJson("martyr", "Martyr of Ashes") + ","
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")") + ","
            + test::objectJson("shock", "Shock", R"(, "zone": "hand")") + ","
            + test::objectJson("merfolk", "Merfolk of the Pearl Trident", R"(, "zone": "hand")") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + "," + test::objectJson("pegasus", "Mesa Pegasus", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "martyr", "ability": 1, "choices": {"x": 2, "objects": ["bolt", "shock"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("martyr")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("pegasus")), Zone::Battlefield);
        QCOMPARE(test::damageOn(play, QStringLiteral("pegasus")), 0);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bolt")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("shock")), Zone::Hand);
        const Playthrough three = played(board, R"({"id": "e1", "activate": "martyr", "ability": 1, "choices": {"x": 3}})");
        QVERIFY2(test::refused(three, "e1"), qPrintable(test::happened(three)));
        QCOMPARE(test::zoneOf(three, QStringLiteral("martyr")), Zone::Battlefield);
    }

    // CR 107.3a, 118.12, 701.6a: Martyr of Frost reveals two blue cards (X = 2) and targets Ana's Shock on the
    // stack: unpaid, the Shock is countered and Nico keeps 20 life; paid, it resolves and he is at 18.
    void martyrOfFrostCountersUnlessXIsPaid()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Martyr of Frost"), 0),
            QStringLiteral("{2}, Reveal X blue cards from your hand, Sacrifice ~: Counter target spell unless its controller pays {X}."));
        const QByteArray board = test::objectJson("martyr", "Martyr of Frost") + ","
            + test::objectJson("shock", "Shock", R"(, "zone": "hand")") + ","
            + test::objectJson("merfolk", "Merfolk of the Pearl Trident", R"(, "zone": "hand")") + ","
            + test::objectJson("lord", "Lord of Atlantis", R"(, "zone": "hand")");
        const QByteArray countered = R"({"id": "e1", "cast": "shock", "targets": ["nico"]},
            {"id": "e2", "activate": "martyr", "ability": 1, "targets": ["shock"], "choices": {"x": 2, "objects": ["merfolk", "lord"]}})";
        const Playthrough unpaid = played(board, countered + R"(, {"id": "e3", "resolve": "top", "pays": false}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(unpaid, "e2"), qPrintable(test::happened(unpaid)));
        QCOMPARE(test::zoneOf(unpaid, QStringLiteral("shock")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("nico")), 20);
        const Playthrough paid = played(board, countered + R"(, {"id": "e3", "resolve": "top", "pays": true}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(paid, "e2"), qPrintable(test::happened(paid)));
        QCOMPARE(test::lifeOf(paid, QStringLiteral("nico")), 18);
        const Playthrough noBlue = played(test::objectJson("martyr", "Martyr of Frost") + "," + test::objectJson("shock", "Shock", R"(, "zone": "hand")"),
            R"({"id": "e1", "activate": "martyr", "ability": 1, "choices": {"x": 1, "objects": ["shock"]}})");
        QVERIFY2(test::refused(noBlue, "e1"), qPrintable(test::happened(noBlue)));
    }

    // CR 303.4, 701.21a, 602.2b, 611.2c: Betrothed of Fire's cost sacrifices the creature it enchants (Ana's
    // Grizzly Bears), and her other creatures get +2/+0 (Llanowar Elves 3/1); the Aura goes to the graveyard after
    // its creature (704.5m). On Nico's Bears, a creature Ana doesn't control, the cost can't be paid.
    void betrothedOfFireSacrificesTheEnchantedCreature()
    {
        const AbilityDef* betrothed = test::parsedWith(fixtures(), QStringLiteral("Betrothed of Fire"), QStringLiteral("Sacrifice enchanted"));
        QVERIFY(betrothed && betrothed->costParts.size() == 1);
        const CostPart& cost = betrothed->costParts.first();
        QCOMPARE(cost.kind, CostKind::Sacrifice);
        QVERIFY(cost.card && cost.card->ref == Selector::Ref::Attached);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Betrothed of Fire"), 2),
            QStringLiteral("Sacrifice enchanted creature: Creatures you control get +2/+0 until end of turn."));
        const QByteArray board = test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("elves", "Llanowar Elves") + ","
            + test::objectJson("betrothed", "Betrothed of Fire", R"(, "attached_to": "bears")");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "betrothed", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("betrothed")), Zone::Graveyard);
        QCOMPARE(test::ptOf(play, QStringLiteral("elves")), QStringLiteral("3/1"));
        const Playthrough onNicos = played(test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
                + test::objectJson("betrothed", "Betrothed of Fire", R"(, "attached_to": "bears")"),
            R"({"id": "e1", "activate": "betrothed", "ability": 3})");
        QVERIFY2(test::refused(onNicos, "e1"), qPrintable(test::happened(onNicos)));
        QCOMPARE(test::zoneOf(onNicos, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 303.4, 205.1b, 613.1d-f, 613.4b, 514.2: Genju of the Falls makes the Island it enchants a 3/2 blue Spirit
    // creature with flying that is still an Island; Ana's other Island is untouched; the turn's end ends it.
    void genjuOfTheFallsAnimatesTheEnchantedIsland()
    {
        const AbilityDef* genju = test::parsedWith(fixtures(), QStringLiteral("Genju of the Falls"), QStringLiteral("3/2"));
        QVERIFY(genju && genju->effect.size() == 1 && genju->effect[0].continuous && genju->effect[0].continuous->affects);
        QCOMPARE(genju->effect[0].continuous->affects->ref, Selector::Ref::Attached);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Genju of the Falls"), 1),
            QStringLiteral("{2}: Until end of turn, enchanted Island becomes a 3/2 blue Spirit creature with flying in addition to its other types."));
        const QByteArray board = test::objectJson("island", "Island") + "," + test::objectJson("other", "Island") + ","
            + test::objectJson("genju", "Genju of the Falls", R"(, "attached_to": "island")");
        const QByteArray animated = R"({"id": "e1", "activate": "genju", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* island = test::charsOf(play, QStringLiteral("island"));
        QVERIFY(island && island->type.has(CardType::Creature) && island->type.has(CardType::Land));
        QCOMPARE(test::ptOf(play, QStringLiteral("island")), QStringLiteral("3/2"));
        QVERIFY(island->colors.has(Color::Blue));
        QVERIFY(test::hasKeyword(play, QStringLiteral("island"), QStringLiteral("Flying")));
        QVERIFY(!test::charsOf(play, QStringLiteral("other"))->type.has(CardType::Creature));
        const Playthrough ended = played(board, animated + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("island"))->type.has(CardType::Creature));
    }

    // CR 303.4, 613.1f, 602.1, 611.2c: Genju of the Fens makes its Swamp a 2/2 black Spirit that has the quoted
    // ability; the Swamp activates it and is 3/3 until end of turn.
    void genjuOfTheFensGivesTheEnchantedSwampItsPump()
    {
        const AbilityDef* genju = test::parsedWith(fixtures(), QStringLiteral("Genju of the Fens"), QStringLiteral("2/2"));
        QVERIFY(genju && genju->effect.size() == 1 && genju->effect[0].continuous && genju->effect[0].continuous->affects);
        QCOMPARE(genju->effect[0].continuous->affects->ref, Selector::Ref::Attached);
        const QByteArray board = test::objectJson("swamp", "Swamp") + ","
            + test::objectJson("genju", "Genju of the Fens", R"(, "attached_to": "swamp")");
        const QByteArray animated = R"({"id": "e1", "activate": "genju", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("swamp")), QStringLiteral("2/2"));
        QVERIFY(test::charsOf(play, QStringLiteral("swamp"))->type.has(CardType::Land));
        const Playthrough pumped = played(board, animated + R"(, {"id": "e3", "activate": "swamp", "ability_from": "e2", "ability": 1},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(pumped, "e3"), qPrintable(test::happened(pumped)));
        QCOMPARE(test::ptOf(pumped, QStringLiteral("swamp")), QStringLiteral("3/3"));
    }

    // CR 201.3, 607.2a, 115.1, 701.6a: Declaration of Naught named Shock as it entered: it counters Ana's Shock
    // (Nico keeps 20 life); her Lightning Bolt, another name, is no legal target, and the Bolt resolves.
    void declarationOfNaughtCountersASpellWithTheChosenName()
    {
        const AbilityDef* declaration = test::parsedWith(fixtures(), QStringLiteral("Declaration of Naught"), QStringLiteral("Counter"));
        QVERIFY(declaration && declaration->targets.size() == 1);
        QVERIFY(declaration->targets.first().namedChosen);
        QCOMPARE(declaration->targets.first().word, QStringLiteral("spell"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Declaration of Naught"), 1),
            QStringLiteral("{U}: Counter target spell with the chosen name."));
        const QByteArray board = test::objectJson("declaration", "Declaration of Naught", R"(, "choices": {"name": "Shock"})") + ","
            + test::objectJson("shock", "Shock", R"(, "zone": "hand")") + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")");
        const Playthrough play = played(board, R"({"id": "e1", "cast": "shock", "targets": ["nico"]},
            {"id": "e2", "activate": "declaration", "ability": 2, "targets": ["shock"]}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e2"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("shock")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
        const Playthrough bolt = played(board, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "activate": "declaration", "ability": 2, "targets": ["bolt"]}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::refused(bolt, "e2"), qPrintable(test::happened(bolt)));
        QCOMPARE(test::lifeOf(bolt, QStringLiteral("nico")), 17);
    }

    // CR 701.34a, 122.1, 608.2c: Contagion Engine proliferates twice: Ana's chosen Grizzly Bears with a +1/+1 counter
    // gets two more (3 in all), the chosen Nico with a poison counter two more (3); Nico's Grizzly Bears with a
    // -1/-1 counter, not chosen, keeps its one, and an empty choice gives nothing.
    void contagionEngineProliferatesTwice()
    {
        const AbilityDef* engine = test::parsedWith(fixtures(), QStringLiteral("Contagion Engine"), QStringLiteral("Proliferate"));
        QVERIFY(engine && engine->effect.size() == 2);
        QCOMPARE(engine->effect[0].kind, ActionKind::Proliferate);
        QCOMPARE(engine->effect[1].kind, ActionKind::Proliferate);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Contagion Engine"), 1),
            QStringLiteral("{4}, {T}: Proliferate. Proliferate."));
        const QByteArray board = test::objectJson("engine", "Contagion Engine") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "counters": {"+1/+1": 1})") + ","
            + test::objectJson("other", "Grizzly Bears", R"(, "counters": {"-1/-1": 1})", "nico");
        const Playthrough play = playedWith(board,
            R"({"id": "e1", "activate": "engine", "ability": 2}, {"id": "e2", "resolve": "top", "choices": {"objects": ["bears"], "player": "nico"}})",
            {}, R"(, "poison": 1)");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY2(test::countersOn(play, QStringLiteral("bears")) == 3, qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("5/5"));
        QCOMPARE(test::countersOn(play, QStringLiteral("other"), QStringLiteral("-1/-1")), 1);
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->poison, 3);
        const Playthrough none = playedWith(board,
            R"({"id": "e1", "activate": "engine", "ability": 2}, {"id": "e2", "resolve": "top"})", {}, R"(, "poison": 1)");
        QCOMPARE(test::countersOn(none, QStringLiteral("bears")), 1);
        QCOMPARE(none.finalState.player(QStringLiteral("nico"))->poison, 1);
    }
};

QTEST_GUILESS_MAIN(TestImpact37)
#include "tst_impact37.moc"
