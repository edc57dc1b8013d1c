// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell17.json), round 17:
// "If COND, X." after or among a spell's instructions, with or without an ability word ("If you control a
// Faerie, draw a card.", "Spell mastery — If there are two or more instant and/or sorcery cards in your
// graveyard, scry 2.", "Fateful hour — …", "Threshold — …", "Ferocious — …"), checked as the spell
// resolves (608.2c); "Nonartifact creatures / Cowards / Green creatures and white creatures can't block
// this turn" (a set, 611.2c); and the flicker "Exile target creature you control, then return that card to
// the battlefield under its owner's control" (400.7: the card comes back as a new object); "Regenerate
// each creature you control" (701.19a, a shield on each creature of the set). The
// structure, the English written back (the round trip trusts it), the card format, and what the event
// player does.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell17.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The power of `id` after the playthrough's last event, -1 when it is not there.
int powerOf(const Playthrough& play, const char* id)
{
    const int i = play.finalState.objectIndex(QLatin1String(id));
    return i < 0 ? -1 : play.finalResolution.chars[i].power.value_or(-1);
}

// Ana's library of two cards, drawn in this order.
const QByteArray kLibrary = R"({"id": "top", "card": "Forest", "zone": "library"},
    {"id": "next", "card": "Island", "zone": "library"})";

// Seven cards in Ana's graveyard: threshold (702.66 is gone; 207.2c names the ability word).
QByteArray sevenInGraveyard()
{
    QByteArray out;
    for (int i = 0; i < 7; ++i)
        out += QByteArray(R"(, {"id": "g)") + QByteArray::number(i) + R"(", "card": "Forest", "zone": "graveyard"})";
    return out;
}

}   // namespace

