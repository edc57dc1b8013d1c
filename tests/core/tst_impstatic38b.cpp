// Static abilities read from real cards' Oracle text (tests/data/import/impstatic38b.json), round 38's second helper
// on the static list: two wordings of the attack restriction "can't attack you or a planeswalker you control" (508.1c).
// - Rite of the Raging Storm's "Creatures named Lightning Rager can't attack you or planeswalkers you control.": a
//   creature attacks one player or one planeswalker (506.3, 508.1b), so the plural is the same restriction.
// - Varchild, Betrayer of Kjeldor's "Survivors your opponents control can't block, and they can't attack you or a
//   planeswalker you control.": "they" is the subject, one static with both rules (509.1a, 508.1c).
// - Aurora of Emrakul's (Cryptolith Fragment's back face) "Flying, Deathtouch.": a keyword list printed with a full
//   stop is the same keywords (702.2, 702.9), as a single "Flying." already was.
// Varchild stays partly understood (its trigger is not read); round 39 reads the Rite's and the Fragment's triggers.
// Each static is read, written back and kept through the card format; Varchild's is played on a Changeling Sentinel,
// every creature type and so a Survivor (702.73a). No real card is named Lightning Rager (the Rite's own token), so the
// Rite's rule is not played here; its rule is the one Vow of Lightning's playthroughs already check.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include <QtTest>
#include <algorithm>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic38b.json"));
}

const QString kRite = QStringLiteral("Rite of the Raging Storm");
const QString kVarchild = QStringLiteral("Varchild, Betrayer of Kjeldor");
const QString kFragment = QStringLiteral("Cryptolith Fragment");

// The rules of the static ability of `card` that holds `words`, in order; empty when it is not read.
QList<RuleName> rulesOf(const QString& card, const QString& words)
{
    QList<RuleName> rules;
    if (const AbilityDef* a = test::parsedWith(fixtures(), card, words)) {
        for (const auto& op : a->ops)
            if (op.kind == Op::Kind::Rule)
                rules << op.rule;
    }
    return rules;
}

// Ana controls Varchild; on Nico's turn his `attacker` attacks her.
QStringList nicoAttacksAnaWith(const char* attacker)
{
    const QByteArray objects = test::objectJson("varchild", "Varchild, Betrayer of Kjeldor") + ", "
        + test::objectJson("his", attacker, "", "nico");
    return test::doneOrRefusal(
        test::playScenarioOnNicosTurn(fixtures(), objects, "{\"id\": \"e1\", \"attack\": {\"his\": \"ana\"}}"));
}

// Ana controls Varchild and attacks Nico with her Grizzly Bears; his `blocker` blocks them.
QStringList nicoBlocksWith(const char* blocker)
{
    const QByteArray objects = test::objectJson("varchild", "Varchild, Betrayer of Kjeldor") + ", "
        + test::objectJson("bears", "Grizzly Bears") + ", " + test::objectJson("his", blocker, "", "nico");
    const QByteArray events = "{\"id\": \"e1\", \"attack\": {\"bears\": \"nico\"}}, "
                              "{\"id\": \"e2\", \"block\": {\"his\": [\"bears\"]}}";
    return test::doneOrRefusal(test::playScenario(fixtures(), objects, events));
}

}   // namespace

class TestImpStatic38b : public QObject {
    Q_OBJECT
private slots:
    void changelingIsUnderstood() { test::checkNamedCardsUnderstood(fixtures(), {"Changeling Sentinel"}); }

    // CR 508.1c, 506.3: "planeswalkers you control" is the restriction of "a planeswalker you control".
    void riteReadsPlaneswalkersYouControl()
    {
        QCOMPARE(rulesOf(kRite, QStringLiteral("planeswalkers you control")), QList<RuleName>{RuleName::CantAttackYouOrPlaneswalkers});
        const AbilityDef* a = test::parsedWith(fixtures(), kRite, QStringLiteral("planeswalkers you control"));
        QVERIFY(a && a->affects);
        QCOMPARE(a->affects->named, QStringLiteral("Lightning Rager"));
        QCOMPARE(test::writtenText(fixtures(), kRite, 0),
            QStringLiteral("Creatures named Lightning Rager can't attack you or a planeswalker you control."));
        // Its upkeep trigger is read since round 39 (tst_imptrigat39).
        QVERIFY(test::parsedWith(fixtures(), kRite, QStringLiteral("named Lightning Rager. It has trample")));
    }

