// Round 45's spells, read from real cards' Oracle text (tests/data/import/impspell45.json) and played: a target player's
// revealed hand and what follows from it, "Target player reveals their hand and discards all nonland cards." (Amnesia) and
// "Inquisition deals damage to that player equal to the number of white cards in their hand." (Inquisition); and the set of
// a target player's creatures named twice, "Creatures target player controls can't block this turn. Ember Gale deals 1
// damage to each white and/or blue creature that player controls." (Ember Gale); "Choose target creature you control. You
// gain life equal to that creature's power plus its toughness." (Predator's Rapport); "Destroy target land, then Roiling
// Terrain deals damage to that land's controller equal to the number of land cards in that player's graveyard." (Roiling
// Terrain); "Exile target creature card from a graveyard, then create X 1/1 green Saproling creature tokens, where X is the
// exiled card's toughness." (Morbid Bloom); "Target player reveals their hand. You choose a card with converted mana cost 3
// or greater and exile that card." (Transgress the Mind). The built-in Shock, Grizzly Bears, Forest, Serra Angel, Silvercoat Lion,
// Plains, Breezekeeper, Giant Growth and Craw Wurm are the other cards.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell45.json"));
}

// Ana holds `spell` (with id `id`) and a Shock; Nico holds `nicosHand` cards of `names` (ids `ids`), in that order. Ana
// casts the spell at `target` and it resolves.
Playthrough castAtAHand(const char* id, const char* spell, const char* target, int nicosHand, const char* const* ids,
    const char* const* names)
{
    QByteArray objects = test::objectJson(id, spell, ", \"zone\": \"hand\"") + ","
        + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"");
    for (int i = 0; i < nicosHand; ++i)
        objects += "," + test::objectJson(ids[i], names[i], ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": ")" + QByteArray(id) + R"(", "targets": [")" + QByteArray(target)
            + R"("]}, {"id": "e2", "resolve": "top"})");
}

// Nico holds a Shock, a Grizzly Bears and a Forest (the first `nicosHand` of them).
Playthrough amnesia(const char* target, int nicosHand = 3, const QByteArray& resolveRest = {})
{
    static const char* const ids[] = {"nshock", "nbears", "nforest"};
    static const char* const names[] = {"Shock", "Grizzly Bears", "Forest"};
    if (resolveRest.isEmpty())
        return castAtAHand("amnesia", "Amnesia", target, nicosHand, ids, names);
    QByteArray objects = test::objectJson("amnesia", "Amnesia", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"");
    for (int i = 0; i < nicosHand; ++i)
        objects += "," + test::objectJson(ids[i], names[i], ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "amnesia", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top")"
            + resolveRest + "}");
}

// Nico holds a Serra Angel, a Silvercoat Lion, a Shock and a Plains (the first `nicosHand` of them).
Playthrough inquisition(const char* target, int nicosHand = 4)
{
    static const char* const ids[] = {"nangel", "nlion", "nshock", "nplains"};
    static const char* const names[] = {"Serra Angel", "Silvercoat Lion", "Shock", "Plains"};
    return castAtAHand("inquisition", "Inquisition", target, nicosHand, ids, names);
}

// Nico controls a Silvercoat Lion (white), a Breezekeeper (blue) and a Grizzly Bears (green); Ana controls a Serra Angel
// (white) and a Grizzly Bears. Ana casts Ember Gale at `target`; it resolves, then `more` events.
Playthrough emberGale(const char* target, const QByteArray& more = {})
{
    const QByteArray objects = test::objectJson("gale", "Ember Gale", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nlion", "Silvercoat Lion", "", "nico") + "," + test::objectJson("nbreeze", "Breezekeeper", "", "nico")
        + "," + test::objectJson("nbears", "Grizzly Bears", "", "nico") + "," + test::objectJson("aangel", "Serra Angel") + ","
        + test::objectJson("abears", "Grizzly Bears");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "gale", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top"})" + more);
}

// Ana controls a Serra Angel (4/4) and holds Predator's Rapport and a Giant Growth; Nico controls a Grizzly Bears. `events`
// are played.
Playthrough rapport(const QByteArray& events)
{
    const QByteArray objects = test::objectJson("rapport", "Predator's Rapport", ", \"zone\": \"hand\"") + ","
        + test::objectJson("growth", "Giant Growth", ", \"zone\": \"hand\"") + "," + test::objectJson("aangel", "Serra Angel")
        + "," + test::objectJson("nbears", "Grizzly Bears", "", "nico");
    return test::playScenario(fixtures(), objects, events);
}

