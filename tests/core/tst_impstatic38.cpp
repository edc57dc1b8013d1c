// Static abilities read from real cards' Oracle text (tests/data/import/impstatic38.json), round 38 of the static
// list:
// - Pendrell Flux's "Enchanted creature has \"At the beginning of your upkeep, sacrifice this creature unless you pay
//   its mana cost.\"" and Essence Leak's "As long as enchanted permanent is red or green, it has \"At the beginning of
//   your upkeep, sacrifice this permanent unless you pay its mana cost.\"": the payment is the permanent's own mana
//   cost as the trigger resolves (202.1); a permanent with no mana cost can't pay it (118.6). Essence Leak's condition
//   is either colour (105.2), and its granted ability names "this permanent", as Psychic Overload's does.
// - Gaddock Teeg's "Noncreature spells with converted mana cost 4 or greater can't be cast." (601.3, 202.3): no
//   player may cast them. Its other line ("with {X} in their mana costs") stays text.
// - Monastery Siege's "• Dragons — Spells your opponents cast that target you or a permanent you control cost {2} more
//   to cast." (601.2f, 115.1): either target, you as a player; the mode chosen as it entered (the Siege's Khans or
//   Dragons). The cost is carried, not paid (the event player takes a cast as paid): the spells it names and its mode
//   are checked on the engine's evaluator.
// Each is read, written back and kept through the card format, and the first three played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "engine/Evaluator.h"
#include "engine/LayerEngine.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic38.json"));
}

const QString kFlux = QStringLiteral("Pendrell Flux");
const QString kLeak = QStringLiteral("Essence Leak");
const QString kTeeg = QStringLiteral("Gaddock Teeg");
const QString kSiege = QStringLiteral("Monastery Siege");

// Nico's upkeep begins (the next turn) and the top trigger resolves, paid or, with `pays` false, declined.
QByteArray nicosUpkeep(bool pays)
{
    return pays ? QByteArray("{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}")
                : QByteArray("{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"pays\": false}");
}

// Ana's Aura `aura` on Nico's permanent `card`, played through Nico's upkeep.
Playthrough auraOnNicos(const char* aura, const char* card, bool pays)
{
    const QByteArray objects = test::objectJson("his", card, "", "nico") + ", "
        + test::objectJson("aura", aura, ", \"attached_to\": \"his\"");
    return test::playScenario(fixtures(), objects, nicosUpkeep(pays));
}

// The granted upkeep trigger's one action, from the Aura's static ability that holds `words`.
const Action* grantedAction(const QString& card, const QString& words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    if (!a || a->ops.size() != 1 || a->ops[0].abilities.size() != 1)
        return nullptr;
    const AbilityDef& granted = *a->ops[0].abilities[0];
    return granted.kind == AbilityDef::Kind::Triggered && granted.effect.size() == 1 ? &granted.effect[0] : nullptr;
}

// The first refusal (or "done") of Ana's casting `card` from her hand with her Gaddock Teeg on the battlefield.
QStringList castWithTeeg(const char* card, const QByteArray& targets = {})
{
    const QByteArray objects = test::objectJson("teeg", "Gaddock Teeg") + ", "
        + test::objectJson("spell", card, ", \"zone\": \"hand\"");
    return test::doneOrRefusal(
        test::playScenario(fixtures(), objects, "{\"id\": \"c1\", \"cast\": \"spell\"" + targets + "}"));
}

// Monastery Siege's Dragons cost change with Ana's Siege entered as mode `mode` (1 Khans, 2 Dragons), as the
// engine's evaluator reads it: whether its condition holds and whether its spells include the Lightning Bolt of
// `caster` (a card in hand, asked in any zone: no cast pays a cost here). Empty when not read or refused.
std::optional<std::pair<bool, bool>> siegeNamesBolt(int mode, const char* caster)
{
    const AbilityDef* a = test::parsedWith(fixtures(), kSiege, QStringLiteral("more to cast"));
    if (!a || !a->affects || !a->condition)
        return std::nullopt;
    const QByteArray objects = test::objectJson("siege", "Monastery Siege",
                                   (", \"choices\": {\"mode\": " + QByteArray::number(mode) + "}").constData())
        + ", " + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", caster);
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects));
    if (!state)
        return std::nullopt;
    const Resolution r = LayerEngine::resolve(*state);
    ContinuousEffect effect;
    effect.controller = QStringLiteral("ana");
    effect.sourceIndex = state->objectIndex(QStringLiteral("siege"));
    Selector spells = *a->affects;
    spells.where = Selector::Where::Any;
    const Evaluator eval(*state, r.chars);
    return std::make_pair(eval.holds(*a->condition, effect), eval.matches(spells, effect, state->objectIndex(QStringLiteral("bolt"))));
}

}   // namespace

