// Static abilities, rules and keywords read from real cards' Oracle text (tests/data/import/
// statics-rules.json, issue 16): rules in a predicate ("gets +2/+2 and can't attack"), abilities
// granted in quotes, counter and delirium conditions, a player's own rules, carried keywords; the
// typed structure, the text written back, the card format, and what the engine then does
// (CR 508.1c, 509.1c, 611.3a, 613.1f).
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "io/ScenarioReader.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-rules.json"));
}

// The parsed ability `index` of the card `name`, trusted by the round trip; null otherwise.
const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

std::optional<GameState> scenario(const QByteArray& objects, const QByteArray& events, CardLibrary* lib)
{
    return test::scenario(fixtures(), objects, events, lib);
}

bool hasKeyword(const Resolution& r, const GameState& gs, const QString& id, const QString& keyword)
{
    const int i = gs.objectIndex(id);
    return i >= 0 && r.chars[i].hasKeyword(keyword);
}

}   // namespace

class TestImportStatics : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 17);
    }

    // Each family: its operations, rule and condition; `parsed` also checks the round trip.
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("ability");
        QTest::addColumn<QList<int>>("ops");
        QTest::addColumn<int>("rule");        // -1: no rule
        QTest::addColumn<int>("condition");   // -1: none
        QTest::newRow("gets and can't attack") << "Cagemail" << 1
                                               << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::Rule)}
                                               << int(RuleName::CantAttack) << -1;
        QTest::newRow("more than one blocker") << "Charging Rhino" << 0 << QList<int>{int(Op::Kind::Rule)}
                                               << int(RuleName::CantBeBlockedByMoreThanOne) << -1;
        QTest::newRow("counter on it") << "Baloth Pup" << 0 << QList<int>{int(Op::Kind::AddAbilities)} << -1
                                       << int(Condition::Kind::SelfCountersAtLeast);
        QTest::newRow("delirium") << "Deathcap Cultivator" << 1 << QList<int>{int(Op::Kind::AddAbilities)} << -1
                                  << int(Condition::Kind::CardTypesInGraveyardAtLeast);
        QTest::newRow("granted in quotes") << "Arcane Teachings" << 1
                                           << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::AddAbilities)} << -1
                                           << -1;
        QTest::newRow("threshold, can't block") << "Frightcrawler" << 1
                                                << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::Rule)}
                                                << int(RuleName::CantBlock)
                                                << int(Condition::Kind::CardsInGraveyardAtLeast);
        QTest::newRow("no maximum hand size") << "Reliquary Tower" << 0 << QList<int>{int(Op::Kind::PlayerRule)}
                                              << int(RuleName::NoMaximumHandSize) << -1;
        QTest::newRow("you have hexproof") << "Leyline of Sanctity" << 1 << QList<int>{int(Op::Kind::PlayerRule)}
                                           << int(RuleName::PlayerHexproof) << -1;
        QTest::newRow("may choose not to untap") << "Sand Squid" << 1 << QList<int>{int(Op::Kind::Rule)}
                                                 << int(RuleName::MayChooseNotToUntap) << -1;
        QTest::newRow("creatures can't attack") << "Peacekeeper" << 1 << QList<int>{int(Op::Kind::Rule)}
                                                << int(RuleName::CantAttack) << -1;
        QTest::newRow("unless defending player controls") << "Sea Serpent" << 0 << QList<int>{int(Op::Kind::Rule)}
                                                          << int(RuleName::CantAttackUnlessDefenderControls) << -1;
        QTest::newRow("hellbent, granted to itself") << "Gobhobbler Rats" << 0
                                                     << QList<int>{int(Op::Kind::ModifyPT), int(Op::Kind::AddAbilities)}
                                                     << -1 << int(Condition::Kind::HandEmpty);
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(int, ability);
        QFETCH(QList<int>, ops);
        QFETCH(int, rule);
        QFETCH(int, condition);
        const AbilityDef* a = parsed(card, ability);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QList<int> kinds;
        for (const Op& op : a->ops) {
            kinds << int(op.kind);
            if (op.kind == Op::Kind::Rule || op.kind == Op::Kind::PlayerRule)
                QCOMPARE(int(op.rule), rule);
        }
        QCOMPARE(kinds, ops);
        QCOMPARE(a->condition ? int(a->condition->kind) : -1, condition);
    }

    void conditionsHoldTheirNumbers()
    {
        const AbilityDef* pup = parsed(QStringLiteral("Baloth Pup"), 0);
        QVERIFY(pup && pup->condition);
        QCOMPARE(pup->condition->counterKind, QStringLiteral("+1/+1"));
        QCOMPARE(pup->condition->n, 1);
        QCOMPARE(pup->affects->ref, Selector::Ref::Self);
        const AbilityDef* cultivator = parsed(QStringLiteral("Deathcap Cultivator"), 1);
        QVERIFY(cultivator && cultivator->condition);
        QCOMPARE(cultivator->condition->n, 4);
        const AbilityDef* serpent = parsed(QStringLiteral("Sea Serpent"), 0);
        QVERIFY(serpent);
        QCOMPARE(SubtypeRegistry::instance().name(serpent->ops[0].subtypes.value(0)), QStringLiteral("Island"));
    }

    // The granted ability is an ability of its own: an activated ability whose "this creature" is the
    // enchanted creature; granted to itself (Gobhobbler Rats), it names the card.
    void quotedAbilityIsAnAbility()
    {
        const AbilityDef* a = parsed(QStringLiteral("Arcane Teachings"), 1);
        QVERIFY(a);
        const QVector<AbilityPtr>& granted = a->ops[1].abilities;
        QCOMPARE(granted.size(), 1);
        QCOMPARE(granted[0]->kind, AbilityDef::Kind::Activated);
        QCOMPARE(granted[0]->effect.value(0).kind, ActionKind::Damage);
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Arcane Teachings"));
        QCOMPARE(c->abilities[1].written,
            QStringLiteral("Enchanted creature gets +2/+2 and has \"{T}: This creature deals 1 damage to any target.\""));
    }

    // "Equipped creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals …\"": the card's name
    // there is the Torch (the granter, 607.2), not the creature, which a granted ~ would mean.
    void quotedAbilityNamingTheCardNamesTheGranter()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Blazing Torch"));
        QVERIFY(c);
        QCOMPARE(c->abilities.size(), 3);
        QCOMPARE(c->abilities[1].status, AbilityStatus::Parsed);
        const AbilityDef& grant = *c->card->front.abilities[1];
        QCOMPARE(grant.kind, AbilityDef::Kind::Static);
        const AbilityDef& torch = *grant.ops.value(0).abilities.value(0);
        QCOMPARE(torch.effect.value(0).kind, ActionKind::Damage);
        QVERIFY(torch.effect[0].object);
        QCOMPARE(torch.effect[0].object->ref, Selector::Ref::Granter);
    }

    void fuseIsACarriedKeyword()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Far"));
        QVERIFY(c);
        int fuse = 0;
        for (const AbilityReport& r : c->abilities)
            fuse += r.status == AbilityStatus::Parsed && r.written == QLatin1String("Fuse") ? 1 : 0;
        QCOMPARE(fuse, 2);   // one on each half
    }

    // Every understood card goes through the card format and reads back with the same abilities,
    // conditions included.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 9);
    }

    // "+4/+4 for each other Giant you control" is four times a count; "-1/-1 for each card in your
    // hand" its negation. "All Sliver creatures get +1/+1 for each other Sliver": that "other" is
    // other than each Sliver (Expr::otherThanAffected), not other than the source (CR 613.4c).
    void perObjectCounts()
    {
        const AbilityDef* behemoth = parsed(QStringLiteral("Borderland Behemoth"), 1);
        QVERIFY(behemoth);
        const Expr& power = *behemoth->ops[0].power;
        QCOMPARE(power.kind, Expr::Kind::Sum);
        QCOMPARE(power.args.size(), 4);
        QVERIFY(power.args[0].selector->other);
        const ImportedCard* b = test::findCard(fixtures(), QStringLiteral("Borderland Behemoth"));
        QCOMPARE(b->abilities[1].written,
            QStringLiteral("~ gets +X/+X, where X is four times the number of other Giants you control."));
        const AbilityDef* strider = parsed(QStringLiteral("Grim Strider"), 0);
        QVERIFY(strider);
        QCOMPARE(strider->ops[0].toughness->kind, Expr::Kind::Neg);
        const AbilityDef* legion = parsed(QStringLiteral("Sliver Legion"), 0);
        QVERIFY(legion);
        QVERIFY(legion->ops[0].power->otherThanAffected);

        CardLibrary lib;
        const auto state = scenario(R"({"id": "b1", "card": "Borderland Behemoth", "controller": "ana", "timestamp": 1},
               {"id": "b2", "card": "Borderland Behemoth", "controller": "ana", "timestamp": 2},
               {"id": "grim", "card": "Grim Strider", "controller": "ana", "timestamp": 3},
               {"id": "h1", "card": "Forest", "owner": "ana", "zone": "hand"},
               {"id": "h2", "card": "Forest", "owner": "ana", "zone": "hand"},
               {"id": "l1", "card": "Sliver Legion", "controller": "ana", "timestamp": 4},
               {"id": "l2", "card": "Sliver Legion", "controller": "nico", "owner": "nico", "timestamp": 5})",
            "", &lib);
        QVERIFY(state);
        const Resolution r = LayerEngine::resolve(*state);
        QCOMPARE(r.chars[state->objectIndex(QStringLiteral("b1"))].power.value_or(0), 8);   // 4/4, one other Giant
        QCOMPARE(r.chars[state->objectIndex(QStringLiteral("grim"))].toughness.value_or(0), 4);   // 6/6, two cards
        // Each 7/7 Legion: +1/+1 from each Legion for the one other Sliver, itself not counted.
        QCOMPARE(r.chars[state->objectIndex(QStringLiteral("l1"))].power.value_or(0), 7 + 2);
    }

    // CR 508.1c: Peacekeeper's "Creatures can't attack" refuses an attack.
    void creaturesCantAttack()
    {
        CardLibrary lib;
        const auto state = scenario(R"({"id": "keeper", "card": "Peacekeeper", "controller": "nico", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}})", &lib);
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, lib);
        QCOMPARE(play.events.size(), 1);
        QVERIFY(!play.events[0].done);
        QCOMPARE(play.events[0].problems.value(0).rule, QStringLiteral("508.1c"));
    }

    // CR 509.1c: Charging Rhino can't be blocked by more than one creature; one blocker is legal.
    void cantBeBlockedByMoreThanOne()
    {
        CardLibrary lib;
        const auto state = scenario(R"({"id": "rhino", "card": "Charging Rhino", "controller": "ana", "timestamp": 1},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "b2", "card": "Gray Ogre", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"rhino": "nico"}}, {"id": "e2", "block": {"b1": ["rhino"], "b2": ["rhino"]}},
               {"id": "e3", "block": {"b1": ["rhino"]}})",
            &lib);
        QVERIFY(state);
        const Playthrough play = EventPlayer::play(*state, lib);
        QCOMPARE(play.events.size(), 3);
        QVERIFY(play.events[0].done);
        QVERIFY(!play.events[1].done);
        QCOMPARE(play.events[1].problems.value(0).rule, QStringLiteral("509.1c"));
        QVERIFY(play.events[2].done);
    }

    // CR 611.3a: Baloth Pup has trample only while a +1/+1 counter is on it; Deathcap Cultivator has
    // deathtouch only with four card types among the cards in its controller's graveyard.
    void conditionsFollowTheGame()
    {
        CardLibrary lib;
        auto state = scenario(R"({"id": "pup", "card": "Baloth Pup", "controller": "ana", "timestamp": 1},
               {"id": "pup2", "card": "Baloth Pup", "controller": "ana", "timestamp": 2, "counters": {"+1/+1": 1}},
               {"id": "cult", "card": "Deathcap Cultivator", "controller": "ana", "timestamp": 3},
               {"id": "g1", "card": "Grizzly Bears", "owner": "ana", "zone": "graveyard"},
               {"id": "g2", "card": "Lightning Bolt", "owner": "ana", "zone": "graveyard"},
               {"id": "g3", "card": "Forest", "owner": "ana", "zone": "graveyard"})",
            "", &lib);
        QVERIFY(state);
        Resolution r = LayerEngine::resolve(*state);
        QVERIFY(!hasKeyword(r, *state, QStringLiteral("pup"), QStringLiteral("Trample")));
        QVERIFY(hasKeyword(r, *state, QStringLiteral("pup2"), QStringLiteral("Trample")));
        QVERIFY(!hasKeyword(r, *state, QStringLiteral("cult"), QStringLiteral("Deathtouch")));   // three types

        state = scenario(R"({"id": "cult", "card": "Deathcap Cultivator", "controller": "ana", "timestamp": 3},
               {"id": "g1", "card": "Grizzly Bears", "owner": "ana", "zone": "graveyard"},
               {"id": "g2", "card": "Lightning Bolt", "owner": "ana", "zone": "graveyard"},
               {"id": "g3", "card": "Forest", "owner": "ana", "zone": "graveyard"},
               {"id": "g4", "card": "Cagemail", "owner": "ana", "zone": "graveyard"})",
            "", &lib);
        QVERIFY(state);
        r = LayerEngine::resolve(*state);
        QVERIFY(hasKeyword(r, *state, QStringLiteral("cult"), QStringLiteral("Deathtouch")));
    }
};

QTEST_GUILESS_MAIN(TestImportStatics)
#include "tst_importstatics.moc"
