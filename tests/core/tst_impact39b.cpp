// Activated abilities read from real cards' Oracle text (tests/data/import/impact39b.json), round 39's second helper.
// A card put from exile onto the battlefield by its own ability: Torrent Elemental's "{3}{B/G}{B/G}: Put Torrent
// Elemental from exile onto the battlefield tapped. Activate this ability only any time you could cast a sorcery.".
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
    return test::fixtureFile(QStringLiteral("impact39b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana activates the third ability of `id`, and it resolves.
QByteArray activateThird(const char* id)
{
    return "{\"id\": \"e1\", \"activate\": \"" + QByteArray(id)
        + "\", \"ability\": 3}, {\"id\": \"e2\", \"resolve\": \"top\"}";
}

// Ana's Torrent Elemental in `zone`, its third ability (after flying and the attack trigger) activated and resolved.
Playthrough torrentActivatedFrom(const char* zone)
{
    const QByteArray board = test::objectJson("torrent", "Torrent Elemental", zone) + ","
        + test::objectJson("bears", "Grizzly Bears");
    return played(board, activateThird("torrent"));
}

}   // namespace

class TestImpact39b : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 113.6k: an ability whose effect moves its own object out of a zone works only in that zone; here the card
    // is put from exile onto the battlefield tapped, at sorcery speed (602.5d). Written back, the restriction in
    // today's words.
    void torrentElementalReturnsItselfFromExile()
    {
        const AbilityDef* a
            = test::parsedWith(fixtures(), QStringLiteral("Torrent Elemental"), QStringLiteral("from exile"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Activated);
        QCOMPARE(a->restriction, ActivationRestriction::SorcerySpeed);
        QCOMPARE(a->effect.size(), 1);
        const Action& put = a->effect.first();
        QCOMPARE(put.kind, ActionKind::ReturnToBattlefield);
        QVERIFY(put.object);
        QCOMPARE(put.object->ref, Selector::Ref::Self);
        QCOMPARE(put.text, QStringLiteral("exile"));
        QVERIFY(put.tapped);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Torrent Elemental"), 2),
            QStringLiteral("{3}{B/G}{B/G}: Put ~ from exile onto the battlefield tapped. Activate only as a sorcery."));
    }

    // CR 113.6k, 110.2: activated by its owner while the card is in exile, it resolves and the card enters the
    // battlefield tapped under Ana's control.
    void torrentElementalPlayedFromExile()
    {
        const Playthrough p = torrentActivatedFrom(", \"zone\": \"exile\"");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("torrent")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("torrent")));
    }

    // CR 113.6k, 602.2: on the battlefield or in a graveyard the ability doesn't function, so it can't be activated.
    void torrentElementalRefusedOutsideExile()
    {
        const Playthrough onBattlefield = torrentActivatedFrom("");
        QVERIFY(test::refused(onBattlefield, "e1"));
        QVERIFY2(test::eventOutcome(onBattlefield, QStringLiteral("e1")).contains(QStringLiteral("problem 113.6k")),
            qPrintable(test::happened(onBattlefield)));
        QVERIFY(!test::tapped(onBattlefield, QStringLiteral("torrent")));
        const Playthrough inGraveyard = torrentActivatedFrom(", \"zone\": \"graveyard\"");
        QVERIFY(test::eventOutcome(inGraveyard, QStringLiteral("e1")).contains(QStringLiteral("problem 113.6k")));
        QCOMPARE(test::zoneOf(inGraveyard, QStringLiteral("torrent")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpact39b)
#include "tst_impact39b.moc"
