// Activated abilities read from real cards' Oracle text (tests/data/import/activated15.json), round 15:
// the licids ("~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to
// target creature. You may pay {W} to end this effect."), "~ gets +1/-1 or -1/+1 until end of turn"
// (one of two changes, chosen as it resolves), forecast (702.57) and "~ can attack this turn as though
// it didn't have defender" (702.3b). Each is checked as read, through the card format, and as the event
// player performs it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("activated15.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const char* const licids[] = {"Convulsing Licid", "Corrupting Licid", "Leeching Licid", "Nurturing Licid",
    "Quickening Licid", "Stinging Licid", "Transmogrifying Licid"};

// Transmogrifying Licid ("Enchanted creature gets +1/+1 and is an artifact in addition to its other
// types"), Ana's, used on Nico's Grizzly Bears; `after` the events that follow its resolution.
Playthrough licidOnBears(const QByteArray& after)
{
    return played(R"({"id": "licid", "card": "Transmogrifying Licid", "timestamp": 1},
        {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
        R"({"id": "e1", "activate": "licid", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})" + after);
}

}   // namespace

class TestImportActivated15 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 17);
        // Proclamation of Rebirth's spell ability ("up to three target creature cards") is read since
        // implib15's round, so every card is understood.
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
    }

    void licidsAreRead()
    {
        const auto aura = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
        QVERIFY(aura);
        for (const char* name : licids) {
            const AbilityDef* a = parsed(QLatin1String(name), 0);
            QVERIFY2(a, name);
            QCOMPARE(a->targets.size(), 1);
            QCOMPARE(a->effect.size(), 2);
            QVERIFY(a->effect[0].continuous);
            const ContinuousDef& c = *a->effect[0].continuous;
            QCOMPARE(c.affects->ref, Selector::Ref::Self);
            QCOMPARE(c.ops.size(), 4);
            QCOMPARE(c.ops[0].kind, Op::Kind::LoseAbilities);
            QVERIFY(c.ops[0].thisAbility);
            QCOMPARE(c.ops[1].kind, Op::Kind::SetTypes);   // 205.1a: no longer a creature
            QCOMPARE(c.ops[1].cardTypes, quint16(CardType::Enchantment));
            QCOMPARE(c.ops[2].subtypes, QVector<SubtypeId>{*aura});
            QVERIFY(c.ops[3].abilities.value(0)->isKeyword(QStringLiteral("Enchant")));
            QVERIFY(c.duration == Duration::UntilPaidToEnd);   // 116.2c
            QCOMPARE(a->effect[1].kind, ActionKind::Attach);   // 701.3a
            QCOMPARE(a->effect[1].object->ref, Selector::Ref::Self);
            QCOMPARE(a->effect[1].to->ref, Selector::Ref::Target);
        }
        QCOMPARE(parsed(QStringLiteral("Quickening Licid"), 0)->effect[0].continuous->endCost, QStringLiteral("{W}"));
        QCOMPARE(parsed(QStringLiteral("Transmogrifying Licid"), 0)->effect[0].continuous->endCost, QStringLiteral("{1}"));
    }

    void eitherChangeAndForecastAreRead()
    {
        for (const char* name : {"Brightling", "Endling"}) {
            const AbilityDef* a = parsed(QLatin1String(name), 3);
            QVERIFY2(a, name);
            QCOMPARE(a->effect.size(), 1);
            QCOMPARE(a->effect[0].kind, ActionKind::ChooseOne);
            QCOMPARE(a->effect[0].nested.size(), 2);
            const Op& first = a->effect[0].nested[0].continuous->ops.value(0);
            const Op& second = a->effect[0].nested[1].continuous->ops.value(0);
            QCOMPARE(first.power->value, 1);
            QCOMPARE(first.toughness->value, -1);
            QCOMPARE(second.power->value, -1);
            QCOMPARE(second.toughness->value, 1);
        }
        const AbilityDef* pemmin = parsed(QStringLiteral("Pemmin's Aura"), 4);
        QVERIFY(pemmin);
        QCOMPARE(pemmin->effect[0].nested.value(0).continuous->affects->ref, Selector::Ref::Attached);
        // 702.57b: "Forecast — [ability]" is the ability limited to your upkeep, once each turn.
        for (const auto& [name, index] : {std::pair{"Spirit en-Dal", 1}, {"Plumes of Peace", 2}, {"Proclamation of Rebirth", 1}}) {
            const AbilityDef* a = parsed(QLatin1String(name), index);
            QVERIFY2(a, name);
            QCOMPARE(a->restriction, ActivationRestriction::Forecast);
            QCOMPARE(a->costParts.value(1).kind, CostKind::RevealFromHand);
        }
    }

    void attackingDespiteDefenderIsRead()
    {
        for (const char* name : {"Mirror Wall", "Returned Phalanx", "Dark Maze"}) {
            const AbilityDef* a = parsed(QLatin1String(name), 1);
            QVERIFY2(a, name);
            QVERIFY(a->effect.value(0).continuous);
            const ContinuousDef& c = *a->effect[0].continuous;
            QCOMPARE(c.affects->ref, Selector::Ref::Self);
            QCOMPARE(c.ops.value(0).rule, RuleName::CanAttackAsThoughNoDefender);
            QVERIFY(c.duration == Duration::EndOfTurn);   // "this turn" (514.2)
        }
        // Dark Maze: "Exile it at the beginning of the next end step." (603.7)
        QCOMPARE(parsed(QStringLiteral("Dark Maze"), 1)->effect.value(1).kind, ActionKind::Delayed);
    }

    // 106.7: "Add one mana of any type that a land you control could produce" (Reflecting Pool).
    void manaOfAnyTypeALandCouldProduceIsRead()
    {
        const AbilityDef* pool = parsed(QStringLiteral("Reflecting Pool"), 0);
        QVERIFY(pool);
        QCOMPARE(pool->effect.value(0).kind, ActionKind::AddMana);
        QVERIFY(pool->effect[0].mana == Action::Mana::AnyTypeLandsCouldProduce);
        QCOMPARE(pool->effect[0].object->types, quint16(CardType::Land));
        QCOMPARE(pool->effect[0].object->controller, Selector::Who::You);
        // Mana is outside what a scenario records: the activation taps the Pool, the mana is not added.
        const Playthrough play = played(R"({"id": "pool", "card": "Reflecting Pool", "timestamp": 1})",
            R"({"id": "e1", "activate": "pool", "ability": 1})");
        QVERIFY(test::eventOutcome(play, QStringLiteral("e1")).isEmpty());
        QVERIFY(play.finalState.object(QStringLiteral("pool"))->tapped);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 303.4, 701.3a, 205.1a: the licid is an Aura enchantment attached to the creature, no longer a
    // creature, without the ability that made it so; the Aura's own ability applies to the creature.
    void licidBecomesAnAura()
    {
        const Playthrough play = licidOnBears("");
        const GameObject* licid = play.finalState.object(QStringLiteral("licid"));
        QVERIFY(licid);
        QCOMPARE(licid->attachedTo, QStringLiteral("bears"));
        const Characteristics* c = test::charsOf(play, "licid");
        QVERIFY(c);
        QVERIFY(!c->isCreature());
        QVERIFY(c->type.has(CardType::Enchantment));
        QVERIFY(c->type.subtypes.contains(*SubtypeRegistry::instance().find(QStringLiteral("Aura"))));
        bool enchant = false, licidAbility = false;
        for (const AbilityInstance& a : c->abilities) {
            enchant = enchant || a.def->isKeyword(QStringLiteral("Enchant"));
            licidAbility = licidAbility || a.printedIndex == 1;
        }
        QVERIFY(enchant);
        QVERIFY(!licidAbility);   // "loses this ability"
        const Characteristics* bears = test::charsOf(play, "bears");
        QCOMPARE(bears->power.value_or(-1), 3);   // +1/+1 from the Aura
        QVERIFY(bears->type.has(CardType::Artifact));
        QCOMPARE(play.finalState.objects[play.finalState.objectIndex(QStringLiteral("licid"))].zone, Zone::Battlefield);
        // It lasts past the end of the turn (until its controller pays to end it).
        const Playthrough later = licidOnBears(R"(, {"id": "e3", "begin": "untap"})");
        QVERIFY(!test::charsOf(later, "licid")->isCreature());
        QCOMPARE(later.finalState.object(QStringLiteral("licid"))->attachedTo, QStringLiteral("bears"));
    }

    // CR 116.2c: paying the end cost is a special action; the licid is a creature again, and as an
    // attached permanent that is no Aura it becomes unattached (704.5n).
    void payingEndsTheLicidsEffect()
    {
        const Playthrough paid = licidOnBears(R"(, {"id": "e3", "activate": "licid", "ability": 1, "ability_from": "e2"})");
        QVERIFY2(test::eventOutcome(paid, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(paid)));
        const Characteristics* c = test::charsOf(paid, "licid");
        QVERIFY(c->isCreature());
        QVERIFY(!c->type.has(CardType::Enchantment));
        QCOMPARE(c->power.value_or(-1), 2);   // Transmogrifying Licid is 2/2
        QVERIFY(c->type.has(CardType::Artifact));
        QVERIFY(paid.finalState.object(QStringLiteral("licid"))->attachedTo.isEmpty());
        QCOMPARE(test::charsOf(paid, "bears")->power.value_or(-1), 2);
        QCOMPARE(test::zoneOf(paid, "licid"), Zone::Battlefield);
        // The ability is back, so the licid (untapped again) may use it once more.
        const Playthrough again = licidOnBears(R"(, {"id": "e3", "activate": "licid", "ability": 1, "ability_from": "e2"},
            {"id": "e4", "set": {"objects": {"licid": {"tapped": false}}}},
            {"id": "e5", "activate": "licid", "ability": 1, "targets": ["bears"]}, {"id": "e6", "resolve": "top"})");
        QVERIFY(test::eventOutcome(again, QStringLiteral("e5")).isEmpty());
        QCOMPARE(again.finalState.object(QStringLiteral("licid"))->attachedTo, QStringLiteral("bears"));
    }

    // One of the two changes, the one the choice names (the first without one).
    void brightlingGetsOneChange()
    {
        auto pumped = [](const QByteArray& choices) {
            return played(R"({"id": "b", "card": "Brightling", "timestamp": 1})",
                R"({"id": "e1", "activate": "b", "ability": 4)" + choices + R"(}, {"id": "e2", "resolve": "top"})");
        };
        const Playthrough first = pumped(R"(, "choices": {"mode": 1})");
        QCOMPARE(test::charsOf(first, "b")->power.value_or(-1), 4);
        QCOMPARE(test::charsOf(first, "b")->toughness.value_or(-1), 2);
        const Playthrough second = pumped(R"(, "choices": {"mode": 2})");
        QCOMPARE(test::charsOf(second, "b")->power.value_or(-1), 2);
        QCOMPARE(test::charsOf(second, "b")->toughness.value_or(-1), 4);
        const Playthrough none = pumped("");
        QCOMPARE(test::charsOf(none, "b")->power.value_or(-1), 4);
    }

    // CR 702.3b: Mirror Wall attacks only once its ability has resolved this turn.
    void mirrorWallAttacksAfterItsAbility()
    {
        const QByteArray wall = R"({"id": "wall", "card": "Mirror Wall", "timestamp": 1})";
        const Playthrough walled = played(wall, R"({"id": "a1", "attack": {"wall": "nico"}})");
        QVERIFY(test::eventOutcome(walled, QStringLiteral("a1")).contains(QStringLiteral("problem 702.3b")));
        const Playthrough freed = played(wall, R"({"id": "e1", "activate": "wall", "ability": 2}, {"id": "e2", "resolve": "top"},
            {"id": "a1", "attack": {"wall": "nico"}})");
        QVERIFY2(test::eventOutcome(freed, QStringLiteral("a1")).isEmpty(), qPrintable(test::happened(freed)));
        QVERIFY(freed.finalState.object(QStringLiteral("wall"))->attacking);
    }

    // CR 702.57b, 113.6: forecast works from its owner's hand during their upkeep only.
    void forecastOnlyDuringYourUpkeep()
    {
        const QByteArray objects = R"({"id": "spirit", "card": "Spirit en-Dal", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1})";
        const QByteArray activate = R"({"id": "e1", "activate": "spirit", "ability": 2, "targets": ["bears"]})";
        const Playthrough main = played(objects, activate);
        QVERIFY(test::eventOutcome(main, QStringLiteral("e1")).contains(QStringLiteral("problem 602.5d")));
        // Nico's upkeep, then Ana's.
        const Playthrough theirs = played(objects, R"({"id": "u1", "begin": "upkeep"}, )" + activate);
        QVERIFY(test::eventOutcome(theirs, QStringLiteral("e1")).contains(QStringLiteral("problem 602.5d")));
        const Playthrough upkeep = played(objects, R"({"id": "u1", "begin": "upkeep"}, {"id": "u2", "begin": "upkeep"}, )"
            + activate + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(upkeep, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(upkeep)));
        QCOMPARE(test::zoneOf(upkeep, "spirit"), Zone::Hand);
        bool shadow = false;
        for (const AbilityInstance& a : test::charsOf(upkeep, "bears")->abilities)
            shadow = shadow || a.def->isKeyword(QStringLiteral("Shadow"));
        QVERIFY(shadow);
    }
};

QTEST_GUILESS_MAIN(TestImportActivated15)
#include "tst_importactivated15.moc"
