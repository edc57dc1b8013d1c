// Static abilities that change characteristics or combat rules, read from real cards' Oracle text
// (tests/data/import/statics-layers-12.json, issue 16): a library's size (Isleback Spawn), the top card of
// your library (Mul Daya Channelers), commander creatures (Bloodsworn Steward), the creatures with the
// highest mana value (Favor of the Mighty), "can attack as though it didn't have defender" (Colossus of
// Akros), a static goad (Bloodthirsty Blade), "your team" (Khorvath Brightflame) and nonbasic landwalk
// (Trailblazer's Boots), "it's a land" while a counter is on it (Arixmethes), a creature type misprinted
// in lower case (Enduring Sliver), each Vehicle "as long as it's a creature" (Depala).
// The typed structure, the text written back, the card format, and what the layer engine and the combat
// rules then do on a board (CR 205.1a, 613.1d, 613.1f, 613.4c, 702.3b, 702.14c, 701.15b, 903.3).
#include "LayerBoard.h"
#include "play/CombatRules.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-layers-12.json"));
}

const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

using test::objectJson;
using test::opOf;

struct Board : test::LayerBoard {
    explicit Board(const QByteArray& objects) : LayerBoard(fixtures(), objects) { }
    int index(const char* id) const { return state ? state->objectIndex(QLatin1String(id)) : -1; }
};

// `n` cards in `player`'s library, listed from the top.
QByteArray library(int n, const char* player, const char* card = "Grizzly Bears")
{
    static int made = 0;   // ids stay distinct across calls
    QByteArray out;
    for (int k = 0; k < n; ++k)
        out += "," + objectJson(QByteArray(player).append("-lib").append(QByteArray::number(++made)).constData(), card,
                  R"(, "zone": "library")", player);
    return out;
}

}   // namespace

