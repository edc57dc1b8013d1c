// Static abilities read from real cards' Oracle text (tests/data/import/impstatic36.json), round 36 of the
// static list: Animate Artifact's "As long as enchanted artifact isn't a creature, it's an artifact creature with
// power and toughness each equal to its converted mana cost." The condition is checked as the layer engine
// applies the effect (611.3a), in layer 4, so the Aura's own type change does not switch it off, while an artifact
// that is a creature already is left as it is. Checked as read, through the card format, and as played.
// Rakdos, Lord of Riots' "You can't cast ~ unless an opponent lost life this turn." (the casting restriction
// "Cast ~ only if …", 601.3) and "Creature spells you cast cost {1} less to cast for each 1 life your opponents have
// lost this turn." (601.2f): read, through the card format, and the amount as the engine's evaluator counts it (the
// cost is carried, not paid: the event player takes a cast as paid).
// Archon of Valor's Reach's "As ~ enters, choose artifact, enchantment, instant, sorcery, or planeswalker." and
// "Players can't cast spells of the chosen type." (601.3, played), and Cloud Key's choice among five card types and
// "Spells you cast of the chosen type cost {1} less to cast." (601.2f, carried; the spells it names checked on the
// engine's evaluator).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "engine/Evaluator.h"
#include "engine/LayerEngine.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic36.json"));
}

Playthrough played(const QByteArray& objects)
{
    return test::playScenario(fixtures(), objects, {});
}

bool hasType(const Playthrough& play, const char* id, CardType t)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    return c && c->type.has(t);
}

const QString kAnimate = QStringLiteral("Animate Artifact");
const QString kRakdos = QStringLiteral("Rakdos, Lord of Riots");

// Rakdos's cost reduction for the spells of `caster` ("ana" controls Rakdos, "nico" as if he did), with Ana and
// Nico having lost `anaLost` and `nicoLost` life this turn, as the engine's evaluator counts it; -1 when the ability
// is not read or the scenario is refused.
int rakdosReduction(const char* caster, int anaLost, int nicoLost)
{
    const AbilityDef* a = test::parsedWith(fixtures(), kRakdos, QStringLiteral("less to cast"));
    if (!a || a->ops.size() != 1 || !a->ops.first().power)
        return -1;
    const CardLibrary& lib = test::libraryOf(fixtures());
    const QByteArray ana = ", \"this_turn\": {\"life_lost\": " + QByteArray::number(anaLost) + "}";
    const QByteArray nico = ", \"this_turn\": {\"life_lost\": " + QByteArray::number(nicoLost) + "}";
    const auto state = test::readScenario(lib, test::scenarioJson(test::objectJson("r", "Rakdos, Lord of Riots"), {}, ana, nico));
    if (!state)
        return -1;
    const Resolution r = LayerEngine::resolve(*state);
    ContinuousEffect effect;
    effect.controller = QLatin1String(caster);
    effect.sourceIndex = state->objectIndex(QStringLiteral("r"));
    return Evaluator(*state, r.chars).evaluate(*a->ops.first().power, effect, -1);
}

const QString kArchon = QStringLiteral("Archon of Valor's Reach");
const QString kCloudKey = QStringLiteral("Cloud Key");

// The first refusal (or "done") of each event when `caster` casts Lightning Bolt at Ana with Ana's Archon of Valor's
// Reach on the battlefield, its card type chosen `chosen`.
QStringList boltWithArchon(const char* chosen, const char* caster)
{
    const QByteArray objects = test::objectJson("archon", "Archon of Valor's Reach",
                                   (", \"choices\": {\"card_type\": \"" + QByteArray(chosen) + "\"}").constData())
        + ", " + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", caster);
    return test::doneOrRefusal(
        test::playScenario(fixtures(), objects, "{\"id\": \"c1\", \"cast\": \"bolt\", \"targets\": [\"ana\"]}"));
}

