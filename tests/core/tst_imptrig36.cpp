// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig36.json), round 36: "When ~ enters
// the battlefield, you may return another target historic permanent you control to its owner's hand." (Guardians of
// Koilos) and "When ~ enters the battlefield, you may exile target historic permanent you control. If you do, return
// that card … at the beginning of the next end step." (Sentinel of the Pearl Trident): a target that is an artifact,
// a legendary permanent or a Saga (700.6). "When ~ enters the battlefield, choose one — • Double the number of +1/+1
// counters on ~. • ~ fights target creature you don't control." (Voracious Hydra: as many more counters as ~ has,
// 701.9e). "When ~ enters the battlefield, choose an opponent. If that player has more cards in hand than you, draw
// cards equal to the difference." (Sandstone Oracle; Slithermuse's "leaves the battlefield": the chosen opponent's hand
// less yours, counted as it resolves). "When ~ enters the battlefield, you may look at the top five cards of your
// library. If you do, reveal up to one basic land card from among them, then put that card on top of your library and
// the rest on the bottom in any order." (Fertile Thicket: the look-and-keep read when the look is the ability's
// choice). "Constellation — Whenever ~ or another enchantment enters the battlefield under your control, double target
// creature's power and toughness until end of turn." (Nylea's Colossus: +X/+Y, X its power and Y its toughness as it
// resolves, 701.9b). The built-in Bonesplitter, Kwende, Pride of Femeref, Grizzly Bears, Colossal Dreadmaw, Forest, Ornithopter and Glorious Anthem are the
// other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig36.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Guardians of Koilos (in her hand), Bonesplitter, Kwende and Grizzly Bears, and Nico's Bonesplitter.
QByteArray historicBoard(const char* entering)
{
    return test::objectJson("entering", entering, ", \"zone\": \"hand\"") + ","
        + test::objectJson("splitter", "Bonesplitter") + "," + test::objectJson("kwende", "Kwende, Pride of Femeref") + ","
        + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("nicosplitter", "Bonesplitter", "", "nico");
}

// ~ enters, its trigger targeting `target`, then resolves.
QByteArray entersTargeting(const char* target)
{
    return "{\"id\": \"e1\", \"move\": \"entering\", \"to\": \"battlefield\", \"triggers\": {\"e1.1\": {\"targets\": [\""
        + QByteArray(target) + "\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
}

}   // namespace

