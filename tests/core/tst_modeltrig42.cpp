// Trigger events and amounts read from real cards' Oracle text (tests/data/import/modeltrig42.json), round 42
// (`modeltrig42`): counters put as a trigger event ("Whenever you put one or more -1/-1 counters on a creature", Nest of
// Scarabs and Obelisk Spider; "Whenever a -1/-1 counter is put on a creature", Flourishing Defenses; "Whenever you put
// one or more counters on a creature you don't control", Generous Patron), "Whenever you scry" (Knowledge and Power) and
// "the number of +1/+1 counters removed this way" after the ability's own "Remove all … counters" cost (Molten Hydra,
// Vish Kal, Torture Chamber, Jar of Eyeballs). Scar, Sickle Ripper, Stinging Shot and Storm Strike put the counters or scry; Grizzly
// Bears and Serra Angel are built in.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("modeltrig42.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The ability `index` of `card` once through the card format (import --json and read back).
AbilityPtr afterCardFormat(const QString& card, int index)
{
    QString why;
    const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
    if (!again || again->front.abilities.size() <= index) {
        qWarning("%s", qPrintable(why));
        return {};
    }
    return again->front.abilities[index];
}

int tokensOf(const Playthrough& p, const QString& name)
{
    int n = 0;
    const GameState& s = p.events.last().state;
    for (int i = 0; i < s.objects.size(); ++i)
        if (s.objects[i].token && s.objects[i].zone == Zone::Battlefield && p.events.last().resolution.chars[i].name == name)
            ++n;
    return n;
}

const char* const kHand = ", \"zone\": \"hand\"";

}   // namespace

