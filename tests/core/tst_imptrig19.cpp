// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig19.json), round 19:
// the ones that return their own card from the graveyard ("Landfall — … you may return Bloodghast from
// your graveyard to the battlefield", "… you may pay {R}. If you do, return Spit Flame from your
// graveyard to your hand"). 113.6m: such an ability functions only in the graveyard, so the event
// player lets a card there trigger with it (and with nothing else), never a permanent. And "When ~ dies,
// you may exile it. If you do, …" (Academy Rector, Gamekeeper): the card ~ became in the graveyard; a
// target "permanent card" in a graveyard (Iname as One, Nature's Spiral, 110.4).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include "play/GraveyardAbilities.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig19.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Bloodghast in Ana's graveyard, a Forest and a Mountain in her hand, a Forest in Nico's hand.
const QByteArray kGhast = R"({"id": "ghast", "card": "Bloodghast", "zone": "graveyard"},
    {"id": "forest", "card": "Forest", "zone": "hand"},
    {"id": "mountain", "card": "Mountain", "zone": "hand"},
    {"id": "nforest", "card": "Forest", "owner": "nico", "zone": "hand"})";

}   // namespace

class TestImpTrig19 : public QObject {
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

    // CR 113.6m, 603.5: the trigger's effect is the move of ~ itself out of the graveyard, optional or
    // not, and after a payment ("If you do"); the writer says it back as printed.
    void selfReturnsAreRead()
    {
        const AbilityDef* ghast = test::parsedWith(fixtures(), QStringLiteral("Bloodghast"), QStringLiteral("Landfall"));
        QVERIFY(ghast);
        QCOMPARE(ghast->kind, AbilityDef::Kind::Triggered);
        QVERIFY(worksOnlyInGraveyard(*ghast));
        QCOMPARE(ghast->effect.first().kind, ActionKind::ReturnToBattlefield);
        const AbilityDef* speaker
            = test::parsedWith(fixtures(), QStringLiteral("Blood Speaker"), QStringLiteral("Whenever a Demon"));
        QVERIFY(speaker);
        QCOMPARE(speaker->effect.first().kind, ActionKind::ReturnToHand);
        QVERIFY(worksOnlyInGraveyard(*speaker));
        // Blood Speaker's upkeep ability works on the battlefield, as every other one does (113.6).
        const AbilityDef* upkeep
            = test::parsedWith(fixtures(), QStringLiteral("Blood Speaker"), QStringLiteral("you may sacrifice"));
        QVERIFY(upkeep);
        QVERIFY(!worksOnlyInGraveyard(*upkeep));
        const AbilityReport* spit = test::reportWith(fixtures(), QStringLiteral("Spit Flame"), QStringLiteral("you may pay {R}"));
        QVERIFY(spit);
        QCOMPARE(spit->status, AbilityStatus::Parsed);
    }

    // CR 113.6m, 603.2, 603.5: a land entering under Ana's control triggers Bloodghast in her graveyard;
    // she returns it. Declining leaves it there.
    void bloodghastReturnsWhenALandEnters()
    {
        const QByteArray enters = R"({"id": "e1", "move": "forest", "to": "battlefield"})";
        Playthrough p = played(kGhast, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("ghast:3")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Battlefield);
        p = played(kGhast, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Graveyard);
    }

