// Activated abilities read from real cards' Oracle text (tests/data/import/impact28.json), round 28:
// "If you played a land this turn, add {B} instead." (River of Tears); prevention shields on each creature
// of a set, "Prevent the next 1 damage that would be dealt to each creature you control this turn" (Samite
// Censer-Bearer), and on each creature and each player (Kitsune Palliator); a permanent that exiles itself
// and returns, "Exile Aethergeode Miner, then return it to the battlefield under its owner's control"; "Target
// noncreature artifact becomes an artifact creature with power and toughness each equal to its converted
// mana cost until end of turn" (Karn, Silver Golem; Sydri); "Draw a card, then you lose 1 life for each
// blood counter on Bloodletter Quill"; "Target player draws X cards and gains X life" (Krav, the
// Unredeemed); "Target creature you control can't be blocked by creatures with power 2 or less this turn"
// (Ghirapur Guide); "… deals 10 damage to target player and each creature and planeswalker they control"
// (Chandra, Bold Pyromancer). Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact28.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpact28 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 11);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2c, 305.1: River of Tears adds {B} instead of {U} when Ana has played a land this turn; mana
    // is shown, not performed, so the play shows which instruction was left out.
    void riverOfTearsAddsBlackAfterALandPlay()
    {
        const AbilityDef* river = test::parsedAbility(fixtures(), QStringLiteral("River of Tears"), 0);
        QVERIFY(river);
        QCOMPARE(river->effect.size(), 2);
        QCOMPARE(river->effect[0].text, QStringLiteral("{U}"));
        QCOMPARE(river->effect[1].text, QStringLiteral("{B}"));
        QVERIFY(river->effect[0].condition && river->effect[1].condition);
        QCOMPARE(river->effect[1].condition->kind, Condition::Kind::PlayedLandThisTurn);
        QVERIFY(river->effect[0].condition->negated);
        QVERIFY(!river->effect[1].condition->negated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("River of Tears"), 0),
            QStringLiteral("{T}: Add {U}. If you played a land this turn, add {B} instead."));
        // Which of the two instructions is left out: the first ({U}) or the second ({B}).
        const QByteArray river1 = test::objectJson("river", "River of Tears");
        const QByteArray activate = R"({"id": "e1", "activate": "river", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough noLand = played(river1, activate);
        QVERIFY2(!test::refused(noLand, "e1"), qPrintable(test::happened(noLand)));
        QCOMPARE(test::manaInsteadLeftOut(noLand), 2);
        const Playthrough landPlayed = played(river1 + "," + test::objectJson("forest", "Forest", R"(, "zone": "hand")"),
            R"({"id": "e0", "move": "forest", "to": "battlefield"},
               {"id": "e1", "activate": "river", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(landPlayed, "e1"), qPrintable(test::happened(landPlayed)));
        QCOMPARE(test::manaInsteadLeftOut(landPlayed), 1);
    }

    // CR 615.7, 118.3: Samite Censer-Bearer, sacrificed as its cost, gives each creature Ana controls as
    // the ability resolves a shield against the next 1 damage: Nico's Lightning Bolt deals 2 to Ana's
    // Craw Wurm, and all 3 to his own Wurm, which has no shield.
    void censerBearerShieldsEachCreatureYouControl()
    {
        const Action* prevent = test::firstAction(fixtures(), QStringLiteral("Samite Censer-Bearer"), 0, ActionKind::PreventDamage);
        QVERIFY(prevent && prevent->to && !prevent->to->isRef());
        QCOMPARE(prevent->to->controller, Selector::Who::You);
        QCOMPARE(prevent->amount.n, 1);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Samite Censer-Bearer"), 0),
            QStringLiteral("{W}, Sacrifice ~: Prevent the next 1 damage that would be dealt to each creature you control this turn."));
        const Playthrough play = played(test::objectJson("bearer", "Samite Censer-Bearer") + ","
                + test::objectJson("wurm", "Craw Wurm") + "," + test::objectJson("hisWurm", "Craw Wurm", "", "nico") + ","
                + test::objectJson("bolt1", "Lightning Bolt", R"(, "zone": "hand")", "nico") + ","
                + test::objectJson("bolt2", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "activate": "bearer", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "bolt1", "targets": ["wurm"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "cast": "bolt2", "targets": ["hisWurm"]}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bearer")), Zone::Graveyard);
        QVERIFY2(test::damageOn(play, QStringLiteral("wurm")) == 2, qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("hisWurm")), 3);
    }

    // CR 615.7: Kitsune Palliator shields each creature and each player as the ability resolves: Nico's
    // Lightning Bolts deal 2 to Ana and 2 to his own Craw Wurm.
    void palliatorShieldsEachCreatureAndEachPlayer()
    {
        const Action* prevent = test::firstAction(fixtures(), QStringLiteral("Kitsune Palliator"), 0, ActionKind::PreventDamage);
        QVERIFY(prevent && prevent->to && !prevent->to->isRef());
        QCOMPARE(prevent->who, QStringLiteral("each_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kitsune Palliator"), 0),
            QStringLiteral("{T}: Prevent the next 1 damage that would be dealt to each creature and each player this turn."));
        const Playthrough play = played(test::objectJson("fox", "Kitsune Palliator") + ","
                + test::objectJson("hisWurm", "Craw Wurm", "", "nico") + ","
                + test::objectJson("bolt1", "Lightning Bolt", R"(, "zone": "hand")", "nico") + ","
                + test::objectJson("bolt2", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "activate": "fox", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "bolt1", "targets": ["ana"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "cast": "bolt2", "targets": ["hisWurm"]}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY2(test::lifeOf(play, QStringLiteral("ana")) == 18, qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("hisWurm")), 2);
        // Without the shields the Bolt deals all 3 to Ana.
        const Playthrough bare = played(test::objectJson("bolt1", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
            R"({"id": "e3", "cast": "bolt1", "targets": ["ana"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(bare, QStringLiteral("ana")), 17);
    }

    // CR 400.7, 107.14: Aethergeode Miner pays two energy, is exiled and returns as a new object: the
    // +1/+1 counter on it is gone, it is on the battlefield untapped, and Ana has no energy left; with one
    // energy the cost can't be paid (602.2b).
    void aethergeodeMinerBlinksItself()
    {
        const AbilityDef* miner = test::parsedAbility(fixtures(), QStringLiteral("Aethergeode Miner"), 1);
        QVERIFY(miner && miner->effect.size() == 2);
        QCOMPARE(miner->effect[0].kind, ActionKind::Exile);
        QCOMPARE(miner->effect[1].kind, ActionKind::ReturnToBattlefield);
        QVERIFY(miner->effect[1].then);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Aethergeode Miner"), 1),
            QStringLiteral("Pay {E}{E}: Exile ~, then return it to the battlefield under its owner's control."));
        const QByteArray board = test::objectJson("miner", "Aethergeode Miner", R"(, "tapped": true, "counters": {"+1/+1": 1})");
        const QByteArray blink = R"({"id": "e1", "activate": "miner", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, blink);
        QVERIFY(test::refused(play, "e1"));   // no energy
        const CardLibrary& lib = test::libraryOf(fixtures());
        const auto state = test::readScenario(lib, test::scenarioJson(board, blink, R"(, "energy": 2)"));
        QVERIFY(state);
        const Playthrough paid = EventPlayer::play(*state, lib);
        QVERIFY2(!test::refused(paid, "e1"), qPrintable(test::happened(paid)));
        QCOMPARE(test::zoneOf(paid, QStringLiteral("miner")), Zone::Battlefield);
        QCOMPARE(test::countersOn(paid, QStringLiteral("miner")), 0);
        QVERIFY(!test::tapped(paid, QStringLiteral("miner")));
    }

    // CR 707.9a, 603.5: Estrid's Invocation's copy gains "you may exile this enchantment. If you do, return it
    // …": the same two instructions, the return done only if the exile was (608.2c).
    void estridsInvocationKeepsItsBlink()
    {
        const AbilityDef* invocation = test::parsedAbility(fixtures(), QStringLiteral("Estrid's Invocation"), 0);
        QVERIFY(invocation && invocation->replacement.entersAsCopy);
        const CopyExceptions& except = invocation->replacement.entersAsCopy->except;
        QCOMPARE(except.addAbilities.size(), 1);
        const AbilityDef& upkeep = *except.addAbilities.first();
        QVERIFY(upkeep.optional && upkeep.effect.size() == 2);
        QCOMPARE(upkeep.effect[0].kind, ActionKind::Exile);
        QCOMPARE(upkeep.effect[0].object->ref, Selector::Ref::Self);
        QCOMPARE(upkeep.effect[1].kind, ActionKind::ReturnToBattlefield);
        QVERIFY(upkeep.effect[1].ifYouDo);
        QCOMPARE(upkeep.effect[1].who, QStringLiteral("owner"));
    }

    // CR 611.2a, 613.1d, 613.4b: Karn, Silver Golem makes Ana's Alchor's Tomb (mana value 4) a 4/4 artifact
    // creature until end of turn; Grizzly Bears, a creature, is not a legal target (115.1). Sydri says the same.
    // The writer says the types kept (205.1b) as "in addition to its other types", as for the Keyrunes.
    void karnAnimatesAnArtifactByItsManaValue()
    {
        for (const char* name : {"Karn, Silver Golem", "Sydri, Galvanic Genius"}) {
            const AbilityDef* karn = test::parsedWith(fixtures(), QLatin1String(name), QStringLiteral("noncreature artifact"));
            QVERIFY2(karn && karn->effect.size() == 1 && karn->effect[0].continuous, name);
            QCOMPARE(karn->effect[0].continuous->duration, Duration::EndOfTurn);
            QCOMPARE(karn->targets.size(), 1);
            QCOMPARE(karn->targets[0].notTypes, quint16(CardType::Creature));
        }
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Karn, Silver Golem"), 1),
            QStringLiteral("{1}: Until end of turn, target noncreature artifact becomes an artifact creature with power and "
                           "toughness each equal to its mana value in addition to its other types."));
        const QByteArray board = test::objectJson("karn", "Karn, Silver Golem") + ","
            + test::objectJson("tomb", "Alchor's Tomb") + "," + test::objectJson("bears", "Grizzly Bears");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "karn", "ability": 2, "targets": ["tomb"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("tomb")), QStringLiteral("4/4"));
        const Characteristics* tomb = test::charsOf(play, QStringLiteral("tomb"));
        QVERIFY(tomb && tomb->type.has(CardType::Creature) && tomb->type.has(CardType::Artifact));
        const Playthrough bears = played(board, R"({"id": "e1", "activate": "karn", "ability": 2, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }

    // CR 608.2h, 602.2b: Bloodletter Quill's cost puts a second blood counter on it before the ability
    // resolves; Ana draws the card on top of her library, then loses 1 life for each of the two counters.
    void bloodletterQuillCountsItsCounters()
    {
        const AbilityDef* quill = test::parsedAbility(fixtures(), QStringLiteral("Bloodletter Quill"), 0);
        QVERIFY(quill && quill->effect.size() == 2);
        QCOMPARE(quill->effect[1].kind, ActionKind::LoseLife);
        QVERIFY(quill->effect[1].then && quill->effect[1].amountOf);
        QCOMPARE(quill->effect[1].amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bloodletter Quill"), 0),
            QStringLiteral("{2}, {T}, Put a blood counter on ~: Draw a card, then you lose 1 life for each blood counter on ~."));
        const Playthrough play = played(test::objectJson("quill", "Bloodletter Quill", R"(, "counters": {"blood": 1})") + ","
                + test::objectJson("top", "Forest", R"(, "zone": "library")"),
            R"({"id": "e1", "activate": "quill", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("quill"), QStringLiteral("blood")), 2);
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 18);
    }

    // CR 601.2b, 107.3a, 701.17a: Krav sacrifices two creatures for X = 2: Nico draws two cards and gains 2 life,
    // and Krav gets two +1/+1 counters.
    void kravGivesWhatItSacrificed()
    {
        const AbilityDef* krav = test::parsedAbility(fixtures(), QStringLiteral("Krav, the Unredeemed"), 1);
        QVERIFY(krav && krav->effect.size() == 3);
        QCOMPARE(krav->effect[0].kind, ActionKind::Draw);
        QCOMPARE(krav->effect[1].kind, ActionKind::GainLife);
        QCOMPARE(krav->effect[1].who, QStringLiteral("target_player"));
        QVERIFY(krav->effect[1].amount.x);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Krav, the Unredeemed"), 1),
            QStringLiteral("{B}, Sacrifice X creatures: Target player draws X cards and gains X life. Put X +1/+1 counters on ~."));
        const Playthrough play = played(test::objectJson("krav", "Krav, the Unredeemed") + ","
                + test::objectJson("b1", "Grizzly Bears") + "," + test::objectJson("b2", "Grizzly Bears") + ","
                + test::objectJson("l1", "Forest", R"(, "zone": "library")", "nico") + ","
                + test::objectJson("l2", "Forest", R"(, "zone": "library")", "nico") + ","
                + test::objectJson("l3", "Forest", R"(, "zone": "library")", "nico"),
            R"({"id": "e1", "activate": "krav", "ability": 2, "targets": ["nico"], "choices": {"x": 2, "objects": ["b1", "b2"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("b1")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(play, QStringLiteral("b2")) == Zone::Graveyard, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 22);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
        const int drawn = int(test::zoneOf(play, QStringLiteral("l1")) == Zone::Hand)
            + int(test::zoneOf(play, QStringLiteral("l2")) == Zone::Hand) + int(test::zoneOf(play, QStringLiteral("l3")) == Zone::Hand);
        QCOMPARE(drawn, 2);
        QCOMPARE(test::countersOn(play, QStringLiteral("krav")), 2);
    }

    // CR 509.1b, 514.2: Ghirapur Guide's target, Ana's Grizzly Bears, can't be blocked this turn by Nico's
    // Grizzly Bears (power 2), but can be by his Craw Wurm (power 6); without the ability the Bears can block.
    void ghirapurGuideKeepsSmallBlockersAway()
    {
        const AbilityDef* guide = test::parsedAbility(fixtures(), QStringLiteral("Ghirapur Guide"), 0);
        QVERIFY(guide && guide->effect.size() == 1 && guide->effect[0].continuous);
        QCOMPARE(guide->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ghirapur Guide"), 0),
            QStringLiteral("{2}{G}: Target creature you control can't be blocked by creatures with power 2 or less until end of turn."));
        const QByteArray board = test::objectJson("guide", "Ghirapur Guide") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("hisBears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const QByteArray pump = R"({"id": "e1", "activate": "guide", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}},)";
        const Playthrough small = played(board, pump + R"({"id": "e4", "block": {"hisBears": ["bears"]}})");
        QVERIFY2(!test::refused(small, "e1"), qPrintable(test::happened(small)));
        QVERIFY(test::refused(small, "e4"));
        const Playthrough big = played(board, pump + R"({"id": "e4", "block": {"wurm": ["bears"]}})");
        QVERIFY2(!test::refused(big, "e4"), qPrintable(test::happened(big)));
        const Playthrough plain = played(board,
            R"({"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "block": {"hisBears": ["bears"]}})");
        QVERIFY2(!test::refused(plain, "e4"), qPrintable(test::happened(plain)));
    }

    // CR 606.4, 120.3, 704.5g, 704.5i: Chandra's −7 deals 10 damage to Nico, to his Craw Wurm and to his Gideon
    // Jura (10 loyalty lost: it dies); Ana's Grizzly Bears is unhurt.
    void chandraBurnsAPlayersCreaturesAndPlaneswalkers()
    {
        const AbilityDef* ult = test::parsedAbility(fixtures(), QStringLiteral("Chandra, Bold Pyromancer"), 2);
        QVERIFY(ult && ult->effect.size() == 2 && ult->effect[1].to);
        QCOMPARE(ult->effect[1].to->anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Planeswalker)));
        QCOMPARE(ult->effect[1].to->whose, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Chandra, Bold Pyromancer"), 2),
            QStringLiteral("\u22127: ~ deals 10 damage to target player and each creature and planeswalker they control."));
        const QByteArray board = test::objectJson("chandra", "Chandra, Bold Pyromancer", R"(, "counters": {"loyalty": 7})") + ","
            + test::objectJson("mine", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm", "", "nico") + ","
            + test::objectJson("gideon", "Gideon Jura", R"(, "counters": {"loyalty": 12})", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "chandra", "ability": 3, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 10);
        QCOMPARE(test::zoneOf(play, QStringLiteral("wurm")), Zone::Graveyard);
        QCOMPARE(test::countersOn(play, QStringLiteral("gideon"), QStringLiteral("loyalty")), 2);
        QCOMPARE(test::damageOn(play, QStringLiteral("mine")), 0);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpact28)
#include "tst_impact28.moc"
