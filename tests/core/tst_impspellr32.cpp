// Round 32's instants and sorceries (tests/data/import/impspellr32.json): an ability word's paragraph done
// instead of the one before that names its target again, "counter that spell instead" (Stubborn Denial) and
// "Return that card from your graveyard to the battlefield instead" (Stitch Together); a list of changes
// until end of turn with a colour among them, "gets +1/+0, becomes black, and gains shadow" (Traitor's
// Clutch); a spell's X as base power and toughness, "have base power and toughness X/X until end of turn"
// (Biomass Mutation); "Each attacking creature and each blocking creature doesn't untap during its
// controller's next untap step" (Spore Cloud); the Traps' alternative costs on a count of attacking creatures,
// "If four or more creatures are attacking, you may pay {1}{W} rather than pay this spell's mana cost." (Arrow
// Volley Trap, Lethargy Trap, Slingbow Trap); "target enchanted permanent" (Cut the Earthly Bond) and "target
// spell or creature" (Unsubstantiate) returned to their owners' hands; "Return all legendary permanent cards from
// your graveyard to the battlefield" (Primevals' Glorious Rebirth); "Exchange control of two target creatures"
// (Switcheroo) and "… of target artifact you control and target artifact or creature you don't control" (Shrewd
// Negotiation); "If that land was nonbasic, ~ deals 2 damage to the land's controller." (Choking Sands); the card
// returned to the battlefield named "it", "If it's an Angel, put two +1/+1 counters on it." (Defy Death, Fearsome
// Awakening).
// The structure, the English written back (the round trip trusts it), and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "engine/Effect.h"
#include "engine/Evaluator.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana casts `card` from her hand at `targets` (a JSON list's items) with `choices`, and it resolves.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects, const QByteArray& choices = "{}")
{
    return played(QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "], \"choices\": " + choices
            + "}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Nico's Lightning Bolt at Ana, then Ana's Stubborn Denial at the Bolt, resolved with Nico paying or not.
Playthrough denialAtBolt(const QByteArray& anasBoard, bool nicoPays)
{
    QByteArray objects = "{\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"hand\"},"
                         " {\"id\": \"denial\", \"card\": \"Stubborn Denial\", \"zone\": \"hand\"}";
    if (!anasBoard.isEmpty())
        objects += ", " + anasBoard;
    return played(objects, QByteArray("{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"ana\"]},"
                                      " {\"id\": \"e2\", \"cast\": \"denial\", \"targets\": [\"bolt\"]},"
                                      " {\"id\": \"e3\", \"resolve\": \"top\", \"pays\": ")
            + (nicoPays ? "true" : "false") + "}");
}

// Ana's graveyard: her Grizzly Bears (the target) and `others` more cards.
QByteArray graveyardWithBears(int others)
{
    QByteArray g = "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"}";
    for (int i = 0; i < others; ++i)
        g += ", {\"id\": \"g" + QByteArray::number(i) + "\", \"card\": \"Gray Ogre\", \"zone\": \"graveyard\"}";
    return g;
}

}   // namespace

