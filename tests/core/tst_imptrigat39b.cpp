// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat39b.json), round 39 (`imptrigat39b`). "At the beginning of your upkeep, if you have 200 or
// more cards in your library, you win the game." (Battle of Wits: an intervening "if" about your own library's size).
// "At the beginning of your upkeep, create a 1/1 green Insect creature token with infect for each poison counter your
// opponents have." (Phyrexian Swarmlord: a player counter counted over all opponents). "At the beginning of each player's
// end step, that player may draw a card if a player other than you lost life this turn." (Ludevic, Necro-Alchemist: a
// draw's own condition, checked as the ability resolves).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat39b.json"));
}

// Nico's Battle of Wits at the beginning of his upkeep (the scenario opens in Ana's turn), with `nicosCards` Grizzly
// Bears in Nico's library and `anasCards` in Ana's; the trigger, if any, resolves.
Playthrough nicosBattleAtUpkeep(int nicosCards, int anasCards)
{
    const QByteArray objects = test::objectJson("wits", "Battle of Wits", "", "nico") + test::bears("nico", nicosCards, "library")
        + test::bears("ana", anasCards, "library");
    const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events));
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

// Nico's Phyrexian Swarmlord at the beginning of his upkeep, Ana with `anasPoison` poison counters and Nico with
// `nicosPoison`; the trigger resolves.
Playthrough nicosSwarmlordAtUpkeep(int anasPoison, int nicosPoison)
{
    const QByteArray objects = test::objectJson("lord", "Phyrexian Swarmlord", "", "nico");
    const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events,
        ", \"poison\": " + QByteArray::number(anasPoison), ", \"poison\": " + QByteArray::number(nicosPoison)));
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

// The Insect tokens with infect on the battlefield that `controller` controls.
int insectsWithInfect(const Playthrough& p, const QString& controller)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.card && o.card->token && o.zone == Zone::Battlefield && o.controller == controller
            && o.card->name() == QLatin1String("Insect") && test::hasKeyword(p, o.id, QStringLiteral("Infect")))
            ++n;
    return n;
}

