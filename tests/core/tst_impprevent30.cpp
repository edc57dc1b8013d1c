// Round 30's prevention (tests/data/import/impprevent30.json): one-shot prevention effects of resolving
// spells and abilities (615.1a) the model and the event player already carry. "Prevent all combat damage
// that other creatures would deal this turn" (Haze Frog: the set that would deal it, as the damage would be
// dealt), "Prevent all damage that would be dealt to you and creatures you control this turn" (Safe
// Passage: the controller's prevention rule for the turn and the creatures'), "Prevent all damage a source
// of your choice would deal this turn" (Pay No Heed, Prahv: the source the resolve event chose, 609.7a),
// "… would deal to you this turn" (Auriok Replica, Consulate Surveillance: the controller's rule, its
// filter that source), "Prevent all damage that would be dealt to it this turn" after "target blocking Wall
// you control" (Glyph of Destruction: a target named by its creature type), kicker's bigger shield "prevent
// the next 4 damage that would be dealt to that permanent or player this turn instead" (Orim's Touch),
// "Prevent all damage target spell would deal this turn" (Shieldmage Elder: a spell on the stack; Dromoka's
// Command's mode "target instant or sorcery spell"), shields
// that count one source's damage: "Prevent the next 3 damage that would be dealt to any target this turn by
// a source of your choice" (Healing Grace), "Prevent the next 1 damage that would be dealt by ~ this turn"
// (Barbed Wire: to anything), "target permanent or player" (Hypochondria; Sunfire Balm's "you may prevent"),
// "… to that creature this turn by colorless sources" (Lithomancer's Focus: a filter of sources), shields
// "divided as you choose" among any number of targets (Embolden, 601.2d), "If that creature is green,
// prevent the next 2 damage instead." after a shield on any target (Elvish Healer, 608.2b),
// "… blue creatures and black creatures would deal this turn" (Radiant Kavu: either colour). The structure,
// the English written back (the round trip trusts it), the card format, and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impprevent30.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

Playthrough playedOnNicosTurn(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenarioOnNicosTurn(fixtures(), objects, events);
}

// `objects` with Ana's `ana` keys (`, "energy": 2`), played.
Playthrough playedWithAna(const QByteArray& objects, const QByteArray& events, const QByteArray& ana)
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, test::scenarioJson(objects, events, ana));
    if (!state)
        return {};
    return EventPlayer::play(*state, lib);
}

// The one op of a continuous action.
const Op* onlyOp(const Action& a)
{
    return a.kind == ActionKind::Continuous && a.continuous && a.continuous->ops.size() == 1 ? &a.continuous->ops.first()
                                                                                             : nullptr;
}

}   // namespace

