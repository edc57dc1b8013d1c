// Round 30's instants and sorceries (tests/data/import/impspell30.json): a spell's second target that may be
// any target but the first ("any other target", Bond of Passion; Arc Trail's "… and 1 damage to another
// target"), the one target creature named again as "that creature" or "it" by an instruction after the one
// that named it (Crash Landing's damage, Mark of Mutiny's +1/+1 counter), and "~ deals damage to target
// spell's controller equal to that spell's converted mana cost" (Refuse); and two older wordings, "Target
// creature you control on the battlefield" (Soul's Fire), "Draw two cards and create …" (Pirate's Pillage) and
// "You gain 3 life and create …" (Essence Feed), "multicolor cards" (Vivid Revival), "target creature you own
// to your hand" (Saving Grasp), threshold's condition said last (Swirling Sandstorm); "If it was a Gideon
// planeswalker" after an exile (Gideon's Defeat); "You draw a card for each card discarded this way" (Syphon
// Mind).
// The structure, the English written back (the round trip trusts it), and what the event player does. (No
// apostrophe in a raw string here: moc reads it as a character literal.)
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell30.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana casts `card` from her hand at `targets` (a JSON list's items), and it resolves.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects)
{
    return played(QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}"
            + (objects.isEmpty() ? QByteArray() : ", " + objects),
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpSpell30 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 13); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("another target") << "Arc Trail"
                                        << "~ deals 2 damage to any target and 1 damage to any other target.";
        QTest::newRow("any other target")
            << "Bond of Passion"
            << "Gain control of target creature until end of turn. Untap that creature. That creature gains haste until "
               "end of turn. ~ deals 2 damage to any other target.";
        QTest::newRow("damage to that creature")
            << "Crash Landing"
            << "Target creature with flying loses flying until end of turn. ~ deals damage to that creature equal to "
               "the number of Forests you control.";
        QTest::newRow("a counter on it")
            << "Mark of Mutiny"
            << "Gain control of target creature until end of turn. Put a +1/+1 counter on that creature. Untap that "
               "creature. It gains haste until end of turn.";
        QTest::newRow("target spell's controller")
            << "Refuse" << "~ deals damage to target spell's controller equal to that spell's mana value.";
        QTest::newRow("on the battlefield")
            << "Soul's Fire" << "Target creature you control deals damage equal to its power to any target.";
        QTest::newRow("draw and create") << "Pirate's Pillage"
                                         << "Draw two cards. Create two colorless Treasure artifact tokens with \"{T}, "
                                            "Sacrifice this permanent: Add one mana of any color.\"";
        QTest::newRow("gain and create")
            << "Essence Feed"
            << "Target player loses 3 life and you gain 3 life. Create three 0/1 colorless Eldrazi Spawn creature tokens "
               "with \"Sacrifice this permanent: Add {C}.\"";
        QTest::newRow("multicolor") << "Vivid Revival"
                                    << "Return up to three target multicolored cards from your graveyard to your hand. "
                                       "Exile ~.";
        QTest::newRow("discarded this way")
            << "Syphon Mind" << "Each other player discards a card. Draw a card for each card discarded this way.";
        QTest::newRow("you own, your hand") << "Saving Grasp" << "Return target creature you own to its owner's hand.";
        QTest::newRow("threshold last")
            << "Swirling Sandstorm"
            << "If seven or more cards are in your graveyard, ~ deals 5 damage to creatures without flying.";
        QTest::newRow("it was a Gideon planeswalker")
            << "Gideon's Defeat"
            << "Exile target attacking or blocking white creature. If that creature was a Gideon planeswalker, you gain 5 "
               "life.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        const int index = card == QLatin1String("Pirate's Pillage") ? 1 : 0;   // after its additional cost
        QVERIFY(test::parsedAbility(fixtures(), card, index));
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 115.1, 601.2c: Arc Trail's and Bond of Passion's second target is any target other than the first.
    void secondTargetIsAnyOther_data()
    {
        QTest::addColumn<QString>("card");
        QTest::newRow("Arc Trail") << "Arc Trail";
        QTest::newRow("Bond of Passion") << "Bond of Passion";
    }
    void secondTargetIsAnyOther()
    {
        QFETCH(QString, card);
        const AbilityDef* spell = test::parsedAbility(fixtures(), card, 0);
        QVERIFY(spell && spell->targets.size() == 2);
        QCOMPARE(spell->targets[1].word, QStringLiteral("any_target"));
        QVERIFY(spell->targets[1].other);
        QVERIFY(!spell->targets[0].other);
        const Action& damage = spell->effect.last();
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.to && damage.to->ref == Selector::Ref::Target2);
    }

    // CR 115.1, 601.2c, 120.3: Arc Trail deals 2 damage to Nico's Grizzly Bears, which die, and 1 to Nico; the
    // same Bears can't be both targets.
    void arcTrailDamagesTwoTargets()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";
        const Playthrough p = anaCasts("Arc Trail", R"("bears", "nico")", bears);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        const Playthrough twice = anaCasts("Arc Trail", R"("bears", "bears")", bears);
        QVERIFY2(test::refused(twice, "e1"), qPrintable(test::happened(twice)));
        QCOMPARE(test::zoneOf(twice, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 613.1b, 115.1: Bond of Passion takes Nico's tapped Gray Ogre until end of turn, untapped and with
    // haste, and deals 2 damage to Nico, the other target; the Ogre can't be the second target too.
    void bondOfPassionTakesTheOgreAndHitsNico()
    {
        const QByteArray ogre = R"({"id": "ogre", "card": "Gray Ogre", "owner": "nico", "tapped": true, "timestamp": 1})";
        const Playthrough p = anaCasts("Bond of Passion", R"("ogre", "nico")", ogre);
        const Characteristics* taken = test::charsOf(p, QStringLiteral("ogre"));
        QVERIFY2(taken && taken->controller == QLatin1String("ana"), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("ogre")));
        QVERIFY(test::hasKeyword(p, QStringLiteral("ogre"), QStringLiteral("Haste")));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        const Playthrough twice = anaCasts("Bond of Passion", R"("ogre", "ogre")", ogre);
        QVERIFY2(test::refused(twice, "e1"), qPrintable(test::happened(twice)));
    }

    // CR 608.2c, 613.1f, 608.2h: Crash Landing's damage goes to its one target, "that creature". With four
    // Forests, Nico's Serra Angel (4/4) loses flying and is dealt 4, and dies; with three it is dealt 3, and
    // lives without flying until end of turn.
    void crashLandingDealsTheForestsToTheTarget()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Crash Landing"), 0, ActionKind::Damage);
        QVERIFY(damage && damage->to && damage->amountOf);
        QCOMPARE(damage->to->ref, Selector::Ref::Target);
        const QByteArray angel = R"({"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 1})";
        const QByteArray threeForests = R"(, {"id": "f1", "card": "Forest", "timestamp": 2},
            {"id": "f2", "card": "Forest", "timestamp": 3}, {"id": "f3", "card": "Forest", "timestamp": 4})";
        const Playthrough four = anaCasts("Crash Landing", R"("angel")",
            angel + threeForests + R"(, {"id": "f4", "card": "Forest", "timestamp": 5})");
        QVERIFY2(test::zoneOf(four, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(four)));
        const Playthrough three = anaCasts("Crash Landing", R"("angel")", angel + threeForests);
        QVERIFY2(test::damageOn(three, QStringLiteral("angel")) == 3, qPrintable(test::happened(three)));
        QVERIFY(!test::hasKeyword(three, QStringLiteral("angel"), QStringLiteral("Flying")));
    }

    // CR 115.1: Crash Landing's target has flying; Nico's Grizzly Bears can't be chosen.
    void crashLandingWantsAFlyer()
    {
        const Playthrough p = anaCasts("Crash Landing", R"("bears")",
            R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
               {"id": "f1", "card": "Forest", "timestamp": 2})");
        QVERIFY2(test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
    }

    // CR 613.1b, 122.1, 608.2c: Mark of Mutiny takes Nico's tapped Grizzly Bears, puts a +1/+1 counter on
    // them (3/3), untaps them, and gives them haste; in the cleanup step Nico has them back, the counter kept.
    void markOfMutinyTakesTheBearsWithACounter()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Mark of Mutiny", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "tapped": true, "timestamp": 1})";
        const QByteArray taken = R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, taken);
        const Characteristics* bears = test::charsOf(p, QStringLiteral("bears"));
        QVERIFY2(bears && bears->controller == QLatin1String("ana"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("3/3"));
        QVERIFY(!test::tapped(p, QStringLiteral("bears")));
        QVERIFY(test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Haste")));
        p = played(objects, taken + R"(, {"id": "e3", "begin": "cleanup"})");
        bears = test::charsOf(p, QStringLiteral("bears"));
        QVERIFY2(bears && bears->controller == QLatin1String("nico"), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 1);
    }

    // CR 608.2h, 202.3: Refuse's damage goes to the target spell's controller, its amount that spell's mana
    // value; the spell is not countered.
    void refuseReadsTheSpellsController()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Refuse"), 0, ActionKind::Damage);
        QVERIFY(damage && !damage->to && damage->amountOf);
        QCOMPARE(damage->who, QStringLiteral("controller_of_that_target"));
        QCOMPARE(damage->amountOf->kind, Expr::Kind::ManaValueOfMoved);
        const AbilityDef* refuse = test::parsedAbility(fixtures(), QStringLiteral("Refuse"), 0);
        QVERIFY(refuse && refuse->targets.size() == 1);
        QCOMPARE(refuse->targets[0].word, QStringLiteral("spell"));
    }

    // CR 608.2h, 120.3: Nico casts Craw Wurm (mana value 6); Ana's Refuse deals Nico 6 damage, and the Wurm
    // spell stays on the stack.
    void refuseDealsTheManaValueToNico()
    {
        const Playthrough p = played(R"({"id": "wurm", "card": "Craw Wurm", "zone": "hand", "owner": "nico"},
            {"id": "spell", "card": "Refuse", "zone": "hand"})",
            R"({"id": "c0", "cast": "wurm"}, {"id": "c1", "cast": "spell", "targets": ["wurm"]},
               {"id": "r1", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Stack);
    }

    // CR 115.1, 120.3, 608.2h: Soul's Fire: Ana's Craw Wurm (6/4) deals 6 damage to Nico; Nico's own Grizzly
    // Bears can't be the creature (it must be one Ana controls).
    void soulsFireDealsThePower()
    {
        const QByteArray creatures = "{\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"timestamp\": 1}, "
                                     "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"timestamp\": 2}";
        const Playthrough p = anaCasts("Soul's Fire", R"("wurm", "nico")", creatures);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        const Playthrough theirs = anaCasts("Soul's Fire", R"("bears", "nico")", creatures);
        QVERIFY2(test::refused(theirs, "e1"), qPrintable(test::happened(theirs)));
        QCOMPARE(test::lifeOf(theirs, QStringLiteral("nico")), 20);
    }

    // CR 121.1, 111.10a, 608.2c: Pirate's Pillage: Ana draws her library's two Forests and gets two Treasures.
    void piratesPillageDrawsAndMakesTreasures()
    {
        const Playthrough p = anaCasts("Pirate's Pillage", "",
            R"({"id": "f1", "card": "Forest", "zone": "library"}, {"id": "f2", "card": "Forest", "zone": "library"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("f1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("f2")), Zone::Hand);
        int treasures = 0;
        for (const QString& id : test::idsIn(p.finalState, Zone::Battlefield))
            treasures += p.finalState.objects[p.finalState.objectIndex(id)].token ? 1 : 0;
        QCOMPARE(treasures, 2);
    }

    // CR 119.3, 111.10a: Essence Feed: Nico loses 3 life, Ana gains 3, and she gets three Eldrazi Spawn.
    void essenceFeedDrainsAndMakesSpawn()
    {
        const Playthrough p = anaCasts("Essence Feed", R"("nico")", "");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        int spawn = 0;
        for (const QString& id : test::idsIn(p.finalState, Zone::Battlefield))
            spawn += p.finalState.objects[p.finalState.objectIndex(id)].token ? 1 : 0;
        QCOMPARE(spawn, 3);
    }

    // CR 608.2h, 205.3j, 608.2c: Gideon's Defeat exiles Ana's attacking Gideon Jura, a 6/6 white creature by
    // its 0 ability, and she gains 5 life (it was a Gideon planeswalker); her attacking Serra Angel is exiled
    // and she gains none.
    void gideonsDefeatGainsForAGideon()
    {
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("Gideon's Defeat"), 0, ActionKind::GainLife);
        QVERIFY(gain && gain->condition);
        QCOMPARE(gain->condition->kind, Condition::Kind::TargetIs);
        const QByteArray spell = "{\"id\": \"spell\", \"card\": \"Gideon's Defeat\", \"zone\": \"hand\"}, ";
        const QByteArray exiled = R"({"id": "c1", "cast": "spell", "targets": ["attacker"]}, {"id": "r1", "resolve": "top"})";
        const Playthrough gideon = played(spell + R"({"id": "attacker", "card": "Gideon Jura", "timestamp": 1, "counters": {"loyalty": 6}})",
            R"({"id": "e1", "activate": "attacker", "ability": 3}, {"id": "e2", "resolve": "top"},
               {"id": "a1", "attack": {"attacker": "nico"}}, )" + exiled);
        QVERIFY2(test::zoneOf(gideon, QStringLiteral("attacker")) == Zone::Exile, qPrintable(test::happened(gideon)));
        QCOMPARE(test::lifeOf(gideon, QStringLiteral("ana")), 25);
        const Playthrough angel = played(spell + R"({"id": "attacker", "card": "Serra Angel", "timestamp": 1})",
            R"({"id": "a1", "attack": {"attacker": "nico"}}, )" + exiled);
        QVERIFY2(test::zoneOf(angel, QStringLiteral("attacker")) == Zone::Exile, qPrintable(test::happened(angel)));
        QCOMPARE(test::lifeOf(angel, QStringLiteral("ana")), 20);
    }

    // CR 105.2c, 115.1: Vivid Revival returns Advent of the Wurm ({1}{G}{G}{W}, multicolored) from Ana's
    // graveyard to her hand and is exiled; her Grizzly Bears card (green alone) can't be a target.
    void vividRevivalReturnsMulticoloredCards()
    {
        const QByteArray graveyard = R"({"id": "advent", "card": "Advent of the Wurm", "zone": "graveyard"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"})";
        const Playthrough p = anaCasts("Vivid Revival", R"("advent")", graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("advent")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Exile);
        const Playthrough mono = anaCasts("Vivid Revival", R"("bears")", graveyard);
        QVERIFY2(test::refused(mono, "e1"), qPrintable(test::happened(mono)));
        QCOMPARE(test::zoneOf(mono, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 701.8a, 608.2c: Syphon Mind: Nico discards one of his two cards and Ana draws one card for it; with
    // Nico's hand empty, nothing is discarded and Ana draws none.
    void syphonMindDrawsForEachDiscard()
    {
        const QByteArray library = R"({"id": "f1", "card": "Forest", "zone": "library"},
            {"id": "f2", "card": "Forest", "zone": "library"})";
        const QByteArray hand = R"(, {"id": "n1", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "n2", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
        const Playthrough p = anaCasts("Syphon Mind", "", library + hand);
        QVERIFY2(test::zoneOf(p, QStringLiteral("n1")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("n2")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f1")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f2")), Zone::Library);
        const Playthrough empty = anaCasts("Syphon Mind", "", library);
        QVERIFY2(test::zoneOf(empty, QStringLiteral("f1")) == Zone::Library, qPrintable(test::happened(empty)));
    }

    // CR 108.3, 115.1: Saving Grasp returns a Grizzly Bears Ana owns to her hand, even while Nico controls it;
    // a Bears Nico owns, though Ana controls it, can't be the target.
    void savingGraspReturnsWhatAnaOwns()
    {
        const QByteArray bears = R"({"id": "mine", "card": "Grizzly Bears", "controller": "nico", "timestamp": 1},
            {"id": "his", "card": "Grizzly Bears", "owner": "nico", "controller": "ana", "timestamp": 2})";
        const Playthrough p = anaCasts("Saving Grasp", R"("mine")", bears);
        QVERIFY2(test::zoneOf(p, QStringLiteral("mine")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("mine"))].owner, QStringLiteral("ana"));
        const Playthrough his = anaCasts("Saving Grasp", R"("his")", bears);
        QVERIFY2(test::refused(his, "e1"), qPrintable(test::happened(his)));
        QCOMPARE(test::zoneOf(his, QStringLiteral("his")), Zone::Battlefield);
    }

    // CR 207.2c, 608.2c: Swirling Sandstorm with seven cards in Ana's graveyard deals 5 damage to Nico's
    // Craw Wurm (6/4), which dies, and none to his Serra Angel (flying); with six cards it deals none.
    void swirlingSandstormWantsThreshold()
    {
        const QByteArray creatures = R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 101},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 102})";
        const Playthrough seven = anaCasts("Swirling Sandstorm", "", creatures + test::bears("ana", 7, "graveyard"));
        QVERIFY2(test::zoneOf(seven, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(seven)));
        QCOMPARE(test::damageOn(seven, QStringLiteral("angel")), 0);
        const Playthrough six = anaCasts("Swirling Sandstorm", "", creatures + test::bears("ana", 6, "graveyard"));
        QVERIFY2(test::zoneOf(six, QStringLiteral("wurm")) == Zone::Battlefield, qPrintable(test::happened(six)));
        QCOMPARE(test::damageOn(six, QStringLiteral("wurm")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell30)
#include "tst_impspell30.moc"
