// Round 40's helper on instants and sorceries (tests/data/import/impspellr40.json, the real card objects): "Counter
// target spell unless its controller discards their hand." (Perplex) and "Counter target spell unless its controller
// pays {X}, where X is the greatest power among creatures you control." (Spell Rupture), and a spell target that is not
// of a creature type, "Counter target non-Faerie spell." (Faerie Trickery; Wasp Lancer is the Faerie), and a payment
// said first, "Unless target player pays {3}, they lose 5 life and you gain 5 life." (Rhystic Syphon). The structure,
// the English written back (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr40.json"));
}

// Nico casts his Grizzly Bears "nbears" from his hand, which also holds two Forests; Ana, with a Forest of her own in
// hand, casts Perplex at it. It resolves with `pays` saying whether Nico discards his hand.
Playthrough perplexAtNicosBears(bool pays)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Perplex\", \"zone\": \"hand\"}, "
        + test::objectJson("aforest", "Forest", ", \"zone\": \"hand\"") + ", "
        + test::objectJson("nbears", "Grizzly Bears", ", \"zone\": \"hand\"", "nico") + ", "
        + test::objectJson("nforest0", "Forest", ", \"zone\": \"hand\"", "nico") + ", "
        + test::objectJson("nforest1", "Forest", ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"nbears\"}, {\"id\": \"e2\", \"cast\": \"spell\", \"targets\": [\"nbears\"]}, "
                   "{\"id\": \"e3\", \"resolve\": \"top\", \"pays\": ")
            + (pays ? "true" : "false") + "}, {\"id\": \"e4\", \"resolve\": \"top\"}");
}

// Nico casts his Grizzly Bears "nbears"; Ana, who controls a Juggernaut (power 5) and a Grizzly Bears, casts Spell
// Rupture at it. It resolves with `pays` saying whether Nico pays {X}.
Playthrough ruptureAtNicosBears(bool pays)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Spell Rupture\", \"zone\": \"hand\"}, "
        + test::objectJson("jugg", "Juggernaut") + ", " + test::objectJson("abears", "Grizzly Bears") + ", "
        + test::objectJson("nbears", "Grizzly Bears", ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"nbears\"}, {\"id\": \"e2\", \"cast\": \"spell\", \"targets\": [\"nbears\"]}, "
                   "{\"id\": \"e3\", \"resolve\": \"top\", \"pays\": ")
            + (pays ? "true" : "false") + "}, {\"id\": \"e4\", \"resolve\": \"top\"}");
}

// Nico casts his `creature` "ncreature"; Ana casts Faerie Trickery at it, and it resolves.
Playthrough trickeryAt(const char* creature)
{
    const QByteArray objects = "{\"id\": \"spell\", \"card\": \"Faerie Trickery\", \"zone\": \"hand\"}, "
        + test::objectJson("ncreature", creature, ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"ncreature\"}, {\"id\": \"e2\", \"cast\": \"spell\", \"targets\": [\"ncreature\"]}, "
        "{\"id\": \"e3\", \"resolve\": \"top\"}");
}

// Ana casts Rhystic Syphon at Nico; it resolves with `pays` saying whether he pays {3}.
Playthrough syphonAtNico(bool pays)
{
    return test::playScenario(fixtures(), "{\"id\": \"spell\", \"card\": \"Rhystic Syphon\", \"zone\": \"hand\"}",
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\", "
                   "\"pays\": ")
            + (pays ? "true" : "false") + "}");
}

}   // namespace

