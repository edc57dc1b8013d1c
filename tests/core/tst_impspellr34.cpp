// Round 34's instants and sorceries (tests/data/import/impspellr34.json, the real card objects): a creature made
// over without a card type, "Until end of turn, target creature loses all abilities and becomes a green Elephant
// with base power and toughness 3/3." (Gift of Tusks; Turn // Burn's Turn, "a red Weird … 0/1"); a set of your
// graveyard's cards returned to your hand, "Return all creature cards with power 2 or less from your graveyard to
// your hand." (Dusk // Dawn's Dawn; Metallurgic Summonings' activated "Return all instant and sorcery cards from
// your graveyard to your hand."); and every graveyard's cards returned under their owners' control, "Each player
// returns all creature cards from their graveyard to the battlefield." (Twilight's Call); damage to a target player
// or planeswalker and to the creatures of that player or of that planeswalker's controller, "Lavalanche deals X
// damage to target player or planeswalker and each creature that player or that planeswalker's controller
// controls." (Flame Wave's 4 too); the second of a fight's targets exiled if it would die, "If the creature an
// opponent controls would die this turn, exile it instead." (Unnatural Aggression); a creature type chosen as a
// spell resolves, "Choose a creature type." before "… for each permanent of the chosen type you control" (Pack's
// Disdain) and "… equal to the number of permanents you control of the chosen type" (Roar of the Crowd), and a
// colour, "Choose a color. ~ deals damage to each player equal to the number of creatures of that color that
// player controls." (Searing Rays); the target player or the target planeswalker's controller named again, "That
// player or that planeswalker's controller discards X cards." (Rakdos's Return); "Target player exiles all land
// cards from their graveyard." (Mudhole). The structure, the English written back (the round trip trusts it), the card
// format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr34.json"));
}

// Ana casts `card` from her hand at `targets` (a JSON list's items) with `choices` (the spell's X), and it resolves.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects, const QByteArray& choices = "{}")
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "], \"choices\": " + choices
            + "}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

bool hasSubtype(const Characteristics* c, const char* name)
{
    const auto id = SubtypeRegistry::instance().find(QLatin1String(name));
    return c && id && c->type.subtypes.contains(*id);
}

// Nico's Serra Angel (a white 4/4 Angel with flying and vigilance) and Ornithopter (a colorless 0/2 Thopter
// artifact creature with flying).
const QByteArray nicosFliers
    = "{\"id\": \"angel\", \"card\": \"Serra Angel\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
      " {\"id\": \"thopter\", \"card\": \"Ornithopter\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2}";

// Nico's Grizzly Bears, Serra Angel and Gideon Jura (loyalty 6), and Ana's Grizzly Bears.
const QByteArray board
    = "{\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
      " {\"id\": \"angel\", \"card\": \"Serra Angel\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
      " {\"id\": \"gideon\", \"card\": \"Gideon Jura\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3,"
      " \"counters\": {\"loyalty\": 6}},"
      " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 4}";

}   // namespace

