// Activated abilities read from real cards' Oracle text (tests/data/import/impact19.json), round 19:
// targets "with converted mana cost X" of an ability with {X} in its cost ("{X}{X}{B}: Destroy target
// nonblack creature with converted mana cost X"), checked against the X chosen as it is activated, and
// a target that becomes a land type or an artifact ("Target land becomes a Forest until end of turn",
// "Target permanent becomes an artifact in addition to its other types"), and a target of an exact size
// ("Target 1/1 creature gets +1/+2 until end of turn"), and mana as much as the source's power ("Add an
// amount of {G} equal to ~'s power"). Each is checked as read, through the card format, and as played.
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact19.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Plaguebearer; Nico's Grizzly Bears (mana value 2) and Black Knight (black, mana value 2).
const QByteArray plagueBoard = R"({"id": "pb", "card": "Plaguebearer", "timestamp": 1},
    {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "controller": "nico", "owner": "nico"},
    {"id": "knight", "card": "Black Knight", "timestamp": 3, "controller": "nico", "owner": "nico"})";

}   // namespace

class TestImpact19 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 15);
        // Not read yet: Linessa's grandeur ("Discard another card named ~: …").
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood || c.card->name() == QLatin1String("Linessa, Zephyr Mage"),
                qPrintable(c.card->name()));
    }

    // CR 202.3, 602.2b: "with converted mana cost X" is both limits at the ability's X.
    void manaValueXTargetsAreRead()
    {
        for (const char* name : {"Hearth Kami", "Deepfire Elemental", "Gorilla Shaman", "Plaguebearer"}) {
            const Action* destroy = test::firstAction(fixtures(), QLatin1String(name), 0, ActionKind::Destroy);
            QVERIFY2(destroy, name);
            const AbilityDef* a = parsed(QLatin1String(name), 0);
            QCOMPARE(a->targets.size(), 1);
            QVERIFY(a->targets[0].manaValueAtMostX && a->targets[0].manaValueAtLeastX);
        }
        QVERIFY(parsed(QStringLiteral("Plaguebearer"), 0)->targets[0].notColors.has(Color::Black));
        QVERIFY(test::firstAction(fixtures(), QStringLiteral("Linessa, Zephyr Mage"), 0, ActionKind::ReturnToHand));
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Gorilla Shaman"), 0)
                    .contains(QStringLiteral("noncreature artifact with mana value X")));
    }

    // CR 305.7, 205.1b: a land type set, an artifact type added, for the turn or for good (611.2a).
    void typeChangesAreRead()
    {
        const AbilityDef* recluse = parsed(QStringLiteral("Kavu Recluse"), 0);
        QVERIFY(recluse);
        const Action& forest = recluse->effect.value(0);
        QCOMPARE(forest.kind, ActionKind::Continuous);
        QCOMPARE(forest.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(forest.continuous->ops.value(0).kind, Op::Kind::SetSubtypes);
        const AbilityDef* coating = parsed(QStringLiteral("Liquimetal Coating"), 0);
        QVERIFY(coating);
        QCOMPARE(coating->effect.value(0).continuous->ops.value(0).kind, Op::Kind::AddTypes);
        QCOMPARE(coating->effect.value(0).continuous->ops.value(0).cardTypes, quint16(CardType::Artifact));
        const AbilityDef* memnarch = parsed(QStringLiteral("Memnarch"), 0);
        QVERIFY(memnarch);
        QCOMPARE(memnarch->effect.value(0).continuous->duration, Duration::Indefinite);
        QVERIFY(parsed(QStringLiteral("Zombie Trailblazer"), 0));
    }

    // CR 208.1: "1/1 creature" is power exactly 1 and toughness exactly 1, written back as a size.
    void exactSizeTargetIsRead()
    {
        for (const char* name : {"Aegis of the Meek", "Pendelhaven"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(name), QStringLiteral("1/1 creature"));
            QVERIFY2(a, name);
            const Selector& t = a->targets.value(0);
            QCOMPARE(t.powerAtMost, std::optional<int>(1));
            QCOMPARE(t.powerAtLeast, std::optional<int>(1));
            QCOMPARE(t.toughnessAtMost, std::optional<int>(1));
            QCOMPARE(t.toughnessAtLeast, std::optional<int>(1));
        }
    }

    // CR 106.1, 608.2h: "an amount of {G}" is that many {G}, counted from the source's power.
    void manaEqualToPowerIsRead()
    {
        for (const char* name : {"Viridian Joiner", "Marwyn, the Nurturer"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QLatin1String(name), QStringLiteral("amount of {G}"));
            QVERIFY2(a, name);
            const Action& mana = a->effect.value(0);
            QCOMPARE(mana.kind, ActionKind::AddMana);
            QCOMPARE(mana.text, QStringLiteral("{G}"));
            QVERIFY(mana.amountOf && !mana.amount.x && mana.amount.n == 1);
        }
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Viridian Joiner"), 0),
            QStringLiteral("{T}: Add an amount of {G} equal to ~'s power."));
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, fixtures().cards.size() - 1);   // not Linessa
    }

    // CR 601.2b-c, 602.2b: X is chosen before the target; with X = 2 the Bears (mana value 2) die.
    void plaguebearerDestroysWithTheChosenX()
    {
        const Playthrough play = played(plagueBoard,
            R"({"id": "e1", "activate": "pb", "ability": 1, "targets": ["bears"], "choices": {"x": 2}},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "knight"), Zone::Battlefield);
    }

    // CR 602.2b, 202.3: with X = 1 the Bears (mana value 2) are no legal target, nor is the black
    // Knight with any X; the activation is refused and both stay.
    void plaguebearerRefusesATargetOfAnotherManaValue()
    {
        const Playthrough wrongX = played(plagueBoard,
            R"({"id": "e1", "activate": "pb", "ability": 1, "targets": ["bears"], "choices": {"x": 1}})");
        QCOMPARE(test::eventOutcome(wrongX, QStringLiteral("e1")).value(0).section(QLatin1Char(' '), -1),
            QStringLiteral("602.2b"));
        QCOMPARE(test::zoneOf(wrongX, "bears"), Zone::Battlefield);
        const Playthrough black = played(plagueBoard,
            R"({"id": "e1", "activate": "pb", "ability": 1, "targets": ["knight"], "choices": {"x": 2}})");
        QVERIFY(!test::eventOutcome(black, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(black, "knight"), Zone::Battlefield);
    }

    // CR 608.2b: the X stays the one chosen on activation as the ability resolves; the Collar (mana
    // value 1) is destroyed by Gorilla Shaman's X = 1, an artifact creature is no legal target.
    void gorillaShamanDestroysANoncreatureArtifact()
    {
        const QByteArray board = R"({"id": "gs", "card": "Gorilla Shaman", "timestamp": 1},
            {"id": "collar", "card": "Basilisk Collar", "timestamp": 2, "controller": "nico", "owner": "nico"},
            {"id": "thopter", "card": "Ornithopter", "timestamp": 3, "controller": "nico", "owner": "nico"})";
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "gs", "ability": 1, "targets": ["collar"], "choices": {"x": 1}},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, "collar"), Zone::Graveyard);
        const Playthrough creature = played(board,
            R"({"id": "e1", "activate": "gs", "ability": 1, "targets": ["thopter"], "choices": {"x": 0}})");
        QVERIFY(!test::eventOutcome(creature, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(creature, "thopter"), Zone::Battlefield);
    }

    // CR 305.7, 613.1d: the Island becomes a Forest (its old land type gone) until end of turn (514.2).
    void recluseMakesAnIslandAForest()
    {
        const QByteArray board = R"({"id": "kavu", "card": "Kavu Recluse", "timestamp": 1},
            {"id": "island", "card": "Island", "timestamp": 2, "controller": "nico", "owner": "nico"})";
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "kavu", "ability": 1, "targets": ["island"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* island = test::charsOf(play, "island");
        QVERIFY(island);
        QCOMPARE(island->type.subtypeNames(), QStringList{QStringLiteral("Forest")});
        const Playthrough later = played(board,
            R"({"id": "e1", "activate": "kavu", "ability": 1, "targets": ["island"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "cleanup"})");
        QCOMPARE(test::charsOf(later, "island")->type.subtypeNames(), QStringList{QStringLiteral("Island")});
    }

    // CR 602.2b, 208.1: Llanowar Elves (1/1) gets +1/+2; the Bears (2/2) are no legal target.
    void aegisPumpsOnlyAOneOne()
    {
        const QByteArray board = R"({"id": "aegis", "card": "Aegis of the Meek", "timestamp": 1},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "aegis", "ability": 1, "targets": ["elves"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("elves")), QStringLiteral("2/3"));
        const Playthrough bears = played(board, R"({"id": "e1", "activate": "aegis", "ability": 1, "targets": ["bears"]})");
        QVERIFY(!test::eventOutcome(bears, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::ptOf(bears, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 605.3a: a mana ability is activated without the stack; mana is named, not tracked, so the
    // outcome is the {T} paid (602.2b).
    void joinerTapsForMana()
    {
        const Playthrough play = played(R"({"id": "joiner", "card": "Viridian Joiner", "timestamp": 1})",
            R"({"id": "e1", "activate": "joiner", "ability": 1})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("joiner")));
    }

    // CR 205.1b, 613.1d: the Bears become an artifact creature, still a Bear.
    void coatingMakesAnArtifact()
    {
        const Playthrough play = played(R"({"id": "coat", "card": "Liquimetal Coating", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "controller": "nico", "owner": "nico"})",
            R"({"id": "e1", "activate": "coat", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        const Characteristics* bears = test::charsOf(play, "bears");
        QVERIFY(bears);
        QVERIFY(bears->type.has(CardType::Artifact) && bears->type.has(CardType::Creature));
        QVERIFY(bears->type.subtypeNames().contains(QStringLiteral("Bear")));
    }
};

QTEST_GUILESS_MAIN(TestImpact19)
#include "tst_impact19.moc"
