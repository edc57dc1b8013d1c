// Round 25's static abilities, read from real cards' Oracle text (tests/data/import/impstatic25.json) and
// played: Divine Sacrament's threshold bonus "White creatures get an additional +1/+1 as long as …"
// (613.4c), Primal Plasma's "it becomes your choice of …" as it enters (613.2a, 707.2), the attack costs
// of Sphere of Safety and Collective Restraint whose X counts the board (508.1g-h), and Undergrowth
// Champion's prevention that holds while it has a +1/+1 counter (615.1a), and Fire Servant's doubled
// damage of red instant and sorcery spells (614.1a).
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
    return test::fixtureFile(QStringLiteral("impstatic25.json"));
}

// Nico's taxing permanents and Gideon Jura, Ana's two Grizzly Bears attacking as `attacks` says.
Playthrough attackPast(const QByteArray& nicoObjects, const QByteArray& attacks, bool pays)
{
    return test::playScenario(fixtures(),
        nicoObjects + ", " + test::objectJson("gideon", "Gideon Jura", R"(, "counters": {"loyalty": 6})", "nico") + ", "
            + test::objectJson("a1", "Grizzly Bears") + ", " + test::objectJson("a2", "Grizzly Bears"),
        QByteArray(R"({"id": "e1", "attack": )") + attacks + R"(, "pays": )" + (pays ? "true" : "false") + "}");
}

}   // namespace

