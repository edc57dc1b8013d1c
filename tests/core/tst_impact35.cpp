// Activated and loyalty abilities read from real cards' Oracle text (tests/data/import/impact35.json), round 35:
// the one ability left on each card. Gideon, Martial Paragon's "+2: Untap all creatures you control. Those
// creatures get +1/+1 until end of turn." (the writer's "They get …", the set the untap named, fixed as it
// resolves). A named token's abilities in a sentence of their own, its name in its quoted ability: Cloudseeder's
// "… token named Cloud Sprite. It has flying and "Cloud Sprite can block only creatures with flying."" and Skirk
// Ridge Exhumer's "… token named Festering Goblin. It has "When Festering Goblin dies, target creature gets -1/-1
// until end of turn."" (the name is the token itself). Orcish Captain's "If you lose the flip, it gets -0/-2 until end
// of turn." (the writer's "that Orc gets +0/-2"). Each is checked as read, through the card format, and as
// played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact35.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The token card ability `index` of `card` creates; null when it creates none.
const Card* tokenMadeBy(const QString& card, int index)
{
    const Action* create = test::firstAction(fixtures(), card, index, ActionKind::CreateToken);
    return create && create->token ? create->token.get() : nullptr;
}

}   // namespace

class TestImpact35 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 4);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 611.2c, 608.2c: "those creatures" are the creatures the untap named, the ones Ana controls as the
    // ability resolves; the writer names them "they".
    void gideonMartialParagonUntapsAndPumpsTheSameCreatures()
    {
        const QString gideon = QStringLiteral("Gideon, Martial Paragon");
        QCOMPARE(test::actionKinds(fixtures(), gideon, QStringLiteral("Untap all")),
            (QList<ActionKind>{ActionKind::Untap, ActionKind::Continuous}));
        const Action* pump = test::firstAction(fixtures(), gideon, 0, ActionKind::Continuous);
        const Action* untap = test::firstAction(fixtures(), gideon, 0, ActionKind::Untap);
        QVERIFY(pump && untap && pump->continuous && pump->continuous->affects && untap->object);
        QCOMPARE(*pump->continuous->affects, *untap->object);
        QCOMPARE(pump->continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), gideon, 0),
            QStringLiteral("+2: Untap creatures you control. They get +1/+1 until end of turn."));
    }

    // CR 606.4, 611.2c, 514.2: Ana's tapped Bears untap and are 3/3 until the turn ends, Nico's stay tapped
    // and 2/2; Gideon goes to 7 loyalty.
    void gideonMartialParagonPlayed()
    {
        const QByteArray board = test::objectJson("gideon", "Gideon, Martial Paragon", R"(, "counters": {"loyalty": 5})") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "tapped": true)") + ","
            + test::objectJson("bears2", "Grizzly Bears") + ","
            + test::objectJson("theirs", "Grizzly Bears", R"(, "tapped": true)", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "gideon", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(play, QStringLiteral("gideon"), QStringLiteral("loyalty")), 7);
        QVERIFY(!test::tapped(play, QStringLiteral("bears")));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears2")), QStringLiteral("3/3"));
        QVERIFY(test::tapped(play, QStringLiteral("theirs")));
        QCOMPARE(test::ptOf(play, QStringLiteral("theirs")), QStringLiteral("2/2"));
    }

    // CR 111.4, 201.5: the token is named Cloud Sprite, has flying, and its own "Cloud Sprite can block only
    // creatures with flying" names itself (the writer's "this permanent").
    void cloudseederMakesCloudSprite()
    {
        const Card* sprite = tokenMadeBy(QStringLiteral("Cloudseeder"), 1);
        QVERIFY(sprite);
        QCOMPARE(sprite->front.name, QStringLiteral("Cloud Sprite"));
        QCOMPARE(sprite->front.abilities.size(), 2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cloudseeder"), 1),
            QStringLiteral("{U}, {T}, Discard a card: Create a 1/1 blue Faerie creature token named Cloud Sprite with flying "
                           "and \"This permanent can block only creatures with flying.\""));
    }

    // CR 111.4, 702.9a: Ana's activation makes a 1/1 blue Faerie named Cloud Sprite with flying (a token made
    // during the events is no object a later event may name, events.md, so its block is not played here).
    void cloudseederPlayedMakesAFlyingCloudSprite()
    {
        const QByteArray board = test::objectJson("seeder", "Cloudseeder") + ","
            + test::objectJson("discarded", "Grizzly Bears", R"(, "zone": "hand")");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "seeder", "ability": 2}, {"id": "e2", "resolve": "top"})");
        const QString sprite = QStringLiteral("e2.token1");
        QCOMPARE(test::zoneOf(play, sprite), Zone::Battlefield);
        QVERIFY(test::hasKeyword(play, sprite, QStringLiteral("Flying")));
        QCOMPARE(test::ptOf(play, sprite), QStringLiteral("1/1"));
        const int i = play.finalState.objectIndex(sprite);
        QVERIFY(i >= 0 && play.finalState.objects[i].token);
        QCOMPARE(play.finalResolution.chars[i].name, QStringLiteral("Cloud Sprite"));
    }

    // CR 111.4, 201.5, 603.6c: the token is named Festering Goblin; its "When Festering Goblin dies" is its own
    // leaves-the-battlefield trigger.
    void skirkRidgeExhumerMakesFesteringGoblin()
    {
        const Card* goblin = tokenMadeBy(QStringLiteral("Skirk Ridge Exhumer"), 0);
        QVERIFY(goblin);
        QCOMPARE(goblin->front.name, QStringLiteral("Festering Goblin"));
        QCOMPARE(goblin->front.abilities.size(), 1);
        QCOMPARE(goblin->front.abilities.first()->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Skirk Ridge Exhumer"), 0),
            QStringLiteral("{B}, {T}, Discard a card: Create a 1/1 black Zombie Goblin creature token named Festering Goblin "
                           "with \"When this permanent dies, target creature gets -1/-1 until end of turn.\""));
    }

    // CR 603.6c, 603.10a, 704.5g: Pestilence's 1 damage to each creature kills the 1/1 token; its own trigger
    // gives Nico's Serra Angel -1/-1 (3/3, with the 1 damage on it).
    void festeringGoblinDiesAndShrinksACreature()
    {
        const QByteArray board = test::objectJson("exhumer", "Skirk Ridge Exhumer") + ","
            + test::objectJson("discarded", "Grizzly Bears", R"(, "zone": "hand")") + ","
            + test::objectJson("pestilence", "Pestilence", "", "nico") + ","
            + test::objectJson("angel", "Serra Angel", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "exhumer", "ability": 1}, {"id": "e2", "resolve": "top"}, )"
            R"({"id": "e3", "activate": "pestilence", "ability": 2}, )"
            R"({"id": "e4", "resolve": "top", "triggers": {"e4.1": {"targets": ["angel"]}}}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"done", "done", "done", "done", "done"}));
        QVERIFY(test::zoneOf(play, QStringLiteral("e2.token1")) != Zone::Battlefield);
        QCOMPARE(test::ptOf(play, QStringLiteral("angel")), QStringLiteral("3/3"));
        QCOMPARE(test::damageOn(play, QStringLiteral("angel")), 1);
    }

    // CR 705.1, 613.4c: -0/-2 changes no power; "it" is the target Orc creature, written "that Orc".
    void orcishCaptainReadsTheLosingFlip()
    {
        const QString captain = QStringLiteral("Orcish Captain");
        QCOMPARE(test::writtenText(fixtures(), captain, 0),
            QStringLiteral("{1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose "
                           "the flip, that Orc gets +0/-2 until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), captain, 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
    }

    // CR 705.1, 704.5f, 115.1: a won flip makes the other Captain 3/1, a lost one 1/-1 (it dies); Grizzly
    // Bears is no Orc to target.
    void orcishCaptainPlayed()
    {
        const QByteArray board = test::objectJson("captain", "Orcish Captain") + ","
            + test::objectJson("orc", "Orcish Captain") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray activate = R"({"id": "e1", "activate": "captain", "ability": 1, "targets": ["orc"]}, )";
        const Playthrough won = played(board, activate + R"({"id": "e2", "resolve": "top", "flips": [true]})");
        QCOMPARE(test::ptOf(won, QStringLiteral("orc")), QStringLiteral("3/1"));
        const Playthrough lost = played(board, activate + R"({"id": "e2", "resolve": "top", "flips": [false]})");
        QCOMPARE(test::zoneOf(lost, QStringLiteral("orc")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(lost, QStringLiteral("captain")), Zone::Battlefield);
        const Playthrough bears = played(board, R"({"id": "e1", "activate": "captain", "ability": 1, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }
};

QTEST_GUILESS_MAIN(TestImpact35)
#include "tst_impact35.moc"