class TestImportLayers12 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 12);
    }

    // Each sentence reads, writes back the card's own words (the round trip) and counts as a layer static.
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("a library has twenty or fewer cards") << "Isleback Spawn" << "twenty";
        QTest::newRow("the top card of your library") << "Mul Daya Channelers" << "is a creature card";
        QTest::newRow("commander creatures") << "Bloodsworn Steward" << "Commander creatures";
        QTest::newRow("with the highest mana value") << "Favor of the Mighty" << "highest";
        QTest::newRow("as though it didn't have defender") << "Colossus of Akros" << "defender";
        QTest::newRow("is goaded") << "Bloodthirsty Blade" << "goaded";
        QTest::newRow("your team controls") << "Khorvath Brightflame" << "your team";
        QTest::newRow("nonbasic landwalk") << "Trailblazer's Boots" << "nonbasic landwalk";
        QTest::newRow("it's a land") << "Arixmethes, Slumbering Isle" << "it's a land";
        QTest::newRow("sliver creatures, in lower case") << "Enduring Sliver" << "sliver creatures";
        QTest::newRow("each Vehicle as long as it's a creature") << "Depala, Pilot Exemplar" << "Each Vehicle";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QVERIFY(r->layerChanging);
    }

    void structures()
    {
        const AbilityDef* spawn = parsedWith(QStringLiteral("Isleback Spawn"), QStringLiteral("twenty"));
        QVERIFY(spawn && spawn->condition);
        QCOMPARE(spawn->condition->kind, Condition::Kind::LibraryAtMost);
        QCOMPARE(spawn->condition->n, 20);
        const AbilityDef* mulDaya = parsedWith(QStringLiteral("Mul Daya Channelers"), QStringLiteral("creature card"));
        QVERIFY(mulDaya && mulDaya->condition && mulDaya->condition->filter);
        QCOMPARE(mulDaya->condition->kind, Condition::Kind::TopOfLibraryIs);
        QCOMPARE(mulDaya->condition->filter->types, quint16(CardType::Creature));
        const AbilityDef* steward = parsedWith(QStringLiteral("Bloodsworn Steward"), QStringLiteral("Commander"));
        QVERIFY(steward && steward->affects);
        QVERIFY(steward->affects->commander);
        QCOMPARE(steward->affects->controller, Selector::Who::You);
        const AbilityDef* favor = parsedWith(QStringLiteral("Favor of the Mighty"), QStringLiteral("highest"));
        QVERIFY(favor && favor->affects);
        QVERIFY(favor->affects->highestManaValue);
        const AbilityDef* colossus = parsedWith(QStringLiteral("Colossus of Akros"), QStringLiteral("defender"));
        QVERIFY(colossus && colossus->condition);
        QCOMPARE(colossus->condition->kind, Condition::Kind::Monstrous);
        QVERIFY(opOf(colossus, Op::Kind::Rule));
        QCOMPARE(opOf(colossus, Op::Kind::Rule)->rule, RuleName::CanAttackAsThoughNoDefender);
        const AbilityDef* blade = parsedWith(QStringLiteral("Bloodthirsty Blade"), QStringLiteral("goaded"));
        QVERIFY(blade && opOf(blade, Op::Kind::Rule));
        QCOMPARE(opOf(blade, Op::Kind::Rule)->rule, RuleName::Goaded);
        QVERIFY(opOf(blade, Op::Kind::ModifyPT));
        const AbilityDef* khorvath = parsedWith(QStringLiteral("Khorvath Brightflame"), QStringLiteral("your team"));
        QVERIFY(khorvath && khorvath->affects);
        QCOMPARE(khorvath->affects->controller, Selector::Who::You);
        const AbilityDef* boots = parsedWith(QStringLiteral("Trailblazer's Boots"), QStringLiteral("nonbasic"));
        QVERIFY(boots && opOf(boots, Op::Kind::AddAbilities));
        const AbilityPtr walk = opOf(boots, Op::Kind::AddAbilities)->abilities.value(0);
        QVERIFY(walk && walk->isKeyword(QStringLiteral("Landwalk")));
        QVERIFY(!walk->hasLandType);
        QCOMPARE(walk->keywordText(), QStringLiteral("Nonbasic landwalk"));
        const AbilityDef* isle = parsedWith(QStringLiteral("Arixmethes, Slumbering Isle"), QStringLiteral("it's a land"));
        QVERIFY(isle && isle->condition && opOf(isle, Op::Kind::SetTypes));
        QCOMPARE(isle->condition->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(isle->condition->counterKind, QStringLiteral("slumber"));
        QCOMPARE(opOf(isle, Op::Kind::SetTypes)->cardTypes, quint16(CardType::Land));
    }

    // The text Strata writes is the card's own sentence (here with "~" for the name).
    void writtenBack()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Isleback Spawn"), QStringLiteral("twenty"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("As long as a library has twenty or fewer cards in it, ~ gets +4/+8."));
        r = test::reportWith(fixtures(), QStringLiteral("Favor of the Mighty"), QStringLiteral("highest"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Each creature with the highest mana value has protection from all colors."));
        r = test::reportWith(fixtures(), QStringLiteral("Bloodsworn Steward"), QStringLiteral("Commander"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Commander creatures you control get +2/+2 and have haste."));
        // Outside a team game "your team" is you alone: the round trip takes the one for the other.
        r = test::reportWith(fixtures(), QStringLiteral("Khorvath Brightflame"), QStringLiteral("your team"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Knights you control have flying and haste."));
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 4);
    }

    // CR 613.4c: Isleback Spawn (4/8) gets +4/+8 while a library the state lists has twenty or fewer
    // cards, whoever's; with 21 cards in each listed library, or no library listed, it does not.
    void aLibraryOfTwentyOrFewer()
    {
        const Board small(objectJson("spawn", "Isleback Spawn") + library(21, "ana") + library(20, "nico"));
        QVERIFY(small.state);
        QCOMPARE(small.power(QStringLiteral("spawn")), 8);
        QCOMPARE(small.toughness(QStringLiteral("spawn")), 16);
        const Board big(objectJson("spawn", "Isleback Spawn") + library(21, "ana") + library(21, "nico"));
        QVERIFY(big.state);
        QCOMPARE(big.power(QStringLiteral("spawn")), 4);
        QCOMPARE(big.toughness(QStringLiteral("spawn")), 8);
        const Board unlisted(objectJson("spawn", "Isleback Spawn"));
        QVERIFY(unlisted.state);
        QCOMPARE(unlisted.power(QStringLiteral("spawn")), 4);
    }

    // CR 613.4c: Mul Daya Channelers (2/2) gets +3/+3 while the top card of Ana's library (the first one
    // listed) is a creature card; a Lightning Bolt on top, or Nico's creature on top of his, is not enough.
    void theTopCardOfYourLibrary()
    {
        const Board creature(objectJson("mul", "Mul Daya Channelers") + library(1, "ana") + library(1, "nico", "Lightning Bolt"));
        QVERIFY(creature.state);
        QCOMPARE(creature.power(QStringLiteral("mul")), 5);
        QCOMPARE(creature.toughness(QStringLiteral("mul")), 5);
        const Board bolt(objectJson("mul", "Mul Daya Channelers") + library(1, "ana", "Lightning Bolt") + library(2, "ana")
            + library(1, "nico"));
        QVERIFY(bolt.state);
        QCOMPARE(bolt.power(QStringLiteral("mul")), 2);
    }

    // CR 903.3, 613.1f, 613.4c: Ana's commander (Grizzly Bears, "commander": true) gets +2/+2 and haste
    // from Bloodsworn Steward; her other Bears and Nico's commander do not.
    void commanderCreaturesYouControl()
    {
        const Board b(objectJson("steward", "Bloodsworn Steward") + ","
            + objectJson("commander", "Grizzly Bears", R"(, "commander": true)") + "," + objectJson("bears", "Grizzly Bears")
            + "," + objectJson("theirs", "Grizzly Bears", R"(, "commander": true)", "nico"));
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("commander")), 4);
        QCOMPARE(b.toughness(QStringLiteral("commander")), 4);
        QVERIFY(b.has(QStringLiteral("commander"), QStringLiteral("Haste")));
        QCOMPARE(b.power(QStringLiteral("bears")), 2);
        QVERIFY(!b.has(QStringLiteral("bears"), QStringLiteral("Haste")));
        QCOMPARE(b.power(QStringLiteral("theirs")), 2);
        QCOMPARE(b.power(QStringLiteral("steward")), 4);
    }

    // CR 613.1f, 702.16a, 202.3: each creature with the highest mana value on the battlefield (both Craw
    // Wurms, 6, whoever controls them) has protection from all colours; Serra Angel (5) and the Bears not.
    void theHighestManaValue()
    {
        const Board b(objectJson("favor", "Favor of the Mighty") + "," + objectJson("wurm", "Craw Wurm") + ","
            + objectJson("wurm2", "Craw Wurm", "", "nico") + "," + objectJson("angel", "Serra Angel") + ","
            + objectJson("bears", "Grizzly Bears"));
        QVERIFY(b.state);
        for (Color c : kAllColors) {
            QVERIFY(b.protectedFrom(QStringLiteral("wurm"), c));
            QVERIFY(b.protectedFrom(QStringLiteral("wurm2"), c));
        }
        QVERIFY(!b.protectedFrom(QStringLiteral("angel"), Color::Red));
        QVERIFY(!b.protectedFrom(QStringLiteral("bears"), Color::Red));
        // Without the Wurms, Serra Angel has the highest.
        const Board angel(objectJson("favor", "Favor of the Mighty") + "," + objectJson("angel", "Serra Angel") + ","
            + objectJson("bears", "Grizzly Bears"));
        QVERIFY(angel.state);
        QVERIFY(angel.protectedFrom(QStringLiteral("angel"), Color::Black));
        QVERIFY(!angel.protectedFrom(QStringLiteral("bears"), Color::Black));
    }

    // CR 702.3b, 701.37b: a monstrous Colossus of Akros has trample and can attack despite defender;
    // before it is monstrous, defender stops it.
    void attacksAsThoughItHadNoDefender()
    {
        const Board monstrous(objectJson("colossus", "Colossus of Akros", R"(, "monstrous": true)"));
        QVERIFY(monstrous.state);
        QVERIFY(monstrous.has(QStringLiteral("colossus"), QStringLiteral("Trample")));
        QVERIFY(monstrous.has(QStringLiteral("colossus"), QStringLiteral("Defender")));
        QVERIFY(!CombatRules(*monstrous.state, monstrous.r).cannotAttack(monstrous.index("colossus"), QStringLiteral("nico")));
        const Board plain(objectJson("colossus", "Colossus of Akros"));
        QVERIFY(plain.state);
        QVERIFY(!plain.has(QStringLiteral("colossus"), QStringLiteral("Trample")));
        const auto problem = CombatRules(*plain.state, plain.r).cannotAttack(plain.index("colossus"), QStringLiteral("nico"));
        QVERIFY(problem);
        QCOMPARE(problem->rule, QStringLiteral("702.3b"));
    }

    // CR 701.15b, 508.1d, 613.4c: Ana's Grizzly Bears equipped with Nico's Bloodthirsty Blade gets +2/+0
    // and is goaded by Nico: attacking Nico obeys one requirement (to attack; there is no player but Nico
    // to attack). Unequipped, it has no requirement.
    void goadedWhileEquipped()
    {
        const Board b(objectJson("bears", "Grizzly Bears") + ","
            + objectJson("blade", "Bloodthirsty Blade", R"(, "attached_to": "bears")", "nico"));
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("bears")), 4);
        const CombatRules rules(*b.state, b.r);
        QCOMPARE(rules.attackRequirementsObeyed(b.index("bears"), QStringLiteral("nico")), 1);
        QCOMPARE(rules.mostAttackRequirements(b.index("bears")), 1);
        QVERIFY(rules.attackRequirementsText(b.index("bears")).english().contains(QStringLiteral("Nico")));
        const Board loose(objectJson("bears", "Grizzly Bears") + "," + objectJson("blade", "Bloodthirsty Blade", "", "nico"));
        QVERIFY(loose.state);
        QCOMPARE(CombatRules(*loose.state, loose.r).mostAttackRequirements(loose.index("bears")), 0);
    }

    // CR 613.1f: Khorvath gives Ana's Knights flying and haste; Nico's Knight gets neither.
    void knightsYourTeamControls()
    {
        const Board b(objectJson("khorvath", "Khorvath Brightflame") + "," + objectJson("white", "White Knight") + ","
            + objectJson("black", "Black Knight", "", "nico"));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("white"), QStringLiteral("Flying")));
        QVERIFY(b.has(QStringLiteral("white"), QStringLiteral("Haste")));
        QVERIFY(!b.has(QStringLiteral("black"), QStringLiteral("Flying")));
    }

    // CR 702.14c, 509.1b: Ana's equipped Grizzly Bears can't be blocked while Nico controls a nonbasic
    // land (Darksteel Citadel); with only a Forest he can block it.
    void nonbasicLandwalk()
    {
        const QByteArray attacker = objectJson("bears", "Grizzly Bears", R"(, "attacking": true)") + ","
            + objectJson("boots", "Trailblazer's Boots", R"(, "attached_to": "bears")") + ","
            + objectJson("wall", "Llanowar Elves", "", "nico");
        const Board nonbasic(attacker + "," + objectJson("citadel", "Darksteel Citadel", "", "nico"));
        QVERIFY(nonbasic.state);
        QVERIFY(nonbasic.has(QStringLiteral("bears"), QStringLiteral("Nonbasic landwalk")));
        const auto problem
            = CombatRules(*nonbasic.state, nonbasic.r).cannotBlock(nonbasic.index("wall"), nonbasic.index("bears"));
        QVERIFY(problem);
        QCOMPARE(problem->rule, QStringLiteral("702.14c"));
        const Board basic(attacker + "," + objectJson("forest", "Forest", "", "nico"));
        QVERIFY(basic.state);
        QVERIFY(!CombatRules(*basic.state, basic.r).cannotBlock(basic.index("wall"), basic.index("bears")));
    }

    // CR 205.1a, 613.1d: with a slumber counter on it, Arixmethes is a land only (layer 4), still
    // legendary; without one it is a creature again.
    void aLandWhileSlumbering()
    {
        const Board asleep(objectJson("isle", "Arixmethes, Slumbering Isle", R"(, "counters": {"slumber": 3})"));
        QVERIFY(asleep.state);
        QVERIFY(asleep.is(QStringLiteral("isle"), CardType::Land));
        QVERIFY(!asleep.is(QStringLiteral("isle"), CardType::Creature));
        QVERIFY(asleep.of(QStringLiteral("isle"))->type.has(Supertype::Legendary));
        const Board awake(objectJson("isle", "Arixmethes, Slumbering Isle"));
        QVERIFY(awake.state);
        QVERIFY(awake.is(QStringLiteral("isle"), CardType::Creature));
        QVERIFY(!awake.is(QStringLiteral("isle"), CardType::Land));
    }

    // CR 613.1f: each of Ana's Enduring Slivers gives the other one outlast {2}: two instances each;
    // Nico's has only its own.
    void otherSliversHaveOutlast()
    {
        const auto outlasts = [](const Board& b, const char* id) {
            int n = 0;
            for (const AbilityInstance& a : b.of(QLatin1String(id))->abilities)
                n += a.def->isKeyword(QStringLiteral("Outlast")) ? 1 : 0;
            return n;
        };
        const Board b(objectJson("one", "Enduring Sliver") + "," + objectJson("two", "Enduring Sliver") + ","
            + objectJson("theirs", "Enduring Sliver", "", "nico"));
        QVERIFY(b.state);
        QCOMPARE(outlasts(b, "one"), 2);
        QCOMPARE(outlasts(b, "two"), 2);
        QCOMPARE(outlasts(b, "theirs"), 1);
    }

    // CR 613.4c, 611.3a: Depala pumps each Vehicle of Ana's only while it is a creature: Consulate
    // Dreadnought (7/11) is not one alone; under March of the Machines (an artifact creature with power
    // and toughness equal to its mana value, 1/1, layer 7b) it is, and gets +1/+1: 2/2.
    void vehiclesWhileCreatures()
    {
        const Board parked(objectJson("depala", "Depala, Pilot Exemplar") + "," + objectJson("ship", "Consulate Dreadnought"));
        QVERIFY(parked.state);
        QVERIFY(!parked.is(QStringLiteral("ship"), CardType::Creature));
        QCOMPARE(parked.power(QStringLiteral("ship")), 7);
        QCOMPARE(parked.toughness(QStringLiteral("ship")), 11);
        const Board animated(objectJson("depala", "Depala, Pilot Exemplar") + "," + objectJson("ship", "Consulate Dreadnought")
            + "," + objectJson("march", "March of the Machines", "", "nico"));
        QVERIFY(animated.state);
        QVERIFY(animated.is(QStringLiteral("ship"), CardType::Creature));
        QCOMPARE(animated.power(QStringLiteral("ship")), 2);
        QCOMPARE(animated.toughness(QStringLiteral("ship")), 2);
    }
};

QTEST_GUILESS_MAIN(TestImportLayers12)
#include "tst_importlayers12.moc"