class TestImpSpellR40 : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c: each card's abilities are read and written back as Oracle says them.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    // The card format keeps each ability as it was read.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 118.12, 701.8a: Perplex counters its one target unless that spell's controller pays the cost "discard your
    // hand".
    void perplexStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Perplex"), QStringLiteral("discards their hand"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(spell->effect.size(), 1);
        const Action& unless = spell->effect.first();
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.who, QStringLiteral("controller_of_target"));
        QCOMPARE(unless.unlessPayment.size(), 1);
        QCOMPARE(unless.unlessPayment.first().kind, CostKind::DiscardHand);
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested.first().kind, ActionKind::CounterSpell);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Perplex"), 0),
            QStringLiteral("Counter target spell unless its controller discards their hand."));
    }

    // CR 118.12, 701.6a: Nico doesn't discard his hand, so his Bears is countered and he keeps his two Forests.
    void perplexCountersUnlessPaid()
    {
        const Playthrough p = perplexAtNicosBears(false);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest0")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest1")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("aforest")), Zone::Hand);
    }

    // CR 118.12, 701.8a: Nico, the target's controller, discards his whole hand; his Bears resolves, and Ana's hand is
    // not touched.
    void perplexPaidByDiscardingTheHand()
    {
        const Playthrough p = perplexAtNicosBears(true);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest0")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("aforest")), Zone::Hand);
    }

    // CR 107.3, 608.2h: Spell Rupture's {X} is the greatest power among creatures Ana controls, counted as it resolves.
    void ruptureStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Spell Rupture"), QStringLiteral("greatest power"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(spell->effect.size(), 1);
        const Action& counter = spell->effect.first();
        QCOMPARE(counter.kind, ActionKind::CounterSpell);
        QCOMPARE(counter.text, QStringLiteral("{X}"));
        QVERIFY(counter.amountOf && counter.amountOf->selector);
        QCOMPARE(counter.amountOf->kind, Expr::Kind::GreatestPower);
        QCOMPARE(counter.amountOf->selector->controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Spell Rupture"), 0),
            QStringLiteral("Counter target spell unless its controller pays {X}, where X is the greatest power among creatures "
                           "you control."));
    }

    // CR 701.6a, 118.12: unpaid, Nico's Bears is countered; paid, it resolves, and the payment named is {5}, the
    // Juggernaut's power (Nico's own Bears, on the stack, doesn't count).
    void ruptureCountersUnlessXIsPaid()
    {
        const Playthrough unpaid = ruptureAtNicosBears(false);
        QVERIFY2(test::zoneOf(unpaid, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(unpaid)));
        const Playthrough paid = ruptureAtNicosBears(true);
        QVERIFY2(test::zoneOf(paid, QStringLiteral("nbears")) == Zone::Battlefield, qPrintable(test::happened(paid)));
        QVERIFY2(test::happened(paid).contains(QStringLiteral("{5}")), qPrintable(test::happened(paid)));
    }

    // CR 205.3, 115.1: "non-Faerie spell" is a spell on the stack without the creature type Faerie.
    void trickeryStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Faerie Trickery"), QStringLiteral("non-Faerie"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        const Selector& target = spell->targets.first();
        QCOMPARE(target.word, QStringLiteral("spell"));
        QCOMPARE(target.zone, Zone::Stack);
        QCOMPARE(target.notSubtypes.size(), 1);
        QVERIFY(target.subtypes.isEmpty());
        QCOMPARE(spell->effect.size(), 1);
        QCOMPARE(spell->effect.first().kind, ActionKind::CounterSpell);
        QCOMPARE(spell->effect.first().destination, std::optional<Zone>(Zone::Exile));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Faerie Trickery"), 0),
            QStringLiteral("Counter target non-Faerie spell. If that spell is countered this way, exile it instead of putting "
                           "it into its owner's graveyard."));
    }

    // CR 115.1, 601.2c, 701.6a: Nico's Grizzly Bears spell is a legal target, countered and exiled; his Wasp Lancer, a
    // Faerie, can't be targeted, so the cast is refused and the Lancer resolves.
    void trickeryCountersOnlyNonFaeries()
    {
        const Playthrough bears = trickeryAt("Grizzly Bears");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("ncreature")) == Zone::Exile, qPrintable(test::happened(bears)));
        const Playthrough lancer = trickeryAt("Wasp Lancer");
        QVERIFY2(test::refused(lancer, "e2"), qPrintable(test::happened(lancer)));
        QVERIFY2(test::zoneOf(lancer, QStringLiteral("ncreature")) == Zone::Battlefield, qPrintable(test::happened(lancer)));
    }

    // CR 118.12: Rhystic Syphon's drain of its target player is done unless that player pays {3}; "they" is that player.
    void syphonStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Rhystic Syphon"), QStringLiteral("pays {3}"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(spell->targets.first().word, QStringLiteral("player"));
        QCOMPARE(spell->effect.size(), 1);
        const Action& unless = spell->effect.first();
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.who, QStringLiteral("they"));
        QCOMPARE(unless.text, QStringLiteral("{3}"));
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested.first().kind, ActionKind::Drain);
        QVERIFY(unless.nested.first().drain);
        QCOMPARE(unless.nested.first().drain->value, 5);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rhystic Syphon"), 0),
            QStringLiteral("Unless target player pays {3}, they lose 5 life and you gain 5 life."));
    }

    // CR 118.12, 119.3: unpaid, Nico loses 5 life and Ana gains 5; paid by Nico, the target, neither changes.
    void syphonUnlessTheTargetPays()
    {
        const Playthrough unpaid = syphonAtNico(false);
        QVERIFY2(test::lifeOf(unpaid, QStringLiteral("nico")) == 15, qPrintable(test::happened(unpaid)));
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("ana")), 25);
        const Playthrough paid = syphonAtNico(true);
        QVERIFY2(test::lifeOf(paid, QStringLiteral("nico")) == 20, qPrintable(test::happened(paid)));
        QCOMPARE(test::lifeOf(paid, QStringLiteral("ana")), 20);
        QVERIFY2(test::happened(paid).contains(QStringLiteral("Nico pays {3}"), Qt::CaseInsensitive), qPrintable(test::happened(paid)));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR40)
#include "tst_impspellr40.moc"
