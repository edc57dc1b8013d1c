// One-shot actions, modal spells and abilities, triggers, costs and object rules read from real
// cards' Oracle text (tests/data/import/actions.json): the typed structure each template family
// gives, the round trip that trusts it, and the card format that keeps it.
#include "ImportFixtures.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("actions.json"));
}

// The parsed ability `index` of the card `name`, checked as trusted by the round trip; null (and a
// failed check) otherwise.
const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

}   // namespace

class TestImportActions : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        // Conversion's "All Mountains are Plains" and Implement of Combustion's "It deals … to target
        // player or planeswalker" are read by no template yet: those cards are partly understood.
        QCOMPARE(fixtures().cards.size(), 26);
        for (const ImportedCard& c : fixtures().cards) {
            if (c.card->name() == QLatin1String("Conversion") || c.card->name() == QLatin1String("Implement of Combustion"))
                continue;
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
        }
    }

    void modalSpellIsOneAbilityWithItsModes()
    {
        // 700.2: "Choose one —" and its "•" modes are one ability, each mode with its own target.
        const ImportedCard* abrade = test::findCard(fixtures(), QStringLiteral("Abrade"));
        QVERIFY(abrade);
        QCOMPARE(abrade->abilities.size(), 1);
        const AbilityDef* a = parsed(QStringLiteral("Abrade"), 0);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Spell);
        QVERIFY(a->effect.isEmpty());
        QCOMPARE(a->modes.size(), 2);
        QCOMPARE(int(a->modesMin), 1);
        QCOMPARE(int(a->modesMax), 1);
        QCOMPARE(a->modes[0]->effect.value(0).kind, ActionKind::Damage);
        QCOMPARE(a->modes[0]->targets.value(0).types, quint16(CardType::Creature));
        QCOMPARE(a->modes[1]->effect.value(0).kind, ActionKind::Destroy);
        QCOMPARE(a->modes[1]->targets.value(0).types, quint16(CardType::Artifact));

        const AbilityDef* both = parsed(QStringLiteral("Artful Takedown"), 0);
        QVERIFY(both);
        QCOMPARE(int(both->modesMin), 1);
        QCOMPARE(int(both->modesMax), 2);
        QCOMPARE(both->modes[0]->effect.value(0).kind, ActionKind::Tap);
        QCOMPARE(both->modes[1]->effect.value(0).kind, ActionKind::Continuous);
    }

    void modalTriggeredAbility()
    {
        const AbilityDef* a = parsed(QStringLiteral("Aven Surveyor"), 1);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QCOMPARE(a->modes.size(), 2);
        QCOMPARE(a->modes[0]->effect.value(0).kind, ActionKind::PutCounter);
        QCOMPARE(a->modes[0]->effect.value(0).object->ref, Selector::Ref::Self);
        QCOMPARE(a->modes[1]->effect.value(0).kind, ActionKind::ReturnToHand);
        // "Target opponent loses 2 life" keeps its opponent, written back as such.
        const AbilityDef* exarch = parsed(QStringLiteral("Inquisitor Exarch"), 0);
        QVERIFY(exarch);
        QCOMPARE(exarch->modes[1]->targets.value(0).controller, Selector::Who::Opponent);
    }

    void oneShotActions_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("ability");
        QTest::addColumn<int>("kind");
        QTest::newRow("701.19 regenerate ~") << "Charging Troll" << 1 << int(ActionKind::Regenerate);
        QTest::newRow("701.6 counter target spell") << "Cancel" << 0 << int(ActionKind::CounterSpell);
        QTest::newRow("701.6a counter unless pays") << "Censor" << 0 << int(ActionKind::CounterSpell);
        QTest::newRow("701.8 target player discards") << "Fill with Fright" << 0 << int(ActionKind::Discard);
        QTest::newRow("701.8 triggered discard") << "Abyssal Horror" << 1 << int(ActionKind::Discard);
        QTest::newRow("615 prevent the next N") << "Alabaster Wall" << 1 << int(ActionKind::PreventDamage);
        QTest::newRow("return ~ to hand") << "Blinking Spirit" << 0 << int(ActionKind::ReturnToHand);
        QTest::newRow("603.7 next turn's upkeep") << "Blessed Wine" << 1 << int(ActionKind::Delayed);
        QTest::newRow("sacrifice unless you pay") << "Conversion" << 0 << int(ActionKind::SacrificeUnlessPay);
        QTest::newRow("dies, older wording") << "Implement of Combustion" << 1 << int(ActionKind::Draw);
    }
    void oneShotActions()
    {
        QFETCH(QString, name);
        QFETCH(int, ability);
        QFETCH(int, kind);
        const AbilityDef* a = parsed(name, ability);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(int(a->effect[0].kind), kind);
    }

    void actionDetails()
    {
        const Action& regenerate = parsed(QStringLiteral("Charging Troll"), 1)->effect[0];
        QCOMPARE(regenerate.object->ref, Selector::Ref::Self);
        const AbilityDef* cancel = parsed(QStringLiteral("Cancel"), 0);
        QCOMPARE(cancel->targets.value(0).word, QStringLiteral("spell"));
        QCOMPARE(cancel->targets.value(0).zone, Zone::Stack);
        QCOMPARE(parsed(QStringLiteral("Censor"), 0)->effect[0].text, QStringLiteral("{1}"));
        const Action& discard = parsed(QStringLiteral("Fill with Fright"), 0)->effect[0];
        QCOMPARE(discard.amount.n, 2);
        QCOMPARE(discard.who, QStringLiteral("target_player"));
        const Action& prevent = parsed(QStringLiteral("Alabaster Wall"), 1)->effect[0];
        QCOMPARE(prevent.amount.n, 1);
        QCOMPARE(parsed(QStringLiteral("Alabaster Wall"), 1)->targets.value(0).word, QStringLiteral("any_target"));
        const Action& delayed = parsed(QStringLiteral("Blessed Wine"), 1)->effect[0];
        QCOMPARE(delayed.event, TriggerEvent::EachUpkeep);
        QCOMPARE(delayed.nested.value(0).kind, ActionKind::Draw);
        QCOMPARE(parsed(QStringLiteral("Conversion"), 0)->effect[0].text, QStringLiteral("{W}{W}"));
        QCOMPARE(parsed(QStringLiteral("Implement of Combustion"), 1)->event, TriggerEvent::SelfDies);
    }

    void targetRestrictions()
    {
        // "target nonland permanent with converted mana cost 3 or less"
        const AbilityDef* decay = parsed(QStringLiteral("Abrupt Decay"), 1);
        QVERIFY(decay);
        const Selector& t = decay->targets.value(0);
        QCOMPARE(t.word, QStringLiteral("permanent"));
        QCOMPARE(t.notTypes, quint16(CardType::Land));
        QCOMPARE(t.manaValueAtMost, std::optional<int>(3));
        // "target artifact, enchantment, or land": the types in printed order.
        const AbilityDef* slime = parsed(QStringLiteral("Acidic Slime"), 1);
        QVERIFY(slime);
        const QVector<Selector>& parts = slime->targets.value(0).anyOf;
        QCOMPARE(parts.size(), 3);
        QCOMPARE(parts[0].types, quint16(CardType::Artifact));
        QCOMPARE(parts[1].types, quint16(CardType::Enchantment));
        QCOMPARE(parts[2].types, quint16(CardType::Land));
        // "target player or planeswalker" (115.1): a player or a planeswalker permanent.
        const AbilityDef* missile = parsed(QStringLiteral("Scorching Missile"), 0);
        QVERIFY(missile);
        const QVector<Selector>& either = missile->targets.value(0).anyOf;
        QCOMPARE(either.size(), 2);
        QCOMPARE(either[0].word, QStringLiteral("player"));
        QCOMPARE(either[1].types, quint16(CardType::Planeswalker));
        QCOMPARE(missile->effect.value(0).kind, ActionKind::Damage);
    }

    void itInASelfTriggerIsSelf()
    {
        const AbilityDef* veteran = parsed(QStringLiteral("Benalish Veteran"), 0);
        QVERIFY(veteran);
        QCOMPARE(veteran->event, TriggerEvent::SelfAttacks);
        QCOMPARE(veteran->effect[0].continuous->affects->ref, Selector::Ref::Self);
        const AbilityDef* neonate = parsed(QStringLiteral("Bloodcrazed Neonate"), 1);
        QVERIFY(neonate);
        QCOMPARE(neonate->event, TriggerEvent::SelfDealsCombatDamageToPlayer);
        QCOMPARE(neonate->effect[0].object->ref, Selector::Ref::Self);
    }

    void rulesAndCosts()
    {
        auto rule = [](const AbilityDef* a) { return a && a->ops.size() == 1 ? a->ops[0].rule : RuleName::NoLegendRule; };
        QCOMPARE(rule(parsed(QStringLiteral("Aesthir Glider"), 1)), RuleName::CantBlock);
        QCOMPARE(rule(parsed(QStringLiteral("Battlefield Percher"), 1)), RuleName::CanBlockOnlyFlying);
        QCOMPARE(rule(parsed(QStringLiteral("Abrupt Decay"), 0)), RuleName::CantBeCountered);
        // "can't block this turn" and "can't be blocked this turn": the same rules, until end of turn (514.2).
        for (const auto& [name, index, ruleName, ref] :
            {std::tuple{"Fervent Cathar", 1, RuleName::CantBlock, Selector::Ref::Target},
                std::tuple{"Blockade Runner", 0, RuleName::CantBeBlocked, Selector::Ref::Self}}) {
            const AbilityDef* a = parsed(QLatin1String(name), index);
            QVERIFY2(a, name);
            QCOMPARE(a->effect.size(), 1);
            QVERIFY(a->effect[0].continuous);
            const ContinuousDef& c = *a->effect[0].continuous;
            QCOMPARE(c.duration, Duration::EndOfTurn);
            QCOMPARE(c.affects->ref, ref);
            QCOMPARE(c.ops.value(0).rule, ruleName);
        }
        // 601.2f: an additional cost is its own ability, with a sacrifice of another permanent.
        const AbilityDef* reap = parsed(QStringLiteral("Altar's Reap"), 0);
        QVERIFY(reap);
        QCOMPARE(reap->kind, AbilityDef::Kind::AdditionalCost);
        QCOMPARE(reap->costParts.size(), 1);
        QCOMPARE(reap->costParts[0].kind, CostKind::Sacrifice);
        QVERIFY(reap->costParts[0].card);
        QCOMPARE(reap->costParts[0].card->types, quint16(CardType::Creature));
    }

    void cardFormatKeepsEveryNewForm()
    {
        // Each understood card written in the card format reads back as the same structure.
        for (const ImportedCard& c : fixtures().cards) {
            if (c.status != CardStatus::Understood)
                continue;
            QString why;
            const CardPtr back = test::throughCardFormat(*c.card, &why);
            QVERIFY2(back, qPrintable(why));
            QCOMPARE(back->front.abilities.size(), c.card->front.abilities.size());
            for (int i = 0; i < back->front.abilities.size(); ++i)
                QVERIFY2(back->front.abilities[i]->sameStructure(*c.card->front.abilities[i]),
                    qPrintable(c.card->name()));
        }
    }
};

QTEST_GUILESS_MAIN(TestImportActions)
#include "tst_importactions.moc"
