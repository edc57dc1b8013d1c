// Activated abilities read from real cards' Oracle text (tests/data/import/impact39.json), round 39.
// A delayed sacrifice by the target's controller: Celestial Sword's "{3}, {T}: Target creature you control gets +3/+3
// until end of turn. Its controller sacrifices it at the beginning of the next end step.". Two target players'
// exchange: Soul Conduit's "{6}, {T}: Two target players exchange life totals.". A card exiled from a player's own hand:
// Mindmelter's "{3}{C}: Target opponent exiles a card from their hand. Activate this ability only any time you could
// cast a sorcery.". A target changed to the source: Spellskite's "{P/U}: Change a target of target spell or ability to
// Spellskite.".
// Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact39.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpact39 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.7c, 701.17a: the delayed trigger names the ability's one target ("it"), and the player who sacrifices it
    // is whoever controls it as the trigger resolves ("its controller"), not the ability's controller. The writer puts
    // the delay first, as it does for every delayed instruction (the round trip takes either order).
    void celestialSwordsTargetIsSacrificedByItsController()
    {
        const AbilityDef* a
            = test::parsedWith(fixtures(), QStringLiteral("Celestial Sword"), QStringLiteral("sacrifices"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Continuous);
        const Action& delayed = a->effect[1];
        QCOMPARE(delayed.kind, ActionKind::Delayed);
        QCOMPARE(delayed.event, TriggerEvent::EndStep);
        QCOMPARE(delayed.nested.size(), 1);
        const Action& sacrifice = delayed.nested.first();
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QVERIFY(sacrifice.object);
        QCOMPARE(sacrifice.object->ref, Selector::Ref::It);
        QCOMPARE(sacrifice.who, QStringLiteral("controller_of_it"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Celestial Sword"), 0),
            QStringLiteral(
                "{3}, {T}: Target creature you control gets +3/+3 until end of turn. At the beginning of the next "
                "end step, its controller sacrifices it."));
    }

    // CR 603.7c, 701.17a, 513.1: Ana's Grizzly Bears is 5/5 until end of turn; at the beginning of the end step the
    // delayed trigger makes her sacrifice it. Returned to her hand and cast again before then, it is a new object
    // (400.7) the trigger never named, and stays on the battlefield.
    void celestialSwordPlayed()
    {
        const QByteArray board = test::objectJson("sword", "Celestial Sword") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("elves", "Llanowar Elves");
        const QByteArray activate = R"({"id": "e1", "activate": "sword", "ability": 1, "targets": ["bears"]},
            {"id": "e2", "resolve": "top"})";
        const Playthrough pumped = played(board, activate);
        QVERIFY2(!test::refused(pumped, "e1"), qPrintable(test::happened(pumped)));
        QCOMPARE(test::ptOf(pumped, QStringLiteral("bears")), QStringLiteral("5/5"));
        QCOMPARE(test::zoneOf(pumped, QStringLiteral("bears")), Zone::Battlefield);

        const Playthrough p
            = played(board, activate + R"(, {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("elves")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("sword")), Zone::Battlefield);

        const Playthrough again = played(board,
            activate
                + R"(, {"id": "e3", "move": "bears", "to": "hand"}, {"id": "e4", "move": "bears", "to": "battlefield"},
            {"id": "e5", "begin": "end"}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(test::zoneOf(again, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(again)));
        QCOMPARE(test::ptOf(again, QStringLiteral("bears")), QStringLiteral("2/2"));
    }
    // CR 701.12a, 115.3: two different target players (one word "target", chosen once each) exchange life totals with
    // each other, whoever controls the ability.
    void soulConduitsTwoTargetPlayersExchange()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Soul Conduit"), QStringLiteral("exchange"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->targets.size(), 2);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->targets[1].word, QStringLiteral("player"));
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::ExchangeLifeTotals);
        QCOMPARE(a->effect[0].who, QStringLiteral("each_target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Soul Conduit"), 0),
            QStringLiteral("{6}, {T}: Two target players exchange life totals."));
    }

    // CR 701.12a, 701.12c: after Ana's Shock, Nico has 18 and Ana 20; Soul Conduit aimed at both leaves Ana at 18
    // and Nico at 20 (each gains or loses the difference). Aimed at Nico twice, it is refused (115.3, 602.2b).
    void soulConduitPlayed()
    {
        const QByteArray board = test::objectJson("conduit", "Soul Conduit") + ","
            + test::objectJson("shock", "Shock", ", \"zone\": \"hand\"");
        const QByteArray shock
            = R"({"id": "e1", "cast": "shock", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough p
            = played(board, shock + R"(, {"id": "e3", "activate": "conduit", "ability": 1, "targets": ["ana", "nico"]},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const Playthrough twice = played(
            board, shock + R"(, {"id": "e3", "activate": "conduit", "ability": 1, "targets": ["nico", "nico"]})");
        QVERIFY2(test::refused(twice, "e3"), qPrintable(test::happened(twice)));
        QCOMPARE(test::lifeOf(twice, QStringLiteral("nico")), 18);
    }
    // CR 406.3, 608.2d: the target opponent exiles one card of their own hand, chosen as the ability resolves (no
    // target but the player, 115.1).
    void mindmeltersOpponentExilesACardFromTheirHand()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Mindmelter"), QStringLiteral("exiles"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 1);
        const Action& exile = a->effect.first();
        QCOMPARE(exile.kind, ActionKind::Exile);
        QCOMPARE(exile.who, QStringLiteral("target_player"));
        QCOMPARE(exile.pick, 1);
        QVERIFY(exile.object);
        QCOMPARE(exile.object->zone, Zone::Hand);
        QVERIFY(!exile.object->ownerYou);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mindmelter"), 2),
            QStringLiteral("{3}{C}: Target opponent exiles a card from their hand. Activate only as a sorcery."));
    }

    // CR 406.3, 608.2d, 607.2a: Nico exiles the card he chooses (his Grizzly Bears), linked to Mindmelter; his Shock
    // and Ana's own hand stay. With no choice named, the first card of his hand goes; with an empty hand nothing does.
    // Ana is no opponent of hers and can't be the target (602.2b).
    void mindmelterPlayed()
    {
        const QByteArray board = test::objectJson("melter", "Mindmelter") + ","
            + test::objectJson("nshock", "Shock", ", \"zone\": \"hand\"", "nico") + ","
            + test::objectJson("nbears", "Grizzly Bears", ", \"zone\": \"hand\"", "nico") + ","
            + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"");
        const QByteArray activate = R"({"id": "e1", "activate": "melter", "ability": 3, "targets": ["nico"]})";
        const Playthrough chosen
            = played(board, activate + R"(, {"id": "e2", "resolve": "top", "choices": {"objects": ["nbears"]}})");
        QVERIFY2(test::zoneOf(chosen, QStringLiteral("nbears")) == Zone::Exile, qPrintable(test::happened(chosen)));
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("ashock")), Zone::Hand);
        const GameObject* bears = chosen.finalState.object(QStringLiteral("nbears"));
        QVERIFY(bears);
        QCOMPARE(bears->exiledWith, QStringLiteral("melter"));

        const Playthrough first = played(board, activate + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(first, QStringLiteral("nshock")), Zone::Exile);
        QCOMPARE(test::zoneOf(first, QStringLiteral("nbears")), Zone::Hand);
        QCOMPARE(test::zoneOf(first, QStringLiteral("ashock")), Zone::Hand);

        const Playthrough empty = played(test::objectJson("melter", "Mindmelter") + ","
                + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\""),
            activate + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(empty, "e1"), qPrintable(test::happened(empty)));
        QCOMPARE(test::zoneOf(empty, QStringLiteral("ashock")), Zone::Hand);

        QVERIFY(test::refused(
            played(board, R"({"id": "e1", "activate": "melter", "ability": 3, "targets": ["ana"]})"), "e1"));
    }
    // CR 115.7b: one of the targets of the target spell or ability becomes Spellskite; the writer keeps "a target".
    void spellskiteChangesATargetToItself()
    {
        const AbilityDef* a
            = test::parsedWith(fixtures(), QStringLiteral("Spellskite"), QStringLiteral("Change a target"));
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].anyOf.size(), 2);
        QCOMPARE(a->effect.size(), 1);
        const Action& change = a->effect.first();
        QCOMPARE(change.kind, ActionKind::ChangeTarget);
        QVERIFY(change.object && change.to);
        QCOMPARE(change.object->ref, Selector::Ref::Target);
        QCOMPARE(change.to->ref, Selector::Ref::Self);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Spellskite"), 0),
            QStringLiteral("{U/P}: Change a target of target spell or ability to ~."));
    }

    // CR 115.7b, 115.7a: Nico's Shock at Ana's Grizzly Bears is aimed at her Spellskite instead, which is dealt the 2
    // damage; his Diabolic Edict targets a player, which Spellskite can't be, and stays aimed at Ana.
    void spellskitePlayed()
    {
        const QByteArray board = test::objectJson("skite", "Spellskite") + ","
            + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("nshock", "Shock", ", \"zone\": \"hand\"", "nico") + ","
            + test::objectJson("edict", "Diabolic Edict", ", \"zone\": \"hand\"", "nico");
        const Playthrough shock = played(board,
            R"({"id": "e1", "cast": "nshock", "targets": ["bears"]},
            {"id": "e2", "activate": "skite", "ability": 1, "targets": ["nshock"]},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(shock, "e2"), qPrintable(test::happened(shock)));
        QCOMPARE(test::damageOn(shock, QStringLiteral("skite")), 2);
        QCOMPARE(test::damageOn(shock, QStringLiteral("bears")), 0);
        QCOMPARE(test::zoneOf(shock, QStringLiteral("bears")), Zone::Battlefield);

        const Playthrough edict = played(board,
            R"({"id": "e1", "cast": "edict", "targets": ["ana"]},
            {"id": "e2", "activate": "skite", "ability": 1, "targets": ["edict"]},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top", "choices": {"objects": ["bears"]}})");
        QVERIFY2(!test::refused(edict, "e2"), qPrintable(test::happened(edict)));
        QVERIFY2(
            test::happened(edict).contains(QStringLiteral("can't be a target")), qPrintable(test::happened(edict)));
        QCOMPARE(test::zoneOf(edict, QStringLiteral("bears")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpact39)
#include "tst_impact39.moc"
