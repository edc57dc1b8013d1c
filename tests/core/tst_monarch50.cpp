// The monarch (CR 725), played, and the conditions of real cards read from their Oracle text
// (tests/data/import/monarch50.json): "When Entourage of Trest enters the battlefield, you become the monarch.",
// "At the beginning of your end step, if you're the monarch, each opponent loses 1 life and you gain 1 life."
// (Garrulous Sycophant), "… if you're the monarch, put a +1/+1 counter on Throne Warden." and Keeper of Keys'
// "At the beginning of your upkeep, if you are the monarch, creatures you control can't be blocked this turn." and
// Palace Jailer's "When Palace Jailer enters the battlefield, exile target creature an opponent controls until an
// opponent becomes the monarch." (CR 610.3: it returns under its owner's control as one does).
// The designation is one player's at most (725.3); its two inherent triggered abilities (725.2) have no source and
// are controlled by the monarch as they trigger: the monarch draws a card at the beginning of their end step, and
// a creature that deals combat damage to the monarch makes its controller the monarch.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "io/PlayResultJson.h"
#include "io/ScenarioWriter.h"
#include "play/EventPlayer.h"
#include "play/Monarch.h"
#include "text/RulesText.h"
#include <QJsonArray>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("monarch50.json"));
}

// `objects` and `events` with more keys for Ana's and Nico's entries (`, "monarch": true`), played.
Playthrough played(const QByteArray& objects, const QByteArray& events, const QByteArray& ana = {},
    const QByteArray& nico = {})
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events, ana, nico));
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

// The player of `p`'s end state who is the monarch; empty when nobody is.
QString monarchOf(const Playthrough& p)
{
    QString monarch;
    for (const Player& player : p.finalState.players)
        if (player.monarch)
            monarch += player.id;
    return monarch;
}

// The reports of the monarch's inherent abilities among the triggers of every event of `p`.
QVector<TriggerReport> monarchTriggers(const Playthrough& p)
{
    QVector<TriggerReport> out;
    for (const EventOutcome& e : p.events)
        for (const TriggerReport& t : e.triggered)
            if (t.source == kMonarchSource)
                out << t;
    return out;
}

const QByteArray libraryCard = test::objectJson("drawn", "Grizzly Bears", ", \"zone\": \"library\"");

// A scenario in Nico's turn (the first player is the active one), Ana the monarch, with `objects` and `events`.
Playthrough playedOnNicosTurn(const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t", "players": [
        {"id": "nico", "name": "Nico"}, {"id": "ana", "name": "Ana", "monarch": true}], "objects": [)"
        + objects + R"(], "events": [)" + events + "]}";
    const std::optional<GameState> state = test::readScenario(lib, json);
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

}   // namespace

