// What a permanent remembers of how it came to be and what a player keeps, read from real cards
// (tests/data/import/player14.json) and kept by the scenario and the event player: "if you cast it
// from your hand" (GameObject::castFrom, 608.3), flip cards flipping (710), the instant and sorcery
// spells cast this turn, and energy as one of a player's counters (122.1).
#include "ImportFixtures.h"
#include "io/ScenarioWriter.h"
#include "model/Card.h"
#include "model/ResolvableAbilities.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::countersOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("player14.json"));
}

const CardLibrary& library()
{
    return test::libraryOf(fixtures());
}

// A scenario of two players (Ana, Nico) with `players` keys added to Ana, the objects and events;
// `errors` gets the reader's messages.
std::optional<GameState> read(const QByteArray& objects, const QByteArray& events = {}, QString* errors = nullptr,
    const QByteArray& anaKeys = {})
{
    return test::readScenario(
        library(), test::scenarioJson(objects, events, anaKeys), QStringLiteral("player14.strata.json"), errors);
}

Playthrough play(const QByteArray& objects, const QByteArray& events)
{
    const auto state = read(objects, events);
    return state ? EventPlayer::play(*state, library()) : Playthrough{};
}

}   // namespace

class TestImportPlayer14 : public QObject {
    Q_OBJECT
private slots:
    // CR 608.3: "~ enters with a divinity counter on it if you cast it from your hand" is a replacement
    // that asks how the permanent spell was cast.
    void myojinReadsCastFromHand()
    {
        const AbilityDef* myojin = test::parsedAbility(fixtures(), QStringLiteral("Myojin of Night's Reach"), 0);
        QVERIFY(myojin);
        QCOMPARE(myojin->kind, AbilityDef::Kind::Replacement);
        QVERIFY(myojin->replacement.entersWithCounters);
        QCOMPARE(myojin->replacement.entersWithCounters->kind, QStringLiteral("divinity"));
        QVERIFY(myojin->condition);
        QCOMPARE(myojin->condition->kind, Condition::Kind::CastFromHand);
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Myojin of Night's Reach"))->abilities[0].written,
            QStringLiteral("~ enters with a divinity counter on it if you cast it from your hand."));
    }

    // CR 603.4: "When ~ enters, if you cast it from your hand, …" is an intervening "if".
    void entersTriggerReadsCastFromHand()
    {
        const AbilityDef* angel = test::parsedAbility(fixtures(), QStringLiteral("Angel of the Dire Hour"), 2);
        QVERIFY(angel);
        QCOMPARE(angel->event, TriggerEvent::SelfEnters);
        QVERIFY(angel->triggerIf);
        QCOMPARE(angel->triggerIf->kind, Condition::Kind::CastFromHand);
        // Chainer's "if you didn't cast it from your hand" is about the entering creature, not Chainer:
        // not read as Chainer's own past.
        const AbilityReport* chainer = test::reportWith(fixtures(), QStringLiteral("Chainer, Nightmare Adept"),
            QStringLiteral("didn't cast it"));
        QVERIFY(chainer);
        QVERIFY(chainer->status != AbilityStatus::Parsed);
    }

    // CR 710.4: the Kamigawa flip triggers: "you may flip it" after two or more ki counters, and Akki
    // Lavarunner's "flip it" after it deals damage to an opponent.
    void flipTriggersAreRead()
    {
        const AbilityDef* pupil = test::parsedAbility(fixtures(), QStringLiteral("Budoka Pupil"), 1);
        QVERIFY(pupil);
        QCOMPARE(pupil->event, TriggerEvent::EndStep);
        QVERIFY(pupil->optional);
        QVERIFY(pupil->triggerIf);
        QCOMPARE(pupil->triggerIf->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(pupil->triggerIf->counterKind, QStringLiteral("ki"));
        QCOMPARE(pupil->triggerIf->n, 2);
        QCOMPARE(pupil->effect.size(), 1);
        QCOMPARE(pupil->effect[0].kind, ActionKind::Flip);
        QVERIFY(pupil->effect[0].object && pupil->effect[0].object->ref == Selector::Ref::Self);
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Hired Muscle"), 1));
        const AbilityDef* akki = test::parsedAbility(fixtures(), QStringLiteral("Akki Lavarunner"), 1);
        QVERIFY(akki);
        QCOMPARE(akki->event, TriggerEvent::SelfDealsDamageToOpponent);
        QCOMPARE(akki->effect.value(0).kind, ActionKind::Flip);
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 4);
    }

    // CR 601.2a, 608.3: cast from Ana's hand, the Myojin enters with its divinity counter; put onto the
    // battlefield from her graveyard, it was not cast and gets none.
    void myojinCountsOnlyWhenCastFromHand()
    {
        const Playthrough cast = play(R"({"id": "myojin", "card": "Myojin of Night's Reach", "zone": "hand"})",
            R"({"id": "e1", "cast": "myojin"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(cast, QStringLiteral("myojin")), Zone::Battlefield);
        QCOMPARE(countersOn(cast, QStringLiteral("myojin"), QStringLiteral("divinity")), 1);
        QCOMPARE(cast.finalState.object(QStringLiteral("myojin"))->castFrom, std::optional<Zone>(Zone::Hand));
        const Playthrough moved = play(R"({"id": "myojin", "card": "Myojin of Night's Reach", "zone": "graveyard"})",
            R"({"id": "e1", "move": ["myojin"], "to": "battlefield"})");
        QCOMPARE(test::zoneOf(moved, QStringLiteral("myojin")), Zone::Battlefield);
        QCOMPARE(countersOn(moved, QStringLiteral("myojin"), QStringLiteral("divinity")), 0);
        QVERIFY(!moved.finalState.object(QStringLiteral("myojin"))->castFrom);
    }

    // CR 603.4: Angel of the Dire Hour's trigger needs it to have been cast from the hand.
    void angelTriggersOnlyWhenCastFromHand()
    {
        const Playthrough cast = play(R"({"id": "angel", "card": "Angel of the Dire Hour", "zone": "hand"})",
            R"({"id": "e1", "cast": "angel"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(cast, QStringLiteral("e2")), QStringList{QStringLiteral("angel:3")});
        const Playthrough moved = play(R"({"id": "angel", "card": "Angel of the Dire Hour", "zone": "hand"})",
            R"({"id": "e1", "move": ["angel"], "to": "battlefield"})");
        QCOMPARE(test::eventOutcome(moved, QStringLiteral("e1")), QStringList{});
        // CR 400.7: a permanent that leaves the battlefield forgets it was cast.
        const Playthrough left = play(R"({"id": "angel", "card": "Angel of the Dire Hour", "zone": "hand"})",
            R"({"id": "e1", "cast": "angel"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "move": ["angel"], "to": "hand"})");
        QVERIFY(!left.finalState.object(QStringLiteral("angel"))->castFrom);
    }

    // The scenario's "cast_from" (docs/scenario-extensions.md): read, written, refused where no spell was.
    void castFromIsReadAndWritten()
    {
        const auto state = read(R"({"id": "angel", "card": "Angel of the Dire Hour", "timestamp": 1, "cast_from": "hand"})");
        QVERIFY(state);
        QCOMPARE(state->object(QStringLiteral("angel"))->castFrom, std::optional<Zone>(Zone::Hand));
        QVERIFY(scenarioToJson(*state).contains("\"cast_from\": \"hand\""));
        QString errors;
        QVERIFY(!read(R"({"id": "angel", "card": "Angel of the Dire Hour", "zone": "graveyard", "cast_from": "hand"})",
            {}, &errors));
        QVERIFY2(errors.contains(QStringLiteral("only a permanent or a spell was cast")), qPrintable(errors));
        QVERIFY(!read(R"({"id": "angel", "card": "Angel of the Dire Hour", "timestamp": 1, "cast_from": "stack"})", {},
            &errors));
        QVERIFY2(errors.contains(QStringLiteral("unknown zone \"stack\" to cast from")), qPrintable(errors));
    }

    // CR 710.2, 710.4: at the beginning of the end step, with two ki counters, Budoka Pupil may flip:
    // it is Ichiga, Who Topples Oaks then, a legendary 4/3 Spirit; with one counter it does not trigger.
    void budokaPupilFlips()
    {
        const QByteArray pupil = R"({"id": "pupil", "card": "Budoka Pupil", "timestamp": 1, "counters": {"ki": 2}})";
        const Playthrough flipped = play(pupil, R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"})");
        const GameObject* o = flipped.finalState.object(QStringLiteral("pupil"));
        QVERIFY(o);
        QVERIFY2(o->flipped, qPrintable(test::happened(flipped)));
        QVERIFY2(test::happened(flipped).contains(QStringLiteral("Budoka Pupil flips and is Ichiga, Who Topples Oaks now (710.2)")),
            qPrintable(test::happened(flipped)));
        const Playthrough declined = play(pupil, R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY(!declined.finalState.object(QStringLiteral("pupil"))->flipped);
        const Playthrough few = play(R"({"id": "pupil", "card": "Budoka Pupil", "timestamp": 1, "counters": {"ki": 1}})",
            R"({"id": "e1", "begin": "end"})");
        QCOMPARE(test::eventOutcome(few, QStringLiteral("e1")), QStringList{});
    }

    // The scenario's "flipped": the other half's characteristics apply (710.2); only a flip card, and
    // only on the battlefield; written back.
    void flippedIsReadAndWritten()
    {
        const auto state = read(R"({"id": "pupil", "card": "Budoka Pupil", "timestamp": 1, "flipped": true})");
        QVERIFY(state);
        QVERIFY(state->object(QStringLiteral("pupil"))->flipped);
        QCOMPARE(printedFace(*state->object(QStringLiteral("pupil"))).name, QStringLiteral("Ichiga, Who Topples Oaks"));
        QVERIFY(scenarioToJson(*state).contains("\"flipped\": true"));
        QString errors;
        QVERIFY(!read(R"({"id": "angel", "card": "Angel of the Dire Hour", "timestamp": 1, "flipped": true})", {}, &errors));
        QVERIFY2(errors.contains(QStringLiteral("Angel of the Dire Hour is not a flip card")), qPrintable(errors));
        QVERIFY(!read(R"({"id": "pupil", "card": "Budoka Pupil", "zone": "hand", "flipped": true})", {}, &errors));
        QVERIFY2(errors.contains(QStringLiteral("only a permanent can be flipped")), qPrintable(errors));
    }

    // CR 601.2i: an instant cast counts among this turn's instant and sorcery spells; "this_turn" reads
    // and writes the count, and refuses more of them than spells cast.
    void instantsAndSorceriesCastThisTurn()
    {
        const Playthrough cast = play(R"({"id": "wurm", "card": "Advent of the Wurm", "zone": "hand"})",
            R"({"id": "e1", "cast": "wurm"})");
        const Player* ana = cast.finalState.player(QStringLiteral("ana"));
        QVERIFY(ana);
        QCOMPARE(ana->thisTurn.spellsCast, 1);
        QCOMPARE(ana->thisTurn.instantsAndSorceriesCast, 1);
        const auto state = read({}, {}, nullptr, R"(, "this_turn": {"spells_cast": 2, "instants_and_sorceries_cast": 1})");
        QVERIFY(state);
        QCOMPARE(state->player(QStringLiteral("ana"))->thisTurn.instantsAndSorceriesCast, 1);
        QVERIFY(scenarioToJson(*state).contains("\"instants_and_sorceries_cast\": 1"));
        QString errors;
        QVERIFY(!read({}, {}, &errors, R"(, "this_turn": {"spells_cast": 1, "instants_and_sorceries_cast": 2})"));
        QVERIFY2(errors.contains(QStringLiteral("more instant and sorcery spells")), qPrintable(errors));
    }

    // CR 122.1: energy is a player counter: "energy" and "counters": {"energy": …} say the same, once;
    // written back as "energy", apart from the other counters.
    void energyIsAPlayerCounter()
    {
        const auto own = read({}, {}, nullptr, R"(, "energy": 3, "counters": {"experience": 1})");
        QVERIFY(own);
        QCOMPARE(own->player(QStringLiteral("ana"))->counters.value(QStringLiteral("energy")), 3);
        const auto inCounters = read({}, {}, nullptr, R"(, "counters": {"energy": 3, "experience": 1})");
        QVERIFY(inCounters);
        QCOMPARE(inCounters->player(QStringLiteral("ana"))->counters, own->player(QStringLiteral("ana"))->counters);
        const QByteArray saved = scenarioToJson(*inCounters);
        QVERIFY2(saved.contains("\"energy\": 3") && saved.contains("\"counters\": {\"experience\": 1}"), saved.constData());
        QString errors;
        QVERIFY(!read({}, {}, &errors, R"(, "energy": 1, "counters": {"energy": 1})"));
        QVERIFY2(errors.contains(QStringLiteral("energy is given twice")), qPrintable(errors));
    }
};

QTEST_GUILESS_MAIN(TestImportPlayer14)
#include "tst_importplayer14.moc"
