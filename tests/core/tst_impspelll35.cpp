// Round 35's instants and sorceries that look at a target player's library (tests/data/import/impspelll35.json):
// "Look at the top three cards of target player's library, then put one back and the rest into that player's
// graveyard." (Dimir Charm's third mode); "Look at the top three cards of target player's library. Exile any number of
// those cards, then put the rest back in any order." (Dimir Machinations); "Look at the top X cards of target
// opponent's library. Exile one of those cards and put the rest back on top of that player's library in any order."
// (Sealed Fate); "Destroy all creatures, then search target opponent's library for up to three creature cards and put
// them into their graveyard. Then that player shuffles their library." (Life's Finale); "Target player reveals the top
// four cards of their library. You choose two of those cards and put them into their graveyard. Put the rest on top of
// their library in any order." (Bamboozle); "Put the top card of your library into your graveyard, then draw cards equal to
// that card's converted mana cost." (Heed the Mists); "Scry 3, then reveal the top card of your library. Draw cards equal
// to that card's converted mana cost." (Interpret the Signs); "Choose any target. Scry 3, then reveal the top card of your
// library. Riddle of Lightning deals damage equal to that card's converted mana cost to that permanent or player." (Riddle
// of Lightning, and Judge Unworthy's target attacking or blocking creature); "Reveal the top three cards of your library and
// put one of them into your hand. You gain life equal to that card's converted mana cost. Put all other cards revealed
// this way into your graveyard." (Reviving Vapors). The structure, the English written back (the round trip trusts it), the card format, and what the
// event player does.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll35.json"));
}

// Nico's top four cards, from the top.
const QByteArray nicosLibrary = "{\"id\": \"n1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                "{\"id\": \"n2\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                "{\"id\": \"n3\", \"card\": \"Island\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                "{\"id\": \"n4\", \"card\": \"Plains\", \"owner\": \"nico\", \"zone\": \"library\"}";

// Ana casts `card` at Nico with `cast`'s more keys (`, "choices": {"mode": 3}`); it resolves with `resolve`'s.
Playthrough anaCastsAtNico(const char* card, const QByteArray& cast, const QByteArray& resolve = {})
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + nicosLibrary,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]" + cast + "}, {\"id\": \"e2\", \"resolve\": \"top\""
            + resolve + "}");
}

}   // namespace

