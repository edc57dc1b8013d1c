// Typecycling read from real cards' Oracle text (tests/data/import/impstat42.json), round 42: "Wizardcycling {3}"
// (Vedalken Aethermage) is typecycling with a creature type (702.29e), kept as the keyword "Typecycling" with its
// "subtype". The event player now performs every typecycling: landcycling (Noble Templar's Plainscycling, the built-in
// Sanctum Plowbeast's Plainscycling and Islandcycling), basic landcycling (Sylvan Bounty) and the creature type: the
// card is discarded from its owner's hand as the cost, and the ability searches for a card of that type, reveals it
// and puts it into the hand. Fleeting Aven ("Whenever a player cycles a card") sees typecycling as cycling (702.29f).
// Recover with a mana cost (Resize, "Recover {1}{G}", 702.59a), read since earlier rounds, is now played too: a trigger
// of the card in its owner's graveyard when a creature is put there from the battlefield. "Recover—Pay half your life,
// rounded up." (Garza's Assassin) is read with round 41's cost part, paid as the trigger resolves; Platinum Emperion
// keeps it from being paid (119.8).
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
    return test::fixtureFile(QStringLiteral("impstat42.json"));
}

// Ana holds `card` (id "c") in `zone`; her library lists a Grizzly Bears first, then `library` (JSON object items);
// then the `events`.
Playthrough cycled(const char* card, const QByteArray& library, const QByteArray& events, const char* zone = "hand")
{
    const QByteArray objects = test::objectJson("c", card, QByteArray(", \"zone\": \"") + zone + "\"") + ","
        + test::objectJson("lb", "Grizzly Bears", ", \"zone\": \"library\"") + "," + library;
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Resize (id "r") in `zone`, her Grizzly Bears "ab" and Nico's "nb" on the battlefield; then the `events`.
Playthrough recovered(const char* zone, const QByteArray& events)
{
    return test::playScenario(fixtures(),
        test::objectJson("r", "Resize", QByteArray(", \"zone\": \"") + zone + "\"") + ","
            + test::objectJson("ab", "Grizzly Bears") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico"),
        events);
}

const QByteArray kActivateAndResolve = R"({"id": "e1", "activate": "c", "ability": 3}, {"id": "e2", "resolve": "top"})";

}   // namespace

