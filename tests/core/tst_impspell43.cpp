// Round 43's spells, read from real cards' Oracle text (tests/data/import/impspell43.json) and played: Hail Storm's one
// amount of damage to you and a group ("… and 1 damage to you and each creature you control"), and the sacrifice of
// "a creature with the greatest power among creatures they control" (Crackling Doom, Consecrate // Consume's back face),
// and Wretched Banquet's destroy "if it has the least power or is tied for least power among creatures on the
// battlefield", and Volcanic Vision's damage equal to the returned card's mana value to each creature your opponents
// control, Morgue Burst's damage equal to the returned creature card's power to any target, and Rupture's damage equal
// to the sacrificed creature's power to each creature without flying and each player; Carnival // Carnage's "that
// permanent's controller" and "That player discards two cards.". The built-in Grizzly Bears (2/2), Craw Wurm (6/4) and Benalish Hero (1/1) are the creatures.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell43.json"));
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Nico's turn: his Grizzly Bears and Craw Wurm attack Ana, his second Grizzly Bears stays home; Ana, who controls a
// Grizzly Bears and a Benalish Hero, casts Hail Storm and it resolves.
Playthrough hailStorm()
{
    const QByteArray objects = test::objectJson("storm", "Hail Storm", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + "," + test::objectJson("nw", "Craw Wurm", "", "nico") + ","
        + test::objectJson("home", "Grizzly Bears", "", "nico") + "," + test::objectJson("ab", "Grizzly Bears") + ","
        + test::objectJson("hero", "Benalish Hero");
    return test::playScenarioOnNicosTurn(fixtures(), objects,
        R"({"id": "a1", "attack": {"nb": "ana", "nw": "ana"}}, {"id": "e1", "cast": "storm"}, {"id": "e2", "resolve": "top"})");
}

// Ana casts Crackling Doom and it resolves, `resolveRest` more keys of the resolve event. Nico controls a Grizzly Bears
// and a Craw Wurm, Ana a Craw Wurm.
Playthrough cracklingDoom(const QByteArray& resolveRest = {})
{
    const QByteArray objects = test::objectJson("doom", "Crackling Doom", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + "," + test::objectJson("nw", "Craw Wurm", "", "nico") + ","
        + test::objectJson("aw", "Craw Wurm");
    return test::playScenario(
        fixtures(), objects, R"({"id": "e1", "cast": "doom"}, {"id": "e2", "resolve": "top")" + resolveRest + "}");
}

// Ana casts Wretched Banquet at `target` and it resolves. Nico controls a Grizzly Bears and a Craw Wurm, Ana a Benalish
// Hero unless `noHero`, and a second Grizzly Bears when `secondBears`.
Playthrough wretchedBanquet(const char* target, bool noHero, bool secondBears = false)
{
    QByteArray objects = test::objectJson("banquet", "Wretched Banquet", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + "," + test::objectJson("nw", "Craw Wurm", "", "nico");
    if (!noHero)
        objects += "," + test::objectJson("hero", "Benalish Hero");
    if (secondBears)
        objects += "," + test::objectJson("ab", "Grizzly Bears");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "banquet", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top"})");
}

// Ana casts Volcanic Vision at the Capsize (mana value 3) in her graveyard and it resolves. Nico controls a Grizzly
// Bears and a Craw Wurm, Ana a Grizzly Bears.
Playthrough volcanicVision()
{
    const QByteArray objects = test::objectJson("vision", "Volcanic Vision", ", \"zone\": \"hand\"") + ","
        + test::objectJson("capsize", "Capsize", ", \"zone\": \"graveyard\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + "," + test::objectJson("nw", "Craw Wurm", "", "nico") + ","
        + test::objectJson("ab", "Grizzly Bears");
    return test::playScenario(
        fixtures(), objects, R"({"id": "e1", "cast": "vision", "targets": ["capsize"]}, {"id": "e2", "resolve": "top"})");
}

// Ana casts Morgue Burst at the Craw Wurm (6/4) in her graveyard and at `second`, and it resolves. Nico controls a
// Grizzly Bears.
Playthrough morgueBurst(const char* second)
{
    const QByteArray objects = test::objectJson("burst", "Morgue Burst", ", \"zone\": \"hand\"") + ","
        + test::objectJson("wurm", "Craw Wurm", ", \"zone\": \"graveyard\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "burst", "targets": ["wurm", ")" + QByteArray(second) + R"("]}, {"id": "e2", "resolve": "top"})");
}

// Ana casts Rupture and it resolves, sacrificing her Craw Wurm (6/4; her only creature). Nico controls a Grizzly Bears
// and an Aesthir Glider (2/1, flying).
Playthrough rupture()
{
    const QByteArray objects = test::objectJson("rupture", "Rupture", ", \"zone\": \"hand\"") + ","
        + test::objectJson("wurm", "Craw Wurm") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
        + test::objectJson("glider", "Aesthir Glider", "", "nico");
    return test::playScenario(fixtures(), objects, R"({"id": "e1", "cast": "rupture"}, {"id": "e2", "resolve": "top"})");
}

// Ana casts Carnival at Nico's Grizzly Bears and it resolves.
Playthrough carnival()
{
    const QByteArray objects = test::objectJson("carnival", "Carnival", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico");
    return test::playScenario(
        fixtures(), objects, R"({"id": "e1", "cast": "carnival", "targets": ["nb"]}, {"id": "e2", "resolve": "top"})");
}

void checkRankedSacrifice(const Action& a, const char* who)
{
    QCOMPARE(a.kind, ActionKind::Sacrifice);
    QCOMPARE(a.who, QString::fromLatin1(who));
    QVERIFY(a.object && !a.object->isRef());
    QCOMPARE(a.object->types, quint16(CardType::Creature));
    QCOMPARE(a.object->powerRank, Selector::PowerRank::Greatest);
    QVERIFY(a.object->rankPerController);
    QCOMPARE(a.object->controller, Selector::Who::Any);
    QVERIFY(!a.each);
    QCOMPARE(a.pick, 0);
}

}   // namespace

class TestImpSpell43 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 8); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 120.3, 608.2c: two damage instructions; the second is one amount to you and to each creature you control.
    void hailStormReadsOneAmountToYouAndAGroup()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Hail Storm"), 0);
        QVERIFY(a);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Damage);
        QCOMPARE(a->effect[0].amount.n, 2);
        QVERIFY(a->effect[0].to && a->effect[0].to->attacking && a->effect[0].who.isEmpty());
        const Action& second = a->effect[1];
        QCOMPARE(second.kind, ActionKind::Damage);
        QCOMPARE(second.amount.n, 1);
        QCOMPARE(second.who, QStringLiteral("you"));
        QVERIFY(second.to && !second.to->isRef());
        QCOMPARE(second.to->types, quint16(CardType::Creature));
        QCOMPARE(second.to->controller, Selector::Who::You);
        QVERIFY(!second.eachPlayer);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hail Storm"), 0),
            QStringLiteral("~ deals 2 damage to attacking creatures and 1 damage to you and each creature you control."));
    }

    // CR 120.3, 510.2 (not combat damage), 704.5g: each attacker is dealt 2, Ana and each of her creatures 1; Nico's
    // creature at home and Nico are dealt nothing. The 2/2 attacker and the 1/1 Hero die, the others keep the damage.
    void hailStormDealsEachAmountToItsRecipients()
    {
        const Playthrough p = hailStorm();
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nw")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("nw")), 2);
        QCOMPARE(test::zoneOf(p, QStringLiteral("home")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("home")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("ab")), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("hero")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 701.17a: "a creature with the greatest power among creatures they control" is each opponent's own greatest.
    void cracklingDoomReadsTheRankedSacrifice()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Crackling Doom"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::DamageEachOpponent);
        QCOMPARE(a->effect[0].amount.n, 2);
        checkRankedSacrifice(a->effect[1], "each_opponent");
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crackling Doom"), 0),
            QStringLiteral("~ deals 2 damage to each opponent. Each opponent sacrifices a creature with the greatest power "
                           "among creatures they control."));
    }

    // CR 120.3, 701.17a: Nico is dealt 2 and sacrifices his Craw Wurm, his greatest; the Bears and Ana's Wurm stay.
    void cracklingDoomSacrificesTheGreatest()
    {
        const Playthrough p = cracklingDoom();
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nw")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("aw")), Zone::Battlefield);
    }

    // CR 701.17a: the Bears are not Nico's greatest, so a choice naming them is not one he can make.
    void cracklingDoomIgnoresALesserChoice()
    {
        const Playthrough p = cracklingDoom(R"(, "choices": {"objects": ["nb"]})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("nw")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Battlefield);
    }

    // CR 608.2c, 608.2b: any creature may be the target; whether it has the least power is seen as the destroy is done.
    void wretchedBanquetReadsTheLeastPowerCondition()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Wretched Banquet"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].types, quint16(CardType::Creature));
        QCOMPARE(a->targets[0].powerRank, Selector::PowerRank::None);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Destroy);
        QVERIFY(a->effect[0].condition && a->effect[0].condition->kind == Condition::Kind::TargetIs);
        QVERIFY(!a->effect[0].condition->negated && a->effect[0].condition->filter);
        QCOMPARE(a->effect[0].condition->filter->powerRank, Selector::PowerRank::Least);
        QCOMPARE(a->effect[0].condition->filter->types, quint16(CardType::Creature));
        QVERIFY(!a->effect[0].condition->filter->rankPerController);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wretched Banquet"), 0),
            QStringLiteral("Destroy target creature if it has the least power or is tied for least power among creatures on "
                           "the battlefield."));
    }

    // CR 608.2c: the Bears (2) are not the least while Ana's Hero (1) is on the battlefield, so nothing is destroyed;
    // without the Hero they are, whoever controls the other creatures; tied with Ana's Bears they are too.
    void wretchedBanquetDestroysOnlyTheLeast()
    {
        const Playthrough withHero = wretchedBanquet("nb", false);
        QVERIFY2(outcome(withHero, "e1").isEmpty(), qPrintable(test::happened(withHero)));
        QCOMPARE(test::zoneOf(withHero, QStringLiteral("nb")), Zone::Battlefield);
        const Playthrough least = wretchedBanquet("nb", true);
        QCOMPARE(test::zoneOf(least, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(least, QStringLiteral("nw")), Zone::Battlefield);
        const Playthrough tied = wretchedBanquet("nb", true, true);
        QCOMPARE(test::zoneOf(tied, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(tied, QStringLiteral("ab")), Zone::Battlefield);
        const Playthrough greatest = wretchedBanquet("nw", true);
        QVERIFY2(outcome(greatest, "e1").isEmpty(), qPrintable(test::happened(greatest)));
        QCOMPARE(test::zoneOf(greatest, QStringLiteral("nw")), Zone::Battlefield);
    }

    // CR 202.3, 608.2h: the damage is the target card's mana value; "each creature your opponents control" a group.
    void volcanicVisionReadsTheCardsManaValue()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Volcanic Vision"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].zone, Zone::Graveyard);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[0].kind, ActionKind::ReturnToHand);
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::ManaValueOfMoved);
        QCOMPARE(damage.amountOf->who, QStringLiteral("that_target"));
        QVERIFY(damage.to && !damage.to->isRef());
        QCOMPARE(damage.to->types, quint16(CardType::Creature));
        QCOMPARE(damage.to->controller, Selector::Who::Opponent);
        QVERIFY(damage.who.isEmpty());
        QCOMPARE(a->effect[2].kind, ActionKind::Exile);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Volcanic Vision"), 0),
            QStringLiteral("Return target instant or sorcery card from your graveyard to your hand. ~ deals damage equal to "
                           "that card's mana value to each creature an opponent controls. Exile ~."));
    }

    // CR 202.3, 608.2h, 120.3, 704.5g: Capsize goes to Ana's hand; Nico's Bears are dealt 3 and die, his Wurm keeps 3
    // damage; Ana's Bears are dealt none; Volcanic Vision is exiled.
    void volcanicVisionDealsTheManaValueToEach()
    {
        const Playthrough p = volcanicVision();
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("capsize")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nw")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("nw")), 3);
        QCOMPARE(test::damageOn(p, QStringLiteral("ab")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("vision")), Zone::Exile);
    }

    // CR 115.1, 608.2h: two targets, the creature card and any target; the damage is the card's power, named again.
    void morgueBurstReadsTheReturnedCardsPower()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Morgue Burst"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 2);
        QCOMPARE(a->targets[0].zone, Zone::Graveyard);
        QCOMPARE(a->targets[0].types, quint16(CardType::Creature));
        QCOMPARE(a->targets[1].word, QStringLiteral("any_target"));
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::ReturnToHand);
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::PowerOfTarget);
        QCOMPARE(damage.amountOf->who, QStringLiteral("that_target"));
        QVERIFY(damage.to && damage.to->ref == Selector::Ref::Target2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Morgue Burst"), 0),
            QStringLiteral("Return target creature card from your graveyard to your hand. ~ deals damage equal to that card's "
                           "power to any target."));
    }

    // CR 608.2h, 120.3: the Wurm goes to Ana's hand and its power, 6, is dealt to Nico, or to his Bears.
    void morgueBurstDealsThePower()
    {
        const Playthrough atNico = morgueBurst("nico");
        QVERIFY2(outcome(atNico, "e1").isEmpty(), qPrintable(test::happened(atNico)));
        QCOMPARE(test::zoneOf(atNico, QStringLiteral("wurm")), Zone::Hand);
        QCOMPARE(test::lifeOf(atNico, QStringLiteral("nico")), 14);
        const Playthrough atBears = morgueBurst("nb");
        QCOMPARE(test::zoneOf(atBears, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(atBears, QStringLiteral("nico")), 20);
    }

    // CR 701.17a, 608.2h: the spell's own sacrifice, then damage equal to that creature's power, all dealt at once.
    void ruptureReadsTheSacrificedPowerToEach()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Rupture"), 0);
        QVERIFY(a);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(a->effect[0].who, QStringLiteral("you"));
        const Action& damage = a->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::PowerOfSacrificed);
        QVERIFY(damage.eachPlayer);
        QVERIFY(damage.to && !damage.to->isRef());
        QCOMPARE(damage.to->types, quint16(CardType::Creature));
        QCOMPARE(damage.to->withoutKeyword, QStringLiteral("Flying"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rupture"), 0),
            QStringLiteral("Sacrifice a creature. ~ deals damage equal to the sacrificed creature's power to each creature "
                           "without flying and each player."));
    }

    // CR 608.2h, 120.3: the Wurm's last power, 6, is dealt to each player and Nico's Bears; the flying Glider is not dealt
    // damage.
    void ruptureDealsThePowerToEach()
    {
        const Playthrough p = rupture();
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("glider")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("glider")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 14);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
    }

    // CR 115.1, 608.2h: one target each half; "that permanent's controller" and "that player" name it again.
    void carnivalReadsBothHalves()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Carnival"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].anyOf.size(), 2);
        QCOMPARE(a->effect.size(), 2);
        QVERIFY(a->effect[0].to && a->effect[0].to->ref == Selector::Ref::Target);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QCOMPARE(a->effect[1].who, QStringLiteral("controller_of_that_target"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Carnival"), 0),
            QStringLiteral("~ deals 1 damage to target creature or planeswalker and 1 damage to that permanent's controller."));
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Carnival"));
        QVERIFY(c && c->card && c->card->back);
        const AbilityDef& back = *c->card->back->abilities[0];
        QCOMPARE(back.targets.size(), 1);
        QCOMPARE(back.targets[0].word, QStringLiteral("player"));
        QCOMPARE(back.targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(back.effect.size(), 2);
        QVERIFY(back.effect[0].to && back.effect[0].to->ref == Selector::Ref::Target);
        QCOMPARE(back.effect[1].kind, ActionKind::Discard);
        QCOMPARE(back.effect[1].amount.n, 2);
        QCOMPARE(back.effect[1].who, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Carnival"), 1),
            QStringLiteral("~ deals 3 damage to target opponent. That player discards two cards."));
    }

    // CR 120.3, 608.2h: the Bears are dealt 1, and Nico, their controller, 1.
    void carnivalDealsDamageToTheControllerToo()
    {
        const Playthrough p = carnival();
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("nb")), 1);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 701.17a, 608.2h: Consume's back face reads the same sacrifice by the target player, then the life of that
    // creature's power. (The event player casts no split card's second half, so this is the model and its English.)
    void consumeReadsTheRankedSacrificeAndItsPower()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Consecrate"));
        QVERIFY(c && c->card && c->card->back);
        QCOMPARE(c->card->back->abilities.size(), 1);
        const AbilityDef& a = *c->card->back->abilities[0];
        QCOMPARE(a.targets.size(), 1);
        QCOMPARE(a.effect.size(), 2);
        checkRankedSacrifice(a.effect[0], "target_player");
        QCOMPARE(a.effect[1].kind, ActionKind::GainLife);
        QVERIFY(a.effect[1].amountOf && a.effect[1].amountOf->kind == Expr::Kind::PowerOfSacrificed);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Consecrate"), 2),
            QStringLiteral("Target player sacrifices a creature with the greatest power among creatures they control. You "
                           "gain life equal to the sacrificed creature's power."));
    }
};

QTEST_GUILESS_MAIN(TestImpSpell43)
#include "tst_impspell43.moc"
