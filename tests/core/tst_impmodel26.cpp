// Round 26's model values, read from real cards' Oracle text (tests/data/import/impmodel26.json) and
// played: the record of last turn (Player::lastTurn: First Response's "if you lost life last turn"),
// "if you didn't play a land this turn" (TurnRecord::landsPlayed), a source's own combat this turn
// (GameObject::wasBlockedThisTurn: Fyndhorn Druid), "an opponent controls more lands
// than you" (Condition::Kind::OpponentControlsMore), "… or there is a Desert card in your graveyard"
// (Condition::orElse), "each other player sacrifices a creature" and "whenever one or more creatures
// attack you".
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/CardJson.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impmodel26.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A two-player game whose players' entries carry `ana` and `nico` (`, "last_turn": {…}`).
Playthrough playedWith(const QByteArray& objects, const QByteArray& events, const QByteArray& ana,
    const QByteArray& nico = {})
{
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, events, ana, nico));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

// Two cards in Ana's library, so that a draw finds one.
const QByteArray kLibrary = R"({"id": "l1", "card": "Grizzly Bears", "zone": "library"},
    {"id": "l2", "card": "Grizzly Bears", "zone": "library"})";

bool triggered(const Playthrough& p, const QString& event, const QString& sourceAbility)
{
    return test::eventOutcome(p, event).contains(sourceAbility);
}

}   // namespace

