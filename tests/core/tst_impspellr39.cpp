// Round 39's helper on instants and sorceries (tests/data/import/impspellr39.json, the real card objects): "Until end of
// turn, up to two target creatures you control each gain "Whenever this creature deals combat damage to a player, draw
// a card."" (Warriors' Lesson), and a second bonus "an additional +4/+4 … unless any player pays {2}" to the same
// creatures (Wild Might, Rhystic Shield). The structure, the English written back (the round trip trusts it), the card
// format, and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspellr39.json"));
}

// Ana's three Bears "b0" to "b2" and three Forests in her library; Nico has no creature.
QByteArray lessonBoard()
{
    return "{\"id\": \"spell\", \"card\": \"Warriors' Lesson\", \"zone\": \"hand\"}, " + test::objectJson("b0", "Grizzly Bears")
        + ", " + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears") + ", "
        + test::objectJson("lib0", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib1", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib2", "Forest", ", \"zone\": \"library\"");
}

// How many of Ana's three library Forests are in her hand.
int forestsDrawn(const Playthrough& p)
{
    int n = 0;
    for (const char* id : {"lib0", "lib1", "lib2"})
        n += int(test::zoneOf(p, QString::fromLatin1(id)) == Zone::Hand);
    return n;
}

// Ana casts `card` at `targets` (a JSON list's items, or empty) over her Bears "abears" and Nico's "nbears"; it resolves
// with `pays` saying whether a player pays the {2}.
Playthrough castOverBears(const char* card, const QByteArray& targets, bool pays)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, "
        + test::objectJson("abears", "Grizzly Bears") + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico");
    const QByteArray cast = targets.isEmpty() ? QByteArray("{\"id\": \"e1\", \"cast\": \"spell\"}")
                                              : "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}";
    return test::playScenario(fixtures(), objects,
        cast + ", {\"id\": \"e2\", \"resolve\": \"top\", \"pays\": " + (pays ? "true" : "false") + "}");
}

// The two instructions of a spell that gives a bonus, then another unless any player pays {2}.
void checkBonusThenUnlessPaid(const AbilityDef& spell, Selector::Ref affected)
{
    QCOMPARE(spell.effect.size(), 2);
    QCOMPARE(spell.effect[0].kind, ActionKind::Continuous);
    QVERIFY(spell.effect[0].continuous && spell.effect[0].continuous->affects);
    QCOMPARE(spell.effect[0].continuous->affects->ref, affected);
    const Action& unless = spell.effect[1];
    QCOMPARE(unless.kind, ActionKind::UnlessPays);
    QCOMPARE(unless.who, QStringLiteral("any_player"));
    QCOMPARE(unless.text, QStringLiteral("{2}"));
    QCOMPARE(unless.nested.size(), 1);
    QCOMPARE(unless.nested.first().kind, ActionKind::Continuous);
    QVERIFY(unless.nested.first().continuous && unless.nested.first().continuous->affects);
    QCOMPARE(unless.nested.first().continuous->affects->ref, affected);
    QCOMPARE(unless.nested.first().continuous->duration, Duration::EndOfTurn);
}

}   // namespace