// Nico controls a Forest and has a Plains, a Forest and a Grizzly Bears card in his graveyard; Ana controls a Plains and has
// a Forest card in hers. Ana casts Roiling Terrain at `target` and it resolves.
Playthrough roilingTerrain(const char* target)
{
    const QByteArray objects = test::objectJson("terrain", "Roiling Terrain", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nforest", "Forest", "", "nico") + ","
        + test::objectJson("ngplains", "Plains", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("ngforest", "Forest", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("ngbears", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("aplains", "Plains") + "," + test::objectJson("agforest", "Forest", ", \"zone\": \"graveyard\"");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "terrain", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top"})");
}

// Nico has a Craw Wurm card (6/4) and a Grizzly Bears card in his graveyard. Ana casts Morbid Bloom at `target` and it
// resolves; the tokens on the battlefield are counted into `tokens`.
Playthrough morbidBloom(const char* target, int* tokens)
{
    const QByteArray objects = test::objectJson("bloom", "Morbid Bloom", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ngwurm", "Craw Wurm", ", \"zone\": \"graveyard\"", "nico") + ","
        + test::objectJson("ngbears", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico");
    const Playthrough p = test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "bloom", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top"})");
    *tokens = 0;
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.zone == Zone::Battlefield && o.token && o.controller == QLatin1String("ana"))
            ++*tokens;
    return p;
}

// Nico holds a Shock (mana value 1), a Serra Angel (5) and a Craw Wurm (6), the first `nicosHand` of them. Ana casts
// Transgress the Mind at `target` and it resolves, `resolveRest` more keys of the resolve event.
Playthrough transgress(const char* target, int nicosHand, const QByteArray& resolveRest = {})
{
    static const char* const ids[] = {"nshock", "nangel", "nwurm"};
    static const char* const names[] = {"Shock", "Serra Angel", "Craw Wurm"};
    QByteArray objects = test::objectJson("transgress", "Transgress the Mind", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"");
    for (int i = 0; i < nicosHand; ++i)
        objects += "," + test::objectJson(ids[i], names[i], ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "transgress", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top")"
            + resolveRest + "}");
}

}   // namespace

class TestImpSpell45 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 701.16a, 701.8a: one target player; every card of the kind in that player's revealed hand, none chosen.
    void amnesiaReadsEveryNonlandCard()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Amnesia"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->effect.size(), 1);
        const Action& discard = a->effect[0];
        QCOMPARE(discard.kind, ActionKind::DiscardChosen);
        QVERIFY(discard.each);
        QVERIFY(discard.reveal);
        QVERIFY(discard.who.isEmpty());   // the target player's hand, as Grief's discard_chosen
        QVERIFY(discard.object && !discard.object->isRef());
        QCOMPARE(discard.object->notTypes, quint16(CardType::Land));
        QCOMPARE(discard.object->types, quint16(0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Amnesia"), 0),
            QStringLiteral("Target player reveals their hand and discards all nonland cards."));
    }

    // CR 701.8a: Nico discards his Shock and his Grizzly Bears and keeps the Forest; Ana's hand is untouched.
    void amnesiaDiscardsEveryNonlandCard()
    {
        const Playthrough p = amnesia("nico");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ashock")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("amnesia")), Zone::Graveyard);
    }

    // CR 701.8a, 608.2d: no card is chosen; a choice the event names does not keep a nonland card in the hand.
    void amnesiaTakesNoChoice()
    {
        const Playthrough p = amnesia("nico", 3, R"(, "choices": {"objects": ["nbears"]})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Hand);
    }

    // CR 115.1: "target player" may be Ana herself: her Shock goes (Amnesia itself is on the stack, not in her hand);
    // Nico's hand stays.
    void amnesiaAtItsCaster()
    {
        const Playthrough p = amnesia("ana");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ashock")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Hand);
    }

    // CR 608.2c: a hand of lands only (or none at all) loses nothing.
    void amnesiaAtAHandOfLands()
    {
        static const char* const ids[] = {"nforest"};
        static const char* const names[] = {"Forest"};
        const Playthrough p = castAtAHand("amnesia", "Amnesia", "nico", 1, ids, names);
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ashock")), Zone::Hand);
    }

    // CR 701.16a, 608.2h, 105.2: the reveal, then damage to that player of the count of white cards in their hand.
    void inquisitionReadsTheWhiteCardsInThatHand()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Inquisition"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::LookAtHand);
        QVERIFY(a->effect[0].reveal);
        QCOMPARE(a->effect[0].who, QStringLiteral("target_player"));
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.who, QStringLiteral("target_player"));
        QVERIFY(!damage.to);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::Count && damage.amountOf->selector);
        const Selector& counted = *damage.amountOf->selector;
        QCOMPARE(counted.zone, Zone::Hand);
        QCOMPARE(counted.where, Selector::Where::Specific);
        QCOMPARE(counted.whose, QStringLiteral("target_player"));
        QCOMPARE(counted.colors, ColorSet::of(Color::White));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Inquisition"), 0),
            QStringLiteral("Target player reveals their hand. ~ deals damage to that player equal to the number of white cards in "
                           "their hand."));
    }

    // CR 120.3, 105.2: Nico's Serra Angel and Silvercoat Lion are white, his Shock red and his Plains colourless: 2 damage.
    // With an empty hand none; cards stay where they are.
    void inquisitionCountsWhiteCards()
    {
        const Playthrough p = inquisition("nico");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nangel")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nplains")), Zone::Hand);
        QCOMPARE(test::lifeOf(inquisition("nico", 1), QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(inquisition("nico", 0), QStringLiteral("nico")), 20);
    }

    // CR 115.1: at Ana herself, her own hand counts (her Serra Angel, 1; her red Shock none) and Nico's white cards don't.
    void inquisitionAtItsCaster()
    {
        const QByteArray objects = test::objectJson("inquisition", "Inquisition", ", \"zone\": \"hand\"") + ","
            + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"") + ","
            + test::objectJson("aangel", "Serra Angel", ", \"zone\": \"hand\"") + ","
            + test::objectJson("nlion", "Silvercoat Lion", ", \"zone\": \"hand\"", "nico");
        const Playthrough p = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "inquisition", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 115.1, 611.2c, 105.2: one player target; the rule on the creatures that player controls as it resolves, then
    // damage to each of them that is white or blue (either colour or both), "that player" the same target.
    void emberGaleReadsThatPlayersCreaturesTwice()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Ember Gale"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->effect.size(), 2);
        const Action& rule = a->effect[0];
        QCOMPARE(rule.kind, ActionKind::Continuous);
        QVERIFY(rule.continuous && rule.continuous->affects);
        QCOMPARE(rule.continuous->affects->whose, QStringLiteral("target_player"));
        QCOMPARE(rule.continuous->affects->types, quint16(CardType::Creature));
        QCOMPARE(rule.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(rule.continuous->ops.size(), 1);
        QCOMPARE(rule.continuous->ops[0].kind, Op::Kind::Rule);
        QCOMPARE(rule.continuous->ops[0].rule, RuleName::CantBlock);
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.amount.n, 1);
        QVERIFY(damage.to && !damage.to->isRef());
        QCOMPARE(damage.to->whose, QStringLiteral("target_player"));
        QCOMPARE(damage.to->types, quint16(CardType::Creature));
        ColorSet whiteOrBlue = ColorSet::of(Color::White);
        whiteOrBlue.add(Color::Blue);
        QCOMPARE(damage.to->colors, whiteOrBlue);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ember Gale"), 0),
            QStringLiteral("All creatures target player controls can't block until end of turn. ~ deals 1 damage to white or blue "
                           "creatures that player controls."));
    }

    // CR 120.3, 105.2: Nico's white Lion and blue Breezekeeper are dealt 1 damage each, his green Bears none; Ana's white
    // Serra Angel is not that player's and is dealt none.
    void emberGaleDamagesThatPlayersWhiteAndBlueCreatures()
    {
        const Playthrough p = emberGale("nico");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("nlion")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("nbreeze")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("nbears")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("aangel")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("abears")), 0);
    }

    // CR 509.1a, 611.2c: this turn Nico's Bears can't block Ana's attacking Bears; cast at Ana herself, Nico's Bears may
    // block and Ana's own white Serra Angel is dealt the damage.
    void emberGaleStopsThatPlayersBlocks()
    {
        const QByteArray combat = R"(, {"id": "e3", "attack": {"abears": "nico"}}, {"id": "e4", "block": {"nbears": ["abears"]}})";
        const Playthrough atNico = emberGale("nico", combat);
        QVERIFY2(!test::refused(atNico, "e1"), qPrintable(test::happened(atNico)));
        QVERIFY2(test::refused(atNico, "e4"), qPrintable(test::happened(atNico)));
        const Playthrough atAna = emberGale("ana", combat);
        QVERIFY2(!test::refused(atAna, "e4"), qPrintable(test::happened(atAna)));
        QCOMPARE(test::damageOn(atAna, QStringLiteral("aangel")), 1);
        QCOMPARE(test::damageOn(atAna, QStringLiteral("nlion")), 0);
    }

    // CR 601.2c, 608.2h: one target creature you control, chosen as it is cast; the life is its power and its toughness
    // added, as it resolves.
    void predatorsRapportReadsPowerPlusToughness()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Predator's Rapport"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].types, quint16(CardType::Creature));
        QCOMPARE(a->targets[0].controller, Selector::Who::You);
        QCOMPARE(a->effect.size(), 1);
        const Action& gain = a->effect[0];
        QCOMPARE(gain.kind, ActionKind::GainLife);
        QVERIFY(gain.who.isEmpty());
        QVERIFY(gain.amountOf && gain.amountOf->kind == Expr::Kind::Sum && gain.amountOf->args.size() == 2);
        QCOMPARE(gain.amountOf->args[0].kind, Expr::Kind::PowerOfTarget);
        QCOMPARE(gain.amountOf->args[1].kind, Expr::Kind::ToughnessOfTarget);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Predator's Rapport"), 0),
            QStringLiteral("You gain life equal to the power of target creature you control plus its toughness."));
    }

    // CR 608.2h: Ana gains 8 for her 4/4 Serra Angel; after Giant Growth resolves first (7/7), 14; Nico's Bears can't be
    // its target (601.2c).
    void predatorsRapportGainsPowerPlusToughness()
    {
        const Playthrough p = rapport(R"({"id": "e1", "cast": "rapport", "targets": ["aangel"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 28);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const Playthrough grown = rapport(R"({"id": "e1", "cast": "rapport", "targets": ["aangel"]},
            {"id": "e2", "cast": "growth", "targets": ["aangel"]}, {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(!test::refused(grown, "e2"), qPrintable(test::happened(grown)));
        QCOMPARE(test::lifeOf(grown, QStringLiteral("ana")), 34);
        QVERIFY(test::refused(rapport(R"({"id": "e1", "cast": "rapport", "targets": ["nbears"]})"), "e1"));
    }

    // CR 608.2c, 608.2h: the one target land destroyed, then damage to its controller of the land cards in that player's
    // graveyard as the instruction is done, the land just destroyed among them.
    void roilingTerrainReadsTheLandsThenTheGraveyard()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Roiling Terrain"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].types, quint16(CardType::Land));
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Destroy);
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.then);
        QCOMPARE(damage.who, QStringLiteral("controller_of_target"));
        QVERIFY(!damage.to);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::Count && damage.amountOf->selector);
        const Selector& counted = *damage.amountOf->selector;
        QCOMPARE(counted.zone, Zone::Graveyard);
        QCOMPARE(counted.types, quint16(CardType::Land));
        QCOMPARE(counted.whose, QStringLiteral("controller_of_target"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Roiling Terrain"), 0),
            QStringLiteral("Destroy target land, then ~ deals damage to that land's controller equal to the number of land cards in "
                           "that player's graveyard."));
    }

    // CR 701.7a, 120.3: Nico's Forest is destroyed; his graveyard then holds three land cards (the Bears card is none): 3
    // damage to Nico; Ana's Forest card in her graveyard is not his. At Ana's Plains, her two land cards: Ana 18.
    void roilingTerrainCountsThatGraveyardsLands()
    {
        const Playthrough p = roilingTerrain("nforest");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        const Playthrough own = roilingTerrain("aplains");
        QVERIFY2(!test::refused(own, "e1"), qPrintable(test::happened(own)));
        QCOMPARE(test::lifeOf(own, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(own, QStringLiteral("nico")), 20);
    }

    // CR 608.2c, 608.2h, 111.2: the one target card exiled, then X tokens, X its toughness as the resolution began.
    void morbidBloomReadsTheExiledCardsToughness()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Morbid Bloom"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].zone, Zone::Graveyard);
        QCOMPARE(a->targets[0].types, quint16(CardType::Creature));
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Exile);
        const Action& tokens = a->effect[1];
        QCOMPARE(tokens.kind, ActionKind::CreateToken);
        QVERIFY(tokens.then);
        QVERIFY(tokens.amount.x);
        QVERIFY(tokens.amountOf && tokens.amountOf->kind == Expr::Kind::ToughnessOfTarget);
        QCOMPARE(tokens.amountOf->who, QStringLiteral("that_target"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Morbid Bloom"), 0),
            QStringLiteral("Exile target creature card from a graveyard, then create X 1/1 green Saproling creature tokens, where X "
                           "is that card's toughness."));
    }

    // CR 406.3, 608.2h: Nico's Craw Wurm card (6/4) is exiled and Ana creates four Saprolings; the Grizzly Bears card
    // (2/2), two.
    void morbidBloomCreatesTheToughnessInTokens()
    {
        int tokens = 0;
        const Playthrough wurm = morbidBloom("ngwurm", &tokens);
        QVERIFY2(!test::refused(wurm, "e1"), qPrintable(test::happened(wurm)));
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("ngwurm")), Zone::Exile);
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("ngbears")), Zone::Graveyard);
        QVERIFY2(tokens == 4, qPrintable(test::happened(wurm)));
        const Playthrough bears = morbidBloom("ngbears", &tokens);
        QCOMPARE(test::zoneOf(bears, QStringLiteral("ngbears")), Zone::Exile);
        QCOMPARE(tokens, 2);
    }

    // CR 701.16a, 406.3, 202.3: the target player's revealed hand; a card of mana value 3 or greater chosen from it and
    // exiled (Oracle's "You choose a card …" is chosen from that hand, as Castigate's "from it" says).
    void transgressReadsACardOfManaValueThreeOrGreater()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Transgress the Mind"), 1);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->effect.size(), 1);
        const Action& exile = a->effect[0];
        QCOMPARE(exile.kind, ActionKind::DiscardChosen);
        QCOMPARE(exile.destination, std::optional<Zone>(Zone::Exile));
        QVERIFY(exile.object && !exile.object->isRef());
        QCOMPARE(exile.object->manaValueAtLeast, std::optional<int>(3));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Transgress the Mind"), 1),
            QStringLiteral("Target player reveals their hand. You choose a card with mana value 3 or greater from it and exile that "
                           "card."));
    }

    // CR 406.3, 608.2d: Ana's choice, Nico's Craw Wurm, is exiled; with no choice named the first card that fits (the
    // Angel); a Shock named is no card of the kind, and the Angel goes; a hand of a Shock alone loses nothing.
    void transgressExilesTheChosenCard()
    {
        const Playthrough chosen = transgress("nico", 3, R"(, "choices": {"objects": ["nwurm"]})");
        QVERIFY2(!test::refused(chosen, "e1"), qPrintable(test::happened(chosen)));
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("nwurm")), Zone::Exile);
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("nangel")), Zone::Hand);
        QCOMPARE(test::zoneOf(chosen, QStringLiteral("nshock")), Zone::Hand);
        const Playthrough first = transgress("nico", 3);
        QCOMPARE(test::zoneOf(first, QStringLiteral("nangel")), Zone::Exile);
        QCOMPARE(test::zoneOf(first, QStringLiteral("nwurm")), Zone::Hand);
        const Playthrough shock = transgress("nico", 3, R"(, "choices": {"objects": ["nshock"]})");
        QCOMPARE(test::zoneOf(shock, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(shock, QStringLiteral("nangel")), Zone::Exile);
        const Playthrough none = transgress("nico", 1);
        QVERIFY2(!test::refused(none, "e1"), qPrintable(test::happened(none)));
        QCOMPARE(test::zoneOf(none, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(none, QStringLiteral("ashock")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell45)
#include "tst_impspell45.moc"