class TestModelTrig42 : public QObject {
    Q_OBJECT
private slots:
    void cardsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Molten Hydra", "Vish Kal, Blood Arbiter", "Nest of Scarabs",
            "Obelisk Spider", "Flourishing Defenses", "Generous Patron", "Knowledge and Power", "Jar of Eyeballs"});
    }
    // Torture Chamber is fully understood too since round 44 (its end-step damage to you).
    void cardFormatKeepsUnderstoodCards() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 13); }

    // CR 122.6: the events, their filters and the English written back; kept through the card format.
    void counterEventsRead()
    {
        const AbilityDef* nest = test::parsedAbility(fixtures(), QStringLiteral("Nest of Scarabs"), 0);
        QVERIFY(nest && nest->eventFilter);
        QCOMPARE(nest->event, TriggerEvent::YouPutMinusOneCounters);
        QVERIFY(nest->eventFilter->types & quint16(CardType::Creature));
        QCOMPARE(nest->effect.size(), 1);
        QVERIFY(nest->effect[0].amountOf && nest->effect[0].amountOf->kind == Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Nest of Scarabs"), 0),
            QStringLiteral("Whenever you put one or more -1/-1 counters on a creature, create that many 1/1 black Insect "
                           "creature tokens."));
        const AbilityDef* defenses = test::parsedAbility(fixtures(), QStringLiteral("Flourishing Defenses"), 0);
        QVERIFY(defenses && defenses->optional);
        QCOMPARE(defenses->event, TriggerEvent::MinusOneCounterPut);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Flourishing Defenses"), 0),
            QStringLiteral("Whenever a -1/-1 counter is put on a creature, you may create a 1/1 green Elf Warrior creature token."));
        const AbilityDef* patron = test::parsedAbility(fixtures(), QStringLiteral("Generous Patron"), 1);
        QVERIFY(patron && patron->eventFilter);
        QCOMPARE(patron->event, TriggerEvent::YouPutCounters);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Generous Patron"), 1),
            QStringLiteral("Whenever you put one or more counters on a creature you don't control, draw a card."));
        const AbilityDef* spider = test::parsedAbility(fixtures(), QStringLiteral("Obelisk Spider"), 2);
        QVERIFY(spider && spider->event == TriggerEvent::YouPutMinusOneCounters);
        for (const auto& [card, index, event] : {std::tuple{"Nest of Scarabs", 0, TriggerEvent::YouPutMinusOneCounters},
                 std::tuple{"Flourishing Defenses", 0, TriggerEvent::MinusOneCounterPut},
                 std::tuple{"Generous Patron", 1, TriggerEvent::YouPutCounters}}) {
            const AbilityPtr back = afterCardFormat(QLatin1String(card), index);
            QVERIFY(back && back->eventFilter);
            QCOMPARE(back->event, event);
        }
    }

    // CR 701.22a: "Whenever you scry", written back and kept through the card format.
    void scryEventRead()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Knowledge and Power"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YouScry);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Knowledge and Power"), 0),
            QStringLiteral("Whenever you scry, you may pay {2}. If you do, ~ deals 2 damage to any target."));
        const AbilityPtr back = afterCardFormat(QStringLiteral("Knowledge and Power"), 0);
        QVERIFY(back && back->event == TriggerEvent::YouScry);
    }

    // CR 118.3, 602.2b, 601.2h: the amount the cost removed, its kind the cost's, written back as Oracle says it.
    void removedThisWayRead()
    {
        const Action* d = test::firstAction(fixtures(), QStringLiteral("Molten Hydra"), 1, ActionKind::Damage);
        QVERIFY(d && d->amountOf);
        QCOMPARE(d->amountOf->kind, Expr::Kind::CountersRemovedThisWay);
        QCOMPARE(d->amountOf->counterKind, QStringLiteral("+1/+1"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Molten Hydra"), 1),
            QStringLiteral("{T}, Remove all +1/+1 counters from ~: ~ deals damage equal to the number of +1/+1 counters "
                           "removed this way to any target."));
        const AbilityPtr back = afterCardFormat(QStringLiteral("Molten Hydra"), 1);
        QVERIFY(back && back->effect.size() == 1 && back->effect[0].amountOf);
        QCOMPARE(back->effect[0].amountOf->kind, Expr::Kind::CountersRemovedThisWay);
        const AbilityDef* vish = test::parsedWith(fixtures(), QStringLiteral("Vish Kal, Blood Arbiter"), QStringLiteral("removed"));
        QVERIFY(vish && vish->effect.size() == 1 && vish->effect[0].continuous);
        const Op& op = vish->effect[0].continuous->ops.first();
        QVERIFY(op.power && op.power->kind == Expr::Kind::Neg && op.power->args.first().kind == Expr::Kind::CountersRemovedThisWay);
        const AbilityDef* chamber = test::parsedWith(fixtures(), QStringLiteral("Torture Chamber"), QStringLiteral("removed"));
        QVERIFY(chamber && chamber->effect.size() == 1 && chamber->effect[0].amountOf);
        QCOMPARE(chamber->effect[0].amountOf->counterKind, QStringLiteral("pain"));
    }

    // CR 602.2b, 608.2h: outside such a cost "removed this way" names nothing: the same effect after "{T}:" alone, after
    // a cost with {X}, or after one that removes counters of another kind, is not read; with the cost it is.
    void removedThisWayNotReadWithoutTheCost()
    {
        const QString effect = QStringLiteral("~ deals damage to target creature equal to the number of pain counters removed this way.");
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("{1}, {T}: ") + effect));
        QVERIFY(!parser.ability(QStringLiteral("{X}, Remove all pain counters from ~: ") + effect));
        QVERIFY(!parser.ability(QStringLiteral("{1}, Remove all charge counters from ~: ") + effect));
        QVERIFY(parser.ability(QStringLiteral("{1}, Remove all pain counters from ~: ") + effect));
    }

    // CR 602.2b, 601.2h, 120.3: Molten Hydra with three +1/+1 counters removes them all as it activates and deals 3
    // damage to Nico; it keeps none.
    void moltenHydraDealsTheCountersRemoved()
    {
        const Playthrough p = played(test::objectJson("hydra", "Molten Hydra", ", \"counters\": {\"+1/+1\": 3}"),
            "{\"id\": \"e1\", \"activate\": \"hydra\", \"ability\": 2, \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done"}));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::countersOn(p, QStringLiteral("hydra")), 0);
    }

    // CR 611.2c, 608.2h: Vish Kal's two +1/+1 counters removed give Nico's Grizzly Bears -2/-2: it dies (704.5f); with one
    // counter it is a 1/1.
    void vishKalShrinksByTheCountersRemoved()
    {
        const auto vish = [](int counters) {
            return played(test::objectJson("vish", "Vish Kal, Blood Arbiter",
                              QByteArray(", \"counters\": {\"+1/+1\": ") + QByteArray::number(counters) + "}")
                    + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico"),
                "{\"id\": \"e1\", \"activate\": \"vish\", \"ability\": 4, \"targets\": [\"nb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        };
        const Playthrough two = vish(2);
        QCOMPARE(test::doneOrRefusal(two), (QStringList{"done", "done"}));
        QCOMPARE(test::zoneOf(two, QStringLiteral("nb")), Zone::Graveyard);
        const Playthrough one = vish(1);
        QCOMPARE(test::ptOf(one, QStringLiteral("nb")), QStringLiteral("1/1"));
        QCOMPARE(test::countersOn(one, QStringLiteral("vish")), 0);
    }

    // CR 602.2b, 120.3: Torture Chamber's three pain counters removed are 3 damage to Nico's Grizzly Bears.
    void tortureChamberDealsThePainRemoved()
    {
        const Playthrough p = played(test::objectJson("tc", "Torture Chamber", ", \"counters\": {\"pain\": 3}") + ", "
                + test::objectJson("nb", "Grizzly Bears", "", "nico"),
            "{\"id\": \"e1\", \"activate\": \"tc\", \"ability\": 3, \"targets\": [\"nb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done"}));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::countersOn(p, QStringLiteral("tc"), QStringLiteral("pain")), 0);
    }

    // CR 602.2b, 601.2h: Jar of Eyeballs with two eyeball counters looks at the top two cards (the first two library
    // cards listed): Ana keeps the second; with one counter only the first is looked at, and it is the one kept.
    void jarOfEyeballsLooksAtTheCountersRemoved()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Jar of Eyeballs"), 1),
            QStringLiteral("{3}, {T}, Remove all eyeball counters from ~: Look at the top X cards of your library, where X is "
                           "the number of eyeball counters removed this way. Put one of them into your hand and the rest on "
                           "the bottom of your library in any order."));
        const auto jar = [](int counters) {
            QByteArray library;
            for (const char* id : {"l1", "l2", "l3"})
                library += ", " + test::objectJson(id, "Grizzly Bears", ", \"zone\": \"library\"");
            return played(test::objectJson("jar", "Jar of Eyeballs",
                              QByteArray(", \"counters\": {\"eyeball\": ") + QByteArray::number(counters) + "}")
                    + library,
                "{\"id\": \"e1\", \"activate\": \"jar\", \"ability\": 2}, {\"id\": \"e2\", \"resolve\": \"top\", "
                "\"choices\": {\"objects\": [\"l2\"]}}");
        };
        const Playthrough two = jar(2);
        QCOMPARE(test::doneOrRefusal(two), (QStringList{"done", "done"}));
        QCOMPARE(test::zoneOf(two, QStringLiteral("l2")), Zone::Hand);
        QCOMPARE(test::zoneOf(two, QStringLiteral("l1")), Zone::Library);
        QCOMPARE(test::countersOn(two, QStringLiteral("jar"), QStringLiteral("eyeball")), 0);
        const Playthrough one = jar(1);
        QCOMPARE(test::zoneOf(one, QStringLiteral("l1")), Zone::Hand);
        QCOMPARE(test::zoneOf(one, QStringLiteral("l2")), Zone::Library);
    }

    // CR 122.6, 603.2: Ana's Stinging Shot puts three -1/-1 counters on Nico's Serra Angel: Ana's Nest of Scarabs
    // triggers once and makes three Insects, her Obelisk Spider drains 1. Nico's Scar on Ana's Bears is his counter:
    // neither triggers.
    void nestAndSpiderSeeYourCounters()
    {
        const QByteArray board = test::objectJson("nest", "Nest of Scarabs") + ", " + test::objectJson("spider", "Obelisk Spider")
            + ", " + test::objectJson("angel", "Serra Angel", "", "nico") + ", " + test::objectJson("bears", "Grizzly Bears");
        const Playthrough yours = played(board + ", " + test::objectJson("shot", "Stinging Shot", kHand),
            "{\"id\": \"e1\", \"cast\": \"shot\", \"targets\": [\"angel\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QCOMPARE(test::doneOrRefusal(yours), (QStringList{"done", "done", "done", "done"}));
        QCOMPARE(tokensOf(yours, QStringLiteral("Insect")), 3);
        QCOMPARE(test::lifeOf(yours, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(yours, QStringLiteral("ana")), 21);
        const Playthrough his = played(board + ", " + test::objectJson("scar", "Scar", kHand, "nico"),
            "{\"id\": \"e1\", \"cast\": \"scar\", \"targets\": [\"bears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::doneOrRefusal(his), (QStringList{"done", "done"}));
        QCOMPARE(test::countersOn(his, QStringLiteral("bears"), QStringLiteral("-1/-1")), 1);
        QCOMPARE(tokensOf(his, QStringLiteral("Insect")), 0);
        QCOMPARE(test::lifeOf(his, QStringLiteral("nico")), 20);
    }

    // CR 120.3d, 702.80a, 122.6: Ana's Sickle Ripper (wither) blocked by Nico's Bears: its 2 combat damage are -1/-1
    // counters Ana puts, and her Obelisk Spider drains 1.
    void witherDamageIsYourCounters()
    {
        const Playthrough p = played(test::objectJson("ripper", "Sickle Ripper") + ", " + test::objectJson("spider", "Obelisk Spider")
                + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico"),
            "{\"id\": \"e1\", \"attack\": {\"ripper\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"nb\": [\"ripper\"]}}, "
            "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 21);
    }

    // CR 122.6: Flourishing Defenses triggers once for each -1/-1 counter, whoever puts it: three for Stinging Shot,
    // one for Nico's Scar.
    void defensesTriggerForEachCounter()
    {
        const QByteArray board = test::objectJson("def", "Flourishing Defenses") + ", " + test::objectJson("angel", "Serra Angel", "", "nico");
        const Playthrough shot = played(board + ", " + test::objectJson("shot", "Stinging Shot", kHand),
            "{\"id\": \"e1\", \"cast\": \"shot\", \"targets\": [\"angel\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\", \"may\": true}, {\"id\": \"e4\", \"resolve\": \"top\", \"may\": true}, "
            "{\"id\": \"e5\", \"resolve\": \"top\", \"may\": true}");
        QCOMPARE(test::doneOrRefusal(shot), (QStringList{"done", "done", "done", "done", "done"}));
        QCOMPARE(tokensOf(shot, QStringLiteral("Elf Warrior")), 3);
        const Playthrough scar = played(board + ", " + test::objectJson("scar", "Scar", kHand, "nico"),
            "{\"id\": \"e1\", \"cast\": \"scar\", \"targets\": [\"angel\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\", \"may\": true}");
        QCOMPARE(test::doneOrRefusal(scar), (QStringList{"done", "done", "done"}));
        QCOMPARE(tokensOf(scar, QStringLiteral("Elf Warrior")), 1);
    }

    // CR 122.6: Generous Patron draws when Ana's Scar puts a counter on Nico's Bears, not on her own.
    void patronDrawsForTheirCreatures()
    {
        const QByteArray board = test::objectJson("patron", "Generous Patron") + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico")
            + ", " + test::objectJson("bears", "Grizzly Bears") + ", " + test::objectJson("scar", "Scar", kHand) + ", "
            + test::objectJson("lib", "Grizzly Bears", ", \"zone\": \"library\"");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"scar\", \"targets\": [\"";
        const Playthrough theirs = played(board, cast + "nb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::doneOrRefusal(theirs), (QStringList{"done", "done", "done"}));
        QCOMPARE(test::zoneOf(theirs, QStringLiteral("lib")), Zone::Hand);
        const Playthrough own = played(board, cast + "bears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::zoneOf(own, QStringLiteral("lib")), Zone::Library);
    }

    // CR 701.22a: Ana's Storm Strike scries 1: Knowledge and Power triggers, and paid it deals 2 damage to Nico. Nico's
    // Storm Strike is his scry: no trigger.
    void knowledgeAndPowerSeesYourScry()
    {
        const QByteArray board = test::objectJson("kp", "Knowledge and Power") + ", " + test::objectJson("bears", "Grizzly Bears")
            + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico");
        const Playthrough yours = played(board + ", " + test::objectJson("strike", "Storm Strike", kHand),
            "{\"id\": \"e1\", \"cast\": \"strike\", \"targets\": [\"bears\"]}, {\"id\": \"e2\", \"resolve\": \"top\", "
            "\"triggers\": {\"e2.1\": {\"targets\": [\"nico\"]}}}, {\"id\": \"e3\", \"resolve\": \"top\", \"may\": true}");
        QCOMPARE(test::doneOrRefusal(yours), (QStringList{"done", "done", "done"}));
        QCOMPARE(test::lifeOf(yours, QStringLiteral("nico")), 18);
        const Playthrough his = played(board + ", " + test::objectJson("strike", "Storm Strike", kHand, "nico"),
            "{\"id\": \"e1\", \"cast\": \"strike\", \"targets\": [\"nb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY(test::refused(his, "e3"));   // nothing left on the stack
        QCOMPARE(test::lifeOf(his, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestModelTrig42)
#include "tst_modeltrig42.moc"
