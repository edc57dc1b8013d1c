// Round 22's model batch, read from real cards' Oracle text (tests/data/import/impmodel22.json) and played:
// the creatures in combat with the source ("target creature blocking ~", "target creature it's blocking",
// "all creatures blocking or blocked by ~", Selector::combatWith), devotion (700.5) and converge (the
// colours of mana spent to cast the spell), and the one-shot redirection shields ("the next 1 damage that
// would be dealt to ~ this turn is dealt to target creature instead", "the next time a source of your
// choice would deal damage to you this turn, that damage is dealt to ~ instead", 614.9).
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
    return test::fixtureFile(QStringLiteral("impmodel22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The same, from a snapshot taken in the declare blockers step (its blocks are the objects' `blocking`).
Playthrough playedFromBlockers(const QByteArray& objects, const QByteArray& events)
{
    return test::playFromBlockers(fixtures(), objects, events);
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Ana's Knight of Dusk attacks; Nico's Hill Giant blocks it, his Savannah Lions do not.
const QByteArray kKnightBlocked = R"({"id": "knight", "card": "Knight of Dusk", "timestamp": 1, "attacking": true},
    {"id": "giant", "card": "Hill Giant", "owner": "nico", "controller": "nico", "timestamp": 2, "blocking": ["knight"]},
    {"id": "lions", "card": "Savannah Lions", "owner": "nico", "controller": "nico", "timestamp": 3})";

}   // namespace

class TestImpModel22 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 18); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 509.1h, 509.1, 506.4: the three relations, read and written back.
    void combatRelationsAreRead()
    {
        const AbilityDef* knight = test::parsedAbility(fixtures(), QStringLiteral("Knight of Dusk"), 0);
        QVERIFY(knight);
        QCOMPARE(knight->targets.value(0).combatWith, Selector::CombatWith::BlockingSource);
        const AbilityDef* snowman = test::parsedWith(fixtures(), QStringLiteral("Goblin Snowman"), QStringLiteral("it's blocking"));
        QVERIFY(snowman);
        QCOMPARE(snowman->targets.value(0).combatWith, Selector::CombatWith::BlockedBySource);
        const AbilityDef* frostbeast = test::parsedAbility(fixtures(), QStringLiteral("Kjeldoran Frostbeast"), 0);
        QVERIFY(frostbeast);
        QVERIFY(frostbeast->effect.value(0).object);
        QCOMPARE(frostbeast->effect.value(0).object->combatWith, Selector::CombatWith::BlockingOrBlockedBySource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Barbed-Back Wurm"), 0),
            QStringLiteral("{B}: Target green creature blocking ~ gets -1/-1 until end of turn."));
    }

    // CR 509.1h, 115.1: Knight of Dusk destroys the Hill Giant blocking it; the Savannah Lions, blocking
    // nothing, are no legal target.
    void knightDestroysItsBlocker()
    {
        const Playthrough p = playedFromBlockers(kKnightBlocked,
            R"({"id": "e1", "activate": "knight", "ability": 1, "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Graveyard);
        const Playthrough refused = playedFromBlockers(kKnightBlocked,
            R"({"id": "e1", "activate": "knight", "ability": 1, "targets": ["lions"]})");
        QVERIFY(!outcome(refused, "e1").isEmpty());
        QCOMPARE(test::zoneOf(refused, QStringLiteral("lions")), Zone::Battlefield);
    }

    // CR 509.1: Nico's Goblin Snowman deals 1 damage to the Savannah Lions it blocks, which die (704.5g).
    void snowmanDamagesWhatItBlocks()
    {
        const QByteArray board = R"({"id": "lions", "card": "Savannah Lions", "timestamp": 1, "attacking": true},
            {"id": "bears", "card": "Balduvian Bears", "timestamp": 2, "attacking": true},
            {"id": "snow", "card": "Goblin Snowman", "owner": "nico", "controller": "nico", "timestamp": 3, "blocking": ["lions"]})";
        const Playthrough p = playedFromBlockers(board,
            R"({"id": "e1", "activate": "snow", "ability": 2, "targets": ["lions"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lions")), Zone::Graveyard);
        // The Bears, attacking but not blocked by it, are no legal target.
        const Playthrough refused = playedFromBlockers(board, R"({"id": "e1", "activate": "snow", "ability": 2, "targets": ["bears"]})");
        QVERIFY(!outcome(refused, "e1").isEmpty());
    }

    // CR 608.2h, 509.1h: Tinder Wall, sacrificed to pay for its ability, still names the Hill Giant it
    // was blocking as it last existed: the Giant is dealt 2 damage.
    void sacrificedTinderWallDamagesWhatItBlocked()
    {
        const Playthrough p = playedFromBlockers(R"({"id": "giant", "card": "Hill Giant", "timestamp": 1, "attacking": true},
                {"id": "wall", "card": "Tinder Wall", "owner": "nico", "controller": "nico", "timestamp": 2, "blocking": ["giant"]})",
            R"({"id": "e1", "activate": "wall", "ability": 3, "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wall")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("giant")), 2);
    }

    // CR 506.4, 511.3: at end of combat Nico's Kjeldoran Frostbeast destroys the Hill Giant it blocked;
    // Ana's Leatherback Baloth, not in combat with it, stays.
    void frostbeastDestroysWhatItFought()
    {
        const QByteArray board = R"({"id": "giant", "card": "Hill Giant", "timestamp": 1, "attacking": true},
            {"id": "baloth", "card": "Leatherback Baloth", "timestamp": 2},
            {"id": "beast", "card": "Kjeldoran Frostbeast", "owner": "nico", "controller": "nico", "timestamp": 3, "blocking": ["giant"]})";
        const Playthrough p = playedFromBlockers(board,
            R"({"id": "e1", "begin": "end_of_combat"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("baloth")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("beast")), Zone::Battlefield);
    }

    // CR 700.5: Sanguimancy with Ana's Knight of Dusk ({1}{B}{B}): devotion to black 2 (the spell itself is
    // no permanent), so she draws two cards and loses 2 life.
    void sanguimancyDrawsByDevotion()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Sanguimancy", "zone": "hand"},
                {"id": "knight", "card": "Knight of Dusk", "timestamp": 1},
                {"id": "c1", "card": "Hill Giant", "zone": "library"}, {"id": "c2", "card": "Hill Giant", "zone": "library"},
                {"id": "c3", "card": "Hill Giant", "zone": "library"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("c1")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("c2")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("c3")), Zone::Library);
    }

    // Converge (601.2h): Infuse with the Elements cast for its printed cost {3}{G} spends one colour, so
    // one +1/+1 counter goes on the target.
    void infuseCountsColorsSpent()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Infuse with the Elements", "zone": "hand"},
                {"id": "bears", "card": "Balduvian Bears", "timestamp": 1})",
            R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 1, qPrintable(test::happened(p)));
    }

    // CR 614.9: Zealous Inquisitor's two shields move 2 of Volcanic Hammer's 3 damage to Nico's Savannah
    // Lions, which die; the Inquisitor is dealt 1 and lives.
    void inquisitorRedirectsOneDamage()
    {
        const AbilityDef* inquisitor = test::parsedAbility(fixtures(), QStringLiteral("Zealous Inquisitor"), 0);
        QVERIFY(inquisitor);
        const Action& a = inquisitor->effect.value(0);
        QVERIFY(a.kind == ActionKind::PreventDamage && a.dealtInstead && a.to);
        QCOMPARE(a.dealtInstead->ref, Selector::Ref::Target);
        QCOMPARE(a.to->ref, Selector::Ref::Self);
        const Playthrough p = played(R"({"id": "inq", "card": "Zealous Inquisitor", "timestamp": 1},
                {"id": "lions", "card": "Savannah Lions", "owner": "nico", "controller": "nico", "timestamp": 2},
                {"id": "hammer", "card": "Volcanic Hammer", "owner": "nico", "controller": "nico", "zone": "hand"})",
            R"({"id": "e1", "activate": "inq", "ability": 1, "targets": ["lions"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "inq", "ability": 1, "targets": ["lions"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "cast": "hammer", "targets": ["inq"]}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lions")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("inq")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("inq")), 1);
    }

    // CR 614.9, 609.7a: Beacon of Destiny takes all of Volcanic Hammer's 3 damage aimed at Ana, the source
    // she chose: her life stays 20 and the Beacon (1/3) dies. Without the source chosen nothing moves.
    void beaconTakesTheChosenSourcesDamage()
    {
        const QByteArray board = R"({"id": "beacon", "card": "Beacon of Destiny", "timestamp": 1},
            {"id": "hammer", "card": "Volcanic Hammer", "owner": "nico", "controller": "nico", "zone": "hand"})";
        const Playthrough p = played(board,
            R"({"id": "e1", "cast": "hammer", "targets": ["ana"]}, {"id": "e2", "activate": "beacon", "ability": 1},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["hammer"]}}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("beacon")), Zone::Graveyard);
        const Playthrough unchosen = played(board,
            R"({"id": "e1", "cast": "hammer", "targets": ["ana"]}, {"id": "e2", "activate": "beacon", "ability": 1},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(unchosen, QStringLiteral("ana")), 17);
        QCOMPARE(test::zoneOf(unchosen, QStringLiteral("beacon")), Zone::Battlefield);
    }

    // CR 614.9: a redirection is no prevention: General's Regalia moves the Hammer's damage to Ana's Hill
    // Giant, which dies; the written text says so.
    void regaliaRedirectsToTargetCreature()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("General's Regalia"), 0),
            QStringLiteral("{3}: The next time a source of your choice would deal damage to you this turn, that damage is "
                           "dealt to target creature you control instead."));
        const Playthrough p = played(test::objectJson("regalia", "General\'s Regalia") + "," + test::objectJson("giant", "Hill Giant")
                + R"(,
                {"id": "hammer", "card": "Volcanic Hammer", "owner": "nico", "controller": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "hammer", "targets": ["ana"]},
               {"id": "e2", "activate": "regalia", "ability": 1, "targets": ["giant"]},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["hammer"]}}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpModel22)
#include "tst_impmodel22.moc"
