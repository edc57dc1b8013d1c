// Round 25's model values, read from real cards' Oracle text (tests/data/import/impmodel25.json) and
// played: a cost paid as the permanent was cast or entered (Condition::Kind::CostPaid: Latchkey Faerie's
// prowl, Snake of the Golden Grove's tribute), multikicker's "for each time it was kicked"
// (Expr::Kind::TimesKicked), "gains your choice of reach, trample, or haste" (Op::abilityChosen), "the
// color or colors of your choice" (Op::colorsChosen), and "When ~ enters or is turned face up"
// (AbilityDef::alsoTurnedFaceUp).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/CardJson.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impmodel25.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Two cards in Ana's library, so that a draw finds one.
const QByteArray kLibrary = R"({"id": "l1", "card": "Hill Giant", "zone": "library"},
    {"id": "l2", "card": "Hill Giant", "zone": "library"})";

// `card` cast from Ana's hand with `castKeys` (`, "choices": {…}`) and resolved, and its trigger if any.
Playthrough castAndResolve(const char* card, const QByteArray& castKeys, const QByteArray& more = kLibrary)
{
    QByteArray objects = QByteArray(R"({"id": "spell", "card": ")") + card + R"(", "zone": "hand"})";
    if (!more.isEmpty())
        objects += ',' + more;
    return played(objects, R"({"id": "e1", "cast": "spell")" + castKeys
            + R"(}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
}

int handSize(const Playthrough& p)
{
    return int(test::idsIn(p.finalState, Zone::Hand).size());
}

}   // namespace

class TestImpModel25 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 21); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 702.76a, 603.4: "if its prowl cost was paid" is an intervening "if" about the permanent's own
    // cast; "if tribute wasn't paid" (702.104b) is the same condition negated.
    void costPaidConditionsAreRead()
    {
        const AbilityDef* faerie = test::parsedAbility(fixtures(), QStringLiteral("Latchkey Faerie"), 2);
        QVERIFY(faerie && faerie->triggerIf);
        QCOMPARE(faerie->triggerIf->kind, Condition::Kind::CostPaid);
        QCOMPARE(faerie->triggerIf->cost, QStringLiteral("prowl"));
        QVERIFY(!faerie->triggerIf->negated);
        const AbilityDef* snake = test::parsedAbility(fixtures(), QStringLiteral("Snake of the Golden Grove"), 1);
        QVERIFY(snake && snake->triggerIf);
        QCOMPARE(snake->triggerIf->cost, QStringLiteral("tribute"));
        QVERIFY(snake->triggerIf->negated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Snake of the Golden Grove"), 1),
            QStringLiteral("When ~ enters, if tribute wasn't paid, you gain 4 life."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Latchkey Faerie"), 2),
            QStringLiteral("When ~ enters, if ~'s prowl cost was paid, draw a card."));
    }

    // CR 702.76a, 603.4: Latchkey Faerie cast for its prowl cost draws a card as it enters; cast for its
    // mana cost, its ability doesn't trigger.
    void prowlPaidDraws()
    {
        const Playthrough paid = castAndResolve("Latchkey Faerie", R"(, "choices": {"paid": ["prowl"]})");
        QCOMPARE(test::eventOutcome(paid, QStringLiteral("e2")), QStringList(QStringLiteral("spell:3")));
        QVERIFY2(handSize(paid) == 1, qPrintable(test::happened(paid)));
        const Playthrough plain = castAndResolve("Latchkey Faerie", {});
        QVERIFY(test::eventOutcome(plain, QStringLiteral("e2")).isEmpty());
        QCOMPARE(handSize(plain), 0);
    }

    // CR 702.104a-b: Nico pays tribute: Snake of the Golden Grove enters with three +1/+1 counters and
    // Ana gains no life; unpaid, it has none and she gains 4.
    void tributePaidOrNot()
    {
        const Playthrough paid
            = castAndResolve("Snake of the Golden Grove", R"(, "choices": {"paid": ["tribute"]})", {});
        QCOMPARE(test::countersOn(paid, QStringLiteral("spell")), 3);
        QVERIFY2(test::lifeOf(paid, QStringLiteral("ana")) == 20, qPrintable(test::happened(paid)));
        const Playthrough unpaid = castAndResolve("Snake of the Golden Grove", {}, {});
        QCOMPARE(test::countersOn(unpaid, QStringLiteral("spell")), 0);
        QVERIFY2(test::lifeOf(unpaid, QStringLiteral("ana")) == 24, qPrintable(test::happened(unpaid)));
    }

    // The card format names the cost: {"cost_paid": "prowl"}, {"not": {"cost_paid": "tribute"}}.
    void cardFormatNamesTheCost()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Snake of the Golden Grove"));
        QVERIFY(c && c->card);
        bool ok = true;
        const QJsonObject json = cardToJson(*c->card, &ok);
        QVERIFY(ok);
        const QJsonObject trigger = json.value(QStringLiteral("abilities")).toArray().at(1).toObject();
        const QJsonObject condition
            = trigger.value(QStringLiteral("triggered")).toObject().value(QStringLiteral("if")).toObject();
        QCOMPARE(condition.value(QStringLiteral("not")).toObject().value(QStringLiteral("cost_paid")).toString(),
            QStringLiteral("tribute"));
    }

    // CR 702.33c, 614.1c: Gnarlid Pack kicked three times enters with three +1/+1 counters; Lightkeeper
    // of Emeria kicked twice gains Ana 4 life; not kicked, none and none.
    void multikickerCountsEachKick()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gnarlid Pack"), 1),
            QStringLiteral("~ enters with a +1/+1 counter on it for each time ~ was kicked."));
        const Playthrough pack
            = castAndResolve("Gnarlid Pack", R"(, "kicked": true, "choices": {"times_kicked": 3})", {});
        QVERIFY2(test::countersOn(pack, QStringLiteral("spell")) == 3, qPrintable(test::happened(pack)));
        const Playthrough unkicked = castAndResolve("Gnarlid Pack", {}, {});
        QCOMPARE(test::countersOn(unkicked, QStringLiteral("spell")), 0);
        const Playthrough angel
            = castAndResolve("Lightkeeper of Emeria", R"(, "kicked": true, "choices": {"times_kicked": 2})", {});
        QVERIFY2(test::lifeOf(angel, QStringLiteral("ana")) == 24, qPrintable(test::happened(angel)));
        const Playthrough plainAngel = castAndResolve("Lightkeeper of Emeria", {}, {});
        QCOMPARE(test::lifeOf(plainAngel, QStringLiteral("ana")), 20);
    }

    // CR 702.33c, 701.9a: Bloodhusk Ritualist kicked twice makes Nico discard two of his three cards.
    void multikickerDiscardsForEachKick()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bloodhusk Ritualist"), 1),
            QStringLiteral("When ~ enters, target opponent discards a card for each time ~ was kicked."));
        const QByteArray nicosHand = R"({"id": "n1", "card": "Hill Giant", "zone": "hand", "owner": "nico"},
            {"id": "n2", "card": "Hill Giant", "zone": "hand", "owner": "nico"},
            {"id": "n3", "card": "Hill Giant", "zone": "hand", "owner": "nico"})";
        const Playthrough p = played(R"({"id": "spell", "card": "Bloodhusk Ritualist", "zone": "hand"},)" + nicosHand,
            R"({"id": "e1", "cast": "spell", "kicked": true, "choices": {"times_kicked": 2}},
               {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["nico"]}}},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::idsIn(p.finalState, Zone::Graveyard).size() == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 1);
    }

    // CR 611.2a, 613.1f: "gains your choice of reach, trample, or haste until end of turn": the one
    // chosen (the activation's choices "mode", 2: trample), and neither of the others.
    void chosenKeywordIsGained()
    {
        const AbilityDef* pump = test::parsedAbility(fixtures(), QStringLiteral("Shifting Ceratops"), 2);
        QVERIFY(pump && pump->effect.size() == 1 && pump->effect.first().continuous);
        const Op& op = pump->effect.first().continuous->ops.first();
        QVERIFY(op.abilityChosen);
        QCOMPARE(op.abilities.size(), 3);
        const Playthrough p = played(test::objectJson("ceratops", "Shifting Ceratops"),
            R"({"id": "e1", "activate": "ceratops", "ability": 3, "choices": {"mode": 2}},
               {"id": "e2", "resolve": "top"})");
        const Characteristics* c = test::charsOf(p, QStringLiteral("ceratops"));
        QVERIFY2(c, qPrintable(test::happened(p)));
        QStringList keywords;
        for (const AbilityInstance& a : c->abilities)
            if (a.def->kind == AbilityDef::Kind::Keyword)
                keywords << a.def->keyword;
        QVERIFY2(keywords.contains(QStringLiteral("Trample")), qPrintable(keywords.join(QLatin1Char(','))));
        QVERIFY(!keywords.contains(QStringLiteral("Reach")));
        QVERIFY(!keywords.contains(QStringLiteral("Haste")));
    }

    // CR 105.2, 613.1e: Quickchange makes the Hill Giant white and blue, the colours chosen as it resolves.
    void chosenColorsAreSet()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Quickchange"), 0),
            QStringLiteral("Target creature becomes the color or colors of your choice until end of turn."));
        const Playthrough p = played(R"({"id": "spell", "card": "Quickchange", "zone": "hand"},)" + kLibrary + ','
                + test::objectJson("giant", "Hill Giant", "", "nico"),
            R"({"id": "e1", "cast": "spell", "targets": ["giant"], "choices": {"colors": ["white", "blue"]}},
               {"id": "e2", "resolve": "top"})");
        const Characteristics* c = test::charsOf(p, QStringLiteral("giant"));
        QVERIFY2(c, qPrintable(test::happened(p)));
        QVERIFY(c->colors.has(Color::White));
        QVERIFY(c->colors.has(Color::Blue));
        QVERIFY(!c->colors.has(Color::Red));
    }

    // CR 708.8, 603.2: Ponyback Brigade's "When ~ enters or is turned face up" triggers as it turns face
    // up: three Goblins.
    void entersOrTurnedFaceUpTriggersOnTurningFaceUp()
    {
        const AbilityDef* brigade = test::parsedAbility(fixtures(), QStringLiteral("Ponyback Brigade"), 0);
        QVERIFY(brigade && brigade->alsoTurnedFaceUp);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ponyback Brigade"), 0),
            QStringLiteral("When ~ enters or is turned face up, create three 1/1 red Goblin creature tokens."));
        const Playthrough p = played(
            R"({"id": "brigade", "card": "Ponyback Brigade", "controller": "ana", "owner": "ana", "timestamp": 5,
                "face_down": true})",
            R"({"id": "e1", "activate": "brigade", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList(QStringLiteral("brigade:1")));
        QVERIFY2(test::idsIn(p.finalState, Zone::Battlefield).size() == 4, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpModel25)
#include "tst_impmodel25.moc"
