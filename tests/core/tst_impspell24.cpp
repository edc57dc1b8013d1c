// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell24.json), round 24:
// "Untap it." and "Regenerate it." right after an instruction on the spell's one target ("Gain control of
// target artifact or creature until end of turn. Untap it. It gains haste until end of turn.", Hijack; "Target
// creature gets +3/+0 and gains lifelink until end of turn. Regenerate it.", Butcher's Glee), and Sylvan
// Awakening's lands that become Elemental creatures until your next turn and are still lands, which the round
// trip had not trusted; "Draw X cards.", "Each player draws X cards." and "Target player draws X cards." with the
// X of the spell's cost (Invoke the Firemind, Fascination, Blue Sun's Zenith). The structure, the English written
// back (the round trip trusts it), and what the event player does. (No apostrophe in a raw string here: moc reads
// it as a character literal and finds no class.)
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell24.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Cast the card in Ana's hand ("spell") at the targets, then resolve it.
QByteArray castAt(const char* targets)
{
    return QByteArray(R"({"id": "e1", "cast": "spell", "targets": [)") + targets + R"(]}, {"id": "e2", "resolve": "top"})";
}

QByteArray inHand(const char* card)
{
    return QByteArray(R"({"id": "spell", "card": ")") + card + R"(", "zone": "hand"}, )";
}

// Ana's library of `n` Islands, "l1" on top, each after a comma.
QByteArray anaLibrary(int n)
{
    QByteArray out;
    for (int k = 1; k <= n; ++k)
        out += QStringLiteral(", {\"id\": \"l%1\", \"card\": \"Island\", \"zone\": \"library\"}").arg(k).toUtf8();
    return out;
}

// Who controls `id` after the playthrough's last event (613.2: control is layer 2).
QString controllerOf(const Playthrough& play, const QString& id)
{
    const int i = play.finalState.objectIndex(id);
    return i >= 0 && i < play.finalResolution.chars.size() ? play.finalResolution.chars[i].controller : QString();
}

}   // namespace

