// One-shot prevention effects (CR 615.1a) read from real cards' Oracle text
// (tests/data/import/prevent12.json): "Prevent all damage that would be dealt to target creature this
// turn", "… combat damage that would be dealt by …", "… to and dealt by ~ …", "Prevent all damage target
// creature would deal this turn". Each is a continuous action whose op is the prevention rule the
// damage code reads, until the turn ends (514.2); the structure, the sentence written back in three
// languages, the card format, and the event player preventing the damage and saying which effect did.
#include "ImportFixtures.h"
#include "TableTranslator.h"
#include "text/RulesText.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::damageOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("prevent12.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The Spanish and Italian of this round's template, as in the translations TSV, and the prevention
// templates already translated.
const test::TranslationTable kTemplates = {
    {"%1 this turn", {"%1 este turno", "%1 in questo turno"}},
    {"prevent all damage that would be dealt to %1",
        {"previene todo el daño que se le fuera a hacer a %1", "previeni tutto il danno che %1 subirebbe"}},
};

}   // namespace

class TestImportPrevent : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 25);
    }

    // The structure and the English written back (the round trip trusts it).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("ref");
        QTest::addColumn<QString>("written");
        const int target = int(Selector::Ref::Target);
        const int self = int(Selector::Ref::Self);
        QTest::newRow("to target, spell") << "Indestructible Aura" << 0 << int(RuleName::PreventAllDamageTo) << target
                                          << "Prevent all damage that would be dealt to target creature this turn.";
        QTest::newRow("combat by target") << "Fend Off" << 0 << int(RuleName::PreventCombatDamageBy) << target
                                          << "Prevent all combat damage that would be dealt by target creature this turn.";
        QTest::newRow("to target, {T}") << "Oriss, Samite Guardian" << 0 << int(RuleName::PreventAllDamageTo) << target
                                        << "{T}: Prevent all damage that would be dealt to target creature this turn.";
        QTest::newRow("to and by target") << "Cephalid Illusionist" << 1 << int(RuleName::PreventCombatDamageToAndBy)
                                          << target
                                          << "{2}{U}, {T}: Prevent all combat damage that would be dealt to and dealt "
                                             "by target creature you control this turn.";
        QTest::newRow("to and by ~") << "Deftblade Elite" << 1 << int(RuleName::PreventCombatDamageToAndBy) << self
                                     << "{1}{W}: Prevent all combat damage that would be dealt to and dealt by ~ this turn.";
        QTest::newRow("target would deal") << "Resistance Fighter" << 0 << int(RuleName::PreventCombatDamageBy) << target
                                           << "Sacrifice ~: Prevent all combat damage that would be dealt by target "
                                              "creature this turn.";
        QTest::newRow("to ~") << "Trained Pronghorn" << 0 << int(RuleName::PreventAllDamageTo) << self
                              << "Discard a card: Prevent all damage that would be dealt to ~ this turn.";
        QTest::newRow("trigger") << "Harvestguard Alseids" << 0 << int(RuleName::PreventAllDamageTo) << target
                                 << "Whenever ~ or another enchantment you control enters, prevent all damage that "
                                    "would be dealt to target creature this turn.";
        QTest::newRow("legendary target") << "Kitsune Healer" << 1 << int(RuleName::PreventAllDamageTo) << target
                                          << "{T}: Prevent all damage that would be dealt to target legendary creature "
                                             "this turn.";
        QTest::newRow("attacking target") << "Warning" << 0 << int(RuleName::PreventCombatDamageBy) << target
                                          << "Prevent all combat damage that would be dealt by target attacking "
                                             "creature this turn.";
        QTest::newRow("would deal, all") << "Shieldmage Elder" << 0 << int(RuleName::PreventAllDamageBy) << target
                                         << "Tap two untapped Clerics you control: Prevent all damage that would be "
                                            "dealt by target creature this turn.";
        // The one target creature the instruction before named: "it", as Strata writes it.
        QTest::newRow("that creature") << "Leap of Faith" << 0 << int(RuleName::PreventAllDamageTo) << target
                                       << "Target creature gains flying until end of turn. Prevent all damage that "
                                          "would be dealt to it this turn.";
        QTest::newRow("untap, that creature") << "Ebony Horse" << 0 << int(RuleName::PreventCombatDamageToAndBy)
                                              << target
                                              << "{2}, {T}: Untap target attacking creature you control. Prevent all "
                                                 "combat damage that would be dealt to and dealt by it this turn.";
        QTest::newRow("untap, it") << "Elvish Scout" << 0 << int(RuleName::PreventCombatDamageToAndBy) << target
                                   << "{G}, {T}: Untap target attacking creature you control. Prevent all combat "
                                      "damage that would be dealt to and dealt by it this turn.";
        // "it" after a trigger on ~ itself (603.7c): ~.
        QTest::newRow("blocks, it") << "Goblin Snowman" << 0 << int(RuleName::PreventCombatDamageToAndBy) << self
                                    << "Whenever ~ blocks, prevent all combat damage that would be dealt to and dealt "
                                       "by ~ this turn.";
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(int, ref);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QVERIFY(!a->effect.isEmpty());
        const Action& act = a->effect.last();
        QCOMPARE(act.kind, ActionKind::Continuous);
        QVERIFY(act.continuous && act.continuous->affects);
        QCOMPARE(int(act.continuous->affects->ref), ref);
        QCOMPARE(act.continuous->duration, Duration::EndOfTurn);   // "this turn" (514.2)
        QCOMPARE(act.continuous->ops.size(), 1);
        QCOMPARE(act.continuous->ops[0].kind, Op::Kind::Rule);
        QCOMPARE(int(act.continuous->ops[0].rule), rule);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[index].written, written);
    }

    // Shapes the engine would play otherwise stay text: Hallow's "You gain life equal to the damage prevented
    // this way" (its spell's damage alone is read since round 30, as Shieldmage Elder's is: tst_impprevent30
    // plays it). A set of creatures and "to you by attacking creatures" are read since round 17, the set
    // matched as each damage would be dealt (615; tst_impevents17 plays them).
    void otherShapesStayText_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::newRow("target spell, this way") << "Hallow" << 0;
    }
    void otherShapesStayText()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QString written;
        QVERIFY2(test::notParsed(fixtures(), card, index, &written), qPrintable(written));
    }

    // The sentence in the three languages: "this turn" after the prevention, not "until end of turn".
    void writtenInThreeLanguages()
    {
        const AbilityDef* aura = test::parsedAbility(fixtures(), QStringLiteral("Indestructible Aura"), 0);
        QVERIFY(aura);
        const CardFace& face = test::findCard(fixtures(), QStringLiteral("Indestructible Aura"))->card->front;
        const QString english = RulesText::ability(*aura, face, face.name);
        QVERIFY2(!english.contains(QLatin1String("until end of turn")), qPrintable(english));
        for (const bool italian : {false, true}) {
            const QString text = test::abilityIn(kTemplates, italian, *aura, face);
            QVERIFY2(text.contains(italian ? QStringLiteral("revieni tutto il danno che") : QStringLiteral("reviene todo el daño")),
                qPrintable(text));
            QVERIFY2(text.endsWith(italian ? QLatin1String(" in questo turno.") : QLatin1String(" este turno.")),
                qPrintable(text));
        }
    }

    // Every understood card of the fixture goes through the card format and reads back the same.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 8);
    }

    // CR 615.1a, 615.6: after Indestructible Aura resolves, the damage to its target is prevented and
    // the log names the effect that prevented it; another creature is dealt its damage.
    void damageToTargetPrevented()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "other", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "giant", "card": "Hill Giant", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "aura", "card": "Indestructible Aura", "owner": "ana", "zone": "hand"})";
        const QByteArray damage = R"({"id": "e3", "damage": [{"source": "giant", "to": "bears", "amount": 1},
               {"source": "giant", "to": "other", "amount": 1}]})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "aura", "targets": ["bears"]}, {"id": "e2", "resolve": "top"}, )" + damage);
        QCOMPARE(play.events.size(), 3);
        QVERIFY(play.events[2].done);
        QCOMPARE(damageOn(play, "bears"), 0);
        QCOMPARE(damageOn(play, "other"), 1);
        const QString log = play.events[2].happened.join(QLatin1Char('\n'));
        QVERIFY2(log.contains(QLatin1String("1 damage to Grizzly Bears is prevented")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("615.1a")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("the effect e2")), qPrintable(log));   // the resolve event's effect
        // Without the spell the same damage is dealt.
        const Playthrough without = played(objects, damage);
        QCOMPARE(damageOn(without, "bears"), 1);
    }

    // CR 615.1a, 514.2: Oriss's prevention lasts this turn only; in the next turn the damage is dealt.
    void preventionEndsWithTheTurn()
    {
        const QByteArray objects = R"({"id": "oriss", "card": "Oriss, Samite Guardian", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "giant", "card": "Hill Giant", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const QByteArray activate = R"({"id": "e1", "activate": "oriss", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "resolve": "top"}, )";
        const Playthrough now = played(objects,
            activate + R"({"id": "e3", "damage": [{"source": "giant", "to": "bears", "amount": 1}]})");
        QCOMPARE(now.events.size(), 3);
        QVERIFY(now.events[2].done);
        QCOMPARE(damageOn(now, "bears"), 0);
        const Playthrough later = played(objects,
            activate + R"({"id": "e3", "begin": "untap"},
               {"id": "e4", "damage": [{"source": "giant", "to": "bears", "amount": 1}]})");
        QCOMPARE(later.events.size(), 4);
        QVERIFY(later.events[3].done);
        QCOMPARE(damageOn(later, "bears"), 1);
    }

    // CR 615.1a, 510.2: Fend Off prevents the combat damage its target would deal; the defending
    // player keeps their life. A noncombat damage event from the same creature is dealt.
    void combatDamageByTargetPrevented()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "fend", "card": "Fend Off", "owner": "nico", "zone": "hand"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "cast": "fend", "targets": ["bears"]},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(play.events.size(), 4);
        QVERIFY(play.events[3].done);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
        const Playthrough unprevented = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QCOMPARE(test::lifeOf(unprevented, "nico"), 18);
        const Playthrough noncombat = played(objects,
            R"({"id": "e1", "cast": "fend", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "bears", "to": "nico", "amount": 2}]})");
        QCOMPARE(test::lifeOf(noncombat, "nico"), 18);
    }

    // CR 615.1a, 510.2: Elvish Scout untaps the attacking Grizzly Bears, and neither the bears nor the
    // Hill Giant blocking them is dealt combat damage; without it the bears die (704.5g).
    void combatDamageToAndByIt()
    {
        const QByteArray objects = R"({"id": "scout", "card": "Elvish Scout", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "giant", "card": "Hill Giant", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const QByteArray combat = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"giant": ["bears"]}}, )";
        const Playthrough play = played(objects,
            combat + R"({"id": "e3", "activate": "scout", "ability": 1, "targets": ["bears"]},
               {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "combat_damage"})");
        QCOMPARE(play.events.size(), 5);
        QVERIFY(play.events[4].done);
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears && bears->zone == Zone::Battlefield);
        QVERIFY(!bears->tapped);
        QCOMPARE(bears->damage, 0);
        QCOMPARE(damageOn(play, "giant"), 0);
        const Playthrough without = played(objects, combat + R"({"id": "e3", "begin": "combat_damage"})");
        QCOMPARE(damageOn(without, "giant"), 2);
        QVERIFY(without.finalState.object(QStringLiteral("bears"))->zone == Zone::Graveyard);
    }

    // CR 615.7: Orim's shield prevents the next 3 damage to the bears: 2 of the first event's 2 and 1 of
    // the second's 2; the log names the effect. The shield ends with the turn it was made in (514.2).
    void nextDamageToTargetPrevented()
    {
        const QByteArray objects = R"({"id": "orim", "card": "Orim, Samite Healer", "controller": "ana", "timestamp": 1},
               {"id": "giant", "card": "Hill Giant", "controller": "ana", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const QByteArray shield = R"({"id": "e1", "activate": "orim", "ability": 1, "targets": ["giant"]},
               {"id": "e2", "resolve": "top"}, )";
        const Playthrough play = played(objects,
            shield + R"({"id": "e3", "damage": [{"source": "bears", "to": "giant", "amount": 2}]},
               {"id": "e4", "damage": [{"source": "bears", "to": "giant", "amount": 2}]})");
        QCOMPARE(play.events.size(), 4);
        QVERIFY(play.events[3].done);
        QCOMPARE(damageOn(play, "giant"), 1);
        const QString log = play.events[3].happened.join(QLatin1Char('\n'));
        QVERIFY2(log.contains(QLatin1String("1 damage to Hill Giant is prevented (the effect e2, 615.7)")), qPrintable(log));
        const Playthrough later = played(objects,
            shield + R"({"id": "e3", "begin": "untap"},
               {"id": "e4", "damage": [{"source": "bears", "to": "giant", "amount": 2}]})");
        QCOMPARE(later.events.size(), 4);
        QCOMPARE(damageOn(later, "giant"), 2);
    }

    // CR 615.7: Conservator's shield on its controller prevents 2 of 3 damage; a target player
    // of Orim's any-target shield is shielded the same way.
    void nextDamageToPlayerPrevented()
    {
        const Playthrough you = played(R"({"id": "c", "card": "Conservator", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "c", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "bears", "to": "ana", "amount": 3}]})");
        QCOMPARE(you.events.size(), 3);
        QVERIFY(you.events[2].done);
        QCOMPARE(test::lifeOf(you, "ana"), 19);
        const Playthrough target = played(R"({"id": "orim", "card": "Orim, Samite Healer", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "orim", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "bears", "to": "nico", "amount": 2}]})");
        QCOMPARE(target.events.size(), 3);
        QCOMPARE(test::lifeOf(target, "nico"), 20);
    }
};

QTEST_GUILESS_MAIN(TestImportPrevent)
#include "tst_importprevent.moc"
