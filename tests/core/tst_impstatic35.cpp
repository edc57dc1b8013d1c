// A static ability read from a real card's Oracle text (tests/data/import/impstatic35.json), round 35 (the static
// list): Sheltering Prayers' "Basic lands each player controls have shroud as long as that player controls three or
// fewer lands." The condition is each affected land's, about its own controller (611.3a): the layer engine checks it
// for each basic land, so one player's lands may have shroud while another's don't. Checked as read, through the card
// format, and as played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic35.json"));
}

const QString kPrayers = QStringLiteral("Sheltering Prayers");

// Ana's Sheltering Prayers and `anaLands` basic Forests (f1 …), Nico's four Islands (i1 … i4) and his Spreading
// Seas in hand; on Nico's turn he casts the Seas at `target` (an Aura spell targets what it will enchant, 303.4a).
Playthrough seasCastAt(int anaLands, const char* target)
{
    QByteArray board = test::objectJson("prayers", "Sheltering Prayers");
    for (int i = 1; i <= anaLands; ++i)
        board += "," + test::objectJson(QByteArray("f" + QByteArray::number(i)).constData(), "Forest");
    for (int i = 1; i <= 4; ++i)
        board += "," + test::objectJson(QByteArray("i" + QByteArray::number(i)).constData(), "Island", "", "nico");
    board += "," + test::objectJson("seas", "Spreading Seas", R"(, "zone": "hand")", "nico");
    const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"seas\", \"targets\": [\"" + QByteArray(target) + "\"]}";
    return test::playScenarioOnNicosTurn(fixtures(), board, cast);
}

}   // namespace

class TestImpStatic35 : public QObject {
    Q_OBJECT
private slots:
    void prayersAreUnderstood()
    {
        const ImportedCard* prayers = test::findCard(fixtures(), kPrayers);
        QVERIFY(prayers);
        QCOMPARE(prayers->status, CardStatus::Understood);
        QCOMPARE(test::writtenText(fixtures(), kPrayers, 0),
            QStringLiteral("Basic lands each player controls have shroud as long as that player controls three or fewer lands."));
    }

    // CR 611.3a, 613.1f: a static ability granting shroud (layer 6) to basic lands of any controller, under the
    // condition "its controller controls three or fewer lands", kept through the card format.
    void theConditionIsEachLandsController()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kPrayers, QStringLiteral("have shroud"));
        QVERIFY(a && a->kind == AbilityDef::Kind::Static && a->affects && a->condition);
        QCOMPARE(a->affects->controller, Selector::Who::Any);
        QCOMPARE(a->affects->supertypes, quint8(Supertype::Basic));
        QCOMPARE(a->condition->kind, Condition::Kind::AffectedControllerControlsAtMost);
        QCOMPARE(a->condition->n, 3);
        QVERIFY(a->condition->filter && a->condition->filter->types == quint16(CardType::Land));
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 1);
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), kPrayers)->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 1);
        QVERIFY(back->front.abilities.first()->condition);
        QCOMPARE(back->front.abilities.first()->condition->kind, Condition::Kind::AffectedControllerControlsAtMost);
    }

    // CR 611.3a, 702.18a, 303.4a: Ana controls three lands, so her Forests have shroud and Nico's Spreading Seas
    // can't target one; Nico controls four, so his Islands don't have it and the Seas may target his own Island.
    void threeOrFewerLandsHaveShroud()
    {
        const Playthrough play = seasCastAt(3, "f1");
        QVERIFY(test::hasKeyword(play, QStringLiteral("f1"), QStringLiteral("Shroud")));
        QVERIFY(test::hasKeyword(play, QStringLiteral("f3"), QStringLiteral("Shroud")));
        QVERIFY(!test::hasKeyword(play, QStringLiteral("i1"), QStringLiteral("Shroud")));
        QVERIFY(!test::hasKeyword(play, QStringLiteral("prayers"), QStringLiteral("Shroud")));
        // 601.2c: an illegal target refuses the cast
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 601.2c")});
        const Playthrough own = seasCastAt(3, "i1");
        QVERIFY2(test::eventOutcome(own, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(own)));
    }

    // CR 611.3a: with a fourth Forest, Ana's lands lose shroud and the Seas may target one.
    void fourLandsDontHaveShroud()
    {
        const Playthrough play = seasCastAt(4, "f1");
        QVERIFY(!test::hasKeyword(play, QStringLiteral("f1"), QStringLiteral("Shroud")));
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
    }
};

QTEST_MAIN(TestImpStatic35)
#include "tst_impstatic35.moc"
