// Combat requirements and restrictions in the event player, on cards written for the test: blocking
// requirements obeyed as far as the restrictions allow (CR 509.1c), attack requirements and goad
// (508.1d, 701.15b), whom a creature may attack (508.1c), blocks restricted by the attacker's power
// (509.1b), and combat damage assigned by toughness (510.1c).
#include "SyntheticCards.h"
#include "cards/CardLibrary.h"
#include "cards/CardParser.h"
#include "io/JsonParser.h"
#include "io/ScenarioReader.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;

namespace {

// Creatures and an enchantment no printed card isolates, each with one rule.
const char* const kCards[] = {
    R"({"name": "Eager Blocker", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
        "abilities": [{"static": {"affects": "self", "effects": [{"rule": "blocks_each_combat"}]}}]})",
    R"({"name": "Bait", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"static": {"affects": "self", "effects": [{"rule": "must_be_blocked"}]}}]})",
    R"({"name": "Menacing Bait", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"keyword": "Menace"},
                      {"static": {"affects": "self", "effects": [{"rule": "must_be_blocked"}]}}]})",
    R"({"name": "Lure Beast", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"static": {"affects": "self", "effects": [{"rule": "all_able_to_block_do_so"}]}}]})",
    R"({"name": "Wall Bait", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"static": {"affects": "self", "effects": [{"rule": {"name": "must_be_blocked_by",
            "filter": {"types": ["Creature"], "subtypes": ["Wall"]}}}]}}]})",
    R"({"name": "Plain Wall", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Wall"], "power": 0,
        "toughness": 4, "abilities": [{"keyword": "Defender"}]})",
    R"({"name": "Small Ward", "mana_cost": "{1}", "types": ["Enchantment"],
        "abilities": [{"static": {"affects": {"types": ["Creature"], "power_at_most": 2},
            "effects": [{"rule": "cant_attack_you"}]}}]})",
    R"({"name": "Walker Ward", "mana_cost": "{1}", "types": ["Enchantment"],
        "abilities": [{"static": {"affects": {"types": ["Creature"], "controller": "opponent"},
            "effects": [{"rule": "cant_attack_you_or_planeswalkers"}]}}]})",
    R"({"name": "Picky Blocker", "mana_cost": "{1}", "types": ["Creature"], "power": 3, "toughness": 3,
        "abilities": [{"static": {"affects": "self", "effects": [{"rule": {"name": "cant_block_power_or_less",
            "power": 2}}]}}]})",
    R"({"name": "Wary Raider", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"static": {"affects": "self", "effects": [{"rule": {"name": "cant_attack_if_defender_controls",
            "filter": {"types": ["Creature"], "tapped": false, "power_at_least": 3}}}]}}]})",
    R"({"name": "Toughness Lord", "mana_cost": "{1}", "types": ["Creature"], "power": 0, "toughness": 5,
        "abilities": [{"static": {"affects": {"types": ["Creature"]},
            "effects": [{"rule": "assigns_damage_by_toughness"}]}}]})",
};

const CardLibrary& library()
{
    static const CardLibrary lib = synthetic::cardLibrary(kCards);
    return lib;
}

// Ana (active), Nico and, with `three`, Zoe; the objects and events as JSON list items.
Playthrough play(const QByteArray& objects, const QByteArray& events, bool three = false)
{
    const QByteArray players = three
        ? R"([{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}, {"id": "zoe", "name": "Zoe"}])"
        : R"([{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}])";
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t", "players": )" + players
        + R"(, "objects": [)" + objects + "], \"events\": [" + events + "]}";
    Diagnostics diags;
    const auto state = ScenarioReader(library()).read(json, QStringLiteral("combat.strata.json"), &diags);
    if (!state) {
        qWarning("%s", qPrintable(diags.formatted().join('\n')));
        return {};
    }
    return EventPlayer::play(*state, library());
}

