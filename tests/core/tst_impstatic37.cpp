// Static and replacement abilities read from real cards' Oracle text (tests/data/import/impstatic37.json), round 37
// of the static list. Unbreathing Horde: "~ enters the battlefield with a +1/+1 counter on it for each other Zombie
// you control and each Zombie card in your graveyard." (614.1c: the two counts added, counted as it enters) and
// "If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it." (615.1a: the phantoms'
// replacement in other words). Siege Modification: "Enchant creature or Vehicle" (303.4a, either kind) and "As long as
// enchanted permanent is a Vehicle, it's a creature in addition to its other types." (613.1d, 205.1b), with "Enchanted
// creature gets +3/+0 and has first strike." still said of a creature. Celestial Dawn: "Nonland permanents you control
// are white. The same is true for spells you control and nonland cards you own that aren't on the battlefield." (one
// colour-setting effect of three sets, 613.1e, in every zone). Checked as read, through the card format, and as played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic37.json"));
}

const QString kHorde = QStringLiteral("Unbreathing Horde");
const QString kSiege = QStringLiteral("Siege Modification");
const QString kDawn = QStringLiteral("Celestial Dawn");

// The colours `id` has at the end of `play`; no colour at all when it has no characteristics.
ColorSet colorsOf(const Playthrough& play, const char* id)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    return c ? c->colors : ColorSet(0x20);
}

const ColorSet kWhite = ColorSet(quint8(Color::White));
const ColorSet kRed = ColorSet(quint8(Color::Red));
const ColorSet kGreen = ColorSet(quint8(Color::Green));

// Ana's Unbreathing Horde moved from her hand to the battlefield with `others` on the board and in graveyards.
Playthrough hordeEnters(const QByteArray& others)
{
    return test::playScenario(fixtures(),
        test::objectJson("horde", "Unbreathing Horde", ", \"zone\": \"hand\"") + (others.isEmpty() ? "" : ", " + others),
        "{\"id\": \"e1\", \"move\": [\"horde\"], \"to\": \"battlefield\"}");
}

}   // namespace

class TestImpStatic37 : public QObject {
    Q_OBJECT
private slots:
    void hordeIsUnderstood()
    {
        const ImportedCard* card = test::findCard(fixtures(), kHorde);
        QVERIFY(card);
        QCOMPARE(card->status, CardStatus::Understood);
    }

