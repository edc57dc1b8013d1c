// Activated abilities read from real cards' Oracle text (tests/data/import/impact21.json), round 21: a
// target whose noun is any of several subtypes ("{T}: Destroy target Djinn or Efreet.", "Target Elf or
// Soldier creature gets +2/+2 …", "Exile target Skeleton, Vampire, or Zombie."), the damage a source deals
// to a target and to itself ("… deals 1 damage to any target and 1 damage to itself.") or a pump and
// damage to its controller ("… gets +1/+0 until end of turn and deals 1 damage to you."), "~ gets +X/+X
// until end of turn, where X is its power", "… has base power 0 until end of turn" (613.4b) and
// "Knights you control gain double strike until end of turn", "Attach ~ to target creature you control",
// "Creatures your opponents control attack this turn if able", "… becomes a 3/2 Construct artifact creature
// and loses flying", "Prevent the next X damage …, where X is the number of Clerics on the battlefield".
// Each is checked as read, through the card
// format, and as played.
#include "ImportFixtures.h"
#include "TranslatedAbilities.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasKeyword(const Characteristics* c, const char* keyword)
{
    return c && std::any_of(c->abilities.cbegin(), c->abilities.cend(),
               [&](const AbilityInstance& a) { return a.def->isKeyword(QLatin1String(keyword)); });
}

// The templates of round 21 in Spanish and Italian (/work/wt/impact21.translations.tsv), and the words
// around them.
const test::TranslationTable kTemplates = {
    {"%1 deals %2 damage to %3", {"%1 hace %2 puntos de daño a %3", "%1 infligge %2 danni a %3"}},
    {"any target", {"cualquier objetivo", "un qualsiasi bersaglio"}},
    {"%1 and %2 damage to itself", {"%1 y %2 puntos de daño a sí misma", "%1 e %2 danni a se stessa"}},
    {"%1 and deals %2 damage to you", {"%1 y te hace %2 puntos de daño", "%1 e ti infligge %2 danni"}},
};

}   // namespace

