// Triggered abilities of entering, dying and leaving read from real cards' Oracle text
// (tests/data/import/imptrig22.json), round 22: "Whenever ~ or another Human creature you control dies"
// (Xathrid Necromancer, Midnight Entourage's Aetherborn, Omnath, Locus of Rage's Elemental: the source
// itself and the others of that kind, 603.10a, 700.4); a list of tokens in one sentence, "create a 3/3 …
// token with deathtouch and a 3/3 … token with lifelink" (Wurmcoil Engine) and "create A, B, and C"
// (Trostani's Summoner), each token created in printed order (111.1); a graveyard target "creature card
// with infect" (Corpse Cur), "card with awaken" (Halimar Tidecaller); "target creature other than ~"
// (Faceless Butcher), the words of "another target creature"; an Equipment attached as it enters, "attach
// it to target Pirate you control" (Pirate's Cutlass); Fell Specter's misprint "target opponent discard a
// card"; "each of up to two target Merfolk you control" (Vineshaper Mystic, a plural like its
// singular); "target opponent discards a card and you draw a card" (Psychic Symbiont); "draw a card for each
// black creature your opponents control" (Pygmy Kavu, in imptrig22-counted.json: the card format does not
// write a draw counted "for each" yet, so the format check leaves it out).
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
    return test::fixtureFile(QStringLiteral("imptrig22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The object `id` enters from the hand, its trigger targeting `target`; the trigger resolves, its "you
// may" taken.
Playthrough entersTargeting(const QByteArray& objects, const QString& id, const QString& target)
{
    const QString events = QStringLiteral(R"({"id": "e1", "move": "%1", "to": "battlefield",
        "triggers": {"e1.1": {"targets": ["%2"]}}}, {"id": "e2", "resolve": "top", "may": true})")
                               .arg(id, target);
    return played(objects, events.toUtf8());
}

const ImportResult& counted()
{
    return test::fixtureFile(QStringLiteral("imptrig22-counted.json"));
}

// The tokens on the battlefield at the end, each as "controller:name power/toughness".
QStringList tokensOf(const Playthrough& p)
{
    QStringList out;
    for (int i = 0; i < p.finalState.objects.size(); ++i) {
        const GameObject& o = p.finalState.objects[i];
        if (o.exists && o.zone == Zone::Battlefield && o.token)
            out << QStringLiteral("%1:%2 %3").arg(o.controller, p.finalResolution.chars[i].name, test::ptOf(p, o.id));
    }
    out.sort();
    return out;
}

// The token named `name` on the battlefield; nullptr when there is none.
const Characteristics* tokenNamed(const Playthrough& p, const QString& name)
{
    for (int i = 0; i < p.finalState.objects.size(); ++i) {
        const GameObject& o = p.finalState.objects[i];
        if (o.exists && o.zone == Zone::Battlefield && o.token && p.finalResolution.chars[i].name == name)
            return &p.finalResolution.chars[i];
    }
    return nullptr;
}

}   // namespace

