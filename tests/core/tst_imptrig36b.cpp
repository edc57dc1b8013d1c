// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig36b.json), round 36's second
// helper: "When ~ dies, create a 0/1 red Elemental creature token with \"At the beginning of your upkeep, sacrifice
// this creature and return target card named Rekindling Phoenix from your graveyard to the battlefield. It gains
// haste until end of turn.\"" (Rekindling Phoenix: a graveyard target of that name, 201.2, 115.1). "When ~ dies, create a
// 3/3 blue Fish creature token with \"When this creature dies, create a 6/6 blue Whale creature token with 'When this
// creature dies, create a 9/9 blue Kraken creature token.'\"" (Reef Worm: a token's ability quoted, in single quotes,
// inside another token's quoted ability). "When ~ dies, create a 1/1 white and black Cleric creature token. It has \"{3}{W}{B}{B}, {T},
// Sacrifice this creature: Return a card named Deathpact Angel from your graveyard to the battlefield.\"" (Deathpact
// Angel: one card of that name, chosen as it resolves). "Landfall — Whenever a land enters the battlefield under your
// control, create a 0/2 red Dragon Egg creature token with defender and \"When this creature dies, create a 2/2 red Dragon
// creature token with flying and '{R}: This creature gets +1/+0 until end of turn.'\"" (Nesting Dragon: the single-quoted
// ability after a keyword). The built-in Forest, Grizzly Bears and Wrath of God are the other cards
// the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "cards/CardLibrary.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig36b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Rekindling Phoenix dies and leaves its Elemental; Nico's upkeep, then Ana's, whose token's trigger
// targets `target`, then it resolves.
QByteArray phoenixReturns(const char* target)
{
    return "{\"id\": \"e1\", \"move\": \"phoenix\", \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
           "{\"id\": \"e3\", \"begin\": \"upkeep\"}, {\"id\": \"e4\", \"begin\": \"upkeep\", \"triggers\": {\"e4.1\": "
           "{\"targets\": [\""
        + QByteArray(target) + "\"]}}}, {\"id\": \"e5\", \"resolve\": \"top\"}";
}

}   // namespace

