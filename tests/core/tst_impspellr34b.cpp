// Round 34's second set of instants and sorceries (tests/data/import/impspellr34b.json, the real card objects; Cancel
// is there to counter with): damage counted from the creatures in combat, "Divine Retribution deals damage to target
// attacking creature equal to the number of attacking creatures.", and from a subtype whose plural is its name,
// "Armed Response deals damage to target attacking creature equal to the number of Equipment you control."; two
// older wordings of today's, "Rending Volley can't be countered by spells or abilities." (Exquisite Firecraft's
// too, after its spell mastery's "If there are two or more instant and/or sorcery cards in your graveyard") and
// "Create a creature token that's a copy of target creature you control." (Quasiduplicate); misprints the card
// file keeps, "Choose one -" with a hyphen (Pollenbright Druid's trigger; Umezawa's Charm, whose modes have no
// bullets either) and Sworn Companions' "Creature two 1/1 white Soldier creature tokens with lifelink."; and the
// destroyed creature's power dealt to its controller, "If this spell was kicked, Agonizing Demise deals damage
// equal to that creature's power to the creature's controller." (Boros Fury-Shield's "If {R} was spent to cast Boros
// Fury-Shield, it deals damage to that creature's controller equal to the creature's power." too); and a land made a creature that must be blocked,
// "Target land you control becomes a 4/4 Elemental creature with haste until end of turn. It's still a land. It
// must be blocked this turn if able." (Elemental Uprising); and a kind of card exiled from all graveyards, "Exile
// all creature cards from all graveyards. You gain 1 life for each card exiled this way." (Honor the Fallen;
// Saprazzan Bailiff's trigger). The structure, the English written back (the round trip trusts it), the card
// format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr34b.json"));
}

// Nico's Craw Wurm (6/4) and two Grizzly Bears, and Ana's Grizzly Bears, which stays home.
const QByteArray nicosAttackers
    = "{\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
      " {\"id\": \"nbears1\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
      " {\"id\": \"nbears2\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3},"
      " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"owner\": \"ana\", \"controller\": \"ana\", \"timestamp\": 4}";

