// The conditions on static abilities that read the state of the game (tests/data/import/
// statics-states.json, issue 16): soulbond pairs (702.95), the city's blessing (702.131), the most
// common colour, a card's static working from the graveyard (113.6k), "… and …", "Otherwise, …",
// players' poison, graveyards and hands, monstrous and renowned, blockers, other Auras and creatures.
// Each is imported from the real card, put on a board, and checked with its condition true and false
// (CR 611.3a: a static ability's effect applies while its condition holds).
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-states.json"));
}

// The first ability of `name` whose Oracle sentence contains `words`, trusted by the round trip.
const AbilityDef* parsedWith(const QString& name, const QString& words)
{
    return test::parsedWith(fixtures(), name, words, Qt::CaseInsensitive);
}

// A board of Ana and Nico; `players` replaces their entries (life, poison, the city's blessing).
const char* const kPlayers = "{\"id\": \"ana\", \"name\": \"Ana\"}, {\"id\": \"nico\", \"name\": \"Nico\"}";

std::optional<GameState> board(const QByteArray& objects, CardLibrary* lib, const QByteArray& players = kPlayers)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : fixtures().cards)
        cards << c.card;
    Diagnostics diags;
    *lib = CardLibrary::fromCards(cards, &diags);
    lib->addMissing(CardLibrary::builtin());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t", "players": [)" + players
        + R"(], "objects": [)" + objects + "]}";
    auto state = ScenarioReader(*lib).read(json, QStringLiteral("states.strata.json"), &diags);
    if (!state)
        qWarning("%s", qPrintable(diags.formatted().join('\n')));
    return state;
}

struct Board {
    CardLibrary lib;
    std::optional<GameState> state;
    Resolution r;
    explicit Board(const QByteArray& objects, const QByteArray& players = {})
    {
        state = players.isEmpty() ? board(objects, &lib) : board(objects, &lib, players);
        if (state)
            r = LayerEngine::resolve(*state);
    }
    const Characteristics& of(const char* id) const { return r.chars[state->objectIndex(QLatin1String(id))]; }
    int power(const char* id) const { return of(id).power.value_or(-100); }
    int toughness(const char* id) const { return of(id).toughness.value_or(-100); }
    bool has(const char* id, const char* keyword) const { return of(id).hasKeyword(QLatin1String(keyword)); }
};

}   // namespace