class TestImpSpell24 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 8); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("untap it, artifact or creature") << "Hijack" << "Untap"
                                                        << "Gain control of target artifact or creature until end of turn. Untap "
                                                           "that permanent. It gains haste until end of turn.";   // round 31
        QTest::newRow("untap it, creature or Vehicle") << "Kari Zev's Expertise" << "Untap"
                                                       << "Gain control of target creature or Vehicle until end of turn. Untap "
                                                          "that creature or Vehicle. It gains haste until end of turn.";
        QTest::newRow("regenerate it, after a pump") << "Butcher's Glee" << "Regenerate"
                                                     << "Target creature gets +3/+0 and gains lifelink until end of turn. "
                                                        "Regenerate that creature.";
        QTest::newRow("regenerate it, devoid") << "Unnatural Endurance" << "Regenerate"
                                               << "Target creature gets +2/+0 until end of turn. Regenerate that creature.";
        QTest::newRow("lands still lands, a creature type") << "Sylvan Awakening" << "lands"
                                                            << "Until your next turn, lands you control become 2/2 Elemental "
                                                               "creatures with reach, indestructible, and haste in addition to "
                                                               "their other types.";
        QTest::newRow("draw X, a mode") << "Invoke the Firemind" << "Draw"
                                        << "Choose one \u2014\n\u2022 Draw X cards.\n\u2022 ~ deals X damage to any target.";
        QTest::newRow("each player draws X") << "Fascination" << "Each player"
                                             << "Choose one \u2014\n\u2022 Each player draws X cards.\n\u2022 Each player mills X "
                                                "cards.";
        QTest::newRow("target player draws X") << "Blue Sun's Zenith" << "draws"
                                               << "Target player draws X cards. Shuffle ~ into its owner's library.";
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
        // "Untap it.": the one target of the instruction before, then "It gains haste" on it too.
        const AbilityDef* hijack = test::parsedWith(fixtures(), QStringLiteral("Hijack"), QStringLiteral("Untap"));
        QVERIFY(hijack);
        QCOMPARE(hijack->targets.size(), 1);
        QCOMPARE(hijack->effect.size(), 3);
        QCOMPARE(hijack->effect[1].kind, ActionKind::Untap);
        QCOMPARE(hijack->effect[1].object->ref, Selector::Ref::Target);
        QCOMPARE(hijack->effect[2].kind, ActionKind::Continuous);
        // "Regenerate it." (701.19a): a shield on the target.
        const AbilityDef* glee = test::parsedWith(fixtures(), QStringLiteral("Butcher's Glee"), QStringLiteral("Regenerate"));
        QVERIFY(glee);
        QCOMPARE(glee->effect.size(), 2);
        QCOMPARE(glee->effect[1].kind, ActionKind::Regenerate);
        QCOMPARE(glee->effect[1].object->ref, Selector::Ref::Target);
        // 107.3a: the X of the cost, not a number.
        const AbilityDef* zenith = test::parsedWith(fixtures(), QStringLiteral("Blue Sun's Zenith"), QStringLiteral("draws"));
        QVERIFY(zenith);
        QCOMPARE(zenith->effect[0].kind, ActionKind::Draw);
        QVERIFY(zenith->effect[0].amount.x);
        QCOMPARE(zenith->effect[0].who, QStringLiteral("target_player"));
    }

    void invokeTheFiremindDrawsX()
    {
        // CR 107.3a, 121.1, 700.2: X is 2, the first mode: Ana draws two of her three cards.
        const Playthrough play = played(inHand("Invoke the Firemind") + anaLibrary(3).mid(2),
            R"({"id": "e1", "cast": "spell", "choices": {"x": 2, "mode": 1}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "l1"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "l2"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "l3"), Zone::Library);
    }

    void blueSunsZenithDrawsXForTheTarget()
    {
        // CR 107.3a, 121.1: X is 3, Ana is the target: she draws three cards of four.
        const Playthrough play = played(inHand("Blue Sun's Zenith") + anaLibrary(4).mid(2),
            R"({"id": "e1", "cast": "spell", "choices": {"x": 3}, "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "l3"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "l4"), Zone::Library);
    }

    void hijackTakesUntapsAndHastens()
    {
        // CR 613.2 (layer 2), 702.10: Nico's tapped Juggernaut is Ana's until end of turn, untapped, with haste.
        const Playthrough play = played(inHand("Hijack") + R"({"id": "jugg", "card": "Juggernaut", "owner": "nico",
            "tapped": true, "timestamp": 1})", castAt(R"("jugg")"));
        QCOMPARE(controllerOf(play, QStringLiteral("jugg")), QStringLiteral("ana"));
        QVERIFY(!test::tapped(play, "jugg"));
        QVERIFY(test::charsOf(play, "jugg")->hasKeyword(QStringLiteral("Haste")));
    }

    void butchersGleeRegeneratesTheTarget()
    {
        // CR 701.19a: Grizzly Bears get +3/+0 and a regeneration shield; Lightning Bolt's lethal 3 damage then
        // destroys nothing: the Bears are tapped, their damage removed.
        const Playthrough play = played(inHand("Butcher's Glee") + R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})",
            castAt(R"("bears")") + R"(, {"id": "e3", "cast": "bolt", "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QVERIFY(test::tapped(play, "bears"));
        QCOMPARE(test::damageOn(play, "bears"), 0);
        QCOMPARE(test::ptOf(play, "bears"), QStringLiteral("5/2"));
        // Without it, the Bolt destroys them.
        const Playthrough bare = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})",
            R"({"id": "e3", "cast": "bolt", "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(bare, "bears"), Zone::Graveyard);
    }

    void sylvanAwakeningAnimatesAnasLands()
    {
        // CR 611.2a, 205.1b, 613.4b: until Ana's next turn her Forest is a 2/2 Elemental creature land with reach,
        // indestructible and haste; Nico's Forest is not changed.
        const Playthrough play = played(inHand("Sylvan Awakening") + R"({"id": "forest", "card": "Forest", "timestamp": 1},
            {"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        const Characteristics* forest = test::charsOf(play, "forest");
        QVERIFY(forest);
        QVERIFY(forest->isCreature());
        QVERIFY(forest->type.has(CardType::Land));
        QCOMPARE(test::ptOf(play, "forest"), QStringLiteral("2/2"));
        QVERIFY(forest->hasKeyword(QStringLiteral("Reach")));
        QVERIFY(forest->hasKeyword(QStringLiteral("Indestructible")));
        QVERIFY(!test::charsOf(play, "nforest")->isCreature());
    }
};

QTEST_GUILESS_MAIN(TestImpSpell24)
#include "tst_impspell24.moc"
