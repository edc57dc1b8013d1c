// Activated abilities read from real cards' Oracle text (tests/data/import/impact33.json), round 33.
// "Choose a creature type. Each creature you control becomes that type until end of turn." (Mistform
// Wakecaster) and "Choose a basic land type. Each land you control becomes that type until end of turn."
// (Terraformer, Elsewhere Flask): the type chosen as the ability resolves, said as the writer's "Creatures
// you control become the creature type of your choice …". Shrine of Piercing Vision's "Look at the top X
// cards of your library, where X is the number of charge counters on ~": the counters it had as it was
// sacrificed to pay for the ability. Bomat Courier's "Put all cards exiled with ~ into their owners' hands"
// (and Kyren Archive's "… their owner's hand"), ~ sacrificed to pay for it. Frightshroud Courier's older
// "gets +2/+2 and has fear for as long as ~ remains tapped", the writer's "gains". Sky Hussar's forecast cost
// "Tap two untapped white and/or blue creatures you control", the writer's "white or blue". Lurking
// Informant's "Look at the top card of target player's library. You may put that card into that player's
// graveyard." (and Eye Spy's "into their graveyard"). Feral Deceiver's "Reveal the top card of your library.
// If it's a land card, ~ gets +2/+2 and gains trample until end of turn.", and Aven Windreader's "Target
// player reveals the top card of their library.". Each is checked as read, through the card format, and as
// played.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact33.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasSubtype(const Playthrough& play, const char* id, const char* subtype)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    const auto wanted = SubtypeRegistry::instance().find(QLatin1String(subtype));
    return c && wanted && c->type.hasSubtype(*wanted);
}

// The one continuous effect of the card's ability whose sentence holds `words`.
const ContinuousDef* effectOf(const QString& card, const QString& words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    return a && a->effect.size() == 1 && a->effect[0].continuous ? &*a->effect[0].continuous : nullptr;
}

}   // namespace

