// The vocabulary of the primer's keywords and cards (issue 15): the card parser reads it and refuses
// it, when broken, with a positioned error; tst_rulestext_events checks the text written from it
// (CR 702.30 echo, 702.32 fading, 702.29 cycling, 702.27 buyback, 702.33 kicker, 702.83 exalted,
// 702.45 bushido, 702.13 intimidate, 702.80 wither, 702.18 shroud).
#include "cards/CardParser.h"
#include "io/JsonTree.h"
#include <QtTest>

using namespace strata;

namespace {

CardPtr parse(const QString& json, Diagnostics* diags)
{
    io::JsonParseError perr;
    const auto root = io::parseJson(json.toUtf8(), &perr);
    if (!root)
        return nullptr;
    return CardParser(QStringLiteral("kw.json"), diags).parse(*root);
}

}   // namespace

class TestKeywordVocabulary : public QObject {
    Q_OBJECT
private slots:
    void readsTheVocabulary()
    {
        Diagnostics diags;
        const CardPtr card = parse(QStringLiteral(R"({"name": "T", "types": ["Creature"], "abilities": [
            {"keyword": "Exalted"}, {"keyword": "Bushido", "n": 2}, {"keyword": "Intimidate"},
            {"keyword": "Wither"}, {"keyword": "Shroud"},
            {"static": {"affects": "self", "effects": [{"rule": {"name": "cant_attack_unless_defender_controls", "land_type": "Swamp"}}]}},
            {"triggered": {"event": "end_step", "if": {"none_on_battlefield": {"types": ["Creature"]}}, "effect": [{"sacrifice": "self"}]}},
            {"triggered": {"event": "you_cycle_this", "effect": [{"search_basic_land_to_hand": true}]}},
            {"replacement": {"if": {"kicked": true}, "enters_with_counters": {"kind": "+1/+1", "n": 3}, "with_abilities": [{"keyword": "Trample"}]}},
            {"activated": {"cost": ["{B}"], "effect": [{"damage": 1, "to": {"types": ["Creature"]}, "each_player": true}, {"return_to_hand": "self"}, {"remove_counter_or_sacrifice": "fade"}]}}]})"),
            &diags);
        QVERIFY2(card, qPrintable(diags.formatted().join("\n")));
        const auto& a = card->front.abilities;
        QCOMPARE(a[1]->n.value_or(0), 2);
        QCOMPARE(a[1]->keywordText(), QStringLiteral("Bushido 2"));
        const Op& rule = a[5]->ops.first();
        QCOMPARE(rule.rule, RuleName::CantAttackUnlessDefenderControls);
        QCOMPARE(rule.subtypes.size(), 1);
        QCOMPARE(SubtypeRegistry::instance().name(rule.subtypes.first()), QStringLiteral("Swamp"));
        QCOMPARE(a[6]->triggerIf->kind, Condition::Kind::NoneOnBattlefield);
        QCOMPARE(a[7]->event, TriggerEvent::YouCycleThis);
        QCOMPARE(a[7]->effect[0].kind, ActionKind::SearchBasicLandToHand);
        QCOMPARE(a[8]->condition->kind, Condition::Kind::Kicked);
        QVERIFY(a[8]->generatesEffects());   // "enters with trample": an effect on itself, layer 6
        QCOMPARE(a[8]->ops.first().abilities.first()->keyword, QStringLiteral("Trample"));
        QVERIFY(a[9]->effect[0].eachPlayer);
        QCOMPARE(a[9]->effect[1].kind, ActionKind::ReturnToHand);
        QCOMPARE(a[9]->effect[2].kind, ActionKind::RemoveCounterOrSacrifice);
        QCOMPARE(a[9]->effect[2].counters.kind, QStringLiteral("fade"));
    }

    void refusesBrokenVocabulary_data()
    {
        QTest::addColumn<QString>("ability");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rule needs its land type")
            << R"({"static": {"affects": "self", "effects": [{"rule": "cant_attack_unless_defender_controls"}]}})"
            << "needs \"land_type\"";
        QTest::newRow("land type on a rule without one")
            << R"({"static": {"affects": "self", "effects": [{"rule": {"name": "cant_be_blocked", "land_type": "Island"}}]}})"
            << "takes no land type";
        QTest::newRow("rule needs its power")
            << R"({"static": {"affects": "self", "effects": [{"rule": "cant_block_power_or_greater"}]}})"
            << "needs \"power\"";
        QTest::newRow("power on a rule without one")
            << R"({"static": {"affects": "self", "effects": [{"rule": {"name": "cant_block", "power": 2}}]}})"
            << "takes no power";
        QTest::newRow("unknown land type")
            << R"({"static": {"affects": "self", "effects": [{"rule": {"name": "cant_attack_unless_defender_controls", "land_type": "Ocean"}}]}})"
            << "unknown land type \"Ocean\"";
        QTest::newRow("each_player beside another action")
            << R"({"activated": {"cost": ["{B}"], "effect": [{"gain_life": 1, "each_player": true}]}})"
            << "only \"damage\" takes \"each_player\"";
        QTest::newRow("kicked must be true")
            << R"({"replacement": {"if": {"kicked": 1}, "enters_tapped": true}})" << "expected true";
    }

    void refusesBrokenVocabulary()
    {
        QFETCH(QString, ability);
        QFETCH(QString, expected);
        Diagnostics diags;
        const CardPtr card
            = parse(QStringLiteral(R"({"name": "T", "types": ["Creature"], "abilities": [%1]})").arg(ability), &diags);
        QVERIFY(!card);
        const QString all = diags.formatted().join("\n");
        QVERIFY2(all.contains(expected), qPrintable(all));
        QVERIFY2(all.startsWith(QStringLiteral("kw.json:1:")), qPrintable(all));   // positioned
    }
};

QTEST_GUILESS_MAIN(TestKeywordVocabulary)
#include "tst_keywordvocabulary.moc"
