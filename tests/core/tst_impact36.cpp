// Activated abilities read from real cards' Oracle text (tests/data/import/impact36.json), round 36.
// Lands made X/X creatures where X is counted: Vastwood Animist's "Target land you control becomes an X/X
// Elemental creature until end of turn, where X is the number of Allies you control. It's still a land." (the
// writer's "Until end of turn, … in addition to its other types, where X is …") and Elvish Branchbender's "Until
// end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, where X is the
// number of Elves you control." (X counted once as the ability resolves, 608.2h, so a later change of the count
// leaves the land as it was made). A creature type with base power and toughness and no card type: Bogardan
// Dragonheart's "… becomes a Dragon with base power and toughness 4/4, flying, and haste." (the writer's "… 4/4 and
// gains flying and haste") and Skinshifter's three modes, each ending in "Activate this ability only once each
// turn." (the ability's restriction, whichever mode is chosen; the writer says it once, after the last mode). A
// quoted trigger before "It's still a land.": Raging Ravine's "… becomes a 3/3 red and green Elemental creature
// with \"Whenever this creature attacks, put a +1/+1 counter on it.\" It's still a land." (the writer's "… in
// addition to its other types and gains \"Whenever ~ attacks, put a +1/+1 counter on ~.\""). Grandeur's cost: Baru,
// Fist of Krosa's "Discard another card named Baru, Fist of Krosa" (the writer's "Discard a card named ~"), and
// Oriss, Samite Guardian's "Target player can't cast spells this turn, and creatures that player controls can't
// attack this turn." (two sentences; the writer's "… All creatures that player controls can't attack …"). Several
// lands kept lands: Fendeep Summoner's "Up to two target Swamps each become 3/5 Treefolk Warrior creatures in
// addition to their other types until end of turn.". The creature cards of a linked exile: Endless Sands' "Return
// each creature card exiled with Endless Sands to the battlefield under its owner's control." (the writer's "Return
// the exiled creature cards …").
// Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact36.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasSubtype(const Playthrough& play, const char* id, const char* subtype)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    const auto wanted = SubtypeRegistry::instance().find(QLatin1String(subtype));
    return c && wanted && c->type.hasSubtype(*wanted);
}

// The power and toughness of each token on the battlefield at the end of a playthrough.
QStringList tokenSizes(const Playthrough& play)
{
    QStringList sizes;
    for (int i = 0; i < play.finalState.objects.size(); ++i) {
        const GameObject& o = play.finalState.objects[i];
        if (o.exists && o.zone == Zone::Battlefield && o.token)
            sizes << QStringLiteral("%1/%2").arg(play.finalResolution.chars[i].power.value_or(-99))
                         .arg(play.finalResolution.chars[i].toughness.value_or(-99));
    }
    return sizes;
}

// The animation's base power and toughness (613.4b), or null.
const Op* basePT(const AbilityDef* ability)
{
    if (!ability || ability->effect.size() != 1 || !ability->effect[0].continuous)
        return nullptr;
    for (const Op& op : ability->effect[0].continuous->ops)
        if (op.kind == Op::Kind::SetPT)
            return &op;
    return nullptr;
}

}   // namespace