// Each event's first refused rule, or "done".
QStringList outcomes(const Playthrough& p)
{
    QStringList out;
    for (const EventOutcome& e : p.events)
        out << (e.done ? QStringLiteral("done") : e.problems.value(0).rule);
    return out;
}

}   // namespace

class TestCombatRequirements : public QObject {
    Q_OBJECT
private slots:
    void libraryReads() { QVERIFY(library().find(QStringLiteral("Toughness Lord"))); }

    // CR 509.1c: a creature that blocks each combat if able must block when it can; no block at all
    // is refused, the block is made.
    void blocksEachCombat()
    {
        const Playthrough p = play(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "eager", "card": "Eager Blocker", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "block": {"eager": ["bears"]}})");
        QCOMPARE(outcomes(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c: a requirement it can't obey without breaking a restriction is no requirement: it can't
    // block a creature with flying, so not blocking is legal.
    void requirementGivesWayToRestriction()
    {
        const Playthrough p = play(R"({"id": "angel", "card": "Serra Angel", "timestamp": 1},
               {"id": "eager", "card": "Eager Blocker", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"angel": "nico"}}, {"id": "e2", "block": {}})");
        QCOMPARE(outcomes(p), (QStringList{"done", "done"}));
    }

    // CR 509.1c: "must be blocked if able": one blocker is enough, none is refused.
    void mustBeBlocked()
    {
        const Playthrough p = play(R"({"id": "bait", "card": "Bait", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bait": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "block": {"bears": ["bait"]}})");
        QCOMPARE(outcomes(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c with 702.111b: menace forbids a lone blocker, so a defender with one creature obeys
    // the most requirements it can by not blocking; with two it must block with both.
    void menaceLimitsTheRequirement()
    {
        const Playthrough alone = play(R"({"id": "bait", "card": "Menacing Bait", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bait": "nico"}}, {"id": "e2", "block": {}})");
        QCOMPARE(outcomes(alone), (QStringList{"done", "done"}));
        const Playthrough two = play(R"({"id": "bait", "card": "Menacing Bait", "timestamp": 1},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bait": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "block": {"b1": ["bait"], "b2": ["bait"]}})");
        QCOMPARE(outcomes(two), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c: "all creatures able to block ~ do so" is a requirement for each creature able to: one
    // of two blocking is refused, both are not.
    void allAbleToBlock()
    {
        const Playthrough p = play(R"({"id": "lure", "card": "Lure Beast", "timestamp": 1},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"lure": "nico"}}, {"id": "e2", "block": {"b1": ["lure"]}},
               {"id": "e3", "block": {"b1": ["lure"], "b2": ["lure"]}})");
        QCOMPARE(outcomes(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c: "must be blocked by a Wall if able": a block by another creature doesn't obey it while
    // the Wall could block.
    void mustBeBlockedByASet()
    {
        const Playthrough p = play(R"({"id": "bait", "card": "Wall Bait", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "wall", "card": "Plain Wall", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bait": "nico"}}, {"id": "e2", "block": {"bears": ["bait"]}},
               {"id": "e3", "block": {"wall": ["bait"]}})");
        QCOMPARE(outcomes(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 508.1c: "creatures with power 2 or less can't attack you" forbids the small attacker only;
    // the same creature may attack another player (Zoe).
    void cantAttackYou()
    {
        const Playthrough p = play(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "giant", "card": "Craw Wurm", "timestamp": 2},
               {"id": "ward", "card": "Small Ward", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "attack": {"bears": "zoe", "giant": "nico"}})",
            true);
        QCOMPARE(outcomes(p), (QStringList{"508.1c", "done"}));
    }

    // CR 508.1c: "can't attack you or a planeswalker you control": the ward's controller is "you".
    void cantAttackYouOrPlaneswalkers()
    {
        const Playthrough p = play(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "ward", "card": "Walker Ward", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "attack": {"bears": "zoe"}})", true);
        QCOMPARE(outcomes(p), (QStringList{"508.1c", "done"}));
    }

    // CR 508.1c: "can't attack if defending player controls an untapped creature with power 3 or
    // greater", read against the board: an untapped Craw Wurm stops it, a tapped one doesn't.
    void cantAttackIfDefenderControls()
    {
        const QByteArray raider = R"({"id": "raider", "card": "Wary Raider", "timestamp": 1},)";
        const Playthrough untapped = play(
            raider + R"({"id": "wurm", "card": "Craw Wurm", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"raider": "nico"}})");
        QCOMPARE(outcomes(untapped), QStringList{"508.1c"});
        const Playthrough tapped = play(raider
                + R"({"id": "wurm", "card": "Craw Wurm", "controller": "nico", "owner": "nico", "timestamp": 2,
                      "tapped": true})",
            R"({"id": "e1", "attack": {"raider": "nico"}})");
        QCOMPARE(outcomes(tapped), QStringList{"done"});
    }

    // CR 509.1b: "can't block creatures with power 2 or less": the boundary power 2 is refused, 6 is not.
    void cantBlockPowerOrLess()
    {
        const Playthrough p = play(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "wurm", "card": "Craw Wurm", "timestamp": 2},
               {"id": "picky", "card": "Picky Blocker", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bears": "nico", "wurm": "nico"}}, {"id": "e2", "block": {"picky": ["bears"]}},
               {"id": "e3", "block": {"picky": ["wurm"]}})");
        QCOMPARE(outcomes(p), (QStringList{"done", "509.1b", "done"}));
    }

    // CR 701.15b, 508.1d: a creature goaded by Nico must attack, and a player other than Nico when it
    // can; with Zoe in the game, attacking Nico obeys fewer requirements than attacking Zoe.
    void goadedCreatureAttacksAnotherPlayer()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "goaded_by": ["nico"]},
               {"id": "wurm", "card": "Craw Wurm", "timestamp": 2})";
        const Playthrough p = play(objects,
            R"({"id": "e1", "attack": {"wurm": "zoe"}}, {"id": "e2", "attack": {"bears": "nico"}},
               {"id": "e3", "attack": {"bears": "zoe"}})",
            true);
        QCOMPARE(outcomes(p), (QStringList{"508.1d", "508.1d", "done"}));
    }

    // CR 701.15b: with one opponent, who goaded it, the goaded creature attacks that player.
    void goadedByTheOnlyOpponent()
    {
        const Playthrough p = play(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "goaded_by": ["nico"]},
               {"id": "wurm", "card": "Craw Wurm", "timestamp": 2})",
            R"({"id": "e1", "attack": {"wurm": "nico"}}, {"id": "e2", "attack": {"bears": "nico"}})");
        QCOMPARE(outcomes(p), (QStringList{"508.1d", "done"}));
    }

    // CR 701.15a: the goad ends as the goading player's turn begins.
    void goadEndsOnTheGoadersTurn()
    {
        const Playthrough p = play(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1, "goaded_by": ["nico"]})",
            R"({"id": "e1", "begin": "untap"})");
        QCOMPARE(outcomes(p), QStringList{"done"});
        QVERIFY(p.finalState.object(QStringLiteral("bears"))->goadedBy.isEmpty());
    }

    // CR 510.1c: under "each creature assigns combat damage equal to its toughness", the 0/5 lord
    // deals 5 to Nico (by its power it would deal none, 510.1a).
    void damageByToughness()
    {
        const Playthrough p = play(R"({"id": "lord", "card": "Toughness Lord", "timestamp": 1})",
            R"({"id": "e1", "attack": {"lord": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QCOMPARE(outcomes(p), (QStringList{"done", "done"}));
        QCOMPARE(p.finalState.player(QStringLiteral("nico"))->life, 15);
    }
};

QTEST_GUILESS_MAIN(TestCombatRequirements)
#include "tst_combatrequirements.moc"
