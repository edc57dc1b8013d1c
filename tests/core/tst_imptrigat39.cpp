// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat39.json), round 39 (`imptrigat39`). "At the beginning of your upkeep, if each player has
// 10 or less life, transform Cryptolith Fragment." (Cryptolith Fragment: an intervening "if" about every player's life).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat39.json"));
}

// Nico's Cryptolith Fragment at the beginning of his upkeep (the scenario opens in Ana's turn), Ana's and Nico's life
// as `anaLife` and `nicoLife`; the trigger, if any, resolves.
Playthrough nicosFragmentAtUpkeep(int anaLife, int nicoLife)
{
    const QByteArray objects = test::objectJson("frag", "Cryptolith Fragment", "", "nico");
    const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
    const QByteArray json = test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(anaLife),
        ", \"life\": " + QByteArray::number(nicoLife));
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

}   // namespace

class TestImpTrigAt39 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4, 119.1: "if each player has 10 or less life" is an intervening "if" that holds when no player has 11 or
    // more life (life totals are whole numbers), asked of every player in the game.
    void fragmentReadsEachPlayersLife()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cryptolith Fragment"), 2),
            QStringLiteral("At the beginning of your upkeep, if each player has 10 or less life, transform ~."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Cryptolith Fragment"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::LifeAtLeast);
        QCOMPARE(upkeep->triggerIf->n, 11);
        QVERIFY(upkeep->triggerIf->negated);
        QCOMPARE(upkeep->triggerIf->who, QStringLiteral("any_player"));
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect.first().kind, ActionKind::Transform);
    }

    // CR 603.4, 712.8: with both players at 10 life, Nico's Fragment transforms into Aurora of Emrakul (flying).
    void fragmentTransformsWhenEveryoneIsLow()
    {
        const Playthrough p = nicosFragmentAtUpkeep(10, 10);
        QVERIFY2(test::hasKeyword(p, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(p)));
        const Playthrough low = nicosFragmentAtUpkeep(3, 7);
        QVERIFY2(test::hasKeyword(low, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(low)));
    }

    // CR 603.4: when any one player has 11 or more life, whether Nico or his opponent, the ability doesn't trigger.
    void fragmentStaysWhenAnyoneIsHigh()
    {
        Playthrough p = nicosFragmentAtUpkeep(11, 10);
        QVERIFY(test::charsOf(p, QStringLiteral("frag")));
        QVERIFY2(!test::hasKeyword(p, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(p)));
        p = nicosFragmentAtUpkeep(10, 20);
        QVERIFY(test::charsOf(p, QStringLiteral("frag")));
        QVERIFY2(!test::hasKeyword(p, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt39)
#include "tst_imptrigat39.moc"