// Ana's Ludevic and three Grizzly Bears in each library, at the end step of Ana's turn (or of Nico's, with `nicosTurn`:
// the first player listed is the active one), Ana and Nico having lost `anaLost` and `nicoLost` life this turn; the
// trigger resolves, its draw taken or, with `draws` false, declined.
Playthrough ludevicAtEndStep(bool nicosTurn, int anaLost, int nicoLost, bool draws = true)
{
    const QByteArray objects = test::objectJson("ludevic", "Ludevic, Necro-Alchemist") + test::bears("ana", 3, "library")
        + test::bears("nico", 3, "library");
    const QByteArray events = QByteArray("{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"")
        + (draws ? "}" : ", \"may\": false}");
    const QByteArray ana = "{\"id\": \"ana\", \"name\": \"Ana\", \"this_turn\": {\"life_lost\": " + QByteArray::number(anaLost) + "}}";
    const QByteArray nico = "{\"id\": \"nico\", \"name\": \"Nico\", \"this_turn\": {\"life_lost\": " + QByteArray::number(nicoLost) + "}}";
    const QByteArray json = "{\"format\": \"strata-scenario\", \"version\": 1, \"title\": \"t\", \"players\": ["
        + (nicosTurn ? nico + ", " + ana : ana + ", " + nico) + "], \"objects\": [" + objects + "], \"events\": [" + events + "]}";
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

// How many cards `player` has in hand at the end of `p`.
int handOf(const Playthrough& p, const char* player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.zone == Zone::Hand && o.owner == QLatin1String(player) ? 1 : 0;
    return n;
}

bool won(const Playthrough& p, const char* player)
{
    const Player* who = p.finalState.player(QString::fromLatin1(player));
    return who && who->won;
}

}   // namespace

class TestImpTrigAt39b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4, 104.2b: "if you have 200 or more cards in your library" is an intervening "if" about the controller's
    // own library: it holds when that library doesn't have 199 or fewer cards.
    void battleReadsYourLibrarysSize()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Battle of Wits"), 0),
            QStringLiteral("At the beginning of your upkeep, if you have 200 or more cards in your library, you win the game."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Battle of Wits"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::LibraryAtMost);
        QCOMPARE(upkeep->triggerIf->n, 199);
        QVERIFY(upkeep->triggerIf->negated);
        QVERIFY(upkeep->triggerIf->filter);
        QVERIFY(upkeep->triggerIf->filter->ownerYou);
        QVERIFY(upkeep->triggerIf->who.isEmpty());
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect.first().kind, ActionKind::WinGame);
    }

    // CR 603.4, 104.2b: with 200 cards in Nico's library his Battle of Wits wins him the game at his upkeep; he alone
    // wins (the state-based actions used to mark Ana a winner too once the game was over).
    void battleWinsWithTwoHundredCards()
    {
        const Playthrough p = nicosBattleAtUpkeep(200, 0);
        QVERIFY2(won(p, "nico"), qPrintable(test::happened(p)));
        QVERIFY(!won(p, "ana"));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico wins the game (104.2b)")), qPrintable(test::happened(p)));
    }

    // CR 603.4: with 199 cards in Nico's library it doesn't trigger, and Ana's 200 cards are not Nico's library.
    void battleNeedsItsOwnersTwoHundred()
    {
        Playthrough p = nicosBattleAtUpkeep(199, 0);
        QVERIFY(test::charsOf(p, QStringLiteral("wits")));
        QVERIFY2(!won(p, "nico"), qPrintable(test::happened(p)));
        p = nicosBattleAtUpkeep(0, 200);
        QVERIFY(test::charsOf(p, QStringLiteral("wits")));
        QVERIFY2(!won(p, "nico") && !won(p, "ana"), qPrintable(test::happened(p)));
    }

    // CR 111.2, 122.1f: one token for each poison counter Nico's opponents have, counted as the ability resolves.
    void swarmlordCountsOpponentsPoison()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Phyrexian Swarmlord"), 1),
            QStringLiteral("At the beginning of your upkeep, create a 1/1 green Insect creature token with infect for each "
                           "poison counter your opponents have."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Phyrexian Swarmlord"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& create = upkeep->effect.first();
        QCOMPARE(create.kind, ActionKind::CreateToken);
        QVERIFY(create.token);
        QVERIFY(create.amountOf);
        QCOMPARE(create.amountOf->kind, Expr::Kind::PlayerCounters);
        QCOMPARE(create.amountOf->counterKind, QStringLiteral("poison"));
        QCOMPARE(create.amountOf->who, QStringLiteral("opponents"));
    }

    // CR 111.2, 122.1f: Ana has 3 poison counters, so Nico gets three 1/1 Insects with infect; his own poison
    // counters don't count, and with no poisoned opponent he gets none.
    void swarmlordMakesAnInsectPerPoisonCounter()
    {
        Playthrough p = nicosSwarmlordAtUpkeep(3, 5);
        QCOMPARE(insectsWithInfect(p, QStringLiteral("nico")), 3);
        QCOMPARE(insectsWithInfect(p, QStringLiteral("ana")), 0);
        p = nicosSwarmlordAtUpkeep(0, 5);
        QVERIFY(test::charsOf(p, QStringLiteral("lord")));
        QVERIFY2(insectsWithInfect(p, QStringLiteral("nico")) == 0, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 603.4: the draw's own "if" after it, not an intervening "if"; "a player other than you" is an
    // opponent (102.2: Strata's games have no teammates).
    void ludevicReadsTheDrawsOwnCondition()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ludevic, Necro-Alchemist"), 0),
            QStringLiteral("At the beginning of each end step, that player may draw a card if an opponent lost life this turn."));
        const AbilityDef* end = test::parsedWith(fixtures(), QStringLiteral("Ludevic, Necro-Alchemist"), QStringLiteral("end step"));
        QVERIFY(end);
        QCOMPARE(end->event, TriggerEvent::EndStep);
        QVERIFY(!end->triggerIf);
        QCOMPARE(end->effect.size(), 1);
        const Action& draw = end->effect.first();
        QCOMPARE(draw.kind, ActionKind::Draw);
        QCOMPARE(draw.who, QStringLiteral("that_player"));
        QVERIFY(draw.optional);
        QVERIFY(draw.condition);
        QCOMPARE(draw.condition->kind, Condition::Kind::OpponentLostLifeThisTurn);
        QVERIFY(!draw.condition->negated);
    }

    // CR 608.2c, 119.3: at Ana's end step, Nico (her opponent) having lost life, Ana draws; at Nico's end step he draws.
    void ludevicDrawsForTheActivePlayer()
    {
        Playthrough p = ludevicAtEndStep(false, 0, 2);
        QVERIFY2(handOf(p, "ana") == 1, qPrintable(test::happened(p)));
        QCOMPARE(handOf(p, "nico"), 0);
        p = ludevicAtEndStep(true, 0, 2);
        QVERIFY2(handOf(p, "nico") == 1, qPrintable(test::happened(p)));
        QCOMPARE(handOf(p, "ana"), 0);
    }

    // CR 608.2c, 603.5: no draw when only Ana (Ludevic's controller) lost life, when no one did, or when it is declined.
    void ludevicNeedsAnOpponentsLoss()
    {
        Playthrough p = ludevicAtEndStep(false, 3, 0);
        QVERIFY2(handOf(p, "ana") == 0, qPrintable(test::happened(p)));
        p = ludevicAtEndStep(true, 0, 0);
        QVERIFY2(handOf(p, "nico") == 0, qPrintable(test::happened(p)));
        p = ludevicAtEndStep(false, 0, 2, false);
        QVERIFY2(handOf(p, "ana") == 0, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt39b)
#include "tst_imptrigat39b.moc"