class TestImpTrig36 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 7);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 700.6, 115.1: "historic permanent you control" is an artifact, a legendary permanent or a Saga, each
    // controlled by you; "another" is on each part, since only the parts of a union are read.
    void historicTargetIsAUnionOfThreeKinds()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Guardians of Koilos"), 0),
            QStringLiteral("When ~ enters, you may return another target historic permanent you control to its owner's hand."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Guardians of Koilos"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        const Selector& t = a->targets.first();
        QCOMPARE(t.anyOf.size(), 3);
        QVERIFY(!t.other);
        for (const Selector& part : t.anyOf) {
            QCOMPARE(part.controller, Selector::Who::You);
            QVERIFY(part.other);
            QCOMPARE(part.where, Selector::Where::Battlefield);
        }
        QCOMPARE(t.anyOf[0].types, quint16(CardType::Artifact));
        QCOMPARE(t.anyOf[1].supertypes, quint8(Supertype::Legendary));
        QCOMPARE(t.anyOf[2].subtypes.size(), 1);
        // Sentinel of the Pearl Trident's says no "another": ~ itself is no artifact, legendary or Saga anyway.
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sentinel of the Pearl Trident"), 1),
            QStringLiteral("When ~ enters, you may exile target historic permanent you control. If you do, at the beginning "
                           "of the next end step, return that card to the battlefield under its owner's control."));
        const AbilityDef* s = test::parsedAbility(fixtures(), QStringLiteral("Sentinel of the Pearl Trident"), 1);
        QVERIFY(s && s->targets.size() == 1 && s->targets.first().anyOf.size() == 3);
        QVERIFY(!s->targets.first().anyOf.first().other);
    }

    // CR 700.6, 115.1, 608.2b: Guardians of Koilos enters; Ana's legendary Kwende or her Bonesplitter returns to
    // her hand. Her Grizzly Bears (not historic), Nico's Bonesplitter (not hers) and the Guardians itself (an
    // artifact, but "another") can't be targeted.
    void guardiansOfKoilosPlayed()
    {
        const Playthrough kwende = played(historicBoard("Guardians of Koilos"), entersTargeting("kwende"));
        QVERIFY2(!test::refused(kwende, "e1"), qPrintable(test::happened(kwende)));
        QCOMPARE(test::zoneOf(kwende, QStringLiteral("kwende")), Zone::Hand);
        QCOMPARE(test::zoneOf(kwende, QStringLiteral("entering")), Zone::Battlefield);
        const Playthrough splitter = played(historicBoard("Guardians of Koilos"), entersTargeting("splitter"));
        QVERIFY2(!test::refused(splitter, "e1"), qPrintable(test::happened(splitter)));
        QCOMPARE(test::zoneOf(splitter, QStringLiteral("splitter")), Zone::Hand);
        QCOMPARE(test::zoneOf(splitter, QStringLiteral("kwende")), Zone::Battlefield);
        for (const char* illegal : {"bears", "nicosplitter", "entering"}) {
            const Playthrough p = played(historicBoard("Guardians of Koilos"), entersTargeting(illegal));
            QVERIFY2(test::refused(p, "e1"), illegal);   // the move with its trigger's illegal target is refused
            QCOMPARE(test::doneOrRefusal(p).value(0), QStringLiteral("603.3d"));   // an illegal target (115.1)
            QCOMPARE(test::zoneOf(p, QStringLiteral("splitter")), Zone::Battlefield);
        }
    }

    // CR 700.6, 603.7, 400.7: Sentinel of the Pearl Trident exiles Ana's Kwende, which returns at the beginning of the
    // next end step; declined, Kwende stays. Nico's Bonesplitter can't be targeted.
    void sentinelOfThePearlTridentPlayed()
    {
        const QByteArray endStep = R"(, {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})";
        const Playthrough early = played(historicBoard("Sentinel of the Pearl Trident"), entersTargeting("kwende"));
        QVERIFY2(test::zoneOf(early, QStringLiteral("kwende")) == Zone::Exile, qPrintable(test::happened(early)));
        const Playthrough back = played(historicBoard("Sentinel of the Pearl Trident"), entersTargeting("kwende") + endStep);
        QVERIFY2(test::zoneOf(back, QStringLiteral("kwende")) == Zone::Battlefield, qPrintable(test::happened(back)));
        const Playthrough declined = played(historicBoard("Sentinel of the Pearl Trident"),
            R"({"id": "e1", "move": "entering", "to": "battlefield", "triggers": {"e1.1": {"targets": ["kwende"]}}},
               {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("kwende")), Zone::Battlefield);
        const Playthrough nicos = played(historicBoard("Sentinel of the Pearl Trident"), entersTargeting("nicosplitter"));
        QVERIFY(test::refused(nicos, "e1"));
        QCOMPARE(test::zoneOf(nicos, QStringLiteral("nicosplitter")), Zone::Battlefield);
    }

    // CR 701.9e, 608.2h: doubling the +1/+1 counters on ~ puts as many more on it as it has as the ability resolves,
    // the same action as "put a +1/+1 counter on ~ for each +1/+1 counter on ~".
    void voraciousHydraDoublesItsCounters()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Voracious Hydra"), 2),
            QStringLiteral("When ~ enters, choose one —\n• Double the number of +1/+1 counters on ~.\n"
                           "• ~ fights target creature you don't control."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Voracious Hydra"), 2);
        QVERIFY(a && a->modes.size() == 2 && a->modes.first()->effect.size() == 1);
        const Action& put = a->modes.first()->effect.first();
        QCOMPARE(put.kind, ActionKind::PutCounter);
        QVERIFY(put.object && put.object->ref == Selector::Ref::Self);
        QCOMPARE(put.counters.kind, QStringLiteral("+1/+1"));
        QVERIFY(put.amountOf && put.amountOf->kind == Expr::Kind::CountersOnSource);
        QCOMPARE(put.amountOf->counterKind, QStringLiteral("+1/+1"));
    }

    // CR 701.9e, 107.3m: Voracious Hydra cast with X = 3 enters with three +1/+1 counters; the first mode doubles them
    // to six (a 6/7), the second has it fight Nico's Grizzly Bears instead (the Bears die, it keeps three).
    void voraciousHydraPlayed()
    {
        const QByteArray objects = test::objectJson("hydra", "Voracious Hydra", ", \"zone\": \"hand\"") + ","
            + test::objectJson("nicobears", "Grizzly Bears", "", "nico");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"hydra\", \"choices\": {\"x\": 3}}, ";
        const Playthrough doubled = played(objects,
            cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"triggers\": {\"e2.1\": {\"choices\": {\"mode\": 1}}}}, "
                   "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::countersOn(doubled, QStringLiteral("hydra")) == 6, qPrintable(test::happened(doubled)));
        QCOMPARE(test::ptOf(doubled, QStringLiteral("hydra")), QStringLiteral("6/7"));
        QCOMPARE(test::zoneOf(doubled, QStringLiteral("nicobears")), Zone::Battlefield);
        const Playthrough fought = played(objects,
            cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"triggers\": {\"e2.1\": {\"choices\": {\"mode\": 2}, "
                   "\"targets\": [\"nicobears\"]}}}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(fought, QStringLiteral("nicobears")) == Zone::Graveyard, qPrintable(test::happened(fought)));
        QCOMPARE(test::countersOn(fought, QStringLiteral("hydra")), 3);
    }

    // CR 608.2h, 121.2: the two sentences are one draw of the chosen opponent's hand size less yours, counted as the
    // ability resolves; the writer says the Oracle words.
    void handDifferenceWithTheChosenOpponent()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sandstone Oracle"), 1),
            QStringLiteral("When ~ enters, choose an opponent. If that player has more cards in hand than you, draw cards "
                           "equal to the difference."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Slithermuse"), 0),
            QStringLiteral("When ~ leaves the battlefield, choose an opponent. If that player has more cards in hand than "
                           "you, draw cards equal to the difference."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Sandstone Oracle"), 1);
        QVERIFY(a && a->effect.size() == 1);
        const Action& draw = a->effect.first();
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.who.isEmpty());
        QVERIFY(draw.amountOf && draw.amountOf->kind == Expr::Kind::Sum && draw.amountOf->args.size() == 2);
        QCOMPARE(draw.amountOf->args[0].kind, Expr::Kind::CardsInHand);
        QCOMPARE(draw.amountOf->args[0].who, QStringLiteral("chosen_opponent"));
        QCOMPARE(draw.amountOf->args[1].kind, Expr::Kind::Neg);
    }

    // CR 608.2h, 121.2: Sandstone Oracle enters; Ana holds one card and Nico four, so she draws three. Holding five
    // against Nico's two, she draws none (the difference is not more). Slithermuse leaving draws alike.
    void handDifferencePlayed()
    {
        const QByteArray oracle = test::objectJson("oracle", "Sandstone Oracle", ", \"zone\": \"hand\"")
            + test::bears("ana", 6, "library");
        const QByteArray enters = "{\"id\": \"e1\", \"move\": \"oracle\", \"to\": \"battlefield\"}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough three = played(oracle + test::bears("ana", 1, "hand") + test::bears("nico", 4, "hand"), enters);
        QVERIFY2(test::bearsIn(three, "ana", 6, "library", Zone::Hand) == 3, qPrintable(test::happened(three)));
        const Playthrough none = played(oracle + test::bears("ana", 5, "hand") + test::bears("nico", 2, "hand"), enters);
        QVERIFY2(!test::refused(none, "e2"), qPrintable(test::happened(none)));
        QCOMPARE(test::bearsIn(none, "ana", 6, "library", Zone::Hand), 0);
        const QByteArray muse = test::objectJson("muse", "Slithermuse") + test::bears("ana", 6, "library")
            + test::bears("nico", 2, "hand");
        const Playthrough leaves = played(muse,
            "{\"id\": \"e1\", \"move\": \"muse\", \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::bearsIn(leaves, "ana", 6, "library", Zone::Hand) == 2, qPrintable(test::happened(leaves)));
    }

    // CR 603.5, 701.16a: "you may look …. If you do, reveal up to one …" is the ability's choice, then a card the
    // player may reveal and keep on top, the rest on the bottom: the look-and-keep Silhana Wayfinder's words read.
    void fertileThicketLooksIfItMay()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fertile Thicket"), 1),
            QStringLiteral("When ~ enters, you may look at the top five cards of your library. You may reveal a basic land card "
                           "from among them and put it on top of your library. Put the rest on the bottom of your library in "
                           "any order."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Fertile Thicket"), 1);
        QVERIFY(a && a->optional && a->effect.size() == 1);
        QCOMPARE(a->effect.first().kind, ActionKind::LookAtTop);
    }

    // CR 603.5, 401.4: Fertile Thicket enters; Ana looks at her top five cards and keeps the Forest on top, the other
    // four go under the sixth card (Ornithopter). Declining the look, her library stays as it was.
    void fertileThicketPlayed()
    {
        const QByteArray objects = test::objectJson("thicket", "Fertile Thicket", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("giant", "Colossal Dreadmaw", ", \"zone\": \"library\"") + ", "
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("forest", "Forest", ", \"zone\": \"library\"") + ", "
            + test::objectJson("giant2", "Colossal Dreadmaw", ", \"zone\": \"library\"") + ", "
            + test::objectJson("bears2", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("thopter", "Ornithopter", ", \"zone\": \"library\"");
        const QByteArray enters = "{\"id\": \"e1\", \"move\": \"thicket\", \"to\": \"battlefield\"}, ";
        const Playthrough kept = played(objects,
            enters + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"forest\"]}}");
        QStringList library = test::idsIn(kept.finalState, Zone::Library);
        QVERIFY2(library.size() == 6, qPrintable(test::happened(kept)));
        QCOMPARE(library.value(0), QStringLiteral("forest"));
        QCOMPARE(library.value(1), QStringLiteral("thopter"));
        const Playthrough declined = played(objects, enters + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        library = test::idsIn(declined.finalState, Zone::Library);
        QCOMPARE(library, (QStringList{"giant", "bears", "forest", "giant2", "bears2", "thopter"}));
    }

    // CR 701.9b, 608.2h: doubling the target's power and toughness gives it +X/+Y, X its power and Y its toughness as
    // the ability resolves, the words the writer says.
    void nyleasColossusDoublesItsTarget()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Nylea's Colossus"), 0),
            QStringLiteral("Whenever ~ or another enchantment you control enters, target creature gets +X/+Y until end of "
                           "turn, where X is its power and Y is its toughness."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Nylea's Colossus"), 0);
        QVERIFY(a && a->effect.size() == 1 && a->effect.first().continuous && a->targets.size() == 1);
        const Op& op = a->effect.first().continuous->ops.first();
        QCOMPARE(op.kind, Op::Kind::ModifyPT);
        QVERIFY(op.power && op.power->kind == Expr::Kind::PowerOfTarget);
        QVERIFY(op.toughness && op.toughness->kind == Expr::Kind::ToughnessOfTarget);
        QCOMPARE(a->effect.first().continuous->duration, Duration::EndOfTurn);
    }

    // CR 701.9b, 608.2h, 613.4c: Nylea's Colossus enters and doubles Ana's Grizzly Bears to 4/4; Glorious Anthem
    // entering afterwards adds its +1/+1 to the fixed +2/+2 (5/5). Targeting itself, the Colossus is 12/12.
    void nyleasColossusPlayed()
    {
        const QByteArray objects = test::objectJson("colossus", "Nylea's Colossus", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("anthem", "Glorious Anthem", ", \"zone\": \"hand\"");
        const QByteArray enters = "{\"id\": \"e1\", \"move\": \"colossus\", \"to\": \"battlefield\", "
                                  "\"triggers\": {\"e1.1\": {\"targets\": [\"";
        const QByteArray resolve = "\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough doubled = played(objects, enters + "bears" + resolve);
        QVERIFY2(test::ptOf(doubled, QStringLiteral("bears")) == QStringLiteral("4/4"), qPrintable(test::happened(doubled)));
        const Playthrough anthem = played(objects,
            enters + "bears" + resolve + ", {\"id\": \"e3\", \"move\": \"anthem\", \"to\": \"battlefield\"}");
        QVERIFY2(test::ptOf(anthem, QStringLiteral("bears")) == QStringLiteral("5/5"), qPrintable(test::happened(anthem)));
        const Playthrough itself = played(objects, enters + "colossus" + resolve);
        QVERIFY2(test::ptOf(itself, QStringLiteral("colossus")) == QStringLiteral("12/12"), qPrintable(test::happened(itself)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig36)
#include "tst_imptrig36.moc"
