// Model values read from real cards' Oracle text (tests/data/import/modelsel45.json), round 45: selector qualities
// ("each blocked creature", "nonattacking, nonblocking", "that's attacking you", "Aura attached to a creature / a land",
// "with {X} in their mana costs") and two costs ("Exile the top two cards of your library", "Put a card an opponent
// owns from exile into that player's graveyard"). Added by the lead at stop 58: Ice Floe and Snag played, Frontline
// Medic's "target spell with {X} in its mana cost" and Warpath's "each blocking creature and each blocked creature".
// The built-in Grizzly Bears, Flight, Spreading Seas, Forest, Dominate, Shock and Lightning Bolt are the other cards.
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
    return test::fixtureFile(QStringLiteral("modelsel45.json"));
}

// The first ability's first target selector of `card`'s ability `index`.
const Selector* firstTarget(const QString& card, int index)
{
    const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
    return a && !a->targets.isEmpty() ? &a->targets.first() : nullptr;
}

// The event activating `who`'s first ability with the one target `target`.
QByteArray activation(const char* id, const char* who, const char* target)
{
    return QByteArray("{\"id\": \"") + id + "\", \"activate\": \"" + who + "\", \"ability\": 1, \"targets\": [\"" + target
        + "\"]}";
}

}   // namespace

