// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig34.json), round 34: "When ~ enters
// the battlefield, exile all artifact and enchantment cards from all graveyards." (Saprazzan Bailiff: a set of cards
// in every graveyard exiled), "When ~ dies, exile it and each player returns all creature cards from their graveyard
// to their hand." (Underworld Cerberus: ~ exiled, then every creature card in every graveyard to its owner's hand),
// "When a Ninja enters the battlefield under your control, you may return ~ from your graveyard to the battlefield
// attached to that creature." (Smoke Shroud; Dragon Wings' and Dragon Shadow's "a creature with converted mana cost 6
// or greater"; Sword of the Meek's "…, then attach it to that creature": an Aura or Equipment returned attached to the
// event's creature), "When ~ enters the battlefield, you may put an Aura card from your hand onto the battlefield
// attached to ~." (Academy Researchers), "When ~ enters the battlefield, an opponent gains control of it." (Akroan
// Horse: no target, the opponent chosen as it resolves), "Whenever equipped creature dies, you may put a creature card
// from your hand onto the battlefield and attach ~ to it." (Deathrender: the attach only if the card was put), "…, you
// may pay {4}. If you do, return that card to the battlefield and attach ~ to it." (Nim Deathmantle), "When ~ enters the
// battlefield, target opponent chooses a creature they control. Destroy it." (Wei Assassins; the sorcery Imperial
// Edict reads alike), "When ~ enters the battlefield, pay {E}{E}. If you can't, return ~ to its owner's hand and you
// get {E}." (Greenbelt Rampager: "If you can't" after a payment that is no choice), "… gets -1/-1 until end of turn.
// That creature gets -4/-4 instead if you control a creature named Bogbrew Witch." (Festering Newt: the trailing
// "instead if", as long as the instruction it replaces), "… you may choose a color. If you do, Allies you control gain
// protection from the chosen color until end of turn." (Kabira Evangel: "you may have … the color of your choice").
// Phantom Ninja and Bogbrew Witch (imported) and the built-in
// Bonesplitter, Crusade, Grizzly Bears, Forest, Colossal Dreadmaw, Benalish Hero, Flight, Spreading Seas and Craw Wurm
// are the other cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>
#include <algorithm>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QByteArray inGraveyard(const char* id, const char* card, const char* owner = "ana")
{
    return test::objectJson(id, card, ", \"zone\": \"graveyard\"", owner);
}

QByteArray inHand(const char* id, const char* card, const char* owner = "ana")
{
    return test::objectJson(id, card, ", \"zone\": \"hand\"", owner);
}

// Ana, Nico and Zoe: a game of three, for a choice among opponents.
Playthrough playedByThree(const QByteArray& objects, const QByteArray& events)
{
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t", "players": [{"id": "ana",
        "name": "Ana"}, {"id": "nico", "name": "Nico"}, {"id": "zoe", "name": "Zoe"}], "objects": [)"
        + objects + R"(], "events": [)" + events + "]}";
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

// Ana with `energy` energy counters.
Playthrough playedWithEnergy(int energy, const QByteArray& objects, const QByteArray& events)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state
        = test::readScenario(lib, test::scenarioJson(objects, events, ", \"energy\": " + QByteArray::number(energy)));
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

// Whether the object ended the playthrough with protection from `color` (702.16a).
bool protectedFrom(const Playthrough& p, const char* id, Color color)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c && std::any_of(c->abilities.cbegin(), c->abilities.cend(), [&](const AbilityInstance& a) {
        return a.def && a.def->isKeyword(QStringLiteral("Protection")) && a.def->protectionFrom.has(color);
    });
}

int energyOf(const Playthrough& p, const char* player)
{
    const Player* who = p.finalState.player(QLatin1String(player));
    return who ? who->counters.value(QStringLiteral("energy")) : -1;
}

