// An effect that moved an object can find it afterwards (400.7): "Put target creature card from a graveyard
// onto the battlefield under your control. It gains haste." (Grave Upheaval), "It gains indestructible."
// (Fated Return), and "Return target creature card from your graveyard to the battlefield. That creature
// gains haste. At the beginning of the next end step, sacrifice it." (Apprentice Necromancer). The returned
// permanent is a new object, but the rest of the same effect follows it; an effect of another resolution
// does not. Read from real cards' Oracle text (tests/data/import/returned26.json) and played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("returned26.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}


QString controllerOf(const Playthrough& play, const char* id)
{
    const int i = play.finalState.objectIndex(QLatin1String(id));
    return i >= 0 && i < play.finalResolution.chars.size() ? play.finalResolution.chars[i].controller : QString();
}

// Nico's Grizzly Bears in his graveyard and `spell` in Ana's hand (id "spell").
QByteArray nicosBearsDeadAnd(const char* spell)
{
    return test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")", "nico") + ", "
        + test::objectJson("spell", spell, R"(, "zone": "hand")");
}

}   // namespace

class TestReturnedObject : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    void theRestOfTheSentenceNamesTheTarget()
    {
        for (const char* card : {"Grave Upheaval", "Fated Return"}) {
            const AbilityDef* spell = test::parsedWith(fixtures(), QLatin1String(card), QStringLiteral("It gains"));
            QVERIFY2(spell, card);
            QCOMPARE(spell->targets.size(), 1);
            QCOMPARE(spell->targets.first().zone, Zone::Graveyard);
            const auto gains = std::find_if(spell->effect.cbegin(), spell->effect.cend(),
                [](const Action& a) { return a.kind == ActionKind::Continuous; });
            QVERIFY(gains != spell->effect.cend());
            QVERIFY(gains->continuous->affects);
            QCOMPARE(gains->continuous->affects->ref, Selector::Ref::Target);
            // 611.2a: a continuous effect from a resolving spell with no duration lasts on.
            QCOMPARE(gains->continuous->duration, Duration::Indefinite);
        }
    }

    // CR 400.7 (an effect that moved an object finds it), 302.6, 702.10a: Nico's Grizzly Bears comes back
    // under Ana's control as a new object, and the same spell's "It gains haste." reaches it, so it can
    // attack this turn.
    void graveUpheavalsCreatureAttacksAtOnce()
    {
        const Playthrough play = played(nicosBearsDeadAnd("Grave Upheaval"),
            R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({"done", "done", "done", "done"}));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(controllerOf(play, "bears"), QStringLiteral("ana"));
        QVERIFY(test::hasKeyword(play, "bears", "Haste"));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
    }

    // CR 400.7: the haste belongs to the permanent the effect moved; when it dies, the card in the graveyard
    // is a new object and the effect no longer names it.
    void theEffectDoesNotFollowALaterReturn()
    {
        const QByteArray objects = nicosBearsDeadAnd("Grave Upheaval") + ", "
            + test::objectJson("shock", "Shock", R"(, "zone": "hand")");
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "shock", "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({"done", "done", "done", "done"}));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(play.finalState.effects.size(), 1);
        QVERIFY2(play.finalState.effects.first().targets.value(0).isEmpty(),
            "the effect still names the card in the graveyard");
    }

    // CR 400.7, 702.12b: Fated Return's creature is indestructible, and Shock's damage does not destroy it.
    void fatedReturnsCreatureIsIndestructible()
    {
        const QByteArray objects = nicosBearsDeadAnd("Fated Return") + ", "
            + test::objectJson("shock", "Shock", R"(, "zone": "hand")");
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "shock", "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({"done", "done", "done", "done"}));
        QVERIFY(test::hasKeyword(play, "bears", "Indestructible"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(controllerOf(play, "bears"), QStringLiteral("ana"));
    }

    // CR 400.7, 603.7c: Apprentice Necromancer's creature gains haste, attacks, and the delayed trigger
    // sacrifices that same permanent at the next end step.
    void apprenticeNecromancersCreatureAttacksAndIsSacrificed()
    {
        const QByteArray objects = test::objectJson("necro", "Apprentice Necromancer") + ", "
            + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")");
        const Playthrough play = played(objects,
            R"({"id": "e1", "activate": "necro", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "begin": "combat_damage"},
               {"id": "e5", "begin": "end"}, {"id": "e6", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({"done", "done", "done", "done", "done", "done"}));
        QCOMPARE(test::zoneOf(play, QStringLiteral("necro")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestReturnedObject)
#include "tst_returnedobject.moc"