    // CR 614.1c: one +1/+1 counter for each object of either set: the sum of two counts, each set read with
    // where it is (other Zombies Ana controls on the battlefield, Zombie cards in her graveyard).
    void hordeCountsTwoSets()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kHorde, QStringLiteral("for each other Zombie"));
        QVERIFY(a);
        QVERIFY(a->replacement.entersWithCounters);
        QCOMPARE(a->replacement.entersWithCounters->kind, QStringLiteral("+1/+1"));
        QVERIFY(a->replacement.entersWithCountersCount);
        const Expr& n = *a->replacement.entersWithCountersCount;
        QCOMPARE(n.kind, Expr::Kind::Sum);
        QCOMPARE(n.args.size(), 2);
        QVERIFY(n.args[0].kind == Expr::Kind::Count && n.args[0].selector);
        QVERIFY(n.args[0].selector->other);
        QCOMPARE(n.args[0].selector->where, Selector::Where::Battlefield);
        QCOMPARE(n.args[0].selector->controller, Selector::Who::You);
        QVERIFY(n.args[1].kind == Expr::Kind::Count && n.args[1].selector);
        QCOMPARE(n.args[1].selector->zone, Zone::Graveyard);
        QCOMPARE(test::writtenText(fixtures(), kHorde, 0),
            QStringLiteral("~ enters with a +1/+1 counter on it for each other Zombie you control and each Zombie card in "
                           "your graveyard."));
    }

    // CR 615.1a: the phantoms' replacement, said in Oracle's other words, written back in the phantoms' own.
    void hordePreventsAndRemovesACounter()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kHorde, QStringLiteral("prevent that damage"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::PreventDamageRemoveCounter);
        QVERIFY(a->affects && a->affects->ref == Selector::Ref::Self);
        QVERIFY(!a->condition);
        QCOMPARE(test::writtenText(fixtures(), kHorde, 1),
            QStringLiteral("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."));
    }

    // The sum and the rule survive the card format.
    void cardFormatKeepsTheSum()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 3);   // the understood cards: Celestial Dawn's mana rule is not read
        const ImportedCard* card = test::findCard(fixtures(), kHorde);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 2);
        const Replacement& r = back->front.abilities.at(0)->replacement;
        QVERIFY(r.entersWithCountersCount && r.entersWithCountersCount->kind == Expr::Kind::Sum);
        QCOMPARE(r.entersWithCountersCount->args.size(), 2);
    }

    // CR 614.1c: Ana's two Zombies on the battlefield and her one Zombie card in the graveyard make three
    // counters; Nico's Zombie, Ana's Grizzly Bears and her non-Zombie creature card count for nothing.
    void hordeEntersWithTheCountsAdded()
    {
        const Playthrough play = hordeEnters(test::objectJson("z1", "Walking Corpse") + ", "
            + test::objectJson("z2", "Severed Legion") + ", "
            + test::objectJson("z3", "Walking Corpse", ", \"zone\": \"graveyard\"") + ", "
            + test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("b2", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
            + test::objectJson("nz", "Walking Corpse", "", "nico"));
        QVERIFY2(play.events.value(0).done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("horde")), Zone::Battlefield);
        QCOMPARE(test::countersOn(play, QStringLiteral("horde")), 3);
        QCOMPARE(test::ptOf(play, QStringLiteral("horde")), QStringLiteral("3/3"));
    }

    // CR 614.1c, 704.5f: with no Zombie anywhere of Ana's, the 0/0 Horde enters with no counter and dies.
    void hordeAloneDies()
    {
        const Playthrough play = hordeEnters(test::objectJson("nz", "Walking Corpse", ", \"zone\": \"graveyard\"", "nico"));
        QVERIFY2(play.events.value(0).done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("horde")), Zone::Graveyard);
    }

    // CR 615.1a: Nico's Lightning Bolt is prevented, and it takes one counter, not three: the 2/2 Horde is left
    // undamaged on the battlefield.
    void boltIsPreventedForOneCounter()
    {
        const QByteArray objects = test::objectJson("horde", "Unbreathing Horde", ", \"counters\": {\"+1/+1\": 2}")
            + ", " + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"horde\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(play.events.value(1).done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("horde")), Zone::Battlefield);
        QCOMPARE(test::damageOn(play, QStringLiteral("horde")), 0);
        QCOMPARE(test::countersOn(play, QStringLiteral("horde")), 1);
    }
    void siegeModificationIsUnderstood()
    {
        const ImportedCard* card = test::findCard(fixtures(), kSiege);
        QVERIFY(card);
        QCOMPARE(card->status, CardStatus::Understood);
    }

    // CR 303.4a, 702.5a: "Enchant creature or Vehicle" is one keyword whose object is either a creature or a
    // Vehicle, whatever its card types.
    void siegeModificationEnchantsEitherKind()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), kSiege, 0);
        QVERIFY(a && a->isKeyword(QStringLiteral("Enchant")) && a->enchant);
        QCOMPARE(a->enchant->anyOf.size(), 2);
        QCOMPARE(a->enchant->anyOf[0].types, quint16(CardType::Creature));
        QCOMPARE(a->enchant->anyOf[1].types, quint16(0));
        QCOMPARE(a->enchant->anyOf[1].subtypes.size(), 1);
        QCOMPARE(test::writtenText(fixtures(), kSiege, 0), QStringLiteral("Enchant creature or Vehicle"));
    }

    // CR 611.3a, 613.1d, 205.1b: the condition names the kind ("enchanted permanent is a Vehicle"), the effect adds
    // the creature type to the types it has; the face's other ability still says "enchanted creature".
    void siegeModificationMakesAVehicleACreature()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), kSiege, 1);
        QVERIFY(a);
        QVERIFY(a->condition && a->condition->kind == Condition::Kind::AttachedIs && !a->condition->negated);
        QVERIFY(a->condition->filter && a->condition->filter->subtypes.size() == 1);
        QVERIFY(a->affects && a->affects->ref == Selector::Ref::Attached);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::AddTypes);
        QCOMPARE(a->ops[0].cardTypes, quint16(CardType::Creature));
        QCOMPARE(test::writtenText(fixtures(), kSiege, 1),
            QStringLiteral("As long as enchanted permanent is a Vehicle, it is a creature in addition to its other types."));
        QCOMPARE(test::writtenText(fixtures(), kSiege, 2),
            QStringLiteral("Enchanted creature gets +3/+0 and has first strike."));
    }

    // CR 303.4a, 613.1d, 205.1b, 613.4c: Ana's Consulate Dreadnought (a 7/11 Vehicle, no creature uncrewed) under
    // Siege Modification is an artifact creature, 10/11 with first strike; without the Aura it is no creature.
    void aVehicleUnderTheAuraIsACreature()
    {
        const Playthrough play = test::playScenario(fixtures(),
            test::objectJson("ship", "Consulate Dreadnought") + ", "
                + test::objectJson("aura", "Siege Modification", ", \"attached_to\": \"ship\""), {});
        const Characteristics* c = test::charsOf(play, QStringLiteral("ship"));
        QVERIFY(c);
        QVERIFY(c->type.has(CardType::Creature));
        QVERIFY(c->type.has(CardType::Artifact));
        QCOMPARE(test::ptOf(play, QStringLiteral("ship")), QStringLiteral("10/11"));
        QVERIFY(test::hasKeyword(play, QStringLiteral("ship"), QStringLiteral("First strike")));
        const Playthrough plain = test::playScenario(fixtures(), test::objectJson("ship", "Consulate Dreadnought"), {});
        QVERIFY(test::charsOf(plain, QStringLiteral("ship")));
        QVERIFY(!test::charsOf(plain, QStringLiteral("ship"))->type.has(CardType::Creature));
    }

    // CR 303.4a, 608.2b: cast, the Aura targets a Vehicle and enters attached to it; a Forest is no legal target.
    void theAuraIsCastOnAVehicleNotOnALand()
    {
        const QByteArray objects = test::objectJson("ship", "Consulate Dreadnought") + ", "
            + test::objectJson("forest", "Forest") + ", "
            + test::objectJson("aura", "Siege Modification", ", \"zone\": \"hand\"");
        const Playthrough play = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"aura\", \"targets\": [\"ship\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(play.events.value(1).done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("aura")), Zone::Battlefield);
        QCOMPARE(test::ptOf(play, QStringLiteral("ship")), QStringLiteral("10/11"));
        const Playthrough onLand = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"aura\", \"targets\": [\"forest\"]}");
        QVERIFY2(test::refused(onLand, "e1"), qPrintable(test::happened(onLand)));
    }
    // CR 613.1e, 611.3a: the second sentence names two more sets for the same change; one ability whose affected
    // set is the union of the three (permanents Ana controls but lands, her spells on the stack, her nonland cards
    // in every other zone), written back as one list.
    void celestialDawnReadsOneUnion()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kDawn, QStringLiteral("The same is true"));
        QVERIFY(a);
        QVERIFY(a->affects);
        QCOMPARE(a->affects->anyOf.size(), 3);
        const Selector& permanents = a->affects->anyOf[0];
        QCOMPARE(permanents.where, Selector::Where::Battlefield);
        QCOMPARE(permanents.controller, Selector::Who::You);
        QCOMPARE(permanents.notTypes, quint16(CardType::Land));
        const Selector& spells = a->affects->anyOf[1];
        QCOMPARE(spells.zone, Zone::Stack);
        QCOMPARE(spells.controller, Selector::Who::You);
        const Selector& cards = a->affects->anyOf[2];
        QCOMPARE(cards.where, Selector::Where::NotBattlefield);
        QVERIFY(cards.ownerYou);
        QCOMPARE(cards.notTypes, quint16(CardType::Land));
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::SetColors);
        QCOMPARE(a->ops[0].colors, kWhite);
        QCOMPARE(test::writtenText(fixtures(), kDawn, 1),
            QStringLiteral("Nonland permanents you control, spells you control, and nonland cards you own that aren't on "
                           "the battlefield are white."));
    }

    // The union of three sets survives the card format (Celestial Dawn is checked alone: its card is not understood).
    void cardFormatKeepsTheUnion()
    {
        const ImportedCard* card = test::findCard(fixtures(), kDawn);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 3);
        const AbilityDef& dawn = *back->front.abilities.at(1);
        QVERIFY(dawn.affects);
        QCOMPARE(*dawn.affects, *card->card->front.abilities.at(1)->affects);
        QCOMPARE(dawn.affects->anyOf.size(), 3);
    }

    // CR 613.1e, 611.3a: Ana's Grizzly Bears on the battlefield, her Lightning Bolt in hand and her Grizzly Bears
    // in the graveyard are white; Nico's Bears and Bolt keep their colours.
    void celestialDawnWhitensAnasObjectsInEveryZone()
    {
        const QByteArray objects = test::objectJson("dawn", "Celestial Dawn") + ", "
            + test::objectJson("bears", "Grizzly Bears") + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("dead", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("nbolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects, {});
        QCOMPARE(colorsOf(play, "bears"), kWhite);
        QCOMPARE(colorsOf(play, "bolt"), kWhite);
        QCOMPARE(colorsOf(play, "dead"), kWhite);
        QCOMPARE(colorsOf(play, "nbears"), kGreen);
        QCOMPARE(colorsOf(play, "nbolt"), kRed);
    }

    // CR 613.1e, 601.2a: a spell Ana casts is a spell she controls and stays white on the stack; Nico's is red.
    void celestialDawnWhitensAnasSpells()
    {
        const QByteArray objects = test::objectJson("dawn", "Celestial Dawn") + ", "
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("nbolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"nico\"]}, "
            "{\"id\": \"e2\", \"cast\": \"nbolt\", \"targets\": [\"ana\"]}");
        QVERIFY2(play.events.value(1).done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("bolt")), Zone::Stack);
        QCOMPARE(colorsOf(play, "bolt"), kWhite);
        QCOMPARE(colorsOf(play, "nbolt"), kRed);
    }
};

QTEST_MAIN(TestImpStatic37)
#include "tst_impstatic37.moc"