// Whether Cloud Key's cost change, its card type chosen `chosen`, names Ana's Lightning Bolt in her hand (the
// engine's evaluator, as for a spell she casts).
bool cloudKeyNamesBolt(const char* chosen)
{
    const AbilityDef* a = test::parsedWith(fixtures(), kCloudKey, QStringLiteral("less to cast"));
    if (!a || !a->affects)
        return false;
    const QByteArray objects = test::objectJson("key", "Cloud Key",
                                   (", \"choices\": {\"card_type\": \"" + QByteArray(chosen) + "\"}").constData())
        + ", " + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"");
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects));
    if (!state)
        return false;
    const Resolution r = LayerEngine::resolve(*state);
    ContinuousEffect effect;
    effect.controller = QStringLiteral("ana");
    effect.sourceIndex = state->objectIndex(QStringLiteral("key"));
    // The set is the spells being cast; no cast pays a cost here, so the card in her hand is asked, in any zone.
    Selector spells = *a->affects;
    spells.where = Selector::Where::Any;
    return Evaluator(*state, r.chars).matches(spells, effect, state->objectIndex(QStringLiteral("bolt")));
}

}   // namespace

class TestImpStatic36 : public QObject {
    Q_OBJECT
private slots:
    void animateArtifactIsUnderstood()
    {
        const ImportedCard* card = test::findCard(fixtures(), kAnimate);
        QVERIFY(card);
        QCOMPARE(card->status, CardStatus::Understood);
    }

