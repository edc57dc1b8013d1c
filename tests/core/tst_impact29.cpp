// Activated abilities read from real cards' Oracle text (tests/data/import/impact29.json), round 29:
// modal activated abilities, "{1}, {T}, Sacrifice Balm of Restoration: Choose one —" with a mode on each
// line (700.2), and Bow of Nylea's fourth mode, "Put up to four target cards from your graveyard on the
// bottom of your library in any order" (401.4); Mageta the Lion's older "Destroy all creatures except
// for ~. Those creatures can't be regenerated." (701.19c); "Reveka, Wizard Savant deals 2 damage to any
// target and doesn't untap during your next untap step" (502.3). Each is checked as read, through the card format, and as
// played.
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
    return test::fixtureFile(QStringLiteral("impact29.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpact29 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 4);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 700.2, 602.2: an activated ability with modes; each mode its own instructions and targets, the
    // ability's cost paid once, whichever mode is chosen.
    void balmOfRestorationIsAModalActivatedAbility()
    {
        const AbilityDef* balm = test::parsedAbility(fixtures(), QStringLiteral("Balm of Restoration"), 0);
        QVERIFY(balm);
        QCOMPARE(balm->kind, AbilityDef::Kind::Activated);
        QCOMPARE(balm->modes.size(), 2);
        QCOMPARE(int(balm->modesMin), 1);
        QCOMPARE(int(balm->modesMax), 1);
        QVERIFY(balm->effect.isEmpty());
        QCOMPARE(balm->costParts.size(), 3);
        QCOMPARE(balm->modes[0]->effect.value(0).kind, ActionKind::GainLife);
        QCOMPARE(balm->modes[1]->targets.size(), 1);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Balm of Restoration"), 0),
            QStringLiteral("{1}, {T}, Sacrifice ~: Choose one \u2014\n\u2022 You gain 2 life.\n\u2022 Prevent the next 2 damage "
                           "that would be dealt to any target this turn."));
        QString why;
        const ImportedCard* card = test::findCard(fixtures(), QStringLiteral("Balm of Restoration"));
        QVERIFY(card);
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.value(0)->modes.size(), 2);
        QCOMPARE(back->front.abilities.value(0)->kind, AbilityDef::Kind::Activated);
    }

    // CR 700.2a, 602.2b: Balm's first mode gains Ana 2 life and the Balm is sacrificed to pay the cost;
    // its second puts a shield of 2 damage on Grizzly Bears and gains no life (615.7); a third mode is not
    // the card's and is refused.
    void balmGainsLifeOrShieldsAsTheModeChosen()
    {
        const QByteArray board = test::objectJson("balm", "Balm of Restoration") + "," + test::objectJson("bears", "Grizzly Bears");
        const Playthrough life = played(board,
            R"({"id": "e1", "activate": "balm", "ability": 1, "choices": {"mode": 1}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(life, "e1"), qPrintable(test::happened(life)));
        QCOMPARE(test::lifeOf(life, QStringLiteral("ana")), 22);
        QCOMPARE(test::zoneOf(life, QStringLiteral("balm")), Zone::Graveyard);   // 602.2b: the cost is paid
        const Playthrough shield = played(board,
            R"({"id": "e1", "activate": "balm", "ability": 1, "choices": {"mode": 2}, "targets": ["bears"]},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(shield, "e1"), qPrintable(test::happened(shield)));
        QCOMPARE(test::lifeOf(shield, QStringLiteral("ana")), 20);   // the other mode is not performed
        QVERIFY2(test::happened(shield).contains(QStringLiteral("prevent")), qPrintable(test::happened(shield)));
        const Playthrough wrong = played(board, R"({"id": "e1", "activate": "balm", "ability": 1, "choices": {"mode": 3}})");
        QVERIFY(test::refused(wrong, "e1"));
        QCOMPARE(test::zoneOf(wrong, QStringLiteral("balm")), Zone::Battlefield);
    }

    // CR 401.4, 115.1: Bow of Nylea's fourth mode puts up to four target cards from Ana's graveyard on the
    // bottom of her library, under the card there; its first puts a +1/+1 counter on the one target.
    void bowOfNyleaPutsCardsOnTheBottomOrACounter()
    {
        const AbilityDef* bow = test::parsedWith(fixtures(), QStringLiteral("Bow of Nylea"), QStringLiteral("Choose one"));
        QVERIFY(bow);
        QCOMPARE(bow->modes.size(), 4);
        QCOMPARE(bow->modes[3]->effect.size(), 1);
        const Action& put = bow->modes[3]->effect[0];
        QCOMPARE(put.kind, ActionKind::PutOnLibrary);
        QCOMPARE(put.text, QStringLiteral("bottom"));
        QCOMPARE(int(bow->modes[3]->targets.value(0).upTo), 4);
        QCOMPARE(bow->modes[3]->targets.value(0).zone, Zone::Graveyard);
        QVERIFY(test::writtenText(fixtures(), QStringLiteral("Bow of Nylea"), 1)
                    .endsWith(QStringLiteral("\u2022 Put up to four target cards from your graveyard on the bottom of your library in any order.")));
        const QByteArray board = test::objectJson("bow", "Bow of Nylea") + "," + test::objectJson("bears", "Grizzly Bears") + ","
            + test::objectJson("top", "Elite Vanguard", R"(, "zone": "library")") + ","
            + test::objectJson("dead1", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
            + test::objectJson("dead2", "Elite Vanguard", R"(, "zone": "graveyard")") + ","
            + test::objectJson("hers", "Grizzly Bears", R"(, "zone": "graveyard")", "nico");
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "bow", "ability": 2, "choices": {"mode": 4}, "targets": ["dead1", "dead2"]},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        const QStringList library = test::idsIn(play.finalState, Zone::Library);
        QCOMPARE(library.value(0), QStringLiteral("top"));
        QVERIFY2(library.size() == 3, qPrintable(library.join(QLatin1Char(' ')) + QLatin1Char('\n') + test::happened(play)));
        QVERIFY(library.contains(QStringLiteral("dead1")) && library.contains(QStringLiteral("dead2")));
        // A card in Nico's graveyard is not one of Ana's (the mode's "your graveyard").
        const Playthrough hers = played(board,
            R"({"id": "e1", "activate": "bow", "ability": 2, "choices": {"mode": 4}, "targets": ["hers"]})");
        QVERIFY(test::refused(hers, "e1"));
        const Playthrough counter = played(board,
            R"({"id": "e1", "activate": "bow", "ability": 2, "choices": {"mode": 1}, "targets": ["bears"]},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(counter, "e1"), qPrintable(test::happened(counter)));
        QCOMPARE(test::countersOn(counter, QStringLiteral("bears")), 1);
        QCOMPARE(test::zoneOf(counter, QStringLiteral("dead1")), Zone::Graveyard);
    }

    // CR 701.8, 701.19c: Mageta the Lion destroys each creature but itself, Ana's and Nico's, and none of
    // them can be regenerated; its cost discards the two cards of Ana's hand (602.2b).
    void magetaDestroysEveryOtherCreature()
    {
        const AbilityDef* mageta = test::parsedAbility(fixtures(), QStringLiteral("Mageta the Lion"), 0);
        QVERIFY(mageta);
        QCOMPARE(mageta->effect.size(), 1);
        const Action& destroy = mageta->effect[0];
        QCOMPARE(destroy.kind, ActionKind::Destroy);
        QVERIFY(destroy.noRegenerate);
        QVERIFY(destroy.object && destroy.object->other);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mageta the Lion"), 0),
            QStringLiteral("{2}{W}{W}, {T}, Discard two cards: Destroy all other creatures. They can't be regenerated."));
        const Playthrough play = played(test::objectJson("mageta", "Mageta the Lion") + "," + test::objectJson("bears", "Grizzly Bears")
                + "," + test::objectJson("hers", "Grizzly Bears", "", "nico") + ","
                + test::objectJson("c1", "Elite Vanguard", R"(, "zone": "hand")") + ","
                + test::objectJson("c2", "Elite Vanguard", R"(, "zone": "hand")"),
            R"({"id": "e1", "activate": "mageta", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("mageta")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("hers")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c2")), Zone::Graveyard);
    }

    // CR 502.3, 120.3: Reveka deals 2 damage to Nico's Grizzly Bears and stays tapped through Ana's next
    // untap step (Nico's comes first), then untaps in the one after.
    void revekaDealsDamageAndStaysTapped()
    {
        const AbilityDef* reveka = test::parsedAbility(fixtures(), QStringLiteral("Reveka, Wizard Savant"), 0);
        QVERIFY(reveka);
        QCOMPARE(reveka->effect.size(), 2);
        QCOMPARE(reveka->effect[0].kind, ActionKind::Damage);
        QCOMPARE(reveka->effect[1].kind, ActionKind::DontUntapNext);
        QVERIFY(reveka->effect[1].object && reveka->effect[1].object->ref == Selector::Ref::Self);
        const QByteArray objects = test::objectJson("reveka", "Reveka, Wizard Savant") + "," + test::objectJson("hers", "Grizzly Bears", "", "nico");
        const QByteArray activated = R"({"id": "e1", "activate": "reveka", "ability": 1, "targets": ["hers"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"})";
        const Playthrough held = played(objects, activated);
        QVERIFY2(!test::refused(held, "e1"), qPrintable(test::happened(held)));
        QCOMPARE(test::zoneOf(held, QStringLiteral("hers")), Zone::Graveyard);
        QVERIFY(test::tapped(held, QStringLiteral("reveka")));   // Ana's next untap step skipped it
        const Playthrough later = played(objects, activated + R"(, {"id": "e5", "begin": "untap"}, {"id": "e6", "begin": "untap"})");
        QVERIFY(!test::tapped(later, QStringLiteral("reveka")));
    }
};

QTEST_GUILESS_MAIN(TestImpact29)
#include "tst_impact29.moc"
