// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell25.json), round 25: a
// player's rule for the rest of the turn ("Damage can't be prevented this turn.", Flaring Pain, Wild Slash;
// "Players can't gain life this turn.", Skullcrack); two targets exiled or returned in one sentence ("Exile
// target creature and target land.", Grip of Desolation; "Return target creature and target land to their
// owners' hands.", Churning Eddy); domain's count after "for each" in a gain of life and a token (Wandering
// Stream, Ordered Migration); "also" and "each" that add no meaning ("Colorless creatures you control also
// gain first strike", Swarm Surge, Sanctified Charge; "They each get +2/+2", Synchronized Strike); "It must be
// blocked this turn if able." after a change of the one target creature (Enlarge); "Target spell or permanent
// becomes black." (Deathlace, Thoughtlace), a colour with no duration, on the stack too; "X target creatures
// gain islandwalk until end of turn." (Part Water), X first in the sentence; "Change the text of target spell
// or permanent by replacing all instances of one color word with another." (Alter Reality, Whim of Volrath).
// The structure, the English written back (the round trip trusts it), and what the event player does. (No
// apostrophe in a raw string here: moc reads it as a character literal.)
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell25.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana casts `id` from her hand at `targets` (JSON list items, may be empty), then it resolves; `n` numbers
// the two events.
QByteArray castAndResolve(const char* id, const char* targets, int n)
{
    return QStringLiteral(R"({"id": "c%1", "cast": "%2", "targets": [%3]}, {"id": "r%1", "resolve": "top"})")
        .arg(n)
        .arg(QLatin1String(id), QLatin1String(targets))
        .toUtf8();
}

// Nico's Grizzly Bears, and in Ana's hand Indestructible Aura ("Prevent all damage that would be dealt to
// target creature this turn."), Shock and `spell` (id "spell").
QByteArray shieldedBearsAnd(const char* spell)
{
    return QByteArray(R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
        {"id": "aura", "card": "Indestructible Aura", "zone": "hand"},
        {"id": "shock", "card": "Shock", "zone": "hand"},
        {"id": "spell", "card": ")")
        + spell + R"(", "zone": "hand"})";
}

// How many tokens are on the battlefield after the playthrough's last event.
int tokensOnBattlefield(const Playthrough& play)
{
    int n = 0;
    for (const QString& id : test::idsIn(play.finalState, Zone::Battlefield))
        n += play.finalState.objects[play.finalState.objectIndex(id)].token ? 1 : 0;
    return n;
}

// Ana's Forest, Island and Plains (three basic land types), then `more` objects.
QByteArray threeBasicLandsAnd(const QByteArray& more)
{
    return QByteArray(R"({"id": "forest", "card": "Forest", "timestamp": 1},
        {"id": "island", "card": "Island", "timestamp": 2}, {"id": "plains", "card": "Plains", "timestamp": 3}, )")
        + more;
}

// Whether `id` has the keyword after the playthrough's last event.

// Whether `id` has protection from the colour after the playthrough's last event.
bool protectedFrom(const Playthrough& play, const char* id, Color color)
{
    const int i = play.finalState.objectIndex(QLatin1String(id));
    if (i < 0 || i >= play.finalResolution.chars.size())
        return false;
    for (const AbilityInstance& a : play.finalResolution.chars[i].abilities)
        if (a.def->isKeyword(QStringLiteral("Protection")) && a.def->protectionFrom.has(color))
            return true;
    return false;
}

}   // namespace

