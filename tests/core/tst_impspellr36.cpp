// Round 36's instants and sorceries (tests/data/import/impspellr36.json, the real card objects): a condition with a
// choice after it, "Ferocious — If you control a creature with power 4 or greater, you may draw a card. If you do,
// discard a card." (Force Away); a target of three alternatives, one a land type alone, "Destroy target Forest, green
// enchantment, or green planeswalker. If that permanent was a Nissa planeswalker, draw a card." (Nissa's Defeat); the
// kind of a target dealt damage, "If that permanent is a Chandra planeswalker, you may discard a card. If you do, draw
// a card." (Chandra's Defeat), and its keyword, "If that creature has infect, ~ deals 3 damage to that creature's
// controller." (Burn the Impure); a condition on a target's kind after its instruction, "Put a +1/+1 counter on target
// creature you control if it's legendary. Then it fights …" (Ancient Animus), "… gets +2/+2 until end of turn if its
// power is 2. Then it fights …" (Savage Swipe). Chandra, Torch of Defiance, Nissa, Vital Force and Glistener Elf are board cards.
// The structure, the English written back (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr36.json"));
}

// Ana casts `card` from her hand at `targets` (a JSON list's items), with a Lightning Bolt in her hand and a Shock in
// her library; the resolve event answers "you may" with `may`.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects, bool may = true)
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"},"
            + " {\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"zone\": \"hand\"},"
            + " {\"id\": \"shock\", \"card\": \"Shock\", \"zone\": \"library\"}, " + objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "]}, {\"id\": \"e2\", \"resolve\": \"top\""
            + (may ? "" : ", \"may\": false") + "}");
}

// One of Nico's permanents, `id`, of the card `card`, with the rest of its JSON in `rest`.
QByteArray nicos(const char* id, const char* card, const char* rest = "")
{
    return QByteArray("{\"id\": \"") + id + "\", \"card\": \"" + card
        + "\", \"owner\": \"nico\", \"controller\": \"nico\", \"timestamp\": 1" + rest + "}";
}

}   // namespace

