// Round 23's characteristic changes, read from real cards' Oracle text (tests/data/import/impstatic23.json)
// and played: creature types gained or lost until end of turn beside a power change ("Creatures target
// player controls get +0/+1 and gain all creature types until end of turn.", Shields of Velis Vel; "Target
// creature gets +3/-3 and loses all creature types until end of turn.", Nameless Inversion; 205.3m,
// 613.1d), and a set of lands made creatures for the turn ("All lands you control become 1/1 creatures
// until end of turn. They're still lands.", Life; Jolrael's "All lands target player controls …",
// Thelonite Druid's "Forests you control …", Rude Awakening's "… become 2/2 creatures that are still
// lands"; 205.1b, 611.2c, 613.4b). Each is checked as read, through the card format, and as the layer
// engine computes it after the event player resolved it. And casting rules the event player carries
// (it checks no casting time): flash permissions ("You may cast sorcery spells as though they had
// flash.", Hungering Yeti's "As long as you control a green or blue permanent, you may cast ~ as though it
// had flash.", 601.3b), a cost reduction after an ability word ("Metalcraft — Stoic Rebuttal costs {1}
// less to cast if …") and "~ costs {X} less to cast, where X is your devotion to black." (601.2f). And
// the damage of the creatures in combat with ~ prevented ("Prevent all combat damage that would be dealt
// to ~ by creatures blocking it.", Armored Transport; "… by creatures it's blocking.", Wall of Vapor;
// 615.1a), played in combat. And converge on entering ("Converge — Tajuru Stalwart enters the battlefield
// with a +1/+1 counter on it for each color of mana spent to cast it.", 614.1c, 601.2h; Prism Array's
// crystal counters).
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
    return test::fixtureFile(QStringLiteral("impstatic23.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasSubtype(const Characteristics* c, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return c && id
        && (c->type.subtypes.contains(*id)
            || (c->type.allCreatureTypes && SubtypeRegistry::instance().kind(*id) == SubtypeKind::Creature));
}

bool hasKeyword(const Characteristics* c, const char* keyword)
{
    return c && std::any_of(c->abilities.cbegin(), c->abilities.cend(), [&](const AbilityInstance& a) {
        return a.def->isKeyword(QLatin1String(keyword));
    });
}

// The operation kinds of the continuous effect of the ability's last action (of its mode `mode`, when
// it is modal), in order.
QVector<Op::Kind> lastOps(const char* card, const char* words, int mode = -1)
{
    const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QLatin1String(words));
    if (a && mode >= 0)
        a = mode < a->modes.size() ? a->modes[mode].data() : nullptr;
    QVector<Op::Kind> kinds;
    if (!a || a->effect.isEmpty() || !a->effect.last().continuous)
        return kinds;
    for (const Op& o : a->effect.last().continuous->ops)
        kinds << o.kind;
    return kinds;
}

bool isLandCreature(const Characteristics* c)
{
    return c && c->type.has(CardType::Land) && c->type.has(CardType::Creature);
}

}   // namespace