class TestImpSpell17 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 20); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("if you control a Faerie")
            << "Peppersmoke" << "Target"
            << "Target creature gets -1/-1 until end of turn. If you control one or more Faeries, draw a card.";
        QTest::newRow("if you control no artifacts")
            << "Artificer's Epiphany" << "Draw" << "Draw two cards. If you control no artifacts, discard a card.";
        QTest::newRow("spell mastery")
            << "Calculated Dismissal" << "Spell mastery"
            << "If there are two or more instant and/or sorcery cards in your graveyard, scry 2.";
        QTest::newRow("spell mastery, a grant")
            << "Gideon's Phalanx" << "Spell mastery"
            << "If there are two or more instant and/or sorcery cards in your graveyard, creatures you control gain "
               "indestructible until end of turn.";
        QTest::newRow("fateful hour") << "Spell Snuff" << "Fateful hour" << "If you have 5 or less life, draw a card.";
        QTest::newRow("if it's your turn")
            << "Fated Conflagration" << "deals"
            << "~ deals 5 damage to target creature or planeswalker. If it's your turn, scry 2.";
        QTest::newRow("that creature's controller")
            << "Unlicensed Disintegration" << "Destroy"
            << "Destroy target creature. If you control one or more artifacts, ~ deals 3 damage to that creature's controller.";
        QTest::newRow("activated")
            << "Scroll of Avacyn" << "Sacrifice"
            << "{1}, Sacrifice ~: Draw a card. If you control one or more Angels, you gain 5 life.";
        QTest::newRow("nonartifact creatures")
            << "Ruthless Invasion" << "Nonartifact" << "Nonartifact creatures can't block until end of turn.";
        QTest::newRow("threshold")
            << "Demoralize" << "Threshold"
            << "If seven or more cards are in your graveyard, all creatures can't block until end of turn.";
        QTest::newRow("ferocious")
            << "Barrage of Boulders" << "Ferocious"
            << "If you control one or more creatures with power 4 or greater, all creatures can't block until end of turn.";
        QTest::newRow("cowards")
            << "Pyrophobia" << "Cowards" << "~ deals 3 damage to target creature. Cowards can't block until end of turn.";
        QTest::newRow("two sets")
            << "Flash of Defiance" << "Green"
            << "Green creatures and white creatures can't block until end of turn.";
        QTest::newRow("flicker, its owner's control")
            << "Acrobatic Maneuver" << "Exile"
            << "Exile target creature you control, then return that card to the battlefield under its owner's control.";
        QTest::newRow("flicker, your control")
            << "Cloudshift" << "Exile"
            << "Exile target creature you control, then return that card to the battlefield under your control.";
        QTest::newRow("flicker with rebound")
            << "Ephemerate" << "Exile"
            << "Exile target creature you control, then return that card to the battlefield under its owner's control.";
        QTest::newRow("regenerate each") << "Wrap in Vigor" << "Regenerate" << "Regenerate each creature you control.";
        QTest::newRow("flicker, activated")
            << "Nephalia Smuggler" << "Exile"
            << "{3}{U}, {T}: Exile another target creature you control, then return that card to the battlefield under "
               "your control.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 608.2c: the draw is the spell's second instruction, with its condition; the first has none.
        const AbilityDef* pepper = test::parsedAbility(fixtures(), QStringLiteral("Peppersmoke"), 0);
        QVERIFY(pepper);
        QCOMPARE(pepper->effect.size(), 2);
        QVERIFY(!pepper->effect[0].condition);
        QVERIFY(pepper->effect[1].condition);
        QCOMPARE(pepper->effect[1].condition->kind, Condition::Kind::YouControlAtLeast);
        // Spell mastery: two or more cards in your graveyard, each an instant or a sorcery.
        const AbilityDef* mastery = test::parsedAbility(fixtures(), QStringLiteral("Calculated Dismissal"), 1);
        QVERIFY(mastery);
        QCOMPARE(mastery->effect.size(), 1);
        const Condition& c = *mastery->effect[0].condition;
        QCOMPARE(c.kind, Condition::Kind::GraveyardHas);
        QCOMPARE(c.n, 2);
        QCOMPARE(c.filter->anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        QCOMPARE(c.filter->types, quint16(0));
        // The flicker: the exile of the one target, then the return of the card it became (Selector::Ref::It).
        const AbilityDef* shift = test::parsedAbility(fixtures(), QStringLiteral("Acrobatic Maneuver"), 0);
        QVERIFY(shift);
        QCOMPARE(shift->effect.size(), 2);
        QCOMPARE(shift->effect[0].kind, ActionKind::Exile);
        QCOMPARE(shift->effect[1].kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(shift->effect[1].object->ref, Selector::Ref::It);
        QCOMPARE(shift->effect[1].who, QStringLiteral("owner"));
    }

    void drawsOnlyWithAFaerie()
    {
        // CR 608.2c: Peppersmoke's "if" is checked as it resolves: with Faerie Miscreant on Ana's
        // battlefield she draws; Peppersmoke itself, a Faerie on the stack, is no permanent she controls.
        const QByteArray spell = R"({"id": "smoke", "card": "Peppersmoke", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1}, )" + kLibrary;
        const QByteArray cast = R"({"id": "e1", "cast": "smoke", "targets": ["nbears"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough with = played(spell + R"(, {"id": "faerie", "card": "Faerie Miscreant", "timestamp": 2})", cast);
        QCOMPARE(powerOf(with, "nbears"), 1);
        QCOMPARE(test::zoneOf(with, "top"), Zone::Hand);
        const Playthrough without = played(spell, cast);
        QCOMPARE(powerOf(without, "nbears"), 1);
        QCOMPARE(test::zoneOf(without, "top"), Zone::Library);
        QVERIFY2(test::happened(without).contains(QStringLiteral("its condition is false")), qPrintable(test::happened(without)));
    }

    void discardsWithoutArtifacts()
    {
        // CR 608.2c, 701.8: Artificer's Epiphany draws two; with no artifact Ana discards one of them,
        // with Ornithopter she keeps both.
        const QByteArray spell = R"({"id": "epiphany", "card": "Artificer\u0027s Epiphany", "zone": "hand"}, )" + kLibrary;
        const QByteArray cast = R"({"id": "e1", "cast": "epiphany"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["next"]}})";
        const Playthrough none = played(spell, cast);
        QCOMPARE(test::zoneOf(none, "top"), Zone::Hand);
        QCOMPARE(test::zoneOf(none, "next"), Zone::Graveyard);
        const Playthrough thopter = played(spell + R"(, {"id": "thopter", "card": "Ornithopter", "timestamp": 1})", cast);
        QCOMPARE(test::zoneOf(thopter, "top"), Zone::Hand);
        QCOMPARE(test::zoneOf(thopter, "next"), Zone::Hand);
    }

    void damagesTheControllerWithAnArtifact()
    {
        // CR 608.2c, 608.2h: Unlicensed Disintegration destroys Nico's Bears; with Ornithopter Ana's spell
        // also deals 3 damage to the Bears' controller, as the creature last existed.
        const QByteArray spell = R"({"id": "dis", "card": "Unlicensed Disintegration", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";
        const QByteArray cast = R"({"id": "e1", "cast": "dis", "targets": ["nbears"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough with = played(spell + R"(, {"id": "thopter", "card": "Ornithopter", "timestamp": 2})", cast);
        QCOMPARE(test::zoneOf(with, "nbears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(with, "nico"), 17);
        const Playthrough without = played(spell, cast);
        QCOMPARE(test::zoneOf(without, "nbears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(without, "nico"), 20);
    }

    void anActivatedAbilitysCondition()
    {
        // CR 608.2c, 602.2: Scroll of Avacyn draws a card; with Serra Angel Ana also gains 5 life.
        const QByteArray objects = R"({"id": "scroll", "card": "Scroll of Avacyn", "timestamp": 1}, )" + kLibrary;
        const QByteArray act = R"({"id": "e1", "activate": "scroll", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough angel = played(objects + R"(, {"id": "angel", "card": "Serra Angel", "timestamp": 2})", act);
        QCOMPARE(test::zoneOf(angel, "top"), Zone::Hand);
        QCOMPARE(test::lifeOf(angel, "ana"), 25);
        const Playthrough alone = played(objects, act);
        QCOMPARE(test::zoneOf(alone, "top"), Zone::Hand);
        QCOMPARE(test::lifeOf(alone, "ana"), 20);
    }

    void nonartifactCreaturesCantBlock()
    {
        // CR 611.2c, 509.1a: after Ruthless Invasion Nico's Bears can't block this turn; his Ornithopter,
        // an artifact creature, still can.
        const QByteArray objects = R"({"id": "invasion", "card": "Ruthless Invasion", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "nthopter", "card": "Ornithopter", "owner": "nico", "timestamp": 3})";
        const QByteArray cast = R"({"id": "e1", "cast": "invasion"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"abears": "nico"}}, )";
        const Playthrough bears = played(objects, cast + R"({"id": "e4", "block": {"nbears": ["abears"]}})");
        QVERIFY(!test::eventOutcome(bears, QStringLiteral("e4")).isEmpty());
        const Playthrough thopter = played(objects, cast + R"({"id": "e4", "block": {"nthopter": ["abears"]}})");
        QVERIFY(test::eventOutcome(thopter, QStringLiteral("e4")).isEmpty());
    }

    void greenAndWhiteCreaturesCantBlock()
    {
        // CR 611.2c, 509.1a: Flash of Defiance: Nico's green Bears and White Knight can't block; his Black
        // Knight can.
        const QByteArray objects = R"({"id": "flash", "card": "Flash of Defiance", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "white", "card": "White Knight", "owner": "nico", "timestamp": 3},
            {"id": "black", "card": "Black Knight", "owner": "nico", "timestamp": 4})";
        const QByteArray cast = R"({"id": "e1", "cast": "flash"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"abears": "nico"}}, )";
        for (const char* blocker : {"nbears", "white"}) {
            const Playthrough refused
                = played(objects, cast + R"({"id": "e4", "block": {")" + blocker + R"(": ["abears"]}})");
            QVERIFY2(!test::eventOutcome(refused, QStringLiteral("e4")).isEmpty(), blocker);
        }
        const Playthrough black = played(objects, cast + R"({"id": "e4", "block": {"black": ["abears"]}})");
        QVERIFY(test::eventOutcome(black, QStringLiteral("e4")).isEmpty());
    }

    void thresholdDecidesAsItResolves()
    {
        // CR 608.2c: Demoralize's threshold sentence: with seven cards in Ana's graveyard no creature can
        // block this turn; with fewer the block stands (menace, its first ability, needs two blockers).
        const QByteArray objects = R"({"id": "demo", "card": "Demoralize", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "n1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "n2", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})";
        const QByteArray events = R"({"id": "e1", "cast": "demo"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"abears": "nico"}}, {"id": "e4", "block": {"n1": ["abears"], "n2": ["abears"]}})";
        const Playthrough threshold = played(objects + sevenInGraveyard(), events);
        QVERIFY(!test::eventOutcome(threshold, QStringLiteral("e4")).isEmpty());
        const Playthrough fewer = played(objects, events);
        QVERIFY2(test::eventOutcome(fewer, QStringLiteral("e4")).isEmpty(),
            qPrintable(test::eventOutcome(fewer, QStringLiteral("e4")).join(QLatin1Char(' '))));
    }

    void flickerReturnsANewObject()
    {
        // CR 400.7, 406.3, 110.5: Cloudshift exiles Ana's tapped Bears with a +1/+1 counter and returns the
        // card at once: a new object, untapped, without the counter, under her control.
        const Playthrough play = played(R"({"id": "shift", "card": "Cloudshift", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1, "tapped": true, "counters": {"+1/+1": 1}})",
            R"({"id": "e1", "cast": "shift", "targets": ["abears"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("abears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Battlefield);
        QVERIFY(!bears->tapped);
        QCOMPARE(powerOf(play, "abears"), 2);
        QVERIFY2(test::happened(play).contains(QStringLiteral("is exiled")), qPrintable(test::happened(play)));
    }

    void flickerUnderItsOwnersControl()
    {
        // CR 400.7, 110.2: Acrobatic Maneuver on a creature Ana controls but Nico owns (a gained control):
        // it returns under its owner's control; then Ana draws a card (the second paragraph).
        const Playthrough play = played(R"({"id": "maneuver", "card": "Acrobatic Maneuver", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "ana", "timestamp": 1}, )" + kLibrary,
            R"({"id": "e1", "cast": "maneuver", "targets": ["nbears"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("nbears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Battlefield);
        QCOMPARE(play.finalResolution.chars[play.finalState.objectIndex(QStringLiteral("nbears"))].controller,
            QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(play, "top"), Zone::Hand);
    }

    void regeneratesEachCreatureYouControl()
    {
        // CR 701.19a, 614.8: Wrap in Vigor gives each of Ana's creatures a shield; a Wrath-like destroy of
        // her Bears (Unlicensed Disintegration, Nico's) regenerates them: tapped, still on the battlefield.
        const Playthrough play = played(R"({"id": "wrap", "card": "Wrap in Vigor", "zone": "hand"},
            {"id": "dis", "card": "Unlicensed Disintegration", "owner": "nico", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "wrap"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "dis", "targets": ["abears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "abears"), Zone::Battlefield);
        const GameObject* bears = play.finalState.object(QStringLiteral("abears"));
        QVERIFY(bears);
        QVERIFY(bears->tapped);
        // Golgari Charm's third mode is the same action, so the charm is understood now.
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Golgari Charm"))->abilities.value(0).status, AbilityStatus::Parsed);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell17)
#include "tst_impspell17.moc"
