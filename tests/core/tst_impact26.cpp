// Activated abilities read from real cards' Oracle text (tests/data/import/impact26.json), round 26: a
// token named with its card's name (Kher Keep's "Kobolds of Kher Keep"), an X the cost takes ("Exile X
// cards from your graveyard", Taigam), "the number of Merfolk you control" (Harpoon Sniper, a subtype whose
// plural is its name), "If it's a creature, it gets …" after an action on an activated ability's one
// target (Griffin Canyon, Kaseto's "If that creature is a Snake"), and "Sacrifice a token named Wood"
// (Jungle Patrol, the cost checked), "Remove X ki counters from ~" (Waxmane Baku). Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact26.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The ids of the tokens named `name` on the battlefield.
QStringList tokensNamed(const Playthrough& play, const QString& name)
{
    QStringList out;
    for (const GameObject& o : play.finalState.objects)
        if (o.exists && o.token && o.zone == Zone::Battlefield && o.card && o.card->name() == name)
            out << o.id;
    return out;
}

}   // namespace

class TestImpact26 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 10); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 111.4: the token's name is the words the effect gives, the card's own name among them; Kher Keep
    // keeps its name too.
    void kherKeepNamesItsKobolds()
    {
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Kher Keep"), 1, ActionKind::CreateToken);
        QVERIFY(create && create->token);
        QCOMPARE(create->token->name(), QStringLiteral("Kobolds of Kher Keep"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kher Keep"), 1),
            QStringLiteral("{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Kher Keep."));
        const Playthrough play = played(test::objectJson("keep", "Kher Keep"),
            R"({"id": "e1", "activate": "keep", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const QStringList kobolds = tokensNamed(play, QStringLiteral("Kobolds of Kher Keep"));
        QCOMPARE(kobolds.size(), 1);
        QCOMPARE(test::ptOf(play, kobolds.first()), QStringLiteral("0/1"));
        QVERIFY(test::tapped(play, QStringLiteral("keep")));
    }

    // CR 601.2b, 602.2b, 613.4c: Taigam's X is announced as it is activated and paid by exiling that many
    // cards from Ana's graveyard; Nico's Grizzly Bears get -2/-2 and die (704.5f). With two cards there,
    // an X of 3 can't be paid (118.3).
    void taigamExilesXCardsForMinusX()
    {
        const AbilityDef* taigam = test::parsedWith(fixtures(), QStringLiteral("Taigam, Sidisi's Hand"), QStringLiteral("-X/-X"));
        QVERIFY(taigam);
        QCOMPARE(taigam->costParts.value(2).kind, CostKind::ExileFromGraveyard);
        QVERIFY(taigam->costParts.value(2).amountX);
        const QByteArray board = test::objectJson("taigam", "Taigam, Sidisi's Hand") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("g0", "Forest", R"(, "zone": "graveyard")") + ","
            + test::objectJson("g1", "Forest", R"(, "zone": "graveyard")");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "taigam", "ability": 3, "targets": ["bears"], "choices": {"x": 2, "objects": ["g0", "g1"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("g0")), Zone::Exile);
        QCOMPARE(test::zoneOf(play, QStringLiteral("g1")), Zone::Exile);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        const Playthrough three = played(board,
            R"({"id": "e1", "activate": "taigam", "ability": 3, "targets": ["bears"], "choices": {"x": 3}})");
        QVERIFY(test::refused(three, "e1"));
        QCOMPARE(test::zoneOf(three, QStringLiteral("g0")), Zone::Graveyard);
        QCOMPARE(test::ptOf(three, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 608.2h, 120.3: Harpoon Sniper counts the Merfolk Ana controls as it resolves, itself and two
    // Coral Merfolk: 3 damage to Nico's Giant Spider blocking; a creature out of combat is no legal target
    // (115.1, 506.4).
    void harpoonSniperCountsMerfolk()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Harpoon Sniper"), 0, ActionKind::Damage);
        QVERIFY(damage && damage->amountOf);
        const QByteArray board = R"({"id": "sniper", "card": "Harpoon Sniper", "timestamp": 1},
            {"id": "m1", "card": "Coral Merfolk", "timestamp": 2, "attacking": true},
            {"id": "m2", "card": "Coral Merfolk", "timestamp": 3},
            {"id": "spider", "card": "Giant Spider", "owner": "nico", "controller": "nico", "timestamp": 4, "blocking": ["m1"]},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 5})";
        const Playthrough play = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "sniper", "ability": 1, "targets": ["spider"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::damageOn(play, QStringLiteral("spider")), 3);
        const Playthrough bears = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "sniper", "ability": 1, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }

    // CR 608.2c, 613.4c: Griffin Canyon untaps the tapped Makindi Griffin, a creature, which gets +1/+1;
    // Grizzly Bears are not a Griffin to target (115.1).
    void griffinCanyonPumpsACreatureGriffin()
    {
        const AbilityDef* canyon = test::parsedAbility(fixtures(), QStringLiteral("Griffin Canyon"), 1);
        QVERIFY(canyon && canyon->effect.size() == 2);
        QVERIFY(canyon->effect[1].condition);
        QCOMPARE(canyon->effect[1].condition->kind, Condition::Kind::TargetIs);
        const QByteArray board = test::objectJson("canyon", "Griffin Canyon") + ","
            + test::objectJson("griffin", "Makindi Griffin", R"(, "tapped": true)") + ","
            + test::objectJson("bears", "Grizzly Bears");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "canyon", "ability": 2, "targets": ["griffin"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QVERIFY(!test::tapped(play, QStringLiteral("griffin")));
        QCOMPARE(test::ptOf(play, QStringLiteral("griffin")), QStringLiteral("3/5"));
        const Playthrough bears = played(board, R"({"id": "e1", "activate": "canyon", "ability": 2, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }

    // CR 608.2c, 613.4c: Kaseto's Snake gets +2/+2 beside "can't be blocked"; Grizzly Bears, no Snake, get
    // only the first. "If that creature is a Snake" is written "If it's a Snake".
    void kasetoPumpsOnlyASnake()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kaseto, Orochi Archmage"), 0),
            QStringLiteral("{G}{U}: Target creature can't be blocked until end of turn. If it's a Snake, it gets +2/+2 until end of turn."));
        const QByteArray board = test::objectJson("kaseto", "Kaseto, Orochi Archmage") + ","
            + test::objectJson("snake", "Feiyi Snake") + "," + test::objectJson("bears", "Grizzly Bears");
        const Playthrough snake = played(board,
            R"({"id": "e1", "activate": "kaseto", "ability": 1, "targets": ["snake"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(snake, "e1"), qPrintable(test::happened(snake)));
        QCOMPARE(test::ptOf(snake, QStringLiteral("snake")), QStringLiteral("4/3"));
        const Playthrough bears = played(board,
            R"({"id": "e1", "activate": "kaseto", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(bears, "e1"), qPrintable(test::happened(bears)));
        QCOMPARE(test::ptOf(bears, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 602.2b, 118.3, 111.4: Jungle Patrol's cost asks for a token named Wood: with the Wood its first
    // ability made it can be activated; with only Kher Keep's Kobolds, a token of another name, it can't.
    // (A scenario's choices name objects that exist as it is read, so which Wood pays is not named: the
    // event player then takes the cost as paid, as for any sacrifice it is not told.)
    void junglePatrolNeedsAWood()
    {
        const AbilityDef* patrol = test::parsedAbility(fixtures(), QStringLiteral("Jungle Patrol"), 1);
        QVERIFY(patrol && patrol->costParts.size() == 1 && patrol->costParts[0].card);
        QCOMPARE(patrol->costParts[0].kind, CostKind::Sacrifice);
        QCOMPARE(patrol->costParts[0].card->named, QStringLiteral("Wood"));
        QCOMPARE(patrol->costParts[0].card->token, std::optional<bool>(true));
        const QByteArray board = test::objectJson("patrol", "Jungle Patrol") + "," + test::objectJson("keep", "Kher Keep");
        const Playthrough wood = played(board,
            R"({"id": "e1", "activate": "patrol", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "patrol", "ability": 2})");
        QVERIFY2(wood.events.size() == 3 && !test::refused(wood, "e3"), qPrintable(test::happened(wood)));
        QCOMPARE(tokensNamed(wood, QStringLiteral("Wood")).size(), 1);
        const Playthrough kobolds = played(board,
            R"({"id": "e1", "activate": "keep", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "patrol", "ability": 2})");
        QVERIFY2(kobolds.events.size() == 3 && test::refused(kobolds, "e3"), qPrintable(test::happened(kobolds)));
        QCOMPARE(tokensNamed(kobolds, QStringLiteral("Kobolds of Kher Keep")).size(), 1);
    }
    // CR 601.2b, 602.2b, 107.3a: Waxmane Baku's X is announced as it is activated; two of its three ki
    // counters are removed and two target creatures tapped. An X of 4 can't be paid (118.3). The storage
    // lands' "Remove any number of …" is still written so (its effect counts the counters removed).
    void waxmaneBakuRemovesXKiCounters()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Waxmane Baku"), 1),
            QStringLiteral("{1}, Remove X ki counters from ~: Tap X target creatures."));
        const AbilityDef* baku = test::parsedAbility(fixtures(), QStringLiteral("Waxmane Baku"), 1);
        QVERIFY(baku && baku->costParts.size() == 2);
        QCOMPARE(baku->costParts[1].kind, CostKind::RemoveCounters);
        QVERIFY(baku->costParts[1].amountX);
        const QByteArray board = test::objectJson("baku", "Waxmane Baku", R"(, "counters": {"ki": 3})") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("spider", "Giant Spider", "", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "baku", "ability": 2, "targets": ["bears", "spider"], "choices": {"x": 2}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("baku"), QStringLiteral("ki")), 1);
        QVERIFY(test::tapped(play, QStringLiteral("bears")));
        QVERIFY(test::tapped(play, QStringLiteral("spider")));
        const Playthrough four = played(board,
            R"({"id": "e1", "activate": "baku", "ability": 2, "targets": ["bears", "spider"], "choices": {"x": 4}})");
        QVERIFY(test::refused(four, "e1"));
        QCOMPARE(test::countersOn(four, QStringLiteral("baku"), QStringLiteral("ki")), 3);
    }
};

QTEST_GUILESS_MAIN(TestImpact26)
#include "tst_impact26.moc"
