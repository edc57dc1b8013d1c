// Event-player families read from real cards' Oracle text (tests/data/import/impevent18.json), round
// 18: exert ("You may exert ~ as it attacks. When you do, …", 701.43), the attack event's
// choices.objects naming the attackers exerted; "Whenever a creature [you control] becomes the target
// of a spell or ability [an opponent controls]" and "you or a permanent you control" (115.1);
// "Whenever enchanted creature becomes blocked", "Whenever ~ becomes blocked, regenerate it" (509.3c);
// "Whenever a card is put into an opponent's graveyard from anywhere".
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
    return test::fixtureFile(QStringLiteral("impevent18.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int handSize(const Playthrough& p, const char* player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.zone == Zone::Hand && o.owner == QLatin1String(player) ? 1 : 0;
    return n;
}

// Ana's Hooded Brawler (3/2) and Grizzly Bears; Nico's Bog Wraith.
const QByteArray kAttackers = R"({"id": "brawler", "card": "Hooded Brawler", "timestamp": 1},
    {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
    {"id": "wraith", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 3})";

}   // namespace

class TestImpEvent18 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 20);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 701.43d, 603.12: "You may exert ~ as it attacks. When you do, …" is one reflexive trigger of
    // the choice, its "it" ~; the heads of round 17's events are read with their filters.
    void headsAreRead()
    {
        const AbilityDef* brawler = parsed(QStringLiteral("Hooded Brawler"), 0);
        QVERIFY(brawler);
        QCOMPARE(brawler->event, TriggerEvent::SelfExerted);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hooded Brawler"), 0),
            QStringLiteral("You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn."));
        const AbilityDef* regent = parsed(QStringLiteral("Thunderbreak Regent"), 1);
        QCOMPARE(regent->event, TriggerEvent::BecomesTargetOfOpponent);
        QCOMPARE(regent->eventFilter->controller, Selector::Who::You);
        QCOMPARE(parsed(QStringLiteral("Leovold, Emissary of Trest"), 1)->event,
            TriggerEvent::YouOrPermanentBecomesTargetOfOpponent);
        QCOMPARE(parsed(QStringLiteral("Bestial Fury"), 2)->eventFilter->ref, Selector::Ref::Attached);
        const AbilityDef* compost = parsed(QStringLiteral("Compost"), 0);
        QCOMPARE(compost->event, TriggerEvent::CardPutIntoGraveyard);
        QCOMPARE(compost->eventFilter->controller, Selector::Who::Opponent);
        QVERIFY(compost->eventFilter->colors.has(Color::Black));
    }

    // CR 701.43a, 701.43d, 508.1g: exerted as it attacks, the Brawler's "When you do" triggers and
    // makes it 5/4; it doesn't untap during Ana's next untap step, and untaps in the one after (the
    // exertion is over). Attacking without exerting triggers nothing and it untaps as usual.
    void exertedBrawlerGetsItsBonusAndStaysTapped()
    {
        const Playthrough p = played(kAttackers,
            R"({"id": "e1", "attack": {"brawler": "nico"}, "choices": {"objects": ["brawler"]}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("brawler:1")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 15);   // 3 + 2: the trigger's +2/+2 applied (613.4c)
        QVERIFY(test::happened(p).contains(QStringLiteral("Hooded Brawler was exerted, so it doesn't untap (701.43a)")));
        QVERIFY(test::tapped(p, QStringLiteral("brawler")));
        const Playthrough later = played(kAttackers,
            R"({"id": "e1", "attack": {"brawler": "nico"}, "choices": {"objects": ["brawler"]}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"},
               {"id": "e5", "begin": "untap"}, {"id": "e6", "begin": "untap"})");
        QVERIFY(!test::tapped(later, QStringLiteral("brawler")));
        const Playthrough plain = played(kAttackers,
            R"({"id": "e1", "attack": {"brawler": "nico"}}, {"id": "e2", "begin": "combat_damage"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"})");
        QVERIFY(test::eventOutcome(plain, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::lifeOf(plain, QStringLiteral("nico")), 17);
        QVERIFY(!test::tapped(plain, QStringLiteral("brawler")));
    }

    // CR 701.43d, 508.1g: only an attacker with "You may exert ~ as it attacks", and only as it is
    // declared, may be exerted: the Bears have no such ability; the Brawler named but not attacking.
    void exertingIsRefusedWhereNoAbilityAllowsIt()
    {
        const Playthrough bears = played(kAttackers,
            R"({"id": "e1", "attack": {"bears": "nico"}, "choices": {"objects": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(bears), QStringList{QStringLiteral("701.43d")});
        const Playthrough idle = played(kAttackers,
            R"({"id": "e1", "attack": {"bears": "nico"}, "choices": {"objects": ["brawler"]}})");
        QCOMPARE(test::doneOrRefusal(idle), QStringList{QStringLiteral("701.43d")});
    }

    // CR 701.43a, 508.1f: Ahn-Crop Champion exerted untaps the Bears that attacked beside it; it stays tapped.
    void ahnCropChampionUntapsTheOtherAttackers()
    {
        const Playthrough p = played(R"({"id": "champ", "card": "Ahn-Crop Champion", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "attack": {"champ": "nico", "bears": "nico"}, "choices": {"objects": ["champ"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("champ")));
    }

    // CR 115.1, 601.2c, 603.2: Horobi's trigger goes on the stack above Giant Growth as it is cast and
    // destroys the Bears first. A spell that targets a player makes no creature a target.
    void horobiDestroysTheCreatureTargeted()
    {
        // The card's name is a plain string: moc reads an apostrophe in a raw string as a character literal.
        const QByteArray objects = QByteArray("{\"id\": \"horobi\", \"card\": \"Horobi, Death's Wail\", \"timestamp\": 1},")
            + R"(
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "growth", "card": "Giant Growth", "zone": "hand"}, {"id": "shock", "card": "Shock", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "growth", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("horobi:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        const Playthrough player = played(objects, R"({"id": "e1", "cast": "shock", "targets": ["nico"]})");
        QVERIFY(test::eventOutcome(player, QStringLiteral("e1")).isEmpty());
    }

    // CR 115.1, 603.7c: Nico's Shock targeting Ana's Dragon makes Thunderbreak Regent deal 3 damage to
    // Nico, the spell's controller; Ana's own Giant Growth on it triggers nothing.
    void thunderbreakRegentPunishesTheOpponentTargeting()
    {
        const QByteArray objects = R"({"id": "regent", "card": "Thunderbreak Regent", "timestamp": 1},
            {"id": "shock", "card": "Shock", "zone": "hand", "owner": "nico"},
            {"id": "growth", "card": "Giant Growth", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "shock", "targets": ["regent"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("regent:2")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        const Playthrough own = played(objects, R"({"id": "e1", "cast": "growth", "targets": ["regent"]})");
        QVERIFY(test::eventOutcome(own, QStringLiteral("e1")).isEmpty());
    }

    // CR 115.1: a player becomes a target too; Leovold's "you or a permanent you control" sees Nico's
    // Shock at Ana, and Ana draws. Ana's Shock at Nico triggers nothing.
    void leovoldDrawsWhenItsControllerIsTargeted()
    {
        const QByteArray objects = R"({"id": "leovold", "card": "Leovold, Emissary of Trest", "timestamp": 1},
            {"id": "shock", "card": "Shock", "zone": "hand", "owner": "nico"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "c1", "card": "Grizzly Bears", "zone": "library"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "shock", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("leovold:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("c1")), Zone::Hand);
        const Playthrough own = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]})");
        QVERIFY(test::eventOutcome(own, QStringLiteral("e1")).isEmpty());
        QCOMPARE(handSize(own, "ana"), 0);
    }

    // CR 509.3c: "Whenever enchanted creature becomes blocked" triggers once, though two creatures
    // block it: the Bears get +4/+0 and trample. Unblocked, nothing triggers.
    void bestialFuryTriggersOncePerBlock()
    {
        const QByteArray objects = kAttackers
            + R"(, {"id": "fury", "card": "Bestial Fury", "attached_to": "bears", "timestamp": 4},
                 {"id": "wraith2", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 5})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wraith": ["bears"], "wraith2": ["bears"]}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("fury:3")});
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("6/2"));
        const Playthrough unblocked = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}})");
        QVERIFY(test::eventOutcome(unblocked, QStringLiteral("e2")).isEmpty());
    }

    // CR 509.3c, 603.7c: "Whenever ~ becomes blocked, regenerate it" is read with its "it" ~ (Duskworker).
    void duskworkerRegeneratesWhenBlocked()
    {
        const QByteArray objects = R"({"id": "dusk", "card": "Duskworker", "timestamp": 1},
            {"id": "wraith", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"dusk": "nico"}}, {"id": "e2", "block": {"wraith": ["dusk"]}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("dusk:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("dusk")), Zone::Battlefield);   // 701.19a: the shield is used
        const Playthrough unblocked = played(objects,
            R"({"id": "e1", "attack": {"dusk": "nico"}}, {"id": "e2", "block": {}})");
        QVERIFY(test::eventOutcome(unblocked, QStringLiteral("e2")).isEmpty());
    }

    // "Whenever a card is put into an opponent's graveyard from anywhere": Nico's card from his hand
    // counts; Ana's Shock (her own graveyard) does not, nor Nico's Soldier token, which is no card
    // (108.2, 111.1) though it goes to his graveyard before it ceases to exist (111.7).
    void hauntOfHightowerCountsOpponentsCards()
    {
        const QByteArray objects = R"({"id": "haunt", "card": "The Haunt of Hightower", "timestamp": 1},
            {"id": "card", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "token", "card": "Soldier", "token": true, "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "shock", "card": "Shock", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": ["card"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("haunt:4")});
        QCOMPARE(test::countersOn(p, QStringLiteral("haunt")), 1);
        const Playthrough none = played(objects,
            R"({"id": "e1", "cast": "shock", "targets": ["token"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(none, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(none)));
        QCOMPARE(test::countersOn(none, QStringLiteral("haunt")), 0);
    }

    // The filter is the card's: Compost draws for a black card put into Nico's graveyard, not a green one.
    void compostSeesOnlyBlackCards()
    {
        const QByteArray objects = R"({"id": "compost", "card": "Compost", "timestamp": 1},
            {"id": "black", "card": "Bog Wraith", "zone": "hand", "owner": "nico"},
            {"id": "green", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
        const Playthrough p = played(objects, R"({"id": "e1", "move": ["black"], "to": "graveyard"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("compost:1")});
        const Playthrough green = played(objects, R"({"id": "e1", "move": ["green"], "to": "graveyard"})");
        QVERIFY(test::eventOutcome(green, QStringLiteral("e1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpEvent18)
#include "tst_impevent18.moc"
