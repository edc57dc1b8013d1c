// A copy effect keeps the values it copied as it began (608.2h, 707.2): whatever the copied object
// becomes later, or if it leaves the battlefield, the copy stays as it was made. Copies made during
// events are locked; a copy a snapshot states copies what the copied object is now.
#include "cards/CardLibrary.h"
#include "engine/CopyLocks.h"
#include "engine/LayerEngine.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;

namespace {

const char* kPlayers = R"("players": [{"id": "you", "name": "You"}, {"id": "opp", "name": "Opponent"}],)";

std::optional<GameState> readScenario(const QString& objectsAndEvents)
{
    const QString text = QStringLiteral(R"({"format": "strata-scenario", "version": 1, "title": "copy locks", %1 %2})")
                             .arg(QLatin1String(kPlayers), objectsAndEvents);
    Diagnostics diags;
    auto state = ScenarioReader(CardLibrary::builtin()).read(text.toUtf8(), QStringLiteral("locks.strata.json"), &diags);
    if (!diags.formatted().isEmpty())
        qWarning() << diags.formatted();
    return state;
}

const Characteristics* valuesOf(const EventOutcome& outcome, const QString& id)
{
    const int i = outcome.state.objectIndex(id);
    return i < 0 || i >= outcome.resolution.chars.size() ? nullptr : &outcome.resolution.chars[i];
}

QStringList keywords(const Characteristics& c)
{
    QStringList out;
    for (const AbilityInstance& a : c.abilities)
        out << a.def->keyword;
    return out;
}

// The outcome of the event with this id, or null.
const EventOutcome* outcomeOf(const Playthrough& play, const QString& id)
{
    for (const EventOutcome& e : play.events)
        if (e.id == id)
            return &e;
    return nullptr;
}

}   // namespace

class TestCopyLocked : public QObject {
    Q_OBJECT

private slots:
    // CR 707.2: counters are not copied; CR 608.2h, 707.2: a copy effect copies the copiable values
    // as it begins, so the original becoming a copy of Serra Angel (Cytoshape: it loses reach) does
    // not change the Clone.
    void cloneStaysWhenOriginalChanges()
    {
        const auto state = readScenario(R"("objects": [
            {"id": "spider", "card": "Giant Spider", "controller": "opp", "timestamp": 1},
            {"id": "angel", "card": "Serra Angel", "controller": "opp", "timestamp": 2},
            {"id": "clone", "card": "Clone", "zone": "hand"},
            {"id": "cyto", "card": "Cytoshape", "zone": "hand"}],
           "events": [
            {"id": "e1", "move": "clone", "to": "battlefield", "choices": {"copy_of": "spider"}},
            {"id": "e2", "set": {"objects": {"spider": {"counters": {"+1/+1": 1}}}}},
            {"id": "e3", "cast": "cyto", "targets": ["spider"], "choices": {"copy_of": "angel"}},
            {"id": "e4", "resolve": "top"}])");
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        QCOMPARE(play.events.size(), 4);
        for (const EventOutcome& e : play.events)
            QVERIFY2(e.done, qPrintable(e.id));

        const Characteristics* afterCounter = valuesOf(*outcomeOf(play, "e2"), "clone");
        QVERIFY(afterCounter);
        QCOMPARE(afterCounter->power, std::optional<int>(2));   // CR 707.2: counters are not copied
        QCOMPARE(afterCounter->toughness, std::optional<int>(4));

