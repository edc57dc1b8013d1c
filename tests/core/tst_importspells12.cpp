// Spells and activated abilities read from real cards' Oracle text (tests/data/import/spells12.json),
// round 12: "target creature gets +X/+X until end of turn, where X is …" and "… gets +1/+1 until end
// of turn for each …", the amount counted once as the effect begins (608.2h); targets limited by mana
// value ("target creature card with converted mana cost X or less from your graveyard", "target artifact
// or enchantment with converted mana cost 3 or less") and negations listed with a comma ("target
// nonartifact, nonblack creature"). Each is checked as read, through the card format, and as the event
// player performs it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "engine/LayerEngine.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spells12.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The characteristics of `id` once every event of `play` is done (the layers applied, 613).
Characteristics charsOf(const Playthrough& play, const char* id)
{
    const Resolution res = LayerEngine::resolve(play.finalState);
    for (int i = 0; i < play.finalState.objects.size(); ++i)
        if (play.finalState.objects[i].id == QLatin1String(id))
            return res.chars[i];
    return {};
}

// The one change of power and toughness of the ability's one action.
const Op* pumpOf(const AbilityDef* a)
{
    if (!a || a->effect.size() != 1 || !a->effect[0].continuous || a->effect[0].continuous->ops.size() != 1)
        return nullptr;
    const Op& op = a->effect[0].continuous->ops.first();
    return op.kind == Op::Kind::ModifyPT ? &op : nullptr;
}

}   // namespace