class TestImpSpellR32 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 16); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("counter that spell instead")
            << "Stubborn Denial" << 1
            << "If you control one or more creatures with power 4 or greater, counter that spell instead.";
        QTest::newRow("that card named again")
            << "Stitch Together" << 1
            << "Return that card from your graveyard to the battlefield instead if seven or more cards are in your graveyard.";
        QTest::newRow("gets, becomes, gains") << "Traitor's Clutch" << 0
                                              << "Target creature gets +1/+0, becomes black, and gains shadow until end of turn.";
        QTest::newRow("base X/X") << "Biomass Mutation" << 0
                                  << "Creatures you control have base power and toughness X/X until end of turn.";
        QTest::newRow("attacking or blocking kept tapped")
            << "Spore Cloud" << 0
            << "Tap blocking creatures. Prevent all combat damage that would be dealt this turn. Attacking or blocking "
               "creatures don't untap during their controllers' next untap steps.";
        QTest::newRow("N or more attacking") << "Arrow Volley Trap" << 0
                                             << "If four or more creatures are attacking, you may pay {1}{W} rather than pay ~'s mana cost.";
        QTest::newRow("three or more attacking") << "Lethargy Trap" << 0
                                                 << "If three or more creatures are attacking, you may pay {U} rather than pay ~'s mana cost.";
        QTest::newRow("a creature of a kind attacking")
            << "Slingbow Trap" << 0 << "If a black creature with flying is attacking, you may pay {G} rather than pay ~'s mana cost.";
        QTest::newRow("target enchanted permanent") << "Cut the Earthly Bond" << 0
                                                    << "Return target enchanted permanent to its owner's hand.";
        QTest::newRow("target spell or creature") << "Unsubstantiate" << 0 << "Return target spell or creature to its owner's hand.";
        QTest::newRow("return all from your graveyard")
            << "Primevals' Glorious Rebirth" << 0 << "Return all legendary permanent cards from your graveyard to the battlefield.";
        QTest::newRow("exchange two targets") << "Switcheroo" << 0 << "Exchange control of two target creatures.";
        QTest::newRow("exchange target and target")
            << "Shrewd Negotiation" << 0
            << "Exchange control of target artifact you control and target artifact or creature you don't control.";
        QTest::newRow("that land was nonbasic")
            << "Choking Sands" << 0
            << "Destroy target non-Swamp land. If that land was nonbasic, ~ deals 2 damage to that land's controller.";
        QTest::newRow("the returned card named it")
            << "Fearsome Awakening" << 0
            << "Return target creature card from your graveyard to the battlefield. If it's a Dragon, put two +1/+1 counters on it.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, index));
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 207.2c, 608.2c, 601.2c: ferocious's paragraph counters the target of the paragraph before (chosen once,
    // as the spell was cast) without the payment, when its condition holds.
    void stubbornDenialInsteadNamesTheTarget()
    {
        const AbilityDef* ferocious = test::parsedAbility(fixtures(), QStringLiteral("Stubborn Denial"), 1);
        QVERIFY(ferocious && ferocious->effect.size() == 1);
        const Action& counter = ferocious->effect.first();
        QCOMPARE(counter.kind, ActionKind::CounterSpell);
        QVERIFY(counter.text.isEmpty());   // no "unless its controller pays"
        QVERIFY(counter.object && counter.object->ref == Selector::Ref::Target);
        QCOMPARE(counter.instead, Action::Instead::ConditionFirst);
        QVERIFY(counter.condition);
        const AbilityDef* first = test::parsedAbility(fixtures(), QStringLiteral("Stubborn Denial"), 0);
        QVERIFY(first);
        QCOMPARE(ferocious->targets, first->targets);
    }

    // CR 701.6a, 118.12, 608.2c: with Ana's Craw Wurm (power 6) Stubborn Denial counters Nico's Bolt though he
    // pays; without it he pays {1} and the Bolt stays on the stack, or he doesn't and it is countered.
    void stubbornDenialCountersOutrightWhenFerocious()
    {
        const QByteArray wurm = "{\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"timestamp\": 1}";
        const Playthrough ferocious = denialAtBolt(wurm, true);
        QVERIFY2(test::zoneOf(ferocious, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(ferocious)));
        const QByteArray bears = "{\"id\": \"b\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}";
        const Playthrough paid = denialAtBolt(bears, true);
        QVERIFY2(test::zoneOf(paid, QStringLiteral("bolt")) == Zone::Stack, qPrintable(test::happened(paid)));
        const Playthrough unpaid = denialAtBolt(bears, false);
        QVERIFY2(test::zoneOf(unpaid, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(unpaid)));
    }

    // CR 207.2c, 608.2c, 400.7: with seven cards in Ana's graveyard as it resolves (Stitch Together is on the
    // stack) her Grizzly Bears come back to the battlefield; with six, to her hand.
    void stitchTogetherReturnsToTheBattlefieldWithThreshold()
    {
        const Playthrough threshold = anaCasts("Stitch Together", "\"bears\"", graveyardWithBears(6));
        QVERIFY2(test::zoneOf(threshold, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(threshold)));
        const Playthrough six = anaCasts("Stitch Together", "\"bears\"", graveyardWithBears(5));
        QVERIFY2(test::zoneOf(six, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(six)));
    }

    // CR 613.1d, 613.1f, 613.4c, 702.28a: Traitor's Clutch makes Nico's Grizzly Bears a black 3/2 with shadow
    // until end of turn (colour in layer 5, shadow in layer 6, the +1/+0 in layer 7c).
    void traitorsClutchChangesColourPowerAndAbilities()
    {
        const Playthrough p = anaCasts("Traitor's Clutch", "\"nbears\"",
            "{\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("nbears")), QStringLiteral("3/2"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("nbears"), QStringLiteral("Shadow")));
        const Characteristics* chars = test::charsOf(p, QStringLiteral("nbears"));
        QVERIFY(chars);
        QCOMPARE(chars->colors, ColorSet::of(Color::Black));
    }

    // CR 107.3a, 613.4b: Biomass Mutation with X = 3 makes Ana's Grizzly Bears and Craw Wurm 3/3 until end of
    // turn; Nico's Bears stay 2/2.
    void biomassMutationSetsBaseToX()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Biomass Mutation"), 0);
        QVERIFY(spell && spell->effect.size() == 1 && spell->effect.first().continuous);
        const Op& set = spell->effect.first().continuous->ops.first();
        QCOMPARE(set.kind, Op::Kind::SetPT);
        QVERIFY(set.power && set.power->kind == Expr::Kind::X);
        const QByteArray board = "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},"
                                 " {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"timestamp\": 2},"
                                 " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3}";
        const Playthrough p = anaCasts("Biomass Mutation", "", board, "{\"x\": 3}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(p, QStringLiteral("wurm")), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(p, QStringLiteral("nbears")), QStringLiteral("2/2"));
    }

    // CR 502.3, 506.4, 608.2h: Spore Cloud keeps Ana's attacking Grizzly Bears and Nico's blocking Gray Ogre tapped
    // through their controllers' next untap steps; Nico's Craw Wurm, tapped but out of combat, untaps.
    void sporeCloudKeepsAttackersAndBlockersTapped()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Spore Cloud"), 0);
        QVERIFY(spell);
        const Action* kept = test::firstAction(fixtures(), QStringLiteral("Spore Cloud"), 0, ActionKind::DontUntapNext);
        QVERIFY(kept && kept->object && kept->object->attacking && kept->object->blocking && !kept->object->isRef());
        const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Spore Cloud\", \"zone\": \"hand\"},"
                                   " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},"
                                   " {\"id\": \"ogre\", \"card\": \"Gray Ogre\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
                                   " {\"id\": \"nwurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\", \"tapped\": true, \"timestamp\": 3}";
        const QByteArray combat = "{\"id\": \"a1\", \"attack\": {\"bears\": \"nico\"}}, {\"id\": \"b1\", \"block\": {\"ogre\": [\"bears\"]}},"
                                  " {\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"},"
                                  " {\"id\": \"u1\", \"begin\": \"untap\"}, {\"id\": \"u2\", \"begin\": \"untap\"}";
        const Playthrough p = played(objects, combat);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("ogre")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("nwurm")));
        const Playthrough later = played(objects, combat + ", {\"id\": \"u3\", \"begin\": \"untap\"}, {\"id\": \"u4\", \"begin\": \"untap\"}");
        QVERIFY2(!test::tapped(later, QStringLiteral("bears")), qPrintable(test::happened(later)));
        QVERIFY2(!test::tapped(later, QStringLiteral("ogre")), qPrintable(test::happened(later)));
    }

    // CR 118.9, 506.4, 508.1: the Traps' alternative costs hold when enough creatures are attacking, whoever controls
    // them: Arrow Volley Trap's (Nico's) with four of Ana's Grizzly Bears attacking him, not with three (the event player pays no
    // mana, so the condition is checked on the board the attacks leave).
    void trapConditionCountsAttackingCreatures()
    {
        const AbilityDef* trap = test::parsedAbility(fixtures(), QStringLiteral("Arrow Volley Trap"), 0);
        QVERIFY(trap && trap->kind == AbilityDef::Kind::AlternativeCost && trap->condition);
        const Condition& c = *trap->condition;
        QCOMPARE(c.kind, Condition::Kind::AnyPlayerControls);
        QCOMPARE(c.n, 4);
        QVERIFY(c.filter && c.filter->attacking && c.filter->types == quint16(CardType::Creature));
        const AbilityDef* slingbow = test::parsedAbility(fixtures(), QStringLiteral("Slingbow Trap"), 0);
        QVERIFY(slingbow && slingbow->condition && slingbow->condition->filter);
        QVERIFY(slingbow->condition->n <= 1);   // one at least
        QCOMPARE(slingbow->condition->filter->colors, ColorSet::of(Color::Black));
        QCOMPARE(slingbow->condition->filter->hasKeyword, QStringLiteral("Flying"));
        const auto holdsWithAttackers = [&](int attackers) {
            QByteArray attack;
            for (int i = 0; i < attackers; ++i)
                attack += (i ? ", " : "") + QByteArray("\"battlefieldana") + QByteArray::number(i) + "\": \"nico\"";
            const Playthrough p = played(test::bears("ana", 4, "battlefield").mid(2),
                "{\"id\": \"a1\", \"attack\": {" + attack + "}}");
            ContinuousEffect effect;
            effect.controller = QStringLiteral("nico");   // the Trap is Nico's, the defending player's
            return Evaluator(p.finalState, p.finalResolution.chars).holds(c, effect);
        };
        QVERIFY(holdsWithAttackers(4));
        QVERIFY(!holdsWithAttackers(3));
    }

    // CR 303.4, 115.1: Cut the Earthly Bond returns Nico's Grizzly Bears enchanted by Ana's Lignify (the Aura goes to
    // the graveyard as a state-based action, 704.5m); his Bears with no Aura can't be its target.
    void cutTheEarthlyBondTargetsAnEnchantedPermanent()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Cut the Earthly Bond"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->targets[0].enchanted && !spell->targets[0].isRef());
        const QByteArray board = "{\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
                                 " {\"id\": \"lignify\", \"card\": \"Lignify\", \"attached_to\": \"nbears\", \"timestamp\": 2},"
                                 " {\"id\": \"plain\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3}";
        const Playthrough p = anaCasts("Cut the Earthly Bond", "\"nbears\"", board);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("lignify")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const Playthrough bare = anaCasts("Cut the Earthly Bond", "\"plain\"", board);
        QVERIFY2(test::refused(bare, "e1"), qPrintable(test::happened(bare)));
        QCOMPARE(test::zoneOf(bare, QStringLiteral("plain")), Zone::Battlefield);
    }

    // CR 115.1, 608.2b: Unsubstantiate returns Nico's Lightning Bolt from the stack to his hand (it never resolves),
    // or his Grizzly Bears from the battlefield; his Forest is neither a spell nor a creature.
    void unsubstantiateReturnsASpellOrACreature()
    {
        const QByteArray objects = "{\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"hand\"},"
                                   " {\"id\": \"spell\", \"card\": \"Unsubstantiate\", \"zone\": \"hand\"}";
        const Playthrough spell = played(objects, "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"ana\"]},"
                                                  " {\"id\": \"e2\", \"cast\": \"spell\", \"targets\": [\"bolt\"]},"
                                                  " {\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(spell, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(spell)));
        QCOMPARE(test::lifeOf(spell, QStringLiteral("ana")), 20);
        const QByteArray board = "{\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
                                 " {\"id\": \"forest\", \"card\": \"Forest\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2}";
        const Playthrough creature = anaCasts("Unsubstantiate", "\"nbears\"", board);
        QVERIFY2(test::zoneOf(creature, QStringLiteral("nbears")) == Zone::Hand, qPrintable(test::happened(creature)));
        const Playthrough land = anaCasts("Unsubstantiate", "\"forest\"", board);
        QVERIFY2(test::refused(land, "e1"), qPrintable(test::happened(land)));
    }

    // CR 110.4, 205.4d, 608.2h: Primevals' Glorious Rebirth returns every legendary permanent card in Ana's graveyard
    // (Kwende, Pride of Femeref and Gideon Jura) to the battlefield; her Grizzly Bears and Nico's Merieke Ri Berit
    // stay in the graveyards.
    void primevalsRebirthReturnsEveryLegendaryPermanentCard()
    {
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Primevals' Glorious Rebirth"), 0, ActionKind::ReturnFromGraveyard);
        QVERIFY(back && back->object && !back->object->isRef() && back->object->zone == Zone::Graveyard && back->object->ownerYou);
        const QByteArray graveyards = "{\"id\": \"kwende\", \"card\": \"Kwende, Pride of Femeref\", \"zone\": \"graveyard\"},"
                                      " {\"id\": \"gideon\", \"card\": \"Gideon Jura\", \"zone\": \"graveyard\"},"
                                      " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
                                      " {\"id\": \"merieke\", \"card\": \"Merieke Ri Berit\", \"owner\": \"nico\", \"zone\": \"graveyard\"}";
        const Playthrough p = anaCasts("Primevals' Glorious Rebirth", "", graveyards);
        QVERIFY2(test::zoneOf(p, QStringLiteral("kwende")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("gideon")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("merieke")), Zone::Graveyard);
    }

    // CR 701.12b, 613.1b: Switcheroo gives Nico's Craw Wurm to Ana and her Grizzly Bears to Nico for good (they stay
    // exchanged after the turn ends); two creatures of one player stay his (the exchange does nothing).
    void switcherooExchangesControl()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Switcheroo"), 0);
        QVERIFY(spell && spell->targets.size() == 2 && spell->effect.size() == 1 && spell->effect.first().continuous);
        QCOMPARE(spell->effect.first().continuous->ops.first().kind, Op::Kind::ExchangeControl);
        QCOMPARE(spell->effect.first().continuous->duration, Duration::Indefinite);
        const QByteArray board = "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},"
                                 " {\"id\": \"nwurm\", \"card\": \"Craw Wurm\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
                                 " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3}";
        const QByteArray cast = "{\"id\": \"spell\", \"card\": \"Switcheroo\", \"zone\": \"hand\"}, " + board;
        const Playthrough p = played(cast, "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"bears\", \"nwurm\"]},"
                                           " {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"begin\": \"cleanup\"}");
        QVERIFY2(test::charsOf(p, QStringLiteral("nwurm")) && test::charsOf(p, QStringLiteral("nwurm"))->controller == QLatin1String("ana"),
            qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("bears"))->controller, QStringLiteral("nico"));
        const Playthrough same = anaCasts("Switcheroo", "\"nbears\", \"nwurm\"", board);
        QVERIFY2(test::zoneOf(same, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(same)));
        QCOMPARE(test::charsOf(same, QStringLiteral("nwurm"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::charsOf(same, QStringLiteral("nbears"))->controller, QStringLiteral("nico"));
    }

    // CR 115.1, 701.12b: Shrewd Negotiation's first target is an artifact Ana controls: her Bonesplitter for Nico's
    // Grizzly Bears; Nico's own Bonesplitter can't be the first target.
    void shrewdNegotiationExchangesAnArtifactOfYours()
    {
        const QByteArray board = "{\"id\": \"split\", \"card\": \"Bonesplitter\", \"timestamp\": 1},"
                                 " {\"id\": \"nsplit\", \"card\": \"Bonesplitter\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
                                 " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3}";
        const Playthrough p = anaCasts("Shrewd Negotiation", "\"split\", \"nbears\"", board);
        QVERIFY2(test::charsOf(p, QStringLiteral("nbears"))->controller == QLatin1String("ana"), qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("split"))->controller, QStringLiteral("nico"));
        const Playthrough theirs = anaCasts("Shrewd Negotiation", "\"nsplit\", \"nbears\"", board);
        QVERIFY2(test::refused(theirs, "e1"), qPrintable(test::happened(theirs)));
    }

    // CR 205.4a, 608.2h: Choking Sands deals 2 damage to Nico when the land it destroyed was nonbasic (his Blinkmoth
    // Nexus, as it last existed), none for his Forest; his Swamp can't be its target.
    void chokingSandsDamagesForANonbasicLand()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Choking Sands"), 0, ActionKind::Damage);
        QVERIFY(damage && damage->condition && damage->condition->kind == Condition::Kind::TargetIs);
        QVERIFY(damage->condition->filter && damage->condition->filter->notSupertypes == quint8(Supertype::Basic));
        const QByteArray lands = "{\"id\": \"nexus\", \"card\": \"Blinkmoth Nexus\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
                                 " {\"id\": \"forest\", \"card\": \"Forest\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
                                 " {\"id\": \"swamp\", \"card\": \"Swamp\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3}";
        const Playthrough nonbasic = anaCasts("Choking Sands", "\"nexus\"", lands);
        QVERIFY2(test::zoneOf(nonbasic, QStringLiteral("nexus")) == Zone::Graveyard, qPrintable(test::happened(nonbasic)));
        QCOMPARE(test::lifeOf(nonbasic, QStringLiteral("nico")), 18);
        const Playthrough basic = anaCasts("Choking Sands", "\"forest\"", lands);
        QVERIFY2(test::zoneOf(basic, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(basic)));
        QCOMPARE(test::lifeOf(basic, QStringLiteral("nico")), 20);
        const Playthrough swamp = anaCasts("Choking Sands", "\"swamp\"", lands);
        QVERIFY2(test::refused(swamp, "e1"), qPrintable(test::happened(swamp)));
    }

    // CR 400.7, 608.2c, 608.2h: Defy Death returns Ana's Serra Angel, and the permanent it became (a new object) gets
    // two +1/+1 counters, a 6/6; her Grizzly Bears come back with none.
    void defyDeathCountersOnTheReturnedAngel()
    {
        const Action* counters = test::firstAction(fixtures(), QStringLiteral("Defy Death"), 0, ActionKind::PutCounter);
        QVERIFY(counters && counters->object && counters->object->ref == Selector::Ref::It);
        QVERIFY(counters->condition && counters->condition->kind == Condition::Kind::TargetIs);
        const QByteArray graveyard = "{\"id\": \"angel\", \"card\": \"Serra Angel\", \"zone\": \"graveyard\"},"
                                     " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"}";
        const Playthrough angel = anaCasts("Defy Death", "\"angel\"", graveyard);
        QVERIFY2(test::zoneOf(angel, QStringLiteral("angel")) == Zone::Battlefield, qPrintable(test::happened(angel)));
        QCOMPARE(test::countersOn(angel, QStringLiteral("angel")), 2);
        QCOMPARE(test::ptOf(angel, QStringLiteral("angel")), QStringLiteral("6/6"));
        const Playthrough bears = anaCasts("Defy Death", "\"bears\"", graveyard);
        QVERIFY2(test::zoneOf(bears, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(bears)));
        QCOMPARE(test::countersOn(bears, QStringLiteral("bears")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR32)
#include "tst_impspellr32.moc"