class TestImpact36 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 9);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 107.3, 205.1b, 608.2h, 613.4b: Vastwood Animist's land becomes a creature whose base power and
    // toughness are the number of Allies Ana controls as the ability resolves (two Animists: 2/2), and it keeps
    // its land types; when the other Animist dies later, the Forest stays 2/2; the turn's end ends it (514.2).
    void vastwoodAnimistMakesALandAnXByXCountingAllies()
    {
        const AbilityDef* animist = test::parsedWith(fixtures(), QStringLiteral("Vastwood Animist"), QStringLiteral("X/X"));
        const Op* pt = basePT(animist);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->kind, Expr::Kind::Count);
        QVERIFY(*pt->power == *pt->toughness);
        QCOMPARE(animist->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vastwood Animist"), 0),
            QStringLiteral("{T}: Until end of turn, target land you control becomes an X/X Elemental creature in addition to its "
                           "other types, where X is the number of Allies you control."));
        const QByteArray board = test::objectJson("animist", "Vastwood Animist") + ","
            + test::objectJson("other", "Vastwood Animist") + "," + test::objectJson("forest", "Forest");
        const QByteArray animated = R"({"id": "e1", "activate": "animist", "ability": 1, "targets": ["forest"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* land = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY(land && land->type.has(CardType::Creature) && land->type.has(CardType::Land));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("2/2"));
        const Playthrough fewer = played(board, animated + R"(, {"id": "e3", "damage": [{"source": "animist", "to": "other", "amount": 1}]})");
        QCOMPARE(test::zoneOf(fewer, QStringLiteral("other")), Zone::Graveyard);
        QCOMPARE(test::ptOf(fewer, QStringLiteral("forest")), QStringLiteral("2/2"));
        const Playthrough ended = played(board, animated + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("forest"))->type.has(CardType::Creature));
    }

    // CR 115.1, 205.1b, 608.2h, 613.4b: Elvish Branchbender targets a Forest only (a Plains is no legal target);
    // the Forest becomes a Treefolk creature as big as the Elves Ana controls as it resolves (Branchbender and
    // Llanowar Elves: 2/2) and stays a Forest; the Elves dying later leaves it 2/2.
    void elvishBranchbenderMakesAForestAnXByXCountingElves()
    {
        const AbilityDef* bender = test::parsedWith(fixtures(), QStringLiteral("Elvish Branchbender"), QStringLiteral("X/X"));
        const Op* pt = basePT(bender);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->kind, Expr::Kind::Count);
        QCOMPARE(bender->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elvish Branchbender"), 0),
            QStringLiteral("{T}: Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, "
                           "where X is the number of Elves you control."));
        const QByteArray board = test::objectJson("bender", "Elvish Branchbender") + ","
            + test::objectJson("elves", "Llanowar Elves") + "," + test::objectJson("forest", "Forest") + ","
            + test::objectJson("plains", "Plains");
        const Playthrough onPlains = played(board, R"({"id": "e1", "activate": "bender", "ability": 1, "targets": ["plains"]})");
        QVERIFY(test::refused(onPlains, "e1"));
        const QByteArray animated = R"({"id": "e1", "activate": "bender", "ability": 1, "targets": ["forest"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* forest = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY(forest && forest->type.has(CardType::Creature) && forest->type.has(CardType::Land));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("2/2"));
        const Playthrough fewer = played(board, animated + R"(, {"id": "e3", "damage": [{"source": "bender", "to": "elves", "amount": 1}]})");
        QCOMPARE(test::zoneOf(fewer, QStringLiteral("elves")), Zone::Graveyard);
        QCOMPARE(test::ptOf(fewer, QStringLiteral("forest")), QStringLiteral("2/2"));
    }
    // CR 205.1a, 613.1f, 613.4b, 602.2: Bogardan Dragonheart sacrifices another creature (Ana's Grizzly Bears; not
    // itself) and becomes a Dragon: the new creature type replaces Human and Shaman, it is 4/4 with flying and haste
    // and stays red (no colour named, 105.3); the turn's end ends it (514.2).
    void bogardanDragonheartBecomesAFourFourDragon()
    {
        const AbilityDef* heart = test::parsedWith(fixtures(), QStringLiteral("Bogardan Dragonheart"), QStringLiteral("Dragon"));
        const Op* pt = basePT(heart);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->value, 4);
        QCOMPARE(pt->toughness->value, 4);
        const auto& ops = heart->effect[0].continuous->ops;
        QVERIFY(std::any_of(ops.cbegin(), ops.cend(), [](const Op& op) { return op.kind == Op::Kind::SetSubtypes && op.subtypes.size() == 1; }));
        QVERIFY(std::none_of(ops.cbegin(), ops.cend(), [](const Op& op) { return op.kind == Op::Kind::SetColors; }));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bogardan Dragonheart"), 0),
            QStringLiteral("Sacrifice another creature: Until end of turn, ~ becomes a Dragon with base power and toughness 4/4 and "
                           "gains flying and haste."));
        const QByteArray board = test::objectJson("heart", "Bogardan Dragonheart") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray sacrificed = R"({"id": "e1", "activate": "heart", "ability": 1, "choices": {"objects": ["bears"]}}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, sacrificed);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::ptOf(play, QStringLiteral("heart")), QStringLiteral("4/4"));
        QVERIFY(hasSubtype(play, "heart", "Dragon"));
        QVERIFY(!hasSubtype(play, "heart", "Human"));
        QVERIFY(test::hasKeyword(play, QStringLiteral("heart"), QStringLiteral("Flying")));
        QVERIFY(test::hasKeyword(play, QStringLiteral("heart"), QStringLiteral("Haste")));
        QVERIFY(test::charsOf(play, QStringLiteral("heart"))->colors.has(Color::Red));
        const Playthrough itself = played(test::objectJson("heart", "Bogardan Dragonheart"),
            R"({"id": "e1", "activate": "heart", "ability": 1, "choices": {"objects": ["heart"]}})");
        QVERIFY(test::refused(itself, "e1"));
        const Playthrough ended = played(board, sacrificed + R"(, {"id": "e3", "begin": "cleanup"})");
        QCOMPARE(test::ptOf(ended, QStringLiteral("heart")), QStringLiteral("2/2"));
        QVERIFY(hasSubtype(ended, "heart", "Human"));
    }

    // CR 700.2, 602.5b, 205.1a, 613.4b: Skinshifter's modes: the Rhino is 4/4 with trample, the Plant 0/8 without
    // Human; the restriction every mode prints is the ability's, so a second activation the same turn is refused
    // whichever mode it would choose.
    void skinshifterBecomesOneOfThreeOnceEachTurn()
    {
        const AbilityDef* shifter = test::parsedWith(fixtures(), QStringLiteral("Skinshifter"), QStringLiteral("Rhino"));
        QVERIFY(shifter && shifter->modes.size() == 3);
        QCOMPARE(shifter->restriction, ActivationRestriction::OnceEachTurn);
        for (const AbilityPtr& mode : shifter->modes)
            QVERIFY(basePT(mode.data()));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Skinshifter"), 0),
            QStringLiteral("{G}: Choose one \u2014\n\u2022 Until end of turn, ~ becomes a Rhino with base power and toughness 4/4 and gains "
                           "trample.\n\u2022 Until end of turn, ~ becomes a Bird with base power and toughness 2/2 and gains flying.\n\u2022 "
                           "Until end of turn, ~ becomes a Plant with base power and toughness 0/8. Activate only once each turn."));
        const QByteArray board = test::objectJson("shifter", "Skinshifter");
        const QByteArray rhino = R"({"id": "e1", "activate": "shifter", "ability": 1, "choices": {"mode": 1}}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, rhino);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("shifter")), QStringLiteral("4/4"));
        QVERIFY(hasSubtype(play, "shifter", "Rhino"));
        QVERIFY(test::hasKeyword(play, QStringLiteral("shifter"), QStringLiteral("Trample")));
        const Playthrough again = played(board, rhino + R"(, {"id": "e3", "activate": "shifter", "ability": 1, "choices": {"mode": 3}})");
        QVERIFY(test::refused(again, "e3"));
        QVERIFY2(test::eventOutcome(again, QStringLiteral("e3")).join(QLatin1Char(' ')).contains(QLatin1String("602.5b")),
            qPrintable(test::happened(again)));
        QCOMPARE(test::ptOf(again, QStringLiteral("shifter")), QStringLiteral("4/4"));
        const Playthrough plant = played(board, R"({"id": "e1", "activate": "shifter", "ability": 1, "choices": {"mode": 3}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::ptOf(plant, QStringLiteral("shifter")), QStringLiteral("0/8"));
        QVERIFY(hasSubtype(plant, "shifter", "Plant"));
        QVERIFY(!hasSubtype(plant, "shifter", "Human"));
    }
    // CR 205.1b, 613.1f, 603.2, 122.1: Raging Ravine becomes a 3/3 red and green Elemental that is still a land and
    // has the quoted trigger; attacking, the trigger puts a +1/+1 counter on the Ravine itself (4/4). The counter
    // stays after the turn's end, when the Ravine is a land again (514.2).
    void ragingRavineGrowsWhenItAttacks()
    {
        const AbilityDef* ravine = test::parsedWith(fixtures(), QStringLiteral("Raging Ravine"), QStringLiteral("Elemental"));
        QVERIFY(ravine && ravine->effect.size() == 1 && ravine->effect[0].continuous);
        const auto& ops = ravine->effect[0].continuous->ops;
        const auto granted = std::find_if(ops.cbegin(), ops.cend(), [](const Op& op) { return op.kind == Op::Kind::AddAbilities; });
        QVERIFY(granted != ops.cend() && granted->abilities.size() == 1);
        QCOMPARE(granted->abilities[0]->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Raging Ravine"), 2),
            QStringLiteral("{2}{R}{G}: Until end of turn, ~ becomes a 3/3 red and green Elemental creature in addition to its other "
                           "types and gains \"Whenever ~ attacks, put a +1/+1 counter on ~.\""));
        const QByteArray board = test::objectJson("ravine", "Raging Ravine") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray animated = R"({"id": "e1", "activate": "ravine", "ability": 3}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* elemental = test::charsOf(play, QStringLiteral("ravine"));
        QVERIFY(elemental && elemental->type.has(CardType::Creature) && elemental->type.has(CardType::Land));
        QVERIFY(elemental->colors.has(Color::Red) && elemental->colors.has(Color::Green));
        QCOMPARE(test::ptOf(play, QStringLiteral("ravine")), QStringLiteral("3/3"));
        const QByteArray attacked = animated + R"(, {"id": "e3", "attack": {"ravine": "nico", "bears": "nico"}}, {"id": "e4", "resolve": "top"})";
        const Playthrough attacking = played(board, attacked);
        QVERIFY2(!test::refused(attacking, "e3"), qPrintable(test::happened(attacking)));
        QCOMPARE(test::countersOn(attacking, QStringLiteral("ravine")), 1);
        QCOMPARE(test::countersOn(attacking, QStringLiteral("bears")), 0);
        QCOMPARE(test::ptOf(attacking, QStringLiteral("ravine")), QStringLiteral("4/4"));
        const Playthrough ended = played(board, attacked + R"(, {"id": "e5", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("ravine"))->type.has(CardType::Creature));
        QCOMPARE(test::countersOn(ended, QStringLiteral("ravine")), 1);
    }
    // CR 207.2c, 201.2, 602.2b, 608.2h: grandeur: Baru's cost is a card named Baru discarded from Ana's hand (her
    // Grizzly Bears will not do); the Wurm is as big as her lands as the ability resolves (three Forests: 3/3).
    void baruDiscardsAnotherBaruForAWurm()
    {
        const AbilityDef* grandeur = test::parsedWith(fixtures(), QStringLiteral("Baru, Fist of Krosa"), QStringLiteral("Grandeur"));
        QVERIFY(grandeur && grandeur->costParts.size() == 1 && grandeur->costParts[0].card);
        QCOMPARE(grandeur->costParts[0].kind, CostKind::Discard);
        QCOMPARE(grandeur->costParts[0].card->named, QStringLiteral("Baru, Fist of Krosa"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Baru, Fist of Krosa"), 1),
            QStringLiteral("Discard a card named ~: Create an X/X green Wurm creature token, where X is the number of lands you control."));
        const QByteArray board = test::objectJson("baru", "Baru, Fist of Krosa") + ","
            + test::objectJson("other", "Baru, Fist of Krosa", R"(, "zone": "hand")") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "hand")") + "," + test::objectJson("f1", "Forest") + ","
            + test::objectJson("f2", "Forest") + "," + test::objectJson("f3", "Forest");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "baru", "ability": 2, "choices": {"objects": ["other"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("other")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Hand);
        QCOMPARE(tokenSizes(play), QStringList{QStringLiteral("3/3")});
        const Playthrough noBaru = played(test::objectJson("baru", "Baru, Fist of Krosa") + ","
                + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "hand")"),
            R"({"id": "e1", "activate": "baru", "ability": 2, "choices": {"objects": ["bears"]}})");
        QVERIFY(test::refused(noBaru, "e1"));
        QCOMPARE(test::zoneOf(noBaru, QStringLiteral("bears")), Zone::Hand);
    }
    // CR 601.3, 508.1c, 611.2c, 514.2: Oriss's grandeur binds its one target player, Nico, for the turn: on his turn
    // he can't cast his Grizzly Bears, and his Bears on the battlefield can't attack; without it they can.
    void orissStopsThatPlayersSpellsAndAttacks()
    {
        const AbilityDef* grandeur = test::parsedWith(fixtures(), QStringLiteral("Oriss, Samite Guardian"), QStringLiteral("Grandeur"));
        QVERIFY(grandeur && grandeur->targets.size() == 1 && grandeur->effect.size() == 2);
        QVERIFY(grandeur->effect[1].continuous && grandeur->effect[1].continuous->affects);
        QCOMPARE(grandeur->effect[1].continuous->affects->whose, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Oriss, Samite Guardian"), 1),
            QStringLiteral("Discard a card named ~: Target player can't cast spells this turn. All creatures that player controls can't "
                           "attack until end of turn."));
        const QByteArray board = test::objectJson("oriss", "Oriss, Samite Guardian") + ","
            + test::objectJson("other", "Oriss, Samite Guardian", R"(, "zone": "hand")") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("more", "Grizzly Bears", R"(, "zone": "hand")", "nico") + "," + test::objectJson("f1", "Forest", "", "nico")
            + "," + test::objectJson("f2", "Forest", "", "nico");
        // The cost's card is the one Oriss in Ana's hand (events.md: the first that fits).
        const QByteArray grandeurOnNico = R"({"id": "e1", "activate": "oriss", "ability": 2, "targets": ["nico"]},
            {"id": "e2", "resolve": "top"})";
        const Playthrough attack = test::playScenarioOnNicosTurn(fixtures(), board, grandeurOnNico + R"(, {"id": "e3", "attack": {"bears": "ana"}})");
        QVERIFY2(!test::refused(attack, "e1"), qPrintable(test::happened(attack)));
        QCOMPARE(test::zoneOf(attack, QStringLiteral("other")), Zone::Graveyard);
        QVERIFY(test::refused(attack, "e3"));
        const Playthrough cast = test::playScenarioOnNicosTurn(fixtures(), board, grandeurOnNico + R"(, {"id": "e3", "cast": "more"})");
        QVERIFY(test::refused(cast, "e3"));
        QCOMPARE(test::zoneOf(cast, QStringLiteral("more")), Zone::Hand);
        const Playthrough free = test::playScenarioOnNicosTurn(fixtures(), board, R"({"id": "e3", "attack": {"bears": "ana"}})");
        QVERIFY2(!test::refused(free, "e3"), qPrintable(test::happened(free)));
        const Playthrough castFree = test::playScenarioOnNicosTurn(fixtures(), board, R"({"id": "e3", "cast": "more"})");
        QVERIFY2(!test::refused(castFree, "e3"), qPrintable(test::happened(castFree)));
    }
    // CR 115.1, 205.1b, 611.2c, 613.4b: Fendeep Summoner's two target Swamps each become 3/5 Treefolk Warrior
    // creatures and stay Swamps; a third Swamp, not targeted, stays a land only; the turn's end ends it (514.2).
    void fendeepSummonerAnimatesTwoSwamps()
    {
        const AbilityDef* summoner = test::parsedWith(fixtures(), QStringLiteral("Fendeep Summoner"), QStringLiteral("Swamps"));
        QVERIFY(summoner && summoner->targets.size() == 1 && summoner->targets[0].upTo == 2);
        const Op* pt = basePT(summoner);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->value, 3);
        QCOMPARE(pt->toughness->value, 5);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fendeep Summoner"), 0),
            QStringLiteral("{T}: Until end of turn, up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to "
                           "their other types."));
        const QByteArray board = test::objectJson("summoner", "Fendeep Summoner") + "," + test::objectJson("s1", "Swamp") + ","
            + test::objectJson("s2", "Swamp") + "," + test::objectJson("s3", "Swamp");
        const QByteArray animated = R"({"id": "e1", "activate": "summoner", "ability": 1, "targets": ["s1", "s2"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        for (const char* id : {"s1", "s2"}) {
            const Characteristics* swamp = test::charsOf(play, QLatin1String(id));
            QVERIFY(swamp && swamp->type.has(CardType::Creature) && swamp->type.has(CardType::Land));
            QVERIFY(hasSubtype(play, id, "Swamp") && hasSubtype(play, id, "Treefolk") && hasSubtype(play, id, "Warrior"));
            QCOMPARE(test::ptOf(play, QLatin1String(id)), QStringLiteral("3/5"));
        }
        QVERIFY(!test::charsOf(play, QStringLiteral("s3"))->type.has(CardType::Creature));
        const Playthrough ended = played(board, animated + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("s1"))->type.has(CardType::Creature));
    }
    // CR 607.2a, 406.3, 110.2: sacrificed, Endless Sands returns the Grizzly Bears it exiled; the Forest it exiled while
    // Vastwood Animist made it a creature is a land card in exile, which stays there.
    void endlessSandsReturnsTheCreatureCardsItExiled()
    {
        const AbilityDef* sands = test::parsedWith(fixtures(), QStringLiteral("Endless Sands"), QStringLiteral("Return each"));
        QVERIFY(sands && sands->effect.size() == 1 && sands->effect[0].object);
        QCOMPARE(sands->effect[0].kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(sands->effect[0].object->ref, Selector::Ref::ExiledWithSource);
        QCOMPARE(sands->effect[0].object->types, quint16(CardType::Creature));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Endless Sands"), 2),
            QStringLiteral("{4}, {T}, Sacrifice ~: Return the exiled creature cards to the battlefield under their owners' control."));
        const QByteArray board = test::objectJson("sands", "Endless Sands") + "," + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("animist", "Vastwood Animist") + "," + test::objectJson("forest", "Forest");
        // Sands untapped on Ana's next turn (Nico's comes first) to pay its {T} again.
        const QByteArray sacrificed = R"(, {"id": "u1", "begin": "untap"}, {"id": "u2", "begin": "untap"},
            {"id": "e7", "activate": "sands", "ability": 3}, {"id": "e8", "resolve": "top"})";
        const QByteArray bearsExiled = R"({"id": "e1", "activate": "sands", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough back = played(board, bearsExiled + sacrificed);
        QVERIFY2(!test::refused(back, "e7"), qPrintable(test::happened(back)));
        QCOMPARE(test::zoneOf(back, QStringLiteral("sands")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(back, QStringLiteral("bears")), Zone::Battlefield);
        const QByteArray forestExiled = R"({"id": "e3", "activate": "animist", "ability": 1, "targets": ["forest"]}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "activate": "sands", "ability": 2, "targets": ["forest"]}, {"id": "e6", "resolve": "top"})";
        const Playthrough exiled = played(board, forestExiled);
        QVERIFY2(!test::refused(exiled, "e5"), qPrintable(test::happened(exiled)));
        QCOMPARE(test::zoneOf(exiled, QStringLiteral("forest")), Zone::Exile);
        const Playthrough kept = played(board, forestExiled + sacrificed);
        QVERIFY2(!test::refused(kept, "e7"), qPrintable(test::happened(kept)));
        QCOMPARE(test::zoneOf(kept, QStringLiteral("forest")), Zone::Exile);
    }
};

QTEST_GUILESS_MAIN(TestImpact36)
#include "tst_impact36.moc"
