// Triggered abilities of entering, dying and leaving read from real cards' Oracle text
// (tests/data/import/imptrig31.json), round 31: library searches the event player performs, "up to three
// cards named ~" (Squadron Hawk), "a basic land card or a Gate card" (Gatecreeper Vine: one card of either
// kind), "any number of cards that have converted mana cost 9, reveal them, and put them into your hand. If
// you do, shuffle your library." (Grozoth); and "When ~ is put into a graveyard from the battlefield, return
// all cards exiled with it to the battlefield under their owners' control" (Helvault: the cards its own
// abilities exiled, as when it leaves, 700.4's "dies" for an artifact too); "look at the top five cards of
// your library. You may put a land card from among them onto the battlefield tapped. Put the rest on the
// bottom of your library in a random order." (Elvish Rejuvenator), and "You may reveal a creature or land
// card from among them and put it on top of your library." (Silhana Wayfinder). Hill Giant, Ornithopter,
// Azorius Guildgate and Forest are the cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig31.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig31 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 10);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Squadron Hawk"), 1),
            QStringLiteral("When ~ enters, you may search your library for up to three cards named ~, reveal them, put "
                           "them into your hand, then shuffle."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gatecreeper Vine"), 1),
            QStringLiteral("When ~ enters, you may search your library for a basic land card or a Gate card, reveal it, "
                           "put it into your hand, then shuffle."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Grozoth"), 1),
            QStringLiteral("When ~ enters, you may search your library for any number of cards with mana value 9, reveal "
                           "them, put them into your hand, then shuffle."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Helvault"), 2),
            QStringLiteral("When ~ dies, return the exiled cards to the battlefield under their owners' control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elvish Rejuvenator"), 0),
            QStringLiteral("When ~ enters, look at the top five cards of your library. You may put a land card from among "
                           "them onto the battlefield tapped. Put the rest on the bottom of your library in a random order."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Silhana Wayfinder"), 0),
            QStringLiteral("When ~ enters, look at the top four cards of your library. You may reveal a creature or land "
                           "card from among them and put it on top of your library. Put the rest on the bottom of your "
                           "library in a random order."));
    }

    // CR 201.2, 701.23: up to three cards of that one name, the searching card's own.
    void squadronHawkSearchesForItsName()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Squadron Hawk"), 1, ActionKind::SearchLibrary);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->named, QStringLiteral("Squadron Hawk"));
        QCOMPARE(int(a->object->upTo), 3);
        QVERIFY(a->reveal);
        QCOMPARE(a->text, QStringLiteral("hand"));
    }

    // CR 701.23, 603.5: Ana's Squadron Hawk enters; she picks two of the three Hawks in her library, which
    // go to her hand; the third and the Hill Giant stay. Declined, none moves.
    void squadronHawkFindsUpToThreeHawks()
    {
        const QByteArray objects = R"({"id": "hawk", "card": "Squadron Hawk", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "zone": "library"},
            {"id": "h2", "card": "Squadron Hawk", "zone": "library"},
            {"id": "h3", "card": "Squadron Hawk", "zone": "library"},
            {"id": "h4", "card": "Squadron Hawk", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "hawk", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true,
            "choices": {"objects": ["h2", "h4"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("h2")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("h4")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("h3")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Library);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::idsIn(p.finalState, Zone::Hand).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 701.23, 205.3i, 205.4a: one card that is a basic land or a Gate, as either of two selectors of the
    // library.
    void gatecreeperVineSearchesForEitherKind()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Gatecreeper Vine"), 1, ActionKind::SearchLibrary);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->anyOf.size(), 2);
        QCOMPARE(a->object->anyOf[0].zone, Zone::Library);
        QCOMPARE(a->object->anyOf[1].zone, Zone::Library);
        QCOMPARE(a->amount.n, 1);
        QCOMPARE(int(a->object->upTo), 0);
    }

    // CR 701.23: with Hill Giant, Azorius Guildgate and Forest in Ana's library, the Vine finds the Gate
    // (the first that fits, not the Giant) and, picked, the basic Forest; one card each time.
    void gatecreeperVineFindsAGateOrABasicLand()
    {
        const QByteArray objects = R"({"id": "vine", "card": "Gatecreeper Vine", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "zone": "library"},
            {"id": "gate", "card": "Azorius Guildgate", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "vine", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("gate")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Library);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["forest"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gate")), Zone::Library);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["giant"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 115.1 (as for targets), 202.3: "any number of" cards of mana value 9 exactly.
    void grozothSearchesForAnyNumber()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Grozoth"), 1, ActionKind::SearchLibrary);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->upTo, Selector::kAnyNumber);
        QCOMPARE(a->object->manaValueAtLeast, std::optional<int>(9));
        QCOMPARE(a->object->manaValueAtMost, std::optional<int>(9));
        QVERIFY(a->reveal);
    }

    // CR 701.23, 603.5: Grozoth finds both Grozoths of Ana's library (mana value 9), not the Hill Giant
    // (4); declined, none.
    void grozothFindsEveryNine()
    {
        const QByteArray objects = R"({"id": "grozoth", "card": "Grozoth", "zone": "hand"},
            {"id": "g2", "card": "Grozoth", "zone": "library"},
            {"id": "giant", "card": "Hill Giant", "zone": "library"},
            {"id": "g3", "card": "Grozoth", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "grozoth", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("g2")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("g3")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Library);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("g2")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("g3")), Zone::Library);
    }

    // CR 700.4, 607.2a: put into a graveyard from the battlefield, Helvault returns the cards exiled with it.
    void helvaultReturnsTheCardsItExiled()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Helvault"), 2, ActionKind::ReturnToBattlefield);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->ref, Selector::Ref::ExiledWithSource);
        const AbilityDef* ability = test::parsedAbility(fixtures(), QStringLiteral("Helvault"), 2);
        QVERIFY(ability);
        QCOMPARE(ability->event, TriggerEvent::SelfDies);
    }

    // CR 700.4, 607.2a, 610.3: Ana's Helvault goes to her graveyard: Nico's Hill Giant and Ana's Ornithopter,
    // exiled with it, return under their owners' control; a card exiled otherwise stays in exile.
    void helvaultGivesThemBackWhenItDies()
    {
        const Playthrough p = played(R"({"id": "helvault", "card": "Helvault", "timestamp": 1},
                {"id": "giant", "card": "Hill Giant", "zone": "exile", "owner": "nico", "exiled_with": "helvault"},
                {"id": "thopter", "card": "Ornithopter", "zone": "exile", "exiled_with": "helvault"},
                {"id": "other", "card": "Hill Giant", "zone": "exile"})",
            R"({"id": "e1", "move": "helvault", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("thopter")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("other")), Zone::Exile);
        const Characteristics* giant = test::charsOf(p, QStringLiteral("giant"));
        QVERIFY(giant);
        QCOMPARE(giant->controller, QStringLiteral("nico"));
        const Characteristics* thopter = test::charsOf(p, QStringLiteral("thopter"));
        QVERIFY(thopter);
        QCOMPARE(thopter->controller, QStringLiteral("ana"));
    }

    // CR 608.2c, 110.5b: of the five cards looked at, one land card at most, put onto the battlefield tapped.
    void elvishRejuvenatorKeepsALandTapped()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Elvish Rejuvenator"), 0, ActionKind::LookAtTop);
        QVERIFY(a);
        QCOMPARE(a->amount.n, 5);
        QCOMPARE(a->keep, 1);
        QVERIFY(a->object);
        QCOMPARE(a->destination, std::optional<Zone>(Zone::Battlefield));
        QVERIFY(a->tapped);
        QVERIFY(!a->reveal);
        QCOMPARE(a->text, QStringLiteral("bottom_random_order"));
    }

    // CR 110.5b (a permanent put onto the battlefield tapped), 603.2: the Rejuvenator enters; of the top five
    // cards of Ana's library (Hill Giant, Forest, Ornithopter, Azorius Guildgate, Hill Giant) the Forest, the
    // first land, goes onto the battlefield tapped, and the Guildgate when she picks it; no creature card is
    // put there, and a sixth card below is not looked at.
    void elvishRejuvenatorPutsTheLandOntoTheBattlefieldTapped()
    {
        const QByteArray objects = R"({"id": "elf", "card": "Elvish Rejuvenator", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "thopter", "card": "Ornithopter", "zone": "library"},
            {"id": "gate", "card": "Azorius Guildgate", "zone": "library"},
            {"id": "giant2", "card": "Hill Giant", "zone": "library"},
            {"id": "forest2", "card": "Forest", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "elf", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("forest")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gate")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest2")), Zone::Library);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "choices": {"objects": ["gate"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("gate")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Library);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "choices": {"objects": ["forest2"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest2")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 401.4: the one card kept goes back on top of the library, the rest to the bottom.
    void silhanaWayfinderKeepsACardOnTop()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Silhana Wayfinder"), 0, ActionKind::LookAtTop);
        QVERIFY(a);
        QCOMPARE(a->amount.n, 4);
        QCOMPARE(a->keep, 1);
        QVERIFY(a->object);
        QVERIFY(a->reveal);
        QCOMPARE(a->destination, std::optional<Zone>(Zone::Library));
        QCOMPARE(a->text, QStringLiteral("bottom_random_order"));
    }

    // CR 401.4, 603.2: of the top four cards of Ana's library (Azorius Guildgate, Hill Giant, Forest, Hill
    // Giant) she picks the Forest, which goes on top; the rest go to the bottom, under the fifth card
    // (Ornithopter). Picking nothing, the first that fits (the Guildgate, a land) stays on top.
    void silhanaWayfinderPutsThePickedCardOnTop()
    {
        const QByteArray objects = R"({"id": "silhana", "card": "Silhana Wayfinder", "zone": "hand"},
            {"id": "gate", "card": "Azorius Guildgate", "zone": "library"},
            {"id": "giant", "card": "Hill Giant", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "giant2", "card": "Hill Giant", "zone": "library"},
            {"id": "thopter", "card": "Ornithopter", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "silhana", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "choices": {"objects": ["forest"]}})");
        QStringList library = test::idsIn(p.finalState, Zone::Library);
        QVERIFY2(library.size() == 5, qPrintable(test::happened(p)));
        QCOMPARE(library.value(0), QStringLiteral("forest"));
        QCOMPARE(library.value(1), QStringLiteral("thopter"));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top"})");
        library = test::idsIn(p.finalState, Zone::Library);
        QVERIFY2(library.value(0) == QStringLiteral("gate"), qPrintable(test::happened(p)));
        QCOMPARE(library.value(1), QStringLiteral("thopter"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig31)
#include "tst_imptrig31.moc"