QString attachedTo(const Playthrough& p, const char* id)
{
    const GameObject* o = p.finalState.object(QLatin1String(id));
    return o ? o->attachedTo : QStringLiteral("(gone)");
}

}   // namespace

class TestImpTrig34 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 17);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 406.1, 608.2h: every artifact and enchantment card in every graveyard as it resolves, no target, no owner.
    void saprazzanBailiffExilesFromAllGraveyards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Saprazzan Bailiff"), 0),
            QStringLiteral("When ~ enters, exile all artifact and enchantment cards from all graveyards."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Saprazzan Bailiff"), 0, ActionKind::Exile);
        QVERIFY(a && a->object);
        QVERIFY(a->each);
        QVERIFY(!a->object->isRef());
        QCOMPARE(a->object->zone, Zone::Graveyard);
        QVERIFY(!a->object->ownerYou);
        QVERIFY(a->object->whose.isEmpty());
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Saprazzan Bailiff"), 0)->targets.isEmpty());
    }

    // CR 406.1: Saprazzan Bailiff enters; Ana's Bonesplitter and Nico's Crusade are exiled from their graveyards,
    // the Grizzly Bears cards stay, and so does the Bonesplitter on the battlefield.
    void saprazzanBailiffPlayed()
    {
        const QByteArray objects = test::objectJson("bailiff", "Saprazzan Bailiff", ", \"zone\": \"hand\"") + ","
            + inGraveyard("splitter", "Bonesplitter") + "," + inGraveyard("crusade", "Crusade", "nico") + ","
            + inGraveyard("bearcard", "Grizzly Bears") + "," + inGraveyard("nicobears", "Grizzly Bears", "nico") + ","
            + test::objectJson("onboard", "Bonesplitter", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "bailiff", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("splitter")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("crusade")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bearcard")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("onboard")), Zone::Battlefield);
    }

    // CR 608.2c, 404.2, 400.3: ~ is exiled first, then every creature card in every graveyard goes to its owner's
    // hand, which is the hand of the player whose graveyard held it.
    void underworldCerberusExilesItselfThenReturns()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Underworld Cerberus"), 2),
            QStringLiteral("When ~ dies, exile it. Return all creature cards in all graveyards to their owners' hands."));
        const QList<ActionKind> kinds = test::actionKinds(fixtures(), QStringLiteral("Underworld Cerberus"), QStringLiteral("dies"));
        QCOMPARE(kinds, (QList<ActionKind>{ActionKind::Exile, ActionKind::ReturnToHand}));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Underworld Cerberus"), 2, ActionKind::ReturnToHand);
        QVERIFY(a && a->object);
        QVERIFY(a->each);
        QCOMPARE(a->object->zone, Zone::Graveyard);
        QVERIFY(!a->object->ownerYou);
        QCOMPARE(a->object->types, quint16(CardType::Creature));
    }

    // CR 603.10a, 400.3: Underworld Cerberus dies; it is exiled (not returned), Ana's and Nico's Grizzly Bears cards
    // go to their owners' hands, the Forest card stays.
    void underworldCerberusPlayed()
    {
        const QByteArray objects = test::objectJson("cerberus", "Underworld Cerberus") + ","
            + inGraveyard("bearcard", "Grizzly Bears") + "," + inGraveyard("nicobears", "Grizzly Bears", "nico") + ","
            + inGraveyard("forest", "Forest", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "cerberus", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("cerberus")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bearcard")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Hand);
        QCOMPARE(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("nicobears"))].owner, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
    }

    // CR 303.4f, 603.7c: ~ returned from the graveyard attached to the creature the trigger's event names, not a
    // target; Sword of the Meek's "…, then attach it to that creature" is the same for an Equipment (301.5c).
    void returnedAttachedToThatCreature()
    {
        for (const char* card : {"Smoke Shroud", "Dragon Wings", "Dragon Shadow", "Sword of the Meek"}) {
            const QString name = QLatin1String(card);
            const int index = name == QLatin1String("Dragon Wings") ? 3 : 2;   // Dragon Wings' cycling comes first
            const Action* a = test::firstAction(fixtures(), name, index, ActionKind::ReturnToBattlefield);
            QVERIFY2(a && a->object && a->to, card);
            QCOMPARE(a->object->ref, Selector::Ref::Self);
            QCOMPARE(a->text, QStringLiteral("graveyard"));
            QCOMPARE(a->to->ref, Selector::Ref::It);
            QVERIFY(test::parsedAbility(fixtures(), name, index)->targets.isEmpty());
            QVERIFY(test::writtenText(fixtures(), name, index)
                        .endsWith(QLatin1String(", you may return ~ from your graveyard to the battlefield attached to that creature.")));
        }
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Smoke Shroud"), 2),
            QStringLiteral("Whenever a Ninja you control enters, you may return ~ from your graveyard to the battlefield attached "
                           "to that creature."));
    }

    // CR 303.4f, 113.6k: Phantom Ninja enters under Ana's control; Smoke Shroud returns from her graveyard attached to
    // it, which is then a 3/3 with flying. Declined, the Shroud stays in the graveyard.
    void smokeShroudPlayed()
    {
        const QByteArray objects = inGraveyard("shroud", "Smoke Shroud") + "," + inHand("ninja", "Phantom Ninja");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "ninja", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("shroud")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(attachedTo(p, "shroud"), QStringLiteral("ninja"));
        QCOMPARE(test::ptOf(p, QStringLiteral("ninja")), QStringLiteral("3/3"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("ninja"), QStringLiteral("Flying")));
        const Playthrough declined = played(objects,
            R"({"id": "e1", "move": "ninja", "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("shroud")), Zone::Graveyard);
    }

    // CR 303.4f, 303.4g: Nico's Colossal Dreadmaw (mana value 6) enters and Ana's Dragon Wings returns attached to
    // it; when the Dreadmaw has left before the ability resolves, the Aura has nothing to enchant and stays in Ana's
    // graveyard. Grizzly Bears (mana value 2) doesn't trigger it.
    void dragonWingsPlayed()
    {
        const QByteArray objects = inGraveyard("wings", "Dragon Wings") + "," + inHand("maw", "Colossal Dreadmaw", "nico")
            + "," + inHand("bears", "Grizzly Bears");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "maw", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wings")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(attachedTo(p, "wings"), QStringLiteral("maw"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("maw"), QStringLiteral("Flying")));
        const Playthrough gone = played(objects,
            R"({"id": "e1", "move": "maw", "to": "battlefield"}, {"id": "e2", "move": "maw", "to": "graveyard"},
            {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(gone, QStringLiteral("wings")) == Zone::Graveyard, qPrintable(test::happened(gone)));
        const Playthrough small = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield"})");
        QVERIFY(small.finalState.stack.isEmpty());
        QCOMPARE(test::zoneOf(small, QStringLiteral("wings")), Zone::Graveyard);
    }

    // CR 301.5c, 701.3b: Ana's Benalish Hero (1/1) enters; Sword of the Meek returns attached to it (2/3). When the
    // Hero has left first, the Equipment still returns, unattached. Grizzly Bears (2/2) doesn't trigger it.
    void swordOfTheMeekPlayed()
    {
        const QByteArray objects = inGraveyard("sword", "Sword of the Meek") + "," + inHand("hero", "Benalish Hero") + ","
            + inHand("bears", "Grizzly Bears");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "hero", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("sword")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(attachedTo(p, "sword"), QStringLiteral("hero"));
        QCOMPARE(test::ptOf(p, QStringLiteral("hero")), QStringLiteral("2/3"));
        const Playthrough gone = played(objects,
            R"({"id": "e1", "move": "hero", "to": "battlefield"}, {"id": "e2", "move": "hero", "to": "graveyard"},
            {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(gone, QStringLiteral("sword")) == Zone::Battlefield, qPrintable(test::happened(gone)));
        QCOMPARE(attachedTo(gone, "sword"), QString());
        const Playthrough bigger = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield"})");
        QVERIFY(bigger.finalState.stack.isEmpty());
        QCOMPARE(test::zoneOf(bigger, QStringLiteral("sword")), Zone::Graveyard);
    }

    // CR 303.4f: the Aura card chosen from the hand as it resolves, put onto the battlefield attached to ~.
    void academyResearchersPutsAnAuraOnItself()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Academy Researchers"), 0),
            QStringLiteral("When ~ enters, you may put an Aura card from your hand onto the battlefield attached to ~."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Academy Researchers"), 0, ActionKind::ReturnToBattlefield);
        QVERIFY(a && a->object && a->to);
        QCOMPARE(a->object->zone, Zone::Hand);
        QCOMPARE(a->to->ref, Selector::Ref::Self);
        QVERIFY(!a->tapped);
    }

    // CR 303.4f, 303.4g: Academy Researchers enters and Ana puts Flight from her hand onto the battlefield attached to
    // it (flying); Spreading Seas (enchant land) could not enchant it and stays in her hand.
    void academyResearchersPlayed()
    {
        const QByteArray objects = inHand("researchers", "Academy Researchers") + "," + inHand("flight", "Flight") + ","
            + inHand("seas", "Spreading Seas");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "researchers", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["flight"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("flight")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(attachedTo(p, "flight"), QStringLiteral("researchers"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("researchers"), QStringLiteral("Flying")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("seas")), Zone::Hand);
        const Playthrough land = played(objects, R"({"id": "e1", "move": "researchers", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["seas"]}})");
        QVERIFY2(test::zoneOf(land, QStringLiteral("seas")) == Zone::Hand, qPrintable(test::happened(land)));
        QCOMPARE(test::zoneOf(land, QStringLiteral("flight")), Zone::Hand);
    }

    // CR 613.1b, 611.2a, 115.1: no target; ~ given for good to an opponent chosen as it resolves.
    void akroanHorseGoesToAnOpponent()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Akroan Horse"), 1),
            QStringLiteral("When ~ enters, an opponent gains control of ~."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Akroan Horse"), 1, ActionKind::Continuous);
        QVERIFY(a && a->continuous);
        QCOMPARE(a->who, QStringLiteral("chosen_opponent"));
        QCOMPARE(a->continuous->ops.first().kind, Op::Kind::GainControl);
        QCOMPARE(a->continuous->duration, Duration::Indefinite);
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Akroan Horse"), 1)->targets.isEmpty());
    }

    // CR 613.1b, 800.4a: Ana's Akroan Horse enters; in a game of three, Zoe gains control of it when the resolve event
    // chooses her, Nico (the first opponent) when it chooses no one; in a game of two, Nico.
    void akroanHorsePlayed()
    {
        const QByteArray objects = inHand("horse", "Akroan Horse");
        const QByteArray enters = R"({"id": "e1", "move": "horse", "to": "battlefield"}, )";
        const Playthrough zoe = playedByThree(objects, enters + R"({"id": "e2", "resolve": "top", "choices": {"player": "zoe"}})");
        QVERIFY2(test::charsOf(zoe, QStringLiteral("horse")), qPrintable(test::happened(zoe)));
        QCOMPARE(test::charsOf(zoe, QStringLiteral("horse"))->controller, QStringLiteral("zoe"));
        const Playthrough first = playedByThree(objects, enters + R"({"id": "e2", "resolve": "top"})");
        QCOMPARE(test::charsOf(first, QStringLiteral("horse"))->controller, QStringLiteral("nico"));
        const Playthrough two = played(objects, enters + R"({"id": "e2", "resolve": "top", "choices": {"player": "ana"}})");
        QVERIFY2(test::charsOf(two, QStringLiteral("horse")), qPrintable(test::happened(two)));
        QCOMPARE(test::charsOf(two, QStringLiteral("horse"))->controller, QStringLiteral("nico"));
    }

    // CR 603.5, 608.2c, 701.3a: "you may put … and attach ~ to it" is the put, then the attach if it was done.
    void deathrenderPutsThenAttaches()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Deathrender"), 1),
            QStringLiteral("Whenever equipped creature dies, you may put a creature card from your hand onto the battlefield. "
                           "If you do, attach ~ to it."));
        const QList<ActionKind> kinds = test::actionKinds(fixtures(), QStringLiteral("Deathrender"), QStringLiteral("dies"));
        QCOMPARE(kinds, (QList<ActionKind>{ActionKind::ReturnToBattlefield, ActionKind::Attach}));
        const Action* attach = test::firstAction(fixtures(), QStringLiteral("Deathrender"), 1, ActionKind::Attach);
        QVERIFY(attach && attach->object && attach->to);
        QVERIFY(attach->ifYouDo);
        QCOMPARE(attach->object->ref, Selector::Ref::Self);
        QCOMPARE(attach->to->ref, Selector::Ref::It);
    }

    // CR 701.3a, 400.7: Ana's Grizzly Bears, equipped with Deathrender, dies; she puts Craw Wurm from her hand onto the
    // battlefield and Deathrender is attached to it (8/6). Declined, the Wurm stays in her hand and Deathrender is
    // attached to nothing.
    void deathrenderPlayed()
    {
        const QByteArray objects = test::objectJson("render", "Deathrender", ", \"attached_to\": \"bears\"") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + inHand("wurm", "Craw Wurm");
        const QByteArray dies = R"({"id": "e1", "move": "bears", "to": "graveyard"}, )";
        const Playthrough p = played(objects, dies + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(attachedTo(p, "render"), QStringLiteral("wurm"));
        QCOMPARE(test::ptOf(p, QStringLiteral("wurm")), QStringLiteral("8/6"));
        const Playthrough declined = played(objects, dies + R"({"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(declined, QStringLiteral("wurm")) == Zone::Hand, qPrintable(test::happened(declined)));
        QCOMPARE(attachedTo(declined, "render"), QString());
    }

    // CR 110.2a, 603.5, 701.3a: "return that card to the battlefield" is under your control (you put it there); the
    // attach follows the payment as the return does.
    void nimDeathmantleReturnsThenAttaches()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Nim Deathmantle"), 1),
            QStringLiteral("Whenever a nontoken creature is put into your graveyard from the battlefield, you may pay {4}. If you "
                           "do, return that card to the battlefield under your control. Attach ~ to it."));
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Nim Deathmantle"), 1, ActionKind::ReturnToBattlefield);
        const Action* attach = test::firstAction(fixtures(), QStringLiteral("Nim Deathmantle"), 1, ActionKind::Attach);
        QVERIFY(back && attach && attach->to);
        QVERIFY(back->ifYouDo);
        QVERIFY(attach->ifYouDo);
        QCOMPARE(back->object->ref, Selector::Ref::It);
        QCOMPARE(attach->to->ref, Selector::Ref::It);
    }

    // CR 400.7, 701.3a: Ana's Grizzly Bears dies; she pays and it returns with Nim Deathmantle attached (4/4, a black
    // Zombie with intimidate). Not paid, the Bears card stays in her graveyard and the Deathmantle unattached.
    void nimDeathmantlePlayed()
    {
        const QByteArray objects = test::objectJson("mantle", "Nim Deathmantle") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray dies = R"({"id": "e1", "move": "bears", "to": "graveyard"}, )";
        const Playthrough p = played(objects, dies + R"({"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(attachedTo(p, "mantle"), QStringLiteral("bears"));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("4/4"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Intimidate")));
        const Playthrough unpaid = played(objects, dies + R"({"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(unpaid, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(unpaid)));
        QCOMPARE(attachedTo(unpaid, "mantle"), QString());
    }

    // CR 701.7a, 608.2d: the target opponent chooses one creature of theirs as it resolves; that one is destroyed.
    void weiAssassinsDestroysTheChosenCreature()
    {
        for (const QString& name : {QStringLiteral("Wei Assassins"), QStringLiteral("Imperial Edict")}) {
            const Action* a = test::firstAction(fixtures(), name, 0, ActionKind::Destroy);
            QVERIFY2(a && a->object, qPrintable(name));
            QCOMPARE(a->who, QStringLiteral("target_player"));
            QVERIFY(!a->object->isRef());
            QCOMPARE(a->object->types, quint16(CardType::Creature));
        }
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wei Assassins"), 0),
            QStringLiteral("When ~ enters, target opponent chooses a creature they control. Destroy it."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Imperial Edict"), 0),
            QStringLiteral("Target opponent chooses a creature they control. Destroy it."));
    }

    // CR 701.7a, 608.2d: Nico chooses his Grizzly Bears, which is destroyed; his Craw Wurm and Ana's Bears stay. A
    // choice of Ana's Bears is not his to make: one of his is destroyed instead.
    void weiAssassinsPlayed()
    {
        const QByteArray objects = inHand("wei", "Wei Assassins") + "," + test::objectJson("nicobears", "Grizzly Bears", "", "nico")
            + "," + test::objectJson("wurm", "Craw Wurm", "", "nico") + "," + test::objectJson("anabears", "Grizzly Bears");
        const QByteArray enters = R"({"id": "e1", "move": "wei", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}}, )";
        const Playthrough p = played(objects, enters + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["nicobears"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Battlefield);
        const Playthrough wrong = played(objects, enters + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["anabears"]}})");
        QVERIFY2(test::zoneOf(wrong, QStringLiteral("anabears")) == Zone::Battlefield, qPrintable(test::happened(wrong)));
        QCOMPARE(int(test::zoneOf(wrong, QStringLiteral("nicobears")) == Zone::Graveyard)
                + int(test::zoneOf(wrong, QStringLiteral("wurm")) == Zone::Graveyard), 1);
    }

    // CR 107.14, 118.3, 608.2c: energy counters you don't have can't be paid; "If you can't" is then done, both of
    // its instructions.
    void greenbeltRampagerReturnsIfItCantPay()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Greenbelt Rampager"), 0),
            QStringLiteral("When ~ enters, pay {E}{E}. If you can't, return ~ to its owner's hand and you get {E}."));
        const QList<ActionKind> kinds = test::actionKinds(fixtures(), QStringLiteral("Greenbelt Rampager"), QStringLiteral("pay"));
        QCOMPARE(kinds, (QList<ActionKind>{ActionKind::PayEnergy, ActionKind::ReturnToHand, ActionKind::GetEnergy}));
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Greenbelt Rampager"), 0, ActionKind::ReturnToHand);
        const Action* gets = test::firstAction(fixtures(), QStringLiteral("Greenbelt Rampager"), 0, ActionKind::GetEnergy);
        QVERIFY(back && gets);
        QVERIFY(back->ifYouDont && gets->ifYouDont);
        QVERIFY(!test::firstAction(fixtures(), QStringLiteral("Greenbelt Rampager"), 0, ActionKind::PayEnergy)->optional);
    }

    // CR 107.14, 118.3: with two energy counters Ana pays them and the Rampager stays; with one she can't, so it returns
    // to her hand and she gets one more (2).
    void greenbeltRampagerPlayed()
    {
        const QByteArray objects = inHand("rampager", "Greenbelt Rampager");
        const QByteArray enters = R"({"id": "e1", "move": "rampager", "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        const Playthrough paid = playedWithEnergy(2, objects, enters);
        QVERIFY2(test::zoneOf(paid, QStringLiteral("rampager")) == Zone::Battlefield, qPrintable(test::happened(paid)));
        QCOMPARE(energyOf(paid, "ana"), 0);
        const Playthrough cant = playedWithEnergy(1, objects, enters);
        QVERIFY2(test::zoneOf(cant, QStringLiteral("rampager")) == Zone::Hand, qPrintable(test::happened(cant)));
        QCOMPARE(energyOf(cant, "ana"), 2);
    }

    // CR 608.2c: "instead" replaces the instruction before it, for as long; the condition is checked as it resolves.
    void festeringNewtInsteadIfYouControlTheWitch()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Festering Newt"), 0),
            QStringLiteral("When ~ dies, target creature an opponent controls gets -1/-1 until end of turn. If you control a "
                           "creature named Bogbrew Witch, that creature gets -4/-4 until end of turn instead."));
        const AbilityDef* newt = test::parsedAbility(fixtures(), QStringLiteral("Festering Newt"), 0);
        QVERIFY(newt);
        QCOMPARE(newt->effect.size(), 2);
        QVERIFY(newt->effect[0].condition && newt->effect[0].condition->negated);
        QVERIFY(newt->effect[1].condition && !newt->effect[1].condition->negated);
    }

    // CR 608.2c, 613.4c: Festering Newt dies targeting Nico's Colossal Dreadmaw: 2/2 while Ana controls Bogbrew Witch,
    // 5/5 without it.
    void festeringNewtPlayed()
    {
        const QByteArray newt = test::objectJson("newt", "Festering Newt") + "," + test::objectJson("maw", "Colossal Dreadmaw", "", "nico");
        const QByteArray dies = R"({"id": "e1", "move": "newt", "to": "graveyard", "triggers": {"e1.1": {"targets": ["maw"]}}},
            {"id": "e2", "resolve": "top"})";
        const Playthrough witch = played(newt + "," + test::objectJson("witch", "Bogbrew Witch"), dies);
        QVERIFY2(test::ptOf(witch, QStringLiteral("maw")) == QLatin1String("2/2"), qPrintable(test::happened(witch)));
        const Playthrough alone = played(newt, dies);
        QVERIFY2(test::ptOf(alone, QStringLiteral("maw")) == QLatin1String("5/5"), qPrintable(test::happened(alone)));
    }

    // CR 603.5, 608.2d, 702.16a: the colour chosen as it resolves, or none when the controller declines.
    void kabiraEvangelGrantsProtectionFromAChosenColor()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kabira Evangel"), 0),
            QStringLiteral("Whenever ~ or another Ally you control enters, you may have Allies you control gain protection from the "
                           "color of your choice until end of turn."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Kabira Evangel"), 0)->optional);
        QVERIFY(test::firstAction(fixtures(), QStringLiteral("Kabira Evangel"), 0, ActionKind::Continuous));
    }

    // CR 702.16a: Kabira Evangel enters and Ana chooses red: it has protection from red, not from blue, and her Grizzly
    // Bears (no Ally) none; declined, Kabira has none.
    void kabiraEvangelPlayed()
    {
        const QByteArray objects = inHand("kabira", "Kabira Evangel") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray enters = R"({"id": "e1", "move": "kabira", "to": "battlefield"}, )";
        const Playthrough red = played(objects, enters + R"({"id": "e2", "resolve": "top", "choices": {"color": "red"}})");
        QVERIFY2(protectedFrom(red, "kabira", Color::Red), qPrintable(test::happened(red)));
        QVERIFY(!protectedFrom(red, "kabira", Color::Blue));
        QVERIFY(!protectedFrom(red, "bears", Color::Red));
        const Playthrough declined = played(objects, enters + R"({"id": "e2", "resolve": "top", "may": false, "choices": {"color": "red"}})");
        QVERIFY2(!protectedFrom(declined, "kabira", Color::Red), qPrintable(test::happened(declined)));
    }
};

QTEST_MAIN(TestImpTrig34)
#include "tst_imptrig34.moc"