    // CR 611.3a, 205.1b, 613.1d, 613.4b: a static ability of the Aura under a negated condition on the enchanted
    // permanent; "an artifact creature" keeps its other types (205.1b: added), and the power and toughness are the
    // enchanted artifact's mana value. Written back with its condition first, as printed.
    void animateArtifactIsReadWithItsCondition()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kAnimate, QStringLiteral("isn't a creature"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::AttachedIs);
        QVERIFY(a->condition->negated);
        QVERIFY(a->condition->filter && a->condition->filter->types == quint16(CardType::Creature));
        QVERIFY(a->affects && a->affects->ref == Selector::Ref::Attached);
        QVERIFY(std::any_of(a->ops.cbegin(), a->ops.cend(), [](const Op& o) {
            return o.kind == Op::Kind::AddTypes
                && o.cardTypes == (quint16(CardType::Artifact) | quint16(CardType::Creature));
        }));
        QVERIFY(std::any_of(a->ops.cbegin(), a->ops.cend(), [](const Op& o) { return o.kind == Op::Kind::SetPT; }));
        QCOMPARE(test::writtenText(fixtures(), kAnimate, 1),
            QStringLiteral("As long as enchanted artifact isn't a creature, it is an artifact creature with power and "
                           "toughness each equal to its mana value."));
    }

    // The condition and both changes survive the card format (the "not" around "attached_is").
    void cardFormatKeepsTheCondition()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 6);
        const ImportedCard* card = test::findCard(fixtures(), kAnimate);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 2);
        const AbilityDef& s = *back->front.abilities.at(1);
        QVERIFY(s.condition && s.condition->negated && s.condition->kind == Condition::Kind::AttachedIs);
    }

    // CR 611.3a, 613.1d, 613.4b, 205.1b: Ana's Jayemdae Tome (mana value 4) enchanted by Animate Artifact is a 4/4
    // artifact creature; the Aura's own type change in layer 4 does not turn the condition off for the power and
    // toughness it sets in layer 7b (613.6: the effect, once applied, keeps applying).
    void aNoncreatureArtifactBecomesACreature()
    {
        const Playthrough play = played(test::objectJson("tome", "Jayemdae Tome") + ","
            + test::objectJson("aura", "Animate Artifact", R"(, "attached_to": "tome")"));
        QVERIFY(hasType(play, "tome", CardType::Creature));
        QVERIFY(hasType(play, "tome", CardType::Artifact));
        QCOMPARE(test::ptOf(play, QStringLiteral("tome")), QStringLiteral("4/4"));
        // Without the Aura it is no creature.
        const Playthrough plain = played(test::objectJson("tome", "Jayemdae Tome"));
        QVERIFY(!hasType(plain, "tome", CardType::Creature));
    }

    // CR 611.3a: an artifact that is a creature already is not changed: Ornithopter (mana value 0) stays a 0/2
    // and survives, where the Aura's 0/0 would have put it into the graveyard (704.5f).
    void anArtifactCreatureKeepsItsPowerAndToughness()
    {
        const Playthrough play = played(test::objectJson("thopter", "Ornithopter") + ","
            + test::objectJson("aura", "Animate Artifact", R"(, "attached_to": "thopter")"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("thopter")), Zone::Battlefield);
        QCOMPARE(test::ptOf(play, QStringLiteral("thopter")), QStringLiteral("0/2"));
    }

    void rakdosIsUnderstood()
    {
        const ImportedCard* card = test::findCard(fixtures(), kRakdos);
        QVERIFY(card);
        QCOMPARE(card->status, CardStatus::Understood);
    }

    // CR 601.3: "You can't cast ~ unless …" restricts casting as "Cast ~ only if …" does (the player casting it is
    // "you"); the condition is an opponent's life lost this turn (119.3), written back in the restriction's words.
    void rakdosCastingRestriction()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kRakdos, QStringLiteral("You can't cast"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::CastRestriction);
        QCOMPARE(a->castRestriction, CastRestriction::OnlyIf);
        QVERIFY(a->condition && a->condition->kind == Condition::Kind::OpponentLostLifeThisTurn && !a->condition->negated);
        QCOMPARE(test::writtenText(fixtures(), kRakdos, 0), QStringLiteral("Cast ~ only if an opponent lost life this turn."));
    }

    // CR 601.2f, 119.3: {1} less for each 1 life the caster's opponents lost this turn: the op's amount counts
    // the opponents' loss, not the controller's own, and keeps "opponents" through the card format.
    void rakdosCostReductionCountsOpponentsLoss()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kRakdos, QStringLiteral("less to cast"));
        QVERIFY(a && a->ops.size() == 1);
        QCOMPARE(a->ops.first().rule, RuleName::CostsLess);
        QVERIFY(a->ops.first().power && a->ops.first().power->kind == Expr::Kind::LifeLostThisTurn);
        QCOMPARE(a->ops.first().power->who, QStringLiteral("opponents"));
        QVERIFY(a->affects && a->affects->controller == Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), kRakdos, 3),
            QStringLiteral("Creature spells you cast cost {1} less to cast for each 1 life your opponents have lost this turn."));
        const ImportedCard* card = test::findCard(fixtures(), kRakdos);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        const AbilityDef& cost = *back->front.abilities.at(3);
        QVERIFY(cost.ops.size() == 1 && cost.ops.first().power);
        QCOMPARE(cost.ops.first().power->who, QStringLiteral("opponents"));
        // Nico lost 3, Ana 2: Ana's spells cost 3 less, Nico's 2 less; none lost, none less.
        QCOMPARE(rakdosReduction("ana", 2, 3), 3);
        QCOMPARE(rakdosReduction("nico", 2, 3), 2);
        QCOMPARE(rakdosReduction("ana", 0, 0), 0);
    }

    void archonAndCloudKeyAreUnderstood()
    {
        for (const QString& name : {kArchon, kCloudKey}) {
            const ImportedCard* card = test::findCard(fixtures(), name);
            QVERIFY(card);
            QCOMPARE(card->status, CardStatus::Understood);
        }
    }

    // CR 205.2a, 614.12: the card type is chosen among those the card lists, kept through the card format and
    // written back in Oracle's words; "of the chosen type" names that card type.
    void archonChoosesAmongItsCardTypes()
    {
        const ImportedCard* card = test::findCard(fixtures(), kArchon);
        QVERIFY(card);
        const AbilityDef* choose = test::parsedWith(fixtures(), kArchon, QStringLiteral("choose artifact"));
        QVERIFY(choose);
        QCOMPARE(choose->replacement.choose, std::optional<ChoiceKind>(ChoiceKind::CardType));
        QCOMPARE(choose->replacement.chooseOptions,
            (QStringList{QStringLiteral("artifact"), QStringLiteral("enchantment"), QStringLiteral("instant"),
                QStringLiteral("sorcery"), QStringLiteral("planeswalker")}));
        const AbilityDef* rule = test::parsedWith(fixtures(), kArchon, QStringLiteral("can't cast"));
        QVERIFY(rule && rule->ops.size() == 1 && rule->ops.first().rule == RuleName::CantBeCast);
        QVERIFY(rule->ops.first().filter && rule->ops.first().filter->cardTypeChosen);
        QCOMPARE(test::writtenText(fixtures(), kArchon, 4), QStringLiteral("Players can't cast spells of the chosen type."));
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.at(3)->replacement.chooseOptions.size(), 5);
        QVERIFY(back->front.abilities.at(4)->ops.first().filter->cardTypeChosen);
    }

    // CR 601.3: with instant chosen, neither Nico nor Ana can cast Lightning Bolt; with sorcery chosen, Nico can.
    void archonStopsSpellsOfTheChosenType()
    {
        QCOMPARE(boltWithArchon("Instant", "nico"), QStringList{QStringLiteral("601.3")});
        QCOMPARE(boltWithArchon("Instant", "ana"), QStringList{QStringLiteral("601.3")});
        QCOMPARE(boltWithArchon("Sorcery", "nico"), QStringList{QStringLiteral("done")});
    }

    // A card type the Archon does not list is no choice it can make: the scenario is refused.
    void archonRefusesACardTypeItDoesNotList()
    {
        QString errors;
        const auto state = test::readScenario(test::libraryOf(fixtures()),
            test::scenarioJson(test::objectJson("archon", "Archon of Valor's Reach", ", \"choices\": {\"card_type\": \"Creature\"}")),
            QStringLiteral("imported.strata.json"), &errors);
        QVERIFY(!state);
        QVERIFY2(errors.contains(QStringLiteral("card_type")), qPrintable(errors));
    }

    // CR 601.2f: Cloud Key's reduction names the spells of the card type chosen (carried: the event player takes
    // a cast as paid); written back in Oracle's order ("Spells you cast of the chosen type").
    void cloudKeyNamesSpellsOfTheChosenType()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kCloudKey, QStringLiteral("less to cast"));
        QVERIFY(a && a->ops.size() == 1 && a->ops.first().rule == RuleName::CostsLess);
        QVERIFY(a->affects && a->affects->cardTypeChosen && a->affects->controller == Selector::Who::You);
        const AbilityDef* choose = test::parsedWith(fixtures(), kCloudKey, QStringLiteral("choose artifact"));
        QVERIFY(choose && choose->replacement.chooseOptions.contains(QStringLiteral("creature")));
        QVERIFY(cloudKeyNamesBolt("Instant"));
        QVERIFY(!cloudKeyNamesBolt("Creature"));
    }

    // "of the chosen type" is a card type only where the face chooses a card type: after a creature type's choice
    // (Morophon's words, one generic mana here) the cost change stays unread, and so does the casting rule.
    void chosenTypeWithoutACardTypeChoiceStaysUnread()
    {
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const auto creatureType = parser.parse(QStringLiteral(
            "As Test enters the battlefield, choose a creature type.\nSpells you cast of the chosen type cost {1} less to cast.\n"
            "Players can't cast spells of the chosen type."));
        QCOMPARE(creatureType.size(), 3);
        QVERIFY(creatureType.at(0).parsed);
        QVERIFY(!creatureType.at(1).parsed);
        QVERIFY(!creatureType.at(2).parsed);
        const auto cardType = parser.parse(QStringLiteral(
            "As Test enters the battlefield, choose a card type.\nSpells you cast of the chosen type cost {1} less to cast."));
        QCOMPARE(cardType.size(), 2);
        QVERIFY(cardType.at(1).parsed && cardType.at(1).parsed->affects && cardType.at(1).parsed->affects->cardTypeChosen);
    }
};

QTEST_MAIN(TestImpStatic36)
#include "tst_impstatic36.moc"
