// Instants and sorceries read from real cards' Oracle text (tests/data/import/spells15.json): strive's
// cost per target beyond the first (601.2f), damage equal to the number of cards in a target player's
// hand, "discard all the cards in your hand, then draw that many cards" and Windfall's "the greatest
// number of cards a player discarded this way", "you may cast a card with mana value 3 or less from
// your hand without paying its mana cost" (601.2, 118.9), "any number of target …" (115.1), and Final
// Fortune's extra turn with its end step (500.7); the structure, the English written back (the round trip trusts it), the card format,
// and what the event player does with them.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spells15.json"));
}

// Card names with an apostrophe are written \u0027 in the raw strings below: moc reads an apostrophe in a
// raw string as the start of a character literal and then finds no test class.
Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The parsed ability of `card` whose sentence holds `words`; null, with a warning, otherwise.
const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

int cardsIn(const Playthrough& play, const QString& owner, Zone zone)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += (o.owner == owner && o.zone == zone) ? 1 : 0;
    return n;
}

}   // namespace

class TestImportSpells15 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 11); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("strive, this spell") << "Aerial Formation"
                                            << "Strive"
                                            << "~ costs {2}{U} more to cast for each target beyond the first.";
        QTest::newRow("strive, named") << "Kiora's Dismissal"
                                       << "Strive"
                                       << "~ costs {U} more to cast for each target beyond the first.";
        QTest::newRow("cards in that player's hand")
            << "Gaze of Adamaro"
            << "deals damage"
            << "~ deals damage to target player equal to the number of cards in that player's hand.";
        QTest::newRow("that many") << "Tolarian Winds"
                                   << "Discard"
                                   << "Discard all the cards in your hand, then draw that many cards.";
        QTest::newRow("greatest number") << "Windfall"
                                         << "Each player"
                                         << "Each player discards their hand, then draws cards equal to the greatest "
                                            "number of cards a player discarded this way.";
        QTest::newRow("cast without paying") << "Sram's Expertise"
                                             << "You may cast"
                                             << "You may cast a card with mana value 3 or less from your hand without "
                                                "paying its mana cost.";
        QTest::newRow("cast X or less") << "Electrodominance"
                                        << "You may cast"
                                        << "~ deals X damage to any target. You may cast a card with mana value X or "
                                           "less from your hand without paying its mana cost.";
        QTest::newRow("extra turn, then lose") << "Final Fortune"
                                               << "extra turn"
                                               << "Take an extra turn after this one. At the beginning of that turn's "
                                                  "end step, you lose the game.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 601.2f: strive is an additional cost whose mana part is paid per target beyond the first.
        const AbilityDef* strive = parsedWith(QStringLiteral("Harness by Force"), QStringLiteral("Strive"));
        QVERIFY(strive);
        QCOMPARE(strive->kind, AbilityDef::Kind::AdditionalCost);
        QCOMPARE(strive->costParts.size(), 1);
        QCOMPARE(strive->costParts[0].mana, QStringLiteral("{2}{R}"));
        QVERIFY(strive->costParts[0].perTargetBeyondFirst);
        // Fireball's generic "{1} more" is not strive's additional cost (Expr::TargetsBeyondFirst's).
        const AbilityReport* fireball = test::reportWith(fixtures(), QStringLiteral("Fireball"), QStringLiteral("costs {1}"));
        QVERIFY(fireball);
        QVERIFY(fireball->status != AbilityStatus::Parsed);
        const AbilityDef* gaze = parsedWith(QStringLiteral("Gaze of Adamaro"), QStringLiteral("deals damage"));
        QVERIFY(gaze);
        QCOMPARE(gaze->effect.value(0).amountOf->kind, Expr::Kind::CardsInHand);
        QCOMPARE(gaze->effect.value(0).amountOf->who, QStringLiteral("target_player"));
        const AbilityDef* windfall = parsedWith(QStringLiteral("Windfall"), QStringLiteral("Each player"));
        QVERIFY(windfall);
        QCOMPARE(windfall->effect.size(), 2);
        QCOMPARE(windfall->effect[0].kind, ActionKind::DiscardHand);
        QCOMPARE(windfall->effect[1].amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(windfall->effect[1].amountOf->value, 1);
        // 500.7: the delayed trigger belongs to the extra turn the action before gives.
        const AbilityDef* fortune = parsedWith(QStringLiteral("Final Fortune"), QStringLiteral("extra turn"));
        QVERIFY(fortune);
        QCOMPARE(fortune->effect.size(), 2);
        QCOMPARE(fortune->effect[0].kind, ActionKind::ExtraTurn);
        QCOMPARE(fortune->effect[1].kind, ActionKind::Delayed);
        QCOMPARE(fortune->effect[1].event, TriggerEvent::ExtraTurnEndStep);
        QCOMPARE(fortune->effect[1].nested.value(0).kind, ActionKind::LoseGame);
        const AbilityDef* expertise = parsedWith(QStringLiteral("Sram's Expertise"), QStringLiteral("You may cast"));
        QVERIFY(expertise);
        QCOMPARE(expertise->effect.last().kind, ActionKind::CastWithoutPaying);
        QVERIFY(expertise->effect.last().optional);
        QCOMPARE(expertise->effect.last().object->manaValueAtMost.value_or(0), 3);
    }

    void damageEqualToHand()
    {
        // CR 608.2h: Gaze of Adamaro counts Nico's hand as it resolves: three cards, 3 damage.
        const Playthrough play = played(R"({"id": "gaze", "card": "Gaze of Adamaro", "zone": "hand"},
            {"id": "h1", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "h2", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "h3", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "gaze", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, "nico"), 17);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
    }

    void discardThenDrawThatMany()
    {
        // CR 701.8a, 608.2c: Tolarian Winds discards Ana's two other cards, then draws two.
        const Playthrough play = played(R"({"id": "tw", "card": "Tolarian Winds", "zone": "hand"},
            {"id": "a1", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "a2", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "l1", "card": "Grizzly Bears", "zone": "library"},
            {"id": "l2", "card": "Grizzly Bears", "zone": "library"},
            {"id": "l3", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "cast": "tw"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "a1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "a2"), Zone::Graveyard);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Hand), 2);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Library), 1);
    }

    void windfallGreatestNumber()
    {
        // Windfall: Ana discards one card, Nico three; each then draws three, the greatest number.
        const Playthrough play = played(R"({"id": "wf", "card": "Windfall", "zone": "hand"},
            {"id": "a1", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "n1", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "n2", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "n3", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "al1", "card": "Lightning Bolt", "zone": "library"},
            {"id": "al2", "card": "Lightning Bolt", "zone": "library"},
            {"id": "al3", "card": "Lightning Bolt", "zone": "library"},
            {"id": "al4", "card": "Lightning Bolt", "zone": "library"},
            {"id": "nl1", "card": "Lightning Bolt", "owner": "nico", "zone": "library"},
            {"id": "nl2", "card": "Lightning Bolt", "owner": "nico", "zone": "library"},
            {"id": "nl3", "card": "Lightning Bolt", "owner": "nico", "zone": "library"})",
            R"({"id": "e1", "cast": "wf"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "a1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "n3"), Zone::Graveyard);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Hand), 3);
        QCOMPARE(cardsIn(play, QStringLiteral("nico"), Zone::Hand), 3);
        QCOMPARE(cardsIn(play, QStringLiteral("ana"), Zone::Library), 1);
    }

    void castWithoutPaying()
    {
        // CR 601.2, 118.9: Sram's Expertise casts the Grizzly Bears the resolve event names: it goes on
        // the stack as a spell cast, and resolves onto the battlefield.
        const Playthrough play = played(R"({"id": "se", "card": "Sram\u0027s Expertise", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "cast": "se"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["bears"]}},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QVERIFY2(test::happened(play).contains(QStringLiteral("casts Grizzly Bears without paying its mana cost")),
            qPrintable(test::happened(play)));
    }

    void castWithoutPayingTooExpensive()
    {
        // CR 601.2, 202.3: Electrodominance with X = 0 can cast no card of mana value 1; "may": false
        // casts none at all.
        const QByteArray objects = R"({"id": "ed", "card": "Electrodominance", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})";
        const Playthrough zero = played(objects,
            R"({"id": "e1", "cast": "ed", "targets": ["nico"], "choices": {"x": 0}},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["bolt"]}})");
        QCOMPARE(test::zoneOf(zero, "bolt"), Zone::Hand);
        const Playthrough declined = played(objects,
            R"({"id": "e1", "cast": "ed", "targets": ["nico"], "choices": {"x": 1}},
            {"id": "e2", "resolve": "top", "may": false, "choices": {"objects": ["bolt"]}})");
        QCOMPARE(test::zoneOf(declined, "bolt"), Zone::Hand);
        QCOMPARE(test::lifeOf(declined, "nico"), 19);
    }

    void castWithoutPayingX()
    {
        // CR 601.2, 107.3: Electrodominance with X = 1 deals 1 damage to Nico and casts Lightning Bolt
        // at him (the resolve event's targets are the Bolt's): 1 + 3.
        const Playthrough play = played(R"({"id": "ed", "card": "Electrodominance", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})",
            R"({"id": "e1", "cast": "ed", "targets": ["nico"], "choices": {"x": 1}},
            {"id": "e2", "resolve": "top", "targets": ["nico"], "choices": {"objects": ["bolt"]}},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 16);
    }

    void striveCostNamed()
    {
        // CR 601.2f, 115.1: Kiora's Dismissal aimed at three enchantments costs {U} more for each of the
        // two beyond the first; the cast is taken as paid and the total named. All three return.
        const QByteArray objects = R"({"id": "kd", "card": "Kiora\u0027s Dismissal", "zone": "hand"},
            {"id": "g1", "card": "Glorious Anthem", "owner": "nico", "timestamp": 1},
            {"id": "g2", "card": "Glorious Anthem", "owner": "nico", "timestamp": 2},
            {"id": "g3", "card": "Bad Moon", "owner": "nico", "timestamp": 3})";
        const Playthrough three = played(objects,
            R"({"id": "e1", "cast": "kd", "targets": ["g1", "g2", "g3"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::happened(three).contains(QStringLiteral("costs {U}{U} more to cast for 2 target(s) beyond the first")),
            qPrintable(test::happened(three)));
        QCOMPARE(test::zoneOf(three, "g1"), Zone::Hand);
        QCOMPARE(test::zoneOf(three, "g2"), Zone::Hand);
        QCOMPARE(test::zoneOf(three, "g3"), Zone::Hand);
        // One target: nothing beyond the first, no strive cost.
        const Playthrough one = played(objects, R"({"id": "e1", "cast": "kd", "targets": ["g2"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(!test::happened(one).contains(QStringLiteral("strive")));
        QCOMPARE(test::zoneOf(one, "g1"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(one, "g2"), Zone::Hand);
    }

    void anyNumberOfTargets()
    {
        // CR 115.1: "any number of target creatures" is written back and kept by the card format as
        // "up_to": "any".
        const AbilityDef* dismissal = parsedWith(QStringLiteral("Kiora's Dismissal"), QStringLiteral("Return"));
        QVERIFY(dismissal);
        QCOMPARE(dismissal->targets.size(), 1);
        QCOMPARE(dismissal->targets[0].upTo, quint8(255));
        QCOMPARE(dismissal->effect.value(0).object->ref, Selector::Ref::Targets);
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Kiora's Dismissal"), QStringLiteral("Return"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Return any number of target enchantments to their owners' hands."));
        QString why;
        const CardPtr back = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Kiora's Dismissal"))->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.value(1)->targets.value(0).upTo, quint8(255));
    }

    void extraTurnEndStepNotThisTurn()
    {
        // CR 500.7, 603.7: Final Fortune's delayed trigger waits for the extra turn's end step; this
        // turn's end step does not trigger it, so Ana does not lose (tst_turnorder49 plays the extra turn).
        const Playthrough play = played(R"({"id": "ff", "card": "Final Fortune", "zone": "hand"})",
            R"({"id": "e1", "cast": "ff"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"})");
        QVERIFY2(test::happened(play).contains(QStringLiteral("delayed triggered ability")), qPrintable(test::happened(play)));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList());
        const Player* ana = play.finalState.player(QStringLiteral("ana"));
        QVERIFY(ana && !ana->lost);
    }
};

QTEST_GUILESS_MAIN(TestImportSpells15)
#include "tst_importspells15.moc"
