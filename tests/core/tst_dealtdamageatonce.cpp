// "Whenever ~ is dealt damage" and damage from several sources dealt at once. A step's combat damage is
// one event (510.2), and so is an events.md `damage` event ("noncombat damage dealt at the same time"):
// an object dealt damage by two sources in it is dealt damage once, so the ability triggers once, and
// "that many" is the total (the Boros Reckoner ruling: "If Boros Reckoner is dealt damage by multiple
// sources at once, such as by two creatures blocking it, its ability triggers once"). Damage dealt in two
// events triggers twice. Played with Saber Ants ("Whenever Saber Ants is dealt damage, you may create that
// many 1/1 green Insect creature tokens.") from tests/data/import/imptrigb22.json. "Whenever a source deals
// damage to ~" (Nested Ghoul, tests/data/import/dealtdamage26.json) triggers once per source instead: since
// round 30 its own event, never read as "is dealt damage" (played in tst_impevents30).
#include "ImportFixtures.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(test::fixtureFile(QStringLiteral("imptrigb22.json")), objects, events);
}

// Ana's Saber Ants (2/3) and Nico's two Grizzly Bears.
const QByteArray antsAndTwoBears = R"({"id": "ants", "card": "Saber Ants", "timestamp": 1},
    {"id": "bears1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
    {"id": "bears2", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})";

// The tokens on the battlefield after the playthrough: the Insects the Ants made.
int insects(const Playthrough& play)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, Zone::Battlefield))
        n += play.finalState.object(id)->token ? 1 : 0;
    return n;
}

}   // namespace

class TestDealtDamageAtOnce : public QObject {
    Q_OBJECT
private slots:
    // CR 120.3, 603.2c: one `damage` event, two sources: one trigger, and two Insects for the 1 + 1.
    void twoSourcesInOneEventTriggerOnce()
    {
        const Playthrough play = played(antsAndTwoBears,
            R"({"id": "e1", "damage": [{"source": "bears1", "to": "ants", "amount": 1},
                                       {"source": "bears2", "to": "ants", "amount": 1}]},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("ants:1")});
        QVERIFY2(insects(play) == 2, qPrintable(test::happened(play)));
        QVERIFY(play.finalState.stack.isEmpty());
    }

    // CR 603.2c: Nested Ghoul's "Whenever a source deals damage to ~" is another event than "is dealt
    // damage" (one trigger per source): round 30 reads it as its own event, not as Saber Ants' one.
    void aSourceDealingDamageIsNotReadAsDealtDamage()
    {
        const ImportResult& ghoul = test::fixtureFile(QStringLiteral("dealtdamage26.json"));
        QCOMPARE(ghoul.cards.size(), 1);
        const AbilityDef* a = test::parsedAbility(ghoul, QStringLiteral("Nested Ghoul"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SourceDealsDamageToSelf);
        QVERIFY(a->event != TriggerEvent::SelfDealtDamage);
    }

    // CR 603.2: the same damage in two events is two events: two triggers, one Insect each.
    void twoEventsTriggerTwice()
    {
        const Playthrough play = played(antsAndTwoBears,
            R"({"id": "e1", "damage": [{"source": "bears1", "to": "ants", "amount": 1}]},
               {"id": "e2", "damage": [{"source": "bears2", "to": "ants", "amount": 1}]},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("ants:1")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("ants:1")});
        QVERIFY2(insects(play) == 2, qPrintable(test::happened(play)));
    }

    // CR 510.2, 603.2c: the Ants attack and both Bears block; the step's combat damage (2 + 2) is dealt at
    // once, so the Ants' ability triggers once, for 4, though the Ants die of it (704.5g).
    void twoBlockersTriggerOnceForTheirTotal()
    {
        const Playthrough play = played(antsAndTwoBears,
            R"({"id": "e1", "attack": {"ants": "nico"}}, {"id": "e2", "block": {"bears1": ["ants"], "bears2": ["ants"]}},
               {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({"done", "done", "done", "done"}));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("ants:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("ants")), Zone::Graveyard);
        QVERIFY2(insects(play) == 4, qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestDealtDamageAtOnce)
#include "tst_dealtdamageatonce.moc"