class TestImportSpells12 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 10);
    }

    void theCardFormatKeepsWhatWasRead()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 10);
    }

    // "where X is the number of cards in your hand": a count of the hand, until end of turn (514.2);
    // "+X/-X" is one amount added to power and taken from toughness.
    void pumpWhereXIsACount()
    {
        const Op* calm = pumpOf(parsed(QStringLiteral("Inner Calm, Outer Strength"), 0));
        QVERIFY(calm);
        QCOMPARE(calm->power->kind, Expr::Kind::Count);
        QVERIFY(*calm->power == *calm->toughness);
        QCOMPARE(parsed(QStringLiteral("Inner Calm, Outer Strength"), 0)->effect[0].continuous->duration,
            Duration::EndOfTurn);
        const Op* warped = pumpOf(parsed(QStringLiteral("Warped Physique"), 0));
        QVERIFY(warped);
        QCOMPARE(warped->power->kind, Expr::Kind::Count);
        QCOMPARE(warped->toughness->kind, Expr::Kind::Neg);
        QVERIFY(warped->toughness->args.first() == *warped->power);
        const Op* end = pumpOf(parsed(QStringLiteral("Nightmarish End"), 0));
        QVERIFY(end);
        QCOMPARE(end->power->kind, Expr::Kind::Neg);
        const Op* wurm = pumpOf(parsed(QStringLiteral("Conifer Wurm"), 1));
        QVERIFY(wurm);
        QCOMPARE(wurm->power->kind, Expr::Kind::Count);
    }

    // "gets +1/+1 until end of turn for each creature you control" counts the set; "+2/+2 … for each of
    // its colors" counts the target's colours (105.2).
    void pumpForEach()
    {
        const Op* masses = pumpOf(parsed(QStringLiteral("Might of the Masses"), 0));
        QVERIFY(masses);
        QCOMPARE(masses->power->kind, Expr::Kind::Count);
        const Op* nephilim = pumpOf(parsed(QStringLiteral("Might of the Nephilim"), 0));
        QVERIFY(nephilim);
        QVERIFY(nephilim->power->perObject());
    }

    // CR 608.2h: the hand is counted as Inner Calm, Outer Strength resolves (two cards: the spell has
    // left it); a card that leaves the hand afterwards changes nothing.
    void theCountIsFixedAsTheSpellResolves()
    {
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "ic", "card": "Inner Calm, Outer Strength", "zone": "hand"},
            {"id": "h1", "card": "Island", "zone": "hand"}, {"id": "h2", "card": "Island", "zone": "hand"})",
            R"({"id": "e1", "cast": "ic", "targets": ["b"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": "h1", "to": "graveyard"})");
        const Characteristics bears = charsOf(play, "b");
        QCOMPARE(bears.power.value_or(-1), 4);
        QCOMPARE(bears.toughness.value_or(-1), 4);
    }

    // CR 608.2h: Might of the Masses counts Ana's two creatures once; the second one dying later
    // leaves the +2/+2.
    void theSetIsCountedOnce()
    {
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "mm", "card": "Might of the Masses", "zone": "hand"})",
            R"({"id": "e1", "cast": "mm", "targets": ["b"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": "b2", "to": "graveyard"})");
        const Characteristics bears = charsOf(play, "b");
        QCOMPARE(bears.power.value_or(-1), 4);
        QCOMPARE(bears.toughness.value_or(-1), 4);
    }

    // Warped Physique with one other card in hand: a 2/2 becomes a 3/1.
    void plusXMinusX()
    {
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wp", "card": "Warped Physique", "zone": "hand"}, {"id": "h1", "card": "Island", "zone": "hand"})",
            R"({"id": "e1", "cast": "wp", "targets": ["b"]}, {"id": "e2", "resolve": "top"})");
        const Characteristics bears = charsOf(play, "b");
        QCOMPARE(bears.power.value_or(-1), 3);
        QCOMPARE(bears.toughness.value_or(-1), 1);
    }

    // Might of the Nephilim on a green creature: one colour, +2/+2.
    void forEachOfItsColors()
    {
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "mn", "card": "Might of the Nephilim", "zone": "hand"})",
            R"({"id": "e1", "cast": "mn", "targets": ["b"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(charsOf(play, "b").power.value_or(-1), 4);
    }
    // CR 202.3: "target artifact or enchantment with converted mana cost 3 or less" (Natural State) is
    // either type with mana value 3 or less: Bad Moon (2) may be its target, Conspiracy (5) may not (601.2c).
    void pairOfTypesWithManaValue()
    {
        const AbilityDef* natural = parsed(QStringLiteral("Natural State"), 0);
        QVERIFY(natural);
        QCOMPARE(natural->targets.size(), 1);
        QCOMPARE(natural->targets[0].anyTypes, quint16(quint16(CardType::Artifact) | quint16(CardType::Enchantment)));
        QCOMPARE(natural->targets[0].manaValueAtMost, std::optional<int>(3));
        const Playthrough play = played(R"({"id": "moon", "card": "Bad Moon", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "ns", "card": "Natural State", "zone": "hand"})",
            R"({"id": "e1", "cast": "ns", "targets": ["moon"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(test::eventOutcome(play, QStringLiteral("e1")).isEmpty());
        QCOMPARE(play.finalState.object(QStringLiteral("moon"))->zone, Zone::Graveyard);
        const Playthrough big = played(R"({"id": "c", "card": "Conspiracy", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "ns", "card": "Natural State", "zone": "hand"})",
            R"({"id": "e1", "cast": "ns", "targets": ["c"]})");
        QVERIFY(!test::eventOutcome(big, QStringLiteral("e1")).isEmpty());
    }

    // CR 701.19c: Expunge's "nonartifact, nonblack creature" can't be regenerated; Black Knight is no
    // legal target (601.2c), Grizzly Bears is destroyed.
    void negationsWithAComma()
    {
        const AbilityDef* expunge = parsed(QStringLiteral("Expunge"), 0);
        QVERIFY(expunge);
        QCOMPARE(expunge->targets.size(), 1);
        QCOMPARE(expunge->targets[0].notTypes, quint16(CardType::Artifact));
        QVERIFY(expunge->targets[0].notColors.has(Color::Black));
        QCOMPARE(expunge->effect.size(), 1);
        QVERIFY(expunge->effect[0].noRegenerate);
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "ex", "card": "Expunge", "zone": "hand"})",
            R"({"id": "e1", "cast": "ex", "targets": ["b"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("b"))->zone, Zone::Graveyard);
        const Playthrough knight = played(R"({"id": "k", "card": "Black Knight", "controller": "nico", "owner": "nico", "timestamp": 1},
            {"id": "ex", "card": "Expunge", "zone": "hand"})",
            R"({"id": "e1", "cast": "ex", "targets": ["k"]})");
        QVERIFY(!test::eventOutcome(knight, QStringLiteral("e1")).isEmpty());
    }

    // CR 202.3: Unearth's "creature card with converted mana cost 3 or less from your graveyard":
    // Grizzly Bears (2) returns to the battlefield; Craw Wurm (6) is no legal target (601.2c).
    void graveyardCardWithManaValue()
    {
        const AbilityDef* unearth = parsed(QStringLiteral("Unearth"), 0);
        QVERIFY(unearth);
        QCOMPARE(unearth->targets.size(), 1);
        QCOMPARE(unearth->targets[0].manaValueAtMost, std::optional<int>(3));
        QCOMPARE(unearth->targets[0].zone, Zone::Graveyard);
        QVERIFY(unearth->targets[0].ownerYou);
        QCOMPARE(unearth->effect.size(), 1);
        QCOMPARE(unearth->effect[0].kind, ActionKind::ReturnFromGraveyard);
        const Playthrough play = played(R"({"id": "b", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "u", "card": "Unearth", "zone": "hand"})",
            R"({"id": "e1", "cast": "u", "targets": ["b"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(),
            qPrintable(test::eventOutcome(play, QStringLiteral("e1")).join(QLatin1Char(' '))));
        QCOMPARE(play.finalState.object(QStringLiteral("b"))->zone, Zone::Battlefield);
        const Playthrough wurm = played(R"({"id": "w", "card": "Craw Wurm", "zone": "graveyard"},
            {"id": "u", "card": "Unearth", "zone": "hand"})",
            R"({"id": "e1", "cast": "u", "targets": ["w"]})");
        QVERIFY(!test::eventOutcome(wurm, QStringLiteral("e1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportSpells12)
#include "tst_importspells12.moc"