        const EventOutcome& last = *outcomeOf(play, "e4");
        const Characteristics* spider = valuesOf(last, "spider");
        QVERIFY(spider);
        QCOMPARE(spider->name, QStringLiteral("Serra Angel"));   // the original changed…
        QVERIFY(!keywords(*spider).contains("Reach"));
        const Characteristics* clone = valuesOf(last, "clone");
        QVERIFY(clone);
        QCOMPARE(clone->name, QStringLiteral("Giant Spider"));   // …the copy did not (CR 608.2h)
        QCOMPARE(clone->power, std::optional<int>(2));
        QCOMPARE(clone->toughness, std::optional<int>(4));
        QCOMPARE(keywords(*clone), QStringList{"Reach"});
        QVERIFY(!last.changedObjects.contains("clone"));
    }

    // CR 707.3: a copy of a copy copies the copiable values the first copy effect gave it; CR 608.2h:
    // once made, neither that copy dying nor the original dying changes it.
    void copyOfCopyStaysWhenBothDie()
    {
        const auto state = readScenario(R"("objects": [
            {"id": "spider", "card": "Giant Spider", "controller": "opp", "timestamp": 1},
            {"id": "first", "card": "Clone", "zone": "hand"},
            {"id": "second", "card": "Clone", "zone": "hand"}],
           "events": [
            {"id": "e1", "move": "first", "to": "battlefield", "choices": {"copy_of": "spider"}},
            {"id": "e2", "move": "second", "to": "battlefield", "choices": {"copy_of": "first"}},
            {"id": "e3", "move": "first", "to": "graveyard"},
            {"id": "e4", "move": "spider", "to": "graveyard"}])");
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        QCOMPARE(play.events.size(), 4);

        const EventOutcome& e2 = *outcomeOf(play, "e2");
        QCOMPARE(valuesOf(e2, "second")->name, QStringLiteral("Giant Spider"));   // CR 707.3

        for (const char* id : {"e3", "e4"}) {
            const EventOutcome& e = *outcomeOf(play, id);
            const Characteristics* second = valuesOf(e, "second");
            QVERIFY(second);
            QCOMPARE(e.state.object("second")->zone, Zone::Battlefield);
            QCOMPARE(second->name, QStringLiteral("Giant Spider"));
            QCOMPARE(second->toughness, std::optional<int>(4));
            QCOMPARE(keywords(*second), QStringList{"Reach"});
            QVERIFY(e.stateBasedActions.isEmpty());   // no 0/0 Clone dies (704.5f)
        }
        // The first Clone in the graveyard is a Clone again: its copy effect ended with it (400.7).
        QCOMPARE(valuesOf(*outcomeOf(play, "e4"), "first")->name, QStringLiteral("Clone"));
    }

    // CR 704.5d: a token that left the battlefield ceases to exist; a Clone of it stays a copy of
    // the values it copied (608.2h, 707.2; 111.3: the token's copiable values are what made it).
    void copyOfTokenStaysWhenTokenIsGone()
    {
        const auto state = readScenario(R"("objects": [
            {"id": "token", "card": "Soldier", "controller": "opp", "timestamp": 1, "token": true},
            {"id": "clone", "card": "Clone", "zone": "hand"}],
           "events": [
            {"id": "e1", "move": "clone", "to": "battlefield", "choices": {"copy_of": "token"}},
            {"id": "e2", "move": "token", "to": "graveyard"}])");
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        const EventOutcome& e2 = *outcomeOf(play, "e2");
        QVERIFY(!e2.state.object("token")->exists);
        const Characteristics* clone = valuesOf(e2, "clone");
        QVERIFY(clone);
        QCOMPARE(clone->name, QStringLiteral("Soldier"));
        QCOMPARE(clone->power, std::optional<int>(1));
        QCOMPARE(clone->toughness, std::optional<int>(1));
    }

    // CR 613.2a: the copy is still a layer 1a step of the timeline, naming its effect and what it
    // applied to, after the original has gone.
    void timelineStillShowsTheCopy()
    {
        const auto state = readScenario(R"("objects": [
            {"id": "spider", "card": "Giant Spider", "controller": "opp", "timestamp": 1},
            {"id": "clone", "card": "Clone", "zone": "hand"}],
           "events": [
            {"id": "e1", "move": "clone", "to": "battlefield", "choices": {"copy_of": "spider"}},
            {"id": "e2", "move": "spider", "to": "graveyard"}])");
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        const EventOutcome& e2 = *outcomeOf(play, "e2");
        const int clone = e2.state.objectIndex("clone");
        bool found = false;
        for (const TraceStep& step : e2.resolution.steps)
            if (step.effect == QLatin1String("clone#copy")) {
                found = true;
                QCOMPARE(step.layerId, Layer::L1a);
                QVERIFY(step.applied);
                QCOMPARE(step.affected, QVector<int>{clone});
            }
        QVERIFY(found);
        QCOMPARE(e2.resolution.chars[clone].name, QStringLiteral("Giant Spider"));
    }

    // CR 400.7: a Clone that leaves and comes back is a new object, a copy of what it copies now.
    void newObjectCopiesAnew()
    {
        const auto state = readScenario(R"("objects": [
            {"id": "spider", "card": "Giant Spider", "controller": "opp", "timestamp": 1},
            {"id": "angel", "card": "Serra Angel", "controller": "opp", "timestamp": 2},
            {"id": "clone", "card": "Clone", "zone": "hand"}],
           "events": [
            {"id": "e1", "move": "clone", "to": "battlefield", "choices": {"copy_of": "spider"}},
            {"id": "e2", "move": "clone", "to": "hand"},
            {"id": "e3", "move": "clone", "to": "battlefield", "choices": {"copy_of": "angel"}}])");
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        QCOMPARE(valuesOf(*outcomeOf(play, "e2"), "clone")->name, QStringLiteral("Clone"));
        const Characteristics* clone = valuesOf(*outcomeOf(play, "e3"), "clone");
        QCOMPARE(clone->name, QStringLiteral("Serra Angel"));
        QCOMPARE(clone->power, std::optional<int>(4));
        QCOMPARE(play.finalState.copyLocks.size(), 1);   // the old object's lock went with it
        QCOMPARE(play.finalState.copyLocks.first().copied, QStringLiteral("angel"));
    }

    // A snapshot that states a copy copies the copied object's values now (no lock in the file), and
    // a file written from a played state leaves the locks out.
    void snapshotCopiesCurrentValuesAndWriterLeavesLocksOut()
    {
        const auto state = readScenario(R"("objects": [
            {"id": "spider", "card": "Giant Spider", "controller": "opp", "timestamp": 1},
            {"id": "clone", "card": "Clone", "controller": "you", "timestamp": 2, "choices": {"copy_of": "spider"}},
            {"id": "clone2", "card": "Clone", "zone": "hand"}],
           "events": [
            {"id": "e1", "move": "clone2", "to": "battlefield", "choices": {"copy_of": "spider"}}])");
        QVERIFY(state);
        const Resolution res = LayerEngine::resolve(*state);
        QCOMPARE(res.chars[state->objectIndex("clone")].name, QStringLiteral("Giant Spider"));
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        QVERIFY(!play.finalState.copyLocks.isEmpty());
        QVERIFY(play.finalState.effects.isEmpty());
        const QByteArray written = scenarioToJson(play.finalState);
        QVERIFY(!written.contains("\"effects\""));
        // The reader refuses keys it does not know, so a lock written under any key fails here.
        Diagnostics diags;
        const auto reread = ScenarioReader(CardLibrary::builtin()).read(written, QStringLiteral("played.strata.json"), &diags);
        QVERIFY2(reread, qPrintable(diags.formatted().join(QLatin1Char('\n'))));
        QVERIFY(reread->copyLocks.isEmpty());
        // 707.2: read back as a snapshot, the copy copies the spider's values as they are now.
        const Resolution again = LayerEngine::resolve(*reread);
        QCOMPARE(again.chars[reread->objectIndex("clone2")].name, QStringLiteral("Giant Spider"));
    }
};

QTEST_GUILESS_MAIN(TestCopyLocked)
#include "tst_copylocked.moc"
