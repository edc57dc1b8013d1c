// Round 42's spells, read from real cards' Oracle text (tests/data/import/impspell42.json) and played: Kirtar's Wrath's
// threshold paragraph ("instead destroy all creatures, then create …. Creatures destroyed this way can't be
// regenerated."), Epicenter's ("Each player sacrifices all lands they control instead if …") and All Is Dust ("Each
// player sacrifices all colored permanents they control."). Drudge Skeletons is the creature with a regeneration shield;
// the built-in Grizzly Bears, Forest and Ornithopter are the other permanents.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "ThresholdGraveyard.h"
#include "model/Card.h"
#include "model/ResolvableAbilities.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell42.json"));
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Nico's Drudge Skeletons, regenerated (a shield for the turn), and his Grizzly Bears; Ana's Grizzly Bears. Ana casts
// Kirtar's Wrath and it resolves (its tokens are e2.token1 and e2.token2).
Playthrough kirtarsWrath(bool threshold)
{
    const QByteArray objects = test::objectJson("wrath", "Kirtar's Wrath", ", \"zone\": \"hand\"") + ","
        + test::objectJson("skel", "Drudge Skeletons", "", "nico") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico")
        + "," + test::objectJson("ab", "Grizzly Bears") + test::thresholdGraveyard(threshold);
    return test::playScenario(fixtures(), objects,
        R"({"id": "s1", "activate": "skel", "ability": 1}, {"id": "s2", "resolve": "top"},
           {"id": "e1", "cast": "wrath"}, {"id": "e2", "resolve": "top"})");
}

