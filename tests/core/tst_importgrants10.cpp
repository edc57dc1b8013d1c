// Static abilities that grant a quoted activated or triggered ability (layer 6, CR 613.1f), read from
// real cards' Oracle text (tests/data/import/grants10.json): the inner ability is an ability of its
// own, "this creature" in it is the object that has it (113.10 for a granted ability's source), the
// text written back round-trips, and the engine gives and removes it in timestamp order (613.7).
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "TableTranslator.h"
#include "text/RulesText.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("grants10.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The abilities the layer system gave `id` through an effect (granted, not printed).
QVector<AbilityInstance> grantedTo(const Resolution& r, const GameState& gs, const QString& id)
{
    QVector<AbilityInstance> out;
    const int i = gs.objectIndex(id);
    if (i < 0)
        return out;
    for (const AbilityInstance& a : r.chars[i].abilities)
        if (!a.grantedBy.isEmpty())
            out << a;
    return out;
}

// The Spanish and Italian of this round's templates, as in the translations TSV, so the test shows
// the granted ability is written through them in the "RulesText" context.
const test::TranslationTable kTemplates = {
    {"you may have %1 deal %2 damage to %3",
        {"puedes hacer que %1 haga %2 puntos de daño a %3", "puoi far sì che %1 infligga %2 danni a %3"}},
};

}   // namespace

