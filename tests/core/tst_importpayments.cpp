// Conditional payments read from real cards' Oracle text (tests/data/import/payments.json): "X unless
// [you / its controller / any player] pay(s) C" (118.12), "If you don't, …" after "you may …" (603.5),
// and an instant's "If this spell was kicked, …" (702.33d). Each is checked as read, as the card
// format keeps it, and as the event player performs it, with the resolve event's `pays` and `may` and
// the cast event's `kicked` as the choices.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "text/EnglishRulesText.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("payments.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Carnophage (Nico's) at the beginning of Nico's upkeep, the trigger resolved with `resolveKeys`.
Playthrough carnophageUpkeep(const QByteArray& resolveKeys)
{
    return played(R"({"id": "c", "card": "Carnophage", "controller": "nico", "owner": "nico", "timestamp": 1})",
        R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top")" + resolveKeys + "}");
}

}   // namespace

class TestImportPayments : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 9);
    }

    void unlessPaysHoldsTheActionItPrevents()
    {
        // "At the beginning of your upkeep, tap ~ unless you pay 1 life."
        const AbilityDef* carnophage = parsed(QStringLiteral("Carnophage"), 0);
        QVERIFY(carnophage);
        QCOMPARE(carnophage->effect.size(), 1);
        const Action& unless = carnophage->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.text, QStringLiteral("1 life"));
        QVERIFY(unless.who.isEmpty());   // you
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested[0].kind, ActionKind::Tap);
        QCOMPARE(unless.nested[0].object->ref, Selector::Ref::Self);
        // "{U}: Tap target creature unless its controller pays {1}.": the target's controller pays.
        const AbilityDef* deluge = parsed(QStringLiteral("Rhystic Deluge"), 0);
        QVERIFY(deluge);
        QCOMPARE(deluge->targets.size(), 1);
        QCOMPARE(deluge->effect.value(0).kind, ActionKind::UnlessPays);
        QCOMPARE(deluge->effect[0].who, QStringLiteral("controller_of_target"));
        QCOMPARE(deluge->effect[0].text, QStringLiteral("{1}"));
        QCOMPARE(deluge->effect[0].nested.value(0).object->ref, Selector::Ref::Target);
        // "{B}: ~ gets +1/+1 until end of turn unless any player pays {2}."
        const AbilityDef* shade = parsed(QStringLiteral("Nakaya Shade"), 0);
        QVERIFY(shade);
        QCOMPARE(shade->effect.value(0).who, QStringLiteral("any_player"));
        QCOMPARE(shade->effect[0].nested.value(0).kind, ActionKind::Continuous);
    }

    void kickerConditions()
    {
        // "If this spell was kicked, draw a card.": the draw carries the condition, the return does not.
        const AbilityDef* blink = parsed(QStringLiteral("Blink of an Eye"), 1);
        QVERIFY(blink);
        QCOMPARE(blink->effect.size(), 2);
        QVERIFY(!blink->effect[0].condition);
        QCOMPARE(blink->effect[1].kind, ActionKind::Draw);
        QVERIFY(blink->effect[1].condition);
        QCOMPARE(blink->effect[1].condition->kind, Condition::Kind::Kicked);
        QCOMPARE(blink->targets.size(), 1);
        // "If ~ was kicked, it enters with two +1/+1 counters on it and with flying." (as Kavu Titan)
        const AbilityDef* squadron = parsed(QStringLiteral("Faerie Squadron"), 1);
        QVERIFY(squadron);
        QCOMPARE(squadron->kind, AbilityDef::Kind::Replacement);
        QCOMPARE(squadron->condition->kind, Condition::Kind::Kicked);
        QCOMPARE(squadron->replacement.entersWithCounters->n.n, 2);
        QCOMPARE(squadron->ops.size(), 1);
        QVERIFY(squadron->ops[0].abilities.value(0)->isKeyword(QStringLiteral("Flying")));
        const AbilityDef* drake = parsed(QStringLiteral("Academy Drake"), 2);
        QVERIFY(drake);
        QVERIFY(drake->ops.isEmpty());
    }

    void theyIsThePlayerTheActionNames()
    {
        // "that player loses 2 life unless they pay {2}": the player who cast the spell pays.
        const AbilityDef* cell = parsed(QStringLiteral("Isolation Cell"), 0);
        QVERIFY(cell);
        QCOMPARE(cell->effect.value(0).kind, ActionKind::UnlessPays);
        QCOMPARE(cell->effect[0].who, QStringLiteral("they"));
        QCOMPARE(cell->effect[0].nested.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* ogress = parsed(QStringLiteral("Hasran Ogress"), 0);
        QVERIFY(ogress);
        QCOMPARE(ogress->effect.value(0).nested.value(0).kind, ActionKind::Damage);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 118.12: "unless you pay 1 life" — paid, the creature stays untapped and the life is lost
    // (119.4); not paid (`"pays": false`), it is tapped and no life is lost.
    void carnophageIsTappedUnlessItsControllerPays()
    {
        const Playthrough paid = carnophageUpkeep("");
        QVERIFY(paid.finalState.object(QStringLiteral("c")));
        QVERIFY(!paid.finalState.object(QStringLiteral("c"))->tapped);
        QCOMPARE(paid.finalState.player(QStringLiteral("nico"))->life, 19);
        const Playthrough refused = carnophageUpkeep(R"(, "pays": false)");
        QVERIFY(refused.finalState.object(QStringLiteral("c"))->tapped);
        QCOMPARE(refused.finalState.player(QStringLiteral("nico"))->life, 20);
    }

    // CR 118.12: the target's controller is the one asked to pay; `"pays": false` taps the creature.
    void delugeAsksTheTargetsController()
    {
        const QByteArray objects = R"({"id": "d", "card": "Rhystic Deluge", "timestamp": 1},
            {"id": "b", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const Playthrough refused = played(objects,
            R"({"id": "e1", "activate": "d", "ability": 1, "targets": ["b"]}, {"id": "e2", "resolve": "top", "pays": false})");
        QVERIFY(refused.finalState.object(QStringLiteral("b"))->tapped);
        const Playthrough paid = played(objects,
            R"({"id": "e1", "activate": "d", "ability": 1, "targets": ["b"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(!paid.finalState.object(QStringLiteral("b"))->tapped);
    }

    // CR 702.33d: "If this spell was kicked, draw a card" is done only for a spell cast kicked.
    void blinkDrawsOnlyWhenKicked()
    {
        auto handAfter = [&](const QByteArray& castKeys) {
            const Playthrough play = played(R"({"id": "blink", "card": "Blink of an Eye", "zone": "hand"},
                {"id": "b", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1},
                {"id": "l1", "card": "Island", "zone": "library"})",
                R"({"id": "e1", "cast": "blink", "targets": ["b"])" + castKeys + R"(}, {"id": "e2", "resolve": "top"})");
            int hand = 0;
            for (const GameObject& o : play.finalState.objects)
                hand += o.zone == Zone::Hand && o.owner == QLatin1String("ana") ? 1 : 0;
            const GameObject* bears = play.finalState.object(QStringLiteral("b"));
            return QStringLiteral("%1 %2").arg(hand).arg(bears ? zoneName(bears->zone) : QStringLiteral("gone"));
        };
        QCOMPARE(handAfter(""), QStringLiteral("0 hand"));
        QCOMPARE(handAfter(R"(, "kicked": true)"), QStringLiteral("1 hand"));
    }

    // CR 702.33d, 614.1c: a kicked Academy Drake enters with two +1/+1 counters, an unkicked one without.
    void kickedDrakeEntersWithCounters()
    {
        auto countersAfter = [&](const QByteArray& castKeys) {
            const Playthrough play = played(R"({"id": "d", "card": "Academy Drake", "zone": "hand"})",
                R"({"id": "e1", "cast": "d")" + castKeys + R"(}, {"id": "e2", "resolve": "top"})");
            const GameObject* drake = play.finalState.object(QStringLiteral("d"));
            return drake && drake->zone == Zone::Battlefield ? drake->counterCount(QStringLiteral("+1/+1")) : -1;
        };
        QCOMPARE(countersAfter(""), 0);
        QCOMPARE(countersAfter(R"(, "kicked": true)"), 2);
    }

    // CR 603.5: "If you don't, …" is done only when the controller declines the "you may" before it
    // (a card of the card format, as the importer writes it).
    void ifYouDontFollowsTheRefusal()
    {
        const QByteArray card = R"({"name": "Wary Bargain", "types": ["Sorcery"], "abilities": [{"spell": {"effect": [
            {"gain_life": 2, "optional": true}, {"lose_life": 3, "if_you_dont": true},
            {"lose_life": 1, "who": "each_opponent", "if_you_do": true}]}}]})";
        io::JsonParseError perr;
        const auto tree = io::parseJson(card, &perr);
        Diagnostics diags;
        const CardPtr wary = tree ? CardParser(QStringLiteral("card.json"), &diags).parse(*tree) : CardPtr();
        QVERIFY2(wary, qPrintable(diags.formatted().join('\n')));
        CardLibrary lib = CardLibrary::fromCards({wary}, &diags);
        lib.addMissing(CardLibrary::builtin());
        auto lives = [&](const QByteArray& resolveKeys) {
            const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
                "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "step": "main2",
                "objects": [{"id": "w", "card": "Wary Bargain", "zone": "hand"}],
                "events": [{"id": "e1", "cast": "w"}, {"id": "e2", "resolve": "top")" + resolveKeys + "}]}";
            const auto state = ScenarioReader(lib).read(json, QStringLiteral("t.strata.json"), &diags);
            if (!state)
                return diags.formatted().join('\n');
            const Playthrough play = EventPlayer::play(*state, lib);
            return QStringLiteral("%1 %2").arg(play.finalState.player(QStringLiteral("ana"))->life)
                .arg(play.finalState.player(QStringLiteral("nico"))->life);
        };
        QCOMPARE(lives(""), QStringLiteral("22 19"));
        QCOMPARE(lives(R"(, "may": false)"), QStringLiteral("17 20"));
        // The rules text says it the way Oracle text would.
        QCOMPARE(englishAbilityText(*wary->front.abilities.first(), wary->front, wary->name()),
            QStringLiteral("You may gain 2 life. If you don't, you lose 3 life. If you do, each opponent loses 1 life."));
    }
};

QTEST_GUILESS_MAIN(TestImportPayments)
#include "tst_importpayments.moc"