class TestImpTrig36b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 4);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 201.2, 115.1, 111.1: the Elemental's upkeep ability targets a card in your graveyard with the name
    // Rekindling Phoenix, the name Oracle text spells out inside the token's quoted ability.
    void phoenixTokenTargetsACardOfThatName()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rekindling Phoenix"), 1),
            QStringLiteral("When ~ dies, create a 0/1 red Elemental creature token with \"At the beginning of your upkeep, "
                           "sacrifice this permanent and return target card named Rekindling Phoenix from your graveyard to "
                           "the battlefield. It gains haste until end of turn.\""));
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Rekindling Phoenix"), 1, ActionKind::CreateToken);
        QVERIFY(create && create->token);
        QCOMPARE(create->token->front.abilities.size(), 1);
        const AbilityDef& upkeep = *create->token->front.abilities.first();
        QCOMPARE(upkeep.targets.size(), 1);
        QCOMPARE(upkeep.targets.first().named, QStringLiteral("Rekindling Phoenix"));
        QCOMPARE(upkeep.targets.first().zone, Zone::Graveyard);
        QVERIFY(upkeep.targets.first().ownerYou);
    }

    // CR 700.4, 111.1, 503.1a, 603.3d: Ana's Phoenix dies and leaves a 0/1 Elemental; at her next upkeep the Elemental
    // is sacrificed and the Phoenix returns with haste. Her Grizzly Bears card and Nico's Phoenix are no legal target.
    void phoenixReturnsAtYourUpkeep()
    {
        const QByteArray board = test::objectJson("phoenix", "Rekindling Phoenix") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("nicophoenix", "Rekindling Phoenix", ", \"zone\": \"graveyard\"", "nico");
        const Playthrough play = played(board, phoenixReturns("phoenix"));
        QVERIFY2(!test::refused(play, "e4"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("phoenix")), Zone::Battlefield);
        QVERIFY(test::hasKeyword(play, QStringLiteral("phoenix"), QStringLiteral("Haste")));
        QCOMPARE(test::idsIn(play.finalState, Zone::Battlefield), QStringList{QStringLiteral("phoenix")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);

        for (const char* wrong : {"bears", "nicophoenix"}) {
            const Playthrough refused = played(board, phoenixReturns(wrong));
            QVERIFY2(test::refused(refused, "e4"), qPrintable(test::happened(refused)));
            QCOMPARE(test::zoneOf(refused, QStringLiteral("phoenix")), Zone::Graveyard);
            QCOMPARE(test::zoneOf(refused, QString::fromLatin1(wrong)), Zone::Graveyard);
        }
    }

    // CR 111.1, 113.6, 603.6c: each token's dies ability creates the next token, whose own quoted ability is
    // written in single quotes inside the double ones, as Oracle text prints it.
    void reefWormNestsThreeTokens()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Reef Worm"), 0),
            QStringLiteral("When ~ dies, create a 3/3 blue Fish creature token with \"When this permanent dies, create a 6/6 "
                           "blue Whale creature token with 'When this permanent dies, create a 9/9 blue Kraken creature "
                           "token.'\"."));
        const Action* fish = test::firstAction(fixtures(), QStringLiteral("Reef Worm"), 0, ActionKind::CreateToken);
        QVERIFY(fish && fish->token && fish->token->front.abilities.size() == 1);
        const AbilityDef& fishDies = *fish->token->front.abilities.first();
        QCOMPARE(fishDies.effect.size(), 1);
        const Action& whale = fishDies.effect.first();
        QCOMPARE(whale.kind, ActionKind::CreateToken);
        QVERIFY(whale.token && whale.token->front.abilities.size() == 1);
        QCOMPARE(whale.token->front.name, QStringLiteral("Whale"));
        const AbilityDef& whaleDies = *whale.token->front.abilities.first();
        QCOMPARE(whaleDies.effect.size(), 1);
        QVERIFY(whaleDies.effect.first().token);
        QCOMPARE(whaleDies.effect.first().token->front.name, QStringLiteral("Kraken"));
        QVERIFY(whaleDies.effect.first().token->front.abilities.isEmpty());
    }

    // CR 700.4, 603.6c, 111.1, 704.5d: Wrath of God kills Ana's Reef Worm, which leaves a 3/3 Fish; a second Wrath
    // kills the Fish, which leaves a 6/6 Whale; a third kills the Whale, which leaves a 9/9 Kraken.
    void reefWormComesBackBigger()
    {
        const QByteArray board = test::objectJson("worm", "Reef Worm") + ","
            + test::objectJson("wrath1", "Wrath of God", ", \"zone\": \"hand\"") + ","
            + test::objectJson("wrath2", "Wrath of God", ", \"zone\": \"hand\"") + ","
            + test::objectJson("wrath3", "Wrath of God", ", \"zone\": \"hand\"");
        const QByteArray fish = R"({"id": "e1", "cast": "wrath1"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})";
        const QByteArray whale = fish + R"(, {"id": "e4", "cast": "wrath2"}, {"id": "e5", "resolve": "top"}, {"id": "e6", "resolve": "top"})";
        const QByteArray kraken = whale + R"(, {"id": "e7", "cast": "wrath3"}, {"id": "e8", "resolve": "top"}, {"id": "e9", "resolve": "top"})";
        const Playthrough first = played(board, fish);
        QVERIFY2(test::eventOutcome(first, QStringLiteral("e2")) == QStringList{QStringLiteral("worm:1")}, qPrintable(test::happened(first)));
        QCOMPARE(test::ptOf(first, QStringLiteral("e3.token1")), QStringLiteral("3/3"));
        const Playthrough second = played(board, whale);
        QVERIFY2(test::ptOf(second, QStringLiteral("e6.token1")) == QStringLiteral("6/6"), qPrintable(test::happened(second)));
        const Playthrough third = played(board, kraken);
        QCOMPARE(test::ptOf(third, QStringLiteral("e9.token1")), QStringLiteral("9/9"));
        QCOMPARE(test::idsIn(third.finalState, Zone::Battlefield), QStringList{QStringLiteral("e9.token1")});
        QVERIFY(test::eventOutcome(third, QStringLiteral("e8")).size() == 1);
    }
    // CR 201.2, 608.2c, 602.2: the Cleric's ability returns one card named Deathpact Angel from your graveyard,
    // chosen as it resolves: no target.
    void deathpactClericReturnsTheAngel()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Deathpact Angel"), 1),
            QStringLiteral("When ~ dies, create a 1/1 white and black Cleric creature token with \"{3}{W}{B}{B}, {T}, Sacrifice "
                           "this permanent: Return a card named Deathpact Angel from your graveyard to the battlefield.\""));
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Deathpact Angel"), 1, ActionKind::CreateToken);
        QVERIFY(create && create->token && create->token->front.abilities.size() == 1);
        const AbilityDef& cleric = *create->token->front.abilities.first();
        QVERIFY(cleric.targets.isEmpty());
        QCOMPARE(cleric.effect.size(), 1);
        const Action& back = cleric.effect.first();
        QCOMPARE(back.kind, ActionKind::ReturnFromGraveyard);
        QCOMPARE(back.pick, 1);
        QVERIFY(back.object && back.object->zone == Zone::Graveyard && back.object->ownerYou);
        QCOMPARE(back.object->named, QStringLiteral("Deathpact Angel"));
    }

    // CR 111.1, 602.2, 608.2c, 201.2: Wrath of God kills Ana's Deathpact Angel, which leaves a 1/1 Cleric. The Cleric (its
    // card the imported token, since a scenario can't name a token a later event makes) is sacrificed and returns one
    // Angel card from her graveyard, the one she chooses; her other Angel and her Grizzly Bears card stay.
    void deathpactAngelComesBack()
    {
        const QByteArray wrath = test::objectJson("angel", "Deathpact Angel") + ","
            + test::objectJson("wrath", "Wrath of God", ", \"zone\": \"hand\"");
        const Playthrough dies = played(wrath, R"({"id": "e1", "cast": "wrath"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(dies, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::ptOf(dies, QStringLiteral("e3.token1")), QStringLiteral("1/1"));

        const Action* create = test::firstAction(fixtures(), QStringLiteral("Deathpact Angel"), 1, ActionKind::CreateToken);
        QVERIFY(create && create->token);
        Diagnostics errors;
        CardLibrary lib = CardLibrary::fromCards({create->token}, &errors);
        lib.addMissing(test::libraryOf(fixtures()));
        const QByteArray board = R"({"id": "cleric", "card": "Cleric", "token": true, "owner": "ana", "timestamp": 1},)"
            + test::objectJson("angel", "Deathpact Angel", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("angel2", "Deathpact Angel", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"");
        const auto state = test::readScenario(lib, test::scenarioJson(board,
            R"({"id": "e1", "activate": "cleric", "ability": 1}, {"id": "e2", "resolve": "top", "choices": {"objects": ["angel2"]}})"));
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, lib);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel2")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::idsIn(play.finalState, Zone::Battlefield), QStringList{QStringLiteral("angel2")});
    }
    // CR 113.6, 111.1, 702.3b: the Dragon Egg's dies ability makes a Dragon whose own ability is quoted in single
    // quotes inside it, after its flying.
    void nestingDragonEggHoldsADragon()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Nesting Dragon"), 1),
            QStringLiteral("Whenever a land you control enters, create a 0/2 red Dragon Egg creature token with "
                           "defender and \"When this permanent dies, create a 2/2 red Dragon creature token with flying and "
                           "'{R}: This permanent gets +1/+0 until end of turn.'\"."));
        const Action* egg = test::firstAction(fixtures(), QStringLiteral("Nesting Dragon"), 1, ActionKind::CreateToken);
        QVERIFY(egg && egg->token && egg->token->front.abilities.size() == 2);
        const AbilityDef& eggDies = *egg->token->front.abilities[1];
        QVERIFY(eggDies.effect.size() == 1 && eggDies.effect.first().token);
        const CardFace& dragon = eggDies.effect.first().token->front;
        QCOMPARE(dragon.name, QStringLiteral("Dragon"));
        QCOMPARE(dragon.abilities.size(), 2);
        QCOMPARE(dragon.abilities[1]->kind, AbilityDef::Kind::Activated);
    }

    // CR 207.2c, 702.3b, 700.4, 602.2: a Forest entering under Ana's control makes a 0/2 Dragon Egg with defender;
    // Wrath of God kills it and it leaves a 2/2 flying Dragon. That Dragon (its card the imported token) pumps itself.
    void nestingDragonHatches()
    {
        const QByteArray board = test::objectJson("nesting", "Nesting Dragon") + ","
            + test::objectJson("forest", "Forest", ", \"zone\": \"hand\"") + ","
            + test::objectJson("wrath", "Wrath of God", ", \"zone\": \"hand\"");
        const QByteArray egg = R"({"id": "e1", "move": "forest", "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        const Playthrough laid = played(board, egg);
        QCOMPARE(test::ptOf(laid, QStringLiteral("e2.token1")), QStringLiteral("0/2"));
        QVERIFY(test::hasKeyword(laid, QStringLiteral("e2.token1"), QStringLiteral("Defender")));
        const Playthrough hatched = played(board,
            egg + R"(, {"id": "e3", "cast": "wrath"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::ptOf(hatched, QStringLiteral("e5.token1")) == QStringLiteral("2/2"), qPrintable(test::happened(hatched)));
        QVERIFY(test::hasKeyword(hatched, QStringLiteral("e5.token1"), QStringLiteral("Flying")));

        const Action* eggMade = test::firstAction(fixtures(), QStringLiteral("Nesting Dragon"), 1, ActionKind::CreateToken);
        QVERIFY(eggMade && eggMade->token && eggMade->token->front.abilities.size() == 2);
        const Action& dragonMade = eggMade->token->front.abilities[1]->effect.first();
        Diagnostics errors;
        CardLibrary lib = CardLibrary::fromCards({dragonMade.token}, &errors);
        lib.addMissing(test::libraryOf(fixtures()));
        const auto state = test::readScenario(lib, test::scenarioJson(R"({"id": "dragon", "card": "Dragon", "token": true, "owner": "ana", "timestamp": 1})",
            R"({"id": "e1", "activate": "dragon", "ability": 2}, {"id": "e2", "resolve": "top"})"));
        QVERIFY(state);
        const Playthrough pumped = EventPlayer::play(*state, lib);
        QVERIFY2(!test::refused(pumped, "e1"), qPrintable(test::happened(pumped)));
        QCOMPARE(test::ptOf(pumped, QStringLiteral("dragon")), QStringLiteral("3/2"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig36b)
#include "tst_imptrig36b.moc"
