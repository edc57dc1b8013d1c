// Activated abilities, their costs and payments read from real cards' Oracle text
// (tests/data/import/activated14.json), round 14: the costs "Mill a card" (also the older "Put the top
// card of your library into your graveyard"), "Discard your hand" and "Reveal ~ from your hand",
// "… for as long as ~ remains tapped" (611.2b) with "You may choose not to untap ~" (502.3), and "Turn
// ~ face down" (708.2). Each is checked as read, through the card format, and as the event player
// performs it.
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;
using test::powerOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("activated14.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Zelyon Sword ({3}, {T}: Target creature gets +2/+0 for as long as ~ remains tapped), Nico's, used
// on Nico's Grizzly Bears; `after` the events that follow its resolution.
Playthrough swordOnBears(const QByteArray& between, const QByteArray& after)
{
    return played(R"({"id": "zs", "card": "Zelyon Sword", "controller": "nico", "owner": "nico", "timestamp": 1},
        {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
        R"({"id": "e1", "activate": "zs", "ability": 2, "targets": ["bears"]})" + between
            + R"(, {"id": "e5", "resolve": "top"})" + after);
}

}   // namespace

class TestImportActivated14 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 17);
        for (const ImportedCard& c : fixtures().cards) {
            // Lion's Eye Diamond's "Activate only any time you could cast an instant" is not read: that card
            // stays text-only in part (Obscuring Aether's cost changer is read since round 16, Tetzimoc's "with
            // a prey counter on it" since round 22, Bomat Courier's "cards exiled with ~" and Mischievous
            // Quanar's "new targets for the copy" since round 33).
            const bool partly = c.card->name() == QLatin1String("Lion's Eye Diamond");
            QVERIFY2((c.status == CardStatus::Understood) != partly, qPrintable(c.card->name()));
        }
    }

    void costsOfHandsAndLibraries()
    {
        // "{T}, Put the top card of your library into your graveyard: Add {C}." is "Mill a card" (701.13b).
        const AbilityDef* assistant = parsed(QStringLiteral("Deranged Assistant"), 0);
        QVERIFY(assistant);
        QCOMPARE(assistant->costParts.value(1).kind, CostKind::Mill);
        QCOMPARE(assistant->costParts[1].amount, 1);
        const AbilityDef* concoction = parsed(QStringLiteral("Sinister Concoction"), 0);
        QVERIFY(concoction);
        QCOMPARE(concoction->costParts.size(), 5);
        QCOMPARE(concoction->costParts[2].kind, CostKind::Mill);
        // "Sacrifice ~, Discard your hand: …": the cost is read, the restriction after it is not.
        const AbilityReport* diamond = test::reportWith(fixtures(), QStringLiteral("Lion's Eye Diamond"), QStringLiteral("Discard your hand"));
        QVERIFY(diamond);
        QCOMPARE(diamond->status, AbilityStatus::Partial);
        // "{B}, Reveal ~ from your hand: …" (113.6: the ability works in its owner's hand).
        const AbilityDef* tetzimoc = parsed(QStringLiteral("Tetzimoc, Primal Death"), 1);
        QVERIFY(tetzimoc);
        QCOMPARE(tetzimoc->costParts.value(1).kind, CostKind::RevealFromHand);
        QVERIFY(tetzimoc->costParts[1].card);
        QCOMPARE(tetzimoc->costParts[1].card->ref, Selector::Ref::Self);
        QCOMPARE(tetzimoc->restriction, ActivationRestriction::DuringYourTurn);
        // "Exile ~ from your hand: Add {G}." (113.6), "Tap another untapped creature you control".
        const AbilityDef* guide = parsed(QStringLiteral("Elvish Spirit Guide"), 0);
        QVERIFY(guide);
        QCOMPARE(guide->costParts.value(0).kind, CostKind::ExileFromHand);
        QCOMPARE(guide->costParts[0].card->ref, Selector::Ref::Self);
        const AbilityDef* oak = parsed(QStringLiteral("Black Oak of Odunos"), 1);
        QVERIFY(oak);
        QCOMPARE(oak->costParts.value(1).kind, CostKind::TapUntapped);
        QVERIFY(oak->costParts[1].card->other);
        // "Exile the top creature card of your graveyard": the topmost such card.
        const AbilityDef* necratog = parsed(QStringLiteral("Necratog"), 0);
        QVERIFY(necratog);
        QCOMPARE(necratog->costParts.value(0).kind, CostKind::ExileTopOfGraveyard);
        QVERIFY(necratog->costParts[0].card);
        QCOMPARE(necratog->costParts[0].card->types, quint16(CardType::Creature));
        // Forecast (702.57b) limits the ability to its controller's upkeep (round 15).
        const AbilityDef* plumes = parsed(QStringLiteral("Plumes of Peace"), 2);
        QVERIFY(plumes);
        QCOMPARE(plumes->restriction, ActivationRestriction::Forecast);
    }

    void whileTappedAndFaceDown()
    {
        for (const char* name : {"Endoskeleton", "Flowstone Armor", "Tawnos's Weaponry", "Zelyon Sword"}) {
            const AbilityDef* pump = parsed(QLatin1String(name), 1);
            QVERIFY2(pump, name);
            QCOMPARE(pump->effect.size(), 1);
            QVERIFY(pump->effect[0].continuous);
            QVERIFY(pump->effect[0].continuous->duration == Duration::WhileSourceTapped);   // 611.2b
        }
        // "It doesn't untap during its controller's untap step for as long as ~ remains tapped."
        const AbilityDef* tick = parsed(QStringLiteral("Rust Tick"), 1);
        QVERIFY(tick);
        QCOMPARE(tick->effect.size(), 2);
        QVERIFY(tick->effect[1].continuous);
        QCOMPARE(tick->effect[1].continuous->ops.value(0).rule, RuleName::DoesntUntap);
        QVERIFY(tick->effect[1].continuous->duration == Duration::WhileSourceTapped);
        for (const char* name : {"Mischievous Quanar", "Wall of Deceit", "Obscuring Aether"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c, name);
            bool found = false;
            for (const AbilityPtr& a : c->card->front.abilities)
                if (!a->effect.isEmpty() && a->effect[0].kind == ActionKind::TurnFaceDown) {
                    found = true;
                    QCOMPARE(a->effect[0].object->ref, Selector::Ref::Self);
                }
            QVERIFY2(found, name);
        }
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, fixtures().cards.size() - 1);   // the partly understood card above
    }

    // CR 611.2b: the bonus lasts while the Sword stays tapped; its controller's untap step ends it,
    // unless the Sword is kept tapped (502.3, "You may choose not to untap ~").
    void swordBonusLastsWhileTapped()
    {
        const Playthrough resolved = swordOnBears("", "");
        QCOMPARE(powerOf(resolved, "bears"), 4);
        // Ana is active: the next turn is Nico's, whose untap step untaps the Sword.
        const Playthrough untapped = swordOnBears("", R"(, {"id": "e6", "begin": "untap"})");
        QCOMPARE(powerOf(untapped, "bears"), 2);
        const Playthrough kept = swordOnBears("", R"(, {"id": "e6", "begin": "untap", "choices": {"objects": ["zs"]}})");
        QCOMPARE(powerOf(kept, "bears"), 4);
        QVERIFY(kept.finalState.object(QStringLiteral("zs"))->tapped);
        // Untapped before the ability resolves: the effect does nothing at all (611.2b).
        const Playthrough early = swordOnBears(R"(, {"id": "e2", "set": {"objects": {"zs": {"tapped": false}}}})", "");
        QCOMPARE(powerOf(early, "bears"), 2);
        // Gone from the battlefield: the effect ends too (610.3c, 611.2b).
        const Playthrough gone = swordOnBears("", R"(, {"id": "e6", "move": ["zs"], "to": "graveyard"})");
        QCOMPARE(powerOf(gone, "bears"), 2);
    }

    // CR 611.2b, 502.3: Rust Tick keeps the artifact it tapped from untapping in its controller's
    // untap step while the Tick stays tapped; once the Tick has untapped, the artifact untaps again.
    void rustTickHoldsTheArtifact()
    {
        const QByteArray objects = R"({"id": "tick", "card": "Rust Tick", "timestamp": 1},
            {"id": "sword", "card": "Zelyon Sword", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray tapped = R"({"id": "e1", "activate": "tick", "ability": 2, "targets": ["sword"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "untap"})";
        const Playthrough held = played(objects, tapped);
        QVERIFY(held.finalState.object(QStringLiteral("sword"))->tapped);   // Nico's untap step
        const Playthrough released = played(objects, tapped + R"(, {"id": "e4", "begin": "untap"}, {"id": "e5", "begin": "untap"})");
        QVERIFY(!released.finalState.object(QStringLiteral("tick"))->tapped);   // Ana's untap step
        QVERIFY(!released.finalState.object(QStringLiteral("sword"))->tapped);   // Nico's next one
    }

    // CR 701.13, 118.3: Deranged Assistant mills the top card of its controller's library as it is
    // activated; with an empty library the cost can't be paid (701.13b).
    void assistantMillsAsACost()
    {
        const QByteArray assistant = R"({"id": "da", "card": "Deranged Assistant", "timestamp": 1})";
        const Playthrough paid = played(assistant + R"(, {"id": "top", "card": "Forest", "zone": "library"},
            {"id": "next", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "activate": "da", "ability": 1})");
        QCOMPARE(zoneOf(paid, "top"), Zone::Graveyard);
        QCOMPARE(zoneOf(paid, "next"), Zone::Library);
        const Playthrough empty = played(assistant, R"({"id": "e1", "activate": "da", "ability": 1})");
        QCOMPARE(test::eventOutcome(empty, QStringLiteral("e1")), QStringList{QStringLiteral("problem 701.13b")});
    }

    // CR 602.2b: "Discard your hand" discards every card of it as the ability is activated. No card
    // of the dev set whose ability is read pays it (Lion's Eye Diamond's restriction is not read), so a
    // card in the card format carries the cost, written back as the importer writes it.
    void discardYourHandIsPaid()
    {
        const QByteArray card = R"({"name": "Hand Dump", "types": ["Artifact"], "mana_cost": "{1}", "abilities": [
            {"activated": {"cost": [{"sacrifice": "self"}, {"discard_hand": true}, {"mill": 2}], "effect": [{"draw": 1}]}}]})";
        io::JsonParseError perr;
        const auto tree = io::parseJson(card, &perr);
        QVERIFY(tree);
        Diagnostics diags;
        ImportResult lib;
        ImportedCard dump;
        dump.card = CardParser(QStringLiteral("card.json"), &diags).parse(*tree);
        QVERIFY2(dump.card, qPrintable(diags.formatted().join('\n')));
        const AbilityDef& a = *dump.card->front.abilities.value(0);
        QCOMPARE(a.costParts.value(1).kind, CostKind::DiscardHand);
        QCOMPARE(a.costParts.value(2).kind, CostKind::Mill);
        QCOMPARE(a.costParts[2].amount, 2);
        QString why;
        const CardPtr back = test::throughCardFormat(*dump.card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities.value(0)->sameStructure(a));
        lib.cards << dump;
        const Playthrough play = test::playScenario(lib, R"({"id": "d", "card": "Hand Dump", "timestamp": 1},
            {"id": "a", "card": "Forest", "zone": "hand"}, {"id": "b", "card": "Island", "zone": "hand"},
            {"id": "theirs", "card": "Island", "zone": "hand", "owner": "nico"},
            {"id": "l1", "card": "Forest", "zone": "library"}, {"id": "l2", "card": "Forest", "zone": "library"},
            {"id": "l3", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "activate": "d", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "a"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "b"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "theirs"), Zone::Hand);
        QCOMPARE(zoneOf(play, "d"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "l1"), Zone::Graveyard);   // milled (701.13)
        QCOMPARE(zoneOf(play, "l2"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "l3"), Zone::Hand);         // then drawn
    }

    // CR 113.6, 602.2b: Tetzimoc's ability works while the card is in its owner's hand, revealed
    // there; on the battlefield it can't be activated.
    void tetzimocIsRevealedFromTheHand()
    {
        const QByteArray bears = R"(, {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray activate = R"({"id": "e1", "activate": "t", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough fromHand = played(R"({"id": "t", "card": "Tetzimoc, Primal Death", "zone": "hand"})" + bears, activate);
        QCOMPARE(zoneOf(fromHand, "t"), Zone::Hand);
        QCOMPARE(fromHand.finalState.object(QStringLiteral("bears"))->counterCount(QStringLiteral("prey")), 1);
        const Playthrough inPlay = played(R"({"id": "t", "card": "Tetzimoc, Primal Death", "timestamp": 1})" + bears, activate);
        QVERIFY(test::eventOutcome(inPlay, QStringLiteral("e1")).contains(QStringLiteral("problem 602.2b")));
        QCOMPARE(inPlay.finalState.object(QStringLiteral("bears"))->counterCount(QStringLiteral("prey")), 0);
    }

    // CR 113.6, 602.2b: Elvish Spirit Guide is exiled from its owner's hand to pay; on the battlefield
    // the cost can't be paid.
    void spiritGuideIsExiledFromTheHand()
    {
        const QByteArray activate = R"({"id": "e1", "activate": "g", "ability": 1})";
        const Playthrough fromHand = played(R"({"id": "g", "card": "Elvish Spirit Guide", "zone": "hand"})", activate);
        QCOMPARE(zoneOf(fromHand, "g"), Zone::Exile);
        const Playthrough inPlay = played(R"({"id": "g", "card": "Elvish Spirit Guide", "timestamp": 1})", activate);
        QCOMPARE(test::eventOutcome(inPlay, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QCOMPARE(zoneOf(inPlay, "g"), Zone::Battlefield);
    }

    // CR 602.2b, 118.3: Necratog exiles the topmost creature card of its controller's graveyard, passing
    // the land above it; with no creature card there the cost can't be paid.
    void necratogExilesTheTopCreatureCard()
    {
        const QByteArray necratog = R"({"id": "n", "card": "Necratog", "timestamp": 1}, {"id": "land", "card": "Forest", "zone": "graveyard"})";
        const QByteArray activate = R"({"id": "e1", "activate": "n", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough paid = played(necratog + R"(, {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "more", "card": "Grizzly Bears", "zone": "graveyard"})", activate);
        QCOMPARE(zoneOf(paid, "bears"), Zone::Exile);
        QCOMPARE(zoneOf(paid, "more"), Zone::Graveyard);
        QCOMPARE(zoneOf(paid, "land"), Zone::Graveyard);
        QCOMPARE(powerOf(paid, "n"), 3);
        const Playthrough none = played(necratog, activate);
        QCOMPARE(test::eventOutcome(none, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QCOMPARE(powerOf(none, "n"), 1);
    }

    // CR 708.2: Wall of Deceit turned face down is the same permanent, a 2/2 with no name or abilities.
    void wallTurnsFaceDown()
    {
        const Playthrough play = played(R"({"id": "w", "card": "Wall of Deceit", "timestamp": 1})",
            R"({"id": "e1", "activate": "w", "ability": 2}, {"id": "e2", "resolve": "top"})");
        const GameObject* wall = play.finalState.object(QStringLiteral("w"));
        QVERIFY(wall);
        QVERIFY(wall->faceDown);
        QCOMPARE(powerOf(play, "w"), 2);
        const int i = play.finalState.objectIndex(QStringLiteral("w"));
        QVERIFY(play.finalResolution.chars[i].name.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportActivated14)
#include "tst_importactivated14.moc"
