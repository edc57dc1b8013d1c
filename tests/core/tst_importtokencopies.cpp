// Tokens that are copies, read from real cards' Oracle text (tests/data/import/token-copies.json):
// "Create a token that's a copy of target creature you control" (Cackling Counterpart, Mirrorpool),
// "… of ~" (Myr Propagator, Spawnwrithe, Polyraptor), "… of target nontoken creature" (Dance of Many),
// "its controller creates a token that's a copy of that creature" (Dual Nature, Bramble Sovereign).
// The typed structure, the text written back, the card format, and what the event player does: the
// token has the original's copiable values as they were when it was created (707.2, 111.1), and keeps
// them when the original later leaves.
#include "LayerBoard.h"
#include "import/OracleParser.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::objectJson;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("token-copies.json"));
}

// The tokens on the battlefield at the end of `play`, by index.
QVector<int> tokensAfter(const Playthrough& play)
{
    QVector<int> out;
    for (int i = 0; i < play.finalState.objects.size(); ++i) {
        const GameObject& o = play.finalState.objects[i];
        if (o.token && o.exists && o.zone == Zone::Battlefield)
            out << i;
    }
    return out;
}

QString ptOf(const Playthrough& play, int i)
{
    const Characteristics& c = play.finalResolution.chars[i];
    return QStringLiteral("%1/%2").arg(c.power.value_or(-99)).arg(c.toughness.value_or(-99));
}

const Action* tokenCopyAction(const AbilityDef* a)
{
    if (!a)
        return nullptr;
    for (const Action& x : a->effect)
        if (x.kind == ActionKind::CreateTokenCopy)
            return &x;
    return nullptr;
}

}   // namespace

