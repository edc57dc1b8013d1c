// Blocks restricted by power, read from real cards' Oracle text (tests/data/import/blocks-power.json,
// issue 16): the rule and its number, the text written back, the card format, and the combat code
// refusing the block the rule forbids and allowing the one at its boundary (CR 509.1b).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("blocks-power.json"));
}

std::optional<GameState> scenario(const QByteArray& objects, const QByteArray& events, CardLibrary* lib)
{
    return test::scenario(fixtures(), objects, events, lib);
}

// The attack is declared, the first block refused by 509.1b, the second one made.
void refusedThenAllowed(const GameState& state, const CardLibrary& lib)
{
    const Playthrough play = EventPlayer::play(state, lib);
    QCOMPARE(play.events.size(), 3);
    QVERIFY(play.events[0].done);
    QVERIFY(!play.events[1].done);
    QCOMPARE(play.events[1].problems.value(0).rule, QStringLiteral("509.1b"));
    QVERIFY(play.events[2].done);
}

}   // namespace

class TestImportBlocks : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 6); }

    void rules_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("power");   // -1: the rule takes no number
        QTest::addColumn<QString>("written");
        QTest::newRow("or less") << "Arlinn's Wolf" << 0 << int(RuleName::CantBeBlockedByPowerOrLess) << 2
                                 << "~ can't be blocked by creatures with power 2 or less.";
        QTest::newRow("or greater") << "Goldmeadow Dodger" << 0 << int(RuleName::CantBeBlockedByPowerOrGreater) << 4
                                    << "~ can't be blocked by creatures with power 4 or greater.";
        QTest::newRow("can't block") << "Ironclaw Orcs" << 0 << int(RuleName::CantBlockPowerOrGreater) << 2
                                     << "~ can't block creatures with power 2 or greater.";
        QTest::newRow("lesser power") << "Wandering Wolf" << 0 << int(RuleName::CantBeBlockedByLesserPower) << -1
                                      << "Creatures with power less than ~'s power can't block it.";
        QTest::newRow("enchanted") << "Kithkin Armor" << 1 << int(RuleName::CantBeBlockedByPowerOrGreater) << 3
                                   << "Enchanted creature can't be blocked by creatures with power 3 or greater.";
    }

    // The rule, its number, the English written back (the round trip trusts it), and the card format.
    void rules()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(int, power);
        QFETCH(QString, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QVERIFY(index < c->abilities.size());
        QCOMPARE(c->abilities[index].status, AbilityStatus::Parsed);
        QCOMPARE(c->abilities[index].written, written);
        const AbilityDef& a = *c->card->front.abilities[index];
        QCOMPARE(a.kind, AbilityDef::Kind::Static);
        QCOMPARE(a.ops.size(), 1);
        QCOMPARE(int(a.ops[0].rule), rule);
        QCOMPARE(a.ops[0].power.has_value(), power >= 0);
        if (power >= 0)
            QCOMPARE(a.ops[0].power->value, power);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a.ops);
    }

    void blocks_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("refused");   // a blocker the rule forbids
        QTest::addColumn<QString>("allowed");   // a blocker at the rule's boundary
        QTest::newRow("power 2 or less") << "Arlinn's Wolf" << "Grizzly Bears" << "Arlinn's Wolf";   // 2; 3
        QTest::newRow("power 4 or greater") << "Goldmeadow Dodger" << "Enraged Ceratok" << "Arlinn's Wolf";   // 4; 3
        QTest::newRow("less than its power") << "Wandering Wolf" << "Goldmeadow Dodger" << "Grizzly Bears";   // 1; 2
    }

    // CR 509.1b: a blocker must meet the attacker's restrictions; a power equal to the rule's number
    // is inside "N or less" and "N or greater", and equal power is not "less than".
    void blocks()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, refused);
        QFETCH(QString, allowed);
        CardLibrary lib;
        const auto state = scenario(QStringLiteral(R"({"id": "a", "card": "%1", "controller": "ana", "timestamp": 1},
               {"id": "no", "card": "%2", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "yes", "card": "%3", "controller": "nico", "owner": "nico", "timestamp": 3})")
                                        .arg(attacker, refused, allowed)
                                        .toUtf8(),
            R"({"id": "e1", "attack": {"a": "nico"}}, {"id": "e2", "block": {"no": ["a"]}},
               {"id": "e3", "block": {"yes": ["a"]}})",
            &lib);
        QVERIFY(state);
        refusedThenAllowed(*state, lib);
    }

    // CR 509.1b: Ironclaw Orcs can't block creatures with power 2 or greater; a 1-power attacker is fine.
    void blockerRestrictedByAttackersPower()
    {
        CardLibrary lib;
        const auto state = scenario(R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "dodger", "card": "Goldmeadow Dodger", "controller": "ana", "timestamp": 2},
               {"id": "orcs", "card": "Ironclaw Orcs", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bears": "nico", "dodger": "nico"}}, {"id": "e2", "block": {"orcs": ["bears"]}},
               {"id": "e3", "block": {"orcs": ["dodger"]}})",
            &lib);
        QVERIFY(state);
        refusedThenAllowed(*state, lib);
    }
};

QTEST_GUILESS_MAIN(TestImportBlocks)
#include "tst_importblocks.moc"