class TestImpSpellL35 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Dimir Charm", "Dimir Machinations", "Sealed Fate", "Life's Finale",
            "Bamboozle", "Heed the Mists", "Interpret the Signs", "Riddle of Lightning", "Judge Unworthy", "Reviving Vapors"});
    }

    // The understood spells go through the card format (`"keep_to": "exile"`) and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 10); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Dimir Charm"), 0));
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Dimir Charm"), 0)
                    .endsWith(QStringLiteral("\u2022 Look at the top three cards of target player's library, then put one back "
                                             "and the rest into that player's graveyard.")));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Dimir Machinations"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Dimir Machinations"), 0),
            QStringLiteral("Look at the top three cards of target player's library. Exile any number of those cards, then put "
                           "the rest back in any order."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Sealed Fate"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sealed Fate"), 0),
            QStringLiteral("Look at the top X cards of target opponent's library. Exile one of those cards and put the rest "
                           "back on top of that player's library in any order."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Life's Finale"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Life's Finale"), 0),
            QStringLiteral("Destroy all creatures. Search target opponent's library for up to three creature cards and put them "
                           "into their graveyard. Then that player shuffles their library."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Bamboozle"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bamboozle"), 0),
            QStringLiteral("Target player reveals the top four cards of their library. You choose two of those cards and put them "
                           "into their graveyard. Put the rest on top of their library in any order."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Heed the Mists"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Heed the Mists"), 0),
            QStringLiteral("Mill a card. Draw cards equal to its mana value."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Interpret the Signs"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Interpret the Signs"), 0),
            QStringLiteral("Scry 3. Reveal the top card of your library. Draw cards equal to its mana value."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Riddle of Lightning"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Riddle of Lightning"), 0),
            QStringLiteral("Scry 3. Reveal the top card of your library. ~ deals damage to any target equal to its mana value."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Judge Unworthy"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Judge Unworthy"), 0),
            QStringLiteral("Scry 3. Reveal the top card of your library. ~ deals damage to target attacking or blocking creature "
                           "equal to its mana value."));
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Reviving Vapors"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Reviving Vapors"), 0),
            QStringLiteral("Reveal the top three cards of your library. Put one of them into your hand and the rest into your "
                           "graveyard. You gain life equal to its mana value."));
    }

    // CR 115.1, 401.4, 608.2d: one look at the target player's cards; "any number" is Taigam's Scheming's `keep` equal to
    // the cards looked at, "one" is exactly one; Dimir Charm keeps one card on top and the rest go to the graveyard.
    void structure()
    {
        const AbilityDef* machinations = test::parsedAbility(fixtures(), QStringLiteral("Dimir Machinations"), 0);
        QVERIFY(machinations);
        QCOMPARE(machinations->effect.size(), 1);
        const Action& look = machinations->effect[0];
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QCOMPARE(look.who, QStringLiteral("target_player"));
        QCOMPARE(look.amount.n, 3);
        QCOMPARE(look.keep, 3);
        QCOMPARE(look.destination, std::optional<Zone>(Zone::Exile));
        QCOMPARE(look.text, QStringLiteral("back_any_order"));
        const AbilityDef* fate = test::parsedAbility(fixtures(), QStringLiteral("Sealed Fate"), 0);
        QVERIFY(fate);
        QCOMPARE(fate->effect.size(), 1);
        QVERIFY(fate->effect[0].amount.x);
        QCOMPARE(fate->effect[0].keep, 1);
        QCOMPARE(fate->effect[0].destination, std::optional<Zone>(Zone::Exile));
        QCOMPARE(fate->targets.size(), 1);
        const AbilityDef* charm = test::parsedAbility(fixtures(), QStringLiteral("Dimir Charm"), 0);
        QVERIFY(charm);
        QCOMPARE(charm->modes.size(), 3);
        const Action& third = charm->modes[2]->effect.value(0);
        QCOMPARE(third.kind, ActionKind::LookAtTop);
        QCOMPARE(third.who, QStringLiteral("target_player"));
        QCOMPARE(third.keep, 1);
        QCOMPARE(third.destination, std::optional<Zone>(Zone::Library));
        QCOMPARE(third.text, QStringLiteral("graveyard"));
        // CR 608.2c, 701.23: Life's Finale destroys, then searches the target's library
        const AbilityDef* finale = test::parsedAbility(fixtures(), QStringLiteral("Life's Finale"), 0);
        QVERIFY(finale);
        QCOMPARE(finale->effect.size(), 2);
        QCOMPARE(finale->effect[0].kind, ActionKind::Destroy);
        QCOMPARE(finale->effect[1].kind, ActionKind::SearchLibrary);
        QCOMPARE(finale->effect[1].who, QStringLiteral("target_player"));
        QCOMPARE(finale->effect[1].text, QStringLiteral("graveyard"));
        QCOMPARE(finale->effect[1].amount.n, 3);
        // CR 701.16a, 608.2d: Bamboozle's one reveal, exactly two of the four cards chosen for the graveyard
        const AbilityDef* bamboozle = test::parsedAbility(fixtures(), QStringLiteral("Bamboozle"), 0);
        QVERIFY(bamboozle);
        QCOMPARE(bamboozle->effect.size(), 1);
        QCOMPARE(bamboozle->effect[0].kind, ActionKind::LookAtTop);
        QVERIFY(bamboozle->effect[0].reveal);
        QCOMPARE(bamboozle->effect[0].amount.n, 4);
        QCOMPARE(bamboozle->effect[0].keep, 2);
        QCOMPARE(bamboozle->effect[0].destination, std::optional<Zone>(Zone::Graveyard));
        QCOMPARE(bamboozle->effect[0].text, QStringLiteral("back_any_order"));
        // CR 202.3, 608.2h: the draws count the mana value of the one card milled or revealed just before
        for (const char* name : {"Heed the Mists", "Interpret the Signs"}) {
            const AbilityDef* spell = test::parsedAbility(fixtures(), QString::fromUtf8(name), 0);
            QVERIFY2(spell && !spell->effect.isEmpty(), name);
            const Action& draw = spell->effect.last();
            QCOMPARE(draw.kind, ActionKind::Draw);
            QVERIFY(draw.amountOf && draw.amountOf->kind == Expr::Kind::ManaValueOfMoved);
            QCOMPARE(spell->effect[spell->effect.size() - 2].kind,
                QString::fromUtf8(name) == QLatin1String("Heed the Mists") ? ActionKind::Mill : ActionKind::LookAtTop);
        }
        // CR 601.2c, 115.1: "Choose any target" is the spell's one target, the damage's
        for (const char* name : {"Riddle of Lightning", "Judge Unworthy"}) {
            const AbilityDef* spell = test::parsedAbility(fixtures(), QString::fromUtf8(name), 0);
            QVERIFY2(spell && spell->effect.size() == 3, name);
            QCOMPARE(spell->targets.size(), 1);
            QCOMPARE(spell->effect[0].kind, ActionKind::Scry);
            QCOMPARE(spell->effect[1].kind, ActionKind::LookAtTop);
            QCOMPARE(spell->effect[2].kind, ActionKind::Damage);
            QVERIFY(spell->effect[2].to && spell->effect[2].to->ref == Selector::Ref::Target);
            QVERIFY(spell->effect[2].amountOf && spell->effect[2].amountOf->kind == Expr::Kind::ManaValueOfMoved);
        }
        // CR 701.16a, 202.3: Reviving Vapors' one look, every card revealed, one kept; the life is the kept card's
        const AbilityDef* vapors = test::parsedAbility(fixtures(), QStringLiteral("Reviving Vapors"), 0);
        QVERIFY(vapors);
        QCOMPARE(vapors->effect.size(), 2);
        QCOMPARE(vapors->effect[0].kind, ActionKind::LookAtTop);
        QVERIFY(vapors->effect[0].reveal && !vapors->effect[0].object);
        QCOMPARE(vapors->effect[0].keep, 1);
        QCOMPARE(vapors->effect[0].text, QStringLiteral("graveyard"));
        QCOMPARE(vapors->effect[1].kind, ActionKind::GainLife);
        QVERIFY(vapors->effect[1].amountOf && vapors->effect[1].amountOf->kind == Expr::Kind::ManaValueOfMoved);
    }

    // CR 700.2, 404.1, 608.2d: Dimir Charm's third mode at Nico: the Bolt Ana names stays on top of his library and his
    // Forest and Island go to his graveyard, his fourth card untouched; naming none, his top card stays.
    void dimirCharmPutsOneBack()
    {
        const Playthrough named = anaCastsAtNico("Dimir Charm", ", \"choices\": {\"mode\": 3}", ", \"choices\": {\"objects\": [\"n2\"]}");
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"n2", "n4"}));
        QCOMPARE(test::idsOf(named, "nico", Zone::Graveyard), (QStringList{"n1", "n3"}));
        const Playthrough unnamed = anaCastsAtNico("Dimir Charm", ", \"choices\": {\"mode\": 3}");
        QCOMPARE(test::idsOf(unnamed, "nico", Zone::Library), (QStringList{"n1", "n4"}));
        QCOMPARE(test::idsOf(unnamed, "nico", Zone::Graveyard), (QStringList{"n2", "n3"}));
    }

    // CR 406.3, 401.4: Dimir Machinations exiles the two of Nico's top three cards Ana names and leaves the third on top;
    // naming none, nothing moves ("any number" may be none); his fourth card is never looked at.
    void dimirMachinationsExilesAnyNumber()
    {
        const Playthrough named = anaCastsAtNico("Dimir Machinations", {}, ", \"choices\": {\"objects\": [\"n1\", \"n3\", \"n4\"]}");
        QCOMPARE(test::idsOf(named, "nico", Zone::Exile), (QStringList{"n1", "n3"}));
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"n2", "n4"}));
        const Playthrough none = anaCastsAtNico("Dimir Machinations", {});
        QCOMPARE(test::idsOf(none, "nico", Zone::Exile), QStringList());
        QCOMPARE(test::idsOf(none, "nico", Zone::Library).size(), 4);
    }

    // CR 107.3, 406.3: Sealed Fate with X 2 exiles exactly one of Nico's top two cards, the one Ana names, else the
    // first; a card below the two can't be named. With X 0 nothing is looked at and nothing moves.
    void sealedFateExilesOne()
    {
        const Playthrough named = anaCastsAtNico("Sealed Fate", ", \"choices\": {\"x\": 2}", ", \"choices\": {\"objects\": [\"n2\", \"n1\"]}");
        QCOMPARE(test::idsOf(named, "nico", Zone::Exile), QStringList{"n2"});
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"n1", "n3", "n4"}));
        const Playthrough below = anaCastsAtNico("Sealed Fate", ", \"choices\": {\"x\": 2}", ", \"choices\": {\"objects\": [\"n3\"]}");
        QCOMPARE(test::idsOf(below, "nico", Zone::Exile), QStringList{"n1"});
        QCOMPARE(test::idsOf(below, "nico", Zone::Library), (QStringList{"n2", "n3", "n4"}));
        const Playthrough none = anaCastsAtNico("Sealed Fate", ", \"choices\": {\"x\": 0}");   // CR 107.3: no card looked at
        QCOMPARE(test::idsOf(none, "nico", Zone::Exile), QStringList());
        QVERIFY(!test::happened(none).contains(QStringLiteral("not performed")));
    }

    // CR 608.2c, 701.23, 404.1: Life's Finale destroys both Bears, then puts the Craw Wurm Ana names from Nico's library
    // into his graveyard, his Forest (named too) not a creature card; naming none, his first creature cards are taken,
    // up to three.
    void lifesFinaleMillsCreatureCards()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Life's Finale\", \"zone\": \"hand\"}, "
                                   "{\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}, "
                                   "{\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"timestamp\": 2}, "
                                   "{\"id\": \"l1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                   "{\"id\": \"l2\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                   "{\"id\": \"l3\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"zone\": \"library\"}";
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"";
        const Playthrough named = test::playScenario(fixtures(), objects, cast + ", \"choices\": {\"objects\": [\"l3\", \"l1\"]}}");
        QCOMPARE(test::zoneOf(named, "abears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(named, "nbears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(named, "l3"), Zone::Graveyard);
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"l1", "l2"}));
        const Playthrough unnamed = test::playScenario(fixtures(), objects, cast + "}");
        QCOMPARE(test::idsOf(unnamed, "nico", Zone::Library), QStringList{"l1"});
        QCOMPARE(test::zoneOf(unnamed, "l2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(unnamed, "l3"), Zone::Graveyard);
    }

    // CR 701.16a, 608.2d, 404.1: Nico reveals his top four cards; the Bolt and the Plains Ana names go to his graveyard and
    // the Forest and the Island stay on top. Naming only the Island, the first card not named (the Forest) goes too:
    // exactly two are chosen.
    void bamboozleChoosesTwoForTheGraveyard()
    {
        const Playthrough named = anaCastsAtNico("Bamboozle", {}, ", \"choices\": {\"objects\": [\"n2\", \"n4\"]}");
        QCOMPARE(test::idsOf(named, "nico", Zone::Graveyard), (QStringList{"n2", "n4"}));
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"n1", "n3"}));
        QVERIFY(test::happened(named).contains(QStringLiteral("reveals")));
        const Playthrough one = anaCastsAtNico("Bamboozle", {}, ", \"choices\": {\"objects\": [\"n3\"]}");
        QCOMPARE(test::idsOf(one, "nico", Zone::Graveyard), (QStringList{"n1", "n3"}));
        QCOMPARE(test::idsOf(one, "nico", Zone::Library), (QStringList{"n2", "n4"}));
    }

    // CR 701.13, 202.3, 608.2h: Ana mills her Grizzly Bears (mana value 2) and draws the Forest and the Island below it;
    // with a Forest on top (mana value 0) she draws nothing.
    void heedTheMistsDrawsTheMilledCardsValue()
    {
        const auto played = [](const char* top) {
            return test::playScenario(fixtures(),
                QByteArray("{\"id\": \"spell\", \"card\": \"Heed the Mists\", \"zone\": \"hand\"}, "
                           "{\"id\": \"top\", \"card\": \"") + top + "\", \"zone\": \"library\"}, "
                    "{\"id\": \"l2\", \"card\": \"Forest\", \"zone\": \"library\"}, "
                    "{\"id\": \"l3\", \"card\": \"Island\", \"zone\": \"library\"}, "
                    "{\"id\": \"l4\", \"card\": \"Plains\", \"zone\": \"library\"}",
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough bears = played("Grizzly Bears");
        QCOMPARE(test::zoneOf(bears, "top"), Zone::Graveyard);
        QCOMPARE(test::idsOf(bears, "ana", Zone::Hand), (QStringList{"l2", "l3"}));
        QCOMPARE(test::idsOf(bears, "ana", Zone::Library), QStringList{"l4"});
        const Playthrough forest = played("Forest");
        QCOMPARE(test::idsOf(forest, "ana", Zone::Hand), QStringList());
        QCOMPARE(test::idsOf(forest, "ana", Zone::Library).size(), 3);
    }

    // CR 701.22, 701.16a, 202.3: after the scry Ana reveals her top card, a Lightning Bolt (mana value 1), and draws it;
    // with Craw Wurm on top (mana value 6) she draws all four cards of her library.
    void interpretTheSignsDrawsTheRevealedCardsValue()
    {
        const auto played = [](const char* top) {
            return test::playScenario(fixtures(),
                QByteArray("{\"id\": \"spell\", \"card\": \"Interpret the Signs\", \"zone\": \"hand\"}, "
                           "{\"id\": \"top\", \"card\": \"") + top + "\", \"zone\": \"library\"}, "
                    "{\"id\": \"l2\", \"card\": \"Forest\", \"zone\": \"library\"}, "
                    "{\"id\": \"l3\", \"card\": \"Island\", \"zone\": \"library\"}, "
                    "{\"id\": \"l4\", \"card\": \"Plains\", \"zone\": \"library\"}",
                "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough bolt = played("Lightning Bolt");
        QCOMPARE(test::idsOf(bolt, "ana", Zone::Hand), QStringList{"top"});
        QCOMPARE(test::idsOf(bolt, "ana", Zone::Library), (QStringList{"l2", "l3", "l4"}));
        const Playthrough wurm = played("Craw Wurm");
        QCOMPARE(test::idsOf(wurm, "ana", Zone::Hand).size(), 4);
        QCOMPARE(test::idsOf(wurm, "ana", Zone::Library), QStringList());
    }

    // CR 701.22, 202.3, 120.3: Riddle of Lightning at Nico reveals Ana's Craw Wurm (mana value 6) after the scry: Nico goes
    // to 14 and the Wurm stays on top; a Forest (mana value 0) on top deals no damage.
    void riddleOfLightningDealsTheRevealedCardsValue()
    {
        const auto played = [](const char* top) {
            return test::playScenario(fixtures(),
                QByteArray("{\"id\": \"spell\", \"card\": \"Riddle of Lightning\", \"zone\": \"hand\"}, "
                           "{\"id\": \"top\", \"card\": \"") + top + "\", \"zone\": \"library\"}, "
                    "{\"id\": \"l2\", \"card\": \"Island\", \"zone\": \"library\"}",
                "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough wurm = played("Craw Wurm");
        QCOMPARE(test::lifeOf(wurm, "nico"), 14);
        QCOMPARE(test::idsOf(wurm, "ana", Zone::Library), (QStringList{"top", "l2"}));
        const Playthrough forest = played("Forest");
        QCOMPARE(test::lifeOf(forest, "nico"), 20);
    }

    // CR 701.16a, 608.2d, 202.3: Ana reveals her top three cards; the Craw Wurm she names goes into her hand and she gains
    // 6 life, the Bolt and the Forest go to her graveyard and her fourth card stays; naming none, the first card (the
    // Forest, mana value 0) is kept and she gains nothing.
    void revivingVaporsGainsTheKeptCardsValue()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Reviving Vapors\", \"zone\": \"hand\"}, "
                                   "{\"id\": \"l1\", \"card\": \"Forest\", \"zone\": \"library\"}, "
                                   "{\"id\": \"l2\", \"card\": \"Craw Wurm\", \"zone\": \"library\"}, "
                                   "{\"id\": \"l3\", \"card\": \"Lightning Bolt\", \"zone\": \"library\"}, "
                                   "{\"id\": \"l4\", \"card\": \"Plains\", \"zone\": \"library\"}";
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"";
        const Playthrough named = test::playScenario(fixtures(), objects, cast + ", \"choices\": {\"objects\": [\"l2\"]}}");
        QCOMPARE(test::idsOf(named, "ana", Zone::Hand), QStringList{"l2"});
        QCOMPARE(test::lifeOf(named, "ana"), 26);
        QCOMPARE(test::zoneOf(named, "l1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(named, "l3"), Zone::Graveyard);
        QCOMPARE(test::idsOf(named, "ana", Zone::Library), QStringList{"l4"});
        QVERIFY(test::happened(named).contains(QStringLiteral("Lightning Bolt")));
        const Playthrough unnamed = test::playScenario(fixtures(), objects, cast + "}");
        QCOMPARE(test::idsOf(unnamed, "ana", Zone::Hand), QStringList{"l1"});
        QCOMPARE(test::lifeOf(unnamed, "ana"), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL35)
#include "tst_impspelll35.moc"
