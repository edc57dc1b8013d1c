// Static abilities that change characteristics, read from real cards' Oracle text
// (tests/data/import/statics-layers-13.json, issue 16): a player's experience counters (Kalemne), a
// permanent that entered this turn (Drownyard Behemoth) and "another creature" that did (Saddled
// Rimestag), bestow's "~ and enchanted creature each get" (Nighthowler), the imprinted card's power and
// toughness (Phyrexian Ingester), "enter tapped as a copy" (Vesuva), the cards drawn this turn (Fists of
// Flame) and the granter's counters in a quoted ability (Archery Training).
// The typed structure, the text written back, the card format, and what the layer engine and the event
// player then do (CR 122.1, 121.2, 301.5, 607.2, 608.2h, 613.1f, 613.4c, 614.1c, 702.103, 707.5).
#include "LayerBoard.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-layers-13.json"));
}

const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

using test::objectJson;
using test::opOf;

// The imported cards and the built-in ones, kept for as long as the test runs.
const CardLibrary& library()
{
    return test::libraryOf(fixtures());
}

// A scenario of Ana and Nico whose players say more than their ids (`ana` is the rest of Ana's entry).
std::optional<GameState> read(const QByteArray& objects, const QByteArray& ana = "", const QByteArray& events = "")
{
    return test::readScenario(library(), test::scenarioJson(objects, events, ana));
}

struct Board {
    std::optional<GameState> state;
    Resolution r;
    explicit Board(const QByteArray& objects, const QByteArray& ana = "") : state(read(objects, ana))
    {
        if (state)
            r = LayerEngine::resolve(*state);
    }
    const Characteristics* of(const char* id) const
    {
        const int i = state ? state->objectIndex(QLatin1String(id)) : -1;
        return i >= 0 ? &r.chars[i] : nullptr;
    }
    int power(const char* id) const { return of(id) ? of(id)->power.value_or(-99) : -99; }
    int toughness(const char* id) const { return of(id) ? of(id)->toughness.value_or(-99) : -99; }
    bool has(const char* id, const char* keyword) const { return of(id) && of(id)->hasKeyword(QLatin1String(keyword)); }
};

Playthrough play(const QByteArray& objects, const QByteArray& events, const QByteArray& ana = "")
{
    const auto state = read(objects, ana, events);
    return state ? EventPlayer::play(*state, library()) : Playthrough();
}

const Characteristics* after(const Playthrough& p, int event, const char* id)
{
    if (event >= p.events.size())
        return nullptr;
    const EventOutcome& e = p.events[event];
    const int i = e.state.objectIndex(QLatin1String(id));
    return i >= 0 && i < e.resolution.chars.size() ? &e.resolution.chars[i] : nullptr;
}

}   // namespace

