// Round 38's instants and sorceries that search your library for the cards sharing a target's name
// (tests/data/import/impspelll38.json): "Search your library for up to three cards with the same name as target
// creature, reveal them, put them into your hand, then shuffle your library." (Pack Hunt) and "Search your library for
// a card with the same name as target nontoken creature and put that card onto the battlefield. Then shuffle your
// library." (Mask of the Mimic); "Exile target enchantment. Search its controller's graveyard, hand, and library for all
// cards with the same name as that enchantment and exile them. Then that player shuffles their library." (Scour, and
// Crumble to Dust's "any number of cards … as that land"); "Exile target nonland card from your graveyard. Search your
// library for any number of cards with the same name as that card, reveal them, put them into your hand, then shuffle
// your library." (Secret Salvage); "Choose target card in a graveyard other than a basic land card. Search its owner's
// graveyard, hand, and library for all cards with the same name as that card and exile them. Then that player shuffles their
// library." (Extirpate, and Surgical Extraction's "any number of cards"); "Choose target permanent an opponent controls.
// Search that player's library for a card with the same name and put it onto the battlefield under your control. Then that
// player shuffles their library." (Mimeofacture). The structure, the English written back (the round trip trusts it), the card format,
// and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll38.json"));
}

// Ana's library from the top: a Forest, a Grizzly Bears, a Craw Wurm and three more Grizzly Bears; Nico's Grizzly Bears
// and Craw Wurm on the battlefield.
const QByteArray board = "{\"id\": \"a1\", \"card\": \"Forest\", \"zone\": \"library\"}, "
                         "{\"id\": \"a2\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}, "
                         "{\"id\": \"a3\", \"card\": \"Craw Wurm\", \"zone\": \"library\"}, "
                         "{\"id\": \"a4\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}, "
                         "{\"id\": \"a5\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}, "
                         "{\"id\": \"a6\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}, "
                         "{\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"timestamp\": 1}, "
                         "{\"id\": \"nwurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"timestamp\": 2}";

// Ana casts `card` at the permanent `target`; it resolves with `resolve`'s more keys.
Playthrough anaCasts(const char* card, const char* target, const QByteArray& resolve = {})
{
    return test::playScenario(fixtures(), QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + board,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + target + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\""
            + resolve + "}");
}

