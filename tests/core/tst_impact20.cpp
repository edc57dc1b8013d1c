// Activated abilities read from real cards' Oracle text (tests/data/import/impact20.json), round 20:
// a permanent that becomes a creature for a while (611.2a), the manlands and Keyrunes ("{1}: Mishra's
// Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
// "{W}{U}: Azorius Keyrune becomes a 2/2 white and blue Bird artifact creature with flying until end of
// turn.") and the lands a spell animates ("Target land becomes a 3/3 creature until end of turn. It's
// still a land."), and a blocker's extra block for the turn ("{W}: Mounted Archers can block an
// additional creature this turn."), and counters as many as the X paid ("{X}: Put X tower counters on
// Helix Pinnacle."). Each is checked as read, through the card format, and as played.
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact20.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const Op* opOf(const AbilityDef* a, Op::Kind kind)
{
    if (!a || a->effect.isEmpty() || !a->effect.first().continuous)
        return nullptr;
    for (const Op& o : a->effect.first().continuous->ops)
        if (o.kind == kind)
            return &o;
    return nullptr;
}

}   // namespace

class TestImpact20 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 14);
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
    }

    // CR 205.1b, 613.4b: "It's still a land" adds the types to the land's; power and toughness set.
    void stillALandIsRead()
    {
        for (const char* name : {"Mishra's Factory", "Faerie Conclave", "Stalking Stones", "Woodwraith Corrupter"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(name), QStringLiteral("becomes"));
            QVERIFY2(a, name);
            const Op* types = opOf(a, Op::Kind::AddTypes);
            QVERIFY2(types, name);
            QVERIFY(types->cardTypes & quint16(CardType::Creature));   // added: the land's types stay
            QVERIFY(opOf(a, Op::Kind::SetPT));
        }
        const AbilityDef* factory = test::parsedWith(fixtures(), QStringLiteral("Mishra's Factory"), QStringLiteral("becomes"));
        QCOMPARE(factory->effect.first().continuous->duration, Duration::EndOfTurn);
        const AbilityDef* stones = test::parsedWith(fixtures(), QStringLiteral("Stalking Stones"), QStringLiteral("becomes"));
        QCOMPARE(stones->effect.first().continuous->duration, Duration::Indefinite);   // 611.2a: no duration given
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mishra's Factory"), 1),
            QStringLiteral("{1}: Until end of turn, ~ becomes a 2/2 Assembly-Worker artifact creature in addition to its other types."));
    }

    // CR 205.1a, 105.3, 613.1f: an artifact that becomes an artifact creature keeps its types, read as
    // added (the hand-made Keyrune's); the colour is set and the keyword granted.
    void keyruneIsRead()
    {
        const AbilityDef* azorius = test::parsedWith(fixtures(), QStringLiteral("Azorius Keyrune"), QStringLiteral("becomes"));
        const Op* types = opOf(azorius, Op::Kind::AddTypes);
        QVERIFY(types);
        QCOMPARE(types->cardTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Artifact)));
        QVERIFY(opOf(azorius, Op::Kind::SetColors));
        QVERIFY(opOf(azorius, Op::Kind::AddAbilities));
        // Two colours in the colour wheel's order, as Oracle text writes the pair.
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Boros Keyrune"), 1).contains(QStringLiteral("red and white Soldier")));
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Dimir Keyrune"), 1)
                    .endsWith(QStringLiteral("until end of turn and can't be blocked this turn.")));
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, fixtures().cards.size());
    }

    // CR 205.1b, 613.1d, 613.4b, 514.2: the Factory is a 2/2 Assembly-Worker artifact creature land until
    // the cleanup step, then a land again.
    void factoryBecomesACreatureUntilEndOfTurn()
    {
        const QByteArray board = test::objectJson("factory", "Mishra's Factory");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "factory", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* factory = test::charsOf(play, "factory");
        QVERIFY(factory);
        QVERIFY(factory->type.has(CardType::Creature) && factory->type.has(CardType::Artifact));
        QVERIFY(factory->type.has(CardType::Land));
        QVERIFY(factory->type.subtypeNames().contains(QStringLiteral("Assembly-Worker")));
        QCOMPARE(test::ptOf(play, QStringLiteral("factory")), QStringLiteral("2/2"));
        const Playthrough later = played(board,
            R"({"id": "e1", "activate": "factory", "ability": 2}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(later, "factory")->type.has(CardType::Creature));
        QVERIFY(test::charsOf(later, "factory")->type.has(CardType::Land));
    }

    // CR 105.3, 613.1e, 702.9a: the colourless Keyrune becomes white and blue, a Bird with flying.
    void keyruneBecomesAFlyingBird()
    {
        const Playthrough play = played(R"({"id": "rune", "card": "Azorius Keyrune", "timestamp": 1})",
            R"({"id": "e1", "activate": "rune", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* rune = test::charsOf(play, "rune");
        QVERIFY(rune);
        QVERIFY(rune->colors.has(Color::White) && rune->colors.has(Color::Blue));
        QVERIFY(rune->type.has(CardType::Creature) && rune->type.has(CardType::Artifact));
        QVERIFY(rune->type.subtypeNames().contains(QStringLiteral("Bird")));
        QVERIFY(std::any_of(rune->abilities.cbegin(), rune->abilities.cend(),
            [](const AbilityInstance& a) { return a.def->isKeyword(QStringLiteral("Flying")); }));
        QCOMPARE(test::ptOf(play, QStringLiteral("rune")), QStringLiteral("2/2"));
    }

    // CR 608.2b, 205.1b: Vivify's target Forest is a 3/3 creature and still a Forest until end of turn.
    void vivifyAnimatesTheTargetLand()
    {
        const QByteArray board = R"({"id": "vivify", "card": "Vivify", "zone": "hand"},
            {"id": "forest", "card": "Forest", "timestamp": 1, "controller": "nico", "owner": "nico"})";
        const Playthrough play = played(board, R"({"id": "e1", "cast": "vivify", "targets": ["forest"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* forest = test::charsOf(play, "forest");
        QVERIFY(forest);
        QVERIFY(forest->type.has(CardType::Creature) && forest->type.has(CardType::Land));
        QVERIFY(forest->type.subtypeNames().contains(QStringLiteral("Forest")));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("3/3"));
        const Playthrough later = played(board,
            R"({"id": "e1", "cast": "vivify", "targets": ["forest"]}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!test::charsOf(later, "forest")->type.has(CardType::Creature));
    }

    // CR 509.1a: "this turn" is the rule "can block an additional creature each combat" until the turn ends.
    void additionalBlockIsRead()
    {
        for (const char* name : {"Mounted Archers", "Coastline Chimera"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(name), QStringLiteral("additional"));
            QVERIFY2(a, name);
            const Op* rule = opOf(a, Op::Kind::Rule);
            QVERIFY2(rule && rule->rule == RuleName::CanBlockAdditionalCreature, name);
            QCOMPARE(a->effect.first().continuous->duration, Duration::EndOfTurn);
        }
    }

    // CR 509.1a: Nico's Archers block one attacker; once their ability has resolved, two; a third is refused.
    void archersBlockTwoAttackers()
    {
        const QByteArray board = R"({"id": "archers", "card": "Mounted Archers", "timestamp": 1, "controller": "nico", "owner": "nico"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 2}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "b3", "card": "Grizzly Bears", "timestamp": 4})";
        const Playthrough once = played(board,
            R"({"id": "e1", "attack": {"b1": "nico", "b2": "nico"}}, {"id": "e2", "block": {"archers": ["b1", "b2"]}})");
        QCOMPARE(test::eventOutcome(once, QStringLiteral("e2")).value(0).section(QLatin1Char(' '), -1), QStringLiteral("509.1a"));
        const Playthrough twice = played(board,
            R"({"id": "e1", "activate": "archers", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"b1": "nico", "b2": "nico"}}, {"id": "e4", "block": {"archers": ["b1", "b2"]}})");
        QVERIFY2(test::eventOutcome(twice, QStringLiteral("e4")).isEmpty(), qPrintable(test::happened(twice)));
        const GameObject* archers = twice.finalState.object(QStringLiteral("archers"));
        QVERIFY(archers);
        QCOMPARE(archers->blocking, (QStringList{QStringLiteral("b1"), QStringLiteral("b2")}));
        const Playthrough three = played(board,
            R"({"id": "e1", "activate": "archers", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"b1": "nico", "b2": "nico", "b3": "nico"}}, {"id": "e4", "block": {"archers": ["b1", "b2", "b3"]}})");
        QCOMPARE(test::eventOutcome(three, QStringLiteral("e4")).value(0).section(QLatin1Char(' '), -1), QStringLiteral("509.1a"));
    }

    // CR 107.3a, 601.2b, 122.1: X is chosen as the ability is activated; that many tower counters are put.
    void pinnaclePutsXCounters()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Helix Pinnacle"), 1, ActionKind::PutCounter);
        QVERIFY(put);
        QVERIFY(put->counters.n.x);
        const Playthrough play = played(R"({"id": "helix", "card": "Helix Pinnacle", "timestamp": 1})",
            R"({"id": "e1", "activate": "helix", "ability": 2, "choices": {"x": 3}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("helix"), QStringLiteral("tower")), 3);
    }
};

QTEST_GUILESS_MAIN(TestImpact20)
#include "tst_impact20.moc"
