// Activated and loyalty abilities read from real cards' Oracle text (tests/data/import/impact18.json),
// round 18: costs that sacrifice one permanent of each of several kinds ("Sacrifice a red creature, a green
// creature, and a white creature", "Sacrifice a Swamp and a Forest"), that tap creatures of a type whose
// plural is its name ("Tap three untapped Kithkin you control"), that exile other cards from the graveyard
// ("Exile two other creature cards from your graveyard"), that mill four cards, and the loyalty ability
// that puts counters on two sets ("… on each creature you control and five loyalty counters on each other
// planeswalker you control"). Each is checked as read, through the card format, and as played.
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact18.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Behemoth's Herald beside a red, a green and a white creature of Ana's, Godsire in her library.
// (An ordinary literal for the apostrophe: moc misreads one inside a raw string.)
const QByteArray heraldBoard = "{\"id\": \"herald\", \"card\": \"Behemoth's Herald\", \"timestamp\": 1},"
    R"({"id": "brute", "card": "Boggart Brute", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
    {"id": "bears2", "card": "Grizzly Bears", "timestamp": 4}, {"id": "hero", "card": "Benalish Hero", "timestamp": 5},
    {"id": "godsire", "card": "Godsire", "zone": "library"})";

}   // namespace

class TestImpact18 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 18);
        // Not read yet: Ajani Steadfast's emblem (Godsire's token "that's red, green, and white" is since
        // round 30, tst_impact30).
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood || c.card->name() == QLatin1String("Ajani Steadfast"),
                qPrintable(c.card->name()));
        QVERIFY(parsed(QStringLiteral("Ajani Steadfast"), 1));
    }

    // CR 701.17a: each part sacrifices one permanent of its own kind.
    void sacrificesOfSeveralKindsAreRead()
    {
        const AbilityDef* herald = parsed(QStringLiteral("Angel's Herald"), 0);
        QVERIFY(herald);
        QVector<CostPart> sacrifices;
        for (const CostPart& c : herald->costParts)
            if (c.kind == CostKind::Sacrifice)
                sacrifices << c;
        QCOMPARE(sacrifices.size(), 3);
        const Color colors[] = {Color::Green, Color::White, Color::Blue};
        for (int i = 0; i < 3; ++i) {
            QVERIFY(sacrifices[i].card);
            QCOMPARE(sacrifices[i].amount, 1);
            QVERIFY(sacrifices[i].card->colors.has(colors[i]));
            QCOMPARE(sacrifices[i].card->types, quint16(CardType::Creature));
        }
        const AbilityDef* jarad = parsed(QStringLiteral("Jarad, Golgari Lich Lord"), 2);
        QVERIFY(jarad);
        QCOMPARE(jarad->costParts.size(), 2);
        QCOMPARE(jarad->costParts[0].kind, CostKind::Sacrifice);
        QCOMPARE(jarad->costParts[1].kind, CostKind::Sacrifice);
        QVERIFY(*jarad->costParts[0].card != *jarad->costParts[1].card);
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Angel's Herald"), 0)
                    .contains(QStringLiteral("Sacrifice a green creature, a white creature, and a blue creature:")));
    }

    // CR 602.2b, 118.3: the tap, exile and mill costs, each with its number.
    void countedCostsAreRead()
    {
        const AbilityDef* ranger = parsed(QStringLiteral("Cloudgoat Ranger"), 1);
        QVERIFY(ranger);
        QCOMPARE(ranger->costParts.value(0).kind, CostKind::TapUntapped);
        QCOMPARE(ranger->costParts.value(0).amount, 3);
        QCOMPARE(ranger->costParts.value(0).card->subtypes.size(), 1);
        QCOMPARE(parsed(QStringLiteral("Kumena, Tyrant of Orazca"), 2)->costParts.value(0).amount, 5);
        const AbilityDef* despoiler = parsed(QStringLiteral("Despoiler of Souls"), 1);
        QVERIFY(despoiler);
        const CostPart& exiled = despoiler->costParts.value(1);
        QCOMPARE(exiled.kind, CostKind::ExileFromGraveyard);
        QCOMPARE(exiled.amount, 2);
        QVERIFY(exiled.card && exiled.card->other);
        QVERIFY(parsed(QStringLiteral("Scrapheap Scrounger"), 1)->costParts.value(1).card->other);
        const AbilityDef* skeleton = parsed(QStringLiteral("Rot Farm Skeleton"), 1);
        QVERIFY(skeleton);
        QCOMPARE(skeleton->costParts.value(1).kind, CostKind::Mill);
        QCOMPARE(skeleton->costParts.value(1).amount, 4);
    }

    // CR 122.1: counters of two kinds on two sets; "other" leaves out the source (Ajani itself).
    void countersOnTwoSetsAreRead()
    {
        const AbilityDef* ajani = parsed(QStringLiteral("Ajani Unyielding"), 2);
        QVERIFY(ajani);
        QCOMPARE(ajani->effect.size(), 2);
        QCOMPARE(ajani->effect[0].counters.kind, QStringLiteral("+1/+1"));
        QCOMPARE(ajani->effect[0].counters.n.n, 5);
        QCOMPARE(ajani->effect[1].counters.kind, QStringLiteral("loyalty"));
        QVERIFY(ajani->effect[1].object->other);
        QCOMPARE(ajani->effect[1].object->types, quint16(CardType::Planeswalker));
    }

    // CR 107.4f: "{P/B}", as a few card files misprint it, is the Phyrexian {B/P}; "{2},{T}" is "{2}, {T}".
    void misprintedCostsAreRead()
    {
        const AbilityDef* souleater = parsed(QStringLiteral("Pestilent Souleater"), 0);
        QVERIFY(souleater);
        QCOMPARE(souleater->costParts.value(0).mana, QStringLiteral("{B/P}"));
        QCOMPARE(parsed(QStringLiteral("Immolating Souleater"), 0)->costParts.value(0).mana, QStringLiteral("{R/P}"));
        const AbilityDef* neonate = parsed(QStringLiteral("Vampire Neonate"), 0);
        QVERIFY(neonate);
        QCOMPARE(neonate->costParts.size(), 2);
        QCOMPARE(neonate->costParts[1].mana, QStringLiteral("{T}"));
    }

    // CR 119.3, 602.2: the Neonate's drain, its {T} paid.
    void neonateDrains()
    {
        const Playthrough play = played(R"({"id": "neonate", "card": "Vampire Neonate", "timestamp": 1})",
            R"({"id": "e1", "activate": "neonate", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("neonate")));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 21);
    }

    // CR 106.6: "Spend this mana only to cast a creature spell / a Sliver spell" says what the plural
    // says: the spells the mana may pay for. Mana is named, not tracked: the activation taps the Savant.
    void singularSpendRestrictionIsRead()
    {
        const AbilityDef* savant = parsed(QStringLiteral("Beastcaller Savant"), 1);
        QVERIFY(savant);
        const Action& mana = savant->effect.value(0);
        QCOMPARE(mana.kind, ActionKind::AddMana);
        QVERIFY(mana.spendOnly && mana.spendOnly->spells && !mana.spendOnly->abilitiesOf);
        QCOMPARE(mana.spendOnly->spells->types, quint16(CardType::Creature));
        const AbilityDef* hive = parsed(QStringLiteral("Sliver Hive"), 1);
        QVERIFY(hive);
        QCOMPARE(hive->effect.value(0).spendOnly->spells->subtypes.size(), 1);
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Sliver Hive"), 1).contains(QStringLiteral("to cast Sliver spells")));
        const Playthrough play = played(R"({"id": "savant", "card": "Beastcaller Savant", "timestamp": 1})",
            R"({"id": "e1", "activate": "savant", "ability": 2})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("savant")));
    }

    // Ajani Unyielding's −2 ("Exile target creature. Its controller gains life equal to its power.") is
    // written by the card format since round 19 (`power_of` the target), so every understood card is kept.
    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QCOMPARE(difference, QString());
        QCOMPARE(checked, fixtures().cards.size() - 1);   // not Ajani Steadfast
    }

    // CR 701.17a, 602.2b: one creature of each colour is sacrificed as the cost, the second green one
    // stays; CR 701.23: the search puts Godsire onto the battlefield.
    void heraldSacrificesOneOfEachAndFindsGodsire()
    {
        const Playthrough play = played(heraldBoard,
            R"({"id": "e1", "activate": "herald", "ability": 1, "choices": {"objects": ["bears", "bears2", "brute", "hero"]}},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["godsire"]}})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        for (const char* id : {"bears", "brute", "hero"})
            QCOMPARE(test::zoneOf(play, QLatin1String(id)), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bears2"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, "godsire"), Zone::Battlefield);
        QVERIFY(test::tapped(play, QStringLiteral("herald")));
    }

    // CR 701.13a, 602.2b: the top four cards are milled as the cost; CR 113.6k: the ability works from the
    // graveyard, and the Skeleton returns to the battlefield.
    void skeletonMillsFourAndReturns()
    {
        const Playthrough play = played(R"({"id": "skeleton", "card": "Rot Farm Skeleton", "zone": "graveyard"},
            {"id": "l1", "card": "Grizzly Bears", "zone": "library"}, {"id": "l2", "card": "Grizzly Bears", "zone": "library"},
            {"id": "l3", "card": "Grizzly Bears", "zone": "library"}, {"id": "l4", "card": "Grizzly Bears", "zone": "library"},
            {"id": "l5", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "activate": "skeleton", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        for (const char* id : {"l1", "l2", "l3", "l4"})
            QCOMPARE(test::zoneOf(play, QLatin1String(id)), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "l5"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "skeleton"), Zone::Battlefield);
    }

    // CR 606.4, 122.1: five +1/+1 counters on each creature Ana controls, five loyalty counters on each
    // other planeswalker she controls; Ajani itself and Nico's creature get none.
    void ajaniPutsCountersOnBothSets()
    {
        const Playthrough play = played(R"({"id": "ajani", "card": "Ajani Unyielding", "timestamp": 1, "counters": {"loyalty": 10}},
            {"id": "gideon", "card": "Gideon Jura", "timestamp": 2, "counters": {"loyalty": 6}},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 4, "controller": "nico", "owner": "nico"})",
            R"({"id": "e1", "activate": "ajani", "ability": 3}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("bears")), 5);
        QCOMPARE(test::countersOn(play, QStringLiteral("nbears")), 0);
        QCOMPARE(test::countersOn(play, QStringLiteral("gideon"), QStringLiteral("loyalty")), 11);
        QCOMPARE(test::countersOn(play, QStringLiteral("ajani"), QStringLiteral("loyalty")), 1);
    }
};

QTEST_GUILESS_MAIN(TestImpact18)
#include "tst_impact18.moc"