class TestImpModel26 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 18); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4, 119.3: "if you lost life last turn" reads the record of the turn before (lastTurn);
    // "if you didn't play a land this turn" is PlayedLandThisTurn negated.
    void turnRecordConditionsAreRead()
    {
        const AbilityDef* response = test::parsedAbility(fixtures(), QStringLiteral("First Response"), 0);
        QVERIFY(response && response->triggerIf);
        QCOMPARE(response->triggerIf->kind, Condition::Kind::LostLifeThisTurnAtLeast);
        QVERIFY(response->triggerIf->lastTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("First Response"), 0),
            QStringLiteral("At the beginning of each upkeep, if you lost life last turn, create a 1/1 white Soldier "
                           "creature token."));
        const AbilityDef* atlas = test::parsedAbility(fixtures(), QStringLiteral("Mercadian Atlas"), 0);
        QVERIFY(atlas && atlas->triggerIf);
        QCOMPARE(atlas->triggerIf->kind, Condition::Kind::PlayedLandThisTurn);
        QVERIFY(atlas->triggerIf->negated);
        const AbilityDef* sygg = test::parsedAbility(fixtures(), QStringLiteral("Sygg, River Cutthroat"), 0);
        QVERIFY(sygg && sygg->triggerIf);
        QCOMPARE(sygg->triggerIf->kind, Condition::Kind::OpponentLostLifeThisTurn);
        QCOMPARE(sygg->triggerIf->n, 3);
    }

    // CR 603.4, 119.3, 500.5: Ana's First Response makes a Soldier in the upkeep after a turn she lost life
    // in, whether the snapshot says so ("this_turn", last turn's once the next begins) or she loses it to
    // Nico's Shock on her turn; not after a turn she lost none.
    void lostLifeLastTurnMakesASoldier()
    {
        const QByteArray response = test::objectJson("response", "First Response");
        const Playthrough said = playedWith(response, R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})",
            R"(, "this_turn": {"life_lost": 2})");
        QVERIFY2(triggered(said, QStringLiteral("e1"), QStringLiteral("response:1")), qPrintable(test::happened(said)));
        QCOMPARE(test::idsIn(said.finalState, Zone::Battlefield).size(), 2);   // the Soldier
        const Playthrough none = played(response, R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(!triggered(none, QStringLiteral("e1"), QStringLiteral("response:1")), qPrintable(test::happened(none)));
        const Playthrough shocked = played(response + R"(, {"id": "shock", "card": "Shock", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "shock", "targets": ["ana"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "upkeep"})");
        QCOMPARE(test::lifeOf(shocked, QStringLiteral("ana")), 18);
        QVERIFY2(triggered(shocked, QStringLiteral("e3"), QStringLiteral("response:1")), qPrintable(test::happened(shocked)));
        QCOMPARE(shocked.finalState.players[0].lastTurn.lifeLost, 2);
        QVERIFY(shocked.finalState.players[0].thisTurn.isEmpty());
    }

    // CR 305.1, 305.4, 603.4: Mercadian Atlas draws at the end step of a turn Ana played no land in; a land
    // moved from her hand (a land played) stops it.
    void atlasDrawsWithoutALandPlayed()
    {
        const QByteArray board = test::objectJson("atlas", "Mercadian Atlas") + ',' + kLibrary
            + R"(, {"id": "plains", "card": "Plains", "zone": "hand"})";
        const Playthrough noLand = played(board, R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(triggered(noLand, QStringLiteral("e1"), QStringLiteral("atlas:1")), qPrintable(test::happened(noLand)));
        QCOMPARE(test::idsIn(noLand.finalState, Zone::Hand).size(), 2);
        const Playthrough land = played(board, R"({"id": "e1", "move": ["plains"], "to": "battlefield"},
               {"id": "e2", "begin": "end"})");
        QCOMPARE(land.finalState.players[0].thisTurn.landsPlayed, 1);
        QVERIFY2(!triggered(land, QStringLiteral("e2"), QStringLiteral("atlas:1")), qPrintable(test::happened(land)));
    }

    // CR 603.4, 119.3: Sygg draws at the end step of a turn an opponent lost 3 or more life in, not 2.
    void syggCountsTheLifeLost()
    {
        const QByteArray board = test::objectJson("sygg", "Sygg, River Cutthroat") + ',' + kLibrary;
        const Playthrough three = playedWith(board, R"({"id": "e1", "begin": "end"})", {}, R"(, "this_turn": {"life_lost": 3})");
        QVERIFY2(triggered(three, QStringLiteral("e1"), QStringLiteral("sygg:1")), qPrintable(test::happened(three)));
        const Playthrough two = playedWith(board, R"({"id": "e1", "begin": "end"})", {}, R"(, "this_turn": {"life_lost": 2})");
        QVERIFY2(!triggered(two, QStringLiteral("e1"), QStringLiteral("sygg:1")), qPrintable(test::happened(two)));
    }

    // CR 509.1h, 603.10a, 603.4: Fyndhorn Druid blocked by Serra Angel dies in combat and gains Ana 4 life;
    // dealt the same damage unblocked, it gains her none.
    void druidBlockedThisTurnGainsLife()
    {
        const QByteArray board = test::objectJson("druid", "Fyndhorn Druid") + ','
            + test::objectJson("angel", "Serra Angel", "", "nico");
        const Playthrough blocked = played(board, R"({"id": "e1", "attack": {"druid": "nico"}},
               {"id": "e2", "block": {"angel": ["druid"]}}, {"id": "e3", "begin": "combat_damage"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(blocked, QStringLiteral("druid")), Zone::Graveyard);
        QVERIFY2(test::lifeOf(blocked, QStringLiteral("ana")) == 24, qPrintable(test::happened(blocked)));
        const Playthrough unblocked = played(board, R"({"id": "e1", "damage": [{"source": "angel", "to": "druid", "amount": 4}]},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(unblocked, QStringLiteral("druid")), Zone::Graveyard);
        QVERIFY2(test::lifeOf(unblocked, QStringLiteral("ana")) == 20, qPrintable(test::happened(unblocked)));
    }

    // CR 603.4: Land Tax triggers in Ana's upkeep while Nico controls more lands than she does, not when
    // they control as many.
    void landTaxCountsLands()
    {
        const QByteArray tax = test::objectJson("tax", "Land Tax") + ',' + test::objectJson("p1", "Plains") + ','
            + test::objectJson("f1", "Forest", "", "nico");
        const QByteArray twoUpkeeps = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "begin": "upkeep"})";
        const Playthrough more = played(tax + ',' + test::objectJson("f2", "Forest", "", "nico"), twoUpkeeps);
        QVERIFY2(triggered(more, QStringLiteral("e2"), QStringLiteral("tax:1")), qPrintable(test::happened(more)));
        const Playthrough even = played(tax, twoUpkeeps);
        QVERIFY2(!triggered(even, QStringLiteral("e2"), QStringLiteral("tax:1")), qPrintable(test::happened(even)));
    }

    // CR 603.4: Desert's Hold gains Ana 3 life as it enters while a Desert card is in her graveyard (the
    // second half of the "or"), none with neither.
    void desertInGraveyardIsEnough()
    {
        const AbilityDef* hold = test::parsedAbility(fixtures(), QStringLiteral("Desert's Hold"), 1);
        QVERIFY(hold && hold->triggerIf && hold->triggerIf->orElse);
        QCOMPARE(hold->triggerIf->orElse->kind, Condition::Kind::GraveyardHas);
        const QByteArray board = test::objectJson("hold", "Desert's Hold", R"(, "zone": "hand")") + ','
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const QByteArray events = R"({"id": "e1", "cast": "hold", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"})";
        const Playthrough desert = played(board + R"(, {"id": "d", "card": "Desert of the True", "zone": "graveyard"})", events);
        QVERIFY2(test::lifeOf(desert, QStringLiteral("ana")) == 23, qPrintable(test::happened(desert)));
        const Playthrough none = played(board, events);
        QVERIFY2(test::lifeOf(none, QStringLiteral("ana")) == 20, qPrintable(test::happened(none)));
    }

    // CR 701.17a, 102.2: Grave Pact: Ana's Grizzly Bears dies and Nico, the other player, sacrifices his
    // Serra Angel; Ana sacrifices nothing.
    void gravePactMakesTheOtherPlayerSacrifice()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Grave Pact"), 0),
            QStringLiteral("Whenever a creature you control dies, each other player sacrifices a creature."));
        const Playthrough p = played(test::objectJson("pact", "Grave Pact") + ',' + test::objectJson("bears", "Grizzly Bears")
                + ',' + test::objectJson("lions", "Grizzly Bears") + ',' + test::objectJson("angel", "Serra Angel", "", "nico"),
            R"({"id": "e1", "damage": [{"source": "angel", "to": "bears", "amount": 2}]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lions")), Zone::Battlefield);
    }

    // CR 508.3a: Orim's Prayer triggers once when Nico attacks Ana with two creatures, and gains her 2.
    void orimsPrayerTriggersOnce()
    {
        const Playthrough p = played(test::objectJson("prayer", "Orim's Prayer") + ','
                + test::objectJson("b1", "Grizzly Bears", "", "nico") + ',' + test::objectJson("b2", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "attack": {"b1": "ana", "b2": "ana"}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList(QStringLiteral("prayer:1")));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 22, qPrintable(test::happened(p)));
    }

    // The card format: {"last_turn": …}, {"not": {"played_land_this_turn": true}}, {"any": […]},
    // {"opponent_controls_more": …}.
    void cardFormatNamesTheNewKeys()
    {
        const auto conditionOf = [](const QString& card, int index, const char* kind) {
            const ImportedCard* c = test::findCard(fixtures(), card);
            if (!c || !c->card)
                return QJsonObject();
            bool ok = true;
            const QJsonObject json = cardToJson(*c->card, &ok);
            const QJsonObject ability = json.value(QStringLiteral("abilities")).toArray().at(index).toObject();
            const QJsonObject body = ability.value(QLatin1String(kind)).toObject();
            return body.value(QLatin1String(kind == QByteArray("static") ? "condition" : "if")).toObject();
        };
        QVERIFY(conditionOf(QStringLiteral("First Response"), 0, "triggered").contains(QStringLiteral("last_turn")));
        QVERIFY(conditionOf(QStringLiteral("Mercadian Atlas"), 0, "triggered")
                    .value(QStringLiteral("not")).toObject().contains(QStringLiteral("played_land_this_turn")));
        QCOMPARE(conditionOf(QStringLiteral("Desert's Hold"), 1, "triggered").value(QStringLiteral("any")).toArray().size(), 2);
        QVERIFY(conditionOf(QStringLiteral("Land Tax"), 0, "triggered").contains(QStringLiteral("opponent_controls_more")));
    }
};

QTEST_GUILESS_MAIN(TestImpModel26)
#include "tst_impmodel26.moc"
