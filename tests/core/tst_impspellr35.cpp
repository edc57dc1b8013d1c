// Round 35's instants and sorceries (tests/data/import/impspellr35.json, the real card objects): the kind of the
// card a spell returned from a graveyard to its owner's hand, "Return target creature card from your graveyard to
// your hand. If it's a Zombie card, draw a card." (Cemetery Recruitment); a spell's optional second target that must
// be another object, "Destroy target artifact or enchantment and up to one other target artifact or enchantment."
// (Relic Crush); a counter on the creature a spell destroyed, "Destroy target creature. If that creature had a +1/+1
// counter on it, create a 1/1 green Snake creature token." (Rite of the Serpent); damage to each permanent of two
// sets, "Magmaquake deals X damage to each creature without flying and each planeswalker."; a target you own or
// control, "Exile target permanent you own or control." (Telim'Tor's Edict); life lost only if a sacrifice was made,
// "Target opponent sacrifices a green or white creature. If that player does, they lose 2 life." (Self-Inflicted
// Wound). The structure, the English written back (the round trip trusts it), the card format, and what the
// event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr35.json"));
}

// Ana casts Cemetery Recruitment from her hand at `target`, a card in her graveyard; her library holds one card.
Playthrough recruits(const QByteArray& target)
{
    return test::playScenario(fixtures(),
        "{\"id\": \"spell\", \"card\": \"Cemetery Recruitment\", \"zone\": \"hand\"},"
        " {\"id\": \"corpse\", \"card\": \"Walking Corpse\", \"zone\": \"graveyard\"},"
        " {\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"},"
        " {\"id\": \"top\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"" + target + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Relic Crush from her hand at `targets` (a JSON list's items): Nico's Bad Moon and Ornithopter, and her
// own Ornithopter.
Playthrough crushes(const QByteArray& targets)
{
    return test::playScenario(fixtures(),
        "{\"id\": \"spell\", \"card\": \"Relic Crush\", \"zone\": \"hand\"},"
        " {\"id\": \"moon\", \"card\": \"Bad Moon\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
        " {\"id\": \"nthopter\", \"card\": \"Ornithopter\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
        " {\"id\": \"athopter\", \"card\": \"Ornithopter\", \"timestamp\": 3}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Rite of the Serpent at Nico's Grizzly Bears, which has `counters` +1/+1 counters on it.
Playthrough riteAtBears(int counters)
{
    return test::playScenario(fixtures(),
        "{\"id\": \"spell\", \"card\": \"Rite of the Serpent\", \"zone\": \"hand\"},"
        " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1"
            + (counters > 0 ? ", \"counters\": {\"+1/+1\": " + QByteArray::number(counters) + "}" : QByteArray()) + "}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nbears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Magmaquake with X = 2. Nico has Grizzly Bears, Serra Angel (flying) and Gideon Jura (loyalty 6); Ana
// has Grizzly Bears.
Playthrough magmaquake()
{
    return test::playScenario(fixtures(),
        "{\"id\": \"spell\", \"card\": \"Magmaquake\", \"zone\": \"hand\"},"
        " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1},"
        " {\"id\": \"angel\", \"card\": \"Serra Angel\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
        " {\"id\": \"gideon\", \"card\": \"Gideon Jura\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 3,"
        " \"counters\": {\"loyalty\": 6}},"
        " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 4}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"choices\": {\"x\": 2}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Telim'Tor's Edict at `target`: her Ornithopter that Nico controls, or Nico's Grizzly Bears, or her own
// Grizzly Bears.
Playthrough edictAt(const QByteArray& target)
{
    return test::playScenario(fixtures(),
        "{\"id\": \"spell\", \"card\": \"Telim'Tor's Edict\", \"zone\": \"hand\"},"
        " {\"id\": \"lent\", \"card\": \"Ornithopter\", \"owner\": \"ana\", \"controller\": \"nico\", \"timestamp\": 1},"
        " {\"id\": \"nbears\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 2},"
        " {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 3}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"" + target + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Ana casts Self-Inflicted Wound at Nico, who controls `creature`.
Playthrough woundWith(const char* creature)
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"Self-Inflicted Wound\", \"zone\": \"hand\"},"
                   " {\"id\": \"his\", \"card\": \"") + creature
            + "\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1}",
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpSpellR35 : public QObject {
    Q_OBJECT
private slots:
    void cardsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("the returned card's kind")
            << "Cemetery Recruitment"
            << "Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card.";
        QTest::newRow("an optional second target, another one")
            << "Relic Crush" << "Destroy target artifact or enchantment and up to one other target artifact or enchantment.";
        QTest::newRow("a counter on the creature destroyed")
            << "Rite of the Serpent"
            << "Destroy target creature. If that creature had a +1/+1 counter on it, create a 1/1 green Snake creature token.";
        QTest::newRow("each permanent of two sets")
            << "Magmaquake" << "~ deals X damage to each creature without flying and each planeswalker.";
        QTest::newRow("a target you own or control") << "Telim'Tor's Edict" << "Exile target permanent you own or control.";
        QTest::newRow("life lost if the sacrifice was made")
            << "Self-Inflicted Wound"
            << "Target opponent sacrifices a green or white creature. If that player does, they lose 2 life.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 608.2c, 400.7: the draw is done only if the card returned is a Zombie card; it is looked at in the hand
    // where the first instruction put it. The condition names a card, not a permanent.
    void returnedCardsKindIsTheCondition()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Cemetery Recruitment"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 2);
        QCOMPARE(spell->targets[0].zone, Zone::Graveyard);
        QCOMPARE(spell->effect[0].kind, ActionKind::ReturnToHand);
        const Action& draw = spell->effect[1];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.condition && draw.condition->kind == Condition::Kind::TargetIs && draw.condition->filter);
        QCOMPARE(draw.condition->filter->word, QStringLiteral("card"));
        QCOMPARE(draw.condition->filter->subtypes.size(), 1);
    }

    // CR 608.2c, 400.7: Ana's Walking Corpse (a Zombie) comes back to her hand and she draws her library's card.
    void zombieCardDrawsACard()
    {
        const Playthrough p = recruits("corpse");
        QVERIFY2(test::zoneOf(p, QStringLiteral("corpse")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 608.2c: her Grizzly Bears (a Bear) comes back, and no card is drawn.
    void otherCardDrawsNothing()
    {
        const Playthrough p = recruits("bears");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 115.1, 115.3, 601.2c: two targets of one kind, the second optional and other than the first.
    void secondTargetIsOptionalAndAnother()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Relic Crush"), 0);
        QVERIFY(spell && spell->targets.size() == 2 && spell->effect.size() == 2);
        QCOMPARE(spell->targets[0].upTo, quint8(0));
        QVERIFY(!spell->targets[0].other);
        QCOMPARE(spell->targets[1].upTo, quint8(1));
        QVERIFY(spell->targets[1].other);
        QCOMPARE(spell->targets[1].anyOf.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Destroy);
        QCOMPARE(spell->effect[1].kind, ActionKind::Destroy);
        QVERIFY(spell->effect[1].object && spell->effect[1].object->ref == Selector::Ref::Target2);
    }

    // CR 701.8a: Nico's Bad Moon and his Ornithopter are destroyed; Ana's Ornithopter stays.
    void twoTargetsDestroyed()
    {
        const Playthrough p = crushes("\"moon\", \"nthopter\"");
        QVERIFY2(test::zoneOf(p, QStringLiteral("moon")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nthopter")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("athopter")), Zone::Battlefield);
    }

    // CR 115.1, 601.2c: "up to one": the second target may be left out; Bad Moon alone is destroyed.
    void secondTargetLeftOut()
    {
        const Playthrough p = crushes("\"moon\"");
        QVERIFY2(test::zoneOf(p, QStringLiteral("moon")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nthopter")), Zone::Battlefield);
    }

    // CR 115.3: "other": the same Ornithopter can't be both targets, so the cast is refused (without "other", one
    // object may be the target of each word "target").
    void sameObjectTwiceRefused()
    {
        const Playthrough p = crushes("\"nthopter\", \"nthopter\"");
        QVERIFY2(test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::doneOrRefusal(p).value(0), QStringLiteral("601.2c"));
    }

    // CR 608.2h, 122.1: the token is made only if the creature the spell destroyed had a +1/+1 counter, as it last
    // existed on the battlefield.
    void counterOfTheDestroyedCreatureIsTheCondition()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Rite of the Serpent"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Destroy);
        const Action& token = spell->effect[1];
        QCOMPARE(token.kind, ActionKind::CreateToken);
        QVERIFY(token.condition && token.condition->kind == Condition::Kind::TargetIs && token.condition->filter);
        QCOMPARE(token.condition->filter->withCounter, QStringLiteral("+1/+1"));
    }

    // CR 608.2h: Nico's Bears had a +1/+1 counter; it dies and Ana gets a 1/1 green Snake.
    void counterMakesASnake()
    {
        const Playthrough p = riteAtBears(1);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        const QStringList left = test::idsIn(p.finalState, Zone::Battlefield);
        QVERIFY2(left.size() == 1, qPrintable(test::happened(p)));
        const Characteristics* snake = test::charsOf(p, left.first());
        QVERIFY(snake);
        QCOMPARE(snake->name, QStringLiteral("Snake"));
        QCOMPARE(test::ptOf(p, left.first()), QStringLiteral("1/1"));
        QCOMPARE(p.finalState.object(left.first())->controller, QStringLiteral("ana"));
    }

    // CR 608.2c: without a counter the Bears dies and no token is made.
    void noCounterNoSnake()
    {
        const Playthrough p = riteAtBears(0);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::idsIn(p.finalState, Zone::Battlefield).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 120.3, 608.2h: one damage action to every permanent either part selects: creatures without flying, and
    // planeswalkers.
    void damageToEitherSet()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Magmaquake"), 0);
        QVERIFY(spell && spell->targets.isEmpty() && spell->effect.size() == 1);
        const Action& a = spell->effect.first();
        QCOMPARE(a.kind, ActionKind::Damage);
        QVERIFY(a.amount.x && a.to && !a.eachPlayer);
        QCOMPARE(a.to->anyOf.size(), 2);
        QCOMPARE(a.to->anyOf[0].types, quint16(CardType::Creature));
        QCOMPARE(a.to->anyOf[0].withoutKeyword, QStringLiteral("Flying"));
        QCOMPARE(a.to->anyOf[1].types, quint16(CardType::Planeswalker));
    }

    // CR 120.3a, 120.3c, 704.5f: with X = 2 both Bears die, Nico's Serra Angel (flying) is dealt nothing, and his
    // Gideon Jura goes from 6 to 4 loyalty; no player is dealt damage.
    void magmaquakeHitsGroundCreaturesAndPlaneswalkers()
    {
        const Playthrough p = magmaquake();
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("angel")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("angel")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("gideon"), QStringLiteral("loyalty")), 4);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 108.3, 108.4, 115.1: one target, either a permanent its caster owns or one she controls.
    void ownedOrControlledTarget()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Telim'Tor's Edict"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 1);
        const Selector& t = spell->targets.first();
        QCOMPARE(t.anyOf.size(), 2);
        QVERIFY(t.anyOf[0].ownerYou && t.anyOf[0].controller == Selector::Who::Any);
        QVERIFY(!t.anyOf[1].ownerYou && t.anyOf[1].controller == Selector::Who::You);
        QCOMPARE(spell->effect.first().kind, ActionKind::Exile);
    }

    // CR 108.3: Ana owns the Ornithopter Nico controls, so it can be the target, and it is exiled.
    void ownedPermanentExiled()
    {
        const Playthrough p = edictAt("lent");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lent")) == Zone::Exile, qPrintable(test::happened(p)));
    }

    // CR 108.4: her own Grizzly Bears, which she controls, is exiled too.
    void controlledPermanentExiled()
    {
        const Playthrough p = edictAt("abears");
        QVERIFY2(test::zoneOf(p, QStringLiteral("abears")) == Zone::Exile, qPrintable(test::happened(p)));
    }

    // CR 115.1, 601.2c: Nico's Grizzly Bears is neither hers nor under her control: the cast is refused.
    void othersPermanentRefused()
    {
        const Playthrough p = edictAt("nbears");
        QVERIFY2(test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Battlefield);
    }

    // CR 701.17a, 608.2c: the life loss is the target player's, done only if the sacrifice before it was.
    void lifeLossAfterTheSacrifice()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Self-Inflicted Wound"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(spell->effect[0].who, QStringLiteral("target_player"));
        const Action& lose = spell->effect[1];
        QCOMPARE(lose.kind, ActionKind::LoseLife);
        QCOMPARE(lose.who, QStringLiteral("target_player"));
        QVERIFY(lose.ifYouDo);
        QCOMPARE(lose.amount.n, 2);
    }

    // CR 701.17a: Nico sacrifices his green Grizzly Bears, then loses 2 life; his white Serra Angel does the same.
    void sacrificeMadeCostsLife()
    {
        for (const char* creature : {"Grizzly Bears", "Serra Angel"}) {
            const Playthrough p = woundWith(creature);
            QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Graveyard, qPrintable(test::happened(p)));
            QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        }
    }

    // CR 701.17a, 608.2c: with only a colorless Ornithopter Nico sacrifices nothing and loses no life.
    void noSacrificeNoLifeLost()
    {
        const Playthrough p = woundWith("Ornithopter");
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR35)
#include "tst_impspellr35.moc"
