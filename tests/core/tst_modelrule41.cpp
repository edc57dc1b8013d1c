// Rules, combat requirements and an activation condition read from real cards' Oracle text
// (tests/data/import/modelrule41.json), round 41 (`modelrule41`): "Creatures with swampwalk can be blocked as
// though they didn't have swampwalk" (Quagmire, Crevasse, Gosta Dirk), "Target player can't play lands this
// turn" (Turf Wound), "Target creature blocks target creature this turn if able" (Hunt Down, Rimehorn Aurochs)
// and "Activate only if ~ is blocked" (Cinder Crawler).
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("modelrule41.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The ability `index` of `card` once through the card format (import --json and read back); null when it is not there.
AbilityPtr afterCardFormat(const QString& card, int index)
{
    const CardPtr again = test::throughFormat(fixtures(), qPrintable(card));
    return again && index < again->front.abilities.size() ? again->front.abilities[index] : AbilityPtr();
}

// The one rule op of a continuous action of the card's ability holding `words`; null when there is none.
const Op* actionRule(const QString& card, const QString& words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    if (!a)
        return nullptr;
    for (const Action& act : a->effect)
        if (act.kind == ActionKind::Continuous && act.continuous && act.continuous->ops.size() == 1)
            return &act.continuous->ops.first();
    return nullptr;
}

int powerOf(const EventOutcome& e, const char* id)
{
    const int i = e.state.objectIndex(QLatin1String(id));
    return i < 0 ? -1 : e.resolution.chars[i].power.value_or(-1);
}

const char* const kHand = ", \"zone\": \"hand\"";

}   // namespace