class TestImpStatic25 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 613.4c, 207.2c: the threshold bonus is a second +1/+1 for white creatures, with the condition
    // "seven or more cards are in your graveyard"; "additional" only says it adds to the first one.
    void divineSacramentReadsTheAdditionalBonus()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Divine Sacrament"), QStringLiteral("Threshold"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::ModifyPT);
        QVERIFY(a->condition && a->condition->kind == Condition::Kind::CardsInGraveyardAtLeast);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Divine Sacrament"), 1),
            QStringLiteral("As long as seven or more cards are in your graveyard, white creatures get +1/+1."));
    }

    // CR 613.4c: with six cards in Ana's graveyard Elite Vanguard (2/1) gets +1/+1; her Lightning Bolt
    // is the seventh once it resolves, and the Vanguard gets +2/+2. Nico's Grizzly Bears, green, get nothing.
    void divineSacramentCountsTheGraveyard()
    {
        QByteArray objects = test::objectJson("ds", "Divine Sacrament") + ", " + test::objectJson("ev", "Elite Vanguard")
            + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")");
        for (int i = 0; i < 6; ++i)
            objects += ", " + test::objectJson(QByteArray("g").append(char('0' + i)).constData(), "Forest", R"(, "zone": "graveyard")");
        const Playthrough before = test::playScenario(fixtures(), objects, R"({"id": "e0", "begin": "upkeep"})");
        QCOMPARE(test::ptOf(before, QStringLiteral("ev")), QStringLiteral("3/2"));
        const Playthrough after = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(after, QStringLiteral("bolt")), Zone::Graveyard);
        QVERIFY2(test::ptOf(after, QStringLiteral("ev")) == QLatin1String("4/3"), qPrintable(test::happened(after)));
        QCOMPARE(test::ptOf(after, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 613.2a, 707.2: the three forms in printed order, none adding a card type; the card format
    // carries them as the hand-made card does.
    void primalPlasmaReadsItsForms()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Primal Plasma"), 0);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Replacement);
        const QVector<CopyExceptions>& forms = a->replacement.becomesChoice;
        QCOMPARE(forms.size(), 3);
        QCOMPARE(forms[0].power.value_or(-1), 3);
        QCOMPARE(forms[1].toughness.value_or(-1), 2);
        QCOMPARE(forms[2].power.value_or(-1), 1);
        QCOMPARE(forms[2].toughness.value_or(-1), 6);
        QVERIFY(forms[0].addAbilities.isEmpty());
        QCOMPARE(forms[1].addAbilities.size(), 1);
        QCOMPARE(forms[1].addAbilities[0]->keyword, QStringLiteral("Flying"));
        QCOMPARE(forms[2].addAbilities[0]->keyword, QStringLiteral("Defender"));
        for (const CopyExceptions& f : forms)
            QCOMPARE(f.addTypes, quint16(0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Primal Plasma"), 0),
            QStringLiteral("As ~ enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a "
                           "1/6 creature with defender."));
    }

    // CR 613.2a, 707.2: cast with `choices.mode`, the permanent it becomes has the chosen form.
    void primalPlasmaEntersInTheChosenForm_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("pt");
        QTest::addColumn<QString>("keyword");
        QTest::newRow("a 3/3 creature") << 1 << "3/3" << "";
        QTest::newRow("a 2/2 creature with flying") << 2 << "2/2" << "Flying";
        QTest::newRow("a 1/6 creature with defender") << 3 << "1/6" << "Defender";
    }
    void primalPlasmaEntersInTheChosenForm()
    {
        QFETCH(int, mode);
        QFETCH(QString, pt);
        QFETCH(QString, keyword);
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("pp", "Primal Plasma", R"(, "zone": "hand")"),
            QStringLiteral(R"({"id": "e1", "cast": "pp", "choices": {"mode": %1}}, {"id": "e2", "resolve": "top"})")
                .arg(mode)
                .toUtf8());
        QVERIFY2(test::zoneOf(play, QStringLiteral("pp")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("pp")), pt);
        const Characteristics* c = test::charsOf(play, QStringLiteral("pp"));
        QVERIFY(c);
        for (const char* k : {"Flying", "Defender"})
            QCOMPARE(c->hasKeyword(QLatin1String(k)), keyword == QLatin1String(k));
    }

    // CR 508.1g-h: X is each card's own count, worked out as the layers leave the board; Sphere of Safety
    // taxes the creatures attacking Nico or his planeswalker, Collective Restraint only those attacking him.
    void attackTaxesReadTheirX_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("written");
        QTest::addColumn<QString>("text");
        QTest::newRow("Sphere of Safety") << "Sphere of Safety" << 0
                                          << "Creatures can't attack you or a planeswalker you control unless their "
                                             "controller pays {X} for each of those creatures, where X is the number of "
                                             "enchantments you control.";
        QTest::newRow("Collective Restraint") << "Collective Restraint" << 0
                                              << "Creatures can't attack you unless their controller pays {X} for each "
                                                 "creature they control that's attacking you, where X is the number of "
                                                 "basic land types among lands you control.";
    }
    void attackTaxesReadTheirX()
    {
        QFETCH(QString, card);
        QFETCH(int, written);
        QFETCH(QString, text);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, written);
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, card == QLatin1String("Sphere of Safety") ? RuleName::AttackTaxYouOrPlaneswalkers
                                                                           : RuleName::AttackTax);
        QVERIFY(a->ops[0].power && !a->ops[0].power->isConst());
        QCOMPARE(test::writtenText(fixtures(), card, written), text);
    }

    // CR 508.1g-h: two enchantments make X 2 for Sphere of Safety, so one Bears at Nico and one at Gideon
    // cost {4}; with the Sphere alone a Bears at Gideon costs {1}; not paying refuses the declaration.
    void sphereOfSafetyTaxesAttacksOnPlaneswalkers()
    {
        const QByteArray sphere = test::objectJson("sphere", "Sphere of Safety", "", "nico");
        const QByteArray anthem = test::objectJson("anthem", "Glorious Anthem", "", "nico");
        Playthrough play = attackPast(sphere + ", " + anthem, R"({"a1": "nico", "a2": "gideon"})", true);
        QVERIFY2(play.events.value(0).done, qPrintable(test::happened(play)));
        QVERIFY2(test::happened(play).contains(QStringLiteral("pays {4}")), qPrintable(test::happened(play)));
        play = attackPast(sphere, R"({"a1": "gideon"})", true);
        QVERIFY2(test::happened(play).contains(QStringLiteral("pays {1}")), qPrintable(test::happened(play)));
        play = attackPast(sphere + ", " + anthem, R"({"a1": "gideon"})", false);
        QVERIFY(!play.events.value(0).done);
        QCOMPARE(play.events.value(0).problems.value(0).rule, QStringLiteral("508.1h"));
    }

    // CR 508.1g-h, 305.6: Forest, Island and Plains make X 3 for Collective Restraint: two Bears at Nico
    // cost {6}; at his planeswalker they cost nothing.
    void collectiveRestraintCountsBasicLandTypes()
    {
        const QByteArray restraint = test::objectJson("cr", "Collective Restraint", "", "nico") + ", "
            + test::objectJson("f", "Forest", "", "nico") + ", " + test::objectJson("i", "Island", "", "nico") + ", "
            + test::objectJson("p", "Plains", "", "nico");
        Playthrough play = attackPast(restraint, R"({"a1": "nico", "a2": "nico"})", true);
        QVERIFY2(test::happened(play).contains(QStringLiteral("pays {6}")), qPrintable(test::happened(play)));
        play = attackPast(restraint, R"({"a1": "gideon", "a2": "gideon"})", false);
        QVERIFY2(play.events.value(0).done, qPrintable(test::happened(play)));
        QVERIFY(!test::happened(play).contains(QStringLiteral(" pays {")));
    }

    // CR 615.1a: the phantoms' replacement, with the condition "it has a +1/+1 counter on it".
    void undergrowthChampionReadsItsCondition()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Undergrowth Champion"), 0);
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::PreventDamageRemoveCounter);
        QVERIFY(a->condition && a->condition->kind == Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(a->condition->counterKind, QStringLiteral("+1/+1"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Undergrowth Champion"), 0),
            QStringLiteral("If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and "
                           "remove a +1/+1 counter from ~."));
    }

    // CR 615.1a: Nico's first Lightning Bolt is prevented and takes the Champion's one counter; the second
    // finds none, is dealt, and the 2/2 dies (704.5g).
    void undergrowthChampionPreventsWhileItHasACounter()
    {
        const QByteArray objects = test::objectJson("champ", "Undergrowth Champion", R"(, "counters": {"+1/+1": 1})")
            + ", " + test::objectJson("bolt1", "Lightning Bolt", R"(, "zone": "hand")", "nico") + ", "
            + test::objectJson("bolt2", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const QByteArray first = R"({"id": "e1", "cast": "bolt1", "targets": ["champ"]}, {"id": "e2", "resolve": "top"})";
        Playthrough play = test::playScenario(fixtures(), objects, first);
        QVERIFY2(test::zoneOf(play, QStringLiteral("champ")) == Zone::Battlefield, qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("champ")), 0);
        QCOMPARE(test::countersOn(play, QStringLiteral("champ")), 0);
        play = test::playScenario(fixtures(), objects,
            first + R"(, {"id": "e3", "cast": "bolt2", "targets": ["champ"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(play, QStringLiteral("champ")) == Zone::Graveyard, qPrintable(test::happened(play)));
    }

    // CR 614.1a: the spells whose damage is doubled are on the stack, red, instant or sorcery, and Fire
    // Servant's controller's; Oracle's shorter sentence is written back.
    void fireServantReadsItsSpells()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Fire Servant"), 0);
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::DealsDoubleDamage);
        QVERIFY(a->ops[0].filter);
        QCOMPARE(a->ops[0].filter->zone, Zone::Stack);
        QCOMPARE(a->ops[0].filter->controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fire Servant"), 0),
            QStringLiteral("If a red instant or sorcery spell you control would deal damage, it deals double that damage "
                           "instead."));
    }

    // CR 614.1a: Ana's Lightning Bolt deals 6 to Nico under her Fire Servant; Nico's own Bolt at Ana
    // deals 3, as it is not Ana's spell.
    void fireServantDoublesOnlyItsControllersSpells()
    {
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("servant", "Fire Servant") + ", "
                + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")") + ", "
                + test::objectJson("his", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "his", "targets": ["ana"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(play, QStringLiteral("nico")) == 14, qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 17);
    }

    // CR 613.1f: the card format keeps "lose deathtouch and can't have or gain deathtouch" as two
    // operations (`lose_abilities`, `cant_have`), not as English text.
    void archetypeOfFinalityGoesThroughTheCardFormat()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Archetype of Finality"));
        QVERIFY(c);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        const AbilityDef& read = *back->front.abilities.at(1);
        QCOMPARE(read.kind, AbilityDef::Kind::Static);
        QCOMPARE(read.ops.size(), 2);
        QCOMPARE(read.ops[0].kind, Op::Kind::LoseAbilities);
        QCOMPARE(read.ops[1].kind, Op::Kind::CantHave);
        QVERIFY(read.ops == c->card->front.abilities.at(1)->ops);
    }

    // CR 613.1f: under Nico's Archetype, Ana's Typhoid Rats have no deathtouch; his own Archetype has it.
    void archetypeOfFinalityRemovesDeathtouch()
    {
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("arch", "Archetype of Finality", "", "nico") + ", " + test::objectJson("rats", "Typhoid Rats"),
            R"({"id": "e0", "begin": "upkeep"})");
        const Characteristics* rats = test::charsOf(play, QStringLiteral("rats"));
        const Characteristics* arch = test::charsOf(play, QStringLiteral("arch"));
        QVERIFY(rats && arch);
        QVERIFY(!rats->hasKeyword(QStringLiteral("Deathtouch")));
        QVERIFY(arch->hasKeyword(QStringLiteral("Deathtouch")));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic25)
#include "tst_impstatic25.moc"