class TestImportStateConditions : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 26);
    }

    // Each sentence is parsed (the round trip agrees) with the condition the engine checks.
    void parsedWithTheirCondition_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("condition");
        using K = Condition::Kind;
        QTest::newRow("soulbond, +4/+4") << "Wolfir Silverheart" << "paired" << int(K::Paired);
        QTest::newRow("soulbond, a keyword") << "Elgaud Shieldmate" << "paired" << int(K::Paired);
        QTest::newRow("soulbond, a quoted ability") << "Tandem Lookout" << "paired" << int(K::Paired);
        QTest::newRow("city's blessing, P/T") << "Dusk Charger" << "blessing" << int(K::CitysBlessing);
        QTest::newRow("city's blessing, keyword") << "Skymarcher Aspirant" << "blessing" << int(K::CitysBlessing);
        QTest::newRow("city's blessing, double strike") << "Storm Fleet Swashbuckler" << "blessing"
                                                        << int(K::CitysBlessing);
        QTest::newRow("most common color") << "Goham Djinn" << "most common" << int(K::MostCommonColor);
        QTest::newRow("from the graveyard, and") << "Brawn" << "graveyard" << int(K::SelfInGraveyard);
        QTest::newRow("life and life") << "Blood Baron of Vizkopa" << "30 or more" << int(K::LifeAtLeast);
        QTest::newRow("otherwise -3/-3") << "Clutch of Undeath" << "Otherwise" << int(K::AttachedIs);
        QTest::newRow("otherwise -2/-0") << "Sea Legs" << "Otherwise" << int(K::AttachedIs);
        QTest::newRow("an opponent is poisoned") << "Viridian Betrayers" << "poisoned" << int(K::OpponentPoisoned);
        QTest::newRow("their graveyard") << "Jace's Phantasm" << "their graveyard"
                                         << int(K::OpponentGraveyardAtLeast);
        QTest::newRow("more cards in hand") << "Okina Nightwatch" << "more cards" << int(K::HandMoreThanEachOpponent);
        QTest::newRow("its controller, another") << "Favorable Destiny" << "another creature"
                                                 << int(K::AttachedControllerControls);
        QTest::newRow("its controller, no other") << "Predator's Gambit" << "no other"
                                                  << int(K::AttachedControllerControls);
        QTest::newRow("another Aura") << "Face of Divinity" << "another Aura" << int(K::AnotherAuraOnAttached);
        QTest::newRow("unless it shares a color") << "Heroic Defiance" << "unless"
                                                  << int(K::AttachedSharesMostCommonColor);
        QTest::newRow("monstrous") << "Sinuous Vermin" << "monstrous, it" << int(K::Monstrous);
        QTest::newRow("renowned") << "Goblin Glory Chaser" << "renowned, it" << int(K::Renowned);
        QTest::newRow("blocking it") << "Rampaging Cyclops" << "blocking" << int(K::BlockedByAtLeast);
        QTest::newRow("blocking and a snow land") << "Snow Devil" << "snow land" << int(K::AttachedIs);
        QTest::newRow("exactly one creature") << "Deadly Wanderings" << "exactly one" << int(K::YouControlAtLeast);
        QTest::newRow("a Human or an Angel") << "Bladed Bracers" << "Human or" << int(K::AttachedIs);
    }

    void parsedWithTheirCondition()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(int, condition);
        const AbilityDef* a = parsedWith(card, words);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QVERIFY(a->condition);
        QCOMPARE(int(a->condition->kind), condition);
    }

    // CR 702.95c: "both creatures" and "each of those creatures" are the soulbond creature and its
    // partner; 702.95e: the pair ends when another player controls one of them.
    void soulbondAppliesToBothWhilePaired()
    {
        Board paired(R"({"id": "wolfir", "card": "Wolfir Silverheart", "controller": "ana", "timestamp": 1,
                         "paired_with": "bears"},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
                        {"id": "other", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3},
                        {"id": "elgaud", "card": "Elgaud Shieldmate", "controller": "ana", "timestamp": 4,
                         "paired_with": "other"})");
        QVERIFY(paired.state);
        QCOMPARE(paired.power("wolfir"), 8);   // 4/4 +4/+4
        QCOMPARE(paired.power("bears"), 6);    // 2/2 +4/+4
        QCOMPARE(paired.power("other"), 2);    // paired with Elgaud, not with the Wolfir
        QVERIFY(paired.has("other", "Hexproof"));
        QVERIFY(paired.has("elgaud", "Hexproof"));
        QVERIFY(!paired.has("bears", "Hexproof"));

        Board alone(R"({"id": "wolfir", "card": "Wolfir Silverheart", "controller": "ana", "timestamp": 1},
                       {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2})");
        QVERIFY(alone.state);
        QCOMPARE(alone.power("wolfir"), 4);
        QCOMPARE(alone.power("bears"), 2);

        Board stolen(R"({"id": "wolfir", "card": "Wolfir Silverheart", "controller": "ana", "timestamp": 1,
                          "paired_with": "bears"},
                         {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "ana", "timestamp": 2})");
        QVERIFY(stolen.state);
        QCOMPARE(stolen.power("wolfir"), 4);
        QCOMPARE(stolen.power("bears"), 2);
        // Control Magic takes the partner in layer 2: the pair ends before layer 7 (702.95e).
        Board magic(R"({"id": "wolfir", "card": "Wolfir Silverheart", "controller": "ana", "timestamp": 1,
                         "paired_with": "bears"},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
                        {"id": "magic", "card": "Control Magic", "controller": "nico", "owner": "nico", "timestamp": 3,
                         "attached_to": "bears"})");
        QVERIFY(magic.state);
        QCOMPARE(magic.of("bears").controller, QStringLiteral("nico"));
        QCOMPARE(magic.power("wolfir"), 4);
        QCOMPARE(magic.power("bears"), 2);
    }

    // 702.95b: "paired_with" names another creature on the battlefield.
    void pairingNamesACreatureOnTheBattlefield()
    {
        CardLibrary lib;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("paired_with"));
        QVERIFY(!board(R"({"id": "wolfir", "card": "Wolfir Silverheart", "controller": "ana", "timestamp": 1,
                           "paired_with": "forest"},
                          {"id": "forest", "card": "Forest", "controller": "ana", "timestamp": 2})",
            &lib));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("paired_with"));
        QVERIFY(!board(R"({"id": "wolfir", "card": "Wolfir Silverheart", "controller": "ana", "timestamp": 1,
                           "paired_with": "wolfir"})",
            &lib));
    }

    // CR 702.131c: the city's blessing is the player's for the rest of the game.
    void citysBlessing()
    {
        const QByteArray objects = R"({"id": "charger", "card": "Dusk Charger", "controller": "ana", "timestamp": 1},
            {"id": "aspirant", "card": "Skymarcher Aspirant", "controller": "ana", "timestamp": 2},
            {"id": "theirs", "card": "Dusk Charger", "controller": "nico", "owner": "nico", "timestamp": 3})";
        Board blessed(objects, R"({"id": "ana", "name": "Ana", "citys_blessing": true}, {"id": "nico", "name": "Nico"})");
        QVERIFY(blessed.state);
        QCOMPARE(blessed.power("charger"), 5);   // 3/3 +2/+2
        QVERIFY(blessed.has("aspirant", "Flying"));
        QCOMPARE(blessed.power("theirs"), 3);    // Nico has no blessing
        Board plain(objects);
        QVERIFY(plain.state);
        QCOMPARE(plain.power("charger"), 3);
        QVERIFY(!plain.has("aspirant", "Flying"));
    }

    // Goham Djinn: "black is the most common color among all permanents or is tied for most common".
    void mostCommonColor()
    {
        Board alone(R"({"id": "djinn", "card": "Goham Djinn", "controller": "ana", "timestamp": 1})");
        QVERIFY(alone.state);
        QCOMPARE(alone.power("djinn"), 3);   // 5/5 -2/-2: black is the only colour
        Board tied(R"({"id": "djinn", "card": "Goham Djinn", "controller": "ana", "timestamp": 1},
                      {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})");
        QVERIFY(tied.state);
        QCOMPARE(tied.power("djinn"), 3);   // one black, one green: tied
        Board green(R"({"id": "djinn", "card": "Goham Djinn", "controller": "ana", "timestamp": 1},
                       {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
                       {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})");
        QVERIFY(green.state);
        QCOMPARE(green.power("djinn"), 5);
        // Heroic Defiance (white) on a green Bears: one white, one green is a tie, and the Bears share
        // green; a second white permanent makes white the most common, and the bonus applies.
        Board defiance(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                          {"id": "aura", "card": "Heroic Defiance", "controller": "ana", "timestamp": 2,
                           "attached_to": "bears"})");
        QVERIFY(defiance.state);
        QCOMPARE(defiance.power("bears"), 2);
        Board white(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                       {"id": "aura", "card": "Heroic Defiance", "controller": "ana", "timestamp": 2,
                        "attached_to": "bears"},
                       {"id": "angel", "card": "Serra Angel", "controller": "nico", "owner": "nico", "timestamp": 3})");
        QVERIFY(white.state);
        QCOMPARE(white.power("bears"), 5);
    }

    // CR 113.6k: Brawn's ability works while Brawn is in its owner's graveyard, and only with a Forest.
    void worksFromTheGraveyard()
    {
        Board both(R"({"id": "brawn", "card": "Brawn", "zone": "graveyard", "owner": "ana"},
                      {"id": "forest", "card": "Forest", "controller": "ana", "timestamp": 1},
                      {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
                      {"id": "theirs", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})");
        QVERIFY(both.state);
        QVERIFY(both.has("bears", "Trample"));
        QVERIFY(!both.has("theirs", "Trample"));
        Board noForest(R"({"id": "brawn", "card": "Brawn", "zone": "graveyard", "owner": "ana"},
                          {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2})");
        QVERIFY(noForest.state);
        QVERIFY(!noForest.has("bears", "Trample"));
        Board onBattlefield(R"({"id": "brawn", "card": "Brawn", "controller": "ana", "timestamp": 1},
                               {"id": "forest", "card": "Forest", "controller": "ana", "timestamp": 2},
                               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3})");
        QVERIFY(onBattlefield.state);
        QVERIFY(!onBattlefield.has("bears", "Trample"));
    }

    // Blood Baron of Vizkopa: both halves of "… and …" must hold.
    void bothConditions()
    {
        const QByteArray objects = R"({"id": "baron", "card": "Blood Baron of Vizkopa", "controller": "ana", "timestamp": 1})";
        Board both(objects, R"({"id": "ana", "name": "Ana", "life": 30}, {"id": "nico", "name": "Nico", "life": 10})");
        QVERIFY(both.state);
        QCOMPARE(both.power("baron"), 10);
        QVERIFY(both.has("baron", "Flying"));
        Board one(objects, R"({"id": "ana", "name": "Ana", "life": 30}, {"id": "nico", "name": "Nico", "life": 11})");
        QVERIFY(one.state);
        QCOMPARE(one.power("baron"), 4);
        QVERIFY(!one.has("baron", "Flying"));
    }

    // "Otherwise, it gets -3/-3": the second effect applies exactly when the first one's condition fails.
    void otherwise()
    {
        Board zombie(R"({"id": "legion", "card": "Severed Legion", "controller": "ana", "timestamp": 1},
                        {"id": "clutch", "card": "Clutch of Undeath", "controller": "ana", "timestamp": 2,
                         "attached_to": "legion"},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3},
                        {"id": "clutch2", "card": "Clutch of Undeath", "controller": "ana", "timestamp": 4,
                         "attached_to": "bears"},
                        {"id": "pirate", "card": "Storm Fleet Swashbuckler", "controller": "ana", "timestamp": 5},
                        {"id": "legs", "card": "Sea Legs", "controller": "ana", "timestamp": 6, "attached_to": "pirate"},
                        {"id": "bears2", "card": "Grizzly Bears", "controller": "ana", "timestamp": 7},
                        {"id": "legs2", "card": "Sea Legs", "controller": "ana", "timestamp": 8, "attached_to": "bears2"})");
        QVERIFY(zombie.state);
        QCOMPARE(zombie.power("legion"), 5);      // 2/2 +3/+3
        QCOMPARE(zombie.power("bears"), -1);      // 2/2 -3/-3
        QCOMPARE(zombie.toughness("bears"), -1);
        QCOMPARE(zombie.toughness("pirate"), 4);  // 2/2 +0/+2
        QCOMPARE(zombie.power("pirate"), 2);
        QCOMPARE(zombie.power("bears2"), 0);      // 2/2 -2/-0
        QCOMPARE(zombie.toughness("bears2"), 2);
        // Bonds of Faith: "Otherwise, it can't attack or block", a rule under the negated condition.
        const AbilityDef* bonds = parsedWith(QStringLiteral("Bonds of Faith"), QStringLiteral("Otherwise"));
        QVERIFY(bonds && bonds->otherwise && bonds->otherwise->condition);
        QVERIFY(bonds->otherwise->condition->negated);
        QCOMPARE(bonds->otherwise->condition->kind, Condition::Kind::AttachedIs);
        QCOMPARE(bonds->otherwise->ops.size(), 1);
        QCOMPARE(bonds->otherwise->ops[0].kind, Op::Kind::Rule);
    }

    // Players' states: poison (122.1f), an opponent's graveyard, the cards in hand.
    void playersStates()
    {
        const QByteArray objects = R"({"id": "betrayers", "card": "Viridian Betrayers", "controller": "ana", "timestamp": 1})";
        Board poisoned(objects, R"({"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico", "poison": 1})");
        QVERIFY(poisoned.state);
        QVERIFY(poisoned.has("betrayers", "Infect"));
        Board clean(objects, R"({"id": "ana", "name": "Ana", "poison": 3}, {"id": "nico", "name": "Nico"})");
        QVERIFY(clean.state);
        QVERIFY(!clean.has("betrayers", "Infect"));   // only an opponent's poison counts

        QByteArray graveyard = R"({"id": "phantasm", "card": "Jace\u0027s Phantasm", "controller": "ana", "timestamp": 1})";
        for (int i = 0; i < 9; ++i)
            graveyard += ", {\"id\": \"g" + QByteArray::number(i)
                + "\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\", \"owner\": \"nico\"}";
        Board nine(graveyard);
        QVERIFY(nine.state);
        QCOMPARE(nine.power("phantasm"), 1);
        Board ten(graveyard + R"(, {"id": "g9", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"})");
        QVERIFY(ten.state);
        QCOMPARE(ten.power("phantasm"), 5);

        const QByteArray okina = R"({"id": "okina", "card": "Okina Nightwatch", "controller": "ana", "timestamp": 1},
            {"id": "h1", "card": "Grizzly Bears", "zone": "hand", "owner": "ana"},
            {"id": "h2", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
        Board even(okina);
        QVERIFY(even.state);
        QCOMPARE(even.power("okina"), 4);   // one card each: not more
        Board more(okina + R"(, {"id": "h3", "card": "Forest", "zone": "hand", "owner": "ana"})");
        QVERIFY(more.state);
        QCOMPARE(more.power("okina"), 7);   // 4/3 +3/+3
    }

    // The enchanted creature's controller's other creatures, and another Aura on it (303.4).
    void aroundTheEnchantedCreature()
    {
        Board alone(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                       {"id": "destiny", "card": "Favorable Destiny", "controller": "ana", "timestamp": 2, "attached_to": "bears"},
                       {"id": "gambit", "card": "Predator\u0027s Gambit", "controller": "ana", "timestamp": 3, "attached_to": "bears"},
                       {"id": "theirs", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4})");
        QVERIFY(alone.state);
        QVERIFY(!alone.has("bears", "Shroud"));
        QVERIFY(alone.has("bears", "Intimidate"));
        Board company(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                         {"id": "destiny", "card": "Favorable Destiny", "controller": "ana", "timestamp": 2, "attached_to": "bears"},
                         {"id": "gambit", "card": "Predator\u0027s Gambit", "controller": "ana", "timestamp": 3, "attached_to": "bears"},
                         {"id": "friend", "card": "Grizzly Bears", "controller": "ana", "timestamp": 4})");
        QVERIFY(company.state);
        QVERIFY(company.has("bears", "Shroud"));
        QVERIFY(!company.has("bears", "Intimidate"));

        Board face(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                      {"id": "face", "card": "Face of Divinity", "controller": "ana", "timestamp": 2, "attached_to": "bears"})");
        QVERIFY(face.state);
        QVERIFY(!face.has("bears", "First strike"));
        Board two(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
                     {"id": "face", "card": "Face of Divinity", "controller": "ana", "timestamp": 2, "attached_to": "bears"},
                     {"id": "legs", "card": "Sea Legs", "controller": "ana", "timestamp": 3, "attached_to": "bears"})");
        QVERIFY(two.state);
        QVERIFY(two.has("bears", "First strike"));
        QVERIFY(two.has("bears", "Lifelink"));
    }

    // Statuses of the object itself: monstrous (701.37b), renowned (702.112b), its blockers (509.1).
    void statusesOfItself()
    {
        Board plain(R"({"id": "vermin", "card": "Sinuous Vermin", "controller": "ana", "timestamp": 1},
                       {"id": "chaser", "card": "Goblin Glory Chaser", "controller": "ana", "timestamp": 2})");
        QVERIFY(plain.state);
        QVERIFY(!plain.has("vermin", "Menace"));
        QVERIFY(!plain.has("chaser", "Menace"));
        Board famous(R"({"id": "vermin", "card": "Sinuous Vermin", "controller": "ana", "timestamp": 1, "monstrous": true},
                        {"id": "chaser", "card": "Goblin Glory Chaser", "controller": "ana", "timestamp": 2, "renowned": true})");
        QVERIFY(famous.state);
        QVERIFY(famous.has("vermin", "Menace"));
        QVERIFY(famous.has("chaser", "Menace"));

        const QByteArray attack = R"({"id": "cyclops", "card": "Rampaging Cyclops", "controller": "ana", "timestamp": 1,
                                      "attacking": true},
                                     {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico",
                                      "timestamp": 2, "blocking": ["cyclops"]})";
        Board one(attack);
        QVERIFY(one.state);
        QCOMPARE(one.power("cyclops"), 4);
        Board two(attack + R"(, {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico",
                                 "timestamp": 3, "blocking": ["cyclops"]})");
        QVERIFY(two.state);
        QCOMPARE(two.power("cyclops"), 2);
    }

    // Deadly Wanderings: "that creature" is the one creature you control, while you control only one.
    void exactlyOneCreature()
    {
        Board one(R"({"id": "wanderings", "card": "Deadly Wanderings", "controller": "ana", "timestamp": 1},
                     {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
                     {"id": "theirs", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})");
        QVERIFY(one.state);
        QCOMPARE(one.power("bears"), 4);
        QVERIFY(one.has("bears", "Deathtouch"));
        QVERIFY(one.has("bears", "Lifelink"));
        QCOMPARE(one.power("theirs"), 2);
        Board two(R"({"id": "wanderings", "card": "Deadly Wanderings", "controller": "ana", "timestamp": 1},
                     {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
                     {"id": "more", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3})");
        QVERIFY(two.state);
        QCOMPARE(two.power("bears"), 2);
        QVERIFY(!two.has("more", "Deathtouch"));
    }

    // Bladed Bracers: either subtype of "a Human or an Angel".
    void eitherSubtype()
    {
        Board b(R"({"id": "human", "card": "Storm Fleet Swashbuckler", "controller": "ana", "timestamp": 1},
                   {"id": "bracers", "card": "Bladed Bracers", "controller": "ana", "timestamp": 2, "attached_to": "human"},
                   {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 3},
                   {"id": "bracers2", "card": "Bladed Bracers", "controller": "ana", "timestamp": 4, "attached_to": "bears"})");
        QVERIFY(b.state);
        QVERIFY(b.has("human", "Vigilance"));
        QVERIFY(!b.has("bears", "Vigilance"));
        QCOMPARE(b.power("bears"), 3);
    }

    // The card format refuses an "all" of one condition and an "otherwise" without a condition.
    void cardFormatRefusesBrokenConditions()
    {
        const auto refuses = [](const QByteArray& body, const QString& message) {
            const QByteArray json = R"({"name": "X", "types": ["Creature"], "power": 1, "toughness": 1,
                "abilities": [{"static": )" + body + "}]}";
            io::JsonParseError perr;
            const auto tree = io::parseJson(json, &perr);
            Diagnostics diags;
            const CardPtr card = tree ? CardParser(QStringLiteral("bad.json"), &diags).parse(*tree) : CardPtr();
            return !card && diags.formatted().join('\n').contains(message);
        };
        QVERIFY(refuses(R"({"affects": "self", "effects": [{"modify_pt": {"power": 1, "toughness": 1}}],
                          "condition": {"all": [{"paired": true}]}})",
            QStringLiteral("two or more conditions")));
        QVERIFY(refuses(R"({"affects": "self", "effects": [{"modify_pt": {"power": 1, "toughness": 1}}],
                          "otherwise": {"affects": "self", "effects": []}})",
            QStringLiteral("needs a \"condition\"")));
        QVERIFY(refuses(R"({"affects": "self", "effects": [{"modify_pt": {"power": 1, "toughness": 1}}],
                          "condition": {"most_common_color": []}})",
            QStringLiteral("list of colours")));
    }

    // Every parsed ability with a condition goes through the card format (docs/card-format.md) and reads
    // back the same: "all", "not", "otherwise", "self_and_paired" and the new condition keys.
    void conditionsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        for (const ImportedCard& c : fixtures().cards)
            for (int i = 0; i < c.abilities.size(); ++i) {
                const AbilityPtr& a = c.card->front.abilities[i];
                if (c.abilities[i].status != AbilityStatus::Parsed || !a->condition)
                    continue;
                Card one = *c.card;
                one.front.abilities = {a};
                QString why;
                const CardPtr back = test::throughCardFormat(one, &why);
                QVERIFY2(back, qPrintable(why));
                QCOMPARE(back->front.abilities.size(), 1);
                QVERIFY2(back->front.abilities[0]->sameStructure(*a), qPrintable(c.card->name()));
                ++checked;
            }
        QCOMPARE(checked, 27);   // round 37 reads Siege Modification's Vehicle condition
    }
};

QTEST_GUILESS_MAIN(TestImportStateConditions)
#include "tst_importstateconditions.moc"
