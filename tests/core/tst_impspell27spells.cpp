// Round 27's instants and sorceries read from real cards' Oracle text (tests/data/import/impspell27.json):
// "Then flip a coin." after an instruction (705, 608.2c) whose won flip returns the resolving spell to its
// owner's hand (608.2n): the English written back (the round trip trusts it), the card format, and what the
// event player does.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell27.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const QByteArray moltenBirthObjects = R"({"id": "mb", "card": "Molten Birth", "zone": "hand"})";

}   // namespace

class TestImpSpell27Spells : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 1); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("then flip a coin") << "Molten Birth"
                                          << "Create"
                                          << "Create two 1/1 red Elemental creature tokens. Flip a coin. If you win "
                                             "the flip, return ~ to its owner's hand.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void wonFlipReturnsTheSpell()
    {
        // CR 705.1, 608.2n: Molten Birth's won flip returns it from the stack to Ana's hand, so it is not
        // put into her graveyard; a lost flip leaves it to go there. The tokens are made either way.
        const QByteArray cast = R"({"id": "e1", "cast": "mb"}, {"id": "e2", "resolve": "top", "flips": [)";
        const Playthrough won = played(moltenBirthObjects, cast + "true]}");
        QCOMPARE(test::zoneOf(won, "mb"), Zone::Hand);
        QCOMPARE(test::idsIn(won.finalState, Zone::Battlefield).size(), 2);
        const Playthrough lost = played(moltenBirthObjects, cast + "false]}");
        QCOMPARE(test::zoneOf(lost, "mb"), Zone::Graveyard);
        QCOMPARE(test::idsIn(lost.finalState, Zone::Battlefield).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell27Spells)
#include "tst_impspell27spells.moc"