class TestImpact33 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 14);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 205.1b, 608.2d, 611.2c: the creature type is chosen as the ability resolves and replaces the
    // creature types of each creature Ana controls then; Nico's Grizzly Bears keeps its own.
    void mistformWakecasterMakesEachCreatureYouControlTheChosenType()
    {
        const ContinuousDef* c = effectOf(QStringLiteral("Mistform Wakecaster"), QStringLiteral("Each creature you control"));
        QVERIFY(c && c->affects && c->ops.size() == 1);
        QCOMPARE(c->ops[0].kind, Op::Kind::SetSubtypes);
        QVERIFY(c->ops[0].subtypeChosen);
        QCOMPARE(c->ops[0].cardTypes, quint16(CardType::Creature));
        QCOMPARE(c->affects->types, quint16(CardType::Creature));
        QCOMPARE(c->affects->controller, Selector::Who::You);
        QCOMPARE(c->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mistform Wakecaster"), 2),
            QStringLiteral("{2}{U}{U}, {T}: Creatures you control become the creature type of your choice until end of turn."));
        const QByteArray board = test::objectJson("wake", "Mistform Wakecaster") + ","
            + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("theirs", "Grizzly Bears", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "wake", "ability": 3},
            {"id": "e2", "resolve": "top", "choices": {"creature_type": "Elf"}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(hasSubtype(play, "wake", "Elf"));
        QVERIFY(!hasSubtype(play, "wake", "Illusion"));
        QVERIFY(hasSubtype(play, "bears", "Elf"));
        QVERIFY(!hasSubtype(play, "bears", "Bear"));
        QVERIFY(hasSubtype(play, "theirs", "Bear"));
        QVERIFY(!hasSubtype(play, "theirs", "Elf"));
    }

    // CR 305.7, 608.2d: each land Ana controls becomes the basic land type chosen as the ability resolves
    // and loses its old land types; Nico's Forest stays a Forest.
    void terraformerMakesEachLandYouControlTheChosenType()
    {
        const ContinuousDef* c = effectOf(QStringLiteral("Terraformer"), QStringLiteral("Each land you control"));
        QVERIFY(c && c->affects && c->ops.size() == 1);
        QCOMPARE(c->ops[0].kind, Op::Kind::SetSubtypes);
        QCOMPARE(c->ops[0].cardTypes, quint16(CardType::Land));
        QCOMPARE(c->affects->types, quint16(CardType::Land));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Terraformer"), 0),
            QStringLiteral("{1}: Lands you control become the basic land type of your choice until end of turn."));
        const QByteArray board = test::objectJson("terra", "Terraformer") + ","
            + test::objectJson("forest", "Forest") + ","
            + test::objectJson("theirs", "Forest", "", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "terra", "ability": 1},
            {"id": "e2", "resolve": "top", "choices": {"land_type": "Island"}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(hasSubtype(play, "forest", "Island"));
        QVERIFY(!hasSubtype(play, "forest", "Forest"));
        QVERIFY(hasSubtype(play, "theirs", "Forest"));
        QVERIFY(!hasSubtype(play, "theirs", "Island"));
    }

    // CR 305.7, 602.2b: Elsewhere Flask is sacrificed to pay the cost, then Ana's Forest becomes a Swamp.
    void elsewhereFlaskIsSacrificedAndLandsBecomeTheChosenType()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elsewhere Flask"), 1),
            QStringLiteral("Sacrifice ~: Lands you control become the basic land type of your choice until end of turn."));
        const QByteArray board = test::objectJson("flask", "Elsewhere Flask") + "," + test::objectJson("forest", "Forest");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "flask", "ability": 2},
            {"id": "e2", "resolve": "top", "choices": {"land_type": "Swamp"}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("flask")), Zone::Graveyard);
        QVERIFY(hasSubtype(play, "forest", "Swamp"));
        QVERIFY(!hasSubtype(play, "forest", "Forest"));
    }

    // CR 608.2h, 112.7a: Shrine of Piercing Vision is sacrificed to pay for its ability, so X is the number of
    // charge counters it had as it last existed on the battlefield: with two, Ana looks at the top two
    // cards, keeps the one she chooses and puts the other on the bottom; the third card is not among them.
    void shrineOfPiercingVisionLooksAtAsManyCardsAsItHadCounters()
    {
        const Action* look = test::firstAction(fixtures(), QStringLiteral("Shrine of Piercing Vision"), 1, ActionKind::LookAtTop);
        QVERIFY(look && look->amountOf);
        QCOMPARE(look->amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(look->keep, 1);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Shrine of Piercing Vision"), 1),
            QStringLiteral("{T}, Sacrifice ~: Look at the top X cards of your library, where X is the number of charge "
                           "counters on ~. Put one of them into your hand and the rest on the bottom of your library in any order."));
        const QByteArray board = test::objectJson("shrine", "Shrine of Piercing Vision", R"(, "counters": {"charge": 2})") + ","
            + test::objectJson("a", "Grizzly Bears", R"(, "zone": "library")") + ","
            + test::objectJson("b", "Grizzly Bears", R"(, "zone": "library")") + ","
            + test::objectJson("c", "Grizzly Bears", R"(, "zone": "library")");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "shrine", "ability": 2},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["b"]}})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("shrine")), Zone::Graveyard);
        QCOMPARE(test::idsIn(play.finalState, Zone::Hand), QStringList{"b"});
        QCOMPARE(test::idsIn(play.finalState, Zone::Library), (QStringList{"c", "a"}));
        // The third card was not looked at, so it can't be the one kept.
        const Playthrough third = played(board, R"({"id": "e1", "activate": "shrine", "ability": 2},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["c"]}})");
        QVERIFY(!test::idsIn(third.finalState, Zone::Hand).contains(QStringLiteral("c")));
        QCOMPARE(test::idsIn(third.finalState, Zone::Library).first(), QStringLiteral("c"));
    }

    // CR 607.2a, 400.3: the cards Bomat Courier's own ability exiled are linked to it, also once it is
    // sacrificed to pay for this one: each goes to its owner's hand (Nico's to his); a card in exile that
    // the Courier did not exile stays there; Ana's hand is discarded as a cost first (602.2b).
    void bomatCourierPutsTheCardsItExiledIntoTheirOwnersHands()
    {
        const AbilityDef* courier = test::parsedWith(fixtures(), QStringLiteral("Bomat Courier"), QStringLiteral("exiled with"));
        QVERIFY(courier && courier->effect.size() == 1 && courier->effect[0].object);
        QCOMPARE(courier->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(courier->effect[0].object->ref, Selector::Ref::ExiledWithSource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bomat Courier"), 2),
            QStringLiteral("{R}, Discard your hand, Sacrifice ~: Return the exiled cards to their owners' hands."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kyren Archive"), 1),
            QStringLiteral("{5}, Discard your hand, Sacrifice ~: Return the exiled cards to their owners' hands."));
        const QByteArray board = test::objectJson("courier", "Bomat Courier") + ","
            + test::objectJson("held", "Grizzly Bears", R"(, "zone": "hand")") + ","
            + R"({"id": "mine", "card": "Grizzly Bears", "zone": "exile", "owner": "ana", "exiled_with": "courier"},
                {"id": "his", "card": "Grizzly Bears", "zone": "exile", "owner": "nico", "exiled_with": "courier"},
                {"id": "other", "card": "Grizzly Bears", "zone": "exile", "owner": "ana"})";
        const Playthrough play = played(board, R"({"id": "e1", "activate": "courier", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("courier")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("held")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("his")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("other")), Zone::Exile);
        const int his = play.finalState.objectIndex(QStringLiteral("his"));
        QVERIFY(his >= 0);
        QCOMPARE(play.finalState.objects[his].owner, QStringLiteral("nico"));
    }

    // CR 611.2b, 613.1f, 613.4c: Frightshroud Courier's target Zombie gets +2/+2 and fear while the Courier
    // stays tapped: through Nico's untap step, not once the Courier untaps in Ana's; a non-Zombie is no
    // legal target (115.1).
    void frightshroudCourierPumpsAZombieWhileItStaysTapped()
    {
        const ContinuousDef* c = effectOf(QStringLiteral("Frightshroud Courier"), QStringLiteral("remains tapped"));
        QVERIFY(c && c->affects);
        QCOMPARE(c->duration, Duration::WhileSourceTapped);
        QCOMPARE(c->affects->ref, Selector::Ref::Target);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Frightshroud Courier"), 1),
            QStringLiteral("{2}{B}, {T}: Target Zombie creature gets +2/+2 and gains fear for as long as ~ remains tapped."));
        const QByteArray board = test::objectJson("courier", "Frightshroud Courier") + ","
            + test::objectJson("corpse", "Walking Corpse") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray pumped = R"({"id": "e1", "activate": "courier", "ability": 2, "targets": ["corpse"]},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "untap"})";
        const Playthrough held = played(board, pumped);
        QVERIFY2(!test::refused(held, "e1"), qPrintable(test::happened(held)));
        QCOMPARE(test::ptOf(held, QStringLiteral("corpse")), QStringLiteral("4/4"));
        QVERIFY(test::hasKeyword(held, QStringLiteral("corpse"), QStringLiteral("Fear")));
        const Playthrough released = played(board, pumped + R"(, {"id": "e4", "begin": "untap"})");
        QVERIFY(!test::tapped(released, QStringLiteral("courier")));
        QCOMPARE(test::ptOf(released, QStringLiteral("corpse")), QStringLiteral("2/2"));
        QVERIFY(!test::hasKeyword(released, QStringLiteral("corpse"), QStringLiteral("Fear")));
        QVERIFY(test::refused(played(board, R"({"id": "e1", "activate": "courier", "ability": 2, "targets": ["bears"]})"), "e1"));
    }

    // CR 105.2, 702.57b: each creature tapped for Sky Hussar's forecast is white or blue, a mix allowed, as
    // "white or blue creatures" says; the forecast draws a card from Ana's hand in her upkeep, the Hussar
    // staying there. (The two creatures are taken as tapped, as for every "Tap … untapped" cost read so far.)
    void skyHussarTapsWhiteOrBlueCreaturesForItsForecast()
    {
        const AbilityDef* forecast = test::parsedWith(fixtures(), QStringLiteral("Sky Hussar"), QStringLiteral("Forecast"));
        QVERIFY(forecast && forecast->costParts.size() == 2 && forecast->costParts[0].card);
        QCOMPARE(forecast->restriction, ActivationRestriction::Forecast);
        const CostPart& tap = forecast->costParts[0];
        QCOMPARE(tap.kind, CostKind::TapUntapped);
        QCOMPARE(tap.amount, 2);
        QVERIFY(tap.card->colors.has(Color::White) && tap.card->colors.has(Color::Blue));
        QVERIFY(!tap.card->colors.has(Color::Black));
        QCOMPARE(tap.card->types, quint16(CardType::Creature));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sky Hussar"), 2),
            QStringLiteral("Forecast \u2014 Tap two untapped white or blue creatures you control, Reveal ~ from your hand: Draw a card."));
        const QByteArray board = test::objectJson("hussar", "Sky Hussar", R"(, "zone": "hand")") + ","
            + test::objectJson("top", "Grizzly Bears", R"(, "zone": "library")");
        const Playthrough play = played(board, R"({"id": "u1", "begin": "upkeep"}, {"id": "u2", "begin": "upkeep"},
            {"id": "e1", "activate": "hussar", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("hussar")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
    }

    // CR 401.4, 404.1, 608.2c: Lurking Informant looks at the top card of Nico's library; the card Ana
    // chooses goes to Nico's graveyard, none chosen leaves it on top; Ana's own library is not touched.
    void lurkingInformantMayPutTheTopCardIntoThatPlayersGraveyard()
    {
        const Action* look = test::firstAction(fixtures(), QStringLiteral("Lurking Informant"), 0, ActionKind::LookAtTop);
        QVERIFY(look);
        QCOMPARE(look->who, QStringLiteral("target_player"));
        QCOMPARE(look->keep, 1);
        QCOMPARE(look->destination.value_or(Zone::Hand), Zone::Graveyard);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lurking Informant"), 0),
            QStringLiteral("{2}, {T}: Look at the top card of target player's library. You may put that card into that player's graveyard."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Eye Spy"), 0),
            QStringLiteral("Look at the top card of target player's library. You may put that card into that player's graveyard."));
        const QByteArray board = test::objectJson("informant", "Lurking Informant") + ","
            + test::objectJson("mine", "Grizzly Bears", R"(, "zone": "library")") + ","
            + test::objectJson("n1", "Grizzly Bears", R"(, "zone": "library")", "nico") + ","
            + test::objectJson("n2", "Grizzly Bears", R"(, "zone": "library")", "nico");
        const QByteArray activate = R"({"id": "e1", "activate": "informant", "ability": 1, "targets": ["nico"]},)";
        const Playthrough milled = played(board, activate + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["n1"]}})");
        QVERIFY2(!test::refused(milled, "e1"), qPrintable(test::happened(milled)));
        QCOMPARE(test::zoneOf(milled, QStringLiteral("n1")), Zone::Graveyard);
        QCOMPARE(milled.finalState.object(QStringLiteral("n1"))->owner, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(milled, QStringLiteral("n2")), Zone::Library);
        QCOMPARE(test::zoneOf(milled, QStringLiteral("mine")), Zone::Library);
        // n2 is not the top card, and Ana's own card is not in that library: neither can be chosen.
        const Playthrough other = played(board, activate + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["n2", "mine"]}})");
        QCOMPARE(test::zoneOf(other, QStringLiteral("n2")), Zone::Library);
        QCOMPARE(test::zoneOf(other, QStringLiteral("mine")), Zone::Library);
        const Playthrough kept = played(board, activate + R"({"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(kept, QStringLiteral("n1")), Zone::Library);
        // Eye Spy, a sorcery, the same.
        const Playthrough spy = played(test::objectJson("spy", "Eye Spy", R"(, "zone": "hand")") + ","
                + test::objectJson("n1", "Grizzly Bears", R"(, "zone": "library")", "nico"),
            R"({"id": "e1", "cast": "spy", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "choices": {"objects": ["n1"]}})");
        QVERIFY2(!test::refused(spy, "e1"), qPrintable(test::happened(spy)));
        QCOMPARE(test::zoneOf(spy, QStringLiteral("n1")), Zone::Graveyard);
    }

    // CR 401.3, 608.2c, 613.4c: the card Feral Deceiver reveals stays on top of Ana's library, so "it" is the
    // top card as the condition is checked: a Forest there makes the 3/2 Deceiver 5/4 with trample, a Grizzly
    // Bears does nothing; either way the card stays where it was.
    void feralDeceiverGrowsWhenItRevealsALand()
    {
        const AbilityDef* deceiver = test::parsedWith(fixtures(), QStringLiteral("Feral Deceiver"), QStringLiteral("Reveal"));
        QVERIFY(deceiver && deceiver->effect.size() == 2);
        QCOMPARE(deceiver->effect[0].kind, ActionKind::LookAtTop);
        QVERIFY(deceiver->effect[0].reveal);
        QVERIFY(deceiver->effect[1].condition && deceiver->effect[1].continuous);
        QCOMPARE(deceiver->effect[1].condition->kind, Condition::Kind::TopOfLibraryIs);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Feral Deceiver"), 1),
            QStringLiteral("{2}: Reveal the top card of your library. If the top card of your library is a land card, ~ gets "
                           "+2/+2 and gains trample until end of turn. Activate only once each turn."));
        const QByteArray deceiverJson = test::objectJson("deceiver", "Feral Deceiver") + ",";
        const QByteArray activate = R"({"id": "e1", "activate": "deceiver", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough land = played(deceiverJson + test::objectJson("top", "Forest", R"(, "zone": "library")"), activate);
        QVERIFY2(!test::refused(land, "e1"), qPrintable(test::happened(land)));
        QCOMPARE(test::ptOf(land, QStringLiteral("deceiver")), QStringLiteral("5/4"));
        QVERIFY(test::hasKeyword(land, QStringLiteral("deceiver"), QStringLiteral("Trample")));
        QCOMPARE(test::zoneOf(land, QStringLiteral("top")), Zone::Library);
        const Playthrough creature = played(deceiverJson + test::objectJson("top", "Grizzly Bears", R"(, "zone": "library")"), activate);
        QVERIFY2(!test::refused(creature, "e1"), qPrintable(test::happened(creature)));
        QCOMPARE(test::ptOf(creature, QStringLiteral("deceiver")), QStringLiteral("3/2"));
        QVERIFY(!test::hasKeyword(creature, QStringLiteral("deceiver"), QStringLiteral("Trample")));
        QCOMPARE(test::zoneOf(creature, QStringLiteral("top")), Zone::Library);
    }

    // CR 701.16a, 401.3: Aven Windreader has Nico reveal the top card of his own library; it stays there,
    // and the log names it, not Ana's top card.
    void avenWindreaderHasTargetPlayerRevealTheirTopCard()
    {
        const Action* reveal = test::firstAction(fixtures(), QStringLiteral("Aven Windreader"), 1, ActionKind::LookAtTop);
        QVERIFY(reveal && reveal->reveal);
        QCOMPARE(reveal->who, QStringLiteral("target_player"));
        QCOMPARE(reveal->text, QStringLiteral("none"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Aven Windreader"), 1),
            QStringLiteral("{1}{U}: Target player reveals the top card of their library."));
        const QByteArray board = test::objectJson("aven", "Aven Windreader") + ","
            + test::objectJson("mine", "Grizzly Bears", R"(, "zone": "library")") + ","
            + test::objectJson("theirs", "Forest", R"(, "zone": "library")", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "aven", "ability": 2, "targets": ["nico"]},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("theirs")), Zone::Library);
        QCOMPARE(test::zoneOf(play, QStringLiteral("mine")), Zone::Library);
        const QString log = test::happened(play);
        QVERIFY2(log.contains(QStringLiteral("Nico reveals Forest")), qPrintable(log));
        QVERIFY2(!log.contains(QStringLiteral("reveals Grizzly Bears")), qPrintable(log));
    }
};

QTEST_GUILESS_MAIN(TestImpact33)
#include "tst_impact33.moc"