class TestImportTokenCopies : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 12);
    }

    // Each family reads, and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("ref");
        QTest::newRow("target creature you control, spell") << "Cackling Counterpart" << "copy of target" << int(Selector::Ref::Target);
        QTest::newRow("target creature you control, activated") << "Mirrorpool" << "Create a token" << int(Selector::Ref::Target);
        QTest::newRow("of ~, activated") << "Myr Propagator" << "copy of" << int(Selector::Ref::Self);
        QTest::newRow("of ~, combat damage trigger") << "Spawnwrithe" << "copy of" << int(Selector::Ref::Self);
        QTest::newRow("of ~, enrage") << "Polyraptor" << "copy of" << int(Selector::Ref::Self);
        QTest::newRow("target nontoken creature, enters trigger") << "Dance of Many" << "copy of target" << int(Selector::Ref::Target);
        QTest::newRow("its controller creates, that creature") << "Dual Nature" << "its controller creates" << int(Selector::Ref::It);
        QTest::newRow("that creature's controller, if you do") << "Bramble Sovereign" << "controller creates" << int(Selector::Ref::It);
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(int, ref);
        const Action* a = tokenCopyAction(test::parsedWith(fixtures(), card, words));
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(int(a->object->ref), ref);
        QCOMPARE(a->amount, Amount::number(1));
    }

    // The target of "target creature you control" is one you control; "nontoken" stays in it.
    void targetsKeepTheirQualities()
    {
        const AbilityDef* cc = test::parsedWith(fixtures(), QStringLiteral("Cackling Counterpart"), QStringLiteral("copy of"));
        QVERIFY(cc);
        QCOMPARE(cc->targets.size(), 1);
        QCOMPARE(cc->targets[0].controller, Selector::Who::You);
        QVERIFY(cc->targets[0].types & quint16(CardType::Creature));
        const AbilityDef* dance = test::parsedWith(fixtures(), QStringLiteral("Dance of Many"), QStringLiteral("copy of"));
        QVERIFY(dance);
        QCOMPARE(dance->targets.size(), 1);
        QCOMPARE(dance->targets[0].controller, Selector::Who::Any);
    }

    // CR 702.33d: Rite of Replication's kicked "create five of those tokens instead" is read since round
    // 28, the token copy made again five times (played in tst_impspell28). (Kiki-Jiki's "except it has
    // haste", 707.9a, is read since round 13: tst_importdelayed13.)
    void kickedCopiesAreRead()
    {
        const AbilityDef* rite
            = test::parsedWith(fixtures(), QStringLiteral("Rite of Replication"), QStringLiteral("five of those tokens"));
        QVERIFY(rite && rite->effect.size() == 2);
        QCOMPARE(rite->effect[1].kind, ActionKind::CreateTokenCopy);
        QCOMPARE(rite->effect[1].amount.n, 5);
    }

    // Every understood card goes through the card format ("create_token_copy") and reads back with
    // the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
    }

    // CR 707.2, 111.1: Cackling Counterpart copying Grizzly Bears enchanted by Holy Strength makes a 2/2
    // Grizzly Bears token: the Aura's +1/+2 is not a copiable value. CR 608.2h-like: the copy's values
    // are locked when it is created; the token stays a 2/2 Grizzly Bears after the original dies.
    void counterpartCopiesThePrintedBearsAndKeepsThem()
    {
        const Playthrough play = test::playScenario(fixtures(),
            objectJson("bears", "Grizzly Bears") + "," + objectJson("hs", "Holy Strength", ", \"attached_to\": \"bears\"") + ","
                + objectJson("cc", "Cackling Counterpart", ", \"zone\": \"hand\""),
            R"({"id": "e1", "cast": "cc", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": ["bears"], "to": "graveyard"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        const QVector<int> tokens = tokensAfter(play);
        QCOMPARE(tokens.size(), 1);
        const Characteristics& c = play.finalResolution.chars[tokens[0]];
        QCOMPARE(c.name, QStringLiteral("Grizzly Bears"));
        QCOMPARE(ptOf(play, tokens[0]), QStringLiteral("2/2"));
        QVERIFY(c.type.has(CardType::Creature));
        QCOMPARE(play.finalState.objects[tokens[0]].controller, QStringLiteral("ana"));
        const int bears = play.finalState.objectIndex(QStringLiteral("bears"));
        QVERIFY(bears >= 0);
        QCOMPARE(play.finalState.objects[bears].zone, Zone::Graveyard);
    }

    // CR 707.2: the copiable values include the abilities: Myr Propagator's token can make a token
    // itself, and its name is the original's (111.4 does not name a copy).
    void propagatorsTokenHasItsAbility()
    {
        const Playthrough play = test::playScenario(fixtures(), objectJson("myr", "Myr Propagator"),
            R"({"id": "e1", "activate": "myr", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList());
        const QVector<int> tokens = tokensAfter(play);
        QCOMPARE(tokens.size(), 1);
        const Characteristics& c = play.finalResolution.chars[tokens[0]];
        QCOMPARE(c.name, QStringLiteral("Myr Propagator"));
        QCOMPARE(ptOf(play, tokens[0]), QStringLiteral("1/1"));
        QCOMPARE(c.abilities.size(), 1);
        QVERIFY(c.abilities[0].def->kind == AbilityDef::Kind::Activated);
        // 111.1, 302.6: a token is created on the battlefield with summoning sickness.
        QVERIFY(play.finalState.objects[tokens[0]].summoningSick);
    }

    // CR 603.7c, 111.2: Dual Nature's trigger for Nico's Grizzly Bears gives Nico the token.
    void dualNatureGivesTheTokenToTheCreaturesController()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Dual Nature"), QStringLiteral("its controller"));
        QVERIFY(a);
        QCOMPARE(tokenCopyAction(a)->who, QStringLiteral("controller_of_it"));
        const Playthrough play = test::playScenario(fixtures(),
            objectJson("dual", "Dual Nature") + R"(, {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": ["bears"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("dual:1")});
        const QVector<int> tokens = tokensAfter(play);
        QCOMPARE(tokens.size(), 1);
        QCOMPARE(play.finalResolution.chars[tokens[0]].name, QStringLiteral("Grizzly Bears"));
        QCOMPARE(play.finalState.objects[tokens[0]].controller, QStringLiteral("nico"));
        QCOMPARE(play.finalState.objects[tokens[0]].owner, QStringLiteral("nico"));
    }

    // CR 707.3: a copy of an object a copy effect changed copies the values that effect gives (round 32:
    // locked into the token): Cackling Counterpart on a Mizzium Transreliquat that became a copy of
    // Juggernaut makes a Juggernaut token, 5/3, not a Mizzium Transreliquat.
    void aTokenOfAnObjectACopyEffectChangedCopiesThatEffect()
    {
        const Playthrough play = test::playScenario(fixtures(),
            objectJson("jug", "Juggernaut") + "," + objectJson("mizz", "Mizzium Transreliquat") + ","
                + objectJson("cc", "Cackling Counterpart", ", \"zone\": \"hand\""),
            R"({"id": "e1", "activate": "mizz", "ability": 1, "targets": ["jug"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "cc", "targets": ["mizz"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList());
        const QVector<int> tokens = tokensAfter(play);
        QCOMPARE(tokens.size(), 1);
        QCOMPARE(play.finalResolution.chars[tokens[0]].name, QStringLiteral("Juggernaut"));
        QCOMPARE(ptOf(play, tokens[0]), QStringLiteral("5/3"));
    }

    // CR 608.2h: a copy of the source that has left uses its last known copiable values; Strata keeps
    // none, so the log says that no token is made and why, rather than that nothing was named.
    void aSourceThatLeftMakesNoTokenAndSaysWhy()
    {
        const Playthrough play = test::playScenario(fixtures(), objectJson("myr", "Myr Propagator"),
            R"({"id": "e1", "activate": "myr", "ability": 1}, {"id": "e2", "move": ["myr"], "to": "graveyard"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(tokensAfter(play).size(), 0);
        QVERIFY2(test::happened(play).contains(QStringLiteral("last known copiable values")), qPrintable(test::happened(play)));
    }

    // CR 400.7: when the target is gone as Cackling Counterpart resolves, no token is created.
    void noTokenWhenTheTargetIsGone()
    {
        const Playthrough play = test::playScenario(fixtures(),
            objectJson("bears", "Grizzly Bears") + "," + objectJson("cc", "Cackling Counterpart", ", \"zone\": \"hand\""),
            R"({"id": "e1", "cast": "cc", "targets": ["bears"]}, {"id": "e2", "move": ["bears"], "to": "graveyard"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(tokensAfter(play).size(), 0);
    }
};

QTEST_MAIN(TestImportTokenCopies)
#include "tst_importtokencopies.moc"