class TestImpStatic23 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 21); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 205.3m, 613.1d: "gain all creature types" and "lose all creature types" are layer 4 operations
    // beside the power and toughness change (layer 7c) and the keyword (layer 6).
    void creatureTypeChangesAreRead()
    {
        QCOMPARE(lastOps("Shields of Velis Vel", "gain all creature types"),
            (QVector<Op::Kind>{Op::Kind::ModifyPT, Op::Kind::AllCreatureTypes}));
        QCOMPARE(lastOps("Ego Erasure", "lose all creature types"),
            (QVector<Op::Kind>{Op::Kind::ModifyPT, Op::Kind::LoseCreatureTypes}));
        QCOMPARE(lastOps("Nameless Inversion", "loses all creature types"),
            (QVector<Op::Kind>{Op::Kind::ModifyPT, Op::Kind::LoseCreatureTypes}));
        QCOMPARE(lastOps("Blades of Velis Vel", "gain all creature types"),
            (QVector<Op::Kind>{Op::Kind::ModifyPT, Op::Kind::AllCreatureTypes}));
        const QVector<Op::Kind> wings = lastOps("Wings of Velis Vel", "base power and toughness");
        QVERIFY(wings.contains(Op::Kind::SetPT) && wings.contains(Op::Kind::AllCreatureTypes)
            && wings.contains(Op::Kind::AddAbilities));
    }

    // CR 205.3m, 613.1d, 613.4c, 514.2: Nameless Inversion makes Craw Wurm a 9/1 with no creature type
    // until the cleanup step; then it is a 6/4 Wurm again.
    void namelessInversionTakesTheTypes()
    {
        const QByteArray board = R"({"id": "inv", "card": "Nameless Inversion", "zone": "hand"},)"
            + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const QByteArray events = R"({"id": "e1", "cast": "inv", "targets": ["wurm"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, events);
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* wurm = test::charsOf(play, QStringLiteral("wurm"));
        QVERIFY2(wurm && !hasSubtype(wurm, "Wurm"), qPrintable(test::happened(play)));
        QVERIFY(wurm->type.subtypes.isEmpty() && !wurm->type.allCreatureTypes);
        QCOMPARE(test::ptOf(play, QStringLiteral("wurm")), QStringLiteral("9/1"));
        const Playthrough later = played(board, events + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(hasSubtype(test::charsOf(later, QStringLiteral("wurm")), "Wurm"));
        QCOMPARE(test::ptOf(later, QStringLiteral("wurm")), QStringLiteral("6/4"));
    }

    // CR 205.3m, 611.2c, 613.1d: Shields of Velis Vel gives the creatures Nico controls as it resolves all
    // creature types and +0/+1; Ana's creature is not in the set. Ego Erasure takes Ana's creatures' types.
    void velisVelSpellsChangeTheSet()
    {
        const QByteArray board = R"({"id": "shields", "card": "Shields of Velis Vel", "zone": "hand"},
            {"id": "erasure", "card": "Ego Erasure", "zone": "hand"},)"
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + "," + test::objectJson("wurm", "Craw Wurm");
        const Playthrough play = played(board,
            R"({"id": "e1", "cast": "shields", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "erasure", "targets": ["ana"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY2(bears && bears->type.allCreatureTypes, qPrintable(test::happened(play)));
        QVERIFY(hasSubtype(bears, "Elf") && hasSubtype(bears, "Bear"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("2/3"));
        const Characteristics* wurm = test::charsOf(play, QStringLiteral("wurm"));
        QVERIFY(wurm && !wurm->type.allCreatureTypes && !hasSubtype(wurm, "Wurm"));
        QCOMPARE(test::ptOf(play, QStringLiteral("wurm")), QStringLiteral("4/4"));
    }

    // CR 205.3m, 613.1d, 613.1f, 613.4b: Wings of Velis Vel makes Grizzly Bears a 4/4 with flying and
    // every creature type; Blades of Velis Vel gives two creatures +2/+0 and every creature type.
    void wingsAndBladesOfVelisVel()
    {
        const QByteArray board = R"({"id": "wings", "card": "Wings of Velis Vel", "zone": "hand"},
            {"id": "blades", "card": "Blades of Velis Vel", "zone": "hand"},)"
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm");
        const Playthrough play = played(board,
            R"({"id": "e1", "cast": "wings", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "blades", "targets": ["bears", "wurm"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* bears = test::charsOf(play, QStringLiteral("bears"));
        QVERIFY2(
            bears && bears->type.allCreatureTypes && hasKeyword(bears, "Flying"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("6/4"));   // 4/4 set (7b), then +2/+0 (7c)
        QVERIFY(test::charsOf(play, QStringLiteral("wurm"))->type.allCreatureTypes);
        QCOMPARE(test::ptOf(play, QStringLiteral("wurm")), QStringLiteral("8/4"));
    }

    // CR 205.1b, 613.1d, 613.4b: "They're still lands" adds the creature type to the lands' types.
    void landSetsAreRead()
    {
        const QVector<Op::Kind> animated{Op::Kind::AddTypes, Op::Kind::SetPT};
        QCOMPARE(lastOps("Life", "become 1/1 creatures"), animated);
        QCOMPARE(lastOps("Jolrael, Empress of Beasts", "become 3/3 creatures"), animated);
        QCOMPARE(lastOps("Thelonite Druid", "become 2/3 creatures"), animated);
        QCOMPARE(lastOps("Rude Awakening", "Untap all lands", 1), animated);
    }

    // CR 205.1b, 611.2c, 613.4b, 514.2: Thelonite Druid makes the Forests Ana controls 2/3 creatures that
    // are still Forests; a Forest put onto the battlefield afterwards is not in the set; the cleanup step ends it.
    void theloniteDruidAnimatesForests()
    {
        const QByteArray board = test::objectJson("druid", "Thelonite Druid") + ","
            + test::objectJson("forest", "Forest") + "," + test::objectJson("bears", "Grizzly Bears") + ","
            + R"({"id": "late", "card": "Forest", "zone": "hand"},)" + test::objectJson("theirs", "Forest", "", "nico");
        const QByteArray events = R"({"id": "e1", "activate": "druid", "ability": 1, "choices": {"objects": ["bears"]}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "move": "late", "to": "battlefield"})";
        const Playthrough play = played(board, events);
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);   // the cost (701.17a)
        const Characteristics* forest = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY2(isLandCreature(forest) && hasSubtype(forest, "Forest"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("2/3"));
        QVERIFY(!test::charsOf(play, QStringLiteral("theirs"))->type.has(CardType::Creature));
        QCOMPARE(test::zoneOf(play, QStringLiteral("late")), Zone::Battlefield);
        QVERIFY(!test::charsOf(play, QStringLiteral("late"))->type.has(CardType::Creature));
        const Playthrough later = played(board, events + R"(, {"id": "e4", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(later, QStringLiteral("forest"))->type.has(CardType::Creature));
    }

    // CR 115.1, 205.1b, 613.4b: Jolrael makes the lands its target player controls 3/3 creatures; the
    // lands of its controller stay as they were.
    void jolraelAnimatesTheTargetPlayersLands()
    {
        const QByteArray board = test::objectJson("jolrael", "Jolrael, Empress of Beasts") + ","
            + test::objectJson("mine", "Forest") + "," + test::objectJson("theirs", "Forest", "", "nico")
            + R"(, {"id": "c1", "card": "Grizzly Bears", "zone": "hand"}, {"id": "c2", "card": "Craw Wurm", "zone": "hand"})";
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "jolrael", "ability": 1, "targets": ["nico"], "choices": {"objects": ["c1", "c2"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(),
            qPrintable(test::eventOutcome(play, QStringLiteral("e1")).join(' ')));
        QCOMPARE(test::zoneOf(play, QStringLiteral("c1")), Zone::Graveyard);   // the cost (701.8)
        const Characteristics* theirs = test::charsOf(play, QStringLiteral("theirs"));
        QVERIFY2(isLandCreature(theirs) && hasSubtype(theirs, "Forest"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("theirs")), QStringLiteral("3/3"));
        QVERIFY(!test::charsOf(play, QStringLiteral("mine"))->type.has(CardType::Creature));
    }

    // CR 700.2, 205.1b, 613.4b: Rude Awakening's second mode makes Ana's lands 2/2 creatures that are still
    // lands until end of turn.
    void rudeAwakeningsSecondMode()
    {
        const QByteArray board
            = R"({"id": "rude", "card": "Rude Awakening", "zone": "hand"},)" + test::objectJson("forest", "Forest");
        const Playthrough play
            = played(board, R"({"id": "e1", "cast": "rude", "choices": {"mode": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY2(isLandCreature(test::charsOf(play, QStringLiteral("forest"))), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("2/2"));
    }

    // CR 601.3b: a flash permission is the rule "may cast as though it had flash" with {0} more to pay; of
    // the spells its controller casts (or any player's), or of ~ under a condition ("If …" says "as long
    // as", 611.3a).
    void flashPermissionsAreRead()
    {
        const auto permission = [](const char* card) -> const AbilityDef* {
            const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(card), QStringLiteral("as though"));
            const bool flash = a && a->ops.size() == 1 && a->ops[0].rule == RuleName::MayCastAsThoughFlashForMore
                && a->ops[0].power == Expr::constant(0);
            return flash ? a : nullptr;
        };
        const AbilityDef* dragon = permission("Hypersonic Dragon");
        QVERIFY(dragon && dragon->affects && dragon->affects->types == quint16(CardType::Sorcery));
        QCOMPARE(dragon->affects->controller, Selector::Who::You);
        QVERIFY(!dragon->condition);
        const AbilityDef* yeva = permission("Yeva, Nature's Herald");
        QVERIFY(yeva && yeva->affects->colors.has(Color::Green) && yeva->affects->types == quint16(CardType::Creature));
        const AbilityDef* equinox = permission("Vernal Equinox");
        QVERIFY(equinox && equinox->affects->anyOf.size() == 2);
        QCOMPARE(equinox->affects->controller, Selector::Who::Any);
        const AbilityDef* yeti = permission("Hungering Yeti");
        QVERIFY(yeti && yeti->affects && yeti->affects->ref == Selector::Ref::Self && yeti->condition);
        const AbilityDef* grip = permission("Dragon Grip");
        QVERIFY(grip && grip->condition);
        QCOMPARE(
            test::writtenText(fixtures(), QStringLiteral("Dragon Grip"), 0).left(11), QStringLiteral("As long as "));
    }

    // CR 601.2f, 700.5, 207.2c: Marshmist Titan's reduction is its controller's devotion to black; Stoic
    // Rebuttal's ability word changes nothing, its condition is metalcraft's.
    void costReductionsAreRead()
    {
        const AbilityDef* titan
            = test::parsedWith(fixtures(), QStringLiteral("Marshmist Titan"), QStringLiteral("devotion"));
        QVERIFY(titan && titan->ops.size() == 1 && titan->ops[0].rule == RuleName::CostsLess && titan->ops[0].power);
        QCOMPARE(titan->ops[0].power->kind, Expr::Kind::Devotion);
        QVERIFY(titan->ops[0].power->colors == ColorSet::of(Color::Black));
        const AbilityDef* rebuttal
            = test::parsedWith(fixtures(), QStringLiteral("Stoic Rebuttal"), QStringLiteral("Metalcraft"));
        QVERIFY(rebuttal && rebuttal->ops.size() == 1 && rebuttal->ops[0].rule == RuleName::CostsLess);
        QCOMPARE(rebuttal->ops[0].power, std::optional<Expr>(Expr::constant(1)));
        QVERIFY(rebuttal->condition && rebuttal->condition->n == 3);
    }

    // CR 509.1h, 510.2, 615.1a: Grizzly Bears blocks Armored Transport; the Bears' combat damage to it is
    // prevented, its own is dealt. Wall of Vapor blocks the Bears and takes no damage from them; Shock,
    // a source not in combat with it, still kills it.
    void damageOfCreaturesInCombatIsPrevented()
    {
        const QByteArray transport = test::objectJson("transport", "Armored Transport") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough play = played(transport,
            R"({"id": "e1", "attack": {"transport": "nico"}}, {"id": "e2", "block": {"bears": ["transport"]}},
               {"id": "e3", "begin": "combat_damage"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("transport")), 0);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);   // 2 damage, toughness 2
        const QByteArray wall = test::objectJson("wall", "Wall of Vapor", "", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears") + R"(, {"id": "shock", "card": "Shock", "zone": "hand"})";
        const QByteArray blocked
            = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wall": ["bears"]}},
               {"id": "e3", "begin": "combat_damage"})";
        const Playthrough walled = played(wall, blocked);
        QVERIFY2(test::eventOutcome(walled, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(walled)));
        QCOMPARE(test::zoneOf(walled, QStringLiteral("wall")), Zone::Battlefield);
        QCOMPARE(test::damageOn(walled, QStringLiteral("wall")), 0);
        const Playthrough shocked = played(wall, blocked + R"(, {"id": "e4", "cast": "shock", "targets": ["wall"]},
               {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::zoneOf(shocked, QStringLiteral("wall")), Zone::Graveyard);
    }

    // CR 601.2h, 614.1c, 207.2c (converge, an ability word): Tajuru Stalwart resolving with {W}{U}{G} spent enters with three
    // +1/+1 counters; cast from the hand (its printed {2}{G}, the mana a cast event takes as spent) with one.
    void convergeCountsTheColorsSpent()
    {
        CardLibrary lib = test::libraryOf(fixtures());
        const auto state = test::readScenario(lib,
            test::scenarioJson(
                R"({"id": "stalwart", "card": "Tajuru Stalwart", "zone": "stack", "mana_spent": "{W}{U}{G}"})",
                R"({"id": "e1", "resolve": "top"})", {}, {}, R"(, "stack": ["stalwart"])"));
        QVERIFY(state);
        const Playthrough paid = EventPlayer::play(*state, lib);
        QCOMPARE(test::zoneOf(paid, QStringLiteral("stalwart")), Zone::Battlefield);
        QCOMPARE(test::countersOn(paid, QStringLiteral("stalwart")), 3);
        QCOMPARE(test::ptOf(paid, QStringLiteral("stalwart")), QStringLiteral("3/4"));
        const Playthrough cast = played(R"({"id": "stalwart", "card": "Tajuru Stalwart", "zone": "hand"})",
            R"({"id": "e1", "cast": "stalwart"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(cast, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(cast)));
        QCOMPARE(test::countersOn(cast, QStringLiteral("stalwart")), 1);
        // Prism Array's Oracle text misprints "battlefield" ("enters the battlfield"): crystal counters.
        const auto array = test::readScenario(lib,
            test::scenarioJson(
                R"({"id": "array", "card": "Prism Array", "zone": "stack", "mana_spent": "{W}{B}{R}{G}"})",
                R"({"id": "e1", "resolve": "top"})", {}, {}, R"(, "stack": ["array"])"));
        QVERIFY(array);
        QCOMPARE(
            test::countersOn(EventPlayer::play(*array, lib), QStringLiteral("array"), QStringLiteral("crystal")), 4);
    }
};

QTEST_GUILESS_MAIN(TestImpStatic23)

#include "tst_impstatic23.moc"