    // CR 113.6m: the same ability does nothing on the battlefield: Bloodghast there sees the land enter
    // and does not trigger. CR 113.8: in the graveyard its "you" is its owner, so Nico's land does not
    // trigger it either.
    void bloodghastTriggersOnlyFromItsOwnersGraveyard()
    {
        const QByteArray onBattlefield = R"({"id": "ghast", "card": "Bloodghast", "timestamp": 1},
            {"id": "forest", "card": "Forest", "zone": "hand"})";
        Playthrough p = played(onBattlefield, R"({"id": "e1", "move": "forest", "to": "battlefield"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Battlefield);
        p = played(kGhast, R"({"id": "e1", "move": "nforest", "to": "battlefield"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Graveyard);
    }

    // CR 113.6m, 603.2: Reach of Branches, an instant in the graveyard, comes back to Ana's hand when a
    // Forest enters under her control; a Mountain is no Forest and triggers nothing.
    void reachOfBranchesWaitsForAForest()
    {
        const QByteArray objects = kGhast + R"(, {"id": "reach", "card": "Reach of Branches", "zone": "graveyard"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "mountain", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("ghast:3")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("reach")), Zone::Graveyard);
        p = played(objects, R"({"id": "e1", "move": "forest", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "may": true}, {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")).size(), 2);
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).contains(QStringLiteral("reach:2")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("reach")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Battlefield);
    }

    // CR 400.7, 113.6m: a card that left the graveyard after its ability triggered is a new object; the
    // ability resolves and does not fetch it from exile.
    void aCardThatLeftTheGraveyardIsNotFetched()
    {
        const QByteArray objects = R"({"id": "reach", "card": "Reach of Branches", "zone": "graveyard"},
            {"id": "forest", "card": "Forest", "zone": "hand"})";
        const Playthrough p = played(objects, R"({"id": "e1", "move": "forest", "to": "battlefield"},
            {"id": "e2", "move": "reach", "to": "exile"}, {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("reach:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("reach")), Zone::Exile);
    }

    // CR 603.5, 113.6m: Spit Flame's "you may pay {R}. If you do, return …": a Dragon entering under
    // Ana's control triggers it; paid, the card returns to her hand; declined, it stays.
    void spitFlameReturnsWhenItsPaymentIsMade()
    {
        const QByteArray objects = R"({"id": "spit", "card": "Spit Flame", "zone": "graveyard"},
            {"id": "scion", "card": "Scion of Ugin", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "scion", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("spit:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("spit")), Zone::Hand);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("spit")), Zone::Graveyard);
    }

    // CR 603.2, 113.6m: "When a Dragon enters" is any player's Dragon: Nico's Scion of Ugin brings Ana's
    // Bladewing's Thrall back to the battlefield under her control (its owner's, 110.2).
    void bladewingsThrallReturnsForAnyonesDragon()
    {
        // The card's name is a plain string: moc reads an apostrophe in a raw string as a character literal.
        const Playthrough p = played(QByteArray("{\"id\": \"thrall\", \"card\": \"Bladewing's Thrall\", \"zone\": \"graveyard\"},")
                + R"({"id": "scion", "card": "Scion of Ugin", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": "scion", "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("thrall:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("thrall")), Zone::Battlefield);
        const int i = p.finalState.objectIndex(QStringLiteral("thrall"));
        QCOMPARE(p.finalResolution.chars[i].controller, QStringLiteral("ana"));
    }

    // CR 113.6m: Blood Speaker's return is not optional: a Demon entering under Ana's control puts it in
    // her hand. A Dragon is no Demon.
    void bloodSpeakerReturnsForADemon()
    {
        const QByteArray objects = R"({"id": "speaker", "card": "Blood Speaker", "zone": "graveyard"},
            {"id": "demon", "card": "Renegade Demon", "zone": "hand"},
            {"id": "scion", "card": "Scion of Ugin", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "scion", "to": "battlefield"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        p = played(objects, R"({"id": "e1", "move": "demon", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("speaker:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("speaker")), Zone::Hand);
    }

    // CR 603.4, 113.6m: Death of a Thousand Stings triggers at Ana's upkeep only if she has more cards in
    // hand than Nico (checked as it would trigger), and then returns to her hand.
    void stingsReturnsWhenItsOwnerHasMoreCards()
    {
        // Nico draws a card in his turn (504.1), so a card waits in his library.
        const QByteArray base = R"({"id": "stings", "card": "Death of a Thousand Stings", "zone": "graveyard"},
            {"id": "nl", "card": "Forest", "owner": "nico", "zone": "library"},
            {"id": "h1", "card": "Forest", "zone": "hand"})";
        const QByteArray events = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "begin": "upkeep"},
            {"id": "e3", "resolve": "top", "may": true})";
        Playthrough p = played(base + R"(, {"id": "h2", "card": "Mountain", "zone": "hand"})", events);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("stings:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("stings")), Zone::Hand);
        p = played(base, events);   // one card each: not more
        QVERIFY(test::eventOutcome(p, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("stings")), Zone::Graveyard);
    }

    // CR 113.6m, 603.2: Centaur Vinecrasher in a graveyard sees a land card put into a graveyard from
    // anywhere (a hand here); paid, it returns to its owner's hand.
    void vinecrasherReturnsWhenALandCardIsPutIntoAGraveyard()
    {
        const Playthrough p = played(R"({"id": "crasher", "card": "Centaur Vinecrasher", "zone": "graveyard"},
            {"id": "nforest", "card": "Forest", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": "nforest", "to": "graveyard"}, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("crasher:3")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("crasher")), Zone::Hand);
    }
    // CR 603.6c, 603.5, 400.7: Academy Rector dies; its owner exiles the card it became and puts Glorious
    // Anthem from her library onto the battlefield. Declined, the Rector stays in the graveyard and the
    // Anthem in the library.
    void academyRectorExilesItselfForAnEnchantment()
    {
        const QByteArray objects = R"({"id": "rector", "card": "Academy Rector", "timestamp": 1},
            {"id": "top", "card": "Forest", "zone": "library"},
            {"id": "anthem", "card": "Glorious Anthem", "zone": "library"})";
        const QByteArray dies = R"({"id": "e1", "move": "rector", "to": "graveyard"})";
        Playthrough p = played(objects, dies + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("rector:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("rector")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anthem")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Library);
        p = played(objects, dies + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("rector")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anthem")), Zone::Library);
    }

    // CR 400.7, 608.2c: the Rector left the graveyard before its ability resolved: it can't be exiled,
    // so "If you do" is not done and the Anthem stays in the library.
    void academyRectorThatLeftTheGraveyardFetchesNothing()
    {
        const Playthrough p = played(R"({"id": "rector", "card": "Academy Rector", "timestamp": 1},
            {"id": "anthem", "card": "Glorious Anthem", "zone": "library"})",
            R"({"id": "e1", "move": "rector", "to": "graveyard"}, {"id": "e2", "move": "rector", "to": "hand"},
               {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("rector:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("rector")), Zone::Hand);
        QVERIFY2(test::zoneOf(p, QStringLiteral("anthem")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 603.6c, 701.20a: Gamekeeper exiled, its owner reveals from the top until a creature card: the
    // Bears enter the battlefield, the Forest revealed before them goes to the graveyard.
    void gamekeeperRevealsUntilACreature()
    {
        const Playthrough p = played(R"({"id": "keeper", "card": "Gamekeeper", "timestamp": 1},
            {"id": "top", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "last", "card": "Mountain", "zone": "library"})",
            R"({"id": "e1", "move": "keeper", "to": "graveyard"}, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("keeper:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("keeper")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("last")), Zone::Library);
    }
    // CR 603.6c, 110.4, 115.1: Iname as One dies and is exiled; Bloodghast, a Spirit creature card in
    // Ana's graveyard, is the target its ability returns to the battlefield.
    void inameAsOneReturnsASpiritPermanentCard()
    {
        const Playthrough p = played(R"({"id": "iname", "card": "Iname as One", "timestamp": 1},
            {"id": "ghast", "card": "Bloodghast", "zone": "graveyard"})",
            R"({"id": "e1", "move": "iname", "to": "graveyard", "triggers": {"e1.1": {"targets": ["ghast"]}}},
               {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("iname:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("iname")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Battlefield);
    }

    // CR 110.4, 601.2c: Nature's Spiral returns a permanent card (Bloodghast, a creature card) from Ana's
    // graveyard to her hand; an instant card (Spit Flame) is no permanent card and can't be its target.
    void naturesSpiralTargetsOnlyAPermanentCard()
    {
        // The card's name is a plain string: moc reads an apostrophe in a raw string as a character literal.
        const QByteArray objects = QByteArray("{\"id\": \"spiral\", \"card\": \"Nature's Spiral\", \"zone\": \"hand\"},")
            + R"({"id": "ghast", "card": "Bloodghast", "zone": "graveyard"},
            {"id": "spit", "card": "Spit Flame", "zone": "graveyard"})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "spiral", "targets": ["ghast"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("ghast")), Zone::Hand);
        p = played(objects, R"({"id": "e1", "cast": "spiral", "targets": ["spit"]})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("601.2c")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("spit")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig19)
#include "tst_imptrig19.moc"
