// "Enters tapped unless …" read from real lands' Oracle text (tests/data/import/enters-tapped.json,
// issue 16): the condition under which the land enters tapped (or its negation, "unless"), the Oracle
// sentence written back, the card format, and the land entering tapped or untapped as the board
// decides (CR 614.1c).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("enters-tapped.json"));
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
        QTest::addColumn<bool>("negated");
        QTest::addColumn<QString>("written");
        QTest::newRow("fast land") << "Blooming Marsh" << int(Condition::Kind::YouControlAtLeast) << 3 << false
                                   << "~ enters tapped unless you control two or fewer other lands.";
        QTest::newRow("check land") << "Dragonskull Summit" << int(Condition::Kind::YouControlAtLeast) << 1 << true
                                    << "~ enters tapped unless you control a Swamp or a Mountain.";
        QTest::newRow("slow land") << "Cinder Glade" << int(Condition::Kind::YouControlAtLeast) << 2 << true
                                   << "~ enters tapped unless you control two or more basic lands.";
        QTest::newRow("opponents") << "Luxury Suite" << int(Condition::Kind::OpponentsAtLeast) << 2 << true
                                   << "~ enters tapped unless you have two or more opponents.";
    }

    // The condition is the one under which the land enters tapped, or its negation ("unless"); the
    // English round-trips.
    void written()
    {
        QFETCH(QString, card);
        QFETCH(int, condition);
        QFETCH(int, n);
        QFETCH(bool, negated);
        QFETCH(QString, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        int index = 0;
        while (index < c->abilities.size() && !c->abilities[index].sentence.contains(QLatin1String("tapped unless")))
            ++index;
        QVERIFY(index < c->abilities.size());
        QCOMPARE(c->abilities[index].status, AbilityStatus::Parsed);
        QCOMPARE(c->abilities[index].written, written);
        const AbilityDef& a = *c->card->front.abilities[index];
        QVERIFY(a.replacement.entersTapped);
        QVERIFY(a.condition);
        QCOMPARE(int(a.condition->kind), condition);
        QCOMPARE(a.condition->n, n);
        QCOMPARE(a.condition->negated, negated);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->condition == a.condition);
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

    // CR 614.1c with a negated condition: a check land enters untapped beside a Mountain, tapped beside
    // only a Forest; a slow land untapped beside two basic lands, tapped beside one; Luxury Suite
    // tapped in a two-player game (one opponent).
    void entersTappedUnlessTheConditionHolds()
    {
        const QString mountain = QStringLiteral("Mountain"), forest = QStringLiteral("Forest");
        QCOMPARE(entersTapped(QStringLiteral("Dragonskull Summit"), {mountain}), std::optional<bool>(false));
        QCOMPARE(entersTapped(QStringLiteral("Dragonskull Summit"), {forest}), std::optional<bool>(true));
        QCOMPARE(entersTapped(QStringLiteral("Cinder Glade"), {mountain, forest}), std::optional<bool>(false));
        QCOMPARE(entersTapped(QStringLiteral("Cinder Glade"), {forest}), std::optional<bool>(true));
        QCOMPARE(entersTapped(QStringLiteral("Luxury Suite"), {}), std::optional<bool>(true));
    }
};

QTEST_GUILESS_MAIN(TestImportEntering)
#include "tst_importentering.moc"