class TestModelSel45 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Tattermunge Witch", "Unlikely Alliance", "Snow Fortress", "Devout Harpist",
            "Savaen Elves", "Gaddock Teeg", "Whirling Catapult", "Cryptic Cruiser", "Void Attendant", "Benalish Missionary",
            "Gossamer Chains", "Snag", "Piety Charm", "Seedling Charm", "Ice Floe", "Frontline Medic", "Warpath"});
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 9);
    }

    // CR 509.1h, 506.4: "each blocked creature" is each attacking creature that is blocked; the unblocked attacker and
    // the blocker are not.
    void tattermungeWitchPumpsBlockedCreatures()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tattermunge Witch"), 0),
            QStringLiteral("{R}{G}: Each blocked creature gets +1/+0 and gains trample until end of turn."));
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("witch", "Tattermunge Witch") + "," + test::objectJson("ab1", "Grizzly Bears") + ","
                + test::objectJson("ab2", "Grizzly Bears") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "attack": {"ab1": "nico", "ab2": "nico"}}, {"id": "e2", "block": {"nb": ["ab1"]}},
               {"id": "e3", "activate": "witch", "ability": 1}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
        QVERIFY2(test::powerOf(p, QStringLiteral("ab1")) == 3, qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("ab1"), QStringLiteral("Trample")));
        QCOMPARE(test::powerOf(p, QStringLiteral("ab2")), 2);
        QCOMPARE(test::powerOf(p, QStringLiteral("nb")), 2);
    }

    // CR 509.1h, 615.1: "target blocked creature" (Benalish Missionary) is an attacker that is blocked, "target unblocked
    // creature" (Gossamer Chains) one that isn't: each refuses the other attacker as its target.
    void blockedAndUnblockedTargets()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Benalish Missionary"), 0),
            QStringLiteral("{1}{W}, {T}: Prevent all combat damage that would be dealt by target blocked creature this turn."));
        const Selector* blocked = firstTarget(QStringLiteral("Benalish Missionary"), 0);
        QVERIFY(blocked && blocked->blocked == true);
        const Selector* unblocked = firstTarget(QStringLiteral("Gossamer Chains"), 0);
        QVERIFY(unblocked && unblocked->blocked == false);
        const QByteArray board = test::objectJson("missionary", "Benalish Missionary") + ","
            + test::objectJson("chains", "Gossamer Chains") + "," + test::objectJson("ab1", "Grizzly Bears") + ","
            + test::objectJson("ab2", "Grizzly Bears") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico");
        for (const auto& [who, target, legal] : {std::tuple{"missionary", "ab1", true}, {"missionary", "ab2", false},
                 {"chains", "ab2", true}, {"chains", "ab1", false}}) {
            const Playthrough p = test::playScenario(fixtures(), board,
                QByteArray(R"({"id": "e1", "attack": {"ab1": "nico", "ab2": "nico"}}, {"id": "e2", "block": {"nb": ["ab1"]}}, )")
                    + activation("e3", who, target));
            QVERIFY2(test::refused(p, "e3") != legal, qPrintable(QString::fromUtf8(who) + ' ' + test::happened(p)));
        }
    }

    // CR 506.4: "target nonattacking, nonblocking creature": an attacking creature is no legal target, one out of
    // combat is.
    void unlikelyAllianceTargetsOnlyCreaturesOutOfCombat()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Unlikely Alliance"), 0),
            QStringLiteral("{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn."));
        const Selector* t = firstTarget(QStringLiteral("Unlikely Alliance"), 0);
        QVERIFY(t && t->nonattacking && t->nonblocking && !t->attacking);
        const QByteArray board = test::objectJson("alliance", "Unlikely Alliance") + "," + test::objectJson("ab1", "Grizzly Bears")
            + "," + test::objectJson("ab2", "Grizzly Bears");
        const Playthrough attacker = test::playScenario(fixtures(), board,
            R"({"id": "e1", "attack": {"ab1": "nico"}}, {"id": "e2", "activate": "alliance", "ability": 1, "targets": ["ab1"]})");
        QVERIFY2(test::refused(attacker, "e2"), qPrintable(test::happened(attacker)));
        const Playthrough home = test::playScenario(fixtures(), board,
            R"({"id": "e1", "attack": {"ab1": "nico"}}, {"id": "e2", "activate": "alliance", "ability": 1, "targets": ["ab2"]},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(!test::refused(home, "e2"), qPrintable(test::happened(home)));
        QCOMPARE(test::ptOf(home, QStringLiteral("ab2")), QStringLiteral("2/4"));
    }

    // CR 508.1b: "target creature without flying that's attacking you": Nico's Bears attacking Ana are a legal target
    // of Ana's Snow Fortress (1 damage); Nico's Bears at home are not.
    void snowFortressShootsCreaturesAttackingYou()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Snow Fortress"), 3),
            QStringLiteral("{3}: ~ deals 1 damage to target creature without flying that's attacking you."));
        const Selector* t = firstTarget(QStringLiteral("Snow Fortress"), 3);
        QVERIFY(t && t->attackingYou && t->withoutKeyword == QLatin1String("Flying"));
        const QByteArray board = test::objectJson("fort", "Snow Fortress") + "," + test::objectJson("n1", "Grizzly Bears", "", "nico")
            + "," + test::objectJson("n2", "Grizzly Bears", "", "nico");
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), board,
            R"({"id": "e1", "attack": {"n1": "ana"}}, {"id": "e2", "activate": "fort", "ability": 4, "targets": ["n1"]},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e2"), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("n1")), 1);
        const Playthrough home = test::playScenarioOnNicosTurn(fixtures(), board,
            R"({"id": "e1", "attack": {"n1": "ana"}}, {"id": "e2", "activate": "fort", "ability": 4, "targets": ["n2"]})");
        QVERIFY2(test::refused(home, "e2"), qPrintable(test::happened(home)));
    }

    // CR 508.1b, 115.1: Ice Floe's "target creature without flying that's attacking you" takes Nico's attacker and refuses
    // his creature at home. (Its "doesn't untap … for as long as Ice Floe remains tapped" is the existing
    // `while_source_tapped`, not played here.)
    void iceFloeTapsACreatureAttackingYou()
    {
        const Selector* t = firstTarget(QStringLiteral("Ice Floe"), 1);
        QVERIFY(t && t->attackingYou && t->withoutKeyword == QLatin1String("Flying"));
        const QByteArray board = test::objectJson("floe", "Ice Floe") + "," + test::objectJson("n1", "Grizzly Bears", "", "nico")
            + "," + test::objectJson("n2", "Grizzly Bears", "", "nico");
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), board,
            R"({"id": "e1", "attack": {"n1": "ana"}}, {"id": "e2", "activate": "floe", "ability": 2, "targets": ["n1"]},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e2"), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("floe")));   // its {T} cost (the attacker is tapped by attacking anyway)
        const Playthrough home = test::playScenarioOnNicosTurn(fixtures(), board,
            R"({"id": "e1", "attack": {"n1": "ana"}}, {"id": "e2", "activate": "floe", "ability": 2, "targets": ["n2"]})");
        QVERIFY2(test::refused(home, "e2"), qPrintable(test::happened(home)));
        QVERIFY(!test::tapped(home, QStringLiteral("n2")));
    }

    // CR 509.1h, 615.1: Snag prevents the combat damage of unblocked creatures only: Ana's unblocked Bears deal Nico
    // nothing, her blocked Bears and Nico's blocker still deal theirs.
    void snagPreventsOnlyUnblockedCreaturesDamage()
    {
        const QByteArray board = test::objectJson("ab1", "Grizzly Bears") + "," + test::objectJson("ab2", "Grizzly Bears") + ","
            + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("snag", "Snag", R"(, "zone": "hand")", "nico");
        const QByteArray combat = R"({"id": "e1", "attack": {"ab1": "nico", "ab2": "nico"}}, {"id": "e2", "block": {"nb": ["ab1"]}})";
        const Playthrough p = test::playScenario(fixtures(), board,
            combat + R"(, {"id": "e3", "cast": "snag"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "combat_damage"})");
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab1")), Zone::Graveyard);
        const Playthrough without = test::playScenario(fixtures(), board, combat + R"(, {"id": "e3", "begin": "combat_damage"})");
        QVERIFY2(test::lifeOf(without, QStringLiteral("nico")) == 18, qPrintable(test::happened(without)));
    }

    // CR 303.4, 301.5: "target Aura attached to a creature" (Devout Harpist) and "… to a land" (Savaen Elves): Flight on
    // Bears and Spreading Seas on a Forest, each a legal target of one only.
    void aurasAttachedToACreatureOrALand()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Devout Harpist"), 0),
            QStringLiteral("{T}: Destroy target Aura attached to a creature."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Savaen Elves"), 0),
            QStringLiteral("{G}{G}, {T}: Destroy target Aura attached to a land."));
        const Selector* harpist = firstTarget(QStringLiteral("Devout Harpist"), 0);
        QVERIFY(harpist && harpist->attachedToTypes == quint16(CardType::Creature));
        const Selector* elves = firstTarget(QStringLiteral("Savaen Elves"), 0);
        QVERIFY(elves && elves->attachedToTypes == quint16(CardType::Land));
        const QByteArray board = test::objectJson("harpist", "Devout Harpist") + "," + test::objectJson("elves", "Savaen Elves")
            + "," + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("flight", "Flight", ", \"attached_to\": \"nb\"", "nico") + ","
            + test::objectJson("forest", "Forest") + ","
            + test::objectJson("seas", "Spreading Seas", ", \"attached_to\": \"forest\"", "nico");
        for (const auto& [who, aura, legal] : {std::tuple{"harpist", "flight", true}, {"harpist", "seas", false},
                 {"elves", "seas", true}, {"elves", "flight", false}}) {
            const Playthrough p = test::playScenario(fixtures(), board,
                activation("e1", who, aura) + QByteArray(R"(, {"id": "e2", "resolve": "top"})"));
            QVERIFY2(test::refused(p, "e1") != legal, qPrintable(QString::fromUtf8(who) + ' ' + test::happened(p)));
            QCOMPARE(test::zoneOf(p, QString::fromUtf8(aura)), legal ? Zone::Graveyard : Zone::Battlefield);
        }
    }

    // CR 601.3, 107.3: "Noncreature spells with {X} in their mana costs can't be cast": Dominate ({X}{1}{U}{U}) can't be
    // cast; Lightning Bolt can.
    void gaddockTeegStopsSpellsWithX()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gaddock Teeg"), 1),
            QStringLiteral("Noncreature spells with {X} in their mana costs can't be cast."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Gaddock Teeg"), 1);
        QVERIFY(a && a->ops.size() == 1 && a->ops.first().filter);
        QVERIFY(a->ops.first().filter->xInManaCost);
        QVERIFY(!a->ops.first().filter->manaValueAtLeast);
        const QByteArray board = test::objectJson("teeg", "Gaddock Teeg") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico")
            + "," + test::objectJson("dominate", "Dominate", ", \"zone\": \"hand\"") + ","
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"");
        const Playthrough x = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "dominate", "targets": ["nb"], "choices": {"x": 2}})");
        QVERIFY2(test::refused(x, "e1"), qPrintable(test::happened(x)));
        const Playthrough bolt = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(bolt, "e1"), qPrintable(test::happened(bolt)));
        QCOMPARE(test::lifeOf(bolt, QStringLiteral("nico")), 17);
    }

    // CR 509.1h, 506.4, 120.3: Warpath's "3 damage to each blocking creature and each blocked creature": Nico's blocker
    // and Ana's blocked Bears die; her unblocked attacker and the creature at home take nothing.
    void warpathHitsBlockersAndBlockedCreatures()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Warpath"), 0),
            QStringLiteral("~ deals 3 damage to each blocking creature and each blocked creature."));
        const QByteArray board = test::objectJson("ab1", "Grizzly Bears") + "," + test::objectJson("ab2", "Grizzly Bears") + ","
            + test::objectJson("home", "Grizzly Bears") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("warpath", "Warpath", ", \"zone\": \"hand\"");
        const Playthrough p = test::playScenario(fixtures(), board,
            R"({"id": "e1", "attack": {"ab1": "nico", "ab2": "nico"}}, {"id": "e2", "block": {"nb": ["ab1"]}},
               {"id": "e3", "cast": "warpath"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("nb")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab1")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("ab2")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("home")), 0);
    }

    // CR 107.3, 115.1, 701.6a: Frontline Medic's "Counter target spell with {X} in its mana cost unless its controller pays
    // {3}" takes Nico's Dominate, cast with X 2, and counters it unpaid; his Shock, with no {X}, is refused as its target.
    void frontlineMedicCountersASpellWithX()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Frontline Medic"), 1),
            QStringLiteral("Sacrifice ~: Counter target spell with {X} in its mana cost unless its controller pays {3}."));
        const Selector* t = firstTarget(QStringLiteral("Frontline Medic"), 1);
        QVERIFY(t && t->xInManaCost && t->word == QLatin1String("spell"));
        const QByteArray board = test::objectJson("medic", "Frontline Medic") + "," + test::objectJson("ab", "Grizzly Bears") + ","
            + test::objectJson("dominate", "Dominate", ", \"zone\": \"hand\"", "nico") + ","
            + test::objectJson("shock", "Shock", ", \"zone\": \"hand\"", "nico");
        const Playthrough p = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "dominate", "targets": ["ab"], "choices": {"x": 2}},
               {"id": "e2", "activate": "medic", "ability": 2, "targets": ["dominate"]},
               {"id": "e3", "resolve": "top", "pays": false}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e2"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("dominate")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("medic")), Zone::Graveyard);
        QVERIFY2(test::charsOf(p, QStringLiteral("ab")) && test::charsOf(p, QStringLiteral("ab"))->controller == QLatin1String("ana"),
            qPrintable(test::happened(p)));
        const Playthrough shock = test::playScenario(fixtures(), board,
            R"({"id": "e1", "cast": "shock", "targets": ["ab"]}, {"id": "e2", "activate": "medic", "ability": 2, "targets": ["shock"]})");
        QVERIFY2(test::refused(shock, "e2"), qPrintable(test::happened(shock)));
    }

    // CR 602.2b, 118.3, 406.3: "Exile the top two cards of your library": both go to exile as the cost is paid; with one
    // card in the library the cost can't be paid.
    void whirlingCatapultExilesTheTopTwoCards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Whirling Catapult"), 0),
            QStringLiteral("{2}, Exile the top two cards of your library: ~ deals 1 damage to each creature with flying and each "
                           "player."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Whirling Catapult"), 0);
        QVERIFY(a);
        QVERIFY(std::any_of(a->costParts.cbegin(), a->costParts.cend(),
            [](const CostPart& c) { return c.kind == CostKind::ExileTopOfLibrary && c.amount == 2; }));
        const QByteArray catapult = test::objectJson("cat", "Whirling Catapult") + ","
            + test::objectJson("l1", "Forest", ", \"zone\": \"library\"");
        const Playthrough p = test::playScenario(fixtures(),
            catapult + "," + test::objectJson("l2", "Grizzly Bears", ", \"zone\": \"library\"") + ","
                + test::objectJson("l3", "Forest", ", \"zone\": \"library\""),
            R"({"id": "e1", "activate": "cat", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l1")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l2")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l3")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        const Playthrough short1 = test::playScenario(fixtures(), catapult, R"({"id": "e1", "activate": "cat", "ability": 1})");
        QVERIFY2(test::refused(short1, "e1"), qPrintable(test::happened(short1)));
        QCOMPARE(test::zoneOf(short1, QStringLiteral("l1")), Zone::Library);
    }

    // CR 400.3, 602.2b, 108.3: "Put a card an opponent owns from exile into that player's graveyard": Nico's exiled card
    // goes to Nico's graveyard and Cryptic Cruiser taps its target; Ana's own exiled card can't pay the cost.
    void processorsPutAnOpponentsExiledCardIntoAGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cryptic Cruiser"), 1),
            QStringLiteral("{2}{U}, Put a card an opponent owns from exile into that player's graveyard: Tap target creature."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Void Attendant"), 1).left(85),
            QStringLiteral("{1}{G}, Put a card an opponent owns from exile into that player's graveyard: Create a"));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Cryptic Cruiser"), 1);
        QVERIFY(a);
        const auto part = std::find_if(a->costParts.cbegin(), a->costParts.cend(),
            [](const CostPart& c) { return c.kind == CostKind::ExiledToGraveyard; });
        QVERIFY(part != a->costParts.cend() && part->card);
        QVERIFY(part->card->ownerOpponent && part->card->zone == Zone::Exile);
        const QByteArray board = test::objectJson("cruiser", "Cryptic Cruiser") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico");
        const Playthrough p = test::playScenario(fixtures(),
            board + "," + test::objectJson("mine", "Forest", ", \"zone\": \"exile\"") + ","
                + test::objectJson("theirs", "Forest", ", \"zone\": \"exile\"", "nico"),
            R"({"id": "e1", "activate": "cruiser", "ability": 2, "targets": ["nb"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("theirs")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("mine")), Zone::Exile);
        QVERIFY(test::tapped(p, QStringLiteral("nb")));
        const Playthrough none = test::playScenario(fixtures(), board + "," + test::objectJson("mine", "Forest", ", \"zone\": \"exile\""),
            R"({"id": "e1", "activate": "cruiser", "ability": 2, "targets": ["nb"]})");
        QVERIFY2(test::refused(none, "e1"), qPrintable(test::happened(none)));
        QCOMPARE(test::zoneOf(none, QStringLiteral("mine")), Zone::Exile);
    }
};

QTEST_GUILESS_MAIN(TestModelSel45)
#include "tst_modelsel45.moc"
