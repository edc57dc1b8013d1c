// Rules of static abilities that are not layer effects, read from real cards' Oracle text
// (tests/data/import/statics-rules-more.json, issue 16): prevention effects on the damage dealt to or by
// an object (615.1a), "… enter the battlefield tapped" for other permanents (614.12), damage doubled
// (614.1a), life that can't be gained (119.7), and the player rules Strata carries; the structure, the
// sentence written back, the card format, and the event player honouring what is performed.
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::lifeOf;
using test::damageOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-rules-more.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportRules9 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 47); }

    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<bool>("player");   // a player's rule (613.10)
        QTest::newRow("dealt by enchanted") << "Muzzle" << 1 << int(RuleName::PreventAllDamageBy) << false;
        QTest::newRow("to and by ~, combat") << "Fog Bank" << 2 << int(RuleName::PreventCombatDamageToAndBy) << false;
        QTest::newRow("to and by enchanted") << "Gaseous Form" << 1 << int(RuleName::PreventCombatDamageToAndBy)
                                             << false;
        QTest::newRow("to ~ by creatures") << "Champion Lancer" << 0 << int(RuleName::PreventAllDamageTo) << false;
        QTest::newRow("combat to ~") << "Everdawn Champion" << 0 << int(RuleName::PreventCombatDamageTo) << false;
        QTest::newRow("combat to ~ by Walls") << "Marble Priest" << 1 << int(RuleName::PreventCombatDamageTo) << false;
        QTest::newRow("opponents' creatures tapped") << "Authority of the Consuls" << 0
                                                     << int(RuleName::PermanentsEnterTapped) << false;
        QTest::newRow("three kinds tapped") << "Frozen Aether" << 0 << int(RuleName::PermanentsEnterTapped) << false;
        QTest::newRow("any player's tapped") << "Root Maze" << 0 << int(RuleName::PermanentsEnterTapped) << false;
        QTest::newRow("double") << "Furnace of Rath" << 0 << int(RuleName::DealsDoubleDamage) << false;
        QTest::newRow("double, creatures") << "Gratuitous Violence" << 0 << int(RuleName::DealsDoubleDamage) << false;
        QTest::newRow("opponents can't gain") << "Archfiend of Despair" << 1 << int(RuleName::OpponentsCantGainLife)
                                              << true;
        QTest::newRow("shroud") << "Ivory Mask" << 0 << int(RuleName::PlayerShroud) << true;
        QTest::newRow("one spell") << "Rule of Law" << 0 << int(RuleName::PlayersCastOneSpellEachTurn) << true;
        QTest::newRow("one artifact") << "Damping Field" << 0 << int(RuleName::UntapOnlyOneArtifact) << true;
        QTest::newRow("one creature") << "Stoic Angel" << 2 << int(RuleName::UntapOnlyOneCreature) << true;
        QTest::newRow("no search") << "Mindlock Orb" << 0 << int(RuleName::PlayersCantSearchLibraries) << true;
        QTest::newRow("no cycling") << "Stabilizer" << 0 << int(RuleName::PlayersCantCycle) << true;
        QTest::newRow("no untap steps") << "Stasis" << 0 << int(RuleName::PlayersSkipUntapSteps) << true;
        QTest::newRow("mana stays") << "Upwelling" << 0 << int(RuleName::PlayersKeepUnspentMana) << true;
        QTest::newRow("opponents no search") << "Stranglehold" << 0 << int(RuleName::OpponentsCantSearchLibraries)
                                             << true;
        QTest::newRow("no loss at 0") << "Phyrexian Unlife" << 0 << int(RuleName::DontLoseForZeroLife) << true;
        QTest::newRow("shadow") << "Aetherflame Wall" << 1 << int(RuleName::CanBlockShadow) << false;
        QTest::newRow("creatures' abilities") << "Cursed Totem" << 0 << int(RuleName::ActivatedAbilitiesCantBeActivated)
                                              << false;
        QTest::newRow("artifacts' abilities") << "Null Rod" << 0 << int(RuleName::ActivatedAbilitiesCantBeActivated)
                                              << false;
        QTest::newRow("opponents' creatures' abilities")
            << "Linvala, Keeper of Silence" << 1 << int(RuleName::ActivatedAbilitiesCantBeActivated) << false;
        QTest::newRow("tops revealed") << "Lantern of Insight" << 0 << int(RuleName::PlayersPlayWithTopCardsRevealed)
                                       << true;
        QTest::newRow("no prevention") << "Leyline of Punishment" << 2 << int(RuleName::DamageCantBePrevented) << true;
        QTest::newRow("can't lose") << "Platinum Angel" << 1 << int(RuleName::CantLoseOpponentsCantWin) << true;
        QTest::newRow("no sacrifice") << "Sigarda, Host of Herons" << 2 << int(RuleName::OpponentsCantCauseSacrifice)
                                      << true;
        QTest::newRow("look at top") << "Sphinx of Jwar Isle" << 2 << int(RuleName::LookAtTopCardAnyTime) << true;
        QTest::newRow("hand size less") << "Thought Eater" << 1 << int(RuleName::MaxHandSizeReducedBy) << true;
        QTest::newRow("hand size more") << "Trusted Advisor" << 0 << int(RuleName::MaxHandSizeIncreasedBy) << true;
        QTest::newRow("for each in graveyard") << "Bedlam Reveler" << 0 << int(RuleName::CostsLess) << false;
        QTest::newRow("for each attacking") << "Ancient Stone Idol" << 1 << int(RuleName::CostsLess) << false;
        QTest::newRow("for each artifact") << "Gearseeker Serpent" << 0 << int(RuleName::CostsLess) << false;
        QTest::newRow("for each creature card") << "Ghoultree" << 0 << int(RuleName::CostsLess) << false;
        QTest::newRow("for each opponent's creature") << "Primeval Protector" << 0 << int(RuleName::CostsLess) << false;
        QTest::newRow("two creature types") << "Brighthearth Banneret" << 0 << int(RuleName::CostsLess) << false;
        QTest::newRow("two colours") << "Nightscape Familiar" << 0 << int(RuleName::CostsLess) << false;
        QTest::newRow("black mana more") << "Derelor" << 0 << int(RuleName::CostsMore) << false;
        QTest::newRow("white mana more") << "Alabaster Leech" << 0 << int(RuleName::CostsMore) << false;
    }

    // The structure, the English written back (the round trip trusts it) and the card format.
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(bool, player);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        QVERIFY(index < c->abilities.size());
        QCOMPARE(c->abilities[index].status, AbilityStatus::Parsed);
        const AbilityDef& a = *c->card->front.abilities[index];
        QCOMPARE(a.kind, AbilityDef::Kind::Static);
        QCOMPARE(a.ops.size(), 1);
        QCOMPARE(int(a.ops[0].rule), rule);
        QCOMPARE(a.ops[0].kind, player ? Op::Kind::PlayerRule : Op::Kind::Rule);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a.ops);
        QVERIFY(*back->front.abilities[index]->affects == *a.affects);
    }

    // The filters the sentences name, as the engine reads them.
    void filters()
    {
        for (const char* name : {"Champion Lancer", "Authority of the Consuls", "Furnace of Rath", "Gratuitous Violence"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c && !c->card->front.abilities.isEmpty() && c->card->front.abilities[0]->ops.size() == 1, name);
        }
        const ImportedCard* lancer = test::findCard(fixtures(), QStringLiteral("Champion Lancer"));
        QVERIFY(lancer && lancer->card->front.abilities[0]->ops[0].filter);
        QCOMPARE(lancer->card->front.abilities[0]->ops[0].filter->types, quint16(CardType::Creature));
        const ImportedCard* consuls = test::findCard(fixtures(), QStringLiteral("Authority of the Consuls"));
        QVERIFY(consuls && consuls->card->front.abilities[0]->ops[0].filter);
        QCOMPARE(consuls->card->front.abilities[0]->ops[0].filter->controller, Selector::Who::Opponent);
        const ImportedCard* furnace = test::findCard(fixtures(), QStringLiteral("Furnace of Rath"));
        QVERIFY(furnace && !furnace->card->front.abilities[0]->ops[0].filter);
        const ImportedCard* violence = test::findCard(fixtures(), QStringLiteral("Gratuitous Violence"));
        QVERIFY(violence && violence->card->front.abilities[0]->ops[0].filter);
        QCOMPARE(violence->card->front.abilities[0]->ops[0].filter->controller, Selector::Who::You);
    }

    // The amounts the sentences carry: N of the hand size, the count of a cost changer's "for each".
    void amounts()
    {
        const ImportedCard* eater = test::findCard(fixtures(), QStringLiteral("Thought Eater"));
        QVERIFY(eater && eater->card->front.abilities[1]->ops[0].power);
        QCOMPARE(eater->card->front.abilities[1]->ops[0].power->value, 3);
        const ImportedCard* ghoultree = test::findCard(fixtures(), QStringLiteral("Ghoultree"));
        QVERIFY(ghoultree && ghoultree->card->front.abilities[0]->ops[0].power);
        const Expr& count = *ghoultree->card->front.abilities[0]->ops[0].power;
        QCOMPARE(count.kind, Expr::Kind::Count);
        QVERIFY(count.selector);
        QCOMPARE(count.selector->types, quint16(CardType::Creature));
        QCOMPARE(count.selector->zone, Zone::Graveyard);
        // "{B}": one mana of that colour (601.2f).
        const ImportedCard* derelor = test::findCard(fixtures(), QStringLiteral("Derelor"));
        QVERIFY(derelor && derelor->card->front.abilities[0]->ops[0].power);
        QCOMPARE(derelor->card->front.abilities[0]->ops[0].power->value, 1);
        QVERIFY(derelor->card->front.abilities[0]->ops[0].colors.has(Color::Black));
        QCOMPARE(derelor->abilities[0].written, QStringLiteral("Black spells you cast cost {B} more to cast."));
    }

    // CR 615.1a: Muzzle prevents all damage the enchanted creature would deal; the same creature
    // without it deals its damage.
    void preventionOfDamageDealtBy()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "other", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "damage": [{"source": "bears", "to": "other", "amount": 1},
               {"source": "other", "to": "bears", "amount": 1}]})";
        const Playthrough muzzled = played(objects
                + R"(, {"id": "muzzle", "card": "Muzzle", "controller": "nico", "owner": "nico", "timestamp": 3,
                       "attached_to": "bears"})",
            events);
        QVERIFY(muzzled.events.value(0).done);
        QCOMPARE(damageOn(muzzled, "other"), 0);
        QCOMPARE(damageOn(muzzled, "bears"), 1);   // damage dealt to it is not prevented
        const Playthrough free = played(objects, events);
        QCOMPARE(damageOn(free, "other"), 1);
    }

    // CR 615.1a: Champion Lancer prevents the damage creatures would deal to it, not a spell's.
    void preventionFromSomeSources()
    {
        const Playthrough play = played(R"({"id": "lancer", "card": "Champion Lancer", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "damage": [{"source": "bears", "to": "lancer", "amount": 2},
                                       {"source": "bolt", "to": "lancer", "amount": 1}]})");
        QVERIFY(play.events.value(0).done);
        QCOMPARE(damageOn(play, "lancer"), 1);
    }

    // CR 615.1a: Everdawn Champion's prevention covers combat damage only.
    void preventionOfCombatDamage()
    {
        const Playthrough play = played(R"({"id": "champ", "card": "Everdawn Champion", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "damage": [{"source": "bears", "to": "champ", "amount": 1}]})");
        QVERIFY(play.events.value(0).done);
        QCOMPARE(damageOn(play, "champ"), 1);   // a damage event that is not combat damage is dealt
    }

    // CR 614.12: under Authority of the Consuls the opponent's creature enters tapped, its
    // controller's own does not; Root Maze taps any player's artifacts and lands, not creatures.
    void othersEnterTapped()
    {
        const QByteArray events = R"({"id": "e1", "move": ["theirs", "mine"], "to": "battlefield"})";
        const QByteArray cards = R"({"id": "theirs", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
               {"id": "mine", "card": "Grizzly Bears", "owner": "ana", "zone": "hand"})";
        const Playthrough consuls = played(
            cards + R"(, {"id": "a", "card": "Authority of the Consuls", "controller": "ana", "timestamp": 1})", events);
        QVERIFY(consuls.events.value(0).done);
        const auto tapped = [](const Playthrough& p, const char* id) {
            const int i = p.finalState.objectIndex(QLatin1String(id));
            return i >= 0 && p.finalState.objects[i].tapped;
        };
        QVERIFY(tapped(consuls, "theirs"));
        QVERIFY(!tapped(consuls, "mine"));
        const Playthrough maze = played(cards
                + R"(, {"id": "m", "card": "Root Maze", "controller": "ana", "timestamp": 1},
                       {"id": "ring", "card": "Sol Ring", "owner": "ana", "zone": "hand"})",
            R"({"id": "e1", "move": ["theirs", "ring"], "to": "battlefield"})");
        QVERIFY(maze.events.value(0).done);
        QVERIFY(!tapped(maze, "theirs"));
        QVERIFY(tapped(maze, "ring"));
    }

    // CR 614.12, 111.1: a token an opponent creates enters tapped as well (Advent of the Wurm's 5/5).
    void opponentsTokenEntersTapped()
    {
        const Playthrough play = played(R"({"id": "a", "card": "Authority of the Consuls", "controller": "ana", "timestamp": 1},
               {"id": "advent", "card": "Advent of the Wurm", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "advent"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(play.events.value(1).done);
        int tokens = 0;
        for (const GameObject& o : play.finalState.objects)
            if (o.token && o.zone == Zone::Battlefield) {
                ++tokens;
                QVERIFY(o.tapped);
            }
        QCOMPARE(tokens, 1);
    }

    // CR 614.1a: Furnace of Rath doubles every source's damage; Gratuitous Violence only that of
    // creatures its controller controls.
    void doubledDamage()
    {
        const QByteArray bears = R"({"id": "mine", "card": "Serra Angel", "controller": "ana", "timestamp": 1},
               {"id": "theirs", "card": "Serra Angel", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "damage": [{"source": "mine", "to": "theirs", "amount": 1},
               {"source": "theirs", "to": "mine", "amount": 1}]})";
        const Playthrough furnace = played(
            bears + R"(, {"id": "f", "card": "Furnace of Rath", "controller": "ana", "timestamp": 3})", events);
        QCOMPARE(damageOn(furnace, "theirs"), 2);
        QCOMPARE(damageOn(furnace, "mine"), 2);
        const Playthrough violence = played(
            bears + R"(, {"id": "v", "card": "Gratuitous Violence", "controller": "ana", "timestamp": 3})", events);
        QCOMPARE(damageOn(violence, "theirs"), 2);
        QCOMPARE(damageOn(violence, "mine"), 1);
    }

    // CR 602.5: under Cursed Totem a creature's activated ability can't be activated; Null Rod leaves
    // creatures' abilities alone.
    void activatedAbilitiesOfASet()
    {
        const QByteArray elemental = R"({"id": "crater", "card": "Crater Elemental", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "activate": "crater", "ability": 1, "targets": ["bears"]})";
        const Playthrough totem = played(
            elemental + R"(, {"id": "t", "card": "Cursed Totem", "controller": "nico", "owner": "nico", "timestamp": 3})",
            events);
        QCOMPARE(totem.events.value(0).problems.value(0).rule, QStringLiteral("602.5"));
        const Playthrough rod = played(
            elemental + R"(, {"id": "r", "card": "Null Rod", "controller": "nico", "owner": "nico", "timestamp": 3})",
            events);
        QVERIFY(rod.events.value(0).done);
    }

    // CR 702.28b: Aetherflame Wall blocks a creature with shadow, which Grizzly Bears can't.
    void blocksShadow()
    {
        const Playthrough play = played(R"({"id": "s", "card": "Dauthi Slayer", "controller": "ana", "timestamp": 1},
               {"id": "wall", "card": "Aetherflame Wall", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"s": "nico"}}, {"id": "e2", "block": {"bears": ["s"]}},
               {"id": "e3", "block": {"wall": ["s"]}})");
        QCOMPARE(play.events.size(), 3);
        QVERIFY(play.events[0].done);
        QCOMPARE(play.events[1].problems.value(0).rule, QStringLiteral("702.28b"));
        QVERIFY(play.events[2].done);
    }

    // CR 615.12: under Leyline of Punishment ("Damage can't be prevented."), Champion Lancer's
    // prevention of creatures' damage (checked above) doesn't apply.
    void damageCantBePrevented()
    {
        const Playthrough play = played(R"({"id": "lancer", "card": "Champion Lancer", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "l", "card": "Leyline of Punishment", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "damage": [{"source": "bears", "to": "lancer", "amount": 2}]})");
        QVERIFY(play.events.value(0).done);
        QCOMPARE(damageOn(play, "lancer"), 2);
    }

    // CR 119.7: under Archfiend of Despair its controller's opponent gains no life from lifelink,
    // its controller does; under Havoc Festival no player does.
    void lifeNotGained()
    {
        const QByteArray nighthawks = R"({"id": "hers", "card": "Vampire Nighthawk", "controller": "ana", "timestamp": 1},
               {"id": "his", "card": "Vampire Nighthawk", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "damage": [{"source": "hers", "to": "nico", "amount": 2},
               {"source": "his", "to": "ana", "amount": 2}]})";
        const Playthrough archfiend = played(
            nighthawks + R"(, {"id": "d", "card": "Archfiend of Despair", "controller": "ana", "timestamp": 3})", events);
        QVERIFY(archfiend.events.value(0).done);
        QCOMPARE(lifeOf(archfiend, "ana"), 20);   // 20 - 2 + 2
        QCOMPARE(lifeOf(archfiend, "nico"), 18);  // 20 - 2, no gain
        const Playthrough festival = played(
            nighthawks + R"(, {"id": "h", "card": "Havoc Festival", "controller": "ana", "timestamp": 3})", events);
        QCOMPARE(lifeOf(festival, "ana"), 18);
        QCOMPARE(lifeOf(festival, "nico"), 18);
    }
};

QTEST_GUILESS_MAIN(TestImportRules9)
#include "tst_importrules9.moc"
