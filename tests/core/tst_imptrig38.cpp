// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig38.json), round 38: "When ~ enters
// the battlefield, look at the top two cards of target player's library. Put one of them into their graveyard." (Wu
// Spy: exactly one of the two goes to its owner's graveyard, the other stays on top). "When ~ enters the battlefield,
// shuffle the cards from your hand into your library, then draw that many cards." (Whirlpool Rider, and Whirlpool
// Warrior's same first ability: as many cards drawn as the shuffle moved). "Whenever a creature enters the battlefield
// under your control, you may look at the top X cards of your library, where X is that creature's power. If you do, put
// one of those cards on top of your library and the rest on the bottom of your library in any order." (Cream of the
// Crop). "When ~ enters the battlefield, exile any number of other nontoken creatures you control until it leaves the
// battlefield." (Lumbering Battlement: "it" is ~, chosen as it resolves). "When ~ enters the battlefield, target artifact
// you control becomes an artifact creature with base power and toughness 5/5 for as long as ~ remains on the
// battlefield." (Skilled Animator: until ~ leaves it). "Whenever another creature enters the battlefield under your
// control, you may discard a card. If you do, put a +1/+1 counter on that creature, it gains haste until end of turn,
// and it becomes a Vampire in addition to its other types." (Olivia, Mobilized for War: three instructions, each done
// only if the card was discarded). "When ~ enters the battlefield, if it was kicked, you may reveal cards from the top of
// your library until you reveal a creature card. If you do, put that card onto the battlefield and shuffle all other
// cards revealed this way into your library." (Thicket Elemental). The built-in Bonesplitter, Forest, Island, Plains, Lightning Bolt, Grizzly Bears and Colossal Dreadmaw are the other cards
// the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig38.json"));
}