class TestImpSpell25 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 18); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("damage for the turn") << "Flaring Pain"
                                             << "prevented"
                                             << "Damage can't be prevented this turn.";
        QTest::newRow("two rules and damage") << "Skullcrack"
                                              << "gain life"
                                              << "Players can't gain life this turn. Damage can't be prevented this "
                                                 "turn. ~ deals 3 damage to target player or planeswalker.";
        QTest::newRow("a rule under a condition") << "Wild Slash"
                                                  << "prevented"
                                                  << "If you control one or more creatures with power 4 or greater, "
                                                     "damage can't be prevented this turn.";
        QTest::newRow("exile two targets") << "Grip of Desolation"
                                           << "Exile"
                                           << "Exile target creature and target land.";
        QTest::newRow("return two targets") << "Churning Eddy"
                                            << "Return"
                                            << "Return target creature and target land to their owners' hands.";
        QTest::newRow("domain, life") << "Wandering Stream"
                                      << "gain"
                                      << "You gain 2 life for each basic land type among lands you control.";
        QTest::newRow("domain, tokens") << "Ordered Migration"
                                        << "Create"
                                        << "Create a 1/1 blue Bird creature token with flying for each basic land type "
                                           "among lands you control.";
        QTest::newRow("also gain, read without also") << "Swarm Surge"
                                                      << "Colorless"
                                                      << "Creatures you control get +2/+0 until end of turn. Colorless "
                                                         "creatures you control gain first strike until end of turn.";
        QTest::newRow("they each get, read as they get")
            << "Synchronized Strike"
            << "Untap"
            << "Untap up to two target creatures. They get +2/+2 until end of "
               "turn.";
        QTest::newRow("it must be blocked, joined") << "Enlarge"
                                                    << "blocked"
                                                    << "Target creature gets +7/+7 and gains trample until end of turn "
                                                       "and must be blocked this turn if able.";
        QTest::newRow("spell or permanent, a colour for good") << "Deathlace"
                                                               << "becomes"
                                                               << "Target spell or permanent becomes black.";
        QTest::newRow("X first") << "Part Water"
                                 << "islandwalk"
                                 << "X target creatures gain islandwalk until end of turn.";
        QTest::newRow("text change, for good") << "Alter Reality"
                                               << "Change"
                                               << "Change the text of target spell or permanent by replacing all "
                                                  "instances of one color word with another.";
        QTest::newRow("text change, until end of turn")
            << "Whim of Volrath"
            << "Change"
            << "Change the text of target permanent by replacing all instances of one color word or basic land type "
               "word with another until end of turn.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 514.2: a player's rule until the turn ends, held by no object once the spell has resolved.
        const AbilityDef* pain
            = test::parsedWith(fixtures(), QStringLiteral("Flaring Pain"), QStringLiteral("prevented"));
        QVERIFY(pain);
        QCOMPARE(pain->effect.size(), 1);
        QCOMPARE(pain->effect[0].kind, ActionKind::Continuous);
        QCOMPARE(pain->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(pain->effect[0].continuous->ops.size(), 1);
        QCOMPARE(pain->effect[0].continuous->ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(pain->effect[0].continuous->ops[0].rule, RuleName::DamageCantBePrevented);
        // 115.1: two targets, the first and the second, each returned.
        const AbilityDef* eddy
            = test::parsedWith(fixtures(), QStringLiteral("Churning Eddy"), QStringLiteral("Return"));
        QVERIFY(eddy);
        QCOMPARE(eddy->targets.size(), 2);
        QCOMPARE(eddy->effect.size(), 2);
        QCOMPARE(eddy->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(eddy->effect[0].object->ref, Selector::Ref::Target);
        QCOMPARE(eddy->effect[1].object->ref, Selector::Ref::Target2);
        // 305.6: domain counts basic land types, 2 life for each.
        const AbilityDef* stream
            = test::parsedWith(fixtures(), QStringLiteral("Wandering Stream"), QStringLiteral("gain"));
        QVERIFY(stream);
        QCOMPARE(stream->effect[0].kind, ActionKind::GainLife);
        QVERIFY(stream->effect[0].amountOf);
        QCOMPARE(stream->effect[0].amount.n, 2);
    }

    void shieldAloneSavesTheBears()
    {
        // CR 615.1a: without Flaring Pain, Indestructible Aura prevents Shock's 2 damage; the Bears live.
        const Playthrough play = played(shieldedBearsAnd("Flaring Pain"),
            castAndResolve("aura", R"("bears")", 1) + ", " + castAndResolve("shock", R"("bears")", 2));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(play, "bears"), 0);
    }

    void flaringPainBreaksTheShield()
    {
        // CR 615.12, 514.2: damage can't be prevented for the rest of the turn; Shock's 2 damage kills the Bears
        // despite the shield the Aura made (the rule made before or after it).
        const Playthrough after = played(shieldedBearsAnd("Flaring Pain"),
            castAndResolve("aura", R"("bears")", 1) + ", " + castAndResolve("spell", "", 2) + ", "
                + castAndResolve("shock", R"("bears")", 3));
        QCOMPARE(test::zoneOf(after, "bears"), Zone::Graveyard);
        const Playthrough before = played(shieldedBearsAnd("Flaring Pain"),
            castAndResolve("spell", "", 1) + ", " + castAndResolve("aura", R"("bears")", 2) + ", "
                + castAndResolve("shock", R"("bears")", 3));
        QCOMPARE(test::zoneOf(before, "bears"), Zone::Graveyard);
    }

    void wildSlashNeedsFerocious()
    {
        // CR 207.2c, 615.12: with Ana's Craw Wurm (power 6) the damage can't be prevented and the shielded Bears
        // die to Wild Slash's 2; without it the condition fails, the shield holds and they live.
        const QByteArray events
            = castAndResolve("aura", R"("bears")", 1) + ", " + castAndResolve("spell", R"("bears")", 2);
        const Playthrough fierce = played(
            shieldedBearsAnd("Wild Slash") + R"(, {"id": "wurm", "card": "Craw Wurm", "timestamp": 2})", events);
        QCOMPARE(test::zoneOf(fierce, "bears"), Zone::Graveyard);
        const Playthrough mild = played(shieldedBearsAnd("Wild Slash"), events);
        QCOMPARE(test::zoneOf(mild, "bears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(mild, "bears"), 0);
    }

    void skullcrackStopsLifeGain()
    {
        // CR 119.7, 514.2: after Skullcrack no player gains life this turn; Whitesun's Passage gains Ana nothing,
        // and Nico takes the 3 damage.
        const QByteArray objects = R"({"id": "spell", "card": "Skullcrack", "zone": "hand"},
            {"id": "passage", "card": "Whitesun\u0027s Passage", "zone": "hand"})";
        const Playthrough play
            = played(objects, castAndResolve("spell", R"("nico")", 1) + ", " + castAndResolve("passage", "", 2));
        QCOMPARE(test::lifeOf(play, "nico"), 17);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
        // Without Skullcrack the Passage gains her 5.
        const Playthrough alone = played(objects, castAndResolve("passage", "", 1));
        QCOMPARE(test::lifeOf(alone, "ana"), 25);
    }

    void gripExilesBoth()
    {
        // CR 406.2, 608.2c: both targets exiled, the creature and the land.
        const Playthrough play = played(R"({"id": "spell", "card": "Grip of Desolation", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "land", "card": "Forest", "owner": "nico", "timestamp": 2})",
            castAndResolve("spell", R"("bears", "land")", 1));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Exile);
        QCOMPARE(test::zoneOf(play, "land"), Zone::Exile);
    }

    void eddyReturnsBoth()
    {
        // CR 608.2c: both targets return to their owners' hands; a creature where the land goes is refused (115.1).
        const QByteArray objects = R"({"id": "spell", "card": "Churning Eddy", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "land", "card": "Forest", "owner": "nico", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 3})";
        const Playthrough play = played(objects, castAndResolve("spell", R"("bears", "land")", 1));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "land"), Zone::Hand);
        const Playthrough wrong = played(objects, castAndResolve("spell", R"("bears", "wurm")", 1));
        QCOMPARE(test::zoneOf(wrong, "wurm"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(wrong, "bears"), Zone::Battlefield);
    }

    void wanderingStreamCountsDomain()
    {
        // CR 305.6, 608.2h: three basic land types among Ana's lands, 2 life for each.
        const Playthrough play
            = played(threeBasicLandsAnd(R"({"id": "spell", "card": "Wandering Stream", "zone": "hand"})"),
                castAndResolve("spell", "", 1));
        QCOMPARE(test::lifeOf(play, "ana"), 26);
        // Nico's lands are not hers: with only her Forest, 2.
        const Playthrough one = played(R"({"id": "forest", "card": "Forest", "timestamp": 2},
            {"id": "island", "card": "Island", "owner": "nico", "timestamp": 1},
            {"id": "spell", "card": "Wandering Stream", "zone": "hand"})",
            castAndResolve("spell", "", 1));
        QCOMPARE(test::lifeOf(one, "ana"), 22);
    }

    void orderedMigrationCountsDomain()
    {
        // CR 305.6, 111.2: a Bird token for each of the three basic land types.
        const Playthrough play
            = played(threeBasicLandsAnd(R"({"id": "spell", "card": "Ordered Migration", "zone": "hand"})"),
                castAndResolve("spell", "", 1));
        QCOMPARE(tokensOnBattlefield(play), 3);
    }

    void swarmSurgeGivesColorlessFirstStrike()
    {
        // CR 611.2c, 702.7: each creature Ana controls gets +2/+0; only the colorless Ornithopter also gains
        // first strike, not the green Bears, nor Nico's Ornithopter.
        const Playthrough play = played(R"({"id": "spell", "card": "Swarm Surge", "zone": "hand"},
            {"id": "thopter", "card": "Ornithopter", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nthopter", "card": "Ornithopter", "owner": "nico", "timestamp": 3})",
            castAndResolve("spell", "", 1));
        QCOMPARE(test::ptOf(play, "thopter"), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(play, "bears"), QStringLiteral("4/2"));
        QCOMPARE(test::ptOf(play, "nthopter"), QStringLiteral("0/2"));
        QVERIFY(test::hasKeyword(play, "thopter", "First strike"));
        QVERIFY(!test::hasKeyword(play, "bears", "First strike"));
        QVERIFY(!test::hasKeyword(play, "nthopter", "First strike"));
    }

    void synchronizedStrikeUntapsAndPumpsBoth()
    {
        // CR 611.2c: the two target creatures untap and each gets +2/+2; the third, not a target, stays.
        const Playthrough play = played(R"({"id": "spell", "card": "Synchronized Strike", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "tapped": true, "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 2},
            {"id": "b3", "card": "Grizzly Bears", "tapped": true, "timestamp": 3})",
            castAndResolve("spell", R"("b1", "b2")", 1));
        QVERIFY(!test::tapped(play, "b1"));
        QVERIFY(!test::tapped(play, "b2"));
        QVERIFY(test::tapped(play, "b3"));
        QCOMPARE(test::ptOf(play, "b1"), QStringLiteral("4/4"));
        QCOMPARE(test::ptOf(play, "b2"), QStringLiteral("4/4"));
        QCOMPARE(test::ptOf(play, "b3"), QStringLiteral("2/2"));
    }

    void enlargedBearsMustBeBlocked()
    {
        // CR 509.1c, 611.2a: Ana's Bears are 9/9 with trample and must be blocked if able: Nico's declaration of
        // no blockers is refused, a block by his Bears is done.
        const Playthrough play = played(R"({"id": "spell", "card": "Enlarge", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            castAndResolve("spell", R"("abears")", 1) + R"(, {"id": "a1", "attack": {"abears": "nico"}},
                {"id": "b1", "block": {}}, {"id": "b2", "block": {"nbears": ["abears"]}})");
        QCOMPARE(test::ptOf(play, "abears"), QStringLiteral("9/9"));
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"done", "done", "done", "509.1c", "done"}));
    }

    void deathlaceMakesAPermanentBlack()
    {
        // CR 105.3, 611.2a: Nico's green Bears become black, and only black, with no end stated.
        const Playthrough play = played(R"({"id": "spell", "card": "Deathlace", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
            castAndResolve("spell", R"("bears")", 1));
        const int i = play.finalState.objectIndex(QStringLiteral("bears"));
        QVERIFY(i >= 0 && i < play.finalResolution.chars.size());
        QCOMPARE(play.finalResolution.chars[i].colors, ColorSet::of(Color::Black));
    }

    void thoughtlaceMakesASpellBlue()
    {
        // CR 115.1, 105.3: the target is Ana's Shock on the stack, which becomes blue there; it then resolves.
        const Playthrough onStack = played(R"({"id": "spell", "card": "Thoughtlace", "zone": "hand"},
            {"id": "shock", "card": "Shock", "zone": "hand"})",
            R"({"id": "c1", "cast": "shock", "targets": ["nico"]}, )" + castAndResolve("spell", R"("shock")", 2));
        QCOMPARE(test::zoneOf(onStack, "shock"), Zone::Stack);
        const int i = onStack.finalState.objectIndex(QStringLiteral("shock"));
        QVERIFY(i >= 0 && i < onStack.finalResolution.chars.size());
        QCOMPARE(onStack.finalResolution.chars[i].colors, ColorSet::of(Color::Blue));
    }

    void partWaterGivesXCreaturesIslandwalk()
    {
        // CR 107.3a, 601.2c, 702.14: X is 2, two target creatures each gain islandwalk; the third does not.
        const Playthrough play = played(R"({"id": "spell", "card": "Part Water", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "b3", "card": "Grizzly Bears", "timestamp": 3})",
            R"({"id": "c1", "cast": "spell", "choices": {"x": 2}, "targets": ["b1", "b2"]},
               {"id": "r1", "resolve": "top"})");
        QVERIFY(test::hasKeyword(play, "b1", "Islandwalk"));
        QVERIFY(test::hasKeyword(play, "b2", "Islandwalk"));
        QVERIFY(!test::hasKeyword(play, "b3", "Islandwalk"));
    }

    void alterRealityChangesProtection()
    {
        // CR 612.2, 611.2a: "black" becomes "red" in White Knight's text: protection from red, not from black.
        const Playthrough play = played(R"({"id": "spell", "card": "Alter Reality", "zone": "hand"},
            {"id": "knight", "card": "White Knight", "owner": "nico", "timestamp": 1})",
            R"({"id": "c1", "cast": "spell", "targets": ["knight"],
                "choices": {"text_change": {"from": "black", "to": "red"}}}, {"id": "r1", "resolve": "top"})");
        QVERIFY(protectedFrom(play, "knight", Color::Red));
        QVERIFY(!protectedFrom(play, "knight", Color::Black));
    }
};

QTEST_GUILESS_MAIN(TestImpSpell25)
#include "tst_impspell25.moc"