class TestMonarch50 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 725.1, 603.4: "if you're the monarch" is an intervening "if" of the designation; "you are" reads the same.
    void conditionsAreTheDesignation()
    {
        const AbilityDef* sycophant = test::parsedWith(fixtures(), QStringLiteral("Garrulous Sycophant"), QStringLiteral("monarch"));
        QVERIFY(sycophant);
        QVERIFY(sycophant->triggerIf);
        QCOMPARE(sycophant->triggerIf->kind, Condition::Kind::YouAreMonarch);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Garrulous Sycophant"), 0),
            QStringLiteral("At the beginning of your end step, if you're the monarch, each opponent loses 1 life and you "
                           "gain 1 life."));
        const AbilityDef* keeper = test::parsedWith(fixtures(), QStringLiteral("Keeper of Keys"), QStringLiteral("if you are"));
        QVERIFY(keeper);
        QVERIFY(keeper->triggerIf);
        QCOMPARE(keeper->triggerIf->kind, Condition::Kind::YouAreMonarch);
        const AbilityDef* warden = test::parsedWith(fixtures(), QStringLiteral("Throne Warden"), QStringLiteral("monarch"));
        QVERIFY(warden && warden->triggerIf);
        QCOMPARE(warden->triggerIf->kind, Condition::Kind::YouAreMonarch);
    }

    // CR 725.2: the texts of the two inherent abilities, as Strata writes them for the stack.
    void inherentAbilitiesAreWritten()
    {
        QCOMPARE(RulesText::ability(*monarchAbility(1), QStringLiteral("the monarch")),
            QStringLiteral("At the beginning of your end step, draw a card."));
        QCOMPARE(RulesText::ability(*monarchAbility(2), QStringLiteral("the monarch")),
            QStringLiteral("Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."));
        QVERIFY(!monarchAbility(3));
    }

    // CR 725.1, 725.2: Entourage of Trest's trigger makes Ana the monarch; her end step then triggers the monarch's
    // draw, controlled by her, and she draws her library's card. Nico draws nothing.
    void becomingTheMonarchDrawsAtTheEndStep()
    {
        const QByteArray objects = test::objectJson("entourage", "Entourage of Trest", ", \"zone\": \"hand\"") + ", " + libraryCard;
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "entourage", "to": "battlefield"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(monarchOf(p) == QLatin1String("ana"), qPrintable(test::happened(p)));
        const QVector<TriggerReport> inherent = monarchTriggers(p);
        QCOMPARE(inherent.size(), 1);
        QCOMPARE(inherent[0].ability, 1);
        QCOMPARE(inherent[0].controller, QStringLiteral("ana"));
        QCOMPARE(inherent[0].rule, QStringLiteral("725.2"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("drawn")) == Zone::Hand, qPrintable(test::happened(p)));
        // The result names the monarch (an extension of the play result's players).
        QJsonObject result;
        addPlayResult(result, p);
        const QJsonArray players = result.value("players").toArray();
        QCOMPARE(players[0].toObject().value("monarch").toBool(), true);
        QVERIFY(!players[1].toObject().contains("monarch"));
    }

    // CR 725.2: with no monarch, an end step triggers nothing of the monarch's.
    void noMonarchNoDraw()
    {
        const Playthrough p = played(libraryCard, R"({"id": "e1", "begin": "end"})");
        QVERIFY2(monarchTriggers(p).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("drawn")), Zone::Library);
        QVERIFY(monarchOf(p).isEmpty());
    }

    // CR 725.2, 725.3: Ana's Grizzly Bears deal combat damage to Nico, the monarch: the inherent trigger, his, makes
    // Ana the monarch and Nico stops being it. A Bears blocked deals him nothing and nothing triggers.
    void combatDamageToTheMonarchTakesIt()
    {
        const QByteArray objects = test::objectJson("bears", "Grizzly Bears");
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "begin": "combat_damage"},
               {"id": "e3", "resolve": "top"})", {}, R"(, "monarch": true)");
        const QVector<TriggerReport> inherent = monarchTriggers(p);
        QVERIFY2(inherent.size() == 1, qPrintable(test::happened(p)));
        QCOMPARE(inherent[0].ability, 2);
        QCOMPARE(inherent[0].controller, QStringLiteral("nico"));
        QVERIFY2(monarchOf(p) == QLatin1String("ana"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        const QByteArray wall = test::objectJson("wall", "Grizzly Bears", "", "nico");
        const Playthrough blocked = played(objects + ", " + wall,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wall": ["bears"]}},
               {"id": "e3", "begin": "combat_damage"})", {}, R"(, "monarch": true)");
        QVERIFY2(monarchTriggers(blocked).isEmpty(), qPrintable(test::happened(blocked)));
        QCOMPARE(monarchOf(blocked), QStringLiteral("nico"));
    }

    // CR 603.4, 725.1: Garrulous Sycophant drains only while Ana is the monarch; the monarch's draw triggers beside it.
    void sycophantDrainsForTheMonarch()
    {
        const QByteArray objects = test::objectJson("sycophant", "Garrulous Sycophant") + ", " + libraryCard;
        const QByteArray events = R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})";
        const Playthrough monarch = played(objects, events, R"(, "monarch": true)");
        QVERIFY2(test::lifeOf(monarch, QStringLiteral("nico")) == 19, qPrintable(test::happened(monarch)));
        QCOMPARE(test::lifeOf(monarch, QStringLiteral("ana")), 21);
        QCOMPARE(test::zoneOf(monarch, QStringLiteral("drawn")), Zone::Hand);
        const Playthrough subject = played(objects, events, {}, R"(, "monarch": true)");
        QVERIFY2(test::lifeOf(subject, QStringLiteral("nico")) == 20, qPrintable(test::happened(subject)));
        QCOMPARE(test::lifeOf(subject, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(subject, QStringLiteral("drawn")), Zone::Library);
    }

    // CR 603.4, 122.1: Throne Warden gets its counter at Ana's end step while she is the monarch.
    void throneWardenGrowsForTheMonarch()
    {
        const QByteArray objects = test::objectJson("warden", "Throne Warden");
        const QByteArray events = R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})";
        const Playthrough monarch = played(objects, events, R"(, "monarch": true)");
        QVERIFY2(test::countersOn(monarch, QStringLiteral("warden")) == 1, qPrintable(test::happened(monarch)));
        const Playthrough notMonarch = played(objects, events);
        QCOMPARE(test::countersOn(notMonarch, QStringLiteral("warden")), 0);
    }

    // CR 610.3, 725.3: Palace Jailer makes Ana the monarch and exiles Nico's Grizzly Bears until an opponent becomes
    // the monarch; the card waits in exile, linked to Ana.
    void palaceJailerExilesUntilAnOpponentIsMonarch()
    {
        const AbilityDef* exile = test::parsedWith(fixtures(), QStringLiteral("Palace Jailer"), QStringLiteral("exile target"));
        QVERIFY(exile);
        QCOMPARE(exile->effect.size(), 1);
        QCOMPARE(exile->effect[0].kind, ActionKind::Exile);
        QCOMPARE(exile->effect[0].duration, Duration::UntilOpponentBecomesMonarch);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Palace Jailer"), 1),
            QStringLiteral("When ~ enters, exile target creature an opponent controls until an opponent becomes the "
                           "monarch."));
        const QByteArray objects = test::objectJson("jailer", "Palace Jailer", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "jailer", "to": "battlefield", "triggers": {"e1.2": {"targets": ["bears"]}}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(monarchOf(p), QStringLiteral("ana"));
        QCOMPARE(p.finalState.object(QStringLiteral("bears"))->exiledUntilMonarchOf, QStringLiteral("ana"));
    }

    // CR 610.3, 725.2: Nico's Bears deal combat damage to Ana, the monarch; as Nico becomes the monarch, the card
    // Ana's Palace Jailer exiled returns under its owner's control, although the Jailer is gone.
    void jailedCardReturnsWhenAnOpponentBecomesMonarch()
    {
        const QByteArray objects = test::objectJson("attacker", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("jailed", "Grizzly Bears", ", \"zone\": \"exile\", \"exiled_until_monarch\": \"ana\"", "nico");
        const Playthrough p = playedOnNicosTurn(objects,
            R"({"id": "e1", "attack": {"attacker": "ana"}}, {"id": "e2", "begin": "combat_damage"},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(monarchOf(p) == QLatin1String("nico"), qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("jailed")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(p.finalState.object(QStringLiteral("jailed"))->controller, QStringLiteral("nico"));
        QVERIFY(p.finalState.object(QStringLiteral("jailed"))->exiledUntilMonarchOf.isEmpty());
        // Without the damage nobody new becomes the monarch, and the card stays.
        const Playthrough quiet = playedOnNicosTurn(objects, R"({"id": "e1", "begin": "end"})");
        QCOMPARE(test::zoneOf(quiet, QStringLiteral("jailed")), Zone::Exile);
    }

    // CR 610.3: only a card in exile waits for a new monarch; the key names a player. Both refusals name the place.
    void exiledUntilMonarchNeedsExileAndAPlayer()
    {
        const CardLibrary& lib = test::libraryOf(fixtures());
        QString errors;
        const QByteArray onBattlefield = test::objectJson("bears", "Grizzly Bears", ", \"exiled_until_monarch\": \"ana\"");
        QVERIFY(!test::readScenario(lib, test::scenarioJson(onBattlefield), QStringLiteral("jail.strata.json"), &errors));
        QVERIFY2(errors.contains(QStringLiteral("objects[0].exiled_until_monarch"))
                && errors.contains(QStringLiteral("only an object in exile can wait for a new monarch")),
            qPrintable(errors));
        const QByteArray noPlayer
            = test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"exile\", \"exiled_until_monarch\": \"zed\"");
        QVERIFY(!test::readScenario(lib, test::scenarioJson(noPlayer), QStringLiteral("jail.strata.json"), &errors));
        QVERIFY2(errors.contains(QStringLiteral("no player has the id \"zed\"")), qPrintable(errors));
        const QByteArray exiled
            = test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"exile\", \"exiled_until_monarch\": \"ana\"");
        const auto read = test::readScenario(lib, test::scenarioJson(exiled));
        QVERIFY(read);
        QCOMPARE(read->object(QStringLiteral("bears"))->exiledUntilMonarchOf, QStringLiteral("ana"));
        QVERIFY(scenarioToJson(*read).contains("\"exiled_until_monarch\": \"ana\""));
    }

    // CR 725.3: a scenario with two monarchs is refused at the second, naming the place; one monarch is written back.
    void scenarioKeepsOneMonarch()
    {
        const CardLibrary& lib = test::libraryOf(fixtures());
        QString errors;
        const auto two = test::readScenario(lib, test::scenarioJson({}, {}, R"(, "monarch": true)", R"(, "monarch": true)"),
            QStringLiteral("two.strata.json"), &errors);
        QVERIFY(!two);
        QVERIFY2(errors.contains(QStringLiteral("two.strata.json")) && errors.contains(QStringLiteral("players[1]"))
                && errors.contains(QStringLiteral("only one player can be the monarch")),
            qPrintable(errors));
        const auto one = test::readScenario(lib, test::scenarioJson({}, {}, {}, R"(, "monarch": true)"));
        QVERIFY(one);
        QVERIFY(!one->players[0].monarch && one->players[1].monarch);
        const QByteArray written = scenarioToJson(*one);
        const auto again = test::readScenario(lib, written);
        QVERIFY(again && again->players[1].monarch && !again->players[0].monarch);
    }
};

QTEST_GUILESS_MAIN(TestMonarch50)
#include "tst_monarch50.moc"
