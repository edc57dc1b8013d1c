// "That spell's mana value" in a triggered ability of a cast event (round 27, issue 16), read from real
// cards' Oracle text (tests/data/import/castspell27.json): "Whenever an opponent casts a spell, Kaervek the
// Merciless deals damage to any target equal to that spell's converted mana cost.", and Metallurgic
// Summonings' "create an X/X colorless Construct artifact creature token, where X is that spell's converted
// mana cost" (its activated ability is read since round 34, so both cards go through the card format). The amount is the
// mana value of the spell the event names (603.7c, 202.3), counted as the trigger resolves (608.2h).
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
    return test::fixtureFile(QStringLiteral("castspell27.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Kaervek on the battlefield, Nico's creature spells in his hand.
const QByteArray kKaervekAndNicosHand = R"({"id": "kaervek", "card": "Kaervek the Merciless", "timestamp": 1},
    {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
    {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
    {"id": "abears", "card": "Grizzly Bears", "owner": "ana", "zone": "hand"})";

}   // namespace

class TestCastSpellValue : public QObject {
    Q_OBJECT
private slots:
    void bothCardsAreUnderstoodAndKeptByTheCardFormat()
    {
        test::checkEveryCardUnderstood(fixtures(), 2);
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 603.7c: the amount names the spell the trigger event named, not a target or a moved card.
    void kaervekReadsTheSpellsManaValue()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Kaervek the Merciless"), QStringLiteral("that spell's"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::OpponentCastsSpell);
        QCOMPARE(a->effect.size(), 1);
        const Action& damage = a->effect.first();
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.amountOf);
        QCOMPARE(damage.amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(damage.amountOf->who, QStringLiteral("it"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kaervek the Merciless"), 0),
            QStringLiteral("Whenever an opponent casts a spell, ~ deals damage to any target equal to that spell's mana value."));
    }

    // CR 603.2, 202.3: Nico casts Grizzly Bears ({1}{G}); Kaervek deals 2 damage to the target its trigger
    // names, Nico.
    void kaervekDealsTheManaValueOfACreatureSpell()
    {
        const Playthrough p = played(kKaervekAndNicosHand,
            R"({"id": "e1", "cast": "bears", "triggers": {"e1.1": {"targets": ["nico"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("kaervek:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Stack);   // below the trigger, not resolved yet
    }

    // CR 603.3, 608.2h: Nico's Lightning Bolt ({R}) targets Kaervek; the trigger goes on the stack above it
    // and resolves first, counted then, while the Bolt is still a spell: 1 damage to Nico.
    void kaervekDealsOneForLightningBolt()
    {
        const Playthrough p = played(kKaervekAndNicosHand,
            R"({"id": "e1", "cast": "bolt", "targets": ["kaervek"], "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Stack);
    }

    // CR 603.2, 202.3: Ana casts Lightning Bolt ({R}); Metallurgic Summonings' trigger makes a 1/1 Construct.
    // Her Grizzly Bears, a creature spell, triggers nothing.
    void summoningsMakesATokenAsBigAsTheSpell()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Metallurgic Summonings"), QStringLiteral("that spell's"));
        QVERIFY(a);
        const Playthrough p = played(R"({"id": "summonings", "card": "Metallurgic Summonings", "timestamp": 1},
                {"id": "abolt", "card": "Lightning Bolt", "owner": "ana", "zone": "hand"},
                {"id": "abears", "card": "Grizzly Bears", "owner": "ana", "zone": "hand"})",
            R"({"id": "e1", "cast": "abolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "abears"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("summonings:1")});
        QVERIFY(test::eventOutcome(p, QStringLiteral("e3")).isEmpty());
        QStringList constructs;
        for (const QString& id : test::idsIn(p.finalState, Zone::Battlefield))
            if (const Characteristics* c = test::charsOf(p, id); c && c->name == QLatin1String("Construct"))
                constructs << test::ptOf(p, id);
        QVERIFY2(constructs == QStringList{QStringLiteral("1/1")}, qPrintable(test::happened(p)));
    }

    // CR 603.2: a spell Kaervek's own controller casts is not an opponent's: nothing triggers.
    void kaervekIgnoresItsControllersSpells()
    {
        const Playthrough p = played(kKaervekAndNicosHand, R"({"id": "e1", "cast": "abears"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestCastSpellValue)
#include "tst_castspellvalue.moc"
