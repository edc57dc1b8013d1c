// Round 36's second helper on instants and sorceries (tests/data/import/impspellr36b.json, the real card objects): a
// player who exiles a permanent of theirs they choose, "Target opponent exiles a creature they control." (Doomfall's
// first mode; its second, a card chosen from the revealed hand, was already read); a control change and a haste
// grant both until end of turn said once, "Until end of turn, you gain control of target creature and it gains
// haste.", and damage equal to the power of the creature the spell itself sacrificed, "Sacrifice a creature. ~ deals
// damage equal to that creature's power to any target." (Grab the Reins). The structure, the English written back
// (the round trip trusts it); "Sacrifice any number of artifacts, creatures, and/or lands. Draw a card for each
// permanent sacrificed this way." (Reprocess), "Sacrifice any number of Mountains. ~ deals that much damage to target
// player or planeswalker." (Landslide), "Sacrifice any number of lands. Add {C} for each land sacrificed this way."
// (Mana Seism). The card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr36b.json"));
}

// Ana casts Doomfall from her hand choosing its mode `mode` at Nico; the resolve event's choices are `choices`.
// Nico controls a Grizzly Bears and a Craw Wurm, Ana a Grizzly Bears.
Playthrough doomfallCast(int mode, const QByteArray& choices)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Doomfall\", \"zone\": \"hand\"}, ")
        + test::objectJson("nicobears", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("wurm", "Craw Wurm", "", "nico") + ", " + test::objectJson("anabears", "Grizzly Bears");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"], \"choices\": {\"mode\": "
            + QByteArray::number(mode) + "}}, {\"id\": \"e2\", \"resolve\": \"top\", \"choices\": " + choices + "}");
}

// Ana casts Grab the Reins from her hand choosing its mode `mode` at `target`; the resolve event's choices are
// `choices`. Ana controls a Craw Wurm (6/4) and a Grizzly Bears, Nico a Grizzly Bears.
Playthrough grabTheReinsCast(int mode, const char* target, const QByteArray& choices)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Grab the Reins\", \"zone\": \"hand\"}, ")
        + test::objectJson("wurm", "Craw Wurm") + ", " + test::objectJson("anabears", "Grizzly Bears") + ", "
        + test::objectJson("nicobears", "Grizzly Bears", "", "nico");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"" + QByteArray(target) + "\"], \"choices\": {\"mode\": "
            + QByteArray::number(mode) + "}}, {\"id\": \"e2\", \"resolve\": \"top\", \"choices\": " + choices + "}");
}

// Ana casts Reprocess from her hand; the resolve event's choices are `choices`. She controls a Bonesplitter, a
// Forest, a Grizzly Bears and a Bad Moon, with five Grizzly Bears in her library; Nico controls a Grizzly Bears.
Playthrough reprocessCast(const QByteArray& choices)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Reprocess\", \"zone\": \"hand\"}, ")
        + test::objectJson("splitter", "Bonesplitter") + ", " + test::objectJson("forest", "Forest") + ", "
        + test::objectJson("anabears", "Grizzly Bears") + ", " + test::objectJson("moon", "Bad Moon") + ", "
        + test::objectJson("nicobears", "Grizzly Bears", "", "nico") + test::bears("ana", 5, "library");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"choices\": " + choices + "}");
}

// Ana casts Landslide from her hand at Nico; the resolve event's choices are `choices`. She controls two Mountains and
// a Forest.
Playthrough landslideCast(const QByteArray& choices)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Landslide\", \"zone\": \"hand\"}, ")
        + test::objectJson("mountain1", "Mountain") + ", " + test::objectJson("mountain2", "Mountain") + ", "
        + test::objectJson("forest", "Forest");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\", "
        "\"choices\": " + choices + "}");
}

}   // namespace

