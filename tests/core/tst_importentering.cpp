// "Enters tapped unless …" read from real lands' Oracle text (tests/data/import/enters-tapped.json,
// issue 16): the condition under which the land enters tapped, the Oracle sentence written back, the
// card format, and the land entering tapped or untapped as the board decides (CR 614.1c).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    static const ImportResult result = importFile(QStringLiteral(STRATA_TEST_DATA "/import/enters-tapped.json"));
    return result;
}

// The land `land` moved from Ana's hand onto the battlefield beside `others` (ids and built-in
// card names); whether it is tapped there.
std::optional<bool> entersTapped(const QString& land, const QStringList& others)
{
    QByteArray objects = QStringLiteral(R"({"id": "new", "card": "%1", "owner": "ana", "zone": "hand"})")
                             .arg(land)
                             .toUtf8();
    for (int i = 0; i < others.size(); ++i)
        objects += QStringLiteral(R"(, {"id": "l%1", "card": "%2", "controller": "ana", "timestamp": %3})")
                       .arg(i)
                       .arg(others[i])
                       .arg(i + 1)
                       .toUtf8();
    CardLibrary lib;
    const auto state
        = test::scenario(fixtures(), objects, R"({"id": "e1", "move": ["new"], "to": "battlefield"})", &lib);
    if (!state)
        return std::nullopt;
    const Playthrough play = EventPlayer::play(*state, lib);
    const int i = play.finalState.objectIndex(QStringLiteral("new"));
    if (play.events.size() != 1 || !play.events[0].done || i < 0)
        return std::nullopt;
    return play.finalState.objects[i].tapped;
}

}   // namespace

class TestImportEntering : public QObject {
    Q_OBJECT
private slots:
    void written_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("condition");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("written");
        QTest::newRow("fast land") << "Blooming Marsh" << int(Condition::Kind::YouControlAtLeast) << 3
                                   << "~ enters tapped unless you control two or fewer other lands.";
    }

    // The condition is the one under which the land enters tapped; the English round-trips.
    void written()
    {
        QFETCH(QString, card);
        QFETCH(int, condition);
        QFETCH(int, n);
        QFETCH(QString, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QCOMPARE(c->abilities.value(0).status, AbilityStatus::Parsed);
        QCOMPARE(c->abilities[0].written, written);
        const AbilityDef& a = *c->card->front.abilities[0];
        QVERIFY(a.replacement.entersTapped);
        QVERIFY(a.condition);
        QCOMPARE(int(a.condition->kind), condition);
        QCOMPARE(a.condition->n, n);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[0]->condition == a.condition);
    }

    // "unless you control two or more basic lands" has no condition the model holds, and the
    // selectors do not read "a Swamp or a Mountain" yet: both stay text, never a wrong parse.
    void otherShapesStayText()
    {
        for (const char* name : {"Cinder Glade", "Dragonskull Summit"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY(c);
            int unless = 0;
            for (const AbilityReport& r : c->abilities)
                if (r.sentence.contains(QLatin1String("tapped unless you control"))) {
                    QCOMPARE(r.status, AbilityStatus::TextOnly);
                    ++unless;
                }
            QCOMPARE(unless, 1);
        }
    }

    // CR 614.1c: the land enters tapped or not as the board stands when it enters: untapped beside
    // two other lands, tapped beside three.
    void entersTappedAsTheBoardDecides()
    {
        const QStringList two = {QStringLiteral("Forest"), QStringLiteral("Island")};
        const QStringList three = {QStringLiteral("Forest"), QStringLiteral("Island"), QStringLiteral("Plains")};
        QCOMPARE(entersTapped(QStringLiteral("Blooming Marsh"), two), std::optional<bool>(false));
        QCOMPARE(entersTapped(QStringLiteral("Blooming Marsh"), three), std::optional<bool>(true));
    }
};

QTEST_GUILESS_MAIN(TestImportEntering)
#include "tst_importentering.moc"