class TestImpact21 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 30);
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, fixtures().cards.size());
    }

    // CR 115.1, 205.3: one target of any of the subtypes, a part for each, the shared words said once.
    void subtypeUnionIsRead()
    {
        const AbilityDef* crusader = test::parsedWith(fixtures(), QStringLiteral("Grassland Crusader"), QStringLiteral("Elf"));
        QVERIFY(crusader);
        QCOMPARE(crusader->targets.size(), 1);
        const Selector& t = crusader->targets.first();
        QCOMPARE(t.anyOf.size(), 2);
        for (const Selector& part : t.anyOf) {
            QCOMPARE(part.types, quint16(CardType::Creature));
            QCOMPARE(part.subtypes.size(), 1);
        }
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Grassland Crusader"), 0),
            QStringLiteral("{T}: Target Elf or Soldier creature gets +2/+2 until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Undead Slayer"), 0),
            QStringLiteral("{W}, {T}: Exile target Skeleton, Vampire, or Zombie."));
        const AbilityDef* kindred = test::parsedWith(fixtures(), QStringLiteral("Ulrich's Kindred"), QStringLiteral("Wolf"));
        QVERIFY(kindred);
        for (const Selector& part : kindred->targets.first().anyOf)
            QVERIFY(part.attacking);
    }

    // The joined damages in Spanish and Italian: ~ named once.
    void writtenInThreeLanguages()
    {
        test::checkWrittenInSpanishAndItalian(fixtures(), kTemplates,
            {{"Reckless Embermage", 0, "{1}{R}: Reckless Embermage hace 1 puntos de daño a cualquier objetivo y 1 puntos de daño a sí misma.",
                "{1}{R}: Reckless Embermage infligge 1 danni a un qualsiasi bersaglio e 1 danni a se stessa."}});
    }

    // CR 115.1, 601.2c, 608.2b: King Suleiman destroys a Djinn; a Bear is no legal target.
    void suleimanDestroysADjinnOnly()
    {
        const QByteArray board = test::objectJson("king", "King Suleiman") + ","
            + test::objectJson("djinn", "Breezekeeper", "", "nico") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough djinn = played(board,
            R"({"id": "e1", "activate": "king", "ability": 1, "targets": ["djinn"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(djinn, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(djinn)));
        QCOMPARE(test::zoneOf(djinn, QStringLiteral("djinn")), Zone::Graveyard);
        const Playthrough bears = played(board,
            R"({"id": "e1", "activate": "king", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(!test::eventOutcome(bears, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 613.4c: a Soldier is a legal target of "Target Elf or Soldier creature" and gets +2/+2.
    void crusaderPumpsASoldier()
    {
        const Playthrough play = played(test::objectJson("crusader", "Grassland Crusader") + ","
                + test::objectJson("vanguard", "Elite Vanguard"),
            R"({"id": "e1", "activate": "crusader", "ability": 1, "targets": ["vanguard"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("vanguard")), QStringLiteral("4/3"));
    }

    // CR 120.3, 704.5g: Reckless Embermage deals 1 damage to Nico and 1 to itself; Psionic Entity's 3
    // damage to itself destroys it.
    void damageToItself()
    {
        const Action* second = nullptr;
        if (const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Reckless Embermage"), QStringLiteral("itself")))
            second = a->effect.size() == 2 ? &a->effect[1] : nullptr;
        QVERIFY(second && second->kind == ActionKind::Damage && second->to && second->to->ref == Selector::Ref::Self);
        const Playthrough mage = played(test::objectJson("mage", "Reckless Embermage"),
            R"({"id": "e1", "activate": "mage", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(mage, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(mage)));
        QVERIFY2(test::lifeOf(mage, QStringLiteral("nico")) == 19, qPrintable(test::happened(mage)));
        QCOMPARE(test::damageOn(mage, QStringLiteral("mage")), 1);
        const Playthrough entity = played(test::objectJson("entity", "Psionic Entity"),
            R"({"id": "e1", "activate": "entity", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(entity, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(entity, QStringLiteral("entity")), Zone::Graveyard);
    }

    // CR 608.2h, 120.3: one X for both damages, counted as the ability resolves: Sparksmith sees two Goblins
    // (itself and Boggart Brute) and deals 2 damage to the Bears and 2 to Ana; Sunflare Shaman, one
    // Elemental card in Ana's graveyard, 1 damage to Nico and 1 to itself, which destroys it (704.5g).
    void xDamageTwice()
    {
        const Playthrough smith = played(test::objectJson("smith", "Sparksmith") + "," + test::objectJson("brute", "Boggart Brute")
                + "," + test::objectJson("bears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "activate": "smith", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(smith, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(smith)));
        QCOMPARE(test::zoneOf(smith, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(smith, QStringLiteral("ana")), 18);
        QCOMPARE(test::damageOn(smith, QStringLiteral("smith")), 0);
        const Playthrough shaman = played(test::objectJson("shaman", "Sunflare Shaman") + ","
                + test::objectJson("ball", "Ball Lightning", R"(, "zone": "graveyard")"),
            R"({"id": "e1", "activate": "shaman", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(shaman, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(shaman)));
        QCOMPARE(test::lifeOf(shaman, QStringLiteral("nico")), 19);
        QCOMPARE(test::zoneOf(shaman, QStringLiteral("shaman")), Zone::Graveyard);
    }

    // CR 701.3a, 301.5: Horned Helm's ability attaches it to Ana's Bears, which get +1/+1 and trample.
    void helmIsAttached()
    {
        const Playthrough play = played(test::objectJson("helm", "Horned Helm") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "helm", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const GameObject* helm = play.finalState.object(QStringLiteral("helm"));
        QVERIFY(helm);
        QCOMPARE(helm->attachedTo, QStringLiteral("bears"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("3/3"));
        QVERIFY(hasKeyword(test::charsOf(play, "bears"), "Trample"));
    }

    // CR 508.1d, 611.2c: after Nico's Bident of Thassa, Ana's attack without her Bears obeys fewer
    // requirements than it could and is refused; with the Bears and the Wurm it is done.
    void bidentMakesCreaturesAttack()
    {
        const AbilityDef* bident = test::parsedWith(fixtures(), QStringLiteral("Bident of Thassa"), QStringLiteral("attack this turn"));
        QVERIFY(bident);
        const ContinuousDef& c = *bident->effect.first().continuous;
        QCOMPARE(c.ops.first().rule, RuleName::AttacksEachCombat);
        QCOMPARE(c.affects->controller, Selector::Who::Opponent);
        QCOMPARE(c.duration, Duration::EndOfTurn);
        const QByteArray board = test::objectJson("bident", "Bident of Thassa", "", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm");
        const QByteArray activate = R"({"id": "e1", "activate": "bident", "ability": 2}, {"id": "e2", "resolve": "top"}, )";
        const Playthrough without = played(board, activate + R"({"id": "e3", "attack": {"wurm": "nico"}})");
        QVERIFY2(test::eventOutcome(without, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(without)));
        QCOMPARE(test::eventOutcome(without, QStringLiteral("e3")), QStringList{QStringLiteral("problem 508.1d")});
        const Playthrough with = played(board, activate + R"({"id": "e3", "attack": {"bears": "nico", "wurm": "nico"}})");
        QCOMPARE(test::eventOutcome(with, QStringLiteral("e3")), QStringList());
    }

    // CR 613.1f, 613.7a: Chimeric Sphere's two forms, both until end of turn; in layer 6 the later effect
    // wins: flying granted then lost is lost (3/2), lost then granted is kept (2/1, layer 7b by timestamp too).
    void sphereLosesFlyingByTimestamp()
    {
        const QByteArray board = test::objectJson("sphere", "Chimeric Sphere");
        const Playthrough lost = played(board,
            R"({"id": "e1", "activate": "sphere", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "sphere", "ability": 2}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(lost, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(lost)));
        QCOMPARE(test::ptOf(lost, QStringLiteral("sphere")), QStringLiteral("3/2"));
        QVERIFY(!hasKeyword(test::charsOf(lost, "sphere"), "Flying"));
        const Playthrough kept = played(board,
            R"({"id": "e1", "activate": "sphere", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "sphere", "ability": 1}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::ptOf(kept, QStringLiteral("sphere")), QStringLiteral("2/1"));
        QVERIFY(hasKeyword(test::charsOf(kept, "sphere"), "Flying"));
    }

    // CR 615.7, 608.2h: Battlefield Medic counts two Clerics (itself and Academy Rector) as it resolves: of
    // Nico's Lightning Bolt's 3 damage to the Wurm, 2 are prevented and 1 is dealt.
    void medicPreventsXDamage()
    {
        const Action* prevent = test::firstAction(fixtures(), QStringLiteral("Battlefield Medic"), 0, ActionKind::PreventDamage);
        QVERIFY(prevent && prevent->amount.x && prevent->amountOf && prevent->amountOf->kind == Expr::Kind::Count);
        const Playthrough play = played(test::objectJson("medic", "Battlefield Medic") + ","
                + test::objectJson("rector", "Academy Rector") + "," + test::objectJson("wurm", "Craw Wurm") + ","
                + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "activate": "medic", "ability": 1, "targets": ["wurm"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "bolt", "targets": ["wurm"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY2(test::damageOn(play, QStringLiteral("wurm")) == 1, qPrintable(test::happened(play)));
    }

    // CR 107.3a, 613.4c, 613.1f: Kessig Wolf Run with X = 3: the Bears get +3/+0 and trample (5/2).
    void wolfRunPumpsByX()
    {
        const Playthrough play = played(test::objectJson("run", "Kessig Wolf Run") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "run", "ability": 2, "targets": ["bears"], "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("5/2"));
        QVERIFY(hasKeyword(test::charsOf(play, "bears"), "Trample"));
    }

    // CR 115.1, 603.3d, 608.2b: Bloodline Necromancer's trigger returns a Vampire card from Ana's graveyard;
    // a Bear card is no legal target and stays there.
    void necromancerReturnsAVampire()
    {
        const QByteArray board = test::objectJson("necro", "Bloodline Necromancer", R"(, "zone": "hand")") + ","
            + test::objectJson("artist", "Blood Artist", R"(, "zone": "graveyard")") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "graveyard")");
        const Playthrough vampire = played(board, R"({"id": "e1", "move": "necro", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["artist"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(vampire, QStringLiteral("e1")), QStringList{QStringLiteral("necro:2")});
        QVERIFY2(test::zoneOf(vampire, QStringLiteral("artist")) == Zone::Battlefield, qPrintable(test::happened(vampire)));
        const Playthrough bear = played(board, R"({"id": "e1", "move": "necro", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(bear, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 613.4c, 120.3: Firedrinker Satyr gets +1/+0 and deals 1 damage to Ana, its controller.
    void pumpAndDamageToYou()
    {
        const Playthrough play = played(test::objectJson("satyr", "Firedrinker Satyr"),
            R"({"id": "e1", "activate": "satyr", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("satyr")), QStringLiteral("3/1"));
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
    }

    // CR 608.2h, 613.4c: X is Yew Spirit's power as the ability resolves, fixed then: 3/3, 6/6, 12/12.
    void yewSpiritDoublesItsPower()
    {
        const Op* op = nullptr;
        if (const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Yew Spirit"), QStringLiteral("its power")))
            op = &a->effect.first().continuous->ops.first();
        QVERIFY(op && op->power && op->power->kind == Expr::Kind::PowerOfSource);
        const Playthrough once = played(test::objectJson("yew", "Yew Spirit"),
            R"({"id": "e1", "activate": "yew", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(once, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(once)));
        QCOMPARE(test::ptOf(once, QStringLiteral("yew")), QStringLiteral("6/6"));
        const Playthrough twice = played(test::objectJson("yew", "Yew Spirit"),
            R"({"id": "e1", "activate": "yew", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "yew", "ability": 1}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::ptOf(twice, QStringLiteral("yew")), QStringLiteral("12/12"));
    }

    // CR 613.4b, 613.4c: Singing Tree sets the attacking Yew Spirit's base power to 0 (layer 7b), under
    // the +3/+3 it already got (layer 7c, applied after whatever the timestamps): 3/6.
    void basePowerUnderAPump()
    {
        const Op* op = nullptr;
        if (const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Singing Tree"), QStringLiteral("base power")))
            op = &a->effect.first().continuous->ops.first();
        QVERIFY(op && op->kind == Op::Kind::SetPT && op->power && !op->toughness);
        const QByteArray board = test::objectJson("yew", "Yew Spirit") + "," + test::objectJson("tree", "Singing Tree", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "yew", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"yew": "nico"}},
               {"id": "e4", "activate": "tree", "ability": 1, "targets": ["yew"]}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e4")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("yew")), QStringLiteral("3/6"));
    }

    // CR 611.2c, 702.4b: Valiant Knight's ability gives the Knights Ana controls double strike, not a Bear.
    void knightsGainDoubleStrike()
    {
        const Playthrough play = played(test::objectJson("valiant", "Valiant Knight") + ","
                + test::objectJson("black", "Black Knight") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "valiant", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY(hasKeyword(test::charsOf(play, "black"), "Double strike"));
        QVERIFY(hasKeyword(test::charsOf(play, "valiant"), "Double strike"));
        QVERIFY(!hasKeyword(test::charsOf(play, "bears"), "Double strike"));
    }
};

QTEST_GUILESS_MAIN(TestImpact21)
#include "tst_impact21.moc"
