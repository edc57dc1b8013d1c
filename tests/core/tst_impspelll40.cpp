// Round 40's helper on instants and sorceries that name a library (tests/data/import/impspelll40.json): every card of a
// kind among the top X revealed, "Reveal the top X cards of your library. Put all creature cards revealed this way into
// your hand and the rest on the bottom of your library in any order." (Enshrined Memories); and a kicked search of the
// target player's library again with another number, "Search target player's library for up to three cards, exile them,
// then that player shuffles their library. If Sadistic Sacrament was kicked, instead search that player's library for up
// to fifteen cards, exile them, then that player shuffles their library." (Sadistic Sacrament). The structure, the
// English written back (the round trip trusts it), the card format, and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspelll40.json"));
}

// Ana casts Enshrined Memories with X = `x`. Her library, top first: a Grizzly Bears, a Forest, a Craw Wurm and another
// Grizzly Bears.
Playthrough memoriesWithX(int x)
{
    const QByteArray objects = R"({"id": "spell", "card": "Enshrined Memories", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
        {"id": "forest", "card": "Forest", "zone": "library"},
        {"id": "wurm", "card": "Craw Wurm", "zone": "library"},
        {"id": "deep", "card": "Grizzly Bears", "zone": "library"})";
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"choices\": {\"x\": " + QByteArray::number(x)
            + "}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Sadistic Sacrament at Nico, kicked or not, and names four of the five cards of his library to exile.
Playthrough sacramentKicked(bool kicked)
{
    const QByteArray objects = R"({"id": "spell", "card": "Sadistic Sacrament", "zone": "hand"},
        {"id": "n1", "card": "Grizzly Bears", "zone": "library", "owner": "nico"},
        {"id": "n2", "card": "Forest", "zone": "library", "owner": "nico"},
        {"id": "n3", "card": "Craw Wurm", "zone": "library", "owner": "nico"},
        {"id": "n4", "card": "Grizzly Bears", "zone": "library", "owner": "nico"},
        {"id": "n5", "card": "Forest", "zone": "library", "owner": "nico"},
        {"id": "mine", "card": "Grizzly Bears", "zone": "library"})";
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]") + (kicked ? ", \"kicked\": true" : "")
            + "}, {\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"n1\", \"n2\", \"n3\", \"n4\"]}}");
}

}   // namespace

class TestImpSpellL40 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

    // The understood card goes through the card format and reads back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back: "the top X cards", every creature card kept.
    void memoriesWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Enshrined Memories"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Enshrined Memories"), 0),
            QStringLiteral("Reveal the top X cards of your library. Put all creature cards revealed this way into your hand "
                           "and the rest on the bottom of your library in any order."));
    }

    // CR 107.3a, 701.16a: X cards are revealed (the spell's X), and `keep` equals `n` (0 for X): every creature card
    // among them is kept, none chosen.
    void memoriesStructure()
    {
        const AbilityDef* memories = test::parsedAbility(fixtures(), QStringLiteral("Enshrined Memories"), 0);
        QVERIFY(memories);
        QCOMPARE(memories->effect.size(), 1);
        const Action& look = memories->effect[0];
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QVERIFY(look.amount.x && !look.amountOf);
        QCOMPARE(look.keep, 0);
        QVERIFY(look.reveal && look.object);
        QCOMPARE(look.object->types, quint16(CardType::Creature));
        QCOMPARE(look.text, QStringLiteral("bottom_any_order"));
    }

    // CR 107.3a, 608.2c, 401.4: with X = 3, both creature cards among the top three go to Ana's hand and the Forest to
    // the bottom of her library, under the fourth card; the Bears below the three is not revealed and stays.
    void memoriesKeepsEveryCreatureAmongX()
    {
        const Playthrough play = memoriesWithX(3);
        const GameState& end = play.finalState;
        QVERIFY2(test::idsIn(end, Zone::Hand) == (QStringList{"bears", "wurm"}), qPrintable(test::happened(play)));
        QCOMPARE(test::idsIn(end, Zone::Library).size(), 2);
        QCOMPARE(test::zoneOf(play, QStringLiteral("deep")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Library);
        QVERIFY2(test::happened(play).contains(QStringLiteral("puts Forest on the bottom of their library")),
            qPrintable(test::happened(play)));
    }

    // CR 107.3a: X is the number revealed; with X = 1 only the top Bears is kept and nothing else moves.
    void memoriesWithOneRevealsOne()
    {
        const Playthrough play = memoriesWithX(1);
        const GameState& end = play.finalState;
        QVERIFY2(test::idsIn(end, Zone::Hand) == QStringList{"bears"}, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("wurm")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("deep")), Zone::Library);
    }

    // The English written back: Denying Wind's two sentences for the first search (the same instructions in the same
    // order), the kicked one as printed, the player named again.
    void sacramentWrittenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Sadistic Sacrament"), 1));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sadistic Sacrament"), 1),
            QStringLiteral("Search target player's library for up to three cards and exile them. Then that player shuffles "
                           "their library. If ~ was kicked, instead search that player's library for up to fifteen cards, "
                           "exile them, then that player shuffles their library."));
    }

    // CR 702.33d, 701.23, 608.2c: one target player; the search of up to three is done only unkicked, the search of
    // up to fifteen of that same player's library (no second target) only kicked.
    void sacramentStructure()
    {
        const AbilityDef* sacrament = test::parsedAbility(fixtures(), QStringLiteral("Sadistic Sacrament"), 1);
        QVERIFY(sacrament);
        QCOMPARE(sacrament->targets.size(), 1);
        QCOMPARE(sacrament->effect.size(), 2);
        const Action& plain = sacrament->effect[0];
        const Action& kicked = sacrament->effect[1];
        QCOMPARE(plain.kind, ActionKind::SearchLibrary);
        QCOMPARE(kicked.kind, ActionKind::SearchLibrary);
        QCOMPARE(kicked.who, QStringLiteral("target_player"));
        QCOMPARE(kicked.text, QStringLiteral("exile"));
        QCOMPARE(plain.amount.n, 3);
        QCOMPARE(kicked.amount.n, 15);
        QVERIFY(plain.object && kicked.object);
        QCOMPARE(kicked.object->upTo, quint8(15));
        QVERIFY(plain.condition && plain.condition->kind == Condition::Kind::Kicked && plain.condition->negated);
        QVERIFY(kicked.condition && kicked.condition->kind == Condition::Kind::Kicked && !kicked.condition->negated);
        QCOMPARE(kicked.instead, Action::Instead::InsteadFirst);
    }

    // CR 702.33d, 701.23: unkicked, three of the four cards Ana names in Nico's library are exiled (up to three); her own
    // library is not searched.
    void sacramentUnkickedExilesThree()
    {
        const Playthrough play = sacramentKicked(false);
        const QStringList exiled = test::idsIn(play.finalState, Zone::Exile);
        QVERIFY2(exiled.size() == 3, qPrintable(test::happened(play)));
        QVERIFY(!exiled.contains(QStringLiteral("n5")));
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Library);
    }

    // CR 702.33d, 701.23: kicked, all four named are exiled (up to fifteen), the fifth stays; Nico shuffles.
    void sacramentKickedExilesAllNamed()
    {
        const Playthrough play = sacramentKicked(true);
        QVERIFY2(test::idsIn(play.finalState, Zone::Exile) == (QStringList{"n1", "n2", "n3", "n4"}),
            qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("n5")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Library);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Nico shuffles")), qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL40)
#include "tst_impspelll40.moc"
