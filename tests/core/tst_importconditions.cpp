// Conditions, sets and level up striations read from real cards' Oracle text (tests/data/import/
// statics-levels.json, issue 16): "as long as an opponent controls …", "no opponent controls …", an
// opponent's life, the cards in your hand, "+X/+X, where X is …", "white or black", "artifacts and
// enchantments", "Goblins you control and Elementals you control", "non-Human", counters on the source
// for any subject, "Enchant player", and "LEVEL 1-2 / 2/3 / …" (CR 611.3a, 613.4b, 711.2).
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-levels.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

std::optional<GameState> scenario(const QByteArray& objects, CardLibrary* lib)
{
    return test::scenario(fixtures(), objects, "", lib);
}

const Characteristics& charsOf(const Resolution& r, const GameState& gs, const char* id)
{
    return r.chars[gs.objectIndex(QLatin1String(id))];
}

}   // namespace

class TestImportConditions : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 17);
    }

    // Each family: its operations and condition; `parsed` also checks the round trip.
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("ability");
        QTest::addColumn<QList<int>>("ops");
        QTest::addColumn<int>("condition");   // -1: none
        const int modify = int(Op::Kind::ModifyPT), add = int(Op::Kind::AddAbilities), set = int(Op::Kind::SetPT);
        QTest::newRow("+X/+X, where X is") << "Bonehoard" << 1 << QList<int>{modify} << -1;
        QTest::newRow("-X/-X, where X is your life total") << "Death's Shadow" << 0 << QList<int>{modify} << -1;
        QTest::newRow("an opponent controls") << "Skyshroud Elite" << 0 << QList<int>{modify}
                                              << int(Condition::Kind::OpponentControls);
        QTest::newRow("no opponent controls") << "Vexing Beetle" << 1 << QList<int>{modify}
                                              << int(Condition::Kind::NoneOnBattlefield);
        QTest::newRow("an opponent's life") << "Ruthless Cullblade" << 0 << QList<int>{modify}
                                            << int(Condition::Kind::OpponentLifeAtMost);
        QTest::newRow("seven or more cards in hand") << "Akki Underling" << 0 << QList<int>{modify, add}
                                                     << int(Condition::Kind::HandAtLeast);
        QTest::newRow("one or fewer cards in hand") << "Neheb, the Worthy" << 2 << QList<int>{modify}
                                                    << int(Condition::Kind::HandAtMost);
        QTest::newRow("white or black permanent") << "Abzan Kin-Guard" << 0 << QList<int>{add}
                                                  << int(Condition::Kind::YouControlAtLeast);
        QTest::newRow("artifacts and enchantments") << "Fountain Watch" << 0 << QList<int>{add} << -1;
        QTest::newRow("two sets, each you control") << "Caterwauling Boggart" << 0 << QList<int>{add} << -1;
        QTest::newRow("non-Human") << "Mikaeus, the Unhallowed" << 2 << QList<int>{modify, add} << -1;
        QTest::newRow("the number of non-Wall creatures") << "Keldon Warlord" << 0 << QList<int>{set} << -1;
        QTest::newRow("counters on the source, creatures you control")
            << "Beastmaster Ascension" << 1 << QList<int>{modify} << int(Condition::Kind::SelfCountersAtLeast);
        QTest::newRow("LEVEL 1-2 with an ability") << "Brimstone Mage" << 1 << QList<int>{set, add}
                                                   << int(Condition::Kind::SelfCountersAtLeast);
        QTest::newRow("LEVEL 3+ with an ability") << "Brimstone Mage" << 2 << QList<int>{set, add}
                                                  << int(Condition::Kind::SelfCountersAtLeast);
        QTest::newRow("LEVEL 1-4 alone") << "Caravan Escort" << 1 << QList<int>{set}
                                         << int(Condition::Kind::SelfCountersAtLeast);
        QTest::newRow("LEVEL 5+ with a keyword") << "Caravan Escort" << 2 << QList<int>{set, add}
                                                 << int(Condition::Kind::SelfCountersAtLeast);
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(int, ability);
        QFETCH(QList<int>, ops);
        QFETCH(int, condition);
        const AbilityDef* a = parsed(card, ability);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QList<int> kinds;
        for (const Op& op : a->ops)
            kinds << int(op.kind);
        QCOMPARE(kinds, ops);
        QCOMPARE(a->condition ? int(a->condition->kind) : -1, condition);
    }

    // The sets read: either colour, either type, a union, a subtype left out.
    void setsHoldWhatTheySay()
    {
        const AbilityDef* kinGuard = parsed(QStringLiteral("Abzan Kin-Guard"), 0);
        QVERIFY(kinGuard && kinGuard->condition && kinGuard->condition->filter);
        QVERIFY(kinGuard->condition->filter->colors.has(Color::White));
        QVERIFY(kinGuard->condition->filter->colors.has(Color::Black));
        const AbilityDef* watch = parsed(QStringLiteral("Fountain Watch"), 0);
        QVERIFY(watch);
        QCOMPARE(watch->affects->anyTypes, quint16(quint16(CardType::Artifact) | quint16(CardType::Enchantment)));
        QCOMPARE(watch->affects->types, quint16(0));
        const AbilityDef* boggart = parsed(QStringLiteral("Caterwauling Boggart"), 0);
        QVERIFY(boggart);
        QCOMPARE(boggart->affects->anyOf.size(), 2);
        QCOMPARE(boggart->affects->anyOf[1].controller, Selector::Who::You);
        const AbilityDef* mikaeus = parsed(QStringLiteral("Mikaeus, the Unhallowed"), 2);
        QVERIFY(mikaeus);
        QCOMPARE(mikaeus->affects->notSubtypes.size(), 1);
        QVERIFY(mikaeus->affects->other);
        // "red or white": Oracle's order for a pair, the shorter way round the wheel, which the writer
        // now gives too (so "white or red" is what it would not read).
        const AbilityDef* brawler = parsed(QStringLiteral("Battle Brawler"), 0);
        QVERIFY(brawler && brawler->condition && brawler->condition->filter);
        QCOMPARE(brawler->condition->filter->colors.count(), 2);
        QVERIFY(brawler->condition->filter->colors.has(Color::Red));
        QVERIFY(brawler->condition->filter->colors.has(Color::White));
    }

    // CR 711.2a: "LEVEL 1-2" is "as long as it has at least one and no more than two level counters
    // on it, it has base power and toughness 2/3 and has …"; 711.2b: "LEVEL 3+" has no upper bound.
    void levelStriationsHoldTheirBounds()
    {
        const AbilityDef* low = parsed(QStringLiteral("Brimstone Mage"), 1);
        const AbilityDef* high = parsed(QStringLiteral("Brimstone Mage"), 2);
        QVERIFY(low && high);
        QCOMPARE(low->condition->counterKind, QStringLiteral("level"));
        QCOMPARE(low->condition->n, 1);
        QCOMPARE(low->condition->atMost, 2);
        QCOMPARE(high->condition->n, 3);
        QCOMPARE(high->condition->atMost, 0);
        QCOMPARE(low->ops[0].power->value, 2);
        QCOMPARE(low->ops[0].toughness->value, 3);
        QCOMPARE(low->ops[1].abilities.size(), 1);
        QCOMPARE(low->ops[1].abilities[0]->kind, AbilityDef::Kind::Activated);
        const ImportedCard* mage = test::findCard(fixtures(), QStringLiteral("Brimstone Mage"));
        QCOMPARE(mage->abilities[1].written, QStringLiteral("LEVEL 1-2\n2/3\n{T}: ~ deals 1 damage to any target."));
    }

    // CR 711.2, 613.4b: the striation that fits the level counters sets the base power and toughness
    // and grants its abilities; none applies below the first level.
    void levelsFollowTheCounters()
    {
        CardLibrary lib;
        const auto state = scenario(R"({"id": "l0", "card": "Caravan Escort", "controller": "ana", "timestamp": 1},
               {"id": "l4", "card": "Caravan Escort", "controller": "ana", "timestamp": 2, "counters": {"level": 4}},
               {"id": "l5", "card": "Caravan Escort", "controller": "ana", "timestamp": 3, "counters": {"level": 5}},
               {"id": "m2", "card": "Brimstone Mage", "controller": "ana", "timestamp": 4, "counters": {"level": 2}},
               {"id": "m3", "card": "Brimstone Mage", "controller": "ana", "timestamp": 5, "counters": {"level": 3}})",
            &lib);
        QVERIFY(state);
        const Resolution r = LayerEngine::resolve(*state);
        QCOMPARE(charsOf(r, *state, "l0").power.value_or(-1), 1);
        QCOMPARE(charsOf(r, *state, "l4").power.value_or(-1), 2);
        QVERIFY(!charsOf(r, *state, "l4").hasKeyword(QStringLiteral("First strike")));
        QCOMPARE(charsOf(r, *state, "l5").power.value_or(-1), 5);
        QVERIFY(charsOf(r, *state, "l5").hasKeyword(QStringLiteral("First strike")));
        QCOMPARE(charsOf(r, *state, "m2").toughness.value_or(-1), 3);
        QCOMPARE(charsOf(r, *state, "m3").toughness.value_or(-1), 4);
        // Each has only the ability of its own striation: at level 3 the 1-2 one no longer applies.
        const auto activated = [](const Characteristics& c) {
            int n = 0;
            for (const AbilityInstance& a : c.abilities)
                n += a.def->kind == AbilityDef::Kind::Activated ? 1 : 0;
            return n;
        };
        QCOMPARE(activated(charsOf(r, *state, "m2")), 1);
        QCOMPARE(activated(charsOf(r, *state, "m3")), 1);
    }

    // CR 611.3a: the conditions are checked against the board: an opponent's nonbasic land, not one's own;
    // no creature on the opponent's side; an opponent's life.
    void conditionsFollowTheBoard()
    {
        CardLibrary lib;
        auto state = scenario(R"({"id": "elite", "card": "Skyshroud Elite", "controller": "ana", "timestamp": 1},
               {"id": "beetle", "card": "Vexing Beetle", "controller": "ana", "timestamp": 2},
               {"id": "blade", "card": "Ruthless Cullblade", "controller": "ana", "timestamp": 3},
               {"id": "mine", "card": "Ghost Quarter", "controller": "ana", "timestamp": 4})",
            &lib);
        QVERIFY(state);
        Resolution r = LayerEngine::resolve(*state);
        QCOMPARE(charsOf(r, *state, "elite").toughness.value_or(-1), 1);   // only Ana's own nonbasic land
        QCOMPARE(charsOf(r, *state, "beetle").power.value_or(-1), 6);      // 3/3 +3/+3
        QCOMPARE(charsOf(r, *state, "blade").power.value_or(-1), 2);       // Nico at 20 life

        state = scenario(R"({"id": "elite", "card": "Skyshroud Elite", "controller": "ana", "timestamp": 1},
               {"id": "beetle", "card": "Vexing Beetle", "controller": "ana", "timestamp": 2},
               {"id": "theirs", "card": "Ghost Quarter", "controller": "nico", "owner": "nico", "timestamp": 4},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 5})",
            &lib);
        QVERIFY(state);
        r = LayerEngine::resolve(*state);
        QCOMPARE(charsOf(r, *state, "elite").toughness.value_or(-1), 3);
        QCOMPARE(charsOf(r, *state, "beetle").power.value_or(-1), 3);
    }

    // 303.4a: "Enchant player" is an Aura that targets and enchants a player.
    void enchantPlayer()
    {
        const ImportedCard* curse = test::findCard(fixtures(), QStringLiteral("Curse of the Forsaken"));
        QVERIFY(curse);
        QCOMPARE(curse->abilities[0].status, AbilityStatus::Parsed);
        const AbilityDef& enchant = *curse->card->front.abilities[0];
        QVERIFY(enchant.enchant);
        QCOMPARE(enchant.enchant->word, QStringLiteral("player"));
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }
};

QTEST_GUILESS_MAIN(TestImportConditions)
#include "tst_importconditions.moc"
