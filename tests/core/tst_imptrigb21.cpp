// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb21.json), round 21
// (`imptrigb21`): the enchantments that become creatures when an opponent casts a spell, "When an
// opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 2/2 Soldier creature" (Opal
// Caryatid, Opal Gargoyle, Veil of Birds, Hidden Ancients, Hidden Gibbons): the intervening "if" is the
// source's own card type (603.4), and what it becomes has no "in addition to its other types", so it is
// no longer an enchantment (205.1a) and triggers no more. The spell of a cast trigger of either colour,
// "Whenever an opponent casts a blue or black spell" (Mold Adder), "… a white or blue instant or sorcery
// spell" (Mindsparker); and the discarded card "a noncreature, nonland card", whose comma is not the end
// of the trigger's condition (Bone Miser, Waste Not). "At the beginning of your draw step, draw an
// additional card" (Grafted Skullcap; Well of Ideas' "two additional cards").
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "import/OracleParser.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigb21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool isEnchantment(const Playthrough& p, const QString& id)
{
    const Characteristics* c = test::charsOf(p, id);
    return c && c->type.has(CardType::Enchantment);
}

bool isCreature(const Playthrough& p, const QString& id)
{
    const Characteristics* c = test::charsOf(p, id);
    return c && c->isCreature();
}

// Nico's spells in his hand: a creature, an instant and an enchantment.
const QByteArray kNicosHand = R"({"id": "bears", "card": "Balduvian Bears", "owner": "nico", "zone": "hand"},
    {"id": "strike", "card": "Lightning Strike", "owner": "nico", "zone": "hand"},
    {"id": "strike2", "card": "Lightning Strike", "owner": "nico", "zone": "hand"},
    {"id": "pacifism", "card": "Pacifism", "owner": "nico", "zone": "hand"})";

}   // namespace