class TestImpPrevent30 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 18); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The writer's words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Haze Frog"), 1),
            QStringLiteral("When ~ enters, prevent all combat damage that would be dealt by other creatures this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Safe Passage"), 0),
            QStringLiteral("Prevent all damage that would be dealt to you this turn. Prevent all damage that would be "
                           "dealt to creatures you control this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pay No Heed"), 0),
            QStringLiteral("Prevent all damage that would be dealt by a source of your choice this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Auriok Replica"), 0),
            QStringLiteral("{W}, Sacrifice ~: Prevent all damage that would be dealt to you by a source of your choice "
                           "this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Orim's Touch"), 1),
            QStringLiteral("Prevent the next 2 damage that would be dealt to any target this turn. If ~ was kicked, "
                           "prevent the next 4 damage that would be dealt to that permanent or player this turn instead."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Barbed Wire"), 1),
            QStringLiteral("{2}: Prevent the next 1 damage that would be dealt by ~ this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sunfire Balm"), 2),
            QStringLiteral("When you cycle ~, you may prevent the next 1 damage that would be dealt to target permanent or "
                           "player this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Radiant Kavu"), 0),
            QStringLiteral("{R}{G}{W}: Prevent all combat damage that would be dealt by blue or black creatures this turn."));
    }

    // CR 615.1a, 611.2c: Haze Frog's prevention names a set ("other creatures": all but the Frog), read as
    // each damage would be dealt, for the turn (514.2).
    void hazeFrogPreventsOtherCreaturesCombatDamage()
    {
        const AbilityDef* d = test::parsedWith(fixtures(), QStringLiteral("Haze Frog"), QStringLiteral("prevent"));
        QVERIFY(d && d->effect.size() == 1);
        const Op* op = onlyOp(d->effect.first());
        QVERIFY(op && op->kind == Op::Kind::Rule);
        QCOMPARE(op->rule, RuleName::PreventCombatDamageBy);
        const Selector& set = *d->effect.first().continuous->affects;
        QVERIFY(set.other && !set.isRef() && set.types == quint16(CardType::Creature));
        QCOMPARE(d->effect.first().continuous->duration, Duration::EndOfTurn);
    }

    // CR 615.1a, 510.2: Nico's Craw Wurm and Grizzly Bears attack Ana; she flashes in Haze Frog, whose trigger
    // resolves, and it blocks the Bears. The Frog's own damage kills the Bears, and neither the Bears'
    // damage to the Frog nor the unblocked Wurm's damage to Ana is dealt. A Frog already there (no trigger)
    // dies and Ana goes to 14.
    void hazeFrogsTriggerSparesItsOwnDamage()
    {
        const QByteArray attackers = R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const QByteArray attack = R"({"id": "e1", "attack": {"wurm": "ana", "bears": "ana"}}, )";
        const QByteArray block = R"({"id": "e4", "block": {"frog": ["bears"]}}, {"id": "e5", "begin": "combat_damage"})";
        const Playthrough p = playedOnNicosTurn(
            attackers + R"(, {"id": "frog", "card": "Haze Frog", "owner": "ana", "controller": "ana", "zone": "hand"})",
            attack + R"({"id": "e2", "move": "frog", "to": "battlefield"}, {"id": "e3", "resolve": "top"}, )" + block);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("frog")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("frog")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        const Playthrough without = playedOnNicosTurn(
            attackers + R"(, {"id": "frog", "card": "Haze Frog", "owner": "ana", "controller": "ana", "timestamp": 3})",
            attack + block);
        QVERIFY2(test::zoneOf(without, QStringLiteral("frog")) == Zone::Graveyard, qPrintable(test::happened(without)));
        QCOMPARE(test::lifeOf(without, QStringLiteral("ana")), 14);
    }

    // CR 615.1a: Safe Passage is the controller's prevention rule (no filter: every source) and the rule of
    // the creatures she controls, both until the turn ends.
    void safePassageIsTwoRulesForTheTurn()
    {
        const AbilityDef* d = test::parsedWith(fixtures(), QStringLiteral("Safe Passage"), QStringLiteral("Prevent"));
        QVERIFY(d && d->effect.size() == 2);
        const Op* you = onlyOp(d->effect[0]);
        QVERIFY(you && you->kind == Op::Kind::PlayerRule && !you->filter);
        QCOMPARE(you->rule, RuleName::PlayerPreventAllDamage);
        const Op* yours = onlyOp(d->effect[1]);
        QVERIFY(yours && yours->kind == Op::Kind::Rule);
        QCOMPARE(yours->rule, RuleName::PreventAllDamageTo);
        const Selector& set = *d->effect[1].continuous->affects;
        QVERIFY(set.controller == Selector::Who::You && set.types == quint16(CardType::Creature));
        QCOMPARE(d->effect[1].continuous->duration, Duration::EndOfTurn);
    }

    // CR 615.1a, 514.2: after Safe Passage resolves, Nico's Craw Wurm deals 3 damage to Ana and to her Grizzly
    // Bears, and none is dealt; his own Bears is dealt its 3 and dies. Without it Ana goes to 17 and her Bears
    // dies.
    void safePassagePreventsDamageToAnaAndHerCreatures()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Safe Passage", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray damage = R"({"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 3},
            {"source": "wurm", "to": "b1", "amount": 3}, {"source": "wurm", "to": "b2", "amount": 3}]})";
        const Playthrough p
            = played(objects, R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"}, )" + damage);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("b1")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("b2")), Zone::Graveyard);   // 704.5g
        const Playthrough without = played(objects, damage);
        QVERIFY2(test::lifeOf(without, QStringLiteral("ana")) == 17, qPrintable(test::happened(without)));
        QCOMPARE(test::zoneOf(without, QStringLiteral("b1")), Zone::Graveyard);
    }

    // CR 609.7a, 615.1a: Pay No Heed's prevention names the source chosen as it resolves, and Prahv's
    // ability the same.
    void sourceOfYourChoiceIsTheChosenSource()
    {
        for (const char* card : {"Pay No Heed", "Prahv, Spires of Order"}) {
            const AbilityDef* d = test::parsedWith(fixtures(), QString::fromLatin1(card), QStringLiteral("Prevent"));
            QVERIFY2(d && d->effect.size() == 1, card);
            const Op* op = onlyOp(d->effect.first());
            QVERIFY(op && op->kind == Op::Kind::Rule);
            QCOMPARE(op->rule, RuleName::PreventAllDamageBy);
            QCOMPARE(d->effect.first().continuous->affects->ref, Selector::Ref::ChosenSource);
        }
    }

    // CR 609.7a, 615.1a, 400.7: Ana casts Pay No Heed choosing Nico's Craw Wurm: its 3 damage to Ana and to her
    // Grizzly Bears is not dealt, while his Bears' 2 to Ana is. The Wurm that left the battlefield and came
    // back is a new object, whose damage is dealt; with no source chosen nothing is prevented.
    void payNoHeedPreventsTheChosenSourcesDamage()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Pay No Heed", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray cast = R"({"id": "e1", "cast": "spell"}, )";
        const QByteArray damage = R"({"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 3},
            {"source": "wurm", "to": "b1", "amount": 3}, {"source": "b2", "to": "ana", "amount": 2}]})";
        const Playthrough p = played(objects, cast + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}}, )" + damage);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("b1")), 0);
        const Playthrough back = played(objects, cast + R"({"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}},
            {"id": "m1", "move": "wurm", "to": "graveyard"}, {"id": "m2", "move": "wurm", "to": "battlefield"}, )" + damage);
        QVERIFY2(test::lifeOf(back, QStringLiteral("ana")) == 15, qPrintable(test::happened(back)));
        QCOMPARE(test::zoneOf(back, QStringLiteral("b1")), Zone::Graveyard);
        const Playthrough none = played(objects, cast + R"({"id": "e2", "resolve": "top"}, )" + damage);
        QVERIFY2(test::lifeOf(none, QStringLiteral("ana")) == 15, qPrintable(test::happened(none)));
        QVERIFY(test::happened(none).contains(QStringLiteral("no source the effect allows was chosen")));
    }

    // CR 609.7a, 615.1a: Prahv's ability, the Wurm chosen as it resolves: none of the Wurm's damage to Ana.
    void prahvPreventsTheChosenSourcesDamage()
    {
        const Playthrough p = played(R"({"id": "prahv", "card": "Prahv, Spires of Order", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "prahv", "ability": 2}, {"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}},
               {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("prahv")));
    }

    // CR 609.7a, 615.1a: "… to you this turn by a source of your choice" is the controller's prevention rule,
    // its filter the source chosen as it resolves.
    void toYouByTheChosenSourceIsAPlayersRule()
    {
        for (const char* card : {"Auriok Replica", "Consulate Surveillance"}) {
            const AbilityDef* d = test::parsedWith(fixtures(), QString::fromLatin1(card), QStringLiteral("Prevent"));
            QVERIFY2(d && d->effect.size() == 1, card);
            const Op* op = onlyOp(d->effect.first());
            QVERIFY(op && op->kind == Op::Kind::PlayerRule && op->filter);
            QCOMPARE(op->rule, RuleName::PlayerPreventAllDamage);
            QCOMPARE(op->filter->ref, Selector::Ref::ChosenSource);
        }
    }

    // CR 609.7a, 615.1a: Ana sacrifices Auriok Replica choosing Nico's Craw Wurm: its 6 damage to her is not
    // dealt, while its 3 to her Grizzly Bears is (the Bears dies) and his Bears' 2 to her is.
    void auriokReplicaPreventsTheChosenSourcesDamageToYou()
    {
        const Playthrough p = played(R"({"id": "replica", "card": "Auriok Replica", "timestamp": 1},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 4})",
            R"({"id": "e1", "activate": "replica", "ability": 1}, {"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}},
               {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}, {"source": "wurm", "to": "b1", "amount": 3},
                                       {"source": "b2", "to": "ana", "amount": 2}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("replica")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("b1")), Zone::Graveyard);   // 704.5g
    }

    // CR 609.7a, 611.2a, 107.14: Ana pays two energy; Consulate Surveillance's effect lasts the turn after the
    // enchantment is gone: Nico's Craw Wurm, chosen, deals no damage to Ana, and his Bears, not chosen, its 2.
    void consulateSurveillanceOutlastsItsSource()
    {
        const Playthrough p = playedWithAna(R"({"id": "cs", "card": "Consulate Surveillance", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})",
            R"({"id": "e1", "activate": "cs", "ability": 2}, {"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}},
               {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]},
               {"id": "m1", "move": "cs", "to": "graveyard"},
               {"id": "e4", "damage": [{"source": "wurm", "to": "ana", "amount": 6}, {"source": "b2", "to": "ana", "amount": 2}]})",
            R"(, "energy": 2)");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("cs")), Zone::Graveyard);
    }

    // CR 615.1a, 205.3m, 603.7: Nico's Craw Wurm attacks Ana and her Wall of Omens blocks it; Glyph of
    // Destruction on the Wall makes it 10/4 and prevents the Wurm's 6 damage to it, so the Wurm dies and the
    // Wall is dealt none; at the beginning of the next end step the Wall is destroyed.
    void glyphOfDestructionShieldsTheWallThenDestroysIt()
    {
        const QByteArray objects = R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 1},
            {"id": "wall", "card": "Wall of Omens", "owner": "ana", "controller": "ana", "timestamp": 2},
            {"id": "glyph", "card": "Glyph of Destruction", "owner": "ana", "controller": "ana", "zone": "hand"})";
        const QByteArray combat = R"({"id": "e1", "attack": {"wurm": "ana"}}, {"id": "e2", "block": {"wall": ["wurm"]}},
            {"id": "e3", "cast": "glyph", "targets": ["wall"]}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "begin": "combat_damage"})";
        const Playthrough fought = playedOnNicosTurn(objects, combat);
        QVERIFY2(test::zoneOf(fought, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(fought)));
        QCOMPARE(test::zoneOf(fought, QStringLiteral("wall")), Zone::Battlefield);
        QCOMPARE(test::damageOn(fought, QStringLiteral("wall")), 0);
        const Playthrough ended = playedOnNicosTurn(objects, combat + R"(, {"id": "e6", "begin": "end"}, {"id": "e7", "resolve": "top"})");
        QVERIFY2(test::zoneOf(ended, QStringLiteral("wall")) == Zone::Graveyard, qPrintable(test::happened(ended)));
    }

    // CR 702.33d, 615.7, 608.2c: Orim's Touch on Ana, kicked, prevents 4 of the Craw Wurm's 6 damage to her;
    // not kicked, 2. Kicked on her Grizzly Bears, 4 of 5, and the Bears lives.
    void orimsTouchKickedPreventsMore()
    {
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Orim's Touch\", \"zone\": \"hand\"}, " R"(
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const auto touched = [&](const QByteArray& target, const QByteArray& kicked, const QByteArray& damage) {
            return played(objects, "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"" + target + "\"]" + kicked
                    + "}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"damage\": [" + damage + "]}");
        };
        const QByteArray toAna = R"({"source": "wurm", "to": "ana", "amount": 6})";
        const Playthrough kicked = touched("ana", R"(, "kicked": true)", toAna);
        QVERIFY2(test::lifeOf(kicked, QStringLiteral("ana")) == 18, qPrintable(test::happened(kicked)));
        const Playthrough plain = touched("ana", {}, toAna);
        QVERIFY2(test::lifeOf(plain, QStringLiteral("ana")) == 16, qPrintable(test::happened(plain)));
        const QByteArray toBears = R"({"source": "wurm", "to": "bears", "amount": 5})";
        const Playthrough bears = touched("bears", R"(, "kicked": true)", toBears);
        QVERIFY2(test::damageOn(bears, QStringLiteral("bears")) == 1, qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(touched("bears", {}, toBears), QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 615.1a, 608.2: Nico casts Lightning Bolt at Ana; Shieldmage Elder's ability on the Bolt resolves
    // first, and the Bolt's damage, dealt while it is on the stack, is prevented. Without it Ana goes to 17.
    void shieldmageElderPreventsTheTargetSpellsDamage()
    {
        const AbilityDef* d = test::parsedWith(fixtures(), QStringLiteral("Shieldmage Elder"), QStringLiteral("spell"));
        QVERIFY(d && d->targets.size() == 1 && d->effect.size() == 1);
        QCOMPARE(d->targets.first().word, QStringLiteral("spell"));
        const Op* op = onlyOp(d->effect.first());
        QVERIFY(op && op->rule == RuleName::PreventAllDamageBy);
        QCOMPARE(d->effect.first().continuous->affects->ref, Selector::Ref::Target);
        const QByteArray objects = R"({"id": "elder", "card": "Shieldmage Elder", "timestamp": 1},
            {"id": "w1", "card": "Shieldmage Elder", "timestamp": 2}, {"id": "w2", "card": "Shieldmage Elder", "timestamp": 3},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "controller": "nico", "zone": "hand"})";
        const QByteArray bolt = R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, )";
        const Playthrough p = played(objects, bolt + R"({"id": "e2", "activate": "elder", "ability": 2, "targets": ["bolt"]},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        const Playthrough without = played(objects, bolt + R"({"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(without, QStringLiteral("ana")) == 17, qPrintable(test::happened(without)));
    }

    // CR 700.2, 615.1a: Dromoka's Command with its first and third modes: Nico's Lightning Bolt at Ana deals no
    // damage, and Ana's Grizzly Bears gets a +1/+1 counter.
    void dromokasCommandPreventsTheSpellsDamage()
    {
        const QByteArray objects = "{\"id\": \"cmd\", \"card\": \"Dromoka's Command\", \"zone\": \"hand\"}, " R"(
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "controller": "nico", "zone": "hand"})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["ana"]},
            {"id": "e2", "cast": "cmd", "targets": ["bolt", "bears"], "choices": {"mode": [1, 3]}},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 1);
    }

    // CR 615.7, 609.7a: Healing Grace's shield names the source chosen as it resolves and counts 3 damage.
    void healingGraceShieldCountsTheChosenSource()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Healing Grace"), 0, ActionKind::PreventDamage);
        QVERIFY(a && a->object && !a->nextTime && a->to);
        QCOMPARE(a->object->ref, Selector::Ref::ChosenSource);
        QCOMPARE(a->amount.n, 3);
        QCOMPARE(a->to->ref, Selector::Ref::Target);
    }

    // CR 615.7, 609.7a: Healing Grace on Ana, Nico's Craw Wurm chosen: she gains 3, 3 of the Wurm's 6 damage
    // is prevented and his Grizzly Bears' 2 is dealt (18). On her Bears, 3 of the Wurm's 4 (it lives). With no
    // source chosen nothing is prevented (15).
    void healingGracePreventsThreeOfTheChosenSourcesDamage()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Healing Grace", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray chosen = R"(, "choices": {"objects": ["wurm"]}})";
        const QByteArray toAna = R"({"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6},
            {"source": "b2", "to": "ana", "amount": 2}]})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "spell", "targets": ["ana"]}, {"id": "e2", "resolve": "top")"
                + chosen + ", " + toAna);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        const Playthrough none = played(objects, R"({"id": "e1", "cast": "spell", "targets": ["ana"]}, {"id": "e2", "resolve": "top"}, )"
                + toAna);
        QVERIFY2(test::lifeOf(none, QStringLiteral("ana")) == 15, qPrintable(test::happened(none)));
        const Playthrough bears = played(objects, R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top")"
                + chosen + R"(, {"id": "e3", "damage": [{"source": "wurm", "to": "bears", "amount": 4}]})");
        QVERIFY2(test::damageOn(bears, QStringLiteral("bears")) == 1, qPrintable(test::happened(bears)));
    }

    // CR 615.7: Barbed Wire's shield is its own damage to anything: the first 1 damage it deals to Nico is
    // prevented, the next is dealt, and Ana's Grizzly Bears' 2 to Nico is dealt too (17).
    void barbedWirePreventsItsOwnNextDamage()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Barbed Wire"), 1, ActionKind::PreventDamage);
        QVERIFY(a && a->object && !a->nextTime && !a->to && a->who.isEmpty());
        QCOMPARE(a->object->ref, Selector::Ref::Self);
        const Playthrough p = played(R"({"id": "wire", "card": "Barbed Wire", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "activate": "wire", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "bears", "to": "nico", "amount": 2}]},
               {"id": "e4", "damage": [{"source": "wire", "to": "nico", "amount": 1}]},
               {"id": "e5", "damage": [{"source": "wire", "to": "nico", "amount": 1}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
    }

    // CR 115.1, 615.7: "target permanent or player" is a permanent of any kind or a player. Hypochondria's
    // shield on Ana (she discards her Plains for it) takes 3 of the Craw Wurm's 6 damage (17); a Forest is
    // a legal target, where "any target" refuses it (115.4).
    void hypochondriaShieldsAPermanentOrAPlayer()
    {
        const AbilityDef* d = test::parsedWith(fixtures(), QStringLiteral("Hypochondria"), QStringLiteral("permanent or player"));
        QVERIFY(d && d->targets.size() == 1 && d->targets.first().anyOf.size() == 2);
        const QByteArray objects = R"({"id": "hypo", "card": "Hypochondria", "timestamp": 1},
            {"id": "forest", "card": "Forest", "timestamp": 2}, {"id": "plains", "card": "Plains", "zone": "hand"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const Playthrough p = played(objects, R"({"id": "e1", "activate": "hypo", "ability": 1, "targets": ["ana"]},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("plains")), Zone::Graveyard);   // the cost's discard
        const Playthrough land = played(objects, R"({"id": "e1", "activate": "hypo", "ability": 1, "targets": ["forest"]})");
        QCOMPARE(test::doneOrRefusal(land), QStringList{QStringLiteral("done")});
        const Playthrough any = played(objects, R"({"id": "e1", "activate": "hypo", "ability": 2, "targets": ["forest"]})");
        QVERIFY2(test::doneOrRefusal(any) != QStringList{QStringLiteral("done")}, qPrintable(test::happened(any)));
    }

    // CR 702.29c, 603.5, 615.7: Ana cycles Sunfire Balm; its trigger's shield on her takes 1 of the Craw
    // Wurm's 3 damage (18); when she declines, none (17).
    void sunfireBalmsCyclingShieldIsOptional()
    {
        const QByteArray objects = R"({"id": "balm", "card": "Sunfire Balm", "zone": "hand"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 1})";
        const QByteArray cycle = R"({"id": "e1", "activate": "balm", "ability": 2, "triggers": {"e1.1": {"targets": ["ana"]}}}, )";
        const QByteArray damage = R"(, {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 3}]})";
        const Playthrough p = played(objects, cycle + R"({"id": "e2", "resolve": "top"})" + damage);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        const Playthrough declined = played(objects, cycle + R"({"id": "e2", "resolve": "top", "may": false})" + damage);
        QVERIFY2(test::lifeOf(declined, QStringLiteral("ana")) == 17, qPrintable(test::happened(declined)));
    }

    // CR 615.1a, 105.2c: Lithomancer's Focus makes Ana's Grizzly Bears 4/4 and prevents the damage colorless
    // sources would deal to it this turn: Barbed Wire's 1 is prevented, the green Craw Wurm's 3 is dealt.
    void lithomancersFocusPreventsColorlessSourcesDamage()
    {
        const AbilityDef* d = test::parsedWith(fixtures(), QStringLiteral("Lithomancer's Focus"), QStringLiteral("colorless"));
        QVERIFY(d && d->effect.size() == 2);
        const Op* op = onlyOp(d->effect[1]);
        QVERIFY(op && op->rule == RuleName::PreventAllDamageTo && op->filter);
        QVERIFY(op->filter->colorless && op->filter->where == Selector::Where::Any);
        const QByteArray objects = "{\"id\": \"focus\", \"card\": \"Lithomancer's Focus\", \"zone\": \"hand\"}, " R"(
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wire", "card": "Barbed Wire", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "focus", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "damage": [{"source": "wire", "to": "bears", "amount": 1}]},
            {"id": "e4", "damage": [{"source": "wurm", "to": "bears", "amount": 3}]})");
        QVERIFY2(test::damageOn(p, QStringLiteral("bears")) == 3, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("4/4"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 601.2d, 615.7: Embolden divides its 4 among Ana (1) and her Grizzly Bears (3) as it is cast: of the
    // Craw Wurm's 3 damage to Ana 2 is dealt (18), of its 4 to the Bears 1 (it lives). A cast that names no
    // division among two targets is refused.
    void emboldenDividesItsShields()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Embolden"), 0, ActionKind::PreventDamage);
        QVERIFY(a && a->divided && a->to && a->to->ref == Selector::Ref::Targets);
        QCOMPARE(a->amount.n, 4);
        const QByteArray objects = R"({"id": "spell", "card": "Embolden", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "spell", "targets": ["ana", "bears"],
                "assign": {"spell": {"ana": 1, "bears": 3}}}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 3}, {"source": "wurm", "to": "bears", "amount": 4}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 1);
        const Playthrough undivided = played(objects, R"({"id": "e1", "cast": "spell", "targets": ["ana", "bears"]})");
        QCOMPARE(test::doneOrRefusal(undivided), QStringList{QStringLiteral("601.2d")});
    }

    // CR 608.2b, 615.7: Elvish Healer's shield is 2 on a green creature (Ana's Grizzly Bears is dealt 1 of the
    // Craw Wurm's 3), 1 on a white one (her Wall of Omens, 2 of 3) and 1 on a player (Ana goes to 18).
    void elvishHealerShieldsGreenCreaturesMore()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elvish Healer"), 0),
            QStringLiteral("{T}: Prevent the next 1 damage that would be dealt to any target this turn. If that creature is "
                           "green, prevent the next 2 damage instead."));
        const QByteArray objects = R"({"id": "healer", "card": "Elvish Healer", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "wall", "card": "Wall of Omens", "timestamp": 3},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 4})";
        const auto healed = [&](const QByteArray& target) {
            return played(objects, "{\"id\": \"e1\", \"activate\": \"healer\", \"ability\": 1, \"targets\": [\"" + target
                    + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"damage\": [{\"source\": \"wurm\", "
                      "\"to\": \"" + target + "\", \"amount\": 3}]}");
        };
        const Playthrough green = healed("bears");
        QVERIFY2(test::damageOn(green, QStringLiteral("bears")) == 1, qPrintable(test::happened(green)));
        const Playthrough white = healed("wall");
        QVERIFY2(test::damageOn(white, QStringLiteral("wall")) == 2, qPrintable(test::happened(white)));
        const Playthrough player = healed("ana");
        QVERIFY2(test::lifeOf(player, QStringLiteral("ana")) == 18, qPrintable(test::happened(player)));
    }

    // CR 615.1a, 510.1: Radiant Kavu's set is the creatures that are blue or black; Ana's Grizzly Bears
    // attacks and Nico's black Bog Wraith blocks it: the Wraith's combat damage is prevented, the green
    // Bears' is dealt. Without the ability the Bears dies.
    void radiantKavuPreventsBlueAndBlackCreaturesDamage()
    {
        const AbilityDef* d = test::parsedWith(fixtures(), QStringLiteral("Radiant Kavu"), QStringLiteral("Prevent"));
        QVERIFY(d && d->effect.size() == 1);
        const Op* op = onlyOp(d->effect.first());
        QVERIFY(op && op->rule == RuleName::PreventCombatDamageBy);
        const Selector& set = *d->effect.first().continuous->affects;
        QVERIFY(set.colors.has(Color::Blue) && set.colors.has(Color::Black) && !set.colors.has(Color::Green));
        const QByteArray objects = R"({"id": "kavu", "card": "Radiant Kavu", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "wraith", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray combat = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wraith": ["bears"]}}, )";
        const Playthrough p = played(objects, combat + R"({"id": "e3", "activate": "kavu", "ability": 1},
            {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "combat_damage"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("wraith")), 2);
        const Playthrough without = played(objects, combat + R"({"id": "e3", "begin": "combat_damage"})");
        QVERIFY2(test::zoneOf(without, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(without)));
    }
};

QTEST_GUILESS_MAIN(TestImpPrevent30)
#include "tst_impprevent30.moc"
