// Activated abilities read from real cards' Oracle text (tests/data/import/impact36.json), round 36.
// Lands made X/X creatures where X is counted: Vastwood Animist's "Target land you control becomes an X/X
// Elemental creature until end of turn, where X is the number of Allies you control. It's still a land." (the
// writer's "Until end of turn, … in addition to its other types, where X is …") and Elvish Branchbender's "Until
// end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, where X is the
// number of Elves you control.". Each is checked as read, through the card format, and as played: X is counted
// once as the ability resolves (608.2h), so a later change of the count leaves the land as it was made.
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
    return test::fixtureFile(QStringLiteral("impact36.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The animation's base power and toughness (613.4b), or null.
const Op* basePT(const AbilityDef* ability)
{
    if (!ability || ability->effect.size() != 1 || !ability->effect[0].continuous)
        return nullptr;
    for (const Op& op : ability->effect[0].continuous->ops)
        if (op.kind == Op::Kind::SetPT)
            return &op;
    return nullptr;
}

}   // namespace

class TestImpact36 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 2);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 107.3, 205.1b, 608.2h, 613.4b: Vastwood Animist's land becomes a creature whose base power and
    // toughness are the number of Allies Ana controls as the ability resolves (two Animists: 2/2), and it keeps
    // its land types; when the other Animist dies later, the Forest stays 2/2; the turn's end ends it (514.2).
    void vastwoodAnimistMakesALandAnXByXCountingAllies()
    {
        const AbilityDef* animist = test::parsedWith(fixtures(), QStringLiteral("Vastwood Animist"), QStringLiteral("X/X"));
        const Op* pt = basePT(animist);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->kind, Expr::Kind::Count);
        QVERIFY(*pt->power == *pt->toughness);
        QCOMPARE(animist->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vastwood Animist"), 0),
            QStringLiteral("{T}: Until end of turn, target land you control becomes an X/X Elemental creature in addition to its "
                           "other types, where X is the number of Allies you control."));
        const QByteArray board = test::objectJson("animist", "Vastwood Animist") + ","
            + test::objectJson("other", "Vastwood Animist") + "," + test::objectJson("forest", "Forest");
        const QByteArray animated = R"({"id": "e1", "activate": "animist", "ability": 1, "targets": ["forest"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* land = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY(land && land->type.has(CardType::Creature) && land->type.has(CardType::Land));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("2/2"));
        const Playthrough fewer = played(board, animated + R"(, {"id": "e3", "damage": [{"source": "animist", "to": "other", "amount": 1}]})");
        QCOMPARE(test::zoneOf(fewer, QStringLiteral("other")), Zone::Graveyard);
        QCOMPARE(test::ptOf(fewer, QStringLiteral("forest")), QStringLiteral("2/2"));
        const Playthrough ended = played(board, animated + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(ended, QStringLiteral("forest"))->type.has(CardType::Creature));
    }

    // CR 115.1, 205.1b, 608.2h, 613.4b: Elvish Branchbender targets a Forest only (a Plains is no legal target);
    // the Forest becomes a Treefolk creature as big as the Elves Ana controls as it resolves (Branchbender and
    // Llanowar Elves: 2/2) and stays a Forest; the Elves dying later leaves it 2/2.
    void elvishBranchbenderMakesAForestAnXByXCountingElves()
    {
        const AbilityDef* bender = test::parsedWith(fixtures(), QStringLiteral("Elvish Branchbender"), QStringLiteral("X/X"));
        const Op* pt = basePT(bender);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->kind, Expr::Kind::Count);
        QCOMPARE(bender->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elvish Branchbender"), 0),
            QStringLiteral("{T}: Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, "
                           "where X is the number of Elves you control."));
        const QByteArray board = test::objectJson("bender", "Elvish Branchbender") + ","
            + test::objectJson("elves", "Llanowar Elves") + "," + test::objectJson("forest", "Forest") + ","
            + test::objectJson("plains", "Plains");
        const Playthrough onPlains = played(board, R"({"id": "e1", "activate": "bender", "ability": 1, "targets": ["plains"]})");
        QVERIFY(test::refused(onPlains, "e1"));
        const QByteArray animated = R"({"id": "e1", "activate": "bender", "ability": 1, "targets": ["forest"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animated);
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const Characteristics* forest = test::charsOf(play, QStringLiteral("forest"));
        QVERIFY(forest && forest->type.has(CardType::Creature) && forest->type.has(CardType::Land));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("2/2"));
        const Playthrough fewer = played(board, animated + R"(, {"id": "e3", "damage": [{"source": "bender", "to": "elves", "amount": 1}]})");
        QCOMPARE(test::zoneOf(fewer, QStringLiteral("elves")), Zone::Graveyard);
        QCOMPARE(test::ptOf(fewer, QStringLiteral("forest")), QStringLiteral("2/2"));
    }
};

QTEST_GUILESS_MAIN(TestImpact36)
#include "tst_impact36.moc"
