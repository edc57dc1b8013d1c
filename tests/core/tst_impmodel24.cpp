// Round 24's model values, read from real cards' Oracle text (tests/data/import/impmodel24.json) and
// played: an ability word's paragraph whose "instead" replaces the paragraph before it (Action::instead:
// Thermal Blast's "Threshold — Thermal Blast deals 5 damage to that creature instead if seven or more
// cards are in your graveyard", Feed the Clan, Tragic Slip, Grizzly Fate).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/CardJson.h"
#include "model/Card.h"
#include "model/ResolvableAbilities.h"
#include "play/EventPlayer.h"
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impmodel24.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Seven cards in Ana's graveyard: threshold (207.2c names the ability word only).
const QByteArray kSevenInGraveyard = "{\"id\": \"g1\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"},"
    "{\"id\": \"g2\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"}, {\"id\": \"g3\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"},"
    "{\"id\": \"g4\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"}, {\"id\": \"g5\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"},"
    "{\"id\": \"g6\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"}, {\"id\": \"g7\", \"card\": \"Hill Giant\", \"zone\": \"graveyard\"}";

// Thermal Blast cast at Nico's Obsianus Golem (4/6), with `graveyard` in Ana's graveyard.
Playthrough thermalBlast(const QByteArray& graveyard)
{
    QByteArray objects = R"({"id": "spell", "card": "Thermal Blast", "zone": "hand"},
        {"id": "golem", "card": "Obsianus Golem", "owner": "nico", "controller": "nico", "timestamp": 1})";
    if (!graveyard.isEmpty())
        objects += ',' + graveyard;
    return played(objects, R"({"id": "e1", "cast": "spell", "targets": ["golem"]}, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImpModel24 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 14); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 207.2c, 608.2c: the threshold paragraph is the paragraph before again with another number, done
    // instead when its condition holds; it names the first paragraph's target again.
    void thresholdParagraphIsReadAsInstead()
    {
        const AbilityDef* threshold = test::parsedAbility(fixtures(), QStringLiteral("Thermal Blast"), 1);
        QVERIFY(threshold);
        QCOMPARE(threshold->effect.size(), 1);
        const Action& a = threshold->effect.first();
        QCOMPARE(a.kind, ActionKind::Damage);
        QCOMPARE(a.amount.n, 5);
        QCOMPARE(a.instead, Action::Instead::ConditionLast);
        QVERIFY(a.condition && a.condition->kind == Condition::Kind::CardsInGraveyardAtLeast);
        QCOMPARE(a.condition->n, 7);
        QCOMPARE(threshold->targets.size(), 1);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thermal Blast"), 1),
            QStringLiteral("~ deals 5 damage to that creature instead if seven or more cards are in your graveyard."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tragic Slip"), 1),
            QStringLiteral("That creature gets -13/-13 until end of turn instead if a creature died this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tomb Hex"), 1),
            QStringLiteral("If you had a land enter under your control this turn, that creature gets -4/-4 until end of turn instead."));
    }

    // The card format keeps the order of the words: "instead": "condition_last".
    void cardFormatWritesTheOrder()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Feed the Clan"));
        QVERIFY(c && c->card);
        bool ok = true;
        const QJsonObject json = cardToJson(*c->card, &ok);
        QVERIFY(ok);
        const QJsonObject ferocious = json.value(QStringLiteral("abilities")).toArray().at(1).toObject();
        const QJsonObject action
            = ferocious.value(QStringLiteral("spell")).toObject().value(QStringLiteral("effect")).toArray().first().toObject();
        QCOMPARE(action.value(QStringLiteral("instead")).toString(), QStringLiteral("condition_last"));
        QVERIFY(action.value(QStringLiteral("condition")).isObject());
    }

    // CR 608.2c: the spell resolves as one; the "instead" instruction's condition is checked once, and
    // the instruction it replaces is done only when it is false.
    void joinedSpellDoesOneOrTheOther()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Thermal Blast"));
        QVERIFY(c && c->card);
        const AbilityPtr whole = spellAbility(c->card);
        QVERIFY(whole);
        QCOMPARE(whole->targets.size(), 1);
        QCOMPARE(whole->effect.size(), 2);
        QCOMPARE(whole->effect[0].amount.n, 5);
        QVERIFY(whole->effect[0].condition);
        QCOMPARE(whole->effect[1].amount.n, 3);
        QVERIFY(whole->effect[1].otherwise);
    }

    // CR 120.3, 608.2c: without threshold Thermal Blast deals 3 damage to the Golem.
    void thermalBlastWithoutThresholdDealsThree()
    {
        const Playthrough p = thermalBlast({});
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("golem")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("golem")), 3);
    }

    // CR 120.3, 608.2c: with seven cards in Ana's graveyard it deals 5 instead, not 3 and 5 (the Golem,
    // 4/6, would die of 8).
    void thermalBlastWithThresholdDealsFiveInstead()
    {
        const Playthrough p = thermalBlast(kSevenInGraveyard);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("golem")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("golem")), 5);
    }

    // CR 119.3, 608.2c: ferocious: Ana controls a creature with power 4 (the Golem) and gains 10 life
    // instead of 5; without it she gains 5.
    void feedTheClanGainsTenWithFerocious()
    {
        const QByteArray cast = R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})";
        const Playthrough ferocious = played(R"({"id": "spell", "card": "Feed the Clan", "zone": "hand"},
                {"id": "golem", "card": "Obsianus Golem", "timestamp": 1})", cast);
        QVERIFY2(outcome(ferocious, "e1").isEmpty(), qPrintable(test::happened(ferocious)));
        QCOMPARE(test::lifeOf(ferocious, QStringLiteral("ana")), 30);
        const Playthrough plain = played(R"({"id": "spell", "card": "Feed the Clan", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "timestamp": 1})", cast);
        QVERIFY2(outcome(plain, "e1").isEmpty(), qPrintable(test::happened(plain)));
        QCOMPARE(test::lifeOf(plain, QStringLiteral("ana")), 25);
    }

    // CR 111.2, 608.2c: Grizzly Fate with threshold creates four Bears, not two and four.
    void grizzlyFateCreatesFourInstead()
    {
        const Playthrough p = played(R"({"id": "spell", "card": "Grizzly Fate", "zone": "hand"},)" + kSevenInGraveyard,
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Battlefield).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestImpModel24)
#include "tst_impmodel24.moc"