class TestImportGrants10 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 13);
    }

    // The granted ability, read by the activated and triggered parsers, written back as Oracle says it.
    void grantedAbilitiesRoundTrip_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("ability");
        QTest::addColumn<int>("op");        // the op of the static that grants
        QTest::addColumn<int>("kind");      // the granted ability's kind
        QTest::addColumn<QString>("written");
        QTest::newRow("Quicksilver Dagger: \"You draw a card\"")
            << "Quicksilver Dagger" << 1 << 0 << int(AbilityDef::Kind::Activated)
            << "Enchanted creature has \"{T}: This creature deals 1 damage to target player or planeswalker. "
               "Draw a card.\"";
        QTest::newRow("Chlorophant: \"another +1/+1 counter\", granted to itself")
            << "Chlorophant" << 1 << 0 << int(AbilityDef::Kind::Triggered)
            << "As long as seven or more cards are in your graveyard, ~ has \"At the beginning of your upkeep, "
               "you may put a +1/+1 counter on ~.\"";
        QTest::newRow("Clash of Realities: to Spirits")
            << "Clash of Realities" << 0 << 0 << int(AbilityDef::Kind::Triggered)
            << "Spirits have \"When this permanent enters, you may have this permanent deal 3 damage to target "
               "non-Spirit creature.\"";
        QTest::newRow("Clash of Realities: to non-Spirit creatures")
            << "Clash of Realities" << 1 << 0 << int(AbilityDef::Kind::Triggered)
            << "Non-Spirit creatures have \"When this creature enters, you may have this creature deal 3 damage to "
               "target Spirit creature.\"";
        QTest::newRow("Rime Transfusion: \"can't be blocked this turn except by snow creatures\"")
            << "Rime Transfusion" << 1 << 1 << int(AbilityDef::Kind::Activated)
            << "Enchanted creature gets +2/+1 and has \"{S}: This creature can't be blocked except by snow creatures "
               "until end of turn.\"";
        QTest::newRow("Spiteful Sliver: \"that much damage to target player or planeswalker\"")
            << "Spiteful Sliver" << 0 << 0 << int(AbilityDef::Kind::Triggered)
            << "Slivers you control have \"Whenever this creature is dealt damage, this creature deals that much "
               "damage to target player or planeswalker.\"";
        QTest::newRow("Reborn Hero: \"return Reborn Hero to the battlefield\", granted to itself")
            << "Reborn Hero" << 1 << 0 << int(AbilityDef::Kind::Triggered)
            << "As long as seven or more cards are in your graveyard, ~ has \"When ~ dies, you may pay {W}{W}. If you "
               "do, return it to the battlefield under your control.\"";
    }

    void grantedAbilitiesRoundTrip()
    {
        QFETCH(QString, card);
        QFETCH(int, ability);
        QFETCH(int, op);
        QFETCH(int, kind);
        QFETCH(QString, written);
        const AbilityDef* a = parsed(card, ability);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QVERIFY(op < a->ops.size());
        const QVector<AbilityPtr>& granted = a->ops[op].abilities;
        QCOMPARE(granted.size(), 1);
        QCOMPARE(int(granted[0]->kind), kind);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[ability].written, written);
    }

    // The inner abilities' parts: the Dagger's damage then a draw by the ability's controller; Clash's
    // damage is optional (603.5) and dealt by the object that has the ability, to a Spirit.
    void innerAbilitiesAreTyped()
    {
        const AbilityDef* dagger = parsed(QStringLiteral("Quicksilver Dagger"), 1);
        QVERIFY(dagger);
        const AbilityDef& tap = *dagger->ops[0].abilities[0];
        QCOMPARE(tap.effect.size(), 2);
        QCOMPARE(tap.effect[0].kind, ActionKind::Damage);
        QCOMPARE(tap.effect[1].kind, ActionKind::Draw);
        QCOMPARE(tap.effect[1].amount.n, 1);
        QVERIFY(tap.effect[1].who.isEmpty());   // "you": the ability's controller

        const AbilityDef* clash = parsed(QStringLiteral("Clash of Realities"), 1);
        QVERIFY(clash);
        const AbilityDef& enters = *clash->ops[0].abilities[0];
        QVERIFY(enters.optional);
        QCOMPARE(enters.effect.size(), 1);
        QCOMPARE(enters.effect[0].kind, ActionKind::Damage);
        QCOMPARE(enters.effect[0].amount.n, 3);
        QCOMPARE(enters.targets.size(), 1);

        const AbilityDef* chlorophant = parsed(QStringLiteral("Chlorophant"), 1);
        QVERIFY(chlorophant);
        const AbilityDef& upkeep = *chlorophant->ops[0].abilities[0];
        QCOMPARE(upkeep.effect.value(0).kind, ActionKind::PutCounter);
        QCOMPARE(upkeep.effect.value(0).counters.n.n, 1);   // "another" puts one more
    }

    // Rime Transfusion's granted ability makes a rule until end of turn: blockers outside the set
    // can't block (509.1b); the set is the snow creatures.
    void exceptByRuleUntilEndOfTurn()
    {
        const AbilityDef* rime = parsed(QStringLiteral("Rime Transfusion"), 1);
        QVERIFY(rime);
        const AbilityDef& snowOnly = *rime->ops[1].abilities.value(0);
        QCOMPARE(snowOnly.effect.size(), 1);
        QCOMPARE(snowOnly.effect[0].kind, ActionKind::Continuous);
        const ContinuousDef& c = *snowOnly.effect[0].continuous;
        QCOMPARE(c.duration, Duration::EndOfTurn);
        QCOMPARE(c.affects->ref, Selector::Ref::Self);
        QCOMPARE(c.ops.value(0).rule, RuleName::CantBeBlockedExceptBy);
        QVERIFY(c.ops[0].filter);
        QCOMPARE(c.ops[0].filter->supertypes, quint8(Supertype::Snow));
    }

    // CR 509.1b: after Tin Street Dodger's "{R}: ~ can't be blocked this turn except by creatures with
    // defender" resolves, Grizzly Bears can't block it and Steel Wall (defender) can.
    void exceptByRuleRefusesOtherBlockers()
    {
        const QByteArray objects = R"({"id": "dodger", "card": "Tin Street Dodger", "controller": "ana", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
            {"id": "wall", "card": "Steel Wall", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const QByteArray activate = R"({"id": "e1", "activate": "dodger", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"dodger": "nico"}}, )";
        Playthrough play = played(objects, activate + R"({"id": "e4", "block": {"bears": ["dodger"]}})");
        QCOMPARE(play.events.size(), 4);
        QVERIFY(play.events[2].done);
        QVERIFY(!play.events[3].done);
        QCOMPARE(play.events[3].problems.value(0).rule, QStringLiteral("509.1b"));
        play = played(objects, activate + R"({"id": "e4", "block": {"wall": ["dodger"]}})");
        QCOMPARE(play.events.size(), 4);
        QVERIFY(play.events[3].done);
    }

    // CR 603.2, 603.7c: Spiteful Sliver is dealt 1 damage, so its granted trigger deals that much
    // (the event's amount) to the target player; nothing else is dealt damage.
    void grantedTriggerDealsThatMuch()
    {
        const AbilityDef* spiteful = parsed(QStringLiteral("Spiteful Sliver"), 0);
        QVERIFY(spiteful);
        const Action& back = spiteful->ops[0].abilities.value(0)->effect.value(0);
        QCOMPARE(back.kind, ActionKind::Damage);
        QVERIFY(back.amountOf);
        QCOMPARE(back.amountOf->kind, Expr::Kind::EventAmount);

        const Playthrough play = played(
            R"({"id": "sliver", "card": "Spiteful Sliver", "controller": "ana", "timestamp": 1},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "damage": [{"source": "bolt", "to": "sliver", "amount": 1}],
                "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.events.size(), 2);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("sliver:1")});
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 19);
        QCOMPARE(play.finalState.player(QStringLiteral("ana"))->life, 20);
    }

    // CR 603.10a, 400.7: with seven cards in Ana's graveyard Reborn Hero has the granted dies trigger
    // as it dies (it looks back in time); paying {W}{W} returns the card to the battlefield under Ana's
    // control, declining leaves it in the graveyard. With six cards it has no such ability.
    void grantedDiesTriggerReturnsTheCard()
    {
        const AbilityDef* hero = parsed(QStringLiteral("Reborn Hero"), 1);
        QVERIFY(hero);
        QVERIFY(hero->condition);
        const QVector<Action>& effect = hero->ops[0].abilities.value(0)->effect;
        QCOMPARE(effect.size(), 2);
        QCOMPARE(effect[1].kind, ActionKind::ReturnToBattlefield);
        QVERIFY(effect[1].ifYouDo);
        QCOMPARE(effect[1].object->ref, Selector::Ref::Self);

        QByteArray graveyard;
        for (int i = 1; i <= 7; ++i)
            graveyard += ", {\"id\": \"g" + QByteArray::number(i)
                + "\", \"card\": \"Forest\", \"owner\": \"ana\", \"zone\": \"graveyard\"}";
        const QByteArray hero7 = R"({"id": "hero", "card": "Reborn Hero", "controller": "ana", "timestamp": 1})" + graveyard;
        Playthrough play = played(hero7, R"({"id": "e1", "move": ["hero"], "to": "graveyard"},
            {"id": "e2", "resolve": "top", "timestamp": 5})");
        QCOMPARE(play.events.size(), 2);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")).size(), 1);
        QCOMPARE(play.finalState.object(QStringLiteral("hero"))->zone, Zone::Battlefield);
        QCOMPARE(play.finalState.object(QStringLiteral("hero"))->controller, QStringLiteral("ana"));

        play = played(hero7, R"({"id": "e1", "move": ["hero"], "to": "graveyard"},
            {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(play.finalState.object(QStringLiteral("hero"))->zone, Zone::Graveyard);

        const QByteArray hero6 = R"({"id": "hero", "card": "Reborn Hero", "controller": "ana", "timestamp": 1})"
            + graveyard.left(graveyard.lastIndexOf(", {"));
        play = played(hero6, R"({"id": "e1", "move": ["hero"], "to": "graveyard"})");
        QCOMPARE(play.events.size(), 1);
        QVERIFY(test::eventOutcome(play, QStringLiteral("e1")).isEmpty());
    }

    // "… token with flying. It has \"{R}: …\"" (Dragon Egg): the token has both, one list (111.2).
    void tokenWithKeywordsAndAQuotedAbility()
    {
        const AbilityDef* egg = parsed(QStringLiteral("Dragon Egg"), 1);
        QVERIFY(egg);
        const Action& create = egg->effect.value(0);
        QCOMPARE(create.kind, ActionKind::CreateToken);
        QVERIFY(create.token);
        const QVector<AbilityPtr>& has = create.token->front.abilities;
        QCOMPARE(has.size(), 2);
        QCOMPARE(has[0]->kind, AbilityDef::Kind::Keyword);
        QCOMPARE(has[1]->kind, AbilityDef::Kind::Activated);
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Dragon Egg"))->abilities[1].written,
            QStringLiteral("When ~ dies, create a 2/2 red Dragon creature token with flying and \"{R}: This permanent "
                           "gets +1/+0 until end of turn.\""));
    }

    // "Sacrifice Blazing Torch" inside the quote names the Equipment, not the creature that has the
    // ability (607.2): read as the granter since round 12 (tst_importquoted plays it), never as ~.
    void quoteNamingTheGrantingCardNamesTheGranter()
    {
        const AbilityReport* r
            = test::reportWith(fixtures(), QStringLiteral("Blazing Torch"), QStringLiteral("Equipped creature has"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        const AbilityDef* grant = test::parsedAbility(fixtures(), QStringLiteral("Blazing Torch"), 1);
        QVERIFY(grant && grant->ops.size() == 1 && grant->ops[0].abilities.size() == 1);
        const AbilityDef& torch = *grant->ops[0].abilities[0];
        QCOMPARE(torch.costParts.size(), 2);
        QVERIFY(torch.costParts[1].card);
        QCOMPARE(torch.costParts[1].card->ref, Selector::Ref::Granter);
    }

    // "you may have it deal" outside a grant: Igneous Elemental's own trigger keeps the "you may"
    // when written (603.5).
    void optionalDamageOfItsOwn()
    {
        const ImportedCard* igneous = test::findCard(fixtures(), QStringLiteral("Igneous Elemental"));
        QVERIFY(igneous);
        QCOMPARE(igneous->abilities.value(1).status, AbilityStatus::Parsed);
        QCOMPARE(igneous->abilities[1].written,
            QStringLiteral("When ~ enters, you may have ~ deal 2 damage to target creature."));
    }

    // CR 613.1f, 613.7: the Dagger's grant and Humility's "lose all abilities" both apply in layer 6, in
    // timestamp order: Humility after the Dagger removes the granted ability, before it does not.
    void grantAndLossInTimestampOrder()
    {
        CardLibrary lib;
        auto state = test::scenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "dagger", "card": "Quicksilver Dagger", "controller": "ana", "timestamp": 2, "attached_to": "bears"})",
            "", &lib);
        QVERIFY(state);
        Resolution r = LayerEngine::resolve(*state);
        QVector<AbilityInstance> granted = grantedTo(r, *state, QStringLiteral("bears"));
        QCOMPARE(granted.size(), 1);
        QCOMPARE(granted[0].def->kind, AbilityDef::Kind::Activated);
        QCOMPARE(granted[0].def->effect.value(1).kind, ActionKind::Draw);
        // The Aura itself does not have it.
        QVERIFY(grantedTo(r, *state, QStringLiteral("dagger")).isEmpty());

        state = test::scenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "dagger", "card": "Quicksilver Dagger", "controller": "ana", "timestamp": 2, "attached_to": "bears"},
               {"id": "hum", "card": "Humility", "controller": "nico", "owner": "nico", "timestamp": 3})",
            "", &lib);
        QVERIFY(state);
        r = LayerEngine::resolve(*state);
        QVERIFY(grantedTo(r, *state, QStringLiteral("bears")).isEmpty());

        state = test::scenario(fixtures(),
            R"({"id": "hum", "card": "Humility", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2},
               {"id": "dagger", "card": "Quicksilver Dagger", "controller": "ana", "timestamp": 3, "attached_to": "bears"})",
            "", &lib);
        QVERIFY(state);
        r = LayerEngine::resolve(*state);
        QCOMPARE(grantedTo(r, *state, QStringLiteral("bears")).size(), 1);
    }

    // CR 603.6a, 613.1f: Grizzly Bears enters while Clash of Realities is on the battlefield, so it has
    // the granted "When this creature enters" ability and it triggers; it deals 3 damage to the Spirit,
    // unless its controller declines (603.5).
    void grantedEntersTriggerDealsTheDamage()
    {
        const QByteArray objects = R"({"id": "clash", "card": "Clash of Realities", "controller": "ana", "timestamp": 1},
            {"id": "kami", "card": "Kami of Old Stone", "controller": "nico", "owner": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "owner": "ana", "zone": "hand"})";
        Playthrough play = played(objects,
            R"({"id": "e1", "move": ["bears"], "to": "battlefield", "timestamp": 3}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.events.size(), 2);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")).size(), 1);
        QVERIFY(test::eventOutcome(play, QStringLiteral("e1"))[0].startsWith(QLatin1String("bears:")));
        QCOMPARE(play.finalState.object(QStringLiteral("kami"))->damage, 3);
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->damage, 0);

        play = played(objects, R"({"id": "e1", "move": ["bears"], "to": "battlefield", "timestamp": 3},
            {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(play.events.size(), 2);
        QCOMPARE(play.finalState.object(QStringLiteral("kami"))->damage, 0);
    }

    // The granted trigger in the three languages: English as Oracle says it, Spanish and Italian
    // through this round's template "you may have %1 deal %2 damage to %3".
    void grantedTextInThreeLanguages()
    {
        const AbilityDef* clash = parsed(QStringLiteral("Clash of Realities"), 1);
        QVERIFY(clash);
        const CardFace& face = test::findCard(fixtures(), QStringLiteral("Clash of Realities"))->card->front;
        const QString english = RulesText::ability(*clash, face, face.name);
        QVERIFY2(english.contains(QLatin1String("you may have this creature deal 3 damage to target Spirit creature")),
            qPrintable(english));
        for (const bool italian : {false, true}) {
            const QString text = test::abilityIn(kTemplates, italian, *clash, face);
            const QLatin1String expected = italian ? QLatin1String("puoi far s") : QLatin1String("puedes hacer que ");
            QVERIFY2(text.contains(expected), qPrintable(text));
            QVERIFY2(text.contains(italian ? QStringLiteral("infligga 3 danni a") : QStringLiteral("haga 3 puntos de daño a")),
                qPrintable(text));
        }
    }

    // Every understood card of the fixture goes through the card format and reads back the same.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 4);
    }
};

QTEST_GUILESS_MAIN(TestImportGrants10)
#include "tst_importgrants10.moc"
