// Addendum (an ability word, 207.2c): "If you cast this spell during your main phase, …". The condition holds when the
// spell resolving is its controller's and the turn is in that player's main phase (505.1): a step never ends with a
// spell on the stack (500.2), so a spell there in a main phase was cast in it. Read as kicker's "If this spell was
// kicked, …" is, with or without "instead" (608.2c). Sphinx's Insight, Sulfurous Blast and Haunting Hymn are imported
// from their real card objects (Unbreakable Formation and Emergency Powers too, to show what is left unread); Serra
// Angel, Grizzly Bears and Lightning Bolt are built-in.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("addendum.json"));
}

// Ana casts `spell` from her hand (its targets `targets`, a JSON list) in `step` of her turn, or of Nico's with
// `nicosTurn`, and it resolves. Nico has a Serra Angel and five Grizzly Bears in hand; each library four Bolts.
Playthrough castIn(const char* spell, const char* step, const QByteArray& targets = "[]", bool nicosTurn = false)
{
    const QByteArray objects = test::objectJson("spell", spell, ", \"zone\": \"hand\"") + ", "
        + test::objectJson("angel", "Serra Angel", "", "nico") + test::bears("nico", 5, "hand") + ", "
        + test::fourBoltsInEachLibrary();
    const QByteArray events = R"({"id": "e1", "cast": "spell", "targets": )" + targets + R"(}, {"id": "e2", "resolve": "top"})";
    const QByteArray players = nicosTurn ? R"([{"id": "nico", "name": "Nico"}, {"id": "ana", "name": "Ana"}])"
                                         : R"([{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}])";
    // Ordinary strings here: moc 6.4 misreads a raw string holding an odd number of quotes.
    const QByteArray json = "{\"format\": \"strata-scenario\", \"version\": 1, \"title\": \"t\", \"step\": \"" + QByteArray(step)
        + "\", \"players\": " + players + ", \"objects\": [" + objects + "], \"events\": [" + events + "]}";
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
}

}   // namespace

class TestImpAddendum : public QObject {
    Q_OBJECT

private slots:
    // CR 207.2c, 608.2c: the three spells are read whole; the card format keeps them.
    void spellsAreUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Sphinx's Insight", "Sulfurous Blast", "Haunting Hymn"});
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 3);
    }

    // CR 608.2c: the addendum's paragraph, or its sentence after the instruction it replaces, written back.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("a paragraph of its own") << QStringLiteral("Sphinx's Insight") << 1
                                                << QStringLiteral("If you cast this spell during your main phase, you gain 2 life.");
        QTest::newRow("the source again, instead")
            << QStringLiteral("Sulfurous Blast") << 0
            << QStringLiteral("~ deals 2 damage to each creature and each player. If you cast this spell during your main phase, "
                              "it deals 3 damage to each creature and each player instead.");
        QTest::newRow("another number, instead")
            << QStringLiteral("Haunting Hymn") << 0
            << QStringLiteral("Target player discards two cards. If you cast this spell during your main phase, that player "
                              "discards four cards instead.");
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 608.2c: "instead" makes the pair one instruction done one way or the other: the number before when the
    // condition fails, the new one when it holds.
    void insteadIsAPairOfConditions()
    {
        const AbilityDef* blast = test::parsedAbility(fixtures(), QStringLiteral("Sulfurous Blast"), 0);
        QVERIFY(blast);
        QCOMPARE(blast->effect.size(), 2);
        QVERIFY(blast->effect[0].condition && blast->effect[1].condition);
        QCOMPARE(blast->effect[0].condition->kind, Condition::Kind::CastDuringYourMainPhase);
        QVERIFY(blast->effect[0].condition->negated);
        QCOMPARE(blast->effect[1].condition->kind, Condition::Kind::CastDuringYourMainPhase);
        QVERIFY(!blast->effect[1].condition->negated);
        QCOMPARE(blast->effect[1].amount.n, 3);
    }

    // CR 505.1, 608.2c: Sulfurous Blast cast in Ana's first main phase deals 3 to each player and the Angel; at the
    // beginning of combat, or in Nico's main phase (not hers), 2.
    void sulfurousBlastByStep()
    {
        const Playthrough main = castIn("Sulfurous Blast", "main1");
        QVERIFY2(test::lifeOf(main, QStringLiteral("ana")) == 17, qPrintable(test::happened(main)));
        QCOMPARE(test::lifeOf(main, QStringLiteral("nico")), 17);
        QCOMPARE(test::damageOn(main, QStringLiteral("angel")), 3);
        const Playthrough combat = castIn("Sulfurous Blast", "beginning_of_combat");
        QVERIFY2(test::lifeOf(combat, QStringLiteral("ana")) == 18, qPrintable(test::happened(combat)));
        QCOMPARE(test::damageOn(combat, QStringLiteral("angel")), 2);
        const Playthrough nicos = castIn("Sulfurous Blast", "main1", "[]", true);
        QVERIFY2(test::lifeOf(nicos, QStringLiteral("nico")) == 18, qPrintable(test::happened(nicos)));
        QCOMPARE(test::damageOn(nicos, QStringLiteral("angel")), 2);
    }

    // CR 505.1, 701.9a: Haunting Hymn makes Nico discard four of his five cards in Ana's second main phase, two at the
    // end step.
    void hauntingHymnByStep()
    {
        const Playthrough main = castIn("Haunting Hymn", "main2", R"(["nico"])");
        QVERIFY2(test::handCount(main, "nico") == 1, qPrintable(test::happened(main)));
        const Playthrough end = castIn("Haunting Hymn", "end", R"(["nico"])");
        QVERIFY2(test::handCount(end, "nico") == 3, qPrintable(test::happened(end)));
    }

    // CR 505.1, 608.2c: Sphinx's Insight draws two either way; the life only in Ana's main phase.
    void sphinxsInsightByStep()
    {
        const Playthrough main = castIn("Sphinx's Insight", "main1");
        QVERIFY2(test::lifeOf(main, QStringLiteral("ana")) == 22, qPrintable(test::happened(main)));
        QCOMPARE(test::handCount(main, "ana"), 2);
        const Playthrough upkeep = castIn("Sphinx's Insight", "upkeep");
        QVERIFY2(test::lifeOf(upkeep, QStringLiteral("ana")) == 20, qPrintable(test::happened(upkeep)));
        QCOMPARE(test::handCount(upkeep, "ana"), 2);
    }

    // Left unread, said so: Unbreakable Formation's "each of those creatures" names the creatures of the paragraph
    // before; Emergency Powers' put of a permanent card with a mana value limit.
    void whatIsLeftStaysTextOnly()
    {
        QString written;
        QVERIFY(test::notParsed(fixtures(), QStringLiteral("Unbreakable Formation"), 1, &written));
    }
};

QTEST_GUILESS_MAIN(TestImpAddendum)
#include "tst_impaddendum.moc"