// Nico's Bad Moon and Blinkmoth Nexus on the battlefield, more of each in his graveyard, hand and library, his Crusade in
// his hand, and Ana's own Bad Moon in her hand.
const QByteArray nicosNames = "{\"id\": \"nmoon\", \"card\": \"Bad Moon\", \"owner\": \"nico\", \"timestamp\": 1}, "
                              "{\"id\": \"nnexus\", \"card\": \"Blinkmoth Nexus\", \"owner\": \"nico\", \"timestamp\": 2}, "
                              "{\"id\": \"gmoon\", \"card\": \"Bad Moon\", \"owner\": \"nico\", \"zone\": \"graveyard\"}, "
                              "{\"id\": \"gnexus\", \"card\": \"Blinkmoth Nexus\", \"owner\": \"nico\", \"zone\": \"graveyard\"}, "
                              "{\"id\": \"hmoon\", \"card\": \"Bad Moon\", \"owner\": \"nico\", \"zone\": \"hand\"}, "
                              "{\"id\": \"hcrusade\", \"card\": \"Crusade\", \"owner\": \"nico\", \"zone\": \"hand\"}, "
                              "{\"id\": \"l1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                              "{\"id\": \"lmoon\", \"card\": \"Bad Moon\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                              "{\"id\": \"lnexus\", \"card\": \"Blinkmoth Nexus\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                              "{\"id\": \"gforest\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"graveyard\"}, "
                              "{\"id\": \"amoon\", \"card\": \"Bad Moon\", \"zone\": \"hand\"}";

// Ana casts `card` at Nico's permanent `target` on that board; it resolves with `resolve`'s more keys.
Playthrough anaCastsAtNicosNames(const char* card, const char* target, const QByteArray& resolve = {})
{
    return test::playScenario(fixtures(), QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + nicosNames,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"") + target + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\""
            + resolve + "}");
}

// Who controls the object `id` at the end of `p`; empty when it is not there.
QString controllerOf(const Playthrough& p, const char* id)
{
    for (const GameObject& o : p.finalState.objects)
        if (o.id == QLatin1String(id) && o.exists)
            return o.controller;
    return {};
}

}   // namespace

class TestImpSpellL38 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Pack Hunt", "Mask of the Mimic", "Scour", "Crumble to Dust", "Secret Salvage", "Extirpate",
            "Surgical Extraction", "Mimeofacture"});
    }

    // The understood spells go through the card format (`"same_name_as_target": true` on the card searched for) and
    // read back the same; Scour's three zones are an `any_of` and its "all" is `"each": true`.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 8); }

    // The English written back (the round trip compares it with Oracle's; Mask of the Mimic's older "and put that card
    // onto the battlefield. Then shuffle your library." is today's ", put it onto the battlefield, then shuffle").
    void writtenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Pack Hunt"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pack Hunt"), 0),
            QStringLiteral("Search your library for up to three cards with the same name as target creature, reveal them, put "
                           "them into your hand, then shuffle."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Mask of the Mimic"), 1));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mask of the Mimic"), 1),
            QStringLiteral("Search your library for a card with the same name as target nontoken creature, put it onto the "
                           "battlefield, then shuffle."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Scour"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Scour"), 0),
            QStringLiteral("Exile target enchantment. Search its controller's graveyard, hand, and library for all cards with the "
                           "same name as that enchantment and exile them. Then that player shuffles their library."));
        // Crumble to Dust's misprinted "shuffles his or library" is read as "their library".
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Crumble to Dust"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crumble to Dust"), 0),
            QStringLiteral("Exile target nonbasic land. Search its controller's graveyard, hand, and library for any number of "
                           "cards with the same name as that land and exile them. Then that player shuffles their library."));
        // Secret Salvage: the target, named first, is "that card" in the search.
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Secret Salvage"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Secret Salvage"), 0),
            QStringLiteral("Exile target nonland card from your graveyard. Search your library for any number of cards with the "
                           "same name as that card, reveal them, put them into your hand, then shuffle."));
        // Extirpate (its split second first): the target chosen in a sentence of its own, then "that card".
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Extirpate"), 1));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Extirpate"), 1),
            QStringLiteral("Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand, "
                           "and library for all cards with the same name as that card and exile them. Then that player shuffles "
                           "their library."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Mimeofacture"), 1));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mimeofacture"), 1),
            QStringLiteral("Choose target permanent an opponent controls. Search that player's library for a card with the same "
                           "name and put it onto the battlefield under your control. Then that player shuffles their library."));
    }

    // CR 701.23, 201.2, 115.1: one target creature (Mask of the Mimic's nontoken), and a search of Ana's own library for
    // cards of no other quality whose name is the target's.
    void structure()
    {
        const AbilityDef* hunt = test::parsedAbility(fixtures(), QStringLiteral("Pack Hunt"), 0);
        QVERIFY(hunt);
        QCOMPARE(hunt->targets.size(), 1);
        QCOMPARE(hunt->effect.size(), 1);
        const Action& search = hunt->effect[0];
        QCOMPARE(search.kind, ActionKind::SearchLibrary);
        QVERIFY(search.object && search.object->sameNameAsTarget);
        QCOMPARE(search.object->zone, Zone::Library);
        QVERIFY(search.object->ownerYou);
        QCOMPARE(int(search.object->upTo), 3);
        QVERIFY(search.reveal);
        QCOMPARE(search.text, QStringLiteral("hand"));
        const AbilityDef* mask = test::parsedAbility(fixtures(), QStringLiteral("Mask of the Mimic"), 1);
        QVERIFY(mask);
        QCOMPARE(mask->targets.size(), 1);
        QCOMPARE(mask->effect.size(), 1);
        QVERIFY(mask->effect[0].object && mask->effect[0].object->sameNameAsTarget);
        QCOMPARE(mask->effect[0].text, QStringLiteral("battlefield"));
        QCOMPARE(mask->effect[0].amount.n, 1);
        // CR 701.23, 400.1, 115.1: Scour's search is of the target's controller's three zones, every card that fits
        // ("all"); Crumble to Dust's "any number" is the searcher's pick.
        const AbilityDef* scour = test::parsedAbility(fixtures(), QStringLiteral("Scour"), 0);
        QVERIFY(scour);
        QCOMPARE(scour->targets.size(), 1);
        QCOMPARE(scour->effect.size(), 2);
        const Action& zones = scour->effect[1];
        QCOMPARE(zones.kind, ActionKind::SearchLibrary);
        QCOMPARE(zones.who, QStringLiteral("controller_of_target"));
        QCOMPARE(zones.text, QStringLiteral("exile"));
        QVERIFY(zones.each);
        QVERIFY(zones.object && zones.object->anyOf.size() == 3);
        QCOMPARE(zones.object->anyOf[1].zone, Zone::Hand);
        QVERIFY(zones.object->anyOf[1].sameNameAsTarget);
        const AbilityDef* crumble = test::parsedAbility(fixtures(), QStringLiteral("Crumble to Dust"), 0);
        QVERIFY(crumble && crumble->effect.size() == 2);
        QVERIFY(!crumble->effect[1].each);
        QCOMPARE(int(crumble->effect[1].object->upTo), int(Selector::kAnyNumber));
    }

    // CR 701.23, 201.2, 608.2b: at Nico's Grizzly Bears, the one Bears Ana names goes to her hand, the Craw Wurm she names
    // too can't be taken; naming none, her first three Bears are taken, up to three, and the fourth stays.
    void packHuntFindsTheSameName()
    {
        const Playthrough named = anaCasts("Pack Hunt", "nbears", ", \"choices\": {\"objects\": [\"a4\", \"a3\"]}");
        QCOMPARE(test::zoneOf(named, "a4"), Zone::Hand);
        QCOMPARE(test::zoneOf(named, "a3"), Zone::Library);
        QCOMPARE(test::zoneOf(named, "a2"), Zone::Library);
        QVERIFY(test::happened(named).contains(QStringLiteral("reveals")));
        const Playthrough unnamed = anaCasts("Pack Hunt", "nbears");
        QCOMPARE(test::zoneOf(unnamed, "a2"), Zone::Hand);
        QCOMPARE(test::zoneOf(unnamed, "a4"), Zone::Hand);
        QCOMPARE(test::zoneOf(unnamed, "a5"), Zone::Hand);
        QCOMPARE(test::zoneOf(unnamed, "a6"), Zone::Library);
        QCOMPARE(test::zoneOf(unnamed, "a3"), Zone::Library);
        QCOMPARE(test::zoneOf(unnamed, "nbears"), Zone::Battlefield);
    }

    // CR 701.23, 201.2, 110.2: at Nico's Craw Wurm, Ana's Craw Wurm enters under her control; her Grizzly Bears named
    // can't be taken, so the Wurm is found anyway.
    void maskOfTheMimicPutsTheSameNameOntoTheBattlefield()
    {
        const Playthrough wurm = anaCasts("Mask of the Mimic", "nwurm", ", \"choices\": {\"objects\": [\"a2\"]}");
        QCOMPARE(test::zoneOf(wurm, "a3"), Zone::Battlefield);
        QCOMPARE(controllerOf(wurm, "a3"), QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(wurm, "a2"), Zone::Library);
        const Playthrough bears = anaCasts("Mask of the Mimic", "nbears");
        QCOMPARE(test::zoneOf(bears, "a2"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(bears, "a3"), Zone::Library);
    }

    // CR 701.23, 201.2, 400.7, 608.2c: Scour exiles Nico's Bad Moon, then every Bad Moon of his graveyard, hand and library,
    // even when Ana names only one ("all"); his Crusade, his other cards and Ana's own Bad Moon stay, and he shuffles.
    void scourExilesEveryCardOfThatName()
    {
        const Playthrough p = anaCastsAtNicosNames("Scour", "nmoon", ", \"choices\": {\"objects\": [\"hmoon\"]}");
        for (const char* id : {"nmoon", "gmoon", "hmoon", "lmoon"})
            QCOMPARE(test::zoneOf(p, id), Zone::Exile);
        QCOMPARE(test::zoneOf(p, "hcrusade"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "amoon"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "lnexus"), Zone::Library);
        QCOMPARE(test::zoneOf(p, "gnexus"), Zone::Graveyard);
        QVERIFY(test::happened(p).contains(QStringLiteral("shuffles their library")));
    }

    // CR 701.23, 115.1, 201.2: Crumble to Dust exiles Nico's Blinkmoth Nexus; of the others, only the one Ana names is
    // exiled ("any number"); naming none, she takes them all. His Bad Moons stay.
    void crumbleToDustExilesThoseNamed()
    {
        const Playthrough named = anaCastsAtNicosNames("Crumble to Dust", "nnexus", ", \"choices\": {\"objects\": [\"gnexus\"]}");
        QCOMPARE(test::zoneOf(named, "nnexus"), Zone::Exile);
        QCOMPARE(test::zoneOf(named, "gnexus"), Zone::Exile);
        QCOMPARE(test::zoneOf(named, "lnexus"), Zone::Library);
        const Playthrough all = anaCastsAtNicosNames("Crumble to Dust", "nnexus");
        QCOMPARE(test::zoneOf(all, "gnexus"), Zone::Exile);
        QCOMPARE(test::zoneOf(all, "lnexus"), Zone::Exile);
        QCOMPARE(test::zoneOf(all, "gmoon"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(all, "nmoon"), Zone::Battlefield);
    }

    // CR 701.23, 400.7, 201.2, 115.1: Secret Salvage exiles Ana's Grizzly Bears from her graveyard, then the two Bears of her
    // library she names go to her hand; naming none, she takes all four, and her Forest and Craw Wurm stay.
    void secretSalvageFindsTheExiledCardsName()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Secret Salvage\", \"zone\": \"hand\"}, "
                                   "{\"id\": \"gbears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"}, " + board;
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"gbears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"";
        const Playthrough named = test::playScenario(fixtures(), objects, cast + ", \"choices\": {\"objects\": [\"a2\", \"a5\"]}}");
        QCOMPARE(test::zoneOf(named, "gbears"), Zone::Exile);
        QCOMPARE(test::zoneOf(named, "a2"), Zone::Hand);
        QCOMPARE(test::zoneOf(named, "a5"), Zone::Hand);
        QCOMPARE(test::zoneOf(named, "a4"), Zone::Library);
        const Playthrough all = test::playScenario(fixtures(), objects, cast + "}");
        for (const char* id : {"a2", "a4", "a5", "a6"})
            QCOMPARE(test::zoneOf(all, id), Zone::Hand);
        QCOMPARE(test::zoneOf(all, "a1"), Zone::Library);
        QCOMPARE(test::zoneOf(all, "a3"), Zone::Library);
    }

    // CR 701.23, 201.2, 115.1, 108.3: Extirpate at the Bad Moon in Nico's graveyard exiles it and every Bad Moon of his
    // hand and library, even when Ana names only one ("all"); his Bad Moon on the battlefield and Ana's own stay. A basic
    // land card in a graveyard can't be its target (205.4c).
    void extirpateExilesTheNameFromThreeZones()
    {
        const Playthrough p = anaCastsAtNicosNames("Extirpate", "gmoon", ", \"choices\": {\"objects\": [\"lmoon\"]}");
        for (const char* id : {"gmoon", "hmoon", "lmoon"})
            QCOMPARE(test::zoneOf(p, id), Zone::Exile);
        QCOMPARE(test::zoneOf(p, "nmoon"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, "amoon"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "gnexus"), Zone::Graveyard);
        const Playthrough basic = anaCastsAtNicosNames("Extirpate", "gforest");
        QVERIFY(test::refused(basic, "e1"));
        QCOMPARE(test::zoneOf(basic, "gforest"), Zone::Graveyard);
    }

    // CR 701.23, 115.1: Surgical Extraction exiles only the Bad Moon Ana names ("any number"), not even the target;
    // naming none, all three of Nico's.
    void surgicalExtractionExilesThoseNamed()
    {
        const Playthrough named = anaCastsAtNicosNames("Surgical Extraction", "gmoon", ", \"choices\": {\"objects\": [\"hmoon\"]}");
        QCOMPARE(test::zoneOf(named, "hmoon"), Zone::Exile);
        QCOMPARE(test::zoneOf(named, "gmoon"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(named, "lmoon"), Zone::Library);
        const Playthrough all = anaCastsAtNicosNames("Surgical Extraction", "gmoon");
        for (const char* id : {"gmoon", "hmoon", "lmoon"})
            QCOMPARE(test::zoneOf(all, id), Zone::Exile);
        QCOMPARE(test::zoneOf(all, "nmoon"), Zone::Battlefield);
    }

    // CR 701.23, 201.2, 110.2a: Mimeofacture at Nico's Bad Moon puts the Bad Moon of his library onto the battlefield under
    // Ana's control, Nico still its owner; at his Blinkmoth Nexus, his other Nexus. Ana's own Bad Moon in hand stays.
    void mimeofactureTakesTheSameNameFromTheirLibrary()
    {
        const Playthrough moon = anaCastsAtNicosNames("Mimeofacture", "nmoon");
        QCOMPARE(test::zoneOf(moon, "lmoon"), Zone::Battlefield);
        QCOMPARE(controllerOf(moon, "lmoon"), QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(moon, "lnexus"), Zone::Library);
        QCOMPARE(test::zoneOf(moon, "amoon"), Zone::Hand);
        QVERIFY(test::happened(moon).contains(QStringLiteral("shuffles their library")));
        const Playthrough nexus = anaCastsAtNicosNames("Mimeofacture", "nnexus");
        QCOMPARE(test::zoneOf(nexus, "lnexus"), Zone::Battlefield);
        QCOMPARE(controllerOf(nexus, "lnexus"), QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(nexus, "lmoon"), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL38)
#include "tst_impspelll38.moc"