class TestImpStatic38 : public QObject {
    Q_OBJECT
private slots:
    void theAurasAreUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Pendrell Flux", "Essence Leak", "Psychic Overload", "Monastery Siege"});
    }

    // Gaddock Teeg is fully understood too since round 45 (its "{X} in their mana costs", tst_modelsel45).
    void cardFormatKeepsTheUnderstoodCards() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 5); }

    // CR 202.1, 603.2: the granted trigger sacrifices its permanent unless that permanent's own mana cost is paid.
    void pendrellFluxReadsItsManaCostAsThePayment()
    {
        const Action* pay = grantedAction(kFlux, QStringLiteral("its mana cost"));
        QVERIFY(pay);
        QCOMPARE(pay->kind, ActionKind::SacrificeUnlessPay);
        QCOMPARE(pay->text, QStringLiteral("its_mana_cost"));
        QCOMPARE(test::writtenText(fixtures(), kFlux, 1),
            QStringLiteral("Enchanted creature has \"At the beginning of your upkeep, sacrifice this creature unless you pay "
                           "its mana cost.\""));
    }

    // CR 611.3a, 105.2: Essence Leak's grant holds while the enchanted permanent is red or green (either colour);
    // CR 113.6: the permanent that gets the ability is "this permanent", any permanent the Aura can enchant.
    void essenceLeakReadsEitherColourAndThisPermanent()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kLeak, QStringLiteral("red or green"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::AttachedIs);
        QVERIFY(a->condition->filter);
        QVERIFY(a->condition->filter->colors.has(Color::Red));
        QVERIFY(a->condition->filter->colors.has(Color::Green));
        QCOMPARE(a->condition->filter->colors.count(), 2);
        const Action* pay = grantedAction(kLeak, QStringLiteral("red or green"));
        QVERIFY(pay);
        QCOMPARE(pay->text, QStringLiteral("its_mana_cost"));
        QCOMPARE(test::writtenText(fixtures(), kLeak, 1),
            QStringLiteral("As long as enchanted permanent is red or green, it has \"At the beginning of your upkeep, "
                           "sacrifice this permanent unless you pay its mana cost.\""));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Psychic Overload"), 3),
            QStringLiteral("Enchanted permanent has \"Discard two artifact cards: Untap this permanent.\""));
    }

    // CR 603.2, 118.12: at Nico's upkeep his Grizzly Bears under Ana's Pendrell Flux are sacrificed when he doesn't
    // pay {1}{G}, their mana cost, and kept when he does.
    void pendrellFluxSacrificesUnlessTheManaCostIsPaid()
    {
        Playthrough p = auraOnNicos("Pendrell Flux", "Grizzly Bears", false);
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("{1}{G}")), qPrintable(test::happened(p)));
        p = auraOnNicos("Pendrell Flux", "Grizzly Bears", true);
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("{1}{G}")), qPrintable(test::happened(p)));
    }

    // CR 118.6: a Saproling token has no mana cost, so "its mana cost" can't be paid and the token is sacrificed even
    // when Nico would pay.
    void noManaCostCantBePaid()
    {
        const Playthrough p = auraOnNicos("Pendrell Flux", "Saproling", true);
        QVERIFY2(!test::happened(p).isEmpty(), "the scenario was refused");
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) != Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("118.6")), qPrintable(test::happened(p)));
    }

    // CR 611.3a: Essence Leak on Nico's green Grizzly Bears grants the trigger, and they are sacrificed unpaid; on his
    // blue Merfolk of the Pearl Trident it grants nothing, and the Merfolk stays.
    void essenceLeakGrantsOnlyToRedOrGreen()
    {
        Playthrough p = auraOnNicos("Essence Leak", "Grizzly Bears", false);
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = auraOnNicos("Essence Leak", "Merfolk of the Pearl Trident", false);
        QVERIFY2(!test::happened(p).isEmpty(), "the scenario was refused");
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(!test::happened(p).contains(QStringLiteral("sacrificed")), qPrintable(test::happened(p)));
    }

    // CR 601.3, 202.3: Gaddock Teeg's rule names noncreature spells with mana value 4 or greater, of any player.
    void gaddockTeegReadsTheFirstRule()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kTeeg, QStringLiteral("4 or greater"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CantBeCast);
        QVERIFY(a->ops[0].filter);
        const Selector& spells = *a->ops[0].filter;
        QCOMPARE(spells.manaValueAtLeast, std::optional<int>(4));
        QCOMPARE(spells.notTypes, quint16(CardType::Creature));
        QCOMPARE(spells.controller, Selector::Who::Any);
        QCOMPARE(test::writtenText(fixtures(), kTeeg, 0),
            QStringLiteral("Noncreature spells with mana value 4 or greater can't be cast."));
        // Its second rule, "{X} in their mana costs", is read since round 45 (tst_modelsel45): a rule of its own.
        const AbilityDef* second = test::parsedAbility(fixtures(), kTeeg, 1);
        QVERIFY(second && second->ops.size() == 1 && second->ops[0].filter);
        QVERIFY(second->ops[0].filter->xInManaCost && !second->ops[0].filter->manaValueAtLeast);
    }

    // Both rules survive the card format.
    void gaddockTeegThroughCardFormat()
    {
        const ImportedCard* card = test::findCard(fixtures(), kTeeg);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 2);
        QVERIFY(back->front.abilities[0]->sameStructure(*card->card->front.abilities[0]));
        QVERIFY(back->front.abilities[1]->sameStructure(*card->card->front.abilities[1]));
    }

    // CR 601.3: with Gaddock Teeg out, Ana can't cast Akroma's Vengeance (mana value 6), but may cast Lightning Bolt
    // (mana value 1) and Colossal Dreadmaw (a creature spell, mana value 6).
    void gaddockTeegStopsOnlyBigNoncreatureSpells()
    {
        QCOMPARE(castWithTeeg("Akroma's Vengeance"), QStringList{QStringLiteral("601.3")});
        QCOMPARE(castWithTeeg("Lightning Bolt", ", \"targets\": [\"nico\"]"), QStringList{QStringLiteral("done")});
        QCOMPARE(castWithTeeg("Colossal Dreadmaw"), QStringList{QStringLiteral("done")});
    }

    // CR 601.2f, 115.1: the spells Nico casts that target Ana or a permanent she controls cost {2} more, while the
    // Siege's chosen mode is Dragons (the second, 1 the first).
    void monasterySiegeReadsYouOrAPermanentYouControl()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kSiege, QStringLiteral("more to cast"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::ChosenOption);
        QCOMPARE(a->condition->n, 2);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CostsMore);
        QVERIFY(a->ops[0].power && *a->ops[0].power == Expr::constant(2));
        QVERIFY(a->ops[0].filter);
        const Selector& aimed = *a->ops[0].filter;
        QCOMPARE(aimed.anyOf.size(), 2);
        QCOMPARE(aimed.anyOf[0].word, QStringLiteral("player"));
        QCOMPARE(aimed.anyOf[0].controller, Selector::Who::You);
        QCOMPARE(aimed.anyOf[1].word, QStringLiteral("permanent"));
        QCOMPARE(aimed.anyOf[1].controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), kSiege, 2),
            QStringLiteral("\u2022 Dragons \u2014 Spells your opponents cast that target you or a permanent you control cost "
                           "{2} more to cast."));
    }

    // CR 601.2f, 611.3a: with Dragons chosen the cost change holds and names Nico's Lightning Bolt, not Ana's; with
    // Khans chosen it does not hold.
    void monasterySiegeNamesOpponentsSpellsWithDragons()
    {
        const auto nicos = siegeNamesBolt(2, "nico");
        QVERIFY(nicos);
        QVERIFY(nicos->first);
        QVERIFY(nicos->second);
        const auto anas = siegeNamesBolt(2, "ana");
        QVERIFY(anas);
        QVERIFY(!anas->second);
        const auto khans = siegeNamesBolt(1, "nico");
        QVERIFY(khans);
        QVERIFY(!khans->first);
    }
};

QTEST_GUILESS_MAIN(TestImpStatic38)
#include "tst_impstatic38.moc"
