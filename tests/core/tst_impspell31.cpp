// Round 31's instants and sorceries (tests/data/import/impspell31.json): a graveyard target limited by the
// spell's X, "target creature card with converted mana cost X or less from your graveyard" (Stir the Grave),
// a target of alternatives named again "that permanent" with "her controller" (Liliana's Defeat), and a
// target with either of two limits, "target creature with power or toughness 1 or less" (Warping Wail), and
// a search for "a Forest or Plains card" put into a hand (Safewright Quest), and "Each attacking creature
// doesn't untap during its controller's next untap step" (Tangle); a set limited by the spell's X, "all
// nonland permanents with converted mana cost X or less" (Displacement Wave); "each white and/or blue
// creature" (Evaporate).
// Liliana of the Veil is there as a board card for Liliana's Defeat (her loyalty abilities are not the point).
// The structure, the English written back (the round trip trusts it), and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell31.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana casts `card` from her hand at `targets` (a JSON list's items) with `choices`, and it resolves.
Playthrough anaCasts(const char* card, const QByteArray& targets, const QByteArray& objects, const QByteArray& choices = "{}")
{
    return played(QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [" + targets + "], \"choices\": " + choices
            + "}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpSpell31 : public QObject {
    Q_OBJECT
private slots:
    // The seven spells are understood; the board card is imported as a card (its abilities aside).
    void spellsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 8);
        for (const char* name : {"Liliana's Defeat", "Stir the Grave", "Warping Wail", "Safewright Quest", "Tangle",
                 "Displacement Wave", "Evaporate"}) {
            const ImportedCard* card = test::findCard(fixtures(), QString::fromUtf8(name));
            QVERIFY2(card && card->status == CardStatus::Understood, name);
        }
    }

    // The seven understood spells go through the card format and read back the same.
    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 7);
    }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("X or less from a graveyard")
            << "Stir the Grave"
            << "Return target creature card with mana value X or less from your graveyard to the battlefield.";
        QTest::newRow("that permanent was")
            << "Liliana's Defeat"
            << "Destroy target black creature or black planeswalker. If that permanent was a Liliana planeswalker, "
               "its controller loses 3 life.";
        QTest::newRow("power or toughness") << "Warping Wail"
                                            << "Choose one \u2014\n\u2022 Exile target creature with power or toughness 1 "
                                               "or less.\n\u2022 Counter target sorcery spell.\n\u2022 Create a 1/1 "
                                               "colorless Eldrazi Scion creature token with \"Sacrifice this permanent: "
                                               "Add {C}.\"";
        QTest::newRow("either land type")
            << "Safewright Quest"
            << "Search your library for a Forest or Plains card, reveal it, put it into your hand, then shuffle.";
        QTest::newRow("a set limited by X")
            << "Displacement Wave" << "Return all nonland permanents with mana value X or less to their owners' hands.";
        QTest::newRow("each of either colour") << "Evaporate" << "~ deals 1 damage to white or blue creatures.";
    }

    // Tangle's second paragraph in the writer's plural, which the round trip reads for Oracle's "Each attacking
    // creature doesn't untap during its controller's next untap step."
    void tangleWrittenInThePlural()
    {
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Tangle"), 1));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tangle"), 1),
            QStringLiteral("Attacking creatures don't untap during their controllers' next untap steps."));
        const Action* kept = test::firstAction(fixtures(), QStringLiteral("Tangle"), 1, ActionKind::DontUntapNext);
        QVERIFY(kept && kept->object && kept->object->attacking && !kept->object->isRef());
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, 0));
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 202.3, 601.2b, 601.2c: Stir the Grave's target is a creature card in Ana's graveyard whose mana value
    // is at most the X she announced before choosing it.
    void stirTheGraveTargetIsLimitedByX()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Stir the Grave"), 0);
        QVERIFY(spell && spell->targets.size() == 1);
        QVERIFY(spell->targets[0].manaValueAtMostX);
        QCOMPARE(spell->targets[0].zone, Zone::Graveyard);
        QCOMPARE(spell->effect.first().kind, ActionKind::ReturnFromGraveyard);
    }

    // CR 601.2b, 601.2c, 608.2b: with X = 2 Stir the Grave returns Ana's Grizzly Bears (mana value 2) to the
    // battlefield; with X = 1 the Bears can't be its target, nor her Craw Wurm (mana value 6) with X = 2.
    void stirTheGraveReturnsACardOfAtMostX()
    {
        const QByteArray graveyard = R"({"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "graveyard"})";
        const Playthrough two = anaCasts("Stir the Grave", R"("bears")", graveyard, R"({"x": 2})");
        QVERIFY2(test::zoneOf(two, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(two)));
        const Playthrough one = anaCasts("Stir the Grave", R"("bears")", graveyard, R"({"x": 1})");
        QVERIFY2(test::refused(one, "e1"), qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("bears")), Zone::Graveyard);
        const Playthrough wurm = anaCasts("Stir the Grave", R"("wurm")", graveyard, R"({"x": 2})");
        QVERIFY2(test::refused(wurm, "e1"), qPrintable(test::happened(wurm)));
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("wurm")), Zone::Graveyard);
    }

    // CR 608.2h, 205.3j: the loss is the destroyed target's controller's, only when it was a Liliana
    // planeswalker (as it last existed on the battlefield).
    void lilianasDefeatConditionIsTheTargetsKind()
    {
        const Action* loss = test::firstAction(fixtures(), QStringLiteral("Liliana's Defeat"), 0, ActionKind::LoseLife);
        QVERIFY(loss && loss->condition);
        QCOMPARE(loss->condition->kind, Condition::Kind::TargetIs);
        QCOMPARE(loss->who, QStringLiteral("controller_of_target"));
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Liliana's Defeat"), 0);
        QVERIFY(spell && spell->targets.size() == 1 && spell->targets[0].anyOf.size() == 2);
    }

    // CR 608.2h, 205.3j, 115.1: Liliana's Defeat destroys Nico's Liliana of the Veil and he loses 3 life; it
    // destroys his Black Knight and he loses none; his green Grizzly Bears can't be its target.
    void lilianasDefeatTakesLifeForALiliana()
    {
        const Playthrough liliana = anaCasts("Liliana's Defeat", R"("pw")",
            R"({"id": "pw", "card": "Liliana of the Veil", "controller": "nico", "owner": "nico", "timestamp": 1, "counters": {"loyalty": 3}})");
        QVERIFY2(test::zoneOf(liliana, QStringLiteral("pw")) == Zone::Graveyard, qPrintable(test::happened(liliana)));
        QCOMPARE(test::lifeOf(liliana, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(liliana, QStringLiteral("ana")), 20);
        const Playthrough knight = anaCasts("Liliana's Defeat", R"("knight")",
            R"({"id": "knight", "card": "Black Knight", "controller": "nico", "owner": "nico", "timestamp": 1})");
        QVERIFY2(test::zoneOf(knight, QStringLiteral("knight")) == Zone::Graveyard, qPrintable(test::happened(knight)));
        QCOMPARE(test::lifeOf(knight, QStringLiteral("nico")), 20);
        const Playthrough bears = anaCasts("Liliana's Defeat", R"("bears")",
            R"({"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1})");
        QVERIFY2(test::refused(bears, "e1"), qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 115.1, 208.1: Warping Wail's first mode targets a creature whose power or whose toughness is 1 or
    // less: one part limited by power, one by toughness.
    void warpingWailTargetMeetsEitherLimit()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Warping Wail"), 0);
        QVERIFY(spell && spell->modes.size() == 3 && spell->modes[0]->targets.size() == 1);
        const Selector& target = spell->modes[0]->targets[0];
        QCOMPARE(target.anyOf.size(), 2);
        QCOMPARE(target.anyOf[0].powerAtMost, std::optional<int>(1));
        QCOMPARE(target.anyOf[1].toughnessAtMost, std::optional<int>(1));
    }

    // CR 700.2a, 115.1, 608.2b: Warping Wail's first mode exiles Nico's Cavern Harpy (2/1: toughness 1) and
    // his Academy Rector (1/2: power 1); his Grizzly Bears (2/2) can't be its target.
    void warpingWailExilesASmallCreature_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<bool>("legal");
        QTest::newRow("toughness 1") << "Cavern Harpy" << true;
        QTest::newRow("power 1") << "Academy Rector" << true;
        QTest::newRow("2/2") << "Grizzly Bears" << false;
    }
    void warpingWailExilesASmallCreature()
    {
        QFETCH(QString, card);
        QFETCH(bool, legal);
        const QByteArray creature = "{\"id\": \"small\", \"card\": \"" + card.toUtf8()
            + "\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 1}";
        const Playthrough p = anaCasts("Warping Wail", R"("small")", creature, R"({"mode": 1})");
        QVERIFY2(test::refused(p, "e1") != legal, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("small")), legal ? Zone::Exile : Zone::Battlefield);
    }

    // CR 701.23a, 205.3i: Safewright Quest's card is one of either land type: one part a Forest card, one a
    // Plains card, both in Ana's library.
    void safewrightQuestSearchesEitherLandType()
    {
        const Action* search = test::firstAction(fixtures(), QStringLiteral("Safewright Quest"), 0, ActionKind::SearchLibrary);
        QVERIFY(search && search->object && search->reveal);
        QCOMPARE(search->object->anyOf.size(), 2);
        QCOMPARE(search->text, QStringLiteral("hand"));
        for (const Selector& part : search->object->anyOf)
            QCOMPARE(part.subtypes.size(), 1);
    }

    // CR 701.23a, 701.24a: Safewright Quest puts the Plains of Ana's library (Island, Plains) into her hand, and
    // the Forest of another (Island, Forest); with an Island alone nothing is found.
    void safewrightQuestFindsAForestOrPlains_data()
    {
        QTest::addColumn<QString>("land");
        QTest::addColumn<bool>("found");
        QTest::newRow("Plains") << "Plains" << true;
        QTest::newRow("Forest") << "Forest" << true;
        QTest::newRow("Island") << "Island" << false;
    }
    void safewrightQuestFindsAForestOrPlains()
    {
        QFETCH(QString, land);
        QFETCH(bool, found);
        const QByteArray library = "{\"id\": \"island\", \"card\": \"Island\", \"zone\": \"library\"}, "
                                   "{\"id\": \"land\", \"card\": \""
            + land.toUtf8() + "\", \"zone\": \"library\"}";
        const Playthrough p = anaCasts("Safewright Quest", "", library);
        QVERIFY2(test::zoneOf(p, QStringLiteral("land")) == (found ? Zone::Hand : Zone::Library), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Library);
    }

    // CR 502.3, 608.2h: Ana's Grizzly Bears attack and Tangle resolves: the Bears stay tapped through Ana's
    // next untap step, while her tapped Craw Wurm, which did not attack, untaps; at her untap step after that
    // the Bears untap too.
    void tangleKeepsTheAttackersTapped()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Tangle", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "tapped": true, "timestamp": 2})";
        const QByteArray combat = R"({"id": "a1", "attack": {"bears": "nico"}}, {"id": "e1", "cast": "spell"},
            {"id": "e2", "resolve": "top"}, {"id": "u1", "begin": "untap"}, {"id": "u2", "begin": "untap"})";
        const Playthrough p = played(objects, combat);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("wurm")));
        const Playthrough later = played(objects, combat + R"(, {"id": "u3", "begin": "untap"}, {"id": "u4", "begin": "untap"})");
        QVERIFY2(!test::tapped(later, QStringLiteral("bears")), qPrintable(test::happened(later)));
    }

    // CR 107.3, 202.3: Displacement Wave's set is limited by the X of the spell as it resolves.
    void displacementWaveSetIsLimitedByX()
    {
        const Action* wave = test::firstAction(fixtures(), QStringLiteral("Displacement Wave"), 0, ActionKind::ReturnToHand);
        QVERIFY(wave && wave->object && !wave->object->isRef());
        QVERIFY(wave->object->manaValueAtMostX);
        QVERIFY(!wave->object->manaValueAtMost);
    }

    // CR 107.3, 202.3, 305.9: Displacement Wave with X = 2 returns Nico's Grizzly Bears (mana value 2) to his
    // hand and leaves his Craw Wurm (6) and his Forest (a land); with X = 6 the Wurm goes too.
    void displacementWaveReturnsUpToX_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<bool>("wurmReturned");
        QTest::newRow("X = 2") << 2 << false;
        QTest::newRow("X = 6") << 6 << true;
    }
    void displacementWaveReturnsUpToX()
    {
        QFETCH(int, x);
        QFETCH(bool, wurmReturned);
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 2},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 3})";
        const Playthrough p = anaCasts("Displacement Wave", "", board, "{\"x\": " + QByteArray::number(x) + "}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), wurmReturned ? Zone::Hand : Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
    }

    // CR 105.2, 120.3: Evaporate deals 1 damage to Nico's Serra Angel (white) and his Lumengrid Warden (blue),
    // and none to his Grizzly Bears (green).
    void evaporateDamagesEachWhiteOrBlueCreature()
    {
        const QByteArray board = R"({"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 1},
            {"id": "warden", "card": "Lumengrid Warden", "owner": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})";
        const Playthrough p = anaCasts("Evaporate", "", board);
        QVERIFY2(test::damageOn(p, QStringLiteral("angel")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("warden")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell31)
#include "tst_impspell31.moc"