class TestImpSpellR34 : public QObject {
    Q_OBJECT
private slots:
    void cardsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 13); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("an Elephant with base power and toughness")
            << "Gift of Tusks" << 0
            << "Until end of turn, target creature loses all abilities and becomes a green Elephant with base power "
               "and toughness 3/3.";
        QTest::newRow("a Weird with base power and toughness")
            << "Turn" << 0
            << "Until end of turn, target creature loses all abilities and becomes a red Weird with base power and "
               "toughness 0/1.";
        QTest::newRow("your graveyard's creature cards to your hand")
            << "Dusk" << 2 << "Return all creature cards with power 2 or less from your graveyard to your hand.";
        QTest::newRow("each player's graveyard to the battlefield")
            << "Twilight's Call" << 1 << "Each player returns all creature cards from their graveyard to the battlefield.";
        QTest::newRow("an activated return of a set")
            << "Metallurgic Summonings" << 1
            << "{3}{U}{U}, Exile ~: Return all instant and sorcery cards from your graveyard to your hand. Activate only "
               "if you control six or more artifacts.";
        QTest::newRow("a player or a planeswalker and the creatures of its player")
            << "Lavalanche" << 0
            << "~ deals X damage to target player or planeswalker and each creature that player or that planeswalker's "
               "controller controls.";
        QTest::newRow("the same with a number")
            << "Flame Wave" << 0
            << "~ deals 4 damage to target player or planeswalker and each creature that player or that planeswalker's "
               "controller controls.";
        QTest::newRow("the second target named by its words")
            << "Unnatural Aggression" << 1
            << "Target creature you control fights target creature an opponent controls. If the creature an opponent "
               "controls would die this turn, exile it instead.";
        QTest::newRow("a creature type chosen, then a count of it")
            << "Pack's Disdain" << 0
            << "Choose a creature type. Target creature gets -X/-X until end of turn, where X is the number of "
               "permanents of the chosen type you control.";
        QTest::newRow("a creature type chosen, then damage by a count of it")
            << "Roar of the Crowd" << 0
            << "Choose a creature type. ~ deals damage to any target equal to the number of permanents of the chosen "
               "type you control.";
        QTest::newRow("a colour chosen, then each player's count of it")
            << "Searing Rays" << 0
            << "Choose a color. ~ deals damage to each player equal to the number of creatures of the chosen color they "
               "control.";
        QTest::newRow("the target player or the planeswalker's controller named again")
            << "Rakdos's Return" << 0
            << "~ deals X damage to target opponent or planeswalker. That player or that planeswalker's controller "
               "discards X cards.";
        QTest::newRow("a target player's graveyard cards of a kind")
            << "Mudhole" << 0 << "Target player exiles all land cards from their graveyard.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QString parsed;   // `index` counts the abilities of both faces (Dawn's is the third)
        QVERIFY2(!test::notParsed(fixtures(), card, index, &parsed), qPrintable(parsed));
        QCOMPARE(parsed, written);
    }

    // CR 613.1d-f, 613.4b, 205.1b: one effect until end of turn that takes the abilities away (layer 6), sets the
    // creature type (layer 4) and the colour (layer 5) and the base power and toughness (layer 7b); no card type
    // is set, so the object keeps its own.
    void madeOverWithoutACardType()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Gift of Tusks"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 1);
        const Action& a = spell->effect.first();
        QCOMPARE(a.kind, ActionKind::Continuous);
        QVERIFY(a.continuous);
        QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
        QList<Op::Kind> kinds;
        for (const Op& op : a.continuous->ops)
            kinds << op.kind;
        QCOMPARE(kinds, (QList<Op::Kind>{Op::Kind::LoseAllAbilities, Op::Kind::SetSubtypes, Op::Kind::SetColors,
                            Op::Kind::SetPT}));
        QVERIFY(!kinds.contains(Op::Kind::SetTypes));
    }

    // CR 613.1d-f, 613.4b, 205.1b: Nico's Serra Angel becomes a green 3/3 Elephant without flying or vigilance,
    // no longer an Angel; his Ornithopter becomes one too and stays an artifact creature (no card type set).
    void giftOfTusksMakesAnElephant()
    {
        Playthrough p = anaCasts("Gift of Tusks", "\"angel\"", nicosFliers);
        const Characteristics* angel = test::charsOf(p, QStringLiteral("angel"));
        QVERIFY2(angel, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("angel")), QStringLiteral("3/3"));
        QVERIFY2(hasSubtype(angel, "Elephant"), qPrintable(test::happened(p)));
        QVERIFY(!hasSubtype(angel, "Angel"));
        QVERIFY(angel->colors.has(Color::Green) && !angel->colors.has(Color::White));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("angel"), QStringLiteral("Flying")));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("angel"), QStringLiteral("Vigilance")));
        QCOMPARE(test::ptOf(p, QStringLiteral("thopter")), QStringLiteral("0/2"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("thopter"), QStringLiteral("Flying")));

        p = anaCasts("Gift of Tusks", "\"thopter\"", nicosFliers);
        const Characteristics* thopter = test::charsOf(p, QStringLiteral("thopter"));
        QVERIFY2(thopter, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("thopter")), QStringLiteral("3/3"));
        QVERIFY(hasSubtype(thopter, "Elephant") && !hasSubtype(thopter, "Thopter"));
        QVERIFY(thopter->type.cardTypes & quint16(CardType::Artifact));
        QVERIFY(thopter->type.cardTypes & quint16(CardType::Creature));
        QVERIFY(thopter->colors.has(Color::Green));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("thopter"), QStringLiteral("Flying")));
        QCOMPARE(test::ptOf(p, QStringLiteral("angel")), QStringLiteral("4/4"));
    }

    // CR 613.1d-f, 613.4b: Turn makes Nico's Serra Angel a red 0/1 Weird without flying.
    void turnMakesAWeird()
    {
        const Playthrough p = anaCasts("Turn", "\"angel\"", nicosFliers);
        const Characteristics* angel = test::charsOf(p, QStringLiteral("angel"));
        QVERIFY2(angel, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("angel")), QStringLiteral("0/1"));
        QVERIFY(hasSubtype(angel, "Weird") && !hasSubtype(angel, "Angel"));
        QVERIFY(angel->colors.has(Color::Red) && !angel->colors.has(Color::White));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("angel"), QStringLiteral("Flying")));
    }

    // CR 608.2h, 400.3, 208.1: every creature card in your graveyard with power 2 or less (as printed there), a
    // set as the spell resolves, not a target, each to its owner's hand: yours.
    void dawnReturnsASetToYourHand()
    {
        const AbilityDef* dawn = test::parsedWith(fixtures(), QStringLiteral("Dusk"), QStringLiteral("power 2 or less"));
        QVERIFY(dawn && dawn->targets.isEmpty() && dawn->effect.size() == 1);
        const Action& a = dawn->effect.first();
        QCOMPARE(a.kind, ActionKind::ReturnToHand);
        QVERIFY(a.each && a.object);
        QCOMPARE(a.object->zone, Zone::Graveyard);
        QVERIFY(a.object->ownerYou);
        QCOMPARE(a.object->types, quint16(CardType::Creature));
        QCOMPARE(a.object->powerAtMost, std::optional<int>(2));
    }

    // CR 608.2h, 400.3: the same instruction of an activated ability, performed: six artifacts let Ana activate
    // Metallurgic Summonings (exiled as its cost), and her Lightning Bolt and Raise Dead return to her hand; her
    // Grizzly Bears card and Nico's Shock stay in their graveyards.
    void summoningsReturnsInstantsAndSorceries()
    {
        QByteArray objects = "{\"id\": \"summonings\", \"card\": \"Metallurgic Summonings\", \"timestamp\": 1},"
                             " {\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"zone\": \"graveyard\"},"
                             " {\"id\": \"raise\", \"card\": \"Raise Dead\", \"zone\": \"graveyard\"},"
                             " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
                             " {\"id\": \"shock\", \"card\": \"Shock\", \"owner\": \"nico\", \"zone\": \"graveyard\"}";
        for (int k = 1; k <= 6; ++k)
            objects += QStringLiteral(", {\"id\": \"thopter%1\", \"card\": \"Ornithopter\", \"timestamp\": %2}")
                           .arg(k)
                           .arg(k + 1)
                           .toUtf8();
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"activate\": \"summonings\", \"ability\": 2}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("raise")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("shock")), Zone::Graveyard);
    }

    // CR 608.2h, 110.2a: every creature card in every graveyard, each put onto the battlefield by its owner and so
    // under its owner's control; the card format says "who": "owner".
    void twilightsCallReadsEveryGraveyard()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Twilight's Call"), 1);
        QVERIFY(spell && spell->targets.isEmpty() && spell->effect.size() == 1);
        const Action& a = spell->effect.first();
        QCOMPARE(a.kind, ActionKind::ReturnFromGraveyard);
        QCOMPARE(a.who, QStringLiteral("owner"));
        QVERIFY(a.object && !a.object->ownerYou && a.object->whose.isEmpty());
        QCOMPARE(a.object->zone, Zone::Graveyard);
        QCOMPARE(a.object->types, quint16(CardType::Creature));
    }

    // CR 110.2a, 608.2h: Ana's Grizzly Bears card returns under her control and Nico's Craw Wurm card under his;
    // her Lightning Bolt and his Forest stay in their graveyards.
    void twilightsCallReturnsUnderOwnersControl()
    {
        const QByteArray graveyards = "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
                                      " {\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"zone\": \"graveyard\"},"
                                      " {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"zone\": \"graveyard\"},"
                                      " {\"id\": \"forest\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"graveyard\"}";
        const Playthrough p = anaCasts("Twilight's Call", "", graveyards);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Battlefield);
        QCOMPARE(test::charsOf(p, QStringLiteral("bears"))->controller, QStringLiteral("ana"));
        QCOMPARE(test::charsOf(p, QStringLiteral("wurm"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Graveyard);
    }

    // CR 115.1, 120.3, 608.2h: the damage to the one target (a player or a planeswalker), then the same amount to
    // each creature its player controls, or its controller when it is a planeswalker (`whose`
    // "target_player_or_controller", through the card format).
    void damageToAPlayerOrPlaneswalkerAndTheirCreatures()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Lavalanche"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 2);
        QCOMPARE(spell->targets.first().anyOf.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Damage);
        QVERIFY(spell->effect[0].amount.x && spell->effect[1].amount.x);
        QCOMPARE(spell->effect[0].to->ref, Selector::Ref::Target);
        QCOMPARE(spell->effect[1].kind, ActionKind::Damage);
        QCOMPARE(spell->effect[1].to->whose, QStringLiteral("target_player_or_controller"));
        QCOMPARE(spell->effect[1].to->types, quint16(CardType::Creature));
        QString why;
        const ImportedCard* wave = test::findCard(fixtures(), QStringLiteral("Flame Wave"));
        const CardPtr read = wave ? test::throughCardFormat(*wave->card, &why) : CardPtr();
        QVERIFY2(read, qPrintable(why));
        QCOMPARE(read->front.abilities.first()->effect[1].to->whose, QStringLiteral("target_player_or_controller"));
        QCOMPARE(read->front.abilities.first()->effect[1].amount.n, 4);
    }

    // CR 120.3, 608.2h: Lavalanche with X = 2 at Nico: he goes to 18, his Grizzly Bears dies, his Serra Angel has 2
    // damage; Ana's Grizzly Bears has none.
    void lavalancheAtAPlayer()
    {
        const Playthrough p = anaCasts("Lavalanche", "\"nico\"", board, "{\"x\": 2}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("angel")), 2);
        QCOMPARE(test::damageOn(p, QStringLiteral("abears")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 120.3c, 306.8, 608.2h: Flame Wave at Nico's Gideon Jura: it loses 4 loyalty (6 to 2), and his creatures,
    // the planeswalker's controller's, are dealt 4 each (his Bears and Serra Angel die); Nico's life and Ana's
    // Bears are untouched.
    void flameWaveAtAPlaneswalker()
    {
        const Playthrough p = anaCasts("Flame Wave", "\"gideon\"", board);
        QVERIFY2(test::countersOn(p, QStringLiteral("gideon"), QStringLiteral("loyalty")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("abears")), 0);
    }

    // CR 614.1a, 701.12a: the rule until end of turn on the second target only, the opponent's creature.
    void exiledIfTheSecondTargetWouldDie()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Unnatural Aggression"), 1);   // after Devoid
        QVERIFY(spell && spell->targets.size() == 2 && spell->effect.size() == 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Fight);
        const Action& rule = spell->effect[1];
        QVERIFY(rule.continuous && rule.continuous->affects);
        QCOMPARE(rule.continuous->affects->ref, Selector::Ref::Target2);
        QCOMPARE(rule.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(rule.continuous->ops.size(), 1);
        QCOMPARE(rule.continuous->ops.first().rule, RuleName::ExiledIfItWouldDie);
    }

    // CR 614.1a, 701.12a, 704.5g: Ana's Craw Wurm fights Nico's Grizzly Bears, which would die and is exiled
    // instead; when Ana's Grizzly Bears fights Nico's Craw Wurm, her Bears dies and goes to her graveyard.
    void unnaturalAggressionExilesTheOpponentsCreature()
    {
        const QByteArray creatures
            = "{\"id\": \"awurm\", \"card\": \"Craw Wurm\", \"timestamp\": 1},"
              " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 2},"
              " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3},"
              " {\"id\": \"nwurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 4}";
        Playthrough p = anaCasts("Unnatural Aggression", "\"awurm\", \"nbears\"", creatures);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("awurm")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("awurm")), 2);
        p = anaCasts("Unnatural Aggression", "\"abears\", \"nwurm\"", creatures);
        QVERIFY2(test::zoneOf(p, QStringLiteral("abears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nwurm")), Zone::Battlefield);
    }

    // CR 608.2d, 608.2h, 613.4c: the type Ana chooses as Pack's Disdain resolves counts her permanents of that
    // type once: with two Llanowar Elves and a Grizzly Bears, Elf makes Nico's Craw Wurm 4/2 and Bear makes it
    // 5/3.
    void packsDisdainCountsTheChosenType()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Pack's Disdain"), 0);
        QVERIFY(spell && spell->effect.size() == 1 && spell->effect.first().continuous);
        const Op& op = spell->effect.first().continuous->ops.first();
        QVERIFY(op.power && op.power->kind == Expr::Kind::Neg && op.power->args.first().selector);
        QVERIFY(op.power->args.first().selector->subtypeChosen);
        const QByteArray creatures
            = "{\"id\": \"elf1\", \"card\": \"Llanowar Elves\", \"timestamp\": 1},"
              " {\"id\": \"elf2\", \"card\": \"Llanowar Elves\", \"timestamp\": 2},"
              " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 3},"
              " {\"id\": \"nwurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 4}";
        Playthrough p = anaCasts("Pack's Disdain", "\"nwurm\"", creatures, "{\"creature_type\": \"Elf\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("nwurm")) == QLatin1String("4/2"), qPrintable(test::happened(p)));
        p = anaCasts("Pack's Disdain", "\"nwurm\"", creatures, "{\"creature_type\": \"Bear\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("nwurm")) == QLatin1String("5/3"), qPrintable(test::happened(p)));
    }

    // CR 608.2d, 608.2h: Roar of the Crowd deals Nico as much damage as Ana has permanents of the type she chooses
    // as it resolves: 2 for Elf, 1 for Bear (his Llanowar Elves is not hers).
    void roarOfTheCrowdCountsTheChosenType()
    {
        const QByteArray creatures
            = "{\"id\": \"elf1\", \"card\": \"Llanowar Elves\", \"timestamp\": 1},"
              " {\"id\": \"elf2\", \"card\": \"Llanowar Elves\", \"timestamp\": 2},"
              " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 3},"
              " {\"id\": \"nelf\", \"card\": \"Llanowar Elves\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 4}";
        Playthrough p = anaCasts("Roar of the Crowd", "\"nico\"", creatures, "{\"creature_type\": \"Elf\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        p = anaCasts("Roar of the Crowd", "\"nico\"", creatures, "{\"creature_type\": \"Bear\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
    }

    // CR 608.2d, 608.2h: each player is dealt damage equal to the number of creatures of the colour Ana chose that
    // they control: green, Ana 3 (two Llanowar Elves, a Grizzly Bears), Nico 1 (his Bears, not his Serra Angel);
    // white, Ana none and Nico 1.
    void searingRaysCountsEachPlayersCreaturesOfTheColor()
    {
        const QByteArray creatures
            = "{\"id\": \"elf1\", \"card\": \"Llanowar Elves\", \"timestamp\": 1},"
              " {\"id\": \"elf2\", \"card\": \"Llanowar Elves\", \"timestamp\": 2},"
              " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 3},"
              " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 4},"
              " {\"id\": \"angel\", \"card\": \"Serra Angel\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 5}";
        Playthrough p = anaCasts("Searing Rays", "", creatures, "{\"color\": \"green\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        p = anaCasts("Searing Rays", "", creatures, "{\"color\": \"white\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
    }

    // CR 115.1, 608.2c, 701.8a: with X = 2 at Nico, he goes to 18 and discards two of his three cards; at his Gideon
    // Jura, it loses 2 loyalty (6 to 4), and Nico, its controller, discards two while his life stays 20; Ana's
    // card stays in her hand.
    void rakdossReturnMakesThatPlayerDiscard()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Rakdos's Return"), 0);
        QVERIFY(spell && spell->effect.size() == 2);
        QCOMPARE(spell->effect[1].kind, ActionKind::Discard);
        QCOMPARE(spell->effect[1].who, QStringLiteral("target_player_or_controller"));
        const QByteArray hands
            = "{\"id\": \"gideon\", \"card\": \"Gideon Jura\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1,"
              " \"counters\": {\"loyalty\": 6}},"
              " {\"id\": \"n1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"hand\"},"
              " {\"id\": \"n2\", \"card\": \"Island\", \"owner\": \"nico\", \"zone\": \"hand\"},"
              " {\"id\": \"n3\", \"card\": \"Mountain\", \"owner\": \"nico\", \"zone\": \"hand\"},"
              " {\"id\": \"a1\", \"card\": \"Plains\", \"zone\": \"hand\"}";
        const auto inHand = [](const Playthrough& p) {
            int n = 0;
            for (const char* id : {"n1", "n2", "n3"})
                n += test::zoneOf(p, QString::fromUtf8(id)) == Zone::Hand;
            return n;
        };
        Playthrough p = anaCasts("Rakdos's Return", "\"nico\"", hands, "{\"x\": 2}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(inHand(p), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("a1")), Zone::Hand);
        p = anaCasts("Rakdos's Return", "\"gideon\"", hands, "{\"x\": 2}");
        QVERIFY2(test::countersOn(p, QStringLiteral("gideon"), QStringLiteral("loyalty")) == 4, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(inHand(p), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("a1")), Zone::Hand);
    }

    // CR 404.1, 406.3, 608.2h: Nico's Forest and Island leave his graveyard for exile; his Grizzly Bears card stays,
    // and so does Ana's Plains in hers.
    void mudholeExilesThatPlayersLandCards()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Mudhole"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 1);
        QVERIFY(spell->effect[0].each && spell->effect[0].object);
        QCOMPARE(spell->effect[0].object->whose, QStringLiteral("target_player"));
        QCOMPARE(spell->effect[0].object->types, quint16(CardType::Land));
        const QByteArray graveyards
            = "{\"id\": \"forest\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"graveyard\"},"
              " {\"id\": \"island\", \"card\": \"Island\", \"owner\": \"nico\", \"zone\": \"graveyard\"},"
              " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"zone\": \"graveyard\"},"
              " {\"id\": \"plains\", \"card\": \"Plains\", \"zone\": \"graveyard\"}";
        const Playthrough p = anaCasts("Mudhole", "\"nico\"", graveyards);
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("plains")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR34)
#include "tst_impspellr34.moc"
