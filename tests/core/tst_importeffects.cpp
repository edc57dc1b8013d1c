// The effect templates of core/import/OracleEffects.cpp and OracleTokens.cpp read from real cards'
// Oracle text (tests/data/import/effects.json): the typed structure, the round trip that trusts it,
// and the card format that keeps it.
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("effects.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

}   // namespace

class TestImportEffects : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        // Tangle's "Each attacking creature doesn't untap …" is read by no template yet.
        QCOMPARE(fixtures().cards.size(), 19);
        for (const ImportedCard& c : fixtures().cards) {
            if (c.card->name() == QLatin1String("Tangle"))
                continue;
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
        }
    }

    void tokensTheCardDefines()
    {
        // 111.2: "Create a 3/3 green Elephant creature token." defines the token's characteristics.
        const AbilityDef* herd = parsed(QStringLiteral("Call of the Herd"), 0);
        QVERIFY(herd);
        const Action& create = herd->effect.value(0);
        QCOMPARE(create.kind, ActionKind::CreateToken);
        QVERIFY(create.token);
        const CardFace& elephant = create.token->front;
        QVERIFY(create.token->token);
        QCOMPARE(elephant.name, QStringLiteral("Elephant"));
        QCOMPARE(elephant.power->value, 3);
        QCOMPARE(elephant.toughness->value, 3);
        QVERIFY(elephant.colors().has(Color::Green));
        QCOMPARE(elephant.type.cardTypes, quint16(CardType::Creature));
        QCOMPARE(create.amount.n, 1);
        // "two … tokens": the amount.
        const AbilityDef* warrens = parsed(QStringLiteral("Empty the Warrens"), 0);
        QVERIFY(warrens);
        QCOMPARE(warrens->effect.value(0).amount.n, 2);
        QCOMPARE(warrens->effect.value(0).token->front.name, QStringLiteral("Goblin"));
        // A colorless artifact creature token with flying.
        const AbilityDef* pioneer = parsed(QStringLiteral("Aviation Pioneer"), 0);
        QVERIFY(pioneer);
        const CardFace& thopter = pioneer->effect.value(0).token->front;
        QVERIFY(thopter.colors().isEmpty());
        QVERIFY(thopter.type.has(CardType::Artifact));
        QVERIFY(thopter.type.has(CardType::Creature));
        QCOMPARE(thopter.abilities.size(), 1);
        QVERIFY(thopter.abilities[0]->isKeyword(QStringLiteral("Flying")));
    }

    void cardsInGraveyards()
    {
        const AbilityDef* raise = parsed(QStringLiteral("Raise Dead"), 0);
        QVERIFY(raise);
        QCOMPARE(raise->effect.value(0).kind, ActionKind::ReturnToHand);
        const Selector& card = raise->targets.value(0);
        QCOMPARE(card.zone, Zone::Graveyard);
        QCOMPARE(card.where, Selector::Where::Specific);
        QVERIFY(card.ownerYou);
        QCOMPARE(card.types, quint16(CardType::Creature));
        const AbilityDef* purge = parsed(QStringLiteral("Coffin Purge"), 0);
        QVERIFY(purge);
        QCOMPARE(purge->effect.value(0).kind, ActionKind::Exile);
        QCOMPARE(purge->targets.value(0).zone, Zone::Graveyard);
        QVERIFY(!purge->targets.value(0).ownerYou);   // "from a graveyard": any player's
    }

    void playerActions()
    {
        const AbilityDef* edict = parsed(QStringLiteral("Diabolic Edict"), 0);
        QVERIFY(edict);
        QCOMPARE(edict->effect.value(0).kind, ActionKind::Sacrifice);
        QCOMPARE(edict->effect.value(0).who, QStringLiteral("target_player"));
        QCOMPARE(edict->effect.value(0).object->types, quint16(CardType::Creature));
        QCOMPARE(edict->targets.value(0).word, QStringLiteral("player"));
        const AbilityDef* rat = parsed(QStringLiteral("Burglar Rat"), 0);
        QVERIFY(rat);
        QCOMPARE(rat->effect.value(0).kind, ActionKind::Discard);
        QCOMPARE(rat->effect.value(0).who, QStringLiteral("each_opponent"));
        // "Its controller loses 2 life": the controller of the first target.
        const AbilityDef* despoil = parsed(QStringLiteral("Despoil"), 0);
        QVERIFY(despoil);
        QCOMPARE(despoil->effect.value(1).kind, ActionKind::LoseLife);
        QCOMPARE(despoil->effect.value(1).who, QStringLiteral("controller_of_target"));
        // 701.13b: the older "puts the top … into their graveyard" is mill.
        const AbilityDef* adept = parsed(QStringLiteral("Cathartic Adept"), 0);
        QVERIFY(adept);
        QCOMPARE(adept->effect.value(0).kind, ActionKind::Mill);
        QCOMPARE(adept->effect.value(0).amount.n, 1);
        const AbilityDef* chill = parsed(QStringLiteral("Chill of Foreboding"), 0);
        QVERIFY(chill);
        QCOMPARE(chill->effect.value(0).who, QStringLiteral("each_player"));
        QCOMPARE(chill->effect.value(0).amount.n, 5);
    }

    void twoActionsInOneSentence()
    {
        const AbilityDef* drain = parsed(QStringLiteral("Essence Drain"), 0);
        QVERIFY(drain);
        QCOMPARE(drain->effect.size(), 2);
        QCOMPARE(drain->effect[0].kind, ActionKind::Damage);
        QCOMPARE(drain->effect[1].kind, ActionKind::GainLife);
        const AbilityDef* zealot = parsed(QStringLiteral("Dusk Legion Zealot"), 0);
        QVERIFY(zealot);
        QCOMPARE(zealot->effect.size(), 2);
        QCOMPARE(zealot->effect[0].kind, ActionKind::Draw);
        QCOMPARE(zealot->effect[1].kind, ActionKind::LoseLife);
        // Caldera Lake: "~ deals 1 damage to you." after the mana.
        const AbilityDef* lake = parsed(QStringLiteral("Caldera Lake"), 2);
        QVERIFY(lake);
        QCOMPARE(lake->effect.value(1).kind, ActionKind::Damage);
        QCOMPARE(lake->effect.value(1).who, QStringLiteral("you"));
        // "Tap target creature. It doesn't untap …": the same target.
        const AbilityDef* chill = parsed(QStringLiteral("Crippling Chill"), 0);
        QVERIFY(chill);
        QCOMPARE(chill->effect.value(1).kind, ActionKind::DontUntapNext);
        QCOMPARE(chill->effect.value(1).object->ref, Selector::Ref::Target);
    }

    void searchesAndTurns()
    {
        const AbilityDef* wilds = parsed(QStringLiteral("Evolving Wilds"), 0);
        QVERIFY(wilds);
        QCOMPARE(wilds->effect.value(0).kind, ActionKind::SearchBasicLand);
        QVERIFY(wilds->effect.value(0).tapped);
        const AbilityDef* mesa = parsed(QStringLiteral("Arid Mesa"), 0);
        QVERIFY(mesa);
        QCOMPARE(mesa->effect.value(0).kind, ActionKind::SearchLandType);
        QCOMPARE(mesa->effect.value(0).landTypes.size(), 2);
        const AbilityDef* turn = parsed(QStringLiteral("Temporal Manipulation"), 0);
        QVERIFY(turn);
        QCOMPARE(turn->effect.value(0).kind, ActionKind::ExtraTurn);
        const AbilityDef* fog = parsed(QStringLiteral("Tangle"), 0);
        QVERIFY(fog);
        QCOMPARE(fog->effect.value(0).kind, ActionKind::PreventCombatDamage);
    }

    void nonColorSelector()
    {
        // Annihilate: "Destroy target nonblack creature. It can't be regenerated."
        const AbilityDef* a = parsed(QStringLiteral("Annihilate"), 0);
        QVERIFY(a);
        QVERIFY(a->targets.value(0).notColors.has(Color::Black));
        QCOMPARE(a->targets.value(0).notColors.count(), 1);
        QCOMPARE(a->targets.value(0).types, quint16(CardType::Creature));
        QVERIFY(a->effect.value(0).noRegenerate);
    }

    void cardFormatKeepsEachAbility()
    {
        // Written in the card format and read back, each parsed ability is the same structure.
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked > 0);
    }
};

QTEST_GUILESS_MAIN(TestImportEffects)
#include "tst_importeffects.moc"