// On Nico's turn his creatures `attack` (a JSON object's items) Ana, then she casts `card` at his Craw Wurm and it
// resolves.
Playthrough anaAnswersAttack(const char* card, const QByteArray& objects, const QByteArray& attack)
{
    return test::playScenarioOnNicosTurn(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"owner\": \"ana\", \"zone\": \"hand\"}, " + objects,
        "{\"id\": \"a1\", \"attack\": {" + attack + "}}, {\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"wurm\"]},"
        " {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// The tokens on the battlefield at the end of `play`, by index.
QVector<int> tokensAfter(const Playthrough& play)
{
    QVector<int> out;
    for (int i = 0; i < play.finalState.objects.size(); ++i) {
        const GameObject& o = play.finalState.objects[i];
        if (o.token && o.exists && o.zone == Zone::Battlefield)
            out << i;
    }
    return out;
}

}   // namespace

class TestImpSpellR34b : public QObject {
    Q_OBJECT
private slots:
    void cardsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 14); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("a count of the attacking creatures")
            << "Divine Retribution" << 0
            << "~ deals damage to target attacking creature equal to the number of attacking creatures.";
        QTest::newRow("a count of Equipment")
            << "Armed Response" << 0
            << "~ deals damage to target attacking creature equal to the number of Equipment you control.";
        QTest::newRow("can't be countered, today's words") << "Rending Volley" << 0 << "~ can't be countered.";
        QTest::newRow("a token copy, today's words")
            << "Quasiduplicate" << 0 << "Create a token that's a copy of target creature you control.";
        QTest::newRow("modes after a hyphen, no bullets")
            << "Umezawa's Charm" << 0
            << QString::fromUtf8("Choose one \u2014\n\u2022 Target creature gets +2/+2 until end of turn.\n\u2022 Target creature "
                                 "gets -1/-1 until end of turn.\n\u2022 You gain 2 life.");
        QTest::newRow("a trigger's modes after a hyphen")
            << "Pollenbright Druid" << 0
            << QString::fromUtf8("When ~ enters, choose one \u2014\n\u2022 Put a +1/+1 counter on target creature.\n\u2022 Proliferate.");
        QTest::newRow("the destroyed creature's power to its controller")
            << "Agonizing Demise" << 1
            << "Destroy target nonblack creature. It can't be regenerated. If ~ was kicked, ~ deals damage equal to that "
               "creature's power to its controller.";
        QTest::newRow("can't be countered while a condition holds")
            << "Exquisite Firecraft" << 1
            << "As long as there are two or more instant and/or sorcery cards in your graveyard, ~ can't be countered.";
        QTest::newRow("a land made a creature that must be blocked")
            << "Elemental Uprising" << 0
            << "Target land you control becomes a 4/4 Elemental creature with haste in addition to its other types until "
               "end of turn and must be blocked this turn if able.";
        QTest::newRow("a prevented creature's power to its controller")
            << "Boros Fury-Shield" << 0
            << "Prevent all combat damage that would be dealt by target attacking or blocking creature this turn. If {R} "
               "was spent to cast ~, ~ deals damage equal to that creature's power to its controller.";
        QTest::newRow("a kind of card from all graveyards, then life per card")
            << "Honor the Fallen" << 0
            << "Exile all creature cards from all graveyards. You gain 1 life for each card exiled this way.";
        QTest::newRow("Create, misprinted") << "Sworn Companions" << 0
                                            << "Create two 1/1 white Soldier creature tokens with lifelink.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QString parsed;
        QVERIFY2(!test::notParsed(fixtures(), card, index, &parsed), qPrintable(parsed));
        QCOMPARE(parsed, written);
    }

    // CR 506.4, 608.2h: the attacking creatures, whoever controls them, counted as the spell resolves; CR 205.3g:
    // "Equipment" names the artifact subtype in the plural too, here the ones Ana controls.
    void countsAreSetsOnTheBattlefield()
    {
        const Action* retribution = test::firstAction(fixtures(), QStringLiteral("Divine Retribution"), 0, ActionKind::Damage);
        QVERIFY(retribution && retribution->amountOf && retribution->amountOf->kind == Expr::Kind::Count);
        const Selector* attackers = retribution->amountOf->selector.data();
        QVERIFY(attackers && attackers->attacking && !attackers->isRef());
        QCOMPARE(attackers->controller, Selector::Who::Any);
        QCOMPARE(attackers->types, quint16(CardType::Creature));
        QVERIFY(retribution->to && retribution->to->ref == Selector::Ref::Target);

        const Action* armed = test::firstAction(fixtures(), QStringLiteral("Armed Response"), 0, ActionKind::Damage);
        QVERIFY(armed && armed->amountOf && armed->amountOf->kind == Expr::Kind::Count && armed->amountOf->selector);
        const Selector& equipment = *armed->amountOf->selector;
        QCOMPARE(equipment.controller, Selector::Who::You);
        QCOMPARE(equipment.subtypes.size(), 1);
        QCOMPARE(SubtypeRegistry::instance().name(equipment.subtypes.first()), QStringLiteral("Equipment"));
    }

    // CR 506.4, 608.2h: with Nico's Craw Wurm and two Grizzly Bears attacking, Divine Retribution deals 3 damage to
    // the Wurm (Ana's own Bears, at home, is not counted); with the Wurm attacking alone, 1.
    void divineRetributionCountsTheAttackers()
    {
        Playthrough p = anaAnswersAttack("Divine Retribution", nicosAttackers,
            "\"wurm\": \"ana\", \"nbears1\": \"ana\", \"nbears2\": \"ana\"");
        QVERIFY2(test::damageOn(p, QStringLiteral("wurm")) == 3, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Battlefield);
        p = anaAnswersAttack("Divine Retribution", nicosAttackers, "\"wurm\": \"ana\"");
        QVERIFY2(test::damageOn(p, QStringLiteral("wurm")) == 1, qPrintable(test::happened(p)));
    }

    // CR 115.1, 506.4: the target is an attacking creature; Nico's Grizzly Bears, at home, can't be it.
    void divineRetributionTargetsAnAttacker()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Divine Retribution\", \"owner\": \"ana\", \"zone\": \"hand\"}, " + nicosAttackers,
            "{\"id\": \"a1\", \"attack\": {\"wurm\": \"ana\"}}, {\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nbears1\"]}");
        QVERIFY2(test::refused(p, "e1"), qPrintable(test::happened(p)));
    }

    // CR 301.5, 608.2h: Armed Response counts the Equipment Ana controls as it resolves: her two Bonesplitters (one
    // attached to her Grizzly Bears), not Nico's. His attacking Craw Wurm is dealt 2 damage.
    void armedResponseCountsYourEquipment()
    {
        const QByteArray objects = nicosAttackers
            + ", {\"id\": \"split1\", \"card\": \"Bonesplitter\", \"owner\": \"ana\", \"controller\": \"ana\", \"timestamp\": 5},"
              " {\"id\": \"split2\", \"card\": \"Bonesplitter\", \"owner\": \"ana\", \"controller\": \"ana\","
              " \"attached_to\": \"abears\", \"timestamp\": 6},"
              " {\"id\": \"nsplit\", \"card\": \"Bonesplitter\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 7}";
        const Playthrough p = anaAnswersAttack("Armed Response", objects, "\"wurm\": \"ana\", \"nbears1\": \"ana\"");
        QVERIFY2(test::damageOn(p, QStringLiteral("wurm")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("nbears1")), 0);
    }

    // CR 101.2, 701.6a: Nico's Cancel can't counter Rending Volley, which then resolves and deals 4 damage to his
    // Serra Angel (a white 4/4), which dies (704.5g). Cancel is itself countered by nothing: it resolves and does
    // nothing.
    void rendingVolleyCantBeCountered()
    {
        const AbilityDef* rule = test::parsedAbility(fixtures(), QStringLiteral("Rending Volley"), 0);
        QVERIFY(rule && rule->ops.size() == 1);
        QCOMPARE(rule->ops.first().rule, RuleName::CantBeCountered);
        const Playthrough p = test::playScenario(fixtures(),
            "{\"id\": \"volley\", \"card\": \"Rending Volley\", \"zone\": \"hand\"},"
            " {\"id\": \"cancel\", \"card\": \"Cancel\", \"owner\": \"nico\", \"zone\": \"hand\"},"
            " {\"id\": \"angel\", \"card\": \"Serra Angel\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1}",
            "{\"id\": \"e1\", \"cast\": \"volley\", \"targets\": [\"angel\"]},"
            " {\"id\": \"e2\", \"cast\": \"cancel\", \"targets\": [\"volley\"]},"
            " {\"id\": \"e3\", \"resolve\": \"top\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::happened(p).contains(QLatin1String("can't be countered")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("cancel")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("volley")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("angel")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 707.2, 111.1: Quasiduplicate makes Ana a token that's a copy of her Serra Angel: a 4/4 creature named
    // Serra Angel, hers. Nico's Craw Wurm can't be its target (one "you control").
    void quasiduplicateCopiesYourCreature()
    {
        const Action* copy = test::firstAction(fixtures(), QStringLiteral("Quasiduplicate"), 0, ActionKind::CreateTokenCopy);
        QVERIFY(copy && copy->object && copy->object->ref == Selector::Ref::Target);
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Quasiduplicate\", \"zone\": \"hand\"},"
                                   " {\"id\": \"angel\", \"card\": \"Serra Angel\", \"timestamp\": 1},"
                                   " {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2}";
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"angel\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        const QVector<int> tokens = tokensAfter(p);
        QVERIFY2(tokens.size() == 1, qPrintable(test::happened(p)));
        const Characteristics& c = p.finalResolution.chars[tokens[0]];
        QCOMPARE(c.name, QStringLiteral("Serra Angel"));
        QCOMPARE(c.power.value_or(-99), 4);
        QCOMPARE(c.toughness.value_or(-99), 4);
        QVERIFY(c.type.has(CardType::Creature));
        QCOMPARE(p.finalState.objects[tokens[0]].controller, QStringLiteral("ana"));
        const Playthrough theirs = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"wurm\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::refused(theirs, "e1"), qPrintable(test::happened(theirs)));
        QVERIFY(tokensAfter(theirs).isEmpty());
    }

    // CR 700.2: Umezawa's Charm is one modal spell of three modes (its paragraphs are no three instructions done
    // together): the mode chosen as it is cast is the one done. Mode 1 makes Ana's Grizzly Bears 4/4, mode 2 makes
    // it 1/1, mode 3 gains her 2 life and leaves the Bears 2/2.
    void umezawasCharmIsModal()
    {
        const AbilityDef* charm = test::parsedAbility(fixtures(), QStringLiteral("Umezawa's Charm"), 0);
        QVERIFY(charm && charm->kind == AbilityDef::Kind::Spell);
        QCOMPARE(charm->modes.size(), 3);
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Umezawa's Charm"))->card->front.abilities.size(), 1);
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Umezawa's Charm\", \"zone\": \"hand\"},"
                                   " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}";
        const auto cast = [&](int mode, const char* targets) {
            return test::playScenario(fixtures(), objects,
                QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [") + targets
                    + "], \"choices\": {\"mode\": " + QByteArray::number(mode) + "}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        Playthrough p = cast(1, "\"bears\"");
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QStringLiteral("4/4"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = cast(2, "\"bears\"");
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QStringLiteral("1/1"), qPrintable(test::happened(p)));
        p = cast(3, "");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 22, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 111.1, 702.15a: Sworn Companions creates two 1/1 white Soldier tokens with lifelink under Ana's control.
    void swornCompanionsCreatesTwoSoldiers()
    {
        const Playthrough p = test::playScenario(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Sworn Companions\", \"zone\": \"hand\"}",
            "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        const QVector<int> tokens = tokensAfter(p);
        QVERIFY2(tokens.size() == 2, qPrintable(test::happened(p)));
        for (int i : tokens) {
            const Characteristics& c = p.finalResolution.chars[i];
            QCOMPARE(c.power.value_or(-99), 1);
            QCOMPARE(c.toughness.value_or(-99), 1);
            QVERIFY(c.colors.has(Color::White));
            QVERIFY(c.hasKeyword(QStringLiteral("Lifelink")));
            QCOMPARE(p.finalState.objects[i].controller, QStringLiteral("ana"));
        }
    }

    // CR 700.2, 603.3c: Pollenbright Druid's trigger is modal, its mode chosen as it is put on the stack: mode 1 puts a
    // +1/+1 counter on Ana's Grizzly Bears (none on the Druid). Mode 2 is proliferate (701.34a; played in
    // tst_impact37): only its structure is checked here.
    void pollenbrightDruidChoosesAMode()
    {
        const AbilityDef* trigger = test::parsedAbility(fixtures(), QStringLiteral("Pollenbright Druid"), 0);
        QVERIFY(trigger && trigger->kind == AbilityDef::Kind::Triggered);
        QCOMPARE(trigger->modes.size(), 2);
        QVERIFY(trigger->modes[1] && trigger->modes[1]->effect.size() == 1);
        QCOMPARE(trigger->modes[1]->effect.first().kind, ActionKind::Proliferate);
        const QByteArray objects = "{\"id\": \"druid\", \"card\": \"Pollenbright Druid\", \"zone\": \"hand\"},"
                                   " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}";
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"druid\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"triggers\": {\"e2.1\":"
            " {\"targets\": [\"bears\"], \"choices\": {\"mode\": 1}}}}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("druid")), 0);
    }

    // CR 608.2h, 702.33d: kicked, Agonizing Demise destroys Nico's Craw Wurm and deals him damage equal to its power as
    // it last existed on the battlefield, 6; not kicked, it only destroys.
    void agonizingDemiseDealsThePowerToTheController()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Agonizing Demise"), 1, ActionKind::Damage);
        QVERIFY(damage && damage->amountOf && damage->condition);
        QCOMPARE(damage->amountOf->kind, Expr::Kind::PowerOfTarget);
        QCOMPARE(damage->who, QStringLiteral("controller_of_target"));
        QCOMPARE(damage->condition->kind, Condition::Kind::Kicked);
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Agonizing Demise\", \"zone\": \"hand\"},"
                                   " {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\","
                                   " \"timestamp\": 1}";
        const auto cast = [&](const char* kicked) {
            return test::playScenario(fixtures(), objects,
                QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"wurm\"]") + kicked
                    + "}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        Playthrough p = cast(", \"kicked\": true");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = cast("");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 113.6, 101.2, 608.2c: Exquisite Firecraft's spell mastery: with Lightning Bolt and Shock in Ana's graveyard,
    // Nico's Cancel can't counter it and its 4 damage reaches him; with Lightning Bolt alone, Cancel counters it.
    void exquisiteFirecraftCantBeCounteredWithSpellMastery()
    {
        const AbilityDef* rule = test::parsedAbility(fixtures(), QStringLiteral("Exquisite Firecraft"), 1);
        QVERIFY(rule && rule->condition && rule->ops.size() == 1);
        QCOMPARE(rule->ops.first().rule, RuleName::CantBeCountered);
        QCOMPARE(rule->condition->kind, Condition::Kind::GraveyardHas);
        const QByteArray spells = "{\"id\": \"fire\", \"card\": \"Exquisite Firecraft\", \"zone\": \"hand\"},"
                                  " {\"id\": \"cancel\", \"card\": \"Cancel\", \"owner\": \"nico\", \"zone\": \"hand\"},"
                                  " {\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"zone\": \"graveyard\"}";
        const QByteArray events = "{\"id\": \"e1\", \"cast\": \"fire\", \"targets\": [\"nico\"]},"
                                  " {\"id\": \"e2\", \"cast\": \"cancel\", \"targets\": [\"fire\"]},"
                                  " {\"id\": \"e3\", \"resolve\": \"top\"}, {\"id\": \"e4\", \"resolve\": \"top\"}";
        Playthrough p = test::playScenario(fixtures(),
            spells + ", {\"id\": \"shock\", \"card\": \"Shock\", \"zone\": \"graveyard\"}", events);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 16, qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), spells, events);
        QVERIFY2(test::zoneOf(p, QStringLiteral("fire")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 205.1b, 509.1c, 611.2a: Elemental Uprising makes Ana's Forest a 4/4 Elemental land creature with haste; it
    // attacks Nico the same turn, and his declaration of no blockers is refused while his Grizzly Bears could block
    // it; a block by the Bears is done.
    void elementalUprisingMustBeBlocked()
    {
        const Action* rule = test::firstAction(fixtures(), QStringLiteral("Elemental Uprising"), 0, ActionKind::Continuous);
        QVERIFY(rule && rule->continuous && rule->continuous->affects);
        QCOMPARE(rule->continuous->affects->ref, Selector::Ref::Target);
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Elemental Uprising\", \"zone\": \"hand\"},"
                                   " {\"id\": \"forest\", \"card\": \"Forest\", \"timestamp\": 1},"
                                   " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\","
                                   " \"timestamp\": 2}";
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"forest\"]}, {\"id\": \"e2\", \"resolve\": \"top\"},"
            " {\"id\": \"a1\", \"attack\": {\"forest\": \"nico\"}}, {\"id\": \"b1\", \"block\": {}},"
            " {\"id\": \"b2\", \"block\": {\"nbears\": [\"forest\"]}}");
        const Characteristics* forest = test::charsOf(p, QStringLiteral("forest"));
        QVERIFY2(forest && forest->type.has(CardType::Land) && forest->type.has(CardType::Creature), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("forest")), QStringLiteral("4/4"));
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "done", "509.1c", "done"}));
    }

    // CR 615.1a, 601.2h, 608.2h: Boros Fury-Shield prevents the combat damage Nico's attacking Craw Wurm would deal
    // Ana. Its second instruction is done only if {R} was spent to cast it: cast from her hand for its own {2}{W}
    // (what the event player spends), none was, and Nico keeps his 20 life. The instruction, its condition and the
    // power it deals are checked in its structure (a snapshot's spell on the stack has no targets to play it with).
    void borosFuryShieldNeedsRedMana()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Boros Fury-Shield"), 0, ActionKind::Damage);
        QVERIFY(damage && damage->amountOf && damage->condition);
        QCOMPARE(damage->amountOf->kind, Expr::Kind::PowerOfTarget);
        QCOMPARE(damage->who, QStringLiteral("controller_of_target"));
        QCOMPARE(damage->condition->kind, Condition::Kind::ManaSpentToCast);
        QVERIFY(damage->condition->colors.has(Color::Red));
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Boros Fury-Shield\", \"owner\": \"ana\", \"zone\": \"hand\"}, " + nicosAttackers,
            "{\"id\": \"a1\", \"attack\": {\"wurm\": \"ana\"}}, {\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"wurm\"]},"
            " {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"begin\": \"combat_damage\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 608.2c, 608.2h, 406.3: Honor the Fallen exiles the creature cards of both graveyards (Ana's Grizzly Bears,
    // Nico's Craw Wurm), not Nico's Lightning Bolt, and Ana gains 1 life for each of the two.
    void honorTheFallenCountsTheCardsExiled()
    {
        const Action* exile = test::firstAction(fixtures(), QStringLiteral("Honor the Fallen"), 0, ActionKind::Exile);
        QVERIFY(exile && exile->each && exile->object && !exile->object->ownerYou && exile->object->whose.isEmpty());
        QCOMPARE(exile->object->zone, Zone::Graveyard);
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("Honor the Fallen"), 0, ActionKind::GainLife);
        QVERIFY(gain && gain->amountOf);
        const Playthrough p = test::playScenario(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Honor the Fallen\", \"zone\": \"hand\"},"
            " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
            " {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"zone\": \"graveyard\"},"
            " {\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"graveyard\"}",
            "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 22, qPrintable(test::happened(p)));
    }

    // CR 603.2, 608.2h: Saprazzan Bailiff entering exiles the artifact and enchantment cards of every graveyard
    // (Nico's Bonesplitter), not Ana's Grizzly Bears card.
    void saprazzanBailiffExilesArtifactCards()
    {
        const Playthrough p = test::playScenario(fixtures(),
            "{\"id\": \"bailiff\", \"card\": \"Saprazzan Bailiff\", \"zone\": \"hand\"},"
            " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
            " {\"id\": \"split\", \"card\": \"Bonesplitter\", \"owner\": \"nico\", \"zone\": \"graveyard\"}",
            "{\"id\": \"e1\", \"cast\": \"bailiff\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("split")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR34b)
#include "tst_impspellr34b.moc"
