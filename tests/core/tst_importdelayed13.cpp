// Delayed triggers an effect creates, read from real cards' Oracle text (tests/data/import/delayed13.json):
// "Sacrifice it at the beginning of the next end step", "At the beginning of the next end step, return
// that card to the battlefield …", "Exile that token at end of combat" (603.7), whose "it" is what the
// actions before them named: the target (603.7c), the token they created, or the source. And tokens
// that are copies with exceptions: "except it has haste" is part of the token's copiable values (707.9a).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("delayed13.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const EventOutcome* outcome(const Playthrough& play, const char* id)
{
    for (const EventOutcome& e : play.events)
        if (e.id == QLatin1String(id))
            return &e;
    return nullptr;
}

// The tokens on the battlefield in `state`.
QVector<const GameObject*> tokens(const GameState& state)
{
    QVector<const GameObject*> out;
    for (const GameObject& o : state.objects)
        if (o.token && o.exists && o.zone == Zone::Battlefield)
            out << &o;
    return out;
}

bool hasKeyword(const Resolution& res, const GameState& state, const QString& id, const char* keyword)
{
    const int i = state.objectIndex(id);
    if (i < 0 || i >= res.chars.size())
        return false;
    for (const AbilityInstance& a : res.chars[i].abilities)
        if (a.def->isKeyword(QLatin1String(keyword)))
            return true;
    return false;
}

}   // namespace