class TestImpStat42 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 702.29e: "[Type]cycling [cost]" with a creature type is typecycling: the keyword "Typecycling", its subtype
    // Wizard and its cost {3}, written back as the Oracle keyword.
    void wizardcyclingIsTypecycling()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Vedalken Aethermage"), 2);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Keyword);
        QCOMPARE(a->keyword, QStringLiteral("Typecycling"));
        QVERIFY(a->hasLandType);
        QCOMPARE(SubtypeRegistry::instance().name(a->landType), QStringLiteral("Wizard"));
        QCOMPARE(a->cost, QStringLiteral("{3}"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vedalken Aethermage"), 2), QStringLiteral("Wizardcycling {3}"));
        QCOMPARE(a->keywordText(), QStringLiteral("Wizardcycling {3}"));
        // Landcycling keeps its own keyword (a land type).
        const AbilityDef* plains = test::parsedAbility(fixtures(), QStringLiteral("Noble Templar"), 1);
        QVERIFY(plains);
        QCOMPARE(plains->keyword, QStringLiteral("Landcycling"));
    }

    // CR 702.29a, 702.29e: Ana wizardcycles Vedalken Aethermage from her hand: it is discarded, and the ability finds
    // the Wizard card in her library (not the Bears listed first), reveals it and puts it into her hand.
    void wizardcyclingFindsAWizard()
    {
        const Playthrough p = cycled("Vedalken Aethermage",
            test::objectJson("lw", "Vedalken Aethermage", ", \"zone\": \"library\""), kActivateAndResolve);
        QVERIFY2(test::zoneOf(p, QStringLiteral("lw")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("c")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lb")), Zone::Library);
        QVERIFY2(test::happened(p).contains(QStringLiteral("Ana reveals Vedalken Aethermage")), qPrintable(test::happened(p)));
        QCOMPARE(test::doneOrRefusal(p), (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
    }

    // CR 702.29a: typecycling works only from the hand; on the battlefield the activation is refused.
    void typecyclingOnlyFromTheHand()
    {
        const Playthrough p = cycled("Vedalken Aethermage",
            test::objectJson("lw", "Vedalken Aethermage", ", \"zone\": \"library\""), kActivateAndResolve, "battlefield");
        QVERIFY2(test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("c")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lw")), Zone::Library);
    }

    // CR 702.29e: each landcycling searches for its own land type: Sanctum Plowbeast's Islandcycling {2} (its third
    // ability) finds the Island, not the Plains listed before it, though its Plainscycling costs the same.
    void eachLandcyclingFindsItsType()
    {
        const QByteArray library = test::objectJson("lp", "Plains", ", \"zone\": \"library\"") + ","
            + test::objectJson("li", "Island", ", \"zone\": \"library\"");
        const Playthrough island = cycled("Sanctum Plowbeast", library, kActivateAndResolve);
        QVERIFY2(test::zoneOf(island, QStringLiteral("li")) == Zone::Hand, qPrintable(test::happened(island)));
        QCOMPARE(test::zoneOf(island, QStringLiteral("lp")), Zone::Library);
        QCOMPARE(test::zoneOf(island, QStringLiteral("c")), Zone::Graveyard);
        const Playthrough plains = cycled("Sanctum Plowbeast", library,
            R"({"id": "e1", "activate": "c", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(plains, QStringLiteral("lp")) == Zone::Hand, qPrintable(test::happened(plains)));
        QCOMPARE(test::zoneOf(plains, QStringLiteral("li")), Zone::Library);
    }

    // CR 702.29e: Noble Templar's Plainscycling (an imported card) finds the Plains; with none in the library the
    // search finds nothing and the Templar is still discarded.
    void plainscyclingFromTheImport()
    {
        const QByteArray events = R"({"id": "e1", "activate": "c", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough p = cycled("Noble Templar", test::objectJson("lp", "Plains", ", \"zone\": \"library\""), events);
        QVERIFY2(test::zoneOf(p, QStringLiteral("lp")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("c")), Zone::Graveyard);
        const Playthrough none = cycled("Noble Templar", test::objectJson("lf", "Forest", ", \"zone\": \"library\""), events);
        QCOMPARE(test::zoneOf(none, QStringLiteral("lf")), Zone::Library);
        QCOMPARE(test::zoneOf(none, QStringLiteral("c")), Zone::Graveyard);
        QVERIFY2(test::happened(none).contains(QStringLiteral("finds no matching card")), qPrintable(test::happened(none)));
    }

    // CR 702.29e: basic landcycling finds a basic land card: Sylvan Bounty's finds the Forest, not the Bears.
    void basicLandcyclingFindsABasicLand()
    {
        const Playthrough p = cycled("Sylvan Bounty", test::objectJson("lf", "Forest", ", \"zone\": \"library\""),
            R"({"id": "e1", "activate": "c", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lf")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lb")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("c")), Zone::Graveyard);
    }

    // CR 702.29f: typecycling is cycling: Nico's Fleeting Aven ("Whenever a player cycles a card") triggers when Ana
    // wizardcycles, and returns to his hand.
    void typecyclingIsCyclingForTriggers()
    {
        const Playthrough p = cycled("Vedalken Aethermage",
            test::objectJson("lw", "Vedalken Aethermage", ", \"zone\": \"library\"") + ","
                + test::objectJson("aven", "Fleeting Aven", "", "nico"),
            R"({"id": "e1", "activate": "c", "ability": 3}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).contains(QStringLiteral("aven:2")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("aven")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lw")), Zone::Hand);
    }

    // CR 702.59a, 113.6k: Ana's Bears die while Resize is in her graveyard: its recover triggers there; she pays
    // {1}{G} and Resize returns to her hand; declining (603.5), it is exiled instead.
    void recoverReturnsOrExiles()
    {
        const QByteArray dies = R"({"id": "e1", "move": "ab", "to": "graveyard"})";
        const Playthrough paid = recovered("graveyard", dies + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(paid, QStringLiteral("e1")).contains(QStringLiteral("r:2")), qPrintable(test::happened(paid)));
        QVERIFY2(test::zoneOf(paid, QStringLiteral("r")) == Zone::Hand, qPrintable(test::happened(paid)));
        const Playthrough declined = recovered("graveyard", dies + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(declined, QStringLiteral("r")) == Zone::Exile, qPrintable(test::happened(declined)));
    }

    // CR 702.59a: only a creature put into Resize's owner's graveyard triggers it (Nico's Bears go to his), and only
    // while Resize is in that graveyard (113.6k: not from the hand).
    void recoverOnlyFromItsOwnersGraveyard()
    {
        const Playthrough nicos = recovered("graveyard", R"({"id": "e1", "move": "nb", "to": "graveyard"})");
        QVERIFY2(test::eventOutcome(nicos, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(nicos)));
        QCOMPARE(test::zoneOf(nicos, QStringLiteral("r")), Zone::Graveyard);
        const Playthrough inHand = recovered("hand", R"({"id": "e1", "move": "ab", "to": "graveyard"})");
        QVERIFY2(test::eventOutcome(inHand, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(inHand)));
        QCOMPARE(test::zoneOf(inHand, QStringLiteral("r")), Zone::Hand);
    }

    // CR 702.59a, 119.4: Garza's Assassin's recover cost is "Pay half your life, rounded up", kept as a cost part and
    // written back as the Oracle keyword.
    void garzasRecoverIsHalfLife()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Garza's Assassin"), 1);
        QVERIFY(a);
        QCOMPARE(a->keyword, QStringLiteral("Recover"));
        QCOMPARE(a->costParts.size(), 1);
        QCOMPARE(a->costParts[0].kind, CostKind::PayHalfLife);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Garza's Assassin"), 1),
            QStringLiteral("Recover\u2014Pay half your life, rounded up."));
    }

    // CR 702.59a, 119.4: Ana, at 15 life, has Garza's Assassin in her graveyard when her Bears die: paying half her
    // life rounded up (8) returns it to her hand; not paying exiles it and her life stays 15.
    void garzasRecoverPaysHalfLife()
    {
        const QByteArray objects = test::objectJson("g", "Garza's Assassin", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("ab", "Grizzly Bears");
        const auto play = [&](bool pays) {
            const QByteArray events = QByteArray(R"({"id": "e1", "move": "ab", "to": "graveyard"}, {"id": "e2", "resolve": "top", "pays": )")
                + (pays ? "true" : "false") + "}";
            const CardLibrary& lib = test::libraryOf(fixtures());
            const std::optional<GameState> state
                = test::readScenario(lib, test::scenarioJson(objects, events, ", \"life\": 15"));
            return state ? EventPlayer::play(*state, lib) : Playthrough();
        };
        const Playthrough paid = play(true);
        QVERIFY2(test::zoneOf(paid, QStringLiteral("g")) == Zone::Hand, qPrintable(test::happened(paid)));
        QCOMPARE(test::lifeOf(paid, QStringLiteral("ana")), 7);
        QVERIFY2(test::happened(paid).contains(QStringLiteral("Ana pays 8 life (119.4)")), qPrintable(test::happened(paid)));
        const Playthrough declined = play(false);
        QVERIFY2(test::zoneOf(declined, QStringLiteral("g")) == Zone::Exile, qPrintable(test::happened(declined)));
        QCOMPARE(test::lifeOf(declined, QStringLiteral("ana")), 15);
    }

    // CR 119.8, 702.59a: under her own Platinum Emperion Ana's life total can't change, so she can't pay half of it:
    // answering that she pays, Garza's Assassin is exiled all the same and her life stays 15.
    void garzasRecoverUnpayableUnderEmperion()
    {
        const QByteArray objects = test::objectJson("g", "Garza's Assassin", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("ab", "Grizzly Bears") + "," + test::objectJson("emp", "Platinum Emperion");
        const CardLibrary& lib = test::libraryOf(fixtures());
        const std::optional<GameState> state = test::readScenario(lib,
            test::scenarioJson(objects, R"({"id": "e1", "move": "ab", "to": "graveyard"}, {"id": "e2", "resolve": "top", "pays": true})",
                ", \"life\": 15"));
        QVERIFY(state);
        const Playthrough p = EventPlayer::play(*state, lib);
        QVERIFY2(test::zoneOf(p, QStringLiteral("g")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 15);
        QVERIFY(!test::happened(p).contains(QStringLiteral("pays 8 life")));
    }

    // CR 603.10a, 702.59a: Garza's Assassin dying is not "another creature" put into the graveyard it is in: it was on
    // the battlefield, where recover does nothing, so it stays in the graveyard.
    void garzasRecoverNotForItself()
    {
        const Playthrough p = test::playScenario(fixtures(), test::objectJson("g", "Garza's Assassin"),
            R"({"id": "e1", "move": "g", "to": "graveyard"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("g")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpStat42)
#include "tst_impstat42.moc"
