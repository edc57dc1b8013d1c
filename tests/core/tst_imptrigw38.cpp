// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw38.json), round 38
// (`imptrigw38`): "creatures defending player controls get -1/-1 until end of turn" after another creature's
// attack (Silumgar, the Drifting Death), the set fixed as the trigger resolves.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigw38.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const QString kSilumgar = QStringLiteral("Silumgar, the Drifting Death");

// Ana's Silumgar and Grizzly Bears, Nico's Grizzly Bears and Llanowar Elves; `attacker` attacks Nico and the
// trigger resolves.
Playthrough silumgarPlayed(const char* attacker)
{
    return played(test::objectJson("silumgar", "Silumgar, the Drifting Death") + ", "
            + test::objectJson("ab", "Grizzly Bears") + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("ne", "Llanowar Elves", "", "nico"),
        QByteArray("{\"id\": \"e1\", \"attack\": {\"") + attacker + "\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpTrigW38 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.5a, 611.2c: "creatures defending player controls get -1/-1 until end of turn" is a change of P/T
    // whose set is the creatures the player the Dragon attacks controls; the writer says it back.
    void silumgarReadsTheDefendingPlayersCreatures()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kSilumgar, QStringLiteral("defending player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::Attacks);
        QVERIFY(a->eventFilter && a->eventFilter->controller == Selector::Who::You);
        QCOMPARE(a->effect.size(), 1);
        const Action& pump = a->effect.first();
        QVERIFY(pump.continuous && pump.continuous->affects);
        QCOMPARE(pump.continuous->affects->whose, QStringLiteral("defending_player"));
        QCOMPARE(pump.continuous->affects->types, quint16(CardType::Creature));
        QCOMPARE(pump.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), kSilumgar, 2),
            QStringLiteral("Whenever a Dragon you control attacks, all creatures defending player controls get -1/-1 "
                           "until end of turn."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kSilumgar)->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[2]->effect[0].continuous->affects->whose, QStringLiteral("defending_player"));
    }

    // CR 508.5a, 611.2c, 704.5f: Silumgar attacking Nico gives his creatures -1/-1: his Bears are 1/1, his
    // Llanowar Elves (1/1) dies, and Ana's own Bears and Silumgar keep their size.
    void silumgarShrinksTheDefendingPlayersCreatures()
    {
        const Playthrough p = silumgarPlayed("silumgar");
        QCOMPARE(test::ptOf(p, QStringLiteral("nb")), QStringLiteral("1/1"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ne")), Zone::Graveyard);
        QCOMPARE(test::ptOf(p, QStringLiteral("ab")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(p, QStringLiteral("silumgar")), QStringLiteral("3/7"));
    }

    // CR 603.2: the Bears, not a Dragon, attacking alone trigger nothing; Nico's creatures keep their size.
    void aCreatureNotADragonTriggersNothing()
    {
        const Playthrough p = silumgarPlayed("ab");
        QCOMPARE(test::ptOf(p, QStringLiteral("nb")), QStringLiteral("2/2"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ne")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW38)
#include "tst_imptrigw38.moc"