// Ana casts `card` (at Nico when `atNico`) and it resolves; each player controls two Forests and a Grizzly Bears, Nico a
// regenerated Drudge Skeletons and Ana an Ornithopter (colorless).
Playthrough sacrifices(const char* card, bool atNico, bool threshold)
{
    const QByteArray objects = test::objectJson("spell", card, ", \"zone\": \"hand\"") + ","
        + test::objectJson("af1", "Forest") + "," + test::objectJson("af2", "Forest") + ","
        + test::objectJson("nf1", "Forest", "", "nico") + "," + test::objectJson("nf2", "Forest", "", "nico") + ","
        + test::objectJson("ab", "Grizzly Bears") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
        + test::objectJson("thopter", "Ornithopter") + "," + test::objectJson("skel", "Drudge Skeletons", "", "nico")
        + test::thresholdGraveyard(threshold);
    return test::playScenario(fixtures(), objects,
        QByteArray(R"({"id": "s1", "activate": "skel", "ability": 1}, {"id": "s2", "resolve": "top"}, {"id": "e1", "cast": "spell")")
            + (atNico ? R"(, "targets": ["nico"]})" : "}") + R"(, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImpSpell42 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 207.2c, 608.2c, 701.19c: the threshold paragraph replaces the one before whole: the destroy, then the tokens,
    // both under the condition; "Creatures destroyed this way can't be regenerated" is the destroy's.
    void kirtarsWrathReadsTheWholeParagraph()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Kirtar's Wrath"), 1);
        QVERIFY(a);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Destroy);
        QVERIFY(a->effect[0].noRegenerate);
        QCOMPARE(a->effect[0].instead, Action::Instead::InsteadFirst);
        QVERIFY(a->effect[0].condition && a->effect[0].condition->kind == Condition::Kind::CardsInGraveyardAtLeast);
        QCOMPARE(a->effect[0].condition->n, 7);
        QCOMPARE(a->effect[1].kind, ActionKind::CreateToken);
        QCOMPARE(a->effect[1].amount.n, 2);
        QVERIFY(a->effect[1].then);
        QVERIFY(a->effect[1].condition && *a->effect[1].condition == *a->effect[0].condition);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kirtar's Wrath"), 0),
            QStringLiteral("Destroy all creatures. They can't be regenerated."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kirtar's Wrath"), 1),
            QStringLiteral("If seven or more cards are in your graveyard, instead destroy all creatures, then create two 1/1 "
                           "white Spirit creature tokens with flying. Creatures destroyed this way can't be regenerated."));
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Kirtar's Wrath"));
        QVERIFY(c && c->card);
        const AbilityPtr whole = spellAbility(c->card);
        QVERIFY(whole);
        QCOMPARE(whole->effect.size(), 3);
        QVERIFY(whole->effect[2].otherwise);
        QVERIFY(whole->effect[2].noRegenerate);
    }

    // CR 701.19c, 608.2c: without threshold every creature is destroyed, the shielded Skeletons too; no token.
    void kirtarsWrathWithoutThreshold()
    {
        const Playthrough p = kirtarsWrath(false);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Graveyard);
        QVERIFY2(!test::happened(p).contains(QStringLiteral("Spirit")), qPrintable(test::happened(p)));
    }

    // CR 701.19c, 608.2c, 111.1: with threshold the creatures are destroyed, the shield passed by, then Ana creates two
    // 1/1 flying Spirits, which the destruction before them does not touch.
    void kirtarsWrathWithThreshold()
    {
        const Playthrough p = kirtarsWrath(true);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("the next time Drudge Skeletons would be destroyed this turn")),
            qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("e2.token1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("e2.token2")), Zone::Battlefield);
        QCOMPARE(test::ptOf(p, QStringLiteral("e2.token1")), QStringLiteral("1/1"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("e2.token2"), QStringLiteral("Flying")));
    }

    // CR 207.2c, 701.17a, 601.2c: Epicenter's paragraph is the sacrifice by each player of all their lands, done
    // instead of the target player's one land; the target is still chosen as the spell is cast.
    void epicenterReadsEachPlayersLands()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Epicenter"), 1);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(a->effect[0].who, QStringLiteral("each_player"));
        QVERIFY(a->effect[0].each);
        QCOMPARE(a->effect[0].pick, 0);
        QVERIFY(a->effect[0].object && a->effect[0].object->types == quint16(CardType::Land));
        QCOMPARE(a->effect[0].instead, Action::Instead::ConditionLast);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Epicenter"), 1),
            QStringLiteral("Each player sacrifices all lands they control instead if seven or more cards are in your graveyard."));
    }

    // CR 701.17a, 608.2c: without threshold Nico sacrifices one land; Ana's lands stay.
    void epicenterWithoutThreshold()
    {
        const Playthrough p = sacrifices("Epicenter", true, false);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        const int nicosLeft = (test::zoneOf(p, QStringLiteral("nf1")) == Zone::Battlefield)
            + (test::zoneOf(p, QStringLiteral("nf2")) == Zone::Battlefield);
        QCOMPARE(nicosLeft, 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("af1")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("af2")), Zone::Battlefield);
    }

    // CR 701.17a, 608.2c: with threshold each player sacrifices every land they control, and nothing else.
    void epicenterWithThreshold()
    {
        const Playthrough p = sacrifices("Epicenter", true, true);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        for (const char* id : {"af1", "af2", "nf1", "nf2"})
            QCOMPARE(test::zoneOf(p, QLatin1String(id)), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("g0")), Zone::Graveyard);
    }

    // CR 105.2, 701.17a: All Is Dust is one sacrifice of every colored permanent by each player.
    void allIsDustReadsColoredPermanents()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("All Is Dust"), 0);
        QVERIFY(a);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(a->effect[0].who, QStringLiteral("each_player"));
        QVERIFY(a->effect[0].each);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("All Is Dust"), 0),
            QStringLiteral("Each player sacrifices all colored permanents they control."));
    }

    // CR 105.2, 701.17a, 701.19: the Bears and the Skeletons go, the shield does nothing against a sacrifice; the
    // colorless Forests and Ornithopter stay.
    void allIsDustSacrificesColoredOnly()
    {
        const Playthrough p = sacrifices("All Is Dust", false, false);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("the next time Drudge Skeletons would be destroyed this turn")),
            qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Graveyard);
        for (const char* id : {"af1", "af2", "nf1", "nf2", "thopter"})
            QCOMPARE(test::zoneOf(p, QLatin1String(id)), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell42)
#include "tst_impspell42.moc"