class TestImpSpellR39 : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c: each card's one ability is read and written back as Oracle says it.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    // The card format keeps each ability as it was read.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 611.2a, 115.1, 603.2: Warriors' Lesson gives each of up to two target creatures Ana controls the triggered
    // ability until end of turn; "Until end of turn, " first says what the writer's "… until end of turn" says.
    void lessonStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Warriors' Lesson"), QStringLiteral("draw a card"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(int(spell->targets.first().upTo), 2);
        QCOMPARE(spell->targets.first().controller, Selector::Who::You);
        QCOMPARE(spell->effect.size(), 1);
        const Action& a = spell->effect.first();
        QCOMPARE(a.kind, ActionKind::Continuous);
        QVERIFY(a.continuous && a.continuous->affects);
        QCOMPARE(a.continuous->affects->ref, Selector::Ref::Targets);
        QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(a.continuous->ops.size(), 1);
        QCOMPARE(a.continuous->ops.first().kind, Op::Kind::AddAbilities);
        QCOMPARE(a.continuous->ops.first().abilities.size(), 1);
        QCOMPARE(a.continuous->ops.first().abilities.first()->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Warriors' Lesson"), 0),
            QStringLiteral("Up to two target creatures you control each gain \"Whenever this creature deals combat damage to a "
                           "player, draw a card.\" until end of turn."));
    }

    // CR 510.2, 603.2, 611.2a: Ana's two targeted Bears and her third Bears attack Nico unblocked; each targeted one's
    // combat damage triggers, so she draws two of her three Forests, not three; Nico is at 14.
    void lessonDrawsForEachTargetThatConnects()
    {
        const Playthrough p = test::playScenario(fixtures(), lessonBoard(),
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"b0\", \"b1\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"attack\": {\"b0\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, {\"id\": \"e4\", \"block\": {}}, "
            "{\"id\": \"e5\", \"begin\": \"combat_damage\"}, {\"id\": \"e6\", \"resolve\": \"top\"}, "
            "{\"id\": \"e7\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
        QVERIFY2(forestsDrawn(p) == 2, qPrintable(test::happened(p)));
    }

    // CR 603.2, 611.2a: without the spell, the same attack draws nothing.
    void withoutTheLessonNothingIsDrawn()
    {
        const Playthrough p = test::playScenario(fixtures(), lessonBoard(),
            "{\"id\": \"e3\", \"attack\": {\"b0\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, {\"id\": \"e4\", \"block\": {}}, "
            "{\"id\": \"e5\", \"begin\": \"combat_damage\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(forestsDrawn(p), 0);
    }

    // CR 613.4c, 118.12: Wild Might is +1/+1 to the one target, then +4/+4 to it unless any player pays {2}; the second
    // bonus adds to the first, which is all "additional" says.
    void wildMightStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Wild Might"), QStringLiteral("+4/+4"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        checkBonusThenUnlessPaid(*spell, Selector::Ref::Target);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wild Might"), 0),
            QStringLiteral("Target creature gets +1/+1 until end of turn. That creature gets +4/+4 until end of turn unless "
                           "any player pays {2}."));
    }

    // CR 118.12, 613.4c: unpaid, Nico's Bears Ana targets is 7/7; paid, 3/3.
    void wildMightUnlessPaid()
    {
        const Playthrough unpaid = castOverBears("Wild Might", "\"nbears\"", false);
        QVERIFY2(test::ptOf(unpaid, QStringLiteral("nbears")) == QStringLiteral("7/7"), qPrintable(test::happened(unpaid)));
        QCOMPARE(test::ptOf(unpaid, QStringLiteral("abears")), QStringLiteral("2/2"));
        const Playthrough paid = castOverBears("Wild Might", "\"nbears\"", true);
        QVERIFY2(test::ptOf(paid, QStringLiteral("nbears")) == QStringLiteral("3/3"), qPrintable(test::happened(paid)));
    }

    // CR 611.2c, 118.12: Rhystic Shield's "they" are the creatures Ana controls as it resolves, which the second
    // instruction names again in the same resolution.
    void rhysticShieldStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Rhystic Shield"), QStringLiteral("+0/+2"));
        QVERIFY(spell);
        QVERIFY(spell->targets.isEmpty());
        checkBonusThenUnlessPaid(*spell, Selector::Ref::None);
        QCOMPARE(spell->effect[0].continuous->affects->controller, Selector::Who::You);
        QCOMPARE(spell->effect[1].nested.first().continuous->affects->controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rhystic Shield"), 0),
            QStringLiteral("Creatures you control get +0/+1 until end of turn. Creatures you control get +0/+2 until end of "
                           "turn unless any player pays {2}."));
    }

    // CR 118.12, 613.4c: unpaid, Ana's Bears is 2/5; paid, 2/3; Nico's Bears stays 2/2 either way.
    void rhysticShieldUnlessPaid()
    {
        const Playthrough unpaid = castOverBears("Rhystic Shield", {}, false);
        QVERIFY2(test::ptOf(unpaid, QStringLiteral("abears")) == QStringLiteral("2/5"), qPrintable(test::happened(unpaid)));
        QCOMPARE(test::ptOf(unpaid, QStringLiteral("nbears")), QStringLiteral("2/2"));
        const Playthrough paid = castOverBears("Rhystic Shield", {}, true);
        QVERIFY2(test::ptOf(paid, QStringLiteral("abears")) == QStringLiteral("2/3"), qPrintable(test::happened(paid)));
        QCOMPARE(test::ptOf(paid, QStringLiteral("nbears")), QStringLiteral("2/2"));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR39)
#include "tst_impspellr39.moc"
