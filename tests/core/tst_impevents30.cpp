// Trigger events read from real cards' Oracle text (tests/data/import/impevents30.json), round 30's model
// change: damage by each source and combat damage once a step, sacrifices by any player, permanents
// becoming untapped, exiled or returned to their owner's hand, spells cast from a graveyard or at a target,
// attacks with two or more creatures, lands played, two events joined by "or" on one ability, and "one or
// more" cards or creatures of one event. Each head is read, written back and played.
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
    return test::fixtureFile(QStringLiteral("impevents30.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// How many times `trigger` ("source:ability") triggered in the event `id`.
int timesTriggered(const Playthrough& p, const char* id, const char* trigger)
{
    return int(test::eventOutcome(p, QString::fromLatin1(id)).count(QString::fromLatin1(trigger)));
}

}   // namespace

class TestImpEvents30 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 25); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.2: each head is read as its own event, and the round trip trusts the ability.
    void eachHeadIsItsEvent_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("event");
        const auto row = [](const char* card, const char* words, TriggerEvent e) {
            QTest::newRow(card) << QString::fromUtf8(card) << QString::fromUtf8(words) << int(e);
        };
        row("Nested Ghoul", "a source deals damage", TriggerEvent::SourceDealsDamageToSelf);
        row("Chandra's Spitfire", "noncombat damage", TriggerEvent::OpponentDealtNoncombatDamage);
        row("Drinker of Sorrow", "deals combat damage", TriggerEvent::SelfDealsCombatDamage);
        row("Five-Alarm Fire", "deals combat damage", TriggerEvent::DealsCombatDamage);
        row("Grateful Apparition", "player or planeswalker", TriggerEvent::SelfDealsCombatDamageToPlayerOrPlaneswalker);
        row("Sleeper's Robe", "to an opponent", TriggerEvent::DealsCombatDamageToOpponent);
        row("Talon of Pain", "other than", TriggerEvent::DealsDamageToOpponent);
        row("Mayhem Devil", "sacrifices a permanent", TriggerEvent::PlayerSacrifices);
        row("Mazirek, Kraul Death Priest", "another permanent", TriggerEvent::PlayerSacrifices);
        row("Wake Thrasher", "becomes untapped", TriggerEvent::BecomesUntapped);
        row("Azorius Aethermage", "returned to your hand", TriggerEvent::PermanentReturnedToYourHand);
        row("Soulherder", "exiled from the battlefield", TriggerEvent::ExiledFromBattlefield);
        row("Secrets of the Dead", "from your graveyard", TriggerEvent::YouCastSpellFromGraveyard);
        row("Thalia's Geistcaller", "from your graveyard", TriggerEvent::YouCastSpellFromGraveyard);
        row("Druid of Horns", "Aura spell", TriggerEvent::YouCastSpellTargetingSelf);
        row("Season of Growth", "targets a creature you control", TriggerEvent::YouCastSpellTargeting);
        row("Military Intelligence", "two or more", TriggerEvent::YouAttackWithTwoOrMore);
        row("Dirtcowl Wurm", "plays a land", TriggerEvent::PlaysLand);
        row("City of Traitors", "another land", TriggerEvent::PlaysLand);
        row("Desecrated Tomb", "leave your graveyard", TriggerEvent::CardsLeaveYourGraveyard);
        row("Sidisi, Brood Tyrant", "from your library", TriggerEvent::CardsMilledIntoYourGraveyard);
        row("The Gitrog Monster", "from anywhere", TriggerEvent::CardsPutIntoYourGraveyard);
        row("Thopter Spy Network", "one or more artifact creatures", TriggerEvent::CreaturesYouControlDealCombatDamageToPlayer);
    }
    void eachHeadIsItsEvent()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(int, event);
        const AbilityDef* a = test::parsedWith(fixtures(), card, words);
        QVERIFY(a);
        QCOMPARE(int(a->event), event);
    }

    // CR 305.1, 305.2: the land's controller is who played it; "another" leaves City of Traitors out.
    void landPlaysNameThePlayer()
    {
        const AbilityDef* wurm = test::parsedWith(fixtures(), QStringLiteral("Dirtcowl Wurm"), QStringLiteral("plays a land"));
        const AbilityDef* city = test::parsedWith(fixtures(), QStringLiteral("City of Traitors"), QStringLiteral("another land"));
        QVERIFY(wurm && city);
        QVERIFY(wurm->eventFilter && city->eventFilter);
        QCOMPARE(wurm->eventFilter->controller, Selector::Who::Opponent);
        QVERIFY(!wurm->eventFilter->other);
        QCOMPARE(city->eventFilter->controller, Selector::Who::You);
        QVERIFY(city->eventFilter->other);
    }

    // CR 603.2: "At the beginning of your upkeep or whenever you cast a red spell" is one ability with two
    // events, each with its own filter; so "Whenever you cast a red spell or a Mountain enters under your
    // control", its second "whenever" left out.
    void twoEventsJoinedByOr()
    {
        const AbilityDef* shrine = test::parsedWith(fixtures(), QStringLiteral("Shrine of Burning Rage"), QStringLiteral("or whenever"));
        QVERIFY(shrine);
        QCOMPARE(shrine->event, TriggerEvent::YourUpkeep);
        QVERIFY(shrine->orEvent);
        QCOMPARE(shrine->orEvent->event, TriggerEvent::YouCastSpell);
        QVERIFY(shrine->orEvent->eventFilter);
        QVERIFY(shrine->orEvent->eventFilter->colors.has(Color::Red));
        const AbilityDef* staff = test::parsedWith(fixtures(), QStringLiteral("Staff of the Flame Magus"), QStringLiteral("Mountain"));
        QVERIFY(staff);
        QCOMPARE(staff->event, TriggerEvent::YouCastSpell);
        QVERIFY(staff->orEvent);
        QCOMPARE(staff->orEvent->event, TriggerEvent::PermanentEnters);
        QVERIFY(staff->orEvent->eventFilter);
        QCOMPARE(staff->orEvent->eventFilter->controller, Selector::Who::You);
    }

    // CR 603.2: the Shrine gets a charge counter at Ana's upkeep and when she casts Lightning Bolt, not when
    // she casts Giant Growth; the Staff gains her 1 life for the Bolt and for a Mountain, not for a Forest.
    void twoEventsTriggerOnEither()
    {
        const QByteArray objects = test::objectJson("shrine", "Shrine of Burning Rage") + ", "
            + test::objectJson("staff", "Staff of the Flame Magus") + ", "
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")") + ", "
            + test::objectJson("growth", "Giant Growth", R"(, "zone": "hand")") + ", "
            + test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("mountain", "Mountain", R"(, "zone": "hand")") + ", "
            + test::objectJson("forest", "Forest", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "growth", "targets": ["bears"]},
            {"id": "e3", "move": "mountain", "to": "battlefield"}, {"id": "e4", "move": "forest", "to": "battlefield"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).size() == 2, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e1", "shrine:1"), 1);
        QCOMPARE(timesTriggered(p, "e1", "staff:1"), 1);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("staff:1")});
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e4")).isEmpty(), qPrintable(test::happened(p)));
        const Playthrough upkeep = played(test::objectJson("shrine", "Shrine of Burning Rage", "", "nico"),
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(timesTriggered(upkeep, "e1", "shrine:1") == 1, qPrintable(test::happened(upkeep)));
        QCOMPARE(test::countersOn(upkeep, QStringLiteral("shrine"), QStringLiteral("charge")), 1);
    }

    // CR 120.3, 603.2c: two Grizzly Bears deal damage to Nested Ghoul at once: one trigger for each source.
    void nestedGhoulTriggersForEachSource()
    {
        const QByteArray objects = test::objectJson("ghoul", "Nested Ghoul") + ", "
            + test::objectJson("b1", "Grizzly Bears", "", "nico") + ", " + test::objectJson("b2", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "damage": [{"source": "b1", "to": "ghoul", "amount": 1}, {"source": "b2", "to": "ghoul", "amount": 1}]})");
        QVERIFY2(timesTriggered(p, "e1", "ghoul:1") == 2, qPrintable(test::happened(p)));
    }

    // CR 120.3, 603.2: Chandra's Spitfire sees noncombat damage to Nico, not to Ana, nor Nico's combat damage.
    void spitfireSeesOnlyAnOpponentsNoncombatDamage()
    {
        const QByteArray objects = test::objectJson("spitfire", "Chandra's Spitfire") + ", "
            + test::objectJson("bears", "Grizzly Bears");
        Playthrough p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "nico", "amount": 2}]},
            {"id": "e2", "damage": [{"source": "bears", "to": "ana", "amount": 2}]})");
        QVERIFY2(timesTriggered(p, "e1", "spitfire:2") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "spitfire:2"), 0);
        p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "spitfire:2"), 0);
    }

    // CR 510.2, 603.2c: Drinker of Sorrow, blocked by two Grizzly Bears, deals combat damage to both at
    // once: its ability triggers once. Its sacrifice then triggers Mayhem Devil and Mazirek (701.17a).
    void drinkerTriggersOnceAndItsSacrificeIsSeen()
    {
        const QByteArray objects = test::objectJson("drinker", "Drinker of Sorrow") + ", "
            + test::objectJson("devil", "Mayhem Devil", "", "nico") + ", "
            + test::objectJson("mazirek", "Mazirek, Kraul Death Priest", "", "nico") + ", "
            + test::objectJson("b1", "Grizzly Bears", "", "nico") + ", " + test::objectJson("b2", "Grizzly Bears", "", "nico")
            + ", " + test::objectJson("forest", "Forest");
        const Playthrough p = played(objects, R"({"id": "e1", "attack": {"drinker": "nico"}},
            {"id": "e2", "block": {"b1": ["drinker"], "b2": ["drinker"]}},
            {"id": "e3", "begin": "combat_damage", "assign": {"drinker": {"b1": 2, "b2": 3}}},
            {"id": "e4", "resolve": "top", "choices": {"objects": ["forest"]}})");
        QVERIFY2(timesTriggered(p, "e3", "drinker:2") == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e4", "devil:1"), 1);
        QCOMPARE(timesTriggered(p, "e4", "mazirek:2"), 1);
    }

    // CR 701.17a: Mazirek's "another permanent" leaves Mazirek out; Mayhem Devil sees its own sacrifice
    // (603.10a: it looks back in time).
    void sacrificedSourcesSeeThemselvesOrNot()
    {
        const QByteArray objects = test::objectJson("devil", "Mayhem Devil", "", "nico") + ", "
            + test::objectJson("mazirek", "Mazirek, Kraul Death Priest", "", "nico") + ", "
            + test::objectJson("edict", "Diabolic Edict", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "edict", "targets": ["nico"]},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["mazirek"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("mazirek")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "devil:1"), 1);
        QCOMPARE(timesTriggered(p, "e2", "mazirek:2"), 0);
    }

    // CR 120.3: Talon of Pain sees Ana's Lightning Bolt, a spell, deal damage to Nico (its source on the
    // stack), not the Bolt's damage to Nico's Grizzly Bears.
    void talonOfPainSeesASpellsDamageToAnOpponent()
    {
        const QByteArray objects = test::objectJson("talon", "Talon of Pain") + ", "
            + test::objectJson("b1", "Lightning Bolt", R"(, "zone": "hand")") + ", "
            + test::objectJson("b2", "Lightning Bolt", R"(, "zone": "hand")") + ", "
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "b1", "targets": ["nico"]},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "cast": "b2", "targets": ["bears"]},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
        QVERIFY2(timesTriggered(p, "e2", "talon:1") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e4", "talon:1"), 0);
    }

    // CR 510.2, 603.2c: Five-Alarm Fire triggers once for each creature of Ana's that deals combat damage.
    void fiveAlarmFireCountsEachCreature()
    {
        const QByteArray objects = test::objectJson("fire", "Five-Alarm Fire") + ", "
            + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears");
        const Playthrough p = played(objects, R"({"id": "e1", "attack": {"b1": "nico", "b2": "nico"}},
            {"id": "e2", "begin": "combat_damage"})");
        QVERIFY2(timesTriggered(p, "e2", "fire:1") == 2, qPrintable(test::happened(p)));
    }

    // CR 508.3a: Military Intelligence triggers once for two attackers, never for one.
    void militaryIntelligenceWantsTwoAttackers()
    {
        const QByteArray objects = test::objectJson("intel", "Military Intelligence") + ", "
            + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears");
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"b1": "nico", "b2": "nico"}})");
        QVERIFY2(timesTriggered(p, "e1", "intel:1") == 1, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "attack": {"b1": "nico"}})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 502.3: Nico's untap step untaps his two tapped Forests: Wake Thrasher triggers for each.
    void wakeThrasherSeesEachPermanentUntap()
    {
        const char* isTapped = R"(, "tapped": true)";
        const QByteArray objects = test::objectJson("thrasher", "Wake Thrasher", "", "nico") + ", "
            + test::objectJson("f1", "Forest", isTapped, "nico") + ", " + test::objectJson("f2", "Forest", isTapped, "nico")
            + ", " + test::objectJson("anas", "Forest", isTapped);
        const Playthrough p = played(objects, R"({"id": "e1", "begin": "untap"})");
        QVERIFY2(timesTriggered(p, "e1", "thrasher:1") == 2, qPrintable(test::happened(p)));
    }

    // CR 406.1, 603.10a: Soulherder sees a creature exiled from the battlefield, not one that dies.
    void soulherderSeesExileNotDeath()
    {
        const QByteArray objects = test::objectJson("herder", "Soulherder") + ", "
            + test::objectJson("b1", "Grizzly Bears", "", "nico") + ", " + test::objectJson("b2", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "b1", "to": "exile"},
            {"id": "e2", "move": "b2", "to": "graveyard"})");
        QVERIFY2(timesTriggered(p, "e1", "herder:1") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "herder:1"), 0);
    }

    // CR 400.3: a permanent returned to your hand is one you own; Nico's Grizzly Bears goes to his.
    void aethermageSeesOnlyYourPermanents()
    {
        const QByteArray objects = test::objectJson("mage", "Azorius Aethermage") + ", "
            + test::objectJson("mine", "Grizzly Bears") + ", " + test::objectJson("his", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "mine", "to": "hand"},
            {"id": "e2", "move": "his", "to": "hand"})");
        QVERIFY2(timesTriggered(p, "e1", "mage:1") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "mage:1"), 0);
    }

    // CR 601.2a: Secrets of the Dead sees Lightning Bolt cast from Ana's graveyard, not from her hand.
    void secretsOfTheDeadSeesGraveyardCasts()
    {
        const QByteArray objects = test::objectJson("secrets", "Secrets of the Dead") + ", "
            + test::objectJson("old", "Lightning Bolt", R"(, "zone": "graveyard")") + ", "
            + test::objectJson("new", "Lightning Bolt", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "old", "targets": ["nico"]},
            {"id": "e2", "cast": "new", "targets": ["nico"]})");
        QVERIFY2(timesTriggered(p, "e1", "secrets:1") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "secrets:1"), 0);
    }

    // CR 601.2c: Druid of Horns sees an Aura spell that targets it (Flight), not Giant Growth.
    void druidOfHornsSeesAuraSpells()
    {
        const QByteArray objects = test::objectJson("druid", "Druid of Horns") + ", "
            + test::objectJson("flight", "Flight", R"(, "zone": "hand")") + ", "
            + test::objectJson("growth", "Giant Growth", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "flight", "targets": ["druid"]},
            {"id": "e2", "cast": "growth", "targets": ["druid"]})");
        QVERIFY2(timesTriggered(p, "e1", "druid:1") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "druid:1"), 0);
    }

    // CR 601.2c: Season of Growth sees Giant Growth on Ana's Grizzly Bears, not on Nico's.
    void seasonOfGrowthSeesSpellsAtYourCreatures()
    {
        const QByteArray objects = test::objectJson("season", "Season of Growth") + ", "
            + test::objectJson("mine", "Grizzly Bears") + ", " + test::objectJson("his", "Grizzly Bears", "", "nico")
            + ", " + test::objectJson("g1", "Giant Growth", R"(, "zone": "hand")") + ", "
            + test::objectJson("g2", "Giant Growth", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "g1", "targets": ["mine"]},
            {"id": "e2", "cast": "g2", "targets": ["his"]})");
        QVERIFY2(timesTriggered(p, "e1", "season:2") == 1, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "season:2"), 0);
    }

    // CR 305.1: Nico plays a Forest: Ana's Dirtcowl Wurm triggers and gets a +1/+1 counter; Ana's own
    // Forest played makes her City of Traitors trigger, and Dirtcowl Wurm does not.
    void landPlaysTriggerTheirWatchers()
    {
        const QByteArray objects = test::objectJson("wurm", "Dirtcowl Wurm") + ", "
            + test::objectJson("city", "City of Traitors") + ", "
            + test::objectJson("his", "Forest", R"(, "zone": "hand")", "nico") + ", "
            + test::objectJson("mine", "Forest", R"(, "zone": "hand")");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "his", "to": "battlefield"},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "move": "mine", "to": "battlefield"},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("wurm:1")}, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("wurm")), 1);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("city:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("city")), Zone::Graveyard);
    }

    // CR 603.2c, 404.1: two creature cards leave Ana's graveyard in one event: Desecrated Tomb triggers once;
    // a land card leaving, or a creature card of Nico's, makes no trigger.
    void desecratedTombTriggersOnceForTheEvent()
    {
        const char* inGraveyard = R"(, "zone": "graveyard")";
        const QByteArray objects = test::objectJson("tomb", "Desecrated Tomb") + ", "
            + test::objectJson("c1", "Grizzly Bears", inGraveyard) + ", " + test::objectJson("c2", "Craw Wurm", inGraveyard)
            + ", " + test::objectJson("land", "Forest", inGraveyard) + ", "
            + test::objectJson("his", "Grizzly Bears", inGraveyard, "nico");
        const Playthrough p = played(objects, R"({"id": "e1", "move": ["c1", "c2"], "to": "exile"},
            {"id": "e2", "move": "land", "to": "exile"}, {"id": "e3", "move": "his", "to": "exile"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("tomb:1")}, qPrintable(test::happened(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 603.2c: Sidisi attacks and mills three cards, two of them creature cards: its second ability
    // triggers once. The Gitrog Monster sees two land cards put into Ana's graveyard at once: one trigger.
    void millsAndLandCardsTriggerOnce()
    {
        const char* inLibrary = R"(, "zone": "library")";
        QByteArray objects = test::objectJson("sidisi", "Sidisi, Brood Tyrant") + ", "
            + test::objectJson("l1", "Grizzly Bears", inLibrary) + ", " + test::objectJson("l2", "Craw Wurm", inLibrary)
            + ", " + test::objectJson("l3", "Forest", inLibrary);
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"sidisi": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("l1")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l3")), Zone::Graveyard);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")) == QStringList{QStringLiteral("sidisi:2")}, qPrintable(test::happened(p)));
        const char* inHand = R"(, "zone": "hand")";
        objects = test::objectJson("gitrog", "The Gitrog Monster") + ", " + test::objectJson("f1", "Forest", inHand) + ", "
            + test::objectJson("f2", "Forest", inHand) + ", " + test::objectJson("bears", "Grizzly Bears", inHand);
        p = played(objects, R"({"id": "e1", "move": ["f1", "f2"], "to": "graveyard"},
            {"id": "e2", "move": "bears", "to": "graveyard"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("gitrog:4")}, qPrintable(test::happened(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 510.2, 603.2c: two Rusted Sentinels (artifact creatures) deal combat damage to Nico in one step:
    // Thopter Spy Network triggers once; Grizzly Bears alone makes no trigger.
    void thopterSpyNetworkTriggersOnceAStep()
    {
        QByteArray objects = test::objectJson("network", "Thopter Spy Network") + ", "
            + test::objectJson("s1", "Rusted Sentinel") + ", " + test::objectJson("s2", "Rusted Sentinel");
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"s1": "nico", "s2": "nico"}},
            {"id": "e2", "begin": "combat_damage"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "network:2"), 1);
        objects = test::objectJson("network", "Thopter Spy Network") + ", " + test::objectJson("bears", "Grizzly Bears");
        p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(timesTriggered(p, "e2", "network:2"), 0);
    }

    // CR 305.4: a land an effect puts onto the battlefield is not played. A move from the library is such
    // a land here (only a move from the hand is a play).
    void landPutOntoTheBattlefieldIsNotPlayed()
    {
        const QByteArray objects = test::objectJson("wurm", "Dirtcowl Wurm") + ", "
            + test::objectJson("his", "Forest", R"(, "zone": "library")", "nico");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "his", "to": "battlefield"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpEvents30)
#include "tst_impevents30.moc"