// Nico's library from the top: `n1`, `n2`, `n3`.
const QByteArray nicosLibrary = "{\"id\": \"n1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                "{\"id\": \"n2\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"library\"}, "
                                "{\"id\": \"n3\", \"card\": \"Island\", \"owner\": \"nico\", \"zone\": \"library\"}";

// Ana's Wu Spy enters targeting `target`; its trigger resolves with `resolve`'s more keys.
Playthrough wuSpyEnters(const char* target, const QByteArray& resolve, const QByteArray& library = nicosLibrary)
{
    return test::playScenario(fixtures(),
        test::objectJson("spy", "Wu Spy", ", \"zone\": \"hand\"") + (library.isEmpty() ? QByteArray() : ", " + library),
        "{\"id\": \"e1\", \"move\": \"spy\", \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": [\""
            + QByteArray(target) + "\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"" + resolve + "}");
}

// Ana's Whirlpool Rider enters with `handCards` other cards in her hand (listed after her three library cards).
Playthrough whirlpoolRiderEnters(int handCards)
{
    QByteArray objects = test::objectJson("rider", "Whirlpool Rider", ", \"zone\": \"hand\"")
        + ", {\"id\": \"l1\", \"card\": \"Plains\", \"zone\": \"library\"}, "
          "{\"id\": \"l2\", \"card\": \"Plains\", \"zone\": \"library\"}, "
          "{\"id\": \"l3\", \"card\": \"Plains\", \"zone\": \"library\"}";
    for (int i = 1; i <= handCards; ++i)
        objects += ", {\"id\": \"h" + QByteArray::number(i) + "\", \"card\": \"Island\", \"zone\": \"hand\"}";
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"move\": \"rider\", \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana's Cream of the Crop on the battlefield, her library l1 to l4 from the top; `creature` enters from her hand and
// the trigger resolves with `resolve`'s more keys.
Playthrough creatureEntersBesideCream(const char* creature, const QByteArray& resolve)
{
    QByteArray objects = test::objectJson("cream", "Cream of the Crop") + ","
        + test::objectJson("entering", creature, ", \"zone\": \"hand\"");
    for (const char* id : {"l1", "l2", "l3", "l4"})
        objects += ", {\"id\": \"" + QByteArray(id) + "\", \"card\": \"Plains\", \"zone\": \"library\"}";
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"move\": \"entering\", \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\""
            + resolve + "}");
}

// Ana's Lumbering Battlement enters beside her Grizzly Bears b1 and b2 and Nico's n1; its trigger resolves with
// `resolve`'s more keys; `after` are more events.
Playthrough battlementEnters(const QByteArray& resolve, const QByteArray& after = {})
{
    return test::playScenario(fixtures(),
        test::objectJson("battlement", "Lumbering Battlement", ", \"zone\": \"hand\"") + ","
            + test::objectJson("b1", "Grizzly Bears") + "," + test::objectJson("b2", "Grizzly Bears") + ","
            + test::objectJson("n1", "Grizzly Bears", "", "nico"),
        "{\"id\": \"e1\", \"move\": \"battlement\", \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\""
            + resolve + "}" + after);
}

// Ana's Skilled Animator enters targeting her Bonesplitter; `between` are events before the trigger resolves, `after`
// events after.
Playthrough animatorEnters(const QByteArray& between = {}, const QByteArray& after = {})
{
    return test::playScenario(fixtures(),
        test::objectJson("animator", "Skilled Animator", ", \"zone\": \"hand\"") + ","
            + test::objectJson("splitter", "Bonesplitter"),
        "{\"id\": \"e1\", \"move\": \"animator\", \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": "
        "[\"splitter\"]}}}" + between + ", {\"id\": \"e2\", \"resolve\": \"top\"}" + after);
}

// Ana's Olivia on the battlefield and a Forest in her hand (unless `handEmpty`); her Grizzly Bears enter from her hand
// and the trigger resolves with `resolve`'s more keys.
Playthrough bearsEnterBesideOlivia(const QByteArray& resolve, bool handEmpty = false)
{
    return test::playScenario(fixtures(),
        test::objectJson("olivia", "Olivia, Mobilized for War") + "," + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"hand\"")
            + (handEmpty ? QByteArray() : "," + test::objectJson("forest", "Forest", ", \"zone\": \"hand\"")),
        "{\"id\": \"e1\", \"move\": \"bears\", \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + resolve
            + "}");
}

// Ana casts Thicket Elemental (`cast`'s more keys) over her library Forest, Grizzly Bears, Plains; it resolves, then
// its trigger, if any, with `resolve`'s.
Playthrough thicketElementalCast(const QByteArray& cast, const QByteArray& resolve = {})
{
    return test::playScenario(fixtures(),
        test::objectJson("thicket", "Thicket Elemental", ", \"zone\": \"hand\"")
            + ", {\"id\": \"l1\", \"card\": \"Forest\", \"zone\": \"library\"}, "
              "{\"id\": \"l2\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}, "
              "{\"id\": \"l3\", \"card\": \"Plains\", \"zone\": \"library\"}",
        "{\"id\": \"e1\", \"cast\": \"thicket\"" + cast + "}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
        "{\"id\": \"e3\", \"resolve\": \"top\"" + resolve + "}");
}

}   // namespace