class TestImpSpellR36 : public QObject {
    Q_OBJECT
private slots:
    // The eight spells are understood; the three board cards are imported as cards (their abilities aside).
    void spellsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 11);
        test::checkNamedCardsUnderstood(fixtures(), {"Force Away", "Nissa's Defeat", "Chandra's Defeat", "Burn the Impure",
            "Ancient Animus", "Savage Swipe", "Justiciar's Portal", "Waxing Moon"});
    }

    // The ten understood cards (Chandra, Torch of Defiance is partly understood) go through the card format and read
    // back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 10); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("a condition, then a choice and its if you do")
            << "Force Away" << 1
            << "If you control one or more creatures with power 4 or greater, you may draw a card. If you do, discard "
               "a card.";
        QTest::newRow("three alternatives, one a land type")
            << "Nissa's Defeat" << 0
            << "Destroy target Forest, green enchantment, or green planeswalker. If that permanent was a Nissa "
               "planeswalker, draw a card.";
        QTest::newRow("the kind of a target dealt damage")
            << "Chandra's Defeat" << 0
            << "~ deals 5 damage to target red creature or red planeswalker. If it's a Chandra planeswalker, you may "
               "discard a card. If you do, draw a card.";
        QTest::newRow("a target's supertype, after the instruction")
            << "Ancient Animus" << 0
            << "Put a +1/+1 counter on target creature you control if it's legendary. It fights target creature an "
               "opponent controls.";
        QTest::newRow("a target's power, after the instruction")
            << "Savage Swipe" << 0
            << "Target creature you control gets +2/+2 until end of turn if its power is 2. It fights target creature "
               "you don't control.";
        QTest::newRow("the keyword of a target dealt damage")
            << "Burn the Impure" << 0
            << "~ deals 3 damage to target creature. If that creature has infect, ~ deals 3 damage to that creature's "
               "controller.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 608.2c, 603.5: the draw is offered only if the condition holds as the spell resolves, and the discard
    // follows the draw taken.
    void forceAwayStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Force Away"), 1);
        QVERIFY(spell && spell->effect.size() == 2);
        const Action& draw = spell->effect[0];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.optional && draw.condition);
        QCOMPARE(draw.condition->kind, Condition::Kind::YouControlAtLeast);
        const Action& discard = spell->effect[1];
        QCOMPARE(discard.kind, ActionKind::Discard);
        QVERIFY(discard.ifYouDo && !discard.optional && !discard.condition);
    }

    // CR 608.2c, 603.5: with Ana's Craw Wurm (power 6) Nico's Grizzly Bears goes to his hand, and Ana draws her Shock
    // and discards a card. With her Grizzly Bears alone (power 2) she neither draws nor discards; declining the draw
    // leaves out the discard too.
    void forceAwayDrawsWithFerocious()
    {
        const QByteArray wurm = nicos("nbears", "Grizzly Bears") + ", {\"id\": \"wurm\", \"card\": \"Craw Wurm\", \"timestamp\": 2}";
        const Playthrough p = anaCasts("Force Away", "\"nbears\"", wurm);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("shock")), Zone::Hand);
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 2);   // his Bears and one of her two cards
        QVERIFY(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Graveyard || test::zoneOf(p, QStringLiteral("shock")) == Zone::Graveyard);

        const QByteArray bears = nicos("nbears", "Grizzly Bears") + ", {\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 2}";
        const Playthrough small = anaCasts("Force Away", "\"nbears\"", bears);
        QVERIFY2(test::zoneOf(small, QStringLiteral("nbears")) == Zone::Hand, qPrintable(test::happened(small)));
        QCOMPARE(test::zoneOf(small, QStringLiteral("shock")), Zone::Library);
        QCOMPARE(test::zoneOf(small, QStringLiteral("bolt")), Zone::Hand);

        const Playthrough declined = anaCasts("Force Away", "\"nbears\"", wurm, false);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("shock")), Zone::Library);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("bolt")), Zone::Hand);
    }

    // CR 115.1, 205.3i: the target is one of three: a Forest, a green enchantment, a green planeswalker.
    void nissasDefeatTargetsThreeKinds()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Nissa's Defeat"), 0);
        QVERIFY(spell && spell->targets.size() == 1);
        const Selector& t = spell->targets.first();
        QCOMPARE(t.anyOf.size(), 3);
        QVERIFY(!t.anyOf[0].types && t.anyOf[0].subtypes.size() == 1);
        QCOMPARE(t.anyOf[1].types, quint16(CardType::Enchantment));
        QCOMPARE(t.anyOf[2].types, quint16(CardType::Planeswalker));
        QVERIFY(t.anyOf[1].colors.has(Color::Green) && t.anyOf[2].colors.has(Color::Green));
    }

    // CR 608.2h, 205.3j: Nissa's Defeat destroys Nico's Nissa, Vital Force and Ana draws her Shock; his Forest and his
    // Gaea's Anthem are destroyed with no draw; his Grizzly Bears (a green creature) can't be its target (115.1).
    void nissasDefeatDrawsForANissa()
    {
        const Playthrough nissa = anaCasts("Nissa's Defeat", "\"pw\"", nicos("pw", "Nissa, Vital Force", ", \"counters\": {\"loyalty\": 5}"));
        QVERIFY2(test::zoneOf(nissa, QStringLiteral("pw")) == Zone::Graveyard, qPrintable(test::happened(nissa)));
        QCOMPARE(test::zoneOf(nissa, QStringLiteral("shock")), Zone::Hand);

        const Playthrough forest = anaCasts("Nissa's Defeat", "\"forest\"", nicos("forest", "Forest"));
        QVERIFY2(test::zoneOf(forest, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(forest)));
        QCOMPARE(test::zoneOf(forest, QStringLiteral("shock")), Zone::Library);

        const Playthrough anthem = anaCasts("Nissa's Defeat", "\"anthem\"", nicos("anthem", "Gaea's Anthem"));
        QVERIFY2(test::zoneOf(anthem, QStringLiteral("anthem")) == Zone::Graveyard, qPrintable(test::happened(anthem)));
        QCOMPARE(test::zoneOf(anthem, QStringLiteral("shock")), Zone::Library);

        const Playthrough bears = anaCasts("Nissa's Defeat", "\"nbears\"", nicos("nbears", "Grizzly Bears"));
        QVERIFY2(test::refused(bears, "e1"), qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("nbears")), Zone::Battlefield);
    }

    // CR 608.2c, 205.3j: the condition is the damaged target's kind, a Chandra planeswalker.
    void chandrasDefeatStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Chandra's Defeat"), 0);
        QVERIFY(spell && spell->effect.size() == 3);
        QCOMPARE(spell->effect[0].kind, ActionKind::Damage);
        const Action& discard = spell->effect[1];
        QCOMPARE(discard.kind, ActionKind::Discard);
        QVERIFY(discard.optional && discard.condition && discard.condition->filter);
        QCOMPARE(discard.condition->kind, Condition::Kind::TargetIs);
        QCOMPARE(discard.condition->filter->types, quint16(CardType::Planeswalker));
        QCOMPARE(discard.condition->filter->subtypes.size(), 1);
        QVERIFY(spell->effect[2].ifYouDo);
    }

    // CR 608.2c, 120.3c, 603.5: 5 damage to Nico's Chandra, Torch of Defiance (loyalty 4) leaves her with none, and
    // Ana discards her Lightning Bolt and draws her Shock. At his Gray Ogre (a red creature) she does neither; declining
    // the discard leaves out the draw.
    void chandrasDefeatLootsForAChandra()
    {
        const QByteArray chandra = nicos("pw", "Chandra, Torch of Defiance", ", \"counters\": {\"loyalty\": 4}");
        const Playthrough p = anaCasts("Chandra's Defeat", "\"pw\"", chandra);
        QVERIFY2(test::zoneOf(p, QStringLiteral("pw")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("shock")), Zone::Hand);

        const Playthrough ogre = anaCasts("Chandra's Defeat", "\"ogre\"", nicos("ogre", "Gray Ogre"));
        QVERIFY2(test::zoneOf(ogre, QStringLiteral("ogre")) == Zone::Graveyard, qPrintable(test::happened(ogre)));
        QCOMPARE(test::zoneOf(ogre, QStringLiteral("bolt")), Zone::Hand);
        QCOMPARE(test::zoneOf(ogre, QStringLiteral("shock")), Zone::Library);

        const Playthrough declined = anaCasts("Chandra's Defeat", "\"pw\"", chandra, false);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("bolt")), Zone::Hand);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("shock")), Zone::Library);
    }

    // CR 702.90a, 608.2c: the condition is a keyword of the target, alone in its filter.
    void burnTheImpureStructure()
    {
        const Action* hit = test::firstAction(fixtures(), QStringLiteral("Burn the Impure"), 0, ActionKind::Damage);
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Burn the Impure"), 0);
        QVERIFY(hit && spell && spell->effect.size() == 2);
        const Action& second = spell->effect[1];
        QVERIFY(second.condition && second.condition->filter);
        QCOMPARE(second.condition->kind, Condition::Kind::TargetIs);
        QCOMPARE(second.condition->filter->hasKeyword, QStringLiteral("Infect"));
        QVERIFY(!second.condition->filter->types);
    }

    // CR 608.2c, 702.90a: Nico's Glistener Elf (infect) dies and Nico goes to 17; his Grizzly Bears dies and he
    // stays at 20.
    void burnTheImpureHitsAnInfectController()
    {
        const Playthrough elf = anaCasts("Burn the Impure", "\"elf\"", nicos("elf", "Glistener Elf"));
        QVERIFY2(test::zoneOf(elf, QStringLiteral("elf")) == Zone::Graveyard, qPrintable(test::happened(elf)));
        QCOMPARE(test::lifeOf(elf, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(elf, QStringLiteral("ana")), 20);

        const Playthrough bears = anaCasts("Burn the Impure", "\"nbears\"", nicos("nbears", "Grizzly Bears"));
        QVERIFY2(test::zoneOf(bears, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(bears)));
        QCOMPARE(test::lifeOf(bears, QStringLiteral("nico")), 20);
    }

    // CR 608.2c, 205.4d, 701.12a: the counter is put only on a legendary target, and the fight follows either way.
    void ancientAnimusStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Ancient Animus"), 0);
        QVERIFY(spell && spell->effect.size() == 2 && spell->targets.size() == 2);
        const Action& counter = spell->effect[0];
        QCOMPARE(counter.kind, ActionKind::PutCounter);
        QVERIFY(counter.condition && counter.condition->filter);
        QCOMPARE(counter.condition->kind, Condition::Kind::TargetIs);
        QCOMPARE(counter.condition->filter->supertypes, quint8(Supertype::Legendary));
        QCOMPARE(spell->effect[1].kind, ActionKind::Fight);
        QVERIFY(!spell->effect[1].condition);
    }

    // CR 608.2c, 701.12a: Ana's Mannichi, the Fevered Dream (legendary, 1/2) gets a +1/+1 counter and, as a 2/3, kills
    // Nico's Grizzly Bears and survives; her own Grizzly Bears gets no counter and both Bears die.
    void ancientAnimusCountsOnALegend()
    {
        const QByteArray mannichi = "{\"id\": \"mannichi\", \"card\": \"Mannichi, the Fevered Dream\", \"timestamp\": 2}, "
            + nicos("nbears", "Grizzly Bears");
        const Playthrough p = anaCasts("Ancient Animus", "\"mannichi\", \"nbears\"", mannichi);
        QVERIFY2(test::countersOn(p, QStringLiteral("mannichi")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("mannichi")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);

        const QByteArray bears = "{\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 2}, " + nicos("nbears", "Grizzly Bears");
        const Playthrough plain = anaCasts("Ancient Animus", "\"abears\", \"nbears\"", bears);
        QVERIFY2(test::zoneOf(plain, QStringLiteral("abears")) == Zone::Graveyard, qPrintable(test::happened(plain)));
        QCOMPARE(test::zoneOf(plain, QStringLiteral("nbears")), Zone::Graveyard);
    }

    // CR 608.2c, 613.4c: the +2/+2 is given only to a target whose power is 2 as the spell resolves.
    void savageSwipeStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Savage Swipe"), 0);
        QVERIFY(spell && spell->effect.size() == 2);
        const Action& bonus = spell->effect[0];
        QVERIFY(bonus.continuous && bonus.condition && bonus.condition->filter);
        QCOMPARE(bonus.condition->kind, Condition::Kind::TargetIs);
        QCOMPARE(bonus.condition->filter->powerAtLeast, std::optional<int>(2));
        QCOMPARE(bonus.condition->filter->powerAtMost, std::optional<int>(2));
        QCOMPARE(spell->effect[1].kind, ActionKind::Fight);
    }

    // CR 608.2c, 701.12a: Ana's Grizzly Bears (power 2) becomes 4/4 and kills Nico's Grizzly Bears, surviving with 2
    // damage; her Mannichi, the Fevered Dream (power 1) gets nothing, stays 1/2 and dies fighting his Bears.
    void savageSwipeGrowsAPowerTwo()
    {
        const QByteArray bears = "{\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 2}, " + nicos("nbears", "Grizzly Bears");
        const Playthrough p = anaCasts("Savage Swipe", "\"abears\", \"nbears\"", bears);
        QVERIFY2(test::ptOf(p, QStringLiteral("abears")) == QStringLiteral("4/4"), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("abears")), 2);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);

        const QByteArray mannichi = "{\"id\": \"mannichi\", \"card\": \"Mannichi, the Fevered Dream\", \"timestamp\": 2}, "
            + nicos("nbears", "Grizzly Bears");
        const Playthrough small = anaCasts("Savage Swipe", "\"mannichi\", \"nbears\"", mannichi);
        QVERIFY2(test::zoneOf(small, QStringLiteral("mannichi")) == Zone::Graveyard, qPrintable(test::happened(small)));
        QCOMPARE(test::damageOn(small, QStringLiteral("nbears")), 1);
    }

    // CR 400.7, 611.2c: the first strike is given to the permanent the exiled card became, not to the object exiled.
    void justiciarsPortalGivesTheReturnedCreatureFirstStrike()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Justiciar's Portal"), 0);
        QVERIFY(spell && spell->effect.size() == 3);
        QCOMPARE(spell->effect[1].kind, ActionKind::ReturnToBattlefield);
        QVERIFY(spell->effect[2].continuous && spell->effect[2].continuous->affects);
        QCOMPARE(spell->effect[2].continuous->affects->ref, Selector::Ref::Target);

        const QByteArray bears = "{\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 2}, "
                                 "{\"id\": \"other\", \"card\": \"Grizzly Bears\", \"timestamp\": 3}";
        const Playthrough p = anaCasts("Justiciar's Portal", "\"abears\"", bears);
        QVERIFY2(test::zoneOf(p, QStringLiteral("abears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::hasKeyword(p, QStringLiteral("abears"), QStringLiteral("First strike")), qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("other"), QStringLiteral("First strike")));
    }

    // CR 701.28a, 115.1: up to one target Werewolf you control is transformed.
    void waxingMoonTransformsATarget()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Waxing Moon"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->effect.size() == 2);
        QCOMPARE(spell->targets.first().upTo, quint8(1));
        const Action& transform = spell->effect.first();
        QCOMPARE(transform.kind, ActionKind::Transform);
        QVERIFY(transform.object && transform.object->ref == Selector::Ref::Target);
    }

    // CR 701.28a, 712.8: Ana's Kruin Outlaw becomes Terror of Kruin Pass (3/3), and her Grizzly Bears gains trample;
    // with no target chosen, the Outlaw stays a 2/2 and the Bears still gains trample (601.2c).
    void waxingMoonTurnsAWerewolf()
    {
        const QByteArray board = "{\"id\": \"outlaw\", \"card\": \"Kruin Outlaw\", \"timestamp\": 2}, "
                                 "{\"id\": \"abears\", \"card\": \"Grizzly Bears\", \"timestamp\": 3}";
        const Playthrough p = anaCasts("Waxing Moon", "\"outlaw\"", board);
        QVERIFY2(test::ptOf(p, QStringLiteral("outlaw")) == QStringLiteral("3/3"), qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("outlaw"))->name, QStringLiteral("Terror of Kruin Pass"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("abears"), QStringLiteral("Trample")));

        const Playthrough none = anaCasts("Waxing Moon", "", board);
        QVERIFY2(test::ptOf(none, QStringLiteral("outlaw")) == QStringLiteral("2/2"), qPrintable(test::happened(none)));
        QVERIFY(test::hasKeyword(none, QStringLiteral("abears"), QStringLiteral("Trample")));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR36)
#include "tst_impspellr36.moc"