class TestImportLayers13 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 9);
    }

    // Each sentence reads and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<bool>("layer");
        QTest::newRow("experience counters you have") << "Kalemne, Disciple of Iroas" << "experience counter you have" << true;
        QTest::newRow("it entered this turn") << "Drownyard Behemoth" << "entered the battlefield" << true;
        QTest::newRow("another creature entered") << "Saddled Rimestag" << "another creature" << true;
        QTest::newRow("~ and enchanted creature each") << "Nighthowler" << "each get" << true;
        QTest::newRow("the exiled creature card's power") << "Phyrexian Ingester" << "exiled creature card" << true;
        QTest::newRow("enter tapped as a copy") << "Vesuva" << "tapped as a copy" << true;
        QTest::newRow("cards you've drawn this turn") << "Fists of Flame" << "drawn this turn" << false;
        QTest::newRow("counters on the granter") << "Archery Training" << "arrow counters on" << true;
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(bool, layer);
        QVERIFY(parsedWith(card, words));
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->layerChanging, layer);
    }

    void structures()
    {
        const AbilityDef* kalemne
            = parsedWith(QStringLiteral("Kalemne, Disciple of Iroas"), QStringLiteral("for each experience"));
        QVERIFY(kalemne && opOf(kalemne, Op::Kind::ModifyPT));
        QCOMPARE(opOf(kalemne, Op::Kind::ModifyPT)->power->kind, Expr::Kind::PlayerCounters);
        QCOMPARE(opOf(kalemne, Op::Kind::ModifyPT)->power->counterKind, QStringLiteral("experience"));
        const AbilityDef* behemoth = parsedWith(QStringLiteral("Drownyard Behemoth"), QStringLiteral("hexproof"));
        QVERIFY(behemoth && behemoth->condition);
        QCOMPARE(behemoth->condition->kind, Condition::Kind::EnteredThisTurn);
        const AbilityDef* stag = parsedWith(QStringLiteral("Saddled Rimestag"), QStringLiteral("another"));
        QVERIFY(stag && stag->condition && stag->condition->filter);
        QCOMPARE(stag->condition->kind, Condition::Kind::CreatureEnteredThisTurn);
        QVERIFY(stag->condition->filter->other);
        const AbilityDef* howler = parsedWith(QStringLiteral("Nighthowler"), QStringLiteral("each get"));
        QVERIFY(howler && howler->affects);
        QCOMPARE(howler->affects->anyOf.size(), 2);
        QCOMPARE(howler->affects->anyOf[0].ref, Selector::Ref::Self);
        QCOMPARE(howler->affects->anyOf[1].ref, Selector::Ref::Attached);
        const AbilityDef* ingester = parsedWith(QStringLiteral("Phyrexian Ingester"), QStringLiteral("gets +X/+Y"));
        QVERIFY(ingester && opOf(ingester, Op::Kind::ModifyPT));
        QCOMPARE(opOf(ingester, Op::Kind::ModifyPT)->power->kind, Expr::Kind::PowerOfExiled);
        QCOMPARE(opOf(ingester, Op::Kind::ModifyPT)->toughness->kind, Expr::Kind::ToughnessOfExiled);
        const AbilityDef* vesuva = parsedWith(QStringLiteral("Vesuva"), QStringLiteral("copy"));
        QVERIFY(vesuva && vesuva->replacement.entersAsCopy);
        QVERIFY(vesuva->replacement.entersTapped);
        QVERIFY(vesuva->replacement.entersAsCopy->optional);
    }

    // The text Strata writes is the card's own sentence (here with "~" for the name).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Kalemne") << "Kalemne, Disciple of Iroas" << "for each experience"
                                 << "~ gets +X/+X, where X is the number of experience counters you have.";
        QTest::newRow("Drownyard Behemoth") << "Drownyard Behemoth" << "hexproof"
                                            << "As long as ~ entered the battlefield this turn, ~ has hexproof.";
        QTest::newRow("Saddled Rimestag") << "Saddled Rimestag" << "another"
                                          << "As long as you had another creature enter under your control this turn, ~ gets +2/+2.";
        QTest::newRow("Nighthowler") << "Nighthowler" << "each get"
                                     << "~ and enchanted creature each get +X/+X, where X is the number of creature cards in all graveyards.";
        QTest::newRow("Vesuva") << "Vesuva" << "copy" << "You may have ~ enter tapped as a copy of a land on the battlefield.";
    }

    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->written, written);
        QCOMPARE(normalisedForRoundTrip(r->written), normalisedForRoundTrip(r->sentence));
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 5);
    }

    // CR 122.1, 613.4c: Kalemne (3/3) gets +1/+1 for each experience counter Ana has: 5/5 with two; Nico's
    // counters are not hers. The scenario keeps the counters as it writes the state back.
    void experienceCountersYouHave()
    {
        const Board two(objectJson("kalemne", "Kalemne, Disciple of Iroas"), R"(, "counters": {"experience": 2})");
        QVERIFY(two.state);
        QCOMPARE(two.power("kalemne"), 5);
        QCOMPARE(two.toughness("kalemne"), 5);
        const Board none(objectJson("kalemne", "Kalemne, Disciple of Iroas"));
        QVERIFY(none.state);
        QCOMPARE(none.power("kalemne"), 3);
        const Board theirs(objectJson("kalemne", "Kalemne, Disciple of Iroas", "", "nico"), R"(, "counters": {"experience": 4})");
        QVERIFY(theirs.state);
        QCOMPARE(theirs.power("kalemne"), 3);
        QCOMPARE(two.state->players[0].counters.value(QStringLiteral("experience")), 2);
        QVERIFY(scenarioToJson(*two.state).contains(R"("counters": {"experience": 2})"));
    }

    // CR 613.1f: Drownyard Behemoth has hexproof while it entered this turn: the snapshot says so, or it
    // enters during the events; a new turn (Nico's untap step) ends it.
    void hexproofTheTurnItEntered()
    {
        const Board fresh(objectJson("behemoth", "Drownyard Behemoth", R"(, "entered_this_turn": true)"));
        QVERIFY(fresh.state);
        QVERIFY(fresh.has("behemoth", "Hexproof"));
        const Board old(objectJson("behemoth", "Drownyard Behemoth"));
        QVERIFY(old.state);
        QVERIFY(!old.has("behemoth", "Hexproof"));
        const Playthrough p = play(objectJson("behemoth", "Drownyard Behemoth", R"(, "zone": "hand")"),
            R"({"id": "e1", "move": ["behemoth"], "to": "battlefield"}, {"id": "e2", "begin": "untap"})");
        QCOMPARE(p.events.size(), 2);
        QVERIFY(after(p, 0, "behemoth") && after(p, 0, "behemoth")->hasKeyword(QStringLiteral("Hexproof")));
        QVERIFY(after(p, 1, "behemoth") && !after(p, 1, "behemoth")->hasKeyword(QStringLiteral("Hexproof")));
    }

    // CR 613.4c: Saddled Rimestag (2/2) gets +2/+2 once another creature entered under Ana's control this
    // turn; its own entry does not count, nor Nico's creature.
    void anotherCreatureEnteredThisTurn()
    {
        const QByteArray inHand = objectJson("stag", "Saddled Rimestag", R"(, "zone": "hand")") + ","
            + objectJson("bears", "Grizzly Bears", R"(, "zone": "hand")") + ","
            + objectJson("theirs", "Grizzly Bears", R"(, "zone": "hand")", "nico");
        const Playthrough p = play(inHand,
            R"({"id": "e1", "move": ["stag"], "to": "battlefield"}, {"id": "e2", "move": ["theirs"], "to": "battlefield"},
            {"id": "e3", "move": ["bears"], "to": "battlefield"})");
        QCOMPARE(p.events.size(), 3);
        QVERIFY(after(p, 0, "stag") && after(p, 1, "stag") && after(p, 2, "stag"));
        QCOMPARE(after(p, 0, "stag")->power.value_or(0), 2);
        QCOMPARE(after(p, 1, "stag")->power.value_or(0), 2);
        QCOMPARE(after(p, 2, "stag")->power.value_or(0), 4);
        QCOMPARE(after(p, 2, "stag")->toughness.value_or(0), 4);
        // A snapshot: one creature entered under Ana's control this turn, the Rimestag itself or another.
        const Board itself(objectJson("stag", "Saddled Rimestag", R"(, "entered_this_turn": true)"),
            R"(, "this_turn": {"creatures_entered": 1})");
        QVERIFY(itself.state);
        QCOMPARE(itself.power("stag"), 2);
        const Board another(objectJson("stag", "Saddled Rimestag"), R"(, "this_turn": {"creatures_entered": 1})");
        QVERIFY(another.state);
        QCOMPARE(another.power("stag"), 4);
    }

    // CR 702.103, 613.4c: with three creature cards in graveyards, Nighthowler is 3/3; bestowed on Grizzly
    // Bears, the Bears get +3/+3 (5/5).
    void bestowedAndAlone()
    {
        const QByteArray graveyard = objectJson("g1", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
            + objectJson("g2", "Serra Angel", R"(, "zone": "graveyard")") + ","
            + objectJson("g3", "Grizzly Bears", R"(, "zone": "graveyard")", "nico") + ","
            + objectJson("g4", "Lightning Bolt", R"(, "zone": "graveyard")");
        const Board alone(objectJson("howler", "Nighthowler") + "," + graveyard);
        QVERIFY(alone.state);
        QCOMPARE(alone.power("howler"), 3);
        QCOMPARE(alone.toughness("howler"), 3);
        const Board bestowed(objectJson("bears", "Grizzly Bears") + ","
            + objectJson("howler", "Nighthowler", R"(, "attached_to": "bears")") + "," + graveyard);
        QVERIFY(bestowed.state);
        QCOMPARE(bestowed.power("bears"), 5);
        QCOMPARE(bestowed.toughness("bears"), 5);
    }

    // CR 607.2a, 613.4c: Phyrexian Ingester (3/3) with Serra Angel (4/4) exiled with it is 7/7.
    void theImprintedCreature()
    {
        const Board b(objectJson("ingester", "Phyrexian Ingester") + ","
            + objectJson("angel", "Serra Angel", R"(, "zone": "exile", "exiled_with": "ingester")"));
        QVERIFY(b.state);
        QCOMPARE(b.power("ingester"), 7);
        QCOMPARE(b.toughness("ingester"), 7);
    }

    // CR 614.1c, 707.5: Vesuva entering as a copy of a Forest is a tapped Forest; entering as itself, it is
    // untapped.
    void vesuvaEntersTappedAsACopy()
    {
        const QByteArray board = objectJson("vesuva", "Vesuva", R"(, "zone": "hand")") + "," + objectJson("forest", "Forest", "", "nico");
        const Playthrough copy = play(board,
            R"({"id": "e1", "move": ["vesuva"], "to": "battlefield", "choices": {"copy_of": "forest"}})");
        QCOMPARE(copy.events.size(), 1);
        const GameObject* v = copy.finalState.object(QStringLiteral("vesuva"));
        QVERIFY(v);
        QVERIFY(v->tapped);
        QCOMPARE(copy.finalResolution.chars[copy.finalState.objectIndex(QStringLiteral("vesuva"))].name, QStringLiteral("Forest"));
        const Playthrough plain = play(board, R"({"id": "e1", "move": ["vesuva"], "to": "battlefield"})");
        QVERIFY(plain.finalState.object(QStringLiteral("vesuva")));
        QVERIFY(!plain.finalState.object(QStringLiteral("vesuva"))->tapped);
    }

    // CR 121.2, 608.2h, 613.4c: Fists of Flame draws, then counts the cards Ana drew this turn as it
    // resolves (one before it, one by it): Grizzly Bears get +2/+0 and trample until end of turn.
    void cardsDrawnThisTurn()
    {
        const Playthrough p = play(objectJson("fists", "Fists of Flame", R"(, "zone": "hand")") + ","
                + objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "cast": "fists", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})",
            R"(, "this_turn": {"cards_drawn": 1})");
        QCOMPARE(p.events.size(), 2);
        const Characteristics* bears = after(p, 1, "bears");
        QVERIFY(bears);
        QCOMPARE(bears->power.value_or(0), 4);
        QCOMPARE(bears->toughness.value_or(0), 2);
        QVERIFY(bears->hasKeyword(QStringLiteral("Trample")));
        QCOMPARE(p.finalState.players[0].thisTurn.cardsDrawn, 2);
    }

    // CR 607.2, 113.6: the creature Archery Training enchants deals as much damage as the Aura has arrow
    // counters (two) to the attacking Serra Angel; the counters are the Aura's, not the creature's.
    void arrowCountersOnTheGranter()
    {
        const Playthrough p = play(objectJson("bears", "Grizzly Bears") + ","
                + objectJson("training", "Archery Training", R"(, "attached_to": "bears", "counters": {"arrow": 2})") + ","
                + objectJson("angel", "Serra Angel", R"(, "attacking": true)"),
            R"({"id": "e1", "activate": "bears", "ability_from": "training)" "#" R"(3", "ability": 1, "targets": ["angel"]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(p.events.size(), 2);
        const GameObject* angel = p.finalState.object(QStringLiteral("angel"));
        QVERIFY(angel);
        QCOMPARE(angel->damage, 2);
    }
};

QTEST_GUILESS_MAIN(TestImportLayers13)
#include "tst_importlayers13.moc"