class TestImpSpellR36b : public QObject {
    Q_OBJECT
private slots:
    // Every card of the fixture is understood.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    // Each card goes through the card format and reads back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 700.2, 701.13a, 608.2d: Doomfall's first mode is an exile by the target opponent of one creature they control,
    // chosen as it resolves (not targeted), written back as Oracle says it.
    void doomfallStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Doomfall"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->modes.size(), 2);
        QVERIFY(spell->modes[0]);
        const AbilityDef& first = *spell->modes[0];
        QCOMPARE(first.effect.size(), 1);
        const Action& exile = first.effect[0];
        QCOMPARE(exile.kind, ActionKind::Exile);
        QCOMPARE(exile.who, QStringLiteral("target_player"));
        QVERIFY(exile.object && !exile.object->isRef());
        QCOMPARE(exile.object->types, quint16(CardType::Creature));
        QCOMPARE(exile.object->where, Selector::Where::Battlefield);
        QVERIFY(!exile.each);
        QCOMPARE(exile.pick, 0);
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Doomfall"), 0)
                    .contains(QStringLiteral("Target opponent exiles a creature they control.")));
    }

    // CR 701.13a, 608.2d: Nico chooses his Craw Wurm, which is exiled; his Bears and Ana's stay.
    void doomfallExilesTheChosenCreature()
    {
        const Playthrough p = doomfallCast(1, "{\"objects\": [\"wurm\"]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Battlefield);
    }

    // CR 608.2d: Ana's Bears is not Nico's to choose; one of his two creatures is exiled instead, and only one.
    void doomfallExilesOnlyOneOfHis()
    {
        const Playthrough p = doomfallCast(1, "{\"objects\": [\"anabears\"]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("anabears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(int(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Exile)
                + int(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Exile), 1);
    }

    // CR 700.2: with the second mode chosen, no creature is exiled.
    void doomfallSecondModeLeavesCreatures()
    {
        const Playthrough p = doomfallCast(2, "{}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Battlefield);
    }

    // CR 700.2, 611.2a, 608.2h: Grab the Reins' first mode is a control change and a haste grant, both until end of
    // turn; its second a sacrifice, then damage equal to the sacrificed creature's power, as it last existed. The
    // writer says each as Oracle does once the first is spelled out (both last the turn).
    void grabTheReinsStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Grab the Reins"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->modes.size(), 2);
        QVERIFY(spell->modes[0] && spell->modes[1]);
        const AbilityDef& control = *spell->modes[0];
        QCOMPARE(control.effect.size(), 2);
        for (const Action& a : control.effect) {
            QCOMPARE(a.kind, ActionKind::Continuous);
            QVERIFY(a.continuous);
            QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
        }
        const AbilityDef& fling = *spell->modes[1];
        QCOMPARE(fling.effect.size(), 2);
        QCOMPARE(fling.effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(fling.effect[1].kind, ActionKind::Damage);
        QVERIFY(fling.effect[1].amountOf);
        QCOMPARE(fling.effect[1].amountOf->kind, Expr::Kind::PowerOfSacrificed);
        QVERIFY(fling.effect[1].to && fling.effect[1].to->ref == Selector::Ref::Target);
        const QString written = test::writtenText(fixtures(), QStringLiteral("Grab the Reins"), 0);
        QVERIFY2(written.contains(QStringLiteral(
                     "Gain control of target creature until end of turn. It gains haste until end of turn.")),
            qPrintable(written));
        QVERIFY2(written.contains(QStringLiteral(
                     "Sacrifice a creature. ~ deals damage equal to the sacrificed creature's power to any target.")),
            qPrintable(written));
    }

    // CR 611.2a, 702.10b: Ana gains control of Nico's Bears, which has haste; her own Bears doesn't gain haste.
    void grabTheReinsTakesTheCreature()
    {
        const Playthrough p = grabTheReinsCast(1, "nicobears", "{}");
        const Characteristics* bears = test::charsOf(p, QStringLiteral("nicobears"));
        QVERIFY2(bears, qPrintable(test::happened(p)));
        QCOMPARE(bears->controller, QStringLiteral("ana"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("nicobears"), QStringLiteral("Haste")));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("anabears"), QStringLiteral("Haste")));
    }

    // CR 701.17a, 608.2h: Ana sacrifices her Craw Wurm and Nico is dealt 6 (20 to 14); sacrificing her Bears instead,
    // he is dealt 2.
    void grabTheReinsFlingsTheSacrificedCreature()
    {
        const Playthrough wurm = grabTheReinsCast(2, "nico", "{\"objects\": [\"wurm\"]}");
        QVERIFY2(test::zoneOf(wurm, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(wurm)));
        QCOMPARE(test::zoneOf(wurm, QStringLiteral("anabears")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(wurm, QStringLiteral("nico")), 14);
        const Playthrough bears = grabTheReinsCast(2, "nico", "{\"objects\": [\"anabears\"]}");
        QVERIFY2(test::zoneOf(bears, QStringLiteral("anabears")) == Zone::Graveyard, qPrintable(test::happened(bears)));
        QCOMPARE(test::zoneOf(bears, QStringLiteral("wurm")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(bears, QStringLiteral("nico")), 18);
    }

    // CR 701.17a, 608.2c, 608.2d: Reprocess sacrifices any number of Ana's artifacts, creatures and lands, chosen as it
    // resolves, then draws one card for each of them.
    void reprocessStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Reprocess"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        const Action& sacrifice = spell->effect[0];
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QCOMPARE(sacrifice.who, QStringLiteral("you"));
        QCOMPARE(sacrifice.pick, int(Selector::kAnyNumber));
        QVERIFY(sacrifice.pickUpTo);
        QVERIFY(sacrifice.object);
        QCOMPARE(sacrifice.object->anyTypes,
            quint16(quint16(CardType::Artifact) | quint16(CardType::Creature) | quint16(CardType::Land)));
        const Action& draw = spell->effect[1];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.amountOf);
        QCOMPARE(draw.amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Reprocess"), 0),
            QStringLiteral("Sacrifice any number of artifacts, creatures, and lands. Draw a card for each permanent "
                           "sacrificed this way."));
    }

    // CR 701.17a, 608.2c: Ana sacrifices her Bonesplitter, Forest and Bears and draws three; her Bad Moon (no artifact,
    // creature or land) stays, and so does Nico's Bears (not hers) though named.
    void reprocessDrawsForEachSacrificed()
    {
        const Playthrough p = reprocessCast("{\"objects\": [\"splitter\", \"forest\", \"anabears\", \"nicobears\"]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("splitter")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("moon")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Battlefield);
        QCOMPARE(test::bearsIn(p, "ana", 5, "library", Zone::Hand), 3);
    }

    // CR 608.2d: any number is none too: with one chosen, only the Forest goes and one card is drawn; with none, nothing.
    void reprocessSacrificesOnlyThoseChosen()
    {
        const Playthrough one = reprocessCast("{\"objects\": [\"forest\"]}");
        QVERIFY2(test::zoneOf(one, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("splitter")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(one, QStringLiteral("anabears")), Zone::Battlefield);
        QCOMPARE(test::bearsIn(one, "ana", 5, "library", Zone::Hand), 1);
        const Playthrough none = reprocessCast("{}");
        QVERIFY2(test::zoneOf(none, QStringLiteral("forest")) == Zone::Battlefield, qPrintable(test::happened(none)));
        QCOMPARE(test::zoneOf(none, QStringLiteral("splitter")), Zone::Battlefield);
        QCOMPARE(test::bearsIn(none, "ana", 5, "library", Zone::Hand), 0);
    }

    // CR 608.2d: Bad Moon is no artifact, creature or land: naming it refuses the resolve event.
    void reprocessRefusesAnEnchantment()
    {
        const Playthrough p = reprocessCast("{\"objects\": [\"moon\"]}");
        QVERIFY2(test::refused(p, "e2"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("moon")), Zone::Battlefield);
    }

    // CR 608.2c, 120.3: Landslide's damage is as much as the Mountains it sacrificed, to its one target.
    void landslideStructure()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Landslide"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(spell->effect[0].pick, int(Selector::kAnyNumber));
        const Action& damage = spell->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.amountOf && damage.to);
        QCOMPARE(damage.amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(damage.to->ref, Selector::Ref::Target);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Landslide"), 0),
            QStringLiteral("Sacrifice any number of Mountains. ~ deals that much damage to target player or planeswalker."));
    }

    // CR 701.17a, 608.2c: two Mountains sacrificed deal 2 to Nico (18); one, 1 (19). Her Forest is no Mountain:
    // naming it refuses the resolve event (608.2d).
    void landslideDealsOnePerMountain()
    {
        const Playthrough both = landslideCast("{\"objects\": [\"mountain1\", \"mountain2\"]}");
        QVERIFY2(test::lifeOf(both, QStringLiteral("nico")) == 18, qPrintable(test::happened(both)));
        QCOMPARE(test::zoneOf(both, QStringLiteral("mountain2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(both, QStringLiteral("forest")), Zone::Battlefield);
        const Playthrough one = landslideCast("{\"objects\": [\"mountain2\"]}");
        QVERIFY2(test::lifeOf(one, QStringLiteral("nico")) == 19, qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("mountain1")), Zone::Battlefield);
        const Playthrough forest = landslideCast("{\"objects\": [\"forest\"]}");
        QVERIFY(test::refused(forest, "e2"));
        QCOMPARE(test::zoneOf(forest, QStringLiteral("forest")), Zone::Battlefield);
    }

    // CR 106.1, 608.2c: Mana Seism adds {C} once for each land it sacrificed; the event player names mana, it keeps no
    // pool, so the sacrifice is what a playthrough shows: the Forest and one Mountain go, the other Mountain stays.
    void manaSeismSacrificesTheLandsChosen()
    {
        const AbilityDef* spell = test::parsedAbility(fixtures(), QStringLiteral("Mana Seism"), 0);
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 2);
        QCOMPARE(spell->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(spell->effect[0].object->types, quint16(CardType::Land));
        const Action& mana = spell->effect[1];
        QCOMPARE(mana.kind, ActionKind::AddMana);
        QCOMPARE(mana.text, QStringLiteral("{C}"));
        QVERIFY(mana.amountOf);
        QCOMPARE(mana.amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mana Seism"), 0),
            QStringLiteral("Sacrifice any number of lands. Add {C} for each land sacrificed this way."));
        const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Mana Seism\", \"zone\": \"hand\"}, ")
            + test::objectJson("mountain1", "Mountain") + ", " + test::objectJson("mountain2", "Mountain") + ", "
            + test::objectJson("forest", "Forest");
        const Playthrough p = test::playScenario(fixtures(), objects,
            "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\", "
            "\"choices\": {\"objects\": [\"forest\", \"mountain1\"]}}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("mountain1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("mountain2")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR36b)
#include "tst_impspellr36b.moc"