class TestImpTrigB21 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 17);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 603.4: the intervening "if" is the source's card type; the effect sets its types, subtypes, power
    // and toughness for good (611.2a: a resolved ability's effect with no duration lasts indefinitely).
    void enchantmentConditionIsRead()
    {
        for (const char* name : {"Opal Caryatid", "Opal Gargoyle", "Veil of Birds", "Hidden Ancients", "Hidden Gibbons"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QString::fromUtf8(name), QStringLiteral("is an enchantment"));
            QVERIFY2(a, name);
            QCOMPARE(a->kind, AbilityDef::Kind::Triggered);
            QVERIFY(a->triggerIf);
            QCOMPARE(a->triggerIf->kind, Condition::Kind::SelfIs);
            QVERIFY(a->triggerIf->filter);
            QCOMPARE(a->triggerIf->filter->types, quint16(CardType::Enchantment));
            QCOMPARE(a->effect.size(), 1);
            QCOMPARE(a->effect.first().kind, ActionKind::Continuous);
            QCOMPARE(a->effect.first().continuous->duration, Duration::Indefinite);
        }
    }

    // CR 603.2, 603.4, 205.1a: Nico casts a creature spell; Ana's Opal Caryatid, an enchantment, triggers
    // and becomes a 2/2 Soldier creature, no longer an enchantment.
    void opalCaryatidBecomesACreature()
    {
        const Playthrough p = played(QByteArray(R"({"id": "opal", "card": "Opal Caryatid", "timestamp": 1},)") + kNicosHand,
            R"({"id": "e1", "cast": "bears"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("opal:1")});
        QVERIFY2(isCreature(p, QStringLiteral("opal")), qPrintable(test::happened(p)));
        QVERIFY(!isEnchantment(p, QStringLiteral("opal")));
        QCOMPARE(test::ptOf(p, QStringLiteral("opal")), QStringLiteral("2/2"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Stack);
    }

    // CR 603.2: "an opponent casts a creature spell": an instant does not trigger Opal Caryatid, nor does
    // a creature spell its own controller casts.
    void opalCaryatidIgnoresOtherSpells()
    {
        Playthrough p = played(QByteArray(R"({"id": "opal", "card": "Opal Caryatid", "timestamp": 1},)") + kNicosHand,
            R"({"id": "e1", "cast": "strike", "targets": ["ana"]})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        p = played(R"({"id": "opal", "card": "Opal Caryatid", "timestamp": 1},
            {"id": "abears", "card": "Balduvian Bears", "owner": "ana", "zone": "hand"})",
            R"({"id": "e1", "cast": "abears"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY(isEnchantment(p, QStringLiteral("opal")));
        QVERIFY(!isCreature(p, QStringLiteral("opal")));
    }

    // CR 603.4: Nico casts two instants; Veil of Birds triggers on each while it is still an enchantment.
    // The first trigger makes it a 1/1 Bird creature with flying; on resolution the second one's "if" is
    // false (no longer an enchantment, 205.1a) and it does nothing. A third spell then does not trigger it.
    void veilOfBirdsChecksItsTypeAgainOnResolution()
    {
        const Playthrough p = played(QByteArray(R"({"id": "veil", "card": "Veil of Birds", "timestamp": 1},)") + kNicosHand,
            R"({"id": "e1", "cast": "strike", "targets": ["ana"]}, {"id": "e2", "cast": "strike2", "targets": ["ana"]},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"},
               {"id": "e6", "resolve": "top"}, {"id": "e7", "cast": "pacifism", "targets": ["veil"]})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("veil:1")});
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("veil:1")});
        QVERIFY2(isCreature(p, QStringLiteral("veil")), qPrintable(test::happened(p)));
        QVERIFY(!isEnchantment(p, QStringLiteral("veil")));
        QCOMPARE(test::ptOf(p, QStringLiteral("veil")), QStringLiteral("1/1"));
        QVERIFY(test::charsOf(p, QStringLiteral("veil"))->hasKeyword(QStringLiteral("Flying")));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 14);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e7")).isEmpty(), qPrintable(test::happened(p)));
        // The first trigger (below the second spell's) resolved last and did nothing (603.4).
        QVERIFY2(test::happened(p).contains(QLatin1String("e1.1 resolves and does nothing")), qPrintable(test::happened(p)));
    }

    // CR 603.2: each waits for its own kind of spell: Hidden Gibbons for an instant, Hidden Ancients for an
    // enchantment (then a 4/4 Ape, a 5/5 Treefolk).
    void hiddenCardsWaitForTheirSpell()
    {
        const QByteArray objects = QByteArray(R"({"id": "gibbons", "card": "Hidden Gibbons", "timestamp": 1},
            {"id": "ancients", "card": "Hidden Ancients", "timestamp": 2},
            {"id": "abears", "card": "Balduvian Bears", "timestamp": 3},)") + kNicosHand;
        Playthrough p = played(objects, R"({"id": "e1", "cast": "strike", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("gibbons:1")});
        QCOMPARE(test::ptOf(p, QStringLiteral("gibbons")), QStringLiteral("4/4"));
        QVERIFY(isEnchantment(p, QStringLiteral("ancients")));
        p = played(objects, R"({"id": "e1", "cast": "pacifism", "targets": ["abears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("ancients:1")});
        QCOMPARE(test::ptOf(p, QStringLiteral("ancients")), QStringLiteral("5/5"));
        QVERIFY(!isEnchantment(p, QStringLiteral("ancients")));
        QVERIFY(!isCreature(p, QStringLiteral("gibbons")));
    }

    // CR 105.2, 601.2: the filter is a spell of either colour (and, for Mindsparker, of either type).
    void eitherColorSpellIsRead()
    {
        const AbilityDef* adder = test::parsedWith(fixtures(), QStringLiteral("Mold Adder"), QStringLiteral("blue or black"));
        QVERIFY(adder);
        QCOMPARE(adder->event, TriggerEvent::OpponentCastsSpell);
        QVERIFY(adder->eventFilter);
        QCOMPARE(adder->eventFilter->colors.count(), 2);
        QCOMPARE(adder->eventFilter->anyTypes, quint16(0));
        const AbilityDef* sparker = test::parsedWith(fixtures(), QStringLiteral("Mindsparker"), QStringLiteral("white or blue"));
        QVERIFY(sparker);
        QCOMPARE(sparker->eventFilter->anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
    }

    // CR 603.2, 603.5, 105.2: Nico's blue instant and his black sorcery each trigger Ana's Mold Adder (a
    // +1/+1 counter when she takes it); his red instant does not.
    void moldAdderGrowsOnBlueOrBlackSpells()
    {
        const QByteArray objects = R"({"id": "adder", "card": "Mold Adder", "timestamp": 1},
            {"id": "mists", "card": "Reach Through Mists", "owner": "nico", "zone": "hand"},
            {"id": "rot", "card": "Mind Rot", "owner": "nico", "zone": "hand"},
            {"id": "strike", "card": "Lightning Strike", "owner": "nico", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "mists"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "cast": "rot", "targets": ["ana"]}, {"id": "e5", "resolve": "top", "may": false},
               {"id": "e6", "resolve": "top"},
               {"id": "e7", "cast": "strike", "targets": ["ana"]})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("adder:1")});
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e4")), QStringList{QStringLiteral("adder:1")});
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e7")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("adder")), 1);   // taken once, declined once
    }

    // CR 603.2, 105.2: Mindsparker deals 2 damage to Nico for his white instant and his blue sorcery; his
    // white enchantment and his red instant are not a white or blue instant or sorcery spell.
    void mindsparkerPunishesWhiteOrBlueInstantsAndSorceries()
    {
        // Not in a raw string: moc reads its apostrophe as a character literal.
        const QByteArray objects = QByteArray("{\"id\": \"mercy\", \"card\": \"Angel's Mercy\", \"owner\": \"nico\", \"zone\": \"hand\"},")
            + R"({"id": "sparker", "card": "Mindsparker", "timestamp": 1},
            {"id": "divination", "card": "Divination", "owner": "nico", "zone": "hand"},
            {"id": "pacifism", "card": "Pacifism", "owner": "nico", "zone": "hand"},
            {"id": "strike", "card": "Lightning Strike", "owner": "nico", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "mercy"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "cast": "divination"}, {"id": "e5", "resolve": "top"}, {"id": "e6", "resolve": "top"},
               {"id": "e7", "cast": "pacifism", "targets": ["sparker"]}, {"id": "e8", "resolve": "top"},
               {"id": "e9", "cast": "strike", "targets": ["ana"]})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("sparker:2")});   // after first strike
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e4")), QStringList{QStringLiteral("sparker:2")});
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e7")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e9")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20 - 2 + 7 - 2);
    }

    // CR 701.8a, 603.2: Nico's Mind Rot makes Ana discard Lightning Strike and Balduvian Bears. Her Bone
    // Miser draws a card for the noncreature, nonland card only (and makes a Zombie for the creature
    // card); Nico's Waste Not draws him a card for that one too (and makes him a Zombie for the Bears).
    void discardedNoncreatureNonlandCardDrawsACard()
    {
        const QByteArray objects = R"({"id": "miser", "card": "Bone Miser", "timestamp": 1},
            {"id": "waste", "card": "Waste Not", "owner": "nico", "timestamp": 2},
            {"id": "rot", "card": "Mind Rot", "owner": "nico", "zone": "hand"},
            {"id": "strike", "card": "Lightning Strike", "owner": "ana", "zone": "hand"},
            {"id": "bears", "card": "Balduvian Bears", "owner": "ana", "zone": "hand"},
            {"id": "alib", "card": "Pacifism", "owner": "ana", "zone": "library"},
            {"id": "alib2", "card": "Pacifism", "owner": "ana", "zone": "library"},
            {"id": "nlib", "card": "Divination", "owner": "nico", "zone": "library"},
            {"id": "nlib2", "card": "Divination", "owner": "nico", "zone": "library"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "rot", "targets": ["ana"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"},
               {"id": "e6", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("strike")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        const QStringList hand = test::idsIn(p.finalState, Zone::Hand);
        QCOMPARE(int(hand.contains(QStringLiteral("alib"))) + int(hand.contains(QStringLiteral("alib2"))), 1);
        QCOMPARE(int(hand.contains(QStringLiteral("nlib"))) + int(hand.contains(QStringLiteral("nlib2"))), 1);
        QStringList zombies;
        for (const GameObject& o : p.finalState.objects)
            if (o.exists && o.zone == Zone::Battlefield && o.token)
                zombies << o.controller;
        zombies.sort();
        QCOMPARE(zombies, (QStringList{QStringLiteral("ana"), QStringLiteral("nico")}));
    }

    // CR 504.1: a card more than the draw of the turn-based action, in its controller's draw step only.
    void additionalCardInYourDrawStepIsRead()
    {
        const AbilityDef* skullcap = test::parsedWith(fixtures(), QStringLiteral("Grafted Skullcap"), QStringLiteral("draw step"));
        QVERIFY(skullcap);
        QCOMPARE(skullcap->event, TriggerEvent::YourDrawStep);
        QCOMPARE(skullcap->effect.size(), 1);
        QCOMPARE(skullcap->effect.first().kind, ActionKind::Draw);
        QCOMPARE(skullcap->effect.first().amount.n, 1);
        OracleParser parser(QStringLiteral("Well of Ideas"), TypeLine{}, {});
        const AbilityPtr well = parser.ability(QStringLiteral("At the beginning of your draw step, draw two additional cards."));
        QVERIFY(well);
        QCOMPARE(well->effect.value(0).amount.n, 2);
        // Not in another trigger: "draw an additional card" says the draw step's.
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, draw an additional card.")));
    }

    // CR 504.1, 603.2: the scenario's draw step is Nico's (turn 2). His Grafted Skullcap makes him draw a
    // second card; Ana's does not trigger in his draw step ("your draw step").
    void graftedSkullcapDrawsAnAdditionalCard()
    {
        const QByteArray library = R"({"id": "n1", "card": "Divination", "zone": "library", "owner": "nico"},
            {"id": "n2", "card": "Divination", "zone": "library", "owner": "nico"},
            {"id": "n3", "card": "Divination", "zone": "library", "owner": "nico"},
            {"id": "a1", "card": "Divination", "zone": "library"},)";
        const QByteArray events = R"({"id": "e1", "begin": "draw"}, {"id": "e2", "resolve": "top"})";
        const auto nicosHand = [](const Playthrough& p) {
            int n = 0;
            for (const QString& id : test::idsIn(p.finalState, Zone::Hand))
                n += id.startsWith(QLatin1Char('n'));
            return n;
        };
        const Playthrough his = played(library + R"({"id": "cap", "card": "Grafted Skullcap", "owner": "nico", "timestamp": 1})", events);
        QCOMPARE(test::eventOutcome(his, QStringLiteral("e1")), QStringList{QStringLiteral("cap:1")});
        QVERIFY2(nicosHand(his) == 2, qPrintable(test::happened(his)));
        const Playthrough hers = played(library + R"({"id": "cap", "card": "Grafted Skullcap", "timestamp": 1})", events);
        // Only her end step's "discard your hand" (turn 1 ends on the way to Nico's draw step).
        QCOMPARE(test::eventOutcome(hers, QStringLiteral("e1")), QStringList{QStringLiteral("cap:2")});
        QCOMPARE(nicosHand(hers), 1);
        QCOMPARE(test::zoneOf(hers, QStringLiteral("a1")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB21)
#include "tst_imptrigb21.moc"
