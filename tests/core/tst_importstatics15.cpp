// Static abilities and rules of round 15, read from real cards' Oracle text (tests/data/import/statics15.json):
// "As ~ enters, choose a nonland card name" (Meddling Mage, Nevermore), the Sieges' "As ~ enters, choose
// Khans or Dragons." with their "• Khans — …" / "• Dragons — …" abilities (a condition on the option
// chosen), the phantoms' "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
// ~." (615.1a) and the casting rules "You may cast ~ as though it had flash if you pay {2} more to cast it"
// and "… If you cast it any time a sorcery couldn't have been cast, … sacrifices it at the beginning of
// the next cleanup step" (601.3b), morbid's "~ enters with two +1/+1 counters on it if a creature died this
// turn" (614.1c) and "Cast ~ only if you've cast another spell this turn" (601.3); the structure, the sentence written back in three languages, the card
// format, and the event player performing the phantoms' prevention, the Sieges' chosen option and morbid.
#include "ImportFixtures.h"
#include "text/RulesText.h"
#include <QTranslator>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics15.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int plusOneCounters(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o ? o->counterCount(QStringLiteral("+1/+1")) : -1;
}

// The Spanish and Italian of this round's templates, as in the translations TSV.
class Round15Translator : public QTranslator {
public:
    explicit Round15Translator(bool italian) : m_italian(italian) {}
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArray(context) != "RulesText")
            return {};
        static const QHash<QString, QPair<QString, QString>> known = {
            {"as %1 enters, choose %2", {"en cuanto %1 entre al campo de batalla, elige %2",
                                            "mentre %1 entra nel campo di battaglia, scegli %2"}},
            {"a nonland card name", {"un nombre de carta que no sea de tierra", "un nome di carta non terra"}},
            {"%1 or %2", {"%1 o %2", "%1 o %2"}},
            {"if damage would be dealt to %1, prevent that damage. Remove a +1/+1 counter from %1",
                {"si se fuera a hacer daño a %1, prevén ese daño. Remueve un contador +1/+1 de %1",
                    "se un danno sta per essere inflitto a %1, previeni quel danno. Rimuovi un segnalino +1/+1 da "
                    "%1"}},
            {"you may cast %1 as though it had flash if you pay %2 more to cast it",
                {"puedes lanzar %1 como si tuviera destello si pagas %2 más para lanzarlo",
                    "puoi lanciare %1 come se avesse lampo se paghi %2 in più per lanciarlo"}},
        };
        const auto it = known.constFind(QString::fromUtf8(source));
        return it == known.cend() ? QString() : (m_italian ? it->second : it->first);
    }

private:
    bool m_italian;
};

}   // namespace

