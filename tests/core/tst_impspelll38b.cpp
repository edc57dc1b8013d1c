// Round 38's second helper on instants and sorceries that name a library (tests/data/import/impspelll38b.json):
// a clash with a branch for each outcome, "Clash with an opponent. If you win, target player discards two cards.
// Otherwise, that player discards a card." (Pulling Teeth). The structure, the English written back (the round
// trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll38b.json"));
}

// Ana casts `card` from her hand at `target`, and it resolves; the top cards of Ana's and Nico's libraries
// decide a clash.
Playthrough anaCasts(const char* card, const char* target, const QByteArray& objects)
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [") + target + "]}, {\"id\": \"e2\", \"resolve\": "
            "\"top\"}");
}

// The top cards of Ana's and Nico's libraries, one each.
QByteArray tops(const char* anasTop, const char* nicosTop)
{
    return QByteArray("{\"id\": \"anatop\", \"card\": \"") + anasTop + "\", \"zone\": \"library\"}, {\"id\": \"nicotop\", "
        "\"card\": \"" + nicosTop + "\", \"owner\": \"nico\", \"zone\": \"library\"}";
}

}   // namespace

class TestImpSpellL38b : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's): the loss's player is "that player".
    void writtenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Pulling Teeth"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pulling Teeth"), 0),
            QStringLiteral("Clash with an opponent. If you win, target player discards two cards. Otherwise, that player "
                           "discards a card."));
    }

    // CR 701.30: the clash's nested instructions are one branch for a win and one, marked `otherwise`, for
    // anything else; CR 115.1: both are the one target player's, named once.
    void clashHasTwoBranches()
    {
        const AbilityDef* teeth = test::parsedAbility(fixtures(), QStringLiteral("Pulling Teeth"), 0);
        QVERIFY(teeth);
        QCOMPARE(teeth->targets.size(), 1);
        QCOMPARE(teeth->effect.size(), 1);
        const Action& clash = teeth->effect[0];
        QCOMPARE(clash.kind, ActionKind::Clash);
        QCOMPARE(clash.nested.size(), 2);
        QCOMPARE(clash.nested[0].kind, ActionKind::Discard);
        QCOMPARE(clash.nested[0].amount.n, 2);
        QVERIFY(!clash.nested[0].otherwise);
        QCOMPARE(clash.nested[1].kind, ActionKind::Discard);
        QCOMPARE(clash.nested[1].amount.n, 1);
        QVERIFY(clash.nested[1].otherwise);
        QCOMPARE(clash.nested[1].who, QStringLiteral("target_player"));
        // Through the card format, the loss's mark stays.
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Pulling Teeth"))->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities.value(0) && back->front.abilities[0]->effect.value(0).nested.value(1).otherwise);
    }

    // CR 701.30a, 701.30d: Ana's Craw Wurm beats Nico's Forest, so Nico discards two of his three cards; with the
    // Forest on her side she doesn't win (a tie would not win either), and he discards one.
    void pullingTeethDiscardsByTheClash()
    {
        const QByteArray hand = R"({"id": "h1", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "h2", "card": "Island", "owner": "nico", "zone": "hand"},
            {"id": "h3", "card": "Forest", "owner": "nico", "zone": "hand"}, )";
        const Playthrough won = anaCasts("Pulling Teeth", "\"nico\"", hand + tops("Craw Wurm", "Forest"));
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(won)));
        QCOMPARE(test::zoneOf(won, "h1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(won, "h2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(won, "h3"), Zone::Hand);
        const Playthrough lost = anaCasts("Pulling Teeth", "\"nico\"", hand + tops("Forest", "Craw Wurm"));
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(lost)));
        QCOMPARE(test::zoneOf(lost, "h1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(lost, "h2"), Zone::Hand);
        QCOMPARE(test::zoneOf(lost, "h3"), Zone::Hand);
        const Playthrough tie = anaCasts("Pulling Teeth", "\"nico\"", hand + tops("Forest", "Island"));
        QVERIFY2(test::happened(tie).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(tie)));
        QCOMPARE(test::zoneOf(tie, "h1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(tie, "h2"), Zone::Hand);
        // Ana, who is no target, keeps her hand either way.
        const Playthrough atAna = anaCasts("Pulling Teeth", "\"ana\"",
            hand + R"({"id": "mine", "card": "Island", "zone": "hand"}, )" + tops("Forest", "Craw Wurm"));
        QCOMPARE(test::zoneOf(atAna, "mine"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(atAna, "h1"), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL38b)
#include "tst_impspelll38b.moc"