class TestImpTrig22 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 14);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 700.4: "~ or another Human creature you control dies" is the event of a creature you control
    // dying, with the kind the others must be.
    void selfOrAnotherOfAKindDiesIsRead()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Xathrid Necromancer"), QStringLiteral("dies"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::CreatureYouControlDies);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->subtypes.size(), 1);
        QVERIFY(a->eventFilter->other);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Omnath, Locus of Rage"), 1),
            QStringLiteral("Whenever ~ or another Elemental you control dies, ~ deals 3 damage to any target."));
    }

    // CR 603.10a, 700.4, 111.2: Ana's Benalish Hero (a Human) dies: Xathrid Necromancer makes a tapped
    // Zombie. Her Grizzly Bears (no Human) and Nico's Benalish Hero (not hers) make none.
    void xathridNecromancerSeesAnotherHumanOfYoursDie()
    {
        const QByteArray objects = R"({"id": "necro", "card": "Xathrid Necromancer", "timestamp": 1},
            {"id": "hero", "card": "Benalish Hero", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "nhero", "card": "Benalish Hero", "owner": "nico", "timestamp": 4})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "hero", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokensOf(p), QStringList{QStringLiteral("ana:Zombie 2/2")});
        bool tappedZombie = false;
        for (const GameObject& o : p.finalState.objects)
            tappedZombie = tappedZombie || (o.exists && o.token && o.tapped);
        QVERIFY2(tappedZombie, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "move": "nhero", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QVERIFY(tokensOf(p).isEmpty());
    }

    // CR 603.10a: the Necromancer's own death triggers it ("~ or another"), seen as it was on the
    // battlefield.
    void xathridNecromancerSeesItselfDie()
    {
        const Playthrough p = played(R"({"id": "necro", "card": "Xathrid Necromancer", "timestamp": 1})",
            R"({"id": "e1", "move": "necro", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokensOf(p), QStringList{QStringLiteral("ana:Zombie 2/2")});
    }

    // CR 603.10a, 121.1, 119.3: Midnight Entourage dies: Ana draws a card and loses 1 life. Her Grizzly
    // Bears (no Aetherborn) dying does nothing.
    void midnightEntourageDrawsAndLosesLife()
    {
        const QByteArray objects = R"({"id": "ent", "card": "Midnight Entourage", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "lib", "card": "Island", "zone": "library"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "ent", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Hand);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 111.1: one action per token of the list, each a token the card defines.
    void aListOfTokensIsReadAsOneActionEach()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Trostani's Summoner"), QStringLiteral("Rhino"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 3);
        for (const Action& x : a->effect) {
            QCOMPARE(x.kind, ActionKind::CreateToken);
            QVERIFY(x.token);
            QCOMPARE(x.amount.n, 1);
        }
        QCOMPARE(a->effect[0].token->front.name, QStringLiteral("Knight"));
        QCOMPARE(a->effect[2].token->front.name, QStringLiteral("Rhino"));
    }

    // CR 603.10a, 111.1, 702.2, 702.15: Wurmcoil Engine dies: a 3/3 Wurm with deathtouch and a 3/3 Wurm
    // with lifelink, artifact creatures.
    void wurmcoilEngineLeavesTwoWurms()
    {
        const Playthrough p = played(R"({"id": "wurm", "card": "Wurmcoil Engine", "timestamp": 1})",
            R"({"id": "e1", "move": "wurm", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokensOf(p), (QStringList{QStringLiteral("ana:Wurm 3/3"), QStringLiteral("ana:Wurm 3/3")}));
        int deathtouch = 0, lifelink = 0;
        for (int i = 0; i < p.finalState.objects.size(); ++i) {
            const GameObject& o = p.finalState.objects[i];
            if (!o.exists || !o.token || o.zone != Zone::Battlefield)
                continue;
            const Characteristics& c = p.finalResolution.chars[i];
            QVERIFY(c.isCreature());
            QVERIFY(c.type.cardTypes & quint16(CardType::Artifact));
            deathtouch += c.hasKeyword(QStringLiteral("Deathtouch")) && !c.hasKeyword(QStringLiteral("Lifelink"));
            lifelink += c.hasKeyword(QStringLiteral("Lifelink")) && !c.hasKeyword(QStringLiteral("Deathtouch"));
        }
        QCOMPARE(deathtouch, 1);
        QCOMPARE(lifelink, 1);
    }

    // CR 603.2, 111.1: Trostani's Summoner enters: a 2/2 Knight with vigilance, a 3/3 Centaur and a 4/4
    // Rhino with trample.
    void trostanisSummonerCreatesThreeTokens()
    {
        const Playthrough p = played(R"({"id": "summoner", "card": "Trostani\u0027s Summoner", "zone": "hand"})",
            R"({"id": "e1", "move": "summoner", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokensOf(p), (QStringList{QStringLiteral("ana:Centaur 3/3"), QStringLiteral("ana:Knight 2/2"),
                                  QStringLiteral("ana:Rhino 4/4")}));
        QVERIFY(tokenNamed(p, QStringLiteral("Knight"))->hasKeyword(QStringLiteral("Vigilance")));
        QVERIFY(tokenNamed(p, QStringLiteral("Rhino"))->hasKeyword(QStringLiteral("Trample")));
        QVERIFY(!tokenNamed(p, QStringLiteral("Centaur"))->hasKeyword(QStringLiteral("Trample")));
    }

    // CR 115.1, 702.90, 702.113: the target card has the keyword ability, as it is in the graveyard.
    void graveyardCardWithAKeywordIsRead()
    {
        const AbilityDef* cur = test::parsedWith(fixtures(), QStringLiteral("Corpse Cur"), QStringLiteral("infect from"));
        QVERIFY(cur);
        QCOMPARE(cur->targets.size(), 1);
        QCOMPARE(cur->targets[0].hasKeyword, QStringLiteral("Infect"));
        QCOMPARE(cur->targets[0].zone, Zone::Graveyard);
        QCOMPARE(cur->effect.value(0).kind, ActionKind::ReturnToHand);
        const AbilityDef* caller = test::parsedWith(fixtures(), QStringLiteral("Halimar Tidecaller"), QStringLiteral("awaken"));
        QVERIFY(caller);
        QCOMPARE(caller->targets.value(0).hasKeyword, QStringLiteral("Awaken"));
    }

    // CR 603.3d, 115.1, 702.90: Corpse Cur enters; Ana returns her Glistener Elf (infect) to her hand. Her
    // Grizzly Bears (no infect) is no legal target: the trigger naming it is refused, and it stays.
    void corpseCurReturnsACreatureCardWithInfect()
    {
        const QByteArray objects = R"({"id": "cur", "card": "Corpse Cur", "zone": "hand"},
            {"id": "elf", "card": "Glistener Elf", "zone": "graveyard"}, {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"})";
        Playthrough p = entersTargeting(objects, QStringLiteral("cur"), QStringLiteral("elf"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("elf")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        p = entersTargeting(objects, QStringLiteral("cur"), QStringLiteral("bears"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("elf")), Zone::Graveyard);
    }

    // CR 115.1, 702.113a: Halimar Tidecaller returns Coastal Discovery (awaken), not Lightning Bolt.
    void halimarTidecallerReturnsACardWithAwaken()
    {
        const QByteArray objects = R"({"id": "caller", "card": "Halimar Tidecaller", "zone": "hand"},
            {"id": "disc", "card": "Coastal Discovery", "zone": "graveyard"}, {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"})";
        Playthrough p = entersTargeting(objects, QStringLiteral("caller"), QStringLiteral("disc"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("disc")) == Zone::Hand, qPrintable(test::happened(p)));
        p = entersTargeting(objects, QStringLiteral("caller"), QStringLiteral("bolt"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
    }

    // CR 115.1, 610.3: "target creature other than ~" is another target creature: Faceless Butcher exiles
    // Grizzly Bears until it leaves, and can't target itself (naming itself is refused).
    void facelessButcherExilesAnotherCreatureUntilItLeaves()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Faceless Butcher"), QStringLiteral("exile target"));
        QVERIFY(a);
        QVERIFY(a->targets.value(0).other);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Faceless Butcher"), 0),
            QStringLiteral("When ~ enters, exile another target creature."));
        const QByteArray objects = R"({"id": "butcher", "card": "Faceless Butcher", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";
        const QByteArray enters = R"({"id": "e1", "move": "butcher", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, enters);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        p = played(objects, enters + R"(, {"id": "e3", "move": "butcher", "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        p = played(objects, R"({"id": "e1", "move": "butcher", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["butcher"]}}}, {"id": "e2", "resolve": "top"})");
        // CR 603.3d, 115.1: "another" target chosen as the ability triggers: the Butcher naming itself is
        // refused, and the Butcher stays in Ana's hand (the resolve after it finds the stack empty).
        QCOMPARE(test::doneOrRefusal(p).value(0), QStringLiteral("603.3d"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("butcher")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 301.5c, 701.3a: Pirate's Cutlass enters; Ana attaches it to her Dire Fleet Hoarder (a Pirate),
    // which gets +2/+1. Her Grizzly Bears is no Pirate: the trigger naming it is refused.
    void piratesCutlassAttachesItselfToAPirate()
    {
        const QByteArray objects = R"({"id": "cutlass", "card": "Pirate\u0027s Cutlass", "zone": "hand"},
            {"id": "hoarder", "card": "Dire Fleet Hoarder", "timestamp": 1}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "cutlass", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["hoarder"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::ptOf(p, QStringLiteral("hoarder")) == QLatin1String("4/2"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
        p = played(objects, R"({"id": "e1", "move": "cutlass", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(p, QStringLiteral("hoarder")), QStringLiteral("2/1"));
    }

    // CR 701.8, 603.2: Fell Specter enters; Nico discards his one card, and its other ability makes him
    // lose 2 life.
    void fellSpecterMakesTheTargetOpponentDiscard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fell Specter"), 0),
            QStringLiteral("When ~ enters, target opponent discards a card."));
        const Playthrough p = played(R"({"id": "specter", "card": "Fell Specter", "zone": "hand"},
            {"id": "nbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": "specter", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 115.1, 122.1, 608.2b: Vineshaper Mystic puts a +1/+1 counter on each of Ana's two Merfolk;
    // Grizzly Bears is no Merfolk: naming it as the trigger's target is refused (603.3d).
    void vineshaperMysticCountersUpToTwoMerfolk()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Vineshaper Mystic"), QStringLiteral("Merfolk"));
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(int(a->targets[0].upTo), 2);
        const QByteArray objects = R"({"id": "mystic", "card": "Vineshaper Mystic", "zone": "hand"},
            {"id": "m1", "card": "Merfolk of the Pearl Trident", "timestamp": 1},
            {"id": "m2", "card": "Merfolk of the Pearl Trident", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "lignify", "card": "Lignify", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "mystic", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["m1", "m2"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("m1")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("m2")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("mystic")), 0);
        // CR 603.3d, 601.2c: the targets are chosen as the ability is put on the stack; the Bears are no
        // legal target then, so the event is refused and leaves the Mystic in Ana's hand.
        for (const char* targets : {R"(["bears"])", R"(["m1", "bears"])"}) {
            p = played(objects, QByteArray(R"({"id": "e1", "move": "mystic", "to": "battlefield", "triggers": {"e1.1": {"targets": )")
                    + targets + "}}}");
            QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
            QCOMPARE(test::zoneOf(p, QStringLiteral("mystic")), Zone::Hand);
            QVERIFY2(p.events[0].problems.value(0).message.contains(QLatin1String("Grizzly Bears is not a legal target")),
                qPrintable(p.events[0].problems.value(0).message));
        }
        // CR 608.2b: one target still legal and one no longer (Lignify made it a Treefolk after the
        // ability triggered): the ability resolves and does nothing to the second.
        p = played(objects, R"({"id": "e1", "move": "mystic", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["m1", "m2"]}}},
            {"id": "e2", "cast": "lignify", "targets": ["m2"]}, {"id": "e3", "resolve": "top"},
            {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "done", "done"}));
        QVERIFY2(test::countersOn(p, QStringLiteral("m1")) == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("m2")) == 0, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QLatin1String("illegal target now")), qPrintable(test::happened(p)));
    }

    // CR 701.8, 121.1: Psychic Symbiont enters targeting Nico: he discards his one card, then Ana draws.
    void psychicSymbiontDiscardsThenDraws()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Psychic Symbiont"), 1),
            QStringLiteral("When ~ enters, target opponent discards a card and you draw a card."));
        const Playthrough p = played(R"({"id": "symbiont", "card": "Psychic Symbiont", "zone": "hand"},
            {"id": "nbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
            {"id": "lib", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "move": "symbiont", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Hand);
    }

    // CR 608.2h, 121.2: Pygmy Kavu enters: Ana draws a card for each of Nico's two Black Knights; her own
    // Black Knight and his Grizzly Bears are not counted.
    void pygmyKavuCountsTheOpponentsBlackCreatures()
    {
        test::checkEveryCardUnderstood(counted(), 1);
        const Playthrough p = test::playScenario(counted(), R"({"id": "kavu", "card": "Pygmy Kavu", "zone": "hand"},
            {"id": "k1", "card": "Black Knight", "owner": "nico", "timestamp": 1},
            {"id": "k2", "card": "Black Knight", "owner": "nico", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
            {"id": "k3", "card": "Black Knight", "timestamp": 4},
            {"id": "l1", "card": "Island", "zone": "library"}, {"id": "l2", "card": "Island", "zone": "library"},
            {"id": "l3", "card": "Island", "zone": "library"}, {"id": "l4", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "move": "kavu", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::idsIn(p.finalState, Zone::Hand).size() == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig22)
#include "tst_imptrig22.moc"
