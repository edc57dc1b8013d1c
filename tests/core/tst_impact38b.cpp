// Activated abilities read from real cards' Oracle text (tests/data/import/impact38b.json), round 38, second helper.
// An Aura returned from the graveyard attached to the ability's own target: Gryff's Boon's "{3}{W}: Return Gryff's
// Boon from your graveyard to the battlefield attached to target creature. Activate this ability only any time you
// could cast a sorcery.". A copy of a spell that targets you: Mirror Sheen's "{1}{U/R}{U/R}: Copy target instant or
// sorcery spell that targets you. You may choose new targets for the copy.". Two instructions under one condition:
// Harsh Deceiver's "{2}: Reveal the top card of your library. If it's a land card, untap Harsh Deceiver and it gets
// +1/+1 until end of turn. Activate this ability only once each turn.".
// Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact38b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QByteArray inGraveyard(const char* id, const char* card, const char* owner = "ana")
{
    return test::objectJson(id, card, ", \"zone\": \"graveyard\"", owner);
}

QString attachedTo(const Playthrough& p, const char* id)
{
    const GameObject* o = p.finalState.object(QLatin1String(id));
    return o ? o->attachedTo : QStringLiteral("(gone)");
}

}   // namespace

class TestImpact38b : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 3);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 303.4f, 113.6k: Gryff's Boon returns from its owner's graveyard attached to the creature the ability targets
    // (a target chosen as it is activated, 602.2b), not to a creature an event names; it works from the graveyard only.
    void gryffsBoonReturnsAttachedToItsTarget()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Gryff's Boon"), QStringLiteral("attached to target"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].types, quint16(CardType::Creature));
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Gryff's Boon"), 2, ActionKind::ReturnToBattlefield);
        QVERIFY(back && back->object && back->to);
        QCOMPARE(back->object->ref, Selector::Ref::Self);
        QCOMPARE(back->text, QStringLiteral("graveyard"));
        QCOMPARE(back->to->ref, Selector::Ref::Target);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gryff's Boon"), 2),
            QStringLiteral("{3}{W}: Return ~ from your graveyard to the battlefield attached to target creature. Activate "
                           "only as a sorcery."));
    }

    // CR 303.4f, 113.6k: activated from Ana's graveyard, the Boon enters attached to her Grizzly Bears, which is then
    // a 3/2 with flying; on the battlefield the ability can't be activated; with the Bears gone before it resolves,
    // its one target is illegal and nothing happens (608.2b).
    void gryffsBoonPlayed()
    {
        const QByteArray objects = inGraveyard("boon", "Gryff's Boon") + "," + test::objectJson("bears", "Grizzly Bears");
        const QByteArray activate = R"({"id": "e1", "activate": "boon", "ability": 3, "targets": ["bears"]})";
        const Playthrough p = played(objects, activate + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("boon")) == Zone::Battlefield,
            qPrintable(test::doneOrRefusal(p).join(QLatin1Char(' '))));
        QCOMPARE(attachedTo(p, "boon"), QStringLiteral("bears"));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("3/2"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("bears"), QStringLiteral("Flying")));

        const QByteArray onBattlefield = test::objectJson("boon", "Gryff's Boon", ", \"attached_to\": \"bears\"") + ","
            + test::objectJson("bears", "Grizzly Bears") + "," + test::objectJson("elves", "Llanowar Elves");
        QVERIFY(test::refused(played(onBattlefield, R"({"id": "e1", "activate": "boon", "ability": 3, "targets": ["elves"]})"),
            "e1"));

        const Playthrough gone = played(objects,
            activate + R"(, {"id": "e2", "move": "bears", "to": "graveyard"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(gone, QStringLiteral("boon")) == Zone::Graveyard, qPrintable(test::happened(gone)));
    }
    // CR 115.1, 707.10: Mirror Sheen's target is an instant or sorcery spell with a target that is the ability's
    // controller; the writer says it as printed.
    void mirrorSheenCopiesASpellThatTargetsYou()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Mirror Sheen"), QStringLiteral("Copy"));
        QVERIFY(a && a->targets.size() == 1);
        QCOMPARE(a->targets[0].anyTypes, quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        QVERIFY(a->targets[0].targeting);
        QCOMPARE(a->targets[0].targeting->controller, Selector::Who::You);
        QCOMPARE(a->targets[0].targeting->word, QStringLiteral("player"));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Mirror Sheen"), QStringLiteral("Copy")),
            QList<ActionKind>{ActionKind::CopySpell});
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mirror Sheen"), 0),
            QStringLiteral("{1}{U/R}{U/R}: Copy target instant or sorcery spell that targets you. You may choose new "
                           "targets for the copy."));
    }

    // CR 115.1, 707.10, 602.2b: Nico's Shock at Ana is copied by her Mirror Sheen, the copy aimed at Nico (Nico 18,
    // Ana 18); his Shock at her Grizzly Bears, or her own Shock at him, targets no Ana and is no legal target.
    void mirrorSheenPlayed()
    {
        const QByteArray board = test::objectJson("sheen", "Mirror Sheen") + "," + test::objectJson("bears", "Grizzly Bears")
            + "," + test::objectJson("shock", "Shock", ", \"zone\": \"hand\"", "nico") + ","
            + test::objectJson("myshock", "Shock", ", \"zone\": \"hand\"");
        const Playthrough p = played(board,
            R"({"id": "e1", "cast": "shock", "targets": ["ana"]},
            {"id": "e2", "activate": "sheen", "ability": 1, "targets": ["shock"]},
            {"id": "e3", "resolve": "top", "targets": ["nico"]}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e2"), qPrintable(test::doneOrRefusal(p).join(QLatin1Char(' '))));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        const Playthrough atBears = played(board,
            R"({"id": "e1", "cast": "shock", "targets": ["bears"]},
            {"id": "e2", "activate": "sheen", "ability": 1, "targets": ["shock"]})");
        QCOMPARE(test::doneOrRefusal(atBears), (QStringList{QStringLiteral("done"), QStringLiteral("602.2b")}));
        const Playthrough own = played(board,
            R"({"id": "e1", "cast": "myshock", "targets": ["nico"]},
            {"id": "e2", "activate": "sheen", "ability": 1, "targets": ["myshock"]})");
        QCOMPARE(test::doneOrRefusal(own), (QStringList{QStringLiteral("done"), QStringLiteral("602.2b")}));
    }
    // CR 608.2c, 611.2a: both of Harsh Deceiver's instructions are done only if the revealed top card is a land card;
    // the writer names that card as "the top card of your library" (it is still there) and keeps "and it gets".
    void harshDeceiverUntapsAndGrowsOnALand()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Harsh Deceiver"), QStringLiteral("untap"));
        QVERIFY(a && a->effect.size() == 3);
        QCOMPARE(a->effect[1].kind, ActionKind::Untap);
        QCOMPARE(a->effect[2].kind, ActionKind::Continuous);
        QVERIFY(a->effect[1].condition && a->effect[2].condition);
        QCOMPARE(a->effect[1].condition->kind, Condition::Kind::TopOfLibraryIs);
        QVERIFY(*a->effect[1].condition == *a->effect[2].condition);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Harsh Deceiver"), 1),
            QStringLiteral("{2}: Reveal the top card of your library. If the top card of your library is a land card, untap ~ "
                           "and it gets +1/+1 until end of turn. Activate only once each turn."));
    }

    // CR 608.2c, 602.5b: Ana's tapped Harsh Deceiver reveals a Forest on top: it untaps and is 2/5; with Grizzly Bears
    // on top it stays tapped and 1/4; a second activation that turn is refused.
    void harshDeceiverPlayed()
    {
        const QByteArray deceiver = test::objectJson("deceiver", "Harsh Deceiver", ", \"tapped\": true");
        const QByteArray activate = R"({"id": "e1", "activate": "deceiver", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough land = played(deceiver + "," + test::objectJson("forest", "Forest", ", \"zone\": \"library\""), activate);
        QVERIFY2(!test::tapped(land, QStringLiteral("deceiver")), qPrintable(test::doneOrRefusal(land).join(QLatin1Char(' '))));
        QCOMPARE(test::ptOf(land, QStringLiteral("deceiver")), QStringLiteral("2/5"));
        QCOMPARE(test::zoneOf(land, QStringLiteral("forest")), Zone::Library);
        const Playthrough creature
            = played(deceiver + "," + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"library\""), activate);
        QVERIFY(test::tapped(creature, QStringLiteral("deceiver")));
        QCOMPARE(test::ptOf(creature, QStringLiteral("deceiver")), QStringLiteral("1/4"));
        const Playthrough twice = played(deceiver + "," + test::objectJson("forest", "Forest", ", \"zone\": \"library\""),
            activate + R"(, {"id": "e3", "activate": "deceiver", "ability": 2})");
        QCOMPARE(test::doneOrRefusal(twice),
            (QStringList{QStringLiteral("done"), QStringLiteral("done"), QStringLiteral("602.5b")}));
    }
};

QTEST_GUILESS_MAIN(TestImpact38b)
#include "tst_impact38b.moc"