class TestImportStatics15 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 23);
    }

    // "choose a nonland card name" (its name in Choices::name) and "choose Khans or Dragons" (the words
    // kept in printed order), written back and read back from the card format.
    void choices_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("written");
        QTest::newRow("Meddling Mage") << "Meddling Mage" << int(ChoiceKind::NonlandCardName) << QStringList()
                                       << "As ~ enters, choose a nonland card name.";
        QTest::newRow("Nevermore") << "Nevermore" << int(ChoiceKind::NonlandCardName) << QStringList()
                                   << "As ~ enters, choose a nonland card name.";
        QTest::newRow("Phyrexian Revoker") << "Phyrexian Revoker" << int(ChoiceKind::NonlandCardName) << QStringList()
                                           << "As ~ enters, choose a nonland card name.";
        for (const char* siege : {"Citadel Siege", "Outpost Siege", "Monastery Siege", "Frontier Siege"})
            QTest::newRow(siege) << siege << int(ChoiceKind::Option) << QStringList{"Khans", "Dragons"}
                                 << "As ~ enters, choose Khans or Dragons.";
    }
    void choices()
    {
        QFETCH(QString, card);
        QFETCH(int, kind);
        QFETCH(QStringList, options);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 0);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Replacement);
        QVERIFY(a->replacement.choose);
        QCOMPARE(int(*a->replacement.choose), kind);
        QCOMPARE(a->replacement.chooseOptions, options);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[0].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[0]->replacement == a->replacement);
    }

    // The rules of ~ itself: the phantoms' prevention (615.1a), and the two ways a card may be cast as
    // though it had flash (601.3b; Rout's {2} more is the op's generic mana).
    void rules_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("mana");
        QTest::addColumn<QString>("written");
        const QString phantom = "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.";
        QTest::newRow("Phantom Centaur") << "Phantom Centaur" << 2 << int(RuleName::PreventDamageRemoveCounter) << -1
                                         << phantom;
        QTest::newRow("Phantom Nishoba") << "Phantom Nishoba" << 3 << int(RuleName::PreventDamageRemoveCounter) << -1
                                         << phantom;
        QTest::newRow("Phantom Tiger") << "Phantom Tiger" << 1 << int(RuleName::PreventDamageRemoveCounter) << -1
                                       << phantom;
        QTest::newRow("Rout") << "Rout" << 0 << int(RuleName::MayCastAsThoughFlashForMore) << 2
                              << "You may cast ~ as though it had flash if you pay {2} more to cast it.";
        QTest::newRow("Saproling Symbiosis") << "Saproling Symbiosis" << 0
                                             << int(RuleName::MayCastAsThoughFlashForMore) << 2
                                             << "You may cast ~ as though it had flash if you pay {2} more to cast it.";
        const QString cleanup = "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't "
                                "have been cast, the controller of the permanent it becomes sacrifices it at the "
                                "beginning of the next cleanup step.";
        for (const char* aura : {"Spider Climb", "Lightning Reflexes", "Mystic Veil", "Necromancy"})
            QTest::newRow(aura) << aura << 0 << int(RuleName::MayCastAsThoughFlashSacrificeAtCleanup) << -1 << cleanup;
    }
    void rules()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(int, mana);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::Rule);
        QCOMPARE(int(a->ops[0].rule), rule);
        QCOMPARE(a->affects->ref, Selector::Ref::Self);
        QCOMPARE(a->ops[0].power ? a->ops[0].power->value : -1, mana);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[index].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a->ops);
    }

    // "• Khans — …": a trigger whose intervening "if" is the option chosen (1 Khans, 2 Dragons, the
    // scenario's choices.mode), written back with the card's word before the dash.
    void chosenOptionAbilities_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("option");
        QTest::addColumn<QString>("written");
        QTest::newRow("Citadel, Khans") << "Citadel Siege" << 1 << 1
                                        << "\u2022 Khans \u2014 At the beginning of combat on your turn, put two "
                                           "+1/+1 counters on target creature you control.";
        QTest::newRow("Outpost, Khans") << "Outpost Siege" << 1 << 1
                                        << "\u2022 Khans \u2014 At the beginning of your upkeep, exile the top card "
                                           "of your library. Until end of turn, you may play that card.";
    }
    void chosenOptionAbilities()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, option);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Triggered);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::ChosenOption);
        QCOMPARE(a->triggerIf->n, option);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[index].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->sameStructure(*a));
    }

    // Morbid (614.1c): the counters only if a creature died this turn, the ability word not written.
    void morbidCounters_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("written");
        QTest::newRow("Festerhide Boar") << "Festerhide Boar" << 2
                                         << "~ enters with two +1/+1 counters on it if a creature died this turn.";
        QTest::newRow("Gravetiller Wurm") << "Gravetiller Wurm" << 4
                                          << "~ enters with four +1/+1 counters on it if a creature died this turn.";
    }
    void morbidCounters()
    {
        QFETCH(QString, card);
        QFETCH(int, n);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 1);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Replacement);
        QVERIFY(a->replacement.entersWithCounters);
        QCOMPARE(a->replacement.entersWithCounters->n.n, n);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::CreatureDiedThisTurn);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[1].written, written);
    }

    // CR 601.3: "Cast ~ only if you've cast another spell this turn": a spell other than this one.
    void castOnlyAfterAnotherSpell()
    {
        for (const char* name : {"Hewed Stone Retainers", "Illusory Angel"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c, name);
            const int index = c->abilities.size() - 1;
            const AbilityDef* a = test::parsedAbility(fixtures(), QLatin1String(name), index);
            QVERIFY2(a, name);
            QCOMPARE(a->castRestriction, CastRestriction::OnlyIf);
            QVERIFY(a->condition && a->condition->filter);
            QCOMPARE(a->condition->kind, Condition::Kind::CastSpellThisTurn);
            QVERIFY(a->condition->filter->other);
            QCOMPARE(c->abilities[index].written, QStringLiteral("Cast ~ only if you've cast another spell this turn."));
        }
    }

    // CR 614.1c, 700.4: Festerhide Boar put onto the battlefield after Grizzly Bears died this turn has two
    // +1/+1 counters; before, none.
    void morbidPerformed()
    {
        const QByteArray objects = R"({"id": "boar", "card": "Festerhide Boar", "owner": "ana", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1})";
        const Playthrough died = played(objects, R"({"id": "e1", "move": ["bears"], "to": "graveyard"},
               {"id": "e2", "move": ["boar"], "to": "battlefield"})");
        QVERIFY(died.events.value(1).done);
        QCOMPARE(test::zoneOf(died, QStringLiteral("boar")), Zone::Battlefield);
        QCOMPARE(plusOneCounters(died, QStringLiteral("boar")), 2);
        const Playthrough alive = played(objects, R"({"id": "e1", "move": ["boar"], "to": "battlefield"})");
        QCOMPARE(test::zoneOf(alive, QStringLiteral("boar")), Zone::Battlefield);
        QCOMPARE(plusOneCounters(alive, QStringLiteral("boar")), 0);
    }

    // A "• Dragons — …" whose ability is not read stays text, and so does its option's card (partly).
    void unreadOptionStaysText()
    {
        const ImportedCard* citadel = test::findCard(fixtures(), QStringLiteral("Citadel Siege"));
        QVERIFY(citadel && citadel->abilities.size() == 3);
        QCOMPARE(citadel->abilities[2].status, AbilityStatus::TextOnly);
        QCOMPARE(citadel->status, CardStatus::Partly);
    }

    // The cards whose every ability is read.
    void understoodCards()
    {
        for (const char* name : {"Meddling Mage", "Nevermore", "Phantom Centaur", "Phantom Nishoba", "Phantom Flock",
                 "Phantom Nomad", "Phantom Tiger", "Rout", "Saproling Symbiosis", "Spider Climb", "Lightning Reflexes",
                 "Mystic Veil", "Festerhide Boar", "Gravetiller Wurm", "Hewed Stone Retainers", "Illusory Angel"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
    }

    // The sentences in the three languages.
    void writtenInThreeLanguages()
    {
        struct Case {
            const char* card;
            int index;
            const char* spanish;
            const char* italian;
        };
        const Case cases[] = {
            {"Meddling Mage", 0,
                "En cuanto Meddling Mage entre al campo de batalla, elige un nombre de carta que no sea de tierra.",
                "Mentre Meddling Mage entra nel campo di battaglia, scegli un nome di carta non terra."},
            {"Citadel Siege", 0, "En cuanto Citadel Siege entre al campo de batalla, elige Khans o Dragons.",
                "Mentre Citadel Siege entra nel campo di battaglia, scegli Khans o Dragons."},
            {"Phantom Tiger", 1,
                "Si se fuera a hacer daño a Phantom Tiger, prevén ese daño. Remueve un contador +1/+1 de Phantom Tiger.",
                "Se un danno sta per essere inflitto a Phantom Tiger, previeni quel danno. Rimuovi un segnalino +1/+1 "
                "da Phantom Tiger."},
            {"Rout", 0, "Puedes lanzar Rout como si tuviera destello si pagas {2} más para lanzarlo.",
                "Puoi lanciare Rout come se avesse lampo se paghi {2} in più per lanciarlo."},
        };
        for (const Case& k : cases) {
            const AbilityDef* a = test::parsedAbility(fixtures(), QLatin1String(k.card), k.index);
            QVERIFY2(a, k.card);
            const CardFace& face = test::findCard(fixtures(), QLatin1String(k.card))->card->front;
            for (const bool italian : {false, true}) {
                Round15Translator tr(italian);
                QCoreApplication::installTranslator(&tr);
                const QString text = RulesText::ability(*a, face, face.name);
                QCoreApplication::removeTranslator(&tr);
                QCOMPARE(text, QString::fromUtf8(italian ? k.italian : k.spanish));
            }
        }
    }

    // Every understood card of the fixture goes through the card format and reads back the same.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 16);
    }

    // CR 615.1a: Phantom Centaur (three +1/+1 counters) is dealt 3 damage by Grizzly Bears: the damage is
    // prevented and one counter removed. Two sources at once are two prevention events, one counter each;
    // Grizzly Bears without the rule takes its damage.
    void phantomPreventsAndLosesACounter()
    {
        const Playthrough play = played(
            R"({"id": "centaur", "card": "Phantom Centaur", "controller": "ana", "timestamp": 1, "counters": {"+1/+1": 3}},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "damage": [{"source": "b1", "to": "centaur", "amount": 3}]},
               {"id": "e2", "damage": [{"source": "b1", "to": "centaur", "amount": 1},
                                       {"source": "b2", "to": "centaur", "amount": 1},
                                       {"source": "centaur", "to": "b1", "amount": 1}]})");
        QCOMPARE(play.events.size(), 2);
        QVERIFY(play.events[0].done);
        QVERIFY(play.events[1].done);
        // The third counter gone, the 2/0 Centaur is put into its owner's graveyard (704.5f).
        QCOMPARE(test::zoneOf(play, QStringLiteral("centaur")), Zone::Graveyard);
        QCOMPARE(play.finalState.object(QStringLiteral("b1"))->damage, 1);
        const QString happened = test::happened(play);
        QVERIFY2(happened.contains(QLatin1String("3 damage to Phantom Centaur is prevented")), qPrintable(happened));
        QCOMPARE(happened.count(QLatin1String("1 damage to Phantom Centaur is prevented")), 2);
        const Playthrough once = played(
            R"({"id": "centaur", "card": "Phantom Centaur", "controller": "ana", "timestamp": 1, "counters": {"+1/+1": 3}},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "damage": [{"source": "b1", "to": "centaur", "amount": 3}]})");
        const GameObject* centaur = once.finalState.object(QStringLiteral("centaur"));
        QVERIFY(centaur);
        QCOMPARE(centaur->damage, 0);
        QCOMPARE(centaur->zone, Zone::Battlefield);
        QCOMPARE(plusOneCounters(once, QStringLiteral("centaur")), 2);
    }

    // CR 603.4: Citadel Siege's "• Khans —" trigger fires at the beginning of combat on Ana's turn when
    // Khans (mode 1) was chosen, not when Dragons (mode 2) was; resolved, it puts two counters on Bears.
    // (The event names the Siege's second ability: its abilities are counted from 1.)
    void khansTriggersOnlyWhenChosen()
    {
        const auto play = [](const char* mode) {
            return played(QByteArray(R"({"id": "siege", "card": "Citadel Siege", "controller": "ana", "timestamp": 1,
                               "choices": {"mode": )") + mode + R"(}},
                   {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2})",
                R"({"id": "e1", "begin": "beginning_of_combat", "triggers": {"e1.1": {"targets": ["bears"]}}},
                   {"id": "e2", "resolve": "top"})");
        };
        const Playthrough khans = play("1");
        QCOMPARE(test::eventOutcome(khans, QStringLiteral("e1")), QStringList{QStringLiteral("siege:2")});
        QCOMPARE(plusOneCounters(khans, QStringLiteral("bears")), 2);
        const Playthrough dragons = play("2");
        QVERIFY(test::eventOutcome(dragons, QStringLiteral("e1")).isEmpty());
        QCOMPARE(plusOneCounters(dragons, QStringLiteral("bears")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImportStatics15)
#include "tst_importstatics15.moc"