class TestImpTrig38 : public QObject {
    Q_OBJECT
private slots:
    // Whirlpool Warrior's "{R}, Sacrifice ~: Each player shuffles …, then draws that many cards" stays text: each player's
    // own count would be needed.
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Wu Spy", "Whirlpool Rider", "Cream of the Crop", "Lumbering Battlement", "Skilled Animator", "Olivia, Mobilized for War", "Thicket Elemental"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 8);   // round 43: Whirlpool Warrior too (tst_impact43)
    }

    // CR 115.1, 404.1, 608.2d: one look at two of the target player's cards; exactly one of them is put into its
    // owner's graveyard, not revealed, and the rest (the other card) is not moved.
    void wuSpyPutsOneOfTwoIntoTheirGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wu Spy"), 0),
            QStringLiteral("When ~ enters, look at the top two cards of target player's library. Put one of them into their "
                           "graveyard."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Wu Spy"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 1);
        const Action& look = a->effect.first();
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QCOMPARE(look.who, QStringLiteral("target_player"));
        QCOMPARE(look.amount.n, 2);
        QCOMPARE(look.keep, 1);
        QVERIFY(!look.reveal);
        QVERIFY(!look.optional);
        QCOMPARE(look.destination, std::optional<Zone>(Zone::Graveyard));
    }

    // CR 608.2d, 404.1: Ana names Nico's second card (the Bolt): it goes to his graveyard and the Forest stays on top.
    // Naming nothing, exactly one still goes (the first). A card below the two is never taken.
    void wuSpyMillsTheNamedCard()
    {
        const Playthrough named = wuSpyEnters("nico", ", \"choices\": {\"objects\": [\"n2\"]}");
        QCOMPARE(test::idsOf(named, "nico", Zone::Graveyard), QStringList{"n2"});
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"n1", "n3"}));
        QVERIFY(!test::happened(named).contains(QStringLiteral("reveals")));
        const Playthrough unnamed = wuSpyEnters("nico", {});
        QCOMPARE(test::idsOf(unnamed, "nico", Zone::Graveyard), QStringList{"n1"});
        QCOMPARE(test::idsOf(unnamed, "nico", Zone::Library), (QStringList{"n2", "n3"}));
        const Playthrough third = wuSpyEnters("nico", ", \"choices\": {\"objects\": [\"n3\"]}");
        QCOMPARE(test::idsOf(third, "nico", Zone::Graveyard), QStringList{"n1"});
        QCOMPARE(test::idsOf(third, "nico", Zone::Library), (QStringList{"n2", "n3"}));
    }

    // CR 115.1: Ana may target herself; her own library loses one card, Nico's is untouched.
    void wuSpyTargetingItsController()
    {
        const QByteArray both = nicosLibrary
            + ", {\"id\": \"a1\", \"card\": \"Plains\", \"zone\": \"library\"}, "
              "{\"id\": \"a2\", \"card\": \"Island\", \"zone\": \"library\"}";
        const Playthrough own = wuSpyEnters("ana", ", \"choices\": {\"objects\": [\"a2\"]}", both);
        QCOMPARE(test::idsOf(own, "ana", Zone::Graveyard), QStringList{"a2"});
        QCOMPARE(test::idsOf(own, "ana", Zone::Library), QStringList{"a1"});
        QCOMPARE(test::idsOf(own, "nico", Zone::Library), (QStringList{"n1", "n2", "n3"}));
    }

    // CR 701.24, 608.2c: every card of your hand shuffled into your library, then a draw of as many cards as that moved.
    void whirlpoolRiderShufflesItsHandAway()
    {
        for (const char* name : {"Whirlpool Rider", "Whirlpool Warrior"}) {
            QCOMPARE(test::writtenText(fixtures(), QString::fromUtf8(name), 0),
                QStringLiteral("When ~ enters, shuffle the cards from your hand into your library, then draw that many cards."));
            const AbilityDef* a = test::parsedAbility(fixtures(), QString::fromUtf8(name), 0);
            QVERIFY2(a, name);
            QCOMPARE(a->effect.size(), 2);
            const Action& shuffle = a->effect[0];
            QCOMPARE(shuffle.kind, ActionKind::ShuffleIntoLibrary);
            QVERIFY(shuffle.object && !shuffle.object->isRef());
            QCOMPARE(shuffle.object->zone, Zone::Hand);
            QVERIFY(shuffle.object->ownerYou);
            QVERIFY(shuffle.object->types == 0);
            const Action& draw = a->effect[1];
            QCOMPARE(draw.kind, ActionKind::Draw);
            QVERIFY(draw.then);
            QVERIFY(draw.amountOf && draw.amountOf->kind == Expr::Kind::CountThisWay);
        }
        // Round 43: the Warrior's "Each player shuffles …, then draws that many cards" is read too (tst_impact43).
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Whirlpool Warrior"), 1),
            QStringLiteral("{R}, Sacrifice ~: Each player shuffles the cards from their hand into their library, then draws that "
                           "many cards."));
    }

    // CR 701.24, 608.2c, 121.1: Ana's two other cards go into her library and she draws two: five cards in all, two in
    // her hand. With three, she draws three. With none, nothing moves and she draws none.
    void whirlpoolRiderDrawsThatMany()
    {
        const Playthrough two = whirlpoolRiderEnters(2);
        // The shuffle's order is hidden: Strata puts the shuffled cards under the ones listed, so the Plains are drawn.
        QCOMPARE(test::idsOf(two, "ana", Zone::Hand), (QStringList{"l1", "l2"}));
        QCOMPARE(test::idsOf(two, "ana", Zone::Library), (QStringList{"l3", "h1", "h2"}));
        QCOMPARE(test::happened(two).count(QStringLiteral("is shuffled into Ana's library")), 2);
        const Playthrough three = whirlpoolRiderEnters(3);
        QCOMPARE(test::idsOf(three, "ana", Zone::Hand), (QStringList{"l1", "l2", "l3"}));
        QCOMPARE(test::idsOf(three, "ana", Zone::Library).size(), 3);
        const Playthrough none = whirlpoolRiderEnters(0);
        QVERIFY(test::idsOf(none, "ana", Zone::Hand).isEmpty());
        QCOMPARE(test::idsOf(none, "ana", Zone::Library), (QStringList{"l1", "l2", "l3"}));
        QVERIFY(!test::happened(none).contains(QStringLiteral("draws")));
    }

    // CR 603.5, 608.2h, 603.7c, 401.4: the look is the ability's choice, of as many cards as the entering creature's
    // power as the ability resolves; exactly one is kept on top and the rest go to the bottom.
    void creamOfTheCropLooksAtThePowersCards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cream of the Crop"), 0),
            QStringLiteral("Whenever a creature you control enters, you may look at the top X cards of your library, where X is "
                           "that creature's power. If you do, put one of those cards on top of your library and the rest on "
                           "the bottom of your library in any order."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Cream of the Crop"), 0);
        QVERIFY(a);
        QVERIFY(a->optional);
        QCOMPARE(a->effect.size(), 1);
        const Action& look = a->effect.first();
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QVERIFY(look.amount.x);
        QVERIFY(look.amountOf && look.amountOf->kind == Expr::Kind::PowerOfTarget);
        QCOMPARE(look.amountOf->who, QStringLiteral("it"));
        QCOMPARE(look.keep, 1);
        QCOMPARE(look.destination, std::optional<Zone>(Zone::Library));
        QCOMPARE(look.text, QStringLiteral("bottom_any_order"));
        QVERIFY(!look.object && !look.reveal);
    }

    // CR 608.2h, 401.4: Grizzly Bears (power 2) enter: Ana looks at l1 and l2, keeps l2 on top and puts l1 on the bottom;
    // naming none, she keeps l1. Colossal Dreadmaw (power 6) looks at all four. Declined, nothing moves.
    void creamOfTheCropKeepsOneOnTop()
    {
        const Playthrough bears = creatureEntersBesideCream("Grizzly Bears", ", \"choices\": {\"objects\": [\"l2\"]}");
        QCOMPARE(test::idsOf(bears, "ana", Zone::Library), (QStringList{"l2", "l3", "l4", "l1"}));
        const Playthrough first = creatureEntersBesideCream("Grizzly Bears", {});
        QCOMPARE(test::idsOf(first, "ana", Zone::Library), (QStringList{"l1", "l3", "l4", "l2"}));
        const Playthrough dreadmaw = creatureEntersBesideCream("Colossal Dreadmaw", ", \"choices\": {\"objects\": [\"l4\"]}");
        QCOMPARE(test::idsOf(dreadmaw, "ana", Zone::Library), (QStringList{"l4", "l1", "l2", "l3"}));
        const Playthrough declined = creatureEntersBesideCream("Colossal Dreadmaw", ", \"may\": false, \"choices\": {\"objects\": [\"l4\"]}");
        QCOMPARE(test::idsOf(declined, "ana", Zone::Library), (QStringList{"l1", "l2", "l3", "l4"}));
    }

    // CR 608.2d, 115.10, 610.3c: "any number of" your other nontoken creatures, chosen as it resolves, not targeted;
    // "until it leaves the battlefield" is ~'s leaving (what is exiled can't leave the battlefield).
    void lumberingBattlementExilesAnyNumber()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lumbering Battlement"), 1),
            QStringLiteral("When ~ enters, exile any number of other nontoken creatures you control until ~ leaves the "
                           "battlefield."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Lumbering Battlement"), 1);
        QVERIFY(a);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 1);
        const Action& exile = a->effect.first();
        QCOMPARE(exile.kind, ActionKind::Exile);
        QCOMPARE(exile.pick, Selector::kAnyNumber);
        QVERIFY(exile.pickUpTo);
        QCOMPARE(exile.duration, std::optional<Duration>(Duration::UntilSourceLeaves));
        QVERIFY(exile.object && exile.object->other);
        QCOMPARE(exile.object->controller, Selector::Who::You);
    }

    // CR 608.2d, 607.2a, 610.3c: Ana names b1: it is exiled with the Battlement, a 6/7 (+2/+2 for the one card); b2 and
    // Nico's Bears stay. When the Battlement dies, b1 returns. Naming none, both of hers go and it is 8/9.
    void lumberingBattlementReturnsThemWhenItLeaves()
    {
        const Playthrough one = battlementEnters(", \"choices\": {\"objects\": [\"b1\"]}");
        QCOMPARE(test::zoneOf(one, QStringLiteral("b1")), Zone::Exile);
        QCOMPARE(test::zoneOf(one, QStringLiteral("b2")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(one, QStringLiteral("n1")), Zone::Battlefield);
        QCOMPARE(test::ptOf(one, QStringLiteral("battlement")), QStringLiteral("6/7"));
        const Playthrough all = battlementEnters({});
        QCOMPARE(test::zoneOf(all, QStringLiteral("b1")), Zone::Exile);
        QCOMPARE(test::zoneOf(all, QStringLiteral("b2")), Zone::Exile);
        QCOMPARE(test::zoneOf(all, QStringLiteral("n1")), Zone::Battlefield);
        QCOMPARE(test::ptOf(all, QStringLiteral("battlement")), QStringLiteral("8/9"));
        const Playthrough left = battlementEnters(", \"choices\": {\"objects\": [\"b1\"]}",
            ", {\"id\": \"e3\", \"move\": \"battlement\", \"to\": \"graveyard\"}");
        QCOMPARE(test::zoneOf(left, QStringLiteral("b1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(left, QStringLiteral("battlement")), Zone::Graveyard);
    }

    // CR 205.1b, 613.4b, 611.2b: the artifact keeps its types and becomes an artifact creature with base power and
    // toughness 5/5 (layers 4 and 7b) for as long as ~ remains on the battlefield, the writer's "until ~ leaves".
    void skilledAnimatorAnimatesAnArtifact()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Skilled Animator"), 0),
            QStringLiteral("When ~ enters, target artifact you control becomes a 5/5 artifact creature in addition to its other "
                           "types until ~ leaves the battlefield."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Skilled Animator"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets.first().controller, Selector::Who::You);
        QCOMPARE(a->effect.size(), 1);
        QVERIFY(a->effect.first().continuous);
        QCOMPARE(a->effect.first().continuous->duration, Duration::UntilSourceLeaves);
    }

    // CR 613.4b, 611.2b: Ana's Bonesplitter is a 5/5 artifact creature while the Animator stays, and no creature once
    // the Animator has died, nor when the Animator died before its trigger resolved.
    void skilledAnimatorsBonesplitterWhileItStays()
    {
        const Playthrough stays = animatorEnters();
        QCOMPARE(test::ptOf(stays, QStringLiteral("splitter")), QStringLiteral("5/5"));
        const Characteristics* animated = test::charsOf(stays, QStringLiteral("splitter"));
        QVERIFY(animated);
        QVERIFY(animated->type.has(CardType::Creature));
        QVERIFY(animated->type.has(CardType::Artifact));
        const Playthrough left = animatorEnters({}, ", {\"id\": \"e3\", \"move\": \"animator\", \"to\": \"graveyard\"}");
        const Characteristics* after = test::charsOf(left, QStringLiteral("splitter"));
        QVERIFY(after);
        QVERIFY(!after->type.has(CardType::Creature));
        const Playthrough gone = animatorEnters(", {\"id\": \"e1b\", \"move\": \"animator\", \"to\": \"graveyard\"}");
        // 611.2b: the Animator gone before its trigger resolves, the effect's duration has already ended: nothing happens.
        const Characteristics* untouched = test::charsOf(gone, QStringLiteral("splitter"));
        QVERIFY(untouched);
        QVERIFY(!untouched->type.has(CardType::Creature));
        QVERIFY(test::happened(gone).contains(QStringLiteral("does nothing")));
    }

    // CR 608.2c, 603.5: the three instructions are each an "If you do" of the discard, on the event's creature.
    void oliviaReadsThreeIfYouDo()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Olivia, Mobilized for War"), 1),
            QStringLiteral("Whenever another creature you control enters, you may discard a card. If you do, put a +1/+1 counter on "
                           "that creature, it gains haste until end of turn, and it becomes a Vampire in addition to its other "
                           "types."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Olivia, Mobilized for War"), 1);
        QVERIFY(a);
        QVERIFY(a->optional);
        QCOMPARE(a->effect.size(), 4);
        QCOMPARE(a->effect[0].kind, ActionKind::Discard);
        QVERIFY(!a->effect[0].ifYouDo);
        QCOMPARE(a->effect[1].kind, ActionKind::PutCounter);
        for (int i = 1; i < 4; ++i)
            QVERIFY2(a->effect[i].ifYouDo, qPrintable(QString::number(i)));
        QCOMPARE(a->effect[2].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(a->effect[3].continuous->duration, Duration::Indefinite);
        QCOMPARE(a->effect[3].continuous->affects->ref, Selector::Ref::It);
    }

    // CR 608.2c, 603.5, 205.1b: Ana discards her Forest: the entering Bears get a counter (3/3), haste and the Vampire
    // type beside Bear. Declining, the Forest stays in her hand and the Bears stay a plain 2/2; so with an empty hand.
    void oliviaMakesAVampire()
    {
        const Playthrough done = bearsEnterBesideOlivia({});
        QCOMPARE(test::zoneOf(done, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::ptOf(done, QStringLiteral("bears")), QStringLiteral("3/3"));
        QVERIFY(test::hasKeyword(done, QStringLiteral("bears"), QStringLiteral("Haste")));
        const Characteristics* vampire = test::charsOf(done, QStringLiteral("bears"));
        QVERIFY(vampire);
        QVERIFY(vampire->type.subtypeNames().contains(QStringLiteral("Vampire")));
        QVERIFY(vampire->type.subtypeNames().contains(QStringLiteral("Bear")));
        const Playthrough declined = bearsEnterBesideOlivia(", \"may\": false");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("forest")), Zone::Hand);
        QCOMPARE(test::ptOf(declined, QStringLiteral("bears")), QStringLiteral("2/2"));
        QVERIFY(!test::hasKeyword(declined, QStringLiteral("bears"), QStringLiteral("Haste")));
        QVERIFY(!test::charsOf(declined, QStringLiteral("bears"))->type.subtypeNames().contains(QStringLiteral("Vampire")));
        const Playthrough empty = bearsEnterBesideOlivia({}, true);
        // 608.2c: with no card to discard, "If you do" is not done.
        QCOMPARE(test::ptOf(empty, QStringLiteral("bears")), QStringLiteral("2/2"));
        QVERIFY(!test::hasKeyword(empty, QStringLiteral("bears"), QStringLiteral("Haste")));
    }

    // CR 701.20, 701.24, 603.4: the reveal is the ability's choice once it was kicked; the card found enters and the
    // rest stay in the library, shuffled.
    void thicketElementalRevealsACreature()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thicket Elemental"), 1),
            QStringLiteral("When ~ enters, if ~ was kicked, you may reveal cards from the top of your library until you reveal "
                           "a creature card. Put that card onto the battlefield and shuffle all other cards revealed this way "
                           "into your library."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Thicket Elemental"), 1);
        QVERIFY(a);
        QVERIFY(a->optional);
        QVERIFY(a->triggerIf && a->triggerIf->kind == Condition::Kind::Kicked);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect.first().kind, ActionKind::RevealUntil);
        QCOMPARE(a->effect.first().destination, std::optional<Zone>(Zone::Battlefield));
        QCOMPARE(a->effect.first().text, QStringLiteral("shuffle"));
    }

    // CR 701.20, 603.4, 603.5: kicked, the Bears (the first creature card) enter and the Forest and Plains stay in the
    // library; declined, or not kicked, the Bears stay there.
    void thicketElementalPutsTheBearsOntoTheBattlefield()
    {
        const Playthrough kicked = thicketElementalCast(", \"kicked\": true");
        QCOMPARE(test::zoneOf(kicked, QStringLiteral("l2")), Zone::Battlefield);
        QCOMPARE(test::idsOf(kicked, "ana", Zone::Library), (QStringList{"l1", "l3"}));
        const Playthrough declined = thicketElementalCast(", \"kicked\": true", ", \"may\": false");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("l2")), Zone::Library);
        const Playthrough plain = thicketElementalCast({});
        QCOMPARE(test::zoneOf(plain, QStringLiteral("l2")), Zone::Library);
        QCOMPARE(test::zoneOf(plain, QStringLiteral("thicket")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig38)
#include "tst_imptrig38.moc"
