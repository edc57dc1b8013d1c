// Combat requirements and restrictions read from real cards' Oracle text (tests/data/import/combat10.json):
// "blocks each combat if able", "must be blocked [by an Eldrazi] if able", "can't attack you [or a
// planeswalker you control]", "can't attack if defending player controls …", "with power N or
// greater", "assigns combat damage equal to its toughness", "target creature blocks ~ this turn if
// able", "all creatures able to block target creature this turn do so" and goad. Each is checked as
// read and as the event player obeys it (CR 508.1c-d, 509.1b-c, 510.1c, 701.15).
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::doneOrRefusal;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("combat10.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The rule of the last operation of a static ability, or of the one continuous action of a spell or
// activated ability.
std::optional<RuleName> ruleOf(const AbilityDef& a)
{
    if (!a.ops.isEmpty() && a.ops.last().kind == Op::Kind::Rule)
        return a.ops.last().rule;
    if (a.effect.size() == 1 && a.effect[0].continuous && a.effect[0].continuous->ops.size() == 1)
        return a.effect[0].continuous->ops[0].rule;
    return std::nullopt;
}

}   // namespace

class TestImportCombat10 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 18); }

    void rules_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QString>("written");
        QTest::newRow("blocks each combat") << "Spirespine" << "~ blocks" << int(RuleName::BlocksEachCombat)
                                            << "~ blocks each combat if able.";
        QTest::newRow("aura blocks") << "Spirespine" << "Enchanted creature" << int(RuleName::BlocksEachCombat)
                                     << "Enchanted creature gets +4/+1 and blocks each combat if able.";
        QTest::newRow("wall blocks") << "Razorgrass Screen" << "blocks each" << int(RuleName::BlocksEachCombat)
                                     << "~ blocks each combat if able.";
        QTest::newRow("must be blocked") << "Gaea's Protector" << "must be" << int(RuleName::MustBeBlocked)
                                         << "~ must be blocked if able.";
        QTest::newRow("by an Eldrazi") << "Slayer's Cleaver" << "Eldrazi" << int(RuleName::MustBeBlockedBy)
                                       << "Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able.";
        QTest::newRow("you or a planeswalker")
            << "Vow of Lightning" << "can't attack" << int(RuleName::CantAttackYouOrPlaneswalkers)
            << "Enchanted creature gets +2/+2, has first strike, and can't attack you or a planeswalker you control.";
        QTest::newRow("can't attack you") << "Reverence" << "attack you" << int(RuleName::CantAttackYou)
                                          << "Creatures with power 2 or less can't attack you.";
        QTest::newRow("untapped power 3") << "Goblin Mutant" << "can't attack" << int(RuleName::CantAttackIfDefenderControls)
                                          << "~ can't attack if defending player controls an untapped creature with "
                                             "power 3 or greater.";
        QTest::newRow("untapped power 2") << "Mogg Jailer" << "can't attack" << int(RuleName::CantAttackIfDefenderControls)
                                          << "~ can't attack if defending player controls an untapped creature with "
                                             "power 2 or less.";
        QTest::newRow("more than one") << "Challenger Troll" << "more than one"
                                       << int(RuleName::CantBeBlockedByMoreThanOne)
                                       << "Creatures you control with power 4 or greater can't be blocked by more "
                                          "than one creature.";
        QTest::newRow("don't untap") << "Marble Titan" << "untap" << int(RuleName::DoesntUntap)
                                     << "Creatures with power 3 or greater don't untap during their controllers' untap "
                                        "steps.";
        QTest::newRow("toughness damage") << "Doran, the Siege Tower" << "toughness"
                                          << int(RuleName::AssignsDamageByToughness)
                                          << "Each creature assigns combat damage equal to its toughness rather than its "
                                             "power.";
        QTest::newRow("blocks ~") << "Trumpeting Armodon" << "blocks" << int(RuleName::BlocksSourceIfAble)
                                  << "{1}{G}: Target creature blocks ~ if able until end of turn.";
        QTest::newRow("lure") << "Bloodscent" << "able to block" << int(RuleName::AllAbleToBlockDoSo)
                              << "All creatures able to block target creature do so until end of turn.";
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
        const int index = int(r - c->abilities.data());
        const auto read = ruleOf(*c->card->front.abilities[index]);
        QVERIFY(read);
        QCOMPARE(int(*read), rule);
    }

    // "with power N or greater" in a target and in a set (the typed selector's powerAtLeast).
    void powerOrGreaterSelector()
    {
        const AbilityDef* hunter = test::parsedAbility(fixtures(), QStringLiteral("Big Game Hunter"), 0);
        QVERIFY(hunter);
        QCOMPARE(hunter->targets.size(), 1);
        QCOMPARE(hunter->targets[0].powerAtLeast, std::optional<int>(4));
        const AbilityDef* titan = test::parsedAbility(fixtures(), QStringLiteral("Marble Titan"), 0);
        QVERIFY(titan);
        QCOMPARE(titan->affects->powerAtLeast, std::optional<int>(3));
    }

    // "a creature with power 3 or greater enters under your control" is the writer's "a creature you
    // control with power 3 or greater enters": one filter, the controller and the power (Elemental Bond).
    void sizedTriggerFilter()
    {
        const AbilityDef* bond = test::parsedAbility(fixtures(), QStringLiteral("Elemental Bond"), 0);
        QVERIFY(bond);
        QCOMPARE(bond->event, TriggerEvent::PermanentEnters);
        QVERIFY(bond->eventFilter);
        QCOMPARE(bond->eventFilter->controller, Selector::Who::You);
        QCOMPARE(bond->eventFilter->powerAtLeast, std::optional<int>(3));
    }

    // "if you control a creature with power 5 or greater" is "one or more creatures with …" (Drumhunter).
    void sizedCondition()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Drumhunter"), QStringLiteral("power 5"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Drumhunter"));
        const AbilityDef& a = *c->card->front.abilities[int(r - c->abilities.data())];
        QVERIFY(a.triggerIf && a.triggerIf->filter);
        QCOMPARE(a.triggerIf->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(a.triggerIf->n, 1);
        QCOMPARE(a.triggerIf->filter->powerAtLeast, std::optional<int>(5));
    }

    void goadIsRead()
    {
        const AbilityDef* decorum = test::parsedAbility(fixtures(), QStringLiteral("Disrupt Decorum"), 0);
        QVERIFY(decorum);
        QCOMPARE(decorum->effect.size(), 1);
        QCOMPARE(decorum->effect[0].kind, ActionKind::Goad);
        QCOMPARE(decorum->effect[0].object->controller, Selector::Who::NotYou);
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 18);
    }

    // CR 509.1c: Spirespine blocks each combat if able: Nico's declaration without it is refused.
    void spirespineBlocks()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "spine", "card": "Spirespine", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "block": {"spine": ["bears"]}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c: after Trumpeting Armodon's ability, Nico's bears must block it this turn.
    void armodonIsBlocked()
    {
        const Playthrough p = played(R"({"id": "armodon", "card": "Trumpeting Armodon", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "armodon", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"armodon": "nico"}}, {"id": "e4", "block": {}},
               {"id": "e5", "block": {"bears": ["armodon"]}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "done", "done", "509.1c", "done"}));
    }

    // CR 509.1c: after Bloodscent on Ana's bears, each of Nico's creatures able to block them must.
    void bloodscentLures()
    {
        const Playthrough p = played(R"({"id": "scent", "card": "Bloodscent", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "scent", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "block": {"b1": ["bears"]}},
               {"id": "e5", "block": {"b1": ["bears"], "b2": ["bears"]}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "done", "done", "509.1c", "done"}));
    }

    // CR 509.1c: Slayer's Cleaver's creature must be blocked by an Eldrazi (Brood Monitor) if able.
    void cleaverWantsAnEldrazi()
    {
        // (The card's name is outside the raw string: moc reads its apostrophe as a character literal.)
        const QByteArray cleaver = "{\"id\": \"cleaver\", \"card\": \"Slayer's Cleaver\", \"attached_to\": \"bears\", "
                                   "\"timestamp\": 2},";
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},)" + cleaver
                + R"({"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "drone", "card": "Brood Monitor", "controller": "nico", "owner": "nico", "timestamp": 4})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"b1": ["bears"]}},
               {"id": "e3", "block": {"drone": ["bears"]}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 508.1c: under Nico's Reverence, the 2/2 bears can't attack him; the 6/4 wurm can.
    void reverenceStopsSmallAttackers()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "wurm", "card": "Craw Wurm", "timestamp": 2},
               {"id": "rev", "card": "Reverence", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "attack": {"wurm": "nico"}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"508.1c", "done"}));
    }

    // CR 508.1c: Mogg Jailer can't attack while Nico controls an untapped creature with power 2 or less.
    void moggJailerStaysHome()
    {
        const Playthrough p = played(R"({"id": "jailer", "card": "Mogg Jailer", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"jailer": "nico"}})");
        QCOMPARE(doneOrRefusal(p), QStringList{"508.1c"});
    }

    // CR 509.1c: Challenger Troll: the 6/4 wurm can't be blocked by two creatures, the 2/2 bears can.
    void challengerTrollLimitsBlockers()
    {
        const Playthrough p = played(R"({"id": "troll", "card": "Challenger Troll", "timestamp": 1},
               {"id": "wurm", "card": "Craw Wurm", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 5})",
            R"({"id": "e1", "attack": {"wurm": "nico", "bears": "nico"}},
               {"id": "e2", "block": {"b1": ["wurm"], "b2": ["wurm"]}},
               {"id": "e3", "block": {"b1": ["bears"], "b2": ["bears"]}})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 502.3: under Marble Titan, Nico's tapped 6/4 wurm stays tapped in his untap step; his bears untap.
    void marbleTitanKeepsBigCreaturesTapped()
    {
        const Playthrough p = played(R"({"id": "titan", "card": "Marble Titan", "timestamp": 1},
               {"id": "wurm", "card": "Craw Wurm", "controller": "nico", "owner": "nico", "timestamp": 2, "tapped": true},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3,
                "tapped": true})",
            R"({"id": "e1", "begin": "untap"})");
        QCOMPARE(doneOrRefusal(p), QStringList{"done"});
        QVERIFY(p.finalState.object(QStringLiteral("wurm"))->tapped);
        QVERIFY(!p.finalState.object(QStringLiteral("bears"))->tapped);
    }

    // CR 510.1c: Doran, the Siege Tower (0/5) deals 5 combat damage.
    void doranDealsItsToughness()
    {
        const Playthrough p = played(R"({"id": "doran", "card": "Doran, the Siege Tower", "timestamp": 1})",
            R"({"id": "e1", "attack": {"doran": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "done"}));
        QCOMPARE(p.finalState.player(QStringLiteral("nico"))->life, 15);
    }

    // CR 701.15a: Disrupt Decorum goads each creature Ana doesn't control, not her own.
    void disruptDecorumGoads()
    {
        const Playthrough p = played(R"({"id": "decorum", "card": "Disrupt Decorum", "zone": "hand"},
               {"id": "mine", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "his", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "decorum"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(doneOrRefusal(p), (QStringList{"done", "done"}));
        QCOMPARE(p.finalState.object(QStringLiteral("his"))->goadedBy, QStringList{"ana"});
        QVERIFY(p.finalState.object(QStringLiteral("mine"))->goadedBy.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportCombat10)
#include "tst_importcombat10.moc"