    // CR 509.1a, 508.1c: "they" is the Survivors your opponents control, so both rules restrict the same set.
    void varchildReadsBothRulesOfItsSurvivors()
    {
        QCOMPARE(rulesOf(kVarchild, QStringLiteral("can't block")),
            (QList<RuleName>{RuleName::CantBlock, RuleName::CantAttackYouOrPlaneswalkers}));
        const AbilityDef* a = test::parsedWith(fixtures(), kVarchild, QStringLiteral("can't block"));
        QVERIFY(a && a->affects);
        QCOMPARE(a->affects->subtypes, QVector<SubtypeId>{*SubtypeRegistry::instance().find(QLatin1String("Survivor"))});
        QCOMPARE(test::writtenText(fixtures(), kVarchild, 1),
            QStringLiteral("Survivors your opponents control can't block and can't attack you or a planeswalker you control."));
    }

    // The two cards go through the card format with their statics kept.
    void cardFormatKeepsBothStatics()
    {
        for (const QString& name : {kRite, kVarchild}) {
            const ImportedCard* card = test::findCard(fixtures(), name);
            QVERIFY(card);
            QString why;
            const CardPtr back = test::throughCardFormat(*card->card, &why);
            QVERIFY2(back, qPrintable(why));
            const int index = name == kRite ? 0 : 1;
            QVERIFY(back->front.abilities.size() > index);
            const AbilityDef& s = *back->front.abilities.at(index);
            QVERIFY(!s.ops.isEmpty() && s.ops.last().kind == Op::Kind::Rule);
            QCOMPARE(s.ops.last().rule, RuleName::CantAttackYouOrPlaneswalkers);
        }
    }

    // CR 702.2a, 702.9a: "Flying, Deathtouch." is the two keywords of the back face, the stop dropped.
    void auroraReadsItsKeywordListWithAStop()
    {
        QCOMPARE(test::writtenText(fixtures(), kFragment, 3), QStringLiteral("Flying"));
        QCOMPARE(test::writtenText(fixtures(), kFragment, 4), QStringLiteral("Deathtouch"));
        const ImportedCard* card = test::findCard(fixtures(), kFragment);
        QVERIFY(card && card->card->back);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->back);
        QVERIFY(std::any_of(back->back->abilities.cbegin(), back->back->abilities.cend(),
            [](const AbilityPtr& a) { return a->isKeyword(QStringLiteral("Deathtouch")); }));
    }

    // CR 712.8, 702.2a: Ana's Cryptolith Fragment transformed is Aurora of Emrakul, with deathtouch; front face up it
    // has none.
    void auroraHasDeathtouchTransformed()
    {
        const Playthrough aurora = test::playScenario(fixtures(),
            test::objectJson("f", "Cryptolith Fragment", ", \"transformed\": true"), "");
        QVERIFY(test::hasKeyword(aurora, QStringLiteral("f"), QStringLiteral("Deathtouch")));
        QVERIFY(test::hasKeyword(aurora, QStringLiteral("f"), QStringLiteral("Flying")));
        const Playthrough fragment = test::playScenario(fixtures(), test::objectJson("f", "Cryptolith Fragment"), "");
        QVERIFY(test::charsOf(fragment, QStringLiteral("f")));
        QVERIFY(!test::hasKeyword(fragment, QStringLiteral("f"), QStringLiteral("Deathtouch")));
    }

    // CR 508.1c, 702.73a: Nico's Changeling Sentinel is a Survivor, so it can't attack Ana, Varchild's controller;
    // his Grizzly Bears can.
    void varchildStopsNicosSurvivorAttackingAna()
    {
        QCOMPARE(nicoAttacksAnaWith("Changeling Sentinel").value(0), QStringLiteral("508.1c"));
        QCOMPARE(nicoAttacksAnaWith("Grizzly Bears").value(0), QStringLiteral("done"));
    }

    // CR 509.1a, 509.1b: nor can the Survivor block Ana's attacker; his Grizzly Bears can.
    void varchildStopsNicosSurvivorBlocking()
    {
        const QStringList survivor = nicoBlocksWith("Changeling Sentinel");
        QCOMPARE(survivor.value(0), QStringLiteral("done"));
        QCOMPARE(survivor.value(1), QStringLiteral("509.1b"));
        QCOMPARE(nicoBlocksWith("Grizzly Bears").value(1), QStringLiteral("done"));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic38b)
#include "tst_impstatic38b.moc"
