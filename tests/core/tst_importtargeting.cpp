// "Can't be the target of …" read from real cards' Oracle text (tests/data/import/targeting.json) and
// obeyed by the event player as targets are chosen and as a spell resolves (CR 115.4, 601.2c, 602.2b,
// 608.2b); "with mana value N or greater" (202.3) and "assign its combat damage as though it weren't
// blocked" (510.1c).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::doneOrRefusal;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("targeting.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The rule op of a static ability, or of the one continuous action of a spell or triggered ability.
const Op* ruleOp(const AbilityDef& a)
{
    if (!a.ops.isEmpty() && a.ops.last().kind == Op::Kind::Rule)
        return &a.ops.last();
    if (a.effect.size() == 1 && a.effect[0].continuous && a.effect[0].continuous->ops.size() == 1)
        return &a.effect[0].continuous->ops[0];
    return nullptr;
}

}   // namespace

class TestImportTargeting : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 26); }

    void rules_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("written");
        QTest::newRow("blue or black spells")
            << "Karplusan Strider"
            << "target of" << int(RuleName::CantBeTargetOfSpells) << "~ can't be the target of blue or black spells.";
        QTest::newRow("opponents' black or red spells")
            << "Fiendslayer Paladin"
            << "target of" << int(RuleName::CantBeTargetOfSpells)
            << "~ can't be the target of black or red spells your opponents control.";
        QTest::newRow("nongreen sources")
            << "Gaea's Revenge"
            << "target of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
            << "~ can't be the target of nongreen spells or abilities from nongreen sources.";
        QTest::newRow("black sources") << "Mercenary Informer"
                                       << "target of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
                                       << "~ can't be the target of black spells or abilities from black sources.";
        QTest::newRow("white sources") << "Rebel Informer"
                                       << "target of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
                                       << "~ can't be the target of white spells or abilities from white sources.";
        QTest::newRow("red sources") << "Suq'Ata Firewalker"
                                     << "target of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
                                     << "~ can't be the target of red spells or abilities from red sources.";
        QTest::newRow("opponents' abilities") << "Shanna, Sisay's Legacy"
                                              << "target of" << int(RuleName::CantBeTargetOfAbilities)
                                              << "~ can't be the target of abilities your opponents control.";
        QTest::newRow("aura") << "Canopy Cover"
                              << "target of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
                              << "Enchanted creature can't be the target of spells or abilities your opponents "
                                 "control.";
        QTest::newRow("aura with +0/+2") << "Spectral Shield"
                                         << "target of" << int(RuleName::CantBeTargetOfSpells)
                                         << "Enchanted creature gets +0/+2 and can't be the target of spells.";
        QTest::newRow("creatures you control")
            << "Spellbane Centaur"
            << "targets of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
            << "Creatures you control can't be the targets of blue spells or abilities from blue sources.";
        QTest::newRow("until end of turn, triggered")
            << "Veilstone Amulet"
            << "targets of" << int(RuleName::CantBeTargetOfSpellsOrAbilities)
            << "Whenever you cast a spell, creatures you control can't be the targets of spells or abilities your "
               "opponents control until end of turn.";
        QTest::newRow("as though unblocked") << "Wolf Pack"
                                             << "blocked" << int(RuleName::AssignsDamageAsThoughUnblocked)
                                             << "~ may assign its combat damage as though it weren't blocked.";
    }

    // The rule and the English written back (the round trip compared it with the Oracle sentence).
    void rules()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(int, rule);
        QFETCH(QString, written);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(normalisedForRoundTrip(r->written), normalisedForRoundTrip(r->sentence));
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        const Op* op = ruleOp(*c->card->front.abilities[int(r - c->abilities.data())]);
        QVERIFY(op);
        QCOMPARE(int(op->rule), rule);
    }

    // The filter names the sources by colour and by controller only.
    void filters()
    {
        const auto filterOf = [](const char* card, const char* words) -> std::optional<Selector> {
            const AbilityReport* r = test::reportWith(fixtures(), QString::fromUtf8(card), QString::fromUtf8(words));
            if (!r)
                return std::nullopt;
            const ImportedCard* c = test::findCard(fixtures(), QString::fromUtf8(card));
            const Op* op = ruleOp(*c->card->front.abilities[int(r - c->abilities.data())]);
            if (!op)
                return std::nullopt;
            return op->filter ? *op->filter : Selector();
        };
        const auto paladin = filterOf("Fiendslayer Paladin", "target of");
        QVERIFY(paladin);
        QCOMPARE(paladin->controller, Selector::Who::Opponent);
        QVERIFY(paladin->colors.has(Color::Black) && paladin->colors.has(Color::Red) && paladin->colors.count() == 2);
        const auto revenge = filterOf("Gaea's Revenge", "target of");
        QVERIFY(revenge);
        QVERIFY(revenge->notColors.has(Color::Green));
        QCOMPARE(revenge->controller, Selector::Who::Any);
        const auto shield = filterOf("Spectral Shield", "target of");
        QVERIFY(shield);
        QVERIFY(*shield == Selector());
    }

    // A mode of a modal spell: "Permanents you control can't be the targets of … this turn" (700.2).
    void displayOfDominanceMode()
    {
        const AbilityReport* r
            = test::reportWith(fixtures(), QStringLiteral("Display of Dominance"), QStringLiteral("Choose"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QVERIFY(r->written.contains(
            QStringLiteral("Permanents you control can't be the targets of blue or black spells your opponents control "
                           "until end of turn.")));
    }

    // "Counter target spell with mana value 4 or greater" and "a creature spell with mana value 6 or
    // greater" (202.3).
    void manaValueOrGreater()
    {
        const AbilityDef* stroke = test::parsedAbility(fixtures(), QStringLiteral("Disdainful Stroke"), 0);
        QVERIFY(stroke);
        QCOMPARE(stroke->targets.size(), 1);
        QCOMPARE(stroke->targets[0].manaValueAtLeast, std::optional<int>(4));
        const AbilityReport* r
            = test::reportWith(fixtures(), QStringLiteral("Disdainful Stroke"), QStringLiteral("Counter"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Counter target spell with mana value 4 or greater."));
        const AbilityDef* kurgadon = test::parsedAbility(fixtures(), QStringLiteral("Kurgadon"), 0);
        QVERIFY(kurgadon);
        QVERIFY(kurgadon->eventFilter);
        QCOMPARE(kurgadon->eventFilter->manaValueAtLeast, std::optional<int>(6));
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY(checked >= 15);
    }

    // CR 115.4, 601.2c: Nico's Karplusan Strider can't be the target of Ana's blue Unsummon; her red
    // Brute Force may target it.
    void striderRefusesBlueSpells()
    {
        const Playthrough p = played(
            R"({"id": "strider", "card": "Karplusan Strider", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "unsummon", "card": "Unsummon", "zone": "hand"},
               {"id": "force", "card": "Brute Force", "zone": "hand"})",
            R"({"id": "e1", "cast": "unsummon", "targets": ["strider"]},
               {"id": "e2", "cast": "force", "targets": ["strider"]})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"601.2c", "done"}));
    }

    // CR 115.4, 602.2b: Shanna can't be the target of an ability Ana controls (her Prodigal Pyromancer),
    // but of Nico's own Pyromancer, and of Ana's spell (Lightning Strike).
    void shannaRefusesOpponentsAbilities()
    {
        const QByteArray shanna
            = "{\"id\": \"shanna\", \"card\": \"Shanna, Sisay's Legacy\", \"controller\": \"nico\", "
              "\"owner\": \"nico\", \"timestamp\": 1},";
        const Playthrough p = played(shanna + R"({"id": "mine", "card": "Prodigal Pyromancer", "timestamp": 2},
               {"id": "his", "card": "Prodigal Pyromancer", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "strike", "card": "Lightning Strike", "zone": "hand"})",
            R"({"id": "e1", "activate": "mine", "ability": 1, "targets": ["shanna"]},
               {"id": "e2", "activate": "his", "ability": 1, "targets": ["shanna"]},
               {"id": "e3", "cast": "strike", "targets": ["shanna"]})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"602.2b", "done", "done"}));
    }

    // CR 115.4: Canopy Cover's creature can't be the target of Ana's Murder; Nico's own Monstrous Growth
    // may target it.
    void canopyCoverOnlyStopsOpponents()
    {
        const Playthrough p
            = played(R"({"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "cover", "card": "Canopy Cover", "controller": "nico", "owner": "nico", "attached_to": "bears", "timestamp": 2},
               {"id": "murder", "card": "Murder", "zone": "hand"},
               {"id": "growth", "card": "Monstrous Growth", "owner": "nico", "zone": "hand"})",
                R"({"id": "e1", "cast": "murder", "targets": ["bears"]},
               {"id": "e2", "cast": "growth", "targets": ["bears"]})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"601.2c", "done"}));
    }

    // CR 613.4c, 115.4: Spectral Shield's creature is 2/4 (layer 7c); no spell may target it, not even
    // its controller's, but an ability may.
    void spectralShieldStopsSpellsOnly()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "shield", "card": "Spectral Shield", "attached_to": "bears", "timestamp": 2},
               {"id": "force", "card": "Brute Force", "zone": "hand"},
               {"id": "pyro", "card": "Prodigal Pyromancer", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "force", "targets": ["bears"]},
               {"id": "e2", "activate": "pyro", "ability": 1, "targets": ["bears"]})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"601.2c", "done"}));
        const GameObject* bears = p.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        const int i = p.finalState.objectIndex(QStringLiteral("bears"));
        QCOMPARE(p.finalResolution.chars[i].power, std::optional<int>(2));
        QCOMPARE(p.finalResolution.chars[i].toughness, std::optional<int>(4));
    }

    // CR 115.4: Gaea's Revenge can't be the target of Ana's red Pyromancer's ability (a nongreen
    // source), but of her green Monstrous Growth.
    void gaeasRevengeAllowsGreen()
    {
        const QByteArray revenge = "{\"id\": \"revenge\", \"card\": \"Gaea's Revenge\", \"controller\": \"nico\", "
                                   "\"owner\": \"nico\", \"timestamp\": 1},";
        const Playthrough p = played(revenge + R"({"id": "pyro", "card": "Prodigal Pyromancer", "timestamp": 2},
               {"id": "growth", "card": "Monstrous Growth", "zone": "hand"})",
            R"({"id": "e1", "activate": "pyro", "ability": 1, "targets": ["revenge"]},
               {"id": "e2", "cast": "growth", "targets": ["revenge"]})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"602.2b", "done"}));
    }

    // CR 202.3, 601.2c: Disdainful Stroke may not target Murder (mana value 3) but may target the
    // Karplusan Strider spell (mana value 4); the Strider's rule is a permanent's, so it does not make a
    // blue spell's target illegal on the stack (611.3b, 608.2b). (Countering is not performed yet.)
    void disdainfulStrokeNeedsFour()
    {
        const Playthrough p
            = played(R"({"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "murder", "card": "Murder", "zone": "hand"},
               {"id": "strider", "card": "Karplusan Strider", "zone": "hand"},
               {"id": "stroke", "card": "Disdainful Stroke", "owner": "nico", "zone": "hand"})",
                R"({"id": "e1", "cast": "murder", "targets": ["bears"]},
               {"id": "e2", "cast": "stroke", "targets": ["murder"]},
               {"id": "e3", "resolve": "top"},
               {"id": "e4", "cast": "strider"},
               {"id": "e5", "cast": "stroke", "targets": ["strider"]},
               {"id": "e6", "resolve": "top"})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "601.2c", "done", "done", "done", "done"}));
        QCOMPARE(p.finalState.object(QStringLiteral("bears"))->zone, Zone::Graveyard);
        QVERIFY(!test::happened(p).contains(QStringLiteral("every target is illegal")));
    }

    // CR 510.1c: blocked by Nico's bears, Wolf Pack (7/7) assigns its combat damage to Nico when Ana's
    // event says so; otherwise to the bears.
    void wolfPackAsThoughUnblocked()
    {
        const QByteArray objects = R"({"id": "wolf", "card": "Wolf Pack", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const Playthrough unblocked = played(objects,
            R"({"id": "e1", "attack": {"wolf": "nico"}}, {"id": "e2", "block": {"bears": ["wolf"]}},
               {"id": "e3", "begin": "combat_damage", "assign": {"wolf": {"nico": 7}}})");
        QCOMPARE(doneOrRefusal(unblocked), (QStringList{"done", "done", "done"}));
        QCOMPARE(unblocked.finalState.player(QStringLiteral("nico"))->life, 13);
        QCOMPARE(unblocked.finalState.object(QStringLiteral("bears"))->zone, Zone::Battlefield);
        const Playthrough blocked = played(objects,
            R"({"id": "e1", "attack": {"wolf": "nico"}}, {"id": "e2", "block": {"bears": ["wolf"]}},
               {"id": "e3", "begin": "combat_damage"})");
        QCOMPARE(doneOrRefusal(blocked), (QStringList{"done", "done", "done"}));
        QCOMPARE(blocked.finalState.player(QStringLiteral("nico"))->life, 20);
        QCOMPARE(blocked.finalState.object(QStringLiteral("bears"))->zone, Zone::Graveyard);
    }

    // CR 510.1c, 702.19b: a creature without the rule can't assign its damage to the player past a blocker.
    void bearsCantAssignPastBlocker()
    {
        const Playthrough p = played(R"({"id": "mine", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"mine": "nico"}}, {"id": "e2", "block": {"bears": ["mine"]}},
               {"id": "e3", "begin": "combat_damage", "assign": {"mine": {"nico": 2}}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "done", "702.19b"}));
    }

    // CR 608.2b: Ana casts Murder on Nico's bears; in response Nico's Vines of Vastwood (unkicked) makes
    // them an illegal target of her spells, so Murder does nothing as it resolves.
    void vinesFizzlesMurder()
    {
        const Playthrough p
            = played(R"({"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "murder", "card": "Murder", "zone": "hand"},
               {"id": "vines", "card": "Vines of Vastwood", "owner": "nico", "zone": "hand"})",
                R"({"id": "e1", "cast": "murder", "targets": ["bears"]},
               {"id": "e2", "cast": "vines", "targets": ["bears"]},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "done", "done", "done"}));
        const GameObject* bears = p.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Battlefield);
        QVERIFY(test::happened(p).contains(QStringLiteral("every target is illegal")));
    }
};

QTEST_GUILESS_MAIN(TestImportTargeting)
#include "tst_importtargeting.moc"