class TestModelRule41 : public QObject {
    Q_OBJECT
private slots:
    void cardsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Quagmire", "Crevasse", "Gosta Dirk", "Turf Wound", "Hunt Down",
            "Rimehorn Aurochs", "Cinder Crawler"});
    }
    void cardFormatKeepsUnderstoodCards() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 7); }

    // CR 702.14: the rule of each creature with that landwalk, its land type the op's, written back and kept
    // through the card format.
    void landwalkIgnoredRead()
    {
        const AbilityDef* q = test::parsedWith(fixtures(), QStringLiteral("Quagmire"), QStringLiteral("swampwalk"));
        QVERIFY(q && q->kind == AbilityDef::Kind::Static && q->ops.size() == 1);
        QCOMPARE(q->ops.first().rule, RuleName::CanBeBlockedAsThoughNoLandwalk);
        QCOMPARE(q->ops.first().subtypes.size(), 1);
        QCOMPARE(q->affects->hasKeyword, QStringLiteral("Swampwalk"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Quagmire"), 0),
            QStringLiteral("Creatures with swampwalk can be blocked as though they didn't have swampwalk."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crevasse"), 0),
            QStringLiteral("Creatures with mountainwalk can be blocked as though they didn't have mountainwalk."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gosta Dirk"), 1),
            QStringLiteral("Creatures with islandwalk can be blocked as though they didn't have islandwalk."));
        const AbilityPtr back = afterCardFormat(QStringLiteral("Gosta Dirk"), 1);
        QVERIFY(back && back->ops.size() == 1);
        QCOMPARE(back->ops.first().rule, RuleName::CanBeBlockedAsThoughNoLandwalk);
        const AbilityDef* gosta = test::parsedAbility(fixtures(), QStringLiteral("Gosta Dirk"), 1);
        QVERIFY(gosta && gosta->ops.size() == 1);
        QCOMPARE(back->ops.first().subtypes, gosta->ops.first().subtypes);
        QVERIFY(back->ops.first().subtypes != q->ops.first().subtypes);   // Island, not Swamp
    }

    // CR 702.14c, 702.14: Nico's Bog Wraith attacks Ana, who controls a Swamp: her Grizzly Bears can't block it;
    // under Quagmire (anyone's) it can; Crevasse (mountainwalk) changes nothing for it.
    void quagmireLetsSwampwalkBeBlocked()
    {
        const QByteArray board = test::objectJson("swamp", "Swamp") + ", " + test::objectJson("bears", "Grizzly Bears")
            + ", " + test::objectJson("wraith", "Bog Wraith", "", "nico");
        const QByteArray events
            = "{\"id\": \"e1\", \"attack\": {\"wraith\": \"ana\"}}, {\"id\": \"e2\", \"block\": {\"bears\": [\"wraith\"]}}";
        QCOMPARE(test::doneOrRefusal(test::playScenarioOnNicosTurn(fixtures(), board, events)),
            (QStringList{"done", "702.14c"}));
        QCOMPARE(test::doneOrRefusal(test::playScenarioOnNicosTurn(
                     fixtures(), board + ", " + test::objectJson("quagmire", "Quagmire", "", "nico"), events)),
            (QStringList{"done", "done"}));
        QCOMPARE(test::doneOrRefusal(test::playScenarioOnNicosTurn(
                     fixtures(), board + ", " + test::objectJson("crevasse", "Crevasse"), events)),
            (QStringList{"done", "702.14c"}));
    }

    // CR 305.2, 101.2: Turf Wound's player rule, the target player's lands, until the turn ends.
    void turfWoundRead()
    {
        const Op* op = actionRule(QStringLiteral("Turf Wound"), QStringLiteral("play lands"));
        QVERIFY(op);
        QCOMPARE(op->kind, Op::Kind::PlayerRule);
        QCOMPARE(op->rule, RuleName::CantPlayLands);
        QVERIFY(op->filter && op->filter->whose == QLatin1String("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Turf Wound"), 0),
            QStringLiteral("Target player can't play lands this turn."));
    }

    // CR 305.2, 101.2: after Turf Wound targeting Ana resolves, her land play is refused; targeting Nico, she
    // plays her Forest.
    void turfWoundStopsLandPlays()
    {
        const QByteArray board = test::objectJson("wound", "Turf Wound", kHand) + ", "
            + test::objectJson("forest", "Forest", kHand) + ", " + test::objectJson("lib", "Grizzly Bears", ", \"zone\": \"library\"");
        const auto events = [](const char* who) {
            return QByteArray("{\"id\": \"e1\", \"cast\": \"wound\", \"targets\": [\"") + who
                + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"move\": [\"forest\"], \"to\": "
                  "\"battlefield\"}";
        };
        const Playthrough self = played(board, events("ana"));
        QCOMPARE(test::doneOrRefusal(self), (QStringList{"done", "done", "305.2"}));
        QCOMPARE(test::zoneOf(self, QStringLiteral("forest")), Zone::Hand);
        QCOMPARE(test::zoneOf(self, QStringLiteral("lib")), Zone::Hand);   // "Draw a card."
        const Playthrough other = played(board, events("nico"));
        QCOMPARE(test::doneOrRefusal(other), (QStringList{"done", "done", "done"}));
        QCOMPARE(test::zoneOf(other, QStringLiteral("forest")), Zone::Battlefield);
    }

    // CR 509.1c: the first target's requirement, the second target in the op's filter, written back.
    void blocksTargetRead()
    {
        const Op* op = actionRule(QStringLiteral("Hunt Down"), QStringLiteral("blocks"));
        QVERIFY(op);
        QCOMPARE(op->rule, RuleName::BlocksTargetIfAble);
        QVERIFY(op->filter && op->filter->ref == Selector::Ref::Target2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hunt Down"), 0),
            QStringLiteral("Target creature blocks target creature if able until end of turn."));
        const Op* aurochs = actionRule(QStringLiteral("Rimehorn Aurochs"), QStringLiteral("blocks"));
        QVERIFY(aurochs && aurochs->rule == RuleName::BlocksTargetIfAble);
    }

    // CR 509.1c: after Hunt Down targeting Nico's Llanowar Elves and Ana's Grizzly Bears, the Elves must block
    // the Bears if able: a block by Nico's Bears alone is refused, the Elves' block is done. Without Hunt Down
    // Nico blocks as he likes; Rimehorn Aurochs's ability does the same.
    void huntDownMakesItBlock()
    {
        const QByteArray board = test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("elves", "Llanowar Elves", "", "nico");
        const QByteArray hunt = "{\"id\": \"h1\", \"cast\": \"hunt\", \"targets\": [\"elves\", \"bears\"]}, "
                                "{\"id\": \"h2\", \"resolve\": \"top\"}, ";
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"bears\": \"nico\"}}, ";
        const QByteArray byBears = "{\"id\": \"e2\", \"block\": {\"nbears\": [\"bears\"]}}";
        const QByteArray byElves = "{\"id\": \"e2\", \"block\": {\"elves\": [\"bears\"]}}";
        const QByteArray withHunt = board + ", " + test::objectJson("hunt", "Hunt Down", kHand);
        QCOMPARE(test::doneOrRefusal(played(withHunt, hunt + attack + byBears)),
            (QStringList{"done", "done", "done", "509.1c"}));
        QCOMPARE(test::doneOrRefusal(played(withHunt, hunt + attack + byElves)),
            (QStringList{"done", "done", "done", "done"}));
        QCOMPARE(test::doneOrRefusal(played(board, attack + byBears)), (QStringList{"done", "done"}));
        const QByteArray aurochs = "{\"id\": \"h1\", \"activate\": \"aurochs\", \"ability\": 3, \"targets\": [\"elves\", "
                                   "\"bears\"]}, {\"id\": \"h2\", \"resolve\": \"top\"}, ";
        QCOMPARE(test::doneOrRefusal(played(board + ", " + test::objectJson("aurochs", "Rimehorn Aurochs"),
                     aurochs + attack + byBears)),
            (QStringList{"done", "done", "done", "509.1c"}));
    }

    // CR 602.5b, 509.1h: Cinder Crawler's ability is activated only while it is blocked, written back and kept
    // through the card format.
    void cinderCrawlerOnlyWhileBlocked()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Cinder Crawler"), QStringLiteral("blocked"));
        QVERIFY(a && a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::SourceIsBlocked);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cinder Crawler"), 0),
            QStringLiteral("{R}: ~ gets +1/+0 until end of turn. Activate only if ~ is blocked."));
        const AbilityPtr back = afterCardFormat(QStringLiteral("Cinder Crawler"), 0);
        QVERIFY(back && back->condition && back->condition->kind == Condition::Kind::SourceIsBlocked);
        const QByteArray board = test::objectJson("crawler", "Cinder Crawler") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"crawler\": \"nico\"}}, ";
        const QByteArray pump = "{\"id\": \"e3\", \"activate\": \"crawler\", \"ability\": 1}, {\"id\": \"e4\", \"resolve\": \"top\"}";
        const Playthrough blocked = played(board, attack + "{\"id\": \"e2\", \"block\": {\"nbears\": [\"crawler\"]}}, " + pump);
        QCOMPARE(test::doneOrRefusal(blocked), (QStringList{"done", "done", "done", "done"}));
        QCOMPARE(powerOf(blocked.events.last(), "crawler"), 2);
        const Playthrough unblocked = played(board, attack + "{\"id\": \"e2\", \"block\": {}}, " + pump);
        QVERIFY(test::refused(unblocked, "e3"));
        const Playthrough beforeCombat = played(board, pump);
        QVERIFY(test::refused(beforeCombat, "e3"));
    }
};

QTEST_GUILESS_MAIN(TestModelRule41)
#include "tst_modelrule41.moc"