class TestImportDelayed13 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 13);
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 13);
    }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("the target, a card in exile") << "Turn to Mist" << 0
            << "Exile target creature. At the beginning of the next end step, return that card to the battlefield "
               "under its owner's control.";
        QTest::newRow("with a counter") << "Long Road Home" << 0
            << "Exile target creature. At the beginning of the next end step, return that card to the battlefield "
               "under its owner's control with a +1/+1 counter on it.";
        QTest::newRow("the token created") << "Rakdos Guildmage" << 1
            << "{3}{R}: Create a 2/1 red Goblin creature token with haste. At the beginning of the next end step, "
               "exile it.";
        QTest::newRow("the source") << "Deathknell Kami" << 1
            << "{2}: ~ gets +1/+1 until end of turn. At the beginning of the next end step, sacrifice it.";
        QTest::newRow("a copy with haste") << "Kiki-Jiki, Mirror Breaker" << 1
            << "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has "
               "haste. At the beginning of the next end step, sacrifice it.";
        QTest::newRow("that token, at end of combat") << "Mirror Mockery" << 1
            << "Whenever enchanted creature attacks, you may create a token that's a copy of that creature. At "
               "end of combat, exile that token.";
        QTest::newRow("after a trigger's target") << "Flickerwisp" << 1
            << "When ~ enters, exile another target permanent. At the beginning of the next end step, return "
               "that card to the battlefield under its owner's control.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    void referentsAreWhatTheActionsBeforeNamed()
    {
        // CR 603.7c: the delayed trigger's object is the one the effect named.
        const AbilityDef* mist = test::parsedAbility(fixtures(), QStringLiteral("Turn to Mist"), 0);
        QVERIFY(mist);
        QCOMPARE(mist->effect.size(), 2);
        QCOMPARE(mist->effect[1].kind, ActionKind::Delayed);
        QCOMPARE(mist->effect[1].event, TriggerEvent::EndStep);
        QCOMPARE(mist->effect[1].nested.value(0).object->ref, Selector::Ref::It);
        const AbilityDef* guildmage = test::parsedAbility(fixtures(), QStringLiteral("Rakdos Guildmage"), 1);
        QVERIFY(guildmage);
        QCOMPARE(guildmage->effect[1].nested.value(0).object->ref, Selector::Ref::Created);
        const AbilityDef* kami = test::parsedAbility(fixtures(), QStringLiteral("Deathknell Kami"), 1);
        QVERIFY(kami);
        QCOMPARE(kami->effect[1].nested.value(0).object->ref, Selector::Ref::Self);
        const AbilityDef* mockery = test::parsedAbility(fixtures(), QStringLiteral("Mirror Mockery"), 1);
        QVERIFY(mockery);
        QCOMPARE(mockery->effect[1].event, TriggerEvent::EndOfCombat);   // 511.2
    }

    void kikiJikisTokenHasHasteAndIsSacrificed()
    {
        // CR 707.9a: "except it has haste" is part of the token's copiable values; 603.7: at the next end
        // step the delayed trigger sacrifices that token, which then ceases to exist (704.5d).
        const Playthrough play = played(R"({"id": "kiki", "card": "Kiki-Jiki, Mirror Breaker", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "activate": "kiki", "ability": 2, "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        const EventOutcome* made = outcome(play, "e2");
        QVERIFY(made);
        const auto made2 = tokens(made->state);
        QCOMPARE(made2.size(), 1);
        QCOMPARE(made2[0]->card->name(), QStringLiteral("Grizzly Bears"));
        QVERIFY(hasKeyword(made->resolution, made->state, made2[0]->id, "Haste"));
        QVERIFY(!hasKeyword(made->resolution, made->state, QStringLiteral("bears"), "Haste"));
        const EventOutcome* end = outcome(play, "e3");
        QVERIFY(end);
        QCOMPARE(end->triggered.size(), 1);
        QVERIFY(tokens(play.finalState).isEmpty());
        QCOMPARE(zoneOf(play, "bears"), Zone::Battlefield);
    }

    void turnToMistReturnsTheExiledCard()
    {
        // CR 603.7c, 400.7: the card exiled is the one that returns, under its owner's control.
        const Playthrough play = played(R"({"id": "mist", "card": "Turn to Mist", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "mist", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        const EventOutcome* exiled = outcome(play, "e2");
        QVERIFY(exiled);
        QCOMPARE(exiled->state.object(QStringLiteral("bears"))->zone, Zone::Exile);
        QCOMPARE(zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->controller, QStringLiteral("nico"));
    }

    void theGoblinTokenIsExiled()
    {
        // CR 603.7c: "exile it" names the token the ability created.
        const Playthrough play = played(R"({"id": "mage", "card": "Rakdos Guildmage", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "activate": "mage", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        const EventOutcome* made = outcome(play, "e2");
        QVERIFY(made);
        QCOMPARE(tokens(made->state).size(), 1);
        QVERIFY(tokens(play.finalState).isEmpty());
        QCOMPARE(zoneOf(play, "bears"), Zone::Battlefield);   // the target of nothing: it stays
    }

    void rakaliteReturnsOnlyAsItWas()
    {
        // CR 603.7c, 400.7: "return ~ to its owner's hand" names Rakalite as it was; once it has gone
        // to the graveyard it is a new object the delayed trigger does not return.
        const QByteArray rakalite = R"({"id": "rak", "card": "Rakalite", "timestamp": 1})";
        const QByteArray activate = R"({"id": "e1", "activate": "rak", "ability": 1, "targets": ["ana"]},
            {"id": "e2", "resolve": "top"}, )";
        const Playthrough stays = played(rakalite,
            activate + R"({"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(zoneOf(stays, "rak"), Zone::Hand);
        const Playthrough gone = played(rakalite,
            activate + R"({"id": "e3", "move": ["rak"], "to": "graveyard"}, {"id": "e4", "begin": "end"},
            {"id": "e5", "resolve": "top"})");
        QCOMPARE(zoneOf(gone, "rak"), Zone::Graveyard);
    }

    void deathknellKamiSacrificesItself()
    {
        // CR 603.7c: "sacrifice it" after "~ gets +1/+1" names the source.
        const Playthrough play = played(R"({"id": "kami", "card": "Deathknell Kami", "timestamp": 1})",
            R"({"id": "e1", "activate": "kami", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "kami"), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImportDelayed13)
#include "tst_importdelayed13.moc"
